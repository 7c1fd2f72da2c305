"""`deid vocab suggest`: mine a tenant's notes for the local names its recognizer keeps missing.

Two passes over the notes and the spans the configured recognizer found in them:

1. candidates: terms of one to three words in a place or person context (module `cues`) that no
   bundled word list holds (or initialisms in capitals after a transfer word), and the
   name and place terms the recognizer marked;
2. tally: one Aho-Corasick automaton of every candidate over every note counts where each term
   occurs, in how many notes, in which (previous word, next word) contexts, and how many of its
   occurrences are evidence (in a cue context or marked by the recognizer).

A deny suggestion is a term with enough notes, enough distinct contexts and a high enough share
of evidence among its occurrences (its score). An allow suggestion is a term the recognizer
marks in many notes although it is an everyday or clinical word, or one that a protocol word
always follows ("Whitcomb protocol"). Suggestions hold the term and counts, never the text
around it; `render` writes them as a vocabulary file for review.
"""

from __future__ import annotations

import bisect
import itertools
import json
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import ahocorasick

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.spans import Note, Span
from stream.recognize.gazetteer import search_form
from stream.recognize.vocabulary.cues import (
    CLINICAL_INITIALISMS,
    FACILITY_TAILS,
    NONPHI_HEADS,
    PERSON_AFTER,
    PERSON_BEFORE,
    PLACE_BEFORE,
    SITE_LABELS,
    STAFF_BEFORE,
    STOP_WORDS,
    UNIT_AFTER,
    is_listed,
    is_ordinary,
)
from stream.recognize.vocabulary.entries import ALLOW, DENY
from stream.recognize.word_judgements import has_medical_ending

PLACE, STAFF, PERSON = "place", "staff", "person"
_KIND_LABEL = {PLACE: Label.HOSPITAL, STAFF: Label.STAFF, PERSON: Label.PERSON}
_TOKEN = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*|\d+|@")
_PLACE_GAP = re.compile(r"[ \t]{1,4}")
_TITLE_GAP = re.compile(r"[.:]?[ \t]{1,2}")
_TERM_GAP = re.compile(r"[ \t]|-")
MAX_WORDS = 3
NESTED_SHARE = 0.7
"""A longer term replaces a shorter one inside it when it holds this share of its notes."""
HEAD_SHARE = 0.8
_FACILITY_WORDS = FACILITY_TAILS | UNIT_AFTER


