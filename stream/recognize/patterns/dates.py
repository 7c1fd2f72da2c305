"""Dates in every common clinical form: numeric, ISO, textual, partial, ranges, weekdays.

Month/day without a year ("on 3/14") is its own family, month_day.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from typing import ClassVar

from stream.core.calendar_words import months, spanish_months, weekdays
from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.patterns.base import (
    Pattern,
    PatternFamily,
    RuleCheck,
    digit_led,
    has_digit,
)
from stream.recognize.regex_fragments import (
    DAY,
    MONTH,
    MONTH_WORD,
    ORDINAL,
    UNITS,
    WEEKDAY,
    YEAR,
    trie_source,
)


# The cue regexes built from word lists here and in month_day.py (`cue_source`) are read as a
# yes or a no, never for their span: a trie may take another of the words that match at one
# place than the alternation it replaced did ("wks" for "wk"), and the answer is the same.
def cue_source(words: Iterable[str]) -> str:
    """Regex source for lower-case cue words and phrases (a trie, for a case-insensitive regex);
    a space in a phrase matches any run of whitespace."""
    return trie_source(words, space=r"\s+")


# Digit-led patterns start with \d; this look-behind (after that first digit) keeps them
# from starting inside a number, id, version or time.
NUM_LB = r"(?<![\w./,$#+:-]\d)"
NUM_END = r"(?![\w/]|[.,]\d|-\d)"
_SEPARATED = r"(?:/\d\d?/|-\d\d?-|\.\d\d?\.)"  # /d/, -dd-, .d. (the same separator twice)
_CENTURY = r"(?:(?<=1)9|(?<=2)[01])"  # after a leading 1 or 2: a 19xx, 20xx or 21xx year
_YR2 = r"(?:19|20)?\d\d(?!\d)"
MD_TAIL = r"\d?/\d\d?"  # month/day after its first digit
_TIME = r"(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-]\d\d:?\d\d)?)"
_PARTS = re.compile(r"\d+")
_NUMERIC_PARTS = re.compile(r"(\d\d?)([/.-])(\d\d?)[/.-](\d+)")
_FIRST_MD = re.compile(r"\d\d?/\d\d?(?:/\d\d(?:\d\d)?)?")
_RANGE_JOIN = re.compile(r"\s?(?:-|–|to|thru|through)\s?")

WEAK_DATE_CUES = cue_list("dates", "weak_date_cue")
"""Date words that also stand before scores and changes ("to", "from", "between")."""
_SEASONS = cue_list("dates", "season")
# every weekday form but "weds", which the rule has never taken as a date word
_WEEKDAY_DATE_CUES = tuple(f for d in weekdays() for f in d.cues if f != "weds")
DATE_CONTEXT = re.compile(
    r"(?i:\b(?:" + cue_source((*cue_list("dates", "date_cue"), *WEAK_DATE_CUES,
                               *_WEEKDAY_DATE_CUES))
    + r"|follow[- ]?up)[\s:#,.-]*$)"  # "follow up" takes one space, not any white space
)
_YEAR_CONTEXT = re.compile(
    r"(?i:\b" + cue_source((*cue_list("dates", "year_cue"), *WEAK_DATE_CUES, *_SEASONS))
    + r"[\s-]*$)"
)
# the words hold no boundary: "painful", "tablets", "strengths" are cues too
_FRACTION_CONTEXT = re.compile(
    r"(?i:" + trie_source(cue_list("measures", "fraction_context"))
    + r"|\brated|tabs?\b|ef\b|bp\b|/10\b|of\s+\d|\bNS\b)"
)
_DILUTION = re.compile(r"(?i:dilution|titer|titre|ratio|\bdil\b)")
_CONTEXT_LEAD = 25  # characters searched before a context-gated date
_MONTH_CUES = tuple(f for m in months() for f in m.cues)
# A weekday abbreviation in any case ("on thurs", "SENT IN SUN", "Mon 1/2"); the checks
# below say when one points at a day ("sat 95%", "o2 sat", "sat up", "sun exposure" do not).
# No abbreviation ends where another goes on with a letter ("tue", "tues"), so the trie takes
# the one form an alternation would.
WEEKDAY_ABBR_ANY = r"(?i:" + trie_source(a for d in weekdays() for a in d.abbreviations) + r")\b"
_WEEKDAY_CUES = tuple(f for d in weekdays() for f in d.cues)
_HOLIDAY_CUES = cue_list("dates", "holiday_cue")
_HOLIDAY_OPENINGS = cue_list("dates", "holiday_opening")
_ORDINAL_DAY_CUES = cue_list("dates", "ordinal_day_cue")  # before "the 14th"
_STRONG_MONTH_CUES = cue_list("dates", "strong_month_cue")
_MONTH_CUE = re.compile(
    r"(?i:\b" + cue_source((*_STRONG_MONTH_CUES, *cue_list("dates", "weak_month_cue")))
    + r"[\s-]+$)"
)


_DATE_WORD = re.compile(
    r"\d|(?i:\b(?:" + "|".join(_MONTH_CUES + _WEEKDAY_CUES) + r")\b"
    r"|\b(?:" + "|".join(_SEASONS + _HOLIDAY_CUES) + "))")


def holds_date_word(value: str) -> bool:
    """Whether `value` holds what every date holds: a digit, a month, weekday or holiday word
    or a season, in any case ("APRV", "ALF" and "ICU" hold none; nor does a relative date,
    "last month", "3 days ago" aside, which names no day and has no shifted form)."""
    return _DATE_WORD.search(value) is not None or _A_HOLIDAY.search(value) is not None


def numbers(value: str) -> list[int]:
    """The digit runs of `value` as integers."""
    return [int(x) for x in _PARTS.findall(value)]


def valid_md(month: int, day: int) -> bool:
    """A plausible month and day."""
    return 1 <= month <= 12 and 1 <= day <= 31


# "in" before a word is the preposition, not inches: "seen 3/13 in clinic", "dx 2019 in
# boston" (but "3/4 in x 1/2 in", "1/2 in deep" are sizes).
_IN_BEFORE_WORD = re.compile(
    r"\s?in\s{1,2}(?!(?:x|by|deep|wide|long|length|width|depth|diameter|diam)\b)[A-Za-z]",
    re.IGNORECASE)


def followed_by_unit(text: str, end: int) -> bool:
    """Whether a quantity unit follows `end` (2000 mg, 5-10 units)."""
    unit = UNITS.match(text, end)
    if unit is None:
        return False
    return unit.group().strip().lower() != "in" or _IN_BEFORE_WORD.match(text, end) is None


def has_cue(regex: re.Pattern[str], text: str, start: int) -> bool:
    """Whether `regex` (anchored at $) matches the text just before `start`."""
    return regex.search(text, max(0, start - _CONTEXT_LEAD), start) is not None


def fraction_like(text: str, start: int, end: int) -> bool:
    """Whether an m/d look-alike sits among exam scores, doses or ratios (in its sentence)."""
    lo, hi = sentence_bounds(text, max(0, start - 20), start, min(len(text), end + 12))
    return (_FRACTION_CONTEXT.search(text, lo, start) is not None  # not in the value itself:
            or _FRACTION_CONTEXT.search(text, end, hi) is not None  # "3/10" is "/10" too
            or followed_by_unit(text, end))


_SENTENCE_BREAK = re.compile(r"[.;!?][ \t]*\n")


def sentence_bounds(text: str, lo: int, at: int, hi: int) -> tuple[int, int]:
    """`lo`, `hi` pulled in to the sentence around `at`: a line break after ".", ";", "!" or
    "?" ends what a cue before or after a number can say about it ("1/2 ns at 75.\n5/29 0600")."""
    for brk in _SENTENCE_BREAK.finditer(text, lo, at):
        lo = brk.end()
    brk = _SENTENCE_BREAK.search(text, at, hi)
    return lo, (brk.start() + 1 if brk else hi)


def _check_numeric(text: str, m: re.Match[str]) -> bool:
    """m/d/y or d/m/y with plausible parts; dotted two-digit years need a date cue."""
    parts = _NUMERIC_PARTS.match(m.group())
    assert parts is not None
    first, sep, second, year = parts.groups()
    a, b = int(first), int(second)
    if not (valid_md(a, b) or valid_md(b, a)):
        return False
    if len(year) == 2 and sep == "." and not has_cue(DATE_CONTEXT, text, m.start()):
        return False  # 1.2.20 looks like a version number
    return len(year) == 4 or not followed_by_unit(text, m.end())


def _check_iso(text: str, m: re.Match[str]) -> bool:
    """A valid month and day in year-month-day order."""
    _, month, day = numbers(m.group()[:10].rstrip("T"))[:3]
    return valid_md(month, day)


def _check_range(text: str, m: re.Match[str]) -> bool:
    """Valid months and days; either side carries a year, or the range follows a date word."""
    value = m.group()
    first = _FIRST_MD.match(value)
    join = _RANGE_JOIN.match(value, first.end()) if first else None
    if first is None or join is None:
        return False
    sides = (first.group(), value[join.end():])
    for side in sides:
        parts = numbers(side)
        if len(parts) < 2 or not valid_md(parts[0], parts[1]):
            return False
    if any(side.count("/") == 2 for side in sides):
        return True
    return has_cue(DATE_CONTEXT, text, m.start()) and not fraction_like(
        text, m.start(), m.end())


def _check_cued(text: str, m: re.Match[str]) -> bool:
    """A date that is only a date after a date word (compact yyyymmdd)."""
    return has_cue(DATE_CONTEXT, text, m.start())


def _check_month_year(text: str, m: re.Match[str]) -> bool:
    """01/2020 with a real month, unless it is a dose or a dilution (1/2000 titer)."""
    if not 1 <= numbers(m.group())[0] <= 12 or followed_by_unit(text, m.end()):
        return False
    return _DILUTION.search(text, max(0, m.start() - 15), min(len(text), m.end() + 15)) is None


_DASH_MD_CUE = re.compile(
    r"(?i:\b(?:on|since|dated?|admitted|readmitted|adm|seen|done|s/p[ \t]{1,2}[a-z]{3,})\s{1,2}$)")
_DASH_MD_AFTER = re.compile(
    r"(?i:\s?(?:[,;:)]|\.(?!\d)|$)|\s{1,2}(?:for|w/|with|at|and|from|by|to\s+be|in\s+(?!x\b)"
    r"[a-z]))", re.MULTILINE)
_CLOCK_AFTER = re.compile(r"\s{1,2}(?:[01]\d|2[0-3])[0-5]\d(?!\d)")


def _check_dash_md(text: str, m: re.Match[str]) -> bool:
    """3-12 with a real month and day, after on/since/admitted/seen/done or a procedure after
    "s/p" ("s/p ercp 3-9,") and before a clause end or
    a linking word, or alone at a line's start before a clock time; never a dose or a range
    of values ("on 2-4 L", "RR 12-20", "x 2-3 days")."""
    month, day = numbers(m.group())
    if not valid_md(month, day) or followed_by_unit(text, m.end()):
        return False
    start = m.start()
    if opens_line(text, start) and _CLOCK_AFTER.match(text, m.end()):
        return True
    return (_DASH_MD_CUE.search(text, max(0, start - 20), start) is not None
            and _DASH_MD_AFTER.match(text, m.end()) is not None)


def _check_textual(text: str, m: re.Match[str]) -> bool:
    """A textual date is not a month word followed by a dose (May 2 tabs)."""
    return not followed_by_unit(text, m.end())


def _check_day_first(text: str, m: re.Match[str]) -> bool:
    """A day of 1-31 before the month, and no dose after it."""
    return 1 <= numbers(m.group())[0] <= 31 and not followed_by_unit(text, m.end())


_YEAR_BEFORE = re.compile(r"(?<![\w.,/$#:+])(?:19|20|21)\d\d\s?[-–]\s?$")


def _check_year(text: str, m: re.Match[str]) -> bool:
    """A bare year needs a cue ("in 2019", "(2018)") and must not be a quantity."""
    return _year_at(text, m.start(), m.end())


# A four-digit value that reads as a clock time (HHMM, 0000-2359) is one after the clock cues
# ("around 2100", "at 2000", "@ 1930", "gf called 1915"), and so is one that starts a shift or
# a span ending in a time that is no year ("from 1900-0700", "1900 to 0700").
_CLOCK_CUE = re.compile(
    r"(?i:(?:\b" + trie_source(cue_list("units", "clock_cue")) + r"|@|~)\s{0,2}$)")
# A time on the hour or the half hour after a word that bounds a visit or a state ("here til
# 2000", "coming 2000", "off sedation since 2000"); a year there is seldom round ("worked
# until 2004", "since 2015").
_ROUND_CLOCK_CUE = re.compile(
    r"(?i:\b" + trie_source(cue_list("units", "round_clock_cue")) + r"\s{0,2}$)")
# an amount measured since a time of the shift: "net -1.1L since 1900", "UO 500cc since 2000",
# "UO 900 since 2100"
_AMOUNT_SINCE = re.compile(
    r"(?i:(?:\d\s?(?:l|ml|cc)(?:\s[a-z]+)?|\b(?:uo|u/o|uop|urine|output|net|i/o|i&o|ebl)"
    r"\s{0,2}[-+]?\d[\d.,]*)\s{1,2}(?:since|from)\s{1,2}$)")
_ROUND_MINUTES = ("00", "30")
# what an event note's time at the start of a line is followed by: a word in lower case, the
# patient or a D/A/R/P heading ("1915 pt worried", "2000 - family in", "0715 D: sats"); a
# history line in capitals may be a year
_EVENT_AFTER_CLOCK = re.compile(
    r"[ \t]{1,2}(?:[-–:][ \t]{1,2})?(?:[a-z][a-z0-9]|(?i:pt)\b|[DARP]:)")  # "0715 D: sats"
_CLOCK_SPAN_AFTER = re.compile(
    r"\s?(?:-|–|to|until|till|thru)\s?((?:[01]\d|2[0-3])[0-5]\d)(?!\d)")


def clock_like(value: str) -> bool:
    """Whether four digits can be a 24-hour clock time (0000-2359)."""
    return len(value) == 4 and value.isdigit() and int(value[:2]) < 24 and int(value[2:]) < 60


def clock_time_at(text: str, start: int, end: int) -> bool:
    """Whether the four digits at start:end are a clock time by their cue or their span."""
    if not clock_like(text[start:end]):
        return False
    if _CLOCK_CUE.search(text, max(0, start - 16), start) is not None:
        return True
    if text[start + 2:end] in _ROUND_MINUTES and (
            _ROUND_CLOCK_CUE.search(text, max(0, start - 16), start) is not None):
        return True
    if opens_line(text, start) and _EVENT_AFTER_CLOCK.match(text, end) is not None:
        return True  # "1915 pt worried about his license", "1930 d10 off": an event note's time
    if _AMOUNT_SINCE.search(text, max(0, start - 24), start) is not None:
        return True
    span = _CLOCK_SPAN_AFTER.match(text, end)
    return span is not None and not 1900 <= int(span.group(1)) <= 2100


def _year_at(text: str, start: int, end: int) -> bool:
    """The year at start:end is cued; the second year of a range inherits the first's cue."""
    if followed_by_unit(text, end) or clock_time_at(text, start, end):
        return False
    if start > 0 and end < len(text) and text[start - 1] == "(" and text[end] == ")":
        return True
    before = _YEAR_BEFORE.search(text, max(0, start - 7), start)
    if before is not None:
        first = before.start()
        return _year_at(text, first, first + 4) if end - start == 4 else False
    return has_cue(_YEAR_CONTEXT, text, start)


