"""No record can stop a partition: large derived records, refused records and poison records.

On the real broker with librdkafka's default message limit (1,000,000 bytes; the embedded
broker describes no topic limit, so the producer's is the budget), a window mixing normal notes
with the shapes whose span events used to reach 1-3 MB: every input ends as one output with its
span event (in parts where needed) or as one DLQ record, the worker never exits, the offsets move
past the window, and a kill -9 in such a window still commits every input exactly once.
"""

from __future__ import annotations

import random

import orjson
import pytest

from stream.devstack.broker import free_port
from stream.engine.limits import MessageLimits
from stream.engine.sources import parse_event
from stream.kafka import loop as loop_module
from stream.kafka.service import build_worker
from tests.integration.crashing_worker_main import CRASH, EXIT_CODE
from tests.integration.large_notes import (
    INPUT_LIMIT,
    fhir_document_reference,
    hl7_mdm,
    json_note_at_limit,
)
from tests.integration.support import (
    WorkerProcess,
    committed,
    fresh_topics,
    headers_of,
    make_config,
    make_note,
    produce,
    read_all,
    running,
    schema_validator,
    wait_for,
    write_config,
)
from tests.integration.test_exactly_once import (
    _by_source,
    _committed_offsets,
    _sleep_then_kill,
    assert_no_identifiers,
)

JSON = [("content-type", b"application/json")]
HL7 = [("content-type", b"x-application/hl7-v2+er7"), ("deid-tenant", b"acme")]
FHIR = [("content-type", b"application/fhir+json"), ("deid-tenant", b"acme")]
LIMIT = 1_000_000


def large_items() -> list[tuple[str, bytes, list]]:
    """(name, value, headers) of the three large shapes."""
    return [("fhir docref, 380 KB attachment", fhir_document_reference(380_000, seed=1), FHIR),
            ("hl7 mdm, 400 KB OBX TX", hl7_mdm(400_000, seed=2), HL7),
            ("json at the input limit", json_note_at_limit(seed=3), JSON)]


