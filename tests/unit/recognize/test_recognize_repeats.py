"""A name or place found once is found at its other mentions in the note, and nothing else is."""

from __future__ import annotations

import pytest

from stream.core.categories import Label
from stream.core.spans import Note, Span
from stream.recognize.repeats import SOURCE, carried, repeated_mentions
from stream.recognize.rules import RulesRecognizer

P, S, H, L = Label.PERSON, Label.STAFF, Label.HOSPITAL, Label.LOCATION


def _span(text: str, value: str, label: Label, nth: int = 0) -> Span:
    start = -1
    for _ in range(nth + 1):
        start = text.index(value, start + 1)
    return Span(start, start + len(value), label, "model", 0.9)


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        # other mentions in any case take the found span's label
        ("wife zelma in till 2100. ZELMA asked about the bill",
         [("zelma", P)], [("ZELMA", P)]),
        ("son caspar called at 1900. caspar will come in am; Caspar's car",
         [("caspar", P)], [("caspar", P), ("Caspar", P)]),
        # every carried word of a longer span, alone
        ("to foxhollow rehab 3/2 ... pt prefers foxhollow", [("foxhollow rehab", H)],
         [("foxhollow", H)]),
        ("Dr. Haddington aware. per haddington, k 4.0", [("Dr. Haddington", S)],
         [("haddington", S)]),
        ("lives in quillington falls. quillington ems", [("quillington falls", L)],
         [("quillington", L)]),
        # a mention takes the words that followed it in the found span, as far as written
        ("from Okolona Ridge Nursing Home. the okolona ridge paperwork",
         [("Okolona Ridge Nursing Home", H)], [("okolona ridge", H)]),
        ("from Okolona Ridge Nursing Home. okolona ridge nursing home called",
         [("Okolona Ridge Nursing Home", H)], [("okolona ridge nursing home", H)]),
        ("from Okolona Ridge. okolona rehab called", [("Okolona Ridge", H)], [("okolona", H)]),
        # an uncommon English word opening a found span, only with the words after it
        ("from Sassafras Ridge Nursing Home. the sassafras ridge paperwork",
         [("Sassafras Ridge Nursing Home", H)], [("sassafras ridge", H)]),
        ("from Sassafras Ridge Nursing Home. sassafras tea given",
         [("Sassafras Ridge Nursing Home", H)], []),
        # in the patient's name any word but a clinical one opens a mention, even where the
        # words after it are in a span already
        ("KILLS THUNDER, JALEN. mom Lovina Kills Thunder at bs. kills time",
         [("KILLS THUNDER, JALEN", Label.PATIENT)], [("Kills Thunder", Label.PATIENT)]),
        ("KILLS THUNDER, JALEN. mom Lovina Kills Thunder at bs",
         [("KILLS THUNDER, JALEN", Label.PATIENT), ("Thunder", P)], [("Kills", Label.PATIENT)]),
        ("CHASES SPARROW, WILBERT. dog chases cars; sister mamie chases sparrow",
         [("CHASES SPARROW, WILBERT", Label.PATIENT)], [("chases sparrow", Label.PATIENT)]),
        # without the punctuation at the words' edges, which ends the mention
        ("lives at Okolona Ridge, Ky. okolona ridge trailer", [("Okolona Ridge, Ky", L)],
         [("okolona ridge", L)]),
        ("from Okolona Ridge Home. okolona ridge, then home", [("Okolona Ridge Home", H)],
         [("okolona ridge", H)]),
        # a word found under two labels: the name label first in the order wins
        ("nurse Tisdale at Tisdale Manor; tisdale called", [("Tisdale", S), ("Tisdale Manor", H)],
         [("tisdale", S)]),
        # whole words only, and never where a span already is
        ("zelma here; zelmas and rezelma are other words", [("zelma", P)], []),
        # ordinary words, clinical terms, ICU abbreviations and care words are not carried
        ("wife Rose at bedside, rose to 102 later", [("Rose", P)], []),
        ("Dr Foley aware. foley draining", [("Dr Foley", S)], []),
        ("back to SANDPIPER LTACH; call ltach re bed", [("SANDPIPER LTACH", H)], []),
        ("NPO AFTER MN FOR BRONCH. bronch at 0900", [("BRONCH", Label.PATIENT)], []),
        # words under four letters are too short to carry
        ("son Eli in. eli says", [("Eli", P)], []),
        # dates and other labels are not carried
        ("seen 3/14 and again 3/14", [("3/14", Label.DATE)], []),
        # the initials of a facility of three to five words, in any case; none of two words,
        # none that spell a clinical term or an English word
        ("from Saint Odilia's Hospital. imipenem (since SOH)",
         [("Saint Odilia's Hospital", H)], [("SOH", H)]),
        ("to ashokan hills rehabilitation center; ahrc wants cxr",
         [("ashokan hills rehabilitation center", H)], [("ahrc", H)]),
        ("from Mercy Hospital, MH aware", [("Mercy Hospital", H)], []),
        ("Chf Heart Foundation sent; chf worse", [("Chf Heart Foundation", H)], []),
    ],
)
def test_repeated_mentions(text: str, found: list[tuple[str, Label]],
                           expected: list[tuple[str, Label]]) -> None:
    spans = sorted((_span(text, value, label) for value, label in found),
                   key=lambda s: s.start)
    got = repeated_mentions(spans, text)
    assert [(text[s.start:s.end], s.label) for s in got] == expected
    assert all(s.source == SOURCE for s in got)


def test_a_repeat_overlapping_a_span_is_not_added() -> None:
    text = "wife zelma; zelma-ann later"
    spans = [_span(text, "zelma", P), Span(12, 21, Label.PERSON, "model", 0.9)]
    assert repeated_mentions(spans, text) == []


@pytest.mark.parametrize(("word", "expected"), [
    ("zelma", True), ("Foxhollow", True), ("SBGH", True),
    ("rose", False), ("will", False), ("Foley", False), ("ltach", False), ("meds", False),
])
def test_carried(word: str, expected: bool) -> None:
    assert carried(word) is expected


def test_the_rules_recognizer_finds_the_uncued_mention() -> None:
    note = Note("n1", "dtr Idony called from home. Idony will come in Fri w/ her husband")
    spans = RulesRecognizer().recognize(note)
    idony = [note.text[s.start:s.end] for s in spans if s.label is Label.PERSON]
    assert idony == ["Idony", "Idony"]
    assert spans[1].source == SOURCE
