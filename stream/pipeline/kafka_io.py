"""confluent-kafka at the boundary: client configuration and error classification, in one place.

Kafka errors are classified once (confluent-kafka's transactional contract):
retriable -> retry the same call, txn_requires_abort -> abort and rewind, otherwise fatal.
"""

from __future__ import annotations

import logging
import socket
from enum import StrEnum
from typing import Any

import structlog

from stream.config import Config

PRODUCER_ONLY = frozenset({
    "transactional.id", "transaction.timeout.ms", "enable.idempotence", "linger.ms", "acks",
    "compression.type", "message.timeout.ms", "delivery.timeout.ms", "batch.size",
    "batch.num.messages", "queue.buffering.max.messages", "queue.buffering.max.kbytes",
    "queue.buffering.max.ms", "retries", "message.send.max.retries",
})
CONSUMER_ONLY = frozenset({
    "group.id", "session.timeout.ms", "heartbeat.interval.ms", "max.poll.interval.ms",
    "auto.offset.reset", "isolation.level", "group.instance.id", "enable.auto.commit",
    "enable.auto.offset.store", "partition.assignment.strategy", "fetch.min.bytes",
    "fetch.max.bytes", "fetch.wait.max.ms", "max.partition.fetch.bytes", "queued.min.messages",
    "queued.max.messages.kbytes", "enable.partition.eof", "auto.commit.interval.ms",
    "fetch.queue.backoff.ms",
})

log = structlog.get_logger("deid.kafka")


class ErrorKind(StrEnum):
    """How the loop reacts to a Kafka error."""

    RETRIABLE = "retriable"
    ABORT = "abort"
    FATAL = "fatal"


def classify(exc: BaseException) -> ErrorKind:
    """The reaction to a KafkaException raised by a transactional call."""
    err = exc.args[0] if exc.args else None
    if err is None or not hasattr(err, "fatal"):
        return ErrorKind.FATAL
    if err.fatal():
        return ErrorKind.FATAL
    if err.txn_requires_abort():
        return ErrorKind.ABORT
    if err.retriable():
        return ErrorKind.RETRIABLE
    return ErrorKind.FATAL


def error_code(exc: BaseException) -> str:
    """A short, PHI-free name for a Kafka error (for logs and metric labels)."""
    err = exc.args[0] if exc.args else None
    return err.name() if err is not None and hasattr(err, "name") else type(exc).__name__


class _LogBridge:
    """Routes librdkafka's log lines into structlog (they hold broker facts, never records)."""

    def log(self, level: int, fmt: str, *args: Any) -> None:
        method = log.warning if level >= logging.WARNING else log.info
        method("librdkafka", message=fmt % args if args else fmt)


def _split_extra(extra: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """extra -> (consumer, producer) settings: 'consumer.X'/'producer.X' go to one side only."""
    consumer: dict[str, Any] = {}
    producer: dict[str, Any] = {}
    for key, value in extra.items():
        if key.startswith("consumer."):
            consumer[key.removeprefix("consumer.")] = value
        elif key.startswith("producer."):
            producer[key.removeprefix("producer.")] = value
        else:
            if key not in PRODUCER_ONLY:
                consumer[key] = value
            if key not in CONSUMER_ONLY:
                producer[key] = value
    return consumer, producer


def consumer_config(cfg: Config, prefetch_kbytes: int) -> dict[str, Any]:
    """Consumer settings: manual offsets in transactions, read_committed, bounded prefetch."""
    extra, _ = _split_extra(cfg.kafka.extra)
    return {
        "bootstrap.servers": cfg.kafka.bootstrap_servers,
        "group.id": cfg.kafka.group_id,
        "enable.auto.commit": False,
        "enable.auto.offset.store": False,
        "isolation.level": "read_committed",
        "auto.offset.reset": "earliest",
        "queued.max.messages.kbytes": prefetch_kbytes,
        "fetch.wait.max.ms": 100,  # latency: do not let the broker hold fetches for 500 ms
        "fetch.queue.backoff.ms": 20,  # a full prefetch queue is looked at again soon, not in 1 s
        "logger": _LogBridge(),
        **extra,
    }


def is_cooperative(consumer_conf: dict[str, Any]) -> bool:
    """Whether the consumer uses incremental (cooperative) rebalancing."""
    strategy = str(consumer_conf.get("partition.assignment.strategy", ""))
    return "cooperative" in strategy or consumer_conf.get("group.protocol") == "consumer"


def default_transactional_id(cfg: Config) -> str:
    """Stable across restarts of the same host/pod, so a restarted worker fences its zombie."""
    return f"deid-{cfg.kafka.group_id}-{socket.gethostname()}"


def producer_config(cfg: Config) -> dict[str, Any]:
    """Transactional, idempotent producer settings."""
    _, extra = _split_extra(cfg.kafka.extra)
    conf = {
        "bootstrap.servers": cfg.kafka.bootstrap_servers,
        "transactional.id": default_transactional_id(cfg),
        "enable.idempotence": True,
        "linger.ms": 5,
        "logger": _LogBridge(),
        **extra,
    }
    return conf
