"""Local key-file keyring: one 0600 JSON file a tenant in a 0700 directory."""

from __future__ import annotations

import base64
import contextlib
import os
import secrets
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson

from stream.anonymize.keys import KEY_BYTES, TenantKey
from stream.core.errors import KeyDestroyed, KeyNotFound, KeyringError
from stream.keyring.base import KeyInfo, check_tenant

DEFAULT_PATH = "~/.local/share/deid/keys"


class FileKeyring:
    """Keys kept in local files; suitable for a single host or offline batch work."""

    def __init__(self, path: str | os.PathLike[str] = DEFAULT_PATH) -> None:
        self.path = Path(path).expanduser()

    def __repr__(self) -> str:
        return f"FileKeyring(path={str(self.path)!r})"

    def get(self, tenant: str, version: int | None = None) -> TenantKey:
        doc = self._load(tenant)
        version = doc["current"] if version is None else version
        entry = doc["versions"].get(str(version))
        if entry is None:
            raise KeyNotFound(f"tenant {tenant!r} has no key version {version}")
        if entry.get("destroyed"):
            raise KeyDestroyed(f"key version {version} of tenant {tenant!r} was destroyed")
        return TenantKey(tenant, version, base64.b64decode(entry["key"]))

    def init(self, tenant: str) -> KeyInfo:
        if self._file(tenant).exists():
            raise KeyringError(f"tenant {tenant!r} already has a key; use rotate")
        doc: dict[str, Any] = {"tenant": tenant, "current": 0, "versions": {}}
        return self._add_version(doc)

    def rotate(self, tenant: str) -> KeyInfo:
        return self._add_version(self._load(tenant))

    def list(self, tenant: str) -> list[KeyInfo]:
        doc = self._load(tenant)
        return [_info(doc, int(v)) for v in sorted(doc["versions"], key=int)]

    def destroy(self, tenant: str, version: int) -> KeyInfo:
        doc = self._load(tenant)
        entry = doc["versions"].get(str(version))
        if entry is None:
            raise KeyNotFound(f"tenant {tenant!r} has no key version {version}")
        if version == doc["current"]:
            raise KeyringError("cannot destroy the current version; rotate first")
        entry["key"] = None
        entry["destroyed"] = True
        self._save(doc)
        return _info(doc, version)

    def _file(self, tenant: str) -> Path:
        return self.path / f"{check_tenant(tenant)}.json"

    def _load(self, tenant: str) -> dict[str, Any]:
        try:
            raw = self._file(tenant).read_bytes()
        except FileNotFoundError:
            raise KeyNotFound(f"no key for tenant {tenant!r}; run 'deid keys init'") from None
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError as exc:
            raise KeyringError(f"key file of tenant {tenant!r} is corrupt") from exc

    def _add_version(self, doc: dict[str, Any]) -> KeyInfo:
        version = max((int(v) for v in doc["versions"]), default=0) + 1
        doc["versions"][str(version)] = {
            "key": base64.b64encode(secrets.token_bytes(KEY_BYTES)).decode(),
            "created": datetime.now(UTC).isoformat(timespec="seconds"),
            "destroyed": False,
        }
        doc["current"] = version
        self._save(doc)
        return _info(doc, version)

    def _save(self, doc: dict[str, Any]) -> None:
        """Write atomically with mode 0600 so a crash never leaves a half-written key file."""
        self.path.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=self.path, prefix=".tmp-")
        try:
            os.fchmod(fd, 0o600)
            with os.fdopen(fd, "wb") as fh:
                fh.write(orjson.dumps(doc, option=orjson.OPT_INDENT_2))
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self._file(doc["tenant"]))
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            raise


def _info(doc: dict[str, Any], version: int) -> KeyInfo:
    entry = doc["versions"][str(version)]
    return KeyInfo(
        tenant=doc["tenant"],
        version=version,
        created=entry["created"],
        current=version == doc["current"],
        destroyed=bool(entry.get("destroyed")),
    )
