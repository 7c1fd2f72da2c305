"""The engine's bookkeeping, with trivial strategies (pure logic)."""

import pytest

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import DEFAULT_ACTIONS, Action, Policy
from stream.anonymize.strategy import SurrogateError
from stream.core.categories import Label
from stream.core.errors import InputError
from stream.core.spans import Span, check_spans


class Upper:
    name = "upper"

    def surrogate(self, value, ctx):
        return value.upper() + "!"


class Failing:
    name = "failing"

    def surrogate(self, value, ctx):
        raise SurrogateError("cannot")


class Crashing:
    name = "crashing"

    def surrogate(self, value, ctx):
        raise RuntimeError(f"bug while handling {value}")


def anonymizer(**overrides):
    actions = dict(DEFAULT_ACTIONS)
    actions.update(overrides.pop("actions", {}))
    strategies = {label: Upper() for label in Label}
    strategies.update(overrides)
    return Anonymizer(Policy(actions=actions), strategies)


TEXT = "Pt John seen 1/2/20 by Dr Lee."
SPANS = [Span(3, 7, Label.PATIENT), Span(13, 19, Label.DATE), Span(26, 29, Label.STAFF)]


def test_offsets_point_into_the_new_text(key):
    out = anonymizer().anonymize(TEXT, SPANS, key, note_id="n")
    assert out.text == "Pt JOHN! seen 1/2/20! by Dr LEE!."
    for new, old in zip(out.spans, SPANS, strict=True):
        assert out.text[new.start:new.end] == TEXT[old.start:old.end].upper() + "!"
        assert (new.orig_start, new.orig_end) == (old.start, old.end)


@pytest.mark.parametrize(
    ("action", "expected"),
    [(Action.KEEP, "Pt John seen"), (Action.REDACT, "Pt [PATIENT] seen")],
)
def test_keep_and_redact(key, action, expected):
    out = anonymizer(actions={Label.PATIENT: action}).anonymize(TEXT, SPANS[:1], key, note_id="n")
    assert out.text.startswith(expected)


@pytest.mark.parametrize("strategy", [Failing(), Crashing()])
def test_a_failing_strategy_redacts_never_passes_through(key, strategy, capsys):
    out = anonymizer(**{Label.DATE: strategy}).anonymize(TEXT, SPANS, key, note_id="n")
    assert "1/2/20" not in out.text
    assert "[DATE]" in out.text
    assert out.fallbacks == 1
    captured = capsys.readouterr()
    assert "1/2/20" not in captured.err + captured.out


def test_surrogate_without_strategy_redacts(key):
    out = Anonymizer(Policy(actions=dict(DEFAULT_ACTIONS)), {}).anonymize(
        TEXT, SPANS[:1], key, note_id="n")
    assert out.text == "Pt [PATIENT] seen 1/2/20 by Dr Lee."


def test_other_is_redacted_by_default(key):
    out = anonymizer().anonymize("code X9", [Span(5, 7, Label.OTHER)], key, note_id="n")
    assert out.text == "code [OTHER]"


def test_date_shift_basis_is_flagged(key):
    a = anonymizer()
    assert a.anonymize(TEXT, [], key, note_id="n").date_shift_basis == "note"
    assert a.anonymize(TEXT, [], key, note_id="n", patient_id="p").date_shift_basis == "patient"


@pytest.mark.parametrize(
    "spans",
    [
        [Span(-1, 2, Label.ID)],
        [Span(0, 99, Label.ID)],
        [Span(3, 3, Label.ID)],
        [Span(0, 5, Label.ID), Span(4, 8, Label.ID)],
    ],
)
def test_bad_spans_are_refused_without_text(spans):
    with pytest.raises(InputError) as err:
        check_spans(len(TEXT), spans)
    assert "John" not in str(err.value)
