"""RulesRecognizer and CompositeRecognizer: every rule runs, the spans come out merged."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from concurrent.futures import Future

import pytest

from stream.core.categories import Label
from stream.core.spans import Note, Span
from stream.recognize.gazetteer import GazetteerRecognizer
from stream.recognize.known_values import KnownValuesRecognizer
from stream.recognize.rules import CompositeRecognizer, RulesRecognizer, merged_with_repeats


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


class Submitted:
    """A background recognizer (base.BackgroundRecognizer) whose futures the test completes:
    each submitted chunk's future stays pending until `finish` or `fail`."""

    name = "submitted"

    def __init__(self, spans: list[Span], pipeline_notes: int = 0) -> None:
        self.spans = spans
        self.pipeline_notes = pipeline_notes
        self.futures: list[Future[list[list[Span]]]] = []
        self.chunks: list[list[str]] = []

    def submit_batch(self, notes: Sequence[Note]) -> Future[list[list[Span]]]:
        future: Future[list[list[Span]]] = Future()
        self.futures.append(future)
        self.chunks.append([n.id for n in notes])
        return future

    def finish(self) -> None:
        for future, chunk in zip(self.futures, self.chunks, strict=True):
            if not future.done():
                future.set_result([list(self.spans) for _ in chunk])


class FinishesWhenCalled(Fixed):
    """A recognizer run on the caller's thread that completes `background`'s futures only once
    it runs: the composite gets their results only if it ran this one while they computed."""

    def __init__(self, name: str, spans: list[Span], background: Submitted) -> None:
        super().__init__(name, spans)
        self.background = background
        self.submitted_before: list[int] = []

    def recognize_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        self.submitted_before.append(len(self.background.futures))
        self.background.finish()
        return super().recognize_batch(notes)


NOTES = [Note(str(i), "John Smith") for i in range(5)]
MODEL_SPAN = Span(5, 10, Label.PERSON, "model", 0.9)
RULE_SPAN = Span(0, 4, Label.PERSON, "gazetteer:name", 0.7)


@pytest.mark.parametrize(("pipeline_notes", "chunks"), [
    (0, [["0", "1", "2", "3", "4"]]),            # the whole batch at once (onnxruntime)
    (2, [["0", "1"], ["2", "3"], ["4"]]),        # chunks of 2, the last one shorter (Triton)
    (5, [["0", "1", "2", "3", "4"]]),
    (9, [["0", "1", "2", "3", "4"]]),
])
def test_composite_submits_background_batches_then_runs_the_rules_meanwhile(
        pipeline_notes, chunks) -> None:
    model = Submitted([MODEL_SPAN], pipeline_notes)
    rules = FinishesWhenCalled("rules", [RULE_SPAN], model)
    composite = CompositeRecognizer([model, rules], name="ensemble")
    got = composite.recognize_batch(NOTES)
    assert model.chunks == chunks
    assert rules.submitted_before == [len(chunks)] * len(chunks)  # every chunk submitted first
    plain = CompositeRecognizer([Fixed("model", [MODEL_SPAN]), Fixed("rules", [RULE_SPAN])])
    assert got == plain.recognize_batch(NOTES) == [[Span(0, 10, Label.PERSON, "model", 0.9)]] * 5


def test_composite_without_background_recognizers_runs_the_batch_whole() -> None:
    rules = Fixed("rules", [RULE_SPAN])
    assert CompositeRecognizer([rules]).recognize_batch(NOTES) == [[RULE_SPAN]] * 5
    assert rules.batches == 1


class Unavailable(Exception):
    pass


@pytest.mark.parametrize("failing_chunk", [0, 1, 2])
def test_a_failed_background_chunk_fails_the_whole_batch(failing_chunk) -> None:
    model = Submitted([MODEL_SPAN], pipeline_notes=2)
    rules = FinishesWhenCalled("rules", [RULE_SPAN], model)
    original_finish = model.finish

    def finish_one_failing() -> None:
        future = model.futures[failing_chunk]
        if not future.done():
            future.set_exception(Unavailable("model server down"))
        original_finish()

    model.finish = finish_one_failing
    with pytest.raises(Unavailable):
        CompositeRecognizer([model, rules]).recognize_batch(NOTES)


def test_a_failing_rule_cancels_the_background_chunks_still_pending() -> None:
    model = Submitted([MODEL_SPAN], pipeline_notes=2)
    with pytest.raises(RuntimeError):
        CompositeRecognizer([model, Broken()]).recognize_batch(NOTES)
    assert len(model.futures) == 3
    assert all(future.cancelled() for future in model.futures)


def test_a_proposal_the_check_cut_a_merged_span_away_from_is_judged_again() -> None:
    text = "mrn 0662-7715 / dob 3/3/1997 / 22 yo m"
    tagged = Span(text.index("3/3"), text.index(" yo"), Label.DATE, "model", 0.98)
    date = Span(text.index("3/3"), text.index(" / 22"), Label.DATE, "pattern:dates/numeric", 0.9)
    age = Span(text.index("22"), text.index(" yo"), Label.AGE, "pattern:ages/years_old", 0.9)
    spans = merged_with_repeats([tagged, date, age], text)
    assert [(text[s.start:s.end], s.label) for s in spans] == [
        ("3/3/1997", Label.DATE), ("22", Label.AGE)]
