"""Typed configuration: YAML file, then DEID_* environment overrides, validated once.

Environment overrides: `DEID_` + the upper-cased key path joined by `__`
(`DEID_KAFKA__BOOTSTRAP_SERVERS`). The raw text is typed by the field it lands in, never by its
look: text fields keep it as it is, int/float fields take a decimal number, bool fields one of
true/false/yes/no/on/off/1/0, mapping fields a JSON object (or one entry each with a longer
path). Entries of `kafka.extra` and `kafka.secret_files` are librdkafka property names: there
`_` in the variable name stands for `.` (`DEID_KAFKA__EXTRA__SASL_PASSWORD` sets
`sasl.password`), since shells and many runtimes drop variables whose names hold dots.

No error raised here names a configured value, only its key (values may be secrets); the YAML
file is read with the YAML 1.2 core scalars, so `yes`, `0123` or `2025-01-15` stay text.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, get_type_hints

import yaml

from stream.core.errors import DeidError

ENV_PREFIX = "DEID_"
LIBRDKAFKA_KEYS = {"env_keys": "librdkafka"}
"""Field metadata: the mapping's keys are librdkafka properties (`_` in env names means `.`)."""


class ConfigError(DeidError):
    """The configuration is invalid; nothing runs on a guessed default."""


@dataclass
class KafkaConfig:
    """Broker settings. `extra` goes to librdkafka as it is; `secret_files` maps a librdkafka
    property to a file holding its value (`sasl.password: /etc/deid/kafka/password`), read once
    at load. Neither mapping's values appear in a repr or an error."""

    bootstrap_servers: str = "127.0.0.1:9092"
    group_id: str = "deid"
    extra: dict[str, Any] = field(default_factory=dict, metadata=LIBRDKAFKA_KEYS)
    secret_files: dict[str, str] = field(default_factory=dict, metadata=LIBRDKAFKA_KEYS)

    def validate(self) -> None:
        """Move every secret file's content into `extra` (the error names the property)."""
        for prop, path in self.secret_files.items():
            if prop in self.extra:
                raise ConfigError(f"kafka.extra.{prop} is also set by kafka.secret_files")
            self.extra[prop] = read_secret_file(path, f"kafka.secret_files.{prop}")

    def __repr__(self) -> str:  # extra may hold credentials
        return (f"KafkaConfig(bootstrap_servers={self.bootstrap_servers!r}, "
                f"group_id={self.group_id!r}, extra_keys={sorted(self.extra)!r})")


def read_secret_file(path: str, key: str) -> str:
    """The stripped text of a file holding a secret; the error names the key, not the content."""
    try:
        return Path(path).expanduser().read_text("utf-8").strip()
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or "not UTF-8 text"
        raise ConfigError(f"cannot read the file of {key}: {reason}") from None


@dataclass
class TopicsConfig:
    input: str = "deid.notes.in"
    output: str = "deid.notes.out"
    spans: str = "deid.spans"
    dlq: str = "deid.notes.dlq"
    canary_output: str = "deid.notes.canary"
    """Where the outputs of canary notes go (never the release topic)."""


PROFILES = ("balanced", "high-recall")
"""Recognizer operating points (recognizer.profile)."""


@dataclass
class TritonTlsConfig:
    """TLS of the worker->Triton gRPC channel (its token ids decode to note text).

    `ca_cert` verifies Triton's certificate ("" : the system roots); `client_cert` with
    `client_key` add a client certificate (mutual TLS). Files are PEM, read once at start.
    """

    enabled: bool = False
    ca_cert: str = ""
    client_cert: str = ""
    client_key: str = ""

    def validate(self) -> None:
        if bool(self.client_cert) != bool(self.client_key):
            raise ConfigError("recognizer.triton_tls.client_cert and client_key go together")
        if not self.enabled and (self.ca_cert or self.client_cert):
            raise ConfigError("recognizer.triton_tls has certificates but enabled is false")


