"""KnownValuesRecognizer: the note's own identifiers, in the forms they take in text."""

from __future__ import annotations

import datetime as dt

import pytest

from stream.core.categories import Label
from stream.core.spans import Note
from stream.recognize.known_values import KnownValuesRecognizer, name_parts, parse_metadata

META = {
    "patient": {"name": "William A. Brown", "mrn": "00123456", "dob": "1956-03-04",
                "phone": "6175550123", "email": "wb@example.org",
                "address": "12 Main Street, Springfield, MA 01103"},
    "relatives": [{"name": "Rose Brown", "relation": "wife"}],
    "providers": [{"name": "Dr. Jane Roe"}, "Kevin O'Neil, MD"],
    "facility": "Springfield General Hospital",
}


@pytest.fixture(scope="module")
def known() -> KnownValuesRecognizer:
    return KnownValuesRecognizer()


def found(known: KnownValuesRecognizer, text: str, meta: dict = META) -> set[tuple[str, Label]]:
    return {(text[s.start:s.end], s.label) for s in known.recognize(Note("n", text, metadata=meta))}


POSITIVES = [
    ("William Brown was seen.", ("William Brown", Label.PATIENT)),
    ("BROWN, WILLIAM A", ("BROWN, WILLIAM A", Label.PATIENT)),
    ("Seen: Brown, William.", ("Brown, William", Label.PATIENT)),
    ("Bill Brown called.", ("Bill Brown", Label.PATIENT)),
    ("pt is william", ("william", Label.PATIENT)),
    ("Per W. Brown, pain improved.", ("W. Brown", Label.PATIENT)),
    ("Spoke with William B. today", ("William B.", Label.PATIENT)),
    ("Ms. Rose Brown, wife, at bedside", ("Rose Brown", Label.PERSON)),
    ("wife Rose at bedside", ("Rose", Label.PERSON)),
    ("Dr. Roe to follow.", ("Roe", Label.STAFF)),
    ("BROWN'S wife at bedside", ("BROWN", Label.PATIENT)),
    ("Brown's daughter called", ("Brown", Label.PATIENT)),
    ("PER ROE'S NOTE", ("ROE", Label.STAFF)),
    ("Discussed with K. O'Neil.", ("K. O'Neil", Label.STAFF)),
    ("MRN 123456 on file", ("123456", Label.ID)),
    ("MRN: 00-123-456", ("00-123-456", Label.ID)),
    ("DOB 03/04/1956.", ("03/04/1956", Label.DATE)),
    ("born 3/4/56 in Ohio", ("3/4/56", Label.DATE)),
    ("born March 4th, 1956", ("March 4th, 1956", Label.DATE)),
    ("born 4 Mar 1956", ("4 Mar 1956", Label.DATE)),
    ("DOB 1956-03-04", ("1956-03-04", Label.DATE)),
    ("call 617-555-0123", ("617-555-0123", Label.PHONE)),
    ("call (617) 555 0123", ("(617) 555 0123", Label.PHONE)),
    ("call +1 617.555.0123 now", ("+1 617.555.0123", Label.PHONE)),
    ("cell 555-0123", ("555-0123", Label.PHONE)),
    ("mail WB@Example.org", ("WB@Example.org", Label.EMAIL)),
    ("lives at 12 Main St., Springfield, MA 01103.", ("12 Main St., Springfield, MA 01103",
                                                       Label.LOCATION)),
    ("seen at Springfield General Hospital", ("Springfield General Hospital", Label.HOSPITAL)),
]


@pytest.mark.parametrize(("text", "expected"), POSITIVES)
def test_finds(known: KnownValuesRecognizer, text: str, expected: tuple[str, Label]) -> None:
    assert expected in found(known, text)


NEGATIVES = [
    "Will do. Will follow up.",
    "Brown stool noted.",
    "rose from chair without help; will pay the bill",
    "MRN 1234567 belongs to someone else",
    "Call 617-555-01234 instead",
    "DOB 03/05/1956 differs",
    "Browning and Williamson are other words.",
    "brown's sugar",
    "Roebuck's wife and ROEBUCK'S son",
]

MESSAGE_VALUES = {"message": {"ids": ["A7730155"], "phones": ["617-555-0177"],
                              "email": ["kin@example.org"], "address": ["9 Wexcombe Lane"],
                              "dob": ["1931-02-03"]},
                  "facilities": ["Quillmoor Infirmary"]}
MESSAGE_TABLE = [
    ("guarantor id A7730155 on file", ("A7730155", Label.ID)),
    ("son's cell 617 555 0177", ("617 555 0177", Label.PHONE)),
    ("wrote to kin@example.org", ("kin@example.org", Label.EMAIL)),
    ("insured lives at 9 Wexcombe Ln", ("9 Wexcombe Ln", Label.LOCATION)),
    ("mother born 02/03/1931", ("02/03/1931", Label.DATE)),
    ("transferred from Quillmoor Infirmary", ("Quillmoor Infirmary", Label.HOSPITAL)),
]


