"""Identifiers and phone numbers: keyed format-preserving encryption over character classes.

Every ASCII letter and digit is encrypted within its class (digit, upper, lower); every other
character stays in place. The class positions form a mixed-radix domain D. When D >= 10**6 the
value is enciphered with NIST FF3-1 (SP 800-38G Rev. 1) with cycle-walking into [0, D); smaller
domains use a keyed Feistel permutation of exactly [0, D). Both are bijections, so two different
values with the same format never share a surrogate.

FF3-1 itself is the `ff3` package's (checked against the NIST ACVP vectors in the tests); this
module adds the mixed-radix mapping, cycle-walking, chunking and the small-domain permutation.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from ff3 import FF3Cipher

from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose, TenantKey
from stream.anonymize.permutation import KeyedPermutation
from stream.anonymize.strategy import SurrogateContext, SurrogateError

FF3_MIN_DOMAIN: Final = 1_000_000
TWEAK_BYTES: Final = 7
CHUNK_POSITIONS: Final = 32  # 26**32 * 62 < 2**192: every chunk fits FF3-1's maximum length
_CLASSES: Final = (("D", 10, 48), ("U", 26, 65), ("L", 26, 97))  # pattern letter, radix, base


def _numeral_class(char: str) -> tuple[str, int, int] | None:
    """The (pattern letter, radix, code of '0'/'A'/'a') of an ASCII letter or digit, else None."""
    if "0" <= char <= "9":
        return _CLASSES[0]
    if "A" <= char <= "Z":
        return _CLASSES[1]
    if "a" <= char <= "z":
        return _CLASSES[2]
    return None


@dataclass(frozen=True, slots=True)
class Shape:
    """Where the letters and digits of a value sit, their classes, and its format pattern."""

    pattern: str  # e.g. "DDD-DD-DDDD"; U/L for upper/lower letters
    positions: tuple[int, ...]
    radices: tuple[int, ...]
    bases: tuple[int, ...]

    @classmethod
    def of(cls, value: str) -> Shape:
        """Split `value` into its format and numeral positions."""
        pattern, positions, radices, bases = [], [], [], []
        for index, char in enumerate(value):
            numeral = _numeral_class(char)
            if numeral is None:
                if char.isalnum():  # a non-ASCII letter or digit kept in place would leak
                    raise SurrogateError("identifier has letters or digits outside ASCII")
                pattern.append(char)
                continue
            pattern.append(numeral[0])
            positions.append(index)
            radices.append(numeral[1])
            bases.append(numeral[2])
        if not positions:
            raise SurrogateError("identifier has no letters or digits")
        return cls("".join(pattern), tuple(positions), tuple(radices), tuple(bases))

    def numerals(self, value: str) -> list[int]:
        """The numeral value (0-9 or 0-25) of each letter or digit of `value`."""
        return [ord(value[p]) - b for p, b in zip(self.positions, self.bases, strict=True)]

    def render(self, value: str, numerals: list[int]) -> str:
        """`value` with its letters and digits replaced by `numerals`."""
        out = list(value)
        for p, b, n in zip(self.positions, self.bases, numerals, strict=True):
            out[p] = chr(b + n)
        return "".join(out)


def to_int(numerals: list[int], radices: tuple[int, ...]) -> int:
    """The mixed-radix integer whose digits are `numerals` (most significant first)."""
    x = 0
    for n, r in zip(numerals, radices, strict=True):
        x = x * r + n
    return x


def from_int(x: int, radices: tuple[int, ...]) -> list[int]:
    """The inverse of `to_int`."""
    out = [0] * len(radices)
    for i in range(len(radices) - 1, -1, -1):
        x, out[i] = divmod(x, radices[i])
    return out


def _domain(radices: tuple[int, ...]) -> int:
    """The number of values a run of positions with these radices can take."""
    d = 1
    for r in radices:
        d *= r
    return d


@lru_cache(maxsize=512)
def ff3_plan(domain: int) -> tuple[int, int]:
    """The FF3-1 (radix, length) whose space radix**length covers `domain` most tightly."""
    best: tuple[float, int, int] | None = None
    for radix in range(62, 1, -1):
        length, space = 1, radix
        while space < domain:
            length, space = length + 1, space * radix
        if not _min_length(radix) <= length <= _max_length(radix):
            continue
        waste = space / domain  # expected encryptions a cycle-walk needs
        if best is None or waste < best[0]:
            best = (waste, radix, length)
    if best is None:
        raise SurrogateError("identifier too long for format-preserving encryption")
    return best[1], best[2]


def _min_length(radix: int) -> int:
    """FF3-1 minlen: the least length with radix**length >= 10**6."""
    length, space = 1, radix
    while space < FF3_MIN_DOMAIN:
        length, space = length + 1, space * radix
    return max(length, 2)


def _max_length(radix: int) -> int:
    """FF3-1 maxlen: 2 * floor(log_radix(2**96))."""
    length, space = 0, radix
    while space <= 2**96:
        length, space = length + 1, space * radix
    return 2 * length


def _numeral_value(text: str, alphabet: str) -> int:
    """NUM_radix(text) over `alphabet`."""
    radix, x = len(alphabet), 0
    for char in text:
        x = x * radix + alphabet.index(char)
    return x


def _numeral_string(x: int, alphabet: str, length: int) -> str:
    """STR_radix^length(x) over `alphabet` (most significant numeral first)."""
    radix = len(alphabet)
    out = []
    for _ in range(length):
        x, digit = divmod(x, radix)
        out.append(alphabet[digit])
    return "".join(reversed(out))


class BlockCipher:
    """Keyed bijections of [0, D) for any D >= 2; its repr never shows the keys."""

    __slots__ = ("_ff3", "_ff3_key", "_small_key")

    def __init__(self, ff3_key: bytes, small_domain_key: bytes) -> None:
        self._ff3_key = ff3_key.hex()
        self._ff3: dict[int, FF3Cipher] = {}
        self._small_key = small_domain_key

    @classmethod
    def from_prf(cls, prf: KeyedPRF) -> BlockCipher:
        """The two 256-bit AES keys derived by HMAC from the identifiers subkey."""
        return cls(prf.digest("ff3-1/aes-key"), prf.digest("feistel/aes-key"))

    def __repr__(self) -> str:
        return "BlockCipher(<redacted>)"

    def permute(self, x: int, domain: int, tweak: bytes) -> int:
        """The image of `x` under the keyed permutation of [0, domain) selected by `tweak`."""
        if domain >= FF3_MIN_DOMAIN:
            radix, length = ff3_plan(domain)
            x = self.ff3_1(x, radix, length, tweak)
            while x >= domain:  # cycle-walk: stays a bijection of [0, domain)
                x = self.ff3_1(x, radix, length, tweak)
            return x
        if domain < 2:
            raise SurrogateError("identifier domain too small")
        return KeyedPermutation(domain).forward(self._small_key, tweak, x)

    def ff3_1(self, x: int, radix: int, length: int, tweak: bytes) -> int:
        """FF3-1 encryption of the `length`-numeral base-`radix` string of `x`, as an integer."""
        cipher = self._ff3.get(radix)
        if cipher is None:
            cipher = self._ff3[radix] = FF3Cipher(self._ff3_key, tweak.hex(), radix)
        alphabet = cipher.alphabet
        out = cipher.encrypt_with_tweak(_numeral_string(x, alphabet, length), tweak.hex())
        return int(out, radix) if radix <= 36 else _numeral_value(out, alphabet)


def tweak(prf: KeyedPRF, ctx: SurrogateContext, shape: Shape, *run: str) -> bytes:
    """The 56-bit FF3-1 tweak bound to tenant and key version (via `prf`), label and format."""
    return prf.digest("ff3-1/tweak", ctx.label, shape.pattern, *run)[:TWEAK_BYTES]


def _chunks(count: int) -> list[range]:
    """Split `count` positions into near-equal runs of at most CHUNK_POSITIONS."""
    parts = -(-count // CHUNK_POSITIONS)
    size, extra = divmod(count, parts)
    out, start = [], 0
    for i in range(parts):
        end = start + size + (i < extra)
        out.append(range(start, end))
        start = end
    return out


class IdentifierStrategy:
    """Format-preserving keyed surrogates for IDs (MRN, SSN, accounts...) and phone numbers."""

    name = "ff3-1"

    def __init__(self, cache_size: int = 16) -> None:
        # Keyed by id() of the TenantKey; the entry holds the key itself so the id cannot be
        # reused by another key while cached, and `is` guards against a stale entry.
        self._ciphers: dict[int, tuple[TenantKey, BlockCipher]] = {}
        self._cache_size = cache_size

    def __repr__(self) -> str:
        return f"IdentifierStrategy(cache_size={self._cache_size})"

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """The same-format surrogate of `value` under the tenant key and the span's label."""
        shape = Shape.of(value)
        prf = ctx.prf(Purpose.IDENTIFIERS)
        cipher = self.cipher(ctx)
        numerals = shape.numerals(value)
        runs = _chunks(len(numerals))
        if len(runs) == 1:
            domain = _domain(shape.radices)
            x = cipher.permute(to_int(numerals, shape.radices), domain, tweak(prf, ctx, shape))
            return shape.render(value, from_int(x, shape.radices))
        return shape.render(value, self._chunked(cipher, prf, ctx, shape, numerals, runs))

    def cipher(self, ctx: SurrogateContext) -> BlockCipher:
        """The block cipher of the context's tenant key, built once per key object."""
        key = ctx.key
        entry = self._ciphers.get(id(key))
        if entry is not None and entry[0] is key:
            return entry[1]
        cipher = BlockCipher.from_prf(ctx.prf(Purpose.IDENTIFIERS))
        if len(self._ciphers) >= self._cache_size:
            del self._ciphers[next(iter(self._ciphers))]
        self._ciphers[id(key)] = (key, cipher)
        return cipher

    @staticmethod
    def _chunked(
        cipher: BlockCipher,
        prf: KeyedPRF,
        ctx: SurrogateContext,
        shape: Shape,
        numerals: list[int],
        runs: list[range],
    ) -> list[int]:
        """Encrypt long values run by run, each run's tweak bound to the other runs' values.

        Each step changes one run under a tweak that does not depend on that run, so each step
        and their composition are bijections; every output run depends on every input run.
        """
        values = [to_int(numerals[r.start : r.stop], shape.radices[r.start : r.stop]) for r in runs]
        for i, run in enumerate(runs):
            others = [str(v) for j, v in enumerate(values) if j != i]
            domain = _domain(shape.radices[run.start : run.stop])
            values[i] = cipher.permute(values[i], domain, tweak(prf, ctx, shape, str(i), *others))
        out: list[int] = []
        for run, x in zip(runs, values, strict=True):
            out += from_int(x, shape.radices[run.start : run.stop])
        return out
