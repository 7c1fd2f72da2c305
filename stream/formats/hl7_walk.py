"""The rule for every value of an HL7 v2 field, decided by its data type (default: drop).

A value sits at (component, subcomponent) of a field repetition. Its rule comes from the field's
type (stream/data/hl7_v251_types.json), the strategy types of hl7_fields.py and the leaf type:
dates and strategy components are replaced (FIELD), codes are kept when they look like codes
(CODE), numbers when short (NUMBER), text goes to the recognizer (TEXT), anything else, including
components and subcomponents the type does not define, is dropped (DROP).
"""

from __future__ import annotations

from enum import Enum
from functools import cache
from typing import NamedTuple

from stream.core.categories import Label
from stream.formats.hl7_fields import (
    CODE_COMPONENTS,
    DATE,
    PERSON_LABELS,
    STRATEGIES,
    Part,
    Strategy,
)
from stream.formats.hl7_types import components, leaf

DATE_LEAVES = frozenset({"DT", "DTM"})
CODE_LEAVES = frozenset({"ID", "IS"})
NUMBER_LEAVES = frozenset({"NM", "SI", "TM"})
TEXT_LEAVES = frozenset({"ST", "TX", "FT"})
PRIMITIVES = DATE_LEAVES | CODE_LEAVES | NUMBER_LEAVES | TEXT_LEAVES


class Action(Enum):
    FIELD = "field"  # replaced by the part's strategy
    CODE = "code"  # kept if it looks like a code, else `part`'s strategy, else text
    NUMBER = "number"  # kept if it is a short number, else dropped
    TEXT = "text"  # sent to the recognizer
    DROP = "drop"


class Rule(NamedTuple):
    action: Action
    part: Part | None = None


DROP = Rule(Action.DROP)


def is_known_type(kind: str) -> bool:
    """Whether `kind` is a primitive or composite type this module can walk."""
    return kind in PRIMITIVES or components(kind) is not None


@cache
def rule(kind: str | None, strategy: str | None, component: int, sub: int,
         person: Label | None) -> Rule:
    """The rule for the value at component.sub (1-based) of a field of type `kind`.

    `strategy` names the strategy type when a field's use overrides its type (hl7_fields
    FIELD_TYPES); `person` is the label of the names a person type holds.
    """
    if kind is None:
        return DROP
    outer = STRATEGIES.get(strategy or kind)
    parts = components(kind)
    if parts is None:
        if component > 1 or sub > 1:
            return DROP
        return _leaf_rule(kind, None, 0, outer.default if outer else None, person)
    if component > len(parts):
        return DROP
    inner_kind = parts[component - 1]
    part, explicit = _part(outer, component)
    sub_parts = components(inner_kind)
    if sub_parts is None:
        return DROP if sub > 1 else _leaf_rule(inner_kind, kind, component, part, person)
    if sub > len(sub_parts):
        return DROP
    inner = STRATEGIES.get(inner_kind)
    if inner is not None and not explicit:
        part, _ = _part(inner, sub)
        person = person or PERSON_LABELS.get(inner_kind)
    return _leaf_rule(leaf(sub_parts[sub - 1]), inner_kind, sub, part, person)


def _part(strategy: Strategy | None, number: int) -> tuple[Part | None, bool]:
    """The part of component `number`, and whether the strategy names it explicitly."""
    if strategy is None:
        return None, False
    explicit = strategy.components.get(number)
    return (explicit, True) if explicit else (strategy.default, False)


def _leaf_rule(kind: str, parent: str | None, number: int, part: Part | None,
               person: Label | None) -> Rule:
    """The rule for one primitive value, `number` being its position in `parent`."""
    if kind in DATE_LEAVES:
        return Rule(Action.FIELD, part if part is not None and part.label is Label.DATE else DATE)
    is_code = kind in CODE_LEAVES or (parent, number) in CODE_COMPONENTS
    if part is not None:
        resolved = Part(part.label or person or Label.PERSON, part.kind)
        return Rule(Action.CODE if is_code else Action.FIELD, resolved)
    if is_code:
        return Rule(Action.CODE)
    if kind in NUMBER_LEAVES:
        return Rule(Action.NUMBER)
    if kind in TEXT_LEAVES:
        return Rule(Action.TEXT)
    return DROP
