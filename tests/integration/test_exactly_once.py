"""Exactly once under SIGKILL: a worker process killed at random points, restarted each time."""

from __future__ import annotations

import contextlib
import random

import orjson

from stream.embedded import free_port
from tests.integration.support import (
    WorkerProcess,
    fresh_topics,
    headers_of,
    make_note,
    produce_notes,
    read_all,
    write_config,
)

RUNS = 6
PER_RUN = 400


def test_sigkill_at_random_points_leaves_exactly_one_output_per_note(bootstrap, keys, tmp_path):
    rng = random.Random(20261129)
    topics = fresh_topics(bootstrap, partitions=3)
    port = free_port()
    config = write_config(tmp_path / "worker.yaml", bootstrap, topics, keys, port,
                          transactional_id="deid-eos-test")
    notes = []
    for run in range(RUNS):
        batch = [make_note(run * PER_RUN + i, chars=800) for i in range(PER_RUN)]
        produce_notes(bootstrap, topics.input, batch)
        notes += batch
        worker = WorkerProcess(config, tmp_path / f"worker-{run}.log", port)
        worker.wait_ready()
        rng_delay = rng.uniform(0.2, 2.5)
        _sleep_then_kill(worker, rng_delay)

    final = WorkerProcess(config, tmp_path / "worker-final.log", port)
    final.wait_ready()
    outputs = read_all(bootstrap, topics.output, len(notes), timeout=180, settle=2)
    events = read_all(bootstrap, topics.spans, len(notes), timeout=60, settle=1)
    status, metrics = final.get("/metrics")
    assert status == 200 and b"deid_notes_total" in metrics
    assert final.terminate() == 0
    committed_per_run = [_committed_records(tmp_path / f"worker-{run}.log") for run in range(RUNS)]
    assert any(committed_per_run), "no run committed before its kill: kills too early"
    pending = [(run + 1) * PER_RUN - sum(committed_per_run[: run + 1]) for run in range(RUNS)]
    assert any(p > 0 for p in pending), "every kill came after the backlog was done"
    logs = b"".join(p.read_bytes() for p in sorted(tmp_path.glob("worker-*.log")))
    assert b"window_committed" in logs and b'"level"' in logs
    assert_no_identifiers(notes, {"logs": logs, "metrics": metrics,
                                  "span events": b"\n".join(e.value() for e in events)})
    assert len(notes) >= 2000

    sources = [(int(h["deid-source-partition"]), int(h["deid-source-offset"]))
               for h in map(headers_of, outputs)]
    assert len(sources) == len(set(sources)), "duplicate output for one input"
    assert len(outputs) == len(notes), "missing outputs"
    assert read_all(bootstrap, topics.dlq, 0, timeout=1) == []

    out_by_source = {s: orjson.loads(m.value()) for s, m in zip(sources, outputs, strict=True)}
    seen = set()
    for ev in events:
        h = headers_of(ev)
        source = (int(h["deid-source-partition"]), int(h["deid-source-offset"]))
        assert source not in seen
        seen.add(source)
        doc = orjson.loads(ev.value())
        out = out_by_source[source]
        assert doc["note_id"] == out["note_id"]
        assert doc["texts"][0]["out_length"] == len(out["text"])
        for span in doc["texts"][0]["spans"]:
            assert span["out_end"] <= len(out["text"])
    assert seen == set(out_by_source)


def _sleep_then_kill(worker: WorkerProcess, delay: float) -> None:
    """Let the worker run `delay` seconds, then SIGKILL it (a kill point, not synchronisation)."""
    import subprocess

    with contextlib.suppress(subprocess.TimeoutExpired):
        worker.proc.wait(timeout=delay)
    assert worker.proc.poll() is None, "worker died on its own"
    worker.kill()


def assert_no_identifiers(notes, places: dict[str, bytes]) -> None:
    """No input identifier (name, MRN, phone, DOB, relative, note and patient ids) anywhere."""
    for note in notes:
        idents = [*note.identifiers, note.envelope["note_id"], note.envelope["patient_id"]]
        for ident in idents:
            for where, blob in places.items():
                assert ident.encode() not in blob, f"an input identifier reached the {where}"


def _committed_records(log) -> int:
    """Records a worker run committed, from its structured log."""
    total = 0
    for line in log.read_bytes().splitlines():
        if b"window_committed" in line:
            total += orjson.loads(line)["records"]
    return total
