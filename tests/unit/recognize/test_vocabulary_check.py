"""`deid vocab check`: conflicts, warnings, permissions and the effect on a sample."""

from __future__ import annotations

import os
from pathlib import Path

import orjson
import pytest

from stream.cli import main
from stream.recognize.vocabulary.check import check_entries
from stream.recognize.vocabulary.entries import parse_entries


@pytest.mark.parametrize(("text", "conflicts", "warnings"), [
    (b"deny:\n  STAFF: [Jane Roe]\nallow: [JANE  ROE]\n", ["'JANE  ROE' is both allowed"], []),
    (b"allow: [Smith, Ferris protocol]\n", [], ["allow entry 'Smith' is a common first name"]),
    (b"allow: [Maria]\n", [], ["allow entry 'Maria' is a common first name"]),
    (b"deny:\n  LOCATION: [Hope]\n", [], ["deny entry 'Hope' is a common English word "
                                          "(needs a context)"]),
    (b"deny:\n  LOCATION: [{term: Hope, context: free}]\n", [],
     ["deny entry 'Hope' is a common English word (context-free)"]),
    (b"deny:\n  STAFF: [Jane Roe]\n  LOCATION: [Millbrook]\nallow: [Baker Ward]\n", [], []),
])
def test_check_entries(text: bytes, conflicts: list[str], warnings: list[str]) -> None:
    found_conflicts, found_warnings = check_entries(parse_entries(text, ".yaml"))
    assert [c[:len(e)] for c, e in zip(found_conflicts, conflicts, strict=True)] == conflicts
    assert [w[:len(e)] for w, e in zip(found_warnings, warnings, strict=True)] == warnings


def _vocab(tmp_path: Path, data: bytes, mode: int = 0o600) -> str:
    path = tmp_path / "acme.yaml"
    path.write_bytes(data)
    os.chmod(path, mode)
    return str(path)


def test_cli_counts_what_a_sample_gains_and_loses(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    vocab = _vocab(tmp_path, b"deny:\n  HOSPITAL: [{term: QV, context: required}]\n"
                             b"allow: [Baker Ward]\n")
    notes = tmp_path / "notes.jsonl"
    notes.write_bytes(b"\n".join(orjson.dumps({"id": str(i), "text": t}) for i, t in enumerate(
        ["Transferred from QV overnight.", "Placed on Baker Ward overnight.", "Stable."])))
    assert main(["vocab", "check", "--tenant", "acme", vocab, "--sample", str(notes),
                 "--recognizer", "rules"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1:] == ["sample: 3 notes", "  adds 1 spans: HOSPITAL 1",
                       "  removes 1 spans: PERSON 1", "ok"]
    assert "overnight" not in "\n".join(out)


@pytest.mark.parametrize(("data", "mode", "line"), [
    (b"deny:\n  STAFF: [Jane Roe]\nallow: [Jane Roe]\n", 0o600, "conflict: 'Jane Roe' is both"),
    (b"deny:\n  STAFF: [Jane Roe\n", 0o600, "error: 'acme.yaml': not valid YAML (line 3)"),
    (b"deny:\n  STAFF: [Jane Roe]\n", 0o644, "error: vocabulary file 'acme.yaml' must be 0600"),
])
def test_cli_fails_on_errors_and_conflicts(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           data: bytes, mode: int, line: str) -> None:
    assert main(["vocab", "check", "--tenant", "acme", _vocab(tmp_path, data, mode)]) == 1
    out = capsys.readouterr().out
    assert line in out and out.rstrip().endswith("not ok")
