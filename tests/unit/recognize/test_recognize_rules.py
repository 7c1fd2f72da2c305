"""RulesRecognizer and CompositeRecognizer: every rule runs, the spans come out merged."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest

from stream.core.categories import Label
from stream.core.spans import Note, Span
from stream.recognize.gazetteer import GazetteerRecognizer
from stream.recognize.known_values import KnownValuesRecognizer
from stream.recognize.rules import CompositeRecognizer, RulesRecognizer


class Fixed:
    """A recognizer that returns the same spans for every note."""

    def __init__(self, name: str, spans: list[Span]) -> None:
        self.name = name
        self.spans = spans
        self.batches = 0

    def recognize(self, note: Note) -> list[Span]:
        return list(self.spans)

    def recognize_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        self.batches += 1
        return [self.recognize(n) for n in notes]


class Broken:
    name = "broken"

    def recognize(self, note: Note) -> list[Span]:
        raise RuntimeError("recognizer down")


def test_composite_merges() -> None:
    a = Fixed("a", [Span(0, 4, Label.PERSON, "gazetteer:name", 0.7)])
    b = Fixed("b", [Span(5, 10, Label.PERSON, "model", 0.9)])
    composite = CompositeRecognizer([a, b], name="ensemble")
    assert composite.name == "ensemble"
    assert composite.recognize(Note("n", "John Smith")) == [
        Span(0, 10, Label.PERSON, "model", 0.9)]


def test_composite_batch_uses_batch_paths() -> None:
    a = Fixed("a", [Span(0, 4, Label.PERSON, "model", 0.9)])
    notes = [Note("1", "John Smith"), Note("2", "Jane Roe")]
    composite = CompositeRecognizer([a])
    assert composite.recognize_batch(notes) == [composite.recognize(n) for n in notes]
    assert a.batches == 1


def test_composite_fails_closed() -> None:
    composite = CompositeRecognizer([Fixed("a", []), Broken()])
    with pytest.raises(RuntimeError):
        composite.recognize(Note("n", "text"))


def test_composite_needs_recognizers() -> None:
    with pytest.raises(ValueError):
        CompositeRecognizer([])


def test_rules_composition() -> None:
    rules = RulesRecognizer()
    assert rules.name == "rules"
    assert [r.name for r in rules.recognizers] == ["patterns", "gazetteer", "known"]


def test_rules_without_patterns() -> None:
    rules = RulesRecognizer([GazetteerRecognizer(), KnownValuesRecognizer()])
    text = "Bill Brown seen by Dr. Sheeley at Methodist Hospital."
    note = Note("n", text, metadata={"patient": {"name": "William Brown"}})
    assert [(text[s.start:s.end], s.label, s.source) for s in rules.recognize(note)] == [
        ("Bill Brown", Label.PATIENT, "known:patient"),
        ("Dr. Sheeley", Label.STAFF, "gazetteer:name"),
        ("Methodist Hospital", Label.HOSPITAL, "gazetteer:facility"),
    ]


def test_rules_on_a_note() -> None:
    text = ("Patient: Brown, William  MRN 00123456  DOB 03/04/1956\n"
            "Seen by Dr. Sheeley at Methodist Hospital in Houston, TX. Wife Rose at bedside. "
            "Foley catheter removed; Parkinson's disease stable. Will continue plan.")
    meta = {"patient": {"name": "William Brown", "mrn": "00123456", "dob": "1956-03-04"}}
    spans = RulesRecognizer().recognize(Note("n", text, metadata=meta))
    found = {text[s.start:s.end]: s.label for s in spans}
    assert found["Brown, William"] is Label.PATIENT
    assert found["00123456"] is Label.ID
    assert found["03/04/1956"] is Label.DATE
    assert found["Dr. Sheeley"] is Label.STAFF
    assert found["Methodist Hospital"] is Label.HOSPITAL
    assert found["Houston, TX"] is Label.LOCATION
    assert found["Rose"] is Label.PERSON
    for phrase in ("Foley", "Parkinson", "Will continue"):
        at = text.index(phrase)
        assert not any(s.start <= at < s.end for s in spans)
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))


def test_rules_close_the_all_caps_rare_name_leak_without_metadata():
    text = ("PT ZOLTAN QUIBBLEWICK (MRN 8830124) ADMITTED 7/2 FROM ST ELSEWHERE FOR RESP "
            "FAILURE. VENT: AC 500/14/5/50%. ABG 7.41/38/88.")
    spans = RulesRecognizer().recognize(Note("n", text))
    found = {(text[s.start:s.end], s.label) for s in spans}
    assert ("ZOLTAN QUIBBLEWICK", Label.PATIENT) in found
    assert {("7/2", Label.DATE), ("ST ELSEWHERE", Label.HOSPITAL)} <= found
    assert not any("/" in text[s.start:s.end] and s.label is Label.DATE
                   for s in spans if text[s.start:s.end] != "7/2")  # vent settings, ABG
