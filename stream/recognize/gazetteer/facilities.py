"""Facilities: typed names, acronyms, "<Name> Hospital" heads, "St. X's", "University of X"."""

from __future__ import annotations

import re
from functools import cache

from stream.core.categories import Label
from stream.core.lexicon import clinical_terms
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.edge_words import LEADING_WORDS, verb_before_preposition
from stream.recognize.gazetteer.cues import Cues
from stream.recognize.gazetteer.flags import (
    ACRONYM,
    ACRONYM_CTX,
    CASED_HEAD,
    FACILITY,
    HEAD,
    SAINT,
    UNIVERSITY,
)
from stream.recognize.gazetteer.text import CONNECTORS, previous_word
from stream.recognize.regex_fragments import trie_source
from stream.recognize.word_judgements import is_eponym_possessive

_FACILITY_PREPS = frozenset(cue_list("care_transfer", "before_facility"))
_LEADING = LEADING_WORDS | {"a"}  # words before a facility name that are not part of it
# words that end a name read leftwards from its head ("W/ MERCY HEART INSTITUTE", "LAST IN
# HOSPITAL": no facility is named "<X> in Hospital")
# Words a facility's name does not hold: the name starts after them ("PT WILL NEED VENT REHAB").
_CLAUSE_BREAKS = frozenset(cue_list("care_transfer", "facility_clause_break"))
_HEAD_TAIL = re.compile(
    r"(?:\s+(?:of|for|at)\s+(?:the\s+)?[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*){0,3})+")
_SAINT_AFTER = re.compile(r"\.?\s+([A-Z][a-z]+|[A-Z]{2,})(['’]s|'S)(?![\w])")
# words may hold inner hyphens and apostrophes, never end on one ("of John-" is "of John")
_UNIVERSITY_AFTER = re.compile(
    r"\s+of\s+[A-Z](?:[\w'’-]*\w)?(?:\s+[A-Z](?:[\w'’-]*\w)?){0,2}")
# a trie: whether a unit follows is all that counts
_FACILITY_AFTER = re.compile(
    r"\s+" + trie_source(cue_list("facility_heads", "unit_after_name")) + r"(?![\w])")


def facility_span(text: str, cues: Cues, start: int, end: int, flags: int) -> Span | None:
    """Judge a facility-related hit: a typed name, an acronym, a head, 'St. X's', 'University'."""
    word = text[start:end]
    if flags & FACILITY:
        return Span(start, end, Label.HOSPITAL, "gazetteer:facility", 0.9)
    if flags & (ACRONYM | ACRONYM_CTX) and word.isupper():
        if flags & ACRONYM:
            return Span(start, end, Label.HOSPITAL, "gazetteer:facility", 0.75)
        if in_care_context(text, start, end):
            return Span(start, end, Label.HOSPITAL, "gazetteer:facility", 0.8)
    if flags & HEAD:
        return _head_span(text, cues, start, end, flags)
    if flags & SAINT and word[0].isupper():
        saint = _SAINT_AFTER.match(text, end, end + 30)
        if saint:
            return Span(start, saint.end(), Label.HOSPITAL, "gazetteer:facility", 0.8)
    if flags & UNIVERSITY and word[0].isupper():
        tail = _UNIVERSITY_AFTER.match(text, end, end + 60)
        if tail:
            return Span(start, tail.end(), Label.HOSPITAL, "gazetteer:facility", 0.6)
    return None


def in_care_context(text: str, start: int, end: int) -> bool:
    """Whether a care/transfer word precedes ("transferred from X") or a unit follows ("X ED")."""
    return (previous_word(text, start) in _FACILITY_PREPS
            or _FACILITY_AFTER.match(text, end, end + 12) is not None)


def _head_span(text: str, cues: Cues, start: int, end: int, flags: int) -> Span | None:
    """'<Name> Hospital', '<Name> Medical Center of X', 'UCLA med center', 'Dallas clinic'."""
    lower = text[start].islower()
    if lower and (flags & CASED_HEAD or not _previous_word_capitalized(text, start)):
        return None
    prefix = _facility_prefix_start(text, start)
    if prefix is None:
        return None
    if lower and prefix in cues.by_title:
        return None  # "Dr. Smith clinic": a person's clinic, the name is found as a name
    tail = _HEAD_TAIL.match(text, end, end + 80)
    return Span(prefix, tail.end() if tail else end, Label.HOSPITAL, "gazetteer:facility", 0.85)


def _previous_word_capitalized(text: str, start: int) -> bool:
    """Whether the word before `start` (one space between) begins with a capital."""
    i = start - 1
    if i < 1 or text[i] != " ":
        return False
    while i > 0 and not text[i - 1].isspace():
        i -= 1
    return text[i].isupper()


def _facility_prefix_start(text: str, head_start: int) -> int | None:
    """Start of the capitalized name before a facility head, or None if it is generic."""
    words: list[tuple[int, str]] = []
    pos = head_start
    while len(words) < 6:
        gap_start = pos
        while gap_start > 0 and text[gap_start - 1] in " \t":
            gap_start -= 1
        if gap_start == pos or gap_start == 0:
            break
        j = gap_start
        while j > 0 and not text[j - 1].isspace():
            j -= 1
        word = text[j:gap_start]
        if not word:
            break
        bare = word.rstrip(",;:!?)")
        if bare != word or (word.endswith(".") and word not in ("St.", "ST.", "Mt.", "Ft.")
                            and len(word) > 2):
            break
        if not (word[0].isupper() or word[0].isdigit() or word in CONNECTORS):
            break
        if word.lower() in _CLAUSE_BREAKS:
            break  # "LVAD EVAL W/ MERCY HEART INSTITUTE": the name starts after "W/"
        if words and verb_before_preposition(word, words[-1][1]):
            words.pop()  # "ACCEPTED AT", "WORKING ON REHAB": the name starts after the clause
            break
        words.append((j, word))
        pos = j
    while words and (words[-1][1] in CONNECTORS or words[-1][1].lower() in _LEADING):
        words.pop()  # "THE", "A": not part of the name
    if not words:
        return None
    names = [w for _, w in words if w not in CONNECTORS]
    if all(_unspecific(w, names) for w in names):
        return None
    return words[-1][0]


@cache
def _generic_words() -> frozenset[str]:
    """Lower-case words that do not tell which facility is meant ("Cardiology Clinic")."""
    return frozenset(w.lower() for w in clinical_terms()["facility_generic"])


def _unspecific(word: str, names: list[str]) -> bool:
    """Whether a word before a head says nothing about which facility it is."""
    low = word.lower().strip("'’")
    if (low.endswith(("'s", "’s")) and low[:-2] in _generic_words()) or is_eponym_possessive(low):
        return True  # "Children's Hospital" needs more; "Crohn's Clinic" names no facility
    if low == "general":  # "General Hospital" names a place; "General Surgery Clinic" does not
        later = names[:names.index(word)] if word in names else []
        return bool(later) and all(w.lower() in _generic_words() for w in later)
    return low in _generic_words()
