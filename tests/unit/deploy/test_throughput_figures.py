"""perf/throughput_figures.py: reading the benchmarks' JSON, the medians, and the written table."""

from __future__ import annotations

from pathlib import Path

import pytest

from perf.benchmark_figures import write_between_markers
from perf.throughput_figures import FIGURES, MARKERS, last_json, summarize, table


@pytest.mark.parametrize(("stdout", "expected"), [
    ('{"notes_per_s": 40.4}\n', {"notes_per_s": 40.4}),
    ('started broker\n{"a": 1}\n{"notes_per_s": 36.5}\n', {"notes_per_s": 36.5}),
    ('{\n  "in_process": {\n    "x": 1\n  },\n  "y": 2\n}\n', {"in_process": {"x": 1}, "y": 2}),
])
def test_the_last_json_object_printed_is_read(stdout: str, expected: dict) -> None:
    assert last_json(stdout) == expected


def _results(notes_per_s: float, rss: float) -> dict:
    return {"characters_per_second": 1_400_000, "speedup_vs_presidio": 48.7,
            "notes_per_s": notes_per_s, "worker_peak_rss_mb": [rss],
            "in_process": {"content_tokens_per_s": 21_000},
            "triton_cpu": {"content_tokens_per_s": 15_000}, "ratio_to_model_triton": 0.87}


def _runs(per_round: list[tuple[float, float]]) -> dict:
    commands = {figure.command for figure in FIGURES}
    return {command: [{"load_average": 0.1, "result": _results(*r)} for r in per_round]
            for command in commands}


def test_each_figure_is_the_median_of_its_rounds_against_its_target() -> None:
    rows = {row["figure"]: row for row in summarize(_runs([(39, 500), (41, 380), (42, 390)]))}
    ensemble = rows["stream, ensemble in process, 1 worker, 600 notes"]
    assert (ensemble["median"], ensemble["rounds"], ensemble["met"]) == (41, [39, 41, 42], True)
    rss = rows["worker peak RSS, ensemble in process"]
    assert (rss["median"], rss["at_most"], rss["met"]) == (390, True, True)
    assert rows["token classifier on Triton (CPU), 2 cores"]["met"] is False
    assert rows["rules vs Presidio, same notes"]["target"] is None


def test_the_table_names_each_command_and_its_target(tmp_path: Path) -> None:
    text = table(summarize(_runs([(40.4, 382)])), "2026-12-04", 2)
    assert text.startswith("Measured 2026-12-04 by `python perf/throughput_figures.py")
    assert ("| stream, ensemble in process, 1 worker, 600 notes | `python perf/stream_throughput.py"
            " --recognizer ensemble --workers 1 --notes 600` | 40.4 notes/s | 40.4 [0.1] | "
            "at least 40: met |") in text
    assert "| 15,000 content tokens/s | 15,000 [0.1] | at least 16,000: not met |" in text
    doc = tmp_path / "README.md"
    doc.write_text(f"intro\n{MARKERS[0]}\nold\n{MARKERS[1]}\nrest\n", "utf-8")
    write_between_markers(doc, text, MARKERS)
    assert doc.read_text("utf-8") == f"intro\n{MARKERS[0]}\n{text}\n{MARKERS[1]}\nrest\n"


def test_a_document_without_the_markers_is_refused(tmp_path: Path) -> None:
    doc = tmp_path / "README.md"
    doc.write_text("no markers here\n", "utf-8")
    with pytest.raises(SystemExit, match="no <!-- throughput:begin -->"):
        write_between_markers(doc, "table", MARKERS)
