"""The real tritonserver (nvidia-pytriton) serving triton_models/ with the CPU config."""

from __future__ import annotations

import asyncio
import time
import urllib.request
from collections.abc import Iterator

import numpy as np
import pytest

from stream.core.errors import RecognizerUnavailable
from stream.core.spans import Note, check_spans
from stream.devstack.triton import EmbeddedTriton
from stream.recognize.model.onnx_recognizer import OnnxRecognizer
from stream.recognize.model.token_windows import plan
from stream.recognize.model.triton_recognizer import TritonRecognizer
from tests.integration.support import wait_for


@pytest.fixture(scope="session")
def remote(triton) -> Iterator[TritonRecognizer]:
    rec = TritonRecognizer(triton.grpc_url, max_in_flight=8)
    yield rec
    rec.close()


@pytest.fixture(scope="session")
def local() -> OnnxRecognizer:
    return OnnxRecognizer()


def test_model_ready(remote):
    assert remote.ready()


def test_triton_logits_equal_in_process_logits(remote, local):
    texts = [
        "Seen by Dr. Maria Lopez at Brookfield General on 03/04/2021, MRN 448812.",
        "PT'S DAUGHTER ANNA CALLED 617-555-0143 RE DISCHARGE",
        "x" * 10,
    ]
    encodings, batches = local.tagger.prepare(texts)

    async def remote_logits(inputs):
        from stream.recognize.model.triton_recognizer import TritonScorer

        return await TritonScorer(remote._client, remote.model, 30).logits(inputs)

    for batch in batches:
        inputs = local.tagger.inputs(batch, encodings)
        want = local.scorer.logits(inputs)
        got = remote._call(remote_logits(inputs))
        mask = inputs["attention_mask"].astype(bool)
        assert np.abs(want - got)[mask].max() <= 1e-4


def test_triton_spans_equal_in_process_spans(remote, local):
    notes = [
        Note(str(i), f"Discussed with wife Rosa Imbert ({i}01) 555-01{i}{i}. " * (1 + 30 * i))
        for i in range(3)
    ]
    assert remote.recognize_batch(notes) == local.recognize_batch(notes)


def test_200k_character_note_is_fully_covered(remote, local):
    text = (
        "Mr. Okafor seen 3/9/2024 by Dr. Fitch at Harrowgate Memorial, call (503) 555-0143. "
        "Continue furosemide 40 mg PO daily; BMP in one week. "
    ) * 1500
    text = text[:200_000]
    assert len(text) == 200_000
    enc = local.tagger.tokenizer.encode(text)
    ranges = plan(len(enc), local.tagger.content, local.tagger.overlap)
    covered = np.zeros(len(enc), dtype=bool)
    for s, e in ranges:
        covered[s:e] = True
    assert covered.all() and len(ranges) > 100
    spans = remote.recognize(Note("big", text))
    check_spans(len(text), spans)
    assert spans[0].start < 200 and spans[-1].end > len(text) - 300


@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "\n\t  \n",
        "Ünïcödé — 東京 😀 café résumé naïve",
        "Señora Peña vive en Málaga; llamó al +34 600 123 456.",
    ],
)
def test_empty_whitespace_and_non_ascii_notes(remote, local, text):
    spans = remote.recognize(Note("odd", text))
    check_spans(len(text), spans)
    assert spans == local.recognize(Note("odd", text))
    if not text.strip():
        assert spans == []


def _execution_count(triton: EmbeddedTriton) -> tuple[int, int]:
    """(inference count, execution count) of the model from Triton's statistics."""
    import json

    url = f"http://{triton.http_url}/v2/models/deid_tagger/stats"
    with urllib.request.urlopen(url, timeout=5) as resp:
        stats = json.load(resp)["model_stats"][0]
    return int(stats["inference_count"]), int(stats["execution_count"])


def test_concurrent_requests_are_batched(triton, remote):
    from stream.recognize.model.triton_recognizer import TritonScorer

    scorer = TritonScorer(remote._client, remote.model, 60)
    one = {
        k: np.ones((1, 64), dtype=np.int64) for k in ("input_ids", "attention_mask", "case_ids")
    }

    async def many():
        return await asyncio.gather(*(scorer.logits(one) for _ in range(256)))

    merged = []
    for _ in range(3):  # a burst can drain one by one on a busy machine; three bursts cannot all
        before = _execution_count(triton)
        results = remote._call(many())
        # Triton updates its statistics after it responds
        counted = before[0] + len(results)
        wait_for(lambda n=counted: _execution_count(triton)[0] >= n, 10, 0.05)
        after = _execution_count(triton)
        inferences, executions = after[0] - before[0], after[1] - before[1]
        assert len(results) == 256 and inferences == 256
        merged.append(executions < inferences)
        if merged[-1]:
            break
    assert any(merged), "the dynamic batcher merged no requests"


def test_unreachable_server_raises_recognizer_unavailable():
    from stream.devstack.broker import free_port

    rec = TritonRecognizer(f"127.0.0.1:{free_port()}", timeout_s=2)
    try:
        started = time.monotonic()
        with pytest.raises(RecognizerUnavailable):
            rec.recognize(Note("x", "Seen by Dr. Lopez."))
        assert time.monotonic() - started < 30
    finally:
        rec.close()
