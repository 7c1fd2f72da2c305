"""Merge the spans of several recognizers into one sorted, non-overlapping list.

Recall first: every letter, digit and inner punctuation mark that an input span covers stays
covered (only whitespace at span edges, spans of punctuation alone, and the sex or unit glued to
an age are let go). The steps:

1. Every span is clipped to the text and widened to word edges: a span that starts or ends
   inside a run of letters/digits (combining marks count as letters) grows to the run's edges.
   A span with no letter or digit in it (a lone "-") is dropped.
2. Overlapping spans of one label family become one span covering their union. The name labels
   (PATIENT, STAFF, PERSON) are one family; every other label is a family of its own.
3. Where spans of different families overlap, the span of higher priority keeps its extent and
   the others keep what lies outside it. Spaces and punctuation at the seam of two such pieces
   go to the piece of higher priority (a leftover of only ", " disappears into it); no span
   keeps whitespace at its edges.
4. Name spans separated only by spaces, a hyphen or an apostrophe join ("John" + "Smith"),
   facility spans separated only by spaces too ("ashokan" + "hills"); spans of one family
   that touch join.
5. A name span grows over a title right before it ("Dr. Smith"; see titles.py); an age span
   glued to a sex or unit ("91F", "67yo") shrinks back to the number, the age itself.

Before step 3, a model span of a name or a place that lies inside a span the other of name and
place from a pattern whose cue decides it (a kin word or role before a name, a header's
"SURNAME, GIVEN, 91 YO F", a place's head word), where the model's spans cover all of that
span's letters and digits, gives way to it: only labels change.

The label, source and score of a joined span come from its member of highest priority (the
score is the members' highest). Priority, highest first:
  source tier: input / known values (5) > patterns for structured labels ID, PHONE, EMAIL, URL, IP,
  DATE, AGE, and the tenant's site vocabulary (4) > the model (3) > gazetteer and patterns for
  other labels (2) > anything else (1);
  then label: ID, PHONE, EMAIL, URL, IP, DATE, AGE, PATIENT, STAFF, PERSON, HOSPITAL, LOCATION,
  OTHER; then score; then length; then the earlier start; then label and source names.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from stream.core.categories import NAME_LABELS, Label
from stream.core.entities import FACILITY_WORDS
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, cue_lists
from stream.recognize.titles import TITLE, attach_titles, title_before

STRUCTURED = frozenset({Label.ID, Label.PHONE, Label.EMAIL, Label.URL, Label.IP, Label.DATE,
                        Label.AGE})
LABEL_ORDER = (Label.ID, Label.PHONE, Label.EMAIL, Label.URL, Label.IP, Label.DATE, Label.AGE,
               Label.PATIENT, Label.STAFF, Label.PERSON, Label.HOSPITAL, Label.LOCATION,
               Label.OTHER)
_LABEL_RANK = {label: len(LABEL_ORDER) - i for i, label in enumerate(LABEL_ORDER)}
_SOURCE_TIER = {"input": 5, "known": 5, "vocabulary": 4, "model": 3, "onnx": 3, "triton": 3,
                "gazetteer": 2}
_MODEL_KINDS = frozenset({"model", "onnx", "triton"})
# Pattern families whose cue says what a span names (a kin word or a role before a name, a
# header's "SURNAME, GIVEN, 91 YO F", a place's head word): where the model gives the same
# words the other of name and place, the cue is right far more often on the dev sets, so it
# decides; the clock-time subject of a night note is no such cue.
_DECIDING_CUES = ("pattern:names/", "pattern:cued_names/", "pattern:place_heads/",
                  "pattern:care_places/")
_WEAK_CUES = frozenset({"pattern:cued_names/clock_subject"})
_NAME_OR_PLACE = frozenset({"NAME", Label.HOSPITAL.value, Label.LOCATION.value})
_AGE_GLUED = re.compile(r"\d{1,3}(?=(?:[MFmf]|yo|YO|y/o|Y/O|yrs?|YRS?|y)$)")
# a hyphen or an apostrophe with a space on one side at most: a spaced dash ends a name ("MR.
# JENT - PARKLAND CALLED")
_NAME_JOIN = re.compile(r"[ \t]{1,2}|[-'’][ \t]?|[ \t][-'’]")
_SPACE_JOIN = re.compile(r"[ \t]{1,2}")
_TITLED = re.compile(TITLE + r"[ \t]")
_UNITS = frozenset(cue_list("facility_heads", "unit_alone"))
_OPENING_HEADS = frozenset(cue_list("facility_heads", "org_head_before"))
_ORGANIZATION_HEADS = (FACILITY_WORDS - _UNITS) | frozenset(
    cue_lists("facility_heads", "org_head_after", "org_legal_form", "place_head"))
"""Words that end an organization's name ("Garden", "Farms", "AIR AMBULANCE", "Electric")."""
_ALNUM = re.compile(r"[^\W_]")  # str.isalnum(), found by one C scan before any per-char test
_SHORT_YEAR = re.compile(r"(?<![\w'’])['’]\d\d(?!\d)")  # "'67": the apostrophe is the year's


