"""`deid monitor`: the faust app (at-least-once) that wires the pure parts to Kafka.

Three agents read the span events, the canary outputs and the DLQ and turn each record into a
small PHI-free fact on the app's own one-partition `<app_id>-facts` topic; one agent applies the
facts to the changelogged tables (state.py), so every table lives on one partition whatever
the source topics' partition counts, and a restarted monitor recovers them from the changelog.
A timer sends `tick` facts: the aggregator then reads new canary ledger lines, marks overdue
canaries stuck and closes windows. The web server shows the tables at /monitor/ and their
Prometheus metrics at /monitor/metrics (read-only).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import faust
import structlog

from stream.core.config import Config
from stream.engine.records import (
    H_CANARY,
    H_CONTENT_TYPE,
    H_KEY_VERSION,
    H_RECOGNIZER,
    H_SOURCE_OFFSET,
    H_SOURCE_PARTITION,
    H_SOURCE_TOPIC,
    H_TENANT,
)
from stream.monitor import state
from stream.monitor.broker import broker_credentials
from stream.monitor.drift import Band
from stream.monitor.ledger import Coords, LedgerReader
from stream.monitor.metrics import render
from stream.monitor.tracker import CanaryTracker, Output, Verdict
from stream.monitor.windows import note_fact

log = structlog.get_logger(__name__)
TABLES = ("tumbling", "hopping", "baselines", "drift", "done", "dlq", "versions")


def verdict_fact(coords: Coords, v: Verdict) -> dict[str, Any]:
    return {"kind": "verdict", "coords": list(coords), "tenant": v.tenant, "format": v.format,
            "sent_ms": v.sent_ms, "recognizer": v.recognizer, "latency_s": round(v.latency_s, 3),
            "planted": dict(v.planted), "leaked": dict(v.leaked), "unverified": v.unverified}


def source_coords(headers: dict[str, bytes]) -> Coords | None:
    """The contract's source coordinates of a record (None when they are missing or bad)."""
    try:
        return (headers[H_SOURCE_TOPIC].decode(), int(headers[H_SOURCE_PARTITION]),
                int(headers[H_SOURCE_OFFSET]))
    except (KeyError, ValueError, UnicodeDecodeError):
        return None


UNREADABLE = {"kind": "dlq", "tenant": "-", "reason": "monitor-unreadable-record"}
"""Counted, never skipped silently: a record the monitor cannot place."""


def snapshot(tables: state.Tables) -> dict[str, Any]:
    """The read-only view: counts, rates, versions and alerts; no text, no identifiers."""
    view: dict[str, Any] = {name: dict(getattr(tables, name).items())
                            for name in TABLES if name != "done"}
    counts = state.canary_counts(tables.done)
    view["canary"] = counts
    view["recall"] = {f"{t}|{c}": r for (t, c), r in state.recall(counts).items()}
    view["latency"] = {k: {"p50": state.percentile(v, 0.5), "p95": state.percentile(v, 0.95),
                           "n": len(v)} for k, v in state.latencies(tables.done).items()}
    view["decided_canaries"] = sum(n for k, n in counts.items()
                                   if k.split("|")[0] in state.OUTCOMES)
    return view


