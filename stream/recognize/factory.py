"""Choose the recognizer a command or worker runs."""

from __future__ import annotations

import hashlib
import importlib.util
from typing import TYPE_CHECKING

from stream.core.config import ConfigError, RecognizerConfig
from stream.recognize.base import Recognizer
from stream.recognize.model.artifacts import model_files
from stream.recognize.model.artifacts import repository as repository_path

if TYPE_CHECKING:
    from stream.recognize.vocabulary import Vocabularies


MODEL_LIBRARIES = ("onnxruntime", "tokenizers")


def model_missing(repository: str = "") -> str | None:
    """Why the model cannot run (a missing library or missing files), or None when it can."""
    absent = [m for m in MODEL_LIBRARIES if importlib.util.find_spec(m) is None]
    if absent:
        return f"the model's runtime libraries are not installed ({', '.join(absent)})"
    if not model_files(repository_path(repository)).exists():
        where = ("the model repository that model.repository names" if repository
                 else f"the packaged model repository {str(repository_path())!r}")
        return f"the model files are not in {where}"
    return None


def model_available(repository: str = "") -> bool:
    """Whether the model files (in `model.repository`) and its runtime libraries are installed."""
    return model_missing(repository) is None


def model_version(repository: str = "") -> str:
    """The model's name, version folder and the first 12 hex digits of its CPU file's SHA-256."""
    files = model_files(repository_path(repository))
    with files.onnx.open("rb") as fh:
        digest = hashlib.file_digest(fh, "sha256").hexdigest()[:12]
    return f"{files.onnx.parent.parent.name}/{files.onnx.parent.name} sha256:{digest}"


def describe_recognizer(cfg: RecognizerConfig, repository: str = "") -> str:
    """In words: the recognizer the configuration runs and its model, or why it cannot run."""
    what = f"recognizer {cfg.mode} ({cfg.profile})"
    if cfg.mode == "rules":
        return f"{what}, no model"
    missing = model_missing(repository)
    if missing:
        return f"{what} cannot run: {missing}"
    return f"{what}, model {model_version(repository)} served {cfg.serving}"


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

    return OnnxRecognizer(files, profile=cfg.profile, spinning=cfg.onnx_spinning,
                          parallel_batches=cfg.onnx_parallel_batches)


def build_recognizer(
    mode: str | None, cfg: RecognizerConfig, serving: str | None = None, *,
    repository: str = "", vocabularies: Vocabularies | None = None,
) -> Recognizer:
    """`mode` rules | model | ensemble; None means cfg.mode (ensemble by default). A recognizer
    that needs the model never falls back to the rules: without the model it is a ConfigError
    naming the keys to set. `repository` is config key model.repository ("" means the packaged
    one); with `vocabularies`, each tenant's site vocabulary is one more recognizer."""
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
    mode = mode or cfg.mode
    high_recall = cfg.profile == "high-recall"
    if mode == "rules":
        return RulesRecognizer([*default_rule_recognizers(high_recall=high_recall), *site])
    if mode not in ("model", "ensemble"):
        raise ConfigError(f"unknown recognizer {mode!r}")
    missing = model_missing(repository)
    if missing:
        raise ConfigError(
            f"recognizer {mode!r} needs the token-classifier model, but {missing}: set "
            "model.repository (env DEID_MODEL__REPOSITORY) to a directory holding deid_tagger/, "
            "or choose the rules alone explicitly (--recognizer rules, or recognizer.mode: "
            "rules / DEID_RECOGNIZER__MODE=rules)"
        )
    model = build_model(cfg, serving, repository)
    if mode == "model":  # a composite, so that merge and the final check (rules.py) run;
        # a message's own identifiers are found in every mode
        return CompositeRecognizer([model, KnownValuesRecognizer(), *site], name="model")
    rules = default_rule_recognizers(high_recall=high_recall)
    return CompositeRecognizer([model, *rules, *site], name="ensemble")