def mixed_window(normal: int) -> tuple[list[tuple[bytes, bytes, list]], list[int]]:
    """Normal notes with the large shapes spread among them, as (key, value, headers), and
    the positions (offsets on a fresh one-partition topic) of the large ones."""
    items = [(n.envelope["patient_id"].encode(), n.value, JSON)
             for n in (make_note(i, chars=600) for i in range(normal))]
    positions = []
    for k, (name, value, headers) in enumerate(large_items()):
        positions.append(2 + k * (normal // 3))
        items.insert(positions[-1], (name.encode(), value, headers))
    return items, positions


def span_events_by_source(events) -> dict[tuple[int, int], list]:
    """Span event records (whole or parts) per input record, parts in order."""
    grouped = _by_source(events)
    for source, records in grouped.items():
        part = {headers_of(m).get("deid-part", "1/1") for m in records}
        assert len({m.value() for m in records}) == len(part), f"{source}: duplicate parts"
        records.sort(key=lambda m: int(headers_of(m).get("deid-part", "1/1").split("/")[0]))
    return grouped


def test_large_records_never_stop_the_partition(bootstrap, keys):
    assert len(json_note_at_limit()) == INPUT_LIMIT
    topics = fresh_topics(bootstrap, partitions=1)
    items, large = mixed_window(normal=24)
    produce(bootstrap, topics.input, items)
    cfg = make_config(bootstrap, topics, keys)
    worker, sensor = build_worker(cfg)
    with running(worker):  # re-raises whatever made the worker exit
        wait_for(lambda: committed(bootstrap, cfg.kafka.group_id, topics.input)[0] == len(items),
                 timeout=240, step=0.5)
        assert worker.engine.limits.of(topics.spans) == LIMIT
    outputs = read_all(bootstrap, topics.output, len(items), timeout=30, settle=1)
    events = read_all(bootstrap, topics.spans, len(items), timeout=30, settle=1)
    dlq = read_all(bootstrap, topics.dlq, 0, timeout=2)

    assert [orjson.loads(m.value())["reason"] for m in dlq] == []
    assert set(_by_source(outputs)) == {(0, o) for o in range(len(items))}
    assert all(len(copies) == 1 for copies in _by_source(outputs).values())
    by_source = span_events_by_source(events)
    assert set(by_source) == set(_by_source(outputs))
    validator = schema_validator("span-event")
    for msg in [*outputs, *events]:
        assert len(msg.value()) + 1024 < LIMIT
    for source, records in by_source.items():
        for msg in records:
            validator.validate(orjson.loads(msg.value()))
        cached = parse_event([m.value() for m in records])
        assert cached.tenant == "acme"
        (out,) = _by_source(outputs)[source]
        if source[1] in large:  # its many spans are all there, compact
            assert sum(len(s) for s in cached.spans) > 5000
            assert orjson.loads(records[0].value())["schema"] == "deid.span-event/v2"
        assert out.value() != items[source[1]][1]
    for value in (items[p][1] for p in large):
        names = {w for w in (b"Whitfield", b"Kowalczyk", b"Nakamura") if w in value}
        assert names and not any(n in m.value() for n in names for m in events)
    assert_no_identifiers([make_note(i, chars=600) for i in range(24)],
                          {"span events": b"".join(m.value() for m in events)})
    assert sensor.registry.get_sample_value("deid_dlq_records_total") is None


def test_a_tighter_producer_limit_splits_span_events_or_dlqs_the_record(bootstrap, keys):
    """At message.max.bytes 400,000: span events in parts; the 511 KB output: to the DLQ."""
    topics = fresh_topics(bootstrap, partitions=1)
    items, _ = mixed_window(normal=6)
    produce(bootstrap, topics.input, items)
    cfg = make_config(bootstrap, topics, keys, **{"producer.message.max.bytes": 400_000})
    worker, _ = build_worker(cfg)
    with running(worker):
        dlq = read_all(bootstrap, topics.dlq, 1, timeout=120)
        outputs = read_all(bootstrap, topics.output, len(items) - 1, timeout=120, settle=1)
        events = read_all(bootstrap, topics.spans, len(items) - 1, timeout=30, settle=1)
    (dead,) = dlq
    doc = orjson.loads(dead.value())
    assert doc["reason"] == "too large for the output topic"
    assert items[doc["source"]["offset"]][1] == json_note_at_limit(seed=3)
    assert len(outputs) == len(items) - 1
    by_source = span_events_by_source(events)
    parted = [recs for recs in by_source.values() if len(recs) > 1]
    assert parted, "no span event was split"
    for records in parted:
        assert all(len(m.value()) < 400_000 for m in records)
        assert sum(len(s) for s in parse_event([m.value() for m in records]).spans) > 5000


def test_records_the_producer_refuses_go_to_the_dlq_with_their_neighbours(
        bootstrap, keys, monkeypatch):
    """When the size budget is wrong (here: forced far above the producer's own limit of
    450,000 bytes), librdkafka refuses the large records at produce time: the output of the
    512 KB note, the v1 span events of the FHIR and HL7 notes. Those records go to the DLQ, the
    normal notes around them are published."""
    monkeypatch.setattr(loop_module, "message_limits",
                        lambda cfg, topics: MessageLimits(10 * LIMIT))
    topics = fresh_topics(bootstrap, partitions=1)
    items, large = mixed_window(normal=6)
    produce(bootstrap, topics.input, items)
    cfg = make_config(bootstrap, topics, keys, **{"producer.message.max.bytes": 450_000})
    worker, sensor = build_worker(cfg)
    with running(worker):
        dlq = read_all(bootstrap, topics.dlq, len(large), timeout=180)
        outputs = read_all(bootstrap, topics.output, len(items) - len(large), timeout=60,
                           settle=1)
    docs = [orjson.loads(m.value()) for m in dlq]
    assert sorted(d["source"]["offset"] for d in docs) == large
    for doc in docs:
        assert doc["reason"] == "too large for the output topic"
        assert "MSG_SIZE_TOO_LARGE" in doc["detail"]
    assert set(_by_source(outputs)) == {(0, o) for o in range(len(items)) if o not in large}
    assert sensor.registry.get_sample_value(
        "deid_dlq_records_total", {"reason": "too large for the output topic"}) == len(large)


@pytest.mark.parametrize("where", [0, 11])
def test_a_record_that_kills_the_worker_is_isolated_and_dlqd(bootstrap, keys, tmp_path, where):
    topics = fresh_topics(bootstrap, partitions=1)
    notes = [make_note(i, chars=400) for i in range(12)]
    items = [(n.envelope["patient_id"].encode(), n.value, JSON) for n in notes]
    killer = orjson.dumps({**notes[where].envelope, "text": f"{CRASH.decode()} today"})
    items.insert(where, (b"killer", killer, JSON))
    produce(bootstrap, topics.input, items)
    port = free_port()
    config = write_config(tmp_path / "worker.yaml", bootstrap, topics, keys, port,
                          transactional_id=f"deid-poison-{where}",
                          worker={"max_records": 16, "max_wait_s": 1.0})
    deaths = 0
    while True:  # restarted after each death, as a supervisor (kubelet, systemd) does
        proc = WorkerProcess(config, tmp_path / f"worker-{deaths}.log", port,
                             main="tests.integration.crashing_worker_main")
        if _survives(proc):
            break
        assert proc.proc.returncode == EXIT_CODE
        deaths += 1
        assert deaths <= 2 + 5 + 1, "no progress across restarts"
    dlq = read_all(bootstrap, topics.dlq, 1, timeout=30)
    outputs = read_all(bootstrap, topics.output, len(notes), timeout=60, settle=1)
    assert proc.proc.poll() is None, "the worker died after isolating the record"
    assert proc.terminate() == 0
    assert deaths >= 2
    (dead,) = dlq
    doc = orjson.loads(dead.value())
    assert doc["reason"] == "poison record" and doc["source"]["offset"] == where
    assert CRASH not in dead.value()
    assert set(_by_source(outputs)) == {(0, o) for o in range(len(items)) if o != where}


def _survives(proc: WorkerProcess) -> bool:
    """Whether the worker DLQs the poison record (True) or dies (False) first."""
    poisoned = {"reason": "poison record"}
    wait_for(lambda: proc.proc.poll() is not None
             or proc.metric("deid_dlq_records_total", **poisoned) >= 1, timeout=90, step=0.1)
    return proc.proc.poll() is None


def test_kill_9_in_a_window_of_large_records_commits_each_input_exactly_once(
        bootstrap, keys, tmp_path):
    rng = random.Random(20261201)
    topics = fresh_topics(bootstrap, partitions=2)
    items, _ = mixed_window(normal=30)
    produce(bootstrap, topics.input, items)
    port = free_port()
    config = write_config(tmp_path / "worker.yaml", bootstrap, topics, keys, port,
                          transactional_id="deid-eos-large")
    for run in range(2):  # two deaths in the same window: the final run isolates it in halves
        worker = WorkerProcess(config, tmp_path / f"worker-{run}.log", port)
        worker.wait_ready()
        _sleep_then_kill(worker, rng.uniform(0.5, 2.5))
    final = WorkerProcess(config, tmp_path / "worker-final.log", port)
    final.wait_ready()
    outputs = read_all(bootstrap, topics.output, len(items), timeout=240, settle=2)
    events = read_all(bootstrap, topics.spans, len(items), timeout=60, settle=1)
    assert final.terminate() == 0

    inputs = {(m.partition(), m.offset()) for m in read_all(bootstrap, topics.input, len(items))}
    assert len(inputs) == len(items)
    counts = _committed_offsets(tmp_path.glob("worker-*.log"))
    assert {i: counts[i] for i in inputs if counts[i] != 1} == {}, "an input committed twice"
    assert read_all(bootstrap, topics.dlq, 0, timeout=1) == []
    assert set(_by_source(outputs)) == inputs
    for copies in _by_source(outputs).values():
        assert len({(m.value(), m.key()) for m in copies}) == 1, "two different outputs"
    assert set(span_events_by_source(events)) == inputs
    logs = b"".join(p.read_bytes() for p in sorted(tmp_path.glob("worker-*.log")))
    assert b"previous_process_died_in_flight" in logs
