"""End to end over the real broker: JSON envelopes in, de-identified envelopes and span events."""

from __future__ import annotations

import orjson

from stream.kafka.service import build_worker
from stream.keyring import FileKeyring
from tests.integration.support import (
    committed,
    committed_total,
    fresh_topics,
    headers_of,
    make_config,
    make_note,
    produce_notes,
    read_all,
    running,
    schema_validator,
)

CONTRACT_HEADERS = {"deid-source-topic", "deid-source-partition", "deid-source-offset",
                    "deid-tenant", "deid-release", "deid-key-version", "deid-recognizer",
                    "deid-policy"}


def test_json_notes_end_to_end(bootstrap, keys):
    topics = fresh_topics(bootstrap)
    cfg = make_config(bootstrap, topics, keys)
    notes = [make_note(i) for i in range(60)]
    produce_notes(bootstrap, topics.input, notes)
    worker, _ = build_worker(cfg)
    with running(worker):
        outputs = read_all(bootstrap, topics.output, len(notes))
        events = read_all(bootstrap, topics.spans, len(notes))
    assert len(outputs) == len(notes) and len(events) == len(notes)
    assert read_all(bootstrap, topics.dlq, 0, timeout=1) == []

    key = FileKeyring(keys).get("acme")
    by_source = {}
    for msg in outputs:
        h = headers_of(msg)
        assert set(h) >= CONTRACT_HEADERS
        assert h["deid-source-topic"] == topics.input
        assert h["deid-tenant"] == "acme" and h["deid-key-version"] == str(key.version)
        by_source[(int(h["deid-source-partition"]), int(h["deid-source-offset"]))] = msg
    assert len(by_source) == len(notes)
    inputs = {m.value(): (m.partition(), m.offset())
              for m in read_all(bootstrap, topics.input, len(notes))}

    originals = {n.envelope["note_id"]: n for n in notes}
    out_texts = [orjson.loads(m.value()) for m in outputs]
    envelope, span_event = schema_validator("envelope"), schema_validator("span-event")
    for doc in out_texts:
        envelope.validate(doc)
        assert set(doc) >= {"note_id", "patient_id", "text"}
        assert doc["note_id"] not in originals and not doc["patient_id"].startswith("P0")
    events_blob = b"\n".join(m.value() for m in events)
    for note in notes:
        out = by_source[source_of(inputs, note)].value()
        for ident in note.identifiers:
            assert ident.encode() not in out, "an identifier of the note reached its output"
            assert ident.encode() not in events_blob, "an identifier reached a span event"

    for ev in events:
        doc = orjson.loads(ev.value())
        span_event.validate(doc)
        h = headers_of(ev)
        assert set(h) >= CONTRACT_HEADERS
        out = orjson.loads(by_source[(int(h["deid-source-partition"]),
                                      int(h["deid-source-offset"]))].value())
        assert doc["note_id"] == out["note_id"]
        parts = {part["path"]: part for part in doc["texts"]}  # "/text", "/note_type"
        assert parts["/text"]["spans"], "every test note has PHI"
        for path, part in parts.items():
            written = out[path.removeprefix("/")]
            assert part["out_length"] == len(written)
            for span in part["spans"]:
                assert set(span) >= {"start", "end", "label", "source", "score", "strategy"}
                assert 0 <= span["out_start"] <= span["out_end"] <= len(written)

    assert committed(bootstrap, cfg.kafka.group_id, topics.input)  # offsets moved in the txn
    assert committed_total(bootstrap, cfg.kafka.group_id, topics.input) == len(notes)


def source_of(inputs: dict[bytes, tuple[int, int]], note) -> tuple[int, int]:
    """(partition, offset) of a produced note."""
    return inputs[note.value]
