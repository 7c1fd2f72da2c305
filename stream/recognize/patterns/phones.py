"""Telephone, fax and pager numbers: US, international, extensions, cued short forms."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, first_words
from stream.recognize.patterns.base import (
    Pattern,
    PatternFamily,
    digit_led,
    has_digit,
)
from stream.recognize.regex_fragments import UNITS, trie_source
from stream.recognize.value_shapes import PHONE_DIGITS, phone_shaped

_LB = r"(?<![\w.,/#$:+-]\d)"  # after the leading digit: not inside a number or id
_END = r"(?![\w/]|[.,-]\d)"
_EXT = r"(?:\s{0,2}(?:x|X|ext\.?|EXT\.?|Ext\.?|extension|#)\s{0,2}\d{1,6})?"
_CUE_PHRASES = cue_list("identifiers", "phone_cue")
_CUE_WORDS = first_words(_CUE_PHRASES)  # "call" of "call back"
# a trie, a space one or more: before a number one phrase at most fits ("call", "callback" or
# "call back"), so the trie finds what the phrases tried in turn found
_CUE_SOURCE = trie_source(_CUE_PHRASES, space=r"\s+")
_SHORT_CUES = ("pager", "beeper", "pgr", "bpr")
# only whether a label is there counts, so a trie serves; a label's space is an optional one
_ID_CONTEXT = re.compile(
    r"(?i:\b" + trie_source(cue_list("identifiers", "phone_id_label"), space=r"\s?")
    + r"\b[^\n]{0,12}$)")
# a line's heading for the pagers it lists: "pagers:", "PAGERS -", "beepers:"
_PAGER_HEADING = re.compile(r"(?i:\b(?:pagers|beepers|pgrs)[ \t]?[:-])")
_DIGIT = re.compile(r"\d")
_DECIMAL = re.compile(r"\d\.\d")


def _before_unopened_bracket(value: str) -> int:
    """The length of `value` up to its first ")" that closes no "(" (all of it without one)."""
    depth = 0
    for i, char in enumerate(value):
        if char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                return len(value[:i].rstrip(" \t-"))
            depth -= 1
    return len(value)


def _digit_count(text: str, match: re.Match[str], pattern: Pattern) -> int:
    start, end = match.span(pattern.group)
    return len(_DIGIT.findall(text, start, end))


def _international_check(family: PhoneFamily, text: str, match: re.Match[str],
                         pattern: Pattern) -> bool:
    """An international number has 7 to 15 digits."""
    return 7 <= _digit_count(text, match, pattern) <= 15 and family.accept(text, match, pattern)


def _local_check(family: PhoneFamily, text: str, match: re.Match[str], pattern: Pattern) -> bool:
    """A local number is no range of a unit ("200-1000 mg") nor of round values ("IS
    750-1000")."""
    start, end = match.span(pattern.group)
    return (UNITS.match(text, end) is None and phone_shaped(text[start:end])
            and family.accept(text, match, pattern))


def _cued_check(family: PhoneFamily, text: str, match: re.Match[str], pattern: Pattern) -> bool:
    """A cued number with a phone's digit count; short ones only after a pager word."""
    digits = _digit_count(text, match, pattern)
    if digits not in PHONE_DIGITS or _DECIMAL.search(match.group(1)):
        return False
    if digits < 7:
        cue = match.group(0)[: match.start(1) - match.start()].lower()
        return any(w in cue for w in _SHORT_CUES)
    return _ID_CONTEXT.search(text, max(0, match.start() - 25), match.start()) is None


def _pager_list_check(family: PhoneFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> bool:
    """A number after a name in the line a pagers' heading opens ("pagers: trauma Dr. Vandagriff
    6612, burn Dr. Plaskett 6630"), the heading on the same line."""
    line = text.rfind("\n", 0, match.start()) + 1
    return (_PAGER_HEADING.search(text, line, match.start()) is not None
            and family.accept(text, match, pattern))


class PhoneFamily(PatternFamily):
    """PHONE: (555) 123-4567, 555.123.4567 x12, +1 555 123 4567, +44 20 7946 0958, pager 1234."""

    name = "phones"
    label = Label.PHONE
    context = re.compile(r"(?i:\b(?:phone|ph|tel|cell|mobile|fax|pager|contact|call)\b)")
    patterns: ClassVar[tuple[Pattern, ...]] = (
        # 555-123-4567, 555.123.4567, 555 123 4567, 555/123-4567, 1-555-123-4567
        digit_led("us", _LB + r"(?:(?<=1)[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|\d\d(?:-\d{3}-"
                  r"|\.\d{3}\.| \d{3}[ -]|/\d{3}-| [.-] \d{3} [.-] )\d{4})" + _EXT + _END, 0.85),
        # (555) 123-4567, (555) 123 - 4567
        Pattern("us_paren", re.compile(
            r"\(\d{3}\)\s?\d{3}(?:[ \t]?[.-][ \t]?|\s)?\d{4}" + _EXT + _END), 0.85),
        # 555-0142: a local number (exchange 2-9), weaker without a phone word
        digit_led("local", r"(?<![\w.,/#$:+-]\d)(?<![01])\d\d-\d{4}" + _END, 0.6,
                  check=_local_check),
        # 5551234567, only after a phone word
        digit_led("us_compact", _LB + r"(?:(?<=1)\d{10}|\d{9})" + _EXT + _END, 0.75,
                  needs_context=True),
        # +44 20 7946 0958, +1 (555) 123-4567: + country code, then digit groups
        Pattern("international", re.compile(
            r"\+(?<![\w+]\+)\d{1,3}(?:[\s.-]?\(\d{1,4}\)|[\s.-]\d{1,8}){1,6}" + _EXT + _END), 0.85,
            check=_international_check),
        # a pagers' list: each number after a name ("pagers: Dr. Truitt 4-1187, Ugwuegbu 4-2290")
        Pattern("pager_list", re.compile(
            r"[A-Z][A-Za-z'’-]+[ \t]{1,2}(?P<number>\d{4,5}|\d-\d{4})" + _END), 0.7,
            group="number", cues=("pagers", "beepers", "pgrs"), window=(0, 160),
            check=_pager_list_check),
        # after a phone word: 555-1234, pager 12345, 020 7946 0958
        Pattern("cued", re.compile(
            r"\b(?i:" + _CUE_SOURCE + r")\b"
            r"[\s.:#-]{0,4}(?:(?i:number|no|num|#)[\s.:#-]{0,3})?"
            r"(\+?\(?\d{1,5}\)?(?:(?:[ \t-]{1,2}|\.)\(?\d{2,5}\)?){0,4}" + _EXT + r")" + _END), 0.8,
            group=1, cues=_CUE_WORDS, check=_cued_check),
    )

    def prefilter(self, text: str) -> bool:
        """Phones need digits."""
        return has_digit(text)

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Not an identifier after MRN-like words."""
        start = match.start(pattern.group)
        return _ID_CONTEXT.search(text, max(0, start - 25), start) is None

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """The number without brackets around it, and ending before a bracket it did not open
        ("(413-555-0153)", "(cell 508-555-0174)", "(pgr 4471) 2015 cabg"); an area code's own
        brackets stay ("(508) 555-0178")."""
        start, end = match.span(pattern.group)
        value = text[start:end]
        if value.startswith("(") and value.find(")") == len(value) - 1:
            start, end = start + 1, end - 1  # the whole number in brackets
        else:
            end = start + _before_unopened_bracket(value)
        yield Span(start, end, self.label, self.source, pattern.score)
