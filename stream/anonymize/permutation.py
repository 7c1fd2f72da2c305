"""A keyed bijection of range(n) for any n >= 2: a Feistel network with cycle-walking.

Used where a surrogate must be one-to-one within a small or irregular domain (identifiers with
fewer than 10**6 values, name pools, ZIP tails, IP host parts) and FF3-1 does not apply.
The round function is keyed BLAKE2b (a PRF), so this is a Luby-Rackoff permutation.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from math import isqrt


class KeyedPermutation:
    """A keyed bijection of range(n): 8-round alternating Feistel over a*b >= n, cycle-walked."""

    __slots__ = ("_a", "_b", "n")
    ROUNDS = 8

    def __init__(self, n: int) -> None:
        if not 2 <= n <= 1 << 128:
            raise ValueError("a permutation needs between 2 and 2**128 elements")
        self.n = n
        self._a = isqrt(n - 1) + 1
        self._b = max(2, -(-n // self._a))

    def forward(self, key: bytes, tweak: bytes, x: int) -> int:
        """The image of `x`."""
        base = _round_base(key, tweak)
        x = self._encrypt(base, x)
        while x >= self.n:
            x = self._encrypt(base, x)
        return x

    def inverse(self, key: bytes, tweak: bytes, y: int) -> int:
        """The preimage of `y`."""
        base = _round_base(key, tweak)
        y = self._decrypt(base, y)
        while y >= self.n:
            y = self._decrypt(base, y)
        return y

    def shift(
        self, key: bytes, tweak: bytes, x: int, member: Callable[[int], bool] | None = None
    ) -> int:
        """The successor of `x` on one keyed cycle through every element (or every `member`).

        A bijection without fixed points; with `member`, a bijection of the member set.
        """
        base = _round_base(key, tweak)
        y = self._decrypt(base, x)
        while y >= self.n:
            y = self._decrypt(base, y)
        while True:
            y = (y + 1) % self.n
            z = self._encrypt(base, y)
            while z >= self.n:
                z = self._encrypt(base, z)
            if member is None or member(z):
                return z

    def _encrypt(self, base: hashlib.blake2b, x: int) -> int:
        left, right = divmod(x, self._b)
        mod_left, mod_right = self._a, self._b
        for tag in _ROUND_TAGS:
            h = base.copy()
            h.update(tag + right.to_bytes(8, "big"))
            left, right = right, (left + int.from_bytes(h.digest(), "big")) % mod_left
            mod_left, mod_right = mod_right, mod_left
        return left * self._b + right

    def _decrypt(self, base: hashlib.blake2b, y: int) -> int:
        left, right = divmod(y, self._b)
        mod_left, mod_right = self._a, self._b
        for tag in reversed(_ROUND_TAGS):
            h = base.copy()
            h.update(tag + left.to_bytes(8, "big"))
            left, right = (right - int.from_bytes(h.digest(), "big")) % mod_right, left
            mod_left, mod_right = mod_right, mod_left
        return left * self._b + right


_ROUND_TAGS = tuple(bytes((i,)) for i in range(KeyedPermutation.ROUNDS))


def _round_base(key: bytes, tweak: bytes) -> hashlib.blake2b:
    base = hashlib.blake2b(key=key[:32], digest_size=16, person=b"deid-feistel")
    base.update(len(tweak).to_bytes(2, "big") + tweak)
    return base
