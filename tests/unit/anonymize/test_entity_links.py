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
        # the one surname a title states, beside a lone word in that letter
        ([(S, "Dr. Healey"), (P, "Hopes"), (S, "Dr. H.")], 2, 0),
        ([(P, "John Smith"), (P, "J. Smith")], 1, 0),  # an initial beside its given name
    ],
)
def test_an_initial_takes_the_initial_of_its_linked_surrogate(anonymizer, keys, mentions,
                                                             initial, full):
    out = surrogates(anonymizer, keys[0], mentions)
    letter = next(c for c in out[initial].replace("Dr.", "") if c.isalpha())
    assert letter.lower() == out[full].replace("Dr.", "").strip()[0].lower()


def test_a_place_of_names_the_note_writes_as_a_persons_is_a_person(anonymizer, keys):
    mentions = [(P, "Ocie Fugate"), (L, "Brookelyn Fugate"), (P, "Brookelyn")]
    out = surrogates(anonymizer, keys[0], mentions)
    assert person_key(out[1]) == person_key(out[0]) != "fugate"
    assert out[1].split()[0] == out[2]  # the given name keeps its one surrogate too


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
        # the saint's name alone: the same saint ("odilia's micu" is "evelyn's micu")
        ([(H, "Saint Odilia's Hospital"), (H, "St. Odilia's"), (H, "odilia's")],
         ["Hospital", "", ""]),
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


@pytest.mark.parametrize(
    ("mentions", "short", "full"),
    [
        # a facility written by part of its name: the part gets its full name's surrogate
        ([(H, "Friends of Lissington Heath Hospice"), (H, "Lissington")], 1, "Lissington Heath"),
        ([(H, "Bellmeade Manor"), (H, "Bellmeade")], 1, "Bellmeade Manor"),
        ([(H, "breathline"), (H, "breathline homecare")], 0, "breathline homecare"),
    ],
)
def test_a_shortened_facility_takes_its_full_names_surrogate(anonymizer, keys, mentions, short,
                                                             full):
    out = surrogates(anonymizer, keys[0], mentions)
    assert out[short] == alone(anonymizer, keys[0], H, full)


def test_a_part_of_two_facilities_names_is_neither(anonymizer, keys):
    mentions = [(H, "Mercy West"), (H, "Mercy East"), (H, "Mercy")]
    out = surrogates(anonymizer, keys[0], mentions)
    assert out[2] == alone(anonymizer, keys[0], H, "Mercy")


def test_facility_surrogates_agree_across_a_patients_notes(anonymizer, keys):
    first = alone(anonymizer, keys[0], H, "kernan ew")
    later = alone(anonymizer, keys[0], H, "KERNAN HOSP")
    assert facility_key(first) == facility_key(later)


L = Label.LOCATION


@pytest.mark.parametrize(
    ("mentions", "key"),
    [
        # one facility under the labels a recognizer gave its mentions
        ([(H, "KINGSMERE LTAC"), (S, "KINGSMERE"), (L, "KINGSMERE")], facility_key),
        ([(S, "Thackery Rehab"), (P, "Thackery")], facility_key),  # a head says facility
        # one person written as a name and, alone, as a place
        ([(P, "Baby Girl Delacroix"), (H, "Delacroix")], person_key),
        ([(S, "Dr. Marsh"), (L, "marsh")], person_key),
        ([(P, "THORNCASTLE, LEONIDAS"), (H, "THORNCASTLE")], person_key),  # surname first
        # a place written as a facility's whole proper name, of any number of words
        ([(H, "Ashokan Hills Rehabilitation Center"), (L, "ashokan hills")], facility_key),
        # a name of several words, no given name first, written as a facility's proper name
        ([(H, "Sabal Grove Nursing Center"), (P, "Sabal Grove")], facility_key),
        ([(H, "Manu Kai Air Medical"), (S, "Manu Kai")], facility_key),
    ],
)
def test_one_entity_under_several_labels_gets_one_surrogate(anonymizer, keys, mentions, key):
    out = surrogates(anonymizer, keys[0], mentions)
    assert len({key(s) for s in out}) == 1
    assert key(out[0]) != key(mentions[0][1])


@pytest.mark.parametrize(
    ("mentions", "at"),
    [
        ([(H, "Kernan Hosp"), (S, "Dr. Kernan")], 1),  # a doctor named like the hospital
        ([(L, "Weller County"), (P, "Weller")], 1),  # a county is no facility
        ([(P, "Anne Marsh"), (L, "Marsh Creek")], 1),  # a place of two words stays a place
        ([(H, "Kernan Hosp"), (L, "Kernan Falls")], 1),
        ([(H, "Ashokan Hills Rehabilitation Center"), (L, "Ashokan Falls")], 1),
        ([(H, "John Smith Memorial Hospital"), (P, "John Smith")], 1),  # a name of two words
        ([(H, "Care Hospital"), (P, "Joan Care")], 1),  # a head that is also a surname
        ([(S, "Marsh, MD"), (L, "marsh")], 1),  # a credential after the comma: no given name
    ],
)
def test_look_alikes_under_other_labels_keep_their_own_strategy(anonymizer, keys, mentions, at):
    label, value = mentions[at]
    assert surrogates(anonymizer, keys[0], mentions)[at] == alone(anonymizer, keys[0], label,
                                                                   value)


def test_a_head_span_right_after_a_name_is_that_names_head(anonymizer, keys):
    text = "to KINGSMERE LTAC, back at KINGSMERE"
    spans = [Span(3, 12, S), Span(13, 17, H), Span(27, 36, H)]
    out = anonymizer.anonymize(text, spans, keys[0], note_id="n1", patient_id="p1")
    name, head, later = (out.text[s.start:s.end] for s in out.spans)
    assert head == "LTAC"
    assert name == later != "KINGSMERE"


def test_a_head_span_apart_from_a_name_is_replaced(anonymizer, keys):
    text = "to KINGSMERE, then LTAC"
    out = anonymizer.anonymize(text, [Span(3, 12, S), Span(19, 23, H)], keys[0], note_id="n1")
    assert out.text[out.spans[1].start:out.spans[1].end] != "LTAC"
