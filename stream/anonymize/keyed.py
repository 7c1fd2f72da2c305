"""Keyed pseudo-random functions: HMAC-SHA256 under a purpose subkey."""

from __future__ import annotations

import hashlib
import hmac


def _encode(parts: tuple[str | bytes, ...]) -> bytes:
    """Length-prefix every part so ('ab','c') and ('a','bc') never collide."""
    out = bytearray()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        out += len(data).to_bytes(4, "big") + data
    return bytes(out)


class KeyedPRF:
    """A keyed PRF over tuples of strings; its repr never shows the key."""

    __slots__ = ("_key",)

    def __init__(self, subkey: bytes) -> None:
        self._key = subkey

    def __repr__(self) -> str:
        return "KeyedPRF(<redacted>)"

    def digest(self, *parts: str | bytes) -> bytes:
        """32 pseudo-random bytes determined by the key and `parts`."""
        return hmac.new(self._key, _encode(parts), hashlib.sha256).digest()

    def integer(self, *parts: str | bytes) -> int:
        """A pseudo-random 128-bit integer."""
        return int.from_bytes(self.digest(*parts)[:16], "big")

    def index(self, n: int, *parts: str | bytes) -> int:
        """A pseudo-random integer in [0, n); bias below 2**-100 for any n < 2**28."""
        if n <= 0:
            raise ValueError("n must be positive")
        return self.integer(*parts) % n
