"""Text helpers: the length-keeping search form, word boundaries and case shapes."""

from __future__ import annotations

_SEPARATORS = {i: 32 for i in range(0x10000) if not chr(i).isalnum()}
_LAST_FOLD: tuple[str, str] = ("", "  ")
_SENTENCE_END = frozenset(".!?:;\n\r*•#>-")

LOWER, TITLECASE, UPPER = 0, 1, 2
# Lower-case words inside a proper name ("Isle of Wight", "Stratford upon Avon").
CONNECTORS = frozenset({"of", "de", "la", "del", "du", "the", "&", "n", "on", "upon"})


def search_form(text: str) -> str:
    """' ' + an upper-case copy of `text` of equal length with separators as spaces + ' '."""
    global _LAST_FOLD
    cached_text, cached = _LAST_FOLD
    if cached_text is text:
        return cached
    upper = text.upper()
    if len(upper) != len(text):  # 'ß' -> 'SS', 'ﬁ' -> 'FI': keep such characters as they are
        upper = "".join(u if len(u := c.upper()) == 1 else c for c in text)
    folded = " " + upper.translate(_SEPARATORS) + " "
    _LAST_FOLD = (text, folded)
    return folded


def keys_of(phrase: str) -> set[str]:
    """Automaton keys of `phrase`: folded as `search_form` folds text, and with single spaces."""
    folded = " " + search_form(phrase).strip(" ") + " "
    return {folded, " " + " ".join(folded.split()) + " "}


def skip(text: str, pos: int, chars: str = " \t") -> int:
    """The first position at or after `pos` whose character is not in `chars`."""
    n = len(text)
    while pos < n and text[pos] in chars:
        pos += 1
    return pos


def skip_back(text: str, pos: int, chars: str = " \t") -> int:
    """The last position at or before `pos` such that text[pos - 1] is not in `chars`."""
    while pos > 0 and text[pos - 1] in chars:
        pos -= 1
    return pos


def previous_word(text: str, start: int) -> str:
    """The lower-cased word before `start` (skipping one 'the'), or a lone '@'."""
    end = skip_back(text, start)
    begin = end
    while begin > 0 and text[begin - 1].isalpha():
        begin -= 1
    word = text[begin:end].lower()
    if word == "the":
        return previous_word(text, begin)
    return word or text[end - 1:end]


def sentence_initial(text: str, start: int) -> bool:
    """Whether the word at `start` opens a sentence, line or list item."""
    i = start - 1
    while i >= 0 and text[i] in " \t\"'(“‘[":
        i -= 1
    return i < 0 or text[i] in _SENTENCE_END


def case_shape(word: str) -> int:
    """UPPER, TITLECASE or LOWER."""
    if word.isupper():
        return UPPER if len(word) > 1 else TITLECASE
    return TITLECASE if word[0].isupper() else LOWER


def past_possessive(text: str, end: int) -> tuple[int, bool]:
    """Past "'s" / "'" at `end`, and whether there was one."""
    if text[end:end + 2] in ("'s", "’s"):
        return end + 2, True
    if text[end:end + 1] in ("'", "’"):
        return end + 1, True
    return end, False