def _check_month_alone(text: str, m: re.Match[str]) -> bool:
    """A month name alone is a date after in/since/last/... ("in March")."""
    return _MONTH_CUE.search(text, max(0, m.start() - 16), m.start()) is not None


# Words right before a weekday abbreviation that make it a day: time words ("on", "since",
# "by", "last", "next", "early") and dated events ("sent in", "admitted", "seen", "trach").
_WEEKDAY_CUE = re.compile(r"(?i:\b" + cue_source(cue_list("dates", "weekday_cue")) + r"\s{1,2}$)")
_DATE_AFTER = re.compile(
    r"\.?,?\s{0,2}(?:(\d{1,2})[/.-](\d{1,2})(?!\d)|\d{1,2}(?:st|nd|rd|th)?\s+" + MONTH + "|"
    + MONTH + ")")
_WEEKDAY_WORD = r"(?i:" + trie_source(_WEEKDAY_CUES) + r")\b"
# The day's part or its clock time: "sun 2200", "sat @ 0300", "sat ~1630", "tues am",
# "sunday night", "wed nights" (four digits are no saturation).
_TIME_AFTER = re.compile(
    r"(?i:\.?\s{1,2}(?:[@~]\s?)?(?:(?:[01]\d|2[0-3])[0-5]\d(?!\d)|\d\d?(?::[0-5]\d)?\s?[ap]\.?m\b)"
    r"|\.?\s{1,2}" + trie_source(cue_list("dates", "day_part")) + r"\b)")
