"""Site vocabularies: per-tenant deny and allow lists compiled into one automaton each.

A tenant's vocabulary file (YAML, CSV or plain text; see `entries`) names terms to redact by
category (`deny`: the staff roster, facility names and initialisms, towns) and terms never to
redact (`allow`: eponyms, device names, ward names). Deny entries may grow generated variants
("Last, First", initials, nicknames, facility initialisms); an entry is context-free or needs a
care/transfer context ("transferred from SGH") or a title ("Dr. Roe"). Vocabularies are PHI:
nothing here logs, raises or reports a term; a vocabulary is named by a short hash of its file
(its version). Modules: `entries` (the file formats), `files` (reading, permissions, version),
`variants`, `compiled` (the automaton and matching), `store` (per-tenant cache and hot reload),
`recognizer` (the recognizer and the allow filter), `check` (`deid vocab check`), `cues` and
`suggest` (`deid vocab suggest`: mining a tenant's notes for entries to review).
"""

from stream.recognize.vocabulary.compiled import CompiledVocabulary, compile_vocabulary
from stream.recognize.vocabulary.entries import Entry, VocabularyError
from stream.recognize.vocabulary.recognizer import VocabularyRecognizer
from stream.recognize.vocabulary.store import Vocabularies, VocabularyObserver

__all__ = ["CompiledVocabulary", "Entry", "Vocabularies", "VocabularyError",
           "VocabularyObserver", "VocabularyRecognizer", "compile_vocabulary"]
