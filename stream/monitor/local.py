"""`deid monitor` as a child process on this machine (the demo and the tests use it).

The child gets a config file with the broker, the topics and the `monitor` section of `cfg`;
its read-only view and metrics are read over HTTP on 127.0.0.1.
"""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import orjson
import yaml
from prometheus_client.parser import text_string_to_metric_families

from stream.core.config import Config
from stream.core.errors import DeidError


class MonitorExited(DeidError):
    """The `deid monitor` child stopped; the message holds its own last (value-free) line."""


class LocalMonitor:
    def __init__(self, cfg: Config, workdir: Path, python: str = sys.executable) -> None:
        self.python = python  # the interpreter whose install runs `deid monitor`
        self.port = cfg.monitor.web_port
        self.log = workdir / "monitor.log"
        self.config = workdir / "monitor.yaml"
        doc = {"kafka": {"bootstrap_servers": cfg.kafka.bootstrap_servers},
               "topics": dataclasses.asdict(cfg.topics),
               "monitor": {**dataclasses.asdict(cfg.monitor), "web_bind": "127.0.0.1"}}
        self.config.write_text(yaml.safe_dump(doc))
        self.proc = self._start()

    def _start(self) -> subprocess.Popen:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        with open(self.log, "ab") as out:
            return subprocess.Popen([self.python, "-m", "stream", "--config",
                                     str(self.config), "monitor"], stdout=out, stderr=out,
                                    env=env)

    def _get(self, path: str) -> bytes | None:
        if self.proc.poll() is not None:
            raise MonitorExited(f"deid monitor exited with {self.proc.returncode}: "
                                f"{self._last_line()}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=2) as r:
                return r.read()
        except OSError:
            return None  # not serving yet

    def _last_line(self, limit: int = 300) -> str:
        """The child's last line of output: `deid`'s one-line error, which names no values."""
        lines = self.log.read_text("utf-8", errors="replace").strip().splitlines()
        return lines[-1][:limit] if lines else "no output"

    def view(self) -> dict[str, Any]:
        """The tables as /monitor/ shows them ({} while the monitor is starting)."""
        body = self._get("/monitor/")
        return orjson.loads(body) if body else {}

    def metric(self, name: str, **labels: str) -> float:
        """Sum of the samples of `name` matching `labels` (0 when absent)."""
        body = self._get("/monitor/metrics") or b""
        return sum(s.value for fam in text_string_to_metric_families(body.decode())
                   for s in fam.samples
                   if s.name == name and all(s.labels.get(k) == v for k, v in labels.items()))

    def kill_and_restart(self) -> None:
        """SIGKILL (no clean-up at all), then start again with the same config."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.proc = self._start()

    def stop(self, timeout_s: float = 30.0) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
