"""The GPU benchmark's network: the torch Tagger loaded from ONNX initializers gives the logits
onnxruntime gives for the same file, and perf/gpu_throughput.py runs (tiny, on CPU)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from stream.recognize.model.artifacts import model_files  # noqa: E402
from stream.recognize.model.labels import NUM_TAGS  # noqa: E402
from stream.recognize.model.onnx_recognizer import OnnxScorer  # noqa: E402
from stream.train.compact import to_fp16, to_int8  # noqa: E402
from stream.train.export import INPUTS, export_onnx  # noqa: E402
from stream.train.network import EncoderShape, Tagger  # noqa: E402
from stream.train.onnx_weights import tagger_from_onnx  # noqa: E402
from stream.train.parity import masked_max_difference, sample_inputs  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]


def torch_logits(model: Tagger, inputs: dict) -> object:
    with torch.no_grad():
        return model(*(torch.from_numpy(inputs[k]) for k in INPUTS)).numpy()


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    torch.manual_seed(1)
    model = Tagger(NUM_TAGS, EncoderShape(vocab=30000, hidden=32, layers=2, heads=4,
                                          intermediate=64))
    for parameter in model.parameters():  # distinct values, as after training
        torch.nn.init.normal_(parameter, std=0.2)
    folder = tmp_path_factory.mktemp("tiny")
    export_onnx(model.eval(), folder / "fp32.onnx")
    to_fp16(folder / "fp32.onnx", folder / "fp16.onnx")
    to_int8(folder / "fp32.onnx", folder / "int8.onnx")
    return folder


@pytest.mark.parametrize(("name", "tolerance"), [("fp32", 1e-4), ("fp16", 0.01)])
def test_torch_from_onnx_initializers_equals_onnxruntime(tiny, name, tolerance):
    path = tiny / f"{name}.onnx"
    model = tagger_from_onnx(path, heads=4)
    inputs = sample_inputs()
    # fp16: torch computes in fp32 over the fp16 weights, onnxruntime in fp16.
    diff = masked_max_difference(torch_logits(model, inputs), OnnxScorer(path).logits(inputs),
                                 inputs["attention_mask"])
    assert diff <= tolerance


def test_the_int8_cpu_file_is_refused_as_a_weight_source(tiny):
    # Fused attention and integer products: the fp32 and fp16 files hold the weights by layer.
    with pytest.raises(ValueError, match="no MatMul weights"):
        tagger_from_onnx(tiny / "int8.onnx", heads=4)


def test_torch_runs_the_shipped_gpu_file_like_onnxruntime():
    path = model_files().gpu_onnx
    inputs = sample_inputs()
    diff = masked_max_difference(torch_logits(tagger_from_onnx(path), inputs),
                                 OnnxScorer(path).logits(inputs), inputs["attention_mask"])
    assert diff <= 0.02


def test_gpu_throughput_runs_tiny_on_cpu():
    done = subprocess.run(
        [sys.executable, "perf/gpu_throughput.py", "--device", "cpu", "--batch-sizes", "1,2",
         "--lengths", "30", "--precisions", "fp32", "--notes", "2", "--repeats", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    run = result["runs"][0]
    assert result["device"] == "cpu" and run["precision"] == "fp32"
    assert [p["batch"] for p in run["grid"]] == [1, 2]
    assert all(p["content_tokens_per_s"] > 0 for p in run["grid"])
    assert run["knee"]["30"] in (1, 2)
    assert run["pipeline"]["content_tokens_per_s"] > 0
