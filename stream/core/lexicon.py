"""Read-only word lists bundled in stream/data, loaded once per process: census names, US places,
English words with their commonness, clinical terms and content, hospitals."""

from __future__ import annotations

import gzip
from dataclasses import dataclass
from functools import cache
from importlib import resources


def _rows(filename: str) -> list[list[str]]:
    with resources.files("stream.data").joinpath(filename).open("rb") as raw:
        text = gzip.decompress(raw.read()).decode("utf-8")
    return [line.split("\t") for line in text.splitlines() if line]


@dataclass(frozen=True, slots=True)
class City:
    name: str
    state: str
    population: int


NameFrequencies = tuple[tuple[str, float], ...]


@cache
def female_first_frequencies() -> NameFrequencies:
    """(name, % of census females) for female first names, most frequent first."""
    return tuple((n, float(p)) for n, p in _rows("first_female.tsv.gz"))


@cache
def male_first_frequencies() -> NameFrequencies:
    """(name, % of census males) for male first names, most frequent first."""
    return tuple((n, float(p)) for n, p in _rows("first_male.tsv.gz"))


@cache
def last_frequencies() -> NameFrequencies:
    """(surname, % of census population), most frequent first."""
    return tuple((n, float(p)) for n, p in _rows("last.tsv.gz"))


def female_first_names() -> tuple[str, ...]:
    """Census female first names, most frequent first, Title-cased."""
    return tuple(n for n, _ in female_first_frequencies())


def male_first_names() -> tuple[str, ...]:
    """Census male first names, most frequent first, Title-cased."""
    return tuple(n for n, _ in male_first_frequencies())


def last_names() -> tuple[str, ...]:
    """Census surnames, most frequent first, Title-cased."""
    return tuple(n for n, _ in last_frequencies())


@cache
def name_frequency() -> dict[str, float]:
    """Upper-cased name -> highest census % frequency as a first or last name."""
    freq: dict[str, float] = {}
    for rows in (female_first_frequencies(), male_first_frequencies(), last_frequencies()):
        for name, pct in rows:
            key = name.upper()
            freq[key] = max(freq.get(key, 0.0), pct)
    return freq


@cache
def us_cities() -> tuple[City, ...]:
    """US places of >= 15,000 people, most populous first."""
    return tuple(City(n, s, int(p)) for n, s, p in _rows("us_cities.tsv.gz"))


@cache
def us_towns() -> tuple[City, ...]:
    """US places of 5,000 to 14,999 people, most populous first: the recognizer's, not the
    surrogates' (a surrogate town is one of `us_cities`)."""
    return tuple(City(n, s, int(p)) for n, s, p in _rows("us_towns.tsv.gz"))


@cache
def us_states() -> dict[str, str]:
    """Two-letter code -> state name."""
    return {code: name for code, name in _rows("us_states.tsv.gz")}


@cache
def country_names() -> tuple[str, ...]:
    """Country names and their common variants ("Bahamas", "The Bahamas")."""
    return _listed("countries.txt")


@cache
def region_names() -> tuple[str, ...]:
    """The provinces of Canada and the states of Mexico ("Manitoba", "Sonora")."""
    return _listed("regions.txt")


def _listed(filename: str) -> tuple[str, ...]:
    """The entries of a one-a-line list in stream/data, without its comments."""
    text = resources.files("stream.data").joinpath(filename).read_text("utf-8")
    return tuple(line for line in text.splitlines() if line and line[0] != "#")


@cache
def us_counties() -> tuple[str, ...]:
    """US county names ("Travis County", "Acadia Parish")."""
    return tuple(r[0] for r in _rows("us_counties.tsv.gz"))


@cache
def clinical_term_sections() -> dict[str, tuple[str, ...]]:
    """Sections of clinical_terms.txt (drug, eponym_strong, ...) as tuples of terms, as written."""
    return term_sections("clinical_terms.txt")


@cache
def clinical_content_sections() -> dict[str, tuple[str, ...]]:
    """Sections of clinical_content.txt (icu_abbreviation, icu_word, in_hospital_place,
    unit_after_facility, time_of_day, measure) as tuples of lower-case terms."""
    return term_sections("clinical_content.txt")


def term_sections(filename: str) -> dict[str, tuple[str, ...]]:
    """A word-list file of `[section]` headers and one term a line ('#' starts a comment)."""
    text = resources.files("stream.data").joinpath(filename).read_text("utf-8")
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections.setdefault(current, [])
        elif current:
            sections[current].append(line)
    return {name: tuple(terms) for name, terms in sections.items()}


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


def is_english_word(word: str) -> bool:
    """Whether `word` is in the English word list at any level (any case)."""
    return word.lower() in english_levels()


@cache
def clinical_terms() -> dict[str, frozenset[str]]:
    """Section -> upper-case words of stream/data/clinical_terms.txt."""
    return {name: frozenset(t.upper() for t in terms)
            for name, terms in clinical_term_sections().items()}


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
