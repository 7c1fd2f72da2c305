"""Tenant keys: a small interface, a local key-file backend (and Vault later)."""

from stream.config import ConfigError, KeyringConfig
from stream.keyring.base import KeyInfo, Keyring, Purpose, TenantKey
from stream.keyring.file import FileKeyring

__all__ = ["FileKeyring", "KeyInfo", "Keyring", "Purpose", "TenantKey", "open_keyring"]


def open_keyring(cfg: KeyringConfig) -> Keyring:
    """The keyring backend the configuration names."""
    if cfg.backend == "file":
        return FileKeyring(cfg.path)
    raise ConfigError(f"keyring backend {cfg.backend!r} is not available in this build")
