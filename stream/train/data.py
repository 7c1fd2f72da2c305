"""Training examples: synthetic notes tokenized into windows with per-token BIO tag ids."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from stream.core.spans import Span
from stream.recognize.model.encoding import CASE_PAD, Encoded, NoteTokenizer
from stream.recognize.model.labels import begin, inside
from stream.recognize.model.token_windows import plan
from stream.synthetic.generator import SyntheticNote

IGNORE = -100


@dataclass(frozen=True, slots=True)
class Example:
    """One window: token ids, case ids and tag ids, without [CLS]/[SEP]."""

    ids: np.ndarray
    cases: np.ndarray
    tags: np.ndarray


def token_tags(enc: Encoded, spans: list[Span]) -> np.ndarray:
    """BIO tag id per token: a token inside a gold span gets B on the span's first token, else I."""
    tags = np.zeros(len(enc), dtype=np.int64)
    if not len(enc):
        return tags
    starts = enc.offsets[:, 0]
    ends = enc.offsets[:, 1]
    for span in spans:
        inside_mask = (starts < span.end) & (ends > span.start)
        idx = np.nonzero(inside_mask)[0]
        if idx.size:
            tags[idx] = inside(span.label)
            tags[idx[0]] = begin(span.label)
    return tags


def examples(
    notes: Iterable[SyntheticNote], tokenizer: NoteTokenizer, content: int, overlap: int
) -> list[Example]:
    """Window examples of every note."""
    out: list[Example] = []
    notes = list(notes)
    for note, enc in zip(notes, tokenizer.encode_batch([n.text for n in notes]), strict=True):
        tags = token_tags(enc, note.spans)
        for s, e in plan(len(enc), content, overlap):
            out.append(Example(enc.ids[s:e], enc.cases[s:e], tags[s:e]))
    return out


def batch_arrays(
    batch: list[Example], cls_id: int, sep_id: int, pad_id: int
) -> dict[str, np.ndarray]:
    """Padded arrays for one training batch; tags of specials and padding are IGNORE."""
    width = max(len(x.ids) for x in batch) + 2
    ids = np.full((len(batch), width), pad_id, dtype=np.int64)
    mask = np.zeros_like(ids)
    cases = np.full_like(ids, CASE_PAD)
    tags = np.full_like(ids, IGNORE)
    for row, x in enumerate(batch):
        n = len(x.ids)
        ids[row, 0], ids[row, n + 1] = cls_id, sep_id
        ids[row, 1 : n + 1] = x.ids
        mask[row, : n + 2] = 1
        cases[row, 1 : n + 1] = x.cases
        tags[row, 1 : n + 1] = x.tags
    return {"input_ids": ids, "attention_mask": mask, "case_ids": cases, "tags": tags}


def length_batches(items: list[Example], size: int, rng: random.Random) -> list[list[Example]]:
    """Batches of similar length (less padding), in shuffled order."""
    order = sorted(range(len(items)), key=lambda i: (len(items[i].ids), rng.random()))
    chunks = [[items[i] for i in order[k : k + size]] for k in range(0, len(order), size)]
    rng.shuffle(chunks)
    return chunks
