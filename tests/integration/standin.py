"""The de-identifier the integration tests run: the real rules pipeline when it is installed.

Until the rules recognizer and every anonymizer strategy exist in this tree, a small
known-values + regex recognizer with placeholder redaction stands in, so the worker's Kafka
behaviour (transactions, DLQ, fail-closed, exactly-once) can be tested on its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from stream.anonymize.engine import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.categories import Label
from stream.config import PolicyConfig
from stream.spans import Note, Span

PATTERNS = [(re.compile(r"\(\d{3}\) \d{3}-\d{4}"), Label.PHONE),
            (re.compile(r"\b\d{2}/\d{2}/\d{4}\b"), Label.DATE),
            (re.compile(r"\b\d{7,9}\b"), Label.ID)]
META_LABELS = {"name": Label.PATIENT, "mrn": Label.ID, "dob": Label.DATE, "phone": Label.PHONE,
               "address": Label.LOCATION, "email": Label.EMAIL, "ssn": Label.ID}


def real_pipeline_available() -> bool:
    """Whether the rules recognizer and the full anonymizer are importable."""
    try:
        from stream.pipeline.deidentify import Deidentifier  # noqa: F401
        from stream.recognize.rules import RulesRecognizer  # noqa: F401

        Anonymizer(policy_from_config(PolicyConfig()))
    except ImportError:
        return False
    return True


class KnownValuesRecognizer:
    """Known values from metadata plus three regexes."""

    name = "standin"

    def recognize(self, note: Note) -> list[Span]:
        found: list[Span] = []
        for value, label in _known(note.metadata):
            for m in re.finditer(re.escape(value), note.text):
                found.append(Span(m.start(), m.end(), label, "known"))
        for pattern, label in PATTERNS:
            found += [Span(m.start(), m.end(), label, "regex") for m in pattern.finditer(note.text)]
        return _non_overlapping(found)


def _known(metadata: dict[str, Any]) -> list[tuple[str, Label]]:
    out = [(v, META_LABELS[k]) for k, v in (metadata.get("patient") or {}).items()
           if k in META_LABELS and v]
    out += [(p["name"], Label.PERSON) for p in metadata.get("relatives") or [] if p.get("name")]
    return out


def _non_overlapping(spans: list[Span]) -> list[Span]:
    kept: list[Span] = []
    end = -1
    for s in sorted(spans, key=lambda s: (s.start, -(s.end - s.start))):
        if s.start >= end:
            kept.append(s)
            end = s.end
    return kept


@dataclass(frozen=True)
class _Done:
    spans: list[Span]
    result: Any


class StandInDeidentifier:
    """Same interface as stream.pipeline.deidentify.Deidentifier."""

    def __init__(self) -> None:
        self.recognizer = KnownValuesRecognizer()
        self.anonymizer = Anonymizer(policy_from_config(PolicyConfig()), strategies={})

    def deidentify(self, note: Note, key: Any) -> _Done:
        spans = self.recognizer.recognize(note)
        return _Done(spans, self.anonymizer.anonymize(note.text, spans, key, note_id=note.id,
                                                      patient_id=note.patient_id))


def build_deidentifier() -> Any:
    """The real rules pipeline when available, else the stand-in."""
    if real_pipeline_available():
        from stream.pipeline.deidentify import Deidentifier
        from stream.recognize.rules import RulesRecognizer

        return Deidentifier(RulesRecognizer(), Anonymizer(policy_from_config(PolicyConfig())))
    return StandInDeidentifier()
