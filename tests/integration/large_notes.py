"""Notes near the input limit, full of PHI: the shapes whose derived records outgrow 1 MB.

Used by the integration tests (test_large_records.py) and perf/span_event_size.py.
"""

from __future__ import annotations

import base64
import random

import orjson

from stream.engine.engine import DEFAULT_MAX_NOTE_BYTES

FIRST = ["Margaret", "Samuel", "Claire", "Robert", "Aisha", "Dmitri", "Lucia", "Kenji",
         "Ingrid", "Mateo", "Priya", "Hannah", "Tobias", "Yusuf", "Beatrix", "Harold"]
LAST = ["Whitfield", "Kowalczyk", "Nakamura", "Okafor", "Lindqvist", "Barrientos", "Haddad",
        "Fitzgerald", "Castellano", "Abernathy", "Vasquez", "Thornbury", "Mbeki", "Okonkwo"]
INPUT_LIMIT = DEFAULT_MAX_NOTE_BYTES


def dense_phi_text(chars: int, seed: int = 0) -> str:
    """`chars` characters (ASCII, no HL7 delimiters) with a name, date, id or phone every few."""
    rng = random.Random(seed)
    lines = []
    size = 0
    while size < chars:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        line = (f"Dr. {first} {last} saw {rng.choice(FIRST)} {rng.choice(LAST)} on "
                f"{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}/{rng.randint(1950, 2024)}, "
                f"MRN {rng.randint(1000000, 9999999)}, call 617-555-{rng.randint(0, 9999):04d}. ")
        lines.append(line)
        size += len(line)
    return "".join(lines)[:chars]


def hl7_mdm(note_chars: int, seed: int = 0) -> bytes:
    """An HL7 v2 MDM^T02 whose one OBX TX holds a `note_chars` note."""
    segments = [
        "MSH|^~\\&|EPIC|GHH|DEID|DEID|20240315083012||MDM^T02^MDM_T02|MSG{seed}|P|2.5.1",
        f"PID|1||MRN{4471239 + seed}^^^GHH^MR||Whitfield^Harold^James||19520714|M",
        "TXA|1|DS|TX|20240315080000",
        f"OBX|1|TX|18842-5^Discharge summary^LN||{dense_phi_text(note_chars, seed)}",
    ]
    return "\r".join(segments).encode()


def fhir_document_reference(attachment_bytes: int, seed: int = 0) -> bytes:
    """A FHIR DocumentReference with one base64 text attachment of about `attachment_bytes`."""
    text = dense_phi_text(attachment_bytes * 3 // 4, seed)
    doc = {
        "resourceType": "DocumentReference", "id": f"docref-{seed}", "status": "current",
        "subject": {"reference": f"Patient/pat-{seed}", "display": "Harold Whitfield"},
        "content": [{"attachment": {"contentType": "text/plain; charset=utf-8",
                                    "data": base64.b64encode(text.encode()).decode()}}],
    }
    return orjson.dumps(doc)


def json_note_at_limit(seed: int = 0, limit: int = INPUT_LIMIT) -> bytes:
    """A JSON envelope of exactly `limit` bytes whose text is PHI from end to end."""
    envelope = {"note_id": f"big-{seed}", "patient_id": f"P{seed}", "tenant": "acme", "text": ""}
    room = limit - len(orjson.dumps(envelope))
    envelope["text"] = dense_phi_text(room, seed)
    value = orjson.dumps(envelope)
    assert len(value) == limit
    return value
