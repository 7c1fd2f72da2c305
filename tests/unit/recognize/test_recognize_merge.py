"""merge(): union for recall, deterministic overlap resolution, word edges kept."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.merge import is_word_char, merge, priority, widen

L = Label


def show(spans: list[Span], text: str) -> list[tuple[str, str, str]]:
    return [(text[s.start:s.end], s.label.value, s.source) for s in spans]


CASES = [
    # same family: union, best label and source
    ("John Smith", [Span(0, 4, L.PERSON, "gazetteer:name", 0.7),
                    Span(0, 10, L.PATIENT, "known:patient", 1.0)],
     [("John Smith", "PATIENT", "known:patient")]),
    # adjacent name tokens join
    ("John Smith came", [Span(0, 4, L.PERSON, "gazetteer:name", 0.7),
                         Span(5, 10, L.STAFF, "model", 0.8)],
     [("John Smith", "STAFF", "model")]),
    ("Smith-Jones", [Span(0, 5, L.PERSON, "a", 0.5), Span(6, 11, L.PERSON, "b", 0.5)],
     [("Smith-Jones", "PERSON", "a")]),
    # facility words tagged one by one join over a space; places do not ("Boston" "MA")
    ("ashokan hills will call", [Span(0, 7, L.HOSPITAL, "repeat", 0.5),
                                 Span(8, 13, L.HOSPITAL, "model", 0.8)],
     [("ashokan hills", "HOSPITAL", "model")]),
    ("Boston MA", [Span(0, 6, L.LOCATION, "a", 0.9), Span(7, 9, L.LOCATION, "b", 0.9)],
     [("Boston", "LOCATION", "a"), ("MA", "LOCATION", "b")]),
    # an untitled name running into an organization is the organization's name; a titled name,
    # or a name before a unit, stays a name
    ("Padma Garden will pay", [Span(0, 5, L.PERSON, "model", 0.7),
                               Span(6, 12, L.HOSPITAL, "model", 0.8)],
     [("Padma Garden", "HOSPITAL", "model")]),
    ("BY OSPREY AIR AMBULANCE", [Span(3, 9, L.STAFF, "model", 0.7),
                                Span(10, 23, L.HOSPITAL, "model", 0.8)],
     [("OSPREY AIR AMBULANCE", "HOSPITAL", "model")]),
    ("for Wing River Electric;", [Span(4, 8, L.HOSPITAL, "model", 0.6),
                                  Span(9, 14, L.LOCATION, "model", 0.8),
                                  Span(15, 23, L.HOSPITAL, "model", 0.4)],
     [("Wing River Electric", "HOSPITAL", "model")]),
    ("WAITER AT CAFE SOUBRETTE, 3 WKS", [Span(10, 14, L.HOSPITAL, "model", 0.8),
                                       Span(15, 24, L.LOCATION, "model", 0.8)],
     [("CAFE SOUBRETTE", "HOSPITAL", "model")]),
    # a name before an organization that ends with no head stays a name; so does a titled one
    # whose piece opens with a space
    ("to Renata Delacroix (29", [Span(3, 9, L.PERSON, "gazetteer:name", 0.7),
                                 Span(10, 19, L.HOSPITAL, "model", 0.6)],
     [("Renata", "PERSON", "gazetteer:name"), ("Delacroix", "HOSPITAL", "model")]),
    ("DR BHATTACHARJEE CALLED ALAMEDA HOSPITAL", [Span(0, 40, L.HOSPITAL, "gazetteer:x", 0.8),
                                                  Span(3, 16, L.STAFF, "pattern:names", 0.8)],
     [("DR", "HOSPITAL", "gazetteer:x"), ("BHATTACHARJEE", "STAFF", "pattern:names"),
      ("CALLED ALAMEDA HOSPITAL", "HOSPITAL", "gazetteer:x")]),
    ("Dr. Kessler Clinic", [Span(4, 11, L.STAFF, "model", 0.9),
                           Span(12, 18, L.HOSPITAL, "model", 0.8)],
     [("Dr. Kessler", "STAFF", "model"), ("Clinic", "HOSPITAL", "model")]),
    ("called smith ER", [Span(7, 12, L.STAFF, "model", 0.9),
                         Span(13, 15, L.HOSPITAL, "model", 0.8)],
     [("smith", "STAFF", "model"), ("ER", "HOSPITAL", "model")]),
    # different families: the higher priority keeps its extent, the rest stays covered
    ("May 5, 2020", [Span(0, 3, L.PERSON, "gazetteer:name", 0.7),
                     Span(0, 11, L.DATE, "pattern:dates", 0.9)],
     [("May 5, 2020", "DATE", "pattern:dates")]),
    ("Boston, MA 02115", [Span(0, 16, L.LOCATION, "gazetteer:place", 0.95),
                          Span(11, 16, L.ID, "pattern:identifiers", 0.5)],
     [("Boston, MA", "LOCATION", "gazetteer:place"), ("02115", "ID", "pattern:identifiers")]),
    # a span inside a token grows to the token's edges
    ("MRN12345678", [Span(3, 8, L.ID, "pattern:identifiers", 0.9)],
     [("MRN12345678", "ID", "pattern:identifiers")]),
    # known values beat patterns, patterns for structured labels beat the gazetteer
    ("Call 555-0123", [Span(5, 13, L.PHONE, "pattern:phones", 0.9),
                       Span(5, 13, L.ID, "known:id", 1.0)],
     [("555-0123", "ID", "known:id")]),
    # touching spans of one family join; of two families they stay apart
    ("12 Main St Boston", [Span(0, 10, L.LOCATION, "a", 0.5), Span(10, 17, L.LOCATION, "b", 0.9)],
     [("12 Main St Boston", "LOCATION", "b")]),
    ("Dr.Smith", [Span(0, 3, L.OTHER, "x", 0.5), Span(3, 8, L.STAFF, "y", 0.5)],
     [("Dr.", "OTHER", "x"), ("Smith", "STAFF", "y")]),
    # a deciding cue's name or place over the model's other reading of the same words, where
    # the model's spans cover all of it; the model keeps its label against weaker sources
    ("IN JENKINS\nTAULBEE, EXALEE, 91 YO F",
     [Span(11, 18, L.LOCATION, "model", 0.99), Span(20, 26, L.LOCATION, "model", 0.95),
      Span(11, 26, L.PATIENT, "pattern:names/line_header", 0.75)],
     [("TAULBEE, EXALEE", "PATIENT", "pattern:names/line_header")]),
    ("per Fr. Kilbride today", [Span(4, 16, L.LOCATION, "model", 0.9),
                                Span(4, 16, L.PERSON, "pattern:names/person_title", 0.8)],
     [("Fr. Kilbride", "PERSON", "pattern:names/person_title")]),
    ("flown by Boreas Flight", [Span(9, 22, L.STAFF, "model", 0.9),
                                Span(9, 22, L.HOSPITAL, "pattern:place_heads/named_head", 0.8)],
     [("Boreas Flight", "HOSPITAL", "pattern:place_heads/named_head")]),
    ("LIVES IN CHESTER", [Span(9, 16, L.LOCATION, "model", 0.9),
                          Span(6, 16, L.PERSON, "pattern:names/named", 0.7)],
     [("IN", "PERSON", "pattern:names/named"), ("CHESTER", "LOCATION", "model")]),
    ("from Sawtell today", [Span(5, 12, L.LOCATION, "model", 0.9),
                            Span(5, 12, L.PERSON, "gazetteer:name", 0.7)],
     [("Sawtell", "LOCATION", "model")]),
    ("0200 Grundy biting", [Span(5, 11, L.LOCATION, "model", 0.9),
                           Span(5, 11, L.PATIENT, "pattern:cued_names/clock_subject", 0.7)],
     [("Grundy", "LOCATION", "model")]),
    # clipped to the text; empty spans dropped
    ("abc", [Span(-2, 2, L.OTHER, "x", 0.5), Span(2, 2, L.ID, "y", 1.0)],
     [("abc", "OTHER", "x")]),
    # offsets count characters of the original text, whatever case maps do
    ("İİ ß Smith", [Span(5, 10, L.PERSON, "g", 0.7), Span(0, 2, L.LOCATION, "g", 0.7)],
     [("İİ", "LOCATION", "g"), ("Smith", "PERSON", "g")]),
]


@pytest.mark.parametrize(("text", "spans", "expected"), CASES)
def test_merge_cases(text: str, spans: list[Span], expected: list[tuple[str, str, str]]) -> None:
    assert show(merge(spans, text), text) == expected


def test_names_do_not_join_across_lines() -> None:
    text = "John\nSmith"
    spans = [Span(0, 4, L.PERSON, "a", 0.5), Span(5, 10, L.PERSON, "a", 0.5)]
    assert show(merge(spans, text), text) == [("John", "PERSON", "a"), ("Smith", "PERSON", "a")]


def test_priority_order_documented() -> None:
    known = Span(0, 1, L.PERSON, "known:patient", 0.1)
    structured = Span(0, 1, L.ID, "pattern:identifiers", 0.1)
    model = Span(0, 1, L.PERSON, "model", 0.99)
    gazetteer = Span(0, 1, L.LOCATION, "gazetteer:place", 0.99)
    other = Span(0, 1, L.LOCATION, "something", 1.0)
    ranked = sorted([other, gazetteer, model, structured, known], key=priority, reverse=True)
    assert ranked == [known, structured, model, gazetteer, other]


def test_widen() -> None:
    assert widen(Span(1, 2, L.ID, "x", 1.0), "abc def") == Span(0, 3, L.ID, "x", 1.0)
    assert widen(Span(4, 7, L.ID, "x", 1.0), "abc def") == Span(4, 7, L.ID, "x", 1.0)
    assert widen(Span(9, 12, L.ID, "x", 1.0), "abc") is None
    # a two-digit year grows over its apostrophe; a contraction's is no year's
    assert widen(Span(6, 8, L.DATE, "x", 1.0), "navy '64-'68") == Span(5, 8, L.DATE, "x", 1.0)
    assert widen(Span(5, 7, L.DATE, "x", 1.0), "rock'64") == Span(5, 7, L.DATE, "x", 1.0)
    assert widen(Span(6, 8, L.ID, "x", 1.0), "navy '64-'68") == Span(6, 8, L.ID, "x", 1.0)
    # nothing but spaces or punctuation: no identifier in it
    assert widen(Span(3, 4, L.ID, "x", 1.0), "abc def") is None
    assert widen(Span(3, 4, L.ID, "x", 1.0), "7a - 7p") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [("91F fall", "91"), ("67yo M", "67"), ("58M w/", "58"), ("29 y/o", "29"), ("90s", "90s"),
     ("67y/o", "67"), ("45Fx", "45Fx")],
)
def test_an_age_glued_to_sex_or_unit_is_the_number(text: str, expected: str) -> None:
    (span,) = merge([Span(0, 2, L.AGE, "pattern:ages", 0.9)], text)
    assert text[span.start:span.end] == expected


# --- properties -----------------------------------------------------------------------------

ALPHABET = "ab Z9-,.'\n\tİßé\u0301"
LABELS = list(Label)
SOURCES = ["known:patient", "pattern:dates", "pattern:names", "gazetteer:name", "model", "x"]


@st.composite
def texts_and_spans(draw: st.DrawFn) -> tuple[str, list[Span]]:
    text = draw(st.text(alphabet=ALPHABET, min_size=1, max_size=40))
    n = len(text)
    spans = []
    for _ in range(draw(st.integers(0, 8))):
        start = draw(st.integers(-2, n + 1))
        end = draw(st.integers(start, n + 3))
        spans.append(Span(start, end, draw(st.sampled_from(LABELS)),
                          draw(st.sampled_from(SOURCES)),
                          draw(st.floats(0, 1, allow_nan=False))))
    return text, spans


def covered(spans: list[Span], n: int) -> set[int]:
    return {i for s in spans for i in range(max(0, s.start), min(n, s.end))}


@settings(max_examples=400, deadline=None)
@given(texts_and_spans())
def test_merge_properties(case: tuple[str, list[Span]]) -> None:
    text, spans = case
    out = merge(spans, text)
    # sorted and non-overlapping, each non-empty and inside the text
    assert all(0 <= s.start < s.end <= len(text) for s in out)
    assert all(a.end <= b.start for a, b in itertools.pairwise(out))
    # every character but whitespace of every input span with a letter or digit stays covered
    meaningful = [s for s in spans if any(is_word_char(c) for c in text[max(0, s.start):s.end])]
    visible = {i for i in covered(meaningful, len(text)) if not text[i].isspace()}
    assert visible <= covered(out, len(text))
    assert all(not text[s.start].isspace() and not text[s.end - 1].isspace() for s in out)
    assert all(any(is_word_char(c) for c in text[s.start:s.end]) for s in out)
    # no alphanumeric token is split (an age may end where its number does: "91F")
    for s in out:
        edges = (s.start,) if s.label is L.AGE and text[s.end - 1].isdigit() else (s.start, s.end)
        for edge in edges:
            assert not (0 < edge < len(text) and is_word_char(text[edge - 1])
                        and is_word_char(text[edge]))
    # labels and sources come from the input
    assert {(s.label, s.source) for s in out} <= {(s.label, s.source) for s in spans}


@settings(max_examples=200, deadline=None)
@given(texts_and_spans(), st.randoms())
def test_merge_is_order_independent(case: tuple[str, list[Span]], rnd: random.Random) -> None:
    text, spans = case
    shuffled = list(spans)
    rnd.shuffle(shuffled)
    assert merge(shuffled, text) == merge(spans, text)


@settings(max_examples=200, deadline=None)
@given(texts_and_spans())
def test_merge_is_idempotent(case: tuple[str, list[Span]]) -> None:
    text, spans = case
    once = merge(spans, text)
    assert merge(once, text) == once