# A clock time or an "about" right before the day: "@ ~1500 SUN", "ran out ~Sat" (a saturation
# is written after its value, "sat ~90").
_TIME_BEFORE = re.compile(r"(?:(?<!\d)(?:[01]\d|2[0-3])[0-5]\d[ \t]{1,2}|[~@][ \t]?)$")
# Another weekday beside it in a list or range ("tues-thurs", "sat, sun", "mon or tues", a
# dialysis schedule "Mon/Wed/Fri").
_JOIN = r"\s?(?:-|–|,|&|/|\+)\s?|\s(?:to|thru|through|and|or|&)\s"
_WEEKDAY_NEXT = re.compile(r"\.?(?:" + _JOIN + r")" + _WEEKDAY_WORD)
_WEEKDAY_BEFORE = re.compile(_WEEKDAY_WORD + r"\.?(?:" + _JOIN + r")$")
# What follows "sat" as a saturation, a verb or the awakening trial, "sun" as sunlight, "wed"
# as married, "mon" as a monitor: "sat 95%", "sat up", "sat on edge of bed", "SAT protocol",
# "sun exposure", "wed to", "mon alarm".
_NOT_A_DAY_AFTER = {
    "sat": re.compile(
        r"(?i:\s{0,2}(?:[:=]\s?)?(?:[<>~≥≤]\s?)?\d(?!\d{3})|\s{0,2}(?:%|/)|\s{1,2}(?:"
        + trie_source(cue_list("dates", "not_a_day_after_sat")) + "|"
        + trie_source(cue_list("dates", "not_a_day_after_sat_stem")) + r"\w*)\b)"),
    "sun": re.compile(
        r"(?i:\s{0,2}-?\s{0,2}(?:" + trie_source(cue_list("dates", "not_a_day_after_sun"))
        + r"|(?:burn|bath|tan|sensitiv)\w*)\b)"),
    "wed": re.compile(r"(?i:\s{1,2}to\b(?!\s{1,2}be\b))"),
    "weds": re.compile(r"(?i:\s{1,2}to\b(?!\s{1,2}be\b))"),
    "mon": re.compile(r"(?i:\s{1,2}(?:alarm\w*|leads?|screen|tech\w*|strip\w*))"),
}
# Before a saturation or monitor: "o2 sat", "his sat", "tele mon".
_NOT_A_DAY_BEFORE = {
    "sat": re.compile(
        r"(?i:\b(?:" + trie_source(cue_list("dates", "not_a_day_before_sat"), space=r"\s?")
        + r"|(?:drop|dip)\w*)\s{1,2}$)"),
    "mon": re.compile(r"(?i:\b(?:cardiac|tele|holter|event|bedside|the|on\s+tele)\s{1,2}$)"),
    "sun": re.compile(r"(?i:\barctic\s{1,2}$)"),  # the cooling device
}


