"""The JSON envelope (DESIGN.md contract): {"note_id", "patient_id", "text", "tenant"?,
"note_type"?, "note_time"?, "metadata"?}.

The output has the same fields: `text` de-identified, `note_id`/`patient_id` replaced, `note_time`
and every known value in `metadata` replaced as structured fields. Keys outside the contract, and
metadata keys outside the known-values shape, are not written back (they could hold PHI).
"""

from __future__ import annotations

from typing import Any

import orjson

from stream.categories import Label
from stream.formats.known import FieldSink
from stream.formats.message import Kind, ParsedMessage, check_lengths
from stream.formats.reasons import FormatError, Reason

FORMAT = "json"
CONTENT_TYPE = "application/json"

_KEYS = ("note_id", "patient_id", "text", "tenant", "note_type", "note_time", "metadata")
_OPTIONAL = {
    "tenant": Reason.JSON_TENANT,
    "note_type": Reason.JSON_NOTE_TYPE,
    "note_time": Reason.JSON_NOTE_TIME,
}
_PATIENT_KEYS = {
    "name": (Label.PATIENT, Kind.NAME),
    "mrn": (Label.ID, Kind.ID),
    "dob": (Label.DATE, Kind.BIRTH_DATE),
    "phone": (Label.PHONE, Kind.PHONE),
    "address": (Label.LOCATION, Kind.ADDRESS),
}
_PEOPLE_KEYS = {"relatives": Label.PERSON, "providers": Label.STAFF}

Pointer = tuple[str | int, ...]


def parse(doc: Any) -> ParsedMessage:
    """Parse a decoded JSON envelope; raise FormatError when it breaks the contract."""
    if not isinstance(doc, dict):
        raise FormatError(Reason.JSON_NOT_OBJECT)
    note_id = _required_id(doc, "note_id", Reason.JSON_NOTE_ID)
    patient_id = _required_id(doc, "patient_id", Reason.JSON_PATIENT_ID)
    text = _text(doc)
    for key, reason in _OPTIONAL.items():
        if doc.get(key) is not None and not isinstance(doc[key], str):
            raise FormatError(reason)
    sink = FieldSink()
    if doc.get("note_time"):
        sink.add("/note_time", doc["note_time"], Label.DATE, Kind.DATE, ("note_time",), None)
    metadata = _metadata(doc.get("metadata"))
    _metadata_fields(metadata, sink)
    kept = {key: doc[key] for key in _KEYS if key in doc}
    if "metadata" in kept:
        kept["metadata"] = metadata
    return ParsedMessage(
        FORMAT,
        CONTENT_TYPE,
        note_id,
        patient_id,
        doc.get("tenant"),
        [text],
        ["/text"],
        sink.fields,
        metadata,
        (kept, sink.slots),
    )


def render(
    msg: ParsedMessage,
    new_texts: list[str],
    new_fields: list[str],
    new_note_id: str,
    new_patient_id: str,
) -> bytes:
    """The envelope with its text, ids and structured fields replaced."""
    check_lengths(msg, new_texts, new_fields)
    kept, slots = msg.handle
    out = orjson.loads(orjson.dumps(kept))
    out.update(note_id=new_note_id, patient_id=new_patient_id, text=new_texts[0])
    for pointer, value in zip(slots, new_fields, strict=True):
        _set(out, pointer, value)
    return orjson.dumps(out)


def _required_id(doc: dict[str, Any], key: str, reason: Reason) -> str:
    """A required, non-empty string member."""
    value = doc.get(key)
    if not isinstance(value, str) or not value.strip():
        raise FormatError(reason)
    return value


def _text(doc: dict[str, Any]) -> str:
    """The note text: present, a string, not blank."""
    if "text" not in doc:
        raise FormatError(Reason.JSON_TEXT_MISSING)
    text = doc["text"]
    if not isinstance(text, str):
        raise FormatError(Reason.JSON_TEXT_TYPE)
    if not text.strip():
        raise FormatError(Reason.JSON_TEXT_EMPTY)
    return text


def _metadata(raw: Any) -> dict[str, Any]:
    """The known-values part of `metadata`, checked for shape; other keys are dropped."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise FormatError(Reason.JSON_METADATA)
    out: dict[str, Any] = {}
    if "patient" in raw:
        out["patient"] = _strings(raw["patient"], tuple(_PATIENT_KEYS))
    for key in _PEOPLE_KEYS:
        if key in raw:
            if not isinstance(raw[key], list):
                raise FormatError(Reason.JSON_METADATA_SHAPE)
            out[key] = [_strings(person, ("name", "relation")) for person in raw[key]]
    if "facility" in raw:
        if not isinstance(raw["facility"], str):
            raise FormatError(Reason.JSON_METADATA_SHAPE)
        out["facility"] = raw["facility"]
    return out


def _strings(raw: Any, keys: tuple[str, ...]) -> dict[str, str]:
    """The string members `keys` of an object; anything else is a shape error."""
    if not isinstance(raw, dict):
        raise FormatError(Reason.JSON_METADATA_SHAPE)
    picked = {key: raw[key] for key in keys if raw.get(key) is not None}
    if not all(isinstance(value, str) for value in picked.values()):
        raise FormatError(Reason.JSON_METADATA_SHAPE)
    return picked


def _metadata_fields(metadata: dict[str, Any], sink: FieldSink) -> None:
    """Every known value in `metadata` becomes a structured field."""
    for key, value in metadata.get("patient", {}).items():
        label, kind = _PATIENT_KEYS[key]
        sink.add(f"/metadata/patient/{key}", value, label, kind, ("metadata", "patient", key), None)
    for key, label in _PEOPLE_KEYS.items():
        for i, person in enumerate(metadata.get(key, [])):
            if "name" in person:
                pointer = ("metadata", key, i, "name")
                sink.add(
                    f"/metadata/{key}/{i}/name", person["name"], label, Kind.NAME, pointer, None
                )
    if "facility" in metadata:
        pointer = ("metadata", "facility")
        sink.add(
            "/metadata/facility", metadata["facility"], Label.HOSPITAL, Kind.FACILITY, pointer, None
        )


def _set(doc: Any, pointer: Pointer, value: str) -> None:
    """Set the member at `pointer` (keys and indices) to `value`."""
    for step in pointer[:-1]:
        doc = doc[step]
    doc[pointer[-1]] = value
