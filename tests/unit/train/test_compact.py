"""The compact model files: fp16 (GPU) and int8 (CPU: int8 weights and products) conversions of
the fp32 export.

Tolerances. Conversion of a small random network: fp16 within 0.01 and int8 weights within 0.05
of fp32 logits. Shipped files against the fp32 logits recorded by `python -m stream.train.compact`
(compact_reference.json; the fp32 file is not shipped): fp16 within 0.05, int8 within 0.5 on
random-token windows (measured 0.007 and 0.39), and character recall of a benchmark subset
within 0.002 of fp32, model alone and with the rules (the full sets: perf/compact_parity.py).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import numpy_helper

torch = pytest.importorskip("torch")

from stream.recognize.model.artifacts import model_files  # noqa: E402
from stream.recognize.model.labels import NUM_TAGS  # noqa: E402
from stream.recognize.model.onnx_recognizer import OnnxScorer  # noqa: E402
from stream.recognize.model.tagger import WindowedTagger  # noqa: E402
from stream.train.compact import (  # noqa: E402
    PRODUCT_LEVELS,
    int8_tables,
    reference_path,
    requantize,
    to_fp16,
    to_int8,
)
from stream.train.export import export_onnx  # noqa: E402
from stream.train.int8_graph import (  # noqa: E402
    CENTERED_ZERO_POINT,
    GELU_ZERO_POINT,
    integer_matmuls,
    zero_point,
)
from stream.train.network import EncoderShape, Tagger  # noqa: E402
from stream.train.parity import (  # noqa: E402
    assess_set,
    benchmark_sets,
    masked_max_difference,
    sample_inputs,
)

RECALL_TOLERANCE = 0.002


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    torch.manual_seed(0)
    model = Tagger(NUM_TAGS, EncoderShape(vocab=30000, hidden=32, layers=2, heads=4,
                                          intermediate=64))
    path = tmp_path_factory.mktemp("tiny") / "model.onnx"
    export_onnx(model.eval(), path)
    return path


def _initializer_types(path: Path) -> set[int]:
    return {i.data_type for i in onnx.load(str(path)).graph.initializer if len(i.dims) == 2}


def test_fp16_keeps_the_interface_and_the_logits(tiny, tmp_path):
    to_fp16(tiny, tmp_path / "fp16.onnx")
    scorer = OnnxScorer(tmp_path / "fp16.onnx")
    types = {i.name: i.type for i in scorer.session.get_inputs()}
    assert set(types.values()) == {"tensor(int64)"}
    assert scorer.session.get_outputs()[0].type == "tensor(float)"
    assert _initializer_types(tmp_path / "fp16.onnx") == {onnx.TensorProto.FLOAT16}
    inputs = sample_inputs()
    want = OnnxScorer(tiny).logits(inputs)
    assert masked_max_difference(want, scorer.logits(inputs), inputs["attention_mask"]) <= 0.01


def test_int8_stores_int8_weights_and_keeps_the_logits(tiny, tmp_path):
    to_int8(tiny, tmp_path / "int8.onnx")
    assert _initializer_types(tmp_path / "int8.onnx") == {onnx.TensorProto.INT8}
    inputs = sample_inputs()
    want = OnnxScorer(tiny).logits(inputs)
    got = OnnxScorer(tmp_path / "int8.onnx").logits(inputs)
    assert masked_max_difference(want, got, inputs["attention_mask"]) <= 0.05


def test_int8_linear_layers_are_integer_products_and_attention_is_fused(tiny, tmp_path):
    linear = [n for n in onnx.load(str(tiny)).graph.node if n.op_type == "MatMul"
              and n.input[1] in {i.name for i in onnx.load(str(tiny)).graph.initializer}]
    to_int8(tiny, tmp_path / "int8.onnx")
    graph = onnx.load(str(tmp_path / "int8.onnx")).graph
    weights = {i.name for i in graph.initializer}
    ops = Counter(n.op_type for n in graph.node)
    assert ops["MatMulIntegerToFloat"] == len(linear) > 0
    assert ops["MultiHeadAttention"] == 2  # one a layer
    assert not [n for n in graph.node if n.op_type == "MatMul" and n.input[1] in weights]
    # the residual adds stay before plain LayerNormalization (onnxruntime's fused
    # SkipLayerNormalization ran 4x slower on CPU), and each product takes its activation's
    # zero point itself: no Sub of a zero-point term after it
    assert ops["SkipLayerNormalization"] == 0 and ops["LayerNormalization"] > 0
    products = [n for n in graph.node if n.op_type == "MatMulIntegerToFloat"]
    assert all(len(n.input) == 5 and n.input[4] for n in products)
    assert ops["Sub"] == 0
    # 7-bit weights: no u8 x s8 pair sum saturates int16 on a CPU without VNNI (AVX2)
    stored = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    assert all(np.abs(stored[n.input[1]]).max() <= PRODUCT_LEVELS for n in products)


@pytest.mark.parametrize(("producer", "zero"), [
    ("BiasGelu", GELU_ZERO_POINT),
    ("Gelu", GELU_ZERO_POINT),
    ("FastGelu", GELU_ZERO_POINT),
    ("LayerNormalization", CENTERED_ZERO_POINT),
    ("MultiHeadAttention", CENTERED_ZERO_POINT),
    ("Relu", CENTERED_ZERO_POINT),  # not GELU: centered, although never negative
    ("", CENTERED_ZERO_POINT),  # a graph input
])
def test_zero_points_follow_the_op_that_writes_the_activation(producer, zero):
    assert zero_point(producer) == zero


def _one_product(producer: str) -> onnx.ModelProto:
    """x -> [producer] -> a -> MatMul(identity) -> y, with `a` an output too."""
    helper = onnx.helper
    nodes = [helper.make_node("MatMul", ["a", "w"], ["y"], name="linear")]
    nodes.insert(0, helper.make_node(producer or "Identity", ["x"], ["a"],
                                     domain="com.microsoft" if producer else ""))
    graph = helper.make_graph(
        nodes, "one", [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1, 2, 8])],
        [helper.make_tensor_value_info(n, onnx.TensorProto.FLOAT, None) for n in ("a", "y")],
        [onnx.numpy_helper.from_array(np.eye(8, dtype=np.float32), "w")])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17),
                                                   helper.make_opsetid("com.microsoft", 1)])


def _unit_columns(weights: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray]:
    return weights.astype(np.int8), np.ones(weights.shape[axis], dtype=np.float32)


@pytest.mark.parametrize("producer", ["", "Gelu"])
@pytest.mark.parametrize("row", [
    [-3.0, -1.0, 0.0, 0.5, 1.0, 2.0, 4.0, 10.0],  # wider above 0
    [-10.0, -4.0, -2.0, -0.5, 0.0, 1.0, 2.0, 3.0],  # wider below 0
    [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8],  # all above 0
    [-0.8, -0.7, -0.6, -0.5, -0.4, -0.3, -0.2, -0.1],  # all below 0
    [0.0] * 8,
])
def test_a_tokens_values_come_back_within_half_a_step(producer, row):
    # Identity weights: the product gives back the activation as its uint8 codes hold it; each
    # token (here two, one twice the other) keeps its extremes, to half of its own step.
    model = integer_matmuls(_one_product(producer), _unit_columns)
    session = ort.InferenceSession(model.SerializeToString(),
                                   providers=["CPUExecutionProvider"])
    x = np.asarray([[row, [2 * v for v in row]]], dtype=np.float32)
    a, y = session.run(["a", "y"], {"x": x})
    zero = zero_point(producer or "Identity")
    for token in range(2):
        values = a[0, token]
        step = max(values.max() / (255 - zero), -values.min() / zero, 1e-12)
        np.testing.assert_allclose(y[0, token], values, atol=step / 2 + 1e-6)


@pytest.mark.parametrize("source", ["qdq", "fp16"])
def test_requantizing_keeps_the_direct_files_logits(tiny, tmp_path, source):
    # qdq: the shipped file before the int8 products, every weight int8 behind
    # DequantizeLinear; fp16: the GPU file, the shipped CPU file's source today
    if source == "qdq":
        onnx.save(int8_tables(onnx.load(str(tiny))), str(tmp_path / "qdq.onnx"))
    else:
        to_fp16(tiny, tmp_path / "fp16.onnx")
    requantize(tmp_path / f"{source}.onnx", tmp_path / "requantized.onnx")
    to_int8(tiny, tmp_path / "direct.onnx")
    for name in ("requantized", "direct"):
        assert Counter(n.op_type for n in onnx.load(str(tmp_path / f"{name}.onnx")).graph.node)[
            "MatMulIntegerToFloat"] > 0
    inputs = sample_inputs()
    assert masked_max_difference(OnnxScorer(tmp_path / "requantized.onnx").logits(inputs),
                                 OnnxScorer(tmp_path / "direct.onnx").logits(inputs),
                                 inputs["attention_mask"]) <= 0.05


def test_requantizing_an_integer_product_file_is_refused(tiny, tmp_path):
    to_int8(tiny, tmp_path / "int8.onnx")
    with pytest.raises(ValueError, match="nor a MatMul weight behind DequantizeLinear"):
        requantize(tmp_path / "int8.onnx", tmp_path / "again.onnx")


@pytest.mark.parametrize("file", ["converted", "shipped"])
def test_int8_logits_of_a_window_do_not_depend_on_its_batch_or_padding(tiny, tmp_path, file):
    # Every activation scale is one token's: a window scores the same alone and beside others
    # (dynamic quantisation, with per-batch activation scales, did not).
    path = model_files().onnx
    if file == "converted":
        path = tmp_path / "int8.onnx"
        to_int8(tiny, path)
    scorer = OnnxScorer(path)
    inputs = sample_inputs(batch=4)
    batched = scorer.logits(inputs)
    for row in range(4):
        alone = scorer.logits({k: v[row : row + 1] for k, v in inputs.items()})
        np.testing.assert_allclose(alone[0], batched[row], atol=1e-5)
        # ... and without the padding the batch gave it
        length = int(inputs["attention_mask"][row].sum())
        unpadded = scorer.logits({k: v[row : row + 1, :length] for k, v in inputs.items()})
        np.testing.assert_allclose(unpadded[0], batched[row, :length], atol=1e-5)


@pytest.fixture(scope="module")
def reference() -> dict:
    return json.loads(reference_path(model_files()).read_text("utf-8"))


# int8: 7-bit linear weights and per-token uint8 activations (0.65 on 2026-12-06, the same with
# or without VNNI); the char recall test below is the one that bounds what it costs
@pytest.mark.parametrize(("served", "tolerance"), [("gpu_onnx", 0.05), ("onnx", 0.75)])
def test_shipped_files_stay_near_the_fp32_logits(reference, served, tolerance):
    inputs = sample_inputs()
    got = OnnxScorer(getattr(model_files(), served)).logits(inputs)
    want = np.asarray(reference["sample_logits"], dtype=np.float32)
    assert masked_max_difference(want, got, inputs["attention_mask"]) <= tolerance


def test_shipped_files_keep_char_recall_on_a_benchmark_subset(reference):
    files = model_files()
    tagger = WindowedTagger.from_files(files, max_batch=4)
    subset = reference["ci_subset"]
    for name, records in benchmark_sets(subset["heldout"], subset["gold"]).items():
        fp32 = reference["metrics"][name]
        got = assess_set(tagger, {"int8": files.onnx, "fp16": files.gpu_onnx}, records, "int8")
        for variant in got.values():
            for recognizer in ("model", "ensemble"):
                assert (variant[recognizer]["char_recall"]
                        >= fp32[recognizer]["char_recall"] - RECALL_TOLERANCE), (name, variant)
