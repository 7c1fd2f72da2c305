"""Helpers of the integration tests: configs, notes with known PHI, produce and read back."""

from __future__ import annotations

import contextlib
import random
import re
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from confluent_kafka import Consumer, KafkaError, Producer, TopicPartition

from stream.core.config import (
    Config,
    KafkaConfig,
    KeyringConfig,
    MetricsConfig,
    RecognizerConfig,
    TopicsConfig,
    WorkerConfig,
)
from stream.devstack.broker import create_topics
from stream.kafka.metrics import PrometheusSensor
from stream.kafka.worker import Worker

FIRST = ["Margaret", "Samuel", "Claire", "Robert", "Aisha", "Dmitri", "Lucia", "Kenji", "Oluwaseun",
         "Ingrid", "Mateo", "Priya", "Hannah", "Tobias", "Yusuf", "Beatrix"]
LAST = ["Whitfield", "O'Donnell", "Kowalczyk", "Nakamura", "Okafor", "Lindqvist", "Barrientos",
        "Haddad", "Fitzgerald", "Castellano", "Abernathy", "Vasquez", "Thornbury", "Mbeki"]
FILLER = ("Patient seen in clinic for follow-up of hypertension and type 2 diabetes. "
          "Reports good adherence to metformin 500 mg twice daily and lisinopril 10 mg daily. "
          "No chest pain, dyspnea or orthopnea. Exam notable for trace bilateral ankle edema. "
          "A1c improved from 8.1 to 7.2 percent. Continue current regimen, reinforce diet, "
          "recheck basic metabolic panel in three months. ")


@dataclass(frozen=True)
class Topics:
    """Fresh topic names for one test."""

    input: str
    output: str
    spans: str
    dlq: str

    def all(self) -> list[str]:
        return [self.input, self.output, self.spans, self.dlq]

    def config(self) -> TopicsConfig:
        return TopicsConfig(self.input, self.output, self.spans, self.dlq)


def fresh_topics(bootstrap: str, partitions: int = 3) -> Topics:
    """Create four uniquely named topics."""
    tag = uuid.uuid4().hex[:8]
    topics = Topics(f"in-{tag}", f"out-{tag}", f"spans-{tag}", f"dlq-{tag}")
    create_topics(bootstrap, [topics.input], partitions)
    create_topics(bootstrap, topics.all()[1:], 1)
    return topics


FAST = WorkerConfig(max_records=200, max_wait_s=0.05, poll_s=0.1, txn_timeout_s=10,
                    backoff_initial_s=0.05, backoff_max_s=0.5)
"""Worker settings of the in-process tests: short waits, small windows."""


def make_config(bootstrap: str, topics: Topics, keys: Path, worker: WorkerConfig = FAST,
                **extra: Any) -> Config:
    """A `recognizer: {mode: rules}` worker config for the embedded broker, fast group timings."""
    kafka_extra = {"session.timeout.ms": 6000, "heartbeat.interval.ms": 1000,
                   "transactional.id": f"deid-test-{uuid.uuid4().hex[:8]}", **extra}
    return Config(kafka=KafkaConfig(bootstrap, f"g-{uuid.uuid4().hex[:8]}", kafka_extra),
                  topics=topics.config(), recognizer=RecognizerConfig(mode="rules"),
                  keyring=KeyringConfig(path=str(keys)), metrics=MetricsConfig(port=0),
                  worker=worker)


@dataclass(frozen=True)
class TestNote:
    """An envelope and the identifiers planted in it."""

    envelope: dict[str, Any]
    identifiers: tuple[str, ...]

    @property
    def value(self) -> bytes:
        return orjson.dumps(self.envelope)


