"""Run the worker as its own process: `python -m tests.integration.worker_main CONFIG`.

It is `deid run --config CONFIG` whenever the rules recognizer is installed; until then the
stand-in de-identifier (tests/integration/standin.py) is wired in the same way.
"""

from __future__ import annotations

import sys

from stream.cli import main
from tests.integration.standin import build_deidentifier, real_pipeline_available


def run(config_path: str) -> int:
    """Start the worker process."""
    if real_pipeline_available():
        return main(["--log-level", "INFO", "run", "--config", config_path])
    from stream.config import load_config
    from stream.logs import configure
    from stream.pipeline.service import serve

    configure("INFO")
    return serve(load_config(config_path), deidentifier=build_deidentifier())


if __name__ == "__main__":
    sys.exit(run(sys.argv[1]))
