"""Typed configuration: YAML file, then DEID_* environment overrides, validated once."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, get_type_hints

import yaml

from stream.errors import DeidError

ENV_PREFIX = "DEID_"


class ConfigError(DeidError):
    """The configuration is invalid; nothing runs on a guessed default."""


@dataclass
class KafkaConfig:
    bootstrap_servers: str = "127.0.0.1:9092"
    group_id: str = "deid"
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class TopicsConfig:
    input: str = "deid.notes.in"
    output: str = "deid.notes.out"
    spans: str = "deid.spans"
    dlq: str = "deid.notes.dlq"


PROFILES = ("balanced", "high-recall")
"""Recognizer operating points (recognizer.profile)."""


@dataclass
class RecognizerConfig:
    mode: str = "ensemble"
    triton_url: str = "127.0.0.1:8001"
    serving: str = "onnx"
    """Where the model runs: "onnx" in process, or "triton" at triton_url (production)."""
    triton_timeout_s: float = 30.0
    """Deadline of one Triton request; past it the window is retried (RecognizerUnavailable)."""
    profile: str = "balanced"
    """Operating point: "balanced", or "high-recall" (weaker rule cues, a lower model O-bias)."""

    def validate(self) -> None:
        if self.mode not in {"rules", "model", "ensemble"}:
            raise ConfigError("recognizer.mode must be rules, model or ensemble")
        if self.serving not in {"onnx", "triton"}:
            raise ConfigError("recognizer.serving must be onnx or triton")
        if self.triton_timeout_s <= 0:
            raise ConfigError("recognizer.triton_timeout_s must be positive")
        if self.profile not in PROFILES:
            raise ConfigError("recognizer.profile must be balanced or high-recall")


VAULT_AUTH_FIELDS = {
    "token": {"method", "token", "token_file"},
    "approle": {"method", "role_id", "secret_id", "secret_id_file", "mount"},
    "kubernetes": {"method", "role", "jwt_path", "mount"},
}


@dataclass
class KeyringConfig:
    """Where tenant keys live. `auth` holds credentials and never appears in a repr.

    Vault backend: `mode` transit (data keys wrapped by a per-tenant transit key, only the wrapped
    key stored in KV v2) or kv (the 256-bit key stored in KV v2); entries live at
    `<mount>/data/<tenant_path>/<tenant>`, one KV version per key version. `auth.method` is
    token (token | token_file), approle (role_id, secret_id | secret_id_file, mount) or
    kubernetes (role, jwt_path, mount). Handles are cached in memory for `cache_ttl_seconds`
    (0: no cache); after that the store is asked again and nothing is served if it is down.
    """

    backend: str = "file"
    path: str = "~/.local/share/deid/keys"
    url: str = "http://127.0.0.1:8200"
    auth: dict[str, Any] = field(default_factory=dict)
    mode: str = "transit"
    mount: str = "secret"
    transit_mount: str = "transit"
    tenant_path: str = "deid/tenants"
    namespace: str = ""
    ca_cert: str = ""
    timeout_seconds: int = 5
    cache_ttl_seconds: int = 60

    def validate(self) -> None:
        if self.backend not in {"file", "vault"}:
            raise ConfigError("keyring.backend must be file or vault")
        if self.mode not in {"transit", "kv"}:
            raise ConfigError("keyring.mode must be transit or kv")
        if self.timeout_seconds <= 0 or self.cache_ttl_seconds < 0:
            raise ConfigError("keyring.timeout_seconds must be > 0, cache_ttl_seconds >= 0")
        if not self.tenant_path.strip("/") or not self.mount.strip("/"):
            raise ConfigError("keyring.mount and keyring.tenant_path must not be empty")
        if self.backend == "vault":
            self._validate_auth()

    def _validate_auth(self) -> None:
        """Check auth names a known method with its fields (never echoing their values)."""
        method = self.auth.get("method", "token")
        allowed = VAULT_AUTH_FIELDS.get(method)
        if allowed is None:
            raise ConfigError("keyring.auth.method must be token, approle or kubernetes")
        unknown = set(self.auth) - allowed
        if unknown:
            raise ConfigError(f"unknown keyring.auth key(s) for {method}: {sorted(unknown)}")
        needed = {"token": [("token", "token_file")], "approle": [("role_id",),
                  ("secret_id", "secret_id_file")], "kubernetes": [("role",)]}[method]
        for options in needed:
            if not any(self.auth.get(name) for name in options):
                raise ConfigError(f"keyring.auth for {method} needs {' or '.join(options)}")

    def __repr__(self) -> str:  # auth holds credentials
        return (f"KeyringConfig(backend={self.backend!r}, path={self.path!r}, url={self.url!r}, "
                f"mode={self.mode!r}, mount={self.mount!r}, "
                f"auth_method={self.auth.get('method', 'token')!r})")


@dataclass
class TenantConfig:
    default: str = "default"


@dataclass
class MetricsConfig:
    port: int = 9464


@dataclass
class PolicyConfig:
    """Per-category action (surrogate | keep | redact) and strategy settings."""

    actions: dict[str, str] = field(default_factory=dict)
    date_shift_min_days: int = 1
    date_shift_max_days: int = 365
    age_threshold: int = 90
    age_top_code: str = "90+"


@dataclass
class WorkerConfig:
    """Stream worker tuning, the one source of its defaults.

    A window closes at `max_records`, `max_bytes` or `max_wait_s` after its first record,
    whichever comes first. While one window is processed the next is read ahead under the same
    limits; once that one is full, fetching stops at librdkafka's own queue (`prefetch_kbytes`),
    and if the window is still in processing `pause_after_s` later the partitions are paused
    and the consumer is polled while it waits (group membership, rebalances), until the window
    is committed (pausing drops the prefetched records; they are fetched again on resume).
    `txn_timeout_s` is the transaction timeout (broker side, and how long one transactional call
    may block before it is retried: how soon an output outage shows in /readyz). Retries back
    off from `backoff_initial_s` up to `backoff_max_s`; `poll_s` is the longest consumer poll.
    """

    max_records: int = 500
    max_bytes: int = 8 * 1024 * 1024
    max_wait_s: float = 0.2
    prefetch_kbytes: int = 16 * 1024
    pause_after_s: float = 5.0
    txn_timeout_s: float = 30.0
    poll_s: float = 0.5
    backoff_initial_s: float = 0.2
    backoff_max_s: float = 5.0

    def validate(self) -> None:
        if any(value <= 0 for value in dataclasses.astuple(self)):
            raise ConfigError("every worker setting must be > 0")
        if self.backoff_initial_s > self.backoff_max_s:
            raise ConfigError("worker.backoff_initial_s must not exceed worker.backoff_max_s")


@dataclass
class Config:
    kafka: KafkaConfig = field(default_factory=KafkaConfig)
    topics: TopicsConfig = field(default_factory=TopicsConfig)
    recognizer: RecognizerConfig = field(default_factory=RecognizerConfig)
    keyring: KeyringConfig = field(default_factory=KeyringConfig)
    tenant: TenantConfig = field(default_factory=TenantConfig)
    release: str = "default"
    metrics: MetricsConfig = field(default_factory=MetricsConfig)
    policy: PolicyConfig = field(default_factory=PolicyConfig)
    worker: WorkerConfig = field(default_factory=WorkerConfig)


def load_config(path: str | os.PathLike[str] | None = None,
                environ: Mapping[str, str] | None = None) -> Config:
    """Read YAML (when given), apply DEID_* overrides, and build a validated Config."""
    data: dict[str, Any] = {}
    if path is not None:
        try:
            loaded = yaml.safe_load(Path(path).read_text())
        except OSError as exc:
            raise ConfigError(f"cannot read config file {str(path)!r}: {exc.strerror}") from exc
        except yaml.YAMLError as exc:
            raise ConfigError(f"config file {str(path)!r} is not valid YAML") from exc
        if loaded is not None and not isinstance(loaded, dict):
            raise ConfigError("config file must hold a mapping at the top level")
        data = loaded or {}
    _apply_env(data, os.environ if environ is None else environ)
    return _build(Config, data, "")


def _apply_env(data: dict[str, Any], environ: Mapping[str, str]) -> None:
    """DEID_KAFKA__BOOTSTRAP_SERVERS=x sets data["kafka"]["bootstrap_servers"] = x (YAML-typed)."""
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        path = [p.lower() for p in name[len(ENV_PREFIX):].split("__")]
        node = data
        for part in path[:-1]:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                raise ConfigError(f"environment variable {name} addresses a non-mapping")
        node[path[-1]] = yaml.safe_load(raw) if raw else ""


def _build(cls: type, data: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise ConfigError(f"{where or 'config'} must be a mapping")
    hints = get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = set(data) - names
    if unknown:
        raise ConfigError(f"unknown config key(s) at {where or 'top level'}: {sorted(unknown)}")
    kwargs = {}
    for key, value in data.items():
        kind = hints[key]
        sub = f"{where}.{key}" if where else key
        if dataclasses.is_dataclass(kind):
            kwargs[key] = _build(kind, value, sub)
        else:
            kwargs[key] = _coerce(kind, value, sub)
    obj = cls(**kwargs)
    if hasattr(obj, "validate"):
        obj.validate()
    return obj


def _coerce(kind: Any, value: Any, where: str) -> Any:
    base = getattr(kind, "__origin__", kind)
    if base is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if (base is int and isinstance(value, bool)) or not isinstance(value, base):
        if base is str and isinstance(value, int | float):
            return str(value)
        raise ConfigError(f"config key {where} must be of type {base.__name__}")
    return value
