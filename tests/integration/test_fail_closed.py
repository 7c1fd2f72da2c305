"""Fail closed: with the key store or the recognizer down nothing is published and offsets stay."""

from __future__ import annotations

import threading

import pytest

from stream.core.errors import KeyringUnavailable, RecognizerUnavailable
from stream.engine.build import build_deidentifier, build_engine
from stream.kafka.health import Health
from stream.kafka.worker import Worker
from stream.keyring import FileKeyring
from tests.integration.support import (
    RetrySensor,
    committed,
    committed_total,
    fresh_topics,
    make_config,
    make_note,
    produce_notes,
    read_all,
    running,
)


class Outage:
    """A switch: while down, `check` raises the dependency's retriable error."""

    def __init__(self, error: type[Exception]) -> None:
        self.error = error
        self.down = threading.Event()

    def check(self) -> None:
        if self.down.is_set():
            raise self.error("dependency unavailable (test outage)")


class OutageKeyring:
    """A real file keyring behind an outage switch."""

    def __init__(self, inner: FileKeyring, outage: Outage) -> None:
        self.inner, self.outage = inner, outage

    def get(self, tenant, version=None):
        self.outage.check()
        return self.inner.get(tenant, version)


class OutageRecognizer:
    """The real recognizer behind an outage switch."""

    def __init__(self, inner, outage: Outage) -> None:
        self.inner, self.outage, self.name = inner, outage, inner.name

    def recognize(self, note):
        self.outage.check()
        return self.inner.recognize(note)


@pytest.mark.parametrize("dependency", ["keyring", "recognizer"])
def test_outage_publishes_nothing_and_holds_offsets(bootstrap, keys, dependency):
    topics = fresh_topics(bootstrap)
    cfg = make_config(bootstrap, topics, keys)
    notes = [make_note(i, chars=600) for i in range(30)]
    produce_notes(bootstrap, topics.input, notes)

    error = KeyringUnavailable if dependency == "keyring" else RecognizerUnavailable
    outage = Outage(error)
    outage.down.set()
    deidentifier = build_deidentifier(cfg, cfg.recognizer.mode)
    keyring = FileKeyring(keys)
    if dependency == "keyring":
        keyring = OutageKeyring(keyring, outage)
    else:
        deidentifier.recognizer = OutageRecognizer(deidentifier.recognizer, outage)
    sensor, health = RetrySensor(5), Health()
    worker = Worker(cfg, build_engine(cfg, deidentifier), keyring, sensor, health)
    with running(worker):
        assert sensor.reached.wait(60), "the worker never tried"
        assert health.blocked == error.__name__ and not health.ready()
        assert read_all(bootstrap, topics.output, 0, timeout=1.5) == []
        assert read_all(bootstrap, topics.spans, 0, timeout=0.5) == []
        assert read_all(bootstrap, topics.dlq, 0, timeout=0.5) == []
        assert all(o < 0 for o in committed(bootstrap, cfg.kafka.group_id, topics.input).values())
        assert sensor.registry.get_sample_value("deid_paused_partitions") == 3

        outage.down.clear()
        outputs = read_all(bootstrap, topics.output, len(notes))
        assert len(outputs) == len(notes)
    assert committed_total(bootstrap, cfg.kafka.group_id, topics.input) == len(notes)
    assert len(read_all(bootstrap, topics.output, len(notes), timeout=5, settle=1)) == len(notes)
