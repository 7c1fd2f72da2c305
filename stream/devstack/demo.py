"""`deid demo`: the whole stream on this machine.

When the configured recognizer uses the token-classifier model and the model is installed, first
starts the embedded tritonserver and serves the model from it (recognizer.serving:
triton); if tritonserver cannot start it says so on stderr and runs the same ONNX file in process.
Builds the configured recognizer (the default configuration's, unless --config or
DEID_RECOGNIZER__MODE says otherwise) and stops with a clear message if it cannot be built.
Then starts the embedded Kafka-protocol broker, feeds the bundled sample notes as a mix of JSON
envelopes, HL7 v2 MDM^T02 messages and FHIR DocumentReferences, runs the streaming worker
(transactions on), and shows a few notes before and after side by side plus the throughput,
measured from the worker's partition assignment (the consumer-group join is reported apart).
Canary notes run along (demo_monitor.py): `deid monitor` watches them, and the last line gives
live canary recall and drift status. Only records read back from the committed output
topic are ever shown as "after".
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import shutil
import sys
import tempfile
import textwrap
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from stream import formats
from stream.core.config import Config, KafkaConfig, MetricsConfig
from stream.core.errors import DeidError, KeyNotFound
from stream.formats.envelope import NOTE_TYPE_PATH
from stream.formats.hl7_escape import Delimiters, encode
from stream.kafka.metrics import PrometheusSensor
from stream.keyring import open_keyring

if TYPE_CHECKING:
    from stream.engine.deidentify import Deidentifier
    from stream.kafka.worker import Worker

DEMO_TENANT = "demo"
FEED_TIMEOUT_S = 300.0
HL7 = "x-application/hl7-v2+er7"
FHIR = "application/fhir+json"
JSON = "application/json"


class DemoError(DeidError):
    """The demo cannot run as configured (reported without any note text)."""


@dataclass(frozen=True, slots=True)
class Message:
    """One input record of the demo feed."""

    key: bytes
    value: bytes
    content_type: str

    @property
    def headers(self) -> list[tuple[str, bytes]]:
        return [("content-type", self.content_type.encode()), ("deid-tenant", DEMO_TENANT.encode())]


@dataclass(frozen=True, slots=True)
class Fed:
    """A produced message and its broker timestamp (seconds)."""

    message: Message
    at: float


def sample_notes() -> list[dict[str, Any]]:
    """The bundled sample notes ({"id", "patient_id", "text", ...})."""
    raw = resources.files("stream.data").joinpath("samples/notes.jsonl").read_bytes()
    return [orjson.loads(line) for line in raw.splitlines() if line.strip()]


def as_json(note: dict[str, Any], note_id: str) -> Message:
    """The note as a JSON envelope."""
    doc = {"note_id": note_id, "patient_id": note["patient_id"], "text": note["text"],
           "tenant": DEMO_TENANT, "note_type": "clinical"}
    return Message(note["patient_id"].encode(), orjson.dumps(doc), JSON)


def as_hl7(note: dict[str, Any], note_id: str) -> Message:
    """The note as an HL7 v2.5.1 MDM^T02 message, one OBX TX segment per line."""
    delims = Delimiters()
    obx = [f"OBX|{i}|TX|||{encode(line, delims)}"
           for i, line in enumerate(note["text"].split("\n"), start=1)]
    segments = [f"MSH|^~\\&|DEMO|DEMOHOSP|DEID|DEID|20240101120000||MDM^T02^MDM_T02|"
                f"C{note_id}|P|2.5.1",
                f"PID|1||{note['patient_id']}^^^DEMO^MR",
                f"TXA|1|DS|TX|||||||||{note_id}", *obx]
    return Message(note["patient_id"].encode(), "\r".join(segments).encode(), HL7)


def as_fhir(note: dict[str, Any], note_id: str) -> Message:
    """The note as a FHIR R4 DocumentReference with a base64 text attachment."""
    data = base64.b64encode(note["text"].encode()).decode()
    doc = {"resourceType": "DocumentReference", "id": note_id, "status": "current",
           "subject": {"reference": f"Patient/{note['patient_id']}"},
           "content": [{"attachment": {"contentType": "text/plain; charset=utf-8",
                                       "data": data}}]}
    return Message(note["patient_id"].encode(), orjson.dumps(doc), FHIR)


def demo_feed(count: int) -> list[Message]:
    """`count` messages cycling through the samples and the three formats."""
    notes = sample_notes()
    builders = (as_json, as_hl7, as_fhir)
    return [builders[i % 3](notes[i % len(notes)], f"n{i}") for i in range(count)]


def _wrap(text: str, col: int) -> list[str]:
    return [w for line in text.splitlines() for w in (textwrap.wrap(line, col) or [""])]


def side_by_side(left: str, right: str, width: int) -> str:
    """Two texts in columns, wrapped to fit `width`."""
    col = max(30, (width - 3) // 2)
    a, b = _wrap(left, col), _wrap(right, col)
    a += [""] * (len(b) - len(a))
    b += [""] * (len(a) - len(b))
    return "\n".join(f"{x:<{col}} | {y}" for x, y in zip(a, b, strict=True))


def note_text(value: bytes, content_type: str) -> str:
    """The free text of a message, whatever its format (an envelope's note_type is no part)."""
    msg = formats.parse(value, content_type)
    return "\n".join(text for text, path in zip(msg.texts, msg.text_paths, strict=True)
                     if path != NOTE_TYPE_PATH)


def ensure_key(config: Config) -> int:
    """Create the demo tenant's key on first use; returns its version."""
    keyring = open_keyring(config.keyring)
    try:
        return keyring.get(DEMO_TENANT).version
    except KeyNotFound:
        keyring.init(DEMO_TENANT)
        return keyring.get(DEMO_TENANT).version


def produce(bootstrap: str, topic: str, messages: list[Message]) -> dict[tuple[int, int], Fed]:
    """Produce the feed (idempotent producer); where each message landed, and when."""
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True,
                         "linger.ms": 5})
    landed: dict[tuple[int, int], Fed] = {}

    def delivered(err: Any, rec: Any, msg: Message) -> None:
        if err is None:
            landed[(rec.partition(), rec.offset())] = Fed(msg, rec.timestamp()[1] / 1000)

    for msg in messages:
        while True:
            try:
                producer.produce(topic, msg.value, msg.key, headers=msg.headers,
                                 on_delivery=lambda e, r, m=msg: delivered(e, r, m))
                break
            except BufferError:
                producer.poll(0.05)
    if producer.flush(60) or len(landed) != len(messages):
        raise RuntimeError("the demo feed could not be delivered to the broker")
    return landed


