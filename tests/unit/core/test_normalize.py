"""Normalisation before recognition: offsets map back exactly, and obfuscated names are found."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import DEFAULT_ACTIONS, Policy
from stream.anonymize.strategy import SurrogateContext
from stream.core.categories import Label
from stream.core.normalize import normalize
from stream.core.spans import Note
from stream.engine.deidentify import Deidentifier
from stream.recognize.rules import RulesRecognizer

# Letters, marks, spaces and the characters normalisation changes, so that examples mix them.
TRICKY = "\u200b\u200c\u200d\u2060\ufeff\u00ad\u034f\ufe0f\u00a0\u3000Ｑｕｅｎｎｅｌｌﬁĳ①é\u0301"
texts = st.text(alphabet=st.sampled_from("Quenl 5-.") | st.sampled_from(TRICKY)
                | st.characters(), max_size=40)


def _ranges(norm_len: int) -> st.SearchStrategy[tuple[int, int]]:
    return st.tuples(st.integers(0, norm_len - 1), st.integers(1, norm_len)).filter(
        lambda r: r[0] < r[1])


@given(texts, st.data())
def test_a_normalised_range_maps_to_the_original_characters_it_came_from(text, data):
    norm = normalize(text)
    if not norm.text:
        return
    s, e = data.draw(_ranges(len(norm.text)))
    a, b = norm.original(s, e)
    assert 0 <= a < b <= len(text)
    assert norm.text[s:e] in normalize(text[a:b]).text
    # nothing outside [a, b) normalises into the range: the characters around it stay outside
    assert normalize(text[:a]).text + normalize(text[a:b]).text + normalize(text[b:]).text \
        == norm.text


@given(texts)
def test_the_map_is_monotonic_and_covers_every_kept_character(text):
    norm = normalize(text)
    if norm.starts is None:
        assert norm.text == text
        return
    assert len(norm.starts) == len(norm.ends) == len(norm.text)
    pairs = list(zip(norm.starts, norm.ends, strict=True))
    assert all(a < b for a, b in pairs)
    assert pairs == sorted(pairs)
    assert not any(unicodedata.category(c) == "Cf" for c in norm.text)


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_ascii_is_unchanged(text):
    norm = normalize(text)
    assert (norm.text, norm.starts) == (text, None)


def test_removed_characters_inside_a_span_are_covered():
    text = "Mr Quen\u200bnell seen"
    norm = normalize(text)
    s = norm.text.index("Quennell")
    assert norm.original(s, s + 8) == (3, 12)
    assert text[3:12] == "Quen\u200bnell"


@pytest.fixture(scope="module")
def deidentifier():
    return Deidentifier(RulesRecognizer(), Anonymizer(Policy(DEFAULT_ACTIONS)))


NAME = "Quennell"


@pytest.mark.parametrize(("text", "meta_name"), [
    ("Seen: Quen\u200bnell today.", NAME),  # zero-width space
    ("Seen: Quen\u00adnell today.", NAME),  # soft hyphen
    ("Seen: Ｑｕｅｎｎｅｌｌ today.", NAME),  # fullwidth letters
    ("Seen: Q\u2060u\u200ce\u200dnnell today.", NAME),  # word joiner and zero-width (non)joiners
    ("Seen: \ufeffQuennell\u200b today.", NAME),  # invisible characters at the edges
    ("Seen: Quennell today.", "Quen\u200bnell"),  # obfuscated in the metadata
    ("Seen: Quen\u00adnell today.", "Ｑｕｅｎｎｅｌｌ"),  # obfuscated in both
])
def test_known_names_are_found_through_obfuscation(deidentifier, text, meta_name):
    note = Note("n", text, "p", None, {"patient": {"name": meta_name}})
    spans = deidentifier.detect(note)
    named = [text[s.start:s.end] for s in spans if s.label is Label.PATIENT]
    assert len(named) == 1
    assert normalize(named[0]).text == NAME
    start = text.index(named[0])
    assert unicodedata.category(text[start]) != "Cf"  # spans start and end on visible chars


@pytest.mark.parametrize("text", [
    "Call 555\u200b-201-3344 today.",
    "Call ５５５-２０１-３３４４ today.",
    "SSN 123\u00ad-45-6789.",
])
def test_patterns_see_through_obfuscation_too(deidentifier, text):
    spans = deidentifier.detect(Note("n", text))
    digits = "".join(c for s in spans for c in normalize(text[s.start:s.end]).text if c.isdigit())
    assert len(digits) >= 9


@pytest.mark.parametrize(("label", "plain", "hidden"), [
    (Label.PATIENT, "Quennell", "Quen\u200bnell"),
    (Label.PATIENT, "Quennell", "Ｑｕｅｎｎｅｌｌ"),
    (Label.PHONE, "555-201-3344", "555\u00ad-201-3344"),
    (Label.DATE, "03/04/1961", "０３/０４/１９６１"),
])
def test_an_obfuscated_value_gets_the_surrogate_of_the_plain_one(deidentifier, key, label,
                                                                  plain, hidden):
    ctx = SurrogateContext(key=key, label=label, note_id="n", patient_id="p")
    replace = deidentifier.anonymizer.replace
    assert replace(hidden, ctx)[0] == replace(plain, ctx)[0] != plain
