"""Keyed pseudonyms for record identifiers (note id, patient id)."""

from __future__ import annotations

import base64

from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose, TenantKey


def pseudonym(key: TenantKey, kind: str, value: str) -> str:
    """A stable, unlinkable-across-keys pseudonym such as 'pt-5J2QK7W4M3HXZC6A'."""
    digest = KeyedPRF(key.subkey(Purpose.PSEUDONYM)).digest(kind, value)
    return f"{kind}-{base64.b32encode(digest[:10]).decode().rstrip('=')}"
