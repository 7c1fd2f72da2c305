"""The monitor's tables and how each fact changes them (pure: any MutableMapping will do).

The faust app (app.py) passes its changelogged Tables, tests pass dicts. Facts are small
PHI-free dicts: `note` (a NoteFact and its time), `verdict` (a canary checked), `stuck`,
`rejected` (a canary in the DLQ), `dlq` and `tick` (close windows older than its time).
Each canary's outcome is one entry of the `done` table (one changelog record: after a crash it
is there whole or not at all, and a fact delivered twice is applied once); canary counts,
recall and latencies are computed from those entries when read. `fold` bounds the table: the
outcomes of canaries sent before a horizon are summed into its FOLDED entry, which also holds
the horizon, then deleted. Note facts are at-least-once (a restart may count a few again).
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any

from stream.monitor.drift import Band, Baseline, judge
from stream.monitor.windows import NoteFact, WindowStats, window_starts

Table = MutableMapping[str, Any]
LATENCIES_KEPT = 500
OUTCOMES = ("verdict", "stuck", "rejected")
FOLDED = "~folded"
"""The `done` key of the folded outcomes (no coordinates key: Kafka topic names have no `~`)."""


@dataclass(frozen=True, slots=True)
class Windowing:
    size_s: float
    hop_s: float
    grace_s: float
    band: Band


@dataclass
class Tables:
    """Every table of the monitor, by name."""

    tumbling: Table
    hopping: Table
    baselines: Table
    drift: Table
    done: Table
    dlq: Table
    versions: Table


def coords_key(coords: tuple[str, int, int] | list[Any]) -> str:
    return f"{coords[0]}:{coords[1]}:{coords[2]}"


def bump(table: Table, key: str, by: int = 1) -> None:
    table[key] = table.get(key, 0) + by


def apply(tables: Tables, fact: dict[str, Any], w: Windowing) -> None:
    """Change the tables by one fact."""
    kind = fact["kind"]
    if kind == "note":
        _note(tables, NoteFact.from_dict(fact["note"]), float(fact["ts"]), w)
    elif kind == "tick":
        close(tables, float(fact["ts"]), w)
    elif kind == "dlq":
        bump(tables.dlq, f"{fact['tenant']}|{fact['reason']}")
    else:
        _first(tables, fact)


def _note(tables: Tables, fact: NoteFact, ts: float, w: Windowing) -> None:
    base = f"{fact.tenant}|{fact.source}"
    tables.versions[base] = {"recognizer": fact.recognizer, "key_version": fact.key_version}
    if fact.canary:
        return  # canaries are judged by their verdicts, not in the feed's windows
    for table, hop in ((tables.tumbling, w.size_s), (tables.hopping, w.hop_s)):
        for start in window_starts(ts, w.size_s, hop):
            key = f"{base}|{start}"
            stats = WindowStats.from_dict(table.get(key))
            stats.add(fact)
            table[key] = stats.as_dict()


def close(tables: Tables, now: float, w: Windowing) -> None:
    """Judge tumbling windows that ended `grace_s` before `now`; drop closed windows."""
    for key in [k for k in tables.tumbling if _ended(k, now, w)]:
        base = key.rsplit("|", 1)[0]
        stats = WindowStats.from_dict(tables.tumbling.pop(key))
        alerts, baseline = judge(Baseline.from_dict(tables.baselines.get(base)), stats, w.band)
        if stats.notes >= w.band.min_notes:
            tables.baselines[base] = baseline.as_dict()
            tables.drift[base] = {"alerts": [{"kind": str(a.kind), "category": a.category,
                                              "rate": round(a.rate, 3),
                                              "baseline": round(a.baseline, 3)} for a in alerts],
                                  "window": stats.as_dict(), "per_1k": stats.per_1k()}
    for key in [k for k in tables.hopping if _ended(k, now, w)]:
        tables.hopping.pop(key)


def _ended(key: str, now: float, w: Windowing) -> bool:
    return float(key.rsplit("|", 1)[1]) + w.size_s + w.grace_s < now


def _first(tables: Tables, fact: dict[str, Any]) -> bool:
    """Record a canary's outcome as one entry; False when it was decided (or folded) already."""
    key = coords_key(fact["coords"])
    if key in tables.done or fact["sent_ms"] < folded_before(tables.done):
        return False
    tables.done[key] = {k: v for k, v in fact.items() if k != "coords"}
    return True


