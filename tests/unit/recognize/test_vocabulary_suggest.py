"""`deid vocab suggest`: which terms are candidates, which are suggested, and the file it writes."""

from __future__ import annotations

import re
import stat
from pathlib import Path

import orjson
import pytest

from stream.cli import main
from stream.core.categories import Label
from stream.core.spans import Note, Span
from stream.recognize.vocabulary.entries import ALLOW, DENY, parse_entries
from stream.recognize.vocabulary.suggest import (
    PERSON,
    PLACE,
    STAFF,
    Thresholds,
    cue_terms,
    eligible,
    render,
    suggest,
)
from stream.synthetic.site import SiteGenerator, site_cast


@pytest.mark.parametrize(("words", "kind", "mixed", "expected"), [
    (["Hazelmere"], PLACE, True, True),            # in no word list
    (["hazelmere"], PLACE, False, True),           # lower-case notes too
    (["Hazelmere", "Manor"], PLACE, True, True),   # a facility word may follow
    (["QRMC"], PLACE, True, True),                 # an initialism after a transfer word
    (["Tovrin"], STAFF, True, True),
    (["Pellmere", "ED"], PLACE, True, False),      # a unit word ends the name
    (["ICU"], PLACE, True, False),                 # a clinical initialism
    (["PICC"], PLACE, True, False),
    (["qrmc"], STAFF, False, True),                # unlisted, whatever its case
    (["MGH"], PLACE, True, True),                  # listed, but capitals after a transfer word
    (["MGH"], PLACE, False, False),                # capitals mean nothing in an all-caps note
    (["Bed"], PLACE, True, False),                 # an English word
    (["Smith"], STAFF, True, False),               # a census surname: the gazetteer's job
    (["Vs"], PLACE, True, False),                  # too short
    (["Pancreatitis"], STAFF, True, False),        # a disease ending
])
def test_eligible(words: list[str], kind: str, mixed: bool, expected: bool) -> None:
    assert eligible(words, kind, mixed) is expected


@pytest.mark.parametrize(("text", "expected"), [
    ("transferred to Farber 12 overnight", {"Farber": PLACE}),    # a census name, a ward number
    ("back on Bigelow 11 tonight", {"Bigelow": PLACE}),
    ("transferred to Farber today", {}),          # a listed name without a ward number
    ("transferred to FARBER 12", {}),             # capitals say nothing in an all-caps note
    ("increased to Lasix 40 bid", {}),            # a drug is an everyday clinical word
    ("to Ellison 12", {}),                        # an eponym (Zollinger-Ellison) is clinical
    ("to Farber 120 mg", {}),                     # no ward has three digits
])
def test_listed_names_before_a_ward_number(text: str, expected: dict[str, str]) -> None:
    found = cue_terms(text, {})
    assert {text[s:e]: kind for (s, e), kind in found.items()} == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("transferred from Hazelmere Manor for rehab", {"Hazelmere Manor": PLACE,
                                                    "Hazelmere": PLACE}),
    ("sent to QRMC ED", {"QRMC": PLACE}),
    ("back on Wassgarth 6 tonight", {"Wassgarth": PLACE}),
    ("Tovrin aware of K 3.2", {"Tovrin": STAFF}),
    ("charge RN Tovrin paged", {"Tovrin": STAFF}),
    ("wife Ysolde at bedside", {"Ysolde": PERSON}),
    ("started on vanc and zosyn", {}),           # "on" is no cue without a ward number
    ("transferred to ICU at 1400", {}),          # a clinical unit
    ("transferred from. Hazelmere", {}),         # a sentence break is no context
])
def test_cue_terms(text: str, expected: dict[str, str]) -> None:
    found = cue_terms(text, {})
    assert {text[s:e]: kind for (s, e), kind in found.items()} == expected


def _note(n: int, text: str) -> Note:
    return Note(f"n{n}", text, f"p{n}", "acme")


def _marked(text: str, term: str, label: Label) -> list[Span]:
    start = text.index(term)
    return [Span(start, start + len(term), label, "rules", 0.9)]


def test_suggest_denies_recurring_local_names_and_allows_a_marked_protocol() -> None:
    texts = [
        "Transferred from Hazelmere for hypoxia.",
        "Plan d/c to Hazelmere when stable.",
        "Hazelmere accepting, report called.",
        "Lives near Quenwick, transferred to Quenwick clinic.",   # two notes only
        "Transferred to Quenwick today.",
        "Skin care per Lockhart protocol.",
        "Lockhart protocol for sedation.",
        "Turned per Lockhart protocol q2h.",
        "Started on vanc, then to zosyn.",
        "Switched to zosyn.",
        "zosyn trough pending.",
    ]
    notes = [_note(n, t) for n, t in enumerate(texts)]
    spans = [_marked(t, "Lockhart", Label.STAFF) if "Lockhart" in t else [] for t in texts]
    found = {(s.kind, s.term): s for s in suggest(notes, spans, Thresholds(min_notes=3))}
    assert set(found) == {(DENY, "Hazelmere"), (ALLOW, "Lockhart protocol")}
    hazelmere = found[DENY, "Hazelmere"]
    assert (hazelmere.label, hazelmere.notes, hazelmere.contexts) == (Label.HOSPITAL, 3, 3)
    assert hazelmere.score == pytest.approx(2 / 3, abs=0.001)
    two = {s.term for s in suggest(notes, spans, Thresholds(min_notes=2))}
    assert "Quenwick" in two and "zosyn" not in {t.lower() for t in two}


