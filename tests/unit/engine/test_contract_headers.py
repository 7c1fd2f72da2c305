"""Outputs and DLQ records carry only contract headers, a reduced content type, and a tenant
only once it is verified."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import orjson
import pytest

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.dlq import UNVERIFIED_TENANT
from stream.engine.engine import KeyCache
from stream.engine.records import SourceRecord
from stream.formats import media_type
from stream.recognize.rules import RulesRecognizer

CONTRACT = {"deid-source-topic", "deid-source-partition", "deid-source-offset", "deid-tenant",
            "deid-release", "deid-key-version", "deid-recognizer", "deid-policy", "content-type"}
NOTE = orjson.dumps({"note_id": "n1", "patient_id": "p1", "text": "Seen today."})
SCHEMAS = Path(__file__).resolve().parents[3] / "schemas"
DLQ_SCHEMA = jsonschema.Draft202012Validator(
    json.loads((SCHEMAS / "dlq-record.schema.json").read_text()))


@pytest.fixture(scope="module")
def engine():
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"))
    deidentifier = Deidentifier(RulesRecognizer(), Anonymizer(policy_from_config(cfg.policy)))
    return build_engine(cfg, deidentifier)


def run(engine, keyring, headers: dict[str, str], value: bytes = NOTE):
    rec = SourceRecord("in", 0, 7, b"k", value, {k: v.encode() for k, v in headers.items()})
    return engine.process(rec, KeyCache(keyring))


@pytest.mark.parametrize(("given", "reduced"), [
    (None, None),
    ("", None),
    ("application/json", "application/json"),
    ("Application/JSON; charset=utf-8; x-patient=Quennell", "application/json"),
    ("application/fhir+json;fhirVersion=4.0", "application/fhir+json"),
    ("text/x-patient-Quennell", "unsupported"),
])
def test_media_type_drops_parameters_and_names_no_unknown_type(given, reduced):
    assert media_type(given) == reduced


def test_output_headers_are_the_contract_with_the_reduced_content_type(engine, keyring, key):
    outcome = run(engine, keyring, {"deid-tenant": "acme", "x-mrn": "88310492",
                                       "content-type": "application/json; x-name=Quennell"})
    assert outcome.rejection is None
    for rec in outcome.records:
        assert {name for name, _ in rec.headers} == CONTRACT
        assert dict(rec.headers)["content-type"] == b"application/json"


@pytest.mark.parametrize("headers", [
    {"deid-tenant": "Quennell"},  # a valid name without a key
    {"deid-tenant": "Quennell Mortimer"},  # not a tenant name
    {"tenant": "Quennell", "content-type": "text/x-Quennell"},  # fails before the key
])
def test_dlq_names_no_unverified_tenant(engine, keyring, key, headers):
    outcome = run(engine, keyring, headers)
    (dlq,) = outcome.records
    doc = orjson.loads(dlq.value)
    DLQ_SCHEMA.validate(doc)
    assert doc["tenant"] == UNVERIFIED_TENANT
    assert dict(dlq.headers)["deid-tenant"] == UNVERIFIED_TENANT.encode()
    assert b"Quennell" not in dlq.value + b"".join(v for _, v in dlq.headers)


@pytest.mark.parametrize(("content_type", "reduced"), [
    ("application/json; x=Quennell", "application/json"),
    ("text/x-Quennell", "unsupported"),
])
def test_dlq_names_a_verified_tenant_and_the_reduced_content_type(engine, keyring, key,
                                                                  content_type, reduced):
    outcome = run(engine, keyring, {"deid-tenant": "acme", "content-type": content_type},
                  b'{"note_id": ')
    (dlq,) = outcome.records
    doc = orjson.loads(dlq.value)
    DLQ_SCHEMA.validate(doc)
    assert (doc["tenant"], doc["content_type"]) == ("acme", reduced)
    assert dict(dlq.headers)["content-type"] == reduced.encode()
