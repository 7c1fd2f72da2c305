"""Years in a past history list, right after a procedure or diagnosis ("s/p CABG '95", "MI 92").

Nursing notes list history as abbreviation + year: four digits, or two with or without an
apostrophe. A two-digit year without an apostrophe ("cva 92") must end its list item (a comma,
period, semicolon, bracket or the line's end follows) unless the profile is high-recall.
After a word that is no listed term, an apostrophe year ("tips '18") is a year anywhere; a
bare year ("sbp 2019", "pe 05") only ends an item of a line headed "pmh", "hx" or "history",
or of a list whose item before ends with a year ("tips '18, sbp 2019"). A bracket that holds
only years ("c/s x2 (98, 01)", "whipple (2022)") follows a listed term, or a count or a list
of two in a history clause; never a vital sign or a lab ("hr (98)", "sats (88, 92)").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial
from typing import ClassVar

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, word_list
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.dates import followed_by_unit

# Procedures and diagnoses that a history list dates (lower case; matched in any case).
# ("ca", "hd", "pe", "tb", "icd" are left out: "ca 10," is calcium, "icd 10" a code system.)
HISTORY_TERMS = cue_list("clinical", "history_term")
# Devices and counts whose two-digit number is usually a size or a count ("peg 14", "valve 25"):
# a year after them needs four digits or an apostrophe.
_SIZED = frozenset(word_list("peg des bms stent stents cath fx valve"))
_TERM = "|".join(re.escape(t) for t in sorted(HISTORY_TERMS, key=len, reverse=True))
_YEAR = r"(?P<year>['’]\d\d|(?:19|20)\d\d|\d\d)"
_LIST_YEAR = r"(?:['’]\d\d|(?:19|20)\d\d|\d\d)(?!\d)"
_LIST_ITEM = re.compile(_LIST_YEAR)
_ITEM_END = re.compile(r"\s{0,2}(?:[,.;)\]]|$)", re.MULTILINE)
_HISTORY_LINE = re.compile(r"(?im:^[\s*•-]*(?:pmh|p?hx|past\s+(?:medical\s+)?history|history)\b)")
# Where listed_year is tried: a year after a space that `accept` can take: an apostrophe year,
# a four-digit year, or two digits that end a list item (most numbers in a note are none)
_YEAR_ANCHOR = re.compile(
    r"\s(?:['’]\d\d|(?:19|20)\d\d|\d\d(?=\s{0,2}(?:[,.;)\]]|$)))(?!\d)", re.MULTILINE)
_APOSTROPHE_YEAR = re.compile(r"['’]\d\d")
_ANY_WORD = r"[A-Za-z]{2,16}[)\]]?(?:\s?[xX]\s?\d)?\s{1,2}"  # "tips", "AVR (TISSUE)", "x2"
# An earlier item of the same list that ends with a year: "tips '18, sbp 2019" continues it.
_DATED_ITEM_BEFORE = re.compile(r"(?:['’]\d\d|(?:19|20)\d\d)\s{0,2}[,;]\s{0,2}$")
_FOUR_DIGIT_YEAR = re.compile(r"(?:19|20)\d\d")
# The word (and count) before a bracket of years: "c/s x2 (98, 01)", "whipple (2022)".
_WORD_BEFORE_BRACKET = re.compile(
    r"(?P<word>[A-Za-z][\w/'’-]{0,14})(?P<count>\s?[xX]\s?\d)?\s{0,2}$")
# A procedure named by its ending: "-ectomy", "-otomy", "-ostomy", "-plasty", "-pexy".
_PROCEDURE = re.compile(r"(?:ectomy|otomy|ostomy|plasty|pexy|rrhaphy)$")
_HISTORY_CUE = re.compile(r"(?i:\b(?:p?hx|pmh|history|h/o|s/p)\b)")
# Values written with a bracketed number: "hr (98)", "sats (88, 92)", "k (3, 4)".
_VALUE_WORDS = frozenset(cue_list("units", "value_word"))
_DRUGS = frozenset(t.lower() for t in lexicon.clinical_term_sections()["drug"])


def _listed_year_check(family: HistoryYearFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> bool:
    """A year after any word: an apostrophe year, a procedure's year, or a year ending a list
    item of a history line (or of a list of dated items); never a value ("plt 2000,")."""
    end = match.end()
    if followed_by_unit(text, end) or _inside_word(text, match.start()):
        return False
    year = match.group("year")
    if year[0] in "'’":
        return True
    word = match.group().split()[0].lower().rstrip(")]")
    if word in _VALUE_WORDS or (word in _DRUGS and len(year) < 4):
        return False  # "plt 2000," "k 40," "lisinopril 10," in a history line: values, doses
    if _PROCEDURE.search(word) and (len(year) == 4 or _ITEM_END.match(text, end)):
        return True  # "mitral commissurotomy 1984 at ...", "appendectomy 98,"
    return _ITEM_END.match(text, end) is not None and (
        _in_history_line(text, match.start())
        or (_FOUR_DIGIT_YEAR.fullmatch(year) is not None
            and _continues_dated_list(text, match.start())))


def _bracket_check(family: HistoryYearFamily, text: str, match: re.Match[str],
                   pattern: Pattern) -> bool:
    """A bracket of years that is no quantity and follows a history term or clause."""
    return not followed_by_unit(text, match.end()) and _bracket_of_years(text, match)


def _apostrophe_check(family: HistoryYearFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> bool:
    """Apostrophe years opening a bracket: any that is no quantity."""
    return not followed_by_unit(text, match.end())


def _each_year(items: re.Pattern[str], family: HistoryYearFamily, text: str,
               match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
    """Each year of a bracketed list (each hit of `items`) its own span."""
    for year in items.finditer(text, match.start("year"), match.end("year")):
        yield Span(year.start(), year.end(), family.label, family.source, pattern.score)


class HistoryYearFamily(PatternFamily):
    """DATE: the year of a past procedure or diagnosis ("cabg x3 2006", "AVR '88", "dx 99")."""

    name = "history_years"
    label = Label.DATE
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("history_year", re.compile(
            r"(?i:(?:" + _TERM + r")(?:\s?x\s?\d)?)\s{1,2}(?:in\s)?" + _YEAR
            + r"(?![\w/%:+-]|[.,]\d)"), 0.6, group="year", cues=HISTORY_TERMS),
        # "tips '18", "CEA '07"; in a history line also "sbp 2019", "pe 05,"
        # (the look-behind gives up a start inside a word at once; its check refuses such a
        # start anyway, and what such a match covers holds no other year)
        Pattern("listed_year", re.compile(
            r"(?<![A-Za-z])" + _ANY_WORD + _YEAR + r"(?![\w/%:+'’\"-]|[.,]\d)"), 0.55, group="year",
            anchor=_YEAR_ANCHOR, window=(23, 3), check=_listed_year_check),
        # "c/s x2 (98, 01)", "whipple (2022)", "chole (2019, 2021)": a bracket of years alone,
        # after a listed term, or after a count or a list in a history clause
        Pattern("bracketed_list", re.compile(
            r"\((?P<year>" + _LIST_YEAR + r"(?:(?:,\s?|\s(?:&|and)\s)" + _LIST_YEAR + r")*)\)"),
            0.55, group="year", check=_bracket_check, emit=partial(_each_year, _LIST_ITEM)),
        # "navy '64-'68", "USMC '67-'68": a range of apostrophe years, after any word
        Pattern("apostrophe_range", re.compile(
            r"(?P<year>['’](?<![\w'’]['’])\d\d\s?[-–]\s?['’]\d\d)(?![\w'’/%:+-]|[.,]\d)"),
            0.6, group="year", check=_apostrophe_check,
            emit=partial(_each_year, _APOSTROPHE_YEAR)),
        # "cabg ('06 at bvmc)", "gi bleed ('19, '21)": apostrophe years opening a bracket
        Pattern("bracketed_year", re.compile(
            r"\((?P<year>['’]\d\d(?:(?:,\s?|\s(?:&|and)\s)['’]\d\d)*)(?![\w'’/%:+-]|[.,]\d)"),
            0.55, group="year", check=_apostrophe_check,
            emit=partial(_each_year, _APOSTROPHE_YEAR)),
    )

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Not a quantity; a bare two-digit year ends its list item (balanced profile)."""
        if followed_by_unit(text, match.end()):
            return False
        year = match.group("year")
        if len(year) != 2:
            return True
        if match.group().split()[0].lower() in _SIZED:
            return False
        return self.high_recall or _ITEM_END.match(text, match.end()) is not None


