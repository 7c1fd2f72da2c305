"""Where HL7 v2 messages hold structured PHI: segment fields, their data types, and the parts of
each data type that are PHI. Data only; hl7v2.py walks it.
"""

from __future__ import annotations

from typing import NamedTuple

from stream.categories import Label
from stream.formats.known import PATIENT, PROVIDER, RELATIVE
from stream.formats.message import Kind


class Part(NamedTuple):
    """One PHI component of a data type; label None means the field's person label."""

    component: int
    subcomponent: int
    label: Label | None
    kind: Kind


class FieldSpec(NamedTuple):
    """A segment field that holds PHI, its data type, person label and whose it is."""

    type: str
    person: Label | None = None
    role: str | None = None


_FAMILY = (Part(1, 1, None, Kind.FAMILY), Part(1, 3, None, Kind.FAMILY))
_PERSON_NAME = (*_FAMILY, Part(2, 1, None, Kind.GIVEN), Part(3, 1, None, Kind.GIVEN))
_STAFF_NAME = (
    Part(1, 1, Label.ID, Kind.ID),
    Part(2, 1, None, Kind.FAMILY),
    Part(2, 3, None, Kind.FAMILY),
    Part(3, 1, None, Kind.GIVEN),
    Part(4, 1, None, Kind.GIVEN),
)

TYPES: dict[str, tuple[Part, ...]] = {
    "XPN": _PERSON_NAME,
    "XCN": _STAFF_NAME,
    "PPN": (*_STAFF_NAME, Part(15, 1, Label.DATE, Kind.DATE)),
    "NDL": (
        Part(1, 1, Label.ID, Kind.ID),
        Part(1, 2, None, Kind.FAMILY),
        Part(1, 3, None, Kind.GIVEN),
        Part(1, 4, None, Kind.GIVEN),
        Part(2, 1, Label.DATE, Kind.DATE),
        Part(3, 1, Label.DATE, Kind.DATE),
    ),
    "CX": (Part(1, 1, Label.ID, Kind.ID),),
    "EI": (Part(1, 1, Label.ID, Kind.ID),),
    "ID": (Part(1, 1, Label.ID, Kind.ID),),
    "TS": (Part(1, 1, Label.DATE, Kind.DATE),),
    "DOB": (Part(1, 1, Label.DATE, Kind.BIRTH_DATE),),
    "XAD": (
        Part(1, 1, Label.LOCATION, Kind.STREET),
        Part(1, 2, Label.LOCATION, Kind.STREET),
        Part(1, 3, Label.LOCATION, Kind.STREET),
        Part(2, 1, Label.LOCATION, Kind.STREET),
        Part(3, 1, Label.LOCATION, Kind.CITY),
        Part(4, 1, Label.LOCATION, Kind.STATE),
        Part(5, 1, Label.LOCATION, Kind.ZIP),
        Part(6, 1, Label.LOCATION, Kind.COUNTRY),
        Part(8, 1, Label.LOCATION, Kind.ADDRESS),
        Part(9, 1, Label.LOCATION, Kind.COUNTY),
    ),
    "PLACE": (Part(1, 1, Label.LOCATION, Kind.ADDRESS),),
    "COUNTY": (Part(1, 1, Label.LOCATION, Kind.COUNTY),),
    "XTN": (
        Part(1, 1, Label.PHONE, Kind.PHONE),
        Part(4, 1, Label.EMAIL, Kind.EMAIL),
        Part(6, 1, Label.PHONE, Kind.PHONE),
        Part(7, 1, Label.PHONE, Kind.PHONE),
        Part(8, 1, Label.PHONE, Kind.PHONE),
        Part(12, 1, Label.PHONE, Kind.PHONE),
    ),
    "XON": (Part(1, 1, Label.HOSPITAL, Kind.FACILITY), Part(10, 1, Label.ID, Kind.ID)),
}

_PATIENT_NAME = FieldSpec("XPN", Label.PATIENT, PATIENT)
_RELATIVE_NAME = FieldSpec("XPN", Label.PERSON, RELATIVE)
_STAFF = FieldSpec("XCN", Label.STAFF, PROVIDER)
_NDL = FieldSpec("NDL", Label.STAFF, PROVIDER)
_TS = FieldSpec("TS")
_CX = FieldSpec("CX")
_EI = FieldSpec("EI")
_ID = FieldSpec("ID")

