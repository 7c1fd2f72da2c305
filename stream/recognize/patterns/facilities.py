"""Facility names by their shape: capitalised words ending in Hospital, Clinic, Medical Center..."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import ClassVar

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.lexicon import clinical_terms, english_levels
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.edge_words import LEADING_WORDS, verb_before_preposition
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.names import is_census_name
from stream.recognize.regex_fragments import CAPS_TAIL, NAME_TAIL, NOT_A_LETTER_NEXT
from stream.recognize.word_judgements import (
    ICU_ABBREVIATIONS,
    is_eponym_possessive,
    is_known_city,
    is_stopword,
)

_TAIL = f"(?:{NAME_TAIL}|{CAPS_TAIL})(?:['’]s)?" + NOT_A_LETTER_NEXT
_TOK = "[A-Z]" + _TAIL
# the first word starts the match with a capital (fast to scan); "St. Mary's", "Mt. Sinai"
_FIRST = r"[A-Z](?<![\w'’-][A-Z])(?:(?<=[SM])[tT]\.?\s" + _TOK + "|" + _TAIL + ")"
_SUFFIX_HEADS = cue_list("facility_heads", "suffix_head")


def _head_source(head: str) -> str:
    """Regex source for a head as written: a space is one or more, but one at most in a head
    also written as one word ("Health care", "Healthcare")."""
    gap = r"\s?" if head.replace(" ", "") in _SUFFIX_HEADS else r"\s+"
    return re.escape(head).replace(r"\ ", gap)


# the heads in their order, not a trie: the first that ends a word wins ("Medical" before
# "Medical Practice")
_SUFFIX = "(?:" + "|".join(map(_head_source, _SUFFIX_HEADS)) + r")(?![\w])"
# "Chicago clinic", "UCLA med center": a lower-case facility word after a place or an acronym
_LOWER_SUFFIX = (
    r"(?:clinic|hospital|medical\s+cent(?:er|re)|med\.?\s+cent(?:er|re)|office|facility)"
)
_SUFFIX_WORDS = cue_list("facility_heads", "suffix_word")
_GENERIC = frozenset(cue_list("facility_heads", "generic_before_head"))
# "QVMC", "tcrh", "SKMH ED": a hospital's initialism, known by its last letters (medical
# center, memorial, general, regional or children's hospital), in capitals or lower case
_ENDINGS = "MC|MH|GH|RH|CH|WH"
_INITIALISM = re.compile(r"(?<![\w/&'’.-])(?:[A-Z]{1,4}(?:" + _ENDINGS + ")|[a-z]{1,4}(?:"
                         + _ENDINGS.lower() + r"))(?![\w/&'’-])")
_INITIALISM_END = re.compile(r"(?:" + _ENDINGS.lower() + r")(?![a-z0-9])")
# the same shapes that are no facility: hormones, a blood index, kinds of care
_NOT_INITIALISMS = frozenset(cue_list("facility_heads", "not_initialism"))
_VOWEL = re.compile(r"[aeiouy]")


def _initialism_emit(family: FacilityFamily, text: str, match: re.Match[str],
                     pattern: Pattern) -> Iterator[Span]:
    """An initialism that names a facility (not a hormone, an index or a kind of care)."""
    if _facility_initialism(match.group()):
        yield Span(*match.span(), family.label, family.source, pattern.score)


def _suffix_emit(family: FacilityFamily, text: str, match: re.Match[str],
                 pattern: Pattern) -> Iterator[Span]:
    """The name before a capitalised head, without leading common words, the second of two
    facilities joined by "and"."""
    start = _name_start(text, match)
    if start is not None:
        start = _second_of_two(text, start, match.start("suffix"))
        yield Span(start, match.end(), family.label, family.source, pattern.score)


def _lower_suffix_emit(family: FacilityFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> Iterator[Span]:
    """The name before a lower-case head, when a known city or an acronym is in it ("Chicago
    clinic", "UCLA med center")."""
    start = _name_start(text, match)
    if start is None:
        return
    words = text[start:match.start("suffix")].split()
    if any(is_known_city(" ".join(words[i:])) or _acronym(w) for i, w in enumerate(words)):
        yield Span(start, match.end(), family.label, family.source, pattern.score)


def _name_start(text: str, match: re.Match[str]) -> int | None:
    """Where the name before the head starts, leading common words ("Seen At", "ADMITTED
    FROM") and clauses dropped; None when no name is left or it is a generic one."""
    start = match.start()
    words = text[start:match.start("suffix")].split()
    while len(words) > 1 and (_leading(words[0]) or (
            len(words) > 2 and verb_before_preposition(words[0], words[1]))):
        start = text.index(words[1], start + len(words[0]))
        words = words[1:]
    cut = max((i + 1 for i, w in enumerate(words) if w.lower() in _BREAKS), default=0)
    if cut == len(words):
        return None  # "LAST IN HOSPITAL": no name before the head
    for word in words[:cut]:
        start = text.index(word, start) + len(word)
    start = text.index(words[cut], start)
    if len(words) - cut == 1 and _names_no_facility(words[cut]):
        return None
    return start


class FacilityFamily(PatternFamily):
    """HOSPITAL: Mercy General Hospital, UCLA Medical Center, Lakeside Clinic, St. Mary's."""

    name = "facilities"
    label = Label.HOSPITAL
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("suffix", re.compile(
            _FIRST + r"(?:\s" + _TOK + r"){0,3}(?:\s(?:of|and|&|for|the|de|la)\s" + _TOK
            + r"(?:\s" + _TOK + r"){0,2})?\s(?P<suffix>" + _SUFFIX + r")"
            + r"(?:\sof\s" + _TOK + r"(?:\s" + _TOK + r"){0,2})?"), 0.75,
            cues=_SUFFIX_WORDS, window=(120, 60), emit=_suffix_emit),
        Pattern("lower_suffix", re.compile(
            _FIRST + r"(?:\s" + _TOK + r"){0,2}\s(?P<suffix>" + _LOWER_SUFFIX + r")(?![\w])"),
            0.6, cues=_SUFFIX_WORDS, window=(60, 20), emit=_lower_suffix_emit),
        Pattern("saint", re.compile(r"(?:St\.?|Saint|ST\.?)\s[A-Z][a-z]+['’]s(?![\w])"), 0.6,
                word_start=True),
        # "Our Lady of the Fens", "OUR LADY OF LOURDES": a parish or a hospital
        Pattern("our_lady", re.compile(
            r"(?:Our\s+Lady|OUR\s+LADY)\s+(?:of|OF)\s+(?:(?:the|THE)\s+)?[A-Z][A-Za-z'’-]+"),
            0.6, cues=("our lady",)),
        Pattern("initialism", _INITIALISM, 0.6, anchor=_INITIALISM_END, window=(4, 1),
                emit=_initialism_emit),
    )


