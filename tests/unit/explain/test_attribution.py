"""`deid explain` attribution, one row per kind: the gazetteer list, a vocabulary entry (deny,
generated variant, allow), a known value, a repeated mention; the model's threshold; the rule
filters on model spans and the last check on merged spans (which refused or cut, and why)."""

from __future__ import annotations

import numpy as np
import pytest

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.cli import main
from stream.core.categories import Label
from stream.core.config import PolicyConfig, RecognizerConfig
from stream.core.spans import Note, Span
from stream.engine.deidentify import Deidentifier
from stream.explain.explain import KEPT, explain
from stream.recognize.clinical_content import refuse_non_phi
from stream.recognize.factory import build_recognizer, model_available
from stream.recognize.model.encoding import Encoded
from stream.recognize.model.labels import NUM_TAGS, begin
from stream.recognize.model.rule_filters import checked
from stream.recognize.model.tagger import WindowedTagger
from stream.recognize.trace import LAST_CHECK, MODEL_FILTERS, TraceLog
from tests.unit.recognize.site_vocabulary import private_vocabulary

VOCAB = b"""
deny:
  STAFF: [Chidinma Okonkwo-Barre]
  HOSPITAL: [{term: QV, context: required}]
allow: [Baker Ward, Ferris protocol]
"""


@pytest.fixture(scope="module")
def deid(tmp_path_factory: pytest.TempPathFactory) -> Deidentifier:
    store = private_vocabulary(tmp_path_factory.mktemp("vocab"), VOCAB)
    recognizer = build_recognizer("rules", RecognizerConfig(), vocabularies=store)
    return Deidentifier(recognizer, Anonymizer(policy_from_config(PolicyConfig())), store)


def candidates(deid: Deidentifier, text: str, meta: dict | None = None,
               tenant: str = "acme") -> set[tuple[str, str, str, str]]:
    found = explain(deid, Note("n", text, tenant=tenant, metadata=meta or {}))
    return {(text[c.span.start:c.span.end], c.span.source, c.origin, c.fate)
            for c in found.candidates}


@pytest.mark.parametrize(("text", "meta", "expected"), [
    # the gazetteer list is the source's second part
    ("transferred to Bay City General Hospital", None,
     ("Bay City General Hospital", "gazetteer:facility", "", KEPT)),
    ("from Salem, OR", None, ("Salem, OR", "gazetteer:place", "", KEPT)),
    # the site vocabulary's deny entry, by its number in the file, and a generated variant
    ("Chidinma Okonkwo-Barre at bedside.", None,
     ("Chidinma Okonkwo-Barre", "vocabulary", "deny entry 1", KEPT)),
    ("seen by C. Okonkwo-Barre today", None,
     ("C. Okonkwo-Barre", "vocabulary", "deny entry 1 (a generated variant)", KEPT)),
    ("Transferred from QV overnight.", None, ("QV", "vocabulary", "deny entry 2", KEPT)),
    # the allow entry that removed a span
    ("Placed on Baker Ward overnight.", None,
     ("Baker Ward", "gazetteer:name", "",
      "removed by allow entry 3 of the tenant's vocabulary")),
    # a value the record declares
    ("Zelda asked", {"patient": {"name": "Zelda Quist"}},
     ("Zelda", "known:patient", "a value the record declares (patient)", KEPT)),
    # a repeated mention names the span it repeats
    ("wife zelma in. called zelma back", None,
     ("zelma", "repeat", "another mention of 5-10 PERSON (pattern:cued_names/kin)", KEPT)),
    # look-alike: a rule's own span needs no origin beyond its source
    ("wife zelma in.", None, ("zelma", "pattern:cued_names/kin", "", KEPT)),
])
def test_each_candidate_names_what_proposed_it(deid, text, meta, expected):
    assert expected in candidates(deid, text, meta)


@pytest.mark.parametrize("text", [
    "Placed on Baker Ward overnight.",  # allowed for acme only
    "Transferred from QV overnight.",  # a deny entry of acme only
])
def test_another_tenants_entries_are_never_named(deid, text):
    assert not any("entry" in origin + fate for _, _, origin, fate
                   in candidates(deid, text, tenant="beta"))


def traced(check, text: str, part: str, label: Label, source: str = "model"):
    start = text.index(part)
    trace = TraceLog()
    check([Span(start, start + len(part), label, source, 0.9)], text, trace)
    return ({r.reason for r in trace.refusals},
            {(text[t.kept_start:t.kept_end], t.reason) for t in trace.trims})


