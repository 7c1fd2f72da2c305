"""What a replay covers: its options, the release's Kafka ids, and each partition's offset range.

Pure functions and argument parsing only (no Kafka client), so `deid --help` stays fast and the
range rules are unit-tested on their own. A release is produced front to back: its committed
progress per input partition is where a restarted (or repeated) replay resumes.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass
from datetime import UTC, datetime

from stream.core.config import ConfigError
from stream.keyring.base import check_tenant

RELEASE_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
PIN_PREFIX = "deid-replay:key-version="
DEFAULT_WINDOW = 500


@dataclass(frozen=True, slots=True)
class ReplayOptions:
    """One `deid replay` invocation (topics default to the configuration's)."""

    tenant: str
    release: str
    output: str
    key_version: int | None = None
    input: str | None = None
    spans: str | None = None
    dlq: str | None = None
    span_events: str | None = None
    from_offset: int | None = None
    to_offset: int | None = None
    from_time_ms: int | None = None
    to_time_ms: int | None = None
    redetect: bool = False
    recognizer: str | None = None
    window: int = DEFAULT_WINDOW

    def __post_init__(self) -> None:
        try:
            check_tenant(self.tenant)
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        if not RELEASE_RE.match(self.release):
            raise ConfigError("release names are 1-64 characters of letters, digits, '_', '.', '-'")
        if self.window < 1:
            raise ConfigError("--window must be at least 1")
        if self.key_version is not None and self.key_version < 1:
            raise ConfigError("--key-version must be at least 1")
        _check_bounds(self.from_offset, self.to_offset, "offset")
        _check_bounds(self.from_time_ms, self.to_time_ms, "time")

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> ReplayOptions:
        """Build from the parsed `deid replay` arguments."""
        return cls(tenant=args.tenant, release=args.release, output=args.output,
                   key_version=args.key_version, input=args.input, spans=args.spans,
                   dlq=args.dlq, span_events=args.span_events, from_offset=args.from_offset,
                   to_offset=args.to_offset, from_time_ms=_opt_time(args.from_time),
                   to_time_ms=_opt_time(args.to_time), redetect=args.redetect,
                   recognizer=args.recognizer, window=args.window)

    @property
    def group_id(self) -> str:
        """The consumer group that holds this release's progress (one per tenant and release)."""
        return f"deid-replay.{self.tenant}.{self.release}"

    @property
    def transactional_id(self) -> str:
        """Stable per release: a restarted replay fences the one it replaces."""
        return f"deid-replay-{self.tenant}-{self.release}"

    def in_time_range(self, timestamp_ms: int | None) -> bool:
        """Whether a record's timestamp lies in [from_time, to_time) (always, without bounds)."""
        if self.from_time_ms is None and self.to_time_ms is None:
            return True
        if timestamp_ms is None:
            return False
        if self.from_time_ms is not None and timestamp_ms < self.from_time_ms:
            return False
        return self.to_time_ms is None or timestamp_ms < self.to_time_ms


def _check_bounds(low: int | None, high: int | None, what: str) -> None:
    if low is not None and low < 0:
        raise ConfigError(f"the {what} range cannot start below 0")
    if low is not None and high is not None and high <= low:
        raise ConfigError(f"the {what} range is empty (its end must be after its start)")


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The `deid replay` options."""
    p.add_argument("--tenant", required=True, help="tenant whose notes are replayed")
    p.add_argument("--release", required=True, help="name of the release being produced")
    p.add_argument("--output", required=True, metavar="TOPIC", help="the release topic")
    p.add_argument("--key-version", type=int, help="key version (default: the current one)")
    p.add_argument("--input", metavar="TOPIC", help="retained input topic (default: topics.input)")
    p.add_argument("--spans", metavar="TOPIC", help="span events to read (default: topics.spans)")
    p.add_argument("--dlq", metavar="TOPIC", help="dead-letter topic (default: topics.dlq)")
    p.add_argument("--span-events", metavar="TOPIC",
                   help="also write the release's span events here")
    p.add_argument("--from-offset", type=int, metavar="N", help="first offset, every partition")
    p.add_argument("--to-offset", type=int, metavar="N",
                   help="end offset (exclusive); default: the last note the span cache covers "
                        "(with --redetect: the end of each partition)")
    p.add_argument("--from-time", metavar="TIME",
                   help="first record timestamp: ISO 8601 or epoch milliseconds")
    p.add_argument("--to-time", metavar="TIME", help="end record timestamp (exclusive)")
    p.add_argument("--redetect", action="store_true",
                   help="run the current recognizer instead of reading the span cache")
    p.add_argument("--recognizer", choices=["rules", "model", "ensemble"],
                   help="with --redetect: the recognizer (default: recognizer.mode)")
    p.add_argument("--window", type=int, default=DEFAULT_WINDOW, metavar="N",
                   help="notes per transaction")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")


def _opt_time(text: str | None) -> int | None:
    return None if text is None else parse_time(text)


def parse_time(text: str) -> int:
    """Epoch milliseconds from digits or ISO 8601 (a time without zone is UTC)."""
    text = text.strip()
    if text.isdigit():
        return int(text)
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise ConfigError(f"not a time: {text!r} (ISO 8601 or epoch milliseconds)") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


@dataclass(frozen=True, slots=True)
class PartitionRange:
    """The offsets of one input partition this run replays: [start, end)."""

    partition: int
    start: int
    end: int | None
    """Exclusive; None: wherever the partition ends when the replay gets there."""
    resumed: bool
    """Whether the start comes from the release's committed progress."""

    @property
    def empty(self) -> bool:
        """Nothing to do in this partition."""
        return self.end is not None and self.start >= self.end

    def size(self, high: int) -> int:
        """Records to read, estimated with the partition's high watermark when open-ended."""
        return max(0, (high if self.end is None else self.end) - self.start)


def range_start(options: ReplayOptions, *, committed: int | None,
                time_start: int | None) -> tuple[int | None, bool]:
    """(first offset to read, whether it comes from the release's committed progress).

    `committed`: the release's next offset (None when it has none); `time_start`: the first
    offset at or after --from-time (None without it, < 0 when no record is that recent, which
    gives None: nothing to read).
    """
    start = options.from_offset or 0
    if time_start is not None:
        if time_start < 0:
            return None, False
        start = max(start, time_start)
    if committed is not None and committed > start:
        return committed, True
    return start, False


def range_end(options: ReplayOptions, covered_end: int | None) -> int | None:
    """--to-offset; else, from the cache, one past the last record it covers (0 if none)."""
    if options.to_offset is not None or options.redetect:
        return options.to_offset
    return covered_end or 0


def plan_range(partition: int, options: ReplayOptions, *, committed: int | None,
               time_start: int | None, covered_end: int | None) -> PartitionRange:
    """One partition's range from the options, the release's progress and the span cache."""
    start, resumed = range_start(options, committed=committed, time_start=time_start)
    if start is None:
        return PartitionRange(partition, 0, 0, False)
    return PartitionRange(partition, start, range_end(options, covered_end), resumed)


def pin_metadata(key_version: int) -> str:
    """Offset-commit metadata recording the key version the release is produced under."""
    return f"{PIN_PREFIX}{key_version}"


def check_pin(metadata: str | None, key_version: int, release: str) -> None:
    """Refuse to continue a release under another key version (when the broker kept the pin)."""
    if not metadata or not metadata.startswith(PIN_PREFIX):
        return
    pinned = metadata.removeprefix(PIN_PREFIX)
    if pinned != str(key_version):
        raise ConfigError(f"release {release!r} was started under key version {pinned}; "
                          f"it cannot continue under version {key_version} (use a new release)")