@pytest.mark.parametrize(("notes", "min_share", "suggested"), [
    (4, 0.001, True),    # 3 of 4 notes: more than the three notes needed
    (4, 0.9, False),     # 4 needed (90% of 4): a chance recurrence in a large sample
    (40, 0.05, True),    # 2 needed of 40, so three notes suffice
    (400, 0.05, False),  # 20 needed of 400
])
def test_a_term_needs_a_share_of_the_notes_read(notes: int, min_share: float,
                                                suggested: bool) -> None:
    texts = [f"Transferred {('from', 'to')[n % 2]} Hazelmere after {n} days." if n < 3
             else "Vent weaned, sats 95%." for n in range(notes)]
    found = suggest([_note(n, t) for n, t in enumerate(texts)], [[]] * notes,
                    Thresholds(min_notes=3, min_share=min_share))
    assert bool(found) is suggested


def test_suggest_denies_a_term_the_recognizer_marks_unevenly() -> None:
    texts = ["Seen by Dr. Okonkwo-Vale today.", "Okonkwo-Vale notified.",
             "Dr. Okonkwo-Vale to see.", "Okonkwo-Vale in to see pt."]
    spans = [_marked(t, "Okonkwo-Vale", Label.STAFF) if n < 2 else [] for n, t in
             enumerate(texts)]
    found = suggest([_note(n, t) for n, t in enumerate(texts)], spans, Thresholds(min_notes=3))
    assert [(s.kind, s.term, s.label) for s in found] == [(DENY, "Okonkwo-Vale", Label.STAFF)]


@pytest.mark.parametrize(("term", "allowed"), [
    ("Compass", True),    # an everyday word, no census name, marked in every note
    ("Dusty", False),     # an everyday word that is also a given name: never unmasked
    ("Flight", False),    # a facility word: part of names like "Pellmere Flight"
])
def test_allow_only_everyday_words_that_name_nobody(term: str, allowed: bool) -> None:
    texts = [f"Report given, {term} unit aware {n}." for n in range(3)]
    spans = [_marked(t, term, Label.LOCATION) for t in texts]
    found = suggest([_note(n, t) for n, t in enumerate(texts)], spans, Thresholds(min_notes=3))
    assert [(s.kind, s.term) for s in found] == ([(ALLOW, term)] if allowed else [])


def test_render_is_a_vocabulary_file_with_only_terms_and_counts() -> None:
    texts = [f"Transferred {way} Hazelmere after {n} days." for n, way in
             enumerate(("from", "to", "from", "to"))]
    found = suggest([_note(n, t) for n, t in enumerate(texts)], [[]] * 4)
    data = render(found, "# header\n")
    assert [(e.kind, e.label, e.term) for e in parse_entries(data.encode(), ".yaml")] == \
        [(DENY, Label.HOSPITAL, "Hazelmere")]
    assert "days" not in data and "Transferred" not in data


def test_site_cast_is_in_no_word_list() -> None:
    from stream.recognize.vocabulary.cues import is_listed

    cast = site_cast(3)
    words = [w for name in (*cast.towns, *cast.wards, *cast.buildings) for w in name.split()]
    words += [s.last for s in cast.doctors] + [s.short for s in cast.nurses]
    invented = [w for w in words if not w.isdigit() and w not in ("Pavilion", "Tower")]
    assert invented and not any(is_listed(w) for w in invented)


def test_cli_writes_a_private_file_that_vocab_check_accepts(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = [n.to_json() for n in SiteGenerator(1).notes(120)]
    notes = tmp_path / "notes.jsonl"
    notes.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in records))
    out = tmp_path / "acme.suggested.yaml"
    assert main(["vocab", "suggest", "--tenant", "acme", str(notes), "-o", str(out),
                 "--recognizer", "rules"]) == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    printed = capsys.readouterr()
    text = out.read_text()
    entries = parse_entries(text.encode(), ".yaml")
    assert entries and not any(e.term in printed.out + printed.err for e in entries)
    for line in text.splitlines():  # a comment, a category, or a quoted term and its counts
        assert re.fullmatch(r'#.*|deny:( \{\})?|allow:( \[\])?|  [A-Z]+:|'
                            r' +- "[^"]+"  # [a-z ,]+; \d+ notes, \d+ contexts, score [\d.]+',
                            line), line
    assert main(["vocab", "check", "--tenant", "acme", str(out), "--sample", str(notes),
                 "--recognizer", "rules"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("ok")


@pytest.mark.parametrize("args", [
    ["vocab", "suggest", "--tenant", "acme"],                                # neither
    ["vocab", "suggest", "--tenant", "acme", "n.jsonl", "--from-topic"],     # both
    ["vocab", "suggest", "--tenant", "acme", "n.jsonl", "--min-notes", "0"],
    ["vocab", "suggest", "--tenant", "../elsewhere", "n.jsonl"],            # names the file
])
def test_cli_refuses_an_unclear_source(args: list[str], tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(args) == 1
    assert "error:" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())
