"""What researchers receive: placeholders and one surrogate per entity (`deid eval --deidentified`).

Reads the gold notes and the output of `deid deidentify` / `deid anonymize`, whose spans carry
their offsets in the de-identified text (`start`, `end`) and in the original (`orig_start`,
`orig_end`).

Placeholders: output spans written as a typed placeholder (`[DATE]`) instead of a surrogate,
by label; those of labels the policy redacts are `policy`, the rest `no_surrogate` (a span whose
text could not be given a surrogate of its label, redacted so as never to pass it through).

Entity consistency: the gold spans of one note are grouped into entities — persons (PATIENT,
STAFF, PERSON) by surname, a lone initial ("Dr. H.") with the note's one surname in that letter;
facilities by their proper name with generic heads removed and slips of one spelling linked;
every other label by its folded text (stream/core/entities.py). An entity written in several
surface forms is consistent when all its mentions were replaced, none by a placeholder, and
their surrogates, keyed the same way, name one entity (initials: the surname's initial; a
facility's shortened form: whole words of its full name's surrogate).
Entities with a mention the prediction missed are counted apart (a disclosure, scored by
recall), not in the share.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from stream.core.categories import Label, parse_label
from stream.core.entities import facility_key, fold, linked_keys, person_key

PERSONS = frozenset({Label.PATIENT, Label.STAFF, Label.PERSON})
PLACEHOLDERS = frozenset(f"[{label}]" for label in Label)


@dataclass(frozen=True, slots=True)
class Mention:
    """One gold span: its family ('person', 'facility' or a label), its text and offsets."""

    family: str
    text: str
    start: int
    end: int


def _family(name: Any) -> str:
    """The entity family of a gold label name (an unknown name is its own family)."""
    try:
        label = parse_label(str(name), allow_aliases=True)
    except ValueError:
        return str(name)
    if label in PERSONS:
        return "person"
    return "facility" if label is Label.HOSPITAL else str(label)


def _key(family: str, text: str) -> str:
    """The entity key of a mention or surrogate of `family`."""
    if family == "person":
        return person_key(text)
    if family == "facility":
        return facility_key(text)
    return fold(text)


def entities(text: str, spans: Iterable[dict]) -> list[list[Mention]]:
    """The gold mentions of one note grouped into entities, in first-mention order."""
    mentions = [Mention(_family(s["label"]), text[s["start"]:s["end"]], s["start"], s["end"])
                for s in spans]
    facilities = linked_keys([_key("facility", m.text) for m in mentions
                              if m.family == "facility"])
    surnames = {_key("person", m.text) for m in mentions if m.family == "person"}
    by_initial = Counter(k[0] for k in surnames if len(k) > 1)
    groups: dict[tuple[str, str], list[Mention]] = {}
    for m in mentions:
        key = _key(m.family, m.text)
        if m.family == "facility":
            key = facilities[key]
        elif m.family == "person" and len(key) == 1 and by_initial[key] == 1:
            key = next(k for k in surnames if len(k) > 1 and k[0] == key)
        groups.setdefault((m.family, key), []).append(m)
    return list(groups.values())


def _surrogate(mention: Mention, out_text: str, out_spans: list[dict]) -> str | None:
    """The output text a reader sees for `mention`: from the first of its overlapping output
    spans to the last, with what stands between them ("MACARENO, NUNNERY" for "PEXTON, TAYSON"
    found as two spans); None when no output span covers it."""
    parts = [s for s in out_spans
             if s["orig_start"] < mention.end and mention.start < s["orig_end"]]
    if not parts:
        return None
    return out_text[min(s["start"] for s in parts):max(s["end"] for s in parts)]


def _one_entity(family: str, surrogates: list[str]) -> bool:
    """Whether the surrogates of one entity's mentions name one entity."""
    if any(s in PLACEHOLDERS for s in surrogates):
        return False
    keys = {_key(family, s) for s in surrogates}
    if family == "facility":  # "Abernathy" for "Lissington Heath" of "Hooper Fields of Abernathy"
        keys = set(linked_keys(sorted(keys), shortened=True).values())
    full = {k for k in keys if len(k) > 1}
    initials = keys - full
    if len(full) > 1 or not keys:
        return False
    return not full or all(next(iter(full)).startswith(i) for i in initials)


