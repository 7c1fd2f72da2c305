"""Read-only word lists bundled in stream/data (names, places), loaded once per process."""

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
def us_states() -> dict[str, str]:
    """Two-letter code -> state name."""
    return {code: name for code, name in _rows("us_states.tsv.gz")}


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
