"""Choose the recognizer a command or worker runs."""

from __future__ import annotations

from stream.config import ConfigError, RecognizerConfig
from stream.recognize.base import Recognizer


def model_available() -> bool:
    """Whether a token-classifier model is installed (issue: the model recognizer)."""
    return False


def build_recognizer(mode: str | None, cfg: RecognizerConfig) -> Recognizer:
    """`mode` rules | model | ensemble; None means the best available."""
    from stream.recognize.rules import RulesRecognizer

    if mode is None:
        mode = "ensemble" if model_available() else "rules"
    if mode == "rules":
        return RulesRecognizer()
    raise ConfigError(f"recognizer {mode!r} needs the token-classifier model, which is not "
                      "installed in this build; use --recognizer rules")