@dataclass(frozen=True, slots=True)
class Thresholds:
    """What a term needs to be suggested (chosen on the site corpus, see README)."""

    min_notes: int = 3
    min_contexts: int = 2
    min_score: float = 0.6
    min_share: float = 0.001
    """...and at least this share of the notes read: a relative's name that recurs by chance in
    a few of 10,000 notes is no part of the site's cast."""

    def notes_needed(self, total: int) -> int:
        """Notes a term must occur in, of `total` notes read."""
        return max(self.min_notes, math.ceil(self.min_share * total))


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One proposed vocabulary entry with its evidence; `term` is the only text it holds."""

    kind: str
    term: str
    label: Label | None
    reason: str
    notes: int
    contexts: int
    score: float

    def __repr__(self) -> str:  # the term is PHI
        return (f"Suggestion(kind={self.kind!r}, label={self.label!r}, reason={self.reason!r}, "
                f"notes={self.notes}, contexts={self.contexts}, score={self.score:.2f})")


@dataclass
class _Tally:
    """Everything counted about one candidate term (keyed by its folded form)."""

    cue: bool = False  # seen in a place or person context and eligible there
    occurrences: int = 0
    evidence: int = 0
    marked: int = 0
    exact_notes: set[int] = field(default_factory=set)  # marked as exactly this term
    notes: set[int] = field(default_factory=set)
    marked_notes: set[int] = field(default_factory=set)
    unmarked_notes: set[int] = field(default_factory=set)
    contexts: set[tuple[str, str]] = field(default_factory=set)
    kinds: Counter[str] = field(default_factory=Counter)
    labels: Counter[Label] = field(default_factory=Counter)
    surfaces: Counter[str] = field(default_factory=Counter)
    heads: Counter[str] = field(default_factory=Counter)


Token = tuple[int, int, str]


def tokens_of(text: str) -> list[Token]:
    """(start, end, word) of every word, number and '@' in `text`."""
    return [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]


def fold(term: str) -> str:
    """The automaton key of a term: its search form, single-spaced and padded."""
    return " " + " ".join(search_form(term).split()) + " "


def suggest(notes: Sequence[Note], spans: Sequence[Sequence[Span]],
            thresholds: Thresholds = Thresholds()) -> list[Suggestion]:
    """Deny and allow suggestions for the site that wrote `notes` (spans: the recognizer's)."""
    tallies: dict[str, _Tally] = {}
    evidence: list[dict[tuple[int, int], str]] = []
    for note in notes:
        evidence.append(cue_terms(note.text, tallies))
    for n, note_spans in enumerate(spans):
        for start, end, _ in marked_terms(notes[n].text, note_spans):
            tallies.setdefault(fold(notes[n].text[start:end]), _Tally())
    _count(notes, spans, evidence, tallies)
    needed = thresholds.notes_needed(len(notes))
    found = [s for t in tallies.values() if (s := _judge(t, thresholds, needed))]
    return _without_nested(found)


def cue_terms(text: str, tallies: dict[str, _Tally]) -> dict[tuple[int, int], str]:
    """Candidate terms in a place or person context: (start, end) -> context kind; each
    eligible term gets a tally marked `cue`."""
    tokens = tokens_of(text)
    mixed = not (text.isupper() or text.islower())
    found: dict[tuple[int, int], str] = {}
    for i, (start, end, word) in enumerate(tokens):
        low = word.lower()
        if low in PLACE_BEFORE or (low == "on" and _number_after(tokens, i + 2)):
            _starting(text, tokens, i, PLACE, mixed, found)
        elif low in STAFF_BEFORE:
            _starting(text, tokens, i, STAFF, mixed, found)
        elif low in PERSON_BEFORE:
            _starting(text, tokens, i, PERSON, mixed, found)
        if i and (low in UNIT_AFTER or low in PERSON_AFTER) and _gap_ok(text, tokens[i - 1],
                                                                         (start, end, word)):
            kind = PLACE if low in UNIT_AFTER else STAFF
            for length in (1, 2):
                _add(text, tokens, i - length, i, kind, mixed, found)
    for (start, end), _ in found.items():
        tallies.setdefault(fold(text[start:end]), _Tally()).cue = True
    return found


def _number_after(tokens: list[Token], i: int) -> bool:
    return i < len(tokens) and tokens[i][2].isdigit() and len(tokens[i][2]) <= 2


def _gap_ok(text: str, left: Token, right: Token) -> bool:
    return _TERM_GAP.fullmatch(text, left[1], right[0]) is not None


def _starting(text: str, tokens: list[Token], cue: int, kind: str, mixed: bool,
              found: dict[tuple[int, int], str]) -> None:
    """Terms of one to three words right after the cue word at `cue`."""
    first = cue + 1
    if first < len(tokens) and tokens[first][2].lower() == "the":
        first += 1
    if first >= len(tokens):
        return
    gap = text[tokens[cue][1]:tokens[first][0]]
    if kind == PLACE:
        gap = gap.replace("the", "", 1) if tokens[first - 1][2].lower() == "the" else gap
        if not (_PLACE_GAP.fullmatch(gap) or (tokens[cue][2] == "@" and not gap)):
            return
    elif not _TITLE_GAP.fullmatch(gap):  # "Dr. Roe", "RN: Tovrin"
        return
    for length in range(1, MAX_WORDS + 1):
        if not _add(text, tokens, first, first + length, kind, mixed, found):
            return


def _add(text: str, tokens: list[Token], lo: int, hi: int, kind: str, mixed: bool,
         found: dict[tuple[int, int], str]) -> bool:
    """Record tokens[lo:hi] as a candidate when they can be a local name; False when they
    cannot be the start of a longer one either."""
    if lo < 0 or hi > len(tokens):
        return False
    words = tokens[lo:hi]
    if any((not w.isalpha() and not _hyphenated(w)) or w.lower() in STOP_WORDS
           for _, _, w in words):
        return False
    if any(not _gap_ok(text, a, b) for a, b in itertools.pairwise(words)):
        return False
    ward = kind == PLACE and _number_after(tokens, hi) and _gap_ok(text, words[-1], tokens[hi])
    if eligible([w for _, _, w in words], kind, mixed, ward=ward):
        found.setdefault((words[0][0], words[-1][1]), kind)
    return True


def _hyphenated(word: str) -> bool:
    return all(part.isalpha() for part in re.split(r"['’-]", word))


def eligible(words: list[str], kind: str, mixed_case: bool, *, ward: bool = False) -> bool:
    """Whether words in a `kind` context can be a local name that no word list holds: the
    first word unlisted (the rest unlisted, capitalized or a facility word), or an initialism
    in capitals after a transfer word in a note written in mixed case; before a ward number
    (`ward`: "to Ellison 12") also a capitalized name that is no everyday word."""
    first = words[0]
    if len(first) < 3 or first.lower() in UNIT_AFTER or has_medical_ending(first):
        return False
    if len(words) == 1 and mixed_case and kind == PLACE and (
            _initialism(first) or (ward and first.istitle() and not is_ordinary(first))):
        return True
    if not is_listed(first) and first.upper() not in CLINICAL_INITIALISMS:
        return all(_tail(w) for w in words[1:])
    return (mixed_case and len(words) > 1 and all(w[0].isupper() for w in words)
            and not is_ordinary(first) and any(not is_listed(w) for w in words))


def _tail(word: str) -> bool:
    """A word that may follow the first of a local name: a facility word, an unlisted or
    capitalized word, never a unit word ("Hazelmere ED" is "Hazelmere" at a unit)."""
    low = word.lower()
    if low in FACILITY_TAILS:
        return True
    return low not in UNIT_AFTER and (not is_ordinary(word) or word[0].isupper())


def _initialism(word: str) -> bool:
    return (word.isupper() and 3 <= len(word) <= 5 and word not in CLINICAL_INITIALISMS
            and not is_ordinary(word))


def marked_terms(text: str, spans: Iterable[Span]) -> list[tuple[int, int, Label]]:
    """(start, end, label) of the name and place spans the recognizer found, without a
    leading title or role word ("Dr. Roe" -> "Roe"), when one to three words remain."""
    out = []
    for span in spans:
        if span.label not in SITE_LABELS:
            continue
        words = tokens_of(text[span.start:span.end])
        while words and (words[0][2].lower() in STOP_WORDS or words[0][2] == "@"):
            words = words[1:]
        if words and len(words) <= MAX_WORDS and all(w[2].isalpha() or _hyphenated(w[2])
                                                     for w in words):
            out.append((span.start + words[0][0], span.start + words[-1][1], span.label))
    return out


def _count(notes: Sequence[Note], spans: Sequence[Sequence[Span]],
           evidence: list[dict[tuple[int, int], str]], tallies: dict[str, _Tally]) -> None:
    """Every occurrence of every candidate in every note, with its context and evidence."""
    if not tallies:
        return
    automaton = ahocorasick.Automaton()
    for key in tallies:
        automaton.add_word(key, key)
    automaton.make_automaton()
    for n, note in enumerate(notes):
        site = sorted((s.start, s.end, s.label) for s in spans[n] if s.label in SITE_LABELS)
        starts = [s[0] for s in site]
        for last, key in automaton.iter(search_form(note.text)):
            start, end = last - len(key) + 1, last - 1
            _occurrence(tallies[key], n, note.text, start, end, evidence[n].get((start, end)),
                        _covering(site, starts, start, end))


def _covering(site: list[tuple[int, int, Label]], starts: list[int], start: int,
              end: int) -> tuple[Label, bool] | None:
    """The label of a recognizer span that covers [start, end), and whether it is exactly
    that range (a title before it aside), if one does."""
    i = bisect.bisect_right(starts, start) - 1
    while i >= 0 and site[i][1] > start:
        if site[i][1] >= end:
            return site[i][2], site[i][1] == end
        i -= 1
    return None


def _occurrence(tally: _Tally, n: int, text: str, start: int, end: int, kind: str | None,
                covered: tuple[Label, bool] | None) -> None:
    after = _word_after(text, end)
    tally.occurrences += 1
    tally.notes.add(n)
    tally.contexts.add((_word_before(text, start), after))
    tally.surfaces[text[start:end]] += 1
    if kind is not None:  # an eligible term in a cue context
        tally.kinds[kind] += 1
        tally.labels[_KIND_LABEL[kind]] += 1
    if covered is not None:
        tally.marked += 1
        tally.marked_notes.add(n)
        tally.labels[covered[0]] += 2  # the recognizer's label outweighs a context's guess
        if covered[1]:
            tally.exact_notes.add(n)
        if after in NONPHI_HEADS:
            tally.heads[after] += 1
    else:
        tally.unmarked_notes.add(n)
    if covered is not None or kind is not None:
        tally.evidence += 1


def _word_before(text: str, start: int) -> str:
    match = re.search(r"(\S+)\s*$", text[max(0, start - 30):start])
    return match.group(1).lower().strip(".,:;()") if match else ""


def _word_after(text: str, end: int) -> str:
    match = re.match(r"\s*([^\s.,;:()]+)", text[end:end + 30])
    return match.group(1).lower() if match else ""


def _judge(tally: _Tally, th: Thresholds, needed: int) -> Suggestion | None:
    """The suggestion a tally supports, if any."""
    if tally.occurrences == 0:
        return None
    term = _surface(tally)
    allow = _allow(term, tally, th, needed)
    if allow is not None:
        return allow
    words = term.split()
    uneven = bool(tally.marked_notes and tally.unmarked_notes) and not (
        len(words) == 1 and is_ordinary(term))
    if not (tally.cue or uneven):
        return None
    score = tally.evidence / tally.occurrences
    contexts = len(tally.contexts)
    if len(tally.notes) < needed or contexts < th.min_contexts or score < th.min_score:
        return None
    label = _label(tally)
    if label is None:
        return None
    return Suggestion(DENY, term, label, _reason(tally, term), len(tally.notes), contexts,
                      round(score, 3))


def _allow(term: str, tally: _Tally, th: Thresholds, needed: int) -> Suggestion | None:
    """An allow suggestion: marked in many notes, and a protocol word always follows it or it
    is an everyday word that is no census name at all ("Dusty", "Sang" are)."""
    marked = len(tally.exact_notes)
    words = term.split()
    if marked < needed or tally.cue or any(w.lower() in _FACILITY_WORDS for w in words):
        return None
    head, count = tally.heads.most_common(1)[0] if tally.heads else ("", 0)
    if head and count >= HEAD_SHARE * tally.marked:
        return Suggestion(ALLOW, f"{term} {head}", None, f"marked, always before '{head}'",
                          marked, len(tally.contexts), round(count / tally.occurrences, 3))
    names = lexicon.name_frequency()
    if all(is_ordinary(w) and w.upper() not in names for w in words):
        share = marked / len(tally.notes)
        if share >= th.min_score:
            return Suggestion(ALLOW, term, None, "everyday word marked as PHI", marked,
                              len(tally.contexts), round(share, 3))
    return None


def _surface(tally: _Tally) -> str:
    """The term as the notes most often write it, in capitals where notes vary in case."""
    forms = tally.surfaces.most_common()
    cased = [f for f, _ in forms if not f.islower()]
    return cased[0] if cased else forms[0][0].title()


def _label(tally: _Tally) -> Label | None:
    if not tally.labels:
        return None
    label = tally.labels.most_common(1)[0][0]
    return label if label in SITE_LABELS else None


def _reason(tally: _Tally, term: str) -> str:
    if not tally.kinds:
        return f"marked in {len(tally.marked_notes)} of {len(tally.notes)} notes"
    kind = tally.kinds.most_common(1)[0][0]
    if kind == PLACE and term.isupper() and len(term) <= 5:
        return "initialism after transfer words"
    return f"{kind} context"


def _without_nested(found: list[Suggestion]) -> list[Suggestion]:
    """Of two deny terms where one holds the other as whole words, the longer when it holds
    most of the shorter's notes, else the shorter."""
    deny = {fold(s.term): s for s in found if s.kind == DENY}
    dropped: set[str] = set()
    for key, long in sorted(deny.items(), key=lambda kv: -len(kv[0])):
        if key in dropped:
            continue
        for other, short in deny.items():
            if other == key or other in dropped or other not in key:
                continue
            if long.notes >= NESTED_SHARE * short.notes:
                dropped.add(other)
            else:
                dropped.add(key)
                break
    allowed = {fold(s.term) for s in found if s.kind == ALLOW}
    return [s for s in found if fold(s.term) not in dropped
            and not (s.kind == ALLOW and fold(s.term) in deny)
            and not (s.kind == DENY and fold(s.term) in allowed)]


_HEADER = """\
# Site vocabulary suggested by `deid vocab suggest` for tenant {tenant} from {notes} notes
# ({recognizer} recognizer; at least {min_notes} notes, {min_contexts} contexts, score {score}).
# REVIEW BEFORE USE: delete each deny entry that is no identifier at your site and each allow
# entry that is one; then `deid vocab check --tenant {tenant} FILE --sample NOTES`.
# This file is PHI (staff and place names): keep it mode 0600; never log, mail or commit it.
# After each entry: why; notes it occurs in; distinct contexts; score (share of evidence).
"""


def header(tenant: str, notes: int, recognizer: str, thresholds: Thresholds) -> str:
    """The review comments that open a suggestions file (no note text: counts and settings)."""
    return _HEADER.format(tenant=tenant, notes=notes, recognizer=recognizer,
                          min_notes=thresholds.notes_needed(notes),
                          min_contexts=thresholds.min_contexts, score=thresholds.min_score)


def render(suggestions: Sequence[Suggestion], header: str) -> str:
    """The suggestions as a YAML vocabulary file with one review comment an entry."""
    lines = [header.rstrip("\n")]
    deny = sorted((s for s in suggestions if s.kind == DENY),
                  key=lambda s: (str(s.label), -s.score, -s.notes, s.term))
    allow = sorted((s for s in suggestions if s.kind == ALLOW), key=lambda s: (-s.notes, s.term))
    lines.append("deny:" if deny else "deny: {}")
    label = None
    for s in deny:
        if s.label != label:
            label = s.label
            lines.append(f"  {label}:")
        lines.append(f"    - {_quoted(s.term)}  # {_comment(s)}")
    lines.append("allow:" if allow else "allow: []")
    lines += [f"  - {_quoted(s.term)}  # {_comment(s)}" for s in allow]
    return "\n".join(lines) + "\n"


def _quoted(term: str) -> str:
    return json.dumps(term, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar


def _comment(s: Suggestion) -> str:
    reason = s.reason.replace("'", "")
    return f"{reason}; {s.notes} notes, {s.contexts} contexts, score {s.score:.2f}"
