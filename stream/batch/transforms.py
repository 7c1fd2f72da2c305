"""Record transforms of the offline commands (detect, anonymize, deidentify)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from stream.anonymize.anonymizer import AnonymizedText, Anonymizer
from stream.anonymize.keys import TenantKey
from stream.batch.contract import parse_note, parse_spans
from stream.batch.jsonl import Transform
from stream.core.errors import InputError
from stream.core.spans import Note
from stream.engine.deidentify import Deidentifier, anonymize_note


def _check_tenant(note: Note, key: TenantKey) -> None:
    if note.tenant is not None and note.tenant != key.tenant:
        raise InputError("record names a tenant other than --tenant")


@dataclass
class Redactions:
    """Spans of a run that no strategy could give a surrogate of their label (text that is not
    of its label, such as "APRV" read as a date): redacted, never passed through, and counted."""

    no_surrogate: int = 0


def _anonymized_record(note_id: str, result: AnonymizedText,
                       redactions: Redactions) -> dict[str, Any]:
    redactions.no_surrogate += result.fallbacks
    return {
        "id": note_id,
        "text": result.text,
        "spans": [s.to_json() for s in result.spans],
        "date_shift_basis": result.date_shift_basis,
    }


def detect_transform(deidentifier: Deidentifier, *,
                     allow_extra_metadata: bool = False) -> Transform:
    def transform(record: dict[str, Any]) -> dict[str, Any]:
        note = parse_note(record, allow_extra_metadata=allow_extra_metadata)
        return {"id": note.id, "spans": [s.to_json() for s in deidentifier.detect(note)]}

    return transform


def anonymize_transform(anonymizer: Anonymizer, key: TenantKey, *,
                        allow_extra_metadata: bool = False,
                        redactions: Redactions | None = None) -> Transform:
    counted = Redactions() if redactions is None else redactions

    def transform(record: dict[str, Any]) -> dict[str, Any]:
        note = parse_note(record, allow_extra_metadata=allow_extra_metadata)
        _check_tenant(note, key)
        spans = parse_spans(record, len(note.text))
        result = anonymize_note(anonymizer, note, key, spans).result
        return _anonymized_record(note.id, result, counted)

    return transform


def deidentify_transform(deidentifier: Deidentifier, key: TenantKey, *,
                         allow_extra_metadata: bool = False,
                         redactions: Redactions | None = None) -> Transform:
    counted = Redactions() if redactions is None else redactions

    def transform(record: dict[str, Any]) -> dict[str, Any]:
        note = parse_note(record, allow_extra_metadata=allow_extra_metadata)
        _check_tenant(note, key)
        note = replace(note, tenant=key.tenant)  # the tenant's site vocabulary applies
        return _anonymized_record(note.id, deidentifier.deidentify(note, key).result, counted)

    return transform
