"""Compact serving artifacts from the fp32 ONNX export: fp16 for GPUs, int8 for CPUs.

The fp32 export (72 MB) is too large to ship or carry; Triton's GPU config serves the fp16 file,
the CPU config and the in-process recognizer serve the int8 file (int8 weights and int8
products, stream/train/int8_graph.py). Inputs stay int64 and the `logits` output stays fp32 in
both, so the Triton configs and clients do not change.

    python -m stream.train.compact [--source triton_models/deid_tagger/1/model.onnx]
                                   [--repository triton_models]
    python -m stream.train.compact --requantize --source FP16_OR_INT8_FILE
                                   [--repository triton_models]

`--requantize` rebuilds only the CPU file, without the fp32 export, from the fp16 file or from
an int8 file whose weights sit behind DequantizeLinear nodes, as compact wrote it before the
int8 products: the shipped file was rebuilt from `1/model.fp16.onnx` (linear weights in 7 bits,
PRODUCT_LEVELS).

Also writes deid_tagger/compact_reference.json (fp32 logits of sample windows, fp32 char
recall of a benchmark subset) for the CI parity test, since the fp32 file is not shipped.
Prints the sizes and the max |logit difference| of each file against the source, as JSON.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
import onnx
from onnx import numpy_helper
from onnxruntime.transformers.float16 import convert_float_to_float16

from stream.recognize.model.artifacts import ModelFiles, model_files, repository
from stream.recognize.model.onnx_recognizer import OnnxScorer
from stream.recognize.model.tagger import WindowedTagger
from stream.train.int8_graph import dequantized, fused, integer_matmuls
from stream.train.parity import (
    CI_SUBSET,
    assess_set,
    benchmark_sets,
    masked_max_difference,
    sample_inputs,
)


def to_fp16(source: Path, target: Path) -> None:
    """fp16 weights and compute; int64 inputs and the fp32 `logits` output kept (Cast nodes)."""
    model = convert_float_to_float16(onnx.load(str(source)), keep_io_types=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(target))


TABLE_LEVELS = 127
PRODUCT_LEVELS = 63
"""Largest int8 code of a product's weights: 7 bits, so that a CPU without VNNI computes the
same products as one with it. Its u8 x s8 kernels (AVX2 vpmaddubsw) add two products in int16,
which saturates above 32,767: 255 x 127 x 2 does, 255 x 63 x 2 does not. With 127 the shipped
file's logits moved up to 0.76 from fp32 on such a CPU and not on a VNNI one."""


def _quantized(weights: np.ndarray, axis: int,
               levels: int = TABLE_LEVELS) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 values in [-levels, levels] and fp32 scales, one scale per slice along
    `axis`."""
    other = tuple(d for d in range(weights.ndim) if d != axis)
    scale = np.abs(weights).max(axis=other) / float(levels)
    scale[scale == 0] = 1.0
    shape = [1] * weights.ndim
    shape[axis] = -1
    values = np.clip(np.rint(weights / scale.reshape(shape)), -levels, levels).astype(np.int8)
    return values, scale.astype(np.float32)


def _product_weights(weights: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray]:
    """A linear layer's int8 weights (PRODUCT_LEVELS) and per-column scales."""
    return _quantized(weights, axis, PRODUCT_LEVELS)


def weight_axes(model: onnx.ModelProto) -> dict[str, int]:
    """fp32 weights to store in int8 and their scale axis: MatMul weights [in, out] per output
    column, embedding tables (Gather data) per row."""
    init = {i.name: i for i in model.graph.initializer}
    axes: dict[str, int] = {}
    for node in model.graph.node:
        if node.op_type == "MatMul" and node.input[1] in init:
            axes[node.input[1]] = 1
        elif node.op_type == "Gather" and node.input[0] in init:
            axes[node.input[0]] = 0
    return {name: axis for name, axis in axes.items()
            if init[name].data_type == onnx.TensorProto.FLOAT and len(init[name].dims) == 2}


def to_int8(source: Path, target: Path) -> None:
    """The CPU file from an fp32 graph (see stream/train/int8_graph.py): fused attention,
    int8 x int8 linear layers with per-token activation scales, int8 embedding tables.

    A window's logits never depend on the other windows of its batch: every activation scale
    is one token's. quantize_dynamic was tried and rejected: its per-batch activation scales
    moved span bounds with batch composition (see MODEL_CARD.md).
    """
    save_cpu_graph(onnx.load(str(source)), target)


def requantize(source: Path, target: Path) -> None:
    """The CPU file rebuilt, when the fp32 export is not at hand, from the fp16 file (its
    weights within fp16 rounding of the export's) or from an int8 file whose weights sit
    behind DequantizeLinear nodes (its embedding tables kept as they are)."""
    model = onnx.load(str(source))
    if any(i.data_type == onnx.TensorProto.FLOAT16 for i in model.graph.initializer):
        save_cpu_graph(float32_graph(model), target)
        return
    restored = {n.output[0] for n in model.graph.node if n.op_type == "DequantizeLinear"}
    if not any(n.op_type == "MatMul" and n.input[1] in restored for n in model.graph.node):
        raise ValueError(f"{source.name} holds neither fp16 weights nor a MatMul weight behind "
                         "DequantizeLinear (an integer-product file?): requantize the file it "
                         "was built from")
    save_cpu_graph(dequantized(model), target)


