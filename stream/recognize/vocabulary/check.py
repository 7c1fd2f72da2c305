"""`deid vocab check`: validate a vocabulary file, find conflicts, and show its effect on notes.

The report goes to the operator's terminal and names the operator's own terms; it is never
logged. Note text is never printed: the effect on a sample is counts of spans by category.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from stream.core import lexicon
from stream.core.spans import Note, Span
from stream.recognize.gazetteer import is_common_word, search_form
from stream.recognize.vocabulary.entries import ALLOW, DENY, Entry, VocabularyError
from stream.recognize.vocabulary.files import check_private, load_file
from stream.recognize.vocabulary.variants import context_required

COMMON_NAME_PERCENT = 0.01
"""An allow entry at least this frequent (census %) as a first name or surname is flagged."""


@dataclass
class CheckReport:
    """What `deid vocab check` found; `ok` when the file loads and has no allow/deny clash."""

    entries: int = 0
    version: str = ""
    errors: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    added: Counter[str] = field(default_factory=Counter)
    removed: Counter[str] = field(default_factory=Counter)
    notes: int = 0

    @property
    def ok(self) -> bool:
        return not self.errors and not self.conflicts

    def lines(self, tenant: str) -> list[str]:
        """The report as terminal lines."""
        out = [f"tenant {tenant}: {self.entries} entries, version {self.version or '-'}"]
        out += [f"error: {e}" for e in self.errors]
        out += [f"conflict: {c}" for c in self.conflicts]
        out += [f"warning: {w}" for w in self.warnings]
        if self.notes:
            out.append(f"sample: {self.notes} notes")
            for verb, counts in (("adds", self.added), ("removes", self.removed)):
                shown = ", ".join(f"{label} {n}" for label, n in sorted(counts.items()))
                out.append(f"  {verb} {sum(counts.values())} spans" + (f": {shown}" if shown
                                                                       else ""))
        out.append("ok" if self.ok else "not ok")
        return out


def _folded(term: str) -> str:
    return " ".join(search_form(term).split())


def check_entries(entries: Iterable[Entry]) -> tuple[list[str], list[str]]:
    """(conflicts, warnings): terms both allowed and denied; allowed common names; denied
    common English words."""
    entries = list(entries)
    denied = {_folded(e.term) for e in entries if e.kind == DENY}
    freq = lexicon.name_frequency()
    conflicts, warnings = [], []
    for entry in entries:
        word = " " not in entry.term.strip()
        if entry.kind == ALLOW and _folded(entry.term) in denied:
            conflicts.append(f"{entry.term!r} is both allowed and denied (denied wins)")
        elif entry.kind == ALLOW and word and freq.get(entry.term.upper(), 0) >= \
                COMMON_NAME_PERCENT:
            warnings.append(f"allow entry {entry.term!r} is a common first name or surname: "
                            "it will unmask people of that name")
        elif entry.kind == DENY and word and is_common_word(entry.term):
            rule = "needs a context" if context_required(entry) else "context-free"
            warnings.append(f"deny entry {entry.term!r} is a common English word ({rule})")
    return conflicts, warnings


def check_file(path: Path) -> tuple[CheckReport, tuple[Entry, ...]]:
    """Load and check a vocabulary file (permissions included)."""
    report = CheckReport()
    try:
        loaded = load_file(path, check_mode=False)
    except VocabularyError as exc:
        report.errors.append(str(exc))
        return report, ()
    try:
        check_private(path)
    except VocabularyError as exc:
        report.errors.append(str(exc))
    report.entries, report.version = len(loaded.entries), loaded.version
    report.conflicts, report.warnings = check_entries(loaded.entries)
    return report, loaded.entries


def count_effect(report: CheckReport, without: list[list[Span]],
                 with_vocabulary: list[list[Span]]) -> None:
    """Spans by category that the vocabulary adds and removes, note by note."""
    for before, after in zip(without, with_vocabulary, strict=True):
        old = {(s.start, s.end, s.label) for s in before}
        new = {(s.start, s.end, s.label) for s in after}
        report.added.update(str(label) for *_, label in new - old)
        report.removed.update(str(label) for *_, label in old - new)
        report.notes += 1


def with_tenant(notes: Iterable[Note], tenant: str) -> list[Note]:
    """The sample notes as notes of `tenant`."""
    return [Note(n.id, n.text, n.patient_id, tenant, n.metadata) for n in notes]
