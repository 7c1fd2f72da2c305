"""Batch commands: metadata outside its schema is an error naming the line and the key."""

from __future__ import annotations

import orjson
import pytest

from stream.cli import main

RECORDS = [
    {"id": "a", "text": "Seen today."},
    {"id": "b", "text": "Code zorbaquent seen.", "metadata": {"insurance_id": "zorbaquent"}},
]


@pytest.fixture
def notes(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps(r) for r in RECORDS) + b"\n")
    return path


@pytest.fixture
def keys(tmp_path, monkeypatch):
    monkeypatch.setenv("DEID_KEYRING__PATH", str(tmp_path / "keys"))
    assert main(["keys", "init", "--tenant", "acme"]) == 0


@pytest.mark.parametrize("command", [["detect"], ["deidentify", "--tenant", "acme"]])
def test_an_unknown_metadata_key_is_an_error_naming_line_and_place(notes, tmp_path, keys, capsys,
                                                                 command):
    code = main([command[0], str(notes), "-o", str(tmp_path / "out.jsonl"), *command[1:],
                 "--recognizer", "rules"])
    err = capsys.readouterr().err
    assert code != 0
    assert "line 2: metadata: unknown key (key 1 of the metadata; allowed there: " in err
    assert "insurance_id" not in err  # a caller's key may be an identifier
    assert "zorbaquent" not in err


def test_anonymize_checks_metadata_too(tmp_path, keys, capsys):
    path = tmp_path / "in.jsonl"
    record = {"id": "a", "text": "Hi.", "spans": [], "metadata": {"patient": {"alias": "Q"}}}
    path.write_bytes(orjson.dumps(record) + b"\n")
    assert main(["anonymize", str(path), "--tenant", "acme", "-o", str(tmp_path / "o")]) != 0
    err = capsys.readouterr().err
    assert "line 1: metadata: unknown key (key 1 of 'patient'; allowed there: name," in err


def test_allowed_extra_keys_are_found_in_the_text(notes, tmp_path, monkeypatch):
    monkeypatch.setenv("DEID_METADATA__ALLOW_EXTRA_KEYS", "true")
    out = tmp_path / "out.jsonl"
    assert main(["detect", str(notes), "-o", str(out), "--recognizer", "rules"]) == 0
    spans = orjson.loads(out.read_bytes().splitlines()[1])["spans"]
    text = RECORDS[1]["text"]
    assert [(text[s["start"]:s["end"]], s["label"]) for s in spans] == [("zorbaquent", "ID")]
