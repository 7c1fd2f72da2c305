"""Per-tenant vocabularies: compiled once, held in a small LRU, reloaded when their file changes.

`refresh` stats each held vocabulary's file; a changed file is read and compiled, and replaces
the held one only when that succeeds. The worker calls `refresh_in_background` between windows:
the same, with the reading and compiling in a background thread that the worker waits for at
most RELOAD_WAIT_S, so a large file never holds up the stream for long. A broken file
keeps the previous vocabulary, logs an error that names the tenant and the place in the file
(never a term) and tells the observer, which raises an alert metric until the file is good.
A tenant evicted from the cache is compiled again on its next note (an error then fails that
note, never passes it through unchecked).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import structlog

from stream.recognize.vocabulary.compiled import CompiledVocabulary, compile_vocabulary
from stream.recognize.vocabulary.entries import Entry, VocabularyError
from stream.recognize.vocabulary.files import SUFFIXES, load_file, stamp

if TYPE_CHECKING:
    from stream.core.config import VocabulariesConfig

log = structlog.get_logger("deid.vocabulary")

RELOAD_WAIT_S = 2.0
"""How long the worker waits for a vocabulary compile between windows before going on with the
vocabulary it has (the compile then finishes in the background)."""


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


@dataclass(frozen=True, slots=True)
class Reload:
    """One changed file read again: the fresh vocabulary and its stamp, or why it failed."""

    tenant: str
    kept: str
    """The version in use when the reload started."""
    result: tuple[CompiledVocabulary, tuple[int, int, int]] | Exception
    stamp: tuple[int, int, int] | None
    """The file's stamp when it failed (None: it could not be read)."""


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
        self._reloader: ThreadPoolExecutor | None = None
        self._pending: Future[list[Reload]] | None = None
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

    def entries(self, tenant: str | None) -> tuple[Entry, ...]:
        """The entries of the tenant's vocabulary file as it is now (none: it has none), for
        `deid explain` to name the entry that matched."""
        if tenant is None or tenant not in self._sources:
            return ()
        return load_file(self._sources[tenant], check_mode=self._check_mode).entries

    def version(self, tenant: str | None) -> str | None:
        """The version of the tenant's vocabulary in use, or None."""
        found = self.get(tenant)
        return found.version if found is not None else None

    def refresh(self) -> list[str]:
        """Reload held vocabularies whose file changed, now; the tenants whose version changed."""
        return self._install(self._reload_changed())

    def refresh_in_background(self, wait_s: float = RELOAD_WAIT_S) -> list[str]:
        """`refresh` that holds up its caller at most `wait_s`: the tenants whose version changed.

        Changed files are read and compiled in a background thread. A compile started by this
        call is waited for up to `wait_s` (a small file is in use at once, as with `refresh`);
        a longer one (50,000 entries take seconds) is installed by a later call once done. The
        worker calls it between windows, so a new vocabulary always starts at a window boundary.
        """
        started = False
        if self._pending is None:
            if self._reloader is None:
                self._reloader = ThreadPoolExecutor(1, thread_name_prefix="deid-vocabulary")
            self._pending = self._reloader.submit(self._reload_changed)
            started = True
        try:
            reloads = self._pending.result(timeout=wait_s if started else 0.0)
        except TimeoutError:
            return []
        self._pending = None
        return self._install(reloads)

    @property
    def pending(self) -> Future[list[Reload]] | None:
        """The background reload in progress, if any."""
        return self._pending

    def _reload_changed(self) -> list[Reload]:
        """Read and compile the held vocabularies whose file changed (installs nothing)."""
        self._scan()
        with self._lock:
            held = list(self._held.items())
        reloads = []
        for tenant, (compiled, when) in held:
            try:
                now = stamp(self._sources[tenant])
            except OSError as exc:
                reloads.append(Reload(tenant, compiled.version, exc, None))
                continue
            if now in (when, self._broken.get(tenant)):
                continue  # unchanged, or the same broken file as last time
            try:
                fresh = self._load(tenant)
            except VocabularyError as exc:
                reloads.append(Reload(tenant, compiled.version, exc, now))
                continue
            reloads.append(Reload(tenant, compiled.version, fresh, now))
        return reloads

    def _install(self, reloads: list[Reload]) -> list[str]:
        """Hold the fresh vocabularies, record the failures; the tenants whose version changed."""
        changed = []
        for reload in reloads:
            if isinstance(reload.result, Exception):
                self._failed(reload.tenant, reload.kept, reload.result, reload.stamp)
                continue
            fresh, fresh_when = reload.result
            with self._lock:
                self._hold(reload.tenant, fresh, fresh_when)
            if reload.tenant in self._broken:
                del self._broken[reload.tenant]
                self._observer.vocabulary_failed(reload.tenant, broken=False)
            if fresh.version != reload.kept:
                changed.append(reload.tenant)
                log.info("vocabulary_reloaded", tenant=reload.tenant, version=fresh.version)
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
