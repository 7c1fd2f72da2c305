"""Validate JSONL records of the offline contract into typed notes and spans.

Every error names the field and the problem, never the note text or a PHI value.
"""

from __future__ import annotations

from typing import Any

from stream.core.categories import parse_label
from stream.core.errors import InputError
from stream.core.spans import Note, Span, check_spans
from stream.formats.metadata import check_metadata


def _string(record: dict[str, Any], field: str, *, required: bool) -> str | None:
    value = record.get(field)
    if value is None:
        if required:
            raise InputError(f"missing field {field!r}")
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise InputError(f"field {field!r} must be a string")
    return str(value)


def parse_note(record: Any, *, allow_extra_metadata: bool = False) -> Note:
    """A Note from {"id", "text", "patient_id"?, "tenant"?, "metadata"?}.

    `metadata` must match its schema; with `allow_extra_metadata`, values under other keys
    are known identifiers.
    """
    if not isinstance(record, dict):
        raise InputError("record must be a JSON object")
    note_id = _string(record, "id", required=True)
    text = record.get("text")
    if text is None:
        raise InputError("missing field 'text'")
    if not isinstance(text, str):
        raise InputError("field 'text' must be a string")
    metadata = record.get("metadata")
    if metadata is not None and not isinstance(metadata, dict):
        raise InputError("field 'metadata' must be an object")
    known = check_metadata(metadata, allow_extra=allow_extra_metadata).for_recognizer()
    return Note(
        id=note_id or "",
        text=text,
        patient_id=_string(record, "patient_id", required=False),
        tenant=_string(record, "tenant", required=False),
        metadata=known,
    )


def parse_spans(record: dict[str, Any], text_length: int) -> list[Span]:
    """Spans from record["spans"], checked against the text; sorted, never overlapping."""
    raw = record.get("spans")
    if raw is None:
        raise InputError("missing field 'spans'")
    if not isinstance(raw, list):
        raise InputError("field 'spans' must be a list")
    return check_spans(text_length, [_span(i, item) for i, item in enumerate(raw)])


def _span(i: int, item: Any) -> Span:
    if not isinstance(item, dict):
        raise InputError(f"span {i} must be an object")
    start, end = item.get("start"), item.get("end")
    if not (_is_int(start) and _is_int(end)):
        raise InputError(f"span {i}: 'start' and 'end' must be integers")
    label = item.get("label")
    if not isinstance(label, str):
        raise InputError(f"span {i}: 'label' must be a string")
    try:
        parsed = parse_label(label)
    except ValueError:
        raise InputError(f"span {i}: unknown label {label[:40]!r}") from None
    return Span(start, end, parsed, source=str(item.get("source", "input")),
                score=float(item.get("score", 1.0)))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
