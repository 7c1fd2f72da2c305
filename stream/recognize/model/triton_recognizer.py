"""Recognizer that scores windows on Triton Inference Server over async gRPC.

Tokenization, windowing and decoding run here (stream/recognize/model/tagger.py); Triton runs
the network. The model windows of every note in a call (the worker's whole window of records)
are sorted by length and cut into requests of up to `max_batch` windows, so a request holds
many notes and little padding; requests go out concurrently, at most `max_in_flight` at a time,
from one event loop on a background thread, so sync callers can use it too; `submit_batch`
returns at once, so that a composite runs the rules while Triton scores (a worker window goes
out in chunks of `pipeline_notes`). How many requests a call took goes to the observer
(`triton_batch`).
Triton, gRPC, connection and timeout errors become RecognizerUnavailable here and nowhere else
(TritonScorer.logits, `raise ... from exc`); the message names the error kind, never the note.
Each request's latency and outcome go to a RequestObserver hook (the worker's Sensor).

The channel balances requests over every address its target resolves to (gRPC round_robin):
with a headless Service (`dns:///deid-triton-grpc.deid.svc:8001`) each Triton pod gets its
share. With `recognizer.triton_tls.enabled` it is a TLS channel (optionally mutual).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future

import grpc
import numpy as np
from tritonclient.grpc import MAX_GRPC_MESSAGE_SIZE, InferInput, InferRequestedOutput
from tritonclient.grpc import aio as grpc_aio
from tritonclient.utils import InferenceServerException

from stream.core.config import ConfigError, TritonTlsConfig
from stream.core.errors import RecognizerUnavailable
from stream.core.spans import Note, Span
from stream.recognize.base import NoObserver, RequestObserver
from stream.recognize.model.artifacts import MODEL_NAME, ModelFiles, model_files
from stream.recognize.model.labels import NUM_TAGS
from stream.recognize.model.tagger import WindowedTagger, texts_of
from stream.recognize.model.token_windows import MAX_WINDOW, LogitAccumulator
from stream.recognize.trace import Trace

INPUTS = ("input_ids", "attention_mask", "case_ids")
CHANNEL_ARGS = (
    ("grpc.lb_policy_name", "round_robin"),  # every resolved Triton pod, not the first one
    ("grpc.max_send_message_length", MAX_GRPC_MESSAGE_SIZE),
    ("grpc.max_receive_message_length", MAX_GRPC_MESSAGE_SIZE),
    ("grpc.keepalive_time_ms", 30_000),
    ("grpc.keepalive_timeout_ms", 10_000),
)


def _pem(path: str, key: str) -> bytes | None:
    """A PEM file's bytes (None when unset); the error names the config key, not the content."""
    if not path:
        return None
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as exc:
        raise ConfigError(f"cannot read recognizer.triton_tls.{key}: {exc.strerror}") from None


def channel_credentials(tls: TritonTlsConfig) -> grpc.ChannelCredentials | None:
    """TLS credentials of the Triton channel, or None for plaintext."""
    if not tls.enabled:
        return None
    return grpc.ssl_channel_credentials(
        root_certificates=_pem(tls.ca_cert, "ca_cert"),
        private_key=_pem(tls.client_key, "client_key"),
        certificate_chain=_pem(tls.client_cert, "client_cert"),
    )


def _tensors(inputs: dict[str, np.ndarray]) -> list[InferInput]:
    """The model's INT64 input tensors."""
    tensors = []
    for name in INPUTS:
        tensor = InferInput(name, list(inputs[name].shape), "INT64")
        tensor.set_data_from_numpy(inputs[name])
        tensors.append(tensor)
    return tensors


def _unavailable(exc: BaseException) -> RecognizerUnavailable:
    """The one retriable error a failed request becomes (gRPC status or exception kind only)."""
    if isinstance(exc, InferenceServerException):
        return RecognizerUnavailable(f"Triton inference failed: {exc.status()}")
    return RecognizerUnavailable(f"Triton unreachable: {type(exc).__name__}")


UNAVAILABLE = (InferenceServerException, TimeoutError, OSError)
"""What a Triton request raises when the server is down, stopped, slow or refusing."""


