"""Run the worker as its own process: `python -m tests.integration.worker_main CONFIG`.

Exactly `deid --log-level INFO run --config CONFIG` (INFO so the tests can read its log).
"""

from __future__ import annotations

import sys

from stream.cli import main


def run(config_path: str) -> int:
    """Start `deid run` with the test's configuration."""
    return main(["--log-level", "INFO", "run", "--config", config_path])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1]))
