"""Marked-up gold notes (stream/evaluate/markup.py): offsets, case, metadata, consistency."""

from __future__ import annotations

import pytest

from stream.evaluate.markup import MarkupError, parse_markup, read_source, write_source


def test_values_become_spans_at_their_offsets():
    text, spans = parse_markup("t", "seen by [[STAFF:Dr. Ruiz]] on [[DATE:3/14]].")
    assert text == "seen by Dr. Ruiz on 3/14."
    assert [(text[s["start"]:s["end"]], s["label"]) for s in spans] == [
        ("Dr. Ruiz", "STAFF"), ("3/14", "DATE")]


def test_case_applies_to_text_and_values_but_not_labels():
    text, spans = parse_markup("t", "pt [[PATIENT:mr oszkarvy]] from [[HOSPITAL:kvh]]", "upper")
    assert text == "PT MR OSZKARVY FROM KVH"
    assert [text[s["start"]:s["end"]] for s in spans] == ["MR OSZKARVY", "KVH"]
    assert [s["label"] for s in spans] == ["PATIENT", "HOSPITAL"]


@pytest.mark.parametrize("markup", [
    "[[NOPE:x]]", "[[DATE: 3/14]]", "[[DATE:3/14]", "a ]] b", "[[DATE:3/14]] [[",
])
def test_bad_marks_are_refused_by_note_id(markup):
    with pytest.raises(MarkupError, match=r"^t: "):
        parse_markup("t", markup)


def _source(tmp_path, body: str):
    path = tmp_path / "set.txt"
    path.write_text(body)
    return path


def test_a_source_file_round_trips(tmp_path):
    path = tmp_path / "set.txt"
    notes = [({"id": "a-1", "style": "x", "case": "lower"}, "Line one [[PERSON:Ana]]\n\nline 3"),
             ({"id": "a-2", "style": "x", "metadata": {"patient": {"name": "Bo Li"}}},
              "[[PATIENT:Bo Li]] seen")]
    write_source(path, "a set\nof two notes", notes)
    assert path.read_text().startswith("# a set\n# of two notes\n")
    first, second = read_source(path)
    assert first == {"id": "a-1", "style": "x", "case": "lower", "text": "line one ana\n\nline 3",
                     "spans": [{"start": 9, "end": 12, "label": "PERSON"}]}
    assert second["metadata"] == {"patient": {"name": "Bo Li"}} and second["text"] == "Bo Li seen"


@pytest.mark.parametrize("body, problem", [
    ("text before\n=== {\"id\": \"a\", \"style\": \"x\"}\nhi", "text before the first"),
    ("=== {not json}\nhi", "not JSON"),
    ("=== {\"id\": \"a\"}\nhi", "needs id and style"),
    ("=== {\"id\": \"a\", \"style\": \"x\"}\nhi\n=== {\"id\": \"a\", \"style\": \"x\"}\nho",
     "not unique"),
    ("=== {\"id\": \"a\", \"style\": \"x\", \"case\": \"title\"}\nhi", "case must be"),
    ("=== {\"id\": \"a\", \"style\": \"x\", \"metadata\": {\"patient\": {\"name\": \"Zed\"}}}\nhi",
     "metadata value"),
])
def test_malformed_sources_are_refused(tmp_path, body, problem):
    with pytest.raises(MarkupError, match=problem):
        read_source(_source(tmp_path, body))


CONSISTENT = "#! consistent-marking except: hospital\n"


@pytest.mark.parametrize("body, ok", [
    ("wife [[PERSON:Odile]] at bs. odile called.", False),
    ("wife [[PERSON:Odile]] at bs. [[PERSON:odile]] called.", True),
    ("from [[HOSPITAL:Kernan Hospital]]; hospital policy", True),  # a listed generic word
    ("from [[HOSPITAL:Kernan Hospital]]; kernan ew", False),
    ("[[DATE:may 3]] and may go home", True),  # dates are not checked
])
def test_consistent_marking_when_the_source_asks_for_it(tmp_path, body, ok):
    path = _source(tmp_path, CONSISTENT + '=== {"id": "a", "style": "x"}\n' + body)
    if ok:
        read_source(path)
    else:
        with pytest.raises(MarkupError, match="also occurs unmarked"):
            read_source(path)
    read_source(_source(tmp_path, '=== {"id": "a", "style": "x"}\n' + body))  # not asked
