"""`deid run`: wire configuration to the worker, metrics/health endpoints and signals."""

from __future__ import annotations

import signal
from typing import TYPE_CHECKING

import structlog

from stream.core.config import Config
from stream.engine.build import build_engine, detector_of
from stream.kafka.health import Health, HealthServer
from stream.kafka.metrics import PrometheusSensor
from stream.kafka.worker import Worker
from stream.keyring import open_keyring
from stream.recognize.base import attach_observer

if TYPE_CHECKING:
    from stream.engine.deidentify import Deidentifier

log = structlog.get_logger("deid.service")


def build_worker(cfg: Config, *, deidentifier: Deidentifier | None = None,
                 sensor: PrometheusSensor | None = None) -> tuple[Worker, PrometheusSensor]:
    """A worker with Prometheus metrics (settings from cfg.worker), not started."""
    sensor = sensor or PrometheusSensor()
    engine = build_engine(cfg, deidentifier)
    detector = detector_of(engine)
    vocabularies = detector.vocabularies if detector is not None else None
    if detector is not None:
        attach_observer(detector.recognizer, sensor)
    reload = None
    if vocabularies is not None:
        vocabularies.watch(sensor)
        reload = vocabularies.refresh_in_background
    worker = Worker(cfg, engine, open_keyring(cfg.keyring), sensor, Health(),
                    between_windows=reload)
    return worker, sensor


def serve(cfg: Config, deidentifier: Deidentifier | None = None) -> int:
    """Run the worker until SIGTERM/SIGINT, serving /metrics, /healthz and /readyz."""
    worker, sensor = build_worker(cfg, deidentifier=deidentifier)
    server = HealthServer(worker.health, sensor.registry, cfg.metrics.port).start()
    log.info("endpoints", port=server.port)
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: worker.stop())
    try:
        worker.run()
    finally:
        server.stop()
    return 0
