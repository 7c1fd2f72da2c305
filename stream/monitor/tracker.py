"""Joins canaries (ledger entries) with their outputs by source coordinates, in memory.

An output may arrive before its ledger line (the ledger is written after delivery): it waits
in a bounded buffer. A canary whose output has not come `timeout_ms` after it was sent is
stuck; one that went to the DLQ is rejected. Each canary ends exactly once (see `done`); one
sent before `horizon()` was decided and folded already (state.fold) and is not tracked again.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from stream import formats
from stream.monitor.leak import CanarySecret, leaked
from stream.monitor.ledger import Coords, Entry

MAX_EARLY = 10_000


@dataclass(frozen=True, slots=True)
class Output:
    """A canary's output record as read from the canary topic."""

    value: bytes
    content_type: str | None
    recognizer: str
    key_version: str
    at_ms: int


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one canary showed: planted and leaked values per category, latency; no values."""

    tenant: str
    format: str
    recognizer: str
    sent_ms: int
    latency_s: float
    planted: Counter[str] = field(default_factory=Counter)
    leaked: Counter[str] = field(default_factory=Counter)
    unverified: bool = False


def verdict(entry: Entry, out: Output, secret: CanarySecret) -> Verdict:
    """Check one canary's output for its planted values (unparseable output: unverified)."""
    latency = max(0.0, (out.at_ms - entry.sent_ms) / 1000)
    planted = Counter(p.category for p in entry.planted)
    try:
        msg = formats.parse(out.value, out.content_type)
    except Exception:  # an output we cannot read cannot be shown leak-free
        return Verdict(entry.tenant, entry.format, out.recognizer, entry.sent_ms, latency, planted,
                       unverified=True)
    text = "\n".join([*msg.texts, *(f.value for f in msg.fields)])
    found = Counter(p.category for p in leaked(secret, entry.planted, text))
    return Verdict(entry.tenant, entry.format, out.recognizer, entry.sent_ms, latency, planted,
                   found)


class CanaryTracker:
    """Pending canaries and early outputs; `done` holds the coordinates already decided."""

    def __init__(self, secret_of: Callable[[str], CanarySecret],
                 done: Callable[[Coords], bool], horizon: Callable[[], int]) -> None:
        self._secret_of = secret_of
        self._done = done
        self._horizon = horizon
        self._pending: dict[Coords, Entry] = {}
        self._early: OrderedDict[Coords, Output] = OrderedDict()

    @property
    def pending(self) -> int:
        return len(self._pending)

    def add(self, entry: Entry) -> Verdict | None:
        """Track a delivered canary; its verdict if its output was already seen."""
        if entry.sent_ms < self._horizon() or self._done(entry.coords):
            return None
        out = self._early.pop(entry.coords, None)
        if out is not None:
            return verdict(entry, out, self._secret_of(entry.run))
        self._pending[entry.coords] = entry
        return None

    def output(self, coords: Coords, out: Output) -> Verdict | None:
        """The verdict of the canary behind `coords`, or None while its entry is unknown."""
        entry = self._pending.pop(coords, None)
        if entry is not None:
            return verdict(entry, out, self._secret_of(entry.run))
        if not self._done(coords):
            self._early[coords] = out
            while len(self._early) > MAX_EARLY:
                self._early.popitem(last=False)
        return None

    def rejected(self, coords: Coords) -> Entry | None:
        """A canary that went to the DLQ (None: not a pending canary)."""
        return self._pending.pop(coords, None)

    def overdue(self, now_ms: int, timeout_ms: int) -> list[Entry]:
        """Canaries sent more than `timeout_ms` ago whose output never came (now stuck)."""
        late = [e for e in self._pending.values() if now_ms - e.sent_ms > timeout_ms]
        for entry in late:
            del self._pending[entry.coords]
        return late
