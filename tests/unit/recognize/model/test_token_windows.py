"""Window planning, batching and overlap averaging."""

from __future__ import annotations

from itertools import pairwise

import numpy as np
import pytest

from stream.recognize.model.encoding import Encoded
from stream.recognize.model.token_windows import (
    MAX_WINDOW,
    LogitAccumulator,
    TokenWindow,
    batches,
    plan,
    tensors,
    windows_for,
)


@pytest.mark.parametrize("n", [0, 1, 5, 254, 255, 300, 1000, 50_001])
@pytest.mark.parametrize(("content", "overlap"), [(254, 32), (126, 16), (510, 64)])
def test_plan_covers_every_token_within_limits(n, content, overlap):
    ranges = plan(n, content, overlap)
    covered = np.zeros(n, dtype=int)
    for s, e in ranges:
        assert 0 <= s < e <= n and e - s <= content and e - s + 2 <= MAX_WINDOW
        covered[s:e] += 1
    assert (covered >= 1).all()
    for (_, e1), (s2, _) in pairwise(ranges):
        assert s2 < e1  # neighbours overlap


@pytest.mark.parametrize(("content", "overlap"), [(511, 0), (100, 100), (100, -1)])
def test_plan_rejects_bad_settings(content, overlap):
    with pytest.raises(ValueError):
        plan(10, content, overlap)


def _enc(n: int) -> Encoded:
    ids = np.arange(100, 100 + n, dtype=np.int64)
    offsets = np.stack([np.arange(n) * 2, np.arange(n) * 2 + 1], axis=1).astype(np.int64)
    return Encoded(ids, offsets, np.arange(n, dtype=np.int64), np.ones(n, dtype=np.int64))


def test_batches_respect_limits_and_keep_every_window():
    wins = windows_for([_enc(700), _enc(30), _enc(5)], 254, 32)
    groups = batches(wins, max_batch=2, max_tokens=600)
    got = sorted((w.note, w.start) for g in groups for w in g)
    assert got == sorted((w.note, w.start) for w in wins)
    for g in groups:
        assert len(g) <= 2 and len(g) * (max(len(w) for w in g) + 2) <= 600


def test_tensors_wrap_windows_in_cls_sep_and_pad():
    encs = [_enc(5), _enc(3)]
    batch = [TokenWindow(0, 0, 5), TokenWindow(1, 0, 3)]
    t = tensors(batch, encs, cls_id=101, sep_id=102, pad_id=0)
    assert t["input_ids"][1].tolist() == [101, 100, 101, 102, 102, 0, 0]
    assert t["attention_mask"].sum(axis=1).tolist() == [7, 5]
    assert t["case_ids"][0, 0] == 0 and t["case_ids"][0, 1] == 1


def test_overlapping_logits_are_averaged():
    enc = _enc(4)
    acc = LogitAccumulator([enc], num_tags=2)
    a = np.zeros((1, 5, 2), dtype=np.float32)
    a[0, 1:4] = 1.0
    b = np.zeros((1, 5, 2), dtype=np.float32)
    b[0, 1:4] = 3.0
    acc.add([TokenWindow(0, 0, 3)], a)
    acc.add([TokenWindow(0, 1, 4)], b)
    got = acc.averaged(0)[:, 0].tolist()
    assert got == [1.0, 2.0, 2.0, 3.0]


def test_uncovered_token_raises():
    acc = LogitAccumulator([_enc(3)], num_tags=2)
    acc.add([TokenWindow(0, 0, 2)], np.zeros((1, 4, 2), dtype=np.float32))
    with pytest.raises(RuntimeError):
        acc.averaged(0)


def test_batches_are_cut_for_parallel_runs_where_there_are_windows_enough():
    wins = windows_for([_enc(30), _enc(20), _enc(10)], 254, 32)
    assert [len(g) for g in batches(wins, max_batch=4, max_tokens=8192)] == [3]
    assert [len(g) for g in batches(wins, max_batch=4, max_tokens=8192, min_batches=2)] == [2, 1]
    assert [len(g) for g in batches(wins[:1], max_batch=4, max_tokens=8192, min_batches=2)] == [1]
