"""A faust aiokafka transport whose consumers read committed records only.

faust-streaming reads with `isolation_level="read_committed"` only under `exactly_once`, which
the monitor cannot use (it must run at least once on every broker, see README). Without it a
span event of a worker transaction that was aborted and retried would be counted as well as
its committed copy. On Apache Kafka (and Confluent, MSK, Redpanda) a read_committed consumer
fetches up to the last stable offset and drops the records of aborted transactions.

faust exposes no setting for the isolation level, so this transport sets it on the aiokafka
consumer before it starts (aiokafka hands it to its fetcher in `start`). Pinned by
tests/unit/monitor/test_committed.py against the installed faust and aiokafka.
"""

from __future__ import annotations

from typing import Any

import aiokafka
import faust
from faust.transport.drivers import aiokafka as driver

READ_COMMITTED = "read_committed"


class CommittedConsumerThread(driver.AIOKafkaConsumerThread):
    def _create_worker_consumer(self, transport: Any) -> aiokafka.AIOKafkaConsumer:
        consumer = super()._create_worker_consumer(transport)
        consumer._isolation_level = READ_COMMITTED  # read by AIOKafkaConsumer.start
        return consumer


class CommittedConsumer(driver.Consumer):
    def _new_consumer_thread(self) -> driver.AIOKafkaConsumerThread:
        return CommittedConsumerThread(self, loop=self.loop, beacon=self.beacon)


class CommittedTransport(driver.Transport):
    Consumer = CommittedConsumer


def read_committed(app: faust.App) -> None:
    """Make `app`'s consumers read committed records only (before the app starts)."""
    app.transport = CommittedTransport(app.conf.broker_consumer, app, loop=app.loop)
