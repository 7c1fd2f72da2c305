"""The monitor's Prometheus text: names and counts only, per rule among them."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

from stream.monitor import state
from stream.monitor.drift import Band
from stream.monitor.metrics import render
from stream.monitor.windows import NoteFact

W = state.Windowing(10.0, 10.0, 1.0, Band(windows=2, min_notes=1, low=0.5, high=2.0))


def closed_window(rules: Counter[str]) -> state.Tables:
    tables = state.Tables(*({} for _ in fields(state.Tables)))
    fact = NoteFact("acme", "in/json", 1000, Counter(DATE=sum(rules.values())), "rules", 1,
                    False, rules)
    state.apply(tables, {"kind": "note", "note": fact.as_dict(), "ts": 2.0}, W)
    state.apply(tables, {"kind": "tick", "ts": 12.0 + W.grace_s}, W)
    return tables


def test_the_last_closed_window_counts_spans_per_rule() -> None:
    text = render(closed_window(Counter({"pattern:dates/numeric": 3, "model": 2})), 30.0)
    lines = text.decode().splitlines()
    assert ('deid_monitor_window_rule_spans{rule="pattern:dates/numeric",source="in/json",'
            'tenant="acme"} 3.0') in lines
    assert 'deid_monitor_window_rule_spans{rule="model",source="in/json",tenant="acme"} 2.0' \
        in lines


def test_no_rule_series_before_a_window_closes() -> None:
    tables = state.Tables(*({} for _ in fields(state.Tables)))
    assert b"deid_monitor_window_rule_spans{" not in render(tables, 30.0)
