"""Pattern base and shared passes: tries, lower-casing, windows, containment, digit-led rules."""

import re

import pytest

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.patterns.base import digit_led, drop_contained
from stream.recognize.patterns.shared_passes import (
    _strip_lookbehinds,
    _windows,
    lower_text,
    trie_regex,
)


def test_trie_whole_words() -> None:
    regex = trie_regex(["pt", "patient", "p.o", "mr#"], whole_words=True)
    text = "pt patients p.o. box mr# apt patient's"
    assert [m.group() for m in regex.finditer(text)] == ["pt", "p.o", "mr#", "patient"]


def test_trie_prefixes() -> None:
    regex = trie_regex(["med", "medical"])
    assert [m.group() for m in regex.finditer("medical med medi")] == ["medical", "med", "med"]


def test_lower_text_keeps_offsets() -> None:
    text = "İstanbul Dr. X"
    assert len(lower_text(text)) == len(text)
    assert lower_text("ABC def") == "abc def"


def test_windows_merge() -> None:
    hits = list(re.finditer("@", "a@b@c" + " " * 50 + "@"))
    assert list(_windows(hits, (2, 2), 56)) == [(0, 6), (53, 56)]


def test_digit_led_refuses_backreferences() -> None:
    with pytest.raises(ValueError, match="back-references"):
        digit_led("bad", r"(\d)\1", 0.5)


def test_strip_lookbehinds() -> None:
    assert _strip_lookbehinds(r"(?<![\w.]\d)(?<!(?<!\d)[-–]\d)\d\d") == r"\d\d"
    assert _strip_lookbehinds(r"\d(?<=1)") == r"\d(?<=1)"


def test_drop_contained() -> None:
    spans = [Span(0, 10, Label.DATE), Span(2, 5, Label.DATE), Span(2, 5, Label.ID),
             Span(8, 12, Label.DATE)]
    assert drop_contained(spans) == [Span(0, 10, Label.DATE), Span(2, 5, Label.ID),
                                     Span(8, 12, Label.DATE)]
