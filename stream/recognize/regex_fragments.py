"""Regex fragments shared by several pattern families: months, weekdays, days, years, units,
name tokens and state codes."""

from __future__ import annotations

import re
from collections.abc import Iterable

from stream.core.calendar_words import months, weekdays
from stream.recognize.cue_vocabulary import cue_list


def trie_source(words: Iterable[str], *, whole_words: bool = False, space: str = r"\ ") -> str:
    """Case-sensitive regex source for `words`, factored into a trie: Python's regex engine
    tries the branches of an alternation one by one, a trie one character at a time. A space in
    a word (a phrase) matches `space`: itself by default, or e.g. any run of whitespace."""
    # with `whole_words`, a hit neither follows nor precedes a lower-case letter or digit; the
    # left check comes first: a position inside a word is then given up after one look back,
    # before any branch is tried (twice as fast as checking after the first character)
    trie: dict[str, dict] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}
    start, end = (r"(?<![a-z0-9])", r"(?![a-z0-9])") if whole_words else ("", "")
    branches = [re.escape(ch) + _trie_source(child, end) for ch, child in trie.items()]
    return f"{start}(?:{'|'.join(branches)})".replace(r"\ ", space)


def trie_regex(words: Iterable[str], *, whole_words: bool = False) -> re.Pattern[str]:
    """`trie_source` compiled: a regex for `words` that scans fast."""
    return re.compile(trie_source(words, whole_words=whole_words))


def _trie_source(node: dict[str, dict], end: str) -> str:
    """Regex source for one trie node (an empty key marks the end of a word)."""
    branches = [re.escape(ch) + _trie_source(child, end) for ch, child in node.items() if ch]
    if "" in node:
        if not branches:
            return end
        return f"(?:{'|'.join(branches)}|{end})" if end else f"(?:{'|'.join(branches)})?"
    return branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"


# Each month as its shortest form (the stem) and the endings that complete its other forms:
# ("jan", ("uary",)), ("may", ()), ("sep", ("tember", "t")).
_MONTHS = tuple(
    (m.abbreviations[0], tuple(f[len(m.abbreviations[0]):] for f in (m.name, *m.abbreviations[1:])))
    if m.abbreviations else (m.name, ()) for m in months())
_NO_LOWER = {"may", "mar"}  # "may" is a verb, "mar" the administration record


def _month_forms(stem: str, endings: tuple[str, ...]) -> list[str]:
    """Jan, January, JAN, JANUARY, jan, january: Title, UPPER and (when unambiguous) lower."""
    cases = [(str.title, str.lower), (str.upper, str.upper)]
    if stem not in _NO_LOWER:
        cases.append((str.lower, str.lower))
    return [head(stem) + tail_case(e) for head, tail_case in cases for e in ("", *endings)]


# a trie: a month is tried wherever a digit-led date may start; no form ends where another
# goes on with a letter, so the look-ahead lets one form at most match at a position
MONTH = trie_source(f for s, e in _MONTHS for f in _month_forms(s, e)) + r"(?![A-Za-z])\.?"
"""A month name or abbreviation (with optional period), Title, UPPER or unambiguous lower."""

MONTH_WORD = "(?:" + "|".join(
    f for m in months() for f in (m.name.title(), m.name.upper()) if f not in {"May", "MAY"}
) + "|May|MAY)"
"""A full month name in Title or UPPER case (for "in March"-style mentions)."""

WEEKDAYS = tuple(d.name.title() for d in weekdays())
WEEKDAY = "(?:" + "|".join(w for d in WEEKDAYS for w in (d, d.upper(), d.lower())) + ")"


def cased_forms(words: Iterable[str]) -> str:
    """`words` in Title case and in capitals, as one alternation ("St|ST|Rd|RD")."""
    return "|".join(form for word in words for form in (word.title(), word.upper()))


WEEKDAY_ABBR = "(?:" + cased_forms(
    ("Mon", "Tues", "Tue", "Wed", "Thurs", "Thur", "Thu", "Fri", "Sat", "Sun")) + r")\b\.?"