_WEEKDAY_JUST_BEFORE = re.compile(r"(?<![\w])" + _WEEKDAY_WORD + r"\.?,?[ \t]{1,2}$")


def weekday_before(text: str, start: int) -> bool:
    """Whether a weekday stands right before `start` ("Sat 9/28", "SAT 3/9", "tues, 2/4"),
    not a saturation or a monitor ("o2 sat 9/10")."""
    found = _WEEKDAY_JUST_BEFORE.search(text, max(0, start - 14), start)
    if found is None:
        return False
    before = _NOT_A_DAY_BEFORE.get(found.group().split()[0].rstrip(".,").lower())
    return before is None or before.search(text, max(0, found.start() - 16),
                                            found.start()) is None


def _check_weekday_abbr(text: str, m: re.Match[str]) -> bool:
    """A weekday abbreviation (any case) after a time or event word, before a valid date or
    a clock time, beside another weekday, alone in brackets or heading a line before a dash;
    never a saturation, sunlight or a monitor."""
    start, end = m.span()
    day = m.group().rstrip(".").lower()
    key = day if day in _NOT_A_DAY_AFTER or day in _NOT_A_DAY_BEFORE else ""
    after, before = _NOT_A_DAY_AFTER.get(key), _NOT_A_DAY_BEFORE.get(key)
    listed = (_WEEKDAY_NEXT.match(text, end) is not None
              or _WEEKDAY_BEFORE.search(text, max(0, start - 16), start) is not None)
    if before is not None and before.search(text, max(0, start - 16), start):
        return False
    date = _DATE_AFTER.match(text, end)
    if date is not None and (date.group(1) is None
                             or valid_md(int(date.group(1)), int(date.group(2)))):
        return True
    if after is not None and not listed and after.match(text, end):
        return False
    return (listed or day in _PLAIN_DAYS
            or (text[start - 1:start] == "(" and text[end:end + 1] == ")")  # "SINCE WILMA (MON)"
            or (opens_line(text, start) and _HEADING_DASH.match(text, end) is not None)
            or (_CLAUSE_END.match(text, end) is not None
                and (day in ("sun", "wed") or _titled_in_lower_case(m.group(), text)))
            or _WEEKDAY_CUE.search(text, max(0, start - 20), start) is not None
            or _TIME_BEFORE.search(text, max(0, start - 12), start) is not None
            or _TIME_AFTER.match(text, end) is not None)


