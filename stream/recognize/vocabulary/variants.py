"""Generated spellings of a deny entry, the way notes write them.

Names (PATIENT, STAFF, PERSON), read with the known-values name parser and nickname table:
"Jane A. Roe" -> "Jane Roe", "Roe, Jane", "Roe, Jane A.", "J. Roe", "J Roe", nickname + "Roe",
and "Roe" alone (context-required: it needs a title, "Dr. Roe"). Facilities and places of two
or more capitalized words -> their initialism ("Springfield General Hospital" -> "SGH",
context-required). Every other entry is its term alone.
"""

from __future__ import annotations

from stream.core.categories import NAME_LABELS, Label
from stream.recognize.gazetteer import is_common_word
from stream.recognize.gazetteer.text import CONNECTORS, keys_of
from stream.recognize.known_values import name_parts, nicknames
from stream.recognize.vocabulary.entries import ALLOW, Entry

Variant = tuple[str, bool]
"""(phrase, context required)."""


def context_required(entry: Entry) -> bool:
    """An entry's context rule: `auto` requires one for short terms and common English words."""
    if entry.context != "auto":
        return entry.context == "required"
    letters = sum(c.isalnum() for c in entry.term)
    return letters <= 3 or (" " not in entry.term and is_common_word(entry.term))


def variants(entry: Entry) -> list[Variant]:
    """The entry's own term and, when enabled, its generated spellings."""
    own = [(entry.term, context_required(entry))]
    if not entry.variants or entry.label is None:
        return own
    if entry.label in NAME_LABELS:
        return own + _name_variants(entry.term)
    if entry.label in (Label.HOSPITAL, Label.LOCATION):
        initials = initialism(entry.term)
        return own + ([(initials, True)] if initials else [])
    return own


def _name_variants(term: str) -> list[Variant]:
    """Orders, initials and nicknames of a person's name; the surname alone needs a title."""
    given, family = name_parts(term)
    if not given or not family:
        return []
    first = given[0]
    found = [f"{first} {family}", f"{family}, {first}", f"{family}, {' '.join(given)}",
             f"{first[0]}. {family}", f"{first[0]} {family}"]
    found += [f"{nick} {family}" for nick in nicknames().get(first.upper(), ())]
    return [(v, False) for v in found] + [(family, True)]


def initialism(term: str) -> str | None:
    """"SGH" for "Springfield General Hospital"; None for fewer than two capitalized words."""
    words = [w for w in term.replace("-", " ").split() if w.lower() not in CONNECTORS]
    if len(words) < 2 or not all(w[0].isupper() for w in words):
        return None
    return "".join(w[0] for w in words)


def matching_entry(entries: tuple[Entry, ...], phrase: str, kind: str) -> tuple[int, bool] | None:
    """(1-based number, as a generated variant) of the first `kind` entry whose term, or one
    of whose variants, is `phrase` as the automaton reads it (compiled.py); None if none."""
    keys = keys_of(phrase)
    for number, entry in enumerate(entries, 1):
        if entry.kind != kind:
            continue
        spellings = [entry.term] if kind == ALLOW else [v for v, _ in variants(entry)]
        for i, spelling in enumerate(spellings):
            if keys & keys_of(spelling):
                return number, i > 0
    return None
