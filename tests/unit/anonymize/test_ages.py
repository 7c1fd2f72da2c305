"""Ages: top-coded at the threshold, younger ages kept (or banded), children exact."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stream.anonymize.ages import AgePolicy, AgeStrategy, parse_age
from stream.anonymize.keys import TenantKey
from stream.anonymize.strategy import SurrogateContext, SurrogateError
from stream.core.categories import Label

# Ages are not keyed; a fixed dummy key lets hypothesis examples share one context.
FIXED_CTX = SurrogateContext(key=TenantKey("t", 1, bytes(32)), label=Label.AGE, note_id="n")


@pytest.fixture
def ctx(key) -> SurrogateContext:
    return SurrogateContext(key=key, label=Label.AGE, note_id="note-1", patient_id="p1")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("92", "90+"),
        ("90", "90+"),
        ("92 yo", "90+ yo"),
        ("92yo", "90+ yo"),
        ("92 y/o", "90+ y/o"),
        ("92 y.o.", "90+ y.o."),
        ("92-year-old", "90+ year old"),
        ("92 year old", "90+ year old"),
        ("92-yr-old male", "90+ yr old male"),
        ("92 years", "90+ years"),
        ("92 years of age", "90+ years of age"),
        ("aged 92", "aged 90+"),
        ("Age: 95", "Age: 90+"),
        ("92M", "90+ M"),
        ("92 F", "90+ F"),
        ("92 yo M", "90+ yo M"),
        ("ninety-two", "90+"),
        ("Ninety-Two-year-old", "90+ year old"),
        ("ninety two year old woman", "90+ year old woman"),
        ("one hundred and one", "90+"),
        ("a hundred", "90+"),
        ("104", "90+"),
        ("90s", "90+"),
        ("90's", "90+"),
        ("1100 months old", "90+ years old"),
        (" 92 ", " 90+ "),
        ("92nd", "90+"),  # "his 92nd birthday"
        ("92ND", "90+"),
    ],
)
def test_ages_at_or_above_the_threshold_are_top_coded(ctx, value, expected):
    assert AgeStrategy().surrogate(value, ctx) == expected


@pytest.mark.parametrize(
    "value",
    [
        "89",
        "89.9 yo",
        "45-year-old",
        "45 y/o F",
        "aged 67",
        "eighty-nine",
        "sixty five year old man",
        "80s",
        "3 mo",
        "18 mos",
        "6 weeks old",
        "6 wk",
        "10 days old",
        "2 y/o",
        "2-year-old",
        "3-month-old",
        "72nd",
        "0",
        "zero",
    ],
)
def test_ages_below_the_threshold_are_kept(ctx, value):
    assert AgeStrategy().surrogate(value, ctx) == value


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("45", "45-49"),
        ("45-year-old", "45-49 year old"),
        ("aged 19", "aged 18-19"),
        ("89 yo", "85-89 yo"),
        ("92 yo", "90+ yo"),
        ("17", "17"),
        ("3 mo", "3 mo"),
        ("300 months", "300 months"),  # stated in months: a child's unit, kept
        ("60s", "60s"),
    ],
)
def test_banding_policy_keeps_children_exact(ctx, value, expected):
    strategy = AgeStrategy(AgePolicy(band_years=5, child_years=18))
    assert strategy.surrogate(value, ctx) == expected


@pytest.mark.parametrize(
    ("policy", "value", "expected"),
    [
        (AgePolicy(threshold=85, top_code="85+"), "87 yo", "85+ yo"),
        (AgePolicy(threshold=85, top_code="85+"), "84 yo", "84 yo"),
        (AgePolicy(top_code="[90 or older]"), "aged 93", "aged [90 or older]"),
    ],
)
def test_threshold_and_top_code_come_from_the_policy(ctx, policy, value, expected):
    assert AgeStrategy(policy).surrogate(value, ctx) == expected


@pytest.mark.parametrize(
    ("value", "years", "unit"),
    [
        ("92", 92, "years"),
        ("6 weeks", 6 * 7 / 365.25, "weeks"),
        ("3 mo", 0.25, "months"),
        ("10 days", 10 / 365.25, "days"),
        ("one hundred twenty", 120, "years"),
        ("seventeen", 17, "years"),
    ],
)
def test_parse_age_values(value, years, unit):
    age = parse_age(value)
    assert (age.years, age.unit) == (pytest.approx(years), unit)


@pytest.mark.parametrize(
    "value", ["", "old", "ninety-ten", "92 apples", "about", "1/2/2020", "ninetytwo", "92 yo yo"]
)
def test_unparseable_ages_are_refused_without_echo(ctx, value):
    with pytest.raises(SurrogateError) as err:
        AgeStrategy().surrogate(value, ctx)
    assert not value or value not in str(err.value)


@pytest.mark.parametrize(
    "kwargs",
    [{"threshold": 0}, {"top_code": " "}, {"band_years": 0}, {"child_years": 95}],
)
def test_invalid_policies_are_rejected(kwargs):
    with pytest.raises(ValueError):
        AgePolicy(**kwargs)


@given(st.integers(0, 130), st.sampled_from(["", " yo", "-year-old", " y/o F", " years old"]))
def test_top_coding_is_decided_by_the_number(age, suffix):
    out = AgeStrategy().surrogate(f"{age}{suffix}", FIXED_CTX)
    assert out.startswith("90+") == (age >= 90)
    assert (out == f"{age}{suffix}") == (age < 90)


def test_reprs_hide_top_coded_ages():
    assert "92" not in repr(parse_age("92-year-old"))


@pytest.mark.parametrize(("value", "expected"), [
    ("11 + 8", "11 + 8"),  # the kids' ages listed in one span: each by the policy
    ("12, 9, 4", "12, 9, 4"),
    ("95, 92", "90+, 90+"),
    ("91 and 64", "90+ and 64"),
])
def test_a_list_of_ages_is_each_written_by_the_policy(ctx, value, expected):
    assert AgeStrategy().surrogate(value, ctx) == expected
