"""Malformed input: each kind raises an InputError whose message is its PHI-free reason."""

from __future__ import annotations

import base64

import orjson
import pytest

from stream.core.errors import InputError
from stream.formats import FormatError, Reason, parse

PHI = "Harold Whitfield"
HL7 = "x-application/hl7-v2+er7"
FHIR = "application/fhir+json"
MSH = "MSH|^~\\&|APP|FAC|DEID|DEID|20240101||MDM^T02|CTRL1|P|2.5"
PID = "PID|1||MRN1^^^FAC^MR||Whitfield^Harold"
OBX = f"OBX|1|TX|||{PHI} was seen today."
NOTE = {"note_id": "n1", "patient_id": "p1", "text": f"{PHI} was seen."}
DIV = '<div xmlns="http://www.w3.org/1999/xhtml">'


def hl7(*segments: str) -> bytes:
    """An HL7 message from segments."""
    return "\r".join(segments).encode()


def note(**changes: object) -> bytes:
    """The JSON envelope with members changed (None removes one)."""
    doc = {**NOTE, **changes}
    return orjson.dumps({k: v for k, v in doc.items() if v is not None})


def docref(**changes: object) -> bytes:
    """A DocumentReference with a text attachment, members changed (None removes one)."""
    data = base64.b64encode(f"{PHI} was seen.".encode()).decode()
    doc = {
        "resourceType": "DocumentReference",
        "id": "d1",
        "subject": {"reference": "Patient/p1", "display": PHI},
        "content": [{"attachment": {"contentType": "text/plain", "data": data}}],
        **changes,
    }
    return orjson.dumps({k: v for k, v in doc.items() if v is not None})


def attachment(content_type: str, data: str) -> bytes:
    """A DocumentReference whose only attachment is given."""
    return docref(content=[{"attachment": {"contentType": content_type, "data": data}}])


def bundle(*resources: dict) -> bytes:
    """A Bundle of a text DocumentReference and `resources`."""
    entries = [{"resource": orjson.loads(docref())}] + [{"resource": r} for r in resources]
    return orjson.dumps({"resourceType": "Bundle", "type": "collection", "entry": entries})


def _nested(depth: int) -> bytes:
    """A DocumentReference with an extension nested `depth` levels deep (JSON text, by hand)."""
    inner = orjson.dumps({"url": "x", "valueString": PHI}).decode()
    for _ in range(depth):
        inner = f'{{"url": "x", "extension": [{inner}]}}'
    return docref()[:-1] + f', "extension": [{inner}]}}'.encode()


ED_PDF = "OBX|1|ED|PDF||APP^Application^PDF^Base64^JVBERi0xLjQK"
ED_BAD = "OBX|1|ED|TXT||APP^TEXT^PLAIN^Base64^!!not base64!!"

