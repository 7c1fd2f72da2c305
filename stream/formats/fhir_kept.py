"""Screens the coded values a FHIR document keeps verbatim against its own structured PHI.

A kept code or uri (fhir_types' keep list) is not read by the recognizer, so it must not
contain what the same message holds as a person's name, e-mail, street or city (a word of three
letters or more) or as an identifier, phone, street number or birth date (five digits or more,
separators ignored).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats.message import Kind, StructuredField

WORD_KINDS = frozenset({Kind.FAMILY, Kind.GIVEN, Kind.NAME, Kind.EMAIL, Kind.STREET, Kind.CITY})
NUMBER_KINDS = frozenset({Kind.ID, Kind.PHONE, Kind.BIRTH_DATE, Kind.STREET})
MIN_DIGITS = 5
"""Shorter digit runs of a field are too common in codes to be evidence of PHI."""
_WORD = re.compile(r"[^\W_]{3,}")
_NON_DIGIT = re.compile(r"\D+")


def check(kept: Iterable[str], fields: list[StructuredField]) -> None:
    """Raise FormatError when a kept value holds a word or number of a structured field."""
    words = {
        word
        for f in fields
        if f.kind in WORD_KINDS
        for word in _WORD.findall(f.value.split("@")[0].casefold())
    }
    numbers = {
        digits
        for f in fields
        if f.kind in NUMBER_KINDS and len(digits := _NON_DIGIT.sub("", f.value)) >= MIN_DIGITS
    }
    lengths = {len(n) for n in numbers}
    for value in kept:
        if not words.isdisjoint(_WORD.findall(value.casefold())) or _holds(value, numbers, lengths):
            raise FormatError(Reason.FHIR_CODED_PHI)


def _holds(value: str, numbers: set[str], lengths: set[int]) -> bool:
    """Whether the digits of `value` hold one of `numbers` (a set lookup per position, length)."""
    digits = _NON_DIGIT.sub("", value)
    return any(digits[i : i + n] in numbers for n in lengths for i in range(len(digits) - n + 1))
