"""Note metadata against its schema: unknown keys are errors unless allowed, and then known
identifiers; errors name a key only when it looks like a field name, never a value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from stream.formats.metadata import (
    EXTRA_VALUES_KEY,
    PATIENT_KEYS,
    PERSON_KEYS,
    TOP_KEYS,
    MetadataError,
    check_metadata,
)

SCHEMA = json.loads((Path(__file__).parents[3] / "schemas" / "metadata.schema.json").read_text())


def test_the_checked_keys_are_the_schema_keys():
    props = SCHEMA["properties"]
    assert tuple(props) == TOP_KEYS
    assert tuple(props["patient"]["properties"]) == PATIENT_KEYS
    for key, members in PERSON_KEYS.items():
        assert tuple(props[key]["items"]["properties"]) == members
    assert SCHEMA["additionalProperties"] is False


def test_metadata_in_the_schema_passes_unchanged():
    meta = {"patient": {"name": "Ann Lee", "mrn": "8831", "ssn": "123-45-6789"},
            "relatives": [{"name": "Bo Lee", "relation": "son"}], "providers": [{"name": "X"}],
            "facility": "Lakeside"}
    checked = check_metadata(meta)
    assert checked.known == meta and checked.extra == []
    assert checked.for_recognizer() == meta


@pytest.mark.parametrize(("meta", "message"), [
    ({"insurance_id": "Quennell-88310492"}, "metadata: unknown key (key 1 of the metadata; "
     "allowed there: patient, relatives, providers, facility)"),
    ({"patient": {"name": "A", "nickname": "Quen"}}, "metadata: unknown key (key 2 of "
     "'patient'; allowed there: name, mrn, dob, phone, address, email, ssn)"),
    ({"relatives": [{"name": "A", "phone": "5552013344"}]},
     "metadata: unknown key (key 2 of 'relatives[0]'; allowed there: name, relation)"),
    ({"Mary Quennell": "x"}, "metadata: unknown key (key 1 of the metadata; "
     "allowed there: patient, relatives, providers, facility)"),
    ({"patient": {"quennell": "Mary"}}, "metadata: unknown key (key 1 of 'patient'; "
     "allowed there: name, mrn, dob, phone, address, email, ssn)"),
    ({"patient": {"name": ["Mary Quennell"]}}, "metadata: 'patient.name' must be a string"),
    ({"relatives": {"name": "Mary Quennell"}}, "metadata: 'relatives' must be a list"),
    ({"providers": ["Dr Quennell"]}, "metadata: 'providers[0]' must be an object"),
])
def test_errors_name_the_place_and_never_a_value(meta, message):
    with pytest.raises(MetadataError) as caught:
        check_metadata(meta)
    assert str(caught.value) == message
    assert "Mary" not in str(caught.value) and "uennell" not in str(caught.value)


def test_allowed_extra_keys_give_their_values_as_identifiers():
    meta = {"patient": {"name": "Ann Lee", "alias": "Quen"},
            "insurance": {"ids": ["XK-1", 8831], "active": True, "note": None}}
    checked = check_metadata(meta, allow_extra=True)
    assert checked.known == {"patient": {"name": "Ann Lee"}}
    assert checked.extra == ["Quen", "XK-1", "8831"]
    assert checked.for_recognizer()["patient"] == {"name": "Ann Lee",
                                                   EXTRA_VALUES_KEY: ["Quen", "XK-1", "8831"]}


def test_nulls_are_absent():
    assert check_metadata(None).known == {}
    assert check_metadata({"patient": None, "facility": None}).known == {}
