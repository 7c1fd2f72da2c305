"""Tenant keys: a small interface, a local key-file backend (and Vault later)."""

from stream.keyring.base import KeyInfo, Keyring, Purpose, TenantKey
from stream.keyring.file import FileKeyring

__all__ = ["FileKeyring", "KeyInfo", "Keyring", "Purpose", "TenantKey"]
