"""Exactly once under SIGKILL: a worker process killed at random points, restarted each time.

The worker's side of exactly once is that every input lands in exactly one committed transaction
(its outputs, span event and offset together); the worker logs each committed window's input
offsets. What readers see also depends on the broker: Apache Kafka hides the records of the
transaction a killed worker left open once its successor fences it; the embedded broker shows
them (test_broker_transactions.py). So a reader here may see a second, byte-identical copy of an
output, from such a transaction; every input must still be committed exactly once.
"""

from __future__ import annotations

import contextlib
import random
from collections import Counter

import orjson

from stream.devstack.broker import free_port
from tests.integration.support import (
    WorkerProcess,
    fresh_topics,
    headers_of,
    make_note,
    produce_notes,
    read_all,
    wait_for,
    write_config,
)

RUNS = 6
PER_RUN = 400


def test_sigkill_at_random_points_commits_each_note_exactly_once(bootstrap, keys, tmp_path):
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
        log = tmp_path / f"worker-{run}.log"
        worker = WorkerProcess(config, log, port)
        worker.wait_ready()
        if run % 2:  # a kill point inside the backlog, after the first committed window
            wait_for(lambda log=log: b"window_committed" in log.read_bytes(), timeout=60)
            _sleep_then_kill(worker, rng.uniform(0.0, 0.5))
        else:  # a kill point anywhere from the start, often before anything is committed
            _sleep_then_kill(worker, rng.uniform(0.2, 2.5))

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

    inputs = {(m.partition(), m.offset())
              for m in read_all(bootstrap, topics.input, len(notes), timeout=30)}
    assert len(inputs) == len(notes)
    committed = _committed_offsets(tmp_path.glob("worker-*.log"))
    assert {i: committed[i] for i in inputs if committed[i] != 1} == {}, \
        "an input committed twice, or never"
    assert read_all(bootstrap, topics.dlq, 0, timeout=1) == []

    outputs_by_source, events_by_source = _by_source(outputs), _by_source(events)
    assert set(outputs_by_source) == set(events_by_source) == inputs
    for copies in (*outputs_by_source.values(), *events_by_source.values()):
        assert len({(m.value(), m.key()) for m in copies}) == 1, "two different outputs"
    max_window = 500  # worker.max_records default: one open window per killed run at most
    assert len(outputs) - len(inputs) <= RUNS * max_window

    for source, copies in events_by_source.items():
        doc = orjson.loads(copies[0].value())
        out = orjson.loads(outputs_by_source[source][0].value())
        assert doc["note_id"] == out["note_id"]
        assert doc["texts"][0]["out_length"] == len(out["text"])
        for span in doc["texts"][0]["spans"]:
            assert span["out_end"] <= len(out["text"])


def _by_source(messages) -> dict[tuple[int, int], list]:
    """Records grouped by the input they came from (their source headers)."""
    grouped: dict[tuple[int, int], list] = {}
    for msg in messages:
        h = headers_of(msg)
        grouped.setdefault((int(h["deid-source-partition"]), int(h["deid-source-offset"])),
                           []).append(msg)
    return grouped


def _committed_offsets(logs) -> Counter:
    """How many committed windows held each input (partition, offset), from the workers' logs."""
    counts: Counter = Counter()
    for log in logs:
        for line in log.read_bytes().splitlines():
            if b"window_committed" in line:
                for partition, first, last in orjson.loads(line)["offsets"]:
                    counts.update((partition, offset) for offset in range(first, last + 1))
    return counts


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