@dataclass
class RecognizerConfig:
    mode: str = "ensemble"
    triton_url: str = "127.0.0.1:8001"
    serving: str = "onnx"
    """Where the model runs: "onnx" in process, or "triton" at triton_url (production)."""
    triton_timeout_s: float = 30.0
    """Deadline of one Triton request; past it the window is retried (RecognizerUnavailable)."""
    triton_tls: TritonTlsConfig = field(default_factory=TritonTlsConfig)
    profile: str = "balanced"
    """Operating point: "balanced", or "high-recall" (weaker rule cues, a lower model O-bias)."""
    triton_max_batch: int = 16
    """Model windows per Triton request, from every note of a worker window, longest first
    (at most the model config's max_batch_size, 64). 16 suits the CPU config (64 measured 20%
    slower there); GPUs want full requests (the prod-gpu overlay sets 64)."""
    triton_max_in_flight: int = 8
    """Triton requests one worker has outstanding at a time."""
    onnx_parallel_batches: bool = True
    """In-process model: each core runs a batch of windows of its own, single-threaded, instead
    of every batch running on all cores (whose threads wait for each other at every operator).
    The stream benchmark read 37.9-39.4 against 30.6-36.1 notes/s on an idle 2-core machine
    (2026-12-05); the spans are the same. A lone window runs on one core either way."""
    onnx_spinning: bool = True
    """In-process model with `onnx_parallel_batches: false`: onnxruntime's idle threads spin
    (its default; the stream benchmark read 34.8 against 30.6 notes/s on an idle 2-core
    machine). Set false where the worker shares its cores with other busy processes: spinning
    threads then take the cores the work needs."""

    def validate(self) -> None:
        if self.triton_max_batch <= 0 or self.triton_max_in_flight <= 0:
            raise ConfigError("recognizer.triton_max_batch and triton_max_in_flight must be > 0")
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
class MetadataConfig:
    """Whether note metadata may hold keys outside schemas/metadata.schema.json; when it may,
    their values are found in the text as known identifiers (they are never written back)."""

    allow_extra_keys: bool = False


@dataclass
class PolicyConfig:
    """Per-category action (surrogate | keep | redact) and strategy settings."""

    actions: dict[str, str] = field(default_factory=dict)
    date_shift_min_days: int = 1
    date_shift_max_days: int = 365
    age_threshold: int = 90
    age_top_code: str = "90+"
    old_birth_dates: str = "top-code"  # or "redact": birth dates revealing an age >= threshold


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
    `state_dir` holds the in-flight marker that isolates poison records (stream.kafka.poison;
    empty: $XDG_STATE_HOME/deid or ~/.local/state/deid).
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
    state_dir: str = ""

    def validate(self) -> None:
        numbers = [v for v in dataclasses.astuple(self) if not isinstance(v, str)]
        if any(value <= 0 for value in numbers):
            raise ConfigError("every worker setting must be > 0")
        if self.backoff_initial_s > self.backoff_max_s:
            raise ConfigError("worker.backoff_initial_s must not exceed worker.backoff_max_s")


@dataclass
class ModelConfig:
    """The token classifier's Triton model repository (holding deid_tagger/). Empty: the one
    the package carries (its CPU model; triton_models/ in a source checkout)."""

    repository: str = ""


@dataclass
class VocabulariesConfig:
    """Per-tenant site vocabularies (deny and allow lists; see README "Site vocabularies"):
    `dir` holds one `<tenant>.yaml|.csv|.txt` file a tenant, `tenants` maps a tenant to its
    file; both may be given. Files must be 0600 (they hold staff names). At most `cache_size`
    compiled vocabularies are held in memory (least recently used ones are dropped)."""

    dir: str = ""
    tenants: dict[str, str] = field(default_factory=dict)
    cache_size: int = 16

    def validate(self) -> None:
        if self.cache_size <= 0:
            raise ConfigError("vocabularies.cache_size must be > 0")


