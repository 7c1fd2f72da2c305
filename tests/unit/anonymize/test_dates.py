"""Date shifting: one keyed offset per patient, surface formats kept, intervals preserved."""

from __future__ import annotations

import random
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stream.anonymize.anonymizer import Anonymizer, default_strategies
from stream.anonymize.dates import (
    MONTHS,
    REF_YEAR,
    WEEKDAYS,
    DateForm,
    DateKind,
    DateShiftPolicy,
    DateStrategy,
    _season_of,
    parse_date,
    shifted_dates,
)
from stream.anonymize.policy import DEFAULT_ACTIONS, Policy
from stream.anonymize.strategy import SurrogateContext, SurrogateError
from stream.core.categories import Label
from stream.core.spans import Span

FULL, MY, YEAR, SEASON = DateKind.FULL, DateKind.MONTH_YEAR, DateKind.YEAR, DateKind.SEASON
MD, MONTH, WD = DateKind.MONTH_DAY, DateKind.MONTH, DateKind.WEEKDAY
DAY, DECADE = DateKind.DAY, DateKind.DECADE

FORMATS = [
    ("1/2/2020", FULL, "{M}/{D}/{YYYY}"),
    ("01/02/2020", FULL, "{MM}/{DD}/{YYYY}"),
    ("1/2/20", FULL, "{M}/{D}/{YY}"),
    ("2020-01-02", FULL, "{YYYY}-{MM}-{DD}"),
    ("2020/01/02", FULL, "{YYYY}/{MM}/{DD}"),
    ("01-02-2020", FULL, "{MM}-{DD}-{YYYY}"),
    ("1.2.2020", FULL, "{D}.{M}.{YYYY}"),
    ("02.01.2020", FULL, "{DD}.{MM}.{YYYY}"),
    ("Jan 2, 2020", FULL, "{Mon} {D}, {YYYY}"),
    ("January 2, 2020", FULL, "{Month} {D}, {YYYY}"),
    ("JANUARY 2 2020", FULL, "{MONTH} {D} {YYYY}"),
    ("2 Jan 2020", FULL, "{D} {Mon} {YYYY}"),
    ("2nd January 2020", FULL, "{D}{th} {Month} {YYYY}"),
    ("the 2nd of January, 2020", FULL, "the {D}{th} of {Month}, {YYYY}"),
    ("Jan. 2nd, 2020", FULL, "{Mon}. {D}{th}, {YYYY}"),
    ("jan 2ND, 2020", FULL, "{mon} {D}{TH}, {YYYY}"),
    ("02-Jan-2020", FULL, "{DD}-{Mon}-{YYYY}"),
    ("2-JAN-20", FULL, "{D}-{MON}-{YY}"),
    ("Jan-02-2020", FULL, "{Mon}-{DD}-{YYYY}"),
    ("2020 JAN 2", FULL, "{YYYY} {MON} {D}"),  # "MICU ADMIT 2020 DEC 27"
    ("2020-Jan-02", FULL, "{YYYY}-{Mon}-{DD}"),
    ("Thursday, January 2, 2020", FULL, "{Weekday}, {Month} {D}, {YYYY}"),
    ("Thu 1/2/2020", FULL, "{Wkd} {M}/{D}/{YYYY}"),
    ("2020-01-02T13:45:00", FULL, "{YYYY}-{MM}-{DD}{time}"),
    ("2020-01-02 13:45", FULL, "{YYYY}-{MM}-{DD}{time}"),
    ("Jan 2, 2020 at 3:45 pm", FULL, "{Mon} {D}, {YYYY}{time}"),
    ("20200102", FULL, "{YYYY}{MM}{DD}"),
    ("202001021345-0500", FULL, "{YYYY}{MM}{DD}{time}"),
    ("Jan 2020", MY, "{Mon} {YYYY}"),
    ("January 2020", MY, "{Month} {YYYY}"),
    ("March of 2019", MY, "{Month} of {YYYY}"),
    ("Jan '98", MY, "{Mon} '{YY}"),
    ("aug 98", MY, "{mon} {YY}"),  # no month has a 98th day: "cabg aug 98"
    ("01/2020", MY, "{MM}/{YYYY}"),
    ("1/2020", MY, "{M}/{YYYY}"),
    ("2020-01", MY, "{YYYY}-{MM}"),
    ("3/98", MY, "{M}/{YY}"),
    ("2020", YEAR, "{YYYY}"),
    ("'98", YEAR, "'{YY}"),
    ("in 2019", YEAR, "in {YYYY}"),
    ("spring 2019", SEASON, "{season} {YYYY}"),
    ("Fall of 2019", SEASON, "{Season} of {YYYY}"),
    ("SUMMER '19", SEASON, "{SEASON} '{YY}"),
    ("1/2", MD, "{M}/{D}"),
    ("12/25", MD, "{M}/{D}"),
    ("Jan 2", MD, "{Mon} {D}"),
    ("January 2nd", MD, "{Month} {D}{th}"),
    ("2 Jan", MD, "{D} {Mon}"),
    ("16jan", MD, "{D}{mon}"),  # "admit 16jan 0520", "pcr + 27oct."
    ("20-Sep", MD, "{D}-{Mon}"),  # "SDH resolved on CT 20-Sep."
    ("Sep-20", MD, "{Mon}-{D}"),
    ("08-DIC-1939", FULL, "{DD}-{MON}-{YYYY}"),  # in Spanish
    ("12 de octubre de 1996", FULL, "{D} de {month} de {YYYY}"),
    ("octubre de 1950", MY, "{month} de {YYYY}"),
    ("12 de octubre", MD, "{D} de {month}"),
    ("Thursday, Jan. 2", MD, "{Weekday}, {Mon}. {D}"),
    ("March", MONTH, "{Month}"),
    ("in March", MONTH, "in {Month}"),
    ("Monday", WD, "{Weekday}"),
    ("on Tues", WD, "on {Wkd}"),
    ("SAT", WD, "{WKD}"),
    # what notes write besides: a history year, a dashed day, a day alone, a decade
    ("92", YEAR, "{YY}"),
    ("3-14", MD, "{M}-{D}"),
    ("the 14th", DAY, "the {D}{th}"),
    ("1980s", DECADE, "{YYY0}s"),
    ("'80s", DECADE, "'{Y0}s"),
    ("fall", SEASON, "{season}"),
    ("last October", MONTH, "last {Month}"),
    ("14 March @ 1500", MD, "{D} {Month}{time}"),
    ("0515 JAN 9", MD, "{time}{MON} {D}"),  # a clock time a span took before its date
    ("3rd of", DAY, "{D}{th} of"),
]
OFFSETS = [-365, -200, -31, -7, -1, 1, 2, 13, 59, 180, 365]


