"""Property: an HL7 v2 message built over the v2.5.1 segment definitions, with an
identifier-shaped string in every component, leaks none of them through the worker's transform,
and every message it publishes parses again."""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, KeyCache
from stream.formats import parse
from stream.formats.hl7_types import components, field_type
from stream.recognize.rules import RulesRecognizer
from tests.leakprobe.checker import HL7_CT, Case, probe, record

HEAD = (
    "MSH|^~\\&|APP|acme|DEID|DEID|20240301101500||ORU^R01|CTRL1|P|2.5.1",
    "PID|1||MRN100^^^acme^MR",
    "OBX|1|TX|||Patient seen today, doing well.",
)
SEGMENTS = ("PID", "PD1", "NK1", "PV1", "PV2", "GT1", "IN1", "IN2", "ORC", "OBR", "OBX", "NTE",
            "TXA", "EVN", "AL1", "DG1", "PR1", "ROL", "SPM", "ZPI")
NOTE_FIELDS = {("OBX", 5), ("NTE", 3)}
OBX_TYPES = ("CE", "CWE", "NM", "SN", "XPN", "XCN", "XAD", "XTN", "CX", "TS", "DT", "ST", "RP",
             "ED", "", "ZZ", "tx")
# Identifier-shaped: long enough that finding one in an output is evidence, not chance.
IDENTIFIERS = st.one_of(
    st.from_regex(r"[A-Z][a-z]{8,11}", fullmatch=True),
    st.from_regex(r"[1-9][0-9]{9,11}", fullmatch=True),
    st.from_regex(r"[1-9][0-9]{2}-[0-9]{2}-[0-9]{4}", fullmatch=True),
    st.from_regex(r"[a-z]{6,8}@[a-z]{6,8}\.org", fullmatch=True),
)


def _layout(name: str, obx_type: str) -> list[list[int]]:
    """Per field (from 1): how many subcomponents each component of its type has."""
    fields = []
    n = 1
    while (kind := field_type(name, n)) is not None or field_type(name, n + 1) is not None:
        if (name, n) == ("OBX", 2):
            fields.append([])  # written separately
        elif (name, n) in NOTE_FIELDS and not (name == "OBX" and obx_type not in ("TX", "FT")):
            fields.append([])
        else:
            kind = obx_type if (name, n) == ("OBX", 5) else kind
            parts = components(kind or "") or (kind or "ST",)
            fields.append([len(components(part) or (part,)) for part in parts])
        n += 1
    return fields or [[1]] * 4  # an undefined segment: a few fields of one value


@st.composite
def messages(draw) -> tuple[bytes, tuple[str, ...]]:
    """A message and every value planted in it (a drawn pool, cycled over every component)."""
    pool = draw(st.lists(IDENTIFIERS, min_size=4, max_size=24, unique=True))
    planted: list[str] = []
    lines = list(HEAD)
    for name in draw(st.lists(st.sampled_from(SEGMENTS), min_size=1, max_size=2)):
        obx_type = draw(st.sampled_from(OBX_TYPES))
        fields = []
        for n, layout in enumerate(_layout(name, obx_type), 1):
            if (name, n) == ("OBX", 2):
                fields.append(obx_type)
                continue
            comps = []
            for subs in layout:
                values = [pool[(len(planted) + k) % len(pool)] for k in range(subs)]
                planted += values
                comps.append("&".join(values))
            fields.append("^".join(comps))
        lines.append("|".join([name, *fields]))
    return "\r".join(lines).encode(), tuple(sorted(set(planted)))


@cache
def _engine() -> Engine:
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="prop")
    anonymizer = Anonymizer(policy_from_config(cfg.policy))
    return build_engine(cfg, Deidentifier(RulesRecognizer(), anonymizer))


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.large_base_example])
@given(message=messages())
def test_no_planted_value_in_any_output_and_outputs_parse(message, key, keyring) -> None:
    value, planted = message
    keys = KeyCache(keyring)
    case = Case("generated", value, HL7_CT, planted)
    assert probe(_engine(), keys, [case]).findings == []
    outcome = _engine().process(record(case), keys)
    published = [r.value for r in outcome.records if r.topic == "out"]
    assert published or outcome.rejection is not None
    for out in published:
        parse(out, HL7_CT)
