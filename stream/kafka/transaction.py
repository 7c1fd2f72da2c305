"""The transactional producer: a window's records and its consumer offsets in one transaction.

Kafka errors are classified once (client.classify), after confluent-kafka's contract:
retriable -> the same call again after a backoff (output broker unavailable or slow; a call
that times out is resumed by calling it again), txn_requires_abort -> abort and raise Aborted so
the loop rewinds and redoes the window, anything else -> WorkerFatal.

An abort that the broker cannot complete (an outage that outlasted the transaction timeout needs
a producer epoch bump, which not every broker offers) is finished by renewing the producer: a new
producer with the same transactional.id fences the old one, and the coordinator aborts what the
old one left open. Either way nothing of the window becomes visible to read_committed readers.

Errors of one record (client.is_record_error: too large, invalid; or a value or header the
client cannot serialize), at produce time or in its delivery report, abort the transaction and
raise RecordFailed naming the input records they came from; `commit_outcomes` then sends those
records to the DLQ and commits again, with their neighbours, in a new transaction. Only errors of
the transaction itself make the window be redone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import structlog
from confluent_kafka import KafkaError, KafkaException, Producer, TopicPartition

from stream.core.config import Config
from stream.core.errors import DeidError
from stream.engine.engine import Outcome
from stream.engine.records import OutRecord
from stream.kafka.client import (
    ErrorKind,
    classify,
    error_code,
    is_record_error,
    producer_config,
)

log = structlog.get_logger("deid.transaction")

RetryWait = Callable[[str, str], None]
"""Called as wait(operation, error code) before a retriable call is repeated; it waits a
backoff, or raises WorkerFatal to give up (e.g. when the worker is stopping)."""


class WorkerFatal(DeidError):
    """The worker cannot go on (fatal Kafka error, fenced producer); exit non-zero."""


class Aborted(Exception):
    """The open transaction was aborted; the window must be rewound and redone."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class RecordFailed(Exception):
    """The producer refused records of the aborted transaction: input position -> error code."""

    def __init__(self, failures: dict[int, str]) -> None:
        super().__init__(f"{len(failures)} record(s) refused")
        self.failures = failures


Refuse = Callable[[int, str], Outcome]
"""refuse(position, error code): the DLQ outcome of the window's input record at `position`."""


def commit_outcomes(txn: Transactor, outcomes: Sequence[Outcome], offsets: list[TopicPartition],
                    group: Any, refuse: Refuse) -> list[Outcome]:
    """Commit the outcomes of a window; records the producer refuses go to the DLQ instead.

    Returns the outcomes as committed. Aborted and WorkerFatal propagate (a refused DLQ record
    is WorkerFatal: it names no input content, so it is a fault of the transaction's setup).
    """
    committed = list(outcomes)
    while True:
        try:
            txn.commit([o.records for o in committed], offsets, group)
            return committed
        except RecordFailed as exc:
            for position, code in exc.failures.items():
                if committed[position].rejection is not None:
                    raise WorkerFatal(f"the producer refused a DLQ record: {code}") from exc
                committed[position] = refuse(position, code)
                log.warning("record_refused", position=position, code=code)


class Transactor:
    """One transactional producer; `commit` is all or nothing for read_committed readers."""

    def __init__(self, cfg: Config, wait: RetryWait, transactional_id: str | None = None) -> None:
        self.timeout = cfg.worker.txn_timeout_s
        self.conf = producer_config(cfg)
        if transactional_id is not None:
            self.conf["transactional.id"] = transactional_id
        self.conf.setdefault("transaction.timeout.ms", int(self.timeout * 1000))
        self.producer = Producer(self.conf)
        self.wait = wait
        self.open = False

    def init(self) -> None:
        """Register the transactional id (fences a previous instance with the same id)."""
        self._call(lambda: self.producer.init_transactions(self.timeout), "init")

    def commit(self, batches: Sequence[Sequence[OutRecord]], offsets: list[TopicPartition],
               group: Any) -> None:
        """Produce the records (one batch per input record) and commit `offsets` for `group`
        atomically; Aborted, RecordFailed (aborted too) or WorkerFatal."""
        failed: dict[int, str] = {}
        try:
            self.producer.begin_transaction()
            self.open = True
            for position, batch in enumerate(batches):
                for rec in batch:
                    self._produce(rec, position, failed)
            if failed:
                self.abort()
                raise RecordFailed(failed)
            self._call(lambda: self.producer.send_offsets_to_transaction(
                offsets, group, self.timeout), "send_offsets")
            self._call(lambda: self.producer.commit_transaction(self.timeout), "commit")
            self.open = False
        except KafkaException as exc:
            if classify(exc) is not ErrorKind.ABORT:
                raise WorkerFatal(f"transaction failed: {error_code(exc)}") from exc
            self.abort()
            if failed:  # delivery reports named the records that failed it
                raise RecordFailed(failed) from exc
            raise Aborted(error_code(exc)) from exc

    def abort(self) -> None:
        """Abort the open transaction; when the broker cannot, fence it with a new producer."""
        try:
            self.producer.abort_transaction(self.timeout)
        except KafkaException as exc:
            if classify(exc) is ErrorKind.FATAL:
                raise WorkerFatal(f"abort failed: {error_code(exc)}") from exc
            log.warning("abort_incomplete", code=error_code(exc))
            self._renew()
        finally:
            self.open = False

    def close(self) -> None:
        """Abort what is open (best effort: the coordinator times it out) and deliver the rest."""
        if self.open:
            try:
                self.producer.abort_transaction(self.timeout)
            except KafkaException as exc:
                log.warning("abort_on_close_failed", code=error_code(exc))
            self.open = False
        self.producer.flush(self.timeout)

    def _renew(self) -> None:
        """Replace the producer by a new one with the same transactional.id and register it."""
        self.producer.purge(in_queue=True, in_flight=True, blocking=False)
        self.producer = Producer(self.conf)
        log.info("producer_renewed")
        self.init()

    def _produce(self, rec: OutRecord, position: int, failed: dict[int, str]) -> None:
        """Produce one record, serving delivery reports while the local queue is full.

        A record error, now or in its delivery report, is noted in `failed` under `position`.
        """
        def delivered(err: KafkaError | None, _msg: Any) -> None:
            if err is not None and is_record_error(err):
                failed.setdefault(position, err.name())

        while True:
            try:
                self.producer.produce(rec.topic, rec.value, rec.key, headers=rec.headers,
                                      on_delivery=delivered)
                return
            except BufferError:
                self.producer.poll(0.05)
            except KafkaException as exc:
                if not is_record_error(exc.args[0]):
                    raise
                failed.setdefault(position, error_code(exc))
                return
            except (TypeError, ValueError) as exc:  # a value or header it cannot serialize
                failed.setdefault(position, type(exc).__name__)
                return

    def _call(self, call: Callable[[], Any], operation: str) -> None:
        """Repeat `call` while it fails with retriable errors."""
        while True:
            try:
                call()
                return
            except KafkaException as exc:
                if classify(exc) is not ErrorKind.RETRIABLE:
                    raise
                self.wait(operation, error_code(exc))
