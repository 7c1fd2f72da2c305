"""TritonScorer: dependency errors become RecognizerUnavailable once, each request is observed."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest
from tritonclient.utils import InferenceServerException

from stream.errors import RecognizerUnavailable
from stream.pipeline.metrics import PrometheusSensor
from stream.recognize.base import attach_observer
from stream.recognize.model.triton_recognizer import TritonScorer
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
