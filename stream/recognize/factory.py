"""Choose the recognizer a command or worker runs."""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING

from stream.core.config import ConfigError, RecognizerConfig
from stream.recognize.base import Recognizer
from stream.recognize.model.artifacts import model_files
from stream.recognize.model.artifacts import repository as repository_path

if TYPE_CHECKING:
    from stream.recognize.vocabulary import Vocabularies


def model_available(repository: str = "") -> bool:
    """Whether the model files (in `model.repository`) and its runtime libraries are installed."""
    if any(importlib.util.find_spec(m) is None for m in ("onnxruntime", "tokenizers")):
        return False
    return model_files(repository_path(repository)).exists()


def build_model(cfg: RecognizerConfig, serving: str | None = None,
                repository: str = "") -> Recognizer:
    """The model recognizer: in-process ONNX, or Triton at cfg.triton_url (cfg.serving)."""
    files = model_files(repository_path(repository))
    if (serving or cfg.serving) == "triton":
        from stream.recognize.model.triton_recognizer import TritonRecognizer

        return TritonRecognizer(cfg.triton_url, files, timeout_s=cfg.triton_timeout_s,
                                tls=cfg.triton_tls, profile=cfg.profile,
                                max_batch=cfg.triton_max_batch,
                                max_in_flight=cfg.triton_max_in_flight)
    from stream.recognize.model.onnx_recognizer import OnnxRecognizer

    return OnnxRecognizer(files, profile=cfg.profile)


def build_recognizer(
    mode: str | None, cfg: RecognizerConfig, serving: str | None = None, *,
    repository: str = "", vocabularies: Vocabularies | None = None,
) -> Recognizer:
    """`mode` rules | model | ensemble; None means the best available (ensemble with a model).
    `repository` is config key model.repository ("" means the source checkout's); with
    `vocabularies`, each tenant's site vocabulary is one more recognizer."""
    from stream.recognize.known_values import KnownValuesRecognizer
    from stream.recognize.rules import (
        CompositeRecognizer,
        RulesRecognizer,
        default_rule_recognizers,
    )

    site: list[Recognizer] = []
    if vocabularies is not None:
        from stream.recognize.vocabulary import VocabularyRecognizer

        site = [VocabularyRecognizer(vocabularies)]
    if mode is None:
        mode = "ensemble" if model_available(repository) else "rules"
    high_recall = cfg.profile == "high-recall"
    if mode == "rules":
        return RulesRecognizer([*default_rule_recognizers(high_recall=high_recall), *site])
    if mode not in ("model", "ensemble"):
        raise ConfigError(f"unknown recognizer {mode!r}")
    if not model_available(repository):
        raise ConfigError(
            f"recognizer {mode!r} needs the token-classifier model, which is not in the model "
            f"repository {str(repository_path(repository))!r}: set model.repository "
            "(env DEID_MODEL__REPOSITORY) to a directory holding deid_tagger/, "
            "or use --recognizer rules"
        )
    model = build_model(cfg, serving, repository)
    if mode == "model":  # a message's own identifiers are found in every mode
        return CompositeRecognizer([model, KnownValuesRecognizer(), *site], name="model")
    rules = default_rule_recognizers(high_recall=high_recall)
    return CompositeRecognizer([model, *rules, *site], name="ensemble")
