"""Bounded in-flight work: pause partitions when the worker cannot take more, keep polling.

In flight at any time: librdkafka's prefetch queue (`queued.max.messages.kbytes`, see
client.consumer_config), the open window, and the window read ahead while the open one is
processed, both under the window limits (stream.core.config.WorkerConfig). The gate pauses every
assigned partition while any reason holds it: FULL (the read-ahead has been full for
`pause_after_s` while the open window is still in processing; released when that window is
committed and the read-ahead takes its place) or BLOCKED (a dependency is down; released on the
next commit). Polling goes on meanwhile (group membership, rebalance callbacks) without fetching.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol

FULL = "full"
BLOCKED = "blocked"


class PausableConsumer(Protocol):
    """The part of confluent_kafka.Consumer the gate uses."""

    def assignment(self) -> list[Any]: ...
    def pause(self, partitions: list[Any]) -> None: ...
    def resume(self, partitions: list[Any]) -> None: ...


@dataclass
class Backoff:
    """Exponential backoff with full jitter, capped (limits: stream.core.config.WorkerConfig)."""

    initial_s: float
    max_s: float
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
    """Pauses the whole assignment while any reason holds it; resumes when the last is released."""

    def __init__(self, consumer: PausableConsumer) -> None:
        self.consumer = consumer
        self.reasons: set[str] = set()
        self.paused = 0

    @property
    def closed(self) -> bool:
        return bool(self.reasons)

    def hold(self, reason: str) -> bool:
        """Hold the gate for `reason`; True when this call paused the partitions."""
        first = not self.reasons
        self.reasons.add(reason)
        if first:
            partitions = self.consumer.assignment()
            if partitions:
                self.consumer.pause(partitions)
            self.paused = len(partitions)
        return first

    def release(self, reason: str) -> bool:
        """Drop `reason`; True when this call resumed the partitions (no reason left)."""
        if reason not in self.reasons:
            return False
        self.reasons.discard(reason)
        if not self.reasons:
            self._resume()
        return not self.reasons

    def on_assign(self, partitions: list[Any]) -> None:
        """Newly assigned partitions start paused while the gate is held."""
        if self.reasons and partitions:
            self.consumer.pause(partitions)
        self.refresh()

    def refresh(self) -> None:
        """Recount the paused partitions after a rebalance."""
        self.paused = len(self.consumer.assignment()) if self.reasons else 0

    def _resume(self) -> None:
        partitions = self.consumer.assignment()
        if partitions:
            self.consumer.resume(partitions)
        self.paused = 0
