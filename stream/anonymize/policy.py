"""What happens to each category: surrogate, keep or redact, resolved once into typed rules."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from stream.anonymize.birth import OldBirthDates
from stream.core.categories import Label, parse_label
from stream.core.config import ConfigError, PolicyConfig


class Action(StrEnum):
    SURROGATE = "surrogate"
    KEEP = "keep"
    REDACT = "redact"


# OTHER has no realistic surrogate form, so it is redacted unless configured otherwise.
DEFAULT_ACTIONS: Mapping[Label, Action] = {
    **{label: Action.SURROGATE for label in Label},
    Label.OTHER: Action.REDACT,
}


@dataclass(frozen=True, slots=True)
class Policy:
    """Per-category actions plus the settings of the date and age strategies."""

    actions: Mapping[Label, Action]
    date_shift_min_days: int = 1
    date_shift_max_days: int = 365
    age_threshold: int = 90
    age_top_code: str = "90+"
    old_birth_dates: OldBirthDates = OldBirthDates.TOP_CODE

    @property
    def version(self) -> str:
        """A short, stable description written into output headers."""
        changed = sorted(f"{k}={v}" for k, v in self.actions.items() if DEFAULT_ACTIONS[k] != v)
        parts = [
            f"dates:{self.date_shift_min_days}-{self.date_shift_max_days}",
            f"ages:{self.age_threshold}",
            *changed,
        ]
        if self.old_birth_dates is not OldBirthDates.TOP_CODE:
            parts.append(f"births:{self.old_birth_dates}")
        return "v1;" + ";".join(parts)


def placeholder(label: Label) -> str:
    """The typed placeholder written for redacted spans and failed strategies."""
    return f"[{label}]"


def policy_from_config(cfg: PolicyConfig) -> Policy:
    """Validate a PolicyConfig into a Policy; unknown labels or actions fail loudly."""
    actions = dict(DEFAULT_ACTIONS)
    for name, action in cfg.actions.items():
        try:
            actions[parse_label(name.upper())] = Action(action)
        except ValueError as exc:
            raise ConfigError(f"policy.actions: {exc}") from None
    if not 1 <= cfg.date_shift_min_days <= cfg.date_shift_max_days:
        raise ConfigError("policy: need 1 <= date_shift_min_days <= date_shift_max_days")
    try:
        old_birth_dates = OldBirthDates(cfg.old_birth_dates)
    except ValueError:
        choices = " | ".join(OldBirthDates)
        raise ConfigError(f"policy.old_birth_dates: must be one of {choices}") from None
    return Policy(
        actions=actions,
        date_shift_min_days=cfg.date_shift_min_days,
        date_shift_max_days=cfg.date_shift_max_days,
        age_threshold=cfg.age_threshold,
        age_top_code=cfg.age_top_code,
        old_birth_dates=old_birth_dates,
    )