def is_word_char(char: str) -> bool:
    """A letter, digit or combining mark: part of a token that a span must not split."""
    return char.isalnum() or unicodedata.category(char)[0] == "M"


def family(label: Label) -> str:
    """The label family: 'NAME' for PATIENT/STAFF/PERSON, else the label itself."""
    return "NAME" if label in NAME_LABELS else label.value


def priority(span: Span) -> tuple[int, int, float, int, int, str, str]:
    """Sort key of a span's claim on its characters (larger wins)."""
    kind = span.source.split(":", 1)[0]
    tier = _SOURCE_TIER.get(kind, 1)
    if kind == "pattern":
        tier = 4 if span.label in STRUCTURED else 2
    return (tier, _LABEL_RANK[span.label], span.score, len(span), -span.start, span.label.value,
            span.source)


def widen(span: Span, text: str) -> Span | None:
    """`span` clipped to `text` and grown to word edges (a two-digit year over its apostrophe);
    None if it covers no letter or digit."""
    start, end = max(0, span.start), min(len(text), span.end)
    if start >= end or (_ALNUM.search(text, start, end) is None
                        and not any(is_word_char(c) for c in text[start:end])):
        return None  # a lone "-" or ".": nothing that could identify anyone
    while start > 0 and is_word_char(text[start]) and is_word_char(text[start - 1]):
        start -= 1
    while end < len(text) and is_word_char(text[end - 1]) and is_word_char(text[end]):
        end += 1
    if span.label is Label.DATE and start > 0 and _SHORT_YEAR.match(text, start - 1):
        start -= 1  # "navy '64-'68": the tagger's "64" without its apostrophe
    if (start, end) == (span.start, span.end):
        return span
    return Span(start, end, span.label, span.source, span.score)


def merge(spans: Iterable[Span], text: str) -> list[Span]:
    """One sorted, non-overlapping list covering every character of every span in `spans`."""
    widened = [w for s in spans if (w := widen(s, text)) is not None]
    widened.sort(key=lambda s: (s.start, s.end))
    resolved: list[Span] = []
    for cluster in _clusters(widened):
        resolved.extend(_resolve(cluster, text))
    return attach_titles([_age_number(_strip(s, text), text) for s in _join(resolved, text)],
                         text)


def _clusters(spans: list[Span]) -> Iterable[list[Span]]:
    """Maximal runs of (transitively) overlapping spans, from spans sorted by start."""
    cluster: list[Span] = []
    reach = -1
    for span in spans:
        if cluster and span.start >= reach:
            yield cluster
            cluster = []
        cluster.append(span)
        reach = max(reach, span.end) if len(cluster) > 1 else span.end
    if cluster:
        yield cluster


def _best(spans: list[Span]) -> Span:
    """The member of highest priority."""
    return max(spans, key=priority)


