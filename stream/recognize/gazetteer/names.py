"""Names: runs of census-name hits judged by case, strength and the context around them."""

from __future__ import annotations

import itertools
import re
from typing import NamedTuple

from stream.core.categories import Label
from stream.core.lexicon import clinical_terms, is_english_word
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.edge_words import (
    ANY_KIN_WORD,
    CLAUSE_EDGE_WORDS,
    FUNCTION_WORDS,
    KIN_WORDS,
    LEADING_WORDS,
    TRAILING_WORDS,
)
from stream.recognize.gazetteer.context import Context, initial_after, initial_before, name_context
from stream.recognize.gazetteer.cues import Cues
from stream.recognize.gazetteer.flags import (
    DRUG,
    EPONYM_STRONG,
    EPONYM_WEAK,
    FIRST,
    LAST,
    NOT_A_NAME,
)
from stream.recognize.gazetteer.text import (
    LOWER,
    TITLECASE,
    UPPER,
    case_shape,
    past_possessive,
    previous_word,
    sentence_initial,
    skip,
)
from stream.recognize.word_judgements import (
    PLACE_NAME_JOINS,
    is_clinical_term,
    is_icu_word,
    is_ordinary_word,
    is_spanish_address_head,
    opens_a_place_name,
)

# a hyphen with a space on one side at most: a spaced dash ends a name ("MR. LEUNG - WAKE UP")
_NAME_GAP = re.compile(
    r"[ \t]{1,2}|[ \t]-(?![ \t])|-[ \t]?|[ \t][A-Z]\.?[ \t]|,[ \t]?|[ \t][ODod]['’]")
_ROAD_AFTER_NAME = frozenset(cue_list("places", "road_after_name"))
_ADDRESS_UNITS = frozenset(w.lower() for w in cue_list("places", "address_unit"))
_SAINT_BEFORE_NAME = re.compile(r"\.?[ \t]{1,2}[A-Z][a-z]")
_UNKNOWN_AFTER = re.compile(r" ([^\W\d_]{3,}(?:-[^\W\d_]{2,})?)(?![\w])")
_UNKNOWN_AFTER_TITLE = re.compile(r"\.?\s+(?:[A-Z]\.\s*)?([A-Z][A-Za-z'’\-]*[a-z]"
                                  r"(?:[a-z'’\-]*[a-z'’])?|[A-Z]{2,}(?:-[A-Z]+)?)(?![\w])")


class Token(NamedTuple):
    """A census-name hit: offsets, entry flags, strength as a name and its case shape."""

    start: int
    end: int
    flags: int
    strength: float
    shape: int


def title_like_before(text: str, start: int) -> bool:
    """Cheap test for 'dr '/'Mr. ' right before a lower-case word (which then may be a name)."""
    return start >= 3 and text[start - 1] == " " and text[start - 2] in ".rRsS"


def name_spans(tokens: list[Token], text: str, cues: Cues) -> list[Span]:
    """Spans of every run of name tokens that reads as a name."""
    spans: list[Span] = []
    runs = (_without_sentence_edges(g, text) for g in _groups(tokens, text))
    for run in (part for r in runs if r for part in _split_at_function_words(r, text)):
        for group in _split_commas(run, text) if len(run) > 1 else [run]:
            span = _name_span(group, text, cues)
            if span is None and len(group) > 1 and not _eponym_position(group, text, cues):
                spans.extend(s for t in group if (s := _name_span([t], text, cues)) is not None)
            elif span is not None and _names_a_road(group, text, cues):
                spans.append(Span(span.start, span.end, Label.LOCATION, "gazetteer:road",
                                  span.score))
            elif span is not None:
                spans.append(span)
    return spans


def title_spans(text: str, cues: Cues, taken: set[int]) -> list[Span]:
    """'Dr. Xyzzy': a capitalized word that is neither a census name nor English after a title."""
    spans: list[Span] = []
    for start, end in cues.titles:
        word = text[start:end]
        if not word[0].isupper() or word in ("MR", "MS", "MRS"):
            continue
        found = _UNKNOWN_AFTER_TITLE.match(text, end, end + 48)
        if found is None or found.start(1) in taken or not _unknown_word(found.group(1)):
            continue
        label = cues.by_title.get(found.start(1), Label.PERSON)
        spans.append(Span(found.start(1), found.end(1), label, "gazetteer:name", 0.8))
    return spans


def _groups(tokens: list[Token], text: str) -> list[list[Token]]:
    """Runs of name tokens separated by a space, hyphen, middle initial or one comma."""
    groups: list[list[Token]] = []
    for token in tokens:
        if groups:
            last = groups[-1][-1]
            same_case = (last.shape == LOWER) == (token.shape == LOWER)
            if (same_case and 0 < token.start - last.end <= 4
                    and _NAME_GAP.fullmatch(text, last.end, token.start)):
                groups[-1].append(token)
                continue
        groups.append([token])
    return groups


