"""What one entity's mentions share: the word lists and keys that tell two forms apart or together.

A facility is keyed on its proper name with the generic words around it removed ("kernan ew",
"Kernan Hosp" and "KERNAN HOSPITAL" are all "kernan"); a person on the surname ("Dr. Healey",
"healey", "Anne Healey"). The anonymizer keys its surrogates so (one surrogate per entity), and
`deid eval --deidentified` groups the gold mentions of a note so (stream/evaluate/surrogates.py).
"""

from __future__ import annotations

import re
import unicodedata


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def fold(text: str) -> str:
    """Case-folded, accents stripped, whitespace collapsed: the form values are keyed on."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(text.casefold().split())


# --- persons --------------------------------------------------------------------------------

# Honorifics imply the name after them is a surname ("Mr. Smith", "Dr. James").
HONORIFICS = _words(
    "mr mrs ms miss mx mister dr doctor prof professor capt captain col colonel lt sgt gen maj"
    " major cmdr adm rev reverend hon judge officer nurse madam mme mlle sra srta"
)
OTHER_TITLES = _words(
    "sister sr brother br father fr mother sir dame lady lord rabbi imam pastor elder"
    " aunt uncle grandma grandpa baby boy girl"
    # titles of other languages and ranks that no census name is ("Doña", "Abouna", "Cpl.")
    " doña señora señor pani kyria kyrios bà ông ato sayyid abouna abu umm hno capt cpl atty det"
    " inv ofc hastiin lic padre pasteur"
)
TITLES = HONORIFICS | OTHER_TITLES
GENERATIONAL = _words("jr sr ii iii iv 2nd 3rd 4th")
CREDENTIALS = _words(
    "md do mbbs mbchb rn np pa pa-c phd dds dmd dpm od mph msn bsn lpn lvn cna cnm crna dnp"
    " facs facp facc faap facog facep pharmd rph mba esq lcsw licsw lmsw msw lmft lpc pt dpt ot otr"
    " slp ccc-slp aprn fnp fnp-c fnp-bc anp acnp ccrn cns frcs frcp ma psyd edd rd ld atc emt"
    " emt-p bcba cpnp whnp dc dvm ms"
)
NOT_NAMES = TITLES | GENERATIONAL | CREDENTIALS

# --- facilities -----------------------------------------------------------------------------

FACILITY_WORDS = _words(
    "hospital hospitals medical medicine center centre centers health healthcare system"
    " systems clinic clinics general memorial regional community university college school"
    " childrens children women womens rehabilitation rehab nursing home homes urgent care cancer"
    " heart institute institutes surgical surgery surgicenter orthopedic orthopaedic behavioral"
    " psychiatric mental veterans affairs va hospice infirmary pharmacy laboratory laboratories"
    " lab labs associates group practice family pediatrics pediatric dental eye specialty"
    " services network campus emergency department dept unit icu nicu picu micu sicu ccu ed er"
    " foundation physicians partners living assisted skilled facility facilities of and & the"
    " at for st saint mount mt new outpatient inpatient ambulatory diagnostic imaging radiology"
    " dialysis kidney womens maternity birthing wellness primary specialists physician"
    " research academic teaching county state city national federal army navy naval air force"
    # heads as notes abbreviate them ("kernan hosp", "lmh ew", "st. oriel's mc")
    " hosp hosps hsp ew ctr cntr med mc gen reg univ inst snf ltach ltac nh alf"
    # words a span may run over, never part of a name ("merrivale rehab vs home")
    " vs or to from in"
)
# Generic words that still point at a place when a facility name is made only of them.
PLACE_LIKE_WORDS = _words(
    "new city county state national federal university college school mount mt st saint"
    " army navy naval air force veterans affairs va of and & the at for vs or to from in"
)
TYPE_WORDS = FACILITY_WORDS - PLACE_LIKE_WORDS
_LONG_TYPE_WORDS = frozenset(w for w in TYPE_WORDS if len(w) >= 6)


def _dropped(word: str) -> set[str]:
    """`word` with one letter left out, every way."""
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _swapped(word: str) -> set[str]:
    """`word` with two neighbouring letters swapped, every way."""
    return {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}


# The long generic words with a letter dropped or two neighbours swapped ("hospitl", "hosptial").
_SLIPPED_TYPE_WORDS = frozenset().union(*(_dropped(w) | _swapped(w) for w in _LONG_TYPE_WORDS))
_TOKEN_EDGES = re.compile(r"^\W+|(?:['’]s)?\W*$")


def fold_word(word: str) -> str:
    """A word as the vocabularies hold it: folded, no apostrophe, possessive or edge marks."""
    return _TOKEN_EDGES.sub("", fold(word)).replace("'", "").replace("’", "")


def one_edit(a: str, b: str, *, substitution: bool = True) -> bool:
    """Whether `a` and `b` differ by at most one insertion, deletion, swap of neighbours or
    (with `substitution`) changed letter."""
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        swapped = a[i + 2:] == b[i + 2:] and a[i:i + 2] == b[i:i + 2][::-1]
        return swapped or (substitution and a[i + 1:] == b[i + 1:])
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[i + 1:] == shorter[i:]


def misspelt_type_word(word: str) -> bool:
    """A long generic word written with one slip ("hosptial", "hospitl"; a changed letter makes
    another word: "canter"): left out of the key its name is keyed on, never kept as written."""
    if len(word) < 6 or word in _LONG_TYPE_WORDS:
        return False
    return word in _SLIPPED_TYPE_WORDS or not _dropped(word).isdisjoint(_LONG_TYPE_WORDS)


def facility_key(text: str) -> str:
    """A facility mention's proper name, folded: generic and misspelt generic words removed
    ("Kernan Hosp" -> "kernan"); the whole mention folded when it has no other word."""
    folded = [w for w in (fold_word(t) for t in text.split()) if w]
    proper = [w for w in folded if w not in FACILITY_WORDS]
    named = [w for w in proper if not misspelt_type_word(w)]
    return " ".join(named or proper or folded)


def person_key(text: str) -> str:
    """A person mention's surname, folded ("Dr. Healey", "Healey, Anne" -> "healey"); a lone
    initial ("Dr. H.") gives its letter; '' when the mention has no name."""
    segments = [s for s in text.split(",") if s.strip()]
    head = segments[0] if len(segments) > 1 else text  # "Last, First" or "Name, MD"
    names = [w for w in (fold_word(t) for t in head.split()) if w and w not in NOT_NAMES]
    full = [w for w in names if sum(c.isalpha() for c in w) > 1]
    if full:
        return full[-1]
    return next((c for w in names for c in w if c.isalpha()), "")


def linked_keys(keys: list[str], *, shortened: bool = False) -> dict[str, str]:
    """Each key mapped to the first key before it that is one slip away, or to itself; with
    `shortened`, a key written inside longer keys of one entity to that entity's key.

    A slip is a letter dropped, doubled or swapped ("elphins" / "elphin", "kernna" / "kernan"),
    never a letter changed: "keenan" and "kernan", "marcy" and "mercy" are different names.
    Keys under five letters are only ever themselves as slips. A shortened form is whole words
    of a longer key ("lissington" of "lissington heath"); inside keys of two entities ("mercy"
    of "mercy west" and "mercy east") it is only itself."""
    canonical: dict[str, str] = {}
    for key in keys:
        if key in canonical:
            continue
        near = (c for c in dict.fromkeys(canonical.values())
                if len(key) >= 5 and len(c) >= 5 and one_edit(key, c, substitution=False))
        canonical[key] = next(near, key)
    if shortened:
        for key in canonical:
            longer = {canonical[c] for c in canonical
                      if len(c) > len(key) and f" {key} " in f" {c} "}
            if len(key) >= 3 and len(longer) == 1:
                canonical[key] = longer.pop()
    return canonical
