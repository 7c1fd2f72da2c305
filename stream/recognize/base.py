"""The recognizer seam: a note in, typed spans out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from stream.spans import Note, Span


class Recognizer(Protocol):
    """Finds PHI in notes. Implementations must raise, never return [], when they fail."""

    name: str

    def recognize(self, note: Note) -> list[Span]:
        """Spans of PHI in `note.text`, in any order, possibly overlapping."""
        ...


def recognize_all(recognizer: Recognizer, notes: Sequence[Note]) -> list[list[Span]]:
    """Run `recognizer` on a batch, through its `recognize_batch` when it has one."""
    batch = getattr(recognizer, "recognize_batch", None)
    if batch is not None:
        return batch(notes)
    return [recognizer.recognize(note) for note in notes]