def _without_sentence_edges(group: list[Token], text: str) -> list[Token]:
    """A run of capitals or lower-case words without the kin and clause words at its edges
    that census lists hold as names ("NIECE MARGUERITE", "BRANNIGAN IN TO SEE"); in Title case
    ("Will Smith", "Son Nguyen") every token stays."""
    if group[0].shape == TITLECASE:
        return group
    while len(group) > 1 and _word(group[0], text) in LEADING_WORDS | KIN_WORDS:
        group = group[1:]
    while group and _word(group[-1], text) in TRAILING_WORDS | CLAUSE_EDGE_WORDS:
        group = group[:-1]
    return group


def _split_at_function_words(run: list[Token], text: str) -> list[list[Token]]:
    """A run of capitals or lower-case words cut at the function words inside it, which census
    lists hold as names ("MR. MAYFIELD TO STAY": "TO", a surname, is the sentence's); in Title
    case ("Tran To Uyen") every token stays."""
    if len(run) < 3 or run[0].shape == TITLECASE:
        return [run]
    parts: list[list[Token]] = [[]]
    for token in run:
        if _word(token, text) in FUNCTION_WORDS:
            parts.append([])
        else:
            parts[-1].append(token)
    return [part for part in parts if part]


def _names_a_road(run: list[Token], text: str, cues: Cues) -> bool:
    """Whether a run read as a name is a street named for a person ("Warren Ave", "JOY RD");
    not "St." before a name ("Amy St. Clair"), nor a person a kin word or a title names
    ("daughter Grace Street")."""
    if len(run) > 2 and _word(run[-1], text) in _ADDRESS_UNITS:
        run = run[:-1]  # "LIBERTY AVE APT 2R"
    last = run[-1]
    word = _word(last, text)
    if len(run) < 2 or word not in _ROAD_AFTER_NAME or (
            word == "st" and _SAINT_BEFORE_NAME.match(text, last.end) is not None):
        return False
    if previous_word(text, run[0].start) in ANY_KIN_WORD:
        return False  # "daughter Grace Street"
    start, end = run[0].start, last.end
    return not name_context(text, cues, start, end, run[0].shape == UPPER).strong


def _word(token: Token, text: str) -> str:
    return text[token.start:token.end].lower()


def _split_commas(group: list[Token], text: str) -> list[list[Token]]:
    """Keep 'Last, First' (two tokens, the second a first name); split other comma runs."""
    parts: list[list[Token]] = [[group[0]]]
    for prev, token in itertools.pairwise(group):
        if "," in text[prev.end:token.start]:
            parts.append([token])
        else:
            parts[-1].append(token)
    if len(parts) == 2 and len(parts[0]) == 1 and len(parts[1]) == 1 and parts[1][0].flags & FIRST:
        return [group]
    return parts


def _eponym_position(group: list[Token], text: str, cues: Cues) -> bool:
    """Whether the group reads as an eponym ("Parkinson's disease", "Lou Gehrig's disease")."""
    last = group[-1]
    pos, possessive = past_possessive(text, last.end)
    if skip(text, pos, " \t-") not in cues.heads:
        return bool(possessive and last.flags & EPONYM_STRONG)
    if last.flags & EPONYM_STRONG or len(group) == 1:
        return True
    return all(t.flags & (EPONYM_STRONG | EPONYM_WEAK) for t in group)


def _name_span(group: list[Token], text: str, cues: Cues) -> Span | None:
    """Judge one run of name tokens; a Span when it reads as a person's name."""
    start, end = group[0].start, group[-1].end
    if _in_a_place_name(group, text):
        return None
    upper = group[0].shape == UPPER
    ctx = name_context(text, cues, start, end, upper)
    if ctx.strong:
        if all(t.flags & DRUG for t in group):
            return None
        return _finish(group, text, ctx.role or Label.PERSON, 0.95 if len(group) > 1 else 0.9)
    if group[0].shape == LOWER or _eponym_position(group, text, cues):
        return None
    if len(group) > 1:
        return _pair_span(group, text, ctx)
    token = group[0]
    if text.startswith(":", end) or (upper and not ctx.medium):
        return None  # "Heart:" is a heading; capitals carry no signal
    if ctx.medium and token.strength >= 0.5 and (not upper or token.strength == 1.0):
        return _finish(group, text, ctx.role or Label.PERSON, 0.8)
    if (token.flags & FIRST and not token.flags & NOT_A_NAME and not upper
            and initial_after(text, end)):  # "Lily A."
        return _finish(group, text, Label.PERSON, 0.75)
    if token.strength < 1.0:
        return None
    span = _finish(group, text, Label.PERSON, 0.5 if sentence_initial(text, start) else 0.7)
    word = text[span.start:span.end]
    if is_clinical_term(word) or is_icu_word(word):
        return None  # a clinical word alone, with no cue, is the word ("Pacer wires capped")
    return span


