"""Reading a vocabulary file: private permissions, a stat stamp for reloads, a short version."""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from stream.recognize.vocabulary.entries import Entry, VocabularyError, parse_entries

SUFFIXES = (".yaml", ".yml", ".csv", ".txt")


@dataclass(frozen=True, slots=True)
class Loaded:
    """A file's entries, its version (a short hash of its bytes) and its stat stamp."""

    entries: tuple[Entry, ...]
    version: str
    stamp: tuple[int, int, int]


def stamp(path: Path) -> tuple[int, int, int]:
    """(mtime ns, size, inode): what changes when a file is edited or replaced."""
    st = path.stat()
    return st.st_mtime_ns, st.st_size, st.st_ino


def check_private(path: Path) -> None:
    """VocabularyError unless `path` (and its folder) give no access to group or others."""
    for item in (path, path.parent):
        try:
            mode = item.stat().st_mode
        except OSError as exc:
            raise VocabularyError(f"cannot read {item.name!r}: {exc.strerror}") from None
        if stat.S_IMODE(mode) & (0o077 if item is path else 0o022):
            kind = "file" if item is path else "folder"
            need = "0600" if item is path else "not group/world-writable"
            raise VocabularyError(f"vocabulary {kind} {item.name!r} must be {need} (it is PHI)")


def version_of(data: bytes) -> str:
    """A short, content-free name of a vocabulary: 12 hex digits of its BLAKE2b hash."""
    return hashlib.blake2b(data, digest_size=6).hexdigest()


def load_file(path: str | os.PathLike[str], *, check_mode: bool = True) -> Loaded:
    """The entries of a vocabulary file; VocabularyError (naming no term) when unusable."""
    path = Path(path).expanduser()
    if path.suffix.lower() not in SUFFIXES:
        raise VocabularyError(f"{path.name!r}: use .yaml, .yml, .csv or .txt")
    if check_mode:
        check_private(path)
    try:
        before = stamp(path)
        data = path.read_bytes()
    except OSError as exc:
        raise VocabularyError(f"cannot read {path.name!r}: {exc.strerror}") from None
    try:
        entries = parse_entries(data, path.suffix.lower())
    except VocabularyError as exc:
        raise VocabularyError(f"{path.name!r}: {exc}") from None
    return Loaded(tuple(entries), version_of(data), before)


def write_private(path: Path, text: str) -> None:
    """Write `text` to `path` with mode 0600 (created so, or narrowed before writing)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    except OSError as exc:
        raise VocabularyError(f"cannot write {path.name!r}: {exc.strerror}") from None
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            fd = -1
            out.write(text)
    finally:
        if fd >= 0:
            os.close(fd)
