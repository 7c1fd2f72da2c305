"""The JSON envelope (contract, docs/formats.md): {"note_id", "patient_id", "text", "tenant"?,
"note_type"?, "note_time"?, "metadata"?}.

Default deny: a member outside the contract, or a metadata key outside its schema, rejects the
message (it could hold PHI that nothing would look at). The output has the same members:
`text` and `note_type` de-identified as text, `note_id`/`patient_id` replaced by pseudonyms,
`note_time` shifted as a date, every metadata value replaced as a structured field, and a
relative's `relation` kept only when it is a kinship word of RELATIONS (else left out).
`tenant` is structural: the worker publishes a message only under a tenant whose key it holds,
and that is the value written back.
"""

from __future__ import annotations

from typing import Any

import orjson

from stream.core.categories import Label
from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats.known import FieldSink
from stream.formats.message import Kind, ParsedMessage, check_lengths
from stream.formats.metadata import MetadataError, check_metadata

FORMAT = "json"
CONTENT_TYPE = "application/json"

_KEYS = frozenset({"note_id", "patient_id", "text", "tenant", "note_type", "note_time",
                   "metadata"})
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
    "email": (Label.EMAIL, Kind.EMAIL),
    "ssn": (Label.ID, Kind.ID),
}
_PEOPLE_KEYS = {"relatives": Label.PERSON, "providers": Label.STAFF}
RELATIONS = frozenset({
    "mother", "father", "parent", "son", "daughter", "child", "brother", "sister", "sibling",
    "wife", "husband", "spouse", "partner", "grandmother", "grandfather", "grandparent",
    "grandson", "granddaughter", "grandchild", "aunt", "uncle", "niece", "nephew", "cousin",
    "stepmother", "stepfather", "stepson", "stepdaughter", "guardian", "caregiver", "friend",
    "neighbor", "neighbour", "other",
})
"""Relations written back as given (case-insensitively); any other value could be a name."""

NOTE_TYPE_PATH = "/note_type"
"""The text path of `note_type`, a text unit beside the note's own text."""

Pointer = tuple[str | int, ...]


def parse(doc: Any, *, allow_extra_metadata: bool = False) -> ParsedMessage:
    """Parse a decoded JSON envelope; raise FormatError when it breaks the contract.

    With `allow_extra_metadata`, metadata keys outside the schema are accepted: their values
    become known identifiers for the recognizer and are not written back.
    """
    if not isinstance(doc, dict):
        raise FormatError(Reason.JSON_NOT_OBJECT)
    if not _KEYS.issuperset(doc):
        raise FormatError(Reason.JSON_UNKNOWN_FIELD)
    note_id = _required_id(doc, "note_id", Reason.JSON_NOTE_ID)
    patient_id = _required_id(doc, "patient_id", Reason.JSON_PATIENT_ID)
    texts = [_text(doc)]
    for key, reason in _OPTIONAL.items():
        if doc.get(key) is not None and not isinstance(doc[key], str):
            raise FormatError(reason)
    text_keys = ["text"]
    if (doc.get("note_type") or "").strip():
        texts.append(doc["note_type"])
        text_keys.append("note_type")
    sink = FieldSink()
    if doc.get("note_time"):
        sink.add("/note_time", doc["note_time"], Label.DATE, Kind.DATE, ("note_time",), None)
    known, for_recognizer = _metadata(doc.get("metadata"), allow_extra_metadata)
    _metadata_fields(known, sink)
    kept = {key: value for key, value in doc.items() if key not in text_keys}
    if kept.get("metadata") is not None:
        kept["metadata"] = _written_back(known)
    return ParsedMessage(
        FORMAT,
        CONTENT_TYPE,
        note_id,
        patient_id,
        doc.get("tenant"),
        texts,
        [f"/{key}" for key in text_keys],
        sink.fields,
        for_recognizer,
        (kept, sink.slots, text_keys),
        doc.get("note_time"),
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
    kept, slots, text_keys = msg.handle
    out = orjson.loads(orjson.dumps(kept))
    out.update(note_id=new_note_id, patient_id=new_patient_id)
    out.update(zip(text_keys, new_texts, strict=True))
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


def _metadata(raw: Any, allow_extra: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the contract part of `metadata`, the known values the recognizer gets)."""
    if raw is not None and not isinstance(raw, dict):
        raise FormatError(Reason.JSON_METADATA)
    try:
        checked = check_metadata(raw, allow_extra=allow_extra)
    except MetadataError as exc:
        reason = Reason.JSON_METADATA_KEY if exc.unknown_key else Reason.JSON_METADATA_SHAPE
        raise FormatError(reason) from None
    return checked.known, checked.for_recognizer()


def _written_back(known: dict[str, Any]) -> dict[str, Any]:
    """The metadata as written back: relations outside RELATIONS left out."""
    out = orjson.loads(orjson.dumps(known))
    for relative in out.get("relatives", []):
        if relative.get("relation", "").strip().lower() not in RELATIONS:
            relative.pop("relation", None)
    return out


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
