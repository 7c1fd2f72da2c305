"""Windowing and drift: pure functions over counts."""

from __future__ import annotations

from collections import Counter

import pytest

from stream.monitor.drift import Band, Baseline, Kind, judge
from stream.monitor.windows import NoteFact, WindowStats, note_fact, window_starts

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


def test_note_fact_counts_without_text() -> None:
    event = {"tenant": "acme", "format": "hl7v2", "recognizer": "r1", "key_version": 2,
             "source": {"topic": "in", "partition": 0, "offset": 5},
             "texts": [{"path": "OBX", "out_length": 400,
                        "spans": [{"label": "DATE"}, {"label": "DATE"}, {"label": "ID"}]}]}
    fact = note_fact(event, canary=False)
    assert (fact.source, fact.chars, fact.spans) == ("in/hl7v2", 400, Counter(DATE=2, ID=1))
    assert NoteFact.from_dict(fact.as_dict()) == fact


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
