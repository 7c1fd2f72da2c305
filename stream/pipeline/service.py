"""`deid run`: wire configuration to the worker, metrics/health endpoints and signals."""

from __future__ import annotations

import signal
from typing import TYPE_CHECKING

import structlog

from stream import __version__
from stream.anonymize.engine import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.config import Config
from stream.keyring import open_keyring
from stream.pipeline.health import Health, HealthServer
from stream.pipeline.metrics import PrometheusSensor
from stream.pipeline.transform import NoteProcessor, Versions
from stream.pipeline.worker import Worker
from stream.recognize.base import attach_observer
from stream.recognize.factory import build_recognizer
from stream.recognize.vocabulary import Vocabularies

if TYPE_CHECKING:
    from stream.pipeline.deidentify import Deidentifier

log = structlog.get_logger("deid.service")


def build_deidentifier(cfg: Config) -> Deidentifier:
    """The configured recognizer (recognizer.mode) and anonymizer (policy); raises if not built."""
    from stream.pipeline.deidentify import Deidentifier

    vocabularies = Vocabularies.from_config(cfg.vocabularies)
    return Deidentifier(build_recognizer(cfg.recognizer.mode, cfg.recognizer,
                                         repository=cfg.model.repository,
                                         vocabularies=vocabularies),
                        Anonymizer(policy_from_config(cfg.policy)), vocabularies)


def build_processor(cfg: Config, deidentifier: Deidentifier | None = None) -> NoteProcessor:
    """The pure transform the configuration describes."""
    deidentifier = deidentifier or build_deidentifier(cfg)
    recognizer = f"{getattr(deidentifier.recognizer, 'name', 'recognizer')}/{__version__}"
    versions = Versions(cfg.release, recognizer, deidentifier.anonymizer.policy.version)
    return NoteProcessor(deidentifier, cfg.topics, versions, cfg.tenant.default,
                         allow_extra_metadata=cfg.metadata.allow_extra_keys)


def build_worker(cfg: Config, *, deidentifier: Deidentifier | None = None,
                 sensor: PrometheusSensor | None = None) -> tuple[Worker, PrometheusSensor]:
    """A worker with Prometheus metrics (settings from cfg.worker), not started."""
    sensor = sensor or PrometheusSensor()
    processor = build_processor(cfg, deidentifier)
    attach_observer(processor.deidentifier.recognizer, sensor)
    vocabularies = processor.deidentifier.vocabularies
    if vocabularies is not None:
        vocabularies.watch(sensor)
    worker = Worker(cfg, processor, open_keyring(cfg.keyring), sensor, Health(),
                    between_windows=vocabularies.refresh if vocabularies is not None else None)
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
