"""PatternRecognizer: the public API, registration, and shared passes."""

import re
from re import _constants as C
from re import _parser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stream.recognize.patterns as patterns
from stream.core.categories import Label
from stream.core.spans import Note
from stream.recognize.base import Recognizer, recognize_all
from stream.recognize.patterns import FAMILIES, PatternFamily, PatternRecognizer


def test_public_api_is_pinned() -> None:
    assert sorted(patterns.__all__) == ["FAMILIES", "Pattern", "PatternFamily",
                                        "PatternRecognizer"]
    for name in patterns.__all__:
        assert hasattr(patterns, name)


def test_families_are_registered_once_with_unique_names() -> None:
    names = [cls.name for cls in FAMILIES]
    assert len(names) == len(set(names))
    assert set(names) == {"dates", "month_day", "history_years", "phones", "ssn", "identifiers",
                          "email", "url", "ip", "addresses", "ages", "names", "facilities",
                          "care_places", "cued_names", "sign_off", "place_heads"}


def test_recognizer_protocol_and_sources() -> None:
    recognizer: Recognizer = PatternRecognizer()
    assert recognizer.name == "patterns"
    text = "Dr. Smith saw Mr. Jones (MRN 1234567) on 1/2/2020, call 555-123-4567."
    spans = recognizer.recognize(Note("n1", text))
    assert [(text[s.start:s.end], s.label, s.source) for s in spans] == [
        ("Smith", Label.STAFF, "pattern:names/staff_title"),
        ("Jones", Label.PATIENT, "pattern:names/patient_title"),
        ("1234567", Label.ID, "pattern:identifiers/cued"),
        ("1/2/2020", Label.DATE, "pattern:dates/numeric"),
        ("555-123-4567", Label.PHONE, "pattern:phones/us"),
    ]
    assert all(0 < s.score <= 1 for s in spans)


def test_exclude_and_explicit_families() -> None:
    only_dates = PatternRecognizer(exclude=[c.name for c in FAMILIES if c.name != "dates"])
    assert [f.name for f in only_dates.families] == ["dates"]
    assert PatternRecognizer(families=[FAMILIES[0]()]).families[0].name == FAMILIES[0].name
    with pytest.raises(ValueError, match="unknown pattern families"):
        PatternRecognizer(exclude=["nope"])


def test_empty_and_plain_text() -> None:
    recognizer = PatternRecognizer()
    assert recognizer.recognize(Note("e", "")) == []
    assert recognizer.recognize(Note("p", "no phi here, lungs clear.")) == []


def test_batch_path() -> None:
    notes = [Note("a", "DOB 1/2/1950"), Note("b", "MRN 7654321")]
    assert recognize_all(PatternRecognizer(), notes) == [
        PatternRecognizer().recognize(n) for n in notes
    ]


def test_matched_text_never_in_errors() -> None:
    with pytest.raises(ValueError) as info:
        PatternRecognizer(exclude=["123-45-6789"])
    assert "123-45-6789" in str(info.value)  # the family name the caller gave, not note text


_PIECES = st.sampled_from([
    "Dr. Smith ", "Mr. Jones ", "MRN: 1234567 ", "1/2/2020 ", "Jan 2, 2020 ", "in 2019 ",
    "555-123-4567 ", "lee@example.com ", "www.example.org ", "10.0.0.1 ", "123 Main St ",
    "Boston, MA 02115 ", "92 yo ", "wife Mary ", "St. Mary's Hospital ", "pain 2/10 ",
    "BP 120/80 ", "take 1/2 tab ", "SSN 123-45-6789 ", "seen by Nguyen ", "\n", ", ", ". ",
    "ALL CAPS NOTE ", "Jane Doe, RN ", "pager 12345 ",
])


@pytest.mark.thorough
@settings(max_examples=60, deadline=None)
@given(st.lists(_PIECES, max_size=25))
def test_shared_passes_find_what_each_family_finds(pieces: list[str]) -> None:
    text = "".join(pieces)
    together = PatternRecognizer().recognize(Note("h", text))
    alone = sorted((s for cls in FAMILIES for s in cls().find(text)),
                   key=lambda s: (s.start, s.end))
    assert sorted(together, key=lambda s: (s.start, s.end, s.source)) == sorted(
        alone, key=lambda s: (s.start, s.end, s.source))
    assert all(0 <= s.start < s.end <= len(text) for s in together)


def _starts_fast(items: list) -> bool:
    """Whether a parsed regex starts with a literal, a class or literal-led alternatives."""
    op, av = items[0]
    if op is C.SUBPATTERN:
        return _starts_fast(list(av[3]))
    if op is C.BRANCH:
        return all(alt and alt[0][0] is C.LITERAL for alt in av[1])
    return op in (C.LITERAL, C.IN)


@pytest.mark.parametrize("family", [cls() for cls in FAMILIES], ids=lambda f: f.name)
def test_whole_text_patterns_start_with_a_literal_or_class(family) -> None:
    """Patterns scanned over the whole text must let the engine skip ahead quickly."""
    for pattern in family.patterns:
        if pattern.tail is None and pattern.anchor is None and not pattern.cues:
            parsed = list(_parser.parse(pattern.regex.pattern, pattern.regex.flags))
            assert _starts_fast(parsed), f"{family.name}.{pattern.name}"


@pytest.mark.parametrize("family", [cls() for cls in FAMILIES], ids=lambda f: f.name)
def test_every_rule_has_its_own_stable_name(family: PatternFamily) -> None:
    # a span's source is "pattern:<family>/<rule>": a rule's name must say which rule it is
    names = [p.name for p in family.patterns]
    assert len(names) == len(set(names))
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", n) for n in names)
