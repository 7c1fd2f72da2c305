"""Format checks on the tagger's structured spans: it reads context well, formats less so.

An e-mail address has no space beside its "@" ("TF @ GOAL" is tube feeds at goal rate); a
shift such as "1900-0700" is two clock times and "34 5/7 wk" a gestational age, not dates; a
lone "M" or "F" after an age ("67yo M") is a sex, not a name ("Paul M" keeps its initial); a
credential alone ("M.D." on the line above a letterhead) is nothing. Rules find the real ones.
"""

from __future__ import annotations

import re

from stream.categories import NAME_LABELS, Label
from stream.spans import Span

_EMAIL = re.compile(r"[\w.+-]@[\w-]")
_CLOCK_RANGE = re.compile(r"([01]\d|2[0-3])[0-5]\d\s?-\s?([01]\d|2[0-3])[0-5]\d")
_CLOCK_CHARS = "0123456789- "
_GESTATIONAL_AGE = re.compile(r"(?i:\d{2}\s{0,2}(?:\d/7|\+\s?\d)\s{0,2}(?:w|wk|wks|weeks?)\b)")
_SEXES = frozenset({"M", "F", "m", "f"})
_CREDENTIAL = re.compile(r"(?i:m\.?d\.?|d\.?o\.?|r\.?n\.?|n\.?p\.?|p\.?a\.?(?:-c)?|ph\.?d\.?)")
_AGE_BEFORE = re.compile(
    r"(?i:\d(?:[\s-]?(?:yo|y/o|y\.o\.?|years?[\s-]old|yrs?[\s-]old))?)[\s,]{0,2}$")


def plausible(span: Span, text: str) -> bool:
    """Whether a model span's text can have its label's format."""
    if _CREDENTIAL.fullmatch(text, span.start, span.end):
        return False
    if span.label is Label.EMAIL:
        return _EMAIL.search(text, span.start, span.end) is not None
    if span.label is Label.DATE:
        return not (_in_clock_range(span, text) or _in_gestational_age(span, text))
    if span.label in NAME_LABELS and text[span.start:span.end] in _SEXES:
        return _AGE_BEFORE.search(text, max(0, span.start - 12), span.start) is None
    return True


def _in_clock_range(span: Span, text: str) -> bool:
    """Whether the span lies inside "HHMM-HHMM" where not both parts could be years."""
    start, end = span.start, span.end
    while start > 0 and text[start - 1] in _CLOCK_CHARS and span.start - start < 12:
        start -= 1
    while end < len(text) and text[end] in _CLOCK_CHARS and end - span.end < 12:
        end += 1
    match = _CLOCK_RANGE.fullmatch(text[start:end].strip())
    if match is None:
        return False
    parts = [int(p) for p in re.findall(r"\d{4}", match.group())]
    return not all(1900 <= p <= 2100 for p in parts)


def _in_gestational_age(span: Span, text: str) -> bool:
    """Whether the span lies inside "34 5/7 wk" or "39+2 weeks"."""
    for match in _GESTATIONAL_AGE.finditer(text, max(0, span.start - 8), span.end + 14):
        if match.start() <= span.start and span.end <= match.end():
            return True
    return False
