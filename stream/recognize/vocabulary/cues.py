"""Words around a site's local names, and the words every bundled list already holds.

`deid vocab suggest` (module `suggest`) proposes a term only where notes write it in a place or
person context: after a transfer or care word ("transferred to X", "at X", "@X"), before a unit
word ("X ED", "X 6", "X ward"), after a title, role or kin word ("Dr. X", "charge RN X",
"wife X", "per X") or before "aware"/"notified"; and only a term that no bundled word list holds.
"""

from __future__ import annotations

from functools import cache

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.lexicon import clinical_terms, english_levels, hospital_entries, is_common_word
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.edge_words import FUNCTION_WORDS, KIN_WORDS, TRAILING_WORDS
from stream.recognize.known_values import nicknames


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


PLACE_BEFORE = frozenset(cue_list("care_transfer", "before_place_term"))
UNIT_AFTER = frozenset(cue_list("facility_heads", "unit_after"))
STAFF_BEFORE = frozenset(cue_list("roles", "staff_before"))
PERSON_BEFORE = KIN_WORDS | _words("mr mrs ms miss dtr stepson stepdaughter girlfriend boyfriend")
PERSON_AFTER = _words("aware notified paged")
# Clinical initialisms that follow transfer words and are no place of any one site.
CLINICAL_INITIALISMS = frozenset(cue_list("clinical", "initialism"))
STOP_WORDS = FUNCTION_WORDS | TRAILING_WORDS | PLACE_BEFORE | STAFF_BEFORE | PERSON_BEFORE
STOP_WORDS |= frozenset(cue_list("ordinary_words", "vocabulary_stop"))
# Words after a marked term that make it a site's protocol or room rather than an identifier.
NONPHI_HEADS = _words("protocol pathway bundle score scale criteria checklist drip sign lounge")
FACILITY_TAILS = frozenset(cue_list("facility_heads", "facility_tail"))
PLACE_LABELS = frozenset({Label.HOSPITAL, Label.LOCATION})
SITE_LABELS = frozenset({Label.HOSPITAL, Label.LOCATION, Label.STAFF, Label.PERSON})


@cache
def listed_words() -> frozenset[str]:
    """Upper-case words that some bundled list holds: English (every SCOWL level), census first
    names and surnames, nicknames, US cities and counties, clinical terms and hospitals."""
    words: set[str] = {w.upper() for w in english_levels()}
    for rows in (lexicon.female_first_frequencies(), lexicon.male_first_frequencies(),
                 lexicon.last_frequencies()):
        words.update(name.upper() for name, _ in rows)
    phrases = [c.name for c in lexicon.us_cities()] + list(lexicon.us_counties())
    phrases += [name for name, _ in hospital_entries()]
    phrases += [t for terms in lexicon.clinical_term_sections().values() for t in terms]
    words.update(nicknames())
    words.update(n.upper() for nicks in nicknames().values() for n in nicks)
    for phrase in phrases:
        words.update(w.strip(".,'’()").upper() for w in phrase.replace("-", " ").split())
    return frozenset(words)


def is_listed(word: str) -> bool:
    """Whether a bundled word list holds `word` (any case, hyphenated parts each)."""
    parts = [p for p in word.replace("’", "'").split("-") if p]
    known = listed_words()
    return bool(parts) and all(p.upper() in known or p.upper().removesuffix("'S") in known
                               for p in parts)


def is_ordinary(word: str) -> bool:
    """An everyday English word (SCOWL level <= 35) or a bundled clinical term."""
    upper = word.upper()
    return is_common_word(word) or any(upper in terms for terms in clinical_terms().values())
