"""The JSON envelope: contract fields in and out, known values as structured fields."""

from __future__ import annotations

from pathlib import Path

import orjson

from stream.categories import Label
from stream.formats import Kind, parse, render

DATA = Path(__file__).parents[2] / "data" / "formats"


def test_envelope_output_has_the_contract_fields_replaced() -> None:
    msg = parse((DATA / "json_note.json").read_bytes())
    assert (msg.note_id, msg.patient_id, msg.tenant) == ("n-1001", "p-555", "acme")
    fields = [(f.path, f.label, f.kind) for f in msg.fields]
    assert fields == [("/note_time", Label.DATE, Kind.DATE)]
    out = orjson.loads(render(msg, ["Pt [NAME] seen."], ["2024-04-01T10:00:00Z"], "N-X", "P-X"))
    assert out == {
        "note_id": "N-X",
        "patient_id": "P-X",
        "tenant": "acme",
        "note_type": "progress",
        "note_time": "2024-04-01T10:00:00Z",
        "text": "Pt [NAME] seen.",
    }


def test_envelope_metadata_is_known_values_and_is_replaced() -> None:
    msg = parse((DATA / "json_note_metadata.json").read_bytes())
    assert "custom_extra" not in msg.metadata
    assert msg.metadata["relatives"] == [{"name": "Erik Lindgren", "relation": "son"}]
    out = orjson.loads(render(msg, msg.texts, [f"v{i}" for i in range(len(msg.fields))], "N", "P"))
    assert "source_system" not in out
    assert out["metadata"] == {
        "patient": {"name": "v0", "mrn": "v1", "dob": "v2", "phone": "v3", "address": "v4"},
        "relatives": [{"name": "v5", "relation": "son"}],
        "providers": [{"name": "v6"}],
        "facility": "v7",
    }


def test_envelope_nulls_are_absent_values() -> None:
    value = orjson.dumps({"note_id": "n", "patient_id": "p", "text": "t", "tenant": None})
    msg = parse(value)
    assert msg.tenant is None and msg.fields == []
    assert orjson.loads(render(msg, ["t"], [], "n", "p"))["tenant"] is None
