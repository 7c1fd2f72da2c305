"""Streaming JSONL: one record in, one record out, constant memory, errors by line number."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Any

import orjson
from tqdm import tqdm

from stream.core.errors import InputError

Transform = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass
class Summary:
    read: int = 0
    written: int = 0
    rejected: int = 0


class LineError(InputError):
    """An InputError located at a line of the input."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


@contextmanager
def open_in(path: str) -> Iterator[IO[bytes]]:
    """Open `path` for binary reading; '-' is stdin."""
    if path == "-":
        yield sys.stdin.buffer
        return
    try:
        fh = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise InputError(f"cannot read {path!r}: {exc.strerror}") from None
    with fh:
        yield fh


@contextmanager
def open_out(path: str | None) -> Iterator[IO[bytes]]:
    """Open `path` for binary writing; None or '-' is stdout."""
    if path in (None, "-"):
        yield sys.stdout.buffer
        sys.stdout.buffer.flush()
        return
    try:
        fh = open(path, "wb")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise InputError(f"cannot write {path!r}: {exc.strerror}") from None
    with fh:
        yield fh


def _size(fh: IO[bytes]) -> int | None:
    try:
        stat = os.fstat(fh.fileno())
    except (OSError, ValueError):
        return None
    return stat.st_size if stat.st_size > 0 else None


def process(src: IO[bytes], dst: IO[bytes], transform: Transform, *,
            rejects: IO[bytes] | None = None, desc: str = "notes") -> Summary:
    """Apply `transform` to every record of `src`, writing results to `dst`.

    A bad record raises LineError, or, when `rejects` is given, is written there with its
    line number and reason and processing goes on.
    """
    summary = Summary()
    show = sys.stderr.isatty()
    with tqdm(total=_size(src), unit="B", unit_scale=True, desc=desc, disable=not show,
              file=sys.stderr) as bar:
        for number, raw in enumerate(src, start=1):
            bar.update(len(raw))
            if not raw.strip():
                continue
            summary.read += 1
            try:
                result = transform(_loads(raw))
            except InputError as exc:
                if rejects is None:
                    raise LineError(number, str(exc)) from None
                rejects.write(orjson.dumps({"line": number, "error": str(exc),
                                            "record": raw.decode("utf-8", "replace").rstrip("\n")}))
                rejects.write(b"\n")
                summary.rejected += 1
                continue
            dst.write(orjson.dumps(result))
            dst.write(b"\n")
            summary.written += 1
    return summary


def _loads(raw: bytes) -> Any:
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("line is not valid UTF-8") from None
        raise InputError("invalid JSON") from None


def read_all(path: str) -> Iterator[dict[str, Any]]:
    """Every record of a JSONL file, for commands that need random access (eval)."""
    with open_in(path) as fh:
        for number, raw in enumerate(fh, start=1):
            if raw.strip():
                try:
                    yield _loads(raw)
                except InputError as exc:
                    raise LineError(number, str(exc)) from None
