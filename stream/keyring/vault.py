"""Vault keyring: tenant keys behind the common Vault HTTP API (HashiCorp Vault, OpenBao).

Layout: one KV v2 entry a tenant at `<mount>/data/<tenant_path>/<tenant>`; KV version N holds
key version N, written with check-and-set so two concurrent rotations cannot both win. In
`transit` mode (the default) the entry holds only a data key wrapped by the tenant's transit key
`deid-<tenant>`, unwrapped in memory on `get`; in `kv` mode it holds the key itself. Destroying
a version destroys that KV version, so nobody can recompute its surrogates.

Tenant isolation is Vault's: a policy grants a worker `read` on its tenant's entry (and `update`
on `transit/decrypt/deid-<tenant>`); any other tenant's key is refused (KeyAccessDenied).
hvac and requests errors become stream.core.errors exceptions in `_mapped`, and only there.
"""

from __future__ import annotations

import base64
import contextlib
import secrets
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import hvac
import requests
from hvac import exceptions as hvac_errors

from stream.anonymize.keys import KEY_BYTES, TenantKey
from stream.core.config import ConfigError, KeyringConfig, read_secret_file
from stream.core.errors import (
    KeyAccessDenied,
    KeyDestroyed,
    KeyNotFound,
    KeyringError,
    KeyringUnavailable,
)
from stream.keyring.base import KeyInfo, check_tenant

DEFAULT_JWT_PATH = "/var/run/secrets/kubernetes.io/serviceaccount/token"
TRANSIT_KEY_PREFIX = "deid-"
MAX_KV_VERSIONS = 1_000_000  # KV drops versions beyond max_versions (default 10): keep them all
T = TypeVar("T")


@dataclass(frozen=True)
class VaultAuth:
    """How to log in; secret fields never appear in its repr."""

    method: str = "token"
    token: str = field(default="", repr=False)
    token_file: str = ""
    role_id: str = field(default="", repr=False)
    secret_id: str = field(default="", repr=False)
    secret_id_file: str = ""
    role: str = ""
    jwt_path: str = DEFAULT_JWT_PATH
    mount: str = ""

    @classmethod
    def from_mapping(cls, auth: dict[str, Any]) -> VaultAuth:
        """Build from the `keyring.auth` mapping (values coerced to text)."""
        return cls(**{k: str(v) for k, v in auth.items() if v is not None})

    @property
    def renewable(self) -> bool:
        """Whether a fresh token can be had by logging in again."""
        return self.method in {"approle", "kubernetes"}

    def login(self, client: hvac.Client) -> None:
        """Put a token on `client`: the configured one, or one from an auth method login."""
        if self.method == "token":
            client.token = self.token or _read_secret_file(self.token_file, "token_file")
        elif self.method == "approle":
            secret_id = self.secret_id or _read_secret_file(self.secret_id_file, "secret_id_file")
            client.auth.approle.login(role_id=self.role_id, secret_id=secret_id,
                                      mount_point=self.mount or "approle")
        elif self.method == "kubernetes":
            jwt = _read_secret_file(self.jwt_path, "jwt_path")
            client.auth.kubernetes.login(role=self.role, jwt=jwt,
                                         mount_point=self.mount or "kubernetes")
        else:
            raise ConfigError("keyring.auth.method must be token, approle or kubernetes")


def _read_secret_file(path: str, what: str) -> str:
    """The stripped content of a credentials file, read at each login (tokens rotate)."""
    try:
        return read_secret_file(path, f"keyring.auth.{what}")
    except ConfigError as exc:
        raise KeyAccessDenied(str(exc)) from None


class _Codec(Protocol):
    """How a key version is kept in its KV entry."""

    scheme: str

    def prepare(self, client: hvac.Client, tenant: str) -> None:
        """Make sure whatever wraps the tenant's keys exists."""
        ...

    def seal(self, client: hvac.Client, tenant: str) -> dict[str, str]:
        """A new 256-bit key, as the KV entry data to store."""
        ...

    def open(self, client: hvac.Client, tenant: str, data: dict[str, Any]) -> bytes:
        """The key material of a stored entry."""
        ...


class _PlainCodec:
    """kv mode: the key itself, base64, protected by Vault's storage encryption and ACLs."""

    scheme = "kv"

    def prepare(self, client: hvac.Client, tenant: str) -> None:
        """Nothing to prepare."""

    def seal(self, client: hvac.Client, tenant: str) -> dict[str, str]:
        """A fresh random key."""
        return {"scheme": self.scheme, "key": base64.b64encode(secrets.token_bytes(KEY_BYTES))
                .decode()}

    def open(self, client: hvac.Client, tenant: str, data: dict[str, Any]) -> bytes:
        """Decode the stored key."""
        return base64.b64decode(data["key"])


