"""Typed records that flow between the stages: notes in, spans out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stream.categories import Label


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
