"""Detect then anonymize notes: the pure transform shared by the CLI and the worker."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from stream.anonymize.engine import AnonymizedText, Anonymizer
from stream.keyring.base import TenantKey
from stream.recognize.base import Recognizer, recognize_all
from stream.recognize.merge import merge
from stream.recognize.normalize import normalized_note, original_spans
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
        return self.detect_batch([note])[0]

    def detect_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        """Merged spans of each of `notes`, from one batched recognizer call (none if no notes).

        Recognizers read each note normalised (stream/recognize/normalize.py); the spans they
        find are mapped back to the original text before merging.
        """
        if not notes:
            return []
        normalized = [normalized_note(note) for note in notes]
        found = recognize_all(self.recognizer, [read for read, _ in normalized])
        return [merge(original_spans(spans, norm), note.text)
                for note, (_, norm), spans in zip(notes, normalized, found, strict=True)]

    def deidentify(self, note: Note, key: TenantKey, spans: list[Span] | None = None, *,
                   reference: date | None = None) -> DeidentifiedNote:
        """`note` anonymized under `key`, with `spans` when already detected (else detects);
        `reference` is the note time (ages of birth dates are read at it)."""
        spans = self.detect(note) if spans is None else spans
        result = self.anonymizer.anonymize(note.text, spans, key, note_id=note.id,
                                           patient_id=note.patient_id, reference=reference)
        return DeidentifiedNote(spans, result)