DAY = r"(?:[12]\d|3[01]|0?[1-9])(?!\d)"
LOG_DATE = r"\d{1,2}/\d{1,2}(?:/\d{2,4})?[ \t]{1,2}"  # the day's date a log line opens with
ORDINAL = r"(?:st|nd|rd|th|ST|ND|RD|TH)"
# a hand-off census line's bed, then a patient's title ("bed 3 ", "BED 10 - ", "rm 7 Mr. ")
CENSUS_BED = (r"(?m:^)[ \t]*(?i:bed|rm|room)[ \t]?#?\d{1,3}[ \t]{1,2}(?:-[ \t]{1,2})?"
              r"(?:(?:Mr|Mrs|Ms|Miss|Mx|MR|MRS|MS|MISS|MX)\.?[ \t])?")
BIRTHDAY = r"(?i:birthday|bday|b-day)\b"  # the day an ordinal age names ("his 92nd birthday")
ARROW = r"(?:-{1,2}>|→|=>)"  # a trend's arrow: "->", "-->", "→", "=>"
YEAR = r"(?:19|20|21)\d\d(?!\d)"  # 21xx: surrogate-shifted corpora (i2b2, MIMIC)

TIME_UNITS = frozenset(cue_list("units", "time_unit"))
"""Units of time ("days", "yrs"): a quantity, or an age's unit."""
SIZE_UNIT = trie_source(cue_list("units", "size_unit"))
"""A unit of size or amount after a number ("19 Fr Blake", "18 ga", "a 240-ton haul truck"): a
trie of lower-case forms, to be matched in any case."""
LINE_END = re.compile(r"[ \t]*(?:\n|$)")
"""Spaces or tabs up to a line's end (or the text's): nothing more on the line."""

# Words after a number that make it a quantity, not a date, year or id.
UNITS = re.compile(
    r"\s?" + trie_source(sorted({u.lower() for u in (*cue_list("units", "unit"), *TIME_UNITS)}))
    + r"\b", re.IGNORECASE)
"""A unit word at a position. Each form is one run of word characters (or "%"), so at most one
matches at a position: the forms make a trie (tried after most numbers of a note)."""

# A lower-case letter of Latin-1 ("é", "ñ") and a capital ("É", "Ñ"); Latin Extended-A
# alternates its cases letter by letter, so both classes hold all of it ("Ćatić", "ĆATIĆ").
LOWER_LETTER = "[a-zß-öø-ÿĀ-ž]"
UPPER_LETTER = "[A-ZÀ-ÖØ-ÞĀ-ž]"
LOWER_NAME_CHARS = "[a-zß-öø-ÿĀ-ž'’-]*"  # the rest of a name's word in lower case ("o'neil")
UPPER_NAME_CHARS = "[A-ZÀ-ÖØ-ÞĀ-ž'’-]*"  # and in capitals
# A capitalised name token: Smith, McDonald, O'Brien, DeLuca, Smith-Jones, Núñez.
_LOWERS = LOWER_LETTER + "+"
NAME_TAIL = (f"(?:{_LOWERS}(?:['’]?{UPPER_LETTER}{_LOWERS})?|['’]{UPPER_LETTER}{_LOWERS})"
             f"(?:-{UPPER_LETTER}{_LOWERS})?")
NAME_TOKEN = UPPER_LETTER + NAME_TAIL
# An ALL-CAPS name token (used in all-caps notes and after strong titles): NÚÑEZ.
CAPS_TAIL = f"(?:['’]?{UPPER_LETTER})+(?:-{UPPER_LETTER}{{2,}})?"
CAPS_TOKEN = UPPER_LETTER + CAPS_TAIL
NOT_A_LETTER_NEXT = r"(?![A-Za-zÀ-ÖØ-öø-ÿĀ-ž])"  # a token's end: no such letter follows
INITIAL = r"[A-Z]\.?(?![\w'’])"

US_STATES = cue_list("places", "state_code")
STATE_CODE = trie_source(US_STATES) + r"\b"  # a trie: tried at every capital letter
