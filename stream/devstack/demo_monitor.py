"""The monitor's part of `deid demo`: canaries next to the sample feed, one status line after.

Short settings (5 s windows, 1 s hops) so that a run of a few seconds closes windows; drift
alerts need `baseline_windows` clean windows first, which a short demo may not reach: the line
says how far the baseline got.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from pathlib import Path
from typing import Any

from stream.core.config import Config
from stream.devstack.broker import free_port
from stream.monitor import inject
from stream.monitor.local import LocalMonitor

CANARIES = 9
WAIT_S = 90.0


def monitor_config(cfg: Config, workdir: Path, tenant: str) -> Config:
    """`cfg` with demo monitor settings: local state, free port, fast canaries and windows."""
    monitor = dataclasses.replace(
        cfg.monitor, state_dir=str(workdir / "state"), web_port=free_port(),
        app_id=f"deid-demo-monitor-{time.time_ns()}", canary_tenants=tenant,
        canary_per_minute=600.0, canary_timeout_s=60.0, tick_s=0.5, window_s=5.0, hop_s=1.0,
        baseline_windows=3, min_notes=5)
    return dataclasses.replace(cfg, monitor=monitor)


def inject_canaries(cfg: Config) -> int:
    return inject.run(cfg, threading.Event(), CANARIES)


def wait_for_canaries(monitor: LocalMonitor, sent: int, timeout_s: float = WAIT_S) -> dict:
    """The monitor's view once every canary is decided (or at the deadline)."""
    deadline = time.monotonic() + timeout_s
    view: dict[str, Any] = {}
    while time.monotonic() < deadline:
        view = monitor.view() or view
        if view.get("decided_canaries", 0) >= sent:
            break
        time.sleep(0.25)  # polling the monitor's HTTP view for a condition, with a deadline
    return view


def status_line(view: dict[str, Any], sent: int) -> str:
    """Canary outcome, live canary recall per category and drift status (counts only)."""
    counts = view.get("canary", {})

    def total(kind: str) -> int:
        return sum(n for k, n in counts.items() if k.startswith(f"{kind}|"))

    recall = ", ".join(f"{key.split('|')[1]} {value:.2f}"
                       for key, value in sorted(view.get("recall", {}).items()))
    alerts = [f"{key} {a['category']} {a['kind']}" for key, doc in view.get("drift", {}).items()
              for a in doc["alerts"]]
    baselines = view.get("baselines", {}).values()
    windows = max((b["windows"] for b in baselines), default=0)
    drift = (f"ALERT {'; '.join(alerts)}" if alerts
             else f"no alert ({windows} clean window(s) in the baseline)")
    return (f"Canaries: {sent} sent, {total('verdict')} verified, {total('stuck')} stuck, "
            f"{total('rejected')} dead-lettered, {total('leaked')} leaked value(s); live canary "
            f"recall: {recall or 'none yet'}. Drift: {drift}.")
