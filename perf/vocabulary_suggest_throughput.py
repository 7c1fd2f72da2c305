"""`deid vocab suggest` over many notes of one generated site: seconds to detect and to mine (JSON).

Detection runs the recognizer through `detect_batch` as the command does (one process); mining
is `suggest`. Wall and CPU seconds are printed apart; target: 10,000 notes in under a minute
with the rules recognizer on 2 cores.

    python perf/vocabulary_suggest_throughput.py --notes 10000 --recognizer rules
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.core.config import load_config
from stream.core.spans import Note
from stream.engine.build import deidentifier_with
from stream.recognize.vocabulary.suggest import suggest
from stream.synthetic.site import SiteGenerator

T = TypeVar("T")


def timed(step: Callable[[], T]) -> tuple[T, float, float]:
    """The step's result, and its wall and CPU seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = step()
    return result, round(time.perf_counter() - wall, 2), round(time.process_time() - cpu, 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--recognizer", default="rules", choices=["rules", "model", "ensemble"])
    args = parser.parse_args()
    notes = [Note(n.id, n.text, n.patient_id, "site") for n in SiteGenerator(0).notes(args.notes)]
    detector = deidentifier_with(load_config(None), args.recognizer, None)
    detector.detect_batch(notes[:20])  # build the recognizer and its automata first
    spans, detect_wall, detect_cpu = timed(lambda: detector.detect_batch(notes))
    found, mine_wall, mine_cpu = timed(lambda: suggest(notes, spans))
    print(orjson.dumps({
        "notes": len(notes), "characters": sum(len(n.text) for n in notes),
        "recognizer": args.recognizer, "suggestions": len(found),
        "detect_s": {"wall": detect_wall, "cpu": detect_cpu},
        "suggest_s": {"wall": mine_wall, "cpu": mine_cpu},
        "total_wall_s": round(detect_wall + mine_wall, 2),
    }, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
