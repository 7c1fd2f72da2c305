"""What the words around a name say about it: cue words before and after, adjacent initials."""

from __future__ import annotations

from dataclasses import dataclass

from stream.core.categories import Label
from stream.recognize.gazetteer.cues import Cues


def initial_before(text: str, start: int) -> int | None:
    """Start of an initial 'J. ' right before `start`, or None."""
    i = start - 1 if start > 0 and text[start - 1] == " " else start
    if i >= 2 and text[i - 1] == "." and text[i - 2].isupper() and (
            i == 2 or not (text[i - 3].isalnum() or text[i - 3] == ".")):
        return i - 2
    return None


def initial_after(text: str, end: int) -> int:
    """Length of ' S.' or ' S' (then a break) right after `end`; 0 if none."""
    if end + 1 < len(text) and text[end] == " " and text[end + 1].isupper():
        nxt = text[end + 2:end + 3]
        if nxt == ".":
            return 3
        if not nxt or nxt in " \t\n,;:)?!":
            return 2
    return 0


@dataclass(frozen=True, slots=True)
class Context:
    """What the words around a name say about it."""

    role: Label | None  # PATIENT / STAFF / PERSON from a title, label or credential
    strong: bool  # a title, a label or a credential
    medium: bool  # a relationship word or an adjacent initial


_NO_CONTEXT = Context(None, False, False)


def name_context(text: str, cues: Cues, start: int, end: int, upper: bool) -> Context:
    """Titles, labels and relationship words before `start`; credentials after `end`."""
    role = cues.title_role(start, upper)
    if role is None and end in cues.cred_ends:
        role = Label.STAFF
    if role is None:
        role = cues.by_label.get(start)
    if role is not None:
        return Context(role, True, False)
    if start in cues.relation_next:
        return Context(Label.PERSON, False, True)
    if initial_before(text, start) is not None or initial_after(text, end):
        return Context(None, False, True)
    return _NO_CONTEXT
