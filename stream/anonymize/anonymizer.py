"""Apply a policy to a note's spans: every span becomes a surrogate, stays, or is redacted."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date

import structlog

from stream.anonymize.birth import labelled_birth_date
from stream.anonymize.dates import day_of_month_cue
from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose, TenantKey
from stream.anonymize.mentions import (
    FAMILIES,
    head_spans,
    note_mentions,
    read_values,
    strategy_labels,
)
from stream.anonymize.policy import Action, Policy, placeholder
from stream.anonymize.strategy import NamePart, Strategy, SurrogateContext, SurrogateError
from stream.core.categories import Label
from stream.core.normalize import normalize
from stream.core.spans import ReplacedSpan, Span, check_spans

log = structlog.get_logger(__name__)



@dataclass(frozen=True, slots=True)
class Rule:
    """The resolved treatment of one category."""

    action: Action
    strategy: Strategy | None

    @property
    def name(self) -> str:
        if self.action is Action.SURROGATE and self.strategy is not None:
            return self.strategy.name
        return str(self.action)


@dataclass(frozen=True, slots=True)
class AnonymizedText:
    text: str
    spans: list[ReplacedSpan]
    date_shift_basis: str
    """'patient': dates shifted by the patient's offset; 'note': no patient id was known."""
    fallbacks: int
    """Spans a strategy could not handle, written as typed placeholders instead."""


def default_strategies(policy: Policy) -> dict[Label, Strategy]:
    """One strategy instance per category, built once."""
    from stream.anonymize.ages import AgePolicy, AgeStrategy
    from stream.anonymize.contact import EmailStrategy, IpStrategy, UrlStrategy
    from stream.anonymize.dates import DateShiftPolicy, DateStrategy
    from stream.anonymize.identifiers import IdentifierStrategy
    from stream.anonymize.locations import FacilityStrategy, LocationStrategy
    from stream.anonymize.names import NameStrategy

    names = NameStrategy()
    identifiers = IdentifierStrategy()
    return {
        Label.PATIENT: names,
        Label.STAFF: names,
        Label.PERSON: names,
        Label.AGE: AgeStrategy(AgePolicy(threshold=policy.age_threshold,
                                         top_code=policy.age_top_code)),
        Label.DATE: DateStrategy(DateShiftPolicy(min_days=policy.date_shift_min_days,
                                                 max_days=policy.date_shift_max_days,
                                                 age_threshold=policy.age_threshold,
                                                 old_birth_dates=policy.old_birth_dates)),
        Label.ID: identifiers,
        Label.PHONE: identifiers,
        Label.EMAIL: EmailStrategy(),
        Label.URL: UrlStrategy(),
        Label.IP: IpStrategy(),
        Label.LOCATION: LocationStrategy(),
        Label.HOSPITAL: FacilityStrategy(),
    }


