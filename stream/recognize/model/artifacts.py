"""Where the exported model lives: <repository>/deid_tagger (ONNX, tokenizer, tags, settings).

The repository is config key `model.repository`; unset, it is the one the package carries
(stream/model_repository: in a source checkout a link to triton_models/, in a wheel its CPU files:
the int8 ONNX, tokenizer, tags, settings and the Triton CPU config).

Version folder 1/ holds the compact files written by `python -m stream.train.compact` from the
fp32 export 1/model.onnx (not shipped): model.int8.onnx (CPU: in-process and the Triton CPU
config) and model.fp16.onnx (the Triton GPU config).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

MODEL_NAME = "deid_tagger"
CPU_FILE = "model.int8.onnx"
GPU_FILE = "model.fp16.onnx"
PACKAGED_REPOSITORY = Path(__file__).resolve().parents[2] / "model_repository"


def repository(configured: str = "") -> Path:
    """The Triton model repository: `model.repository` when set, else the packaged one."""
    return Path(configured).expanduser() if configured else PACKAGED_REPOSITORY


@dataclass(frozen=True, slots=True)
class ModelFiles:
    """The files one model version needs at run time, and the fp32 export they come from."""

    onnx: Path  # int8, served on CPU
    gpu_onnx: Path  # fp16, served on GPU
    export_onnx: Path  # fp32 training export, the source of both (not shipped)
    tokenizer: Path
    tags: Path
    settings: Path

    def exists(self) -> bool:
        """Whether every file is present."""
        return all(p.is_file() for p in (self.onnx, self.tokenizer, self.tags, self.settings))


def model_files(repo: Path | None = None, version: int = 1) -> ModelFiles:
    """Paths of the model files in a repository."""
    base = (repo or repository()) / MODEL_NAME
    folder = base / str(version)
    return ModelFiles(
        onnx=folder / CPU_FILE,
        gpu_onnx=folder / GPU_FILE,
        export_onnx=folder / "model.onnx",
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
