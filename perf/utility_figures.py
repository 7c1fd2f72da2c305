"""What researchers receive, on every hand-written set: one command for docs/surrogates.md's table.

Each hand-written set of tests/data (and the public ASQ-PHI queries, when a copy is given with
--asq, ages excluded) is de-identified in process under a fixed key, as `deid deidentify`
does, by each recognizer (balanced profile, default policy), and scored as `deid eval
--deidentified` scores it: character recall, the share of non-PHI numbers redacted (ages
apart), the placeholders written (for want of a surrogate of their label, or by the policy)
and the gold entities written in several forms whose mentions all got one entity's surrogates.
`--write` puts the table between the `<!-- utility:begin -->` and `<!-- utility:end -->`
markers of docs/surrogates.md, with the date and this command.

    python perf/utility_figures.py [--asq ASQ_PHI.jsonl] [--write]
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import sys
from functools import cache
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.benchmark_figures import HELD_OUT, hand_written_sets, write_between_markers
from stream.anonymize.keys import TenantKey
from stream.batch.transforms import deidentify_transform
from stream.core.config import Config
from stream.engine.build import build_deidentifier
from stream.engine.deidentify import Deidentifier
from stream.evaluate.scoring import evaluate
from stream.evaluate.surrogates import as_predictions, utility

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "surrogates.md"
MARKERS = ("<!-- utility:begin -->", "<!-- utility:end -->")
COMMAND = "python perf/utility_figures.py --asq ASQ_PHI.jsonl --write"
KEY = TenantKey("figures", 1, hashlib.sha256(b"perf/utility_figures.py").digest())
"""A fixed key: which surrogates are drawn changes no figure, but the run is repeatable."""


@cache
def _deidentifier(recognizer: str) -> Deidentifier:
    """One deidentifier per recognizer for every set (the ensemble loads the model once)."""
    return build_deidentifier(Config(), recognizer)


def figures(notes: list[dict], recognizer: str, *, exclude_ages: bool = False) -> dict:
    """The utility figures of one set de-identified by one recognizer."""
    transform = deidentify_transform(_deidentifier(recognizer), KEY)
    records = [transform({k: v for k, v in note.items() if k != "spans"}) for note in notes]
    metrics = evaluate(notes, as_predictions(records), exclude_ages=exclude_ages,
                       bootstrap=0)["overall"]["metrics"]
    result = utility(notes, records)
    return {"char_recall": metrics["char_recall"]["value"],
            "nonphi_number_redaction": metrics["nonphi_number_redaction"]["value"],
            "placeholders": result["placeholders"], "entities": result["entities"]}


def _row(name: str, count: int, recognizer: str, f: dict) -> str:
    label = (f"**{name} (held out)**" if name == HELD_OUT
             else f"{name} (ages excluded)" if name == "asq_phi" else name)
    p, e = f["placeholders"], f["entities"]
    judged = e["several_forms"] - e["missed_mention"]
    share = f" ({e['share_one_surrogate']:.0%})" if judged else ""
    return (f"| {label} | {count} | {recognizer} | {f['char_recall']:.3f} | "
            f"{f['nonphi_number_redaction']:.2%} | {p['no_surrogate']} / {p['policy']} | "
            f"{e['one_surrogate']} of {judged}{share}, {e['missed_mention']} missed |")


def table(results: dict, counts: dict[str, int], day: str) -> str:
    """The Markdown table of every set x recognizer."""
    lines = [f"Measured {day} by `{COMMAND}` (balanced profile, default policy, a fixed key). "
             "Placeholders: for want of a surrogate of their label / by the policy; entities: "
             "gold entities written in several forms whose mentions all got one entity's "
             "surrogates, of those fully replaced, and those with a missed mention (a "
             "disclosure, scored by recall).", "",
             "| set | notes | recognizer | char recall | non-PHI numbers redacted | "
             "placeholders | one surrogate per entity |", "|---|---|---|---|---|---|---|"]
    for name, by_recognizer in results.items():
        for recognizer, f in by_recognizer.items():
            lines.append(_row(name, counts[name], recognizer, f))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--asq", type=Path, help="a copy of the ASQ-PHI JSONL (ages excluded)")
    parser.add_argument("--write", action="store_true", help="write the table into " + DOC.name)
    args = parser.parse_args()
    sets = hand_written_sets()
    if args.asq:
        sets["asq_phi"] = [orjson.loads(line) for line in args.asq.read_bytes().splitlines()
                           if line.strip()]
    results = {}
    for name, notes in sets.items():
        print(f"{name}: {len(notes)} notes", file=sys.stderr, flush=True)
        results[name] = {recognizer: figures(notes, recognizer, exclude_ages=name == "asq_phi")
                         for recognizer in ("rules", "ensemble")}
    day = datetime.date.today().isoformat()
    print(orjson.dumps({"date": day, "results": results}, option=orjson.OPT_INDENT_2).decode())
    if args.write:
        counts = {name: len(notes) for name, notes in sets.items()}
        write_between_markers(DOC, table(results, counts, day), MARKERS)


if __name__ == "__main__":
    main()
