"""FHIR narrative XHTML, rebuilt from its elements and text nodes only.

The narrative is parsed with expat and written anew: the root `div` with the XHTML namespace,
the elements FHIR allows in a narrative, their text nodes, and only the attributes that carry
readable text (title, alt, href, src: de-identified like the text) or small numbers (colspan,
rowspan). Comments, processing instructions, CDATA markers, every other attribute (id, class,
style, xmlns...) and data: URIs are dropped; an element FHIR does not allow or a DOCTYPE rejects
the narrative. Nothing of the input's markup is copied byte for byte.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from xml.parsers import expat

from stream.core.errors import FormatError
from stream.core.reasons import Reason

MARKUP, TEXT, ATTRIBUTE = "markup", "text", "attribute"
ROOT = '<div xmlns="http://www.w3.org/1999/xhtml">'
ELEMENTS = frozenset({
    "a", "abbr", "acronym", "address", "b", "big", "blockquote", "br", "caption", "cite", "code",
    "col", "colgroup", "dd", "dfn", "div", "dl", "dt", "em", "h1", "h2", "h3", "h4", "h5", "h6",
    "hr", "i", "img", "li", "ol", "p", "pre", "q", "samp", "small", "span", "strong", "sub",
    "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "tt", "ul", "var",
})  # fmt: skip
"""The elements FHIR R4 allows in a narrative (txt-1)."""
TEXT_ATTRIBUTES = ("title", "alt", "href", "src")
NUMBER_ATTRIBUTES = ("colspan", "rowspan")
_SMALL_NUMBER = re.compile(r"[1-9][0-9]{0,2}")


@dataclass(frozen=True, slots=True)
class Token:
    """A run of markup (text is None), a text node, or an attribute value."""

    raw: str
    text: str | None = None
    kind: str = MARKUP


def tokenize(div: str) -> list[Token]:
    """Tokens of the rebuilt narrative; raise FormatError when it is not an allowed XHTML div."""
    builder = _Builder()
    parser = expat.ParserCreate()
    parser.ordered_attributes = True
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = _refuse
    try:
        parser.Parse(div.encode("utf-8"), True)
    except expat.ExpatError:
        raise FormatError(Reason.FHIR_NARRATIVE) from None
    return builder.tokens


def text_indices(tokens: list[Token]) -> list[int]:
    """Indices of the text tokens worth de-identifying (not whitespace only)."""
    return [i for i, token in enumerate(tokens) if token.text is not None and token.text.strip()]


def render(tokens: list[Token], replaced: dict[int, str]) -> str:
    """The narrative with the text tokens at the given indices replaced."""
    out = []
    for i, token in enumerate(tokens):
        new = replaced.get(i)
        out.append(token.raw if new is None else _escape(new, token.kind))
    return "".join(out)


class _Builder:
    """Expat callbacks that write the rebuilt narrative as tokens."""

    def __init__(self) -> None:
        self.tokens: list[Token] = []
        self.depth = 0
        self.pending: list[str] = []  # expat's pieces of one text node (joined once: linear)

    def start(self, name: str, attributes: list[str]) -> None:
        self.flush()
        if name not in ELEMENTS or (self.depth == 0 and name != "div"):
            raise FormatError(Reason.FHIR_NARRATIVE)
        self.depth += 1
        if self.depth == 1:
            self.tokens.append(Token(ROOT))
            return
        values = dict(zip(attributes[::2], attributes[1::2], strict=True))
        self.tokens.append(Token(f"<{name}"))
        for attribute in TEXT_ATTRIBUTES:
            value = values.get(attribute)
            if value is not None and not value.strip().lower().startswith("data:"):
                self.tokens.append(Token(f' {attribute}="'))
                self.tokens.append(Token(_escape(value, ATTRIBUTE), value, ATTRIBUTE))
                self.tokens.append(Token('"'))
        for attribute in NUMBER_ATTRIBUTES:
            value = values.get(attribute)
            if value is not None and _SMALL_NUMBER.fullmatch(value):
                self.tokens.append(Token(f' {attribute}="{value}"'))
        self.tokens.append(Token(">"))

    def end(self, name: str) -> None:
        self.flush()
        self.depth -= 1
        last = self.tokens[-1]
        if last.raw == ">" and last.text is None and self.depth > 0:
            self.tokens[-1] = Token("/>")  # an empty element: <br/>
        else:
            self.tokens.append(Token(f"</{name}>"))

    def data(self, text: str) -> None:
        if self.depth == 0:
            raise FormatError(Reason.FHIR_NARRATIVE)
        self.pending.append(text)

    def flush(self) -> None:
        """Close the text node being read, if any."""
        if self.pending:
            text = "".join(self.pending)
            self.pending.clear()
            self.tokens.append(Token(_escape(text, TEXT), text, TEXT))


def _refuse(*_args: object) -> None:
    """A DOCTYPE may declare entities: refused."""
    raise FormatError(Reason.FHIR_NARRATIVE)


def _escape(text: str, kind: str) -> str:
    """`text` as XML character data or an attribute value."""
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if kind == ATTRIBUTE:
        return escaped.replace('"', "&quot;").replace("\n", "&#10;")
    return escaped