@pytest.fixture
def strategy() -> DateStrategy:
    return DateStrategy()


def context(key, patient_id="p1", note_id="note-1") -> SurrogateContext:
    return SurrogateContext(key=key, label=Label.DATE, note_id=note_id, patient_id=patient_id)


def comparable(template: str, *texts: str) -> str:
    """A template without what a value cannot show: padding of numbers >= 10 (e.g. "16") and,
    where any of `texts` holds "May" (a full name and an abbreviation at once, in English and
    in Spanish), the width of its month. test_known_shifts pins both."""
    template = template.replace("{DD}", "{D}").replace("{MM}", "{M}")
    if any("may" in text.lower() for text in texts):
        return template.replace("{Mon}", "{Month}").replace("{MON}", "{MONTH}")
    return template


def in_interval(kind: DateKind, got: date, expected: date, weekday_shift: int) -> bool:
    """Whether a re-parsed partial date names the interval that holds `expected`."""
    checks = {
        FULL: got == expected,
        MY: (got.year, got.month) == (expected.year, expected.month),
        YEAR: got.year == expected.year,
        SEASON: abs((got - expected).days) <= 46
        or (got.year == REF_YEAR and _season_of(got)[0] == _season_of(expected)[0]),
        DAY: got.day == expected.day,
        DECADE: got.year // 10 == expected.year // 10,
        MD: (got.month, got.day) == (expected.month, expected.day),
        MONTH: got.month == expected.month,
        WD: got.weekday() == weekday_shift,
    }
    return checks[kind]


