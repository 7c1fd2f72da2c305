"""Words at the edge of a name or facility span that belong to the sentence, not the name.

Recognizers that grow a span over capitalized words (the tagger in ALL-CAPS notes, the facility
patterns) trim these from its edges: "RECORDS REQUESTED FROM ST. MARY'S", "JOHN HAS BEEN MORE".
"""

from __future__ import annotations

from stream.recognize.cue_vocabulary import cue_list, cue_lists


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


# Words that never start or end a name or place ("A." is an initial, so "a" is not one).
FUNCTION_WORDS = frozenset(cue_list("ordinary_words", "function_word"))
# "JOHN HAS BEEN MORE", "SON MIKE WILL", "in Tolworth MWF" (dialysis days); a leading "Will"
# or "May" is a name.
TRAILING_WORDS = FUNCTION_WORDS | frozenset(cue_list("ordinary_words", "trailing_word"))
# "ADMITTED FROM ST. MARY'S", "HOME MEDICATION LIST VERIFIED WITH CVS PHARMACY".
LEADING_WORDS = FUNCTION_WORDS | frozenset(cue_list("ordinary_words", "leading_word"))
# Kin words and clause words that census lists also hold as names ("NIECE MARGUERITE", "DR
# BRANNIGAN IN TO SEE", "SON LUCIEN NOK"): at the edge of a run of capitals or lower-case words
# they belong to the sentence.
KIN_WORDS = frozenset((*cue_list("kin", "family"), "cousin", "friend", "dtr"))
# Every kin word, lower case: before a name it is the relation, never part of the name ("mamaw
# Ocie Fugate", "wife Earlene Kilgore").
EVERY_KIN_WORD = cue_lists("kin", "family", "partner_and_step", "other_relation", "informal")
ANY_KIN_WORD = frozenset(w.lower() for w in EVERY_KIN_WORD)
CLAUSE_EDGE_WORDS = frozenset(_words("see saw aware nok hcp here back out up"))
# Sentence words that are also given names or surnames ("Will", "May", "Said", "Per", "More").
NAME_LIKE_WORDS = frozenset(_words("will may said more most per can re"))
# A verb and the preposition after it open a clause, not a name: "FOLLOWED AT OSKALOOSE VA",
# "ACCEPTED AT KILNSEY ACUTE REHAB", "COILED AT ABBOTSLEIGH MEDICAL CTR".
CLAUSE_PREPOSITIONS = frozenset(_words("at from to in into via by on"))
LEAD_VERBS = frozenset(cue_list("ordinary_words", "clause_lead_verb"))
"""Irregular verbs that open a clause before a preposition ("SEEN AT", "WENT TO")."""


def verb_before_preposition(word: str, next_word: str) -> bool:
    """Whether `word` is a verb (an -ed or -ing English word, or a common irregular one)
    that `next_word`, a preposition, follows: the two start a clause before a place name."""
    from stream.core.lexicon import is_common_word

    key = word.strip(",.;:()").lower()
    if next_word.strip(",.;:()").lower() not in CLAUSE_PREPOSITIONS:
        return False
    return key in LEAD_VERBS or (len(key) > 4 and key.endswith(("ed", "ing"))
                                  and is_common_word(key))
