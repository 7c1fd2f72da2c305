"""Windows of <= 512 tokens over a note, batched by length, with overlap-averaged logits."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from stream.recognize.model.encoding import CASE_PAD, Encoded

MAX_WINDOW = 512


@dataclass(frozen=True, slots=True)
class TokenWindow:
    """Content tokens [start, end) of note number `note`."""

    note: int
    start: int
    end: int

    def __len__(self) -> int:
        return self.end - self.start


def plan(n_tokens: int, content: int, overlap: int) -> list[tuple[int, int]]:
    """Token ranges of at most `content` tokens covering [0, n_tokens), neighbours overlapping."""
    if content + 2 > MAX_WINDOW or not 0 <= overlap < content:
        raise ValueError("windows need content + 2 <= 512 and 0 <= overlap < content")
    if n_tokens <= 0:
        return []
    if n_tokens <= content:
        return [(0, n_tokens)]
    stride = content - overlap
    ranges = []
    start = 0
    while start + content < n_tokens:
        ranges.append((start, start + content))
        start += stride
    ranges.append((n_tokens - content, n_tokens))
    return ranges


def windows_for(encodings: list[Encoded], content: int, overlap: int) -> list[TokenWindow]:
    """Every window of every note."""
    return [
        TokenWindow(i, s, e)
        for i, enc in enumerate(encodings)
        for s, e in plan(len(enc), content, overlap)
    ]


def batches(windows: list[TokenWindow], max_batch: int, max_tokens: int,
            min_batches: int = 1) -> list[list[TokenWindow]]:
    """Length-bucketed batches: windows sorted by length, each batch within both limits, and
    cut into at least `min_batches` batches where there are as many windows (to run them in
    parallel). Batches of one window keep the notes' order: there is no padding to save, and
    each note's windows are then done together, so it can be decoded while others compute."""
    max_batch = max(1, min(max_batch, -(-len(windows) // min_batches)))
    if max_batch == 1:
        return [[window] for window in windows]
    out: list[list[TokenWindow]] = []
    current: list[TokenWindow] = []
    for window in sorted(windows, key=len, reverse=True):
        width = len(current[0]) + 2 if current else len(window) + 2
        if current and (len(current) >= max_batch or (len(current) + 1) * width > max_tokens):
            out.append(current)
            current = []
        current.append(window)
    if current:
        out.append(current)
    return out


def tensors(
    batch: list[TokenWindow], encodings: list[Encoded], cls_id: int, sep_id: int, pad_id: int
) -> dict[str, np.ndarray]:
    """input_ids, attention_mask and case_ids (int64 [B, L]) for one batch, [CLS] ... [SEP]."""
    width = max(len(w) for w in batch) + 2
    ids = np.full((len(batch), width), pad_id, dtype=np.int64)
    mask = np.zeros((len(batch), width), dtype=np.int64)
    cases = np.full((len(batch), width), CASE_PAD, dtype=np.int64)
    for row, w in enumerate(batch):
        enc = encodings[w.note]
        n = len(w)
        ids[row, 0] = cls_id
        ids[row, 1 : n + 1] = enc.ids[w.start : w.end]
        ids[row, n + 1] = sep_id
        mask[row, : n + 2] = 1
        cases[row, 1 : n + 1] = enc.cases[w.start : w.end]
    return {"input_ids": ids, "attention_mask": mask, "case_ids": cases}


class LogitAccumulator:
    """Sums window logits per content token and divides by how many windows saw it."""

    def __init__(self, encodings: list[Encoded], num_tags: int):
        self.sums = [np.zeros((len(e), num_tags), dtype=np.float32) for e in encodings]
        self.counts = [np.zeros(len(e), dtype=np.float32) for e in encodings]

    def add(self, batch: list[TokenWindow], logits: np.ndarray) -> None:
        """Add the logits [B, L, T] of one batch."""
        for row, w in enumerate(batch):
            self.sums[w.note][w.start : w.end] += logits[row, 1 : len(w) + 1]
            self.counts[w.note][w.start : w.end] += 1.0

    def averaged(self, note: int) -> np.ndarray:
        """Mean logits [n, T] of one note; raises if a token was not covered."""
        counts = self.counts[note]
        if counts.size and counts.min() < 1:
            raise RuntimeError("a token was not covered by any window")
        return self.sums[note] / counts[:, None] if counts.size else self.sums[note]
