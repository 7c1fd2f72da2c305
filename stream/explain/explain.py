"""What proposed each candidate span of a note, what removed or trimmed it, and the final spans.

The final spans are the detector's own (`Deidentifier.detect`); the candidates are each
recognizer's spans on the same normalised note, mapped back to the original text. Each says
what proposed it: the rule (`pattern:<family>/<rule>`), the gazetteer list
(`gazetteer:<list>`), the model and its score, a value the record declares (`known:<field>`),
the site vocabulary's deny entry, or the mention a repeated one repeats. The trace sink
(stream/recognize/trace.py) reports what was refused or trimmed on the way: the matches the
rules refused, the model's spans below the profile's threshold or refused or cut by the rule
filters on model spans, and the merged spans the last check refused or cut. A candidate's
fate is read against the merged spans before and after the tenant's allow entries: kept, part
of a joined span, trimmed, lost to a span of another category, removed by an allow entry
(named), or dropped by the merge. Prints note text: a local tool, never reachable from the
worker.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from stream.core.categories import Label
from stream.core.normalize import (
    Normalized,
    normalized_metadata,
    normalized_note,
    original_spans,
)
from stream.core.spans import Note, Span
from stream.engine.deidentify import Deidentifier
from stream.recognize.base import components
from stream.recognize.merge import family
from stream.recognize.repeats import SOURCE as REPEAT
from stream.recognize.rules import CompositeRecognizer, merged_with_repeats
from stream.recognize.trace import Refusal, TraceLog, Trim
from stream.recognize.vocabulary.compiled import SOURCE as VOCABULARY
from stream.recognize.vocabulary.entries import ALLOW, DENY
from stream.recognize.vocabulary.variants import matching_entry

KEPT = "kept"
ALLOWED = "removed by an allow entry of the tenant's vocabulary"
DROPPED = "dropped by the merge"
KNOWN = "a value the record declares"


@dataclass(frozen=True, slots=True)
class Candidate:
    """A span a recognizer proposed (original offsets), what proposed it beyond its source
    (a vocabulary entry, the mention it repeats, ...; "" when the source says all), and what
    became of it."""

    span: Span
    fate: str
    origin: str = ""


@dataclass(frozen=True, slots=True)
class Explanation:
    """Every candidate, every refused or trimmed proposal and the final spans of one note;
    `threshold` is the model's (its profile and O bias), "" without a model."""

    note: Note
    candidates: list[Candidate]
    refusals: list[Refusal]
    trims: list[Trim]
    final: list[Span]
    threshold: str = ""


def explain(deidentifier: Deidentifier, note: Note) -> Explanation:
    """The explanation of `note` under `deidentifier` (its recognizer, profile and vocabularies)."""
    final = deidentifier.detect(note)
    merged = Deidentifier(deidentifier.recognizer, deidentifier.anonymizer).detect(note)
    read, norm = normalized_note(note, normalized_metadata(note.metadata))
    trace = TraceLog()
    found: list[Span] = []
    for recognizer in _leaves(deidentifier.recognizer):
        found += (recognizer.recognize(read, trace) if getattr(recognizer, "traced", False)
                  else recognizer.recognize(read))
    if isinstance(deidentifier.recognizer, CompositeRecognizer):
        merged_with_repeats(found, read.text, trace)  # for what its last check refuses
    proposed = original_spans(found, norm) + [s for s in final if s.source == REPEAT]
    words = _Attribution(deidentifier, note, final)
    candidates = [Candidate(s, words.fate(s, merged), words.origin(s)) for s in sorted(
        proposed, key=lambda s: (s.start, s.end, s.source))]
    return Explanation(note, candidates, _refusals(trace, norm), _trims(trace, norm), final,
                       _threshold(deidentifier.recognizer))


def _leaves(recognizer: object) -> Iterator[object]:
    """The recognizers that find spans themselves (not composites)."""
    return (r for r in components(recognizer) if not hasattr(r, "recognizers"))


def _threshold(recognizer: object) -> str:
    """The model's threshold in words: its profile and how far it lowers the O tag."""
    for leaf in _leaves(recognizer):
        tagger = getattr(leaf, "tagger", None)
        if tagger is not None:
            return f"profile {tagger.profile}, O logit {-tagger.o_bias:+.2f}"
    return ""


def _original(start: int, end: int, norm: Normalized) -> tuple[int, int]:
    """[start, end) of the normalised text in original offsets."""
    span = norm.span(Span(start, end, Label.OTHER, "", 0.0))
    return span.start, span.end


def _refusals(trace: TraceLog, norm: Normalized) -> list[Refusal]:
    """The trace's refusals in original offsets, once each, in text order."""
    found = {Refusal(r.source, *_original(r.start, r.end, norm), r.reason)
             for r in trace.refusals}
    return sorted(found, key=lambda r: (r.start, r.end, r.source, r.reason))