class _TransitCodec:
    """transit mode: a data key wrapped by transit key `deid-<tenant>`; plaintext only in memory."""

    scheme = "transit"

    def __init__(self, mount: str) -> None:
        self._mount = mount

    def prepare(self, client: hvac.Client, tenant: str) -> None:
        """Create the tenant's transit key (a no-op when it exists)."""
        client.secrets.transit.create_key(_transit_name(tenant), mount_point=self._mount)

    def seal(self, client: hvac.Client, tenant: str) -> dict[str, str]:
        """A wrapped 256-bit data key; Vault returns no plaintext for it."""
        resp = client.secrets.transit.generate_data_key(
            _transit_name(tenant), key_type="wrapped", bits=KEY_BYTES * 8, mount_point=self._mount)
        return {"scheme": self.scheme, "wrapped": resp["data"]["ciphertext"]}

    def open(self, client: hvac.Client, tenant: str, data: dict[str, Any]) -> bytes:
        """Unwrap the data key with the tenant's transit key."""
        resp = client.secrets.transit.decrypt_data(
            _transit_name(tenant), ciphertext=data["wrapped"], mount_point=self._mount)
        return base64.b64decode(resp["data"]["plaintext"])


def _transit_name(tenant: str) -> str:
    return f"{TRANSIT_KEY_PREFIX}{tenant}"


