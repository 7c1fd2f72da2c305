"""What the install tests share: a copy of the sources to build from, and an environment that
leads back neither to the checkout nor to a DEID_* setting."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def copy_sources(dest: Path, names: tuple[str, ...]) -> Path:
    """`names` of the checkout copied into `dest` (builds there leave the checkout clean)."""
    for name in names:
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy2
        copy(ROOT / name, dest / name)
    return dest


def clean_env() -> dict[str, str]:
    """This environment without DEID_* settings or paths that lead back to the checkout."""
    return {k: v for k, v in os.environ.items()
            if not k.startswith("DEID_") and k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
