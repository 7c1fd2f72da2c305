"""What the embedded broker shows read_committed readers of transactions: the premise of the
exactly-once test, checked rather than assumed.

Committed transactions are shown and open ones hidden, as in Apache Kafka. One deviation: Kafka
never shows the records of a transaction that ended in an abort, whether the producer aborted it
or a new producer with the same transactional.id fenced it after a crash (what a restarted worker
does). The embedded broker (Tansu) shows them once the transaction has ended.
test_exactly_once.py therefore tells such copies apart from what the worker committed.
"""

from __future__ import annotations

import uuid

from confluent_kafka import Producer

from stream.devstack.broker import create_topics
from tests.integration.support import read_all


def _producer(bootstrap: str, transactional_id: str) -> Producer:
    producer = Producer({"bootstrap.servers": bootstrap, "transactional.id": transactional_id,
                         "transaction.timeout.ms": 20000})
    producer.init_transactions(10)
    return producer


def _values(bootstrap: str, topic: str, expect: int) -> list[bytes]:
    return [m.value() for m in read_all(bootstrap, topic, expect, timeout=10, settle=2)]


def _topic(bootstrap: str) -> str:
    topic = f"txn-{uuid.uuid4().hex[:8]}"
    create_topics(bootstrap, [topic])
    return topic


def test_committed_records_are_shown_and_open_ones_hidden(bootstrap):
    topic = _topic(bootstrap)
    producer = _producer(bootstrap, f"t-{topic}")
    producer.begin_transaction()
    producer.produce(topic, b"committed")
    producer.commit_transaction(10)
    producer.begin_transaction()
    producer.produce(topic, b"open")
    producer.flush(10)
    assert _values(bootstrap, topic, 1) == [b"committed"]


def test_records_of_ended_aborted_transactions_are_shown_on_this_broker(bootstrap):
    topic = _topic(bootstrap)
    producer = _producer(bootstrap, f"t-{topic}")
    producer.begin_transaction()
    producer.produce(topic, b"aborted")
    producer.flush(10)
    producer.abort_transaction(10)
    dead = _producer(bootstrap, f"t2-{topic}")
    dead.begin_transaction()
    dead.produce(topic, b"left open by a killed producer")
    dead.flush(10)
    successor = _producer(bootstrap, f"t2-{topic}")  # fences `dead`: Kafka aborts its transaction
    successor.begin_transaction()
    successor.produce(topic, b"committed by the successor")
    successor.commit_transaction(10)
    assert _values(bootstrap, topic, 3) == [
        b"aborted", b"left open by a killed producer", b"committed by the successor"]
