"""The rules recognizer (regex patterns, gazetteer, known values) and the composite that merges."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future

from stream.core.categories import NAME_LABELS, Label
from stream.core.spans import Note, Span
from stream.recognize.base import Recognizer, background, recognize_all
from stream.recognize.clinical_content import refuse_non_phi
from stream.recognize.gazetteer import GazetteerRecognizer
from stream.recognize.known_values import KnownValuesRecognizer
from stream.recognize.merge import merge
from stream.recognize.neighbours import neighbour_spans
from stream.recognize.patterns import PatternRecognizer
from stream.recognize.repeats import repeated_mentions
from stream.recognize.trace import Trace

__all__ = ["CompositeRecognizer", "RulesRecognizer", "default_rule_recognizers"]

_WORDED = NAME_LABELS | {Label.HOSPITAL, Label.LOCATION}


class CompositeRecognizer:
    """Runs several recognizers on each note and merges their spans into one list."""

    def __init__(self, recognizers: Sequence[Recognizer], name: str = "composite") -> None:
        if not recognizers:
            raise ValueError("a composite recognizer needs at least one recognizer")
        self.recognizers = tuple(recognizers)
        self.name = name

    def recognize(self, note: Note) -> list[Span]:
        """Merged spans of every recognizer: sorted, non-overlapping."""
        found: list[Span] = []
        for recognizer in self.recognizers:
            found.extend(recognizer.recognize(note))
        return merged_with_repeats(found, note.text)

    def recognize_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        """`recognize` for a batch, letting each recognizer use its own batch path. Those that
        compute in the background (base.BackgroundRecognizer: Triton, onnxruntime) are
        submitted first, in chunks of their `pipeline_notes`; the others run here, chunk by
        chunk, while they compute. Any recognizer's failure fails the batch (the submitted
        batches still pending are cancelled)."""
        chunks = _chunks(notes, self._pipeline_notes(len(notes)))
        submitted = {i: [b.submit_batch(chunk) for chunk in chunks]
                     for i, r in enumerate(self.recognizers) if (b := background(r)) is not None}
        try:
            return [spans for k, chunk in enumerate(chunks)
                    for spans in self._merged_chunk(chunk, {i: f[k] for i, f in submitted.items()})]
        finally:
            for futures in submitted.values():
                for future in futures:
                    future.cancel()

    def _merged_chunk(self, chunk: Sequence[Note],
                      submitted: dict[int, Future[list[list[Span]]]]) -> list[list[Span]]:
        """Merged spans of one chunk: the recognizers not `submitted` (by index) run now, then
        the submitted ones are awaited; spans are gathered in the recognizers' order."""
        here = {i: recognize_all(r, chunk) for i, r in enumerate(self.recognizers)
                if i not in submitted}
        per_recognizer = [here[i] if i in here else submitted[i].result()
                          for i in range(len(self.recognizers))]
        return [merged_with_repeats([s for spans in per_recognizer for s in spans[j]], note.text)
                for j, note in enumerate(chunk)]

    def _pipeline_notes(self, count: int) -> int:
        """Notes per chunk: the smallest `pipeline_notes` of the background recognizers, or the
        whole batch."""
        sizes = [b.pipeline_notes for r in self.recognizers
                 if (b := background(r)) is not None and b.pipeline_notes > 0]
        return max(1, min(sizes, default=count))


def _chunks(notes: Sequence[Note], size: int) -> list[Sequence[Note]]:
    """`notes` cut into consecutive chunks of `size` (the last may be shorter)."""
    return [notes[first:first + size] for first in range(0, len(notes), size)]


def merged_with_repeats(found: list[Span], text: str, trace: Trace | None = None) -> list[Span]:
    """The merge of `found`, with the other mentions of its names and places (repeats.py),
    the spans found ones imply next to them (neighbours.py) and the proposals a merged span
    took over before its check cut it; clinical content and spans that cannot be of their
    label are refused after each merge (clinical_content.py), so that no proposer's span
    escapes the check (`trace`: what the check refused or cut)."""
    merged = merge(found, text)
    spans = refuse_non_phi(merged, text, trace)
    again = (_released(found, merged, spans) + repeated_mentions(spans, text)
             + neighbour_spans(spans, text))
    return refuse_non_phi(merge(spans + again, text), text, trace) if again else spans


def _released(found: list[Span], merged: list[Span], kept: list[Span]) -> list[Span]:
    """The values (no names or places, whose cut words were judged no entity) that a merged
    span took over before its check cut them away, to be judged again ("dob 3/3/1997 / 22
    yo": the age the tagger's date ran over is the age's when the date ends at its year)."""
    unchanged = set(kept)
    changed = [m for m in merged if m not in unchanged]
    if not changed:
        return []
    return [s for s in found
            if s.label not in _WORDED
            and any(s.start < m.end and m.start < s.end and (s.start, s.end) != (m.start, m.end)
                    for m in changed)
            and not any(s.start < k.end and k.start < s.end for k in kept)]


def default_rule_recognizers(*, high_recall: bool = False) -> list[Recognizer]:
    """The rules: regex pattern families (with the weaker cues when `high_recall`), the
    gazetteer and the note's known values."""
    return [PatternRecognizer(high_recall=high_recall), GazetteerRecognizer(),
            KnownValuesRecognizer()]


class RulesRecognizer(CompositeRecognizer):
    """Patterns + gazetteer + known values, merged; the recognizer named "rules"."""

    def __init__(self, recognizers: Sequence[Recognizer] | None = None, *,
                 high_recall: bool = False) -> None:
        chosen = (default_rule_recognizers(high_recall=high_recall) if recognizers is None
                  else recognizers)
        super().__init__(chosen, name="rules")