CASES: list[tuple[str, bytes, str | None, Reason]] = [
    ("empty", b"", None, Reason.EMPTY),
    ("blank", b"  \r\n ", None, Reason.EMPTY),
    ("20 MB note", note(text="x" * 20_000_000), None, Reason.TOO_LARGE),
    ("latin-1 bytes", f'{{"text": "{PHI} caf\xe9"}}'.encode("latin-1"), None, Reason.NOT_UTF8),
    ("pdf content type", note(), "application/pdf", Reason.CONTENT_TYPE),
    ("latin-1 charset", note(), "application/json; charset=iso-8859-1", Reason.CHARSET),
    ("plain prose", f"{PHI} was seen.".encode(), None, Reason.UNKNOWN_FORMAT),
    ("truncated json", note()[:-5], None, Reason.JSON_INVALID),
    ("json array", orjson.dumps([NOTE]), None, Reason.JSON_NOT_OBJECT),
    ("no note_id", note(note_id=None), None, Reason.JSON_NOTE_ID),
    ("numeric patient_id", note(patient_id=4471239), None, Reason.JSON_PATIENT_ID),
    ("no text", note(text=None), None, Reason.JSON_TEXT_MISSING),
    ("text not a string", note(text=[PHI]), None, Reason.JSON_TEXT_TYPE),
    ("blank text", note(text=" \n "), None, Reason.JSON_TEXT_EMPTY),
    ("tenant not a string", note(tenant=7), None, Reason.JSON_TENANT),
    ("note_type not a string", note(note_type={"x": PHI}), None, Reason.JSON_NOTE_TYPE),
    ("note_time not a string", note(note_time=20240101), None, Reason.JSON_NOTE_TIME),
    ("metadata not an object", note(metadata=PHI), None, Reason.JSON_METADATA),
    ("metadata name a list", note(metadata={"patient": {"name": [PHI]}}), None,
     Reason.JSON_METADATA_SHAPE),
    ("metadata unknown key", note(metadata={"patient": {"nickname": PHI}}), None,
     Reason.JSON_METADATA_KEY),
    ("envelope unknown member", note(referrer=PHI), None, Reason.JSON_UNKNOWN_FIELD),
    ("envelope text twice", note()[:-1] + f', "text": "{PHI}"}}'.encode(), None,
     Reason.JSON_DUPLICATE_MEMBER),
    ("duplicate with an escaped colon", note()[:-1] + f', "text": "{PHI}\\u003a"}}'.encode(),
     None, Reason.JSON_DUPLICATE_MEMBER),
    ("duplicate deep in metadata", note(metadata={"patient": {"name": "x"}}).replace(
        b'"name":"x"', f'"name":"x","name":"{PHI}"'.encode()), None,
     Reason.JSON_DUPLICATE_MEMBER),
    ("fhir duplicate in an extension", docref(extension=[{"url": "x", "valueString": "a"}])
     .replace(b'"valueString":"a"', f'"valueString":"a","valueString":"{PHI}"'.encode()),
     FHIR, Reason.JSON_DUPLICATE_MEMBER),
    ("hl7 without MSH", hl7(PID, OBX), HL7, Reason.HL7_NO_MSH),
    ("hl7 batch", hl7("FHS|^~\\&|APP", "BHS|^~\\&|APP", MSH, PID, OBX), None, Reason.HL7_BATCH),
    ("two messages", hl7(MSH, PID, OBX, MSH, PID, OBX), None, Reason.HL7_MULTIPLE),
    ("short MSH-2", hl7("MSH|^~|APP|FAC", PID, OBX), None, Reason.HL7_ENCODING_CHARS),
    ("raw newline in text", hl7(MSH, PID, OBX + "\nHarold continued"), None,
     Reason.HL7_SEGMENT_NAME),
    ("ADT message", hl7(MSH.replace("MDM^T02", "ADT^A01"), PID, OBX), None,
     Reason.HL7_MESSAGE_TYPE),
    ("no control id", hl7(MSH.replace("CTRL1", ""), PID, OBX), None, Reason.HL7_NO_NOTE_ID),
    ("unterminated escape", hl7(MSH, PID, OBX + " \\F"), None, Reason.HL7_ESCAPE_UNTERMINATED),
    ("unknown escape", hl7(MSH, PID, OBX + " \\Q\\"), None, Reason.HL7_ESCAPE_UNKNOWN),
    ("bad hex escape", hl7(MSH, PID, OBX + " \\XC3\\"), None, Reason.HL7_ESCAPE_HEX),
    ("pdf attachment in OBX", hl7(MSH, PID, OBX, ED_PDF), None, Reason.HL7_ED_TYPE),
    ("bad base64 in OBX", hl7(MSH, PID, ED_BAD), None, Reason.HL7_ED_BASE64),
    ("numeric results only", hl7(MSH, PID, "OBX|1|NM|GLU||112|mg/dL"), None, Reason.HL7_NO_TEXT),
    ("local escape in a name", hl7(MSH, "PID|1||M1||Whit\\Zx\\field", OBX), None,
     Reason.HL7_ESCAPE_UNKNOWN),
    ("too many values", hl7(MSH, PID, OBX, "NK1|1|" + "~".join(["Ann^Lee"] * 5000)), None,
     Reason.HL7_TOO_MANY_VALUES),
    ("fhir truncated", docref()[:-3], FHIR, Reason.FHIR_INVALID_JSON),
    ("fhir array", orjson.dumps([{"resourceType": "Patient"}]), FHIR, Reason.FHIR_NOT_OBJECT),
    ("resourceType a number", docref(resourceType=5), None, Reason.FHIR_RESOURCE_TYPE),
    ("bare Patient", orjson.dumps({"resourceType": "Patient", "id": "p1"}), None,
     Reason.FHIR_UNSUPPORTED_RESOURCE),
    ("entry not a list", orjson.dumps({"resourceType": "Bundle", "entry": {"x": PHI}}), None,
     Reason.FHIR_BUNDLE),
    ("no note id", docref(id=None), None, Reason.FHIR_NO_NOTE_ID),
    ("two patients", bundle({"resourceType": "Patient", "id": "a"},
                            {"resourceType": "Patient", "id": "b"}), None,
     Reason.FHIR_MULTIPLE_PATIENTS),
    ("name not a HumanName", bundle({"resourceType": "Patient", "id": "a", "name": PHI}), None,
     Reason.FHIR_ELEMENT_TYPE),
    ("birthDate not a FHIR date", bundle({"resourceType": "Patient", "birthDate": "July 14"}),
     None, Reason.FHIR_ELEMENT_TYPE),
    ("nested 500 deep", _nested(500), None, Reason.FHIR_TOO_DEEP),
    ("bad base64 attachment", attachment("text/plain", "@@not base64@@"), None,
     Reason.FHIR_BASE64),
    ("pdf attachment", attachment("application/pdf", "JVBERi0xLjQK"), None,
     Reason.FHIR_ATTACHMENT_TYPE),
    ("attachment not UTF-8", attachment("text/plain", base64.b64encode(b"\xff\xfe").decode()),
     None, Reason.FHIR_ATTACHMENT_TEXT),
    ("broken narrative", docref(text={"status": "generated", "div": f"{DIV}<p>{PHI}</div>"}),
     None, Reason.FHIR_NARRATIVE),
    ("narrative with entity declarations",
     docref(text={"div": f'<!DOCTYPE d [<!ENTITY n "{PHI}">]>{DIV}&n;</div>'}), None,
     Reason.FHIR_NARRATIVE),
    ("no text anywhere", docref(content=None), None, Reason.FHIR_NO_TEXT),
    ("member not in the model", docref(patientName=PHI), None, Reason.FHIR_UNKNOWN_ELEMENT),
    ("Bundle member on a note", docref(entry=PHI), None, Reason.FHIR_UNKNOWN_ELEMENT),
    ("binary outside an attachment", docref(extension=[
        {"url": "http://x.org/e", "valueBase64Binary": "SGFyb2xk"}]), None, Reason.FHIR_BINARY),
    ("MRN as an extension number", docref(extension=[
        {"url": "http://x.org/mrn", "valueInteger": 88310492}]), None, Reason.FHIR_NUMBER),
    ("patient's name as a kept code", bundle(
        {"resourceType": "Patient", "name": [{"family": "Whitfield"}], "gender": "whitfield"}),
     None, Reason.FHIR_CODED_PHI),
    ("MRN in a name", bundle({"resourceType": "Patient", "name": [{"text": "Harold 88310492"}]}),
     None, Reason.FHIR_NAME_DIGITS),
]  # fmt: skip


