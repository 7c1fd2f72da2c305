"""The package's folders import one way (docs/architecture.md): none reaches back up the flow."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

STREAM = Path(__file__).resolve().parents[2] / "stream"

ALLOWED = {
    "core": set(),
    "formats": {"core"},
    "recognize": {"core"},
    "anonymize": {"core"},
    "evaluate": {"core"},
    "keyring": {"core", "anonymize"},
    "synthetic": {"core", "recognize"},
    "train": {"core", "recognize", "synthetic", "evaluate"},
    "engine": {"core", "formats", "recognize", "anonymize", "keyring"},
    "kafka": {"core", "formats", "recognize", "anonymize", "keyring", "engine"},
    "batch": {"core", "formats", "recognize", "anonymize", "keyring", "engine"},
    "monitor": {"core", "formats", "recognize", "anonymize", "keyring", "engine", "kafka",
                "synthetic"},
    "devstack": {"core", "formats", "recognize", "anonymize", "keyring", "engine", "kafka",
                 "monitor"},
    "explain": {"core", "formats", "recognize", "anonymize", "keyring", "engine", "batch"},
}


def imported_folders(path: Path) -> set[str]:
    """The stream folders (or root modules) that `path` imports."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level
                 else [])
        for name in names:
            parts = name.split(".")
            if parts[0] == "stream" and len(parts) > 1:
                found.add(parts[1])
    return found


def test_every_folder_is_in_the_table():
    folders = {p.name for p in STREAM.iterdir() if (p / "__init__.py").exists()} - {"data"}
    assert folders == set(ALLOWED)


@pytest.mark.parametrize("folder", sorted(ALLOWED))
def test_a_folder_imports_only_folders_before_it(folder):
    for path in sorted((STREAM / folder).rglob("*.py")):
        wrong = imported_folders(path) - ALLOWED[folder] - {folder}
        assert not wrong, f"{path.relative_to(STREAM)} imports {sorted(wrong)}"


@pytest.mark.parametrize("folder", ["kafka", "engine", "batch", "monitor", "devstack"])
def test_the_explain_tool_is_out_of_the_workers_reach(folder):
    # `deid explain` prints note text: no folder the worker runs may import it
    assert "explain" not in ALLOWED[folder]
    for path in sorted((STREAM / folder).rglob("*.py")):
        assert "explain" not in imported_folders(path), f"{path.relative_to(STREAM)}"
