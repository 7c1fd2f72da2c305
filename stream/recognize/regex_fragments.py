"""Regex fragments shared by several pattern families: months, weekdays, days, years, units,
name tokens and state codes."""

from __future__ import annotations

import re

from stream.core.calendar_words import months, weekdays
from stream.recognize.cue_vocabulary import cue_list

# Each month as its shortest form (the stem) and the endings that complete its other forms:
# ("jan", ("uary",)), ("may", ()), ("sep", ("tember", "t")).
_MONTHS = tuple(
    (m.abbreviations[0], tuple(f[len(m.abbreviations[0]):] for f in (m.name, *m.abbreviations[1:])))
    if m.abbreviations else (m.name, ()) for m in months())
_NO_LOWER = {"may", "mar"}  # "may" is a verb, "mar" the administration record


def _month_forms(stem: str, endings: tuple[str, ...]) -> list[str]:
    """`Jan(?:uary)?` in Title, UPPER and (when unambiguous) lower case."""
    cases = [(str.title, str.lower), (str.upper, str.upper)]
    if stem not in _NO_LOWER:
        cases.append((str.lower, str.lower))
    forms = []
    for head, tail_case in cases:
        tail = f"(?:{'|'.join(tail_case(e) for e in endings)})?" if endings else ""
        forms.append(head(stem) + tail)
    return forms


MONTH = "(?:" + "|".join(f for s, e in _MONTHS for f in _month_forms(s, e)) + r")(?![A-Za-z])\.?"
"""A month name or abbreviation (with optional period), Title, UPPER or unambiguous lower."""

MONTH_WORD = "(?:" + "|".join(
    f for m in months() for f in (m.name.title(), m.name.upper()) if f not in {"May", "MAY"}
) + "|May|MAY)"
"""A full month name in Title or UPPER case (for "in March"-style mentions)."""

WEEKDAYS = tuple(d.name.title() for d in weekdays())
WEEKDAY = "(?:" + "|".join(w for d in WEEKDAYS for w in (d, d.upper(), d.lower())) + ")"
WEEKDAY_ABBR = "(?:" + "|".join(
    w for a in ("Mon", "Tues", "Tue", "Wed", "Thurs", "Thur", "Thu", "Fri", "Sat", "Sun")
    for w in (a, a.upper())
) + r")\b\.?"

DAY = r"(?:[12]\d|3[01]|0?[1-9])(?!\d)"
ORDINAL = r"(?:st|nd|rd|th|ST|ND|RD|TH)"
YEAR = r"(?:19|20|21)\d\d(?!\d)"  # 21xx: surrogate-shifted corpora (i2b2, MIMIC)

TIME_UNITS = frozenset(cue_list("units", "time_unit"))
"""Units of time ("days", "yrs"): a quantity, or an age's unit."""
# Words after a number that make it a quantity, not a date, year or id.
UNITS = re.compile(
    r"\s?(?:" + "|".join(re.escape(u) for u in (*cue_list("units", "unit"), *TIME_UNITS))
    + r")\b", re.IGNORECASE)
"""A unit word at a position. Each form is one run of word characters (or "%"), so at most one
matches at a position: the order of the forms does not matter."""

# A capitalised name token: Smith, McDonald, O'Brien, DeLuca, Smith-Jones.
NAME_TAIL = r"(?:[a-z]+(?:['’]?[A-Z][a-z]+)?|['’][A-Z][a-z]+)(?:-[A-Z][a-z]+)?"
NAME_TOKEN = "[A-Z]" + NAME_TAIL
# An ALL-CAPS name token (used in all-caps notes and after strong titles).
CAPS_TAIL = r"(?:['’]?[A-Z])+(?:-[A-Z]{2,})?"
CAPS_TOKEN = "[A-Z]" + CAPS_TAIL
INITIAL = r"[A-Z]\.?(?![\w'’])"

US_STATES = cue_list("places", "state_code")
STATE_CODE = "(?:" + "|".join(US_STATES) + r")\b"