@dataclass
class Collected:
    """What the worker committed: outputs (with the time each was read) and DLQ records."""

    outputs: list[tuple[Any, float]] = field(default_factory=list)
    dlq: list[Any] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.outputs) + len(self.dlq)


def collect(bootstrap: str, cfg: Config, count: int, worker: WorkerThread,
            timeout_s: float = FEED_TIMEOUT_S) -> Collected:
    """Read the committed output and DLQ topics until `count` records arrived in all."""
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "deid-demo-reader",
                         "isolation.level": "read_committed", "enable.auto.commit": False,
                         "fetch.wait.max.ms": 20})
    topics = (cfg.topics.output, cfg.topics.dlq)
    meta = consumer.list_topics(timeout=10).topics
    consumer.assign([TopicPartition(t, p, 0) for t in topics for p in meta[t].partitions])
    got = Collected()
    deadline = time.monotonic() + timeout_s
    try:
        while len(got) < count:
            worker.check()
            if time.monotonic() > deadline:
                raise DemoError(f"only {len(got)} of {count} notes came through in time")
            for msg in consumer.consume(min(500, count - len(got)), 0.5):
                if msg.error() is None and msg.topic() == cfg.topics.output:
                    got.outputs.append((msg, time.time()))
                elif msg.error() is None:
                    got.dlq.append(msg)
    finally:
        consumer.close()
    return got


class AssignmentClock(PrometheusSensor):
    """Remembers when the worker first held partitions (the end of the group join)."""

    def __init__(self) -> None:
        super().__init__()
        self.assigned_at: float | None = None

    def rebalance(self, kind: str, partitions: int, assigned: int) -> None:
        super().rebalance(kind, partitions, assigned)
        if kind == "assigned" and assigned and self.assigned_at is None:
            self.assigned_at = time.perf_counter()


