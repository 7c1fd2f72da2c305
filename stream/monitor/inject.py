"""`deid canary`: inject canary notes into the input topic at a rate per tenant and format.

Each delivered canary is written to the run's ledger (coordinates + digests, no values) from
the delivery report, so the monitor knows which output records are canaries.
"""

from __future__ import annotations

import itertools
import secrets
import threading
import time
from pathlib import Path
from typing import Any

import structlog
from confluent_kafka import KafkaError, Producer

from stream.core.config import Config
from stream.core.errors import DeidError
from stream.engine.records import H_CANARY, H_CONTENT_TYPE, H_TENANT
from stream.kafka.client import producer_config
from stream.monitor import ledger
from stream.monitor.canary import Canary, build
from stream.monitor.leak import CanarySecret
from stream.synthetic.generator import NoteGenerator

log = structlog.get_logger(__name__)


class CanaryFailed(DeidError):
    """A canary could not be delivered."""


class Injector:
    """Builds canaries round-robin over tenants x formats and produces them."""

    def __init__(self, cfg: Config, state_dir: Path | None = None) -> None:
        mon = cfg.monitor
        self.run = f"canary-{time.strftime('%Y%m%dT%H%M%S')}-{secrets.token_hex(3)}"
        self.secret = CanarySecret.generate()
        self.ledger_path = ledger.new_run(state_dir or Path(mon.state_dir).expanduser(),
                                          self.run, self.secret)
        self.topic = cfg.topics.input
        self.interval_s = 60.0 / (mon.canary_per_minute * len(mon.tenants())
                                  * len(mon.formats()))
        self._targets = itertools.cycle([(t, f) for t in mon.tenants() for f in mon.formats()])
        self._generator = NoteGenerator(secrets.randbits(32), target_chars=900, phi_sentences=5)
        self._producer = Producer({k: v for k, v in producer_config(cfg).items()
                                   if not k.startswith("transaction")})
        self._index = itertools.count()
        self.sent = 0

    def send(self) -> None:
        """Produce the next canary (its ledger line is written on delivery)."""
        tenant, fmt = next(self._targets)
        canary = build(self._generator.note(next(self._index)), tenant, fmt, self.secret)
        headers = [(H_TENANT, tenant.encode()), (H_CANARY, self.run.encode()),
                   (H_CONTENT_TYPE, canary.content_type.encode())]
        sent_ms = int(time.time() * 1000)
        self._producer.produce(self.topic, canary.value, headers=headers,
                               on_delivery=lambda err, msg: self._delivered(err, msg, canary,
                                                                            sent_ms))
        self._producer.poll(0)

    def _delivered(self, err: KafkaError | None, msg: Any, canary: Canary, sent_ms: int) -> None:
        if err is not None:
            raise CanaryFailed(f"canary not delivered: {err.name()}")
        entry = ledger.Entry(self.run, (msg.topic(), msg.partition(), msg.offset()),
                             canary.tenant, canary.format, sent_ms, canary.planted)
        with self.ledger_path.open("ab") as out:
            out.write(ledger.encode(entry))
        self.sent += 1

    def flush(self, timeout_s: float = 30.0) -> None:
        if self._producer.flush(timeout_s):
            raise CanaryFailed("canaries still undelivered after flush")


def run(cfg: Config, stop: threading.Event, count: int | None = None) -> int:
    """Inject canaries until `stop` is set (or `count` were delivered); returns how many."""
    injector = Injector(cfg)
    log.info("canary_started", run=injector.run, interval_s=round(injector.interval_s, 3))
    next_at = time.monotonic()
    produced = 0
    while not stop.is_set() and (count is None or produced < count):
        injector.send()
        produced += 1
        next_at += injector.interval_s
        stop.wait(max(0.0, next_at - time.monotonic()))
    injector.flush()
    log.info("canary_stopped", run=injector.run, sent=injector.sent)
    return injector.sent
