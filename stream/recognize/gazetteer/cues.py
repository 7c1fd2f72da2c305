"""Cue words (titles, labels, relationship words, credentials, eponym heads) and what they say.

The automaton finds cue words along with the entries; `Cues` records, per text, the positions of
the words they bear on.
"""

from __future__ import annotations

from stream.core.categories import Label
from stream.core.lexicon import clinical_terms
from stream.recognize.cue_vocabulary import cue_list, cue_lists
from stream.recognize.gazetteer.flags import (
    CUE_BY,
    CUE_CREDENTIAL,
    CUE_LABEL,
    CUE_PERSON_TITLE,
    CUE_RELATION,
    CUE_STAFF_TITLE,
    EPONYM_HEAD,
    ROLE_PATIENT,
    ROLE_STAFF,
)
from stream.recognize.gazetteer.text import skip, skip_back

_STAFF_TITLES = ("Dr", "Drs", "Doctor", "Prof", "Professor", "Nurse")
_PERSON_TITLES = ("Mr", "Mrs", "Ms", "Miss", "Mx")
_PATIENT_LABELS = ("Patient", "Pt", "Name", "Patient Name", "Patient's Name")
_STAFF_LABELS = cue_list("roles", "staff_label")
_PERSON_LABELS = ("Emergency Contact", "Contact", "NOK", "Next of Kin", "Guardian")
_BY_PHRASES = cue_list("roles", "by_phrase")
_RELATIONS = cue_lists("kin", "family", "partner_and_step", "other_relation", "relation_phrase")
_CREDENTIALS = cue_list("roles", "credential")
_CREDENTIAL_SET = frozenset(_CREDENTIALS)
_RELATION_FILLERS = ("named", "is", "was")


def cue_words() -> tuple[tuple[tuple[str, ...] | frozenset[str], int], ...]:
    """(words, flags) of every group of cue words, for the automaton."""
    return ((_STAFF_TITLES, CUE_STAFF_TITLE), (_PERSON_TITLES, CUE_PERSON_TITLE),
            (_PATIENT_LABELS, CUE_LABEL | ROLE_PATIENT), (_STAFF_LABELS, CUE_LABEL | ROLE_STAFF),
            (_PERSON_LABELS, CUE_LABEL), (_BY_PHRASES, CUE_BY), (_RELATIONS, CUE_RELATION),
            (_CREDENTIALS, CUE_CREDENTIAL), (clinical_terms()["eponym_head"], EPONYM_HEAD))


class Cues:
    """Context found in one text, keyed by the position of the word it bears on."""

    __slots__ = ("by_label", "by_title", "caps_title", "cred_ends", "heads", "relation_next",
                 "titles")

    def __init__(self) -> None:
        self.by_title: dict[int, Label] = {}  # word start -> STAFF/PERSON
        self.caps_title: set[int] = set()  # after "MS"/"MR"/"MRS": a title only before capitals
        self.by_label: dict[int, Label] = {}
        self.relation_next: set[int] = set()
        self.cred_ends: set[int] = set()  # ends of words followed by ", MD"
        self.heads: set[int] = set()  # starts of eponym head nouns
        self.titles: list[tuple[int, int]] = []

    def add(self, text: str, start: int, stop: int, flags: int) -> None:
        """Record what the cue word text[start:stop] says about the word next to it."""
        if flags & (CUE_STAFF_TITLE | CUE_PERSON_TITLE):
            self._title(text, start, stop, flags)
        if flags & CUE_LABEL:
            pos = skip(text, stop)
            if pos < len(text) and text[pos] in ":=#":
                self.by_label[skip(text, pos + 1)] = _role(flags)
        if flags & CUE_BY and stop < len(text) and text[stop] in " \t":
            self.by_label[skip(text, stop)] = Label.STAFF
        if flags & CUE_RELATION:
            self.relation_next.add(_after_relation(text, stop))
        if flags & CUE_CREDENTIAL and text[start:stop] in _CREDENTIAL_SET:
            self._credential(text, start)
        if flags & EPONYM_HEAD:
            self.heads.add(start)

    def _title(self, text: str, start: int, stop: int, flags: int) -> None:
        """'Dr. ', 'Mrs ', 'Dr. A. ' before a name."""
        pos = stop + 1 if text.startswith(".", stop) else stop
        nxt = skip(text, pos)
        if nxt == pos:
            return
        self.titles.append((start, stop))
        role = Label.STAFF if flags & CUE_STAFF_TITLE else Label.PERSON
        caps = text[start:stop] in ("MS", "MR", "MRS")
        for word_start in (nxt, _after_initial(text, nxt)):
            self.by_title[word_start] = role
            if caps:
                self.caps_title.add(word_start)

    def _credential(self, text: str, start: int) -> None:
        """'Smith, MD' / 'Smith MD' ('DO' only after a comma)."""
        pos = skip_back(text, start)
        comma = pos > 0 and text[pos - 1] == ","
        if comma:
            pos = skip_back(text, pos - 1)
        elif text.startswith("D", start) and text[start:start + 2] in ("DO", "D."):
            return
        self.cred_ends.add(pos)

    def title_role(self, start: int, upper: bool) -> Label | None:
        """STAFF/PERSON when a title stands right before the word at `start`."""
        role = self.by_title.get(start)
        if role is None or (start in self.caps_title and not upper):
            return None  # "MS like", "MR noted": multiple sclerosis, mitral regurgitation
        return role


def _role(flags: int) -> Label:
    """The label a cue's role bits name."""
    if flags & ROLE_PATIENT:
        return Label.PATIENT
    return Label.STAFF if flags & ROLE_STAFF else Label.PERSON


def _after_initial(text: str, pos: int) -> int:
    """Past a middle initial ('A. ') at `pos`, or `pos`."""
    if pos + 2 < len(text) and text[pos].isupper() and text[pos + 1] == ".":
        return skip(text, pos + 2)
    return pos


def _after_relation(text: str, stop: int) -> int:
    """Where the name starts after 'wife', "wife's", 'wife (', 'son, ', 'daughter named '."""
    pos = stop + 2 if text[stop:stop + 2] in ("'s", "’s") else stop
    pos = skip(text, pos)
    if pos < len(text) and text[pos] in "(,:-":
        pos = skip(text, pos + 1)
    for filler in _RELATION_FILLERS:
        if text.startswith(filler + " ", pos):
            return skip(text, pos + len(filler))
    return pos
