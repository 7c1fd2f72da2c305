"""Record, account, plan, license and device numbers: cued by ID words, or long digit runs."""

from __future__ import annotations

import re
from typing import ClassVar

from stream.core.categories import Label
from stream.recognize.cue_vocabulary import cue_list, first_words
from stream.recognize.patterns.base import (
    Pattern,
    PatternFamily,
    digit_led,
    has_digit,
)
from stream.recognize.patterns.dates import clock_time_at
from stream.recognize.patterns.ssn import ssn_valid
from stream.recognize.regex_fragments import UNITS, trie_source
from stream.recognize.word_judgements import is_stopword

# The labels that announce an identifier, and those that do only with a number word after them
# ("plan #", "case no."); a label's space is an optional one ("mr#").
_LABELS = cue_list("identifiers", "identifier_label")
_NUMBERED_LABELS = cue_list("identifiers", "numbered_identifier_label")
_NUMBERED = r"(?:\.?\s?(?:#|no\b\.?|num(?:ber)?\b|id\b|code\b))"
_CUE = ("(?:" + trie_source(_LABELS, space=r"\s?")
        + "|" + trie_source(_NUMBERED_LABELS, space=r"\s?") + _NUMBERED + ")")
_CONNECT = r"[\s:#=.(-]{0,5}(?:(?:number|num|no|id|is|was|of)\b\.?[\s:#=.-]{0,4}){0,2}"
_VALUE = (
    r"((?:[A-Za-z]{1,2}[ -]?)?\d{2,5}(?: \d{3,5}){1,3}(?![\w-])"  # 1234 5678, SC 6620 4418
    # a plate's capitals, then its digits and capitals: "PLATE CJK 4417", "PLATE NN 417-RKT",
    # "plate AZ 4KTR991"
    r"|[A-Z]{2,3} (?=[A-Z]{0,3}\d)[A-Z0-9]{3,7}(?:-[A-Z0-9]{2,4})?(?![\w-])"
    r"|[A-Z]{1,3} \d{2,6}(?:-\d{1,7}){1,3}(?![\w-])"  # "enrollment # RL 04-7729"
    r"|(?=[A-Za-z/.-]{0,12}\d)[A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])){2,24})"
)
_LB = r"(?<![\w.,/$:+-]\d)"  # after the leading digit: not inside a number, date or decimal
_END = r"(?![\w]|[.,/-]\d)"
_CUE_STARTS = first_words(_LABELS + _NUMBERED_LABELS)
_LABEL_BEFORE = re.compile(r"(?i:\b" + _CUE + r"(?![a-z]))" + _CONNECT + "$")
_LABEL_REACH = 40  # characters searched before a value for its label
_HEADER_LINE = re.compile(r"(?i:\b(?:mrn|dob)\b)")  # a header line's labels
# words whose number is no identifier: a room, a bed, a drug's lot, a pager's (a phone)
_NOT_AN_ID_WORD = r"(?i:" + trie_source(cue_list("identifiers", "not_an_id_word")) + r")\b"


def labelled(text: str, start: int) -> bool:
    """Whether an identifier's label stands right before `start` ("MRN 1740-0356")."""
    return _LABEL_BEFORE.search(text, max(0, start - _LABEL_REACH), start) is not None

_DIGITS = re.compile(r"\d")
_DECIMAL = re.compile(r"\d*\.\d+")
_TIMES = re.compile(r"\d+(?:\.\d+)?[xX×]\d+(?:\.\d+)?")  # 2x3 (cm), 500x14 (vent settings)
_DATE_SHAPE = re.compile(r"(\d{1,4})([/.-])(\d{1,2})\2(\d{2,4})|\d{1,2}/\d{1,2}")
_LAB_BEFORE = re.compile(  # a trie: only whether a lab word is there counts
    r"(?i:\b" + trie_source(cue_list("clinical", "lab_count")) + r"\b[^\n]{0,12}$)")


def _no_number_shape(value: str) -> bool:
    """Whether `value` is no decimal, product ("2x3") or date."""
    return not (_DECIMAL.fullmatch(value) or _TIMES.fullmatch(value) or _is_date(value))


