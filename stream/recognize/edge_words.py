"""Words at the edge of a name or facility span that belong to the sentence, not the name.

Recognizers that grow a span over capitalized words (the tagger in ALL-CAPS notes, the facility
patterns) trim these from its edges: "RECORDS REQUESTED FROM ST. MARY'S", "JOHN HAS BEEN MORE".
"""

from __future__ import annotations


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


# Words that never start or end a name or place ("A." is an initial, so "a" is not one).
FUNCTION_WORDS = frozenset(_words("""
an the and or of to in on at by for from with w/ without as is was are were be been has have had
this that more most very also only just then there here today yesterday tomorrow now per via re
"""))
# "JOHN HAS BEEN MORE", "SON MIKE WILL"; a leading "Will" or "May" is a name.
TRAILING_WORDS = FUNCTION_WORDS | frozenset(_words("""
called notified updated aware states reports said says will would should could can may might must
"""))
# "ADMITTED FROM ST. MARY'S", "HOME MEDICATION LIST VERIFIED WITH CVS PHARMACY".
LEADING_WORDS = FUNCTION_WORDS | frozenset(_words("""
my our his her their your records record requested request admitted admit transferred transfer
verified verify reconciled sent seen done labs list medication medications meds home pt patient
pts
"""))
# Sentence words that are also given names or surnames ("Will", "May", "Said", "Per", "More").
NAME_LIKE_WORDS = frozenset(_words("will may said more most per can re"))
