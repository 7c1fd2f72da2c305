"""Site vocabulary matching: deny entries with their variants, case and context rules."""

from __future__ import annotations

import pytest

from stream.core.categories import Label
from stream.recognize.vocabulary import compile_vocabulary
from stream.recognize.vocabulary.entries import parse_entries

VOCAB = b"""
deny:
  STAFF: [Jane A. Roe, "Okafor, Chidi"]
  HOSPITAL:
    - Springfield General Hospital
    - {term: MV, context: required}
    - {term: Hillcrest Rehab, variants: false}
  LOCATION: [Millbrook, {term: Hope, context: required}]
  ID: [ZX-99]
allow: [Parkinson, Blue Ward]
"""


@pytest.fixture(scope="module")
def vocab():
    return compile_vocabulary(parse_entries(VOCAB, ".yaml"), "v1")


def found(vocab, text: str) -> set[tuple[str, Label]]:
    return {(text[s.start:s.end], s.label) for s in vocab.deny_spans(text)}


@pytest.mark.parametrize(("text", "expected"), [
    # names: the entry and its generated orders, initials and nicknames
    ("Seen with Jane Roe today", {("Jane Roe", Label.STAFF)}),
    ("Seen with Jane A. Roe today", {("Jane A. Roe", Label.STAFF)}),
    ("Roe, Jane at bedside", {("Roe, Jane", Label.STAFF)}),
    ("Paged J. Roe.", {("J. Roe", Label.STAFF)}),
    ("Chidi Okafor signed", {("Chidi Okafor", Label.STAFF)}),
    ("JANE ROE", {("JANE ROE", Label.STAFF)}),
    # the surname alone needs a title or a credential
    ("Discussed with Dr. Roe", {("Roe", Label.STAFF)}),
    ("Discussed with Roe, MD", {("Roe", Label.STAFF)}),
    ("fish roe on the tray", set()),
    ("Roe was notified", set()),
    # facilities: context-free names, initialisms only in a care context and in capitals
    ("Transferred from Springfield General Hospital", {("Springfield General Hospital",
                                                        Label.HOSPITAL)}),
    ("Transferred from SGH overnight", {("SGH", Label.HOSPITAL)}),
    ("seen at MV ED", {("MV", Label.HOSPITAL)}),
    ("sent to MV", {("MV", Label.HOSPITAL)}),
    ("MV settings unchanged", set()),
    ("SGH noted", set()),
    ("transferred from sgh", set()),
    ("Went to Hillcrest Rehab", {("Hillcrest Rehab", Label.HOSPITAL)}),
    ("Went to HR", set()),  # variants: false
    # places and identifiers
    ("Lives in Millbrook with wife", {("Millbrook", Label.LOCATION)}),
    ("moved from Hope last year", {("Hope", Label.LOCATION)}),
    ("Hope for recovery", set()),
    ("tag ZX-99 on file", {("ZX-99", Label.ID)}),
    # whole words only
    ("Millbrooks", set()),
])
def test_deny(vocab, text: str, expected: set[tuple[str, Label]]) -> None:
    assert found(vocab, text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Parkinson disease on Blue Ward", ["Parkinson", "Blue Ward"]),
    ("BLUE WARD", ["BLUE WARD"]),
    ("Blue Wardrobe", []),
])
def test_allowed_ranges(vocab, text: str, expected: list[str]) -> None:
    assert [text[a:b] for a, b in vocab.allowed_ranges(text)] == expected


def test_denied_and_allowed_term_is_denied() -> None:
    entries = parse_entries(b"deny:\n  STAFF: [Jane Roe]\nallow: [Jane Roe]\n", ".yaml")
    vocab = compile_vocabulary(entries, "v1")
    assert vocab.allowed_ranges("Jane Roe") == []
    assert found(vocab, "Jane Roe") == {("Jane Roe", Label.STAFF)}


def test_empty_vocabulary_finds_nothing() -> None:
    vocab = compile_vocabulary([], "v0")
    assert vocab.deny_spans("Jane Roe") == [] and vocab.allowed_ranges("x") == []


def test_repr_names_no_term(vocab) -> None:
    assert "Roe" not in repr(vocab) and "Roe" not in repr(parse_entries(VOCAB, ".yaml"))
