"""Triton Python-backend model: runs the ONNX file named by the config's `onnx_file` parameter
(beside this file) with onnxruntime on CPU.

Requests of equal shape that the dynamic batcher hands over together are one batch; a request
alone is one on its input tensors as they are (no copy). A batch is cut into runs of
`rows_per_run` windows (config parameter), each run only as wide as its longest window, and
`parallel_runs` of them compute at once, each on `intra_op_threads` threads: on CPU, runs of 16
windows cost twice the CPU seconds per content token of runs of 4, whose activations stay in
the core's cache and which hold less padding (`python perf/onnx_op_profile.py --max-batch 16`
against 4, one thread, 2026-12-04), and one single-threaded run per core wastes no time on
threads waiting for each other at every operator (as in process: recognizer
`onnx_parallel_batches`).
"""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import onnxruntime as ort
import triton_python_backend_utils as pb_utils

INPUTS = ("input_ids", "attention_mask", "case_ids")


class TritonPythonModel:
    """One onnxruntime session per model instance."""

    def initialize(self, args: dict) -> None:
        """Open the configured ONNX file of this version with the configured thread count."""
        parameters = json.loads(args["model_config"]).get("parameters", {})
        options = ort.SessionOptions()
        options.intra_op_num_threads = int(parameters["intra_op_threads"]["string_value"])
        # Fold the DequantizeLinear nodes of the int8 embedding tables into fp32 tables once,
        # at load (the linear layers are int8 products already).
        options.add_session_config_entry("session.disable_quant_qdq", "1")
        # Idle threads sleep instead of spinning: on a few shared cores (rules, Kafka, other
        # processes) a spinning thread takes the core the work it waits for needs.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        # Tiny values (softmax and GELU tails) flushed to zero: computing with denormal floats
        # is slow on x86; the logits are the same (stream.recognize.model.onnx_recognizer).
        options.add_session_config_entry("session.set_denormal_as_zero", "1")
        self.rows_per_run = int(parameters["rows_per_run"]["string_value"])
        parallel = int(parameters["parallel_runs"]["string_value"]) or len(os.sched_getaffinity(0))
        self.runs = ThreadPoolExecutor(max_workers=parallel, thread_name_prefix="onnx-run")
        name = parameters["onnx_file"]["string_value"]
        path = os.path.join(args["model_repository"], args["model_version"], name)
        self.session = ort.InferenceSession(path, options, providers=["CPUExecutionProvider"])

    def execute(self, requests: list) -> list:
        """Logits for each request; requests with the same input shape share one run."""
        arrays = [
            {name: pb_utils.get_input_tensor_by_name(r, name).as_numpy() for name in INPUTS}
            for r in requests
        ]
        groups: dict[tuple, list[int]] = {}
        for i, a in enumerate(arrays):
            groups.setdefault(a["input_ids"].shape[1:], []).append(i)
        out: list = [None] * len(requests)
        for members in groups.values():
            feed = arrays[members[0]] if len(members) == 1 else {
                n: np.concatenate([arrays[i][n] for i in members]) for n in INPUTS}
            logits = self._logits(feed)
            row = 0
            for i in members:
                rows = arrays[i]["input_ids"].shape[0]
                tensor = pb_utils.Tensor("logits", np.ascontiguousarray(logits[row : row + rows]))
                out[i] = pb_utils.InferenceResponse(output_tensors=[tensor])
                row += rows
        return out

    def _logits(self, feed: dict) -> np.ndarray:
        """Logits of one batch, run `rows_per_run` windows at a time, each run as wide as its
        longest window (windows are right-padded, and a window's logits depend on no other
        window of its run); the padding past a run's width gets zeros, which no client reads."""
        step = self.rows_per_run
        rows, width = feed["input_ids"].shape
        parts = self.runs.map(lambda first: self._run(feed, first, step, width),
                              range(0, rows, step))
        return np.concatenate(list(parts))

    def _run(self, feed: dict, first: int, step: int, width: int) -> np.ndarray:
        """Logits of rows [first, first + step), as wide as their longest window, padded back
        to `width`."""
        used = int(feed["attention_mask"][first : first + step].sum(axis=1).max())
        run = {n: v[first : first + step, :used] for n, v in feed.items()}
        logits = self.session.run(["logits"], run)[0]
        return np.pad(logits, ((0, 0), (0, width - used), (0, 0)))