# Abbreviations that are nothing but a day ("tues", "thurs", "fri"; "wed" once "wed to" is
# left out); and the end of a clause,
# which "sun" and "wed" as other words seldom stand before ("last drink was SUN.", "npo after
# mn Sun)"; "hr, bp, sat," is a list of vitals and "bed offer for mon." may be a monitor), nor
# "Sat" and "Mon" written as days are, in Title case in a note that is not in capitals
# ("flying up Sat."; "pt sat.", "tele mon." and "O2 SAT." are not).
_PLAIN_DAYS = frozenset(("tue", "tues", "wed", "thu", "thur", "thurs", "fri"))
_HEADING_DASH = re.compile(r"[ \t]{1,2}[-–][ \t]{1,2}(?![\d<>~≥≤])")  # "Wed - back from OR"
_CLAUSE_END = re.compile(r"\.?[ \t]*(?:[.,;:)]|\n|\Z)")
_LOWER_CASE_WORD = re.compile(r"\b[a-z]{3,}\b")


def opens_line(text: str, start: int) -> bool:
    """Whether only spaces or a bullet stand between the line's start and `start`."""
    return text[text.rfind("\n", 0, start) + 1:start].strip(" \t-*•") == ""


def _titled_in_lower_case(word: str, text: str) -> bool:
    """Whether `word` is written in Title case in a note that has lower-case words."""
    return word[:1].isupper() and word[1:].rstrip(".").islower() and (
        _LOWER_CASE_WORD.search(text) is not None)


