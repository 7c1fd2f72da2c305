"""The keyring seam: tenant master keys in, purpose subkeys out."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

KEY_BYTES = 32
TENANT_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class Purpose(StrEnum):
    """What a subkey is for; each purpose gets an independent HKDF subkey."""

    NAMES = "names"
    IDENTIFIERS = "identifiers"
    DATES = "dates"
    PLACES = "places"
    CONTACT = "contact"
    PSEUDONYM = "pseudonym"


def check_tenant(tenant: str) -> str:
    """Return `tenant` if it is a valid tenant name, else raise ValueError."""
    if not isinstance(tenant, str) or not TENANT_RE.match(tenant):
        raise ValueError("tenant names are 1-64 characters of letters, digits, '_', '.', '-'")
    return tenant


class TenantKey:
    """A handle on one version of a tenant's master key; its repr never shows the material."""

    __slots__ = ("_material", "_subkeys", "tenant", "version")

    def __init__(self, tenant: str, version: int, material: bytes) -> None:
        if len(material) != KEY_BYTES:
            raise ValueError("tenant keys are 256-bit")
        self.tenant = tenant
        self.version = version
        self._material = material
        self._subkeys: dict[Purpose, bytes] = {}

    def subkey(self, purpose: Purpose) -> bytes:
        """The 256-bit HKDF-SHA256 subkey for `purpose`, bound to tenant and version."""
        cached = self._subkeys.get(purpose)
        if cached is None:
            info = f"deid/v1/{purpose}/{self.tenant}/{self.version}".encode()
            cached = HKDF(hashes.SHA256(), KEY_BYTES, salt=None, info=info).derive(self._material)
            self._subkeys[purpose] = cached
        return cached

    def __repr__(self) -> str:
        return f"TenantKey(tenant={self.tenant!r}, version={self.version}, material=<redacted>)"

    __str__ = __repr__

    def __reduce__(self):  # keys must not be pickled into caches or multiprocessing queues
        raise TypeError("TenantKey cannot be pickled")


@dataclass(frozen=True, slots=True)
class KeyInfo:
    """Public facts about one key version (never the material)."""

    tenant: str
    version: int
    created: str
    current: bool
    destroyed: bool


class Keyring(Protocol):
    """Where tenant keys live. File and Vault backends implement the same calls."""

    def get(self, tenant: str, version: int | None = None) -> TenantKey:
        """The key of `tenant` at `version` (the current one when None)."""
        ...

    def init(self, tenant: str) -> KeyInfo:
        """Create version 1 for a tenant that has no key yet."""
        ...

    def rotate(self, tenant: str) -> KeyInfo:
        """Add a new current version."""
        ...

    def list(self, tenant: str) -> list[KeyInfo]:
        """Every version of the tenant's key, oldest first."""
        ...

    def destroy(self, tenant: str, version: int) -> KeyInfo:
        """Erase a version's material for good (crypto-shredding)."""
        ...