def _combine(members: list[Span], start: int, end: int) -> Span:
    """One span over [start, end) labelled by the best member, with the members' top score."""
    best = _best(members)
    return Span(start, end, best.label, best.source, max(s.score for s in members))


def _family_units(cluster: list[Span]) -> list[Span]:
    """Overlapping spans of one family as one span each (their union)."""
    units: list[Span] = []
    by_family: dict[str, list[Span]] = {}
    for span in cluster:
        by_family.setdefault(family(span.label), []).append(span)
    for members in by_family.values():
        group: list[Span] = []
        reach = -1
        for span in members:  # already sorted by start
            if group and span.start >= reach:
                units.append(_combine(group, group[0].start, reach))
                group = []
            group.append(span)
            reach = max(reach, span.end)
        units.append(_combine(group, group[0].start, reach))
    return units


def _resolve(cluster: list[Span], text: str) -> list[Span]:
    """Non-overlapping spans covering a cluster: unions per family, then priority."""
    if len(cluster) == 1:
        return cluster
    units = _family_units(cluster)
    if len(units) == 1:
        return units
    units = _cue_over_model(units, cluster, text)
    pieces: list[Span] = []
    claimed: list[tuple[int, int]] = []
    for unit in sorted(units, key=priority, reverse=True):
        for start, end in _free(unit.start, unit.end, claimed):
            pieces.append(Span(start, end, unit.label, unit.source, unit.score))
        claimed.append((unit.start, unit.end))
    pieces.sort(key=lambda s: s.start)
    return _tidy(pieces, text)


def _cue_over_model(units: list[Span], cluster: list[Span], text: str) -> list[Span]:
    """`units` without the model's name or place spans that lie inside a span of the other
    kind from a deciding cue, where the model's spans of the cluster cover every letter and
    digit of the cued one ("TAULBEE" + "EXALEE" as places inside the header's "TAULBEE,
    EXALEE"; not "IN" + "CHESTER"): only labels change, no character leaves a span."""
    model = [s for s in cluster if s.source.split(":", 1)[0] in _MODEL_KINDS]
    cued = [u for u in units if _cue_decides(u) and family(u.label) in _NAME_OR_PLACE
            and _covered(u, model, text)]
    return [u for u in units
            if not (u.source.split(":", 1)[0] in _MODEL_KINDS and family(u.label) in _NAME_OR_PLACE
                    and any(c.start <= u.start and u.end <= c.end
                            and (family(c.label) == "NAME") != (family(u.label) == "NAME")
                            for c in cued))]


def _covered(span: Span, spans: list[Span], text: str) -> bool:
    """Whether every letter and digit of `span` lies in one of `spans`."""
    return all(any(s.start <= i < s.end for s in spans)
               for i in range(span.start, span.end) if text[i].isalnum())


def _cue_decides(span: Span) -> bool:
    """Whether a span comes from a pattern whose cue decides between a name and a place."""
    return span.source.startswith(_DECIDING_CUES) and span.source not in _WEAK_CUES


