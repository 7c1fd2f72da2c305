"""How facts change the tables: canaries once, notes into windows, windows judged on close."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

import pytest

from stream.core.config import ConfigError, MonitorConfig
from stream.monitor import state
from stream.monitor.drift import Band
from stream.monitor.windows import NoteFact

W = state.Windowing(10.0, 5.0, 1.0, Band(windows=2, min_notes=2, low=0.5, high=2.0))


def tables() -> state.Tables:
    return state.Tables(*({} for _ in fields(state.Tables)))


def note(ts: float, dates: int, canary: bool = False) -> dict:
    fact = NoteFact("acme", "in/json", 1000, +Counter(DATE=dates), "rules", 1, canary)
    return {"kind": "note", "note": fact.as_dict(), "ts": ts}


def verdict(offset: int, leaked: int = 0, sent_ms: int = 1_000) -> dict:
    return {"kind": "verdict", "coords": ["in", 0, offset], "tenant": "acme", "format": "json",
            "sent_ms": sent_ms, "recognizer": "rules", "latency_s": 1.5, "planted": {"DATE": 2},
            "leaked": {"DATE": leaked} if leaked else {}, "unverified": False}


def test_a_canary_fact_seen_twice_counts_once_from_one_entry() -> None:
    t = tables()
    for fact in (verdict(1, leaked=1), verdict(1, leaked=1), verdict(2)):
        state.apply(t, fact, W)
    counts = state.canary_counts(t.done)
    assert counts["verdict|acme|json"] == 2
    assert counts["planted|acme|DATE"] == 4 and counts["leaked|acme|DATE|rules"] == 1
    assert state.recall(counts) == {("acme", "DATE"): 0.75}
    assert state.latencies(t.done) == {"acme|json": [1.5, 1.5]}
    state.apply(t, stuck(3), W)
    assert state.canary_counts(t.done)["stuck|acme|fhir"] == 1


def stuck(offset: int, sent_ms: int = 1_000) -> dict:
    return {"kind": "stuck", "coords": ["in", 0, offset], "tenant": "acme", "format": "fhir",
            "sent_ms": sent_ms}


def test_fold_bounds_done_and_keeps_the_counts() -> None:
    t = tables()
    for offset in range(10):
        state.apply(t, verdict(offset, leaked=offset % 2, sent_ms=offset * 1_000), W)
    state.apply(t, stuck(10, sent_ms=2_500), W)
    before = state.canary_counts(t.done)
    state.fold(t.done, 5_000)
    assert len(t.done) == 1 + 5  # the sums, and the canaries sent at 5 s and later
    assert state.canary_counts(t.done) == before
    assert state.folded_before(t.done) == 5_000
    assert len(state.latencies(t.done)["acme|json"]) == 5  # latencies of the kept ones
    state.apply(t, verdict(1, leaked=1, sent_ms=1_000), W)  # decided and folded already
    state.apply(t, verdict(11, sent_ms=4_000), W)  # below the horizon: ignored
    assert state.canary_counts(t.done) == before
    state.fold(t.done, 4_000)  # an older horizon changes nothing
    assert state.canary_counts(t.done) == before and len(t.done) == 6


def test_fold_interrupted_before_its_deletions_counts_nothing_twice() -> None:
    t = tables()
    for offset in range(4):
        state.apply(t, verdict(offset, sent_ms=offset * 1_000), W)
    before = state.canary_counts(t.done)
    done = dict(t.done)
    state.fold(done, 2_000)
    crashed = {**t.done, state.FOLDED: done[state.FOLDED]}  # sums written, entries not deleted
    assert state.canary_counts(crashed) == before
    state.fold(crashed, 3_000)
    assert state.canary_counts(crashed) == before and len(crashed) == 2


def test_notes_fill_tumbling_and_hopping_windows_canaries_stay_out() -> None:
    t = tables()
    state.apply(t, note(12.0, 3), W)
    state.apply(t, note(13.0, 3, canary=True), W)
    assert set(t.tumbling) == {"acme|in/json|10.0"}
    assert set(t.hopping) == {"acme|in/json|5.0", "acme|in/json|10.0"}
    assert t.tumbling["acme|in/json|10.0"]["notes"] == 1
    assert t.versions["acme|in/json"] == {"recognizer": "rules", "key_version": 1}


def test_closed_windows_build_a_baseline_then_drift() -> None:
    t = tables()
    for start, dates in ((0, 4), (10, 4), (20, 1)):
        for i in range(3):
            state.apply(t, note(start + i, dates), W)
        state.apply(t, {"kind": "tick", "ts": start + 10 + W.grace_s + 0.1}, W)
    assert t.baselines["acme|in/json"]["windows"] == 2 and not t.tumbling
    assert [a["kind"] for a in t.drift["acme|in/json"]["alerts"]] == ["low"]


def test_percentile_nearest_rank() -> None:
    assert state.percentile([], 0.5) == 0.0
    assert state.percentile([3.0, 1.0, 2.0, 4.0], 0.5) == 2.0
    assert state.percentile([3.0, 1.0, 2.0, 4.0], 0.95) == 4.0


def test_retention_shorter_than_the_timeout_is_refused() -> None:
    with pytest.raises(ConfigError, match="canary_retention_s"):
        MonitorConfig(canary_timeout_s=120.0, canary_retention_s=100.0).validate()
    MonitorConfig().validate()
