"""Tokenize a whole note once: WordPiece ids, character offsets, words and a casing feature.

The encoder is uncased, so the case of each word travels as a separate small id per token
(CASE_* below); every sub-token of a word gets the word's case class.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer

CASE_PAD, CASE_LOWER, CASE_TITLE, CASE_UPPER, CASE_INITIAL, CASE_MIXED, CASE_DIGIT, CASE_OTHER = (
    range(8)
)
NUM_CASES = 8


@dataclass(frozen=True, slots=True)
class Encoded:
    """Content tokens of a note (no special tokens)."""

    ids: np.ndarray  # int64 [n]
    offsets: np.ndarray  # int64 [n, 2] character offsets into the note
    words: np.ndarray  # int64 [n] word index of each token
    cases: np.ndarray  # int64 [n] case class of each token's word

    def __len__(self) -> int:
        return int(self.ids.shape[0])


def case_class(word: str) -> int:
    """The case class of one word."""
    letters = [ch for ch in word if ch.isalpha()]
    if not letters:
        return CASE_DIGIT if any(ch.isdigit() for ch in word) else CASE_OTHER
    if all(ch.islower() for ch in letters):
        return CASE_LOWER
    if all(ch.isupper() for ch in letters):
        return CASE_INITIAL if len(letters) == 1 else CASE_UPPER
    if letters[0].isupper() and all(ch.islower() for ch in letters[1:]):
        return CASE_TITLE
    return CASE_MIXED


def word_starts(words: np.ndarray) -> np.ndarray:
    """Index of the first token of each word (the tokens of a word are contiguous)."""
    if words.size == 0:
        return np.zeros(0, dtype=np.int64)
    return np.flatnonzero(np.concatenate(([True], words[1:] != words[:-1])))


class NoteTokenizer:
    """WordPiece tokenization of full notes with truncation and padding switched off."""

    def __init__(self, path: Path):
        self.tokenizer = Tokenizer.from_file(str(path))
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()
        self.cls_id = self.tokenizer.token_to_id("[CLS]")
        self.sep_id = self.tokenizer.token_to_id("[SEP]")
        self.pad_id = self.tokenizer.token_to_id("[PAD]")

    def encode(self, text: str) -> Encoded:
        """Content tokens of `text`."""
        return self._pack(self.tokenizer.encode(text, add_special_tokens=False), text, {})

    def encode_batch(self, texts: list[str]) -> list[Encoded]:
        """Content tokens of several texts (tokenized in parallel by the Rust library)."""
        encs = self.tokenizer.encode_batch(texts, add_special_tokens=False)
        # the words' case classes are remembered for this call only: no note's words outlive it
        classes: dict[str, int] = {}
        return [self._pack(enc, text, classes) for enc, text in zip(encs, texts, strict=True)]

    @staticmethod
    def _pack(enc, text: str, classes: dict[str, int]) -> Encoded:
        """Arrays of one tokenizers Encoding, with word-level case classes (`classes`: those
        of the words seen so far in this call)."""
        n = len(enc.ids)
        if n == 0:
            empty = np.zeros(0, dtype=np.int64)
            return Encoded(empty, np.zeros((0, 2), dtype=np.int64), empty, empty)
        ids = np.asarray(enc.ids, dtype=np.int64)
        offsets = np.asarray(enc.offsets, dtype=np.int64).reshape(n, 2)
        words = np.asarray([-1 if w is None else w for w in enc.word_ids], dtype=np.int64)
        starts = word_starts(words)
        ends = np.append(starts[1:], n)
        words_text = [text[a:b] for a, b in
                      zip(offsets[starts, 0].tolist(), offsets[ends - 1, 1].tolist(), strict=True)]
        for word in words_text:
            if word not in classes:
                classes[word] = case_class(word)
        cases = np.repeat(np.asarray([classes[w] for w in words_text], dtype=np.int64),
                          ends - starts)
        return Encoded(ids, offsets, words, cases)
