"""US Social Security numbers, with the SSA's structural validity rules and context words."""

from __future__ import annotations

import re
from typing import ClassVar

from stream.core.categories import Label
from stream.recognize.patterns.base import Pattern, PatternFamily, digit_led, has_digit

_LB = r"(?<![\w.,/#$:+-]\d)"  # after the leading digit: not inside a number or id
_END = r"(?![\w/]|[.,-]\d)"
_PARTS = re.compile(r"\d+")


def _masked_check(family: SsnFamily, text: str, match: re.Match[str], pattern: Pattern) -> bool:
    """A masked number ("xxx-xx-1234") shows too few digits to check."""
    return True


class SsnFamily(PatternFamily):
    """ID: 123-45-6789, 123 45 6789 or 123456789 after an SSN word, masked xxx-xx-1234."""

    name = "ssn"
    label = Label.ID
    context = re.compile(r"(?i:\b(?:ssn|ss#|ss\s+no|social\s+security|soc\.?\s+sec\.?|ssa)\b)")
    context_window = 30
    patterns: ClassVar[tuple[Pattern, ...]] = (
        digit_led("dashed", _LB + r"\d\d-\d\d-\d{4}" + _END, 0.8),
        digit_led("spaced", _LB + r"\d\d \d\d \d{4}" + _END, 0.8, needs_context=True),
        digit_led("bare", _LB + r"\d{8}" + _END, 0.85, needs_context=True),
        Pattern("masked", re.compile(
            r"[xX*#](?<![\w-][xX*#])(?:[xX*#]{2}-?[xX*#]{2}-?|\*{4}|[xX]{4})\d{4}" + _END), 0.7,
            check=_masked_check),
    )

    def prefilter(self, text: str) -> bool:
        """SSNs need digits."""
        return has_digit(text)

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Area not 000, 666 or 9xx; group not 00; serial not 0000."""
        digits = "".join(_PARTS.findall(match.group()))
        return ssn_valid(digits[:3], digits[3:5], digits[5:])


def ssn_valid(area: str, group: str, serial: str) -> bool:
    """The SSA's structural rules: area not 000, 666 or 9xx; group not 00; serial not 0000."""
    return not (area in ("000", "666") or area[0] == "9" or group == "00" or serial == "0000")
