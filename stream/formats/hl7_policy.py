"""What a value must look like to be kept as it is: the code and number grammars.

A code (ID, IS, the identifier and coding-system components of CE/CWE/CNE) is kept only when it is
a value of an HL7 table, names a table (HL7nnnn) or a local coding system (99zzz), is a LOINC code
with a valid check digit (2345-7), or is short (<= 20 characters), without spaces, made of
letters, digits and . - _ / + :, with at most 4 digits, and every letter run either an English or
clinical word, or short (at most 3 letters, or 5 in capitals: OUTPT, HPLC) and not a census name.
Anything else a code position holds is treated as text. A number (NM, SI, TM) is kept when it is
a plain decimal with at most 6 digits; longer numbers are identifier-shaped (MRN, phone, SSN,
dates) and dropped. Text in a structured field is sent to the recognizer only when every word
passes the same word test; otherwise it is dropped, because a lone unknown word (a rare surname)
carries no context a recognizer could use.
"""

from __future__ import annotations

import re
from functools import cache

from stream.core.lexicon import clinical_terms, is_english_word, name_frequency
from stream.formats.hl7_types import is_table_code

MAX_CODE_CHARS = 20
MAX_CODE_DIGITS = 4
MAX_SHORT_LETTERS = 3
MAX_SHORT_CAPITALS = 5
MAX_NUMBER_DIGITS = 6

_CODE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._/+:-]*[A-Za-z0-9])?")
_CODING_SYSTEM = re.compile(r"HL7\d{4}|99[A-Za-z0-9]{3}")
_LOINC = re.compile(r"\d{1,5}-\d")
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)")
_LETTERS = re.compile(r"[^\W\d_]+")
_WORD = re.compile(r"[\w./+:-]+")
_PUNCTUATION = re.compile(r"[\s,;()\[\]'\"!?<>=*#%]+")


def is_code(value: str) -> bool:
    """Whether `value` looks like a code (see the module docstring)."""
    if is_table_code(value) or _CODING_SYSTEM.fullmatch(value) or _is_loinc(value):
        return True
    return (
        len(value) <= MAX_CODE_CHARS and _CODE.fullmatch(value) is not None and _plain_word(value)
    )


def is_number(value: str) -> bool:
    """Whether `value` is a plain decimal number too short to be an identifier."""
    digits = sum(c.isdigit() for c in value)
    return _NUMBER.fullmatch(value.strip()) is not None and digits <= MAX_NUMBER_DIGITS


def is_plain_text(value: str) -> bool:
    """Whether every word of `value` passes the word test (no lone unknown names or numbers)."""
    words = [w for w in _PUNCTUATION.split(value) if w]
    return all(_WORD.fullmatch(w) is not None and _plain_word(w.strip(".:-/+")) for w in words)


def _is_loinc(value: str) -> bool:
    """A LOINC code: up to 5 digits, a dash and its mod-10 (Luhn) check digit."""
    if _LOINC.fullmatch(value) is None:
        return False
    digits = [int(c) for c in value if c.isdigit()]
    total = 0
    for i, digit in enumerate(reversed(digits)):
        doubled = digit * 2 if i % 2 else digit
        total += doubled - 9 if doubled > 9 else doubled
    return total % 10 == 0


def _plain_word(word: str) -> bool:
    """At most 4 digits, and every letter run a short non-name or a known word."""
    if sum(c.isdigit() for c in word) > MAX_CODE_DIGITS:
        return False
    return all(_plain_letters(run) for run in _LETTERS.findall(word))


def _plain_letters(run: str) -> bool:
    if is_english_word(run) or run.upper() in _clinical_words():
        return True
    short = MAX_SHORT_CAPITALS if run.isupper() else MAX_SHORT_LETTERS
    return len(run) <= short and run.upper() not in name_frequency()


@cache
def _clinical_words() -> frozenset[str]:
    return frozenset().union(*clinical_terms().values())
