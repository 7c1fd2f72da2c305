"""The keyring seam: where tenant master keys live; `TenantKey` handles come out."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from stream.anonymize.keys import TenantKey

TENANT_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def check_tenant(tenant: str) -> str:
    """Return `tenant` if it is a valid tenant name, else raise ValueError."""
    if not isinstance(tenant, str) or not TENANT_RE.match(tenant):
        raise ValueError("tenant names are 1-64 characters of letters, digits, '_', '.', '-'")
    return tenant


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
