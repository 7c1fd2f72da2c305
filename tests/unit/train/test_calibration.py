"""O-bias choice per recognizer profile: highest recall within each redaction budget."""

from __future__ import annotations

import pytest

pytest.importorskip("torch")

from stream.train import assess
from stream.train.__main__ import model_settings
from stream.train.settings import PROFILE_BUDGETS, TrainSettings


def _table(points: dict[float, tuple[float, float]]) -> dict[float, dict]:
    """A grid over every bias; biases not given get recall 0.5 at redaction 0."""
    return {
        b: dict(zip(("char_recall", "nonphi_redaction"), points.get(b, (0.5, 0.0)), strict=True))
        for b in assess.BIASES
    }


@pytest.mark.parametrize(
    ("points", "budget", "expected"),
    [
        ({-3.0: (0.95, 0.003), -2.0: (0.97, 0.006), 0.0: (0.99, 0.02)}, 0.004, -3.0),
        ({-3.0: (0.95, 0.003), -2.0: (0.97, 0.006), 0.0: (0.99, 0.02)}, 0.01, -2.0),
        ({-3.0: (0.95, 0.003), -2.0: (0.97, 0.006), 0.0: (0.99, 0.02)}, 0.05, 0.0),
        ({-1.0: (0.9, 0.002), 1.0: (0.9, 0.002)}, 0.004, -1.0),  # a tie keeps the lower bias
        ({b: (0.9, 0.5) for b in assess.BIASES}, 0.01, assess.BIASES[0]),  # none fits
    ],
)
def test_best_bias_is_the_highest_recall_within_the_budget(points, budget, expected):
    assert assess._best(_table(points), budget) == expected


def test_grid_is_half_steps_from_minus_six_to_three():
    assert assess.BIASES[0] == -6.0 and assess.BIASES[-1] == 3.0
    assert all(b - a == 0.5 for a, b in zip(assess.BIASES, assess.BIASES[1:], strict=False))


def test_settings_keep_every_profile_bias_in_one_place():
    biases = {"balanced": -2.5, "high-recall": -1.0}
    out = model_settings({"window_content_tokens": 254}, biases, True)
    assert "o_bias" not in out and out["o_bias_profiles"] == biases
    assert set(TrainSettings().profile_budgets) == set(PROFILE_BUDGETS) == {"balanced",
                                                                              "high-recall"}
    assert PROFILE_BUDGETS["balanced"] < PROFILE_BUDGETS["high-recall"]