class VaultKeyring:
    """Tenant keys in a Vault-API server; same calls and errors as FileKeyring."""

    def __init__(self, url: str, auth: VaultAuth, *, mode: str = "transit",
                 mount: str = "secret", transit_mount: str = "transit",
                 tenant_path: str = "deid/tenants", namespace: str = "",
                 ca_cert: str = "", timeout_seconds: float = 5.0) -> None:
        self.url = url
        self.mode = mode
        self.mount = mount.strip("/")
        self.tenant_path = tenant_path.strip("/")
        self._auth = auth
        self._client_obj = hvac.Client(url=url, token="", namespace=namespace or None,
                                       verify=ca_cert or True, timeout=timeout_seconds)
        self._logged_in = False
        self._login_lock = threading.Lock()
        if mode == "transit":
            self._codec: _Codec = _TransitCodec(transit_mount)
        elif mode == "kv":
            self._codec = _PlainCodec()
        else:
            raise ConfigError("keyring.mode must be transit or kv")

    @classmethod
    def from_config(cls, cfg: KeyringConfig) -> VaultKeyring:
        """Build from the validated `keyring` configuration."""
        return cls(cfg.url, VaultAuth.from_mapping(cfg.auth), mode=cfg.mode, mount=cfg.mount,
                   transit_mount=cfg.transit_mount, tenant_path=cfg.tenant_path,
                   namespace=cfg.namespace, ca_cert=cfg.ca_cert,
                   timeout_seconds=cfg.timeout_seconds)

    def __repr__(self) -> str:
        return (f"VaultKeyring(url={self.url!r}, mode={self.mode!r}, mount={self.mount!r}, "
                f"auth={self._auth.method!r})")

    def get(self, tenant: str, version: int | None = None) -> TenantKey:
        """The key of `tenant` at `version` (the current one when None), unwrapped in memory."""
        if version is not None and version < 1:  # KV reads version 0 as "latest"
            raise KeyNotFound(f"tenant {tenant!r} has no key version {version}")
        found, data = self._read(tenant, version)
        material = self._call(tenant, found, lambda c: self._codec.open(c, tenant, data))
        if len(material) != KEY_BYTES:
            raise KeyringError(f"key version {found} of tenant {tenant!r} is not 256-bit")
        return TenantKey(tenant, found, material)

    def init(self, tenant: str) -> KeyInfo:
        """Create version 1; refused when the tenant already has a key."""
        path = self._path(tenant)
        self._call(tenant, None, lambda c: self._codec.prepare(c, tenant))
        self._call(tenant, None, lambda c: c.secrets.kv.v2.update_metadata(
            path, max_versions=MAX_KV_VERSIONS, mount_point=self.mount))
        data = self._call(tenant, None, lambda c: self._codec.seal(c, tenant))
        conflict = f"tenant {tenant!r} already has a key; use rotate"
        return self._write(tenant, data, cas=0, conflict=conflict)

    def rotate(self, tenant: str) -> KeyInfo:
        """Add a new current version (check-and-set on the version it read)."""
        current = self._metadata(tenant)["current_version"]
        data = self._call(tenant, None, lambda c: self._codec.seal(c, tenant))
        conflict = f"tenant {tenant!r} was rotated concurrently; list the versions and retry"
        return self._write(tenant, data, cas=current, conflict=conflict)

    def list(self, tenant: str) -> list[KeyInfo]:
        """Every kept version, oldest first."""
        meta = self._metadata(tenant)
        current = meta["current_version"]
        return [_info(tenant, int(v), entry, current)
                for v, entry in sorted(meta["versions"].items(), key=lambda kv: int(kv[0]))]

    def destroy(self, tenant: str, version: int) -> KeyInfo:
        """Destroy a version's stored key for good (crypto-shredding); not the current one."""
        meta = self._metadata(tenant)
        entry = meta["versions"].get(str(version))
        if entry is None:
            raise KeyNotFound(f"tenant {tenant!r} has no key version {version}")
        if version == meta["current_version"]:
            raise KeyringError("cannot destroy the current version; rotate first")
        path = self._path(tenant)
        self._call(tenant, version, lambda c: c.secrets.kv.v2.destroy_secret_versions(
            path, versions=[version], mount_point=self.mount))
        return _info(tenant, version, {**entry, "destroyed": True}, meta["current_version"])

    def _path(self, tenant: str) -> str:
        return f"{self.tenant_path}/{check_tenant(tenant)}"

    def _read(self, tenant: str, version: int | None) -> tuple[int, dict[str, Any]]:
        """The version number and stored data of one key version."""
        path = self._path(tenant)

        def read(client: hvac.Client) -> tuple[int, Any]:
            resp = client.secrets.kv.v2.read_secret_version(
                path, version=version, mount_point=self.mount, raise_on_deleted_version=True)
            return int(resp["data"]["metadata"]["version"]), resp["data"]["data"]

        found, data = self._call(tenant, version, read)
        return found, self._check_entry(tenant, found, data)

    def _metadata(self, tenant: str) -> dict[str, Any]:
        """The KV metadata of the tenant's entry; KeyNotFound when it has no key."""
        path = self._path(tenant)
        meta = self._call(tenant, None, lambda c: c.secrets.kv.v2.read_secret_metadata(
            path, mount_point=self.mount))["data"]
        if not meta.get("current_version"):
            raise KeyNotFound(f"no key for tenant {tenant!r}; run 'deid keys init'")
        return meta

    def _write(self, tenant: str, data: dict[str, str], *, cas: int, conflict: str) -> KeyInfo:
        """Store a new version if the entry is still at version `cas`."""
        path = self._path(tenant)
        resp = self._call(tenant, None, lambda c: c.secrets.kv.v2.create_or_update_secret(
            path, secret=data, cas=cas, mount_point=self.mount), conflict=conflict)["data"]
        version = int(resp["version"])
        return _info(tenant, version, resp, version)

    def _check_entry(self, tenant: str, version: int, data: Any) -> dict[str, Any]:
        """The entry's data if it is a key stored the way this keyring is configured."""
        if not isinstance(data, dict) or data.get("scheme") not in {"kv", "transit"}:
            raise KeyringError(f"key version {version} of tenant {tenant!r} is not a deid key")
        if data["scheme"] != self._codec.scheme:
            raise KeyringError(f"key version {version} of tenant {tenant!r} is stored in "
                               f"{data['scheme']} mode but keyring.mode is {self.mode}")
        return data

    def _client(self) -> hvac.Client:
        """The client, logged in (again, after `_call` found its token refused)."""
        if not self._logged_in:
            with self._login_lock:
                if not self._logged_in:
                    self._login()
                    self._logged_in = True
        return self._client_obj

    def _login(self) -> None:
        """Log in; a refused login is KeyAccessDenied (connection errors map in `_mapped`)."""
        try:
            self._auth.login(self._client_obj)
        except (hvac_errors.InvalidRequest, hvac_errors.Forbidden, hvac_errors.Unauthorized,
                hvac_errors.InvalidPath) as exc:
            raise KeyAccessDenied(f"Vault refused the {self._auth.method} login") from exc

    def _call(self, tenant: str, version: int | None, op: Callable[[hvac.Client], T],
              conflict: str = "") -> T:
        """Run one Vault operation; a login-based token that was refused is renewed once."""
        for attempt in (1, 2):
            try:
                with _mapped(tenant, version, conflict):
                    return op(self._client())
            except KeyAccessDenied:
                if attempt == 2 or not self._auth.renewable:
                    raise
                self._logged_in = False  # the token may have expired: log in again, then retry
        raise AssertionError("unreachable")


