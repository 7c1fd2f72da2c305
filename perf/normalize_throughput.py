"""Normalisation before recognition on one core: characters/s (prints JSON).

Corpus: generated notes (~1,500 characters each) as they are, and the same notes made non-ASCII
by a zero-width space every 50 characters, which takes the per-cluster path with its offset map.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.corpus import generated_corpus
from stream.core.normalize import normalize


def _rate(texts: list[str]) -> tuple[float, int]:
    """(seconds, characters) to normalise every text once."""
    started = time.perf_counter()
    for text in texts:
        normalize(text)
    return time.perf_counter() - started, sum(len(t) for t in texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--megabytes", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    texts = [note.text for note in generated_corpus(args.megabytes, args.seed)]
    broken = ["\u200b".join(t[i:i + 50] for i in range(0, len(t), 50)) for t in texts]
    plain_s, plain_chars = _rate(texts)
    broken_s, broken_chars = _rate(broken)
    print(orjson.dumps({
        "benchmark": "normalize_throughput",
        "cores": 1,
        "notes": len(texts),
        "non_ascii_notes": sum(not t.isascii() for t in texts),
        "characters_per_second": round(plain_chars / plain_s),
        "characters_per_second_with_zero_width_spaces": round(broken_chars / broken_s),
    }, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
