"""Regenerate stream/data/hl7_v251_types.json: HL7 v2.5.1 segment fields and composite types.

Run once by a maintainer (needs the `hl7apy` package, 1.3.5); the output is committed, so nothing
is read from hl7apy at run time. Source and license: stream/data/SOURCES.md.

Output: {"segments": {"PID": ["SI", "CX", ...]}, "composites": {"XPN": ["FN", "ST", ...]},
"codes": ["A", "A01", ...]}: the data type of each field (index 0 is field 1) and of each
component of each composite type, and every value of the standard's code tables.
"varies" (OBX-5) stays as it is; primitive types (ST, ID, NM...) have no entry in "composites".
"""

from __future__ import annotations

import json
from pathlib import Path

from hl7apy.v2_5_1 import DATATYPES, DATATYPES_STRUCTS, FIELDS, SEGMENTS, TABLES

OUT = Path(__file__).resolve().parent.parent / "stream" / "data" / "hl7_v251_types.json"


def _numbered(prefix: str, name: str) -> int:
    """The number in an hl7apy element name such as PID_11 or XPN_3."""
    return int(name.removeprefix(prefix + "_"))


def segments() -> dict[str, list[str]]:
    """Segment -> data type of each field, in field order."""
    out: dict[str, list[str]] = {}
    for segment, (_, children) in sorted(SEGMENTS.items()):
        if len(segment) != 3:
            continue
        names = sorted((child[0] for child in children), key=lambda n: _numbered(segment, n))
        out[segment] = [FIELDS[name][2] for name in names]
    return out


def composites() -> dict[str, list[str]]:
    """Composite type -> data type of each component, in component order."""
    out: dict[str, list[str]] = {}
    for kind, children in sorted(DATATYPES_STRUCTS.items()):
        names = sorted((child[0] for child in children), key=lambda n: _numbered(kind, n))
        out[kind] = [DATATYPES[name][2] for name in names]
    return out


def codes() -> list[str]:
    """Every value of every HL7-defined table (blanks left out)."""
    return sorted({code for _, table in TABLES.values() for code in table if code.strip()})


def main() -> None:
    table = {"segments": segments(), "composites": composites(), "codes": codes()}
    OUT.write_text(json.dumps(table, separators=(",", ":"), sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
