"""A capped sample of one tenant's notes from the input topic, read without committing anything.

For `deid vocab suggest --from-topic`: a consumer with the configured client settings is
*assigned* the input topic's partitions (it joins no group, so the worker's group never
rebalances) at the last `max_notes / partitions` offsets of each, reads to each partition's end
and commits nothing. Messages are parsed as the worker parses them (JSON envelope, HL7 v2,
FHIR), the tenant taken as the worker takes it (header, then the message, then the default);
a message of another tenant, or one that cannot be parsed, is skipped and only counted.
Each message is one note (its text units joined by newlines).
"""

from __future__ import annotations

import dataclasses
import time

from confluent_kafka import Consumer, KafkaError, TopicPartition

from stream import formats
from stream.core.config import Config
from stream.core.errors import DeidError, InputError
from stream.core.spans import Note
from stream.engine.records import H_CONTENT_TYPE, INPUT_TENANT_HEADERS, source_record
from stream.kafka.client import consumer_config

PREFETCH_KBYTES = 16 * 1024


@dataclasses.dataclass
class Sample:
    """The sampled notes of the tenant, and how many messages were skipped (by count only)."""

    notes: list[Note]
    skipped: int = 0


def sample_input(cfg: Config, tenant: str, max_notes: int, timeout_s: float = 60.0) -> Sample:
    """Up to `max_notes` of `tenant`'s latest notes on the input topic; nothing committed."""
    conf = consumer_config(cfg, PREFETCH_KBYTES)
    conf.update({"group.id": f"{cfg.kafka.group_id}.vocab-sample", "enable.partition.eof": True})
    consumer = Consumer(conf)
    try:
        remaining = _assign_tail(consumer, cfg.topics.input, max_notes, timeout_s)
        return _read(consumer, cfg, tenant, max_notes, remaining, time.monotonic() + timeout_s)
    finally:
        consumer.close()  # no commit: assign() without a group join stores no offsets


def _assign_tail(consumer: Consumer, topic: str, max_notes: int, timeout_s: float) -> set[int]:
    """Assign each non-empty partition at its last share of `max_notes`; their numbers."""
    meta = consumer.list_topics(topic, timeout=timeout_s).topics.get(topic)
    if meta is None or meta.error is not None or not meta.partitions:
        raise DeidError("the input topic cannot be read (is it there, and may we read it?)")
    share = -(-max_notes // len(meta.partitions))
    tails = []
    for p in sorted(meta.partitions):
        low, high = consumer.get_watermark_offsets(TopicPartition(topic, p), timeout=timeout_s)
        if high > low:
            tails.append(TopicPartition(topic, p, max(low, high - share)))
    consumer.assign(tails)
    return {tp.partition for tp in tails}


def _read(consumer: Consumer, cfg: Config, tenant: str, max_notes: int, remaining: set[int],
          deadline: float) -> Sample:
    sample = Sample([])
    while remaining and len(sample.notes) < max_notes and time.monotonic() < deadline:
        msg = consumer.poll(0.5)
        if msg is None:
            continue
        if msg.error() is not None:
            if msg.error().code() == KafkaError._PARTITION_EOF:
                remaining.discard(msg.partition())
                continue
            raise DeidError(f"reading the input topic failed ({msg.error().name()})")
        note = _note_of(msg, cfg, tenant)
        if note is None:
            sample.skipped += 1
        else:
            sample.notes.append(note)
    return sample


def _note_of(msg: object, cfg: Config, tenant: str) -> Note | None:
    """One message as one note (its text units on their own lines) when it is the tenant's
    and parses, else None."""
    rec = source_record(msg)
    if rec.value is None:
        return None
    try:
        parsed = formats.parse(rec.value, rec.header(H_CONTENT_TYPE), allow_extra_metadata=True)
    except InputError:
        return None
    if (rec.header(*INPUT_TENANT_HEADERS) or parsed.tenant or cfg.tenant.default) != tenant:
        return None
    return Note(parsed.note_id, "\n".join(parsed.texts), parsed.patient_id, tenant,
                parsed.metadata)
