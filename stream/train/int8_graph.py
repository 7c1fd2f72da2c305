"""The CPU file's graph: fused attention and integer matrix products that run on int8 kernels.

From an fp32 graph of the tagger:
1. onnxruntime's BERT fusions: MultiHeadAttention (one kernel instead of transposes, a masked
   add and a softmax per layer) and BiasGelu. The attention mask becomes key lengths, so
   windows must be right-padded (token_windows.tensors does that). The residual adds stay
   before plain LayerNormalization: onnxruntime 1.32's fused SkipLayerNormalization took 5x
   as long on CPU (`python perf/onnx_op_profile.py --profile`, 2026-12-04).
2. Each linear layer's fp32 MatMul becomes an int8 x int8 product (MatMulIntegerToFloat, which
   runs on VNNI/AMX kernels where the CPU has them): weights int8 with one scale per output
   column; activations quantized per token to uint8, each token with its own scale around a
   zero point fixed per activation (`zero_point`: low for GELU's outputs, which are not
   centered). The product takes that zero point itself, so one Mul by the token's scale is
   all that follows it (a zero point per token needed a Mul and a Sub more over the output).
   A token's logits therefore never depend on the other windows or the padding of its batch
   (per-batch activation scales, as in quantize_dynamic, did).
Embedding tables stay int8 behind DequantizeLinear nodes that onnxruntime folds at load.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import onnx
from onnx import helper, numpy_helper
from onnxruntime.transformers.fusion_options import FusionOptions
from onnxruntime.transformers.optimizer import optimize_model

Quantizer = Callable[[np.ndarray, int], tuple[np.ndarray, np.ndarray]]

MS_DOMAIN = "com.microsoft"
# uint8 codes of 0.0 (see zero_point)
GELU_OPS = {"BiasGelu", "Gelu", "FastGelu"}
GELU_ZERO_POINT = 16
CENTERED_ZERO_POINT = 128


def dequantized(model: onnx.ModelProto) -> onnx.ModelProto:
    """The fp32 graph of a file whose weights sit behind constant DequantizeLinear nodes."""
    init = {i.name: i for i in model.graph.initializer}
    restore = [n for n in model.graph.node
               if n.op_type == "DequantizeLinear" and n.input[0] in init and n.input[1] in init]
    weights = [numpy_helper.from_array(_dequantize(init, node), node.output[0])
               for node in restore]
    used = {name for node in restore for name in node.input}
    kept = [i for i in model.graph.initializer if i.name not in used]
    nodes = [n for n in model.graph.node if n not in restore]
    out = onnx.ModelProto()
    out.CopyFrom(model)
    del out.graph.initializer[:], out.graph.node[:]
    out.graph.initializer.extend(kept + weights)
    out.graph.node.extend(nodes)
    return out


def _dequantize(init: dict, node: onnx.NodeProto) -> np.ndarray:
    """int8 values times their per-slice scales (no zero points: symmetric)."""
    values = numpy_helper.to_array(init[node.input[0]]).astype(np.float32)
    scale = numpy_helper.to_array(init[node.input[1]]).astype(np.float32)
    axis = next((a.i for a in node.attribute if a.name == "axis"), 1)
    shape = [1] * values.ndim
    shape[axis] = -1
    return values * scale.reshape(shape)


def fused(model: onnx.ModelProto) -> onnx.ModelProto:
    """onnxruntime's BERT fusions, attention as MultiHeadAttention (its projections stay
    separate MatMuls, so they can be integer products); heads and width read from the graph."""
    options = FusionOptions("bert")
    options.use_multi_head_attention = True
    options.enable_skip_layer_norm = False
    return optimize_model(model, model_type="bert", num_heads=0, hidden_size=0,
                          optimization_options=options, opt_level=0).model


def integer_matmuls(model: onnx.ModelProto, quantize: Quantizer) -> onnx.ModelProto:
    """Every MatMul with an fp32 weight [in, out] as per-token-quantized int8 products
    (`quantize(weights, axis)` gives int8 values and per-column scales); products reading
    the same activation share its quantization."""
    init = {i.name: i for i in model.graph.initializer}
    linear = [n for n in model.graph.node if n.op_type == "MatMul" and n.input[1] in init
              and init[n.input[1]].data_type == onnx.TensorProto.FLOAT]
    producers = {out: n.op_type for n in model.graph.node for out in n.output}
    constants = _constants()
    quantized: set[str] = set()
    added: list[onnx.TensorProto] = []
    replaced: dict[str, list[onnx.NodeProto]] = {}
    for node in linear:
        nodes: list[onnx.NodeProto] = []
        weights = numpy_helper.to_array(init[node.input[1]])
        if node.input[0] not in quantized:
            steps, tensors = _quantize_activation(
                node.input[0], weights.shape[0], zero_point(producers.get(node.input[0], "")))
            nodes += steps
            added += tensors
            quantized.add(node.input[0])
        steps, tensors = _integer_product(node, node.input[0], *quantize(weights, 1))
        nodes += steps
        added += tensors
        replaced[node.output[0]] = nodes
    used = {n.input[1] for n in linear}
    out = onnx.ModelProto()
    out.CopyFrom(model)
    del out.graph.initializer[:], out.graph.node[:]
    out.graph.initializer.extend(
        [i for i in model.graph.initializer if i.name not in used] + constants + added)
    out.graph.node.extend(n for node in model.graph.node
                          for n in replaced.get(node.output[0], [node]))
    if not any(o.domain == MS_DOMAIN for o in out.opset_import):
        out.opset_import.append(helper.make_opsetid(MS_DOMAIN, 1))
    return out


def _constants() -> list[onnx.TensorProto]:
    """Constants the quantization nodes share."""
    return [
        numpy_helper.from_array(np.float32(1e-12), "q8_smallest_scale"),
        numpy_helper.from_array(np.float32(1.0), "q8_unit_scale"),
        numpy_helper.from_array(np.array([1], dtype=np.int64), "q8_column_axis"),
        numpy_helper.from_array(np.array([0], dtype=np.int64), "q8_zero"),
        numpy_helper.from_array(np.array([-1], dtype=np.int64), "q8_last"),
    ]


def zero_point(producer: str) -> int:
    """The uint8 code of 0.0 for the activation an op of type `producer` writes. GELU's outputs
    lie in [-0.17, a few units]: the zero point of a token's own range is 13..16 for the median
    token of the shipped model's layers; the normalized and attention outputs lie about as far
    either side of 0 (112..130)."""
    return GELU_ZERO_POINT if producer in GELU_OPS else CENTERED_ZERO_POINT


def _quantize_activation(x: str, width: int, zero: int
                         ) -> tuple[list[onnx.NodeProto], list[onnx.TensorProto]]:
    """x [..., width] -> uint8 rows x_u8 [tokens, width] with the fixed zero point `zero`, and
    per token its scale x_row_scale [tokens, 1]: the smallest that holds the token's maximum
    above the zero point and its minimum below it."""
    def name(step: str) -> str:
        return f"{x}_{step}"

    def node(op: str, inputs: list[str], step: str, **attrs) -> onnx.NodeProto:
        return helper.make_node(op, inputs, [name(step)], name=name(step), **attrs)

    return [
        node("Reshape", [x, name("rows_shape")], "rows"),
        node("ReduceMax", [name("rows")], "max", axes=[1], keepdims=0),
        node("ReduceMin", [name("rows")], "min", axes=[1], keepdims=0),
        node("Mul", [name("max"), name("above_steps")], "max_scale"),
        node("Mul", [name("min"), name("below_steps")], "min_scale"),
        node("Max", [name("max_scale"), name("min_scale"), "q8_smallest_scale"], "scale"),
        node("Shape", [name("scale")], "tokens"),
        node("Expand", [name("zero"), name("tokens")], "zero_points"),
        node("QuantizeLinear", [name("rows"), name("scale"), name("zero_points")], "u8", axis=0),
        node("Unsqueeze", [name("scale"), "q8_column_axis"], "row_scale"),
        node("Shape", [x], "shape"),
        node("Slice", [name("shape"), "q8_zero", "q8_last"], "lead"),
    ], [numpy_helper.from_array(np.array([-1, width], dtype=np.int64), name("rows_shape")),
        numpy_helper.from_array(np.float32(1 / (255 - zero)), name("above_steps")),
        numpy_helper.from_array(np.float32(-1 / zero), name("below_steps")),
        numpy_helper.from_array(np.uint8(zero), name("zero"))]


def _integer_product(node: onnx.NodeProto, x: str, values: np.ndarray, scale: np.ndarray
                     ) -> tuple[list[onnx.NodeProto], list[onnx.TensorProto]]:
    """The int8 product of one MatMul in the input's shape: (q - zero) W times the column's
    scales in one kernel (the zero point is the activation's, one for all tokens), times the
    token's scale."""
    weight, out = node.input[1], node.output[0]

    def step(op: str, inputs: list[str], name: str, **attrs) -> onnx.NodeProto:
        target = out if name == "" else f"{out}_{name}"
        return helper.make_node(op, inputs, [target], name=f"{node.name}_{name or 'out'}",
                                **attrs)

    return [
        step("MatMulIntegerToFloat",
             [f"{x}_u8", f"{weight}_int8", "q8_unit_scale", f"{weight}_scale", f"{x}_zero"],
             "unscaled", domain=MS_DOMAIN),
        step("Mul", [f"{out}_unscaled", f"{x}_row_scale"], "rows"),
        step("Concat", [f"{x}_lead", f"{out}_width"], "shape", axis=0),
        step("Reshape", [f"{out}_rows", f"{out}_shape"], ""),
    ], [numpy_helper.from_array(values, f"{weight}_int8"),
        numpy_helper.from_array(scale, f"{weight}_scale"),
        numpy_helper.from_array(np.array([values.shape[1]], dtype=np.int64), f"{out}_width")]
