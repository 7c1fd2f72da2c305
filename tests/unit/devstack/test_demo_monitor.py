"""The demo's monitor line: counts, recall and drift status from the view."""

from __future__ import annotations

from stream.devstack.demo_monitor import status_line


def test_status_line_reports_counts_recall_and_drift() -> None:
    view = {"canary": {"verdict|demo|json": 2, "stuck|demo|fhir": 1,
                       "leaked|demo|DATE|rules": 3, "planted|demo|DATE": 6},
            "recall": {"demo|DATE": 0.5},
            "drift": {"demo|in/json": {"alerts": [{"category": "DATE", "kind": "low"}]}},
            "baselines": {"demo|in/json": {"windows": 3}}}
    line = status_line(view, 3)
    assert "3 sent, 2 verified, 1 stuck, 0 dead-lettered, 3 leaked" in line
    assert "DATE 0.50" in line and "ALERT demo|in/json DATE low" in line


def test_status_line_before_any_result() -> None:
    line = status_line({}, 9)
    assert "0 verified" in line and "none yet" in line and "no alert (0 clean" in line
