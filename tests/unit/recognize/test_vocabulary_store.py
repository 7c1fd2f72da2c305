"""The per-tenant store: checked at start, LRU-bounded, reloaded on change, fail closed."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from stream.core.config import VocabulariesConfig
from stream.recognize.vocabulary import Vocabularies, VocabularyError
from stream.recognize.vocabulary import store as store_module
from stream.recognize.vocabulary.files import version_of

V1 = b"deny:\n  STAFF: [Jane Roe]\n"
V2 = b"deny:\n  STAFF: [Jane Roe, Omar Haddad]\n"
BROKEN = b"deny:\n  STAFF: [Jane Roe\n"


class Recorder:
    def __init__(self) -> None:
        self.events: list[tuple] = []

    def vocabulary_loaded(self, tenant: str, version: str, entries: int) -> None:
        self.events.append(("loaded", tenant, version, entries))

    def vocabulary_failed(self, tenant: str, broken: bool) -> None:
        self.events.append(("failed", tenant, broken))


def write(path: Path, data: bytes) -> Path:
    """Write and move the mtime on, so a rewrite within one clock tick is still seen."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_bytes(data)
    os.chmod(path, 0o600)
    os.utime(path, ns=(before + 10**9, before + 10**9))
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    tmp_path.chmod(0o700)
    return tmp_path


def names(store: Vocabularies, tenant: str, text: str) -> list[str]:
    compiled = store.get(tenant)
    return [text[s.start:s.end] for s in compiled.deny_spans(text)] if compiled else []


def test_from_config_none_when_not_configured() -> None:
    assert Vocabularies.from_config(VocabulariesConfig()) is None


def test_folder_and_explicit_tenants(folder: Path) -> None:
    write(folder / "acme.yaml", V1)
    other = write(folder / "roster.csv", b"kind,category,term\ndeny,STAFF,Omar Haddad\n")
    store = Vocabularies.from_config(VocabulariesConfig(dir=str(folder),
                                                        tenants={"beta": str(other)}))
    assert store.tenants() == ("acme", "beta", "roster")
    assert names(store, "acme", "Jane Roe, Omar Haddad") == ["Jane Roe"]
    assert names(store, "beta", "Jane Roe, Omar Haddad") == ["Omar Haddad"]
    assert store.get("nobody") is None and store.get(None) is None
    assert store.version("acme") == version_of(V1)


def test_broken_vocabulary_refuses_to_start(folder: Path) -> None:
    write(folder / "acme.yaml", BROKEN)
    with pytest.raises(VocabularyError,
                       match=r"vocabulary of tenant 'acme': 'acme.yaml': not valid YAML"):
        Vocabularies.from_config(VocabulariesConfig(dir=str(folder)))


def test_reload_on_change_and_broken_file_keeps_previous(folder: Path) -> None:
    path = write(folder / "acme.yaml", V1)
    store = Vocabularies({"acme": path})
    store.validate()
    seen = Recorder()
    store.watch(seen)
    assert seen.events == [("loaded", "acme", version_of(V1), 1)]
    assert store.refresh() == []
    write(path, V2)
    assert store.refresh() == ["acme"]
    assert names(store, "acme", "Omar Haddad") == ["Omar Haddad"]
    write(path, BROKEN)
    assert store.refresh() == []
    assert store.refresh() == []  # the same broken file is reported once
    assert store.version("acme") == version_of(V2)
    assert names(store, "acme", "Omar Haddad") == ["Omar Haddad"]
    path.unlink()
    assert store.refresh() == [] and store.version("acme") == version_of(V2)
    write(path, V1)
    assert store.refresh() == ["acme"] and store.version("acme") == version_of(V1)
    assert seen.events[1:] == [("loaded", "acme", version_of(V2), 2),
                               ("failed", "acme", True), ("failed", "acme", True),
                               ("loaded", "acme", version_of(V1), 1),
                               ("failed", "acme", False)]


def test_reload_failure_logs_no_term(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(folder / "acme.yaml", V1)
    store = Vocabularies({"acme": path})
    store.get("acme")
    write(path, b"deny:\n  DOCTORS: [Jane Roe]\n")
    store.refresh()
    out = capsys.readouterr()
    assert "vocabulary_reload_failed" in out.out + out.err
    assert "Jane" not in out.out + out.err and "Roe" not in out.out + out.err


def test_cache_is_bounded_and_reloads_evicted_tenants(folder: Path) -> None:
    paths = {t: write(folder / f"{t}.yaml", V1) for t in ("a", "b", "c")}
    store = Vocabularies(paths, cache_size=2)
    first = store.get("a")
    store.get("b")
    store.get("c")  # evicts "a"
    assert repr(store) == "Vocabularies(tenants=3, held=2)"
    assert store.get("a") is not first and store.get("a").version == first.version


def test_a_background_reload_never_waits_for_the_compile(folder: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(folder / "acme.yaml", V1)
    store = Vocabularies({"acme": path})
    store.validate()
    compiling, release = threading.Event(), threading.Event()
    real_compile = store_module.compile_vocabulary

    def slow_compile(*args, **kwargs):
        compiling.set()
        assert release.wait(30)
        return real_compile(*args, **kwargs)

    monkeypatch.setattr(store_module, "compile_vocabulary", slow_compile)
    write(path, V2)
    assert store.refresh_in_background(wait_s=0.05) == []  # waited briefly, went on
    assert compiling.wait(30)
    assert store.refresh_in_background() == []  # still compiling: no wait, the old one holds
    assert store.version("acme") == version_of(V1)
    release.set()
    store.pending.result(30)
    assert store.refresh_in_background() == ["acme"]  # installed between windows
    assert store.version("acme") == version_of(V2)
    assert store.refresh_in_background() == []  # nothing changed since


def test_a_small_file_is_in_use_at_the_next_window(folder: Path) -> None:
    path = write(folder / "acme.yaml", V1)
    store = Vocabularies({"acme": path})
    store.validate()
    write(path, V2)
    assert store.refresh_in_background(wait_s=30) == ["acme"]
    assert store.pending is None and store.version("acme") == version_of(V2)


def test_a_background_reload_of_a_broken_file_keeps_the_vocabulary(folder: Path) -> None:
    path = write(folder / "acme.yaml", V1)
    store = Vocabularies({"acme": path})
    store.validate()
    seen = Recorder()
    store.watch(seen)
    write(path, BROKEN)
    assert store.refresh_in_background(wait_s=30) == []
    assert store.version("acme") == version_of(V1)
    assert seen.events[-1] == ("failed", "acme", True)
