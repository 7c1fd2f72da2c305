"""The rules' judgements on a word: ordinary English, a clinical term, an eponym, a stop word, a
known city, a disease's ending, a device named for a person.

An ordinary word names no one person or place by itself: English up to `COMMON_LEVEL` of
stream/core/lexicon.py (SCOWL size 35), or a clinical term. A clinical term is no PHI alone:
a drug, clinical word or generic facility word of stream/data/clinical_terms.txt, or an ICU
abbreviation of stream/data/clinical_content.txt. A medical eponym ("Parkinson", "Foley") is
judged on its own: no person's name, but it may be a place's. Every rule asks these functions,
so that one word is judged the same way whichever rule meets it.
"""

from __future__ import annotations

import re
from functools import cache

from stream.core.calendar_words import months, weekdays
from stream.core.lexicon import (
    clinical_content_sections,
    clinical_term_sections,
    clinical_terms,
    country_names,
    english_levels,
    is_common_word,
    us_cities,
    us_states,
    us_towns,
)
from stream.recognize.cue_vocabulary import cue_list, ending_regex
from stream.recognize.regex_fragments import trie_source

# ICU abbreviations that are no place, in the shapes of a hospital initialism ("to lcs", "via
# ngt", "at hs", "changed to cmo", "likely pna"): routes, lines, tubes, sites, labs, drips,
# orders, scores, diagnoses and services (stream/data/clinical_content.txt).
ICU_ABBREVIATIONS = frozenset(clinical_content_sections()["icu_abbreviation"])
"""Lower case; checked in any case."""


_CLINICAL_SECTIONS = ("drug", "clinical", "facility_generic")


@cache
def _clinical_terms() -> frozenset[str]:
    """Upper-case entries of the clinical sections of clinical_terms.txt."""
    terms = clinical_terms()
    return frozenset().union(*(terms[section] for section in _CLINICAL_SECTIONS))


def is_clinical_term(word: str) -> bool:
    """A drug, clinical or generic facility word, or an ICU abbreviation (any case)."""
    return word.upper() in _clinical_terms() or word.lower() in ICU_ABBREVIATIONS


def is_icu_word(word: str) -> bool:
    """A device, drug, order or role in ICU shorthand ("pacer", "camino", "comfort"), any case:
    no name by itself, though one may carry it ("Comfort Kpadeh", "Byung-ho")."""
    return word.lower() in _icu_words()


@cache
def _icu_words() -> frozenset[str]:
    return frozenset(clinical_content_sections()["icu_word"])


def is_spanish_address_head(word: str) -> bool:
    """A word that opens a Spanish address ("Calle", "Bo.", "Urb.", "Carr."), any case, with
    its period where it has one ("Bo" alone is a name): a street or a barrio follows it."""
    return word.lower() in _SPANISH_ADDRESS_HEADS


def opens_a_place_name(word: str) -> bool:
    """A word that opens a Spanish address or an organization named head first ("Bo.",
    "Urb.", "Centro", "Distribuidora", "Masjid"), any case: the words after it are the
    place's own."""
    return is_spanish_address_head(word) or word.lower() in _HEAD_FIRST_ORGS


_SPANISH_ADDRESS_HEADS = frozenset((*cue_list("places", "spanish_address_head"), "carr."))
_HEAD_FIRST_ORGS = frozenset(cue_list("facility_heads", "org_head_first"))
PLACE_NAME_JOINS = ("de", "del", "la", "el", "los", "las")
"""Words that join the words of a Spanish place's name ("Centro de Salud", "Pescadería El ...")."""


def is_eponym(word: str) -> bool:
    """A medical eponym rarely used as a person's name in notes ("Parkinson", "Foley"), any
    case: no name after a cue and none to carry to its other mentions, but a place's name may
    hold one ("Osgood Center", "Penrose Mills")."""
    return word.upper() in clinical_terms()["eponym_strong"]


def is_medical_word(word: str) -> bool:
    """A clinical term or a medical eponym ("foley"): never a name by itself."""
    return is_clinical_term(word) or is_eponym(word)


def is_ordinary_word(word: str) -> bool:
    """An everyday English word (SCOWL level <= COMMON_LEVEL) or a clinical term (any case)."""
    return is_common_word(word) or is_clinical_term(word)


# Small, general stop list: capitalised words that follow name cues but are not names.
STOPWORDS = (frozenset(cue_list("ordinary_words", "name_stop"))
             | {f for m in months() for f in m.cues} | {d.name for d in weekdays()})


def is_stopword(token: str) -> bool:
    """Whether a capitalised token is a common word rather than a name."""
    return token.lower().rstrip(".") in STOPWORDS


@cache
def _known_cities() -> frozenset[str]:
    """Upper-cased names of the bundled US cities and towns."""
    return frozenset(c.name.upper() for c in (*us_cities(), *us_towns()))


def is_known_city(name: str) -> bool:
    """Whether `name` is a bundled US city or town (any case)."""
    return name.upper() in _known_cities()


@cache
def _countries() -> frozenset[str]:
    return frozenset(n.upper() for n in country_names())


def is_country(name: str) -> bool:
    """Whether `name` is a country's name or a common variant of it (any case)."""
    return name.upper() in _countries()


_WORD_STATE_CODES = frozenset(c.lower() for c in cue_list("places", "english_word_state_code"))


def is_state_code(word: str) -> bool:
    """Whether `word` is a US state's postal code ("WV", "nh"), save one that is an English
    word written in lower case ("in", "or", "me")."""
    return (len(word) == 2 and word.upper() in us_states()
            and not (word.islower() and word in _WORD_STATE_CODES))


EVERYDAY_LEVEL = 10
"""The SCOWL level of the most common words ("will", "bill", "hope", "may"): a census name that
is one of these reads as a word, not a name, even after a kin word or a role."""


def is_everyday_word(word: str) -> bool:
    """Whether `word` is among the most common English words (SCOWL level <= EVERYDAY_LEVEL)."""
    found = english_levels().get(word.lower())
    return found is not None and found <= EVERYDAY_LEVEL


# Endings of disease and procedure words, which no person's or place's name has.
_MEDICAL_ENDING = ending_regex("medical_ending")


def has_medical_ending(word: str) -> bool:
    """Whether `word` ends like a disease or a procedure ("pancreatitis", "hypotension")."""
    return _MEDICAL_ENDING.search(word) is not None


def is_eponym_possessive(word: str) -> bool:
    """A medical eponym in the possessive ("Parkinson's"): a disease or its clinic, no place
    ("Huntington Hospital" is one)."""
    upper = word.upper()
    return upper.endswith(("'S", "’S")) and upper[:-2] in clinical_terms()["eponym_strong"]


@cache
def _device_phrase() -> re.Pattern[str]:
    # a trie: tried at each word start near a name; it takes the longest phrase first, as the
    # longest-first alternation did ("Miami J collar" over "Miami J")
    phrases = trie_source(sorted({p.lower() for p in clinical_term_sections()["device_phrase"]}),
                          space=r"[ \t]")
    return re.compile(r"(?<![\w'’-])(?i:" + phrases + r")(?![\w-])")


def in_device_phrase(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies inside a device or call named for a person or place
    ("Miami J collar", "Bair Hugger", "JACKSON-PRATT", "code blue")."""
    lo = max(0, start - 24)
    return any(m.start() <= start and end <= m.end()
               for m in _device_phrase().finditer(text, lo, min(len(text), end + 24)))
