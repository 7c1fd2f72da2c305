"""Span events sized to the spans topic: v1 when it fits, compact v2, parts, or the DLQ."""

from __future__ import annotations

import orjson
import pytest

from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.engine import KeyCache
from stream.engine.limits import MessageLimits, record_size
from stream.engine.records import SourceRecord
from stream.engine.sources import parse_event
from stream.engine.span_events import (
    H_PART,
    SCHEMA_V1,
    SCHEMA_V2,
    SpanEventInvalid,
    SpanRow,
    TextSpans,
    decode,
    encode,
    read_part,
)
from stream.kafka.replay.span_cache import SpanIndex
from stream.keyring import FileKeyring
from tests.integration.large_notes import dense_phi_text

HEAD = {"note_id": "n", "patient_id": "p", "tenant": "acme", "release": "r", "key_version": 1,
        "recognizer": "rules", "policy": "p1", "format": "json",
        "source": {"topic": "in", "partition": 0, "offset": 7}}


def texts(spans_per_text: int = 300) -> list[TextSpans]:
    out = []
    for t in range(2):
        rows = [SpanRow(10 * i, 10 * i + 6, ["PATIENT", "DATE", "ID"][i % 3],
                        ["gazetteer", "regex"][i % 2], 0.85 if i % 2 else 1.0,
                        ["name", "date-shift", "ff3"][i % 3], 11 * i, 11 * i + 7)
                for i in range(spans_per_text)]
        out.append(TextSpans(f"/text/{t}", 11 * spans_per_text, rows))
    return out


STRUCTURED = [{"path": "PID-5", "label": "PATIENT", "kind": "name", "strategy": "name"}]


def test_v1_when_it_fits_and_it_reads_back():
    (value,) = encode(HEAD, texts(), STRUCTURED, budget=10**7)
    assert orjson.loads(value)["schema"] == SCHEMA_V1
    assert decode([value]).texts == texts()


def test_compact_when_v1_is_too_large_and_it_reads_back_identically():
    v1_size = len(encode(HEAD, texts(), STRUCTURED, budget=10**7)[0])
    (value,) = encode(HEAD, texts(), STRUCTURED, budget=v1_size - 1)
    doc = orjson.loads(value)
    assert doc["schema"] == SCHEMA_V2 and doc["part"] == [1, 1]
    assert len(value) * 3 < v1_size
    decoded = decode([value])
    assert decoded.texts == texts()
    assert decoded.head == HEAD


def test_parts_when_compact_is_still_too_large_each_within_budget():
    budget = 4000
    parts = encode(HEAD, texts(), STRUCTURED, budget=budget)
    assert parts is not None and len(parts) > 2
    assert all(len(p) <= budget for p in parts)
    docs = [orjson.loads(p) for p in parts]
    assert [d["part"] for d in docs] == [[i + 1, len(parts)] for i in range(len(parts))]
    assert docs[0]["structured"] == STRUCTURED and all(d["structured"] == [] for d in docs[1:])
    assert decode(parts).texts == texts()


@pytest.mark.parametrize("budget", [10**7, 20_000, 4000])
def test_each_value_reads_on_its_own_and_the_parts_add_up(budget):
    values = encode(HEAD, texts(), STRUCTURED, budget=budget)
    read = [read_part(v) for v in values]
    assert [n for _, n in read] == list(range(1, len(values) + 1))
    assert all(event.head == HEAD for event, _ in read)
    whole = decode(values)
    for i in range(2):
        assert [s for event, _ in read for s in event.texts[i].spans] == list(whole.texts[i].spans)


@pytest.mark.parametrize("value", [b"", b"{}", b'{"schema": "other"}', b"[1]",
                                   b'{"schema": "deid.span-event/v2", "texts": []}'])
def test_a_value_that_is_no_event_is_invalid_on_its_own(value):
    with pytest.raises(SpanEventInvalid):
        read_part(value)


def test_no_encoding_when_even_the_most_parts_do_not_fit():
    assert encode(HEAD, texts(), STRUCTURED, budget=300) is None


@pytest.mark.parametrize("drop", [0, 1, -1])
def test_a_missing_part_is_invalid(drop):
    parts = encode(HEAD, texts(), STRUCTURED, budget=4000)
    del parts[drop]
    with pytest.raises(SpanEventInvalid):
        decode(parts)


def test_the_index_assembles_parts_and_a_later_copy_replaces_an_earlier():
    parts = encode(HEAD, texts(), STRUCTURED, budget=4000)
    n = len(parts)
    index = SpanIndex()
    for i, value in reversed(list(enumerate(parts, start=1))):
        index.add((0, 7), value, lambda _: True, (i, n))
    index.add((0, 7), parts[0], lambda _: True, (1, n))
    assert index.get((0, 7)) == parts
    event = parse_event(index.get((0, 7)))
    assert event.paths == ("/text/0", "/text/1")
    assert [len(s) for s in event.spans] == [300, 300]
    index.forget((0, 7))
    assert index.get((0, 7)) is None


@pytest.fixture
def engine_and_keys(tmp_path):
    keyring = FileKeyring(tmp_path / "keys")
    keyring.init("acme")
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"))
    cfg.recognizer.mode = "rules"
    return build_engine(cfg), KeyCache(keyring)


def record(text: str) -> SourceRecord:
    value = orjson.dumps({"note_id": "n1", "patient_id": "p1", "text": text, "tenant": "acme"})
    return SourceRecord("in", 0, 3, b"p1", value, {"content-type": b"application/json"})


def test_the_transform_splits_a_span_event_to_the_topic_limit(engine_and_keys):
    engine, keys = engine_and_keys
    engine.limits = MessageLimits(1_000_000, {"spans": 6000})
    outcome = engine.process(record(dense_phi_text(20_000)), keys)
    assert outcome.rejection is None
    out, *events = outcome.records
    assert out.topic == "out" and len(events) > 1
    assert all(e.topic == "spans" and record_size(e) <= 6000 for e in events)
    parts = [dict(e.headers)[H_PART] for e in events]
    assert parts == [f"{i}/{len(events)}".encode() for i in range(1, len(events) + 1)]
    cached = parse_event([e.value for e in events])
    assert sum(len(s) for s in cached.spans) > 500


@pytest.mark.parametrize("limits", [MessageLimits(1_000_000, {"out": 5000}),
                                    MessageLimits(1_000_000, {"spans": 1200}),
                                    MessageLimits(5000)])
def test_what_cannot_fit_goes_to_the_dlq_as_too_large_for_the_output_topic(
        engine_and_keys, limits):
    engine, keys = engine_and_keys
    engine.limits = limits
    outcome = engine.process(record(dense_phi_text(20_000)), keys)
    assert outcome.rejection is not None
    assert outcome.rejection.reason == "too large for the output topic"
    (dlq,) = outcome.records
    assert dlq.topic == "dlq" and b"Dr. " not in dlq.value


def test_every_encoding_matches_the_schema():
    from tests.integration.support import schema_validator

    validator = schema_validator("span-event")
    for budget in (10**7, 20_000, 4000):
        for value in encode(HEAD, texts(), STRUCTURED, budget=budget):
            validator.validate(orjson.loads(value))
