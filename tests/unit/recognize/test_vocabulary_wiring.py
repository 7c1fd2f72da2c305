"""Vocabularies in configuration, metrics and the worker's service wiring."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from stream.core.config import ConfigError, load_config
from stream.engine.build import build_deidentifier
from stream.kafka.metrics import PrometheusSensor
from stream.recognize.vocabulary import VocabularyError


@pytest.mark.parametrize(("environ", "expected"), [
    ({"DEID_VOCABULARIES__DIR": "/etc/deid/v"}, ("/etc/deid/v", {}, 16)),
    ({"DEID_VOCABULARIES__TENANTS": '{"acme": "/v/acme.csv"}',
      "DEID_VOCABULARIES__CACHE_SIZE": "4"}, ("", {"acme": "/v/acme.csv"}, 4)),
    ({}, ("", {}, 16)),
])
def test_configuration(environ: dict[str, str], expected: tuple) -> None:
    cfg = load_config(environ=environ).vocabularies
    assert (cfg.dir, cfg.tenants, cfg.cache_size) == expected


def test_cache_size_must_be_positive() -> None:
    with pytest.raises(ConfigError, match=r"vocabularies\.cache_size"):
        load_config(environ={"DEID_VOCABULARIES__CACHE_SIZE": "0"})


def test_a_broken_configured_vocabulary_refuses_to_start(tmp_path: Path) -> None:
    tmp_path.chmod(0o700)
    path = tmp_path / "acme.yaml"
    path.write_bytes(b"deny:\n  STAFF: [Jane Roe]\n")
    os.chmod(path, 0o644)
    cfg = load_config(environ={"DEID_VOCABULARIES__DIR": str(tmp_path),
                               "DEID_RECOGNIZER__MODE": "rules"})
    with pytest.raises(VocabularyError, match=r"tenant 'acme'.*must be 0600"):
        build_deidentifier(cfg, cfg.recognizer.mode)
    os.chmod(path, 0o600)
    assert build_deidentifier(cfg, cfg.recognizer.mode).vocabulary_version("acme") is not None


def test_metrics_name_tenant_and_version_only() -> None:
    sensor = PrometheusSensor()
    value = sensor.registry.get_sample_value
    sensor.vocabulary_loaded("acme", "aaaaaaaaaaaa", 3)
    sensor.vocabulary_loaded("acme", "bbbbbbbbbbbb", 5)
    assert value("deid_vocabulary_info", {"tenant": "acme", "version": "bbbbbbbbbbbb"}) == 1
    assert value("deid_vocabulary_info", {"tenant": "acme", "version": "aaaaaaaaaaaa"}) is None
    assert value("deid_vocabulary_entries", {"tenant": "acme"}) == 5
    sensor.vocabulary_failed("acme", broken=True)
    assert value("deid_vocabulary_broken", {"tenant": "acme"}) == 1
    assert value("deid_vocabulary_reload_failures_total", {"tenant": "acme"}) == 1
    sensor.vocabulary_failed("acme", broken=False)
    assert value("deid_vocabulary_broken", {"tenant": "acme"}) == 0
    assert value("deid_vocabulary_reload_failures_total", {"tenant": "acme"}) == 1
