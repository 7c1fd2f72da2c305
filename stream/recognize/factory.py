"""Choose the recognizer a command or worker runs."""

from __future__ import annotations

import importlib.util

from stream.config import ConfigError, RecognizerConfig
from stream.recognize.base import Recognizer


def model_available() -> bool:
    """Whether the token-classifier model files and its runtime libraries are installed."""
    if any(importlib.util.find_spec(m) is None for m in ("onnxruntime", "tokenizers")):
        return False
    from stream.recognize.model.artifacts import model_files

    return model_files().exists()


def build_model(cfg: RecognizerConfig, serving: str | None = None) -> Recognizer:
    """The model recognizer: in-process ONNX, or Triton at cfg.triton_url (cfg.serving)."""
    if (serving or cfg.serving) == "triton":
        from stream.recognize.model.triton_recognizer import TritonRecognizer

        return TritonRecognizer(cfg.triton_url, timeout_s=cfg.triton_timeout_s,
                                profile=cfg.profile)
    from stream.recognize.model.onnx_recognizer import OnnxRecognizer

    return OnnxRecognizer(profile=cfg.profile)


def build_recognizer(
    mode: str | None, cfg: RecognizerConfig, serving: str | None = None
) -> Recognizer:
    """`mode` rules | model | ensemble; None means the best available (ensemble with a model)."""
    from stream.recognize.rules import (
        CompositeRecognizer,
        RulesRecognizer,
        default_rule_recognizers,
    )

    if mode is None:
        mode = "ensemble" if model_available() else "rules"
    high_recall = cfg.profile == "high-recall"
    if mode == "rules":
        return RulesRecognizer(high_recall=high_recall)
    if mode not in ("model", "ensemble"):
        raise ConfigError(f"unknown recognizer {mode!r}")
    if not model_available():
        raise ConfigError(
            f"recognizer {mode!r} needs the token-classifier model, which is not "
            "installed in this build; use --recognizer rules"
        )
    model = build_model(cfg, serving)
    if mode == "model":
        return model
    return CompositeRecognizer([model, *default_rule_recognizers(high_recall=high_recall)],
                               name="ensemble")
