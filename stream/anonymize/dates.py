"""Dates: one keyed day offset per patient, every date rendered back in the form it came in.

A value is parsed into a `DateForm`: its kind, an anchor date and the spans of its fields
(month, day, year, month name, weekday, season...) with their styles. Shifting moves the anchor
and rewrites only the field spans, so separators, prepositions, times and case survive.
Partial dates are shifted as intervals (MedDeID): month-year by its 15th, a year by its July 1,
a season by its mid-point, so intervals hold in expectation and full dates stay exact.

Reading rules for ambiguous numerals: slashes and dashes are month-first (US) and dots day-first,
unless the first field cannot be a month; "M/NN" is month/day for NN <= 31 and month/year above;
two-digit years up to `DateShiftPolicy.pivot` are 20xx, later ones 19xx. A bare number of one or
two digits is a year ("MI 92") unless a day-of-month cue stands right before it, in the value or
in the note ("on the 14", "eve 27"): then it is that day of a month, shifted like every other
date, never read as a year whose shift may leave it as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import StrEnum
from typing import Final

from stream.anonymize.birth import OldBirthDates, age_at, with_age
from stream.anonymize.keys import Purpose
from stream.anonymize.policy import placeholder
from stream.anonymize.strategy import SurrogateContext, SurrogateError
from stream.core.calendar_words import months, spanish_months, weekdays
from stream.core.categories import Label

MONTHS: Final = tuple(m.name.title() for m in months())
SPANISH_MONTHS: Final = tuple(m.name.title() for m in spanish_months())
# a month by the first three letters of its name, in English or Spanish ("ene" is January)
_MONTH_NUMBER: Final = {name[:3].lower(): i for names in (SPANISH_MONTHS, MONTHS)
                        for i, name in enumerate(names, 1)}
_SPANISH_ONLY: Final = frozenset(n.lower() for n in SPANISH_MONTHS) | (
    {n[:3].lower() for n in SPANISH_MONTHS} - {n[:3].lower() for n in MONTHS})
"""Written forms that make a month Spanish ("octubre", "dic"; not "mar", which English has)."""
WEEKDAYS: Final = tuple(d.name.title() for d in weekdays())
SEASONS: Final = ("Winter", "Spring", "Summer", "Fall")
REF_YEAR: Final = 2000  # a leap year, so "Feb 29" without a year is a valid date
REF_MONDAY: Final = date(2000, 1, 3)
_SEASON_MIDPOINTS: Final = ((1, 15), (4, 15), (7, 16), (10, 16))  # winter Y = Dec Y-1 .. Feb Y
_SEASON_INDEX: Final = {"winter": 0, "spring": 1, "summer": 2, "fall": 3, "autumn": 3}


class DateKind(StrEnum):
    """How much of a date a value states."""

    FULL = "full"
    MONTH_YEAR = "month-year"
    YEAR = "year"
    SEASON = "season"
    MONTH_DAY = "month-day"
    MONTH = "month"
    WEEKDAY = "weekday"
    DAY = "day"
    DECADE = "decade"


# every written form of a month in English or Spanish ("08-DIC-1939"), longest first so that
# the alternation prefers a whole name to its abbreviation, as a greedy suffix would
_MON = "(?P<mon>" + "|".join(sorted(
    {form for month in (*months(), *spanish_months()) for form in month.cues},
    key=lambda form: (-len(form), form))) + ")"
_WEEKDAY = (
    r"(?P<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)"
)
_DAY = r"(?P<d>\d{1,2})(?P<sfx>st|nd|rd|th)?"
_YEAR = r"['’]?(?P<y>\d{4}|\d{2})"
# "Jan 20" is a day; "Jan '20" and "aug 98" (no day of a month is 32 or more) are years
_YEAR_STRICT = r"['’]?(?P<y>\d{4}|(?<=['’])\d{2}|(?:3[2-9]|[4-9]\d)(?!\d))"
_COMMA = r"(?:\s*,\s*|\s+)"
_FLAGS = re.IGNORECASE
_AROUND = " \t\n()[]{}\"“”"  # around a date, never in it

_PREFIX = re.compile(
    r"(?:(?:on|in|since|during|by|until|till|from|of|the|early|late|mid|circa|around|about"
    r"|before|after|last|next|this|past|over)\b[\s-]*)+",
    _FLAGS,
)
_WEEKDAY_LEAD = re.compile(_WEEKDAY + r"\b\.?(?:\s*,\s*|\s+|$)", _FLAGS)
_TIME_TAIL = re.compile(
    r"(?:(?:T|[\s,]+(?:at\s+|@\s*)?)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?m\.?)?"
    r"(?:\s*(?:Z|[+-]\d{2}:?\d{2}))?|[\s,]*@\s*\d{3,4}(?:\s*h(?:rs?)?)?)$",
    _FLAGS,
)
# Right before a bare number, words that make it a day of the month ("on the 14", "eve 27").
_DAY_CUE: Final = re.compile(
    r"\b(?:the|on|eve|evening|night|morning|afternoon|noc)[\s,]{1,2}$", _FLAGS)
_DAY_CUE_LEAD: Final = 12  # characters of the note searched before a span for its cue
# Words a recognizer's span may end on ("the 3rd of", "2004 and"): kept as written.
_CONNECTOR_TAIL = re.compile(r"(?:[\s,-]+(?:of|and|or|to|in|on|at|&))+$", _FLAGS)


@dataclass(frozen=True, slots=True)
class _Spec:
    """One surface format: its pattern, what it states, padding when nothing shows it, and
    whether a first field above 12 means the day comes first (never for year-first forms)."""

    regex: re.Pattern[str]
    kind: DateKind
    pad: bool
    swap: bool = True


def _spec(pattern: str, kind: DateKind, *, pad: bool, swap: bool = True) -> _Spec:
    """Compile one format."""
    return _Spec(re.compile(pattern, _FLAGS), kind, pad, swap)


# "2020 DEC 27", "2019-Mar-04": the year first, the month by name
_YEAR_FIRST: Final = _spec(r"(?P<y>(?:19|20)\d\d)(?P<s>[ /-])" + _MON + r"\.?(?P=s)" + _DAY,
                           DateKind.FULL, pad=False, swap=False)
_SPECS: Final = (
    _spec(
        r"(?P<y>\d{4})(?P<s>[-/.])(?P<m>\d{1,2})(?P=s)(?P<d>\d{1,2})",
        DateKind.FULL,
        pad=True,
        swap=False,
    ),
    _spec(r"(?P<m>\d{1,2})(?P<s>[/-])(?P<d>\d{1,2})(?P=s)" + _YEAR, DateKind.FULL, pad=True),
    _spec(r"(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4}|\d{2})", DateKind.FULL, pad=True),
    _spec(
        r"(?P<y>\d{4})(?P<m>\d{2})(?P<d>\d{2})"
        r"(?P<time>\d{4}(?:\d{2}(?:\.\d{1,4})?)?(?:[+-]\d{4})?)?",  # HL7 v2 DTM
        DateKind.FULL,
        pad=True,
        swap=False,
    ),
    _spec(_MON + r"\.?\s*" + _DAY + _COMMA + _YEAR, DateKind.FULL, pad=False),
    _YEAR_FIRST,
    _spec(_DAY + r"(?:\s+of)?\s*" + _MON + r"\.?" + _COMMA + _YEAR, DateKind.FULL, pad=False),
    _spec(r"(?P<d>\d{1,2})(?P<s>[-/])" + _MON + r"(?P=s)" + _YEAR, DateKind.FULL, pad=True),
    _spec(_MON + r"(?P<s>[-/])(?P<d>\d{1,2})(?P=s)" + _YEAR, DateKind.FULL, pad=True),
    _spec(_MON + r"\.?(?:\s*,\s*|\s+of\s+|\s+|-)" + _YEAR_STRICT, DateKind.MONTH_YEAR, pad=False),
    _spec(r"(?P<m>\d{1,2})[/-](?P<y>\d{4})", DateKind.MONTH_YEAR, pad=True),
    _spec(r"(?P<y>\d{4})-(?P<m>\d{2})", DateKind.MONTH_YEAR, pad=True),
    _spec(r"(?P<m>\d{1,2})/(?P<d>\d{1,2})", DateKind.MONTH_DAY, pad=False),
    _spec(r"(?P<m>\d{1,2})-(?P<d>\d{1,2})", DateKind.MONTH_DAY, pad=False),
    _spec(r"(?P<m>\d{1,2})/(?P<y>3[2-9]|[4-9]\d)", DateKind.MONTH_YEAR, pad=False),
    _spec(_MON + r"\.?(?:\s*|-)" + _DAY, DateKind.MONTH_DAY, pad=False),
    # in Spanish: "12 de octubre de 1996", "octubre de 1950", "12 de octubre"
    _spec(_DAY + r"\s+de\s+" + _MON + r"\s+(?:de\s+)?" + _YEAR, DateKind.FULL, pad=False),
    _spec(_MON + r"\s+de\s+" + _YEAR_STRICT, DateKind.MONTH_YEAR, pad=False),
    _spec(_DAY + r"\s+de\s+" + _MON, DateKind.MONTH_DAY, pad=False),
    _spec(_DAY + r"(?:(?:\s+of)?\s*|-)" + _MON + r"\.?", DateKind.MONTH_DAY,
          pad=False),  # "16jan", "20-Sep"
    _spec(_YEAR_STRICT, DateKind.YEAR, pad=False),
    _spec(r"['’]?(?P<dec>\d{4}|\d{2})['’]?s", DateKind.DECADE, pad=False),
    _spec(
        r"(?P<season>spring|summer|fall|autumn|winter)(?:\s+of\s+|\s*,\s*|\s+|-)" + _YEAR_STRICT,
        DateKind.SEASON,
        pad=False,
    ),
    _spec(_MON + r"\.?", DateKind.MONTH, pad=False),
    _spec(r"(?P<season>spring|summer|fall|autumn|winter)", DateKind.SEASON, pad=False),
    _spec(r"(?P<d>\d{1,2})(?P<sfx>st|nd|rd|th)", DateKind.DAY, pad=False),  # "the 14th"
    _spec(r"(?P<y>\d{2})", DateKind.YEAR, pad=False),  # "MI 92": a recognizer read it as a year
)
_BARE_DAY: Final = _spec(r"(?P<d>[1-9]|0[1-9]|[12]\d|3[01])", DateKind.DAY, pad=False)

# Holidays a note dates events by; movable ones at their usual middle date. A holiday is
# written back as the shifted month and day ("since Christmas" -> "since February 3").
HOLIDAYS: Final = {
    "new years eve": (12, 31), "new years day": (1, 1), "new years": (1, 1),
    "new year": (1, 1), "christmas eve": (12, 24), "christmas day": (12, 25),
    "christmas": (12, 25), "xmas": (12, 25), "thanksgiving": (11, 25), "easter": (4, 8),
    "halloween": (10, 31), "labor day": (9, 4), "memorial day": (5, 28),
    "independence day": (7, 4), "fourth of july": (7, 4), "4th of july": (7, 4),
    "valentines day": (2, 14), "st patricks day": (3, 17), "mothers day": (5, 11),
    "fathers day": (6, 18), "veterans day": (11, 11), "columbus day": (10, 11),
    "mlk day": (1, 18), "presidents day": (2, 18), "good friday": (4, 6),
    "juneteenth": (6, 19), "diwali": (11, 1), "hanukkah": (12, 15), "passover": (4, 10),
    "rosh hashanah": (9, 20), "yom kippur": (9, 29), "easter sunday": (4, 8),
    "russian christmas": (1, 7), "orthodox christmas": (1, 7), "slaviq": (1, 7),
    "theophany": (1, 19), "alaska day": (10, 18), "sewards day": (3, 30),
    "patriots day": (4, 19), "lunar new year": (2, 1), "tet": (2, 1),
    "palm sunday": (4, 1), "ash wednesday": (2, 22), "cinco de mayo": (5, 5),
    "kamehameha day": (6, 11), "three kings day": (1, 6), "kings day": (1, 6),
    "boxing day": (12, 26), "mardi gras": (2, 21), "pesach": (4, 10), "purim": (3, 10),
    "sukkot": (10, 5), "shavuot": (5, 30), "kwanzaa": (12, 26), "chinese new year": (2, 1),
    "ramazan bajram": (4, 10), "kurban bajram": (6, 16), "ramadan": (3, 11),
    "st josephs day": (3, 19), "saint josephs day": (3, 19), "saint patricks day": (3, 17),
    "decoration day": (5, 30), "dia de los muertos": (11, 2), "día de los muertos": (11, 2),
    "dia de la virgen de guadalupe": (12, 12), "día de la virgen de guadalupe": (12, 12),
    "chuseok": (9, 21), "armenian christmas": (1, 6), "eid": (4, 10),
    "eid al-fitr": (4, 10), "eid al-adha": (6, 16), "ashura": (7, 28), "paczki day": (2, 21),
    "fat tuesday": (2, 21), "thanksgiving day": (11, 25), "vaisakhi": (4, 14),
    "baisakhi": (4, 14), "gurpurab": (11, 15), "hmong new year": (12, 1),
    "dashain": (10, 8), "losar": (2, 10), "wigilia": (12, 24), "karen new year": (12, 29),
    "tết": (2, 1),
}  # fmt: skip
_HOLIDAY: Final = re.compile(
    "|".join(
        re.sub(r"s\b", "['’]?s['’]?", h).replace(" ", r"\.?\s+")
        for h in sorted(HOLIDAYS, key=len, reverse=True)
    ),
    _FLAGS,
)

# A clock time a span took before its date ("0515 JAN 9", "0420 Nov 2nd", "1945 Memorial Day"):
# kept as written, unless it is the year of a date written year first ("2020 DEC 27").
_TIME_HEAD: Final = re.compile(
    r"(?:[01]\d|2[0-3])[0-5]\d[ \t]+(?=" + _MON + r"(?![a-z])|\d{1,2}[/-]\d|(?:"
    + _HOLIDAY.pattern + r")$)", _FLAGS)

# "Christmas 2001", "Easter, '98": a holiday of a stated year
_HOLIDAY_YEAR: Final = re.compile(
    "(?P<holiday>" + _HOLIDAY.pattern + ")" + _COMMA + _YEAR_STRICT,
    _FLAGS,
)


def _holiday_key(text: str) -> str:
    """The HOLIDAYS key of a matched holiday: lower case, no apostrophes or periods."""
    return " ".join(re.sub(r"['’.]", "", text.lower()).split())


@dataclass(frozen=True, slots=True)
class _Field:
    """One rewritable span of the value and how it is written."""

    name: str  # m, d, sfx, y, mon, wd, season or time
    start: int
    end: int
    style: str


def _case(word: str) -> str:
    """The case style of a word: upper, lower or title."""
    if word.isupper():
        return "upper"
    return "lower" if word.islower() else "title"


def _cased(word: str, case: str) -> str:
    """`word` (title case) written in `case`."""
    if case == "upper":
        return word.upper()
    return word.lower() if case == "lower" else word


def _ordinal(day: int) -> str:
    """The English ordinal suffix of `day`."""
    if 11 <= day % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _season_of(day: date) -> tuple[int, int]:
    """(season index, season year) of a date; December belongs to the next year's winter."""
    if day.month == 12:
        return 0, day.year + 1
    return (day.month % 12) // 3, day.year


def _pad_evidence(digits: str) -> bool | None:
    """Whether a numeric field shows zero-padding (True), shows none (False), or cannot tell."""
    if len(digits) == 1:
        return False
    return True if digits[0] == "0" else None


def _word_style(word: str, full_names: tuple[str, ...]) -> str:
    """'full:<case>' when `word` is a whole month/weekday name, else 'abbr:<case>'."""
    width = "full" if word.lower() in (n.lower() for n in full_names) else "abbr"
    return f"{width}:{_case(word)}"


def _year(digits: str, pivot: int) -> int:
    """A four-digit year; two digits up to `pivot` are 20xx, the rest 19xx."""
    if len(digits) == 4:
        return int(digits)
    yy = int(digits)
    return 2000 + yy if yy <= pivot else 1900 + yy


@dataclass(frozen=True, slots=True)
class DateForm:
    """A parsed date value: what it states, its anchor date and the layout to render it in."""

    kind: DateKind
    anchor: date = field(repr=False)
    text: str = field(repr=False)
    fields: tuple[_Field, ...] = field(repr=False)
    weekday: int | None = field(default=None, repr=False)  # as stated, for partial dates

    def __repr__(self) -> str:
        return f"DateForm(kind={self.kind.value!r}, template={self.template!r})"

    @property
    def template(self) -> str:
        """The surface format with every date field replaced by a style token (no PHI)."""
        return self._compose(_token)

    def shifted(self, days: int) -> str:
        """The value moved by `days` days, written in the same surface format."""
        try:
            new = self.anchor + timedelta(days=days)
        except OverflowError:
            raise SurrogateError("date out of range after shifting") from None
        if self.kind in (DateKind.FULL, DateKind.WEEKDAY) or self.weekday is None:
            weekday = new.weekday()
        else:
            weekday = (self.weekday + days) % 7  # a partial date's weekday rotates with it
        return self._written(new, weekday)

    def at(self, new: date) -> str:
        """The value written as the date `new`, in the same surface format."""
        return self._written(new, new.weekday())

    @property
    def has_year(self) -> bool:
        """Whether the value states a year (so an age can be read from it)."""
        return self.kind in (DateKind.FULL, DateKind.MONTH_YEAR, DateKind.YEAR, DateKind.SEASON)

    def _written(self, new: date, weekday: int) -> str:
        """The value with its fields rewritten for `new` (and `weekday`)."""
        year = _season_of(new)[1] if self.kind is DateKind.SEASON else new.year
        return self._compose(lambda f: self._render(f, new, year, weekday))

    def _compose(self, render: Callable[[_Field], str]) -> str:
        """The text with each field replaced by `render(field)`."""
        parts, last = [], 0
        for f in self.fields:
            parts += [self.text[last : f.start], render(f)]
            last = f.end
        parts.append(self.text[last:])
        return "".join(parts)

    def _render(self, f: _Field, new: date, year: int, weekday: int) -> str:
        """One field of the shifted date in its original style."""
        width, _, case = f.style.partition(":")
        if f.name in ("m", "d"):
            number = new.month if f.name == "m" else new.day
            return f"{number:02d}" if f.style == "pad" else str(number)
        if f.name == "y":
            return f"{year:04d}" if f.style == "4" else f"{year % 100:02d}"
        if f.name == "dec":
            return f"{year // 10 * 10:04d}" if f.style == "4" else f"{year // 10 % 10}0"
        if f.name == "holiday":
            return _cased(f"{MONTHS[new.month - 1]} {new.day}", f.style)
        if f.name == "sfx":
            return _cased(_ordinal(new.day), f.style)
        if f.name == "mon":
            case, _, language = case.partition(":")
            name = (SPANISH_MONTHS if language == "es" else MONTHS)[new.month - 1]
            return _cased(name if width == "full" else name[:3], case)
        if f.name == "wd":
            name = WEEKDAYS[weekday]
            return _cased(name if width == "full" else name[:3], case)
        if f.name == "season":
            index = _season_of(new)[0]
            name = "Autumn" if index == 3 and width == "autumn" else SEASONS[index]
            return _cased(name, case)
        return self.text[f.start : f.end]  # time of day: kept as written


def _token(f: _Field) -> str:
    """The template token of a field."""
    width, _, case = f.style.partition(":")
    if f.name in ("m", "d"):
        letter = f.name.upper()
        return "{" + (letter * 2 if f.style == "pad" else letter) + "}"
    if f.name == "y":
        return "{YYYY}" if f.style == "4" else "{YY}"
    if f.name == "dec":
        return "{YYY0}" if f.style == "4" else "{Y0}"
    if f.name == "holiday":
        return "{" + _cased("Holiday", f.style) + "}"
    if f.name == "sfx":
        return "{TH}" if f.style == "upper" else "{th}"
    if f.name in ("mon", "wd"):
        words = {"mon": ("Month", "Mon"), "wd": ("Weekday", "Wkd")}[f.name]
        return "{" + _cased(words[width != "full"], case.partition(":")[0]) + "}"
    if f.name == "season":
        return "{" + _cased("Season", case) + "}"
    return "{time}"


def day_of_month_cue(text: str, start: int) -> bool:
    """Whether a day-of-month cue ("on the", "eve") ends right before `start` in `text`."""
    return _DAY_CUE.search(text, max(0, start - _DAY_CUE_LEAD), start) is not None


def parse_date(text: str, pivot: int = 40, day_cue: bool = False) -> DateForm:
    """Parse a date value into its form; raise SurrogateError when it is not one.
    `day_cue`: a day-of-month cue stands before the value in its note."""
    # brackets and quotes a span took with its date ("(nov 2008") are kept as written
    lo, hi = len(text) - len(text.lstrip(_AROUND)), len(text.rstrip(_AROUND + ",;"))
    prefix = _PREFIX.match(text, lo, hi)
    pos = prefix.end() if prefix else lo
    extra: list[_Field] = []
    weekday = None
    lead = _WEEKDAY_LEAD.match(text, pos, hi)
    if lead:
        word = lead["wd"]
        weekday = [w[:2] for w in WEEKDAYS].index(word[:2].title())
        extra.append(_Field("wd", *lead.span("wd"), _word_style(word, WEEKDAYS)))
        pos = lead.end()
        inner = _PREFIX.match(text, pos, hi)  # "Sunday the 21st": the day's cue after it
        if inner is not None:
            day_cue = day_cue or _DAY_CUE.search(text, inner.start(), inner.end()) is not None
            pos = inner.end()
    head = _TIME_HEAD.match(text, pos, hi)
    if head is not None and _YEAR_FIRST.regex.fullmatch(text, pos, hi) is None:
        extra.append(_Field("time", pos, head.end(), ""))
        pos = head.end()
    connector = _CONNECTOR_TAIL.search(text, pos, hi)
    if connector and connector.start() > pos:
        hi = connector.start()
    tail = _TIME_TAIL.search(text, pos, hi)
    if tail and tail.start() > pos:
        extra.append(_Field("time", tail.start(), tail.end(), ""))
        hi = tail.start()
    holiday = _HOLIDAY.fullmatch(text, pos, hi)
    if holiday:
        month, day = HOLIDAYS[_holiday_key(holiday.group())]
        fields = (*extra, _Field("holiday", pos, hi, _case(holiday.group())))
        return DateForm(DateKind.MONTH_DAY, date(REF_YEAR, month, day), text, fields, weekday)
    dated = _HOLIDAY_YEAR.fullmatch(text, pos, hi)
    if dated:
        month, day = HOLIDAYS[_holiday_key(dated["holiday"])]
        fields = (*extra, _Field("holiday", *dated.span("holiday"), _case(dated["holiday"])),
                  _Field("y", *dated.span("y"), _style("y", {"y": dated["y"]}, False)))
        year = _year(dated["y"], pivot)
        return DateForm(DateKind.FULL, date(year, month, day), text, fields, weekday)
    if day_cue or (prefix is not None and _DAY_CUE.search(text, prefix.start(), pos)):
        day = _BARE_DAY.regex.fullmatch(text, pos, hi)
        if day is not None:
            return _build(_BARE_DAY, day, text, extra, weekday, pivot)
    if pos >= hi:
        if weekday is None:
            raise SurrogateError("date not recognised")
        anchor = REF_MONDAY + timedelta(days=weekday)
        return DateForm(DateKind.WEEKDAY, anchor, text, tuple(extra), weekday)
    for spec in _SPECS:
        match = spec.regex.fullmatch(text, pos, hi)
        if match is None:
            continue
        try:
            return _build(spec, match, text, extra, weekday, pivot)
        except ValueError:
            continue
    raise SurrogateError("date not recognised")


def _build(
    spec: _Spec,
    match: re.Match[str],
    text: str,
    extra: list[_Field],
    weekday: int | None,
    pivot: int,
) -> DateForm:
    """The DateForm of one matched format; ValueError when the fields are not a real date."""
    groups = {k: v for k, v in match.groupdict().items() if v is not None}
    spans = {k: match.span(k) for k in groups}
    if spec.swap and "m" in groups and "d" in groups and int(groups["m"]) > 12 >= int(groups["d"]):
        groups["m"], groups["d"] = groups["d"], groups["m"]  # e.g. 25/12/2020: day first
        spans["m"], spans["d"] = spans["d"], spans["m"]
    month = int(groups["m"]) if "m" in groups else None
    if "mon" in groups:
        month = _MONTH_NUMBER[groups["mon"][:3].lower()]
    year = _year(groups["y"], pivot) if "y" in groups else REF_YEAR
    if "dec" in groups:
        year = _year(groups["dec"], pivot)
        if year % 10:
            raise ValueError("not a decade")
    anchor = _anchor(spec.kind, year, month, int(groups.get("d", 15)), groups.get("season"))
    fields = extra + [
        _Field(name, *spans[name], _style(name, groups, spec.pad))
        for name in ("m", "d", "sfx", "y", "dec", "mon", "season", "time")
        if name in groups
    ]
    return DateForm(spec.kind, anchor, text, tuple(sorted(fields, key=lambda f: f.start)), weekday)


def _anchor(kind: DateKind, year: int, month: int | None, day: int, season: str | None) -> date:
    """The date a form stands for: itself, or the mid-point of the interval it names."""
    if kind is DateKind.YEAR:
        return date(year, 7, 1)
    if kind is DateKind.DECADE:
        return date(year + 5, 1, 1)
    if kind is DateKind.DAY:
        return date(REF_YEAR, 1, day)  # a month of 31 days, so every day of a month exists
    if kind is DateKind.SEASON and season is not None:
        return date(year, *_SEASON_MIDPOINTS[_SEASON_INDEX[season.lower()]])
    if month is None:
        raise ValueError("no month")
    return date(year, month, day)  # month-year and month-only forms default day to 15


def _style(name: str, groups: dict[str, str], pad_default: bool) -> str:
    """How one field is written in the input."""
    value = groups[name]
    if name in ("m", "d"):
        other = groups.get("d" if name == "m" else "m")
        pad = _pad_evidence(value)
        if pad is None and other is not None:
            pad = _pad_evidence(other)
        return "pad" if (pad_default if pad is None else pad) else "plain"
    if name in ("y", "dec"):
        return str(len(value.strip("'’")))
    if name == "sfx":
        return "upper" if value.isupper() else "lower"
    if name == "mon":
        if value.lower() in _SPANISH_ONLY:
            return _word_style(value, SPANISH_MONTHS) + ":es"
        return _word_style(value, MONTHS)
    if name == "season":
        return ("autumn" if value.lower() == "autumn" else "fall") + ":" + _case(value)
    return ""


# Between the dates of one value: a list ("'94, 2001", "98 and 01"), then a range ("JAN 3-JAN 9",
# "2002-2006"; a bare "13" is never a year of a range: "2020-13-01" is no date at all).
_LIST_SEPARATOR: Final = re.compile(r"(\s*(?:[,;&]|\band\b)\s*)", _FLAGS)
_RANGE_SEPARATOR: Final = re.compile(r"(\s*(?:[-–—]|\b(?:to|through|thru|until)\b)\s*)", _FLAGS)


def shifted_dates(text: str, days: int, pivot: int = 40, day_cue: bool = False) -> str:
    """`text` (one date, or a list or range of them) with every date moved by `days` days
    (`day_cue`: a day-of-month cue stands before it in its note)."""
    return _shifted_parts(text, days, pivot, (_LIST_SEPARATOR, _RANGE_SEPARATOR), day_cue)


def _shifted_parts(text: str, days: int, pivot: int,
                   separators: tuple[re.Pattern[str], ...], day_cue: bool = False) -> str:
    """One date shifted, or each part between the first separator that splits `text` so."""
    try:
        return parse_date(text, pivot, day_cue).shifted(days)
    except SurrogateError:
        if not separators:
            raise
    parts = separators[0].split(text)
    bare = separators[0] is _RANGE_SEPARATOR and any(p.strip().isdigit() and len(p.strip()) < 4
                                                     for p in parts[::2])
    if len(parts) == 1 or bare or not all(p.strip() for p in parts[::2]):
        return _shifted_parts(text, days, pivot, separators[1:], day_cue)
    return "".join(part if i % 2 else _shifted_parts(part, days, pivot, separators[1:])
                   for i, part in enumerate(parts))