@pytest.mark.parametrize(("text", "part", "label", "refused", "trimmed"), [
    ("Losartan 50 mg daily", "Losartan", Label.PATIENT, "a drug, not a name", None),
    ("signed MD", "MD", Label.STAFF, "a credential alone", None),
    ("in bed B now", "B", Label.PATIENT, "a lone letter, no name beside it", None),
    ("ABG 7.42/38", "42", Label.DATE, "no date shape (a lone number, a setting or a sign)",
     None),
    ("ADMITTED FROM ST. MARY'S", "ADMITTED FROM ST. MARY'S", Label.HOSPITAL, None,
     ("ST. MARY'S", "function words at its edges")),
    ("seen 3/10-3/14 x", "3/10-3/14", Label.DATE, None,
     ("3/14", "two dates, split at the dash")),
    ("ms. gautier, mg@example.org", "gautier, mg@example.org", Label.EMAIL, None,
     ("mg@example.org", "an address apart from the words beside it")),
    # look-alikes: spans of their label's format, neither refused nor cut
    ("call 555-1234", "555-1234", Label.PHONE, None, None),
    ("seen by Noor H today", "Noor H", Label.STAFF, None, None),
])
def test_the_rule_filters_on_model_spans_say_which_refused_or_cut(text, part, label, refused,
                                                                  trimmed):
    refusals, trims = traced(checked, text, part, label)
    assert refusals == ({f"{MODEL_FILTERS}: {refused}"} if refused else set())
    if trimmed is None:
        assert trims == set()
    else:
        assert (trimmed[0], f"{MODEL_FILTERS}: {trimmed[1]}") in trims


CUT = "cut at its entity's end (a clock time, a count, a spaced dash, trailing punctuation, a " \
      "unit or a service)"


@pytest.mark.parametrize(("text", "part", "label", "source", "refused", "trimmed"), [
    ("911 was called", "911", Label.PATIENT, "model", "a name without a letter", None),
    ("pain 9/10 now", "9/10", Label.DATE, "pattern:dates/numeric",
     "a measured value, a count, a score or a clock time", None),
    ("this afternoon", "this afternoon", Label.DATE, "model", "a part of a day", None),
    ("given q6h", "q6h", Label.ID, "model", "a dosing frequency or a shift", None),
    ("CALVERT- 2 FFP", "CALVERT- 2 FFP", Label.PATIENT, "model", None, "CALVERT"),
    ("14 March @ 1500", "14 March @ 1500", Label.DATE, "model", None, "14 March"),
    # look-alikes: a date, and a value the record declares, are neither refused nor cut
    ("on March 14", "March 14", Label.DATE, "model", None, None),
    ("911 was called", "911", Label.PATIENT, "known:patient", None, None),
])
def test_the_last_check_says_what_it_refused_or_cut(text, part, label, source, refused,
                                                    trimmed):
    refusals, trims = traced(refuse_non_phi, text, part, label, source)
    assert refusals == ({f"{LAST_CHECK}: {refused}"} if refused else set())
    assert trims == ({(trimmed, f"{LAST_CHECK}: {CUT}")} if trimmed else set())


def encoded(n: int) -> Encoded:
    """One token per word, words of three characters and a space."""
    offsets = np.array([[4 * i, 4 * i + 3] for i in range(n)], dtype=np.int64)
    zeros = np.zeros(n, dtype=np.int64)
    return Encoded(zeros, offsets, np.arange(n, dtype=np.int64), zeros)


@pytest.mark.parametrize(("o_logit", "reported"), [
    (1.5, True),  # O wins by 0.5 after the bias, within the near-miss margin
    (-1.0, False),  # the entity wins: a span, not a refusal
    (9.0, False),  # O far ahead: not a proposal at all
])
def test_model_proposals_below_the_profiles_threshold(o_logit, reported):
    text = "was Ann ran"
    logits = np.zeros((3, NUM_TAGS), dtype=np.float32)
    logits[:, 0] = 9.0
    logits[1, 0] = o_logit
    tagger = WindowedTagger(None, {"window_content_tokens": 8, "window_overlap_tokens": 2,
                                   "o_bias_profiles": {"balanced": 0.5}}, profile="balanced")
    logits[1, begin(Label.PATIENT)] = 0.5
    trace = TraceLog()
    spans = tagger.decode(text, encoded(3), logits, "model", trace)
    below = [(text[r.start:r.end], r.reason) for r in trace.refusals]
    assert bool(below) is reported
    if reported:
        assert below[0][0] == "Ann" and spans == []
        assert below[0][1].startswith("below the balanced profile's threshold (O logit -0.50): "
                                      "tag probability 0.")


@pytest.mark.skipif(not model_available(), reason="the packaged model is not installed")
def test_command_prints_the_models_threshold_and_its_spans(capsys):
    assert main(["explain", "--recognizer", "ensemble", "--text", "Dr. Smith saw her"]) == 0
    out = capsys.readouterr().out
    assert "model threshold: profile balanced, O logit " in out
    assert " from model -> " in out


@pytest.mark.parametrize(("text", "part", "label"), [
    ("ADMITTED FROM ST. MARY'S", "ADMITTED FROM ST. MARY'S", Label.HOSPITAL),
    ("seen 3/10-3/14 x", "3/10-3/14", Label.DATE),
    ("CALVERT- 2 FFP", "CALVERT- 2 FFP", Label.PATIENT),
    ("911 was called", "911", Label.PATIENT),
])
@pytest.mark.parametrize("check", [checked, refuse_non_phi])
def test_a_trace_changes_no_span(check, text, part, label):
    start = text.index(part)
    spans = [Span(start, start + len(part), label, "model", 0.9)]
    assert check(spans, text) == check(spans, text, TraceLog())
