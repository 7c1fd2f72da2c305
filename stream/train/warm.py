"""Warm start: the weights of an exported tagger loaded back into the torch model.

Works from the fp32 export (1/model.onnx, not shipped) and from the shipped compact files:
the fp16 file (model.fp16.onnx, initializers upcast to fp32; the Cast nodes the fp16
conversion inserted sit on the inputs, the attention mask and the logits, never on a weight,
and an initializer behind a Cast is followed through it); not the int8 CPU file, whose
attention is fused and whose linear layers are integer products. `torch.onnx.export` keeps
embeddings, biases and norms under their parameter names and stores each linear layer's weight
transposed as an anonymous MatMul initializer; the Add that follows the MatMul names its bias,
and so the layer (stream/train/onnx_weights.py).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import torch

from stream.train.network import Tagger
from stream.train.onnx_weights import constants, linear_weights


def onnx_state(path: Path) -> dict[str, torch.Tensor]:
    """Parameter name -> fp32 tensor of an exported tagger (fp32 or fp16 file)."""
    model = onnx.load(str(path))
    values = constants(model)
    state = {**values, **linear_weights(model, values)}
    return {
        name: torch.from_numpy(np.ascontiguousarray(array))
        for name, array in state.items()
        if "::" not in name and not name.startswith("/")
    }


def load_exported(model: Tagger, path: Path) -> None:
    """Overwrite every parameter of `model` with the exported model's (all must be present and
    of the same shape; the file may hold no parameter the model lacks)."""
    state = onnx_state(path)
    expected = model.state_dict()
    missing = sorted(set(expected) - set(state))
    extra = sorted(set(state) - set(expected))
    wrong = sorted(k for k in set(state) & set(expected) if state[k].shape != expected[k].shape)
    if missing or extra or wrong:
        raise ValueError(
            f"exported weights do not fit: missing {missing}, extra {extra}, shape {wrong}"
        )
    model.load_state_dict(state)
