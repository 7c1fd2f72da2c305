"""Generate stream/data/fhir_r4b_types.json, the FHIR element-type table the FHIR walk reads.

Source: the model classes of the PyPI package `fhir.resources` 8.3.0 (module
`fhir.resources.R4B`, generated from the FHIR R4B specification; element types are the same as
R4's for every resource the worker reads). Output, sorted and stable:

    {"source": ..., "resources": [resource type names],
     "types": {type name: {element name: [element type, 1 if repeating else 0]}}}

Element types are FHIR primitive names (string, code, dateTime...) or complex type and
backbone-element names (HumanName, PatientContact...); "Resource" stands for any resource.
Usage: python scripts/build_fhir_types.py  (needs fhir.resources==8.3.0)
"""

from __future__ import annotations

import importlib
import pkgutil
import types
import typing
from pathlib import Path
from typing import Any

import orjson

OUT = Path(__file__).resolve().parents[1] / "stream" / "data" / "fhir_r4b_types.json"
SOURCE = "fhir.resources 8.3.0 (fhir.resources.R4B), BSD licence"
# Annotation metadata classes of fhir_core.types whose FHIR name is not the lower-cased class name.
RENAMED = {"EncodedBytes": "base64Binary", "UuidVersion": "uuid"}


def main() -> None:
    """Write the table."""
    import fhir.resources.R4B as release
    from fhir.resources.R4B.resource import Resource
    from fhir_core.fhirabstractmodel import FHIRAbstractModel

    table: dict[str, dict[str, list[Any]]] = {}
    resources: set[str] = set()
    for info in pkgutil.iter_modules(release.__path__):
        module = importlib.import_module(f"{release.__name__}.{info.name}")
        for name, cls in vars(module).items():
            if not (isinstance(cls, type) and issubclass(cls, FHIRAbstractModel)):
                continue
            if cls.__module__ != module.__name__ or name.startswith("FHIR"):
                continue
            if issubclass(cls, Resource):
                resources.add(name)
            table[name] = _elements(cls)
    doc = {"source": SOURCE, "resources": sorted(resources), "types": table}
    OUT.write_bytes(orjson.dumps(doc, option=orjson.OPT_SORT_KEYS) + b"\n")


def _elements(cls: Any) -> dict[str, list[Any]]:
    """Element name -> [type, repeating] of one model class (primitive extensions left out)."""
    out: dict[str, list[Any]] = {}
    for field, info in cls.model_fields.items():
        if field == "fhir_comments" or field.endswith("__ext"):
            continue
        out[info.alias or field] = list(_type(info.annotation))
    return out


def _type(annotation: Any) -> tuple[str, int]:
    """(FHIR type name, 1 if a list) of a pydantic field annotation."""
    inner, repeating = _unwrap(annotation)
    if inner is bool:
        return "boolean", repeating
    if typing.get_origin(inner) is typing.Annotated:
        marker = type(typing.get_args(inner)[1]).__name__
        if marker == "Xhtml":
            return "xhtml", repeating
        if typing.get_origin(typing.get_args(inner)[0]) in (typing.Union, types.UnionType):
            return "url", repeating  # Url is AnyUrl | a relative reference
        name = RENAMED.get(marker, marker)
        return name[0].lower() + name[1:], repeating
    if typing.get_origin(inner) in (typing.Union, types.UnionType):
        return "string", repeating  # Element.id: id or string; a string is the wider one
    if isinstance(inner, typing.ForwardRef):
        inner = inner.__forward_arg__
    name = getattr(inner, "__name__", str(inner)).rsplit(".", 1)[-1]
    return name.removesuffix("Type"), repeating


def _unwrap(annotation: Any) -> tuple[Any, int]:
    """Strip Optional and List; (inner annotation, 1 if it was a list)."""
    repeating = 0
    while True:
        origin = typing.get_origin(annotation)
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if origin in (typing.Union, types.UnionType) and len(args) == 1:
            annotation = args[0]
        elif origin in (list, typing.List):  # noqa: UP006 - the models use typing.List
            annotation, repeating = args[0], 1
        else:
            return annotation, repeating


if __name__ == "__main__":
    main()