def make_note(i: int, tenant: str = "acme", chars: int = 1500,
              rng: random.Random | None = None) -> TestNote:
    """A ~`chars` character note whose PHI values are unique to `i` and listed in metadata."""
    rng = rng or random.Random(i)
    first, last = rng.choice(FIRST), rng.choice(LAST)
    mrn = f"{7000000 + i:08d}"
    phone = f"(617) 555-{i % 10000:04d}"
    dob = f"{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}/{rng.randint(1930, 2005)}"
    relative = f"{rng.choice(FIRST)} {last}"
    head = (f"CLINIC NOTE\nPatient: {first} {last}   MRN: {mrn}   DOB: {dob}\n"
            f"Contact: {relative} (daughter) {phone}\n\n")
    body = (FILLER * (chars // len(FILLER) + 1))[: max(0, chars - len(head) - 60)]
    tail = f"\nSeen with {relative}. Call {phone}. {first} {last} to return."
    text = head + body + tail
    envelope = {
        "note_id": f"note-{i}-{uuid.uuid4().hex[:6]}", "patient_id": f"P{mrn}", "tenant": tenant,
        "note_type": "progress", "text": text,
        "metadata": {"patient": {"name": f"{first} {last}", "mrn": mrn, "dob": dob,
                                 "phone": phone},
                     "relatives": [{"name": relative, "relation": "daughter"}]},
    }
    return TestNote(envelope, (f"{first} {last}", mrn, phone, dob, relative))


Item = tuple[bytes | None, bytes | None, list]


def produce(bootstrap: str, topic: str, items: list[Item]) -> None:
    """Produce (key, value, headers) records idempotently and wait for every delivery."""
    producer = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True,
                         "linger.ms": 5, "message.max.bytes": 32 * 1024 * 1024})
    failures: list[KafkaError] = []

    def on_delivery(err: KafkaError | None, _msg: Any) -> None:
        if err is not None:
            failures.append(err)

    for key, value, headers in items:
        while True:
            try:
                producer.produce(topic, value, key, headers=headers, on_delivery=on_delivery)
                break
            except BufferError:
                producer.poll(0.1)
        producer.poll(0)
    assert producer.flush(60) == 0
    assert not failures, failures


def produce_notes(bootstrap: str, topic: str, notes: list[TestNote]) -> None:
    """Produce envelopes keyed by patient id."""
    produce(bootstrap, topic, [(n.envelope["patient_id"].encode(), n.value,
                                [("content-type", b"application/json")]) for n in notes])


def read_all(bootstrap: str, topic: str, expect: int, timeout: float = 60.0,
             settle: float = 0.0) -> list[Any]:
    """Every committed record of `topic` (read_committed), waiting until `expect` arrived.

    With `settle` > 0 it keeps reading that long after reaching `expect`, to catch extras.
    With `expect` 0 (asserting that nothing is there) it reads for the whole `timeout`.
    """
    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": f"r-{uuid.uuid4().hex[:6]}",
                         "isolation.level": "read_committed", "enable.auto.commit": False,
                         "auto.offset.reset": "earliest", "fetch.max.bytes": 64 * 1024 * 1024})
    meta = consumer.list_topics(topic, timeout=10).topics[topic]
    consumer.assign([TopicPartition(topic, p, 0) for p in meta.partitions])
    out: list[Any] = []
    deadline = time.monotonic() + timeout
    settle_until: float | None = None
    try:
        while time.monotonic() < deadline:
            if expect and len(out) >= expect and settle_until is None:
                settle_until = time.monotonic() + settle
            if settle_until is not None and time.monotonic() >= settle_until:
                break
            for msg in consumer.consume(500, 0.2):
                if msg.error() is None:
                    out.append(msg)
    finally:
        consumer.close()
    return out


def committed(bootstrap: str, group: str, topic: str) -> dict[int, int]:
    """The group's committed offsets on `topic` (partition -> offset, -1001 when none)."""
    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": group,
                         "enable.auto.commit": False})
    try:
        meta = consumer.list_topics(topic, timeout=10).topics[topic]
        tps = consumer.committed([TopicPartition(topic, p) for p in meta.partitions], timeout=10)
        return {tp.partition: tp.offset for tp in tps}
    finally:
        consumer.close()


def committed_total(bootstrap: str, group: str, topic: str) -> int:
    """Records the group has committed on `topic` (partitions without a commit count 0)."""
    return sum(max(0, o) for o in committed(bootstrap, group, topic).values())


def headers_of(msg: Any) -> dict[str, str]:
    """A message's headers as a str -> str dict."""
    return {k: (v or b"").decode() for k, v in (msg.headers() or [])}


@contextlib.contextmanager
def running(worker: Worker) -> Iterator[Worker]:
    """Run `worker` in a thread; stop it (graceful drain) and re-raise its error on exit."""
    errors: list[BaseException] = []

    def target() -> None:
        try:
            worker.run()
        except BaseException as exc:  # reported to the test thread
            errors.append(exc)

    thread = threading.Thread(target=target, name="worker", daemon=True)
    thread.start()
    try:
        yield worker
    finally:
        worker.stop()
        thread.join(60)
        assert not thread.is_alive(), "worker did not stop"
    if errors:
        raise errors[0]


