"""The seam between formats and the anonymizer: a parsed message and its structured PHI fields."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from stream.core.categories import Label
from stream.core.spans import Note


class Kind(StrEnum):
    """Which part of a value a structured field holds, so a strategy can pick its pool."""

    FAMILY = "family"
    GIVEN = "given"
    NAME = "name"
    BIRTH_DATE = "birth_date"
    DATE = "date"
    ID = "id"
    RESOURCE_ID = "resource_id"
    PHONE = "phone"
    EMAIL = "email"
    URL = "url"
    STREET = "street"
    CITY = "city"
    COUNTY = "county"
    STATE = "state"
    ZIP = "zip"
    COUNTRY = "country"
    ADDRESS = "address"
    FACILITY = "facility"


@dataclass(frozen=True, slots=True)
class StructuredField:
    """A PHI value held in a structured element (HL7 PID-5.1, FHIR Patient.name[0].family...)."""

    path: str
    value: str = field(repr=False)
    label: Label
    kind: Kind


@dataclass(slots=True)
class ParsedMessage:
    """One incoming message: its text units, its structured PHI, and a handle to write it back.

    Newlines in `texts` are structural (a text unit spans several HL7 lines or XHTML text nodes):
    render expects each text back with the same number of lines.
    """

    format: str
    content_type: str
    note_id: str
    patient_id: str | None
    tenant: str | None
    texts: list[str]
    text_paths: list[str]
    fields: list[StructuredField]
    metadata: dict[str, Any]
    handle: Any = field(compare=False)
    note_time: str | None = field(default=None, repr=False)
    """When the note was written, as the message states it (ages are read at this time)."""

    def __repr__(self) -> str:
        return (
            f"ParsedMessage(format={self.format!r}, texts={len(self.texts)}, "
            f"fields={len(self.fields)})"
        )

    def notes(self) -> list[Note]:
        """One Note per text unit, ids `note_id#i`, sharing the message's known values."""
        return [
            Note(f"{self.note_id}#{i}", text, self.patient_id, self.tenant, self.metadata)
            for i, text in enumerate(self.texts)
        ]


def distribute_lines(text: str, counts: list[int]) -> list[str]:
    """Split `text` into pieces of counts[i] lines each; surplus lines go to the last piece."""
    lines = text.split("\n")
    pieces: list[str] = []
    at = 0
    for i, count in enumerate(counts):
        take = len(lines) - at if i == len(counts) - 1 else count
        pieces.append("\n".join(lines[at : at + take]))
        at = min(at + take, len(lines))
    return pieces


def line_count(text: str) -> int:
    """Number of lines `text` occupies in a joined text unit."""
    return text.count("\n") + 1


def check_lengths(msg: ParsedMessage, new_texts: list[str], new_fields: list[str]) -> None:
    """Raise ValueError when the replacements do not match the parsed message one-to-one."""
    if len(new_texts) != len(msg.texts) or len(new_fields) != len(msg.fields):
        raise ValueError("replacements do not match the parsed message's texts and fields")
