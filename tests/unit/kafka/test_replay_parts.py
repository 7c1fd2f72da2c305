"""The replay's pure parts: options, ranges, the span cache and the per-record transform."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from stream.anonymize.keys import TenantKey
from stream.core.config import Config, ConfigError, TopicsConfig
from stream.core.reasons import Reason
from stream.engine.build import build_engine
from stream.engine.engine import KeyCache, Outcome, Skipped
from stream.engine.records import H_DLQ_REASON, H_RELEASE, SourceRecord
from stream.engine.sources import SpanCacheMiss, parse_event
from stream.kafka.replay.job import ReplayJob, ReplaySummary
from stream.kafka.replay.ranges import (
    ReplayOptions,
    check_pin,
    parse_time,
    pin_metadata,
    plan_range,
)
from stream.kafka.replay.span_cache import SpanIndex
from stream.kafka.replay.transform import release_outcomes
from stream.keyring import FileKeyring

TEXT = "Seen by Dr. Alan Whitfield on 03/14/2024. MRN 4417-2290. Call 617-555-0142."


def options(**fields) -> ReplayOptions:
    return ReplayOptions(**{"tenant": "acme", "release": "r2", "output": "rel", **fields})


@pytest.mark.parametrize(("text", "ms"), [
    ("1700000000000", 1_700_000_000_000),
    ("2023-11-14T22:13:20Z", 1_700_000_000_000),
    ("2023-11-14T22:13:20", 1_700_000_000_000),  # no zone: UTC
    ("2023-11-15T00:13:20+02:00", 1_700_000_000_000),
])
def test_parse_time(text, ms):
    assert parse_time(text) == ms


def test_parse_time_rejects_what_is_no_time():
    with pytest.raises(ConfigError, match="not a time"):
        parse_time("yesterday")


@pytest.mark.parametrize("fields", [
    {"release": "a b"}, {"release": ""}, {"tenant": "no/slash"}, {"window": 0},
    {"key_version": 0}, {"from_offset": 5, "to_offset": 5}, {"from_offset": -1},
    {"from_time_ms": 10, "to_time_ms": 9},
])
def test_bad_options_are_refused(fields):
    with pytest.raises(ConfigError):
        options(**fields)


def test_release_ids_are_stable_per_tenant_and_release():
    o = options()
    assert (o.group_id, o.transactional_id) == ("deid-replay.acme.r2", "deid-replay-acme-r2")


@pytest.mark.parametrize(("bounds", "ts", "inside"), [
    ({}, None, True),
    ({"from_time_ms": 10}, None, False),
    ({"from_time_ms": 10, "to_time_ms": 20}, 10, True),
    ({"from_time_ms": 10, "to_time_ms": 20}, 20, False),
    ({"to_time_ms": 20}, 9, True),
])
def test_time_range_is_half_open(bounds, ts, inside):
    assert options(**bounds).in_time_range(ts) is inside


@pytest.mark.parametrize(("fields", "committed", "time_start", "covered", "expect"), [
    ({}, None, None, 120, (0, 120, False)),                  # the cache decides the end
    ({}, None, None, None, (0, 0, False)),                   # nothing cached: nothing to do
    ({"redetect": True}, None, None, None, (0, None, False)),  # to the partition's end
    ({"to_offset": 50}, None, None, 120, (0, 50, False)),
    ({"from_offset": 30}, 40, None, 120, (40, 120, True)),   # resumes after its progress
    ({"from_offset": 30}, 10, None, 120, (30, 120, False)),
    ({}, None, 70, 120, (70, 120, False)),                   # --from-time
    ({}, 90, 70, 120, (90, 120, True)),
    ({}, None, -1, 120, (0, 0, False)),                      # nothing that recent
])
def test_plan_range(fields, committed, time_start, covered, expect):
    r = plan_range(3, options(**fields), committed=committed, time_start=time_start,
                   covered_end=covered)
    assert (r.start, r.end, r.resumed) == expect and r.partition == 3
    assert r.empty is (r.end is not None and r.start >= r.end)


def test_a_release_cannot_change_its_key_version():
    check_pin(None, 2, "r2")
    check_pin("other metadata", 2, "r2")
    check_pin(pin_metadata(2), 2, "r2")
    with pytest.raises(ConfigError, match="started under key version 2"):
        check_pin(pin_metadata(2), 3, "r2")


def test_index_keeps_the_latest_wanted_event_and_the_coverage():
    index = SpanIndex()
    wanted = lambda src: src[1] >= 5  # noqa: E731
    for value, source in ((b"a", (0, 4)), (b"b", (0, 5)), (b"c", (0, 5)), (b"d", (1, 9))):
        index.add(source, value, wanted)
    assert index.events == {(0, 5): b"c", (1, 9): b"d"}
    assert index.covered_end == {0: 6, 1: 10} and index.read == 4


@pytest.mark.parametrize("raw", [
    b"not json", b"{}", b'{"schema": "other"}',
    orjson.dumps({"schema": "deid.span-event/v1", "tenant": "acme", "format": "json",
                  "recognizer": "r", "texts": [{"path": "/text", "spans": [
                      {"start": 0, "end": 2, "label": "NOPE", "source": "x", "score": 1}]}]}),
])
def test_an_unusable_span_event_is_a_cache_miss(raw):
    with pytest.raises(SpanCacheMiss) as err:
        parse_event(raw)
    assert err.value.reason is Reason.SPAN_EVENT_INVALID


# -- the transform, against what the worker's own transform wrote ------------------------------


@pytest.fixture
def setup(tmp_path):
    keyring = FileKeyring(tmp_path / "keys")
    keyring.init("acme")
    keyring.rotate("acme")
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="live")
    cfg.recognizer.mode = "rules"
    return cfg, keyring


def record(offset: int, tenant: str = "acme", text: str = TEXT) -> SourceRecord:
    value = orjson.dumps({"note_id": f"n{offset}", "patient_id": "p1", "text": text,
                          "tenant": tenant})
    return SourceRecord("in", 0, offset, b"k", value, {"content-type": b"application/json"})


def replayed(job: ReplayJob, rec: SourceRecord, event: bytes | None,
             key: TenantKey) -> Outcome | Skipped:
    """What the replay makes of `rec` with `event` (a raw span event) in its span cache."""
    if event is not None:
        job.index.add((rec.partition, rec.offset), event, lambda _: True)
    return release_outcomes(job.engine, job.options, [rec], key)[0]


def live(cfg: Config, keyring: FileKeyring, rec: SourceRecord) -> tuple[bytes, bytes]:
    """(output value, span event value) as the worker writes them."""
    out, event = build_engine(cfg).process(rec, KeyCache(keyring)).records
    return out.value, event.value


def test_replay_from_the_cache_reproduces_the_worker_under_the_same_key(setup):
    cfg, keyring = setup
    rec = record(7)
    value, event = live(cfg, keyring, rec)
    job = ReplayJob(cfg, options(span_events="rel-spans"), keyring=keyring)
    outcome = replayed(job, rec, event, keyring.get("acme", 2))
    out, spans = outcome.records
    assert out.topic == "rel" and out.value == value and spans.topic == "rel-spans"
    headers = dict(out.headers)
    assert headers[H_RELEASE] == b"r2" and headers["deid-key-version"] == b"2"
    assert headers["deid-recognizer"] == orjson.loads(event)["recognizer"].encode()
    older = replayed(job, rec, event, keyring.get("acme", 1)).records[0]
    assert older.value != value and dict(older.headers)["deid-key-version"] == b"1"


FORMATS = Path(__file__).resolve().parents[2] / "data" / "formats"
CONTENT_TYPES = {".hl7": b"application/hl7-v2", ".json": b"application/json"}


@pytest.mark.parametrize("sample", sorted(p.name for p in FORMATS.iterdir()))
def test_every_format_replays_to_what_the_worker_wrote(setup, sample):
    cfg, keyring = setup
    path = FORMATS / sample
    rec = SourceRecord("in", 0, 3, b"k", path.read_bytes(),
                       {"content-type": CONTENT_TYPES[path.suffix], "deid-tenant": b"acme"})
    value, event = live(cfg, keyring, rec)
    job = ReplayJob(cfg, options(), keyring=keyring)
    (out,) = replayed(job, rec, event, keyring.get("acme", 2)).records
    assert out.topic == "rel" and out.value == value


def test_replay_skips_other_tenants_and_dead_letters_a_missing_event(setup):
    cfg, keyring = setup
    job = ReplayJob(cfg, options(), keyring=keyring)
    key = keyring.get("acme")
    assert replayed(job, record(1, tenant="other"), None, key) is Skipped.OTHER_TENANT
    outcome = replayed(job, record(2), None, key)
    (dead,) = outcome.records
    assert dead.topic == "dlq" and outcome.rejection.reason == "no span event"
    headers = dict(dead.headers)
    assert headers[H_DLQ_REASON] == b"no span event" and headers[H_RELEASE] == b"r2"
    assert "Whitfield" not in orjson.loads(dead.value)["detail"]


def test_replay_dead_letters_an_event_of_another_record(setup):
    cfg, keyring = setup
    _, event = live(cfg, keyring, record(1, text="Short note by Dr. Alan Whitfield."))
    job = ReplayJob(cfg, options(), keyring=keyring)
    outcome = replayed(job, record(2, text="Dr. Li."), event, keyring.get("acme"))
    assert outcome.rejection.reason == Reason.SPAN_EVENT_MISMATCH
    assert [r.topic for r in outcome.records] == ["dlq"]


def test_summary_text_and_json():
    summary = ReplaySummary("acme", "r2", 2, "span cache", "in", "rel", read=10, published=8,
                            dlq=1, seconds=2.0, ranges={0: [0, 10]})
    summary.skipped["other tenant"] = 1
    assert "10 read, 8 published, 1 to the DLQ, skipped: 1 other tenant" in summary.text()
    doc = orjson.loads(orjson.dumps(summary.as_dict()))
    assert doc["notes_per_s"] == 5.0 and doc["ranges"] == {"0": [0, 10]}
