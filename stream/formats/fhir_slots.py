"""Where a FHIR text unit lives and how it is written back: a string, an attachment, a narrative."""

from __future__ import annotations

import base64
import binascii
import hashlib
from dataclasses import dataclass
from typing import Any, NamedTuple

from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats import fhir_types, xhtml
from stream.formats.message import distribute_lines, line_count

Pointer = tuple[str | int, ...]

TEXT_CONTENT_TYPES = frozenset({"text/plain", "text/markdown", "text/x-markdown"})


def get(doc: Any, pointer: Pointer) -> Any:
    """The value at `pointer` (keys and indices)."""
    for step in pointer:
        doc = doc[step]
    return doc


def put(doc: Any, pointer: Pointer, value: Any) -> None:
    """Set the value at `pointer`."""
    get(doc, pointer[:-1])[pointer[-1]] = value


def path(pointer: Pointer) -> str:
    """A JSON pointer string (element names and indices only, no PHI)."""
    return "/" + "/".join(map(str, pointer))


class StringSlot(NamedTuple):
    """A free-text string element (conclusion, description, Annotation.text...)."""

    pointer: Pointer

    def write(self, doc: Any, new: str) -> None:
        """Replace the string."""
        put(doc, self.pointer, new)


class CodedSlot(NamedTuple):
    """A code, uri or id read as text: a replacement must still fit the type's grammar."""

    pointer: Pointer
    kind: str

    def write(self, doc: Any, new: str) -> None:
        """Replace the value; raise FormatError when the replacement is no longer valid."""
        if not fhir_types.matches(self.kind, new):
            raise FormatError(Reason.FHIR_CODED_PHI)
        put(doc, self.pointer, new)


@dataclass(frozen=True, slots=True)
class AttachmentSlot:
    """A base64 text attachment; size and hash are kept in step with the data."""

    pointer: Pointer
    charset: str

    def write(self, doc: Any, new: str) -> None:
        """Re-encode the attachment data (falling back to UTF-8 if the charset cannot hold it)."""
        attachment = get(doc, self.pointer)
        try:
            data = new.encode(self.charset)
        except UnicodeEncodeError:
            data = new.encode("utf-8")
            mime = attachment["contentType"].split(";")[0].strip()
            attachment["contentType"] = f"{mime}; charset=utf-8"
        attachment["data"] = base64.b64encode(data).decode("ascii")
        if "size" in attachment:
            attachment["size"] = len(data)
        if "hash" in attachment:
            attachment["hash"] = base64.b64encode(hashlib.sha1(data).digest()).decode("ascii")


@dataclass(frozen=True, slots=True)
class NarrativeSlot:
    """An XHTML narrative; its unit is the non-blank text tokens joined by newlines."""

    pointer: Pointer
    tokens: tuple[xhtml.Token, ...]
    indices: tuple[int, ...]

    @property
    def text(self) -> str:
        """The text unit this narrative contributes."""
        return "\n".join(self.tokens[i].text or "" for i in self.indices)

    def write(self, doc: Any, new: str) -> None:
        """Spread the new text over the text tokens and rebuild the XHTML."""
        counts = [line_count(self.tokens[i].text or "") for i in self.indices]
        replaced = dict(zip(self.indices, distribute_lines(new, counts), strict=True))
        put(doc, self.pointer, xhtml.render(list(self.tokens), replaced))


def attachment_text(attachment: dict[str, Any]) -> tuple[str, str]:
    """(text, charset) of a base64 text attachment; raise FormatError for anything else."""
    content_type = attachment.get("contentType")
    data = attachment["data"]
    if not isinstance(content_type, str) or not isinstance(data, str):
        raise FormatError(Reason.FHIR_ATTACHMENT_TYPE)
    mime, _, params = content_type.partition(";")
    if mime.strip().lower() not in TEXT_CONTENT_TYPES:
        raise FormatError(Reason.FHIR_ATTACHMENT_TYPE)
    charset = _charset(params)
    try:
        raw = base64.b64decode("".join(data.split()), validate=True)
    except (binascii.Error, ValueError):
        raise FormatError(Reason.FHIR_BASE64) from None
    try:
        return raw.decode(charset), charset
    except (LookupError, UnicodeDecodeError):
        raise FormatError(Reason.FHIR_ATTACHMENT_TEXT) from None


def narrative(div: Any, pointer: Pointer) -> NarrativeSlot:
    """The slot of a narrative div."""
    if not isinstance(div, str):
        raise FormatError(Reason.FHIR_ELEMENT_TYPE)
    tokens = xhtml.tokenize(div)
    return NarrativeSlot(pointer, tuple(tokens), tuple(xhtml.text_indices(tokens)))


def _charset(params: str) -> str:
    """The charset parameter of a content type (UTF-8 when absent)."""
    for param in params.split(";"):
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset":
            return value.strip().strip('"').lower() or "utf-8"
    return "utf-8"
