"""Years in a past history list, right after a procedure or diagnosis ("s/p CABG '95", "MI 92").

Nursing notes list history as abbreviation + year: four digits, or two with or without an
apostrophe. A two-digit year without an apostrophe ("cva 92") must end its list item (a comma,
period, semicolon, bracket or the line's end follows) unless the profile is high-recall.
"""

from __future__ import annotations

import re
from typing import ClassVar

from stream.categories import Label
from stream.recognize.patterns._words import word_list
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.dates import followed_by_unit

# Procedures and diagnoses that a history list dates (lower case; matched in any case).
HISTORY_TERMS = word_list("""
cabg avr mvr tvr ppm aicd icd pci ptca des bms stent stents cath mi nstemi stemi cva tia
stroke turp tah bso thr tkr tha tka orif fx dvt pe gib ugib lgib sah sdh ich sbo peg xrt
chemo lobectomy pneumonectomy ccy chole appy colectomy hemicolectomy whipple mastectomy
lumpectomy cabgx2 cabgx3 cabgx4 dx dx'd hx ca cancer ckd esrd hd afib chf cad copd dm htn
cirrhosis hepatitis hcv hbv hiv tb pna uti sz seizure surgery repair laminectomy fusion
amputation bka aka ablation cardioversion valve transplant
""")
_TERM = "|".join(re.escape(t) for t in sorted(HISTORY_TERMS, key=len, reverse=True))
_YEAR = r"(?P<year>['’]\d\d|(?:19|20)\d\d|\d\d)"
_ITEM_END = re.compile(r"\s{0,2}(?:[,.;)\]]|$)", re.MULTILINE)


class HistoryYearFamily(PatternFamily):
    """DATE: the year of a past procedure or diagnosis ("cabg x3 2006", "AVR '88", "dx 99")."""

    name = "history_years"
    label = Label.DATE
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("history_year", re.compile(
            r"(?i:(?:" + _TERM + r")(?:\s?x\s?\d)?)\s{1,2}(?:in\s)?" + _YEAR
            + r"(?![\w/%:+-]|[.,]\d)"), 0.6, group="year", cues=HISTORY_TERMS),
    )

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Not a quantity; a bare two-digit year ends its list item (balanced profile)."""
        end = match.end()
        if followed_by_unit(text, end):
            return False
        year = match.group("year")
        if len(year) != 2 or self.high_recall:
            return True
        return _ITEM_END.match(text, end) is not None
