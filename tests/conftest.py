"""Shared fixtures: keys in a temporary file keyring."""

from __future__ import annotations

import pytest

from stream.anonymize.keys import TenantKey
from stream.keyring import FileKeyring

pytest_plugins = ["tests.integration.vault_fixtures"]


@pytest.fixture
def keyring(tmp_path) -> FileKeyring:
    return FileKeyring(tmp_path / "keys")


@pytest.fixture
def key(keyring) -> TenantKey:
    keyring.init("acme")
    return keyring.get("acme")
