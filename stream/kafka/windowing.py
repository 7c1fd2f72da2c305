"""Micro-batches ("windows") of input records, closed by count, byte budget or age."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

from stream.engine.records import SourceRecord


class WindowLimits(Protocol):
    """When a window closes, whichever limit is reached first (stream.core.config.WorkerConfig)."""

    max_records: int
    max_bytes: int
    max_wait_s: float


@dataclass
class Window:
    """Records consumed since the last commit, in consumption order."""

    limits: WindowLimits
    clock: Callable[[], float] = time.monotonic
    records: list[SourceRecord] = field(default_factory=list)
    bytes: int = 0
    opened_at: float | None = None

    def add(self, rec: SourceRecord) -> None:
        """Append a record; the first one starts the window's clock."""
        if self.opened_at is None:
            self.opened_at = self.clock()
        self.records.append(rec)
        self.bytes += rec.size

    def __len__(self) -> int:
        return len(self.records)

    def full(self) -> bool:
        """Count or byte budget reached."""
        return len(self.records) >= self.limits.max_records or self.bytes >= self.limits.max_bytes

    def remaining_s(self) -> float:
        """Seconds until the window closes by age (the full wait while it is empty)."""
        if self.opened_at is None:
            return self.limits.max_wait_s
        return max(0.0, self.opened_at + self.limits.max_wait_s - self.clock())

    def closed(self) -> bool:
        """Whether the window should be processed now."""
        return bool(self.records) and (self.full() or self.remaining_s() <= 0.0)

    def room(self) -> int:
        """How many records to fetch next: what fits by count and, at the mean size so far, bytes.

        An empty window asks for one record first, so one fetch cannot overshoot the byte budget
        by a whole batch of large records.
        """
        if not self.records:
            return 1
        by_count = self.limits.max_records - len(self.records)
        mean = max(1, self.bytes // len(self.records))
        by_bytes = -(-(self.limits.max_bytes - self.bytes) // mean)
        return max(1, min(by_count, by_bytes))

    def next_offsets(self) -> dict[tuple[str, int], int]:
        """Per partition, the offset to commit (last record + 1)."""
        return next_offsets(self.records)

    def first_offsets(self, out: dict[tuple[str, int], int] | None = None
                      ) -> dict[tuple[str, int], int]:
        """Per partition, the first offset in the window (where to rewind after an abort).

        With `out`, lower the offsets already there (the union of several windows).
        """
        out = {} if out is None else out
        for rec in self.records:
            tp = (rec.topic, rec.partition)
            out[tp] = min(out.get(tp, rec.offset), rec.offset)
        return out

    def drop_partitions(self, partitions: Iterable[tuple[str, int]]) -> int:
        """Forget records of revoked partitions; returns how many were dropped."""
        gone = set(partitions)
        kept = [r for r in self.records if (r.topic, r.partition) not in gone]
        dropped = len(self.records) - len(kept)
        self.records = kept
        self.bytes = sum(r.size for r in kept)
        if not kept:
            self.opened_at = None
        return dropped

    def remove(self, records: Iterable[SourceRecord]) -> None:
        """Forget records committed ahead of the rest of the window (a prefix of it)."""
        gone = {(r.topic, r.partition, r.offset) for r in records}
        self.records = [r for r in self.records if (r.topic, r.partition, r.offset) not in gone]
        self.bytes = sum(r.size for r in self.records)
        if not self.records:
            self.opened_at = None

    def clear(self) -> None:
        """Empty the window after a commit or an abort."""
        self.records = []
        self.bytes = 0
        self.opened_at = None


def next_offsets(records: Iterable[SourceRecord]) -> dict[tuple[str, int], int]:
    """Per partition, the offset to commit after `records` (last record + 1)."""
    out: dict[tuple[str, int], int] = {}
    for rec in records:
        tp = (rec.topic, rec.partition)
        out[tp] = max(out.get(tp, -1), rec.offset + 1)
    return out
