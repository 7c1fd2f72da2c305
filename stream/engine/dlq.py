"""Dead-letter records: what could not be processed, why, and where it came from (never PHI).

The DLQ value is a JSON object (schemas/dlq-record.schema.json). It never copies the input:
not its payload and not its key (a patient id). The source coordinates point at the retained
input record, which is where an operator re-reads it from (fail closed: a failure must not
publish PHI to another topic). Only contract headers are written, the content type reduced to
a supported media type, and a tenant only once it is verified (UNVERIFIED_TENANT otherwise).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import orjson

from stream.core.errors import InputError, KeyAccessDenied, KeyDestroyed, KeyNotFound
from stream.core.reasons import Reason
from stream.engine.records import (
    H_CONTENT_TYPE,
    H_DLQ_REASON,
    H_TENANT,
    OutRecord,
    SourceRecord,
)
from stream.formats.api import media_type

DLQ_SCHEMA = "deid.dlq/v1"
UNVERIFIED_TENANT = "(unverified)"
"""Named in place of a tenant that was not verified (never a valid tenant name)."""


@dataclass(frozen=True, slots=True)
class Rejection:
    """Why one record goes to the DLQ: a reason code plus a PHI-free detail."""

    reason: str
    """A fixed, countable string: never built from input content."""
    detail: str
    tenant: str | None = None
    """Only a verified tenant: one whose key was found (None otherwise)."""


class Rejected(InputError):
    """An InputError with an explicit reason (stream.core.reasons.Reason)."""

    def __init__(self, reason: Reason, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


def rejection_for(exc: BaseException, tenant: str | None) -> Rejection:
    """Map a non-retriable per-record error to a Rejection; details never echo input text."""
    reason = getattr(exc, "reason", None)
    if isinstance(exc, InputError) and isinstance(reason, Reason):  # its own fixed reason
        return Rejection(str(reason), str(exc)[:500], tenant)
    if isinstance(exc, KeyNotFound):
        return Rejection(Reason.NO_KEY.value, "no key for tenant", tenant)
    if isinstance(exc, KeyDestroyed):
        return Rejection(Reason.KEY_DESTROYED.value, "the tenant key version was destroyed", tenant)
    if isinstance(exc, KeyAccessDenied):
        return Rejection(Reason.KEY_DENIED.value, "no access to the tenant key", tenant)
    if isinstance(exc, InputError):
        return Rejection(Reason.MALFORMED.value, str(exc)[:500], tenant)
    return Rejection(Reason.INTERNAL.value, f"internal error ({type(exc).__name__})", tenant)


def dlq_record(topic: str, rec: SourceRecord, rejection: Rejection) -> OutRecord:
    """The DLQ record for `rec`: reason and source coordinates; unkeyed, no payload."""
    tenant = rejection.tenant or UNVERIFIED_TENANT
    content_type = media_type(rec.header(H_CONTENT_TYPE))
    doc: dict[str, object] = {
        "schema": DLQ_SCHEMA,
        "reason": rejection.reason,
        "detail": rejection.detail,
        "source": {"topic": rec.topic, "partition": rec.partition, "offset": rec.offset},
        "tenant": tenant,
        "content_type": content_type,
        "size": rec.size,
        "failed_at_ms": int(time.time() * 1000),
    }
    headers = [*rec.source_headers(), (H_DLQ_REASON, rejection.reason.encode()),
               (H_TENANT, tenant.encode())]
    if content_type:
        headers.append((H_CONTENT_TYPE, content_type.encode()))
    return OutRecord(topic, None, orjson.dumps(doc), headers)
