"""The fine-tuning loop: AdamW, warm-up then linear decay over steps or wall time (first to end)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import numpy as np
import torch

from stream.recognize.model.labels import NUM_TAGS
from stream.train.data import IGNORE, Example, batch_arrays, length_batches
from stream.train.network import Tagger
from stream.train.settings import TrainSettings


def _optimizer(model: Tagger, s: TrainSettings) -> torch.optim.Optimizer:
    """AdamW with a higher learning rate for the fresh head and casing embedding."""
    if s.freeze_word_embeddings:
        model.words.weight.requires_grad_(False)
    fresh = [p for n, p in model.named_parameters() if n.startswith(("head.", "cases."))]
    base = [
        p
        for n, p in model.named_parameters()
        if p.requires_grad and not n.startswith(("head.", "cases."))
    ]
    return torch.optim.AdamW(
        [{"params": base, "lr": s.encoder_lr}, {"params": fresh, "lr": s.head_lr}],
        weight_decay=s.weight_decay,
    )


def _schedule(progress: float, warmup: float) -> float:
    """Learning-rate factor at a training progress in [0, 1]."""
    if progress < warmup:
        return max(progress / warmup, 0.02)
    return max(0.0, (1.0 - progress) / (1.0 - warmup))


def train(
    model: Tagger,
    items: list[Example],
    s: TrainSettings,
    ids: tuple[int, int, int],
    log: Callable[[dict], None],
) -> dict:
    """Fine-tune `model` in place; returns a summary (steps, seconds, last loss)."""
    torch.manual_seed(s.seed)
    rng = random.Random(s.seed)
    opt = _optimizer(model, s)
    base_lrs = [g["lr"] for g in opt.param_groups]
    model.train()
    started = time.monotonic()
    step, losses = 0, []
    while step < s.max_steps:
        for batch in length_batches(items, s.batch_size, rng):
            progress = max(step / s.max_steps, (time.monotonic() - started) / s.time_budget_s)
            if progress >= 1.0:
                return _summary(step, started, losses)
            for group, lr in zip(opt.param_groups, base_lrs, strict=True):
                group["lr"] = lr * _schedule(progress, s.warmup_fraction)
            loss = _step(model, opt, batch_arrays(batch, *ids))
            losses.append(loss)
            step += 1
            if step % 20 == 0:
                log(
                    {
                        "step": step,
                        "loss": float(np.mean(losses[-20:])),
                        "seconds": round(time.monotonic() - started, 1),
                    }
                )
            if step >= s.max_steps:
                break
    return _summary(step, started, losses)


def _step(model: Tagger, opt: torch.optim.Optimizer, arrays: dict[str, np.ndarray]) -> float:
    """One optimisation step; returns the loss."""
    t = {k: torch.from_numpy(v) for k, v in arrays.items()}
    logits = model(t["input_ids"], t["attention_mask"], t["case_ids"])
    loss = torch.nn.functional.cross_entropy(
        logits.reshape(-1, NUM_TAGS), t["tags"].reshape(-1), ignore_index=IGNORE
    )
    opt.zero_grad(set_to_none=True)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    return float(loss.detach())


def _summary(step: int, started: float, losses: list[float]) -> dict:
    """What the loop did."""
    return {
        "steps": step,
        "seconds": round(time.monotonic() - started, 1),
        "final_loss": float(np.mean(losses[-20:])) if losses else None,
    }