class TritonScorer:
    """Async scoring of one batch on Triton."""

    def __init__(self, client: grpc_aio.InferenceServerClient, model: str, timeout_s: float,
                 observer: RequestObserver | None = None):
        self.client = client
        self.model = model
        self.timeout_s = timeout_s
        self.observer = observer or NoObserver()

    async def logits(self, inputs: dict[str, np.ndarray]) -> np.ndarray:
        """Logits [B, L, T] of one batch; RecognizerUnavailable when Triton fails."""
        started = time.perf_counter()
        try:
            result = await self.client.infer(
                self.model,
                _tensors(inputs),
                outputs=[InferRequestedOutput("logits")],
                client_timeout=self.timeout_s,
            )
        except UNAVAILABLE as exc:
            error = _unavailable(exc)
            self.observer.triton_request(time.perf_counter() - started, type(exc).__name__)
            raise error from exc
        self.observer.triton_request(time.perf_counter() - started, "ok")
        logits = result.as_numpy("logits")
        if logits is None or logits.shape[:2] != inputs["input_ids"].shape:
            raise RecognizerUnavailable("Triton returned logits of the wrong shape")
        return logits


class TritonRecognizer:
    """PHI spans from the token classifier served by Triton."""

    name = "model"
    traced = True
    pipeline_notes = 32
    """Notes per batch a composite submits: a worker window's first requests go out after
    tokenizing 32 notes, not all of them, and the rules of each 32 run while Triton scores the
    next (the windows of 32 notes of ~1,500 characters fill a few requests of 16)."""

    def __init__(
        self,
        url: str,
        files: ModelFiles | None = None,
        *,
        model: str = MODEL_NAME,
        max_in_flight: int = 8,
        max_batch: int = 16,
        timeout_s: float = 30.0,
        tls: TritonTlsConfig | None = None,
        profile: str = "balanced",
    ):
        # Windows hold <= 512 tokens, so only max_batch limits a request.
        self.tagger = WindowedTagger.from_files(files or model_files(), max_batch=max_batch,
                                                max_tokens=max_batch * MAX_WINDOW,
                                                profile=profile)
        self.url = url
        self.model = model
        self.max_in_flight = max_in_flight
        self.timeout_s = timeout_s
        self._creds = channel_credentials(tls or TritonTlsConfig())
        self.observer: RequestObserver = NoObserver()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="triton-client", daemon=True
        )
        self._thread.start()
        self._client, self._gate = self._call(self._connect())

    async def _connect(self) -> tuple[grpc_aio.InferenceServerClient, asyncio.Semaphore]:
        """The gRPC client and the bound on requests in flight (shared by every batch being
        scored at once), created on the loop thread."""
        client = grpc_aio.InferenceServerClient(self.url, creds=self._creds,
                                                channel_args=list(CHANNEL_ARGS))
        return client, asyncio.Semaphore(self.max_in_flight)

    def _call(self, coro):
        """Run a coroutine on the client loop and wait for it."""
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    def observe(self, observer: RequestObserver) -> None:
        """Report each request's latency and outcome to `observer` from now on."""
        self.observer = observer

    def ready(self) -> bool:
        """Whether Triton reports the model ready."""

        async def check() -> bool:
            try:
                return bool(await self._client.is_model_ready(self.model))
            except UNAVAILABLE:
                return False

        return self._call(check())

    async def recognize_async(self, texts: Sequence[str],
                              trace: Trace | None = None) -> list[list[Span]]:
        """Spans of each text; window batches go out concurrently, bounded by max_in_flight
        (`trace`: what the threshold and the rule filters removed)."""
        encodings, plan = self.tagger.prepare(texts)
        acc = LogitAccumulator(encodings, NUM_TAGS)
        scorer = TritonScorer(self._client, self.model, self.timeout_s, self.observer)

        async def one(batch) -> None:
            async with self._gate:
                logits = await scorer.logits(self.tagger.inputs(batch, encodings))
            acc.add(batch, logits)

        await asyncio.gather(*(one(batch) for batch in plan))
        self.observer.triton_batch(len(plan), sum(len(batch) for batch in plan))
        return self.tagger.finish(texts, encodings, acc, self.name, trace)

    def recognize(self, note: Note, trace: Trace | None = None) -> list[Span]:
        """Spans of one note (`trace`: what the threshold and the rule filters removed)."""
        return self._call(self.recognize_async([note.text], trace))[0]

    def recognize_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        """Spans of several notes; their windows share batches."""
        return self.submit_batch(notes).result()

    def submit_batch(self, notes: Sequence[Note]) -> Future[list[list[Span]]]:
        """Start `recognize_batch` on the client loop (base.BackgroundRecognizer): the caller
        runs the rules meanwhile. Batches submitted together share `max_in_flight`, and
        Triton answers them about in the order they were submitted."""
        return asyncio.run_coroutine_threadsafe(self.recognize_async(texts_of(notes)),
                                                self._loop)

    def close(self) -> None:
        """Close the channel and stop the client loop."""
        if self._loop.is_running():
            self._call(self._client.close())
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=5)