def _cued_check(family: IdentifierFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> bool:
    """A cued value of no number's shape, not inside a URL's query; one of letters and
    digits opens with no word ("LICENSE IN 2019") and has no unit after it ("ID: TIG 3000 U
    IM": the heading, a drug and its dose)."""
    value = match.group(pattern.group)
    if "\n" in text[match.start():match.start(pattern.group)] and clock_time_at(
            text, match.start(pattern.group), match.end(pattern.group)):
        return False  # "TLC license\n1930 d10 off": the next line's time
    return (_no_number_shape(value)
            and not (" " in value and (is_stopword(value.split()[0])
                                       or UNITS.match(text, match.end()) is not None))
            and (match.start() == 0 or text[match.start() - 1] not in "?&=/"))


def _header_number_check(family: IdentifierFamily, text: str, match: re.Match[str],
                         pattern: Pattern) -> bool:
    """A numbered value with four digits or more in a header line that holds an MRN or a
    DOB, as a cued value is ("MRN 8830-0927  DOB 03-22-1978  BOOKING # 1027-0044")."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    line_end = text.find("\n", match.end())
    return (_HEADER_LINE.search(text, line_start, len(text) if line_end < 0 else line_end)
            is not None and len(_DIGITS.findall(match.group(pattern.group))) >= 4
            and _cued_check(family, text, match, pattern))


def _dashed_check(family: IdentifierFamily, text: str, match: re.Match[str],
                  pattern: Pattern) -> bool:
    """Digit groups that pass the family's checks and read as an identifier."""
    return family.accept(text, match, pattern) and _dashed_is_id(match.group(pattern.group))


def _alnum_check(family: IdentifierFamily, text: str, match: re.Match[str],
                 pattern: Pattern) -> bool:
    """Letters then digits, with five digits or more."""
    return (family.accept(text, match, pattern)
            and len(_DIGITS.findall(match.group(pattern.group))) >= 5)


class IdentifierFamily(PatternFamily):
    """ID: MRN/account/plan/member/policy/license/DEA/NPI/device/accession/order numbers."""

    name = "identifiers"
    label = Label.ID
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("cued", re.compile(
            r"(?i:\b" + _CUE + r"(?![a-z]))" + _CONNECT + _VALUE + _END), 0.9, group=1,
            cues=_CUE_STARTS, check=_cued_check),
        # any word's number in a header line with an MRN or a DOB ("BOOKING # 1027-0044",
        # "cdib # cd-0048812", "A# A 095-380-117")
        Pattern("header_number", re.compile(
            r"\b(?!" + _NOT_AN_ID_WORD + r")[A-Za-z][A-Za-z-]*[ \t]?#[ \t]?" + _VALUE + _END),
            0.8, group=1, anchor=re.compile("#"), window=(24, 30), check=_header_number_check),
        # a long digit run with no cue: 6+ digits, or digit groups joined by dashes
        digit_led("digits", _LB + r"\d{5,19}" + _END, 0.6),
        digit_led("dashed", _LB + r"\d*(?:-\d{2,}){1,4}" + _END, 0.55, check=_dashed_check),
        # letters then digits (5+ in all): AB123456, JM-1234567, SP-25-004417
        Pattern("alnum", re.compile(
            r"[A-Z](?<![\w.-][A-Z])[A-Z]{0,4}-?\d{2,12}(?:-\d{2,12}){0,3}[A-Z]?" + _END), 0.55,
            check=_alnum_check),
    )

    def prefilter(self, text: str) -> bool:
        """Identifiers need digits."""
        return has_digit(text)

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Reject decimals, dates, doses and lab counts; leave phones and SSNs to their families."""
        return (_no_number_shape(match.group(pattern.group))
                and UNITS.match(text, match.end()) is None
                and _LAB_BEFORE.search(text, max(0, match.start() - 20), match.start()) is None)


def _is_date(value: str) -> bool:
    """Whether `value` reads as a date (m/d, m/d/y, d/m/y or y-m-d with plausible parts)."""
    m = _DATE_SHAPE.fullmatch(value)
    if m is None:
        return False
    if m.group(1) is None:
        return True
    a, b, c = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if len(m.group(1)) == 4:
        return 1 <= b <= 12 and 1 <= c <= 31
    return len(m.group(1)) <= 2 and ((1 <= a <= 12 and 1 <= b <= 31) or 1 <= b <= 12 <= a <= 31)


def _dashed_is_id(value: str) -> bool:
    """Digit groups with 6+ digits that are not a phone, a valid SSN, a time or value range."""
    parts = value.split("-")
    if sum(len(p) for p in parts) < 6:
        return False
    shape = [len(p) for p in parts]
    if shape in ([3, 4], [3, 3, 4], [1, 3, 3, 4]):
        return False  # a phone number
    if shape == [4, 4] and all(int(p[:2]) < 24 and int(p[2:]) < 60 for p in parts):
        return False  # a time range, 0700-1900
    if len(parts) == 2 and max(shape) <= 4 and int(parts[0]) < int(parts[1]):
        return False  # a range of values, 110-140
    return not (shape == [3, 2, 4] and ssn_valid(*parts))
