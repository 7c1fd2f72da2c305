"""Choosing a format: from the content type when there is one, else from the first bytes."""

from __future__ import annotations

from pathlib import Path

import pytest

import stream.formats as formats
from stream.formats import parse, sniff

DATA = Path(__file__).parents[2] / "data" / "formats"
NOTE = b'{"note_id": "n", "patient_id": "p", "text": "t"}'
FHIR = (DATA / "fhir_diagnostic_report.json").read_bytes()
HL7 = (DATA / "hl7_oru_r01.hl7").read_bytes()

CASES = [
    (NOTE, None, "json"),
    (b"\xef\xbb\xbf" + NOTE, None, "json"),
    (b"  \n" + NOTE, "application/json", "json"),
    (NOTE, "application/json; charset=UTF-8", "json"),
    (FHIR, None, "fhir"),
    (FHIR, "application/json", "fhir"),
    (FHIR, "application/fhir+json; fhirVersion=4.0", "fhir"),
    (HL7, None, "hl7v2"),
    (HL7, "x-application/hl7-v2+er7", "hl7v2"),
    (HL7, "application/hl7-v2", "hl7v2"),
    (b"\x0b" + HL7 + b"\x1c\r", None, "hl7v2"),
    (HL7.replace(b"\r\n", b"\n"), None, "hl7v2"),
]


@pytest.mark.parametrize(("value", "content_type", "kind"), CASES)
def test_sniff_and_parse_agree(value: bytes, content_type: str | None, kind: str) -> None:
    assert sniff(value, content_type) == kind
    assert parse(value, content_type).format == kind


@pytest.mark.parametrize(
    ("value", "content_type", "reason"),
    [
        (HL7, "application/fhir+json", "fhir: invalid JSON"),
        (NOTE, "application/hl7-v2", "hl7: missing MSH segment"),
        (NOTE, "application/fhir+json", "fhir: missing or bad resourceType"),
    ],
)
def test_declared_type_wins_over_content(value: bytes, content_type: str, reason: str) -> None:
    with pytest.raises(formats.FormatError, match=reason):
        parse(value, content_type)


def test_public_api_is_pinned() -> None:
    public = {name for name in vars(formats) if not name.startswith("_")}
    modules = {"api", "envelope", "fhir", "fhir_slots", "fhir_walk", "hl7_escape", "hl7_fields"}
    modules |= {"hl7v2", "hl7_policy", "hl7_text", "hl7_types", "hl7_walk", "known", "message"}
    modules |= {"metadata", "reasons", "xhtml"}
    modules |= {"fhir_kept", "fhir_types"}
    assert set(formats.__all__) == public - modules
