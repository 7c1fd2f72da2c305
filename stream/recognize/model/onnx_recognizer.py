"""In-process recognizer: the exported ONNX tagger run with onnxruntime, no server needed."""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np
import onnxruntime as ort

from stream.core.spans import Note, Span
from stream.recognize.model.artifacts import ModelFiles, model_files
from stream.recognize.model.tagger import ModelError, WindowedTagger, texts_of
from stream.recognize.trace import Trace


class OnnxScorer:
    """An onnxruntime session over an ONNX file of the tagger, run on threads of its own:
    `parallel` batches at once, each on `threads` intra-op threads (0: every core)."""

    def __init__(self, path, threads: int = 0, *, spinning: bool = True,
                 profile_prefix: str | None = None, parallel: int = 1):
        # onnxruntime sets the denormals-are-zero flag on the thread that opens the session
        # (and on its own pool threads): on the caller's thread that would change every float
        # computation the process makes afterwards, so the session lives on threads of its own.
        self.parallel = parallel
        self._threads = ThreadPoolExecutor(max_workers=parallel, thread_name_prefix="onnx-session")
        self.session = self._threads.submit(
            open_session, path, threads, spinning, profile_prefix).result()

    def logits(self, inputs: dict[str, np.ndarray]) -> np.ndarray:
        """Logits [B, L, T] of one batch."""
        return _result(self._submit(inputs))

    def logits_of(self, batches: Iterable[dict[str, np.ndarray]]) -> Iterator[np.ndarray]:
        """Logits of each batch, in order, `parallel` batches computing at a time."""
        # As many batches again wait queued: a thread that finishes starts the next at once
        # instead of idling until this (GIL-bound) caller takes the result and submits one
        # (model benchmark, interleaved: 20,200 content tokens/s against 17,700).
        running: deque[Future] = deque()
        for inputs in batches:
            running.append(self._submit(inputs))
            if len(running) >= 2 * self.parallel:
                yield _result(running.popleft())
        while running:
            yield _result(running.popleft())

    def _submit(self, inputs: dict[str, np.ndarray]) -> Future:
        return self._threads.submit(self.session.run, ["logits"], inputs)


def _result(future: Future) -> np.ndarray:
    """The logits a session run computed; its failure as a ModelError."""
    try:
        return future.result()[0]
    except Exception as exc:  # onnxruntime raises its own untyped errors
        raise ModelError(f"onnxruntime failed: {type(exc).__name__}") from exc


def open_session(path, threads: int, spinning: bool,
                 profile_prefix: str | None) -> ort.InferenceSession:
    """A CPU session over `path` with the options the tagger is measured with."""
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # Fold the DequantizeLinear nodes of the int8 embedding tables into fp32 tables once,
    # at load (the linear layers are int8 products already).
    options.add_session_config_entry("session.disable_quant_qdq", "1")
    # Spinning threads answer the many small operators sooner on cores of their own; on a
    # few shared cores (other processes) they take the core the work they wait for needs.
    options.add_session_config_entry("session.intra_op.allow_spinning", "1" if spinning else "0")
    # Denormal floats (the far tails of softmax and GELU) flushed to zero: x86 computes them
    # on a slow path. The model benchmark's logits are bit-identical with and without it.
    options.add_session_config_entry("session.set_denormal_as_zero", "1")
    if profile_prefix:  # onnxruntime's per-operator profile (perf/onnx_op_profile.py)
        options.enable_profiling = True
        options.profile_file_prefix = profile_prefix
    return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


class OnnxRecognizer:
    """PHI spans from the token classifier, run in this process."""

    name = "model"
    traced = True
    pipeline_notes = 0
    """A composite submits the whole batch: its notes' windows are scored together, so the
    cores stay busy to the end of it (a window's logits depend on no other window of its batch,
    so how the windows are cut into batches changes no span)."""

    def __init__(self, files: ModelFiles | None = None, *, threads: int = 0, max_batch: int = 0,
                 profile: str = "balanced", spinning: bool = True,
                 parallel_batches: bool = True):
        """`threads`: the cores the model uses (0: every core this process may run on);
        `parallel_batches`: each of them runs a batch of its own, single-threaded, or else
        every batch runs on all of them (`spinning`: their idle threads spin); `max_batch`:
        windows per batch (0: 1 in parallel, else 4)."""
        # Run in parallel, one window a batch is as fast as 2 or 4 (perf/model_throughput.py,
        # stream benchmark), computes no padding, keeps the cores busy to the end of a call and
        # onnxruntime's arena smallest (worker peak RSS 365 MB against 421 MB with 4). Run on
        # all cores, batches of 4 are as fast as 16 and keep the arena small (peak +40 MB
        # instead of +115 MB over 200 notes).
        files = files or model_files()
        cores = threads or len(os.sched_getaffinity(0))
        parallel = cores if parallel_batches else 1
        max_batch = max_batch or (1 if parallel_batches else 4)
        self.tagger = WindowedTagger.from_files(files, max_batch=max_batch, profile=profile,
                                                min_batches=parallel)
        if parallel_batches:
            self.scorer = OnnxScorer(files.onnx, 1, spinning=False, parallel=parallel)
        else:
            self.scorer = OnnxScorer(files.onnx, threads, spinning=spinning)
        self._runner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="onnx")

    def recognize(self, note: Note, trace: Trace | None = None) -> list[Span]:
        """Spans of one note (`trace`: what the threshold and the rule filters removed)."""
        return self.tagger.run([note.text], self.scorer, self.name, trace)[0]

    def recognize_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        """Spans of several notes; their windows share batches."""
        return self.tagger.run(texts_of(notes), self.scorer, self.name)

    def submit_batch(self, notes: Sequence[Note]) -> Future[list[list[Span]]]:
        """Start `recognize_batch` on this recognizer's own thread (base.BackgroundRecognizer):
        onnxruntime releases the GIL, so the caller's rules run meanwhile."""
        return self._runner.submit(self.recognize_batch, list(notes))
