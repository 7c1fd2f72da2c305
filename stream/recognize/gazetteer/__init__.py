"""Aho-Corasick gazetteer: census names, US places and facilities, each hit checked in context.

One automaton per process holds every entry as a space-padded upper-case key (" SMITH ",
" NEW YORK "). It runs over `search_form(text)`: an upper-case copy of the text with the same length
in which every separator is a space, so a hit is always a whole word and its offsets are the
text's own. Hits are cheap to find; the checks that follow (capitalization, titles, relationship
words, eponym position, place context) run only on hits. Names that are also common English
words (SCOWL levels, stream/data/english_words.tsv.gz) or medical eponyms and drug names
(stream/data/clinical_terms.txt) need capitalization and a context; tokens in capitals carry no
capitalization signal and are accepted only with high confidence (a full name, a title, a
label). Nothing here logs or raises with the text it reads.

Modules: `text` (search_form, word boundaries, case shapes), `flags` (entry
flags), `cues` (context words), `context` (a name's context), `automaton` (the build), `names`,
`places`, `facilities` (judging hits) and `recognizer` (the pass over a text).
"""

from stream.core.lexicon import clinical_terms, is_common_word
from stream.recognize.gazetteer.recognizer import GazetteerRecognizer
from stream.recognize.gazetteer.text import keys_of, search_form, sentence_initial
from stream.recognize.word_judgements import is_eponym_possessive

__all__ = [
           "GazetteerRecognizer",
           "clinical_terms",
           "is_common_word",
           "is_eponym_possessive",
           "keys_of",
           "search_form",
           "sentence_initial",
]