@pytest.mark.parametrize(
    ("value", "content_type", "reason"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_malformed_input_raises_its_reason(
    value: bytes, content_type: str | None, reason: Reason
) -> None:
    with pytest.raises(InputError) as caught:
        parse(value, content_type)
    assert isinstance(caught.value, FormatError)
    assert caught.value.reason is reason
    assert str(caught.value) == reason.value
    assert "Harold" not in str(caught.value)


NOT_PARSING = {Reason.MALFORMED, Reason.BAD_TENANT, Reason.NO_KEY, Reason.KEY_DESTROYED,
               Reason.KEY_DENIED, Reason.INTERNAL, Reason.OUTPUT_TOO_LARGE,
               Reason.PRODUCE_REJECTED, Reason.POISON, Reason.NO_SPAN_EVENT,
               Reason.SPAN_EVENT_INVALID, Reason.SPAN_EVENT_MISMATCH}
"""DLQ reasons the engine and replay give (the one vocabulary), not the parsers."""


def test_cases_cover_at_least_thirty_distinct_reasons() -> None:
    reasons = {case[3] for case in CASES}
    assert len(reasons) >= 30
    assert reasons == set(Reason) - NOT_PARSING


def test_reasons_are_distinct_and_phi_free() -> None:
    values = [reason.value for reason in Reason]
    assert len(values) == len(set(values))
    assert all(len(value) < 60 and "{" not in value for value in values)


SAME_NAME_LOOK_ALIKES = [
    ("a colon and a quoted name inside a value", {"text": f'{PHI}: "text": 1 \\" x'}),
    ("the same name in two objects", {"metadata": {"patient": {"name": "a"},
                                                   "relatives": [{"name": "b"}]}}),
    ("escaped quotes and backslashes", {"text": 'a \\"text\\": b\\'}),
    ("colons in names, values and escapes", {"metadata": {"patient": {"name": "a:b"}},
                                             "text": "at 10:30 \\u003a"}),
]


@pytest.mark.parametrize(("name", "members"), SAME_NAME_LOOK_ALIKES,
                         ids=[c[0] for c in SAME_NAME_LOOK_ALIKES])
def test_a_name_only_once_per_object_is_no_duplicate(name: str, members: dict) -> None:
    assert parse(note(**members)).note_id == "n1"


def test_max_bytes_is_configurable() -> None:
    assert parse(note(), max_bytes=len(note())).note_id == "n1"
    with pytest.raises(FormatError, match="too large"):
        parse(note(), max_bytes=len(note()) - 1)
