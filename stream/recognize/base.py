"""The recognizer seam: a note in, typed spans out."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from concurrent.futures import Future
from typing import Protocol

from stream.core.spans import Note, Span


class Recognizer(Protocol):
    """Finds PHI in notes. Implementations must raise, never return [], when they fail."""

    name: str

    def recognize(self, note: Note) -> list[Span]:
        """Spans of PHI in `note.text`, in any order, possibly overlapping."""
        ...


class BackgroundRecognizer(Protocol):
    """A recognizer whose batches compute outside the calling thread (a model server, or
    onnxruntime on a thread of its own, which releases the GIL): a composite submits them first
    and runs its other recognizers while they compute. `pipeline_notes` is how many notes one
    submitted batch holds (0: the whole batch, where batch composition changes the result)."""

    name: str
    pipeline_notes: int

    def submit_batch(self, notes: Sequence[Note]) -> Future[list[list[Span]]]:
        """Start recognizing `notes`; the future holds their spans, or the error that failed."""
        ...


def background(recognizer: object) -> BackgroundRecognizer | None:
    """`recognizer` if it computes its batches in the background (has `submit_batch`)."""
    return recognizer if hasattr(recognizer, "submit_batch") else None  # type: ignore[return-value]


def recognize_all(recognizer: Recognizer, notes: Sequence[Note]) -> list[list[Span]]:
    """Run `recognizer` on a batch, through its `recognize_batch` when it has one."""
    batch = getattr(recognizer, "recognize_batch", None)
    if batch is not None:
        return batch(notes)
    return [recognizer.recognize(note) for note in notes]


class RequestObserver(Protocol):
    """Hook a recognizer calls per request to a model server (a pipeline Sensor fits it)."""

    def triton_request(self, seconds: float, outcome: str) -> None:
        """One Triton request took `seconds`; `outcome` is "ok" or an error kind."""
        ...

    def triton_batch(self, requests: int, windows: int) -> None:
        """One recognize call sent `windows` model windows in `requests` requests."""
        ...


class NoObserver:
    """The default observer: records nothing."""

    def triton_request(self, seconds: float, outcome: str) -> None:
        """Ignore the request."""

    def triton_batch(self, requests: int, windows: int) -> None:
        """Ignore the call."""


def components(recognizer: object) -> Iterator[object]:
    """The recognizer and, depth first, every recognizer a composite holds."""
    yield recognizer
    for inner in getattr(recognizer, "recognizers", ()):
        yield from components(inner)


def attach_observer(recognizer: object, observer: RequestObserver) -> int:
    """Hand `observer` to every recognizer in the tree that has `observe`; how many took it."""
    observing = [r for r in components(recognizer) if hasattr(r, "observe")]
    for r in observing:
        r.observe(observer)
    return len(observing)


def close_recognizer(recognizer: object) -> None:
    """Close every recognizer in the tree that holds a connection (has `close`)."""
    for r in components(recognizer):
        close = getattr(r, "close", None)
        if close is not None:
            close()