def _in_a_place_name(group: list[Token], text: str) -> bool:
    """The head of a Spanish address before its number or name ("Calle 37", "Carr. 111",
    "Calle Ocho"; not "Dr. Carr", "Dr. Calle saw him"), or words after the head of a Spanish
    address or organization ("Urb. Santa Juanita", "Distribuidora Mangual", "Centro de Salud
    Río Viví"): a street, a barrio or a business, no person."""
    # Only words the address or organization rule takes as the place's own are left to it
    # (up to three, none an ordinary word: "Calle Rose Smith", "Distribuidora Will Smith" and
    # "Bo Jackson", without the period, stay names).
    first = group[0]
    names = [_word(t, text) for t in group]
    head = _word(first, text) + ("." if text.startswith(".", first.end) else "")
    if is_spanish_address_head(head) and _ADDRESS_AFTER_HEAD.match(text, first.end):
        return _place_words(names[1:])
    before = _WORDS_BEFORE.search(text, max(0, first.start - 40), first.start)
    words = before.group().split() if before is not None else []
    for count in range(1, min(len(words), _PLACE_WORDS) + 1):
        if opens_a_place_name(words[-count]):
            return len(names) + count - 1 <= _PLACE_WORDS and _place_words(
                [*words[len(words) - count + 1:], *names])
        if not (words[-count][0].isupper() or words[-count].lower() in PLACE_NAME_JOINS):
            return False
    return False


def _place_words(words: list[str]) -> bool:
    """Words a place's name holds after its head: joining words and no ordinary word."""
    return all(w.lower() in PLACE_NAME_JOINS or not is_ordinary_word(w) for w in words)


# after an address's head: its period and a number or a word in capitals ("Carr. 111", "Bo.
# Caonillas"), or without a period a number or a second word ("Calle 37", "Calle Ocho")
_ADDRESS_AFTER_HEAD = re.compile(r"\.[ \t]{1,2}(?:\d|[^\W\d_])|[ \t]{1,2}(?:\d|[A-Z])")
_PLACE_WORDS = 3  # the own words of a Spanish address after its head, at most
# the words right before a name on its line, each with its period ("Urb. Santa")
_WORDS_BEFORE = re.compile(r"(?:[^\W\d_]+\.?[ \t]{1,2})+$")


def _pair_span(group: list[Token], text: str, ctx: Context) -> Span | None:
    """Two or more adjacent name tokens without a title or label."""
    upper = group[0].shape == UPPER
    total = sum(t.strength for t in group)
    label = ctx.role or Label.PERSON
    if all(t.strength for t in group) and total >= (1.5 if upper else 1.0):
        return _finish(group, text, label, 0.9 if total >= 1.5 else 0.75)
    if len(group) == 2 and not upper:  # "Jane Doe", "Petrone, Al": one sure name, one role fit
        first, last = group
        if "," in text[first.end:last.start]:
            first, last = last, first
        if (first.flags & FIRST and last.flags & LAST and 1.0 in (first.strength, last.strength)
                and not (first.flags | last.flags) & NOT_A_NAME):
            return _finish(group, text, label, 0.6)
    return None


def _finish(group: list[Token], text: str, label: Label, score: float) -> Span:
    """The group's span, widened over an adjacent initial, O'/D' and an unknown surname."""
    start, end = group[0].start, group[-1].end
    initial = initial_before(text, start)
    if initial is not None:
        start = initial
    elif start >= 2 and text[start - 1] in "'’" and text[start - 2] in "ODod" and (
            start < 3 or not text[start - 3].isalnum()):
        start -= 2
    after = initial_after(text, end)
    if after and (group[-1].flags & FIRST or after == 3):
        end += after
    elif group[-1].flags & (FIRST | LAST) and group[-1].shape == TITLECASE:
        # "Noor Haddadin", "Yusuf Haddadin": a name the census knows as a rare surname only,
        # then one it does not know
        unknown = _UNKNOWN_AFTER.match(text, end, end + 40)
        if (unknown and case_shape(unknown.group(1)) == TITLECASE
                and _unknown_word(unknown.group(1))):
            end = unknown.end()
    return Span(start, end, label, "gazetteer:name", score)


def _unknown_word(word: str) -> bool:
    """A capitalized word that is neither English, a drug nor an eponym."""
    upper = word.upper()
    return not (is_english_word(word) or upper in clinical_terms()["drug"]
                or upper in clinical_terms()["eponym_strong"])
