"""Months and weekdays are defined once, in stream/data/calendar_words.txt."""

from __future__ import annotations

import pytest

from stream.core.calendar_words import months, weekdays


def test_twelve_months_and_seven_days_in_calendar_order():
    assert [m.name for m in months()][:3] == ["january", "february", "march"]
    assert len(months()) == 12 and len(weekdays()) == 7
    assert weekdays()[0].name == "monday" and weekdays()[-1].name == "sunday"


@pytest.mark.parametrize(("word", "cues"), [
    (months()[0], ("jan", "january")),
    (months()[4], ("may",)),  # no shorter form: "may" alone
    (months()[8], ("sep", "sept", "september")),
    (weekdays()[3], ("thu", "thur", "thurs", "thursday")),
])
def test_cues_are_the_abbreviations_then_the_name(word, cues):
    assert word.cues == cues


def test_the_shortest_form_starts_every_other_form():
    # the date rules build "Sep(?:tember|t)?" from the shortest form: it must start the others
    for word in (*months(), *weekdays()):
        forms = (*word.abbreviations, word.name)
        assert forms == tuple(sorted(forms, key=len))
        assert all(f.startswith(forms[0]) for f in forms)
