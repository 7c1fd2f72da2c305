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
from stream.core.wordlists import (
    clinical_terms,
    english_levels,
    hospital_entries,
    is_common_word,
)
from stream.recognize.edge_words import FUNCTION_WORDS, KIN_WORDS, TRAILING_WORDS
from stream.recognize.known_values import nicknames


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


PLACE_BEFORE = _words("from to at via into @ transferred transfer admitted arrived returned")
UNIT_AFTER = _words("""
ed er icu micu sicu ccu cvicu nicu picu tsicu clinic hospital campus floor ward unit wing tower
building pavilion annex rehab snf ltach ltac ems ambulance flight pd nursing er's
""")
STAFF_BEFORE = _words("""
dr doctor nurse rn np pa md attending fellow resident intern charge rt pharmacist pharmd sw cm
per paged page by hospitalist intensivist surgeon
""")
PERSON_BEFORE = KIN_WORDS | _words("mr mrs ms miss dtr stepson stepdaughter girlfriend boyfriend")
PERSON_AFTER = _words("aware notified paged")
# Clinical initialisms that follow transfer words and are no place of any one site.
CLINICAL_INITIALISMS = _words("""
ICU ED ER OR IR CT MRI PACU CCU MICU SICU CVICU NICU PICU TSICU CVU PCU IMU SDU CATH EP GI HD
SNF LTAC LTACH IRF ALF PT OT ST RT SLP ECHO EEG EKG ECG NPO BIPAP CPAP HFNC NC RA TPN PRN BID
TID QID QHS HS AM PM MD RN NP PA US USA VA EMS HHS CMS IV PO PR SQ IM CXR KUB OSH NH AMA DNR
DNI RRT MET ACLS CPR LTC HOSP HH SW CM ICD PMD PCP ENT NSG ADL SPO ABG VBG BMP CBC LFT INR
PICC ASIA TEE TTE LP CVC ART NGT OGT PEG TF
""")
STOP_WORDS = FUNCTION_WORDS | TRAILING_WORDS | PLACE_BEFORE | STAFF_BEFORE | PERSON_BEFORE
STOP_WORDS |= _words("""
a i no not pt pts patient s p x y o w hwy rd st ave road street
""")
# Words after a marked term that make it a site's protocol or room rather than an identifier.
NONPHI_HEADS = _words("protocol pathway bundle score scale criteria checklist drip sign lounge")
FACILITY_TAILS = _words("""
manor house home hospital center centre clinic lodge place court terrace gardens rehab ltach
ltac snf ems ambulance flight medical regional community memorial general health care nursing
pavilion tower wing building hall annex village haven flight medflight
""")
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
