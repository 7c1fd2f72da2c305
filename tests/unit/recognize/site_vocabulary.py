"""A tenant's site vocabulary written as the store requires it (a private file), for tests."""

from __future__ import annotations

import os
from pathlib import Path

from stream.recognize.vocabulary import Vocabularies


def private_vocabulary(folder: Path, data: bytes, tenant: str = "acme") -> Vocabularies:
    """A store holding `data` (YAML) as `tenant`'s vocabulary, in `folder` made private."""
    folder.chmod(0o700)
    path = folder / f"{tenant}.yaml"
    path.write_bytes(data)
    os.chmod(path, 0o600)
    return Vocabularies({tenant: path})
