"""Ages: Safe Harbor top-coding of ages at or above the threshold; younger ages kept.

Ages below the threshold are not Safe Harbor identifiers and are kept as written by default.
A policy may write adult ages as bands ("45-49"); children keep their exact age and unit
(days, weeks, months or years) either way, since dosing, milestones and growth charts need it.

Top-coded ages are written for reading, not by character substitution: the number becomes the
top code and the rest is re-spaced, so "92-year-old" -> "90+ year old", "92yo" -> "90+ yo",
"92M" -> "90+ M", "aged ninety-two" -> "aged 90+", "90s" -> "90+", "his 92nd birthday" -> "his
90+ birthday", and an age stated in months, weeks or days -> "90+ years".
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Final

from stream.anonymize.strategy import SurrogateContext, SurrogateError

_ONES: Final = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS: Final = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_WORDS: Final = {w: i for i, w in enumerate(_ONES)} | {w: 20 + 10 * i for i, w in enumerate(_TENS)}
_PER_YEAR: Final = {"years": 1.0, "months": 12.0, "weeks": 365.25 / 7, "days": 365.25}

_BELOW_100 = rf"(?:(?:{'|'.join(_TENS)})(?:[\s-]+(?:{'|'.join(_ONES[1:10])}))?|{'|'.join(_ONES)})"
_SPELLED = rf"(?:(?:(?:a|one)[\s-]+hundred)(?:[\s-]+(?:and[\s-]+)?{_BELOW_100})?|{_BELOW_100})"
_AGE = re.compile(
    r"(?P<pre>(?:aged?|age:?|about|approx\.?|approximately|~)\s*)?"
    rf"(?P<num>\d{{1,4}}(?:\.\d+)?|{_SPELLED})(?:st|nd|rd|th)?(?P<decade>'?s)?"
    r"(?:[\s-]*(?P<unit>(?P<years>years?|yrs?\.?|y/o|y\.\s?o\.?|yo|y)"
    r"|(?P<months>months?|mos?\.?|mths?|m/o)"
    r"|(?P<weeks>weeks?|wks?\.?|w/o)"
    r"|(?P<days>days?|d/o|d)))?"
    r"(?P<old>[\s-]*(?:old|of\s+age))?"
    r"(?P<sex>[\s,]*(?:male|female|gentleman|man|woman|lady|boy|girl|[mf]))?",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class AgePolicy:
    """Which ages are top-coded, and how younger ages are written.

    threshold: ages at or above it (in years) are replaced by `top_code` (Safe Harbor: 90).
    band_years: None keeps ages below the threshold; N writes ages in years as N-year bands.
    child_years: ages below it keep their exact value and unit even when banding.
    """

    threshold: int = 90
    top_code: str = "90+"
    band_years: int | None = None
    child_years: int = 18

    def __post_init__(self) -> None:
        if self.threshold < 1 or not self.top_code.strip():
            raise ValueError("age policy needs a positive threshold and a top code")
        if self.band_years is not None and self.band_years < 1:
            raise ValueError("age bands are at least one year wide")
        if not 0 <= self.child_years <= self.threshold:
            raise ValueError("child_years must lie between 0 and the threshold")


@dataclass(frozen=True, slots=True)
class Age:
    """A parsed age: its value in years, the unit it was stated in, and its written parts."""

    years: float = field(repr=False)  # ages over 89 are Safe Harbor identifiers
    unit: str  # years, months, weeks or days
    decade: bool  # "80s": already a ten-year band
    prefix: str = field(repr=False)
    rest: tuple[str, ...] = field(repr=False)  # unit, "old"/"of age", sex, as written

    def written(self, number: str, unit: str | None = None) -> str:
        """The age with `number` in place of its value, re-spaced for reading."""
        stated_unit, old, sex = self.rest
        words = [unit or stated_unit, old.strip(" -"), sex.strip(" ,")]
        return self.prefix + " ".join([number, *(w for w in words if w)])


def _spelled_value(text: str) -> int:
    """The value of an English number such as 'ninety-two' or 'one hundred and one'."""
    value = 0
    for word in re.split(r"[\s-]+", text.lower()):
        if word == "hundred":
            value = (value or 1) * 100
        elif word not in ("and", "a"):
            value += _WORDS[word]
    return value


def parse_age(value: str) -> Age:
    """Parse an age span such as '92', '92-year-old', 'aged ninety-two' or '6 weeks old'."""
    match = _AGE.fullmatch(value.strip())
    if match is None:
        raise SurrogateError("age not recognised")
    number = match["num"]
    amount = float(number) if number[0].isdigit() else float(_spelled_value(number))
    unit = next((u for u in ("months", "weeks", "days") if match[u]), "years")
    rest = (match["unit"] or "", match["old"] or "", match["sex"] or "")
    return Age(amount / _PER_YEAR[unit], unit, bool(match["decade"]), match["pre"] or "", rest)


# Ages listed in one span (the kids' ages "12, 9, 4", "11 + 8", "5 and 7").
_AGE_NUMBER = re.compile(r"\d{1,3}")
_AGE_LIST = re.compile(r"\d{1,3}(?:\s?(?:,|\+|&|and)\s?\d{1,3})+")


class AgeStrategy:
    """Top-codes ages at or above the policy threshold; keeps or bands the others."""

    name = "age-policy"

    def __init__(self, policy: AgePolicy | None = None) -> None:
        self.policy = policy or AgePolicy()

    def __repr__(self) -> str:
        return f"AgeStrategy(policy={self.policy!r})"

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """The age as the policy writes it; a list of ages ("12, 9, 4", "11 + 8") each so."""
        if _AGE_LIST.fullmatch(value.strip()):
            return _AGE_NUMBER.sub(lambda m: self._one(m.group()), value)
        return self._one(value)

    def _one(self, value: str) -> str:
        age = parse_age(value)
        policy = self.policy
        if age.years >= policy.threshold:
            unit = None if age.unit == "years" else "years"
            return _keep_space(value, age.written(policy.top_code, unit))
        if policy.band_years is None or age.unit != "years" or age.decade:
            return value
        if age.years < policy.child_years:
            return value
        return _keep_space(value, age.written(_band(age.years, policy)))


def _band(years: float, policy: AgePolicy) -> str:
    """The band of an adult age: multiples of band_years, clipped to [child_years, threshold)."""
    width = policy.band_years or 1
    base = math.floor(years / width) * width
    low, high = max(base, policy.child_years), min(base + width - 1, policy.threshold - 1)
    return str(low) if low == high else f"{low}-{high}"


def _keep_space(original: str, new: str) -> str:
    """`new` with the leading and trailing whitespace of `original`."""
    core = original.strip()
    start = original.index(core) if core else 0
    return original[:start] + new + original[start + len(core) :]