def float32_graph(model: onnx.ModelProto) -> onnx.ModelProto:
    """The fp32 graph of an fp16 file (to_fp16): its weights, constants, casts and value types
    back in fp32; the Cast before the fp32 output becomes a no-op."""
    out = onnx.ModelProto()
    out.CopyFrom(model)
    half, full = onnx.TensorProto.FLOAT16, onnx.TensorProto.FLOAT
    for tensor in out.graph.initializer:
        if tensor.data_type == half:
            tensor.CopyFrom(_as_float32(tensor))
    for node in out.graph.node:
        for attribute in node.attribute:
            if node.op_type == "Constant" and attribute.name == "value" and (
                    attribute.t.data_type == half):
                attribute.t.CopyFrom(_as_float32(attribute.t))
            elif node.op_type == "Cast" and attribute.name == "to" and attribute.i == half:
                attribute.i = full
    for value in out.graph.value_info:
        if value.type.tensor_type.elem_type == half:
            value.type.tensor_type.elem_type = full
    return out


def _as_float32(tensor: onnx.TensorProto) -> onnx.TensorProto:
    return numpy_helper.from_array(numpy_helper.to_array(tensor).astype(np.float32), tensor.name)


def save_cpu_graph(model: onnx.ModelProto, target: Path) -> None:
    """Write the CPU graph of an fp32 model to `target`."""
    model = integer_matmuls(fused(model), _product_weights)
    model = int8_tables(model)
    onnx.checker.check_model(model)
    target.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(target))


def int8_tables(model: onnx.ModelProto) -> onnx.ModelProto:
    """fp32 weights left (embedding tables) as int8 values and scales that a DequantizeLinear
    node restores to fp32; onnxruntime folds those nodes at load (session.disable_quant_qdq)."""
    axes = weight_axes(model)
    kept, added = [], []
    for tensor in model.graph.initializer:
        if tensor.name not in axes:
            kept.append(tensor)
            continue
        values, scale = _quantized(numpy_helper.to_array(tensor), axes[tensor.name])
        added += [numpy_helper.from_array(values, f"{tensor.name}_int8"),
                  numpy_helper.from_array(scale, f"{tensor.name}_scale")]
    nodes = [onnx.helper.make_node("DequantizeLinear", [f"{n}_int8", f"{n}_scale"], [n],
                                   name=f"{n}_dequantize", axis=axis)
             for n, axis in axes.items()]
    graph_nodes = nodes + list(model.graph.node)
    del model.graph.initializer[:], model.graph.node[:]
    model.graph.initializer.extend(kept + added)
    model.graph.node.extend(graph_nodes)
    return model


def reference_path(files: ModelFiles) -> Path:
    """The fp32 figures the CI parity test compares the compact files with."""
    return files.tags.parent / "compact_reference.json"


def fp32_reference(source: Path, files: ModelFiles) -> dict:
    """fp32 logits of the sample windows and fp32 character metrics of the CI subset."""
    tagger = WindowedTagger.from_files(files, max_batch=4)
    sets = benchmark_sets(CI_SUBSET["heldout"], CI_SUBSET["gold"])
    logits = OnnxScorer(source).logits(sample_inputs())
    return {
        "sample_logits": np.round(logits, 5).tolist(),
        "ci_subset": CI_SUBSET,
        "metrics": {name: assess_set(tagger, {"fp32": source}, records)["fp32"]
                    for name, records in sets.items()},
    }


def compact(source: Path, files: ModelFiles) -> dict:
    """Write files.gpu_onnx (fp16), files.onnx (int8) and the fp32 reference from `source`;
    returns sizes and logit parity on the sample windows."""
    to_fp16(source, files.gpu_onnx)
    to_int8(source, files.onnx)
    reference = fp32_reference(source, files)
    reference_path(files).write_text(json.dumps(reference) + "\n", "utf-8")
    inputs, fp32 = sample_inputs(), np.asarray(reference["sample_logits"], dtype=np.float32)
    mask = inputs["attention_mask"]
    return {
        "source_bytes": source.stat().st_size,
        "fp16_bytes": files.gpu_onnx.stat().st_size,
        "int8_bytes": files.onnx.stat().st_size,
        **{f"{name}_max_logit_diff": masked_max_difference(
            fp32, OnnxScorer(path).logits(inputs), mask)
           for name, path in (("fp16", files.gpu_onnx), ("int8", files.onnx))},
        "fp32_ci_subset": reference["metrics"],
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repository", type=Path, default=None,
                        help="Triton model repository to write into (default: the checkout's)")
    parser.add_argument("--source", type=Path, default=None,
                        help="fp32 ONNX export (default: <repository>/deid_tagger/1/model.onnx); "
                             "with --requantize, the fp16 or DequantizeLinear int8 file to "
                             "rebuild from")
    parser.add_argument("--requantize", action="store_true",
                        help="rebuild the CPU file from the weights of --source "
                             "(no fp32 export)")
    args = parser.parse_args(argv)
    files = model_files(args.repository or repository())
    if args.requantize:
        if args.source is None:
            parser.error("--requantize needs --source: the fp16 file, or an int8 file with "
                         "DequantizeLinear weights")
        requantize(args.source, files.onnx)
        print(json.dumps({"int8_bytes": files.onnx.stat().st_size}, indent=2))
        return
    print(json.dumps(compact(args.source or files.export_onnx, files), indent=2))


if __name__ == "__main__":
    main()
