"""Shared model recognizer logic: encode notes, window, score batches, average, decode."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol

import numpy as np

from stream.core.config import PROFILES
from stream.core.errors import DeidError
from stream.core.spans import Note, Span
from stream.recognize.model.artifacts import ModelFiles, load_settings, load_tags
from stream.recognize.model.decode import decode, near_misses
from stream.recognize.model.encoding import Encoded, NoteTokenizer
from stream.recognize.model.labels import TAGS
from stream.recognize.model.token_windows import (
    LogitAccumulator,
    TokenWindow,
    batches,
    tensors,
    windows_for,
)
from stream.recognize.trace import Refusal, Trace

NEAR_MISS = 2.0
"""How much further than the profile's O bias a traced note is read for the spans the
threshold removed (logits; `deid explain` shows them)."""


class ModelError(DeidError):
    """The model files are missing or inconsistent, or scoring failed."""


class Scorer(Protocol):
    """Runs the network: int64 [B, L] inputs in, float32 logits [B, L, T] out."""

    def logits_of(self, batches: Iterable[dict[str, np.ndarray]]) -> Iterator[np.ndarray]:
        """Logits of each batch, in order."""
        ...


class SequentialScorer:
    """A scorer that runs one batch at a time: its `logits_of` is its `logits` on each."""

    def logits(self, inputs: dict[str, np.ndarray]) -> np.ndarray:
        """Logits [B, L, T] of one batch."""
        raise NotImplementedError

    def logits_of(self, batches: Iterable[dict[str, np.ndarray]]) -> Iterator[np.ndarray]:
        """Logits of each batch, in order."""
        return map(self.logits, batches)


class WindowedTagger:
    """Everything between note text and spans except running the network."""

    def __init__(
        self,
        tokenizer: NoteTokenizer,
        settings: dict,
        *,
        max_batch: int = 16,
        max_tokens: int = 8192,
        min_batches: int = 1,
        profile: str = "balanced",
    ):
        self.content = int(settings["window_content_tokens"])
        self.overlap = int(settings["window_overlap_tokens"])
        self.o_bias = o_bias(settings, profile)
        self.profile = profile
        self.tokenizer = tokenizer
        self.max_batch = max_batch
        self.max_tokens = max_tokens
        self.min_batches = min_batches
        """How many batches a call's windows are cut into at least (a scorer's parallel runs)."""

    @classmethod
    def from_files(cls, files: ModelFiles, **kwargs) -> WindowedTagger:
        """A tagger configured by the exported model's files."""
        if not files.exists():
            raise ModelError(f"model files missing under {files.onnx.parents[1]}")
        if load_tags(files) != TAGS:
            raise ModelError("labels.txt does not match this build's tag set")
        return cls(NoteTokenizer(files.tokenizer), load_settings(files), **kwargs)

    def prepare(self, texts: Sequence[str]) -> tuple[list[Encoded], list[list[TokenWindow]]]:
        """Encodings of the texts and their length-bucketed window batches."""
        encodings = self.tokenizer.encode_batch(list(texts))
        wins = windows_for(encodings, self.content, self.overlap)
        return encodings, batches(wins, self.max_batch, self.max_tokens, self.min_batches)

    def inputs(self, batch: list[TokenWindow], encodings: list[Encoded]) -> dict[str, np.ndarray]:
        """Model inputs of one batch."""
        t = self.tokenizer
        return tensors(batch, encodings, t.cls_id, t.sep_id, t.pad_id)

    def finish(
        self, texts: Sequence[str], encodings: list[Encoded], acc: LogitAccumulator, source: str,
        trace: Trace | None = None,
    ) -> list[list[Span]]:
        """Decode averaged logits into spans per note (`trace`: see `decode`)."""
        return [
            self.decode(text, enc, acc.averaged(i), source, trace)
            for i, (text, enc) in enumerate(zip(texts, encodings, strict=True))
        ]

    def decode(self, text: str, enc: Encoded, logits: np.ndarray, source: str,
               trace: Trace | None = None) -> list[Span]:
        """Spans of one note from its averaged logits [n, T], with the calibrated O bias; with
        `trace`, the spans below the profile's threshold and those the rule filters refused
        or trimmed are reported to it."""
        biased = self._biased(logits)
        if trace is not None:
            for miss in near_misses(text, enc, biased, NEAR_MISS, source):
                trace.refused(Refusal(source, miss.start, miss.end, (
                    f"below the {self.profile} profile's threshold (O logit "
                    f"{-self.o_bias:+.2f}): tag probability {miss.score:.2f}")))
        return decode(text, enc, biased, source, trace)

    def _biased(self, logits: np.ndarray) -> np.ndarray:
        """Logits with the O tag lowered by the calibrated recall bias."""
        if self.o_bias and logits.size:
            logits = logits.copy()
            logits[:, 0] -= self.o_bias
        return logits

    def run(self, texts: Sequence[str], scorer: Scorer, source: str,
            trace: Trace | None = None) -> list[list[Span]]:
        """Spans of each text (`trace`: see `decode`); a note is decoded as soon as its last
        window is scored, while the scorer computes the next ones."""
        encodings, plan = self.prepare(texts)
        acc = LogitAccumulator(encodings, len(TAGS))
        windows_left = Counter(window.note for batch in plan for window in batch)
        spans: list[list[Span]] = [[] for _ in texts]  # a note without windows has none
        inputs = (self.inputs(batch, encodings) for batch in plan)
        for batch, logits in zip(plan, scorer.logits_of(inputs), strict=True):
            acc.add(batch, logits)
            for window in batch:
                windows_left[window.note] -= 1
                if windows_left[window.note] == 0:
                    i = window.note
                    spans[i] = self.decode(texts[i], encodings[i], acc.averaged(i), source, trace)
        return spans


def o_bias(settings: dict, profile: str) -> float:
    """The O-tag bias of `profile`, from the model's settings.json (`o_bias_profiles`)."""
    if profile not in PROFILES:
        raise ModelError(f"unknown recognizer profile {profile!r}")
    biases = settings.get("o_bias_profiles", {})
    if profile not in biases:
        if profile == "balanced" and not biases:
            return 0.0  # an export without calibration: the plain argmax
        raise ModelError(f"settings.json has no O bias for the {profile} profile")
    return float(biases[profile])


def texts_of(notes: Sequence[Note]) -> list[str]:
    """The texts of a batch of notes."""
    return [note.text for note in notes]
