"""Note bodies of an HL7 v2 message, and where a value lives in it.

A run of consecutive OBX segments with value type TX or FT (same OBX-3.1, or an empty one) is one
text unit, one line per OBX-5 repetition; a run of NTE segments likewise (NTE-3); an OBX-5 of
type ST (or of an unknown type) with more than one word, and base64 TEXT encapsulated data (ED),
are units of their own. Any other encapsulated data is refused.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from typing import NamedTuple

from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats.hl7_escape import Delimiters, decode, encode
from stream.formats.hl7_walk import is_known_type

TEXT_TYPES = frozenset({"TX", "FT"})
ED_TEXT_TYPES = frozenset({"TEXT", "TX"})
ED_TEXT_SUBTYPES = frozenset({"PLAIN", "TXT", "TEXT"})


class Location(NamedTuple):
    """A value inside a message (1-based component and subcomponent; 0 = the whole repetition)."""

    segment: int
    field: int
    repetition: int = 0
    component: int = 0
    subcomponent: int = 0

    def path(self, name: str) -> str:
        """A PHI-free name for this location, e.g. PID[2]-5[0].1.1."""
        where = f"{name}[{self.segment}]-{self.field}[{self.repetition}]"
        return f"{where}.{self.component}.{self.subcomponent}" if self.component else where


@dataclass(frozen=True, slots=True)
class Piece:
    """One line slot of a text unit: where it lives, its raw and its decoded form."""

    location: Location
    raw: str
    text: str
    is_base64: bool = False


def text_units(segments: list[list[str]], delims: Delimiters) -> list[list[Piece]]:
    """Group OBX and NTE text into units (see the module docstring)."""
    units: list[list[Piece]] = []
    run: tuple[str, str] | None = None
    for i, fields in enumerate(segments):
        pieces, key = _segment_text(i, fields, delims)
        if not pieces:
            run = None
        elif key is not None and run is not None and key[0] == run[0] and key[1] in ("", run[1]):
            units[-1].extend(pieces)
        else:
            units.append(pieces)
            run = key
    return units


def _segment_text(
    i: int, fields: list[str], delims: Delimiters
) -> tuple[list[Piece], tuple[str, str] | None]:
    """Text pieces of one segment, and the key that lets the next segment continue its unit."""
    if fields[0] == "NTE":
        return _lines(i, fields, 3, delims), ("NTE", "")
    if fields[0] != "OBX" or len(fields) <= 5:
        return [], None
    value_type = fields[2].split(delims.component)[0]
    if value_type in TEXT_TYPES:
        return _lines(i, fields, 5, delims), (value_type, fields[3].split(delims.component)[0])
    if value_type == "ED":
        return _encapsulated(i, fields[5], delims), None
    if value_type == "ST" or not is_known_type(value_type):
        pieces = _lines(i, fields, 5, delims)
        return (pieces if any(_is_prose(p.text) for p in pieces) else []), None
    return [], None


def _lines(i: int, fields: list[str], n: int, delims: Delimiters) -> list[Piece]:
    """One piece per repetition of field n."""
    if len(fields) <= n:
        return []
    reps = fields[n].split(delims.repetition)
    return [Piece(Location(i, n, r), raw, decode(raw, delims)) for r, raw in enumerate(reps)]


def _is_prose(text: str) -> bool:
    """Whether an ST value is a phrase (a single token, however long, is structured text)."""
    return len(text.split()) > 1


def _encapsulated(i: int, value: str, delims: Delimiters) -> list[Piece]:
    """Base64 TEXT encapsulated data (OBX-5.5) as pieces; any other ED is refused."""
    pieces = []
    for r, rep in enumerate(value.split(delims.repetition)):
        comps = rep.split(delims.component) + [""] * 5
        is_text = comps[1].upper() in ED_TEXT_TYPES or comps[2].upper() in ED_TEXT_SUBTYPES
        if not is_text or comps[3].upper() != "BASE64":
            raise FormatError(Reason.HL7_ED_TYPE)
        try:
            data = base64.b64decode("".join(comps[4].split()), validate=True)
        except (binascii.Error, ValueError):
            raise FormatError(Reason.HL7_ED_BASE64) from None
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise FormatError(Reason.NOT_UTF8) from None
        pieces.append(Piece(Location(i, 5, r, 5, 1), comps[4], text, is_base64=True))
    return pieces


def piece_raw(piece: Piece, text: str, delims: Delimiters) -> str:
    """The raw form of a piece's new text (the original raw when unchanged)."""
    if text == piece.text:
        return piece.raw
    if piece.is_base64:
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    return encode(text, delims)
