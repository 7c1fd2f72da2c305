"""One-word signatures at the end of a note ("... family updated. meg", "\\nBEV RN", "-wren").

Night nurses sign with a first name as the note's last word: after a full stop or a line
break, after a dash ("reassured -oona", "\\n-Dmitri RRT"), or straight after the last number
of the last line ("lasix 40 iv given i/o -800 benedikt"). A census name that is no everyday
word signs anywhere there; a name no list holds (`foreign_name`) signs when it does not end
as clinical words do ("-nebs", "... x2 pulmicort").
"""

from __future__ import annotations

import re
from typing import ClassVar

from stream.core.categories import Label
from stream.core.lexicon import COMMON_LEVEL, english_levels
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.gazetteer import clinical_terms, is_common_word
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.cued_names import clinical_ending, foreign_name, name_word
from stream.recognize.patterns.names import caps_line, is_census_name
from stream.recognize.word_judgements import ICU_ABBREVIATIONS

# the end of a note, and the characters before it that a sign-off (and blank lines) can span
_NOTE_END = re.compile(r"\Z")
_TAIL = (96, 0)
# credentials a signature may carry ("joanne rn", "-Henrike, RD")
_CREDENTIALS = cue_list("roles", "signature_credential")
_NAME = r"(?P<name>[^\W\d_](?:[^\W\d_]|['’-]){1,20})"  # letters of any script
_CREDENTIAL = r",?[ \t]+(?P<credential>(?i:" + "|".join(_CREDENTIALS) + r"))"
_END = r"[ \t.]*\s*\Z"
_NAME_TO_END = _NAME + "(?:" + _CREDENTIAL + ")?" + _END


def _signs_off(family: SignOffFamily, text: str, match: re.Match[str], *, initials: bool) -> bool:
    """A census name that is no everyday word, or a name no list holds; with `initials`, also
    initials alone on the last line; any uncommon word in high-recall."""
    word = match.group("name")
    if word.lower() in _NOT_INITIALS and not _dashed_pair(text, match, word):
        return False  # "labs done, ok", "\nRN"; "temp hd line. -ng" signs
    if name_word(word, caps_line(text, match.start("name")), loose=False) and (
            len(word) > 3 or is_census_name(word)):
        return True  # "BEV", not "... VIA FLIGHT. EGD" (initials are judged below)
    if initials and _initials_line(text, match, word):
        return True  # "...no acute events.\nDG", "\nlk", "glasses. dg", "home. -rm", "tf rn"
    if len(word) > 3 and foreign_name(word) and not clinical_ending(word):
        return True  # not "-nebs", "x2 pulmicort"
    return family.high_recall and not is_common_word(word) and name_word(word, True, loose=True)


def _name_not_initials(family: SignOffFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> bool:
    """A name after the last number or word; initials there are no sign-off ("i/o -800 dg",
    "... per the charge rn")."""
    return _signs_off(family, text, match, initials=False)


class SignOffFamily(PatternFamily):
    """STAFF: the note's last word after a line break, a full stop, a dash or a number."""

    name = "sign_off"
    label = Label.STAFF
    # every pattern ends the text, so each is searched only in the note's last characters
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("sign_off", re.compile(
            r"[.\n][ \t]*[-~]{0,2}[ \t]?" + _NAME_TO_END), 0.6, group="name",
            anchor=_NOTE_END, window=_TAIL),
        # "worried reassured -oona": a dash after a space
        Pattern("dash", re.compile(r"[-~](?<=[ \t][-~])[-~]?[ \t]?" + _NAME_TO_END), 0.6,
                group="name", anchor=_NOTE_END, window=_TAIL),
        # "... at the nursing home delena rn": a name and its credential after the last word
        Pattern("before_credential", re.compile(
            r"(?<=[^\W_][ \t])" + _NAME + _CREDENTIAL + _END), 0.6,
            group="name", anchor=_NOTE_END, window=_TAIL, check=_name_not_initials),
        # "i/o -800 benedikt": straight after the last number
        Pattern("after_number", re.compile(
            r"(?<!\w)\d[\d.,/%]{0,16}[ \t]{1,2}" + _NAME_TO_END), 0.6, group="name",
            anchor=_NOTE_END, window=_TAIL, check=_name_not_initials),
    )

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """A name, or initials alone on the last line (see `_signs_off`)."""
        return _signs_off(self, text, match, initials=True)


def _initials_line(text: str, match: re.Match[str], word: str) -> bool:
    """Two or three letters alone on the note's last line or after a dash, or two after its last
    full stop, that are no word or abbreviation ("... events. DG", not "... via flight. EGD");
    four before a credential ("RMCG RN"); after a dash or with a credential ("-DM", "tf rn") an
    ICU abbreviation's letters too, and two after a dash a clinical term's ("temp hd line. -ng").
    (`_signs_off` has already refused the shorthand in `_NOT_INITIALS`.)"""
    key = word.lower()
    credential = match.group("credential") is not None
    dashed = _dashed(text, match)
    size = (4 if credential else 3 if dashed or text[match.start()] in "\n." else 0)
    # after a dash, initials may spell a rare word ("-kw"); after a full stop, two letters or
    # three that are no abbreviation ("... IN AM. HCB", not "... VIA FLIGHT. EGD")
    level = english_levels().get(key)
    return (word.isalpha() and len(word) <= size
            and (level is None or (dashed and level > COMMON_LEVEL))
            and (credential or text[match.end("name"):].strip() == "")
            and ((credential and len(word) <= 3) or dashed or key not in ICU_ABBREVIATIONS)
            and ((dashed and len(word) == 2)
                 or not any(word.upper() in terms for terms in clinical_terms().values())))


def _dashed(text: str, match: re.Match[str]) -> bool:
    """Whether a dash or tilde stands before the match's name ("-kw", "~dg")."""
    return any(c in "-~" for c in text[match.start():match.start("name")])


def _dashed_pair(text: str, match: re.Match[str], word: str) -> bool:
    """Two letters after a dash that end the note, no credential, spelling clinical shorthand:
    a writer's initials all the same ("-ng", "-hr")."""
    return (len(word) == 2 and word.isalpha() and word.lower() not in _CREDENTIALS
            and _clinical_letters(word)  # not "-ok"
            and _dashed(text, match) and text[match.end("name"):].strip() == "")


def _clinical_letters(word: str) -> bool:
    """Whether `word` is a clinical term's or an ICU abbreviation's letters ("NG", "HR")."""
    return (word.lower() in ICU_ABBREVIATIONS
            or any(word.upper() in terms for terms in clinical_terms().values()))


# Credentials and shorthand that can end a note on their own line.
_NOT_INITIALS = frozenset((*_CREDENTIALS, *cue_list("roles", "not_initial")))
