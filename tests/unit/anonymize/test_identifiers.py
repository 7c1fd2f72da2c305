"""Identifier and phone surrogates: format kept, keyed, and a bijection per format."""

from __future__ import annotations

import random
import string

import pytest
from ff3 import FF3Cipher
from ff3.ff3_test import testVectors_ACVP_AES_FF3_1 as ACVP_FF3_1
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stream.anonymize.identifiers import (
    BlockCipher,
    IdentifierStrategy,
    Shape,
    ff3_plan,
    tweak,
)
from stream.anonymize.keys import Purpose
from stream.anonymize.strategy import SurrogateContext, SurrogateError
from stream.core.categories import Label

BASE62 = string.digits + string.ascii_lowercase + string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits


@pytest.fixture
def strategy() -> IdentifierStrategy:
    return IdentifierStrategy()


def context(key, label=Label.ID) -> SurrogateContext:
    return SurrogateContext(key=key, label=label, note_id="note-1", patient_id="p1")


def classes(value: str) -> str:
    """The class pattern of `value`: D, U, L or the character itself."""
    return "".join(
        "D" if c.isdigit() else "U" if c.isupper() else "L" if c.islower() else c for c in value
    )


def numeral_string(x: int, radix: int, length: int, alphabet: str = BASE62) -> str:
    digits = []
    for _ in range(length):
        x, d = divmod(x, radix)
        digits.append(alphabet[d])
    return "".join(reversed(digits))


def numeral_value(text: str, alphabet: str) -> int:
    x = 0
    for char in text:
        x = x * len(alphabet) + alphabet.index(char)
    return x


REALISTIC = [
    "0012345",
    "MRN 0012345",
    "123-45-6789",
    "(617) 555-0123",
    "+1 617 555 0123",
    "617.555.0123",
    "AB12-3456C",
    "acct #88-1234-x9",
    "7",
    "Q",
    "z",
    "A1",
    "1234567890" * 6 + "12",
    "-".join(["1234"] * 20),
    "ZX" * 40,
]


@pytest.mark.parametrize("value", REALISTIC)
@pytest.mark.parametrize("label", [Label.ID, Label.PHONE])
def test_format_is_preserved(strategy, key, value, label):
    out = strategy.surrogate(value, context(key, label))
    assert len(out) == len(value)
    assert classes(out) == classes(value)


@pytest.mark.parametrize("value", REALISTIC)
def test_deterministic_across_strategy_instances(key, value):
    first = IdentifierStrategy().surrogate(value, context(key))
    assert IdentifierStrategy().surrogate(value, context(key)) == first


@pytest.mark.parametrize("value", ["1234567890", "123-45-6789", "AB12-3456C", "(617) 555-0123"])
def test_tenant_version_and_label_change_the_surrogate(strategy, keyring, value):
    keyring.init("acme")
    keyring.init("other")
    keyring.rotate("acme")
    base = strategy.surrogate(value, context(keyring.get("acme", 1)))
    variants = [
        strategy.surrogate(value, context(keyring.get("other"))),
        strategy.surrogate(value, context(keyring.get("acme", 2))),
        strategy.surrogate(value, context(keyring.get("acme", 1), Label.PHONE)),
    ]
    assert all(v != base for v in variants)


@pytest.mark.parametrize("value", ["", "---", "  ", "(-)", "#+"])
def test_no_letters_or_digits_is_refused(strategy, key, value):
    with pytest.raises(SurrogateError):
        strategy.surrogate(value, context(key))


@pytest.mark.parametrize("value", ["MRN-1234567é", "١٢٣٤٥٦٧", "ID ５５５"])
def test_non_ascii_letters_and_digits_are_refused_without_echo(strategy, key, value):
    with pytest.raises(SurrogateError) as err:
        strategy.surrogate(value, context(key))
    assert value not in str(err.value)


def test_every_value_of_one_to_five_digits_maps_one_to_one(strategy, key):
    ctx = context(key)
    for length in range(1, 6):
        values = [str(i).zfill(length) for i in range(10**length)]
        assert len({strategy.surrogate(v, ctx) for v in values}) == len(values)


@pytest.mark.thorough
def test_every_six_digit_value_maps_one_to_one(strategy, key):
    # Same path as surrogate() for "DDDDDD": one run, same tweak, same permutation.
    ctx = context(key)
    prf = ctx.prf(Purpose.IDENTIFIERS)
    permute = strategy.cipher(ctx).permute
    t = tweak(prf, ctx, Shape.of("000000"))
    assert sorted(permute(x, 10**6, t) for x in range(10**6)) == list(range(10**6))
    for x in range(0, 10**6, 9_973):
        assert strategy.surrogate(f"{x:06d}", ctx) == f"{permute(x, 10**6, t):06d}"


@pytest.mark.parametrize("domain", [2, 3, 5, 26, 27, 100, 676, 999_999, 1_000_001])
def test_odd_domains_are_exact_permutations(strategy, key, domain):
    permute = strategy.cipher(context(key)).permute
    sample = range(domain) if domain < 50_000 else range(0, domain, 97)
    images = [permute(x, domain, b"\x01" * 7) for x in sample]
    assert all(0 <= y < domain for y in images)
    assert len(set(images)) == len(images)


