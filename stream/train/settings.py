"""Training settings: one dataclass, every field recorded in the model card and settings.json."""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True, slots=True)
class TrainSettings:
    """Everything that decides the trained model."""

    seed: int = 13
    train_notes: int = 8000
    validation_notes: int = 300
    layers: int = 4
    use_case: bool = True
    freeze_word_embeddings: bool = True
    window_content_tokens: int = 254
    window_overlap_tokens: int = 32
    batch_size: int = 16
    max_steps: int = 700
    time_budget_s: float = 2100.0
    encoder_lr: float = 1e-4
    head_lr: float = 1e-3
    weight_decay: float = 0.01
    warmup_fraction: float = 0.06
    threads: int = 2

    def to_json(self) -> dict:
        """Plain dict for JSON files."""
        return asdict(self)
