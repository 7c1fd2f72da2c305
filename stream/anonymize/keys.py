"""The derived-key types of the constructions: a tenant key version and its purpose subkeys."""

from __future__ import annotations

from enum import StrEnum

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

KEY_BYTES = 32


class Purpose(StrEnum):
    """What a subkey is for; each purpose gets an independent HKDF subkey."""

    NAMES = "names"
    IDENTIFIERS = "identifiers"
    DATES = "dates"
    PLACES = "places"
    CONTACT = "contact"
    PSEUDONYM = "pseudonym"


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
