"""Why a message could not be parsed: a FormatError carries one Reason (stream.reasons).

Every reason is a fixed string. A FormatError's message is exactly its reason, so it never
carries the message content (no PHI).
"""

from __future__ import annotations

from stream.errors import InputError
from stream.reasons import Reason


class FormatError(InputError):
    """A message cannot be parsed; str(error) is its PHI-free reason."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason
