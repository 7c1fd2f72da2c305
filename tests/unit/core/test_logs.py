"""Third-party loggers stay at WARNING unless asked for; our own level is what was asked."""

from __future__ import annotations

import logging

import pytest

from stream.anonymize.identifiers import FF3Cipher
from stream.core.logs import configure


@pytest.fixture(autouse=True)
def restore_root():
    level = logging.getLogger().level
    yield
    logging.getLogger().setLevel(level)
    configure("WARNING")


def encrypt_once() -> None:
    FF3Cipher("2DE79D232DF5585D68CE47882AE256D6", "CBD09280979564").encrypt("3992520240")


def test_debug_does_not_open_library_debug_logs(caplog):
    configure("DEBUG")
    caplog.handler.setLevel(logging.DEBUG)
    encrypt_once()
    assert not [r for r in caplog.records if r.name.startswith("ff3")]
    assert logging.getLogger("ff3.ff3").getEffectiveLevel() == logging.WARNING


def test_library_logs_when_asked_for(caplog):
    configure("INFO", libraries="DEBUG")
    caplog.handler.setLevel(logging.DEBUG)
    encrypt_once()
    assert [r for r in caplog.records if r.name.startswith("ff3")]
