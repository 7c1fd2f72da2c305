"""Canary notes: synthetic notes with made-up identifiers, marked only by a `deid-canary` header.

`build` turns one generated note into an input record of a format (JSON envelope, HL7 v2 MDM,
FHIR DiagnosticReport) plus the digests of what was planted in it (leak.py). Ages are not
planted (ages under 90 are not identifiers and stay by policy).
"""

from __future__ import annotations

import base64
import secrets
from dataclasses import dataclass

import orjson

from stream.core.categories import Label
from stream.formats.hl7_escape import Delimiters, encode
from stream.monitor.leak import CanarySecret, Planted, plant
from stream.synthetic.generator import SyntheticNote

FORMATS = ("json", "hl7v2", "fhir")
CONTENT_TYPES = {"json": "application/json", "hl7v2": "x-application/hl7-v2+er7",
                 "fhir": "application/fhir+json"}
HL7_DELIMITERS = Delimiters()
UNCHECKED = {str(Label.AGE)}


@dataclass(frozen=True, slots=True)
class Canary:
    """One canary input record and the digests of its planted values."""

    tenant: str
    format: str
    value: bytes
    planted: tuple[Planted, ...]

    @property
    def content_type(self) -> str:
        return CONTENT_TYPES[self.format]


def build(note: SyntheticNote, tenant: str, fmt: str, secret: CanarySecret) -> Canary:
    """The canary record of `note` in format `fmt` for `tenant`."""
    planted = tuple(p for s in note.spans if str(s.label) not in UNCHECKED
                    if (p := plant(secret, str(s.label), note.text[s.start:s.end])) is not None)
    note_id = secrets.token_hex(8)
    patient_id = secrets.token_hex(6)
    render = {"json": _json, "hl7v2": _hl7, "fhir": _fhir}[fmt]
    return Canary(tenant, fmt, render(note.text, tenant, note_id, patient_id), planted)


def _json(text: str, tenant: str, note_id: str, patient_id: str) -> bytes:
    return orjson.dumps({"note_id": note_id, "patient_id": patient_id, "tenant": tenant,
                         "note_type": "progress", "text": text})


def _hl7(text: str, tenant: str, note_id: str, patient_id: str) -> bytes:
    segments = [
        f"MSH|^~\\&|DEIDSTREAM|{tenant.upper()}|DEIDSTREAM|DEID|20260101000000||MDM^T02^MDM_T02|"
        f"{note_id}|P|2.5.1",
        f"PID|1||{patient_id}^^^{tenant.upper()}^MR",
        f"TXA|1|PN|TX|20260101000000||||||||{note_id}",
        f"OBX|1|TX|11506-3^Progress note^LN||{encode(text, HL7_DELIMITERS)}",
    ]
    return "\r".join(segments).encode()


def _fhir(text: str, tenant: str, note_id: str, patient_id: str) -> bytes:
    data = base64.b64encode(text.encode()).decode()
    return orjson.dumps({
        "resourceType": "DocumentReference", "id": note_id, "status": "current",
        "type": {"text": "Progress note"}, "subject": {"reference": f"Patient/{patient_id}"},
        "content": [{"attachment": {"contentType": "text/plain", "data": data}}],
    })
