"""The vocabulary as a recognizer among the rules, and its allow list applied once per note."""

from __future__ import annotations

import pytest

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.categories import Label
from stream.core.config import PolicyConfig, RecognizerConfig
from stream.core.spans import Note
from stream.engine.deidentify import Deidentifier
from stream.recognize.factory import build_recognizer
from tests.unit.recognize.site_vocabulary import private_vocabulary

VOCAB = b"""
deny:
  STAFF: [Chidinma Okonkwo-Barre]
  HOSPITAL: [{term: QV, context: required}]
allow: [Baker Ward, Ferris protocol, Smith]
"""


@pytest.fixture(scope="module")
def deid(tmp_path_factory: pytest.TempPathFactory) -> Deidentifier:
    store = private_vocabulary(tmp_path_factory.mktemp("vocab"), VOCAB)
    recognizer = build_recognizer("rules", RecognizerConfig(), vocabularies=store)
    return Deidentifier(recognizer, Anonymizer(policy_from_config(PolicyConfig())), store)


def spans(deid: Deidentifier, text: str, tenant: str | None = "acme",
          metadata: dict | None = None) -> set[tuple[str, Label, str]]:
    note = Note("n", text, tenant=tenant, metadata=metadata or {})
    return {(text[s.start:s.end], s.label, s.source.split(":")[0]) for s in deid.detect(note)}


@pytest.mark.parametrize(("text", "expected"), [
    # the roster and the initialism add what the rules alone miss
    ("Transferred from QV overnight.", {("QV", Label.HOSPITAL, "vocabulary")}),
    ("Chidinma Okonkwo-Barre at bedside.", {("Chidinma Okonkwo-Barre", Label.STAFF,
                                             "vocabulary")}),
    # the allow list removes the rules' false positives
    ("Placed on Baker Ward overnight.", set()),
    ("Started Keppra per Ferris protocol.", set()),
])
def test_tenant_vocabulary(deid: Deidentifier, text: str, expected: set) -> None:
    assert spans(deid, text) == expected


def test_other_tenants_are_unaffected(deid: Deidentifier) -> None:
    assert ("Baker Ward", Label.PERSON, "gazetteer") in spans(
        deid, "Placed on Baker Ward overnight.", tenant="beta")
    assert spans(deid, "Transferred from QV overnight.", tenant=None) == set()


def test_allow_list_never_removes_the_notes_own_known_values(deid: Deidentifier) -> None:
    found = spans(deid, "Visited by Smith today.", metadata={"patient": {"name": "Anna Smith"}})
    assert ("Smith", Label.PATIENT, "known") in found


def test_allow_list_keeps_spans_reaching_beyond_the_term(deid: Deidentifier) -> None:
    found = spans(deid, "Seen by Dr. John Smith.")
    assert any("Smith" in text and text != "Smith" for text, _, _ in found)


def test_vocabulary_version(deid: Deidentifier) -> None:
    assert len(deid.vocabulary_version("acme")) == 12
    assert deid.vocabulary_version("beta") is None
