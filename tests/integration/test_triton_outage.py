"""Fail closed on a real Triton outage: a `deid run` worker serving the model from tritonserver.

The session's tritonserver is frozen with SIGSTOP mid-stream (its sockets stay open, requests hang
until the client deadline, as with a wedged server), then thawed with SIGCONT.
While frozen: no output, no span event, no offset moves, /readyz says not ready. After: every note
comes out exactly once, with its span event.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from stream.devstack.broker import free_port
from stream.devstack.triton import EmbeddedTriton
from tests.integration.support import (
    WorkerProcess,
    committed_total,
    fresh_topics,
    headers_of,
    make_note,
    produce_notes,
    read_all,
    wait_for,
    write_config,
)
from tests.integration.test_exactly_once import assert_no_identifiers

if TYPE_CHECKING:
    from tests.integration.support import TestNote

BATCH = 12
WORKER = {"max_records": 4, "max_wait_s": 0.05, "poll_s": 0.1, "backoff_initial_s": 0.2,
          "backoff_max_s": 1.0}
UNAVAILABLE = "RecognizerUnavailable"


@contextlib.contextmanager
def frozen(server: EmbeddedTriton) -> Iterator[None]:
    """tritonserver stopped (SIGSTOP) inside the block, continued (SIGCONT) whatever happens."""
    os.kill(server.process.pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(server.process.pid, signal.SIGCONT)


def start_worker(tmp_path: Path, bootstrap: str, topics, keys: Path,
                 triton: EmbeddedTriton) -> tuple[WorkerProcess, str]:
    """`deid run` with recognizer {mode: ensemble, serving: triton} and a 2 s Triton deadline."""
    port, group = free_port(), "g-triton-outage"
    recognizer = {"mode": "ensemble", "serving": "triton", "triton_url": triton.grpc_url,
                  "triton_timeout_s": 2.0}
    config = write_config(tmp_path / "worker.yaml", bootstrap, topics, keys, port,
                          "deid-triton-outage", group=group, worker=WORKER,
                          recognizer=recognizer)
    worker = WorkerProcess(config, tmp_path / "worker.log", port)
    worker.wait_ready(90)
    return worker, group


def source(msg) -> tuple[int, int]:
    """(partition, offset) of the input record an output or span event came from."""
    h = headers_of(msg)
    return int(h["deid-source-partition"]), int(h["deid-source-offset"])


def assert_exactly_once(bootstrap: str, topics, notes: list[TestNote]) -> None:
    """One output and one matching span event per input record, nothing in the DLQ."""
    outputs = read_all(bootstrap, topics.output, len(notes), timeout=30, settle=1)
    events = read_all(bootstrap, topics.spans, len(notes), timeout=10, settle=0.5)
    out_ids = {source(m): orjson.loads(m.value())["note_id"] for m in outputs}
    ev_ids = {source(m): orjson.loads(m.value())["note_id"] for m in events}
    assert len(outputs) == len(out_ids) == len(notes), "a note missing or duplicated"
    assert len(events) == len(ev_ids) == len(notes), "a span event missing or duplicated"
    assert ev_ids == out_ids
    assert read_all(bootstrap, topics.dlq, 1, timeout=0.5) == []


def test_triton_outage_holds_everything_then_resumes_exactly_once(bootstrap, keys, triton,
                                                                  tmp_path):
    topics = fresh_topics(bootstrap)
    first = [make_note(i, chars=600) for i in range(BATCH)]
    during = [make_note(i, chars=600) for i in range(BATCH, 2 * BATCH)]
    worker, group = start_worker(tmp_path, bootstrap, topics, keys, triton)
    try:
        produce_notes(bootstrap, topics.input, first)
        assert len(read_all(bootstrap, topics.output, BATCH, timeout=30)) == BATCH
        wait_for(lambda: committed_total(bootstrap, group, topics.input) == BATCH, 10)
        windows = BATCH // WORKER["max_records"]  # at least; one batched request each
        assert worker.metric("deid_triton_request_seconds_count", outcome="ok") >= windows

        with frozen(triton):
            produce_notes(bootstrap, topics.input, during)
            worker.wait_metric("deid_retries_total", 2, timeout=30, kind=UNAVAILABLE)
            status, body = worker.get("/readyz")
            assert status == 503 and UNAVAILABLE.encode() in body
            assert len(read_all(bootstrap, topics.output, BATCH + 1, timeout=1.5)) == BATCH
            assert len(read_all(bootstrap, topics.spans, BATCH + 1, timeout=0.5)) == BATCH
            assert read_all(bootstrap, topics.dlq, 1, timeout=0.5) == []
            assert committed_total(bootstrap, group, topics.input) == BATCH
            failed = worker.metric("deid_triton_request_seconds_count",
                                   outcome="InferenceServerException")
            assert failed >= 2

        assert len(read_all(bootstrap, topics.output, 2 * BATCH, timeout=40)) == 2 * BATCH
        wait_for(lambda: committed_total(bootstrap, group, topics.input) == 2 * BATCH, 10)
        worker.wait_ready(30)
        metrics = worker.get("/metrics")[1]
    finally:
        code = worker.terminate()
    assert code == 0
    assert_exactly_once(bootstrap, topics, first + during)
    assert_no_identifiers(first + during, {"log": worker.log.read_bytes(), "metrics": metrics})