@dataclass
class MonitorConfig:
    """`deid canary` and `deid monitor`.

    Canaries: `canary_per_minute` notes per tenant and format (`canary_formats`) go to the
    input topic; their planted values live only as HMAC digests under a per-run secret in
    `state_dir`. A canary not out after `canary_timeout_s` is stuck; its end-to-end latency is
    held against `latency_slo_s`. Windows are `window_s` long (tumbling) and hop by `hop_s`;
    drift compares a window's spans per 1,000 characters with a baseline built from
    `baseline_windows` windows of at least `min_notes` notes, alerting outside
    [baseline * drift_low, baseline * drift_high]."""

    app_id: str = "deid-monitor"
    state_dir: str = "~/.local/share/deid/monitor"
    web_port: int = 6066
    web_bind: str = "0.0.0.0"
    """The read-only view (/monitor/) and its Prometheus metrics (/monitor/metrics)."""
    tick_s: float = 1.0
    """How often canary ledgers are read, stuck canaries marked and windows closed."""
    canary_tenants: str = "default"
    """Comma-separated tenants that receive canaries."""
    canary_formats: str = "json,hl7v2,fhir"
    canary_per_minute: float = 6.0
    canary_timeout_s: float = 120.0
    canary_retention_s: float = 86_400.0
    """Decided canaries are kept one by one this long after they were sent, then only in sums
    (bounds the `done` table; must exceed canary_timeout_s)."""
    latency_slo_s: float = 30.0
    window_s: float = 60.0
    hop_s: float = 20.0
    window_expires_s: float = 3600.0
    baseline_windows: int = 5
    min_notes: int = 20
    drift_low: float = 0.5
    drift_high: float = 2.0

    def validate(self) -> None:
        if not set(self.formats()) <= {"json", "hl7v2", "fhir"} or not self.tenants():
            raise ConfigError("monitor.canary_formats may hold json, hl7v2, fhir")
        numbers = [self.tick_s, self.canary_per_minute, self.canary_timeout_s, self.latency_slo_s,
                   self.window_s, self.hop_s, self.window_expires_s, self.baseline_windows,
                   self.min_notes, self.drift_low, self.drift_high]
        if any(n <= 0 for n in numbers) or not self.drift_low < 1 < self.drift_high:
            raise ConfigError("monitor settings must be > 0 and drift_low < 1 < drift_high")
        if self.canary_retention_s <= self.canary_timeout_s + self.tick_s:
            raise ConfigError("monitor.canary_retention_s must exceed canary_timeout_s + tick_s")

    def tenants(self) -> list[str]:
        return [t.strip() for t in self.canary_tenants.split(",") if t.strip()]

    def formats(self) -> list[str]:
        return [f.strip() for f in self.canary_formats.split(",") if f.strip()]


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
    model: ModelConfig = field(default_factory=ModelConfig)
    metadata: MetadataConfig = field(default_factory=MetadataConfig)
    vocabularies: VocabulariesConfig = field(default_factory=VocabulariesConfig)
    monitor: MonitorConfig = field(default_factory=MonitorConfig)


class EnvText(str):
    """The raw text of a DEID_* variable: typed by the field it lands in, not by its look."""


class _CoreSchemaLoader(yaml.SafeLoader):
    """YAML with the 1.2 core schema's scalars: no yes/no booleans, octals, sexagesimals or
    dates, so a password `0123` or a release `2025-01-15` stays text."""


_CoreSchemaLoader.yaml_implicit_resolvers = {}
for _tag, _pattern, _first in (
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("int", r"^[-+]?(?:0|[1-9][0-9]*)$", "-+0123456789"),
    ("float", r"^[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+|[0-9]+(?=[eE]))(?:[eE][-+]?[0-9]+)?$",
     "-+0123456789."),
    ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("merge", r"^<<$", "<"),
):
    _CoreSchemaLoader.add_implicit_resolver(f"tag:yaml.org,2002:{_tag}", re.compile(_pattern),
                                            list(_first))


