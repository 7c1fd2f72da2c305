"""Bounded in-flight work: pause partitions while the worker cannot make progress, keep polling.

In-flight work is bounded twice: librdkafka's prefetch queue by `queued.max.messages.kbytes`
(see kafka_io.consumer_config) and the open window by `WindowLimits`. While a window cannot be
committed (recognizer, key store or output broker unavailable) the gate pauses every assigned
partition, so polling goes on (group membership, rebalance callbacks) without fetching more.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol


class PausableConsumer(Protocol):
    """The part of confluent_kafka.Consumer the gate uses."""

    def assignment(self) -> list[Any]: ...
    def pause(self, partitions: list[Any]) -> None: ...
    def resume(self, partitions: list[Any]) -> None: ...


@dataclass
class Backoff:
    """Exponential backoff with full jitter, capped."""

    initial_s: float = 0.2
    max_s: float = 5.0
    factor: float = 2.0
    attempt: int = 0
    rng: random.Random = field(default_factory=random.Random)

    def next_delay(self) -> float:
        """The wait before the next attempt (grows with each call)."""
        ceiling = min(self.max_s, self.initial_s * self.factor ** self.attempt)
        self.attempt += 1
        return ceiling / 2 + self.rng.uniform(0, ceiling / 2)

    def reset(self) -> None:
        """Back to the initial delay after a success."""
        self.attempt = 0


class PartitionGate:
    """Pauses the whole assignment while closed; resumes it when opened again."""

    def __init__(self, consumer: PausableConsumer) -> None:
        self.consumer = consumer
        self.closed = False
        self.paused = 0

    def close(self) -> None:
        """Stop fetching on every assigned partition (idempotent; also covers new assignments)."""
        partitions = self.consumer.assignment()
        if partitions:
            self.consumer.pause(partitions)
        self.paused = len(partitions)
        self.closed = True

    def open(self) -> None:
        """Fetch again on every assigned partition."""
        if not self.closed:
            return
        partitions = self.consumer.assignment()
        if partitions:
            self.consumer.resume(partitions)
        self.paused = 0
        self.closed = False

    def on_assign(self, partitions: list[Any]) -> None:
        """Newly assigned partitions start paused while the gate is closed."""
        if self.closed and partitions:
            self.consumer.pause(partitions)
            self.paused = len(self.consumer.assignment())