def build_app(cfg: Config) -> faust.App:
    mon = cfg.monitor
    state_dir = Path(mon.state_dir).expanduser()
    state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    app = faust.App(
        mon.app_id, broker="kafka://" + cfg.kafka.bootstrap_servers.replace(",", ";"),
        store="memory://", processing_guarantee="at_least_once", topic_partitions=1,
        web_port=mon.web_port, web_bind=mon.web_bind,
        datadir=str(state_dir / "faust"), consumer_auto_offset_reset="earliest",
        broker_session_timeout=10.0, broker_heartbeat_interval=1.0,
        broker_credentials=broker_credentials(cfg.kafka),
    )
    tables = state.Tables(*(app.Table(name, default=None, partitions=1) for name in TABLES))
    windowing = state.Windowing(mon.window_s, mon.hop_s, min(mon.hop_s, 5.0),
                                Band(mon.baseline_windows, mon.min_notes, mon.drift_low,
                                     mon.drift_high))
    reader = LedgerReader(state_dir)
    tracker = CanaryTracker(reader.secret, lambda c: state.coords_key(c) in tables.done,
                            lambda: state.folded_before(tables.done))
    facts = app.topic(f"{mon.app_id}-facts", partitions=1, internal=True,
                      value_serializer="json")
    raw = {"value_serializer": "raw", "key_serializer": "raw"}

    @app.agent(app.topic(cfg.topics.spans, **raw))
    async def on_span(stream: Any) -> None:
        async for event in stream.events():
            try:
                fact = note_fact(event.value, H_CANARY in event.headers)
            except (ValueError, KeyError, TypeError):  # SpanEventInvalid is a ValueError
                await facts.send(value=UNREADABLE)
                continue
            await facts.send(value={"kind": "note", "note": fact.as_dict(),
                                    "ts": event.message.timestamp})

    @app.agent(app.topic(cfg.topics.canary_output, **raw))
    async def on_canary_output(stream: Any) -> None:
        async for event in stream.events():
            h = event.headers
            coords = source_coords(h)
            if coords is None:
                await facts.send(value=UNREADABLE)
                continue
            out = Output(event.value, (h.get(H_CONTENT_TYPE) or b"").decode() or None,
                         h.get(H_RECOGNIZER, b"").decode(), h.get(H_KEY_VERSION, b"").decode(),
                         int(event.message.timestamp * 1000))
            found = tracker.output(coords, out)
            if found is not None:
                await facts.send(value=verdict_fact(coords, found))

    @app.agent(app.topic(cfg.topics.dlq, **raw))
    async def on_dlq(stream: Any) -> None:
        async for event in stream.events():
            h = event.headers
            reason = h.get("deid-dlq-reason", b"unknown").decode()
            await facts.send(value={"kind": "dlq", "tenant": h.get(H_TENANT, b"-").decode(),
                                    "reason": reason})
            coords = source_coords(h)
            entry = tracker.rejected(coords) if coords is not None else None
            if entry is not None:
                await facts.send(value={"kind": "rejected", "coords": list(entry.coords),
                                        "tenant": entry.tenant, "format": entry.format,
                                        "sent_ms": entry.sent_ms})

    @app.agent(facts)
    async def aggregate(stream: Any) -> None:
        async for fact in stream:
            if fact["kind"] == "tick":
                _on_tick(fact["ts"])
            state.apply(tables, fact, windowing)

    def _on_tick(now: float) -> None:
        for entry in reader.poll():
            found = tracker.add(entry)
            if found is not None:
                state.apply(tables, verdict_fact(entry.coords, found), windowing)
        for entry in tracker.overdue(int(now * 1000), int(mon.canary_timeout_s * 1000)):
            log.warning("canary_stuck", tenant=entry.tenant, format=entry.format)
            state.apply(tables, {"kind": "stuck", "coords": list(entry.coords),
                                 "tenant": entry.tenant, "format": entry.format,
                                 "sent_ms": entry.sent_ms}, windowing)
        state.fold(tables.done, int((now - mon.canary_retention_s) * 1000))

    @app.timer(interval=mon.tick_s)
    async def tick() -> None:
        await facts.send(value={"kind": "tick", "ts": time.time()})

    @app.page("/monitor/")
    async def view(web: Any, request: Any) -> Any:
        return web.json(snapshot(tables))

    @app.page("/monitor/metrics")
    async def metrics(web: Any, request: Any) -> Any:
        return web.bytes(render(tables, mon.latency_slo_s),
                         content_type="text/plain; version=0.0.4")

    return app


def run(cfg: Config) -> int:
    """Run the monitor until SIGTERM/SIGINT."""
    worker = faust.Worker(build_app(cfg), loglevel="WARNING", quiet=True)
    worker.execute_from_commandline()
    return 0