def _entity_counts(gold: dict[str, dict], outputs: dict[str, dict]) -> Counter[str]:
    counts: Counter[str] = Counter()
    for note_id, record in gold.items():
        out = outputs.get(note_id, {"text": "", "spans": []})
        for entity in entities(record["text"], record["spans"]):
            if len({m.text for m in entity}) < 2:
                continue
            counts["several_forms"] += 1
            surrogates = [_surrogate(m, out["text"], out["spans"]) for m in entity]
            if any(s is None for s in surrogates):
                counts["missed_mention"] += 1
            elif _one_entity(entity[0].family, [s for s in surrogates if s is not None]):
                counts["one_surrogate"] += 1
    return counts


def _placeholders(outputs: dict[str, dict], redacted: frozenset[str]) -> dict[str, Any]:
    by_label: Counter[str] = Counter()
    for record in outputs.values():
        for span in record["spans"]:
            if record["text"][span["start"]:span["end"]] in PLACEHOLDERS:
                by_label[span["label"]] += 1
    total = sum(by_label.values())
    policy = sum(n for label, n in by_label.items() if label in redacted)
    return {"total": total, "policy": policy, "no_surrogate": total - policy,
            "by_label": dict(sorted(by_label.items()))}


def utility(gold: Iterable[dict], deidentified: Iterable[dict], *,
            redacted: frozenset[str] = frozenset({"OTHER"})) -> dict[str, Any]:
    """Placeholders and entity consistency of `deidentified` (records of `deid deidentify`)
    against `gold`; `redacted`: the labels the policy redacts."""
    gold_notes = {str(r["id"]): r for r in gold}
    outputs = {_checked(r): r for r in deidentified}
    counts = _entity_counts(gold_notes, outputs)
    judged = counts["several_forms"] - counts["missed_mention"]
    return {
        "placeholders": _placeholders(outputs, redacted),
        "entities": {
            "several_forms": counts["several_forms"],
            "missed_mention": counts["missed_mention"],
            "one_surrogate": counts["one_surrogate"],
            "share_one_surrogate": counts["one_surrogate"] / judged if judged else None,
        },
    }


_OFFSETS = ("start", "end", "orig_start", "orig_end")


def _checked(record: Any) -> str:
    """The id of a record of `deid deidentify`; ValueError (naming the id, never text) when it
    is not one."""
    note_id = record.get("id") if isinstance(record, dict) else None
    if not isinstance(note_id, str | int) or isinstance(note_id, bool):
        raise ValueError("deidentified record without an id")
    spans = record.get("spans")
    if not isinstance(record.get("text"), str) or not isinstance(spans, list) or not all(
            isinstance(s, dict) and all(type(s.get(k)) is int for k in _OFFSETS)
            and "label" in s for s in spans):
        raise ValueError(f"deidentified note {note_id!r}: not an output of deid deidentify "
                         "(text, and spans with start, end, orig_start, orig_end, label)")
    return str(note_id)


def as_predictions(deidentified: Iterable[dict]) -> list[dict]:
    """Records of `deid deidentify` as `deid eval` predictions: spans at their original offsets."""
    return [{"id": _checked(r), "spans": [{"start": s["orig_start"], "end": s["orig_end"],
                                           "label": s["label"]} for s in r["spans"]]}
            for r in deidentified]


def format_utility(result: dict[str, Any]) -> str:
    """The utility figures as plain text."""
    p, e = result["placeholders"], result["entities"]
    share = e["share_one_surrogate"]
    labels = ", ".join(f"{k} {v}" for k, v in p["by_label"].items()) or "none"
    return (
        f"placeholders {p['total']} (policy redaction {p['policy']}, no surrogate of their "
        f"label {p['no_surrogate']}; by label: {labels})\n"
        f"gold entities written in several forms {e['several_forms']}: one surrogate "
        f"{e['one_surrogate']} of {e['several_forms'] - e['missed_mention']} fully replaced ("
        + ("n/a" if share is None else f"{share:.1%}")
        + f"), {e['missed_mention']} with a missed mention\n"
    )
