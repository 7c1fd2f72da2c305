"""confluent-kafka at the boundary: client configuration and error classification, in one place.

Kafka errors are classified once (confluent-kafka's transactional contract):
retriable -> retry the same call, txn_requires_abort -> abort and rewind, otherwise fatal.
Errors that belong to one produced record (too large, invalid record) are told apart by
`is_record_error`: that record goes to the DLQ, its neighbours are not held back.

Message limits: the largest record the producer (`message.max.bytes`) and each output topic
(`max.message.bytes`, read from the broker at start) accept, so that a derived record that would
not fit is handled by the transform, before the transaction, never by a failed commit.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Iterable
from enum import StrEnum
from typing import Any

import structlog
from confluent_kafka import KafkaError, KafkaException
from confluent_kafka.admin import AdminClient, ConfigResource, ResourceType

from stream.core.config import Config
from stream.engine.limits import DEFAULT_MESSAGE_MAX_BYTES, MessageLimits

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

DESCRIBE_TIMEOUT_S = 10.0

RECORD_ERRORS = frozenset({
    KafkaError.MSG_SIZE_TOO_LARGE, KafkaError.INVALID_RECORD,
    KafkaError.RECORD_LIST_TOO_LARGE, KafkaError.INVALID_MSG_SIZE, KafkaError.INVALID_MSG,
    KafkaError._INVALID_ARG, KafkaError._BAD_MSG,
})
"""Produce errors caused by one record itself: that record is rejected, not the transaction."""


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


def is_record_error(err: KafkaError) -> bool:
    """Whether a produce or delivery error belongs to the record (not to the transaction)."""
    return err.code() in RECORD_ERRORS


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


def producer_limit(cfg: Config) -> int:
    """The producer's `message.max.bytes` (configured through kafka.extra, or the default)."""
    return int(producer_config(cfg).get("message.max.bytes", DEFAULT_MESSAGE_MAX_BYTES))


def message_limits(cfg: Config, topics: Iterable[str]) -> MessageLimits:
    """The producer limit and each topic's `max.message.bytes` as the broker describes it.

    A topic the broker does not describe (or a broker that cannot be asked) falls back to the
    producer limit; the record is then still checked by the producer, per record.
    """
    limit = producer_limit(cfg)
    found: dict[str, int] = {}
    admin = AdminClient(_admin_config(cfg))
    resources = [ConfigResource(ResourceType.TOPIC, t) for t in sorted(set(topics))]
    for resource, future in admin.describe_configs(resources).items():
        try:
            entry = future.result(timeout=DESCRIBE_TIMEOUT_S).get("max.message.bytes")
        except (KafkaException, TimeoutError) as exc:
            log.warning("topic_limit_unknown", topic=resource.name, code=error_code(exc))
            continue
        if entry is not None and entry.value:
            found[resource.name] = int(entry.value)
    limits = MessageLimits(limit, found)
    log.info("message_limits", producer=limit, topics={t: limits.of(t) for t in found})
    return limits


def _admin_config(cfg: Config) -> dict[str, Any]:
    """The producer's connection settings (security included) without producer-only keys."""
    conf = producer_config(cfg)
    drop = PRODUCER_ONLY | {"message.max.bytes"}
    return {k: v for k, v in conf.items() if k not in drop}