def folded_before(done: Table) -> int:
    """The horizon (ms): the outcomes of canaries sent before it are in the FOLDED sums."""
    folded = done.get(FOLDED)
    return int(folded["before_ms"]) if folded else 0


def outcomes(done: Table) -> list[dict[str, Any]]:
    """The canary outcomes kept one by one (sent at or after the horizon)."""
    horizon = folded_before(done)
    return [e for k, e in list(done.items()) if k != FOLDED and e["sent_ms"] >= horizon]


def fold(done: Table, before_ms: int) -> None:
    """Sum the outcomes of canaries sent before `before_ms` into FOLDED, then delete them.

    The FOLDED write (sums and new horizon in one changelog record) is the commit point: an
    entry left below the horizon by a crash is skipped by `outcomes` and deleted next time."""
    horizon = folded_before(done)
    end = max(before_ms, horizon)
    stale = [k for k, e in list(done.items()) if k != FOLDED and e["sent_ms"] < end]
    if stale and before_ms > horizon:
        folded = done.get(FOLDED)
        counts = dict(folded["counts"]) if folded else {}
        _count(counts, [done[k] for k in stale if done[k]["sent_ms"] >= horizon])
        done[FOLDED] = {"before_ms": before_ms, "counts": counts}
    for key in stale:
        del done[key]


def canary_counts(done: Table) -> dict[str, int]:
    """`<outcome>|tenant|format`, `planted|tenant|category`, `leaked|tenant|category|recognizer`
    and `unverified|tenant|format` summed over the decided canaries (folded ones included)."""
    folded = done.get(FOLDED)
    counts: dict[str, int] = dict(folded["counts"]) if folded else {}
    _count(counts, outcomes(done))
    return counts


def _count(counts: dict[str, int], entries: list[dict[str, Any]]) -> None:
    def add(key: str, n: int = 1) -> None:
        counts[key] = counts.get(key, 0) + n

    for entry in entries:
        tenant, fmt = entry["tenant"], entry["format"]
        add(f"{entry['kind']}|{tenant}|{fmt}")
        if entry["kind"] != "verdict":
            continue
        for cat, n in entry["planted"].items():
            add(f"planted|{tenant}|{cat}", n)
        for cat, n in entry["leaked"].items():
            add(f"leaked|{tenant}|{cat}|{entry['recognizer']}", n)
        if entry["unverified"]:
            add(f"unverified|{tenant}|{fmt}")


def latencies(done: Table) -> dict[str, list[float]]:
    """The last LATENCIES_KEPT canary latencies per `tenant|format`, oldest first (of the
    outcomes not folded yet)."""
    found: dict[str, list[float]] = {}
    for entry in outcomes(done):
        if entry["kind"] == "verdict":
            found.setdefault(f"{entry['tenant']}|{entry['format']}", []).append(
                entry["latency_s"])
    return {k: v[-LATENCIES_KEPT:] for k, v in found.items()}


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def recall(counts: Mapping[str, int]) -> dict[tuple[str, str], float]:
    """Canary recall per (tenant, category) from `canary_counts`: share of planted values not
    found in the outputs."""
    leaked: dict[tuple[str, str], int] = {}
    for key, n in counts.items():
        parts = key.split("|")
        if parts[0] == "leaked":
            leaked[(parts[1], parts[2])] = leaked.get((parts[1], parts[2]), 0) + n
    return {(p[1], p[2]): 1 - leaked.get((p[1], p[2]), 0) / n
            for key, n in counts.items() if (p := key.split("|"))[0] == "planted" and n}
