"""Tenant keys: a small interface, a local key-file backend, a Vault backend, a TTL cache."""

from stream.core.config import ConfigError, KeyringConfig
from stream.keyring.base import KeyInfo, Keyring
from stream.keyring.cache import CachedKeyring
from stream.keyring.file import FileKeyring

__all__ = ["CachedKeyring", "FileKeyring", "KeyInfo", "Keyring", "open_keyring"]


def open_keyring(cfg: KeyringConfig) -> Keyring:
    """The keyring backend the configuration names, behind a TTL cache when one is set."""
    backend: Keyring
    if cfg.backend == "file":
        backend = FileKeyring(cfg.path)
    elif cfg.backend == "vault":
        from stream.keyring.vault import VaultKeyring  # hvac is only imported when used

        backend = VaultKeyring.from_config(cfg)
    else:
        raise ConfigError(f"keyring backend {cfg.backend!r} is not available in this build")
    if cfg.cache_ttl_seconds > 0:
        return CachedKeyring(backend, cfg.cache_ttl_seconds)
    return backend