@pytest.mark.parametrize(("value", "kind", "template"), FORMATS)
def test_formats_are_recognised(value, kind, template):
    form = parse_date(value)
    assert (form.kind, form.template) == (kind, template)


@pytest.mark.parametrize(("value", "kind", "template"), FORMATS)
@pytest.mark.parametrize("days", OFFSETS)
def test_shifted_values_read_back_in_the_same_format(value, kind, template, days):
    form = parse_date(value)
    out = form.shifted(days)
    back = parse_date(out)
    assert back.kind == kind
    assert comparable(back.template, out, value) == comparable(template, value, out)
    weekday = (form.anchor.weekday() + days) % 7
    assert in_interval(kind, back.anchor, form.anchor + timedelta(days=days), weekday)


@pytest.mark.parametrize(
    ("value", "days", "expected"),
    [
        ("1/2/2020", 1, "1/3/2020"),
        ("01/02/2020", 30, "02/01/2020"),
        ("1/2/20", -2, "12/31/19"),
        ("2020-01-02", 365, "2021-01-01"),
        ("1.2.2020", 1, "2.2.2020"),
        ("02.01.2020", 30, "01.02.2020"),
        ("25/12/2020", 10, "04/01/2021"),
        ("12/25/2020", 10, "01/04/2021"),
        ("Jan 2, 2020", 31, "Feb 2, 2020"),
        ("JANUARY 2, 2020", 31, "FEBRUARY 2, 2020"),
        ("Sept 3, 2019", 30, "Oct 3, 2019"),
        ("2nd January 2020", 20, "22nd January 2020"),
        ("Jan. 2nd, 2020", 9, "Jan. 11th, 2020"),
        ("2-JAN-20", 30, "1-FEB-20"),
        ("Thursday, January 2, 2020", 1, "Friday, January 3, 2020"),
        ("Thu 1/2/2020", 4, "Mon 1/6/2020"),
        ("2020-01-02T13:45:00", -2, "2019-12-31T13:45:00"),
        ("20200102", 30, "20200201"),
        ("Jan 2020", 20, "Feb 2020"),
        ("January 2020", -15, "December 2019"),
        ("01/2020", 17, "02/2020"),
        ("2020", 184, "2021"),
        ("2020", 183, "2020"),
        ("'98", 200, "'99"),
        ("spring 2019", 92, "summer 2019"),
        ("Fall of 2019", 92, "Winter of 2020"),
        ("Autumn 2019", -300, "Winter 2019"),
        ("autumn 2019", 365, "autumn 2020"),
        ("1/2", 1, "1/3"),
        ("Jan 2", -2, "Dec 31"),
        ("Feb 28", 1, "Feb 29"),
        ("in March", 31, "in April"),
        ("Monday", 3, "Thursday"),
        ("on Tues", -2, "on Sun"),
        ("Thursday, Jan. 2", 1, "Friday, Jan. 3"),
        ("Sunday the 21st", 10, "Wednesday the 31st"),  # a weekday, then a cued day
        ("  Jan 2, 2020 ", 1, "  Jan 3, 2020 "),
        ("08-DIC-1939", 40, "17-ENE-1940"),  # a Spanish month stays Spanish
        ("12 de octubre de 1996", 40, "21 de noviembre de 1996"),
        ("08-MAR-1939", 40, "17-APR-1939"),  # "MAR" is March in English too
    ],
)
def test_known_shifts(value, days, expected):
    assert parse_date(value).shifted(days) == expected


