"""What `deid vocab suggest` gains when its suggestions are accepted without review (JSON).

A set is split in halves: suggestions are mined from the first half's notes and the
recognizer's spans on them (no gold used), written as the YAML `deid vocab suggest` writes, and
accepted wholesale; the second half is detected with and without that vocabulary and scored
against its gold (character recall, non-PHI redaction, leak-free notes). Precision of the deny
suggestions is read from the first half's gold: a deny term counts as PHI when most of its
whole-word occurrences there lie inside gold spans. Sets: `site` (the generated site corpus,
stream/synthetic/site.py) or a gold JSONL file (a hand-written set treated as one site).

    python perf/vocabulary_suggest_eval.py site --notes 2000 --recognizer rules
    python perf/vocabulary_suggest_eval.py tests/data/icu_dev*_notes.jsonl --min-notes 2
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.batch.contract import parse_note
from stream.batch.jsonl import read_all
from stream.core.config import load_config
from stream.core.spans import Note, Span
from stream.engine.build import deidentifier_with
from stream.evaluate.scoring import evaluate
from stream.recognize.gazetteer import search_form
from stream.recognize.vocabulary import Vocabularies
from stream.recognize.vocabulary.files import write_private
from stream.recognize.vocabulary.suggest import (
        Suggestion,
    Thresholds,
    fold,
    header,
    render,
    suggest,
)
from stream.synthetic.site import SiteGenerator

TENANT = "site"


def records_of(source: str, count: int, seed: int) -> list[dict]:
    """Gold records of the set: the generated site's notes, or a JSONL file's."""
    if source == "site":
        return [n.to_json() for n in SiteGenerator(seed).notes(count)]
    return list(read_all(source))


def notes_of(records: list[dict]) -> list[Note]:
    notes = [parse_note(r, allow_extra_metadata=True) for r in records]
    return [Note(n.id, n.text, n.patient_id, TENANT, n.metadata) for n in notes]


def predictions(notes: list[Note], spans: list[list[Span]]) -> list[dict]:
    return [{"id": n.id, "spans": [s.to_json() for s in found]}
            for n, found in zip(notes, spans, strict=True)]


def overall(gold: list[dict], pred: list[dict]) -> dict:
    """Character recall, non-PHI redaction, leak-free notes, span precision; recall by category."""
    result = evaluate(gold, pred, bootstrap=0)
    metrics = result["overall"]["metrics"]
    out = {k: round(metrics[k]["value"], 4) for k in
           ("char_recall", "nonphi_redaction", "leak_free_notes", "span_precision")}
    out["char_recall_by_category"] = {
        label: round(scope["metrics"]["char_recall"]["value"], 3)
        for label, scope in result["categories"].items()
        if scope["metrics"]["char_recall"]["value"] is not None}
    return out


def is_phi_by_gold(term: str, records: list[dict]) -> bool:
    """Whether most whole-word occurrences of `term` in the records lie in gold spans."""
    key = fold(term)
    inside = total = 0
    for record in records:
        folded = search_form(record["text"])
        pos = folded.find(key)
        while pos >= 0:
            start, end = pos, pos + len(key) - 2
            total += 1
            inside += any(s["start"] <= start and end <= s["end"] for s in record["spans"])
            pos = folded.find(key, pos + 1)
    return total > 0 and inside * 2 > total


def precision(found: list[Suggestion], records: list[dict]) -> dict:
    """Per suggested category (and overall): deny terms, and the share that gold calls PHI."""
    by_label: dict[str, list[bool]] = defaultdict(list)
    for s in found:
        if s.kind == "deny":
            phi = is_phi_by_gold(s.term, records)
            by_label[str(s.label)].append(phi)
            by_label["all"].append(phi)
    return {label: {"terms": len(v), "precision": round(sum(v) / len(v), 3)}
            for label, v in sorted(by_label.items())}


def run(source: str, args: argparse.Namespace) -> dict:
    """The figures of one set."""
    records = records_of(source, args.notes, args.seed)
    half = len(records) // 2
    mine, held = records[:half], records[half:]
    config = load_config(None)
    plain = deidentifier_with(config, args.recognizer, None)
    mine_notes, held_notes = notes_of(mine), notes_of(held)
    thresholds = Thresholds(min_notes=args.min_notes)
    found = suggest(mine_notes, plain.detect_batch(mine_notes), thresholds)
    opening = header(TENANT, len(mine), args.recognizer, thresholds)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{TENANT}.yaml"
        write_private(path, render(found, opening))
        site = deidentifier_with(config, args.recognizer, Vocabularies({TENANT: path}))
        with_vocabulary = predictions(held_notes, site.detect_batch(held_notes))
    without = overall(held, predictions(held_notes, plain.detect_batch(held_notes)))
    after = overall(held, with_vocabulary)
    return {
        "set": source, "recognizer": args.recognizer, "notes": [len(mine), len(held)],
        "min_notes": args.min_notes,
        "suggested": {"deny": sum(s.kind == "deny" for s in found),
                      "allow": sum(s.kind == "allow" for s in found)},
        "deny_precision_by_gold": precision(found, mine),
        "without": without, "with": after,
        "char_recall_gain": round(after["char_recall"] - without["char_recall"], 4),
        "nonphi_change": round(after["nonphi_redaction"] - without["nonphi_redaction"], 4),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sets", nargs="+", help="'site' or gold JSONL files, each its own site")
    parser.add_argument("--notes", type=int, default=2000, help="site notes to generate")
    parser.add_argument("--seed", type=int, default=0, help="which site")
    parser.add_argument("--recognizer", default="rules", choices=["rules", "model", "ensemble"])
    parser.add_argument("--min-notes", type=int, default=Thresholds().min_notes)
    args = parser.parse_args()
    results = [run(source, args) for source in args.sets]
    sys.stdout.buffer.write(orjson.dumps(results, option=orjson.OPT_INDENT_2) + b"\n")


if __name__ == "__main__":
    main()
