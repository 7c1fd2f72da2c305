"""The torch Tagger (stream/train/network.py) with the weights of an exported ONNX file.

Biases, norms and embeddings keep their torch names in the export (the exporter merges equal
tensors, so an untrained network with default norms does not load; a trained one does); each
linear layer's weight is an anonymous MatMul initializer ([in, out], the transpose) whose output
the layer's bias is added to. Works for the fp32 export and the fp16 file; the weights come
back as fp32. The int8 CPU file is no source: its attention is fused (the query, key and value
biases are one tensor) and its linear layers are integer products (stream/train/int8_graph.py).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import torch
from onnx import numpy_helper

from stream.recognize.model.labels import NUM_TAGS
from stream.train.network import EncoderShape, Tagger


def constants(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    """Initializers as fp32 arrays, plus the outputs of Cast and DequantizeLinear nodes over
    them."""
    values = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    for node in model.graph.node:
        if node.op_type == "Cast" and node.input[0] in values:  # fp16 file: a weight upcast
            values[node.output[0]] = values[node.input[0]]
        if node.op_type == "DequantizeLinear" and node.input[0] in values:
            q, scale = values[node.input[0]], values[node.input[1]]
            axis = next((a.i for a in node.attribute if a.name == "axis"), 1)
            shape = [1] * q.ndim
            shape[axis] = -1
            values[node.output[0]] = q.astype(np.float32) * scale.reshape(shape)
    return {k: v.astype(np.float32) for k, v in values.items() if v.dtype.kind == "f"}


def linear_weights(model: onnx.ModelProto, values: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """`<layer>.weight` ([out, in]) of every MatMul followed by an Add of `<layer>.bias`."""
    adds = {}
    for node in model.graph.node:
        if node.op_type == "Add":
            for i, name in enumerate(node.input):
                adds.setdefault(name, []).append(node.input[1 - i])
    weights = {}
    for node in model.graph.node:
        if node.op_type != "MatMul" or node.input[1] not in values:
            continue
        for other in adds.get(node.output[0], []):
            if other.endswith(".bias") and other in values:
                weights[other[: -len("bias")] + "weight"] = values[node.input[1]].T
    return weights


def shape_of(state: dict[str, np.ndarray], heads: int) -> EncoderShape:
    """Encoder sizes read off the weights (the head count is not stored in them)."""
    vocab, hidden = state["words.weight"].shape
    layers = 1 + max(int(k.split(".")[1]) for k in state if k.startswith("layers."))
    return EncoderShape(vocab=vocab, hidden=hidden, layers=layers, heads=heads,
                        intermediate=state["layers.0.up.weight"].shape[0],
                        positions=state["positions.weight"].shape[0])


def tagger_from_onnx(path: Path, heads: int = EncoderShape().heads) -> Tagger:
    """An fp32 Tagger in eval mode holding the weights of the ONNX file at `path`."""
    model = onnx.load(str(path))
    values = constants(model)
    linear = linear_weights(model, values)
    if not linear:
        raise ValueError(f"{path.name} holds no MatMul weights (a fused CPU file?): "
                         "read the fp32 export or the fp16 file")
    state = {**values, **linear}
    tagger = Tagger(NUM_TAGS, shape_of(state, heads), use_case="cases.weight" in state)
    # strict: a parameter the file does not hold raises instead of keeping its random init.
    tagger.load_state_dict({k: torch.from_numpy(np.ascontiguousarray(state[k]))
                            for k in tagger.state_dict() if k in state}, strict=True)
    return tagger.eval()
