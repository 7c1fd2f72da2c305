"""Entity keys: the forms of one facility or person agree, look-alikes of another do not."""

from __future__ import annotations

import pytest

from stream.core.entities import facility_key, linked_keys, one_edit, person_key


@pytest.mark.parametrize(
    ("mention", "key"),
    [
        ("kernan ew", "kernan"),
        ("Kernan Hosp", "kernan"),
        ("KERNAN HOSPITAL", "kernan"),
        ("Kernan Hosptial", "kernan"),  # a misspelt head
        ("Kernan Medical Center", "kernan"),
        ("St. Elphin's", "elphin"),
        ("the Osgood Center", "osgood"),
        # look-alikes: a name that is one letter from a head stays a name
        ("Keenan Hosp", "keenan"),
        ("Canter Clinic", "canter"),
        ("Children's Hospital", "children hospital"),  # only generic words: all of them
    ],
)
def test_facility_key(mention, key):
    assert facility_key(mention) == key


@pytest.mark.parametrize(
    ("mention", "key"),
    [
        ("Dr. Healey", "healey"),
        ("healey", "healey"),
        ("Healey's", "healey"),
        ("Anne Healey", "healey"),
        ("Healey, Anne", "healey"),
        ("Anne Healey, MD", "healey"),
        ("John Smith Jr.", "smith"),
        ("Dr. H.", "h"),
        ("RN", ""),
    ],
)
def test_person_key(mention, key):
    assert person_key(mention) == key


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("hosptial", "hospital", True),  # swapped neighbours
        ("elphins", "elphin", True),  # a letter more
        ("kernan", "kernan", True),
        ("kernan", "keenan", False),  # a changed letter is another name
        ("mercy", "marcy", False),
        ("elphin", "elphinstone", False),
        ("kernan", "darden", False),
    ],
)
def test_slips_are_linked_and_changed_letters_are_not(a, b, same):
    assert (linked_keys([a, b])[b] == a) is same


def test_short_keys_are_never_linked():
    assert linked_keys(["ohsu", "ohs"]) == {"ohsu": "ohsu", "ohs": "ohs"}


@pytest.mark.parametrize(("a", "b"), [("hospitol", "hospital"), ("clinic", "clinics")])
def test_one_edit_counts_a_changed_letter_unless_asked_not_to(a, b):
    assert one_edit(a, b)
    assert one_edit(a, b, substitution=False) is (len(a) != len(b))


@pytest.mark.parametrize(
    ("keys", "linked"),
    [
        (["lissington heath", "lissington"], {"lissington": "lissington heath"}),
        (["heath", "friends lissington heath"], {"heath": "friends lissington heath"}),
        (["mercy west", "mercy east", "mercy"], {"mercy": "mercy"}),  # part of two names
        (["lissingtonheath", "lissington"], {"lissington": "lissington"}),  # whole words only
        (["st", "st marys"], {"st": "st"}),  # too short to name anything
    ],
)
def test_shortened_forms_are_linked_to_the_one_name_they_are_part_of(keys, linked):
    got = linked_keys(keys, shortened=True)
    assert {k: got[k] for k in linked} == linked


def test_shortened_forms_are_linked_only_when_asked():
    assert linked_keys(["lissington heath", "lissington"])["lissington"] == "lissington"
