"""structlog set-up: JSON lines on stderr. Callers log event names and counts, never PHI.

Our own events go through structlog at `level`. Third-party libraries log through the standard
`logging` module; they are capped at WARNING whatever `level` is (ff3 alone writes its tweak
values for every value it encrypts at DEBUG: megabytes for a few hundred notes), unless
`libraries` names their level explicitly (`deid --log-libraries DEBUG`).
"""

from __future__ import annotations

import logging
import sys

import structlog

LIBRARY_CAP = logging.WARNING


def configure(level: str = "INFO", libraries: str | None = None) -> None:
    library_level = libraries or max(logging.getLevelName(level), LIBRARY_CAP)
    logging.basicConfig(stream=sys.stderr, level=library_level, format="%(message)s")
    logging.getLogger().setLevel(library_level)  # also when logging was configured before
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        # Look stderr up per logger: it may be replaced (tests, daemons) after configure().
        logger_factory=lambda *_: structlog.PrintLogger(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
