"""One surrogate per entity within a note: the forms of one person or facility linked, others not.

Each case is one note (its mentions in text order, with their labels); the check says which
mentions must share a surrogate and which must not.
"""

from __future__ import annotations

import pytest

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import DEFAULT_ACTIONS, Policy
from stream.core.categories import Label
from stream.core.entities import facility_key, person_key
from stream.core.spans import Span

S, P, H = Label.STAFF, Label.PERSON, Label.HOSPITAL


@pytest.fixture(scope="module")
def anonymizer() -> Anonymizer:
    return Anonymizer(Policy(actions=DEFAULT_ACTIONS))


def surrogates(anonymizer, key, mentions: list[tuple[Label, str]]) -> list[str]:
    """Each mention's surrogate, all mentions written into one note."""
    text, spans = "", []
    for label, value in mentions:
        text += "seen "
        spans.append(Span(len(text), len(text) + len(value), label))
        text += value + ". "
    out = anonymizer.anonymize(text, spans, key, note_id="n1", patient_id="p1")
    return [out.text[s.start:s.end] for s in out.spans]


def alone(anonymizer, key, label: Label, value: str) -> str:
    """The surrogate of `value` in a note that mentions nothing else."""
    return surrogates(anonymizer, key, [(label, value)])[0]


@pytest.mark.parametrize(
    "mentions",
    [
        [(S, "Dr. Healey"), (S, "healey")],
        [(S, "dr healey"), (S, "HEALEY"), (S, "Healey's")],
        [(P, "Anne Healey"), (P, "Healey"), (P, "Healey, Anne")],
        [(S, "Dr. Kelly"), (P, "kelly")],  # a given name in the census, a surname here
    ],
)
def test_forms_of_one_person_share_the_surname(anonymizer, keys, mentions):
    out = surrogates(anonymizer, keys[0], mentions)
    assert len({person_key(s) for s in out}) == 1
    assert all(person_key(s) != person_key(v) for s, (_, v) in zip(out, mentions, strict=True))


@pytest.mark.parametrize(
    ("mentions", "initial", "full"),
    [
        ([(S, "Dr. Healey"), (S, "Dr. H.")], 1, 0),  # "Dr. H." beside the one surname in H
        ([(S, "healey"), (S, "H")], 1, 0),
        ([(P, "John Smith"), (P, "J. Smith")], 1, 0),  # an initial beside its given name
    ],
)
def test_an_initial_takes_the_initial_of_its_linked_surrogate(anonymizer, keys, mentions,
                                                             initial, full):
    out = surrogates(anonymizer, keys[0], mentions)
    letter = next(c for c in out[initial].replace("Dr.", "") if c.isalpha())
    assert letter.lower() == out[full].replace("Dr.", "").strip()[0].lower()


@pytest.mark.parametrize(
    ("mentions", "at"),
    [
        ([(S, "Dr. Healey"), (S, "Dr. Hart"), (S, "Dr. H.")], 2),  # two surnames in H
        ([(P, "John Smith"), (P, "Jane Smith"), (P, "J. Smith")], 2),  # two givens in J
        ([(S, "Dr. Kelly"), (P, "Kelly Smith"), (P, "kelly")], 2),  # a surname and a given
    ],
)
def test_ambiguous_forms_are_not_linked(anonymizer, keys, mentions, at):
    label, value = mentions[at]
    assert surrogates(anonymizer, keys[0], mentions)[at] == alone(anonymizer, keys[0], label,
                                                                   value)


@pytest.mark.parametrize(
    "mentions",
    [
        [(S, "Dr. Healey"), (S, "Dr. Hart")],  # two people with the same initial
        [(S, "Dr. Healey"), (S, "Dr. Healy")],  # a changed letter: two names
        [(P, "Anne Healey"), (P, "Anne Hart")],
    ],
)
def test_different_people_keep_different_surrogates(anonymizer, keys, mentions):
    out = surrogates(anonymizer, keys[0], mentions)
    assert person_key(out[0]) != person_key(out[1])


@pytest.mark.parametrize(
    ("mentions", "heads"),
    [
        ([(H, "kernan ew"), (H, "kernan hosp")], ["ew", "hosp"]),
        ([(H, "Kernan Hosp"), (H, "KERNAN HOSPITAL"), (H, "kernan")], ["Hosp", "HOSPITAL", ""]),
        ([(H, "kernan hosp"), (H, "Kernan Hosptial")], ["hosp", ""]),  # a misspelt head
        ([(H, "St. Elphin's"), (H, "st elphins")], ["", ""]),  # a dropped apostrophe
        ([(H, "Kernan Clinic"), (H, "Kernna Rehab")], ["Clinic", "Rehab"]),  # swapped letters
    ],
)
def test_forms_of_one_facility_share_the_name_and_keep_their_heads(anonymizer, keys, mentions,
                                                                  heads):
    out = surrogates(anonymizer, keys[0], mentions)
    assert len({facility_key(s) for s in out}) == 1
    assert facility_key(out[0]) != facility_key(mentions[0][1])
    for surrogate, head in zip(out, heads, strict=True):
        assert surrogate.endswith(head)


@pytest.mark.parametrize(
    "mentions",
    [
        [(H, "Kernan Hosp"), (H, "Darden Hosp")],  # two hospitals
        [(H, "Kernan Hosp"), (H, "Keenan Hosp")],  # one letter changed: two names
        [(H, "Mercy Hospital"), (H, "Marcy Hospital")],
        [(H, "St. Elphin's"), (H, "St. Elphinstone")],
    ],
)
def test_different_facilities_keep_different_surrogates(anonymizer, keys, mentions):
    out = surrogates(anonymizer, keys[0], mentions)
    assert facility_key(out[0]) != facility_key(out[1])


def test_facility_surrogates_agree_across_a_patients_notes(anonymizer, keys):
    first = alone(anonymizer, keys[0], H, "kernan ew")
    later = alone(anonymizer, keys[0], H, "KERNAN HOSP")
    assert facility_key(first) == facility_key(later)
