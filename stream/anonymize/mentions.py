"""Which mentions of a note are one entity, across the labels a recognizer gave them.

A recognizer may label one place a hospital in one sentence and a person or a town in the next
("KINGSMERE LTAC" ... "back to KINGSMERE"), or split "Baby Girl Delacroix" from a later
"Delacroix" it calls a hospital. Each mention keeps its label; the strategy that replaces it is
the entity's: a name-or-place mention ending in a facility head ("Thackery Rehab"), or written
exactly as the proper name of such a facility of the note (one word; a place, or a name whose
first word is no given name, any number: "ashokan hills" of "Ashokan Hills Rehabilitation
Center"), is replaced as a facility; a hospital-or-place mention that the note writes as a
person's surname ("Dr. Delacroix", "Renata Delacroix", "DELACROIX, RENATA"), alone or after
names the note writes as a person's, is replaced as a name. A hospital span made only of a
facility head ("LTAC", "Hosp") right after a name or place span ("KINGSMERE" "LTAC") is that
name's head: the name before it is replaced as a facility and the head kept as written, as it
is in "Kingsmere LTAC" written as one span. Read from the note alone and dropped with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from stream.anonymize.names import name_pools
from stream.core.categories import Label
from stream.core.entities import (
    FACILITY_WORDS,
    NOT_NAMES,
    TITLES,
    TYPE_WORDS,
    facility_key,
    fold_word,
)
from stream.core.normalize import normalize
from stream.core.spans import Span

NAMES = frozenset({Label.PATIENT, Label.STAFF, Label.PERSON})
PLACES = frozenset({Label.HOSPITAL, Label.LOCATION})
NAMES_AND_PLACES = NAMES | PLACES
NOT_HOSPITAL = NAMES | {Label.LOCATION}

# Labels whose mentions may name one entity in several forms ("Dr. Healey", "healey", "Dr. H.";
# "kernan ew", "Kernan Hosp"): each strategy sees its family's mentions.
FAMILIES: Mapping[Label, str] = {
    Label.PATIENT: "names", Label.STAFF: "names", Label.PERSON: "names",
    Label.HOSPITAL: "facilities",
}


def _facility_head(value: str, label: Label) -> bool:
    """Whether `value` is a proper name followed by a facility head ("Thackery Rehab"); after a
    name label, a head that is also a census name ("Joan Care", "Ed") is read as a name."""
    words = value.split()
    head = fold_word(words[-1]) if len(words) > 1 else ""
    if head not in TYPE_WORDS or (label in NAMES and _census_name(head)):
        return False
    return any(w.isalpha() and w not in FACILITY_WORDS for w in map(fold_word, words[:-1]))


def _census_name(word: str) -> bool:
    pools = name_pools()
    return word in pools.surname_freq or word in pools.given_freq


def _given_first(folded: str) -> bool:
    """Whether a folded name's first word is a census given name (or the name is one word)."""
    words = folded.split()
    return len(words) < 2 or words[0] in name_pools().given_freq


def _stated_surname(value: str) -> str | None:
    """The surname of a person mention that states it: after a title, after a given name, or
    alone before a comma and given names ("THORNCASTLE, LEONIDAS")."""
    head, _, rest = value.partition(",")
    words = [fold_word(w) for w in head.split()]
    names = [w for w in words if w.isalpha() and len(w) > 1 and w not in TITLES]
    titled = bool(words) and words[0] in TITLES
    if names and (titled or len(names) > 1):
        return names[-1]
    given = [w for w in map(fold_word, rest.split())
             if w.isalpha() and len(w) > 1 and w not in NOT_NAMES]
    return names[0] if len(names) == 1 and not titled and given else None


def head_spans(text: str, spans: Sequence[Span]) -> frozenset[int]:
    """Indexes of hospital spans made only of facility heads that directly follow a name or
    place span (with at most spaces between)."""
    return frozenset(
        i for i in range(1, len(spans))
        if spans[i].label is Label.HOSPITAL and spans[i - 1].label in NAMES_AND_PLACES
        and not text[spans[i - 1].end:spans[i].start].strip()
        and all(fold_word(w) in TYPE_WORDS for w in text[spans[i].start:spans[i].end].split())
    )


def strategy_labels(values: Sequence[tuple[Label, str]],
                    heads: frozenset[int] = frozenset()) -> list[Label]:
    """For each (label, value) of a note, the label whose strategy replaces it; `heads`: the
    indexes of head spans (head_spans), whose values before them are facility names."""
    named = {i - 1 for i in heads}
    facilities = {facility_key(v) for i, (label, v) in enumerate(values)
                  if label in NAMES_AND_PLACES
                  and (label is Label.HOSPITAL or _facility_head(v, label) or i in named)}
    surnames = {s for label, v in values if label in NAMES and (s := _stated_surname(v))}
    written = {fold_word(w) for label, v in values if label in NAMES for w in v.split()}
    out = []
    for i, (label, value) in enumerate(values):
        if label not in NAMES_AND_PLACES:
            out.append(label)
            continue
        lone = fold_word(value) if len(value.split()) == 1 else None
        # a place may be written as a facility's whole proper name ("ashokan hills"), a name
        # as one word of it, or as all its words when the first is no given name ("Sabal
        # Grove" of "Sabal Grove Nursing Center"; not "John Smith" of "John Smith Memorial")
        folded = " ".join(map(fold_word, value.split()))
        proper = folded if label is Label.LOCATION or not _given_first(folded) else lone
        if i in named or (label in NOT_HOSPITAL
                          and (_facility_head(value, label) or proper in facilities)):
            out.append(Label.HOSPITAL)
        elif label in PLACES and _person_named(value, surnames, written):
            out.append(Label.PERSON)
        else:
            out.append(label)
    return out


def _person_named(value: str, surnames: set[str], written: set[str]) -> bool:
    """Whether a place value is a person the note names: a stated surname alone ("Delacroix"),
    or after names the note writes as a person's ("Brookelyn Fugate" beside "Brookelyn" and
    "Ocie Fugate"; not "Marsh Creek" beside "Anne Marsh")."""
    words = [fold_word(w) for w in value.split()]
    return bool(words) and words[-1] in surnames and all(w in written for w in words[:-1])


def note_mentions(values: Sequence[tuple[Label, str]]) -> dict[str, tuple[str, ...]]:
    """The values of each family, in text order (labels: those strategy_labels gave)."""
    found: dict[str, list[str]] = {}
    for label, value in values:
        family = FAMILIES.get(label)
        if family is not None:
            found.setdefault(family, []).append(value)
    return {family: tuple(v) for family, v in found.items()}


def read_values(text: str, spans: Sequence[Span]) -> list[tuple[Label, str]]:
    """Each span's label and value as the strategies read it (normalised)."""
    return [(s.label, normalize(text[s.start:s.end]).text) for s in spans]
