"""The size budget of output records: the largest record the producer and each topic accept.

The values come from the broker at start (stream.kafka.client.message_limits); the engine sizes
outputs and span events to them, so no record can stop a partition.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from stream.engine.records import OutRecord

DEFAULT_MESSAGE_MAX_BYTES = 1_000_000
"""librdkafka's default `message.max.bytes` (and about a default broker's limit)."""
RECORD_OVERHEAD = 512
"""Bytes a record adds to its key, value and header bytes on the wire (record and batch
framing, varints, per-header lengths), rounded up: what a size budget keeps free."""


@dataclass(frozen=True, slots=True)
class MessageLimits:
    """The largest record, in bytes, the producer and each output topic accept."""

    producer: int = DEFAULT_MESSAGE_MAX_BYTES
    topics: Mapping[str, int] = field(default_factory=dict)

    def of(self, topic: str) -> int:
        """Budget of one record on `topic`: the smaller of the producer's and the topic's limit."""
        return min(self.producer, self.topics.get(topic, self.producer))

    def fits(self, rec: OutRecord) -> bool:
        """Whether `rec` can be produced to its topic."""
        return record_size(rec) <= self.of(rec.topic)


def record_size(rec: OutRecord) -> int:
    """Uncompressed bytes `rec` counts against a message limit (librdkafka checks before
    compressing), with RECORD_OVERHEAD to spare."""
    headers = sum(len(k) + len(v or b"") for k, v in rec.headers)
    return len(rec.key or b"") + len(rec.value) + headers + RECORD_OVERHEAD
