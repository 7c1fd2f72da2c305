"""Span-event size per span: one object per span (v1) against the compact columnar v2 (prints JSON).

Runs the worker's transform (rules recognizer, file keyring) on a normal ~1,500-character note
and on the large shapes (FHIR DocumentReference with a 380 KB base64 attachment, HL7 MDM with a
400 KB OBX TX note, a JSON envelope of exactly the 512 KB input limit, all dense with PHI), then
encodes each note's span event both ways (stream.engine.span_events). Figures per shape:
spans, bytes of each encoding, bytes per span, and the parts needed under the default 1,000,000
byte message limit.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.corpus import generated_corpus
from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.engine import KeyCache
from stream.engine.limits import DEFAULT_MESSAGE_MAX_BYTES, MessageLimits
from stream.engine.records import SourceRecord
from stream.engine.span_events import decode, encode
from stream.keyring import FileKeyring
from tests.integration.large_notes import fhir_document_reference, hl7_mdm, json_note_at_limit

UNLIMITED = 1 << 40


def shapes() -> list[tuple[str, bytes, str]]:
    """(name, value, content type) of each measured input."""
    note = generated_corpus(0.002)[0]
    normal = orjson.dumps({"note_id": "n1", "patient_id": "p1", "tenant": "acme",
                           "text": note.text})
    return [("json note ~1.5 KB", normal, "application/json"),
            ("fhir docref 380 KB attachment", fhir_document_reference(380_000),
             "application/fhir+json"),
            ("hl7 mdm 400 KB OBX TX", hl7_mdm(400_000), "x-application/hl7-v2+er7"),
            ("json note at the 512 KB limit", json_note_at_limit(), "application/json")]


def measure(name: str, value: bytes, content_type: str, keys: KeyCache) -> dict:
    """Both encodings of one input's span event, from the transform's own v1 event."""
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"))
    cfg.recognizer.mode = "rules"
    processor = build_engine(cfg)
    processor.limits = MessageLimits(UNLIMITED)  # v1, whatever its size
    rec = SourceRecord("in", 0, 0, b"k", value, {"content-type": content_type.encode(),
                                                 "deid-tenant": b"acme"})
    started = time.perf_counter()
    outcome = processor.process(rec, keys)
    seconds = time.perf_counter() - started
    assert outcome.rejection is None, outcome.rejection
    v1 = outcome.records[1].value
    event = decode([v1])
    doc = orjson.loads(v1)
    (compact,) = encode(event.head, event.texts, doc["structured"], budget=len(v1) - 1)
    parts = encode(event.head, event.texts, doc["structured"], budget=DEFAULT_MESSAGE_MAX_BYTES)
    spans = sum(len(t.spans) for t in event.texts)
    return {"shape": name, "input_bytes": len(value), "spans": spans,
            "v1_bytes": len(v1), "v2_bytes": len(compact),
            "v1_bytes_per_span": round(len(v1) / max(1, spans), 1),
            "v2_bytes_per_span": round(len(compact) / max(1, spans), 1),
            "v2_over_v1": round(len(compact) / len(v1), 3),
            "records_at_1MB": len(parts) if parts else None,
            "transform_s": round(seconds, 2)}


def main() -> None:
    argparse.ArgumentParser(description=__doc__).parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        keyring = FileKeyring(Path(tmp) / "keys")
        keyring.init("acme")
        rows = [measure(*shape, KeyCache(keyring)) for shape in shapes()]
    print(orjson.dumps({"benchmark": "span_event_size", "limit_bytes": DEFAULT_MESSAGE_MAX_BYTES,
                        "shapes": rows}).decode())


if __name__ == "__main__":
    main()
