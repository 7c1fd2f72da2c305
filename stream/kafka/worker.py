"""The streaming worker (`deid run`): the window loop over a consumer-group subscription.

The loop itself, exactly once, is stream.kafka.loop; the worker's plan subscribes to the
input topic, takes every record, finds each tenant's current key (fetched at most once per
window, so a rotation takes effect at the next one) and reloads site vocabularies between
windows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import structlog

from stream.core.config import Config
from stream.engine.engine import Engine, KeyCache
from stream.engine.records import SourceRecord
from stream.kafka.client import consumer_config
from stream.kafka.health import Health
from stream.kafka.loop import Result, WindowLoop, WorkerFatal
from stream.kafka.metrics import Sensor
from stream.keyring.base import Keyring

__all__ = ["Worker", "WorkerFatal"]

log = structlog.get_logger("deid.worker")


class Worker:
    """One consumer-group member with one transactional producer (settings: cfg.worker)."""

    transactional_id: str | None = None
    offset_metadata: str | None = None

    def __init__(self, cfg: Config, engine: Engine, keyring: Keyring,
                 sensor: Sensor | None = None, health: Health | None = None, *,
                 between_windows: Callable[[], object] | None = None) -> None:
        self.cfg = cfg
        self.engine = engine
        self.keyring = keyring
        self.between_windows = between_windows  # before each window: vocabularies reload
        self.loop = WindowLoop(cfg, self, cfg.worker, sensor or Sensor(), health or Health())

    @property
    def health(self) -> Health:
        return self.loop.health

    def stop(self) -> None:
        """Ask the loop to commit what is in flight and exit (safe from a signal handler)."""
        self.loop.stop()

    def run(self) -> None:
        """Run until stop(); raises WorkerFatal on an unrecoverable error."""
        try:
            self.loop.open()
            self.loop.run()
        finally:
            self.loop.close()
            log.info("worker_stopped")

    # -- the plan (stream.kafka.loop.Plan) -----------------------------------------------

    def consumer_config(self) -> dict[str, Any]:
        return consumer_config(self.cfg, self.cfg.worker.prefetch_kbytes)

    def start(self, loop: WindowLoop) -> None:
        loop.subscribe(self.cfg.topics.input)
        loop.health.started = True
        log.info("worker_started", topic=self.cfg.topics.input, group=self.cfg.kafka.group_id)

    def take(self, rec: SourceRecord) -> bool:
        return True

    def end_of_partition(self, partition: int, offset: int) -> None:
        """A subscription reads on past the end."""

    def done(self) -> bool:
        return False

    def outcomes(self, records: list[SourceRecord]) -> list[Result]:
        """The window's outcomes, its notes recognized in one batch."""
        return list(self.engine.process_window(records, KeyCache(self.keyring)))

    def before_window(self) -> None:
        if self.between_windows is not None:
            self.between_windows()

    def rewound(self, partitions: set[int]) -> None:
        """The consumer is sought back; nothing of the worker's own to reset."""

    def committed(self, records: list[SourceRecord], outcomes: list[Result]) -> None:
        """Metrics are the loop's; nothing more to count."""
