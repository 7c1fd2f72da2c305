"""One tenant's vocabulary as one Aho-Corasick automaton over the gazetteer's search form.

Keys are space-padded upper-case phrases (" JANE ROE "), so a hit is always whole words and its
offsets are the text's own. A key's value: (key length, deny labels with their context rule,
allowed). A term both denied and allowed is denied (fail closed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import ahocorasick

from stream.core.categories import NAME_LABELS, Label
from stream.core.spans import Span
from stream.recognize.gazetteer import is_common_word, keys_of, search_form
from stream.recognize.gazetteer.facilities import in_care_context
from stream.recognize.vocabulary.entries import ALLOW, Entry
from stream.recognize.vocabulary.variants import variants

SOURCE = "vocabulary"
FREE_SCORE, CONTEXT_SCORE = 0.95, 0.85
_TITLE_BEFORE = re.compile(r"(?:^|[^\w])(?:dr|drs|doctor|mr|mrs|ms|miss|prof|nurse|attending)"
                           r"\.?\s{1,2}$", re.IGNORECASE)
_CREDENTIAL_AFTER = re.compile(r",?\s{1,2}(?:MD|DO|RN|NP|PA|PA-C|CRNA|PhD|DDS)(?![\w])")

_Deny = tuple[tuple[Label, bool], ...]  # (label, context required)


@dataclass(frozen=True, slots=True)
class CompiledVocabulary:
    """A tenant's compiled vocabulary; `version` names it, the automaton holds its terms."""

    version: str
    entries: int
    automaton: ahocorasick.Automaton | None

    def __repr__(self) -> str:  # never the terms
        return f"CompiledVocabulary(version={self.version!r}, entries={self.entries})"

    def _hits(self, text: str) -> list[tuple[int, int, _Deny, bool]]:
        """(start, end, deny labels, allowed) of every key in `text`."""
        if self.automaton is None or not text:
            return []
        return [(end - length + 1, end - 1, deny, allowed)
                for end, (length, deny, allowed) in self.automaton.iter(search_form(text))]

    def deny_spans(self, text: str) -> list[Span]:
        """Denied terms found in `text` that pass their case and context rules."""
        spans = []
        for start, end, deny, _ in self._hits(text):
            word = text[start:end]
            for label, needs_context in deny:
                if _accepted(text, start, end, word, label, needs_context):
                    score = CONTEXT_SCORE if needs_context else FREE_SCORE
                    spans.append(Span(start, end, label, SOURCE, score))
                    break
        return spans

    def allowed_ranges(self, text: str) -> list[tuple[int, int]]:
        """[start, end) of every allowed term in `text`."""
        return [(start, end) for start, end, _, allowed in self._hits(text) if allowed]


def _accepted(text: str, start: int, end: int, word: str, label: Label,
              needs_context: bool) -> bool:
    """Case rules (initialisms in capitals, common words capitalized) and the context rule."""
    if label not in NAME_LABELS and sum(c.isalnum() for c in word) <= 3 and not word.isupper():
        return False  # initialisms only in capitals ("SGH", not "sgh")
    if word.islower() and all(is_common_word(w) for w in word.split()):
        return False
    if not needs_context:
        return True
    if label in NAME_LABELS:
        return (_TITLE_BEFORE.search(text, max(0, start - 12), start) is not None
                or _CREDENTIAL_AFTER.match(text, end) is not None)
    return in_care_context(text, start, end)


def compile_vocabulary(entries: tuple[Entry, ...] | list[Entry], version: str) -> \
        CompiledVocabulary:
    """The automaton of every entry and generated variant."""
    deny: dict[str, dict[Label, bool]] = {}
    allow: set[str] = set()
    for entry in entries:
        if entry.kind == ALLOW:
            allow |= {k for k in keys_of(entry.term) if len(k) > 3}
            continue
        for phrase, needs_context in variants(entry):
            for key in keys_of(phrase):
                if len(key) > 3:
                    labels = deny.setdefault(key, {})
                    labels[entry.label] = labels.get(entry.label, True) and needs_context
    keys = deny.keys() | allow
    if not keys:
        return CompiledVocabulary(version, len(entries), None)
    auto = ahocorasick.Automaton()
    shared: dict[tuple[int, _Deny, bool], tuple[int, _Deny, bool]] = {}
    for key in keys:
        labels = tuple(sorted(deny.get(key, {}).items(), key=lambda kv: kv[1]))
        value = (len(key), labels, key in allow and key not in deny)
        auto.add_word(key, shared.setdefault(value, value))  # one object per distinct value
    auto.make_automaton()
    return CompiledVocabulary(version, len(entries), auto)
