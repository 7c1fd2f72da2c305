"""The worker's librdkafka security settings (`kafka.extra`) as faust broker credentials.

Mapped: `security.protocol` (PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL), `sasl.mechanism`,
`sasl.username`, `sasl.password` (also from `kafka.secret_files`) and `ssl.ca.location`.
Anything else there is refused rather than silently dropped: the monitor would otherwise
connect with weaker settings than the workers (fail closed).
"""

from __future__ import annotations

import ssl
from typing import Any

import faust

from stream.core.config import ConfigError, KafkaConfig

MAPPED = {"security.protocol", "sasl.mechanism", "sasl.username", "sasl.password",
          "ssl.ca.location"}
IGNORED_PREFIXES = ("consumer.", "producer.", "session.", "heartbeat.", "transaction",
                    "enable.", "linger.", "queued.", "fetch.", "message.", "statistics.")
"""Client tuning of the workers that has no bearing on how the monitor authenticates."""


def broker_credentials(kafka: KafkaConfig) -> Any:
    """faust credentials for the configured security protocol (None: plaintext)."""
    extra = kafka.extra
    unknown = sorted(k for k in extra if k not in MAPPED and not k.startswith(IGNORED_PREFIXES))
    if unknown:
        raise ConfigError(f"deid monitor cannot apply kafka.extra key(s) {unknown}")
    protocol = str(extra.get("security.protocol", "PLAINTEXT")).upper()
    context = None
    if protocol in {"SSL", "SASL_SSL"}:
        context = ssl.create_default_context(cafile=extra.get("ssl.ca.location") or None)
    if protocol in {"SASL_PLAINTEXT", "SASL_SSL"}:
        return faust.SASLCredentials(username=extra.get("sasl.username"),
                                     password=extra.get("sasl.password"), ssl_context=context,
                                     mechanism=str(extra.get("sasl.mechanism", "PLAIN")).upper())
    if protocol == "SSL":
        return faust.SSLCredentials(context)
    if protocol != "PLAINTEXT":
        raise ConfigError("kafka.extra.security.protocol must be PLAINTEXT, SSL, SASL_PLAINTEXT "
                          "or SASL_SSL for deid monitor")
    return None
