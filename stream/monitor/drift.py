"""Drift of a source's spans per 1,000 characters against its own baseline (pure).

A closed window with at least `min_notes` notes is compared with the baseline of its
(tenant, source): a category whose baseline rate is at least MIN_RATE drifts when the window's
rate is below `low` or above `high` times the baseline; a window whose notes all have no span
is `no_spans`. A window that drifts is not folded into the baseline (a drop must not become
the new normal); the baseline is the running mean of up to `windows` clean windows, and alerts
are raised only once it holds `windows` of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from stream.monitor.windows import WindowStats

MIN_RATE = 0.05
"""Baseline rates below this (spans per 1,000 characters) are too rare to judge."""


class Kind(StrEnum):
    LOW = "low"
    HIGH = "high"
    NO_SPANS = "no_spans"


@dataclass(frozen=True, slots=True)
class Band:
    windows: int
    min_notes: int
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class Drift:
    """One alert: which category moved and how (rates only)."""

    kind: Kind
    category: str
    rate: float
    baseline: float


@dataclass(slots=True)
class Baseline:
    windows: int = 0
    rates: dict[str, float] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {"windows": self.windows, "rates": self.rates}

    @classmethod
    def from_dict(cls, doc: dict[str, Any] | None) -> Baseline:
        if not doc:
            return cls()
        return cls(int(doc["windows"]), {k: float(v) for k, v in doc["rates"].items()})


def judge(baseline: Baseline, stats: WindowStats, band: Band) -> tuple[list[Drift], Baseline]:
    """Alerts of a closed window and the baseline after it."""
    if stats.notes < band.min_notes:
        return [], baseline
    rates = stats.per_1k()
    alerts: list[Drift] = []
    if stats.empty == stats.notes:
        alerts.append(Drift(Kind.NO_SPANS, "*", 0.0, sum(baseline.rates.values())))
    if baseline.windows >= band.windows:
        for cat, base in sorted(baseline.rates.items()):
            rate = rates.get(cat, 0.0)
            if base >= MIN_RATE and rate < base * band.low:
                alerts.append(Drift(Kind.LOW, cat, rate, base))
            elif base >= MIN_RATE and rate > base * band.high:
                alerts.append(Drift(Kind.HIGH, cat, rate, base))
    if alerts:
        return alerts, baseline
    return [], _folded(baseline, rates, band.windows)


def _folded(baseline: Baseline, rates: dict[str, float], limit: int) -> Baseline:
    """Running mean over up to `limit` windows (then exponentially weighted)."""
    n = min(baseline.windows + 1, limit)
    cats = set(baseline.rates) | set(rates)
    merged = {c: baseline.rates.get(c, 0.0) + (rates.get(c, 0.0) - baseline.rates.get(c, 0.0)) / n
              for c in cats}
    return Baseline(baseline.windows + 1, merged)