@pytest.mark.parametrize(("text", "expected"), MESSAGE_TABLE)
def test_the_message_values_are_found_whoever_they_belong_to(
        known: KnownValuesRecognizer, text: str, expected: tuple[str, Label]) -> None:
    assert expected in found(known, text, MESSAGE_VALUES)


@pytest.mark.parametrize("text", ["id A7730156 differs", "cell 617-555-0178", "9 Wexford Lane"])
def test_the_message_values_leave_look_alikes(known: KnownValuesRecognizer, text: str) -> None:
    assert found(known, text, MESSAGE_VALUES) == set()


@pytest.mark.parametrize("text", NEGATIVES)
def test_leaves_look_alikes(known: KnownValuesRecognizer, text: str) -> None:
    assert found(known, text) == set()


def test_no_metadata_no_spans(known: KnownValuesRecognizer) -> None:
    assert known.recognize(Note("n", "William Brown 617-555-0123")) == []


def test_scores_and_sources(known: KnownValuesRecognizer) -> None:
    spans = known.recognize(Note("n", "William Brown, MRN 123456", metadata=META))
    assert {s.score for s in spans} == {1.0}
    assert {s.source for s in spans} == {"known:patient", "known:id"}


@pytest.mark.parametrize("prefix", ["İİ ", "Straße ", "ﬁ "])
def test_offsets_survive_length_changing_case_maps(known: KnownValuesRecognizer,
                                                   prefix: str) -> None:
    text = prefix + "Bill Brown, DOB 03/04/1956"
    assert found(known, text) == {("Bill Brown", Label.PATIENT), ("03/04/1956", Label.DATE)}


def test_top_level_aliases(known: KnownValuesRecognizer) -> None:
    meta = {"patient_name": "Ana Lucia Ortiz", "MRN": "A-99812", "birthDate": "1990-12-01",
            "contacts": [{"name": "Pedro Ortiz"}], "attending": "Dr. Lee Chan",
            "hospital": "Mercy West"}
    text = "Ortiz, Ana seen at Mercy West; MRN A99812; DOB 12/1/1990; Pedro called; Dr. Chan"
    assert found(known, text, meta) == {
        ("Ortiz, Ana", Label.PATIENT), ("Mercy West", Label.HOSPITAL), ("A99812", Label.ID),
        ("12/1/1990", Label.DATE), ("Pedro", Label.PERSON), ("Chan", Label.STAFF)}


def test_fhir_like_shapes() -> None:
    meta = {"patient": {"name": {"given": ["Jo", "Ann"], "family": "Lee-Park"},
                        "address": {"line": ["4 Elm Ave"], "city": "Reno", "postalCode": "89501"}}}
    known = parse_metadata(meta)
    assert known.people[0].given == ("Jo", "Ann") and known.people[0].family == "Lee-Park"
    assert known.places == ["4 Elm Ave", "Reno", "89501"]


@pytest.mark.parametrize(("name", "parts"), [
    ("John A. Smith", (("John", "A"), "Smith")),
    ("Smith, John A.", (("John", "A"), "Smith")),
    ("Dr. Jane Roe, MD", (("Jane",), "Roe")),
    ("Cher", ((), "Cher")),
    ({"first": "Ann", "last": "Lee"}, (("Ann",), "Lee")),
])
def test_name_parts(name: object, parts: tuple) -> None:
    assert name_parts(name) == parts


def test_dob_as_date_object(known: KnownValuesRecognizer) -> None:
    meta = {"patient": {"dob": dt.date(2001, 11, 23)}}
    assert found(known, "DOB: 11/23/2001", meta) == {("11/23/2001", Label.DATE)}


def test_unreadable_values_are_ignored(known: KnownValuesRecognizer) -> None:
    meta = {"patient": {"name": None, "dob": "not a date", "mrn": "12", "phone": ""},
            "relatives": "not a list of dicts"}
    assert known.recognize(Note("n", "not a date 12", metadata=meta)) == []


NUMBERS = {"message": {"ids": [str(88310492 + 7 * i) for i in range(3000)] + ["00123456"]}}


@pytest.mark.parametrize(("text", "expected"), [
    ("MRN 88310492 seen", "88310492"),
    ("acct 88-331-485 (the last)", "88-331-485"),
    ("old id 0012 3456", "0012 3456"),
    ("id 123456.", "123456"),
    ("id 88310493 is not one", None),
    ("id 883104921 is longer", None),
    ("id 8831049 is shorter", None),
])
def test_thousands_of_number_ids_match_as_one(known: KnownValuesRecognizer, text: str,
                                              expected: str | None) -> None:
    got = [text[s.start:s.end] for s in known.recognize(Note("n", text, metadata=NUMBERS))]
    assert got == ([expected] if expected else [])