class WorkerThread:
    """The worker in a daemon thread; its failure is re-raised (as a type name) by check()."""

    def __init__(self, worker: Worker) -> None:
        self.worker = worker
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="deid-worker", daemon=True)

    def _run(self) -> None:
        try:
            self.worker.run()
        except BaseException as exc:  # reported by check() in the demo's thread
            self.error = exc

    def start(self) -> WorkerThread:
        """Start the worker; returns self."""
        self.thread.start()
        return self

    def check(self) -> None:
        """Raise if the worker stopped on an error."""
        if self.error is not None:
            raise DemoError(f"the worker stopped: {type(self.error).__name__}") from self.error

    def stop(self) -> None:
        """Drain and stop the worker."""
        self.worker.stop()
        self.thread.join(30)


def demo_config(config: Config, bootstrap: str) -> Config:
    """The user's configuration pointed at the embedded broker."""
    extra = {"session.timeout.ms": 6000, "heartbeat.interval.ms": 1000,
             "transactional.id": "deid-demo-worker", **config.kafka.extra}
    return dataclasses.replace(config, kafka=KafkaConfig(bootstrap, "deid-demo", extra),
                               metrics=MetricsConfig(port=0))


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of `values`, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def build_demo_deidentifier(config: Config) -> Deidentifier:
    """The configured recognizer and anonymizer, or a DemoError saying how to choose another."""
    from stream.engine.build import build_deidentifier

    try:
        return build_deidentifier(config, config.recognizer.mode)
    except Exception as exc:  # any failure to build it: the demo must not run without it
        raise DemoError(
            f"the configured recognizer (recognizer.mode: {config.recognizer.mode}) cannot be "
            f"built: {exc}. Choose another in a --config file or with "
            f"DEID_RECOGNIZER__MODE=rules; nothing was processed") from exc


@dataclass(frozen=True, slots=True)
class Serving:
    """The configuration the worker runs with and, in words, where its model runs."""

    config: Config
    description: str


def _uses_model(config: Config) -> bool:
    """Whether the configured recognizer runs the token classifier and the model is installed."""
    from stream.recognize import factory

    return config.recognizer.mode != "rules" and factory.model_available(config.model.repository)


def _with_serving(config: Config, serving: str, url: str | None = None) -> Config:
    recognizer = dataclasses.replace(config.recognizer, serving=serving,
                                     triton_url=url or config.recognizer.triton_url)
    return dataclasses.replace(config, recognizer=recognizer)


def _first_line(exc: BaseException, limit: int = 200) -> str:
    """The first line of an error message, shortened (tritonserver's own log, never notes)."""
    lines = str(exc).strip().splitlines()
    return (lines[0] if lines else type(exc).__name__)[:limit]


@contextlib.contextmanager
def model_serving(config: Config) -> Iterator[Serving]:
    """The embedded tritonserver for the model while inside, or the in-process ONNX fallback."""
    if not _uses_model(config):
        why = "rules only" if config.recognizer.mode == "rules" else "the model is not installed"
        yield Serving(config, f"no model server ({why})")
        return
    from stream.devstack.triton import start_triton
    from stream.recognize.model.artifacts import repository

    try:
        server = start_triton(repository(config.model.repository))
    except (DeidError, OSError) as exc:
        print(f"deid demo: the embedded tritonserver could not start ({_first_line(exc)}); "
              "falling back to the in-process ONNX model", file=sys.stderr)
        yield Serving(_with_serving(config, "onnx"), "model in process (ONNX Runtime), "
                      "tritonserver could not start")
        return
    try:
        yield Serving(_with_serving(config, "triton", server.grpc_url),
                      f"model on the embedded tritonserver at {server.grpc_url}, CPU config")
    finally:
        server.stop()


def run_demo(config: Config, *, show: int = 3, count: int = 300) -> int:
    """Model server, recognizer, broker, feed, worker, before/after, throughput; all stopped."""
    with model_serving(config) as serving:
        print(f"deid demo: {serving.description}", file=sys.stderr)
        return _run_stream(serving, show=show, count=count)


def _run_stream(serving: Serving, *, show: int, count: int) -> int:
    """Recognizer, broker, feed, worker, before/after, throughput; everything stopped after."""
    from stream.recognize.base import close_recognizer

    config = serving.config
    deidentifier = build_demo_deidentifier(config)
    try:
        return _stream(config, deidentifier, serving.description, show=show, count=count)
    finally:
        close_recognizer(deidentifier.recognizer)


