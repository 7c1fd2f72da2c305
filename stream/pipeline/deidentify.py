"""Detect then anonymize one note: the pure transform shared by the CLI and the worker."""

from __future__ import annotations

from dataclasses import dataclass

from stream.anonymize.engine import AnonymizedText, Anonymizer
from stream.keyring.base import TenantKey
from stream.recognize.base import Recognizer
from stream.recognize.merge import merge
from stream.spans import Note, Span


@dataclass(frozen=True, slots=True)
class DeidentifiedNote:
    spans: list[Span]
    """Merged spans in original coordinates (the span cache)."""
    result: AnonymizedText


class Deidentifier:
    """Recognizer + anonymizer; raises rather than passing a note through when a stage fails."""

    def __init__(self, recognizer: Recognizer, anonymizer: Anonymizer) -> None:
        self.recognizer = recognizer
        self.anonymizer = anonymizer

    def detect(self, note: Note) -> list[Span]:
        """Merged, non-overlapping spans of `note`."""
        return merge(self.recognizer.recognize(note), note.text)

    def deidentify(self, note: Note, key: TenantKey) -> DeidentifiedNote:
        spans = self.detect(note)
        result = self.anonymizer.anonymize(note.text, spans, key, note_id=note.id,
                                           patient_id=note.patient_id)
        return DeidentifiedNote(spans, result)
