"""TritonScorer: dependency errors become RecognizerUnavailable once, each request is observed;
TritonRecognizer packs the windows of many notes into few requests."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest
from tritonclient.utils import InferenceServerException

from stream.core.config import ConfigError, RecognizerConfig
from stream.core.errors import RecognizerUnavailable
from stream.core.spans import Note
from stream.kafka.metrics import PrometheusSensor
from stream.recognize.base import attach_observer
from stream.recognize.factory import build_model
from stream.recognize.model.labels import NUM_TAGS
from stream.recognize.model.token_windows import plan
from stream.recognize.model.triton_recognizer import TritonRecognizer, TritonScorer
from stream.recognize.rules import CompositeRecognizer

INPUTS = {k: np.ones((1, 8), dtype=np.int64) for k in ("input_ids", "attention_mask", "case_ids")}


class FailingClient:
    """A gRPC client whose every request raises `error`."""

    def __init__(self, error: BaseException) -> None:
        self.error = error

    async def infer(self, *args, **kwargs):
        raise self.error


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[float, str]] = []

    def triton_request(self, seconds: float, outcome: str) -> None:
        self.calls.append((seconds, outcome))


@pytest.mark.parametrize("error", [
    InferenceServerException("Deadline Exceeded", status="StatusCode.DEADLINE_EXCEEDED"),
    ConnectionRefusedError(111, "refused"),
    TimeoutError(),
])
def test_request_errors_become_recognizer_unavailable_from_the_cause(error):
    recorder = Recorder()
    scorer = TritonScorer(FailingClient(error), "deid_tagger", 1.0, recorder)
    with pytest.raises(RecognizerUnavailable) as info:
        asyncio.run(scorer.logits(INPUTS))
    assert info.value.__cause__ is error
    assert not isinstance(info.value.__cause__, RecognizerUnavailable)
    assert [outcome for _, outcome in recorder.calls] == [type(error).__name__]


def test_the_prometheus_sensor_records_triton_latency_by_outcome():
    sensor = PrometheusSensor()
    sensor.triton_request(0.004, "ok")
    sensor.triton_request(2.0, "InferenceServerException")
    get = sensor.registry.get_sample_value
    assert get("deid_triton_request_seconds_count", {"outcome": "ok"}) == 1
    assert get("deid_triton_request_seconds_sum", {"outcome": "ok"}) == pytest.approx(0.004)
    assert get("deid_triton_request_seconds_count",
               {"outcome": "InferenceServerException"}) == 1


class Observable:
    name = "observable"

    def __init__(self) -> None:
        self.observer = None

    def observe(self, observer) -> None:
        self.observer = observer

    def recognize(self, note):
        return []


def test_attach_observer_reaches_recognizers_inside_composites():
    inner = Observable()
    tree = CompositeRecognizer([CompositeRecognizer([inner]), Observable()])
    sensor = PrometheusSensor()
    assert attach_observer(tree, sensor) == 2
    assert inner.observer is sensor


def test_the_prometheus_sensor_counts_requests_per_worker_window():
    sensor = PrometheusSensor()
    sensor.triton_batch(3, 150)
    get = sensor.registry.get_sample_value
    assert get("deid_triton_requests_per_window_count") == 1
    assert get("deid_triton_requests_per_window_sum") == 3
    assert get("deid_model_windows_total") == 150


class ShapeClient:
    """A gRPC client that records each request's input shape and answers zero logits."""

    def __init__(self) -> None:
        self.shapes: list[tuple[int, int]] = []

    async def infer(self, model, inputs, outputs, client_timeout):
        shape = tuple(inputs[0].shape())
        self.shapes.append(shape)
        return ZeroLogits(shape)

    async def close(self) -> None:
        pass


class ZeroLogits:
    def __init__(self, shape: tuple[int, int]) -> None:
        self.shape = shape

    def as_numpy(self, name: str) -> np.ndarray:
        return np.zeros((*self.shape, NUM_TAGS), dtype=np.float32)


class BatchRecorder(Recorder):
    def __init__(self) -> None:
        super().__init__()
        self.batches: list[tuple[int, int]] = []

    def triton_batch(self, requests: int, windows: int) -> None:
        self.batches.append((requests, windows))


def test_windows_of_many_notes_share_requests_longest_first():
    recognizer = TritonRecognizer("127.0.0.1:1", max_batch=8, max_in_flight=2)
    client = recognizer._client = ShapeClient()
    recorder = BatchRecorder()
    recognizer.observe(recorder)
    notes = [Note(str(i), "Seen by Dr. Ann Lee on 03/04/2021. " * (1 + 7 * i)) for i in range(20)]
    try:
        recognizer.recognize_batch(notes)
    finally:
        recognizer.close()
    encodings, _ = recognizer.tagger.prepare([n.text for n in notes])
    windows = sum(len(plan(len(e), recognizer.tagger.content, recognizer.tagger.overlap))
                  for e in encodings)
    assert sum(rows for rows, _ in client.shapes) == windows
    assert len(client.shapes) == -(-windows // 8)  # full requests of 8 windows, one remainder
    assert all(rows <= 8 for rows, _ in client.shapes)
    assert sorted((w for _, w in client.shapes), reverse=True) == [w for _, w in client.shapes]
    assert recorder.batches == [(len(client.shapes), windows)]
    assert len(recorder.calls) == len(client.shapes)


def test_batch_and_in_flight_limits_come_from_the_config():
    cfg = RecognizerConfig(serving="triton", triton_url="127.0.0.1:1", triton_max_batch=24,
                           triton_max_in_flight=3)
    recognizer = build_model(cfg)
    try:
        assert recognizer.tagger.max_batch == 24 and recognizer.max_in_flight == 3
    finally:
        recognizer.close()
    with pytest.raises(ConfigError):
        RecognizerConfig(triton_max_batch=0).validate()


class CountingClient(ShapeClient):
    """A ShapeClient that yields to the event loop inside each request and records the most
    requests it held at once."""

    def __init__(self) -> None:
        super().__init__()
        self.in_flight = 0
        self.most_in_flight = 0

    async def infer(self, model, inputs, outputs, client_timeout):
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        for _ in range(3):  # let the other requests start, if the gate lets them
            await asyncio.sleep(0)
        self.in_flight -= 1
        return await super().infer(model, inputs, outputs, client_timeout)


@pytest.mark.parametrize("max_in_flight", [1, 2, 3])
def test_batches_submitted_together_share_the_in_flight_bound(max_in_flight):
    recognizer = TritonRecognizer("127.0.0.1:1", max_batch=2, max_in_flight=max_in_flight)
    client = recognizer._client = CountingClient()
    notes = [Note(str(i), "Seen by Dr. Ann Lee on 03/04/2021. " * (1 + 30 * i)) for i in range(6)]
    try:
        futures = [recognizer.submit_batch(notes[:3]), recognizer.submit_batch(notes[3:])]
        together = [spans for future in futures for spans in future.result()]
        alone = recognizer.recognize_batch(notes[:3]) + recognizer.recognize_batch(notes[3:])
    finally:
        recognizer.close()
    assert len(client.shapes) > 2 * max_in_flight  # enough requests to fill the bound
    assert client.most_in_flight == max_in_flight
    assert together == alone
