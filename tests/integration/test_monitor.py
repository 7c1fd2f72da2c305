"""The leak monitor on the real broker with the real worker: canaries, leaks, drift, stuck.

The monitor runs as its own process (`deid monitor`, stream/monitor/local.py); canaries are
injected with the `deid canary` code in the test process; the worker runs in a thread.
"""

from __future__ import annotations

import threading
import uuid
from pathlib import Path

import orjson

from stream.core.config import Config, PolicyConfig
from stream.devstack.broker import create_topics, free_port
from stream.engine.records import H_CANARY
from stream.kafka.replay.job import ReplayJob
from stream.kafka.replay.ranges import ReplayOptions
from stream.kafka.service import build_worker
from stream.keyring import FileKeyring
from stream.monitor import inject
from stream.monitor.local import LocalMonitor
from tests.integration.support import (
    fresh_topics,
    make_config,
    make_note,
    produce,
    read_all,
    running,
    wait_for,
)


class Monitor(LocalMonitor):
    def wait_metric(self, name: str, at_least: float, timeout: float = 90.0,
                    **labels: str) -> None:
        wait_for(lambda: self.metric(name, **labels) >= at_least, timeout, step=0.25)


def setup(bootstrap: str, tmp_path: Path, keys: Path,
          **monitor: float | str) -> tuple[Config, Monitor]:
    """A worker config with a canary topic, and a monitor process watching its topics."""
    topics = fresh_topics(bootstrap, partitions=2)
    cfg = make_config(bootstrap, topics, keys)
    cfg.topics.canary_output = f"canary-{topics.input}"
    create_topics(bootstrap, [cfg.topics.canary_output], 1)
    settings = {"state_dir": str(tmp_path / "state"), "web_port": free_port(),
                "app_id": f"mon-{uuid.uuid4().hex[:8]}", "canary_tenants": "acme",
                "canary_per_minute": 600.0, "tick_s": 0.5, **monitor}
    for key, value in settings.items():
        setattr(cfg.monitor, key, value)
    return cfg, Monitor(cfg, tmp_path)


def windowed_notes(monitor: Monitor) -> int:
    """Notes (canaries excluded) in the open tumbling windows of the monitor's view."""
    return sum(stats["notes"] for stats in monitor.view()["tumbling"].values())


def canaries(cfg: Config, count: int) -> None:
    assert inject.run(cfg, threading.Event(), count) == count


def test_canaries_are_verified_kept_off_releases_then_stuck_and_survive_sigkill(
        bootstrap, tmp_path, keys):
    cfg, monitor = setup(bootstrap, tmp_path, keys, canary_timeout_s=6.0, window_s=600.0)
    try:
        worker, _ = build_worker(cfg)
        notes = [make_note(i) for i in range(3)]
        with running(worker):
            canaries(cfg, 6)
            produce(bootstrap, cfg.topics.input,
                    [(b"k", n.value, [("deid-tenant", b"acme")]) for n in notes])
            monitor.wait_metric("deid_monitor_canary_verified", 6)
            # read_committed: the span events of the worker's committed transactions, once
            wait_for(lambda: windowed_notes(monitor) == 3, 30, step=0.25)
            released = read_all(bootstrap, cfg.topics.output, 3, settle=1.0)
        assert len(released) == 3  # the notes, and no canary
        assert all(H_CANARY not in dict(m.headers() or []) for m in released)
        assert len(read_all(bootstrap, cfg.topics.canary_output, 6, settle=0.5)) == 6
        release = f"release-{uuid.uuid4().hex[:8]}"
        create_topics(bootstrap, [release], 1)
        summary = ReplayJob(cfg, ReplayOptions("acme", "r1", release),
                            keyring=FileKeyring(keys)).run()
        assert (summary.published, summary.skipped["canary note"]) == (3, 6)
        replayed = read_all(bootstrap, release, 3, settle=1.0)
        assert len(replayed) == 3
        assert all(H_CANARY not in dict(m.headers() or []) for m in replayed)
        # the rules recognizer misses a name now and then (a real leak); dates it does not
        assert monitor.metric("deid_monitor_canary_leaked_values", category="DATE") == 0
        assert monitor.metric("deid_monitor_canary_recall", category="DATE") == 1.0
        assert monitor.metric("deid_monitor_canary_latency_p95_seconds") > 0

        canaries(cfg, 3)  # the worker is stopped: these never come out
        monitor.wait_metric("deid_monitor_canary_stuck", 3, timeout=60)
        before = monitor.view()

        monitor.kill_and_restart()
        wait_for(lambda: monitor.view().get("decided_canaries") == 9, 90, step=0.5)
        after = monitor.view()
        assert after["canary"] == before["canary"]  # recovered from the changelog, once
        assert after["versions"] == before["versions"]
    finally:
        monitor.stop()


def test_a_weakened_policy_raises_the_date_leak_alert(bootstrap, tmp_path, keys):
    cfg, monitor = setup(bootstrap, tmp_path, keys)
    cfg.policy = PolicyConfig(actions={"DATE": "keep"})
    try:
        worker, _ = build_worker(cfg)
        with running(worker):
            canaries(cfg, 3)  # bounded: three canaries carry several dates each
            monitor.wait_metric("deid_monitor_canary_leaked_values", 1, category="DATE")
            monitor.wait_metric("deid_monitor_canary_verified", 3)
        assert monitor.metric("deid_monitor_canary_recall", category="DATE") == 0.0
        leaked = monitor.view()["canary"]
        # DATE leaks by policy; the rules recognizer may also miss a random canary's name
        assert "DATE" in {k.split("|")[2] for k in leaked if k.startswith("leaked|")}
        log = (tmp_path / "monitor.log").read_text()
        assert "canary_stuck" not in log
    finally:
        monitor.stop()


def test_a_feed_changing_register_raises_the_drift_alert(bootstrap, tmp_path, keys):
    cfg, monitor = setup(bootstrap, tmp_path, keys, window_s=2.0, hop_s=1.0, min_notes=3,
                         baseline_windows=2)
    stop = threading.Event()

    def feed(changed: threading.Event) -> None:
        i = 0
        while not stop.is_set():
            batch = []
            for _ in range(3):
                note = make_note(i)
                envelope = note.envelope
                if changed.is_set():  # the feed now writes dates in words
                    dob = note.identifiers[3]
                    envelope = {**envelope, "metadata": {},
                                "text": envelope["text"].replace(dob, "early last spring")}
                batch.append((b"k", orjson.dumps(envelope), [("deid-tenant", b"acme")]))
                i += 1
            produce(bootstrap, cfg.topics.input, batch)
            stop.wait(0.4)  # pacing the feed over several windows, not synchronisation

    try:
        worker, _ = build_worker(cfg)
        changed = threading.Event()
        feeder = threading.Thread(target=feed, args=(changed,), daemon=True)
        with running(worker):
            feeder.start()
            wait_for(lambda: any(v["windows"] >= 2 for v in
                                 monitor.view().get("baselines", {}).values()), 90, step=0.5)
            assert monitor.metric("deid_monitor_drift") == 0
            changed.set()
            monitor.wait_metric("deid_monitor_drift", 1, timeout=60, category="DATE",
                                kind="low")
            stop.set()
            feeder.join(10)
    finally:
        stop.set()
        monitor.stop()

