"""NIST FF3-1 (SP 800-38G Rev. 1) encryption on integers, as the `ff3` package computes it.

The `ff3` package works on numeral strings and calls AES through a slow binding: about a
fifth of a millisecond per identifier, which a record of thousands of identifiers pays
thousands of times. Here the Feistel halves stay integers (each half is the value of its
numerals read least significant first, the string order FF3 uses) and AES runs through
`cryptography`; the results are the package's, checked against the NIST ACVP vectors and the
package itself in the tests.
"""

from __future__ import annotations

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

ROUNDS = 8
TWEAK_BYTES = 7


def _reversed_digits(x: int, radix: int, length: int) -> int:
    """`x` with the order of its `length` base-`radix` numerals reversed."""
    out = 0
    for _ in range(length):
        x, digit = divmod(x, radix)
        out = out * radix + digit
    return out


def _tweak64(tweak: bytes) -> tuple[bytes, bytes]:
    """The left and right 32-bit halves of FF3-1's 64-bit tweak built from a 56-bit one."""
    left = tweak[:3] + bytes([tweak[3] & 0xF0])
    right = tweak[4:7] + bytes([(tweak[3] & 0x0F) << 4])
    return left, right


class FF3_1:
    """FF3-1 under one AES key; its repr never shows the key."""

    __slots__ = ("_aes",)

    def __init__(self, key: bytes) -> None:
        # FF3 enciphers with the byte-reversed key; ECB holds no state between blocks.
        self._aes = Cipher(algorithms.AES(key[::-1]), modes.ECB()).encryptor()

    def __repr__(self) -> str:
        return "FF3_1(<redacted>)"

    def encrypt(self, x: int, radix: int, length: int, tweak: bytes) -> int:
        """The encryption of the `length`-numeral base-`radix` string of `x`, as an integer."""
        if len(tweak) != TWEAK_BYTES:
            raise ValueError("FF3-1 tweaks are 56 bits")
        u = -(-length // 2)
        v = length - u
        left_tweak, right_tweak = _tweak64(tweak)
        a = _reversed_digits(x // radix**v, radix, u)
        b = _reversed_digits(x % radix**v, radix, v)
        modulus = (radix**u, radix**v)
        for i in range(ROUNDS):
            w = right_tweak if i % 2 == 0 else left_tweak
            block = w[:3] + bytes([w[3] ^ i]) + b.to_bytes(12, "big")
            y = int.from_bytes(self._aes.update(block[::-1]), "little")
            a, b = b, (a + y) % modulus[i % 2]
        return _reversed_digits(a, radix, u) * radix**v + _reversed_digits(b, radix, v)
