"""What proposed each candidate span of a note, what removed or trimmed it, and the final spans.

The final spans are the detector's own (`Deidentifier.detect`); the candidates are each
recognizer's spans on the same normalised note, mapped back to the original text, with the
matches the pattern rules refused (the trace sink of stream/recognize/trace.py). A candidate's
fate is read against the merged spans before and after the tenant's allow entries: kept, part
of a joined span, trimmed, lost to a span of another category, removed by an allow entry, or
dropped by the merge. Prints note text: a local tool, never reachable from the worker.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from stream.core.categories import Label
from stream.core.normalize import normalized_metadata, normalized_note, original_spans
from stream.core.spans import Note, Span
from stream.engine.deidentify import Deidentifier
from stream.recognize.base import components
from stream.recognize.merge import family
from stream.recognize.patterns import PatternRecognizer
from stream.recognize.trace import Refusal, TraceLog

KEPT = "kept"
ALLOWED = "removed by an allow entry of the tenant's vocabulary"
DROPPED = "dropped by the merge"


@dataclass(frozen=True, slots=True)
class Candidate:
    """A span a recognizer proposed (original offsets) and what became of it."""

    span: Span
    fate: str


@dataclass(frozen=True, slots=True)
class Explanation:
    """Every candidate, every refused match and the final spans of one note."""

    note: Note
    candidates: list[Candidate]
    refusals: list[Refusal]
    final: list[Span]


def explain(deidentifier: Deidentifier, note: Note) -> Explanation:
    """The explanation of `note` under `deidentifier` (its recognizer, profile and vocabularies)."""
    final = deidentifier.detect(note)
    merged = Deidentifier(deidentifier.recognizer, deidentifier.anonymizer).detect(note)
    read, norm = normalized_note(note, normalized_metadata(note.metadata))
    trace = TraceLog()
    proposed: list[Span] = []
    for recognizer in _leaves(deidentifier.recognizer):
        if isinstance(recognizer, PatternRecognizer):
            proposed += recognizer.recognize(read, trace)
        else:
            proposed += recognizer.recognize(read)
    proposed = original_spans(proposed, norm)
    proposed += [s for s in final if s.source == "repeat"]  # found after the first merge
    refusals = [Refusal(r.source, s.start, s.end, r.reason) for r in trace.refusals
                for s in original_spans([Span(r.start, r.end, Label.OTHER, r.source, 0.0)], norm)]
    candidates = [Candidate(s, fate(s, merged, final)) for s in sorted(
        proposed, key=lambda s: (s.start, s.end, s.source))]
    return Explanation(note, candidates, sorted(refusals, key=lambda r: (r.start, r.end)), final)


def _leaves(recognizer: object) -> Iterator[object]:
    """The recognizers that find spans themselves (not composites)."""
    return (r for r in components(recognizer) if not hasattr(r, "recognizers"))


def fate(span: Span, merged: list[Span], final: list[Span]) -> str:
    """What became of a candidate: kept, joined, trimmed, lost, allowed or dropped."""
    if span in final:
        return KEPT
    over = [f for f in final if f.start < span.end and span.start < f.end]
    if not over:
        gone = any(m.start < span.end and span.start < m.end for m in merged)
        return ALLOWED if gone else DROPPED
    same = [f for f in over if family(f.label) == family(span.label)]
    others = [f for f in over if f not in same]
    parts = [f"{'same characters, kept as' if _extent(f) == _extent(span) else 'part of'} "
             f"{_where(f)}" for f in same]
    parts += [f"lost {'to' if _covers(f, span) else 'characters to'} {_where(f)}"
              for f in others]
    if same and not any(_covers(f, span) for f in same):
        parts.append("trimmed")
    return "; ".join(parts)


def _extent(span: Span) -> tuple[int, int]:
    return span.start, span.end


def _covers(outer: Span, inner: Span) -> bool:
    return outer.start <= inner.start and inner.end <= outer.end


def _where(span: Span) -> str:
    return f"{span.start}-{span.end} {span.label} ({span.source})"


def render(explanation: Explanation) -> Iterator[str]:
    """The explanation as text lines: candidates, refused matches, final spans."""
    text = explanation.note.text
    yield f"note {explanation.note.id}: {len(text)} characters"
    yield "candidates (what proposed them -> what became of them):"
    for c in explanation.candidates:
        yield (f"  {_quoted(text, c.span.start, c.span.end)} {c.span.start}-{c.span.end} "
               f"{c.span.label} score {c.span.score:.2f} from {c.span.source} -> {c.fate}")
    yield "refused matches (the rule matched, then refused):"
    for r in explanation.refusals:
        yield f"  {_quoted(text, r.start, r.end)} {r.start}-{r.end} {r.source}: {r.reason}"
    yield "final spans:"
    for s in explanation.final:
        yield (f"  {_quoted(text, s.start, s.end)} {s.start}-{s.end} {s.label} "
               f"score {s.score:.2f} ({s.source})")


def _quoted(text: str, start: int, end: int) -> str:
    return repr(text[start:end])
