"""Site vocabulary files: the three formats, their errors (naming no term), permissions."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from stream.core.categories import Label
from stream.recognize.vocabulary.entries import Entry, VocabularyError, parse_entries
from stream.recognize.vocabulary.files import load_file, version_of

YAML = (b"deny:\n  STAFF: [Jane Roe]\n  HOSPITAL: [{term: SGH, context: required}]\n"
        b"allow: [Blue Ward]\n")
CSV = (b"kind,category,term,context,variants\ndeny,STAFF,Jane Roe,,\n"
       b"deny,HOSPITAL,SGH,required,\nallow,,Blue Ward,,\n")
TEXT = b"# roster\nSTAFF Jane Roe\nHOSPITAL? SGH\n\nALLOW Blue Ward\n"
EXPECTED = [Entry("deny", "Jane Roe", Label.STAFF), Entry("deny", "SGH", Label.HOSPITAL,
                                                         "required"),
            Entry("allow", "Blue Ward", None, "auto", False)]


@pytest.mark.parametrize(("data", "suffix"), [(YAML, ".yaml"), (YAML, ".yml"), (CSV, ".csv"),
                                              (TEXT, ".txt")])
def test_formats_agree(data: bytes, suffix: str) -> None:
    assert parse_entries(data, suffix) == EXPECTED


@pytest.mark.parametrize(("data", "suffix", "message"), [
    (b"deny: [Jane Roe\n", ".yaml", "not valid YAML (line 2)"),  # where the parser stopped
    (b"deny:\n  DOCTOR: [Jane Roe]\n", ".yaml", "deny.DOCTOR entry 1: unknown category"),
    (b"deny:\n  STAFF: Jane Roe\n", ".yaml", "deny.STAFF must be a list"),
    (b"deny:\n  STAFF: [{term: Jane Roe, context: maybe}]\n", ".yaml", "context must be"),
    (b"extra: 1\n", ".yaml", "only deny and allow"),
    (b"kind,term\n", ".csv", "line 1: the CSV header"),
    (b"kind,category,term\nblock,STAFF,Jane Roe\n", ".csv", "line 2: kind must be"),
    (b"STAFF Jane Roe\nSTAFF ...\n", ".txt", "line 2: the term must be"),
    (b"\xff\xfe", ".txt", "not UTF-8"),
    (b"", ".json", "unknown vocabulary format"),
])
def test_errors_name_the_place_not_the_term(data: bytes, suffix: str, message: str) -> None:
    with pytest.raises(VocabularyError) as caught:
        parse_entries(data, suffix)
    assert message in str(caught.value)
    assert "Jane" not in str(caught.value) and "Roe" not in str(caught.value)


def _write(path: Path, data: bytes, mode: int = 0o600) -> Path:
    path.write_bytes(data)
    os.chmod(path, mode)
    return path


def test_load_file_gives_entries_and_a_short_content_free_version(tmp_path: Path) -> None:
    tmp_path.chmod(0o700)
    loaded = load_file(_write(tmp_path / "acme.yaml", YAML))
    assert list(loaded.entries) == EXPECTED
    assert loaded.version == version_of(YAML) and len(loaded.version) == 12


@pytest.mark.parametrize(("file_mode", "dir_mode", "message"), [
    (0o644, 0o700, "vocabulary file 'acme.yaml' must be 0600"),
    (0o640, 0o700, "must be 0600"),
    (0o600, 0o777, "vocabulary folder"),
])
def test_permissions_like_a_key_file(tmp_path: Path, file_mode: int, dir_mode: int,
                                     message: str) -> None:
    folder = tmp_path / "v"
    folder.mkdir()
    path = _write(folder / "acme.yaml", YAML, file_mode)
    folder.chmod(dir_mode)
    with pytest.raises(VocabularyError, match=message):
        load_file(path)
    assert load_file(path, check_mode=False).entries


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(VocabularyError, match="cannot read"):
        load_file(tmp_path / "none.yaml")
