"""Years in a past history list, right after a procedure or diagnosis ("s/p CABG '95", "MI 92").

Nursing notes list history as abbreviation + year: four digits, or two with or without an
apostrophe. A two-digit year without an apostrophe ("cva 92") must end its list item (a comma,
period, semicolon, bracket or the line's end follows) unless the profile is high-recall.
After a word that is no listed term, an apostrophe year ("tips '18") is a year anywhere; a
bare year ("sbp 2019", "pe 05") only ends an item of a line headed "pmh", "hx" or "history".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.patterns._words import word_list
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.dates import followed_by_unit

# Procedures and diagnoses that a history list dates (lower case; matched in any case).
# ("ca", "hd", "pe", "tb", "icd" are left out: "ca 10," is calcium, "icd 10" a code system.)
HISTORY_TERMS = word_list("""
cabg avr mvr tvr ppm aicd pci ptca des bms stent stents cath mi nstemi stemi cva tia stroke
turp tah bso thr tkr tha tka orif fx dvt gib ugib lgib sah sdh ich sbo peg xrt chemo
lobectomy pneumonectomy ccy chole appy colectomy hemicolectomy whipple mastectomy lumpectomy
cabgx2 cabgx3 cabgx4 dx dx'd hx cancer ckd esrd afib chf cad copd dm htn cirrhosis hepatitis
hcv hbv hiv pna uti seizure surgery repair laminectomy fusion amputation bka aka ablation
cardioversion valve transplant
""")
# Devices and counts whose two-digit number is usually a size or a count ("peg 14", "valve 25"):
# a year after them needs four digits or an apostrophe.
_SIZED = frozenset(word_list("peg des bms stent stents cath fx valve"))
_TERM = "|".join(re.escape(t) for t in sorted(HISTORY_TERMS, key=len, reverse=True))
_YEAR = r"(?P<year>['’]\d\d|(?:19|20)\d\d|\d\d)"
_ITEM_END = re.compile(r"\s{0,2}(?:[,.;)\]]|$)", re.MULTILINE)
_HISTORY_LINE = re.compile(r"(?im:^[\s*•-]*(?:pmh|p?hx|past\s+(?:medical\s+)?history|history)\b)")
_YEAR_ANCHOR = re.compile(r"\s['’]?\d\d")  # a year after a word: where listed_year is tried
_APOSTROPHE_YEAR = re.compile(r"['’]\d\d")
_ANY_WORD = r"[A-Za-z]{2,10}(?:\s?[xX]\s?\d)?\s{1,2}"


class HistoryYearFamily(PatternFamily):
    """DATE: the year of a past procedure or diagnosis ("cabg x3 2006", "AVR '88", "dx 99")."""

    name = "history_years"
    label = Label.DATE
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("history_year", re.compile(
            r"(?i:(?:" + _TERM + r")(?:\s?x\s?\d)?)\s{1,2}(?:in\s)?" + _YEAR
            + r"(?![\w/%:+-]|[.,]\d)"), 0.6, group="year", cues=HISTORY_TERMS),
        # "tips '18", "CEA '07"; in a history line also "sbp 2019", "pe 05,"
        Pattern("listed_year", re.compile(
            _ANY_WORD + _YEAR + r"(?![\w/%:+'’\"-]|[.,]\d)"), 0.55, group="year",
            anchor=_YEAR_ANCHOR, window=(16, 3)),
        # "cabg ('06 at bvmc)", "gi bleed ('19, '21)": apostrophe years opening a bracket
        Pattern("bracketed_year", re.compile(
            r"\((?P<year>['’]\d\d(?:(?:,\s?|\s(?:&|and)\s)['’]\d\d)*)(?![\w'’/%:+-]|[.,]\d)"),
            0.55, group="year"),
    )

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """Each year of a bracketed list its own span; others their group."""
        if pattern.name != "bracketed_year":
            yield from super().emit(text, match, pattern)
            return
        for year in _APOSTROPHE_YEAR.finditer(text, match.start("year"), match.end("year")):
            yield Span(year.start(), year.end(), self.label, self.source, pattern.score)

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Not a quantity; a bare two-digit year ends its list item (balanced profile)."""
        end = match.end()
        if followed_by_unit(text, end):
            return False
        year = match.group("year")
        if pattern.name == "bracketed_year":
            return True
        if pattern.name == "listed_year":
            if _inside_word(text, match.start()):
                return False
            return year[0] in "'’" or (_ITEM_END.match(text, end) is not None
                                     and _in_history_line(text, match.start()))
        if len(year) != 2:
            return True
        term = match.group().split()[0].lower()
        if term in _SIZED:
            return False
        return self.high_recall or _ITEM_END.match(text, end) is not None


def _in_history_line(text: str, start: int) -> bool:
    """Whether the line holding `start` opens with a history heading ("PMH:", "hx:")."""
    line = text.rfind("\n", 0, start) + 1
    return _HISTORY_LINE.match(text, line) is not None


def _inside_word(text: str, start: int) -> bool:
    """Whether `start` continues a word, a contraction or an abbreviation ("s/p", "he's")."""
    return start > 0 and (text[start - 1].isalnum() or text[start - 1] in "'’/_")