# a head, then "and": the name before it was a facility of its own ("Thackery Rehab and ...")
_HEAD_AND = re.compile(r"(?<![\w])(?:" + _SUFFIX + r")\s(?:and|&)\s")


def _second_of_two(text: str, start: int, head: int) -> int:
    """Where the second of two facilities joined by "and" starts ("Thackery Rehab and Fenwold
    Manor": at "Fenwold"); `start` when no head comes before the "and" ("Brigham and Women's
    Hospital") or no word after it names a facility ("Sunrise Rehab and Nursing Center")."""
    joined = _HEAD_AND.search(text, start, head)
    if joined is None:
        return start
    second = text[joined.end():head].split()
    if all(w.lower() in _SUFFIX_WORDS or _names_no_facility(w) for w in second):
        return start
    return joined.end()


_SAINTS = frozenset({"St", "St.", "Saint", "ST", "ST.", "Mt", "Mt.", "Mount", "MT", "MT."})
# prepositions inside the words before a head end a clause, not a name ("LAST IN HOSPITAL",
# "FOLLOWS AT PPM CLINIC"): the name starts after the last one
_BREAKS = frozenset(cue_list("care_transfer", "facility_break"))


def _leading(word: str) -> bool:
    """A word before a facility name that is not part of it ("RECORDS REQUESTED FROM")."""
    return word not in _SAINTS and (is_stopword(word) or word.lower() in LEADING_WORDS)


@cache
def _descriptive() -> frozenset[str]:
    """Words before a head that say which stay or visit, not which facility ("Brief Hospital")."""
    return frozenset(w.lower() for w in lexicon.clinical_term_sections()["facility_generic"]
                     if w.lower() not in ("general", "memorial"))


def _names_no_facility(word: str) -> bool:
    """A lone word that does not name a facility ("The Clinic", "Brief Hospital")."""
    key = word.lower()
    return (key in _GENERIC or key in _descriptive() or is_eponym_possessive(word)
            or (is_stopword(word) and key not in ("general", "memorial")))


def _facility_initialism(word: str) -> bool:
    """Whether a word of a hospital initialism's shape is no word, name or abbreviation (an
    initialism has one vowel at most: not "niamh")."""
    key = word.lower()
    return not (len(_VOWEL.findall(key)) > 1 or key in _NOT_INITIALISMS
                or key in english_levels() or key in ICU_ABBREVIATIONS
                or is_census_name(word) or is_stopword(word)
                or any(word.upper() in terms for terms in clinical_terms().values()))


def _acronym(word: str) -> bool:
    """An organisation-like acronym (UCLA, NYU), not a common abbreviation (ED, ICU)."""
    return 2 <= len(word) <= 6 and word.isupper() and word.isalpha() and not is_stopword(word)
