"""`deid anonymize` and `deid keys` through the real entry point, on generated notes."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from datetime import date, datetime
from pathlib import Path

import jsonschema
import orjson
import pytest

from stream.anonymize.locations import countries
from stream.cli import main
from stream.core.lexicon import us_states
from stream.synthetic import NoteGenerator

SCHEMAS = Path(__file__).resolve().parents[3] / "schemas"


def schema(name: str) -> dict:
    return json.loads((SCHEMAS / name).read_text())


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("DEID_KEYRING__PATH", str(tmp_path / "keys"))
    assert main(["keys", "init", "--tenant", "acme"]) == 0
    return tmp_path


def write_jsonl(path: Path, records) -> Path:
    path.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in records))
    return path


def read_jsonl(path: Path) -> list[dict]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


@pytest.fixture(scope="module")
def corpus():
    return [n.to_json() for n in NoteGenerator(11).notes(2000)]


def anonymize(env, records, *extra) -> list[dict]:
    src = write_jsonl(env / "in.jsonl", records)
    out = env / "out.jsonl"
    assert main(["anonymize", str(src), "-o", str(out), "--tenant", "acme", *extra]) == 0
    return read_jsonl(out)


def test_outputs_validate_and_leak_no_input_value(env, corpus):
    out = anonymize(env, corpus)
    assert len(out) == len(corpus)
    validator = jsonschema.Draft202012Validator(schema("anonymize-output.schema.json"))
    leaks = []
    for record, result in zip(corpus, out, strict=True):
        validator.validate(result)
        for new, old in zip(result["spans"], record["spans"], strict=True):
            assert (new["orig_start"], new["orig_end"]) == (old["start"], old["end"])
            assert new["label"] == old["label"]
            value = record["text"][old["start"]:old["end"]]
            surrogate = result["text"][new["start"]:new["end"]]
            if kept_by_policy(old["label"], value):
                continue
            if re.search(rf"(?<!\w){re.escape(value)}(?!\w)", surrogate, re.IGNORECASE):
                leaks.append((old["label"], value, surrogate))
    assert leaks == [], leaks


STATES_AND_COUNTRIES = {s.casefold() for s in [*us_states(), *us_states().values(), *countries()]}


def kept_by_policy(label: str, value: str) -> bool:
    """Ages under 90, states and countries are not Safe Harbor identifiers: kept."""
    if label == "AGE":
        return int(value.split("-")[0]) < 90
    return label == "LOCATION" and value.casefold() in STATES_AND_COUNTRIES


def test_input_schema_accepts_the_corpus(corpus):
    validator = jsonschema.Draft202012Validator(schema("anonymize-input.schema.json"))
    for record in corpus[:50]:
        validator.validate(record)


def test_same_key_same_output_across_processes(env, corpus):
    src = write_jsonl(env / "in.jsonl", corpus[:200])
    outputs = []
    for i in range(2):
        out = env / f"out{i}.jsonl"
        subprocess.run([sys.executable, "-m", "stream", "anonymize", str(src), "-o", str(out),
                        "--tenant", "acme"], check=True, env={"DEID_KEYRING__PATH":
                        str(env / "keys"), "PATH": "/usr/bin:/bin"})
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]


def test_new_key_version_remaps(env, corpus):
    before = anonymize(env, corpus[:300])
    assert main(["keys", "rotate", "--tenant", "acme"]) == 0
    after = anonymize(env, corpus[:300])
    pinned = anonymize(env, corpus[:300], "--key-version", "1")
    assert pinned == before
    changed = total = 0
    for b, a in zip(before, after, strict=True):
        for sb, sa in zip(b["spans"], a["spans"], strict=True):
            if sb["label"] in {"PATIENT", "STAFF", "PERSON", "ID", "PHONE"}:
                total += 1
                changed += b["text"][sb["start"]:sb["end"]] != a["text"][sa["start"]:sa["end"]]
    assert changed / total >= 0.999


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        (b"{not json", "invalid JSON"),
        (b'"a string"', "must be a JSON object"),
        (b'{"id": "x", "spans": []}', "missing field 'text'"),
        (b'{"id": "x", "text": 5, "spans": []}', "'text' must be a string"),
        (b'{"text": "Jane Roe", "spans": []}', "missing field 'id'"),
        (b'{"id": "x", "text": "Jane Roe"}', "missing field 'spans'"),
        (b'{"id": "x", "text": "Jane Roe", "spans": [{"start": 0, "end": 4, "label": "CAT"}]}',
         "unknown label"),
        (b'{"id": "x", "text": "Jane Roe", "spans": [{"start": 0, "end": 40, "label": "PERSON"}]}',
         "out of range"),
        (b'{"id": "x", "text": "Jane Roe", "spans": [{"start": 0, "end": 4, "label": "PERSON"},'
         b' {"start": 2, "end": 8, "label": "PERSON"}]}', "overlap"),
        (b'{"id": "x", "text": "Jane Roe", "spans": [{"start": "0", "end": 4, "label": "ID"}]}',
         "must be integers"),
        (b'{"id": "x", "text": "Jane \xff Roe", "spans": []}', "not valid UTF-8"),
    ],
)
def test_bad_records_name_line_and_problem_never_text(env, capsys, line, problem):
    good = orjson.dumps({"id": "g", "text": "Seen by Jane Roe", "spans": []})
    src = env / "bad.jsonl"
    src.write_bytes(good + b"\n" + line + b"\n")
    assert main(["anonymize", str(src), "-o", str(env / "o.jsonl"), "--tenant", "acme"]) == 2
    err = capsys.readouterr().err
    assert "line 2:" in err and problem in err
    assert "Jane" not in err and "Roe" not in err


def test_skip_bad_writes_rejects_and_goes_on(env, capsys):
    src = env / "mixed.jsonl"
    src.write_bytes(b'{"id": "a", "text": "Jane Roe", "spans": [{"start": 0, "end": 8, '
                    b'"label": "PERSON"}]}\n{broken\n'
                    b'{"id": "b", "text": "x", "spans": []}\n')
    rejects = env / "rejects.jsonl"
    out = env / "out.jsonl"
    assert main(["anonymize", str(src), "-o", str(out), "--tenant", "acme",
                 "--skip-bad", str(rejects)]) == 0
    assert [r["id"] for r in read_jsonl(out)] == ["a", "b"]
    (reject,) = read_jsonl(rejects)
    assert reject["line"] == 2 and reject["error"] == "invalid JSON"
    assert "1 of 3 records rejected" in capsys.readouterr().err


def test_missing_key_is_a_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DEID_KEYRING__PATH", str(tmp_path / "none"))
    src = write_jsonl(tmp_path / "in.jsonl", [{"id": "a", "text": "x", "spans": []}])
    assert main(["anonymize", str(src), "--tenant", "ghost"]) == 1
    assert "deid keys init" in capsys.readouterr().err


def test_no_key_material_or_phi_in_logs(env, corpus, capsys):
    assert main(["--log-level", "DEBUG", "keys", "list", "--tenant", "acme"]) == 0
    anonymize(env, corpus[:200])
    captured = capsys.readouterr()
    logs = captured.err + captured.out
    material = json.loads((env / "keys" / "acme.json").read_text())["versions"]["1"]["key"]
    assert material not in logs
    for record in corpus[:200]:
        for span in record["spans"]:
            value = record["text"][span["start"]:span["end"]]
            if len(value) >= 5:
                assert value not in logs


def test_keys_list_shows_versions_not_material(env, capsys):
    main(["keys", "rotate", "--tenant", "acme"])
    capsys.readouterr()
    assert main(["keys", "list", "--tenant", "acme"]) == 0
    out = capsys.readouterr().out
    assert "v1" in out and "v2\t" in out and "current" in out
    material = json.loads((env / "keys" / "acme.json").read_text())["versions"]["2"]["key"]
    assert material not in out


def _record(note_id: str, patient: str | None, text: str, labelled: list[tuple[str, str]]):
    spans = []
    for value, label in labelled:
        start = text.index(value)
        spans.append({"start": start, "end": start + len(value), "label": label})
    return {"id": note_id, "patient_id": patient, "text": text, "spans": spans}


def test_a_value_gets_the_same_surrogate_in_every_note_and_dates_keep_intervals(env):
    records = [
        _record("a", "p1", "Seen: Maria Okafor MRN 48213907 on 03/14/2021.",
                [("Maria Okafor", "PATIENT"), ("48213907", "ID"), ("03/14/2021", "DATE")]),
        _record("b", "p1", "Follow-up 2021-04-02 for OKAFOR, MARIA (MRN 48213907).",
                [("2021-04-02", "DATE"), ("OKAFOR, MARIA", "PATIENT"), ("48213907", "ID")]),
        _record("c", "p2", "Dr. Maria Okafor reviewed labs on 03/14/2021.",
                [("Maria Okafor", "STAFF"), ("03/14/2021", "DATE")]),
    ]
    a, b, c = anonymize(env, records)

    def values(result):
        return [result["text"][s["start"]:s["end"]] for s in result["spans"]]

    (name_a, mrn_a, date_a), (date_b, name_b, mrn_b), (name_c, _) = map(
        values, (a, b, c))
    assert mrn_a == mrn_b
    first, last = name_a.split()
    assert name_b == f"{last.upper()}, {first.upper()}"
    assert name_c == name_a  # the same name, whoever it belongs to
    shifted_a = datetime.strptime(date_a, "%m/%d/%Y").date()
    shifted_b = date.fromisoformat(date_b)
    assert (shifted_b - shifted_a).days == (date(2021, 4, 2) - date(2021, 3, 14)).days


def test_text_with_no_surrogate_of_its_label_is_redacted_and_counted(env, capsys):
    text = "RESP: APRV 28/5 since MI 92"
    record = {"id": "n1", "text": text, "spans": [{"start": 6, "end": 10, "label": "DATE"},
                                                   {"start": 25, "end": 27, "label": "DATE"}]}
    out = anonymize(env, [record])[0]
    assert re.fullmatch(r"RESP: \[DATE\] 28/5 since MI (9[123])", out["text"])  # a year, shifted
    err = capsys.readouterr().err
    assert "1 spans had no surrogate of their label" in err and "APRV" not in err
