"""Every hand-written benchmark set: its JSONL is what its marked-up source builds, it is well
formed, and the rules recognizer holds the floors recorded in tests/data/sources/floors.json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from stream.batch.contract import parse_note
from stream.evaluate.markup import read_source
from stream.evaluate.scoring import evaluate
from stream.recognize.merge import merge
from stream.recognize.rules import RulesRecognizer
from tests.gold_shape import assert_well_formed

DATA = Path(__file__).resolve().parents[2] / "data"
SOURCES = sorted((DATA / "sources").glob("*.txt"))
FLOORS = json.loads((DATA / "sources" / "floors.json").read_text())


def test_every_jsonl_set_has_a_source_and_floors():
    jsonl = {p.stem for p in DATA.glob("*_notes.jsonl")}
    assert jsonl == {p.stem for p in SOURCES}
    assert jsonl == set(FLOORS) - {"_about"}


@pytest.fixture(scope="module")
def recognizer() -> RulesRecognizer:
    return RulesRecognizer()


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_the_set_is_what_its_source_builds_and_holds_its_floors(source, recognizer):
    notes = read_source(source)
    jsonl = [json.loads(line) for line in (DATA / f"{source.stem}.jsonl").read_text().splitlines()]
    assert notes == jsonl, "run: python scripts/build_benchmarks.py"
    assert_well_formed(notes)
    pred = []
    for rec in notes:
        note = parse_note(rec)
        pred.append({"id": note.id,
                     "spans": [s.to_json() for s in merge(recognizer.recognize(note), note.text)]})
    metrics = {k: v["value"] for k, v in evaluate(notes, pred, bootstrap=0)["overall"]["metrics"]
               .items()}
    floors = FLOORS[source.stem]
    assert {m: metrics[m] for m in floors["min"] if metrics[m] < floors["min"][m]} == {}
    assert {m: metrics[m] for m in floors["max"] if metrics[m] > floors["max"][m]} == {}
