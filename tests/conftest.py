"""Shared fixtures: keys in a temporary file keyring."""

from __future__ import annotations

import pytest

from stream.anonymize.keys import TenantKey
from stream.keyring import FileKeyring

pytest_plugins = ["tests.integration.vault_fixtures"]

# Whole folders and files of `thorough` tests (`scripts/test --fast` leaves them out).
THOROUGH_PATHS = ("tests/leakprobe/", "tests/unit/train/", "tests/unit/deploy/test_perf_scripts.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if any(part in item.nodeid for part in THOROUGH_PATHS):
            item.add_marker(pytest.mark.thorough)


@pytest.fixture
def keyring(tmp_path) -> FileKeyring:
    return FileKeyring(tmp_path / "keys")


@pytest.fixture
def key(keyring) -> TenantKey:
    keyring.init("acme")
    return keyring.get("acme")
