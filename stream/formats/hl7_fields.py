"""Which HL7 v2 data types hold PHI that a surrogate strategy replaces, and how each component
is labelled. Data only; hl7_walk.py applies it.

A strategy type's every component is replaced (label and kind below, the default for any component
not listed), except date components (always DATE) and code components that look like codes
(kept). Some fields whose standard type is a plain ST or IS hold identifiers, birth dates or places:
FIELD_TYPES gives them a strategy type of their own.
"""

from __future__ import annotations

from typing import NamedTuple

from stream.core.categories import Label
from stream.formats.message import Kind


class Part(NamedTuple):
    """How a component is replaced; label None means the field's person label."""

    label: Label | None
    kind: Kind


class Strategy(NamedTuple):
    """The parts of a strategy type: per component number, else the default."""

    default: Part
    components: dict[int, Part]


DATE = Part(Label.DATE, Kind.DATE)
_ID = Part(Label.ID, Kind.ID)
_FAMILY = Part(None, Kind.FAMILY)
_GIVEN = Part(None, Kind.GIVEN)
_NAME = Part(None, Kind.NAME)
_FACILITY = Part(Label.HOSPITAL, Kind.FACILITY)
_STAFF = Strategy(_NAME, {1: _ID, 2: _FAMILY, 3: _GIVEN, 4: _GIVEN, 9: _FACILITY, 14: _FACILITY})
_PLACE = Part(Label.LOCATION, Kind.ADDRESS)

STRATEGIES: dict[str, Strategy] = {
    "XPN": Strategy(_NAME, {1: _FAMILY, 2: _GIVEN, 3: _GIVEN}),
    "XCN": _STAFF,
    "PPN": _STAFF,
    "CNN": Strategy(_NAME, {1: _ID, 2: _FAMILY, 3: _GIVEN, 4: _GIVEN}),
    "NDL": Strategy(_NAME, {}),
    "XAD": Strategy(
        _PLACE,
        {
            1: Part(Label.LOCATION, Kind.STREET),
            2: Part(Label.LOCATION, Kind.STREET),
            3: Part(Label.LOCATION, Kind.CITY),
            4: Part(Label.LOCATION, Kind.STATE),
            5: Part(Label.LOCATION, Kind.ZIP),
            6: Part(Label.LOCATION, Kind.COUNTRY),
            9: Part(Label.LOCATION, Kind.COUNTY),
        },
    ),
    "XTN": Strategy(Part(Label.PHONE, Kind.PHONE), {4: Part(Label.EMAIL, Kind.EMAIL)}),
    "CX": Strategy(_ID, {4: _FACILITY, 6: _FACILITY}),
    "EI": Strategy(_ID, {}),
    "EIP": Strategy(_ID, {}),
    "DLN": Strategy(_ID, {}),
    "HD": Strategy(_FACILITY, {2: _ID}),
    "XON": Strategy(_FACILITY, {3: _ID, 10: _ID}),
    "TS": Strategy(DATE, {}),
    "DR": Strategy(DATE, {}),
    "DR_SIMPLE": Strategy(DATE, {}),
    "DOB": Strategy(Part(Label.DATE, Kind.BIRTH_DATE), {}),
    "IDENT": Strategy(_ID, {}),
    "COUNTY": Strategy(Part(Label.LOCATION, Kind.COUNTY), {}),
    "PLACE": Strategy(_PLACE, {}),
}

# Fields whose standard type does not say what they hold: (segment, field) -> the type to use.
# "DOB", "IDENT", "COUNTY" and "PLACE" are strategy types of one component.
FIELD_TYPES: dict[tuple[str, int], str] = {
    ("MSH", 10): "IDENT",
    ("PID", 7): "DOB",
    ("PID", 12): "COUNTY",
    ("PID", 19): "IDENT",
    ("PID", 23): "PLACE",
    ("NK1", 16): "DOB",
    ("NK1", 37): "IDENT",
    ("GT1", 8): "DOB",
    ("GT1", 12): "IDENT",
    ("IN1", 18): "DOB",
    ("IN1", 36): "IDENT",
    ("TXA", 16): "IDENT",
}

# Person types: whose names they hold when no field says otherwise.
PERSON_LABELS: dict[str, Label] = {
    "XPN": Label.PERSON,
    "XCN": Label.STAFF,
    "PPN": Label.STAFF,
    "CNN": Label.STAFF,
    "NDL": Label.STAFF,
}
PATIENT_NAMES = frozenset({("PID", 5), ("PID", 9)})

# Known values: the patient's fields (first repetition) and a relative's (NK1, first repetition).
PATIENT_FIELDS = frozenset({("PID", 5), ("PID", 7), ("PID", 11), ("PID", 13), ("PID", 14)})
RELATIVE_SEGMENT = "NK1"
PROVIDER_TYPES = frozenset({"XCN", "PPN", "NDL"})

# Code positions of composite types that are otherwise text (ST): (type, component number).
CODE_COMPONENTS = frozenset(
    {(kind, n) for kind in ("CE", "CF") for n in (1, 3, 4, 6)}
    | {(kind, n) for kind in ("CWE", "CNE") for n in (1, 3, 4, 6, 7, 8)}
)
