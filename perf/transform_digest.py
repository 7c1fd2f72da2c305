"""Digest of the worker transform's outputs over a mixed corpus (prints JSON).

For performance work that must not change any output: run it before and after a change and
compare. The corpus is every sample of tests/data/formats, every note of
tests/data/gold_notes.jsonl and icu_notes.jsonl as a JSON envelope (every other one with
metadata made of its gold PATIENT/ID/PHONE/DATE values, so known values are matched), and every
worst case of perf/format_throughput.py at --kb KB. Records go through the worker's transform
(rules recognizer) under a fixed test key; a published record is digested with its outputs'
topics, keys, values and headers, a rejected one by its reason alone (a DLQ record holds a time).
Compare runs of one day: a note without a time has its ages read at the processing date.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Iterator
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.format_throughput import FORMAT_CASES
from stream.anonymize.keys import TenantKey
from stream.engine.engine import Engine, KeyCache
from stream.engine.records import SourceRecord

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
CONTENT_TYPES = {".json": "application/json", ".hl7": "x-application/hl7-v2+er7"}
METADATA_KEYS = {"PATIENT": "name", "ID": "mrn", "PHONE": "phone", "DATE": "dob"}


class FixedKeyring:
    """Every tenant's key is a hash of its name: the same outputs on every run."""

    def get(self, tenant: str, version: int | None = None) -> TenantKey:
        return TenantKey(tenant, 1, hashlib.sha256(b"transform-digest/" + tenant.encode())
                         .digest())


def _envelope(i: int, note: dict) -> bytes:
    """A gold note as a JSON envelope; odd ones carry their gold values as metadata."""
    env: dict = {"note_id": note["id"], "patient_id": f"p{i % 5}", "text": note["text"]}
    patient: dict[str, str] = {}
    for span in note.get("spans", []):
        key = METADATA_KEYS.get(span["label"])
        if key is not None and key not in patient:
            patient[key] = note["text"][span["start"]:span["end"]]
    if i % 2 and patient:
        env["metadata"] = {"patient": patient}
    return orjson.dumps(env)


def corpus(kilobytes: int) -> Iterator[tuple[str, bytes, str]]:
    """(name, value, content type) of every record of the corpus."""
    for path in sorted((DATA / "formats").iterdir()):
        fhir = path.name.startswith("fhir")
        yield path.name, path.read_bytes(), ("application/fhir+json" if fhir
                                             else CONTENT_TYPES[path.suffix])
    for name in ("gold_notes.jsonl", "icu_notes.jsonl"):
        for i, line in enumerate((DATA / name).read_text("utf-8").splitlines()):
            yield f"{name}:{i}", _envelope(i, orjson.loads(line)), "application/json"
    for fmt, case in FORMAT_CASES.items():
        for shape, builder in case.worst.items():
            yield f"{fmt}/{shape}", builder(kilobytes * 1024), case.content_type


def _processor() -> Engine:
    from stream.anonymize.anonymizer import Anonymizer
    from stream.anonymize.policy import policy_from_config
    from stream.core.config import Config, TopicsConfig
    from stream.engine.build import build_engine
    from stream.engine.deidentify import Deidentifier
    from stream.recognize.rules import RulesRecognizer

    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="digest")
    return build_engine(cfg, Deidentifier(RulesRecognizer(),
                                             Anonymizer(policy_from_config(cfg.policy))))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kb", type=int, default=16, help="size of the worst-case records")
    args = parser.parse_args()
    processor, keys = _processor(), KeyCache(FixedKeyring())
    total = hashlib.sha256()
    records: dict[str, str] = {}
    for name, value, content_type in corpus(args.kb):
        rec = SourceRecord("in", 0, 0, b"k", value, {"content-type": content_type.encode(),
                                                    "deid-tenant": b"digest"})
        outcome = processor.process(rec, keys)
        one = hashlib.sha256()
        if outcome.rejection is not None:
            one.update(outcome.rejection.reason.encode())
        else:
            for out in outcome.records:
                one.update(repr((out.topic, out.key, out.value, sorted(out.headers))).encode())
        records[name] = one.hexdigest()[:16]
        total.update(one.digest())
    print(orjson.dumps({"benchmark": "transform_digest", "records": len(records),
                        "digest": total.hexdigest(), "per_record": records}).decode())


if __name__ == "__main__":
    main()
