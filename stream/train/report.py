"""`python -m stream.train.report`: score rules, model and ensemble on the evaluation sets.

Sets: the held-out synthetic notes (templates and seeds never used in training), the held-out
notes of the ICU nursing register families alone, the 64-note dev gold set, and ASQ-PHI (scored
with ages excluded, as its annotations leave ages < 90 out).
Writes gold and prediction JSONL files so every figure can be reproduced with `deid eval`."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from stream.core.config import RecognizerConfig
from stream.core.spans import Note
from stream.evaluate.scoring import evaluate
from stream.recognize.base import recognize_all
from stream.recognize.factory import build_recognizer
from stream.synthetic import CorpusGenerator
from stream.synthetic.nursing import NURSING_NAMES

ROOT = Path(__file__).resolve().parents[2]
GOLD = ROOT / "tests" / "data" / "gold_notes.jsonl"
ASQ = ROOT.parent / "shared" / "data" / "asq_phi.jsonl"
HELDOUT_SEED = 2024


def read_jsonl(path: Path) -> list[dict]:
    """Records of a JSONL file."""
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def write_jsonl(path: Path, records: list[dict]) -> None:
    """Records to a JSONL file."""
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), "utf-8")


def predict(mode: str, records: list[dict]) -> list[dict]:
    """`deid detect` output records of one recognizer mode."""
    recognizer = build_recognizer(mode, RecognizerConfig())
    notes = [
        Note(r["id"], r["text"], r.get("patient_id"), metadata=r.get("metadata") or {})
        for r in records
    ]
    out: list[dict] = []
    for i in range(0, len(notes), 32):
        chunk = notes[i : i + 32]
        for note, spans in zip(chunk, recognize_all(recognizer, chunk), strict=True):
            out.append({"id": note.id, "spans": [s.to_json() for s in spans]})
    return out


def overall(result: dict) -> dict:
    """Overall point values and 95% intervals."""
    return {
        k: {
            "value": round(v["value"], 4),
            "low": v["low"] and round(v["low"], 4),
            "high": v["high"] and round(v["high"], 4),
        }
        for k, v in result["overall"]["metrics"].items()
        if v["value"] is not None
    }


def per_category(result: dict) -> dict:
    """Per-category character recall and span recall."""
    return {
        label: {
            k: round(c["metrics"][k]["value"], 4)
            for k in ("char_recall", "span_recall", "span_precision")
            if c["metrics"][k]["value"] is not None
        }
        for label, c in result["categories"].items()
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m stream.train.report", description=__doc__)
    p.add_argument("--out", type=Path, default=Path("out/model_eval"))
    p.add_argument("--heldout", type=int, default=400)
    p.add_argument("--nursing", type=int, default=200, help="held-out nursing-register notes")
    p.add_argument("--modes", default="rules,model,ensemble")
    p.add_argument("--sets", default="heldout,nursing,gold,asq")
    p.add_argument("--asq", type=Path, default=ASQ, help="ASQ-PHI JSONL (shared/data)")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    sets = {
        "heldout": lambda: [
            n.to_json() for n in CorpusGenerator(HELDOUT_SEED, "heldout").notes(args.heldout)
        ],
        "nursing": lambda: [
            n.to_json()
            for n in CorpusGenerator(HELDOUT_SEED, "heldout").notes_of(NURSING_NAMES, args.nursing)
        ],
        "gold": lambda: read_jsonl(GOLD),
        "asq": lambda: read_jsonl(args.asq),
    }
    report: dict = {}
    for name in args.sets.split(","):
        gold = sets[name]()
        write_jsonl(args.out / f"{name}.gold.jsonl", gold)
        for mode in args.modes.split(","):
            started = time.monotonic()
            pred = predict(mode, gold)
            write_jsonl(args.out / f"{name}.{mode}.jsonl", pred)
            result = evaluate(gold, pred, exclude_ages=name == "asq", bootstrap=200)
            report.setdefault(name, {})[mode] = {
                "overall": overall(result),
                "categories": per_category(result),
                "seconds": round(time.monotonic() - started, 1),
            }
            print(
                json.dumps(
                    {
                        "set": name,
                        "mode": mode,
                        **{k: v["value"] for k, v in report[name][mode]["overall"].items()},
                    }
                ),
                flush=True,
            )
    (args.out / "report.json").write_text(json.dumps(report, indent=2) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
