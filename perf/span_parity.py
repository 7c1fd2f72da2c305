"""Spans of two runs of `deid detect` over the same sets, compared (prints JSON).

For each `<set>.<recognizer>.jsonl` in both folders: notes whose spans differ, spans only in
the first run and only in the second, and each run's character recall, non-PHI redaction and
leak-free share against the set's gold (tests/data/<set>.jsonl, or --gold-dir; ASQ-PHI, the
set named asq_phi, is scored with ages excluded, as the README's figures are).

    python perf/span_parity.py BEFORE_DIR AFTER_DIR [--recognizer ensemble] [--gold-dir DIR ...]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

if __package__ in (None, ""):  # `python perf/<name>.py`: import stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.evaluate.scoring import evaluate
from stream.train.assess import summary
from stream.train.report import read_jsonl

ROOT = Path(__file__).resolve().parent.parent
SCORED = ("char_recall", "nonphi_redaction", "leak_free_notes")


def span_keys(record: dict) -> set[tuple]:
    """A record's spans as comparable tuples (start, end, label)."""
    return {(s["start"], s["end"], s["label"]) for s in record["spans"]}


def compare(gold: list[dict], before: list[dict], after: list[dict],
            exclude_ages: bool) -> dict:
    """Span differences and metrics of two runs over one set."""
    old = {r["id"]: span_keys(r) for r in before}
    new = {r["id"]: span_keys(r) for r in after}
    ids = sorted(old.keys() | new.keys())
    result = {
        "notes": len(ids),
        "notes_changed": sum(old.get(i, set()) != new.get(i, set()) for i in ids),
        "spans_before": sum(len(s) for s in old.values()),
        "only_before": sum(len(old.get(i, set()) - new.get(i, set())) for i in ids),
        "only_after": sum(len(new.get(i, set()) - old.get(i, set())) for i in ids),
    }
    for name, run in (("before", before), ("after", after)):
        point = summary(evaluate(gold, run, exclude_ages=exclude_ages, bootstrap=0))
        result[name] = {k: point.get(k) for k in SCORED}
    result["char_recall_change"] = round(
        result["after"]["char_recall"] - result["before"]["char_recall"], 4)
    return result


def gold_file(name: str, folders: list[Path]) -> Path:
    """The gold file of set `name`: the first folder holding <name>.jsonl."""
    for folder in folders:
        if (folder / f"{name}.jsonl").is_file():
            return folder / f"{name}.jsonl"
    raise SystemExit(f"no gold file for {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--recognizer", default="ensemble")
    parser.add_argument("--gold-dir", type=Path, action="append", default=[],
                        help="folders holding <set>.jsonl (tests/data is always searched)")
    args = parser.parse_args()
    folders = [ROOT / "tests" / "data", *args.gold_dir]
    result = {}
    for path in sorted(args.after.glob(f"*.{args.recognizer}.jsonl")):
        name = path.name.removesuffix(f".{args.recognizer}.jsonl")
        before = args.before / path.name
        if not before.is_file():
            continue
        result[name] = compare(read_jsonl(gold_file(name, folders)), read_jsonl(before),
                               read_jsonl(path), exclude_ages=name == "asq_phi")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
