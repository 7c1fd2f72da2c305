"""The rules' cue vocabularies, from the files of stream/data/cue_words/, each read once.

A file holds one concept (kin words, roles, facility heads, ...) in named sections; a rule
refers to a section by its file and name, `cue_list("kin", "family")`, or joins several with
`cue_lists`, so that each list is defined once, outside the code. The entries keep the file's
order: rules build alternations from them.
"""

from __future__ import annotations

import re
from functools import cache

from stream.core.lexicon import term_sections


@cache
def _concept(concept: str) -> dict[str, tuple[str, ...]]:
    return term_sections(f"cue_words/{concept}.txt")


def cue_list(concept: str, section: str) -> tuple[str, ...]:
    """The entries of `[section]` in stream/data/cue_words/`concept`.txt, in file order."""
    return _concept(concept)[section]


def cue_lists(concept: str, *sections: str) -> tuple[str, ...]:
    """The entries of several sections of one file, in the order given, each entry once."""
    return tuple(dict.fromkeys(w for section in sections for w in cue_list(concept, section)))


def first_words(phrases: tuple[str, ...]) -> tuple[str, ...]:
    """The words the shared cue scan looks for: each phrase's first word, up to a space or an
    apostrophe and without a closing period or colon ("driver" of "driver's license", "h.o" of
    "h.o.", "from" of "from:"), each once."""
    return tuple(dict.fromkeys(re.split(r"[\s'’]", p, maxsplit=1)[0].rstrip(".:")
                               for p in phrases))


def word_list(text: str) -> tuple[str, ...]:
    """The words of a short list written in code (ten words at most: longer lists belong in
    stream/data/cue_words/, tests/unit/recognize/test_cue_vocabulary.py holds it)."""
    return tuple(text.split())


def ending_regex(section: str) -> re.Pattern[str]:
    """A regex found in a word (`search`) when it ends in one of the endings of `[section]` in
    stream/data/cue_words/endings.txt, in any case."""
    return re.compile("(?i:(?:" + "|".join(map(re.escape, cue_list("endings", section))) + ")$)")
