"""Write the notes of one generated site (stream/synthetic/site.py) as gold JSONL.

    python scripts/make_site_notes.py --seed 0 --count 5000 -o site_notes.jsonl

Each line is `{"id", "patient_id", "text", "spans", "style": "site"}`, a `deid eval` gold record
and a `deid vocab suggest` input (which reads only id, text and patient_id).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python scripts/<name>.py`: import stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.synthetic.site import SiteGenerator


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=0, help="which site")
    parser.add_argument("--count", type=int, default=5000, help="notes to write")
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args()
    with args.output.open("wb") as out:
        for note in SiteGenerator(args.seed).notes(args.count):
            out.write(orjson.dumps(note.to_json()) + b"\n")


if __name__ == "__main__":
    main()
