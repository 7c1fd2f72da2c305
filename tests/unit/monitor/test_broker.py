"""The monitor authenticates like the workers, or refuses to start."""

from __future__ import annotations

import faust
import pytest

from stream.core.config import ConfigError, KafkaConfig
from stream.monitor.broker import broker_credentials


def test_plaintext_and_worker_tuning_need_no_credentials() -> None:
    extra = {"session.timeout.ms": 6000, "transactional.id": "x", "consumer.fetch.min.bytes": 1}
    assert broker_credentials(KafkaConfig(extra=extra)) is None


def test_sasl_scram_over_tls() -> None:
    creds = broker_credentials(KafkaConfig(extra={
        "security.protocol": "SASL_SSL", "sasl.mechanism": "SCRAM-SHA-512",
        "sasl.username": "deid", "sasl.password": "pw"}))
    assert isinstance(creds, faust.SASLCredentials)
    assert creds.username == "deid" and creds.ssl_context is not None
    assert str(creds.mechanism.value) == "SCRAM-SHA-512"


@pytest.mark.parametrize("extra", [{"sasl.oauthbearer.config": "s3cret"},
                                   {"security.protocol": "s3cret"}])
def test_settings_it_cannot_apply_are_refused_without_their_values(extra: dict) -> None:
    with pytest.raises(ConfigError) as exc:
        broker_credentials(KafkaConfig(extra=extra))
    assert "s3cret" not in str(exc.value)
