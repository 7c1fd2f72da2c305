"""Fixtures shared by the unit tests of the strategies."""

from __future__ import annotations

import hashlib
import os

import pytest

from stream.anonymize.keys import TenantKey


@pytest.fixture(scope="module")
def keys() -> tuple[TenantKey, TenantKey]:
    """Two versions of one tenant key, fixed so that every run checks the same surrogates.

    DEID_TEST_KEY_SEED changes the material, to run the same checks under other keys.
    """
    seed = os.environ.get("DEID_TEST_KEY_SEED", "acme").encode()
    return tuple(TenantKey("acme", v, hashlib.sha256(seed + bytes([v])).digest()) for v in (1, 2))
