"""Build every hand-written benchmark set: tests/data/sources/<set>.txt -> tests/data/<set>.jsonl.

The sources hold the notes as marked-up text (`[[LABEL:value]]`, format in
stream/evaluate/markup.py); the JSONL files are what `deid eval` and the tests read. Never edit a
JSONL by hand: edit its source and run `python scripts/build_benchmarks.py` (`--check` only
reports which files differ from their source, and exits 1 if any does).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python scripts/<name>.py`: import stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.evaluate.markup import read_source

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def built(source: Path) -> bytes:
    """The JSONL bytes of one source file."""
    return b"".join(orjson.dumps(r) + b"\n" for r in read_source(source))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args()
    stale = []
    for source in sorted((DATA / "sources").glob("*.txt")):
        target, data = DATA / f"{source.stem}.jsonl", built(source)
        if target.is_file() and target.read_bytes() == data:
            continue
        stale.append(target.name)
        if not args.check:
            target.write_bytes(data)
    verb = "differ from their sources" if args.check else "rebuilt"
    print(f"{len(stale)} set(s) {verb}: {', '.join(stale) or '-'}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
