"""The process-wide Aho-Corasick automaton: census names, US places, facilities and cue words.

Every entry is a space-padded upper-case key (" SMITH ", " NEW YORK ") whose value is
(key length, flags, strength as a name, population).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import ahocorasick

from stream.core import lexicon
from stream.core.lexicon import clinical_terms, english_levels, hospital_entries, is_common_word
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.gazetteer.cues import cue_words
from stream.recognize.gazetteer.flags import (
    ACRONYM,
    ACRONYM_CTX,
    AMBIG,
    CASED_HEAD,
    CITY,
    CLINICAL,
    COUNTRY,
    COUNTY,
    DRUG,
    EPONYM_STRONG,
    EPONYM_WEAK,
    FACILITY,
    FIRST,
    HEAD,
    LAST,
    MULTI,
    NOT_A_NAME,
    PLACE_AMBIG,
    SAINT,
    STATE,
    UNIVERSITY,
    VERY_COMMON,
)
from stream.recognize.gazetteer.text import keys_of

# Facility heads ("<Name> Hospital") and place-name variants.
_HEADS = cue_list("facility_heads", "gazetteer_head")
_CASED_HEADS = ("General", "Memorial", "Medical", "Med", "Gen", "Center", "Centre", "Institute",
                "Associates")  # heads only when capitalized: "Chicago General", "Houston Med"
_CITY_ALIASES = (("NYC", 8_000_000), ("New York", 8_000_000))
_PLACE_PREFIXES = {"Saint ": ("St ", "St. ", "Ste "), "Fort ": ("Ft ", "Ft. "), "Mount ": ("Mt ",
                   "Mt. ")}


@dataclass(slots=True)
class _Entry:
    """What one automaton key stands for."""

    length: int
    flags: int = 0
    freq: float = 0.0  # census % frequency as a name
    population: int = 0


def _ambiguity(word: str, freq: float, terms: dict[str, frozenset[str]]) -> int:
    """AMBIG and eponym/drug flags for a census name that reads as a word."""
    upper = word.upper()
    flags = 0
    for section, flag in (("eponym_strong", EPONYM_STRONG), ("eponym_weak", EPONYM_WEAK),
                          ("drug", DRUG), ("clinical", CLINICAL)):
        if upper in terms.get(section, ()):
            flags |= flag
    level = english_levels().get(word.lower())
    if level == 10:
        flags |= VERY_COMMON
    if (len(word) <= 2 or flags & NOT_A_NAME or (level is not None and (
            level <= 20 or (level <= 40 and freq < 0.1) or freq < 0.002))):
        flags |= AMBIG
    return flags


def _strength(flags: int, freq: float, length: int) -> float:
    """1: reads as nothing but a name; .5: a frequent name that is also a word ("Rose");
    .25: a rare name that is a less common word ("Doe"); 0: a word first ("Pain")."""
    if not flags & AMBIG:
        return 1.0
    if flags & NOT_A_NAME or length <= 2:
        return 0.0
    if freq >= 0.05:
        return 0.5
    return 0.0 if flags & VERY_COMMON else 0.25


def _add(entries: dict[str, _Entry], phrase: str, flags: int, freq: float = 0.0,
         population: int = 0) -> None:
    """Add `phrase` (or merge its flags into the existing key)."""
    for key in keys_of(phrase):
        if len(key) < 4:
            continue
        entry = entries.get(key)
        if entry is None:
            entry = entries[key] = _Entry(len(key))
        entry.flags |= flags | (MULTI if key.strip(" ").count(" ") else 0)
        entry.freq = max(entry.freq, freq)
        entry.population = max(entry.population, population)


def _add_names(entries: dict[str, _Entry]) -> None:
    """Census first names and surnames, flagged for ambiguity."""
    terms = clinical_terms()
    freq = lexicon.name_frequency()
    firsts = set(lexicon.female_first_names()) | set(lexicon.male_first_names())
    for flag, names in ((FIRST, firsts), (LAST, lexicon.last_names())):
        for name in names:
            f = freq.get(name.upper(), 0.0)
            _add(entries, name, flag | _ambiguity(name, f, terms), f)


def _add_places(entries: dict[str, _Entry]) -> None:
    """US cities and towns (with St./Ft./Mt. variants), states, countries and counties."""
    terms = clinical_terms()
    not_places = terms["eponym_strong"] | terms["drug"] | terms["clinical"]
    for alias, population in _CITY_ALIASES:
        _add(entries, alias, CITY, population=population)
    towns = frozenset(lexicon.us_towns())
    for city in (*lexicon.us_cities(), *towns):
        if "(" in city.name:
            continue
        for name in (part.strip() for part in city.name.split("/")):
            words = name.split()
            # a town's name that is any English word is one ("Saline", "Hope"); a city's only
            # when the word is common ("Mobile", "Normal")
            is_word = lexicon.is_english_word if city in towns else is_common_word
            ambig = PLACE_AMBIG if (all(is_word(w) for w in words)
                                    or name.upper() in not_places) else 0
            variants = [name]
            for long, shorts in _PLACE_PREFIXES.items():
                if name.startswith(long):
                    variants += [short + name[len(long):] for short in shorts]
            for variant in variants:
                _add(entries, variant, CITY | ambig, population=city.population)
    for name in lexicon.us_states().values():
        _add(entries, name, STATE)
    for country in lexicon.country_names():
        if not country.replace(".", "").isupper():  # "US", "UK": also "us" and initials
            _add(entries, country, COUNTRY)
    for region in lexicon.region_names():  # judged as countries are: after a place word
        _add(entries, region, COUNTRY)
    for county in lexicon.us_counties():
        if not county.endswith(" city"):
            _add(entries, county, COUNTY)
        if county.endswith(" County"):  # "Pike Co", "McDowell Co.": as nurses shorten it
            _add(entries, county.removesuffix(" County") + " Co", COUNTY)


def _add_facilities(entries: dict[str, _Entry]) -> None:
    """Typed facility names and acronyms, facility heads, 'St.' and 'University'."""
    kinds = {"name": FACILITY, "acronym": ACRONYM, "acronym_ctx": ACRONYM_CTX}
    for name, kind in hospital_entries():
        _add(entries, name, kinds[kind])
        for variant in _facility_variants(name):
            _add(entries, variant, kinds[kind])
    for head in _HEADS:
        _add(entries, head, HEAD)
    for head in _CASED_HEADS:
        _add(entries, head, HEAD | CASED_HEAD)
    for word in ("St", "Saint", "Ste"):
        _add(entries, word, SAINT)
    _add(entries, "University", UNIVERSITY)


def _facility_variants(name: str) -> set[str]:
    """Spellings notes use: "&" for "and", apostrophes dropped ("CHILDRENS HOSPITAL")."""
    variants = {name.replace(" and ", " & ")}
    variants |= {v.replace("'", "").replace("’", "") for v in (name, *variants)}
    return variants - {name}


def _add_cues(entries: dict[str, _Entry]) -> None:
    """Titles, labels, relationship words, credentials and eponym heads."""
    for words, flags in cue_words():
        for word in words:
            _add(entries, word, flags)


@cache
def automaton() -> ahocorasick.Automaton:
    """The process-wide automaton of every gazetteer key (built on first use)."""
    entries: dict[str, _Entry] = {}
    _add_names(entries)
    _add_places(entries)
    _add_facilities(entries)
    _add_cues(entries)
    auto = ahocorasick.Automaton()
    for key, entry in entries.items():
        strength = _strength(entry.flags, entry.freq, entry.length - 2)
        auto.add_word(key, (entry.length, entry.flags, strength, entry.population))
    auto.make_automaton()
    return auto