# (segment, field number) -> spec. The first identifier in PID-3 and the note id (TXA-12, else
# MSH-10) are the message's own ids: hl7v2.py replaces them with the given pseudonyms instead.
FIELDS: dict[tuple[str, int], FieldSpec] = {
    ("MSH", 7): _TS,
    ("MSH", 10): _ID,
    ("EVN", 2): _TS,
    ("EVN", 3): _TS,
    ("EVN", 5): _STAFF,
    ("EVN", 6): _TS,
    ("PID", 2): _CX,
    ("PID", 3): _CX,
    ("PID", 4): _CX,
    ("PID", 5): _PATIENT_NAME,
    ("PID", 6): FieldSpec("XPN", Label.PERSON),
    ("PID", 7): FieldSpec("DOB", None, PATIENT),
    ("PID", 9): FieldSpec("XPN", Label.PATIENT),
    ("PID", 11): FieldSpec("XAD", None, PATIENT),
    ("PID", 12): FieldSpec("COUNTY"),
    ("PID", 13): FieldSpec("XTN", None, PATIENT),
    ("PID", 14): FieldSpec("XTN", None, PATIENT),
    ("PID", 18): _CX,
    ("PID", 19): _ID,
    ("PID", 20): _ID,
    ("PID", 21): _CX,
    ("PID", 23): FieldSpec("PLACE"),
    ("PID", 29): _TS,
    ("NK1", 2): _RELATIVE_NAME,
    ("NK1", 4): FieldSpec("XAD", None, RELATIVE),
    ("NK1", 5): FieldSpec("XTN", None, RELATIVE),
    ("NK1", 6): FieldSpec("XTN", None, RELATIVE),
    ("NK1", 16): FieldSpec("DOB", None, RELATIVE),
    ("NK1", 30): _RELATIVE_NAME,
    ("NK1", 31): FieldSpec("XTN", None, RELATIVE),
    ("NK1", 32): FieldSpec("XAD", None, RELATIVE),
    ("NK1", 33): _CX,
    ("NK1", 37): _ID,
    ("PV1", 7): _STAFF,
    ("PV1", 8): _STAFF,
    ("PV1", 9): _STAFF,
    ("PV1", 17): _STAFF,
    ("PV1", 19): _CX,
    ("PV1", 44): _TS,
    ("PV1", 45): _TS,
    ("PV1", 50): _CX,
    ("PV1", 52): _STAFF,
    ("ORC", 2): _EI,
    ("ORC", 3): _EI,
    ("ORC", 4): _EI,
    ("ORC", 9): _TS,
    ("ORC", 10): _STAFF,
    ("ORC", 11): _STAFF,
    ("ORC", 12): _STAFF,
    ("ORC", 15): _TS,
    ("ORC", 19): _STAFF,
    ("ORC", 21): FieldSpec("XON"),
    ("ORC", 22): FieldSpec("XAD"),
    ("ORC", 23): FieldSpec("XTN"),
    ("ORC", 24): FieldSpec("XAD"),
    ("OBR", 2): _EI,
    ("OBR", 3): _EI,
    ("OBR", 6): _TS,
    ("OBR", 7): _TS,
    ("OBR", 8): _TS,
    ("OBR", 14): _TS,
    ("OBR", 16): _STAFF,
    ("OBR", 17): FieldSpec("XTN"),
    ("OBR", 22): _TS,
    ("OBR", 28): _STAFF,
    ("OBR", 32): _NDL,
    ("OBR", 33): _NDL,
    ("OBR", 34): _NDL,
    ("OBR", 35): _NDL,
    ("OBR", 36): _TS,
    ("OBX", 14): _TS,
    ("OBX", 16): _STAFF,
    ("OBX", 19): _TS,
    ("NTE", 5): _STAFF,
    ("NTE", 6): _TS,
    ("TXA", 4): _TS,
    ("TXA", 5): _STAFF,
    ("TXA", 6): _TS,
    ("TXA", 7): _TS,
    ("TXA", 8): _TS,
    ("TXA", 9): _STAFF,
    ("TXA", 10): _STAFF,
    ("TXA", 11): _STAFF,
    ("TXA", 12): _EI,
    ("TXA", 13): _EI,
    ("TXA", 14): _EI,
    ("TXA", 15): _EI,
    ("TXA", 16): _ID,
    ("TXA", 22): FieldSpec("PPN", Label.STAFF, PROVIDER),
    ("TXA", 23): _STAFF,
    ("GT1", 3): FieldSpec("XPN", Label.PERSON),
    ("GT1", 5): FieldSpec("XAD"),
    ("GT1", 6): FieldSpec("XTN"),
    ("GT1", 8): FieldSpec("DOB"),
    ("GT1", 12): _ID,
    ("IN1", 16): FieldSpec("XPN", Label.PERSON),
    ("IN1", 18): FieldSpec("DOB"),
    ("IN1", 19): FieldSpec("XAD"),
    ("IN1", 36): _ID,
    ("IN1", 49): _CX,
}
