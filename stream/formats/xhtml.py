"""FHIR narrative XHTML: the text between tags comes out for de-identification, markup stays.

The narrative is split (with expat's byte offsets) into markup tokens, kept byte for byte, and
text tokens, whose decoded text (entities resolved) is what gets de-identified: character data,
and the values of attributes that may carry PHI (title, alt, href...; structural attributes such
as class or style stay markup). An unchanged text token keeps its original raw form.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from xml.parsers import expat

from stream.formats.reasons import FormatError, Reason

MARKUP, TEXT, CDATA, ATTRIBUTE = "markup", "text", "cdata", "attribute"
STRUCTURAL_ATTRIBUTES = frozenset({
    "xmlns", "class", "style", "id", "lang", "xml:lang", "dir", "colspan", "rowspan", "span",
    "scope", "headers", "width", "height", "align", "valign", "border", "cellpadding",
    "cellspacing", "rules", "frame", "type", "start",
})  # fmt: skip
_CDATA_OPEN, _CDATA_CLOSE = "<![CDATA[", "]]>"
_ATTRIBUTE = re.compile(r"""([^\s=/<>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")


@dataclass(frozen=True, slots=True)
class Token:
    """A run of markup (text is None), of character data, or an attribute value."""

    raw: str
    text: str | None = None
    kind: str = MARKUP


# One expat callback: byte offset, decoded text (None for markup), start-tag attributes.
_Event = tuple[int, str | None, tuple[str, ...]]


def tokenize(div: str) -> list[Token]:
    """Tokens of a narrative; raise FormatError when it is not well-formed XML."""
    data = div.encode("utf-8")
    events = _events(data)
    bounds = [event[0] for event in events] + [len(data)]
    if not events or bounds[0] != 0:
        raise FormatError(Reason.FHIR_NARRATIVE)
    tokens: list[Token] = []
    in_cdata = False
    for (start, text, attributes), end in zip(events, bounds[1:], strict=True):
        raw = data[start:end].decode("utf-8")
        if text is None:
            in_cdata = raw == _CDATA_OPEN or (in_cdata and raw != _CDATA_CLOSE)
            tokens.extend(_start_tag(raw, attributes) if attributes else [Token(raw)])
        else:
            _append_text(tokens, Token(raw, text, CDATA if in_cdata else TEXT))
    return tokens


def text_indices(tokens: list[Token]) -> list[int]:
    """Indices of the text tokens worth de-identifying (not whitespace only)."""
    return [i for i, token in enumerate(tokens) if token.text is not None and token.text.strip()]


def render(tokens: list[Token], replaced: dict[int, str]) -> str:
    """The narrative with the text tokens at the given indices replaced."""
    out = []
    for i, token in enumerate(tokens):
        new = replaced.get(i)
        out.append(token.raw if new is None or new == token.text else _escape(new, token.kind))
    return "".join(out)


def _events(data: bytes) -> list[_Event]:
    """Every expat callback, in document order; a DOCTYPE (entity declarations) is refused."""
    events: list[_Event] = []
    parser = expat.ParserCreate()
    parser.ordered_attributes = True

    def start(_name: str, attributes: list[str]) -> None:
        events.append((parser.CurrentByteIndex, None, tuple(attributes)))

    def doctype(*_args: object) -> None:
        raise FormatError(Reason.FHIR_NARRATIVE)

    parser.StartElementHandler = start
    parser.StartDoctypeDeclHandler = doctype
    parser.CharacterDataHandler = lambda text: events.append((parser.CurrentByteIndex, text, ()))
    parser.DefaultHandler = lambda _raw: events.append((parser.CurrentByteIndex, None, ()))
    try:
        parser.Parse(data, True)
    except expat.ExpatError:
        raise FormatError(Reason.FHIR_NARRATIVE) from None
    return events


def _start_tag(raw: str, attributes: tuple[str, ...]) -> list[Token]:
    """A markup token, split around the values of attributes that may carry PHI."""
    values = dict(zip(attributes[::2], attributes[1::2], strict=True))
    if all(name in STRUCTURAL_ATTRIBUTES or name.startswith("xmlns:") for name in values):
        return [Token(raw)]
    tokens, at = [], 0
    for match in _ATTRIBUTE.finditer(raw):
        name = match.group(1)
        if name in STRUCTURAL_ATTRIBUTES or name.startswith("xmlns:") or name not in values:
            continue
        group = 2 if match.group(2) is not None else 3
        tokens.append(Token(raw[at : match.start(group)]))
        tokens.append(Token(match.group(group), values[name], ATTRIBUTE))
        at = match.end(group)
    tokens.append(Token(raw[at:]))
    return tokens


def _append_text(tokens: list[Token], token: Token) -> None:
    """Append character data, merging it into the previous token of the same kind."""
    last = tokens[-1] if tokens else None
    if last is not None and last.text is not None and last.kind == token.kind != ATTRIBUTE:
        tokens[-1] = Token(last.raw + token.raw, last.text + (token.text or ""), token.kind)
    else:
        tokens.append(token)


def _escape(text: str, kind: str) -> str:
    """`text` as XML character data, CDATA content or an attribute value."""
    if kind == CDATA:
        return text.replace(_CDATA_CLOSE, "]]]]><![CDATA[>")
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if kind == ATTRIBUTE:
        return escaped.replace('"', "&quot;").replace("'", "&apos;").replace("\n", "&#10;")
    return escaped
