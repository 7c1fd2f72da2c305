"""Birth dates revealing an age of 90 or more: found by label, generalised by policy."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.birth import OldBirthDates, age_at, labelled_birth_date, with_age
from stream.anonymize.dates import DateShiftPolicy, DateStrategy, note_date, parse_date
from stream.anonymize.policy import DEFAULT_ACTIONS, Policy
from stream.anonymize.strategy import SurrogateContext
from stream.core.categories import Label
from stream.core.spans import Span

NOTE_DAY = date(2024, 3, 5)


@given(st.dates(date(1800, 1, 1), date(2100, 12, 31)), st.dates(date(1950, 1, 1),
                                                                 date(2200, 12, 31)))
def test_with_age_gives_exactly_that_age_keeping_month_and_day(birth, at):
    moved = with_age(birth, at, 90)
    assert age_at(moved, at) == 90
    assert (moved.month, moved.day) == (birth.month, birth.day) or (birth.month, birth.day,
                                                                    moved.day) == (2, 29, 28)


@pytest.mark.parametrize(("before", "labelled"), [
    ("DOB: ", True), ("dob ", True), ("D.O.B. ", True), ("Date of birth: ", True),
    ("Birth date - ", True), ("born on ", True), ("Born ", True), ("Birthdate:", True),
    ("Admitted ", False), ("Seen on ", False), ("DOB: 01/02/1931, admitted ", False),
    ("stubborn ", False),
])
def test_a_birth_date_is_known_by_the_label_right_before_it(before, labelled):
    text = before + "03/04/1931"
    assert labelled_birth_date(text, len(before)) is labelled


def strategy(action: OldBirthDates = OldBirthDates.TOP_CODE) -> DateStrategy:
    return DateStrategy(DateShiftPolicy(old_birth_dates=action))


def ctx(keys, reference: date | None) -> SurrogateContext:
    return SurrogateContext(key=keys[0], label=Label.DATE, note_id="n", patient_id="p",
                            birth_reference=reference)


@pytest.mark.parametrize("value", ["03/04/1931", "1931-03-04", "March 4, 1931", "1931",
                                   "03/1931", "19310304"])
def test_an_old_birth_date_reads_exactly_ninety_at_the_shifted_note_time(keys, value):
    plain = strategy()
    days = plain.shift_days(ctx(keys, None))
    out = plain.surrogate(value, ctx(keys, NOTE_DAY))
    form = parse_date(out)
    assert form.template == parse_date(value).template
    assert "1931" not in out
    assert age_at(form.anchor, NOTE_DAY + timedelta(days=days)) in (89, 90)  # partial dates: +-1
    if form.kind.value == "full":
        assert age_at(form.anchor, NOTE_DAY + timedelta(days=days)) == 90


def test_redact_policy_writes_the_placeholder(keys):
    assert strategy(OldBirthDates.REDACT).surrogate("03/04/1931", ctx(keys, NOTE_DAY)) == "[DATE]"


@pytest.mark.parametrize("value", ["03/04/1956", "03/04/1931"])
def test_young_birth_dates_and_dates_that_are_no_birth_dates_are_only_shifted(keys, value):
    plain = strategy()
    reference = NOTE_DAY if value.endswith("1956") else None
    assert plain.surrogate(value, ctx(keys, reference)) == plain.surrogate(value, ctx(keys, None))


def test_a_labelled_birth_date_in_text_is_generalised_and_others_are_shifted(keys):
    text = "DOB: 03/04/1931. Admitted 03/04/1931."
    spans = [Span(5, 15, Label.DATE), Span(26, 36, Label.DATE)]
    out = Anonymizer(Policy(DEFAULT_ACTIONS)).anonymize(text, spans, keys[0], note_id="n",
                                                        patient_id="p", reference=NOTE_DAY)
    dob, admitted = (out.text[s.start:s.end] for s in out.spans)
    days = strategy().shift_days(ctx(keys, None))
    assert age_at(parse_date(dob).anchor, NOTE_DAY + timedelta(days=days)) == 90
    assert parse_date(admitted).anchor == date(1931, 3, 4) + timedelta(days=days)


@pytest.mark.parametrize(("value", "day"), [
    ("2024-03-05T10:00:00Z", NOTE_DAY), ("03/05/2024", NOTE_DAY), ("March 2024", None),
    ("soon", None), (None, None),
])
def test_note_date_is_the_day_a_note_time_names(value, day):
    assert note_date(value) == day
