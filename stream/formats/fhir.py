"""FHIR R4 JSON: DocumentReference, DiagnosticReport, Composition, or a Bundle holding them.

The note is the first DocumentReference, DiagnosticReport or Composition (a Bundle's own id when
that one has none); the patient is the Patient resource (else the note's subject reference).
Their ids, and every reference to them, are replaced with the given pseudonyms; every other
value is decided by its declared FHIR type (fhir_walk): a text unit, a structured field, kept,
or the document is rejected. Output is compact JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats import fhir_kept
from stream.formats import fhir_slots as slots
from stream.formats.fhir_walk import MASKED, NOTE_ID, REFERENCE, FieldSlot, IdSlot, Walk
from stream.formats.message import ParsedMessage, check_lengths

FORMAT = "fhir"
CONTENT_TYPE = "application/fhir+json"
NOTE_TYPES = ("DocumentReference", "DiagnosticReport", "Composition")
TOP_TYPES = frozenset({*NOTE_TYPES, "Bundle"})


@dataclass(frozen=True, slots=True)
class Handle:
    """What render needs to write a parsed document back."""

    doc: dict[str, Any]
    text_slots: list[Any]
    field_slots: list[FieldSlot]
    ids: list[IdSlot]
    dropped: list[slots.Pointer]


def parse(doc: Any) -> ParsedMessage:
    """Parse a decoded FHIR document; raise FormatError when it is malformed or not a note."""
    if not isinstance(doc, dict):
        raise FormatError(Reason.FHIR_NOT_OBJECT)
    kind = doc.get("resourceType")
    if not isinstance(kind, str) or not kind:
        raise FormatError(Reason.FHIR_RESOURCE_TYPE)
    if kind not in TOP_TYPES:
        raise FormatError(Reason.FHIR_UNSUPPORTED_RESOURCE)
    resources = _resources(doc)
    note, note_resource = _note(doc, resources)
    patient_id = _patient_id(resources, note_resource)
    walk = Walk(note, patient_id, targets=_targets(doc, resources))
    try:
        walk.resource(doc, ())
    except RecursionError:
        raise FormatError(Reason.FHIR_TOO_DEEP) from None
    fhir_kept.check(walk.kept, walk.sink.fields)
    if not any(text.strip() for text in walk.texts):
        raise FormatError(Reason.FHIR_NO_TEXT)
    return ParsedMessage(
        FORMAT,
        CONTENT_TYPE,
        note[1],
        patient_id,
        None,
        walk.texts,
        walk.text_paths,
        walk.sink.fields,
        walk.sink.known_values(walk.mrn),
        Handle(doc, walk.text_slots, walk.sink.slots, walk.ids, walk.dropped),
    )


def render(
    msg: ParsedMessage,
    new_texts: list[str],
    new_fields: list[str],
    new_note_id: str,
    new_patient_id: str,
) -> bytes:
    """The document with every text unit, structured field and id replaced."""
    check_lengths(msg, new_texts, new_fields)
    handle: Handle = msg.handle
    doc = orjson.loads(orjson.dumps(handle.doc))
    for slot, old, new in zip(handle.text_slots, msg.texts, new_texts, strict=True):
        if new != old:
            slot.write(doc, new)
    for place, field, new in zip(handle.field_slots, msg.fields, new_fields, strict=True):
        if new != field.value:
            slots.put(doc, place.pointer, place.prefix + new + place.suffix)
    for place in handle.ids:
        old, new = (
            (msg.note_id, new_note_id)
            if place.which == NOTE_ID
            else (msg.patient_id, new_patient_id)
        )
        if new != old:
            slots.put(doc, place.pointer, place.prefix + new + place.suffix)
    for pointer in handle.dropped:
        parent = slots.get(doc, pointer[:-1])
        del parent[pointer[-1]]
        if not parent:  # FHIR allows no empty element: say the value was masked
            parent["extension"] = [MASKED]
    return orjson.dumps(doc)


def _resources(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """The document and, for a Bundle, every entry's resource."""
    if doc["resourceType"] != "Bundle":
        return [doc]
    entries = doc.get("entry", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise FormatError(Reason.FHIR_BUNDLE)
    found = [doc]
    for entry in entries:
        resource = entry.get("resource")
        if resource is None:
            continue
        if not isinstance(resource, dict) or not isinstance(resource.get("resourceType"), str):
            raise FormatError(Reason.FHIR_BUNDLE)
        found.append(resource)
    return found


def _targets(doc: dict[str, Any], resources: list[dict[str, Any]]) -> dict[str, str]:
    """Local reference -> resource type: each Bundle entry's fullUrl, each contained `#id`.

    A local reference that two targets of different types share is left out (unknown type).
    """
    found: dict[str, str] = {}
    clashes: set[str] = set()
    entries = doc.get("entry", []) if doc["resourceType"] == "Bundle" else []  # checked
    pairs = [(e.get("fullUrl"), e.get("resource")) for e in entries]
    for resource in resources:
        contained = resource.get("contained")
        if isinstance(contained, list):
            pairs += [(f"#{c.get('id')}", c) for c in contained if isinstance(c, dict)]
    for reference, resource in pairs:
        kind = resource.get("resourceType") if isinstance(resource, dict) else None
        known = isinstance(reference, str) and isinstance(kind, str)
        if known and found.setdefault(reference, kind) != kind:
            clashes.add(reference)
    return {ref: kind for ref, kind in found.items() if ref not in clashes}


def _note(
    doc: dict[str, Any], resources: list[dict[str, Any]]
) -> tuple[tuple[str, str, int], dict[str, Any] | None]:
    """((type, id, object id) of the note id's owner, the note resource)."""
    note = next((r for r in resources if r["resourceType"] in NOTE_TYPES), None)
    for owner in (note, doc):
        if owner is not None and isinstance(owner.get("id"), str) and owner["id"].strip():
            return (owner["resourceType"], owner["id"], id(owner)), note
    raise FormatError(Reason.FHIR_NO_NOTE_ID)


def _patient_id(resources: list[dict[str, Any]], note: dict[str, Any] | None) -> str | None:
    """The Patient resource's id, else the id in the note's subject (or patient) reference."""
    ids = {
        r["id"]
        for r in resources
        if r["resourceType"] == "Patient" and isinstance(r.get("id"), str)
    }
    if len(ids) > 1:
        raise FormatError(Reason.FHIR_MULTIPLE_PATIENTS)
    if ids:
        return ids.pop()
    for key in ("subject", "patient"):
        subject = (note or {}).get(key)
        reference = subject.get("reference") if isinstance(subject, dict) else None
        match = REFERENCE.fullmatch(reference) if isinstance(reference, str) else None
        if match is not None and match["type"] == "Patient":
            return match["id"]
    return None