def _free(start: int, end: int, claimed: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of [start, end) outside every claimed interval."""
    parts = [(start, end)]
    for c_start, c_end in claimed:
        parts = [p for s, e in parts for p in ((s, min(e, c_start)), (max(s, c_end), e))
                 if p[0] < p[1]]
    return parts


def _tidy(pieces: list[Span], text: str) -> list[Span]:
    """Give punctuation at the seams between touching pieces to the higher-priority side."""
    out: list[Span] = []
    for piece in pieces:
        if out and out[-1].end == piece.start:
            left = out[-1]
            cut = piece.start
            if priority(left) >= priority(piece):
                while cut < piece.end and not is_word_char(text[cut]):
                    cut += 1
            else:
                while cut > left.start and not is_word_char(text[cut - 1]):
                    cut -= 1
            out[-1] = left.reshaped(left.start, cut)
            piece = piece.reshaped(cut, piece.end)
            if out[-1].start >= out[-1].end:
                out.pop()
        if piece.start < piece.end:
            out.append(piece)
    return out



def _join(spans: list[Span], text: str) -> list[Span]:
    """Join touching spans of one family, name spans with only a space or hyphen between and
    facility spans with only a space between ("ashokan" + "hills": one name, one surrogate), and
    a name or place that runs into an organization ("Padma" + "Garden") or that a head opens
    ("CAFE" + "SOUBRETTE"); a joined span is joined again with the one before it where it can
    be ("Wing" + "River" + "Electric")."""
    joined: list[Span] = []
    for span in spans:
        joined.append(span)
        while len(joined) > 1 and (one := _joined(joined[-2], joined[-1], text)) is not None:
            joined[-2:] = [one]
    return joined


def _joined(prev: Span, span: Span, text: str) -> Span | None:
    """`prev` and `span` (the next span) as one span, or None where they stay apart."""
    if family(prev.label) == family(span.label) and (
            prev.end == span.start or (
                prev.label in NAME_LABELS
                and _NAME_JOIN.fullmatch(text, prev.end, span.start) is not None) or (
                prev.label is Label.HOSPITAL
                and _SPACE_JOIN.fullmatch(text, prev.end, span.start) is not None)):
        return _combine([prev, span], prev.start, span.end)
    if _names_an_organization(prev, span, text):
        return Span(prev.start, span.end, Label.HOSPITAL, span.source, max(prev.score, span.score))
    if _head_opens_a_name(prev, span, text):
        return Span(prev.start, span.end, Label.HOSPITAL, prev.source, max(prev.score, span.score))
    return None


def _head_opens_a_name(head: Span, name: Span, text: str) -> bool:
    """Whether an organization span that is only a head opening a name ("CAFE", "Hospital",
    "templo") runs into a name or place span with only a space between ("CAFE" + "SOUBRETTE")."""
    return (head.label is Label.HOSPITAL
            and (name.label in NAME_LABELS or name.label is Label.LOCATION)
            and text[slice(*_word_bounds(head, text))].lower() in _OPENING_HEADS
            and _spaced(head, name, text))


def _names_an_organization(name: Span, organization: Span, text: str) -> bool:
    """Whether a place span, or an untitled name span before an organization span that holds a
    head, runs into it with only a space between: the organization's name read as a place's or
    a person's ("San" + "Rafael", "Padma" + "Garden", "OSPREY" + "AIR AMBULANCE"), which takes
    the organization's one surrogate; a surname the tagger read as a place stays a name
    ("Renata" + "Delacroix")."""
    start, _ = _word_bounds(name, text)
    words = text[organization.start:organization.end].lower().split()
    return ((name.label in NAME_LABELS or name.label is Label.LOCATION)
            and organization.label is Label.HOSPITAL
            and _spaced(name, organization, text)
            and not title_before(text, start)
            and not _TITLED.match(text, start, name.end)
            and (name.label is Label.LOCATION
                 or any(w.strip(".,") in _ORGANIZATION_HEADS for w in words)))


def _spaced(first: Span, second: Span, text: str) -> bool:
    """Whether only one or two spaces stand between the two spans' words."""
    return _SPACE_JOIN.fullmatch(text, _word_bounds(first, text)[1],
                                 _word_bounds(second, text)[0]) is not None


def _word_bounds(span: Span, text: str) -> tuple[int, int]:
    """The span's offsets without whitespace at its edges (a piece of a resolved cluster may
    hold the space of a seam)."""
    start, end = span.start, span.end
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _strip(span: Span, text: str) -> Span:
    """`span` without whitespace at its edges (a seam can leave a space on the winning side)."""
    return span.reshaped(*_word_bounds(span, text))


def _age_number(span: Span, text: str) -> Span:
    """An AGE span over "91F" or "67yo" cut to its number; every other span as it is."""
    if span.label is not Label.AGE:
        return span
    number = _AGE_GLUED.match(text[span.start:span.end])
    return span if number is None else span.reshaped(span.start, span.start + number.end())