@pytest.mark.parametrize(
    ("value", "days", "expected"),
    [
        # two-digit and apostrophe years, alone and in lists: whole years, as every year
        ("92", 200, "93"),
        ("92", 100, "92"),
        ("'09", 200, "'10"),
        ("'94, 2001", 200, "'95, 2002"),
        ("98, 01", 200, "99, 02"),
        ("1970, 1974", -200, "1969, 1973"),
        ("2002-2006", 200, "2003-2007"),
        # ranges of days, dashed days, a day of the month alone
        ("JAN 3-JAN 9", 31, "FEB 3-FEB 9"),
        ("9/2-9/30", 1, "9/3-10/1"),
        ("3-14", 1, "3-15"),
        ("the 14th", 1, "the 15th"),
        ("3rd of", 1, "4th of"),
        ("2004 and", 200, "2005 and"),
        ("AUG 98", 200, "MAR 99"),  # a month and a year no day can be
        ("Jan 20", 200, "Aug 7"),   # a day, as ever
        ("(nov 2008", 200, "(jun 2009"),  # a bracket the span took stays as written
        ('"3/14"', 200, '"9/30"'),
        ("LAST OCTOBER", 31, "LAST NOVEMBER"),
        ("14 March @ 1500", 1, "15 March @ 1500"),
        # a clock time a span took before its date stays; a year before one moves
        ("0515 JAN 9", 40, "0515 FEB 18"),
        ("1945 Memorial Day", 1, "1945 May 29"),
        ("2020 DEC 27", 40, "2021 FEB 5"),
        # holidays become the shifted month and day, in their case
        ("Christmas", 8, "January 2"),
        ("THANKSGIVING", 6, "DECEMBER 1"),
        ("new years eve", 1, "january 1"),
        ("New Year's Day", -1, "December 31"),
        ("fourth of july", 1, "july 5"),
        ("Diwali", 1, "November 2"),
        ("Juneteenth", 1, "June 20"),
        ("Russian Christmas", 1, "January 8"),
        ("seward's day", 1, "march 31"),
        ("PATRIOTS' DAY", 1, "APRIL 20"),
        ("Tet", 1, "February 2"),
        ("Pesach", 1, "April 11"),
        ("Palm Sunday", 1, "April 2"),
        ("Veterans' Day", 1, "November 12"),
        ("Ramadan", 1, "March 12"),
        ("RAMAZAN BAJRAM", 1, "APRIL 11"),
        ("Chinese New Year", 1, "February 2"),
        ("ST. JOSEPH'S DAY", 1, "MARCH 20"),
        ("decoration day", 1, "may 31"),
        ("día de los muertos", 1, "november 3"),
        ("Chuseok", 1, "September 22"),
        ("ARMENIAN CHRISTMAS", 1, "JANUARY 7"),
        # a holiday of a stated year is a whole date: its year moves with it
        ("Christmas 2001", 8, "January 2 2002"),
        ("easter '98", 1, "april 9 '98"),
        # a decade holds within a year's shift; a season alone moves as a season
        ("1980s", 365, "1980s"),
        ("fall", 92, "winter"),
    ],
)
def test_note_forms_shift_like_every_date(value, days, expected):
    assert shifted_dates(value, days) == expected


@pytest.mark.parametrize("value", ["1.1", "0.14", "APRV", "THIS WEEKEND", "5", "123",
                                   "2020-13-01", "13-45", "98 and more"])
def test_look_alikes_of_note_forms_are_refused(value):
    with pytest.raises(SurrogateError):
        shifted_dates(value, 30)


@pytest.mark.parametrize(
    ("value", "cue", "days", "expected"),
    [
        # a bare number after a day-of-month cue, in the value or in the note, is a day
        ("on the 14", False, 1, "on the 15"),
        ("the 3", False, -3, "the 31"),
        ("14", True, 1, "15"),
        ("27", True, -3, "24"),
        ("05", True, 1, "06"),
        # the same shapes as years: without a cue, or above 31 whatever stands before them
        ("14", False, 200, "15"),
        ("14", False, 1, "14"),
        ("92", True, 200, "93"),
    ],
)
def test_a_cued_bare_number_is_a_day_of_the_month(value, cue, days, expected):
    assert shifted_dates(value, days, day_cue=cue) == expected


