"""Windowing and drift: pure functions over counts."""

from __future__ import annotations

from collections import Counter

import orjson
import pytest

from stream.engine.span_events import SCHEMA_V2, SpanRow, TextSpans, encode
from stream.monitor.drift import Band, Baseline, Kind, judge
from stream.monitor.windows import (
    UNNAMED_RULE,
    NoteFact,
    WindowStats,
    note_fact,
    rule_name,
    window_starts,
)

BAND = Band(windows=3, min_notes=5, low=0.5, high=2.0)


def stats(notes: int, dates_per_note: int, chars: int = 1000) -> WindowStats:
    w = WindowStats()
    for _ in range(notes):
        spans = Counter({"DATE": dates_per_note, "PATIENT": 2}) if dates_per_note >= 0 else None
        w.add(NoteFact("acme", "in/json", chars, +(spans or Counter()), "rules", 1, False))
    return w


@pytest.mark.parametrize(("ts", "size", "hop", "starts"), [
    (125.0, 60, 60, [120.0]),
    (125.0, 60, 20, [80.0, 100.0, 120.0]),
    (120.0, 60, 20, [80.0, 100.0, 120.0]),
    (119.9, 60, 20, [60.0, 80.0, 100.0]),
])
def test_window_starts(ts: float, size: float, hop: float, starts: list[float]) -> None:
    assert window_starts(ts, size, hop) == starts


HEAD = {"note_id": "n", "patient_id": "p", "tenant": "acme", "release": "r", "key_version": 2,
        "recognizer": "r1", "policy": "p1", "format": "hl7v2",
        "source": {"topic": "in", "partition": 0, "offset": 5}}
SOURCES = ("pattern:dates/numeric", "model", "pattern:identifiers/cued")


def event_text(spans: int) -> TextSpans:
    rows = [SpanRow(10 * i, 10 * i + 6, ["DATE", "DATE", "ID"][i % 3], SOURCES[i % 3], 1.0,
                    "date-shift", 10 * i, 10 * i + 6) for i in range(spans)]
    return TextSpans("OBX", 400, rows)


def test_note_fact_counts_without_text() -> None:
    (value,) = encode(HEAD, [event_text(3)], [], budget=10**6)
    fact = note_fact(value, canary=False)
    assert (fact.source, fact.chars, fact.spans) == ("in/hl7v2", 400, Counter(DATE=2, ID=1))
    assert fact.rules == Counter(dict.fromkeys(SOURCES, 1))
    assert NoteFact.from_dict(fact.as_dict()) == fact


@pytest.mark.parametrize(("budget", "parts"), [(10_000, 1), (3000, 3)])
def test_a_compact_or_split_event_counts_one_note_and_every_span(budget, parts) -> None:
    values = encode(HEAD, [event_text(300)], [], budget=budget)
    assert len(values) == parts and orjson.loads(values[0])["schema"] == SCHEMA_V2
    w = WindowStats()
    for value in values:
        w.add(note_fact(value, canary=False))
    assert (w.notes, w.chars, w.empty) == (1, 400, 0)
    assert w.spans == Counter(DATE=200, ID=100)
    assert w.rules == Counter(dict.fromkeys(SOURCES, 100))


@pytest.mark.parametrize(("source", "rule"), [
    ("pattern:dates/numeric", "pattern:dates/numeric"),
    ("gazetteer:name", "gazetteer:name"),
    ("known:patient", "known:patient"),
    ("model", "model"),
    ("repeat", "repeat"),
    # look-alikes: anything that is not a rule name's form never becomes a label
    ("pattern:dates/numeric 12/03/1950", UNNAMED_RULE),
    ("known:John Smith", UNNAMED_RULE),
    ("Smith", UNNAMED_RULE),
    ("", UNNAMED_RULE),
    ("pattern:a/b/c", UNNAMED_RULE),
    ("x" * 41, UNNAMED_RULE),
])
def test_a_span_counts_under_its_rule_name_and_free_text_never_does(source, rule) -> None:
    assert rule_name(source) == rule


def test_a_window_sums_the_rules_of_its_notes() -> None:
    w = WindowStats()
    for rules in (Counter({"model": 2, "gazetteer:name": 1}), Counter({"model": 1})):
        w.add(NoteFact("acme", "in/json", 100, Counter(PATIENT=3), "ensemble", 1, False, rules))
    assert w.rules == Counter({"model": 3, "gazetteer:name": 1})
    assert WindowStats.from_dict(w.as_dict()) == w


def test_facts_and_windows_stored_before_rules_were_counted_still_read() -> None:
    fact = NoteFact("acme", "in/json", 100, Counter(DATE=1), "rules", 1, False)
    old = {k: v for k, v in fact.as_dict().items() if k != "rules"}
    assert NoteFact.from_dict(old) == fact
    assert WindowStats.from_dict({"notes": 1, "chars": 100, "empty": 0, "spans": {}}).rules == {}


def test_baseline_builds_then_a_halved_category_drifts() -> None:
    base = Baseline()
    for _ in range(3):
        alerts, base = judge(base, stats(10, 4), BAND)
        assert alerts == []
    assert base.windows == 3 and base.rates["DATE"] == pytest.approx(4.0)
    alerts, after = judge(base, stats(10, 1), BAND)
    assert [(a.kind, a.category) for a in alerts] == [(Kind.LOW, "DATE")]
    assert after == base  # a drifted window is not folded in
    alerts, _ = judge(base, stats(10, 12), BAND)
    assert [(a.kind, a.category) for a in alerts] == [(Kind.HIGH, "DATE")]


def test_notes_without_spans_alert_even_before_a_baseline() -> None:
    alerts, _ = judge(Baseline(), stats(6, -1), BAND)
    assert [a.kind for a in alerts] == [Kind.NO_SPANS]


def test_small_windows_are_not_judged() -> None:
    assert judge(Baseline(3, {"DATE": 4.0}), stats(4, 0), BAND) == ([], Baseline(3, {"DATE": 4.0}))


def test_window_stats_round_trip() -> None:
    w = stats(3, 2)
    assert WindowStats.from_dict(w.as_dict()) == w and w.per_1k()["DATE"] == pytest.approx(2.0)