def _bracket_of_years(text: str, match: re.Match[str]) -> bool:
    """A bracket of years after a listed term ("whipple (2022)", not "peg (14)"), or after a
    count or a list of two in a history clause ("hx c/s x2 (98, 01)"); never after a value
    ("hr (98)", "sats (88, 92)")."""
    start = match.start()
    line = text.rfind("\n", 0, start) + 1
    before = _WORD_BEFORE_BRACKET.search(text, max(line, start - 24), start)
    if before is None:
        return False
    word = before.group("word").lower().rstrip("'’")
    if word in _VALUE_WORDS:
        return False
    bare_two = any(len(y) == 2 for y in _LIST_ITEM.findall(match.group("year")))
    if word in HISTORY_TERMS:
        return not (bare_two and word in _SIZED and before.group("count") is None)
    several = "," in match.group("year") or " " in match.group("year")
    return ((before.group("count") is not None or several)
            and _HISTORY_CUE.search(text, max(line, start - 60), start) is not None)


def _continues_dated_list(text: str, start: int) -> bool:
    """Whether the item before, in the same list, ends with a year ("tips '18, sbp 2019")."""
    return _DATED_ITEM_BEFORE.search(text, max(0, start - 8), start) is not None


def _in_history_line(text: str, start: int) -> bool:
    """Whether the line holding `start` opens with a history heading ("PMH:", "hx:")."""
    line = text.rfind("\n", 0, start) + 1
    return _HISTORY_LINE.match(text, line) is not None


def _inside_word(text: str, start: int) -> bool:
    """Whether `start` continues a word, a contraction or an abbreviation ("s/p", "he's")."""
    return start > 0 and (text[start - 1].isalnum() or text[start - 1] in "'’/_")
