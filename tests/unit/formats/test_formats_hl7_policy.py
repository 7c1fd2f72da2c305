"""HL7 v2 value rules: the code, number and text grammars, and the rule each data type gives."""

from __future__ import annotations

import pytest

from stream.core.categories import Label
from stream.formats.hl7_policy import is_code, is_number, is_plain_text
from stream.formats.hl7_walk import Action, rule
from stream.formats.message import Kind


@pytest.mark.parametrize(("value", "code"), [
    ("F", True),
    ("ORU", True),
    ("MR", True),
    ("HL70063", True),  # a table's name
    ("99ABC", True),  # a local coding system
    ("2345-7", True),  # LOINC, check digit 7
    ("2345-6", False),  # LOINC shape, wrong check digit
    ("4WEST", True),
    ("OUTPT", True),  # short capitals, not a name
    ("UNICODE UTF-8", True),  # a value of table 0211
    ("E11.9", True),
    ("Quennelworth", False),  # an unknown word
    ("QUINN", False),  # a census surname in capitals
    ("Ngo", False),  # a short census name (one that is also a word, "Lee", passes)
    ("48210937", False),  # a long digit run
    ("519-38-2276", False),
    ("ardith.q@quenmail.org", False),
    ("Spouse unknown", False),  # spaces
])  # fmt: skip
def test_code_grammar(value: str, code: bool) -> None:
    assert is_code(value) is code


@pytest.mark.parametrize(("value", "number"), [
    ("112", True), ("-3.5", True), ("250000", True), (".5", True),
    ("2500000", False), ("19620314", False), ("6175550148", False), ("12a", False), ("", False),
])  # fmt: skip
def test_number_grammar(value: str, number: bool) -> None:
    assert is_number(value) is number


@pytest.mark.parametrize(("value", "plain"), [
    ("Discharge summary", True),
    ("Hemoglobin A1c in blood", True),
    ("Spouse", True),
    ("Seen by Quennelworth", False),
    ("Call 617-555-0148", False),
    ("Mail ardith@quenmail.org", False),
    ("Tarrowbyne", False),
])  # fmt: skip
def test_text_of_structured_fields_must_be_plain_words(value: str, plain: bool) -> None:
    assert is_plain_text(value) is plain


@pytest.mark.parametrize(("field", "component", "sub", "action", "label", "kind"), [
    (("XPN", None, Label.PATIENT), 1, 1, Action.FIELD, Label.PATIENT, Kind.FAMILY),
    (("XPN", None, Label.PATIENT), 1, 5, Action.FIELD, Label.PATIENT, Kind.FAMILY),  # FN.5
    (("XPN", None, Label.PATIENT), 5, 1, Action.FIELD, Label.PATIENT, Kind.NAME),  # prefix
    (("XPN", None, Label.PATIENT), 7, 1, Action.CODE, Label.PATIENT, Kind.NAME),  # type code
    (("XPN", None, Label.PATIENT), 12, 1, Action.FIELD, Label.DATE, Kind.DATE),
    (("XPN", None, Label.PATIENT), 15, 1, Action.DROP, None, None),  # beyond the type
    (("XCN", None, Label.STAFF), 9, 1, Action.CODE, Label.HOSPITAL, Kind.FACILITY),  # HD.1 IS
    (("XTN", None, None), 7, 1, Action.FIELD, Label.PHONE, Kind.PHONE),  # local number (NM)
    (("CX", None, None), 4, 2, Action.FIELD, Label.HOSPITAL, Kind.FACILITY),  # HD.2
    (("TS", "DOB", None), 1, 1, Action.FIELD, Label.DATE, Kind.BIRTH_DATE),
    (("ST", "IDENT", None), 1, 1, Action.FIELD, Label.ID, Kind.ID),
    (("CE", None, None), 1, 1, Action.CODE, None, None),
    (("CE", None, None), 2, 1, Action.TEXT, None, None),
    (("CE", None, None), 7, 1, Action.DROP, None, None),
    (("PL", None, None), 4, 1, Action.CODE, Label.HOSPITAL, Kind.FACILITY),
    (("NM", None, None), 1, 1, Action.NUMBER, None, None),
    (("NM", None, None), 1, 2, Action.DROP, None, None),  # a subcomponent of a primitive
    (("ST", None, None), 2, 1, Action.DROP, None, None),  # a component of a primitive
    (("varies", None, None), 1, 1, Action.DROP, None, None),
    ((None, None, None), 1, 1, Action.DROP, None, None),
])  # fmt: skip
def test_rule_by_data_type(field, component, sub, action, label, kind) -> None:
    found = rule(*field[:2], component, sub, field[2])
    assert found.action is action
    part = (found.part.label, found.part.kind) if found.part else (None, None)
    assert part == (label, kind)
