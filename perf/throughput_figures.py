"""The README's and the model card's speed figures, from one command (prints JSON).

Runs the throughput benchmarks the figures come from, each as its own process, one after the
other, `--rounds` times (the median of the rounds is reported, with every round's figure):

    perf/rules_throughput.py --presidio          rules, one core, and the Presidio ratio
    perf/stream_throughput.py --recognizer rules --workers 2 --notes 20000
    perf/model_throughput.py                     the token classifier in process and on Triton
    perf/stream_throughput.py --recognizer ensemble --workers 1 --notes 600 [--serving triton]

Each run records the machine's load average just before it: figures read on a busy machine are
not comparable. `--write` puts the table between the `<!-- throughput:begin -->` and
`<!-- throughput:end -->` markers of README.md and MODEL_CARD.md, with the date and this
command: no speed figure there is typed by hand.

    python perf/throughput_figures.py [--rounds 3] [--write]
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.benchmark_figures import DOCS, write_between_markers

ROOT = Path(__file__).resolve().parent.parent
MARKERS = ("<!-- throughput:begin -->", "<!-- throughput:end -->")
COMMAND = "python perf/throughput_figures.py --rounds 3 --write"


@dataclass(frozen=True)
class Figure:
    """One figure: the benchmark command, how to read it from the JSON, its target."""

    what: str
    command: tuple[str, ...]
    read: Callable[[dict], float]
    unit: str
    target: float = 0.0
    """0: no target."""
    at_most: bool = False
    """The target is a ceiling (memory), not a floor."""


RULES = ("perf/rules_throughput.py", "--presidio")
RULES_STREAM = ("perf/stream_throughput.py", "--recognizer", "rules", "--workers", "2",
                "--notes", "20000")
MODEL = ("perf/model_throughput.py",)
ENSEMBLE = ("perf/stream_throughput.py", "--recognizer", "ensemble", "--workers", "1",
            "--notes", "600")
ENSEMBLE_TRITON = (*ENSEMBLE, "--serving", "triton")

FIGURES = (
    Figure("rules, one core, 5 MB", RULES, lambda r: r["characters_per_second"],
           "characters/s", 2_000_000),
    Figure("rules vs Presidio, same notes", RULES, lambda r: r["speedup_vs_presidio"],
           "x Presidio's speed"),
    Figure("stream, rules, 2 workers, 20,000 notes", RULES_STREAM, lambda r: r["notes_per_s"],
           "notes/s", 1_500),
    Figure("token classifier in process, 2 cores", MODEL,
           lambda r: r["in_process"]["content_tokens_per_s"], "content tokens/s", 20_000),
    Figure("token classifier on Triton (CPU), 2 cores", MODEL,
           lambda r: r["triton_cpu"]["content_tokens_per_s"], "content tokens/s", 16_000),
    Figure("stream, ensemble in process, 1 worker, 600 notes", ENSEMBLE,
           lambda r: r["notes_per_s"], "notes/s", 40),
    Figure("worker peak RSS, ensemble in process", ENSEMBLE,
           lambda r: max(r["worker_peak_rss_mb"]), "MB", 450, at_most=True),
    Figure("stream, ensemble on Triton (CPU), 1 worker, 600 notes", ENSEMBLE_TRITON,
           lambda r: r["notes_per_s"], "notes/s", 35),
    Figure("stream on Triton / the model alone on Triton", ENSEMBLE_TRITON,
           lambda r: r["ratio_to_model_triton"], "ratio", 0.8),
)


def run_benchmark(command: tuple[str, ...]) -> dict:
    """One run of a benchmark script: its JSON result (the last line it prints that parses)."""
    load = os.getloadavg()[0]
    done = subprocess.run([sys.executable, *command], cwd=ROOT, capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} exited {done.returncode}")
    return {"load_average": round(load, 2), "result": last_json(done.stdout)}


def last_json(stdout: str) -> dict:
    """The last JSON object a script printed (one line, or indented from a line that is "{")."""
    lines = stdout.rstrip().splitlines()
    start = max(i for i, line in enumerate(lines) if line.startswith("{"))
    return orjson.loads("\n".join(lines[start:]))


def measure(rounds: int) -> dict[tuple[str, ...], list[dict]]:
    """Every benchmark command, run `rounds` times, interleaved, so a busy spell hits each alike."""
    commands = list(dict.fromkeys(figure.command for figure in FIGURES))
    runs: dict[tuple[str, ...], list[dict]] = {command: [] for command in commands}
    for round_ in range(rounds):
        for i, command in enumerate(commands, 1):
            print(f"round {round_ + 1}/{rounds}, run {i}/{len(commands)}: {' '.join(command)}",
                  file=sys.stderr, flush=True)
            runs[command].append(run_benchmark(command))
    return runs


def summarize(runs: dict[tuple[str, ...], list[dict]]) -> list[dict]:
    """Each figure: median over the rounds, every round's value, whether it meets its target."""
    rows = []
    for figure in FIGURES:
        values = [figure.read(run["result"]) for run in runs[figure.command]]
        median = statistics.median(values)
        met = None if not figure.target else (
            median <= figure.target if figure.at_most else median >= figure.target)
        rows.append({"figure": figure.what, "command": " ".join(figure.command),
                     "unit": figure.unit, "median": median, "rounds": values,
                     "load_average": [run["load_average"] for run in runs[figure.command]],
                     "target": figure.target or None, "at_most": figure.at_most, "met": met})
    return rows


def _number(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}"


def table(rows: list[dict], day: str, cpus: int) -> str:
    """The markdown table written between the markers."""
    lines = [f"Measured {day} by `{COMMAND}` on a {cpus}-core machine (median of the rounds; the "
             "load average before each round in brackets):", "",
             "| figure | command | median | rounds [load] | target |", "|---|---|---|---|---|"]
    for row in rows:
        rounds = ", ".join(f"{_number(v)} [{load:.1f}]"
                           for v, load in zip(row["rounds"], row["load_average"], strict=True))
        target = "—" if row["target"] is None else (
            f"{'at most' if row['at_most'] else 'at least'} {_number(row['target'])}: "
            f"{'met' if row['met'] else 'not met'}")
        lines.append(f"| {row['figure']} | `python {row['command']}` | "
                     f"{_number(row['median'])} {row['unit']} | {rounds} | {target} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--write", action="store_true",
                        help="write the table into README.md and MODEL_CARD.md")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    rows = summarize(measure(args.rounds))
    day, cpus = datetime.date.today().isoformat(), os.cpu_count() or 0
    print(orjson.dumps({"date": day, "cpus": cpus, "figures": rows},
                       option=orjson.OPT_INDENT_2).decode())
    if args.write:
        text = table(rows, day, cpus)
        for path in DOCS:
            write_between_markers(path, text, MARKERS)


if __name__ == "__main__":
    main()
