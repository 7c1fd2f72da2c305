"""Word lists from stream/data: English common-word levels, clinical terms and hospitals."""

from __future__ import annotations

import gzip
import re
from functools import cache
from importlib import resources

from stream.core.lexicon import clinical_content_sections, clinical_term_sections


@cache
def english_levels() -> dict[str, int]:
    """Lower-case English word -> SCOWL size level (10 = most common .. 50)."""
    raw = resources.files("stream.data").joinpath("english_words.tsv.gz").read_bytes()
    rows = (line.split("\t") for line in gzip.decompress(raw).decode("ascii").splitlines())
    return {word: int(level) for word, level in rows}


COMMON_LEVEL = 35
"""The SCOWL size level up to which an English word is common: "today", "doctor", "rose" are;
"sutterby", "okafor" are in no list, "agouti" only at 50. The one cut-off of the common-word
judgement; a word in the list at any level is an English word (`is_english_word`)."""


def is_common_word(word: str) -> bool:
    """Whether `word` is an English word at SCOWL level <= COMMON_LEVEL (any case)."""
    found = english_levels().get(word.lower())
    return found is not None and found <= COMMON_LEVEL


EVERYDAY_LEVEL = 10
"""The SCOWL level of the most common words ("will", "bill", "hope", "may"): a census name that
is one of these reads as a word, not a name, even after a kin word or a role."""


def is_everyday_word(word: str) -> bool:
    """Whether `word` is among the most common English words (SCOWL level <= EVERYDAY_LEVEL)."""
    found = english_levels().get(word.lower())
    return found is not None and found <= EVERYDAY_LEVEL


def is_english_word(word: str) -> bool:
    """Whether `word` is in the English word list at any level (any case)."""
    return word.lower() in english_levels()


# Endings of disease and procedure words, which no person's or place's name has.
_MEDICAL_ENDING = re.compile(
    r"(?i:sepsis|itis|osis|ectomy|otomy|ostomy|plasty|scopy|algia|pathy|penia|cytosis|tension)$")


def has_medical_ending(word: str) -> bool:
    """Whether `word` ends like a disease or a procedure ("pancreatitis", "hypotension")."""
    return _MEDICAL_ENDING.search(word) is not None


@cache
def clinical_terms() -> dict[str, frozenset[str]]:
    """Section -> upper-case words of stream/data/clinical_terms.txt."""
    return {name: frozenset(t.upper() for t in terms)
            for name, terms in clinical_term_sections().items()}


def is_eponym_possessive(word: str) -> bool:
    """A medical eponym in the possessive ("Parkinson's"): a disease or its clinic, no place
    ("Huntington Hospital" is one)."""
    upper = word.upper()
    return upper.endswith(("'S", "’S")) and upper[:-2] in clinical_terms()["eponym_strong"]


@cache
def _device_phrase() -> re.Pattern[str]:
    phrases = sorted(clinical_term_sections()["device_phrase"], key=len, reverse=True)
    return re.compile(r"(?<![\w'’-])(?i:" + "|".join(re.escape(p).replace(r"\ ", r"[ \t]")
                                                  for p in phrases) + r")(?![\w-])")


def in_device_phrase(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies inside a device or call named for a person or place
    ("Miami J collar", "Bair Hugger", "JACKSON-PRATT", "code blue")."""
    lo = max(0, start - 24)
    return any(m.start() <= start and end <= m.end()
               for m in _device_phrase().finditer(text, lo, min(len(text), end + 24)))


@cache
def hospital_entries() -> tuple[tuple[str, str], ...]:
    """(name, kind) rows of stream/data/hospitals.tsv; kind: name | acronym | acronym_ctx."""
    text = resources.files("stream.data").joinpath("hospitals.tsv").read_text("utf-8")
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return tuple((name, kind) for name, kind in rows)


@cache
def clinical_words() -> frozenset[str]:
    """Lower-case clinical words that are never PHI alone: drug names (clinical_terms.txt)
    and the ICU abbreviations, ICU words and one-word in-hospital places of
    clinical_content.txt."""
    sections = clinical_content_sections()
    words = {t.lower() for t in clinical_term_sections()["drug"]}
    for name in ("icu_abbreviation", "icu_word", "in_hospital_place"):
        words.update(t for t in sections[name] if " " not in t)
    return frozenset(words)
