"""`deid demo`: the whole stream on this machine.

Starts the embedded Kafka-protocol broker, feeds the bundled sample notes as a mix of JSON
envelopes, HL7 v2 MDM^T02 messages and FHIR DocumentReferences, runs the streaming worker
(transactions on), then shows a few notes before and after side by side plus the throughput.
"""

from __future__ import annotations

import base64
import dataclasses
import shutil
import textwrap
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from typing import Any

import orjson

from stream import formats
from stream.config import Config, KafkaConfig, MetricsConfig
from stream.errors import KeyNotFound
from stream.formats.hl7_escape import Delimiters, encode
from stream.keyring import open_keyring

DEMO_TENANT = "demo"
HL7 = "x-application/hl7-v2+er7"
FHIR = "application/fhir+json"
JSON = "application/json"


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
    """The free text of a message, whatever its format."""
    return "\n".join(formats.parse(value, content_type).texts)


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


def committed_records(bootstrap: str, topic: str, count: int,
                      timeout_s: float = 300.0) -> Iterator[tuple[Any, float]]:
    """Yield `count` read_committed records of `topic` with the time each was received."""
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "deid-demo-reader",
                         "isolation.level": "read_committed", "enable.auto.commit": False})
    meta = consumer.list_topics(topic, timeout=10).topics[topic]
    consumer.assign([TopicPartition(topic, p, 0) for p in meta.partitions])
    deadline = time.monotonic() + timeout_s
    seen = 0
    try:
        while seen < count:
            if time.monotonic() > deadline:
                raise TimeoutError(f"only {seen} of {count} records arrived on {topic}")
            for msg in consumer.consume(min(500, count - seen), 0.5):
                if msg.error() is None:
                    seen += 1
                    yield msg, time.time()
    finally:
        consumer.close()


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


def run_demo(config: Config, *, show: int = 3, count: int = 300) -> int:
    """Broker up, feed, worker, before/after, throughput; everything stopped afterwards."""
    from stream.embedded import embedded_broker
    from stream.pipeline.service import build_worker

    version = ensure_key(config)
    feed = demo_feed(count)
    with embedded_broker() as broker:
        cfg = demo_config(config, broker.bootstrap_servers)
        t = cfg.topics
        broker.create_topics([t.input], partitions=3)
        broker.create_topics([t.output, t.spans, t.dlq], partitions=1)
        landed = produce(broker.bootstrap_servers, t.input, feed)
        worker, _ = build_worker(cfg)
        thread = threading.Thread(target=worker.run, name="deid-worker", daemon=True)
        started = time.perf_counter()
        thread.start()
        try:
            outputs = list(committed_records(broker.bootstrap_servers, t.output, len(feed)))
            elapsed = time.perf_counter() - started
        finally:
            worker.stop()
            thread.join(30)
    _show(landed, outputs, show)
    _summary(landed, outputs, elapsed, version)
    return 0


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


def _summary(landed: dict[tuple[int, int], Fed], outputs: list[tuple[Any, float]],
             elapsed: float, version: int) -> None:
    """One line of figures."""
    feed = [f.message for f in landed.values()]
    chars = sum(len(note_text(m.value, m.content_type)) for m in feed)
    latencies = [max(0.0, got - landed[_source(out)].at) for out, got in outputs]
    print(f"{len(feed)} notes (JSON, HL7 v2 and FHIR in turn), {chars:,} characters through "
          f"the embedded broker, exactly-once transactions on, in {elapsed:.2f} s: "
          f"{len(feed) / elapsed:,.0f} notes/s, {chars / elapsed:,.0f} characters/s; "
          f"produce-to-output latency p50 {percentile(latencies, 0.5) * 1000:,.0f} ms, "
          f"p99 {percentile(latencies, 0.99) * 1000:,.0f} ms (the whole feed was queued first); "
          f"tenant {DEMO_TENANT!r}, key v{version}")