@pytest.mark.parametrize("days", OFFSETS)
def test_a_cued_day_moves_by_the_patient_offset(days):
    moved = date(REF_YEAR, 1, 14) + timedelta(days)
    assert shifted_dates("14", days, day_cue=True) == str(moved.day)


@pytest.mark.parametrize("patient", [f"p{i}" for i in range(20)])
def test_days_of_the_month_in_a_note_are_shifted_beside_its_years(key, patient):
    text = "MI 92. seen on the 14, febrile eve 27."
    spans = [Span(text.index(v), text.index(v) + len(v), Label.DATE) for v in ("92", "14", "27")]
    policy = Policy(actions=DEFAULT_ACTIONS)
    out = Anonymizer(policy, default_strategies(policy)).anonymize(
        text, spans, key, note_id="n", patient_id=patient)
    days = DateStrategy().shift_days(context(key, patient))
    days_of_month = [str((date(REF_YEAR, 1, d) + timedelta(days)).day) for d in (14, 27)]
    assert [out.text[s.start:s.end] for s in out.spans] == [shifted_dates("92", days),
                                                           *days_of_month]


@pytest.mark.parametrize("days", OFFSETS)
def test_every_year_form_of_a_patient_moves_by_the_same_whole_years(days):
    years = [shifted_dates(v, days) for v in ("92", "'92", "1992", "MAR 1992")]
    assert years[0] == years[1].lstrip("'") == years[2][2:] == years[3][-2:]


@pytest.mark.parametrize(
    "value",
    [
        "",
        "   ",
        "hello",
        "13/13/2020",
        "2/30/2020",
        "2/31",
        "32 Jan 2020",
        "20201301",
        "2020-13-01",
        "12:30",
        "on",
        "Jan 2, 2020 and more",
        "Q1 2020",
    ],
)
def test_unparseable_values_are_refused_without_echo(strategy, key, value):
    with pytest.raises(SurrogateError) as err:
        strategy.surrogate(value, context(key))
    if value.strip():
        assert value.strip() not in str(err.value)


def test_shifting_past_the_calendar_is_refused():
    with pytest.raises(SurrogateError):
        parse_date("9999-12-31").shifted(1)


def test_surrogate_applies_the_patient_offset(strategy, key):
    ctx = context(key)
    days = strategy.shift_days(ctx)
    assert strategy.surrogate("2020-01-02", ctx) == (date(2020, 1, 2) + timedelta(days)).isoformat()


FULL_RENDERERS = [
    lambda d: f"{d.month}/{d.day}/{d.year}",
    lambda d: d.isoformat(),
    lambda d: f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}",
    lambda d: f"{d.day:02d}-{MONTHS[d.month - 1].upper()[:3]}-{d.year}",
    lambda d: f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}",
    lambda d: f"{d.year}{d.month:02d}{d.day:02d}",
]


def test_intervals_between_one_patients_dates_are_exact(strategy, key):
    ctx = context(key)
    rng = random.Random(11)
    start = date(1950, 1, 1).toordinal()
    for _ in range(10_000):
        a, b = (date.fromordinal(start + rng.randrange(40_000)) for _ in range(2))
        ra, rb = rng.choice(FULL_RENDERERS), rng.choice(FULL_RENDERERS)
        sa = parse_date(strategy.surrogate(ra(a), ctx)).anchor
        sb = parse_date(strategy.surrogate(rb(b), ctx)).anchor
        assert (sb - sa).days == (b - a).days


def test_offsets_are_nonzero_in_range_and_spread(strategy, key):
    offsets = [strategy.shift_days(context(key, patient_id=f"p{i}")) for i in range(10_000)]
    assert all(1 <= abs(k) <= 365 for k in offsets)
    assert len(set(offsets)) > 650
    assert 4_500 < sum(k > 0 for k in offsets) < 5_500


