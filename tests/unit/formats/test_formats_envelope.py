"""The JSON envelope: contract fields in and out, known values as structured fields."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import orjson
import pytest

from stream.core.categories import Label
from stream.formats import FormatError, Kind, Reason, parse, render

DATA = Path(__file__).parents[2] / "data" / "formats"
SCHEMAS = Path(__file__).parents[3] / "schemas"


def test_the_schema_accepts_what_parse_accepts_and_nothing_else() -> None:
    schema = json.loads((SCHEMAS / "envelope.schema.json").read_text())
    meta = json.loads((SCHEMAS / "metadata.schema.json").read_text())
    schema["properties"]["metadata"] = meta
    validator = jsonschema.Draft202012Validator(schema)
    for name in ("json_note.json", "json_note_metadata.json"):
        validator.validate(orjson.loads((DATA / name).read_bytes()))
    assert not validator.is_valid(orjson.loads(envelope(source_system="EPIC")))
    assert not validator.is_valid(orjson.loads(envelope(metadata={"x": "1"})))


def envelope(**members: object) -> bytes:
    return orjson.dumps({"note_id": "n", "patient_id": "p", "text": "t", **members})


def test_envelope_output_has_the_contract_fields_replaced() -> None:
    msg = parse((DATA / "json_note.json").read_bytes())
    assert (msg.note_id, msg.patient_id, msg.tenant) == ("n-1001", "p-555", "acme")
    assert (msg.texts[1], msg.text_paths) == ("progress", ["/text", "/note_type"])
    fields = [(f.path, f.label, f.kind) for f in msg.fields]
    assert fields == [("/note_time", Label.DATE, Kind.DATE)]
    out = orjson.loads(render(msg, ["Pt [NAME] seen.", "progress [NAME]"],
                              ["2024-04-01T10:00:00Z"], "N-X", "P-X"))
    assert out == {
        "note_id": "N-X",
        "patient_id": "P-X",
        "tenant": "acme",
        "note_type": "progress [NAME]",
        "note_time": "2024-04-01T10:00:00Z",
        "text": "Pt [NAME] seen.",
    }


def test_envelope_metadata_is_known_values_and_is_replaced() -> None:
    msg = parse((DATA / "json_note_metadata.json").read_bytes())
    assert msg.metadata["relatives"] == [{"name": "Erik Lindgren", "relation": "son"}]
    out = orjson.loads(render(msg, msg.texts, [f"v{i}" for i in range(len(msg.fields))], "N", "P"))
    assert out["metadata"] == {
        "patient": {"name": "v0", "mrn": "v1", "dob": "v2", "phone": "v3", "address": "v4"},
        "relatives": [{"name": "v5", "relation": "son"}],
        "providers": [{"name": "v6"}],
        "facility": "v7",
    }


def test_envelope_nulls_are_absent_values() -> None:
    value = orjson.dumps({"note_id": "n", "patient_id": "p", "text": "t", "tenant": None,
                          "note_type": None, "metadata": None})
    msg = parse(value)
    assert msg.tenant is None and msg.fields == [] and msg.texts == ["t"]
    out = orjson.loads(render(msg, ["t"], [], "n", "p"))
    assert (out["tenant"], out["note_type"], out["metadata"]) == (None, None, None)


@pytest.mark.parametrize(("relation", "kept"), [
    ("son", True), ("Wife", True), (" mother ", True), ("Quennell", False),
    ("friend of Quennell", False), ("", False),
])
def test_a_relation_is_written_back_only_when_it_is_a_kinship_word(relation, kept) -> None:
    msg = parse(envelope(metadata={"relatives": [{"name": "Ann Lee", "relation": relation}]}))
    out = orjson.loads(render(msg, msg.texts, ["X"], "n", "p"))
    assert out["metadata"]["relatives"] == ([{"name": "X", "relation": relation}] if kept
                                           else [{"name": "X"}])


def test_patient_email_and_ssn_are_structured_fields() -> None:
    msg = parse(envelope(metadata={"patient": {"email": "a@b.org", "ssn": "123-45-6789"}}))
    assert [(f.label, f.kind) for f in msg.fields] == [(Label.EMAIL, Kind.EMAIL),
                                                       (Label.ID, Kind.ID)]


@pytest.mark.parametrize(("members", "reason"), [
    ({"source_system": "EPIC"}, Reason.JSON_UNKNOWN_FIELD),
    ({"metadata": {"custom_extra": "88310492"}}, Reason.JSON_METADATA_KEY),
    ({"metadata": {"patient": {"nickname": "Quen"}}}, Reason.JSON_METADATA_KEY),
    ({"metadata": {"relatives": [{"name": "A B", "phone": "555-201-3344"}]}},
     Reason.JSON_METADATA_KEY),
    ({"metadata": {"providers": "Dr. Quennell"}}, Reason.JSON_METADATA_SHAPE),
])
def test_members_outside_the_contract_reject_the_envelope(members, reason) -> None:
    with pytest.raises(FormatError) as caught:
        parse(envelope(**members))
    assert caught.value.reason is reason


def test_allowed_extra_metadata_values_are_known_identifiers_not_written_back() -> None:
    value = envelope(metadata={"patient": {"name": "Ann Lee", "nickname": "Quen"},
                               "insurance": {"member": "XK-88310492", "plan": 7}})
    msg = parse(value, allow_extra_metadata=True)
    assert msg.metadata["patient"] == {"name": "Ann Lee", "identifiers": ["Quen", "XK-88310492",
                                                                          "7"]}
    out = orjson.loads(render(msg, msg.texts, ["X"], "n", "p"))
    assert out["metadata"] == {"patient": {"name": "X"}}
