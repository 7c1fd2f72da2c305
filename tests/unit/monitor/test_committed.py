"""The monitor's consumers read committed records only; plain faust at least once does not."""

from __future__ import annotations

import asyncio

import faust

from stream.config import Config
from stream.monitor.app import build_app


def isolation_of(app: faust.App) -> str:
    async def create() -> str:
        consumer = app.consumer._new_consumer_thread()._create_worker_consumer(app.transport)
        try:
            return str(consumer._isolation_level)
        finally:
            await consumer.stop()

    return asyncio.run(create())


def test_monitor_consumers_read_committed(tmp_path):
    cfg = Config()
    cfg.monitor.state_dir = str(tmp_path)
    assert isolation_of(build_app(cfg)) == "read_committed"


def test_plain_faust_at_least_once_reads_uncommitted():
    app = faust.App("plain", broker="kafka://127.0.0.1:9", store="memory://",
                    processing_guarantee="at_least_once")
    assert isolation_of(app) == "read_uncommitted"
