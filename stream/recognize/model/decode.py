"""BIO decoding of token logits into character spans that start and end on word boundaries."""

from __future__ import annotations

import re

import numpy as np

from stream.core.spans import Span
from stream.recognize.model.encoding import Encoded, word_starts
from stream.recognize.model.labels import entity_of, is_begin
from stream.recognize.model.rule_filters import checked
from stream.recognize.titles import attach_titles
from stream.recognize.trace import Trace

_TRIM = " \t\r\n,;:"
_LINE = re.compile(r"[^\n]+")


def word_logits(enc: Encoded, logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per-word mean logits [w, T] and word character bounds [w, 2]."""
    starts = word_starts(enc.words)
    ends = np.append(starts[1:], len(enc))
    sums = np.add.reduceat(logits.astype(np.float64), starts, axis=0)
    bounds = np.stack((enc.offsets[starts, 0], enc.offsets[ends - 1, 1]), axis=1)
    return sums / (ends - starts)[:, None], bounds


def softmax(x: np.ndarray) -> np.ndarray:
    """Row-wise softmax."""
    z = np.exp(x - x.max(axis=-1, keepdims=True))
    return z / z.sum(axis=-1, keepdims=True)


def decode(text: str, enc: Encoded, logits: np.ndarray, source: str = "model",
           trace: Trace | None = None) -> list[Span]:
    """Spans from averaged token logits [n, T]: per-word tags, BIO runs, format checks, titles
    (with `trace`, the spans the rule filters refused or trimmed are reported to it)."""
    if len(enc) == 0:
        return []
    wl, bounds = word_logits(enc, logits)
    probs = softmax(wl)
    spans = _runs(text, bounds, probs, probs.argmax(axis=1), source)
    return attach_titles(checked(spans, text, trace), text)


def near_misses(text: str, enc: Encoded, logits: np.ndarray, margin: float,
                source: str = "model") -> list[Span]:
    """The spans the tagger would find if the O tag were lowered by `margin` more, that it does
    not find: each scored by its tag's probability at the logits given (below O's)."""
    if len(enc) == 0:
        return []
    wl, bounds = word_logits(enc, logits)
    probs = softmax(wl)
    found = _runs(text, bounds, probs, probs.argmax(axis=1), source)
    lowered = wl.copy()
    lowered[:, 0] -= margin
    return [s for s in _runs(text, bounds, probs, lowered.argmax(axis=1), source)
            if not any(f.start < s.end and s.start < f.end for f in found)]


def _runs(text: str, bounds: np.ndarray, probs: np.ndarray, tags: np.ndarray,
          source: str) -> list[Span]:
    """Spans over the BIO runs of per-word `tags`, scored by `probs` of their tags."""
    spans: list[Span] = []
    run: list[int] = []
    run_label = None
    for w in np.flatnonzero(tags).tolist():  # tag 0 is O: only the other words start or extend runs
        tag = int(tags[w])
        label = entity_of(tag)
        if run and (w != run[-1] + 1 or is_begin(tag) or label != run_label):
            spans.extend(_span(text, bounds, probs, tags, run, run_label, source))
            run = []
        if not run:
            run_label = label
        run.append(w)
    if run:
        spans.extend(_span(text, bounds, probs, tags, run, run_label, source))
    return spans


def _span(
    text: str,
    bounds: np.ndarray,
    probs: np.ndarray,
    tags: np.ndarray,
    run: list[int],
    label,
    source: str,
) -> list[Span]:
    """Spans over a run of words: one per line, trimmed of separators at their edges.

    A run that crosses a line break ("M.D.\nPleasant Hill Hospital") is split there: the lines
    of a letterhead or an address are separate mentions, and every character stays covered.
    """
    score = float(np.mean([probs[w, tags[w]] for w in run]))
    start, end = int(bounds[run[0], 0]), int(bounds[run[-1], 1])
    spans = []
    for line in _LINE.finditer(text, start, end):
        piece_start, piece_end = line.span()
        while piece_start < piece_end and text[piece_start] in _TRIM:
            piece_start += 1
        while piece_end > piece_start and text[piece_end - 1] in _TRIM:
            piece_end -= 1
        if any(c.isalnum() for c in text[piece_start:piece_end]):  # not a lone "-" or "."
            spans.append(Span(piece_start, piece_end, label, source=source, score=score))
    return spans
