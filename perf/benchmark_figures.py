"""Every quality figure of the README and the model card, from one command (prints JSON).

Each hand-written set of tests/data (built from tests/data/sources), the public ASQ-PHI queries
(when a copy is given with --asq, scored with ages excluded: the set leaves ages under 90
unannotated) and 200 synthetic held-out notes, under each recognizer (rules, ensemble) and
profile (balanced, high-recall): character recall and leak-free notes with 95% bootstrap
intervals over notes, and non-PHI redaction, as `deid detect` then `deid eval` compute them.
Every dev set is also scored pooled (all their notes as one set). `--write` puts the table
between the `<!-- figures:begin -->` and `<!-- figures:end -->` markers of README.md (every set)
and MODEL_CARD.md (the held-out, gold, pooled dev, ASQ-PHI and synthetic rows), with the date
and this command: no figure is typed by hand. The held-out set is reported here like the
others; nothing may be tuned on it.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import sys
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.batch.contract import parse_note
from stream.core.config import Config
from stream.engine.build import build_deidentifier
from stream.evaluate.scoring import evaluate

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
DOCS = (ROOT / "README.md", ROOT / "MODEL_CARD.md")
BEGIN, END = "<!-- figures:begin -->", "<!-- figures:end -->"
HELD_OUT = "icu_notes"
COMMAND = "python perf/benchmark_figures.py --asq ASQ_PHI.jsonl --write"
POOLED = "dev_sets_pooled"


def hand_written_sets() -> dict[str, list[dict]]:
    """The hand-written sets by name: the held-out set first, then gold, then the dev sets."""
    names = [p.stem for p in (DATA / "sources").glob("*.txt")]
    return {n: _read(DATA / f"{n}.jsonl") for n in sorted(names, key=_set_order)}


def _set_order(name: str) -> tuple[bool, bool, int]:
    """Held-out first, gold second, then the dev sets by number (icu_dev_notes is dev 1)."""
    number = name.removeprefix("icu_dev").removesuffix("_notes")
    return name != HELD_OUT, name != "gold_notes", int(number) if number.isdigit() else 1


def _read(path: Path) -> list[dict]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


def synthetic_held_out(count: int = 200) -> list[dict]:
    """The first `count` notes of the synthetic held-out split, with their gold spans."""
    from stream.synthetic.corpus import CorpusGenerator

    return [note.to_json() for note in CorpusGenerator(1000, "heldout").notes(count)]


def detect(notes: list[dict], recognizer: str, profile: str) -> list[dict]:
    """`deid detect`'s records for `notes` under one recognizer and profile."""
    config = Config()
    config = dataclasses.replace(
        config, recognizer=dataclasses.replace(config.recognizer, profile=profile))
    deidentifier = build_deidentifier(config, recognizer)
    parsed = [parse_note(record) for record in notes]
    return [{"id": note.id, "spans": [s.to_json() for s in spans]}
            for note, spans in zip(parsed, deidentifier.detect_batch(parsed), strict=True)]


def figures(notes: list[dict], pred: list[dict], exclude_ages: bool) -> dict:
    """`deid eval`'s figures of `pred` against `notes` (95% bootstrap intervals over notes)."""
    metrics = evaluate(notes, pred, exclude_ages=exclude_ages, bootstrap=1000,
                       seed=0)["overall"]["metrics"]
    return {name: metrics[name] for name in ("char_recall", "nonphi_redaction",
                                              "leak_free_notes")}


def _cell(figures: dict) -> str:
    recall, leak_free = figures["char_recall"], figures["leak_free_notes"]
    return (f"{recall['value']:.3f} [{recall['low']:.3f}, {recall['high']:.3f}] / "
            f"{figures['nonphi_redaction']['value']:.2%} / {leak_free['value']:.3f}")


def table(results: dict, counts: dict[str, int], day: str) -> str:
    """The Markdown table of the sets of `results` x recognizer, balanced and high-recall side
    by side."""
    lines = [f"Measured {day} by `{COMMAND}`: character recall [95% interval] / non-PHI "
             "redaction / leak-free notes. The held-out set (bold) is never tuned on; the dev "
             "sets were tuned on after their first measurement (their history: "
             "docs/changelog.md).", "",
             "| set | notes | recognizer | balanced | high-recall |", "|---|---|---|---|---|"]
    for name, by_recognizer in results.items():
        label = (f"**{name} (held out)**" if name == HELD_OUT
                 else f"{name} (ages excluded)" if name == "asq_phi"
                 else "every dev set, pooled" if name == POOLED
                 else name)
        for recognizer, by_profile in by_recognizer.items():
            lines.append(f"| {label} | {counts[name]} | {recognizer} | "
                         f"{_cell(by_profile['balanced'])} | {_cell(by_profile['high-recall'])} |")
    return "\n".join(lines)


def write_between_markers(path: Path, text: str,
                          markers: tuple[str, str] = (BEGIN, END)) -> None:
    """Replace what stands between a pair of markers of a document (the figure markers)."""
    doc = path.read_text("utf-8")
    head, begin, rest = doc.partition(markers[0])
    _, end, tail = rest.partition(markers[1])
    if not begin or not end:
        raise SystemExit(f"{path.name}: no {markers[0]} ... {markers[1]} markers")
    path.write_text(f"{head}{begin}\n{text}\n{end}{tail}", "utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--asq", type=Path, help="a copy of the ASQ-PHI JSONL (ages excluded)")
    parser.add_argument("--write", action="store_true",
                        help="write the table into README.md and MODEL_CARD.md")
    args = parser.parse_args()
    sets = hand_written_sets()
    if args.asq:
        sets["asq_phi"] = _read(args.asq)
    sets["synthetic_held_out"] = synthetic_held_out()
    runs = [(recognizer, profile) for recognizer in ("rules", "ensemble")
            for profile in ("balanced", "high-recall")]
    preds = {(name, *run): detect(notes, *run) for name, notes in sets.items() for run in runs}
    dev_sets = [name for name in sets if name.startswith("icu_dev")]
    sets[POOLED] = [note for name in dev_sets for note in sets[name]]
    for run in runs:
        preds[(POOLED, *run)] = [p for name in dev_sets for p in preds[(name, *run)]]
    results = {name: {recognizer: {profile: figures(notes, preds[(name, recognizer, profile)],
                                                    exclude_ages=name == "asq_phi")
                                   for profile in ("balanced", "high-recall")}
                      for recognizer in ("rules", "ensemble")}
               for name, notes in _in_table_order(sets).items()}
    day = datetime.date.today().isoformat()
    print(orjson.dumps({"date": day, "results": results}, option=orjson.OPT_INDENT_2).decode())
    if args.write:
        counts = {name: len(notes) for name, notes in sets.items()}
        write_between_markers(DOCS[0], table(results, counts, day))
        card = {name: by for name, by in results.items() if not name.startswith("icu_dev")}
        write_between_markers(DOCS[1], table(card, counts, day))


def _in_table_order(sets: dict[str, list[dict]]) -> dict[str, list[dict]]:
    """The sets with the pooled dev sets right after the last dev set."""
    names = [n for n in sets if n != POOLED]
    last_dev = max((i for i, n in enumerate(names) if n.startswith("icu_dev")), default=0)
    names.insert(last_dev + 1, POOLED)
    return {name: sets[name] for name in names}



if __name__ == "__main__":
    main()
