"""Plain records crossing the Kafka boundary, and the output header contract."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Output header names (contract).
H_SOURCE_TOPIC = "deid-source-topic"
H_SOURCE_PARTITION = "deid-source-partition"
H_SOURCE_OFFSET = "deid-source-offset"
H_TENANT = "deid-tenant"
H_RELEASE = "deid-release"
H_KEY_VERSION = "deid-key-version"
H_RECOGNIZER = "deid-recognizer"
H_POLICY = "deid-policy"
H_CONTENT_TYPE = "content-type"
H_DLQ_REASON = "deid-dlq-reason"
H_CANARY = "deid-canary"
"""Marks a canary note (stream/monitor): input, output and span event; never set by the text."""

# Input headers the worker reads.
INPUT_TENANT_HEADERS = ("deid-tenant", "tenant")

Headers = list[tuple[str, bytes]]


@dataclass(frozen=True, slots=True)
class SourceRecord:
    """One consumed input record, detached from the client library."""

    topic: str
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None
    headers: dict[str, bytes] = field(default_factory=dict)
    timestamp_ms: int | None = None

    @property
    def size(self) -> int:
        """Bytes of key and value (what the window budgets count)."""
        return len(self.key or b"") + len(self.value or b"")

    def header(self, *names: str) -> str | None:
        """The first present header among `names`, decoded leniently (None if absent)."""
        for name in names:
            raw = self.headers.get(name)
            if raw is not None:
                return raw.decode("utf-8", "replace")
        return None

    def source_headers(self) -> Headers:
        """The three source-coordinate headers every record derived from this one carries."""
        return [
            (H_SOURCE_TOPIC, self.topic.encode()),
            (H_SOURCE_PARTITION, str(self.partition).encode()),
            (H_SOURCE_OFFSET, str(self.offset).encode()),
        ]


@dataclass(frozen=True, slots=True)
class OutRecord:
    """One record to produce inside the window's transaction."""

    topic: str
    key: bytes | None
    value: bytes
    headers: Headers


def source_record(msg: Any) -> SourceRecord:
    """Convert a confluent_kafka.Message into a SourceRecord."""
    raw_headers = msg.headers() or []
    headers = {k.lower(): (v if v is not None else b"") for k, v in raw_headers}
    ts_type, ts = msg.timestamp()
    return SourceRecord(msg.topic(), msg.partition(), msg.offset(), msg.key(), msg.value(),
                        headers, ts if ts_type != 0 else None)
