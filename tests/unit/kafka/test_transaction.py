"""The transactional producer's error handling, with confluent-kafka's own error objects."""

from __future__ import annotations

from typing import ClassVar

import pytest
from confluent_kafka import KafkaError, KafkaException

from stream.core.config import Config, KafkaConfig
from stream.engine.records import OutRecord
from stream.kafka import transaction
from stream.kafka.transaction import Aborted, Transactor, WorkerFatal

RETRIABLE = KafkaException(KafkaError(KafkaError._TIMED_OUT, retriable=True))
ABORTABLE = KafkaException(KafkaError(KafkaError._TIMED_OUT, txn_requires_abort=True))
FATAL = KafkaException(KafkaError(KafkaError._FENCED, fatal=True))


class FakeProducer:
    """Records calls; `fail` maps a method name to the errors its next calls raise."""

    made: ClassVar[list[FakeProducer]] = []

    def __init__(self, conf: dict) -> None:
        self.conf, self.calls, self.fail = conf, [], {}
        FakeProducer.made.append(self)

    def _call(self, name: str) -> None:
        self.calls.append(name)
        errors = self.fail.get(name)
        if errors:
            error = errors.pop(0)
            if error is not None:
                raise error

    def init_transactions(self, timeout):
        self._call("init")

    def begin_transaction(self):
        self._call("begin")

    def produce(self, topic, value, key, headers, on_delivery=None):
        self._call("produce")

    def send_offsets_to_transaction(self, offsets, group, timeout):
        self._call("send_offsets")

    def commit_transaction(self, timeout):
        self._call("commit")

    def abort_transaction(self, timeout):
        self._call("abort")

    def purge(self, **kwargs):
        self._call("purge")

    def flush(self, timeout):
        return 0


@pytest.fixture
def made(monkeypatch) -> list[FakeProducer]:
    FakeProducer.made = []
    monkeypatch.setattr(transaction, "Producer", FakeProducer)
    return FakeProducer.made


def transactor(waits: list[str]) -> Transactor:
    cfg = Config(kafka=KafkaConfig("b:9092", "g", {"transactional.id": "t-1"}))
    return Transactor(cfg, lambda op, code: waits.append(op))


RECORD = OutRecord("out", b"k", b"v", [])


def test_retriable_calls_are_repeated_after_a_wait(made):
    waits: list[str] = []
    txn = transactor(waits)
    made[0].fail = {"send_offsets": [RETRIABLE], "commit": [RETRIABLE, RETRIABLE]}
    txn.commit([[RECORD]], [], None)
    assert waits == ["send_offsets", "commit", "commit"]
    assert made[0].calls.count("commit") == 3 and not txn.open


def test_abortable_error_aborts_and_asks_for_a_rewind(made):
    txn = transactor([])
    made[0].fail = {"commit": [ABORTABLE]}
    with pytest.raises(Aborted):
        txn.commit([[RECORD]], [], None)
    assert made[0].calls[-1] == "abort" and len(made) == 1 and not txn.open


def test_an_abort_the_broker_cannot_finish_renews_the_producer(made):
    txn = transactor([])
    made[0].fail = {"commit": [ABORTABLE], "abort": [RETRIABLE]}
    with pytest.raises(Aborted):
        txn.commit([[RECORD]], [], None)
    assert len(made) == 2 and "purge" in made[0].calls
    assert made[1].calls == ["init"] and made[1].conf["transactional.id"] == "t-1"
    assert txn.producer is made[1]


def test_fatal_errors_stop_the_worker(made):
    txn = transactor([])
    made[0].fail = {"send_offsets": [FATAL]}
    with pytest.raises(WorkerFatal):
        txn.commit([[RECORD]], [], None)


TOO_LARGE = KafkaException(KafkaError(KafkaError.MSG_SIZE_TOO_LARGE))


def test_a_record_the_producer_refuses_goes_to_the_dlq_with_its_neighbours_committed(made):
    from stream.engine.engine import Outcome
    from stream.kafka.transaction import commit_outcomes

    waits: list[str] = []
    txn = transactor(waits)
    made[0].fail = {"produce": [None, None, TOO_LARGE]}  # the 3rd record: outcome 1's 2nd
    outcomes = [Outcome((RECORD, RECORD)), Outcome((RECORD, RECORD)), Outcome((RECORD,))]
    dead = Outcome((OutRecord("dlq", None, b"{}", []),))
    final = commit_outcomes(txn, outcomes, [], None, lambda i, code: dead)
    assert final == [outcomes[0], dead, outcomes[2]]
    calls = made[0].calls
    assert calls.count("abort") == 1 and calls.count("commit") == 1 and calls[-1] == "commit"
    assert calls.count("begin") == 2


def test_a_refused_dlq_record_stops_the_worker(made):
    from stream.engine.dlq import Rejection
    from stream.engine.engine import Outcome
    from stream.kafka.transaction import commit_outcomes

    txn = transactor([])
    made[0].fail = {"produce": [TOO_LARGE]}
    with pytest.raises(WorkerFatal, match="refused a DLQ record"):
        commit_outcomes(txn, [Outcome((RECORD,), Rejection("x", "y"))], [], None,
                        lambda i, code: None)
