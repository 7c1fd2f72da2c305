"""Warm start: the weights of an exported tagger (model.onnx) loaded back into the torch model.

`torch.onnx.export` keeps embeddings, biases and norms under their parameter names and stores
each linear layer's weight transposed as an anonymous MatMul initializer; the Add that follows
the MatMul names its bias, and so the layer.
"""

from __future__ import annotations

from pathlib import Path

import onnx
import torch
from onnx import numpy_helper

from stream.train.network import Tagger


def onnx_state(path: Path) -> dict[str, torch.Tensor]:
    """Parameter name -> tensor of an exported tagger."""
    graph = onnx.load(str(path)).graph
    arrays = {t.name: numpy_helper.to_array(t) for t in graph.initializer}
    consumers: dict[str, list] = {}
    for node in graph.node:
        for name in node.input:
            consumers.setdefault(name, []).append(node)
    state = {name: torch.from_numpy(a.copy()) for name, a in arrays.items() if "::" not in name}
    for node in graph.node:
        weight = next((i for i in node.input if "::" in i and i in arrays), None)
        if node.op_type != "MatMul" or weight is None:
            continue
        adds = [n for n in consumers.get(node.output[0], []) if n.op_type == "Add"]
        bias = next((i for n in adds for i in n.input if i.endswith(".bias")), None)
        if bias is None:
            raise ValueError(f"no bias names the MatMul of {weight}")
        state[bias.removesuffix(".bias") + ".weight"] = torch.from_numpy(arrays[weight].T.copy())
    return state


def load_exported(model: Tagger, path: Path) -> None:
    """Overwrite every parameter of `model` with the exported model's (all must be present)."""
    state = onnx_state(path)
    expected = set(model.state_dict())
    if set(state) != expected:
        raise ValueError(
            f"exported weights do not fit: missing {sorted(expected - set(state))}, "
            f"extra {sorted(set(state) - expected)}"
        )
    model.load_state_dict(state)