@pytest.mark.thorough
@pytest.mark.parametrize("label", [Label.ID, Label.PHONE])
def test_random_alphanumeric_identifiers_never_collide(strategy, key, label):
    rng = random.Random(f"alnum-{label}")
    values = {"".join(rng.choices(ALNUM, k=rng.randint(8, 12))) for _ in range(200_000)}
    ctx = context(key, label)
    assert len({strategy.surrogate(v, ctx) for v in values}) == len(values)


def test_new_key_version_remaps_nearly_every_identifier(strategy, keyring):
    keyring.init("acme")
    keyring.rotate("acme")
    old, new = context(keyring.get("acme", 1)), context(keyring.get("acme", 2))
    rng = random.Random(7)
    values = [f"{rng.randrange(10**8):08d}" for _ in range(10_000)]
    same = sum(strategy.surrogate(v, old) == strategy.surrogate(v, new) for v in values)
    assert same <= 10


def test_long_values_diffuse_across_runs(strategy, key):
    ctx = context(key)
    rng = random.Random(3)
    base = "".join(rng.choices(string.digits, k=70))
    first = strategy.surrogate(base, ctx)
    for i in range(0, 70, 7):
        changed = base[:i] + str((int(base[i]) + 1) % 10) + base[i + 1 :]
        out = strategy.surrogate(changed, ctx)
        assert out[:35] != first[:35]
        assert out[35:] != first[35:]


def test_long_values_never_collide(strategy, key):
    ctx = context(key)
    rng = random.Random(4)
    values = {"".join(rng.choices(string.digits, k=66)) for _ in range(2_000)}
    near = {v[:-1] + d for v in list(values)[:50] for d in string.digits}
    values |= near
    assert len({strategy.surrogate(v, ctx) for v in values}) == len(values)


# Our cipher plans radices 2-62 over the ff3 package's own base-62 alphabet.
STANDARD_ALPHABET_VECTORS = [
    v for v in ACVP_FF3_1 if v["alphabet"] == FF3Cipher.BASE62[: len(v["alphabet"])]
]


@pytest.mark.parametrize(
    "vector", STANDARD_ALPHABET_VECTORS, ids=lambda v: f"{len(v['key']) * 4}-{v['tweak']}"
)
def test_ff3_1_matches_acvp_vectors(vector):
    alphabet = vector["alphabet"]
    cipher = BlockCipher(bytes.fromhex(vector["key"]), bytes(32))
    x = numeral_value(vector["plaintext"], alphabet)
    y = cipher.ff3_1(x, len(alphabet), len(vector["plaintext"]), bytes.fromhex(vector["tweak"]))
    assert y == numeral_value(vector["ciphertext"], alphabet)


@pytest.mark.parametrize(
    ("domain", "radix", "length"),
    [(10**6, 10, 6), (10**10, 10, 10), (26**8, 26, 8), (10**56, 10, 56)],
)
def test_ff3_plan_uses_the_exact_radix_when_there_is_one(domain, radix, length):
    assert ff3_plan(domain) == (radix, length)


@pytest.mark.parametrize("domain", [26**3 * 10**6, 10**7 * 26**2, 2 * 10**6, 26**32])
def test_ff3_plan_keeps_cycle_walking_short(domain):
    radix, length = ff3_plan(domain)
    assert domain <= radix**length < 1.5 * domain


# The key fixture is read-only here, so sharing it across examples is safe.
@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.text(alphabet=string.printable, min_size=1, max_size=40).filter(
        lambda s: any(c.isalnum() for c in s)
    )
)
def test_any_ascii_value_keeps_its_format(key, value):
    out = IdentifierStrategy().surrogate(value, context(key))
    assert classes(out) == classes(value)


def test_reprs_never_show_key_material(strategy, key):
    ctx = context(key)
    prf = ctx.prf(Purpose.IDENTIFIERS)
    strategy.surrogate("12345678", ctx)
    secrets = [key.subkey(Purpose.IDENTIFIERS), prf.digest("ff3-1/aes-key")]
    for text in (repr(strategy), repr(strategy.cipher(ctx))):
        assert not any(s.hex() in text or repr(s) in text for s in secrets)


def test_cipher_cache_is_bounded_and_per_key(keyring):
    strategy = IdentifierStrategy(cache_size=2)
    outputs = []
    for tenant in ("a", "b", "c", "d"):
        keyring.init(tenant)
        outputs.append(strategy.surrogate("1234567890", context(keyring.get(tenant))))
    assert len(set(outputs)) == 4
    assert len(strategy._ciphers) <= 2


def test_the_cipher_is_built_once_per_key_not_per_call(strategy, key, monkeypatch):
    # Speed lives in perf/; this catches the cause of a slow path, a per-call cipher setup.
    built = []
    original = BlockCipher.from_prf.__func__
    monkeypatch.setattr(
        BlockCipher, "from_prf", classmethod(lambda cls, prf: built.append(1) or original(cls, prf))
    )
    ctx = context(key)
    for v in (f"{i:09d}" for i in range(0, 5_000_000, 1_000)):
        strategy.surrogate(v, ctx)
    assert len(built) == 1
