"""First names and surnames after kin, role and title cues in lower-case and ALL-CAPS notes.

Nursing notes write "dtr maria called", "husband walt at bedside", "resident dave aware",
"house officer shapiro", "dr okonkwo" without capitals, and in ALL-CAPS notes rare names that
no census list holds right after strong cues: "PT ZOLTAN QUIBBLEWICK (MRN ...)", "SISTER ROZ
IN". After a cue, a census name that is not a very common English word is taken in any case;
in an ALL-CAPS line, a word that is in no word list (English, clinical terms) is taken too,
alone after a relative or a doctor's title, as a pair after "PT". "dr" in lower case takes any
word that is not an ordinary one. After a strong kin or role cue ("son caspar", "Husband
Lorcan", "resident okonjo", "cm philippa"), a word of four letters or more that is in no word
list and does not read as a clinical word (no -ed/-ing ending, no run of three consonants at
its start) is taken in any case, and so is a second such name after "and" ("wife renske and
son joost", "SONS TOBIAS AND KONRAD").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.core.wordlists import english_levels
from stream.recognize.edge_words import TRAILING_WORDS
from stream.recognize.gazetteer import clinical_terms, is_common_word
from stream.recognize.patterns._words import ICU_ABBREVIATIONS, is_stopword, word_list
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.history_years import HISTORY_TERMS
from stream.recognize.patterns.names import RELATIVE_WORDS, caps_line, is_census_name

# "sister-in-law wenonah", "dtr-in-law briallen"
_IN_LAWS = tuple(f"{w}-in-law" for w in word_list(
    "sister brother mother father daughter son dtr sis bro"))
_KIN = tuple(w for w in RELATIVE_WORDS if w not in ("care", "health", "healthcare",
                                                    "emergency", "next"))
_KIN_WORDS = (*_KIN, *word_list("""
dtr dtrs sis bro hubby gf bf sons daughters sisters brothers grandsons granddaughters
stepdad stepmom
"""), *_IN_LAWS)
# Kin words strong enough for a name no list holds ("son caspar"; not "friend", "caregiver").
_STRONG_KIN = frozenset(word_list("""
daughter son wife husband mother father mom dad sister brother fiance fiancee aunt uncle niece
nephew grandson granddaughter grandmother grandfather boyfriend girlfriend stepson stepdaughter
dtr dtrs sis bro gf bf sons daughters sisters brothers grandsons granddaughters
partner spouse stepdad stepmom stepfather stepmother neighbor neighbour roommate
""")) | frozenset(_IN_LAWS)
_ROLE_WORDS = word_list("""
resident house case social sw attending fellow intern pcp np charge rn nurse rt cm chaplain
pct
""")
_ROLE = (r"resident|house\s+officer|case\s+manager|social\s+worker|sw|attending|fellow|"
         r"intern|pcp|np|charge\s+(?:rn|nurse)|rn|nurse|rt|(?<![\d.])(?<![\d.] )cm|chaplain|pct")
# Roles strong enough for a name no list holds ("resident okonjo"; not "rn", "np", "pcp").
_STRONG_ROLES = frozenset(word_list("resident officer manager worker attending fellow intern cm"
                                    " chaplain pct"))
_TITLE_WORD = r"(?:[a-z][a-z'’-]*|[A-Z][A-Z'’-]*|[A-Z][a-z'’-]+)(?![\w'’])"
_AND_NAME = re.compile(r"[ \t]{1,2}(?:and|AND|&)[ \t]{1,2}(?P<name>" + _TITLE_WORD + ")")
_CONSONANTS_LEAD = re.compile(r"(?i)[^aeiouy]{3}")
_VERB_ENDING = re.compile(r"(?i)(?:ed|ing|ive|ous|ic|al|ia|osis|itis|emia|brile|ible|able|less)$")
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
            r"(?i:(?P<cue>" + "|".join(sorted(_KIN_WORDS, key=len, reverse=True)) + r"))"
            + _LINK + f"(?P<name>{_TITLE_WORD}(?: {_WORD})?)"), 0.7, Label.PERSON, "name",
            cues=_KIN_WORDS),
        Pattern("role", re.compile(
            r"(?i:(?P<cue>" + _ROLE + r"))" + r"\s{1,2}(?:[:-]\s{0,2})?(?:(?i:dr)\.?\s{1,2})?"
            + f"(?P<name>{_WORD}(?: {_WORD})?)"), 0.7, Label.STAFF, "name", cues=_ROLE_WORDS),
        Pattern("doctor", re.compile(r"(?i:dr)\.?\s{1,2}" + f"(?P<name>{_WORD}(?: {_WORD})?)"),
                0.75, Label.STAFF, "name", cues=("dr",)),
        Pattern("patient", re.compile(r"PT\.?\s{1,2}" + f"(?P<name>{_WORD}(?: {_WORD})?)"),
                0.75, Label.PATIENT, "name", cues=("pt",)),
        # "pt tobiah wexcourt 38 yo m": a name between "pt" and the age, in any case
        Pattern("patient_age", re.compile(
            r"(?i:\b(?:pt|patient))\s{1,2}" + f"(?P<name>{_TITLE_WORD}(?: {_TITLE_WORD})?)"
            + r",?\s{1,2}(?=\d{1,3}\s?(?i:yo|y/o|y\.o\.|year))"), 0.75, Label.PATIENT, "name",
            cues=("pt", "patient")),
        # "OFFICER HALLORAN LEFT CARD": police and other people from outside, by their title
        Pattern("officer", re.compile(
            r"(?<!house )(?<!HOUSE )"
            r"(?i:officer|detective|det\.|trooper|deputy|sgt\.?|sergeant)\s{1,2}"
            + f"(?P<name>{_TITLE_WORD})"), 0.7, Label.PERSON, "name",
            cues=("officer", "detective", "det", "trooper", "deputy", "sgt", "sergeant")),
    )

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """The leading name words of the match, judged by the cue and the case of the line."""
        start = match.start("name")
        words = match.group("name").split(" ")
        caps = caps_line(text, start)
        if pattern.name == "patient":
            if caps and len(words) == 2 and all(_rare(w) for w in words):
                yield Span(start, match.end("name"), Label.PATIENT, self.source, pattern.score)
            elif caps and _rare(words[0]) and foreign_name(words[0]) and (
                    len(words) == 1 or not _rare(words[1])):
                # "PT VOSKUIJLEN POD 2": one rare surname, not a clinical word ("PT DESATTED")
                yield Span(start, start + len(words[0]), Label.PATIENT, self.source, 0.7)
            return
        if pattern.name == "patient_age":
            if all(name_word(w, caps, loose=False) or foreign_name(w) for w in words):
                yield Span(start, match.end("name"), Label.PATIENT, self.source, pattern.score)
            return
        if pattern.name == "officer":
            if name_word(words[0], caps, loose=True) or foreign_name(words[0]):
                yield Span(start, match.end("name"), Label.PERSON, self.source, pattern.score)
            return
        cue = (match.groupdict().get("cue") or "").lower().split()
        strong = bool(cue) and (cue[-1] in _STRONG_KIN if pattern.name == "kin"
                                else cue[-1] in _STRONG_ROLES)
        if words[0].istitle() and not strong:
            return  # a Title-case census name after a weak cue is names.py's
        if not (name_word(words[0], caps, loose=pattern.name == "doctor")
                or (strong and foreign_name(words[0]))):
            return
        end = start + len(words[0])
        if len(words) > 1 and is_census_name(words[0]) and name_word(words[1], caps, loose=False):
            end = match.end("name")  # "wife anne marsh"; a rare first word stands alone
        label = pattern.label or self.label
        yield Span(start, end, label, self.source, pattern.score)
        second = _AND_NAME.match(text, end) if strong else None
        if second and (name_word(second.group("name"), caps, loose=False)
                       or foreign_name(second.group("name"))):
            yield Span(second.start("name"), second.end("name"), label, self.source,
                       pattern.score)


def foreign_name(word: str) -> bool:
    """A word that reads as a given name no list holds ("caspar", "Bronagh"): four letters or
    more, in no English or clinical word list, no ICU abbreviation, no clinical ending and no
    run of three consonants at its start ("hcpoa", "intubated", "molst")."""
    key = word.lower()
    return (len(word) >= 4 and word.isalpha() and key not in english_levels()
            and (word.islower() or word.isupper() or word.istitle())
            and _VOWEL.search(word.upper()) is not None
            and not _CONSONANTS_LEAD.match(word) and not _VERB_ENDING.search(word)
            and key not in ICU_ABBREVIATIONS and not _clinical(word) and not is_stopword(word)
            and key not in HISTORY_TERMS and key not in TRAILING_WORDS)


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
