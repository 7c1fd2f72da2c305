"""First names and surnames after kin, role and title cues in lower-case and ALL-CAPS notes.

Nursing notes write "dtr maria called", "husband walt at bedside", "resident dave aware",
"house officer shapiro", "dr okonkwo" without capitals, and in ALL-CAPS notes rare names that
no census list holds right after strong cues: "PT ZOLTAN QUIBBLEWICK (MRN ...)", "SISTER ROZ
IN". After a cue, a census name that is not a very common English word is taken in any case;
in an ALL-CAPS line, a word that is in no word list (English, clinical terms) is taken too,
alone after a relative or a doctor's title, as a pair after "PT". "dr" in lower case takes any
word that is not an ordinary one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.categories import Label
from stream.recognize.edge_words import TRAILING_WORDS
from stream.recognize.gazetteer import clinical_terms, is_common_word
from stream.recognize.patterns._words import is_stopword, word_list
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.history_years import HISTORY_TERMS
from stream.recognize.patterns.names import RELATIVE_WORDS, caps_line, is_census_name
from stream.spans import Span
from stream.wordlists import english_levels

_KIN = tuple(w for w in RELATIVE_WORDS if w not in ("care", "health", "healthcare",
                                                    "emergency", "next"))
_KIN_WORDS = (*_KIN, *word_list("dtr sis bro hubby"))
_ROLE_WORDS = word_list("""
resident house case social sw attending fellow intern pcp np charge rn nurse rt
""")
_ROLE = (r"resident|house\s+officer|case\s+manager|social\s+worker|sw|attending|fellow|"
         r"intern|pcp|np|charge\s+(?:rn|nurse)|rn|nurse|rt")
# lower-case or ALL-CAPS words: Title-case names after these cues are names.py's
_WORD = r"(?:[a-z][a-z'’-]*|[A-Z][A-Z'’-]*)(?![\w'’])"
_LINK = r"(?:['’]s)?(?:\s{0,2}[,:(-])?\s{1,2}(?:named\s{1,2})?"
_COMMON_LEVEL = 20  # SCOWL levels below this are everyday words ("will", "bill", "hope")
_NOT_NAMES = ("eponym_strong", "drug", "clinical")  # sections of stream/data/clinical_terms.txt
_VOWEL = re.compile(r"[AEIOUY]")


class CuedNameFamily(PatternFamily):
    """PERSON after kin words, STAFF after roles and "dr", PATIENT after "PT", in any case."""

    name = "cued_names"
    label = Label.PERSON
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("kin", re.compile(
            r"(?i:(?:" + "|".join(sorted(_KIN_WORDS, key=len, reverse=True)) + r"))" + _LINK
            + f"(?P<name>{_WORD}(?: {_WORD})?)"), 0.7, Label.PERSON, "name", cues=_KIN_WORDS),
        Pattern("role", re.compile(
            r"(?i:" + _ROLE + r")" + r"\s{1,2}(?:[:-]\s{0,2})?(?:(?i:dr)\.?\s{1,2})?"
            + f"(?P<name>{_WORD}(?: {_WORD})?)"), 0.7, Label.STAFF, "name", cues=_ROLE_WORDS),
        Pattern("doctor", re.compile(r"(?i:dr)\.?\s{1,2}" + f"(?P<name>{_WORD}(?: {_WORD})?)"),
                0.75, Label.STAFF, "name", cues=("dr",)),
        Pattern("patient", re.compile(r"PT\.?\s{1,2}" + f"(?P<name>{_WORD} {_WORD})"), 0.75,
                Label.PATIENT, "name", cues=("pt",)),
    )

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """The leading name words of the match, judged by the cue and the case of the line."""
        start = match.start("name")
        words = match.group("name").split(" ")
        caps = caps_line(text, start)
        if pattern.name == "patient":
            if caps and len(words) == 2 and all(_rare(w) for w in words):
                yield Span(start, match.end("name"), Label.PATIENT, self.source, pattern.score)
            return
        first_ok = name_word(words[0], caps, loose=pattern.name == "doctor")
        if not first_ok:
            return
        end = start + len(words[0])
        if len(words) > 1 and is_census_name(words[0]) and name_word(words[1], caps, loose=False):
            end = match.end("name")  # "wife anne marsh"; a rare first word stands alone
        yield Span(start, end, pattern.label or self.label, self.source, pattern.score)


def name_word(word: str, caps: bool, *, loose: bool) -> bool:
    """A census name that is no everyday word; in caps lines or after "dr", a rare word too."""
    key = word.lower()
    if is_stopword(word) or key in TRAILING_WORDS:
        return False
    level = english_levels().get(key)
    if is_census_name(word) and (level is None or level >= _COMMON_LEVEL):
        return not _clinical(word)
    if loose and (word.islower() or caps):
        return not is_common_word(word) and not _clinical(word)
    return caps and word.isupper() and _rare(word)


def _rare(word: str) -> bool:
    """An ALL-CAPS word in no word list: not English, not a clinical term, not an abbreviation."""
    return (len(word) >= 3 and word.isalpha() and _VOWEL.search(word.upper()) is not None
            and word.lower() not in english_levels() and not _clinical(word)
            and not is_stopword(word) and word.lower() not in HISTORY_TERMS)


def _clinical(word: str) -> bool:
    """A drug, eponym or clinical term."""
    terms = clinical_terms()
    key = word.upper()
    return any(key in terms.get(section, ()) for section in _NOT_NAMES)