class Anonymizer:
    """Replaces spans under a tenant key according to a policy resolved at construction."""

    def __init__(self, policy: Policy, strategies: Mapping[Label, Strategy] | None = None):
        self.policy = policy
        strategies = default_strategies(policy) if strategies is None else strategies
        self._rules: dict[Label, Rule] = {}
        for label in Label:
            action = policy.actions[label]
            strategy = strategies.get(label)
            if action is Action.SURROGATE and strategy is None:
                action = Action.REDACT  # no surrogate form: never leave the value as it was
            self._rules[label] = Rule(action, strategy if action is Action.SURROGATE else None)

    def rule(self, label: Label) -> Rule:
        return self._rules[label]

    def anonymize(self, text: str, spans: Sequence[Span], key: TenantKey, *,
                  note_id: str, patient_id: str | None = None,
                  reference: date | None = None) -> AnonymizedText:
        """Replace every span of `text`; offsets of the result refer to the new text.

        `reference`: the note time, at which the age a labelled birth date reveals is read
        (the processing date when None).
        """
        ordered = check_spans(len(text), spans)
        values = read_values(text, ordered)
        heads = head_spans(text, ordered) if self._surrogate(Label.HOSPITAL) else frozenset()
        labels = self._entity_labels(values, heads)
        replacer = self.for_note(key, note_id=note_id, patient_id=patient_id,
                                 born_at=reference or date.today(),
                                 mentions=note_mentions(list(zip(labels, (v for _, v in values),
                                                                 strict=True))))
        pieces: list[str] = []
        out_spans: list[ReplacedSpan] = []
        cursor = new_len = fallbacks = 0
        for i, (span, label) in enumerate(zip(ordered, labels, strict=True)):
            birth = span.label is Label.DATE and labelled_birth_date(text, span.start)
            day = span.label is Label.DATE and day_of_month_cue(text, span.start)
            replacement, strategy, failed = (
                (text[span.start:span.end], "facility-head", False) if i in heads  # mentions.py
                else replacer.replace(text[span.start:span.end], label, birth=birth,
                                      day_of_month=day))
            fallbacks += failed
            gap = text[cursor:span.start]
            pieces += (gap, replacement)
            start = new_len + len(gap)
            new_len = start + len(replacement)
            out_spans.append(ReplacedSpan(start, new_len, span.label, span.start, span.end,
                                          strategy))
            cursor = span.end
        pieces.append(text[cursor:])
        return AnonymizedText("".join(pieces), out_spans,
                              "patient" if patient_id else "note", fallbacks)

    def _surrogate(self, label: Label) -> bool:
        return self._rules[label].action is Action.SURROGATE

    def _entity_labels(self, values: list[tuple[Label, str]],
                       heads: frozenset[int]) -> list[Label]:
        """The label whose strategy replaces each value (mentions.py): the entity's, where the
        policy gives a surrogate to both labels; else the span's own."""
        linked = strategy_labels(values, heads)
        return [new if self._surrogate(old) and self._surrogate(new) else old
                for (old, _), new in zip(values, linked, strict=True)]

    def for_note(self, key: TenantKey, *, note_id: str, patient_id: str | None,
                 born_at: date, mentions: Mapping[str, tuple[str, ...]] | None = None,
                 ) -> NoteReplacer:
        """The replacer of one note's values; birth dates' ages are read at `born_at`;
        `mentions`: the note's values by family (note_mentions), which link an entity's forms."""
        return NoteReplacer(self, key, note_id, patient_id, born_at, mentions or {})

    def replace(self, value: str, ctx: SurrogateContext) -> tuple[str, str, bool]:
        """(replacement, strategy name, whether the strategy failed) for one value."""
        rule = self._rules[ctx.label]
        if rule.action is Action.KEEP:
            return value, rule.name, False
        if rule.strategy is None:
            return placeholder(ctx.label), rule.name, False
        try:  # the value as recognizers read it: one surrogate however it was obfuscated
            return rule.strategy.surrogate(normalize(value).text, ctx), rule.name, False
        except SurrogateError:
            pass
        except Exception as exc:
            log.warning("strategy_failed", label=str(ctx.label), strategy=rule.name,
                        error=type(exc).__name__)
        return placeholder(ctx.label), "placeholder", True


class NoteReplacer:
    """`Anonymizer.replace` within one note, each distinct value replaced once.

    A surrogate is determined by the key, the value and the context, and within a note the
    context varies only with the label, whether the value is a birth date and which name part a
    structured name is: a value repeated in a note (hundreds of times in some records) reuses
    its replacement. Holds no more than the note it serves: the links between its mentions are
    dropped with it.
    """

    __slots__ = ("_anonymizer", "_born_at", "_contexts", "_done", "_key", "_links",
                 "_mentions", "_note_id", "_patient_id", "_prfs")

    def __init__(self, anonymizer: Anonymizer, key: TenantKey, note_id: str,
                 patient_id: str | None, born_at: date,
                 mentions: Mapping[str, tuple[str, ...]]) -> None:
        self._anonymizer = anonymizer
        self._key = key
        self._note_id = note_id
        self._patient_id = patient_id
        self._born_at = born_at
        self._mentions = mentions
        self._prfs: dict[Purpose, KeyedPRF] = {}
        self._links: dict[str, object] = {}
        self._contexts: dict[tuple[Label, bool, NamePart | None, bool], SurrogateContext] = {}
        self._done: dict[tuple[Label, bool, NamePart | None, bool, str],
                         tuple[str, str, bool]] = {}

    def replace(self, value: str, label: Label, *, birth: bool,
                name_part: NamePart | None = None,
                day_of_month: bool = False) -> tuple[str, str, bool]:
        """(replacement, strategy name, whether the strategy failed) for `value`
        (`name_part`: a structured given or family name; `day_of_month`: a day-of-month cue
        stands before the value)."""
        done = self._done.get((label, birth, name_part, day_of_month, value))
        if done is None:
            done = self._done[label, birth, name_part, day_of_month, value] = (
                self._anonymizer.replace(value, self._context(label, birth, name_part,
                                                              day_of_month)))
        return done

    def _context(self, label: Label, birth: bool, name_part: NamePart | None,
                 day_of_month: bool) -> SurrogateContext:
        """The note's context for `label`, built once (its keyed PRFs shared by all labels)."""
        ctx = self._contexts.get((label, birth, name_part, day_of_month))
        if ctx is None:
            ctx = self._contexts[label, birth, name_part, day_of_month] = SurrogateContext(
                key=self._key, label=label, note_id=self._note_id, patient_id=self._patient_id,
                birth_reference=self._born_at if birth else None, name_part=name_part,
                day_of_month=day_of_month,
                mentions=self._mentions.get(FAMILIES.get(label, ""), ()),
                _prfs=self._prfs, _links=self._links)
        return ctx