_STRONG_MONTH_CUE = re.compile(r"(?i:\b" + cue_source(_STRONG_MONTH_CUES) + r"[\s-]+$)")
# After a day of the month alone, a word that makes it a count: "the 5th floor", "2nd dose".
# Function words, pronouns and verbs ending -ed or -ing do not ("from the 14th growing",
# "on the 3rd showed"); "morning", "evening", "building", "wing", "ring" and "bed" are nouns.
_ORDINAL_NOUN = re.compile(
    r"[ \t]{1,2}(?!(?i:" + trie_source(cue_list("dates", "after_ordinal_day"))
    + r"\b|(?!(?:morning|evening|building|ceiling|wing|ring|"
    r"string)\b)[a-z]{2,}ing\b|(?!bed\b)[a-z]{2,}ed\b))[A-Za-z]")


_MAR_AS_RECORD = re.compile(r"(?i:\b(?:per|see|check|on\s+the|review)\s+$)")
"""Words before "mar" that make it the medication administration record ("per mar 2")."""


def _check_lower_mar(text: str, m: re.Match[str]) -> bool:
    """A valid day beside "mar", no dose after it, and "mar N" not after "per"/"see"."""
    if not 1 <= numbers(m.group())[0] <= 31 or followed_by_unit(text, m.end()):
        return False
    return _MAR_AS_RECORD.search(text, max(0, m.start() - 12), m.start()) is None


def _check_month_abbr_alone(text: str, m: re.Match[str]) -> bool:
    """An abbreviated or lower-case month only right after in/since/until/last/...."""
    return _STRONG_MONTH_CUE.search(text, max(0, m.start() - 16), m.start()) is not None


def _check_ordinal_day(text: str, m: re.Match[str]) -> bool:
    """A day alone, not a count of something ("on the 5th floor", "the 2nd dose")."""
    return _ORDINAL_NOUN.match(text, m.end()) is None


# Months whose lower-case forms a note may write alone: not "mar" (the record) nor "may" (the
# verb). Their Title and UPPER full names are month_alone's, and a lower-case "dec" is
# "decreased".
_ALONE_MONTHS = tuple(m for m in months() if m.name not in ("march", "may"))
_ALONE_MONTH_FORMS = (
    *(a for m in _ALONE_MONTHS for a in m.abbreviations if a != "dec"),
    *(m.name for m in _ALONE_MONTHS),
    *(case(a) for case in (str.title, str.upper) for m in _ALONE_MONTHS for a in m.abbreviations))


def _holiday_source(words: Iterable[str]) -> str:
    """A trie of holiday names; an apostrophe may be left out or be "’"."""
    return trie_source(words).replace("'", "['’]?")


def _title(phrase: str) -> str:
    """Each word of `phrase` capitalized ("Mother's Day"; str.title gives "Mother'S Day")."""
    return " ".join(w.capitalize() for w in phrase.split(" "))


_HOLIDAYS = cue_list("dates", "holiday")
_CAPITALIZED_HOLIDAYS = cue_list("dates", "capitalized_holiday")
# The Title forms come first, as they always have: "Christmas eve" is "Christmas", not the
# any-case "christmas eve". Each trie takes the longest name that ends a word, as the
# alternations (longer names first) did.
_HOLIDAY = (
    "(?:" + _holiday_source((*(_title(h) for h in (*_HOLIDAYS, *_CAPITALIZED_HOLIDAYS,
                                                    *cue_list("dates", "title_holiday"))),
                             *cue_list("dates", "written_holiday")))
    + r"|(?i:new\s?year['’]?s(?: eve| day)?|" + _holiday_source(_HOLIDAYS) + ")|"
    + _holiday_source(h.upper() for h in _CAPITALIZED_HOLIDAYS) + r")\b")
_A_HOLIDAY = re.compile(_HOLIDAY)  # the holiday rule's regex; also a date word for the last check
# a holiday matched only capitalized on its own, in lower case after a word of time ("till
# easter", "fasting for ramadan")
_HOLIDAY_AFTER_CUE = re.compile(
    r"(?i:\b(?:" + "|".join(_ORDINAL_DAY_CUES) + r")\s{1,2})(?P<day>"
    + _holiday_source((*_CAPITALIZED_HOLIDAYS, *cue_list("dates", "title_holiday")))
    + r")(?![\w'’])")


def _checked(check: Callable[[str, re.Match[str]], bool]) -> RuleCheck:
    """A rule's check from a check of the text and the match alone."""
    return lambda family, text, match, pattern: check(text, match)


