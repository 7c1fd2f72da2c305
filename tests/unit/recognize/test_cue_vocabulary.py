"""The rules' cue vocabularies live in stream/data/cue_words/, not in the recognizer's code."""

from __future__ import annotations

import ast
import re
from functools import cache
from importlib import resources
from pathlib import Path

import pytest

from stream.recognize.cue_vocabulary import cue_list

RECOGNIZE = Path(__file__).resolve().parents[3] / "stream" / "recognize"
STREAM = RECOGNIZE.parent
MAX_WORDS = 10


def _splitting_helpers(tree: ast.Module) -> set[str]:
    """Functions of a module that split their first parameter into words (`word_list`)."""
    helpers = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.args.args:
            first = node.args.args[0].arg
            if any(isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                   and c.func.attr == "split" and isinstance(c.func.value, ast.Name)
                   and c.func.value.id == first for c in ast.walk(node)):
                helpers.add(node.name)
    return helpers


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _word_lists(source: str, helpers: set[str]) -> list[tuple[int, int]]:
    """(line, words) of each literal collection of more than MAX_WORDS strings, and of each
    string of more than MAX_WORDS words split by `.split()` or a splitting helper."""
    tree = ast.parse(source)
    helpers = helpers | _splitting_helpers(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            texts = [e for e in node.elts if isinstance(e, ast.Constant)]
            words = sum(isinstance(t.value, str) for t in texts)
        elif isinstance(node, ast.Call) and _call_name(node) == "split":
            words = _word_count(getattr(node.func, "value", None))
        elif isinstance(node, ast.Call) and _call_name(node) in helpers and node.args:
            words = _word_count(node.args[0])
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and "|" in node.value:
            words = _alternated_words(node.value)
        else:
            continue
        if words > MAX_WORDS:
            found.append((node.lineno, words))
    return found


# A branch of a regex alternation that is one word ("wife", "\\bcp\\b", "tabs?", "dr\\.").
_WORD_BRANCH = re.compile(r"(?:\\b)?[A-Za-z][A-Za-z'’-]*(?:\\\.)?s?\??(?:\\b)?")
_GROUP_OPEN = re.compile(r"\((?:\?(?:[:=!]|<[=!]|P<\w+>|[aiLmsux-]+:))?")


def _alternated_words(source: str) -> int:
    """The most one-word branches that one alternation of a regex source holds (a word list
    written as "a|b|c"); escapes and character classes are skipped whole."""
    groups: list[list[str]] = [[""]]
    most, i = 0, 0
    while i < len(source):
        char = source[i]
        if char == "\\":
            step = source[i:i + 2]
        elif char == "[":
            step = source[i:source.index("]", i + 2) + 1]
        elif char == "(":
            step = _GROUP_OPEN.match(source, i).group()  # type: ignore[union-attr]
            groups.append([""])
            i += len(step)
            continue
        elif char == ")" and len(groups) > 1:
            most = max(most, _words_in(groups.pop()))
            step = "(...)"
            groups[-1][-1] += step
            i += 1
            continue
        elif char == "|":
            groups[-1].append("")
            i += 1
            continue
        else:
            step = char
        groups[-1][-1] += step
        i += len(step)
    return max(most, *(_words_in(g) for g in groups))


def _words_in(branches: list[str]) -> int:
    return sum(_WORD_BRANCH.fullmatch(b) is not None for b in branches)


def _word_count(node: ast.AST | None) -> int:
    """Words of a string constant; 0 for anything else."""
    return len(node.value.split()) if isinstance(node, ast.Constant) and isinstance(
        node.value, str) else 0


@cache
def _all_helpers() -> set[str]:
    return set().union(*(_splitting_helpers(ast.parse(p.read_text()))
                         for p in RECOGNIZE.rglob("*.py")))


@pytest.mark.parametrize(("source", "expected"), [
    ('W = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k")', [(1, 11)]),
    ('W = frozenset({"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"})', [(1, 11)]),
    ('W = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]', []),  # ten words are fine
    ('W = "a b c d e f g h i j k".split()', [(1, 11)]),
    ('def word_list(text):\n    return tuple(text.split())\nW = word_list("a b c d e f g h i j k")',
     [(3, 11)]),
    ('W = re.compile("a b c d e f g h i j k")', []),  # spaces in a regex are no word list
    ('W = re.compile(r"(?i:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr)\\b")', [(1, 11)]),
    ('W = r"\\b(?:pain|cp|ha|nrs|vas|ache|sore|[0-9]|x|\\d+|rated)"', []),  # ten words
    ('W = r"(?:a1|b2|c3|d4|e5|f6|g7|h8|i9|j10|k11|l12)"', []),  # no words
    ('W = r"(?:on|off|at) (?:rt|fm|cr|sr|us|hwy|rte|route|county road|i-)"', []),
])
def test_the_check_finds_word_lists_in_code(source, expected):
    assert _word_lists(source, set()) == expected


@pytest.mark.parametrize("path", sorted(RECOGNIZE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(RECOGNIZE)))
def test_no_word_list_of_more_than_ten_words_in_the_recognizer(path):
    found = _word_lists(path.read_text(), _all_helpers())
    assert not found, f"move these word lists to stream/data/cue_words/: {found}"


def _files() -> list[str]:
    folder = resources.files("stream.data").joinpath("cue_words")
    return sorted(f.name for f in folder.iterdir() if f.name.endswith(".txt"))


def _sections_in(name: str) -> list[str]:
    text = resources.files("stream.data").joinpath("cue_words", name).read_text("utf-8")
    return [line[1:-1] for line in text.splitlines() if line.startswith("[")]


@cache
def _referenced() -> frozenset[tuple[str, ...]]:
    """(concept, section) of every cue_list / cue_lists / ending_regex call in the package."""
    calls = set()
    for path in STREAM.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call)
                    and all(isinstance(a, ast.Constant) for a in node.args)):
                continue
            if _call_name(node) in ("cue_list", "cue_lists"):
                concept, *sections = (a.value for a in node.args)
                calls.update((concept, section) for section in sections)
            elif _call_name(node) == "ending_regex":  # a section of endings.txt
                calls.add(("endings", node.args[0].value))
    return frozenset(calls)


@pytest.mark.parametrize("name", _files())
def test_each_cue_file_says_what_it_holds_and_each_section_is_read(name):
    text = resources.files("stream.data").joinpath("cue_words", name).read_text("utf-8")
    assert text.startswith("# ")
    concept = name.removesuffix(".txt")
    for section in _sections_in(name):
        entries = cue_list(concept, section)
        assert entries, section
        assert len(set(entries)) == len(entries), f"{section} repeats an entry"
        assert (concept, section) in _referenced(), f"{concept}/{section} is read by no rule"


def test_every_section_a_rule_names_exists():
    for concept, section in _referenced():
        assert cue_list(concept, section)


def test_an_unknown_section_fails_loudly():
    with pytest.raises(KeyError):
        cue_list("kin", "no_such_section")
