"""Every benchmark starts the way the README runs it: `python perf/<name>.py`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PERF = Path(__file__).resolve().parents[3] / "perf"
SCRIPTS = sorted(p.name for p in PERF.glob("*.py")
                 if p.name not in ("__init__.py", "corpus.py", "presidio_runner.py"))


def test_every_benchmark_is_listed() -> None:
    assert {"anonymizer_throughput.py", "rules_throughput.py", "model_throughput.py",
            "stream_throughput.py", "replay_throughput.py", "keyring_latency.py"} <= set(SCRIPTS)


@pytest.mark.parametrize("script", SCRIPTS)
def test_benchmark_runs_as_a_file(script: str) -> None:
    done = subprocess.run([sys.executable, str(PERF / script), "--help"], cwd=PERF.parent,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("usage:")
