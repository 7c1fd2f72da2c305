"""A name or place found once in a note is found again: its other mentions in the same note.

Notes name a relative, a nurse or a nursing home more than once, and the recognizers may find
only the mention with a cue ("wife zelma in till 2100. zelma asked about the bill"; "to
foxhollow rehab ... pt prefers foxhollow"). After the merge, every word of four letters or more
in a found PATIENT, STAFF, PERSON, HOSPITAL or LOCATION span is looked for again, whole-word and
in any case, where no span is; a mention found takes the label of the span its word came from.
Ordinary English words, clinical terms, ICU abbreviations and words with a disease ending are
never carried over, so that one wrong span ("rose", "Foley", "Hypotension") is not repeated
through the note.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence

from stream.core.categories import Label
from stream.core.lexicon import is_common_word, is_english_word
from stream.core.spans import Span
from stream.recognize.value_shapes import EDGE_PUNCTUATION
from stream.recognize.word_judgements import has_medical_ending, is_medical_word

SOURCE = "repeat"
_CARRIED = (Label.PATIENT, Label.STAFF, Label.PERSON, Label.HOSPITAL, Label.LOCATION)
_WORD = re.compile(r"[^\W\d_]{4,}")
_MENTION = re.compile(r"[^\W\d_]{3,}")  # a word or the initials of a facility


def carried(word: str) -> bool:
    """Whether a word of a found span names someone or somewhere wherever it recurs."""
    lower = word.lower()
    return not (is_english_word(lower) or _medical(lower))


def _phrase_head(word: str) -> bool:
    """Whether a lower-case word is carried with the words after it only: an uncommon English
    word ("sassafras"), no clinical one."""
    return is_english_word(word) and not is_common_word(word) and not _medical(word)


def _medical(word: str) -> bool:
    return is_medical_word(word) or has_medical_ending(word)


def _span_words(spans: list[Span], text: str) -> Iterator[tuple[str, Label, bool]]:
    """Each lower-case word of the name and place spans, its span's label and whether it is
    the span's last word; spans in the order of _CARRIED's labels, so that the label first
    there wins a word found under two."""
    for span in sorted((s for s in spans if s.label in _CARRIED),
                       key=lambda s: _CARRIED.index(s.label)):
        words = [m.group().lower() for m in _WORD.finditer(text, span.start, span.end)]
        for i, word in enumerate(words):
            yield word, span.label, i == len(words) - 1


def _found_words(spans: list[Span], text: str) -> dict[str, Label]:
    """Lower-case word -> label, for the carried words of name and place spans."""
    words: dict[str, Label] = {}
    for word, label, _ in _span_words(spans, text):
        if word not in words and carried(word):
            words[word] = label
    return words


def _phrase_heads(spans: list[Span], text: str) -> dict[str, Label]:
    """Lower-case word -> label, for the phrase heads that open the rest of a found name or
    place span ("sassafras" of "Sassafras Ridge Nursing Home"): not carried alone ("sassafras
    tea"), but with the words that followed it ("the sassafras ridge paperwork"); in the
    patient's name any word but a clinical one ("KILLS THUNDER, JALEN": "Lovina Kills
    Thunder")."""
    heads: dict[str, Label] = {}
    for word, label, last in _span_words(spans, text):
        if not last and word not in heads and (
                _phrase_head(word) or (label is Label.PATIENT and not _medical(word))):
            heads[word] = label
    return heads


def _initialisms(spans: list[Span], text: str) -> dict[str, Label]:
    """Lower-case initials -> HOSPITAL, of the found facility names of three to five words
    ("Saint Odilia's Hospital" -> "soh", "Ashokan Hills Rehabilitation Center" -> "ahrc"),
    linking words left out; never an English word or a clinical term."""
    found: dict[str, Label] = {}
    for span in spans:
        if span.label is not Label.HOSPITAL:
            continue
        words = [w for w in text[span.start:span.end].split() if w.lower() not in _LINKING]
        initials = "".join(w[0] for w in words).lower()
        if 3 <= len(words) <= 5 and initials.isalpha() and carried(initials):
            found[initials] = Label.HOSPITAL
    return found


_LINKING = frozenset({"of", "the", "and", "&", "for", "at", "in", "on"})


def repeated_mentions(spans: list[Span], text: str) -> list[Span]:
    """Spans for the other mentions of found names and places, and the initials of found
    facility names ("SOH" after "Saint Odilia's Hospital"), where no span is yet."""
    words = _found_words(spans, text)
    heads = _phrase_heads(spans, text)
    if text.isascii():  # lower case per word is then the text's lower case, cut into words
        lowered = text.lower()
        words = {word: label for word, label in words.items() if lowered.count(word) > 1}
        words |= {i: label for i, label in _initialisms(spans, text).items() if i in lowered}
        heads = {word: label for word, label in heads.items() if lowered.count(word) > 1}
    else:
        words |= _initialisms(spans, text)
    if not words and not heads:
        return []  # no found word occurs twice: no other mention to look for
    covered = sorted((s.start, s.end) for s in spans)
    ends = [end for _, end in covered]
    phrases = _phrases(spans, text)
    found: list[Span] = []
    for match in _MENTION.finditer(text):
        word = match.group().lower()
        label = words.get(word) or heads.get(word)
        if label is None:
            continue
        at = bisect_right(ends, match.start())  # the first span ending after the word starts
        if at == len(covered) or covered[at][0] >= match.end():
            free_until = covered[at][0] if at < len(covered) else len(text)
            rest = phrases.get(word, ())
            end = _phrase_end(text, match, rest, free_until)
            # a head is a mention only with the words after it, which may be in a span already
            # ("Kills" of "Lovina Kills Thunder" where the tagger found "Thunder")
            if word in words or _phrase_end(text, match, rest, len(text)) > match.end():
                found.append(Span(match.start(), end, label, SOURCE, 0.5))
    return found


def _phrases(spans: list[Span], text: str) -> dict[str, list[list[str]]]:
    """First word -> the lower-case words that follow it in a found name or place span of
    several words ("sassafras" -> [["ridge", "nursing", "home"]]), without the punctuation
    at their edges ("Sassafras Ridge," -> "ridge")."""
    phrases: dict[str, list[list[str]]] = {}
    for span in spans:
        if span.label in _CARRIED:
            words = [w.strip(EDGE_PUNCTUATION) for w in text[span.start:span.end].lower().split()]
            for i, word in enumerate(words[:-1]):
                phrases.setdefault(word, []).append(words[i + 1:])
    return phrases


_NEXT_WORD = re.compile(r"[ \t]{1,2}(\S+)")


def _phrase_end(text: str, match: re.Match[str], phrases: Sequence[list[str]],
                limit: int) -> int:
    """Where a repeated word's mention ends: past the words that followed it in a found span,
    as far as they are written again ("the sassafras ridge paperwork" after "Sassafras Ridge
    Nursing Home": "sassafras ridge"), never into a span (`limit`); punctuation after a word
    ends the mention there ("sassafras ridge, then home")."""
    best = match.end()
    for rest in phrases:
        end = match.end()
        for word in rest:
            after = _NEXT_WORD.match(text, end)
            if after is None or after.end() > limit:
                break
            written = after.group(1).rstrip(EDGE_PUNCTUATION)
            if written.lower() != word:
                break
            end = after.start(1) + len(written)
            if len(written) < len(after.group(1)):
                break
        best = max(best, end)
    return best