@pytest.mark.parametrize(("low", "high"), [(1, 1), (30, 60), (100, 1000)])
def test_policy_range_is_respected(key, low, high):
    strategy = DateStrategy(DateShiftPolicy(min_days=low, max_days=high))
    offsets = {strategy.shift_days(context(key, patient_id=f"p{i}")) for i in range(2_000)}
    assert all(low <= abs(k) <= high for k in offsets)
    assert min(offsets) < 0 < max(offsets)


@pytest.mark.parametrize(
    "kwargs", [{"min_days": 0}, {"min_days": 10, "max_days": 5}, {"pivot": 100}, {"pivot": -1}]
)
def test_invalid_policies_are_rejected(kwargs):
    with pytest.raises(ValueError):
        DateShiftPolicy(**kwargs)


def test_offset_is_per_patient_not_per_note(strategy, key):
    one = strategy.shift_days(context(key, patient_id="p1", note_id="a"))
    assert strategy.shift_days(context(key, patient_id="p1", note_id="b")) == one


def test_notes_without_patient_are_keyed_by_note(strategy, key):
    offsets = [strategy.shift_days(context(key, None, f"n{i}")) for i in range(200)]
    assert offsets == [strategy.shift_days(context(key, None, f"n{i}")) for i in range(200)]
    assert len(set(offsets)) > 150


def test_patients_and_notes_with_equal_ids_get_independent_offsets(strategy, key):
    same = sum(
        strategy.shift_days(context(key, f"x{i}", "n"))
        == strategy.shift_days(context(key, None, f"x{i}"))
        for i in range(1_000)
    )
    assert same < 20


def test_new_key_version_changes_nearly_every_offset(strategy, keyring):
    keyring.init("acme")
    keyring.rotate("acme")
    old, new = keyring.get("acme", 1), keyring.get("acme", 2)
    changed = sum(
        strategy.shift_days(context(old, f"p{i}")) != strategy.shift_days(context(new, f"p{i}"))
        for i in range(10_000)
    )
    assert changed >= 9_900


def test_tenants_get_independent_offsets(strategy, keyring):
    keyring.init("a")
    keyring.init("b")
    a, b = keyring.get("a"), keyring.get("b")
    same = sum(
        strategy.shift_days(context(a, f"p{i}")) == strategy.shift_days(context(b, f"p{i}"))
        for i in range(1_000)
    )
    assert same < 20


@settings(max_examples=300, deadline=None)
@given(
    day=st.dates(min_value=date(1000, 1, 1), max_value=date(9000, 12, 31)),
    render=st.sampled_from(FULL_RENDERERS),
    days=st.integers(-365, 365).filter(bool),
)
def test_full_dates_shift_exactly_and_weekdays_follow(day, render, days):
    out = parse_date(render(day)).shifted(days)
    back = parse_date(out)
    assert back.anchor == day + timedelta(days=days)
    stated = out.split(",")[0]
    if stated in WEEKDAYS:
        assert stated == WEEKDAYS[back.anchor.weekday()]


@settings(max_examples=200, deadline=None)
@given(year=st.integers(1900, 2100), days=st.integers(-365, 365).filter(bool))
def test_year_only_moves_by_at_most_one(year, days):
    shifted = int(parse_date(str(year)).shifted(days))
    assert shifted == (date(year, 7, 1) + timedelta(days=days)).year
    assert abs(shifted - year) <= 1


@pytest.mark.parametrize(("pivot", "expected"), [(40, 2040), (39, 1940)])
def test_two_digit_year_pivot(pivot, expected):
    assert parse_date("1/2/40", pivot=pivot).anchor.year == expected


def test_repr_hides_the_date():
    form = parse_date("Thursday, January 2, 2020")
    assert isinstance(form, DateForm)
    assert "2020" not in repr(form) and "January" not in repr(form)
    assert "2020" not in repr(DateStrategy())


def test_every_holiday_the_rules_find_has_a_surrogate_date():
    from stream.recognize.cue_vocabulary import cue_lists

    names = cue_lists("dates", "holiday", "capitalized_holiday", "written_holiday")
    for name in names:  # a holiday without one would be written as a placeholder
        assert parse_date(name).kind is not None
