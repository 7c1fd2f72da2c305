"""The CPU config's Python backend (triton_models/deid_tagger/1/model.py), run on a stand-in for
Triton's triton_python_backend_utils: each request gets the logits of its own windows, the same
as one in-process run of them, however many windows each onnxruntime run takes
(`rows_per_run`), whichever requests share a shape, and with each run only as wide as its
longest window."""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from stream.recognize.model.artifacts import model_files, repository
from stream.recognize.model.onnx_recognizer import OnnxScorer
from stream.train.parity import masked_max_difference, sample_inputs

INPUTS = ("input_ids", "attention_mask", "case_ids")


class StandInTensor:
    """pb_utils.Tensor: a name and a numpy array."""

    def __init__(self, name: str, array: np.ndarray):
        self.name, self.array = name, array

    def as_numpy(self) -> np.ndarray:
        return self.array


class StandInResponse:
    """pb_utils.InferenceResponse: the output tensors."""

    def __init__(self, output_tensors: list[StandInTensor]):
        self.output_tensors = output_tensors


def _stand_in_utils() -> types.ModuleType:
    module = types.ModuleType("triton_python_backend_utils")
    module.Tensor = StandInTensor
    module.InferenceResponse = StandInResponse
    module.get_input_tensor_by_name = lambda request, name: request[name]
    return module


def _backend(monkeypatch, rows_per_run: int):
    """The backend model, initialized as Triton would with the CPU config's parameters."""
    monkeypatch.setitem(sys.modules, "triton_python_backend_utils", _stand_in_utils())
    source = repository() / "deid_tagger" / "1" / "model.py"
    spec = importlib.util.spec_from_file_location("deid_tagger_backend", source)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    model = module.TritonPythonModel()
    parameters = {"intra_op_threads": "1", "onnx_file": model_files().onnx.name,
                  "rows_per_run": str(rows_per_run), "parallel_runs": "2"}
    # Opened on a thread of its own, as Triton's stub opens it in a process of its own: the
    # session sets denormals-are-zero on the thread that opens it.
    with ThreadPoolExecutor(max_workers=1) as opening:
        opening.submit(model.initialize, {
            "model_config": json.dumps({"parameters": {k: {"string_value": v}
                                                       for k, v in parameters.items()}}),
            "model_repository": str(source.parent.parent),
            "model_version": "1",
        }).result()
    return model


def _requests() -> list[dict[str, np.ndarray]]:
    """Six windows of one width in requests of 5 and 1 (the two share a run), and 3 of
    another width."""
    wide, narrow = sample_inputs(batch=6, width=48, seed=1), sample_inputs(3, 20, seed=2)
    return [{n: wide[n][:5] for n in INPUTS}, {n: wide[n][5:] for n in INPUTS}, narrow]


class CountingSession:
    """An onnxruntime session that records the windows of each run and whether the run was as
    wide as its longest window."""

    def __init__(self, session):
        self.session, self.rows, self.trimmed = session, [], []

    def run(self, outputs, feed):
        mask = feed["attention_mask"]
        self.rows.append(mask.shape[0])
        self.trimmed.append(mask.shape[1] == mask.sum(axis=1).max())
        return self.session.run(outputs, feed)


@pytest.mark.parametrize(("rows_per_run", "runs"), [
    (1, [1] * 9),
    (4, [4, 2, 3]),  # 6 windows of one width, then 3 of the other
    (64, [6, 3]),
])
def test_each_request_gets_the_logits_of_its_own_windows(monkeypatch, rows_per_run, runs):
    backend = _backend(monkeypatch, rows_per_run)
    backend.session = CountingSession(backend.session)
    requests = _requests()
    responses = backend.execute(
        [{n: StandInTensor(n, r[n]) for n in INPUTS} for r in requests])
    scorer = OnnxScorer(model_files().onnx)
    assert len(responses) == len(requests)
    for request, response in zip(requests, responses, strict=True):
        (logits,) = response.output_tensors
        assert logits.name == "logits"
        got = logits.as_numpy()
        assert got.shape == scorer.logits(request).shape
        # padded positions are nobody's logits: compare the windows' own tokens
        assert masked_max_difference(got, scorer.logits(request),
                                     request["attention_mask"]) <= 1e-5
    assert sorted(backend.session.rows) == sorted(runs)  # two runs compute at a time
    assert all(backend.session.trimmed)
