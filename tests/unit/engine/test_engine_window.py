"""The worker's transform over a window: one recognizer batch, the same outcomes as per record."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

import orjson
import pytest

from stream import formats
from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import Config, RecognizerConfig, TopicsConfig
from stream.core.errors import KeyringUnavailable, RecognizerUnavailable
from stream.core.spans import Note, Span
from stream.engine.build import build_engine, detector_of
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, KeyCache, Outcome, decoded
from stream.engine.records import SourceRecord
from stream.engine.sources import Found
from stream.recognize.rules import RulesRecognizer

SAMPLES = Path(__file__).resolve().parents[2] / "data" / "formats"
HL7 = "x-application/hl7-v2+er7"
FHIR = "application/fhir+json"
POISON = "POISON"
"""A note holding this word makes the fake recognizer fail (a bug, not an outage)."""


class CountingRecognizer:
    """The rules recognizer, counting its calls; fails on POISON or while `outage` is set."""

    name = "counting"

    def __init__(self, inner: RulesRecognizer) -> None:
        self.inner = inner
        self.batches: list[int] = []
        self.singles = 0
        self.outage = False

    def recognize(self, note: Note) -> list[Span]:
        self.singles += 1
        return self.recognize_batch([note])[0]

    def recognize_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        self.batches.append(len(notes))
        if self.outage:
            raise RecognizerUnavailable("test outage")
        if any(POISON in note.text for note in notes):
            raise ValueError("the recognizer cannot handle this note")
        return self.inner.recognize_batch(notes)


class DownKeyring:
    def get(self, tenant, version=None):
        raise KeyringUnavailable("test outage")


@pytest.fixture(scope="module")
def rules() -> RulesRecognizer:
    return RulesRecognizer()


@pytest.fixture
def recognizer(rules) -> CountingRecognizer:
    return CountingRecognizer(rules)


@pytest.fixture
def engine(recognizer) -> Engine:
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="live")
    anonymizer = Anonymizer(policy_from_config(cfg.policy))
    return build_engine(cfg, Deidentifier(recognizer, anonymizer))


@pytest.fixture
def keys(key, keyring) -> KeyCache:
    return KeyCache(keyring)


def record(offset: int, value: bytes | None, content_type: str | None = None,
           tenant: str | None = "acme") -> SourceRecord:
    headers = {"content-type": content_type.encode()} if content_type else {}
    if tenant:
        headers["deid-tenant"] = tenant.encode()
    return SourceRecord("in", 0, offset, b"k", value, headers)


def envelope(i: int, text: str | None = None, tenant: str = "acme") -> bytes:
    text = text or f"Pt John Carver seen 3/{i + 1}/2024. Call 555-201-33{i:02d} if worse."
    return orjson.dumps({"note_id": f"n{i}", "patient_id": "p1", "tenant": tenant,
                         "text": text})


def sample(name: str) -> bytes:
    return (SAMPLES / name).read_bytes()


# (value, content type, tenant header, DLQ reason or None when published)
MIXED = [
    (envelope(0), "application/json", "acme", None),
    (sample("hl7_oru_r01.hl7"), HL7, "acme", None),  # 4 note units, 7 structured texts
    (b'{"note_id": "n2", "text": ', "application/json", "acme", "json: invalid JSON"),
    (sample("fhir_bundle_document.json"), FHIR, "acme", None),  # eleven text units
    (envelope(4, tenant="nokey"), "application/json", None, "no key for tenant"),
    (None, None, "acme", "empty message"),
    (sample("hl7_mdm_t02.hl7"), HL7, "acme", None),  # 1 note unit, 4 structured texts
    (envelope(7, tenant="other"), "application/json", "acme", "invalid tenant"),
    (sample("json_note_metadata.json"), None, "acme", None),
]


def mixed() -> list[SourceRecord]:
    return [record(i, value, ct, tenant) for i, (value, ct, tenant, _) in enumerate(MIXED)]


def reason(outcome: Outcome) -> str | None:
    return outcome.rejection.reason if outcome.rejection else None


def timeless(outcome: Outcome) -> Outcome:
    """`outcome` without the time a DLQ record names (two runs differ only there)."""
    if outcome.rejection is None:
        return outcome
    (dlq,) = outcome.records
    doc = {k: v for k, v in orjson.loads(dlq.value).items() if k != "failed_at_ms"}
    dlq = dataclasses.replace(dlq, value=orjson.dumps(doc))
    return dataclasses.replace(outcome, records=(dlq,))


def test_a_window_is_recognized_in_one_batch(engine, recognizer, keys):
    records = mixed()
    outcomes = engine.process_window(records, keys)
    published = [i for i, row in enumerate(MIXED) if row[3] is None]
    notes = sum(len(orjson.loads(outcomes[i].records[1].value)["texts"]) for i in published)
    assert notes == 1 + 11 + 11 + 5 + 1
    # a text repeated within one record (same text, same metadata) is recognized once
    distinct = sum(len(set(formats.parse(MIXED[i][0], MIXED[i][1]).texts)) for i in published)
    assert recognizer.batches == [distinct] and distinct < notes
    assert recognizer.singles == 0


def test_window_outcomes_equal_per_record_outcomes(engine, keys):
    records = mixed()
    window = engine.process_window(records, keys)
    assert [reason(o) for o in window] == [row[3] for row in MIXED]
    assert [timeless(o) for o in window] \
        == [timeless(engine.process(rec, keys)) for rec in records]
    for outcome in window:
        topics = [r.topic for r in outcome.records]
        assert topics == (["out", "spans"] if outcome.rejection is None else ["dlq"])


def test_window_spans_equal_note_by_note_detection(engine, keys):
    """The batch finds what detecting each note alone finds."""
    for outcome, rec in zip(engine.process_window(mixed(), keys), mixed(), strict=True):
        if outcome.rejection is None:
            d = decoded(rec, engine.decode(rec), keys.get("acme"))
            notes = [engine.source.deidentifier.detect(note) for note in d.notes]
            alone = engine.deidentify(d, Found(notes, engine.source.recognizer))
            assert outcome.records == alone.records


def test_a_failing_note_sends_only_its_record_to_the_dlq(engine, recognizer, keys):
    texts = ["Seen by Dr. Alan Whitfield.", f"Harold Lind, MRN 4417-2290. {POISON}",
             "Call 617-555-0142."]
    records = [record(i, envelope(i, text), "application/json") for i, text in enumerate(texts)]
    outcomes = engine.process_window(records, keys)
    assert [reason(o) for o in outcomes] == [None, "internal error", None]
    assert b"Harold" not in outcomes[1].records[0].value
    assert recognizer.batches == [3, 1, 1, 1]  # the failed batch, then each record alone
    clean = engine.process_window([records[0], records[2]], keys)
    assert [outcomes[0], outcomes[2]] == clean


def test_a_failing_note_of_a_lone_record_is_not_retried(engine, recognizer, keys):
    outcome = engine.process(record(0, envelope(0, POISON), "application/json"), keys)
    assert reason(outcome) == "internal error" and recognizer.batches == [1]


def test_a_recognizer_outage_propagates(engine, recognizer, keys):
    recognizer.outage = True
    with pytest.raises(RecognizerUnavailable):
        engine.process_window(mixed(), keys)
    assert len(recognizer.batches) == 1  # an outage is not retried record by record


def test_a_key_store_outage_propagates_before_anything_is_recognized(engine, recognizer):
    with pytest.raises(KeyringUnavailable):
        engine.process_window(mixed(), KeyCache(DownKeyring()))
    assert recognizer.batches == []


@pytest.mark.parametrize("rows", [[], [MIXED[2], MIXED[5]]])
def test_a_window_without_notes_calls_no_recognizer(engine, recognizer, keys, rows):
    records = [record(i, value, ct, tenant) for i, (value, ct, tenant, _) in enumerate(rows)]
    assert [reason(o) for o in engine.process_window(records, keys)] == [r[3] for r in rows]
    assert recognizer.batches == []


def test_detect_batch_is_detect_per_note(rules, key):
    deidentifier = Deidentifier(rules, Anonymizer(policy_from_config(Config().policy)))
    notes = [Note(f"n{i}", text) for i, text in enumerate(
        ["Seen by Dr. Alan Whitfield on 03/14/2024.", "", "MRN 4417-2290, call 617-555-0142."])]
    batch = deidentifier.detect_batch(notes)
    assert batch == [deidentifier.detect(note) for note in notes] and batch[0]
    assert [deidentifier.deidentify(n, key, s) for n, s in zip(notes, batch, strict=True)] \
        == [deidentifier.deidentify(n, key) for n in notes]


@pytest.mark.parametrize("mode", ["rules", "ensemble"])
def test_the_engine_recognizes_with_the_configured_mode(mode):
    cfg = dataclasses.replace(Config(), recognizer=RecognizerConfig(mode=mode))
    assert detector_of(build_engine(cfg)).recognizer.name == mode
