"""Poison records: a record that kills the worker process is isolated and sent to the DLQ.

A record that crashes the process (a native fault, memory exhaustion, a fatal error it causes)
leaves nothing committed, and a restarted worker meets the same window again. To make every
restart progress, the worker writes a small marker before it processes a group of records: the
group's input ranges (topic, partition, first and last offset; never content) and how many
processes already died with it in flight. It removes the marker once the group is committed, or
when it stops cleanly. A marker found at start means the previous process died during that
group: its count goes up by one.

- Count below 2: the window is processed as usual (one death may be a kill or an outage).
- Count 2 or more: the window is cut to the suspect records (a prefix: the marker covers a
  prefix of each partition from the committed offsets) and processed in halves, each committed
  in its own transaction: a half that dies again is halved again; once a half commits, the rest
  of the suspects is marked once. A record that was alone in flight at the second death goes to
  the DLQ with reason `poison record`, unprocessed. A deterministic crasher in a window of n
  records costs about 2 + log2(n) restarts; records around it are committed normally.

Where the marker lives: a local file (`worker.state_dir`, one per transactional id), not a
Kafka topic: it is written before every window, so it must cost microseconds, and it only has to
outlive a process, not a node (a pod's emptyDir survives container restarts; a worker
rescheduled elsewhere starts counting afresh, which is safe: it only delays isolation).
A kill -9 counts as a death: two kills in a row in the same window isolate it (halves, extra
transactions); a record is only DLQ'd when two deaths in a row had it in flight, the last one
with no other record in flight (so two kills of a one-record window DLQ that record).
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import orjson
import structlog

from stream.core.config import ConfigError
from stream.engine.records import SourceRecord

log = structlog.get_logger("deid.poison")

ISOLATE_AFTER = 2
"""Deaths of a process with the same records in flight before they are isolated."""

Range = tuple[str, int, int, int]
"""(topic, partition, first offset, last offset), inclusive."""


@dataclass(frozen=True, slots=True)
class Marker:
    """Records in flight (by input ranges) and how many processes died with them in flight."""

    ranges: tuple[Range, ...]
    deaths: int
    count: int
    """How many records the group in flight held."""

    def covers(self, rec: SourceRecord) -> bool:
        return any(t == rec.topic and p == rec.partition and first <= rec.offset <= last
                   for t, p, first, last in self.ranges)


@dataclass(frozen=True, slots=True)
class Group:
    """The records to process and commit next (a prefix of the window), and which are poison."""

    records: list[SourceRecord]
    poison: bool = False
    """The one record of the group made processes die: DLQ it unprocessed."""
    isolating: bool = False
    rest: tuple[SourceRecord, ...] = ()
    """While isolating: the suspects after this group (marked once it commits)."""


def state_path(state_dir: str, transactional_id: str) -> Path:
    """The marker file of one worker (one transactional id) under `state_dir`."""
    base = Path(state_dir).expanduser() if state_dir else _default_dir()
    return base / f"inflight-{re.sub(r'[^A-Za-z0-9._-]', '_', transactional_id)}.json"


def _default_dir() -> Path:
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "deid"


def ranges_of(records: Sequence[SourceRecord]) -> tuple[Range, ...]:
    """The input ranges of `records`, one per partition."""
    bounds: dict[tuple[str, int], list[int]] = {}
    for rec in records:
        b = bounds.setdefault((rec.topic, rec.partition), [rec.offset, rec.offset])
        b[0], b[1] = min(b[0], rec.offset), max(b[1], rec.offset)
    return tuple((t, p, first, last) for (t, p), (first, last) in sorted(bounds.items()))


class PoisonGuard:
    """The marker of one worker: read (and counted) at start, written before each group."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ConfigError(f"worker.state_dir {str(path.parent)!r} cannot be created: "
                              f"{exc.strerror}") from exc
        if not os.access(path.parent, os.W_OK):
            raise ConfigError(f"worker.state_dir {str(path.parent)!r} is not writable")
        self.marker = self._read()
        if self.marker is not None:
            self.marker = Marker(self.marker.ranges, self.marker.deaths + 1, self.marker.count)
            self._write(self.marker)
            log.warning("previous_process_died_in_flight", deaths=self.marker.deaths,
                        ranges=[list(r) for r in self.marker.ranges])

    def next_group(self, window: Sequence[SourceRecord]) -> Group:
        """What to process next out of `window` (its records in consumption order)."""
        marker = self.marker
        suspects = [i for i, rec in enumerate(window) if marker and marker.covers(rec)]
        if marker is None or not suspects or marker.deaths < ISOLATE_AFTER:
            return Group(list(window))
        prefix = list(window[: suspects[-1] + 1])
        if len(prefix) == 1:  # poison if it was alone in flight at the death, else alone next
            return Group(prefix, poison=marker.count == 1, isolating=marker.count > 1)
        half = len(prefix) // 2
        return Group(prefix[:half], isolating=True, rest=tuple(prefix[half:]))

    def begin(self, group: Group) -> None:
        """Mark `group` in flight (before it is transformed): a death now is counted on it."""
        carried = self.marker.deaths if self.marker and any(
            self.marker.covers(r) for r in group.records) else 0
        deaths = 1 if group.isolating else carried
        self._write(Marker(ranges_of(group.records), deaths, len(group.records)))

    def committed(self, group: Group) -> None:
        """`group` is committed: the rest of the suspects stays marked once, or nothing does."""
        if group.rest:
            self.marker = Marker(ranges_of(group.rest), 1, len(group.rest))
            self._write(self.marker)
        else:
            self.clear()

    def clear(self) -> None:
        """Nothing in flight (a clean stop, or the window committed)."""
        self.marker = None
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def _read(self) -> Marker | None:
        try:
            doc = orjson.loads(self.path.read_bytes())
            return Marker(tuple((str(t), int(p), int(a), int(b)) for t, p, a, b in doc["ranges"]),
                          int(doc["deaths"]), int(doc["count"]))
        except FileNotFoundError:
            return None
        except (ValueError, KeyError, TypeError):
            log.warning("inflight_marker_unreadable", path=str(self.path))
            return None

    def _write(self, marker: Marker) -> None:
        """Replace the marker atomically (a process death leaves the old or the new one)."""
        tmp = self.path.with_suffix(".tmp")
        tmp.write_bytes(orjson.dumps({"ranges": marker.ranges, "deaths": marker.deaths,
                                      "count": marker.count}))
        os.replace(tmp, self.path)
