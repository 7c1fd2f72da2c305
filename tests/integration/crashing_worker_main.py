"""`deid run` in a process that dies (os._exit, like a native fault) on one kind of record.

`python -m tests.integration.crashing_worker_main CONFIG`: exactly worker_main, except that
transforming a record whose value holds CRASH kills the process on the spot, with nothing
cleaned up: what a segfault or the OOM killer does.
"""

from __future__ import annotations

import os
import sys

from stream.engine.engine import Engine
from tests.integration.worker_main import run

CRASH = b"KILL-THE-WORKER"
EXIT_CODE = 86


def _install() -> None:
    original = Engine.process_window

    def process_window(self, records, keys):
        if any(rec.value and CRASH in rec.value for rec in records):
            os._exit(EXIT_CODE)
        return original(self, records, keys)

    Engine.process_window = process_window


if __name__ == "__main__":
    _install()
    sys.exit(run(sys.argv[1]))