def _stream(config: Config, deidentifier: Deidentifier, serving: str, *, show: int,
            count: int) -> int:
    """Broker, feed, worker, before/after and throughput with a built recognizer."""
    from stream.devstack import demo_monitor as canaries
    from stream.devstack.broker import embedded_broker
    from stream.kafka.service import build_worker
    from stream.monitor.local import LocalMonitor

    version = ensure_key(config)
    feed = demo_feed(count)
    with embedded_broker() as broker, tempfile.TemporaryDirectory() as workdir:
        cfg = canaries.monitor_config(demo_config(config, broker.bootstrap_servers),
                                      Path(workdir), DEMO_TENANT)
        t = cfg.topics
        broker.create_topics([t.input], partitions=3)
        broker.create_topics([t.output, t.spans, t.dlq, t.canary_output], partitions=1)
        monitor = LocalMonitor(cfg, Path(workdir))
        try:
            landed = produce(broker.bootstrap_servers, t.input, feed)
            sent = canaries.inject_canaries(cfg)
            clock = AssignmentClock()
            worker, _ = build_worker(cfg, deidentifier=deidentifier, sensor=clock)
            started = time.perf_counter()
            running = WorkerThread(worker).start()
            try:
                got = collect(broker.bootstrap_servers, cfg, len(feed), running)
                finished = time.perf_counter()
                view = canaries.wait_for_canaries(monitor, sent)
            finally:
                running.stop()
        finally:
            monitor.stop()
    assigned = clock.assigned_at or started
    _show(landed, got.outputs, show)
    name = getattr(deidentifier.recognizer, "name", "recognizer")
    _summary(landed, got, Timing(assigned - started, finished - assigned), version,
             f"{name!r} ({serving})")
    print(canaries.status_line(view, sent))
    return 0


@dataclass(frozen=True, slots=True)
class Timing:
    """Seconds of the group join, and from partition assignment to the last committed output."""

    join_s: float
    run_s: float


def _source(out: Any) -> tuple[int, int]:
    """(partition, offset) of the input record an output came from (contract headers)."""
    headers = dict(out.headers() or [])
    return int(headers["deid-source-partition"]), int(headers["deid-source-offset"])


def _show(landed: dict[tuple[int, int], Fed], outputs: list[tuple[Any, float]],
          show: int) -> None:
    """Before/after of one note of each format, then more up to `show`."""
    width = shutil.get_terminal_size((160, 40)).columns
    picked: list[tuple[Fed, Any]] = []
    for out, _ in sorted(outputs, key=lambda o: _source(o[0])[::-1]):
        fed = landed[_source(out)]
        kinds = {f.message.content_type for f, _ in picked}
        if len(picked) < show and (fed.message.content_type not in kinds or len(kinds) == 3):
            picked.append((fed, out))
    for fed, out in picked:
        ct = fed.message.content_type
        print(f"=== {ct}: before | after " + "=" * 40)
        print(side_by_side(note_text(fed.message.value, ct), note_text(out.value(), ct), width))
        print()


def _summary(landed: dict[tuple[int, int], Fed], got: Collected, timing: Timing,
             version: int, recognizer: str) -> None:
    """The figures: throughput from partition assignment, latency, DLQ, recognizer."""
    feed = [f.message for f in landed.values()]
    chars = sum(len(note_text(m.value, m.content_type)) for m in feed)
    latencies = [max(0.0, at - landed[_source(out)].at) for out, at in got.outputs]
    run_s = max(timing.run_s, 1e-9)
    print(f"{len(feed)} notes (JSON, HL7 v2 and FHIR in turn), {chars:,} characters, through the "
          f"embedded broker with exactly-once transactions, recognizer {recognizer}, tenant "
          f"{DEMO_TENANT!r} key v{version}.")
    print(f"From partition assignment to the last committed output: {timing.run_s:.2f} s = "
          f"{len(feed) / run_s:,.0f} notes/s, {chars / run_s:,.0f} characters/s "
          f"(consumer-group join before it: {timing.join_s:.2f} s, not counted).")
    if latencies:
        print(f"Produce-to-output latency p50 {percentile(latencies, 0.5) * 1000:,.0f} ms, "
              f"p99 {percentile(latencies, 0.99) * 1000:,.0f} ms (the whole feed was queued "
              f"before the worker started, so this includes the wait in the backlog).")
    if got.dlq:
        reasons = sorted({dict(m.headers() or []).get("deid-dlq-reason", b"?").decode()
                          for m in got.dlq})
        print(f"{len(got.dlq)} records went to the DLQ: {', '.join(reasons)}.")
