"""Typed records that flow between the stages: notes in, spans out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from stream.core.categories import Label
from stream.core.errors import InputError


@dataclass(frozen=True, slots=True)
class Span:
    """A detected PHI span: 0-based, end-exclusive character offsets into the note text."""

    start: int
    end: int
    label: Label
    source: str = "input"
    score: float = 1.0

    def __len__(self) -> int:
        return self.end - self.start

    def reshaped(self, start: int, end: int) -> Span:
        """This span with new offsets (the same object when they do not change)."""
        if (start, end) == (self.start, self.end):
            return self
        return Span(start, end, self.label, self.source, self.score)

    def to_json(self) -> dict[str, Any]:
        return {
            "start": self.start,
            "end": self.end,
            "label": str(self.label),
            "source": self.source,
            "score": round(self.score, 4),
        }


@dataclass(frozen=True, slots=True)
class Note:
    """A note as every recognizer and the anonymizer see it."""

    id: str
    text: str
    patient_id: str | None = None
    tenant: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ReplacedSpan:
    """A span after anonymization: offsets into the new text, and where it came from."""

    start: int
    end: int
    label: Label
    orig_start: int
    orig_end: int
    strategy: str

    def to_json(self) -> dict[str, Any]:
        return {
            "start": self.start,
            "end": self.end,
            "label": str(self.label),
            "orig_start": self.orig_start,
            "orig_end": self.orig_end,
        }


def check_spans(text_length: int, spans: Sequence[Span]) -> list[Span]:
    """Spans sorted by start; InputError if one is out of range, empty, or overlaps another."""
    ordered = sorted(spans, key=lambda s: (s.start, s.end))
    previous_end = 0
    for span in ordered:
        if not 0 <= span.start < span.end <= text_length:
            raise InputError(f"span [{span.start}, {span.end}) is out of range "
                             f"for a text of {text_length} characters")
        if span.start < previous_end:
            raise InputError(f"span [{span.start}, {span.end}) overlaps the span before it")
        previous_end = span.end
    return ordered