def load_config(path: str | os.PathLike[str] | None = None,
                environ: Mapping[str, str] | None = None) -> Config:
    """Read YAML (when given), apply DEID_* overrides, and build a validated Config."""
    data: dict[str, Any] = {}
    if path is not None:
        data = _read_file(Path(path))
    _apply_env(data, os.environ if environ is None else environ)
    return _build(Config, data, "")


def _read_file(path: Path) -> dict[str, Any]:
    """The YAML mapping of a config file (errors name the file and line, never its text)."""
    try:
        loaded = yaml.load(path.read_text("utf-8"), Loader=_CoreSchemaLoader)
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or "not UTF-8 text"
        raise ConfigError(f"cannot read config file {str(path)!r}: {reason}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        raise ConfigError(f"config file {str(path)!r} is not valid YAML{where}") from None
    if loaded is not None and not isinstance(loaded, dict):
        raise ConfigError("config file must hold a mapping at the top level")
    return loaded or {}


def _apply_env(data: dict[str, Any], environ: Mapping[str, str]) -> None:
    """DEID_KAFKA__BOOTSTRAP_SERVERS=x sets data["kafka"]["bootstrap_servers"] = EnvText(x)."""
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        path = _env_path(name)
        node = data
        for part in path[:-1]:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                raise ConfigError(f"environment variable {name} addresses a non-mapping")
        node[path[-1]] = EnvText(raw)


def _env_path(name: str) -> list[str]:
    """The config key path a DEID_* variable names, following the dataclasses' fields."""
    parts = name[len(ENV_PREFIX):].split("__")
    path: list[str] = []
    cls: Any = Config
    for index, part in enumerate(parts):
        key = part.lower()
        if not dataclasses.is_dataclass(cls):
            raise ConfigError(f"environment variable {name} addresses a non-mapping")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        if key not in fields:
            raise ConfigError(f"environment variable {name}: unknown config key {key!r}")
        path.append(key)
        cls = get_type_hints(cls)[key]
        rest = parts[index + 1:]
        if rest and not dataclasses.is_dataclass(cls):
            dotted = fields[key].metadata.get("env_keys") == "librdkafka"
            path += [p.lower().replace("_", ".") if dotted else p.lower() for p in rest]
            break
    return path


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
    """`value` as the field's type; environment text is parsed for that type only."""
    base = getattr(kind, "__origin__", kind)
    if isinstance(value, EnvText):
        return _parse_env(base, str(value), where)
    if base is dict and isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if base is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if base is str and isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # lossless: the loader reads only plain decimal integers
    if (base is int and isinstance(value, bool)) or not isinstance(value, base):
        raise ConfigError(f"config key {where} must be of type {base.__name__}")
    return value


def _plain(value: Any) -> Any:
    """A mapping entry: environment text becomes a plain str."""
    return str(value) if isinstance(value, EnvText) else value


BOOL_WORDS = {"true": True, "yes": True, "on": True, "1": True,
              "false": False, "no": False, "off": False, "0": False}
DECIMAL = re.compile(r"[-+]?[0-9]+")


def _parse_env(base: type, raw: str, where: str) -> Any:
    """Environment text for a field of type `base` (the error never repeats the text)."""
    text = raw.strip()
    if base is str:
        return raw
    if base is bool and text.lower() in BOOL_WORDS:
        return BOOL_WORDS[text.lower()]
    if base is int and DECIMAL.fullmatch(text):
        return int(text)
    if base is float:
        try:
            number = float(text)
        except ValueError:
            number = float("nan")
        if number == number and abs(number) != float("inf"):
            return number
    if base is dict:
        try:
            loaded = json.loads(text)
        except ValueError:
            loaded = None
        if isinstance(loaded, dict):
            return {str(k): v for k, v in loaded.items()}
    raise ConfigError(f"environment override of {where} is not a valid {base.__name__}")
