"""Per-tenant vocabularies: compiled once, held in a small LRU, reloaded when their file changes.

`refresh` (the worker calls it between windows) stats each held vocabulary's file; a changed
file is read and compiled, and replaces the held one only when that succeeds. A broken file
keeps the previous vocabulary, logs an error that names the tenant and the place in the file
(never a term) and tells the observer, which raises an alert metric until the file is good.
A tenant evicted from the cache is compiled again on its next note (an error then fails that
note, never passes it through unchecked).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import structlog

from stream.recognize.vocabulary.compiled import CompiledVocabulary, compile_vocabulary
from stream.recognize.vocabulary.entries import VocabularyError
from stream.recognize.vocabulary.files import SUFFIXES, load_file, stamp

if TYPE_CHECKING:
    from stream.core.config import VocabulariesConfig

log = structlog.get_logger("deid.vocabulary")


class VocabularyObserver(Protocol):
    """Hooks the store calls (a pipeline Sensor fits it); tenants and versions only."""

    def vocabulary_loaded(self, tenant: str, version: str, entries: int) -> None:
        """`tenant`'s vocabulary `version` is in use."""
        ...

    def vocabulary_failed(self, tenant: str, broken: bool) -> None:
        """A reload of `tenant` failed (`broken`: the previous one is kept) or recovered."""
        ...


class _Quiet:
    def vocabulary_loaded(self, tenant: str, version: str, entries: int) -> None:
        """Ignore."""

    def vocabulary_failed(self, tenant: str, broken: bool) -> None:
        """Ignore."""


class Vocabularies:
    """Tenant -> compiled vocabulary, from configured files (`tenants`) or a folder (`dir`)."""

    def __init__(self, sources: dict[str, Path], *, folder: Path | None = None,
                 cache_size: int = 16, check_mode: bool = True) -> None:
        self._sources = dict(sources)
        self._folder = folder
        self._size = cache_size
        self._check_mode = check_mode
        self._held: OrderedDict[str, tuple[CompiledVocabulary, tuple[int, int, int]]] = \
            OrderedDict()
        self._broken: dict[str, tuple[int, int, int] | None] = {}  # tenant -> failed stamp
        self._lock = threading.Lock()
        self._observer: VocabularyObserver = _Quiet()
        self._scan()

    def __repr__(self) -> str:
        return f"Vocabularies(tenants={len(self._sources)}, held={len(self._held)})"

    @classmethod
    def from_config(cls, cfg: VocabulariesConfig) -> Vocabularies | None:
        """The configured vocabularies, every one checked (VocabularyError); None if none."""
        if not cfg.dir and not cfg.tenants:
            return None
        folder = Path(cfg.dir).expanduser() if cfg.dir else None
        store = cls({t: Path(p).expanduser() for t, p in cfg.tenants.items()}, folder=folder,
                    cache_size=cfg.cache_size)
        store.validate()
        return store

    def watch(self, observer: VocabularyObserver) -> None:
        """Report loads and failures to `observer` from now on (and the ones held now)."""
        self._observer = observer
        for tenant, (compiled, _) in self._held.items():
            observer.vocabulary_loaded(tenant, compiled.version, compiled.entries)

    def tenants(self) -> tuple[str, ...]:
        """The tenants that have a vocabulary."""
        return tuple(sorted(self._sources))

    def validate(self) -> None:
        """Load every tenant's vocabulary once (at start); the first broken one raises."""
        for tenant in self.tenants():
            try:
                self.get(tenant)
            except VocabularyError as exc:
                raise VocabularyError(f"vocabulary of tenant {tenant!r}: {exc}") from None

    def get(self, tenant: str | None) -> CompiledVocabulary | None:
        """The tenant's vocabulary (None: it has none); compiled on first use."""
        if tenant is None or tenant not in self._sources:
            return None
        with self._lock:
            held = self._held.get(tenant)
            if held is not None:
                self._held.move_to_end(tenant)
                return held[0]
        compiled, when = self._load(tenant)
        with self._lock:
            self._hold(tenant, compiled, when)
        return compiled

    def version(self, tenant: str | None) -> str | None:
        """The version of the tenant's vocabulary in use, or None."""
        found = self.get(tenant)
        return found.version if found is not None else None

    def refresh(self) -> list[str]:
        """Reload held vocabularies whose file changed; the tenants whose version changed."""
        self._scan()
        changed = []
        with self._lock:
            held = list(self._held.items())
        for tenant, (compiled, when) in held:
            try:
                now = stamp(self._sources[tenant])
            except OSError as exc:
                self._failed(tenant, compiled.version, exc, None)
                continue
            if now in (when, self._broken.get(tenant)):
                continue  # unchanged, or the same broken file as last time
            try:
                fresh, fresh_when = self._load(tenant)
            except VocabularyError as exc:
                self._failed(tenant, compiled.version, exc, now)
                continue
            with self._lock:
                self._hold(tenant, fresh, fresh_when)
            if tenant in self._broken:
                del self._broken[tenant]
                self._observer.vocabulary_failed(tenant, broken=False)
            if fresh.version != compiled.version:
                changed.append(tenant)
                log.info("vocabulary_reloaded", tenant=tenant, version=fresh.version)
        return changed

    def _scan(self) -> None:
        """Add tenants whose file appeared in the folder (`<tenant>.yaml` and the like)."""
        if self._folder is None:
            return
        try:
            found = {p.stem: p for p in self._folder.iterdir() if p.suffix.lower() in SUFFIXES
                     and not p.name.startswith(".")}
        except OSError as exc:
            raise VocabularyError(f"cannot list the vocabulary folder: {exc.strerror}") from None
        for tenant, path in found.items():
            self._sources.setdefault(tenant, path)

    def _load(self, tenant: str) -> tuple[CompiledVocabulary, tuple[int, int, int]]:
        loaded = load_file(self._sources[tenant], check_mode=self._check_mode)
        return compile_vocabulary(loaded.entries, loaded.version), loaded.stamp

    def _hold(self, tenant: str, compiled: CompiledVocabulary, when: tuple[int, int, int]) -> None:
        previous = self._held.get(tenant)
        self._held[tenant] = (compiled, when)
        self._held.move_to_end(tenant)
        while len(self._held) > self._size:
            self._held.popitem(last=False)
        if previous is None or previous[0].version != compiled.version:
            self._observer.vocabulary_loaded(tenant, compiled.version, compiled.entries)

    def _failed(self, tenant: str, kept: str, exc: Exception,
                when: tuple[int, int, int] | None) -> None:
        """Keep the previous vocabulary; log where the file is broken (never a term)."""
        reason = str(exc) if isinstance(exc, VocabularyError) else type(exc).__name__
        log.error("vocabulary_reload_failed", tenant=tenant, reason=reason,
                  kept=kept)
        self._broken[tenant] = when
        self._observer.vocabulary_failed(tenant, broken=True)
