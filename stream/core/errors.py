"""The engine's exceptions, in one place.

DeidError
├── InputError            a record cannot be processed as given (bad JSON, label, offsets...);
│   │                     messages name the problem and never the note text
│   └── FormatError       a message cannot be parsed; its message is one DLQ Reason
├── KeyringError          tenant keys cannot be had
│   ├── KeyNotFound       no key (or no such version) for the tenant
│   ├── KeyDestroyed      the version was destroyed (crypto-shredded)
│   ├── KeyAccessDenied   the credentials do not reach that tenant's key
│   └── KeyringUnavailable  the key store cannot be reached (retriable)
└── RecognizerUnavailable the recognizer (e.g. Triton) cannot be reached (retriable)

Dependency errors are converted to these at the boundary module that calls the dependency,
with ``raise ... from exc``, so callers handle one hierarchy.
"""

from __future__ import annotations

from stream.core.reasons import Reason


class DeidError(Exception):
    """Base of every error the engine raises on purpose."""


class InputError(DeidError):
    """A record is malformed; the message is safe to print (no PHI)."""


class KeyringError(DeidError):
    """Tenant key material cannot be obtained."""


class KeyNotFound(KeyringError):
    """No key, or no such key version, exists for the tenant."""


class KeyDestroyed(KeyringError):
    """The requested key version was destroyed; its surrogates can no longer be computed."""


class KeyAccessDenied(KeyringError):
    """The caller's credentials do not grant access to this tenant's key."""


class KeyringUnavailable(KeyringError):
    """The key store could not be reached; retry later."""


class RecognizerUnavailable(DeidError):
    """The recognizer backend could not be reached; retry later."""


RETRIABLE: tuple[type[Exception], ...] = (KeyringUnavailable, RecognizerUnavailable)
"""Outages that redo a window later; any other failure of a record sends it to the DLQ."""


class FormatError(InputError):
    """A message cannot be parsed; str(error) is its PHI-free reason (one fixed string)."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason
