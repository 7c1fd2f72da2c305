"""Month/day dates without a year ("on 3/14", "CABG 3/16", a line that starts "12/5 ...").

Nursing notes write most dates this way, beside look-alikes of the same shape: blood pressures,
pain and strength scores, doses (5/325), ABGs (7.35/40/90), vent settings (PS 10/5), I/O,
"1/2 NS", "x2/3", "day 3/7" and gestational ages ("32 2/7 wks"). A valid month and day is a
date when no look-alike cue stands right before it and a date or event word does (or, in the
balanced profile, it opens a line, stands beside a clock time or ends a run of words with no
number since the clause began: "pt came from hollis general 9/18"; in high-recall, always).
A score out of ten, five or four ("cp 7/10", "otherwise 5/5") needs a date or event word.
A month and a two-digit year that is no day ("dx 6/98", "cabg 4/97", "since 12/99") is a date
after the same words or a procedure or diagnosis of a history list.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.patterns.base import Pattern, PatternFamily, digit_led
from stream.recognize.patterns.dates import (
    DATE_CONTEXT,
    MD_TAIL,
    NUM_END,
    NUM_LB,
    WEAK_DATE_CUES,
    cue_source,
    followed_by_unit,
    fraction_like,
    has_cue,
    numbers,
    opens_line,
    sentence_bounds,
    valid_md,
    weekday_before,
)
from stream.recognize.patterns.history_years import HISTORY_TERMS
from stream.recognize.regex_fragments import ARROW

# Clinical events that are dated in a note ("cath 8/9", "EXTUBATED 5/12", "mtg 1/22").
_EVENT_CUE = re.compile(
    r"(?i:\b(?:" + cue_source(cue_list("dates", "dated_event"))
    + r"|(?:s/p|sp)(?:\s+\w+){0,2}|(?:started|stopped|held|resumed|began|restarted)\s+[a-z]+)"
    r"[\s:#,.-]*$)"
)
# Words right before a number that make "a/b" a measurement, not a date.
_LOOK_ALIKE = re.compile(
    r"(?i:\b" + cue_source(cue_list("measures", "look_alike_before")) + r"\s?[:=]?\s?$)")
# "32 2/7 wks", "1 1/2 tabs" (not "0412 3/29", nor a count such as "cabg x3 1/22")
_MIXED_NUMBER = re.compile(r"(?<![A-Za-z])(?<!\d\d\d)\d\s$")
_AFTER = re.compile(
    r"(?i:\s?(?:" + cue_source(cue_list("measures", "look_alike_after")) + r"|of\b|x\b))")
_CLOCK = r"(?:[01]\d|2[0-3])(?::?[0-5]\d)"
_TIME_AFTER = re.compile(
    r"(?i:\s{1,2}(?:(?:@|~|at|approx\.?|around|abt)\s?)?)" + _CLOCK + r"(?!\d)")
_SHIFT_AFTER = re.compile(r"[ \t]{1,2}" + _CLOCK + r"[ \t]?-[ \t]?" + _CLOCK + r"(?!\d)")
_SURGEON_AFTER = re.compile(r"(?i:\s{1,2}(?:w/|with|by)\s{1,2}(?:dr\b|doctor\b))")
_TIME_BEFORE = re.compile(r"(?<!\d)" + _CLOCK + r"\s{1,2}$")
# Where a clause begins: punctuation, an arrow, a bracket or the line's start.
_CLAUSE_START = re.compile(r"[,;:.()\n]|->|=>")
# Scores out of ten, five or four: pain, strength, pulses ("cp 7/10", "otherwise 5/5", "2/4").
_RANGE_PARTS = re.compile(r"\d\d?/\d\d?")
_SCORE = re.compile(r"(?:10|[0-9])/10|[0-5]/5|[0-4]/4")
# A month/day that continues a list of dates: "3/2, 3/5 and 3/9", "on 2/11 and again 2/13".
_LIST_BEFORE = re.compile(
    r"(?<![\d./])(\d\d?/\d\d?)\s?(?:,|&|\band\b|\bor\b)(?:\s{1,2}(?:and|again|then|or))*\s{0,2}$",
    re.IGNORECASE)
_CLAUSE_END = re.compile(r"\s?(?:[:,;)]|\.(?!\d)|$)", re.MULTILINE)
_TENTHS = re.compile(r"(?:10|[0-9])/10")
# Words of a pain score, whole ("cp", "ha") or as the start of a word ("painful", "scores").
_SCORE_TALK = re.compile(
    r"(?i:\b(?:cp|ha|nrs|vas)\b|\brated|/10\b"
    r"|pain|headache|cpot|scale|score|discomfort|sore)")
_WEAK_CUE = re.compile(r"(?i:\b" + cue_source((*WEAK_DATE_CUES, "or")) + r"[\s:#,.-]*$)")
# A move or a visit, a preposition and one to four words of a place, then the date.
_EVENT_PLACE = re.compile(
    r"(?i:\b" + cue_source(cue_list("dates", "event_place_verb"))
    + r"(?:\s{1,2}(?:in|back|over|up|out))?\s{1,2}(?:from|to|at|in)"
    r"(?:\s{1,2}[a-z][a-z'.&-]*){1,4}\s{1,2}$)")
_LINK_AFTER = re.compile(r"(?i:\s{1,2}(?:w/|with|for|and|->|then|s/p)(?!\w))")
# the year a day belongs to, said right after it ("Easter (4/12 this year)")
_YEAR_AFTER = re.compile(r"(?i:[ \t]{1,2}(?:this|last|next)[ \t]year\b)")
_SP_PROCEDURE = re.compile(r"(?i:\bs/p[ \t]{1,2}[a-z]{3,}[ \t]{1,2}$)")
# Another score on the line of a score-shaped month/day, and what joins two dates as a range.
_SIBLING_SCORE = re.compile(r"(?<![\d/.])\d\d?[+-]?/\d\d?(?![\d/])")  # "4+/5 -> 5/5"
# the scores a line compares: out of ten, five or four, and the pain behaviour scale's eight
# ("CPOT 4/8 -> fent 25 mcg -> 1/8")
_LINE_SCORE = re.compile(_SCORE.pattern + r"|[0-8]/8")
_SIBLING_REACH = 40
_PAIR_OF_NUMBERS = re.compile(r"(\d{1,2})/(\d{1,2})")
_RANGE_JOIN = re.compile(r"\s?[-–]\s?|\s(?i:to|thru|through)\s")
_FRACTIONS = frozenset({"1/2", "1/3", "2/3", "1/4", "3/4", "2/2"})
_LOOK_BACK = 14  # characters searched for a look-alike cue
_CUE_BACK = 25  # characters searched for a date or event word


def _short_year_check(family: MonthDayFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> bool:
    """A month and a two-digit year ("dx 6/98") after a date, event or history word, or in
    brackets."""
    start, end = match.span()
    return (1 <= numbers(match.group())[0] <= 12 and not look_alike(text, start, end)
            and (strong_date_cue(text, start) or has_cue(_IN_YEAR, text, start)
                 or _event_before(text, start) or _history_term_before(text, start)
                 or _parenthesized(text, start, end)))


def _range_check(family: MonthDayFamily, text: str, match: re.Match[str],
                 pattern: Pattern) -> bool:
    """Two valid month/days; a part shaped like a score ("3/2-3/5") only after a date or event
    word."""
    start, end = match.span()
    cued = (strong_date_cue(text, start) or _event_before(text, start)
            or _event_place_before(text, start))
    # the look-alike cues are read around the whole range: "3/10-3/15" is no sibling score of
    # itself
    return not look_alike(text, start, end) and all(
        valid_md(*numbers(part.group())) and (cued or not _SCORE.fullmatch(part.group()))
        for part in _RANGE_PARTS.finditer(text, start, end))


def _range_emit(family: MonthDayFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> Iterator[Span]:
    """Each end of the range."""
    for part in _RANGE_PARTS.finditer(text, match.start(), match.end()):
        yield Span(part.start(), part.end(), family.label, family.source, pattern.score)


class MonthDayFamily(PatternFamily):
    """DATE: month/day without a year, away from measurements of the same shape."""

    name = "month_day"
    label = Label.DATE
    patterns: ClassVar[tuple[Pattern, ...]] = (
        digit_led("month_day", NUM_LB + MD_TAIL + NUM_END, 0.6),
        # "12/20-12/23": two month/days joined by a dash, which keeps either from matching alone
        digit_led("month_day_range", NUM_LB + MD_TAIL + r"\s?-\s?\d\d?/\d\d?" + NUM_END, 0.6,
                  check=_range_check, emit=_range_emit),
        # "dx 6/98", "since 12/99": a month and a year of two digits that no day can be
        digit_led("month_short_year", NUM_LB + r"\d?/[3-9]\d" + NUM_END, 0.6,
                  check=_short_year_check),
    )

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """A valid month and day, no look-alike, and a cue (or position) that says date."""
        start, end = match.span()
        return self._is_date(text, start, end, 0)

    def _is_date(self, text: str, start: int, end: int, depth: int) -> bool:
        """The checks for one month/day; `depth` counts the list items before it."""
        value = text[start:end]
        month, day = numbers(value)
        if not valid_md(month, day):
            return False
        if _YEAR_AFTER.match(text, end):
            return True  # "(4/12 this year)": no score or ratio has a year
        if _SP_PROCEDURE.search(text, max(0, start - 20), start) and not (
                fraction_like(text, start, end) or _AFTER.match(text, end)):
            return True  # "s/p trach 3/7", "s/p ercp 3/9": a procedure's date, no setting
        if self._after_a_clock_time(text, start, end):
            return True  # "back pain @ 1900 5/30": a day after the time of the event
        if weekday_before(text, start):
            return True  # "Sat 9/28", "SAT 3/9 1500 - family meeting"
        if opens_line(text, start) and _SHIFT_AFTER.match(text, end):
            return True  # "3/4 0700-1900 BURN": the day of a shift that opens the note
        if look_alike(text, start, end):
            return False
        if _SURGEON_AFTER.match(text, end):
            return True  # "CABG x3 5/21 w/ Dr. Larrabee": a procedure's date and its surgeon
        if _TENTHS.fullmatch(value) and (scores_on_line(text, start, end) or not (
                strong_date_cue(text, start) or _event_before(text, start))):
            return False  # "improved to 3/10", "PAIN 8/10 ..., 4/10 AFTER": scores
        if has_cue(DATE_CONTEXT, text, start):
            return True
        if _event_place_before(text, start) and (value != "2/2"
                                                 or _CLAUSE_END.match(text, end) is not None
                                                 or _LINK_AFTER.match(text, end) is not None):
            return True  # "transferred from addison gilbert 2/2 w/", "seen in osborne er 5/5"
        if value in _FRACTIONS and not (value != "2/2" and _event_before(text, start)
                                        and _CLAUSE_END.match(text, end)):
            return False  # "2/2 sepsis" (secondary to), "1/2 amp"; "cath 1/4: 3vd" is a date
        if _event_before(text, start):
            return True
        if depth < 3 and self._listed_after_date(text, start, depth):
            return True  # "3/2, 3/5 and 3/9", "on 2/11 and again 2/13"
        if _SCORE.fullmatch(value):
            return False  # "c/o cp 7/10": a score; a date only after a date or event word
        if _parenthesized(text, start, end):
            return True  # "tlc (3/2)", "ct chest (3/14)"
        return (self.high_recall or opens_line(text, start)
                or _TIME_AFTER.match(text, end) is not None
                or _TIME_BEFORE.search(text, max(0, start - 8), start) is not None
                or _words_only(text, start))

    @staticmethod
    def _after_a_clock_time(text: str, start: int, end: int) -> bool:
        """Whether a month/day that is no score, fraction nor count follows a clock time ("back
        pain @ 1900 5/30"; not "pain @ 2200 7/10", "@ 0100 1/2 amp")."""
        value = text[start:end]
        return (_TIME_BEFORE.search(text, max(0, start - 8), start) is not None
                and not _SCORE.fullmatch(value) and value not in _FRACTIONS
                and not counted_after(text, end) and not followed_by_unit(text, end)
                and _ARROW_AFTER.match(text, end) is None)

    def _listed_after_date(self, text: str, start: int, depth: int) -> bool:
        """Whether a month/day that is itself a date comes just before, joined by a comma,
        "and", "or" or "and again" ("3/2, 3/5 and 3/9"; not "cpot 5/8, 1/8")."""
        before = _LIST_BEFORE.search(text, max(0, start - 24), start)
        if before is None:
            return False
        at, to = before.span(1)
        return self._is_date(text, at, to, depth + 1)


def look_alike(text: str, start: int, end: int) -> bool:
    """Whether a/b at start:end reads as a score, dose, ratio, vent setting or mixed number."""
    lo, _ = sentence_bounds(text, max(0, start - _LOOK_BACK), start, start)
    return (fraction_like(text, start, end) or measure_before(text, start)
            or _MIXED_NUMBER.search(text[lo:start]) is not None
            or counted_after(text, end) or after_a_value(text, start))


def counted_after(text: str, end: int) -> bool:
    """Whether a count's or a measure's word follows a/b ending at `end` ("2/2 sets", "2/4
    bottles", "32 2/7 wks", "5/5 strength")."""
    return _AFTER.match(text, end) is not None


# An arrow from another a/b right before: "PS 15/5 -> 12/5", "peep 10/5-->8/5".
# One word may stand between ("PUPILS 4/3 SLUGGISH -> 3/3").
_ARROW_FROM = re.compile(
    r"(?<![\d/])(\d{1,3})/(\d{1,3})(?:\s[A-Za-z]{2,12})?\s?" + ARROW + r"\s?$")


_ARROW_AFTER = re.compile(r"\s?" + ARROW)


def after_a_value(text: str, start: int) -> bool:
    """Whether a/b at `start` follows an arrow from an a/b that is no date ("15/5 -> 12/5")
    or a look-alike itself ("PS 10/5 -> 8/5"); "3/14 -> 3/15" stays a date."""
    arrow = _ARROW_FROM.search(text, max(0, start - 28), start)
    if arrow is None:
        return False
    first, second = int(arrow.group(1)), int(arrow.group(2))
    return not valid_md(first, second) or look_alike(text, arrow.start(), arrow.end(2))


def measure_before(text: str, start: int) -> bool:
    """Whether a vital sign, vent setting, score or count word stands right before `start`."""
    lo, _ = sentence_bounds(text, max(0, start - _LOOK_BACK), start, start)
    return _LOOK_ALIKE.search(text, lo, start) is not None


def among_scores(text: str, start: int, end: int) -> bool:
    """Whether a/b at start:end is shaped like a score (out of ten, eight, five or four) and
    another score out of the same number, graded or not, stands on its line ("LE 3/5 R, 2/5 L
    (was 1/5 preop)", "strength 5/5 -> new drift 4/5", "LE 4+/5 -> 5/5"), or two others do on
    another small scale ("TREMOR 4/7, SWEATS 4/7, AGITATION 3/7"), not joined to it as a range
    ("3/5-4/5"), with no date or event word right before it ("admitted 3/5, extubated 4/5" are
    dates)."""
    value = text[start:end]
    scale = _LINE_SCORE.fullmatch(value) is not None
    if (not (scale or _out_of_few(value)) or strong_date_cue(text, start)
            or _event_before(text, start)):
        return False
    out_of = value[value.index("/"):]
    lo = max(0, start - _SIBLING_REACH,
             text.rfind("\n", max(0, start - _SIBLING_REACH), start) + 1)
    stop = text.find("\n", end, end + _SIBLING_REACH)
    hi = min(len(text), end + _SIBLING_REACH if stop < 0 else stop)
    # a scale of its own ("TREMOR 4/7, SWEATS 4/7, AGITATION 3/7") needs two more of its items
    needed, siblings = (1 if scale else 2), 0
    for other in _SIBLING_SCORE.finditer(text, lo, hi):
        if other.start() == start or not other.group().endswith(out_of):
            continue
        between = text[min(other.end(), end):max(other.start(), start)]
        score = other.group().replace("+", "").replace("-", "")
        if ((_LINE_SCORE.fullmatch(score) if scale else _out_of_few(score))
                and not _RANGE_JOIN.fullmatch(between)):
            siblings += 1
            if siblings == needed:
                return True
    return False


def _out_of_few(value: str) -> bool:
    """a/b out of at most ten, a no more than b: the shape of a score on any small scale."""
    pair = _PAIR_OF_NUMBERS.fullmatch(value)
    return pair is not None and int(pair.group(1)) <= int(pair.group(2)) <= 10


def _event_before(text: str, start: int) -> bool:
    """Whether a dated-event word ends just before `start` on the same line."""
    line = text.rfind("\n", max(0, start - _CUE_BACK), start) + 1
    return _EVENT_CUE.search(text, max(line, start - _CUE_BACK), start) is not None


def strong_date_cue(text: str, start: int) -> bool:
    """A date word right before `start` that is not also a word of scores and changes
    ("improved to 3/10", "from 8/10", "between 4/10 and"): on, since, admitted, seen..."""
    return has_cue(DATE_CONTEXT, text, start) and not has_cue(_WEAK_CUE, text, start)


def scores_on_line(text: str, start: int, end: int) -> bool:
    """Whether pain or another score out of ten is written on the line of a/10."""
    line = text.rfind("\n", max(0, start - 80), start) + 1
    stop = text.find("\n", end, end + 30)
    stop = end + 30 if stop < 0 else stop
    return (_SCORE_TALK.search(text, max(line, start - 80), start) is not None
            or _SCORE_TALK.search(text, end, min(len(text), stop)) is not None)


_IN_YEAR = re.compile(r"(?i:\b(?:in|during|circa|early|late|mid|around)\s{1,2}$)")
_HISTORY_TERM_BEFORE = re.compile(
    r"(?i:\b(?:" + "|".join(re.escape(t) for t in sorted(HISTORY_TERMS, key=len, reverse=True))
    + r")(?:\s?x\s?\d)?[\s:,(-]{1,3}$)")


def _history_term_before(text: str, start: int) -> bool:
    """Whether a procedure or diagnosis of a history list stands right before `start`."""
    return _HISTORY_TERM_BEFORE.search(text, max(0, start - 24), start) is not None


def _event_place_before(text: str, start: int) -> bool:
    """Whether a move or a visit and its place stand before `start` on the line, with no
    number between: "transferred from addison gilbert 2/2", "PT TRANSFERRED FROM HCH ICU 1/4",
    "seen in osborne er 5/5", "RETURNING TO OLD MILL ASSISTED LIVING 2/3"."""
    line = text.rfind("\n", max(0, start - 60), start) + 1
    return _EVENT_PLACE.search(text, max(line, start - 60), start) is not None


def _words_only(text: str, start: int) -> bool:
    """Whether words, and no number, stand between the clause's start and `start`."""
    window = text[max(0, start - _CUE_BACK * 2):start]
    starts = [m.end() for m in _CLAUSE_START.finditer(window)]
    clause = window[starts[-1] if starts else 0:]
    return any(c.isalpha() for c in clause) and not any(c.isdigit() for c in clause)


def _parenthesized(text: str, start: int, end: int) -> bool:
    """Whether the month/day is alone in brackets: "tlc (3/2)", "ct chest (3/14)"."""
    return start > 0 and end < len(text) and text[start - 1] == "(" and text[end] == ")"