def note_date(value: str | None) -> date | None:
    """The day a note time such as "2024-04-01T10:00:00Z" names; None when it names no day."""
    if not value:
        return None
    try:
        form = parse_date(value)
    except SurrogateError:
        return None
    return form.anchor if form.kind is DateKind.FULL else None


@dataclass(frozen=True, slots=True)
class DateShiftPolicy:
    """Magnitude range of the per-patient offset in days (its sign is keyed), the
    two-digit-year pivot, and what a birth date revealing an age >= age_threshold becomes."""

    min_days: int = 1
    max_days: int = 365
    pivot: int = 40
    age_threshold: int = 90
    old_birth_dates: OldBirthDates = OldBirthDates.TOP_CODE

    def __post_init__(self) -> None:
        if not 1 <= self.min_days <= self.max_days:
            raise ValueError("date shift needs 1 <= min_days <= max_days")
        if not 0 <= self.pivot <= 99:
            raise ValueError("pivot is a two-digit year")


class DateStrategy:
    """Shifts every date of a patient by one keyed offset and keeps its surface format."""

    name = "date-shift"

    def __init__(self, policy: DateShiftPolicy | None = None) -> None:
        self.policy = policy or DateShiftPolicy()

    def __repr__(self) -> str:
        return f"DateStrategy(policy={self.policy!r})"

    def shift_days(self, ctx: SurrogateContext) -> int:
        """The patient's offset in days (the note's when the patient is unknown); never 0."""
        scope = ("patient", ctx.patient_id) if ctx.patient_id is not None else ("note", ctx.note_id)
        width = self.policy.max_days - self.policy.min_days + 1
        draw = ctx.prf(Purpose.DATES).index(2 * width, *scope)
        magnitude = self.policy.min_days + draw // 2
        return -magnitude if draw % 2 else magnitude

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """`value` shifted by the patient's offset, in its own surface format; a birth date
        that reveals an age at or above the threshold generalised (birth.py)."""
        days = self.shift_days(ctx)
        if ctx.birth_reference is None:
            return shifted_dates(value, days, self.policy.pivot, ctx.day_of_month)
        form = parse_date(value, self.policy.pivot)
        if not form.has_year:
            return form.shifted(days)
        return self._birth_date(form, days, ctx.birth_reference)

    def _birth_date(self, form: DateForm, days: int, reference: date) -> str:
        """A shifted birth date, generalised when its age is at or above the threshold."""
        threshold = self.policy.age_threshold
        try:
            born, at = form.anchor + timedelta(days=days), reference + timedelta(days=days)
        except OverflowError:
            raise SurrogateError("date out of range after shifting") from None
        if max(age_at(form.anchor, reference), age_at(born, at)) < threshold:
            return form.shifted(days)
        if self.policy.old_birth_dates is OldBirthDates.REDACT:
            return placeholder(Label.DATE)
        return form.at(with_age(born, at, threshold))
