"""Where the exported model lives: triton_models/deid_tagger (ONNX, tokenizer, tags, settings)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

MODEL_NAME = "deid_tagger"
ENV_DIR = "DEID_MODEL_REPOSITORY"


def repository() -> Path:
    """The Triton model repository: $DEID_MODEL_REPOSITORY or triton_models/ beside the package."""
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / "triton_models"


@dataclass(frozen=True, slots=True)
class ModelFiles:
    """The files one model version needs at run time."""

    onnx: Path
    tokenizer: Path
    tags: Path
    settings: Path

    def exists(self) -> bool:
        """Whether every file is present."""
        return all(p.is_file() for p in (self.onnx, self.tokenizer, self.tags, self.settings))


def model_files(repo: Path | None = None, version: int = 1) -> ModelFiles:
    """Paths of the model files in a repository."""
    base = (repo or repository()) / MODEL_NAME
    return ModelFiles(
        onnx=base / str(version) / "model.onnx",
        tokenizer=base / "tokenizer.json",
        tags=base / "labels.txt",
        settings=base / "settings.json",
    )


def load_tags(files: ModelFiles) -> tuple[str, ...]:
    """The tag names, one a line, in logit order."""
    return tuple(
        line.strip() for line in files.tags.read_text("utf-8").splitlines() if line.strip()
    )


def load_settings(files: ModelFiles) -> dict:
    """Window settings recorded at export (content tokens, overlap)."""
    return json.loads(files.settings.read_text("utf-8"))