def _info(tenant: str, version: int, entry: dict[str, Any], current: int) -> KeyInfo:
    created = str(entry.get("created_time", ""))
    created = f"{created[:19]}+00:00" if len(created) >= 19 else created
    return KeyInfo(tenant=tenant, version=version, created=created, current=version == current,
                   destroyed=bool(entry.get("destroyed")))


@contextlib.contextmanager
def _mapped(tenant: str, version: int | None, conflict: str = "") -> Iterator[None]:
    """Convert hvac/requests errors into the engine's keyring errors (never echoing secrets)."""
    which = f"tenant {tenant!r}" + ("" if version is None else f" key version {version}")
    try:
        yield
    except (hvac_errors.Forbidden, hvac_errors.Unauthorized) as exc:
        raise KeyAccessDenied(f"Vault refused access to the key of {which}") from exc
    except hvac_errors.InvalidPath as exc:
        raise _not_found(tenant, version, exc) from exc
    except hvac_errors.InvalidRequest as exc:
        if conflict and "check-and-set" in str(exc):
            raise KeyringError(conflict) from exc
        raise KeyringError(f"Vault rejected the request for {which}: {exc}") from exc
    except (hvac_errors.VaultDown, hvac_errors.BadGateway, hvac_errors.InternalServerError,
            hvac_errors.RateLimitExceeded, hvac_errors.PreconditionFailed,
            hvac_errors.VaultNotInitialized) as exc:
        raise KeyringUnavailable(f"Vault cannot serve the key of {which} now "
                                 f"({type(exc).__name__}); retry later") from exc
    except requests.RequestException as exc:
        raise KeyringUnavailable(f"Vault cannot be reached for the key of {which} "
                                 f"({type(exc).__name__}); retry later") from exc
    except hvac_errors.VaultError as exc:
        raise KeyringError(f"Vault error for {which} ({type(exc).__name__})") from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise KeyringError(f"unexpected Vault response for {which}") from exc


def _not_found(tenant: str, version: int | None, exc: hvac_errors.InvalidPath) -> KeyringError:
    """KeyDestroyed when the 404 says the version was destroyed, else KeyNotFound."""
    body = exc.json if isinstance(exc.json, dict) else {}
    meta = (body.get("data") or {}).get("metadata") or {}
    if version is not None and meta.get("destroyed"):
        return KeyDestroyed(f"key version {version} of tenant {tenant!r} was destroyed; "
                            "surrogates of that version can no longer be computed")
    if version is not None and meta.get("deletion_time"):
        return KeyNotFound(f"key version {version} of tenant {tenant!r} is deleted "
                           "(undelete or destroy it in Vault)")
    if version is None:
        return KeyNotFound(f"no key for tenant {tenant!r}; run 'deid keys init'")
    return KeyNotFound(f"tenant {tenant!r} has no key version {version}")


def tenant_policy(tenant: str, *, admin: bool = False, mount: str = "secret",
                  tenant_path: str = "deid/tenants", transit_mount: str = "transit") -> str:
    """Vault policy (HCL) for one tenant: a worker reads its keys; an admin also manages them."""
    entry = f"{tenant_path.strip('/')}/{check_tenant(tenant)}"
    transit = f"{transit_mount.strip('/')}/%s/{_transit_name(tenant)}"
    rules = [(f"{mount}/data/{entry}", "read"), (transit % "decrypt", "update")]
    if admin:
        rules = [(f"{mount}/data/{entry}", "create", "read", "update"),
                 (f"{mount}/metadata/{entry}", "create", "read", "update"),
                 (f"{mount}/destroy/{entry}", "update"),
                 (transit % "keys", "create", "read", "update"),
                 (transit % "datakey/wrapped", "update"),
                 (transit % "decrypt", "update")]
    return "\n".join(f'path "{path}" {{ capabilities = {_hcl_list(caps)} }}'
                     for path, *caps in rules) + "\n"


def _hcl_list(items: list[str]) -> str:
    return "[" + ", ".join(f'"{item}"' for item in items) + "]"