def _range_emit(family: DateFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> Iterator[Span]:
    """Each of a range's two dates ("1/2-1/5/2020"), or the whole range where they cannot be
    told apart."""
    start, end = match.span()
    first = _FIRST_MD.match(text, start)
    join = _RANGE_JOIN.match(text, first.end()) if first else None
    if first is None or join is None:
        yield Span(start, end, family.label, family.source, pattern.score)
        return
    yield Span(start, first.end(), family.label, family.source, pattern.score)
    yield Span(join.end(), end, family.label, family.source, pattern.score)


# Dates in Spanish: "08-DIC-1939", "12 de octubre de 1996", "octubre de 1996" (the forms no
# English month has; a full name without its day or year is a word or a name: "Julio", "Mayo")
_ENGLISH_FORMS = frozenset(f for m in months() for f in m.cues)
_SPANISH_FORMS = sorted({f for m in spanish_months() for f in m.cues} - _ENGLISH_FORMS,
                        key=len, reverse=True)
_SPANISH_NAMES = [m.name for m in spanish_months() if m.name not in _ENGLISH_FORMS]
_SPANISH_MONTH = "(?i:" + "|".join(_SPANISH_FORMS) + ")"
_SPANISH_NAME = "(?i:" + "|".join(_SPANISH_NAMES) + ")"
_SPANISH_YEAR = r"[ \t](?:(?i:de)[ \t])?(?:19|20)\d\d(?!\d)"


class DateFamily(PatternFamily):
    """DATE: numeric, ISO (with time), compact with context, textual, partial, ranges, weekdays."""

    name = "dates"
    label = Label.DATE
    patterns: ClassVar[tuple[Pattern, ...]] = (
        # 1/2/2020, 01-02-20, 1.2.2020; validated as m/d or d/m
        digit_led("numeric", NUM_LB + r"\d?" + _SEPARATED + r"(?:\d{4}|\d{2})(?!\d)" + NUM_END,
                  0.9, check=_checked(_check_numeric)),
        # 2020-01-02, 2020/1/2, 2020-01-02T10:00:00Z
        digit_led("iso", NUM_LB + _CENTURY + r"\d\d" + _SEPARATED + r"\d\d?(?!\d)" + _TIME + "?"
                  + NUM_END, 0.95, check=_checked(_check_iso)),
        # 1/2-1/5/2020, 12/1/2019 - 1/5/2020, 12/1-12/5 (with a cue): each side a span
        digit_led("range", NUM_LB + MD_TAIL + r"(?:/" + _YR2 + r")?\s?(?:-|–|to|thru|through)\s?"
                  r"\d\d?/\d\d?(?:/" + _YR2 + r")?" + NUM_END, 0.85, check=_checked(_check_range),
                  emit=_range_emit),
        # 20200102, only after a date word
        digit_led("compact", NUM_LB + _CENTURY + r"\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"
                  + NUM_END, 0.85, check=_checked(_check_cued)),
        # 01/2020, 1-2019
        digit_led("month_year_numeric", NUM_LB + r"\d?[/-](?:19\d\d|20[0-4]\d)" + NUM_END, 0.85,
                  check=_checked(_check_month_year)),
        # "on 3-12 for higher level of care", "3-18 0700-1900 NPN": month-day with a dash, only
        # after a strong date word or opening a line before a clock time
        digit_led("dash_md", NUM_LB + r"\d?-\d\d?" + NUM_END, 0.6,
                  check=_checked(_check_dash_md)),
        # 2 Jan 2020; 4th July 2022; 2nd of May; 02-JAN-2020; 02JAN2020; 02-Jan-20
        digit_led("day_first", NUM_LB + r"\d?+" + ORDINAL + r"?(?:\s+of)?(?:\s{1,2}|-)?" + MONTH
                  + r"(?:(?:,?\s{1,2}|-)" + YEAR + r"|-\d\d(?!\d)|(?<=[A-Z])\d\d(?:\d\d)?(?!\d))?"
                  + r"(?!\w)", 0.9, check=_checked(_check_day_first)),
        # in 2019, since 2015, (2018): a year alone, only with a cue
        digit_led("year", r"(?<![\w.,/$#:+]\d)(?<!(?<!\d)[-–]\d)" + _CENTURY + r"\d\d"
                  + r"(?!\d)(?![\w%]|[.,]\d)", 0.5, check=_checked(_check_year)),
        # the 1980s, 1990's: a decade
        digit_led("decade", r"(?<![\w.,/$#:+]\d)" + _CENTURY + r"\d0['’]?s\b", 0.5),
        # 08-DIC-1939, 8/ago/2015; 12 de octubre (de 1996); octubre de 1996: in Spanish
        digit_led("spanish_numeric", NUM_LB + r"\d?[-/.]" + _SPANISH_MONTH
                  + r"[-/.](?:\d{4}|\d{2})(?!\d)", 0.9),
        digit_led("spanish_day_month", NUM_LB + r"\d?[ \t](?i:de)[ \t]" + _SPANISH_NAME
                  + "(?:" + _SPANISH_YEAR + r")?(?!\w)", 0.9),
        Pattern("spanish_month_year", re.compile(  # with its "de": "Julio 2015" may be a son
            _SPANISH_NAME + r"[ \t](?i:de)[ \t](?:19|20)\d\d(?!\d)"), 0.9,
                cues=tuple(n.lower() for n in _SPANISH_NAMES)),
        # Jan 2, 2020; January 2nd; Jan. 2-5, 2020; JANUARY 2 2020
        Pattern("month_first", re.compile(
            MONTH + r"\s{0,2}" + DAY + ORDINAL + r"?(?:\s?(?:-|–|to)\s?" + DAY + r")?"
            + r"(?:,?\s{0,2}(?:of\s+)?(?:" + YEAR + r"|['’]\d\d(?!\d)))?(?!\w)"), 0.9,
            cues=_MONTH_CUES, check=_checked(_check_textual)),
        # Jan 2020; January, 2020; Jan '20; JAN-2020; March of 2019
        Pattern("month_year", re.compile(
            MONTH + r"(?:,?\s{1,2}(?:of\s+)?|-)(?:" + YEAR + r"|['’]\d\d(?!\d))"), 0.9,
            cues=_MONTH_CUES),
        # spring 2019, Summer of '18
        Pattern("season", re.compile(
            "(?:" + "|".join(c(w) for c in (str.lower, str.title, str.upper) for w in _SEASONS)
            + r")(?:\s+of)?\s+(?:" + YEAR + r"|['’]\d\d(?!\d))"), 0.85, cues=_SEASONS),
        # Monday, TUESDAY
        Pattern("weekday", re.compile(WEEKDAY + r"\b"), 0.8, cues=_WEEKDAY_CUES),
        # Mon 1/2, on Fri, "sent in SUN", "perc trach wed", "tues-thurs", "sun 2200" (any case)
        Pattern("weekday_abbr", re.compile(WEEKDAY_ABBR_ANY), 0.7, cues=_WEEKDAY_CUES,
                word_start=True, check=_checked(_check_weekday_abbr)),
        # in March, since May, last June (the month alone, after a date word)
        Pattern("month_alone", re.compile(MONTH_WORD + r"\b(?!\.?\s{0,2}\d)"), 0.7,
                cues=_MONTH_CUES, check=_checked(_check_month_alone)),
        # "14 mar", "mar 14th", "march 11": "mar" and "march" in lower case only beside a day
        # ("per mar" is the record, "march" a verb)
        Pattern("lower_mar", re.compile(
            r"(?<![\w/.:])(?:\d\d?(?:st|nd|rd|th)?\s?mar(?:ch)?|mar(?:ch)?\s?\d\d?(?:st|nd|rd|th)?)"
            r"(?![\w/:.]\w|\w)"), 0.7, cues=("mar", "march"), window=(6, 10),
            check=_checked(_check_lower_mar)),
        # "in jan", "since OCT", "baseline in sept": an abbreviated or lower-case month after
        # a strong cue ("mar" and "may" are left out: the record and the verb)
        Pattern("month_abbr_alone", re.compile(
            r"(?<![\w'’])" + trie_source(_ALONE_MONTH_FORMS) + r"(?![\w'’/-]|\.?\s?\d)"),
            0.65, cues=_MONTH_CUES, check=_checked(_check_month_abbr_alone)),
        # "on the 14th", "since the 9th", "FROM THE 14TH", "night of the 3rd": a day alone
        Pattern("ordinal_day", re.compile(
            r"(?i:\b(?:" + "|".join(_ORDINAL_DAY_CUES) + r")\s{1,2}the\s{1,2})"
            r"(?P<day>(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th|ST|ND|RD|TH))(?!\w)"),
            0.6, group="day", cues=_ORDINAL_DAY_CUES, check=_checked(_check_ordinal_day)),
        # Christmas, EASTER, "since christmas"; most two-word holidays in any case ("since
        # LABOR DAY", "memorial day"; not "his mother's day off"; "easter" may be a wind)
        Pattern("holiday", _A_HOLIDAY, 0.6, cues=_HOLIDAY_CUES + _HOLIDAY_OPENINGS),
        Pattern("holiday_after_cue", _HOLIDAY_AFTER_CUE, 0.6, group="day",
                cues=_ORDINAL_DAY_CUES),
    )

    # a holiday is matched only where one of its cue words starts a word
    _MONTH_OR_DIGIT = re.compile(
        r"\d|" + WEEKDAY + "|" + MONTH + r"|(?i:" + "|".join(_HOLIDAY_CUES + _HOLIDAY_OPENINGS)
        + ")"
        r"|(?i:\b(?:" + "|".join(d.abbreviations[0] for d in weekdays()) + "))"
        r"|\b(?:" + "|".join(a for m in _ALONE_MONTHS for a in m.abbreviations) + ")")

    def prefilter(self, text: str) -> bool:
        """Skip texts with no digit, no month or weekday word and no holiday (the digit is
        looked for alone first: one fast scan settles most notes)."""
        return has_digit(text) or self._MONTH_OR_DIGIT.search(text) is not None
