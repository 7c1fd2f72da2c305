"""The GPU and CPU Triton configs describe the same model: same inputs, outputs and batch size,
each serves its compact ONNX file (fp16 on GPU, int8 on CPU), and both files match them."""

from __future__ import annotations

import re
from pathlib import Path

import onnxruntime as ort
import pytest

from stream.recognize.model.artifacts import CPU_FILE, GPU_FILE, model_files, repository
from stream.recognize.model.labels import NUM_TAGS

MODEL = repository() / "deid_tagger"
TENSOR = re.compile(r"\{\s*name:\s*\"(\w+)\"\s*data_type:\s*(\w+)\s*dims:\s*\[([^\]]*)\]\s*\}")
ONNX_TYPES = {"tensor(int64)": "TYPE_INT64", "tensor(float)": "TYPE_FP32"}


def _block(text: str, key: str) -> str:
    """The bracketed list after `key`."""
    match = re.search(rf"^{key}\s*\[(.*?)^\]", text, re.S | re.M)
    assert match, f"no {key} block"
    return match.group(1)


def signature(path: Path) -> dict:
    """Name, batch size and (name, type, dims) of inputs and outputs of a config.pbtxt."""
    text = path.read_text("utf-8")
    tensors = {}
    for key in ("input", "output"):
        tensors[key] = [
            (n, t, tuple(int(d) for d in dims.split(",")))
            for n, t, dims in TENSOR.findall(_block(text, key))
        ]
    return {
        "name": re.search(r'^name:\s*"(\w+)"', text, re.M).group(1),
        "max_batch_size": int(re.search(r"^max_batch_size:\s*(\d+)", text, re.M).group(1)),
        **tensors,
    }


@pytest.fixture(scope="module")
def gpu() -> dict:
    return signature(MODEL / "config.pbtxt")


@pytest.fixture(scope="module")
def cpu() -> dict:
    return signature(MODEL / "configs" / "cpu.pbtxt")


def test_gpu_and_cpu_configs_have_the_same_signature(gpu, cpu):
    assert gpu == cpu
    assert gpu["name"] == MODEL.name and gpu["max_batch_size"] > 0


def test_backends_and_placement():
    gpu_text = (MODEL / "config.pbtxt").read_text("utf-8")
    cpu_text = (MODEL / "configs" / "cpu.pbtxt").read_text("utf-8")
    assert 'backend: "onnxruntime"' in gpu_text and "KIND_GPU" in gpu_text
    assert "dynamic_batching" in gpu_text and "instance_group" in gpu_text
    assert 'backend: "python"' in cpu_text and "KIND_CPU" in cpu_text
    assert (MODEL / "1" / "model.py").is_file()


def test_each_config_serves_its_compact_file():
    gpu_text = (MODEL / "config.pbtxt").read_text("utf-8")
    cpu_text = (MODEL / "configs" / "cpu.pbtxt").read_text("utf-8")
    assert re.search(rf'^default_model_filename:\s*"{re.escape(GPU_FILE)}"', gpu_text, re.M)
    assert re.search(rf'key:\s*"onnx_file"\s*value:\s*{{\s*string_value:\s*"{re.escape(CPU_FILE)}"',
                     cpu_text)
    assert (MODEL / "1" / GPU_FILE).is_file() and (MODEL / "1" / CPU_FILE).is_file()


@pytest.mark.parametrize("served", ["onnx", "gpu_onnx"])
def test_configs_match_the_onnx_files(gpu, served):
    path = getattr(model_files(), served)
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    onnx_inputs = [(i.name, ONNX_TYPES[i.type], len(i.shape)) for i in session.get_inputs()]
    onnx_outputs = [(o.name, ONNX_TYPES[o.type], len(o.shape)) for o in session.get_outputs()]
    # Triton dims leave out the batch axis.
    assert onnx_inputs == [(n, t, len(d) + 1) for n, t, d in gpu["input"]]
    assert onnx_outputs == [(n, t, len(d) + 1) for n, t, d in gpu["output"]]
    assert gpu["output"][0][2][-1] == NUM_TAGS == session.get_outputs()[0].shape[-1]


def test_compact_files_fit_what_travels_to_a_gpu_machine():
    # A GPU check carries at most 64 MiB of working tree: the fp16 file must leave room.
    files = model_files()
    assert files.gpu_onnx.stat().st_size <= 40 * 1024 * 1024
    assert files.onnx.stat().st_size <= 20 * 1024 * 1024
