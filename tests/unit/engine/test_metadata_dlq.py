"""The worker: metadata outside its schema is a DLQ reason, or known identifiers when allowed."""

from __future__ import annotations

import orjson
import pytest

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import Config, MetadataConfig, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import KeyCache
from stream.engine.records import SourceRecord
from stream.recognize.rules import RulesRecognizer

VALUE = orjson.dumps({"note_id": "n1", "patient_id": "p1", "text": "Code zorbaquent noted.",
                      "metadata": {"insurance_id": "zorbaquent"}})


@pytest.fixture(scope="module")
def rules():
    return RulesRecognizer()


def outcome(rules, keyring, allow_extra: bool):
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"),
                 metadata=MetadataConfig(allow_extra_keys=allow_extra))
    engine = build_engine(cfg, Deidentifier(rules, Anonymizer(
        policy_from_config(cfg.policy))))
    rec = SourceRecord("in", 0, 0, b"k", VALUE, {"deid-tenant": b"acme"})
    return engine.process(rec, KeyCache(keyring))


def test_an_unknown_metadata_key_sends_the_record_to_the_dlq(rules, keyring, key):
    rejected = outcome(rules, keyring, allow_extra=False)
    assert rejected.rejection is not None
    assert rejected.rejection.reason == "json: metadata has an unknown key"
    assert b"insurance_id" not in rejected.records[0].value


def test_allowed_extra_values_are_found_and_not_written_back(rules, keyring, key):
    published = outcome(rules, keyring, allow_extra=True)
    assert published.rejection is None
    out = orjson.loads(published.records[0].value)
    assert "zorbaquent" not in out["text"] and "metadata" in out
    assert out["metadata"] == {}
    event = orjson.loads(published.records[1].value)
    assert [s["label"] for s in event["texts"][0]["spans"]] == ["ID"]
