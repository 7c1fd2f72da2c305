"""A TTL cache of key handles in front of any keyring (memory only, keyed by tenant and version)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from stream.anonymize.keys import TenantKey
from stream.keyring.base import KeyInfo, Keyring

DEFAULT_MAX_ENTRIES = 4096


class CachedKeyring:
    """Serves a fetched handle for `ttl_seconds`, then asks the backend again.

    Fail closed: an expired entry is never served when the backend is down; its error is raised.
    Changes made through this object (init, rotate, destroy) drop the tenant's entries at once;
    changes made elsewhere are seen within `ttl_seconds`.
    """

    def __init__(self, inner: Keyring, ttl_seconds: float,
                 clock: Callable[[], float] = time.monotonic,
                 max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        if ttl_seconds <= 0:
            raise ValueError("ttl_seconds must be positive")
        self.inner = inner
        self.ttl_seconds = ttl_seconds
        self._clock = clock
        self._max_entries = max_entries
        self._entries: dict[tuple[str, int | None], tuple[float, TenantKey]] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"CachedKeyring({self.inner!r}, ttl_seconds={self.ttl_seconds})"

    def get(self, tenant: str, version: int | None = None) -> TenantKey:
        """The cached handle while fresh, else the backend's (which may raise)."""
        slot = (tenant, version)
        with self._lock:
            hit = self._entries.get(slot)
            if hit is not None and hit[0] > self._clock():
                return hit[1]
        key = self.inner.get(tenant, version)
        self._store(slot, key)
        return key

    def init(self, tenant: str) -> KeyInfo:
        """Pass through; the tenant's entries are dropped."""
        return self._changing(tenant, lambda: self.inner.init(tenant))

    def rotate(self, tenant: str) -> KeyInfo:
        """Pass through; the tenant's entries are dropped (the current version moved)."""
        return self._changing(tenant, lambda: self.inner.rotate(tenant))

    def list(self, tenant: str) -> list[KeyInfo]:
        """Always from the backend."""
        return self.inner.list(tenant)

    def destroy(self, tenant: str, version: int) -> KeyInfo:
        """Pass through; the tenant's entries are dropped."""
        return self._changing(tenant, lambda: self.inner.destroy(tenant, version))

    def clear(self) -> None:
        """Forget every handle."""
        with self._lock:
            self._entries.clear()

    def _store(self, slot: tuple[str, int | None], key: TenantKey) -> None:
        now = self._clock()
        with self._lock:
            if len(self._entries) >= self._max_entries:
                self._entries = {s: e for s, e in self._entries.items() if e[0] > now}
                if len(self._entries) >= self._max_entries:
                    self._entries.pop(min(self._entries, key=lambda s: self._entries[s][0]))
            self._entries[slot] = (now + self.ttl_seconds, key)

    def _changing(self, tenant: str, change: Callable[[], KeyInfo]) -> KeyInfo:
        try:
            return change()
        finally:
            with self._lock:
                for slot in [s for s in self._entries if s[0] == tenant]:
                    del self._entries[slot]
