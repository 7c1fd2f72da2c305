"""The canary leak check: whole words, any case, digits-only forms; never a short value."""

from __future__ import annotations

import pickle

import pytest

from stream.monitor.leak import CanarySecret, leaked, plant, value_forms

SECRET = CanarySecret(b"k" * 32)


@pytest.mark.parametrize(("value", "output", "leaks"), [
    ("Natalia Kalb", "seen by natalia kalb today", True),          # any case
    ("Natalia Kalb", "NATALIA\nKALB, seen", True),                 # any whitespace/punctuation
    ("Natalia Kalb", "Natalia Kalbfleisch seen", False),           # whole words only
    ("Natalia Kalb", "Natalia Smith and Kalb", False),             # the value, not its parts
    ("123-45-6789", "SSN 123456789 on file", True),                # digits-only form
    ("123-45-6789", "SSN 123 45 6789 on file", True),
    ("123-45-6789", "SSN 123-45-6780 on file", False),
    ("SUH3374068", "Acct 3374068", True),                          # the digits of an id
    ("SUH3374068", "Acct suh3374068", True),
    ("07-07-2018", "DOB 07/07/2018", True),
    ("07-07-2018", "DOB 08/14/2018", False),
    ("(555) 201-3344", "call 555.201.3344", True),
    ("Apr 14, 1998", "seen apr 14 1998", True),
    ("Apr 14, 1998", "seen May 14, 1998", False),                  # no digits form with words
])
def test_leak_table(value: str, output: str, leaks: bool) -> None:
    planted = plant(SECRET, "X", value)
    assert planted is not None
    assert bool(leaked(SECRET, [planted], output)) is leaks


@pytest.mark.parametrize("value", ["NY", "12", "a-b"])
def test_short_values_are_not_checked(value: str) -> None:
    assert value_forms(value) == set()
    assert plant(SECRET, "LOCATION", value) is None


def test_digests_not_values_are_kept() -> None:
    planted = plant(SECRET, "PATIENT", "Natalia Kalb")
    assert planted is not None
    assert not any("natalia" in d or "kalb" in d for d in planted.digests)
    other = plant(CanarySecret(b"z" * 32), "PATIENT", "Natalia Kalb")
    assert other is not None and other.digests.isdisjoint(planted.digests)


def test_secret_never_shows_or_pickles() -> None:
    assert "k" * 8 not in repr(SECRET)
    with pytest.raises(TypeError):
        pickle.dumps(SECRET)
    with pytest.raises(ValueError):
        CanarySecret(b"short")