def wait_for(predicate, timeout: float = 60.0, step: float = 0.1) -> None:
    """Poll `predicate` until true (for facts that only a broker round trip can reveal)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached in time")
        time.sleep(step)


PHI_WORD = re.compile(r"[A-Za-z0-9']+")


def write_config(path: Path, bootstrap: str, topics: Topics, keys: Path, port: int,
                 transactional_id: str, group: str | None = None,
                 worker: dict[str, Any] | None = None, static_member: bool = True,
                 recognizer: dict[str, Any] | None = None) -> Path:
    """A YAML config for a `deid run` process (stable transactional id across restarts).

    `recognizer` defaults to {mode: rules}.
    """
    import yaml

    doc = {
        "kafka": {"bootstrap_servers": bootstrap, "group_id": group or f"g-{uuid.uuid4().hex[:8]}",
                  "extra": {"session.timeout.ms": 6000, "heartbeat.interval.ms": 1000,
                            "transactional.id": transactional_id,
                            "consumer.group.instance.id": f"{transactional_id}-member",
                            "producer.transaction.timeout.ms": 20000}},
        "topics": {"input": topics.input, "output": topics.output, "spans": topics.spans,
                   "dlq": topics.dlq},
        "recognizer": recognizer or {"mode": "rules"},
        "keyring": {"backend": "file", "path": str(keys)},
        "metrics": {"port": port},
        "worker": {"state_dir": str(path.parent / "state"), **(worker or {})},
    }
    if not static_member:
        del doc["kafka"]["extra"]["consumer.group.instance.id"]
    path.write_text(yaml.safe_dump(doc))
    return path


class WorkerProcess:
    """`deid run --config CONFIG` as a child process with stderr captured to a file."""

    def __init__(self, config: Path, log: Path, port: int,
                 main: str = "tests.integration.worker_main") -> None:
        import os
        import subprocess
        import sys

        self.port = port
        self.log = log
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        with open(log, "ab") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", main, str(config)],
                cwd=Path(__file__).resolve().parents[2], stdout=err, stderr=err, env=env)

    def get(self, path: str) -> tuple[int, bytes]:
        """HTTP GET on the worker's health/metrics port ((0, b"") when it does not answer)."""
        import http.client
        import urllib.error
        import urllib.request

        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=2) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read()
        except (OSError, http.client.HTTPException):  # down, or died in the middle of an answer
            return 0, b""

    def wait_ready(self, timeout: float = 60.0) -> None:
        """Until /readyz answers 200 (started, partitions assigned, not blocked)."""
        def ready() -> bool:
            assert self.proc.poll() is None, f"worker exited: {self.proc.returncode}"
            return self.get("/readyz")[0] == 200
        wait_for(ready, timeout, step=0.05)

    def metric(self, name: str, **labels: str) -> float:
        """One sample of the worker's /metrics (0 when absent or unreachable)."""
        from prometheus_client.parser import text_string_to_metric_families

        status, body = self.get("/metrics")
        if status != 200:
            return 0.0
        for family in text_string_to_metric_families(body.decode()):
            for sample in family.samples:
                if sample.name == name and all(sample.labels.get(k) == v
                                               for k, v in labels.items()):
                    return float(sample.value)
        return 0.0

    def wait_metric(self, name: str, at_least: float, timeout: float = 60.0,
                    **labels: str) -> None:
        """Until a metric of the running worker reaches `at_least`."""
        def reached() -> bool:
            assert self.proc.poll() is None, f"worker exited: {self.proc.returncode}"
            return self.metric(name, **labels) >= at_least
        wait_for(reached, timeout, step=0.05)

    def memory_kb(self, field: str = "VmHWM") -> int:
        """A memory figure of the process from /proc (VmHWM: peak resident set)."""
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith(f"{field}:"):
                return int(line.split()[1])
        raise AssertionError(f"{field} not in /proc/{self.proc.pid}/status")

    def kill(self) -> None:
        """SIGKILL, no chance to clean up."""
        self.proc.kill()
        self.proc.wait()

    def terminate(self, timeout: float = 60.0) -> int:
        """SIGTERM (graceful drain) and the exit status."""
        self.proc.terminate()
        return self.proc.wait(timeout)


SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


def schema_validator(name: str) -> Any:
    """A Draft 2020-12 validator for schemas/NAME.schema.json (cross-file $refs resolved)."""
    import json

    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource

    docs = {p.name: json.loads(p.read_text()) for p in SCHEMAS.glob("*.schema.json")}
    registry = Registry().with_resources(
        [(doc["$id"], Resource.from_contents(doc)) for doc in docs.values()])
    return Draft202012Validator(docs[f"{name}.schema.json"], registry=registry)


class RetrySensor(PrometheusSensor):
    """Sets `reached` once the worker has retried `n` windows: an event to await, not a sleep."""

    def __init__(self, n: int) -> None:
        super().__init__()
        self.n, self.count, self.reached = n, 0, threading.Event()

    def retry(self, kind: str) -> None:
        super().retry(kind)
        self.count += 1
        if self.count >= self.n:
            self.reached.set()