def _trims(trace: TraceLog, norm: Normalized) -> list[Trim]:
    """The trace's trims in original offsets, once each, in text order."""
    found = {Trim(t.source, *_original(t.start, t.end, norm),
                  *_original(t.kept_start, t.kept_end, norm), t.reason) for t in trace.trims}
    return sorted(found, key=lambda t: (t.start, t.end, t.kept_start, t.source))


class _Attribution:
    """Origins and fates of one note's candidates."""

    def __init__(self, deidentifier: Deidentifier, note: Note, final: list[Span]) -> None:
        vocabularies = deidentifier.vocabularies
        self.text = note.text
        self.final = final
        self.compiled = vocabularies.get(note.tenant) if vocabularies is not None else None
        self.entries = vocabularies.entries(note.tenant) if self.compiled is not None else ()

    def origin(self, span: Span) -> str:
        """What proposed `span`, beyond its source."""
        if span.source == VOCABULARY:
            return self._entry(span.start, span.end, DENY)
        if span.source == REPEAT:
            word = re.compile(rf"\b{re.escape(self.text[span.start:span.end])}\b", re.I)
            first = [f for f in self.final if f.source != REPEAT and f.label is span.label
                     and word.search(self.text, f.start, f.end)]
            return f"another mention of {_where(first[0])}" if first else "another mention"
        if span.source.startswith("known"):
            return f"{KNOWN} ({span.source.partition(':')[2] or 'input'})"
        return ""

    def _entry(self, start: int, end: int, kind: str) -> str:
        found = matching_entry(self.entries, self.text[start:end], kind)
        if found is None:
            return f"a {kind} entry of the tenant's vocabulary"
        number, variant = found
        return f"{kind} entry {number}" + (" (a generated variant)" if variant else "")

    def fate(self, span: Span, merged: list[Span]) -> str:
        """What became of a candidate: kept, joined, trimmed, lost, allowed or dropped."""
        if span in self.final:
            return KEPT
        over = [f for f in self.final if f.start < span.end and span.start < f.end]
        if not over:
            if any(m.start < span.end and span.start < m.end for m in merged):
                return self._allowed(span)
            return DROPPED
        same = [f for f in over if family(f.label) == family(span.label)]
        others = [f for f in over if f not in same]
        parts = [f"{'same characters, kept as' if _extent(f) == _extent(span) else 'part of'} "
                 f"{_where(f)}" for f in same]
        parts += [f"lost {'to' if _covers(f, span) else 'characters to'} {_where(f)}"
                  for f in others]
        if same and not any(_covers(f, span) for f in same):
            parts.append("trimmed")
        return "; ".join(parts)

    def _allowed(self, span: Span) -> str:
        """ALLOWED, naming the allow entry whose term holds `span`."""
        ranges = self.compiled.allowed_ranges(self.text) if self.compiled is not None else []
        for a, b in ranges:
            if a <= span.start and span.end <= b:
                found = matching_entry(self.entries, self.text[a:b], ALLOW)
                if found is not None:
                    return f"removed by {ALLOW} entry {found[0]} of the tenant's vocabulary"
        return ALLOWED


def _extent(span: Span) -> tuple[int, int]:
    return span.start, span.end


def _covers(outer: Span, inner: Span) -> bool:
    return outer.start <= inner.start and inner.end <= outer.end


def _where(span: Span) -> str:
    return f"{span.start}-{span.end} {span.label} ({span.source})"


def render(explanation: Explanation) -> Iterator[str]:
    """The explanation as text lines: candidates, refused and trimmed proposals, final spans."""
    text = explanation.note.text
    yield f"note {explanation.note.id}: {len(text)} characters"
    if explanation.threshold:
        yield f"model threshold: {explanation.threshold}"
    yield "candidates (what proposed them -> what became of them):"
    for c in explanation.candidates:
        origin = f" [{c.origin}]" if c.origin else ""
        yield (f"  {_quoted(text, c.span.start, c.span.end)} {c.span.start}-{c.span.end} "
               f"{c.span.label} score {c.span.score:.2f} from {c.span.source}{origin} "
               f"-> {c.fate}")
    yield "refused (proposed, then refused by the rule, the threshold or a filter):"
    for r in explanation.refusals:
        yield f"  {_quoted(text, r.start, r.end)} {r.start}-{r.end} {r.source}: {r.reason}"
    yield "trimmed (cut by a filter, what was kept):"
    for t in explanation.trims:
        yield (f"  {_quoted(text, t.start, t.end)} {t.start}-{t.end} -> "
               f"{_quoted(text, t.kept_start, t.kept_end)} {t.kept_start}-{t.kept_end} "
               f"{t.source}: {t.reason}")
    yield "final spans:"
    for s in explanation.final:
        yield (f"  {_quoted(text, s.start, s.end)} {s.start}-{s.end} {s.label} "
               f"score {s.score:.2f} ({s.source})")


def _quoted(text: str, start: int, end: int) -> str:
    return repr(text[start:end])
