"""Micro-batches ("windows") of input records, closed by count, byte budget or age."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from stream.pipeline.kafka_records import SourceRecord


@dataclass(frozen=True, slots=True)
class WindowLimits:
    """When a window closes: whichever limit is reached first."""

    max_records: int = 500
    max_bytes: int = 8 * 1024 * 1024
    max_wait_s: float = 0.2


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
        """How many more records fit by count."""
        return max(1, self.limits.max_records - len(self.records))

    def next_offsets(self) -> dict[tuple[str, int], int]:
        """Per partition, the offset to commit (last record + 1)."""
        out: dict[tuple[str, int], int] = {}
        for rec in self.records:
            tp = (rec.topic, rec.partition)
            out[tp] = max(out.get(tp, -1), rec.offset + 1)
        return out

    def first_offsets(self) -> dict[tuple[str, int], int]:
        """Per partition, the first offset in the window (where to rewind after an abort)."""
        out: dict[tuple[str, int], int] = {}
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

    def clear(self) -> None:
        """Empty the window after a commit or an abort."""
        self.records = []
        self.bytes = 0
        self.opened_at = None
