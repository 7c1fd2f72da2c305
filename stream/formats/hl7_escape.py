"""HL7 v2 escape sequences (v2.5 chapter 2.7): decode to plain text, encode back.

Decoding maps \\F\\ \\S\\ \\T\\ \\R\\ \\E\\ (and \\P\\ with a truncation character) to the
delimiters, \\.br\\ \\.sp\\ \\.ce\\ to newlines, \\.sk n\\ to spaces and \\Xhh..\\ to the UTF-8 text
of those bytes; formatting-only sequences (\\H\\ \\N\\ \\.fi\\ \\.nf\\ \\.in\\ \\.ti\\) decode
to nothing. Any other sequence, locally defined ones (\\Z..\\) included, is refused: what it
stands for is unknown, so neither its decoded nor its raw form may be written out. Encoding
escapes delimiters, newlines as \\.br\\ and other control characters as \\Xhh\\. Errors never
include the value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from stream.core.errors import FormatError
from stream.core.reasons import Reason

_SPACING = re.compile(r"\.(sp|sk|in|ti)\s*([+-]?\d*)")
_HEX = re.compile(r"X((?:[0-9A-Fa-f]{2})+)")
_EMPTY_SEQUENCES = frozenset({"H", "N", ".fi", ".nf"})
_NEWLINE_SEQUENCES = frozenset({".br", ".ce"})


@dataclass(frozen=True, slots=True)
class Delimiters:
    """A message's delimiters, from MSH-1 and MSH-2."""

    field: str = "|"
    component: str = "^"
    repetition: str = "~"
    escape: str = "\\"
    subcomponent: str = "&"
    truncation: str = ""

    def named(self) -> dict[str, str]:
        """Escape letter -> delimiter it stands for."""
        named = {
            "F": self.field,
            "S": self.component,
            "R": self.repetition,
            "E": self.escape,
            "T": self.subcomponent,
        }
        if self.truncation:
            named["P"] = self.truncation
        return named


def decode(raw: str, delims: Delimiters) -> str:
    """The plain text an escaped HL7 value stands for."""
    if delims.escape not in raw:
        return raw
    parts = raw.split(delims.escape)
    if len(parts) % 2 == 0:
        raise FormatError(Reason.HL7_ESCAPE_UNTERMINATED)
    named = delims.named()
    return "".join(part if i % 2 == 0 else _sequence(part, named) for i, part in enumerate(parts))


def encode(text: str, delims: Delimiters) -> str:
    """`text` escaped so it can stand in any field, component or subcomponent."""
    return text.translate(_table(delims))


def _sequence(body: str, named: dict[str, str]) -> str:
    """The text one escape sequence (without its escape characters) stands for."""
    if body in named:
        return named[body]
    if body in _EMPTY_SEQUENCES:
        return ""
    if body in _NEWLINE_SEQUENCES:
        return "\n"
    if body.startswith("X"):
        return _hex(body)
    spacing = _SPACING.fullmatch(body)
    if spacing is None:
        raise FormatError(Reason.HL7_ESCAPE_UNKNOWN)
    command, count = spacing.groups()
    repeat = int(count) if count.lstrip("+-") else 1
    if command == "sp":
        return "\n" * max(repeat, 1)
    return " " * max(repeat, 0) if command == "sk" else ""


def _hex(body: str) -> str:
    """Decode \\Xhh..\\ as UTF-8 bytes."""
    match = _HEX.fullmatch(body)
    if match is None:
        raise FormatError(Reason.HL7_ESCAPE_HEX)
    try:
        return bytes.fromhex(match.group(1)).decode("utf-8")
    except UnicodeDecodeError:
        raise FormatError(Reason.HL7_ESCAPE_HEX) from None


_TABLES: dict[Delimiters, dict[int, str]] = {}


def _table(delims: Delimiters) -> dict[int, str]:
    """The str.translate table that escapes `delims`, newlines and control characters."""
    table = _TABLES.get(delims)
    if table is None:
        esc = delims.escape
        table = {code: f"{esc}X{code:02X}{esc}" for code in range(0x20)}
        table[0x7F] = f"{esc}X7F{esc}"
        table[ord("\n")] = f"{esc}.br{esc}"
        for letter, char in delims.named().items():
            table[ord(char)] = f"{esc}{letter}{esc}"
        _TABLES[delims] = table
    return table
