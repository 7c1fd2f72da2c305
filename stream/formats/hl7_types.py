"""HL7 v2.5.1 data types: the type of every segment field and composite component, and the
standard's code-table values, from stream/data/hl7_v251_types.json (scripts/build_hl7_types.py).
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import NamedTuple


class Types(NamedTuple):
    """The loaded table."""

    segments: dict[str, tuple[str | None, ...]]
    composites: dict[str, tuple[str, ...]]
    codes: frozenset[str]


@cache
def _types() -> Types:
    raw = resources.files("stream.data").joinpath("hl7_v251_types.json").read_bytes()
    doc = json.loads(raw)
    return Types(
        {name: tuple(fields) for name, fields in doc["segments"].items()},
        {name: tuple(parts) for name, parts in doc["composites"].items()},
        frozenset(code.upper() for code in doc["codes"]),
    )


def is_segment(name: str) -> bool:
    """Whether v2.5.1 defines segment `name`."""
    return name in _types().segments


def field_type(segment: str, number: int) -> str | None:
    """The data type of SEGMENT-number, or None when the standard defines none."""
    fields = _types().segments.get(segment, ())
    return fields[number - 1] if 1 <= number <= len(fields) else None


def components(kind: str) -> tuple[str, ...] | None:
    """The component types of a composite type; None for a primitive (or unknown) type."""
    return _types().composites.get(kind)


def leaf(kind: str) -> str:
    """The primitive type a value of `kind` holds when it cannot be split further."""
    parts = components(kind)
    while parts:
        kind = parts[0]
        parts = components(kind)
    return kind


def is_table_code(value: str) -> bool:
    """Whether `value` is a value of one of the standard's code tables (any case)."""
    return value.upper() in _types().codes
