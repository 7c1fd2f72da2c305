"""`deid explain`: what proposed each candidate, what became of it, what the rules refused."""

from __future__ import annotations

import pytest

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.cli import main
from stream.core.config import Config
from stream.core.spans import Note
from stream.engine.deidentify import Deidentifier
from stream.explain.explain import KEPT, explain
from stream.recognize.rules import RulesRecognizer
from stream.recognize.trace import CHECK, CONTAINED, JUDGED


@pytest.fixture(scope="module")
def rules() -> Deidentifier:
    return Deidentifier(RulesRecognizer(), Anonymizer(policy_from_config(Config().policy)))


def fates(deid: Deidentifier, text: str) -> set[tuple[str, str, str]]:
    found = explain(deid, Note("n", text))
    return {(text[c.span.start:c.span.end], c.span.source, c.fate) for c in found.candidates}


def refused(deid: Deidentifier, text: str) -> set[tuple[str, str, str]]:
    found = explain(deid, Note("n", text))
    return {(text[r.start:r.end], r.source, r.reason) for r in found.refusals}


@pytest.mark.parametrize(("text", "expected"), [
    # a rule's find kept as it is, named by family and rule
    ("seen on 1/2/2020.", ("1/2/2020", "pattern:dates/numeric", KEPT)),
    ("wife zelma at bedside", ("zelma", "pattern:cued_names/kin", KEPT)),
    # a gazetteer name joined with its title by the merge
    ("Dr. Smith saw her", ("Smith", "gazetteer:name", "part of 0-9 STAFF (gazetteer:name)")),
    # the same characters from two recognizers: the merge keeps the one of higher priority
    ("MRN 1234567", ("1234567", "pattern:identifiers/cued", KEPT)),
    ("wife Maud at bedside", ("Maud", "pattern:cued_names/kin",
                              "same characters, kept as 5-9 PERSON (gazetteer:name)")),
    # a mention found again after the first merge
    ("wife zelma in. called zelma back", ("zelma", "repeat", KEPT)),
])
def test_candidates_name_what_proposed_them_and_their_fate(rules, text, expected):
    assert expected in fates(rules, text)


@pytest.mark.parametrize(("text", "expected"), [
    # a history year after a vital sign, ending a list item as a year would: the rule's own
    # check refuses it ("HR 98 today" is never tried: no year ends a list there)
    ("HR 98, today", ("HR 98", "pattern:history_years/listed_year", CHECK)),
    # the same digits under two rules of one family: the shorter claim is covered
    ("MRN 1234567", ("1234567", "pattern:identifiers/digits", CONTAINED)),
    # a care cue whose words name no place
    ("pt resting at bedside", ("at bedside", "pattern:care_places/prep", JUDGED)),
])
def test_refused_matches_say_which_rule_and_why(rules, text, expected):
    assert expected in refused(rules, text)


@pytest.mark.parametrize("text", [
    "HR 98, today",  # look-alike of a history year: refused, never a candidate
    "pt resting at bedside",
])
def test_look_alikes_give_no_candidate_and_no_final_span(rules, text):
    found = explain(rules, Note("n", text))
    assert found.candidates == [] and found.final == []


def test_final_spans_are_the_detectors(rules):
    text = "Dr. Smith saw Mr. Jones (MRN 1234567) on 1/2/2020, call 555-123-4567."
    assert explain(rules, Note("n", text)).final == rules.detect(Note("n", text))


def test_command_prints_candidates_refusals_and_final_spans(capsys):
    assert main(["explain", "--recognizer", "rules", "--text", "HR 98. seen on 1/2/2020."]) == 0
    out = capsys.readouterr().out
    assert "'1/2/2020' 15-23 DATE score 0.90 from pattern:dates/numeric -> kept" in out
    assert "'HR 98' 0-5 pattern:history_years/listed_year: refused by the rule's check" in out
    assert out.rstrip().endswith("'1/2/2020' 15-23 DATE score 0.90 (pattern:dates/numeric)")


def test_command_takes_in_or_text_not_both(capsys):
    assert main(["explain", "--recognizer", "rules"]) != 0
