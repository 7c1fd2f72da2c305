"""recognizer.profile: validated, and each profile's rules and model O-bias as documented."""

from __future__ import annotations

import pytest

from stream.core.config import ConfigError, load_config
from stream.core.spans import Note
from stream.recognize.model.artifacts import load_settings, model_files
from stream.recognize.model.tagger import ModelError, o_bias
from stream.recognize.rules import RulesRecognizer


def test_profile_defaults_to_balanced_and_is_validated():
    assert load_config(None, {}).recognizer.profile == "balanced"
    cfg = load_config(None, {"DEID_RECOGNIZER__PROFILE": "high-recall"})
    assert cfg.recognizer.profile == "high-recall"
    with pytest.raises(ConfigError):
        load_config(None, {"DEID_RECOGNIZER__PROFILE": "max"})


def test_each_profile_reads_its_own_bias():
    settings = {"o_bias_profiles": {"balanced": -3.0, "high-recall": -1.0}}
    assert o_bias(settings, "balanced") == -3.0
    assert o_bias(settings, "high-recall") == -1.0
    assert o_bias({}, "balanced") == 0.0  # an uncalibrated export decodes by plain argmax


def test_a_missing_or_unknown_profile_bias_fails_closed():
    with pytest.raises(ModelError):
        o_bias({"o_bias_profiles": {"balanced": -3.0}}, "high-recall")  # never the balanced one
    with pytest.raises(ModelError):
        o_bias({"o_bias_profiles": {"balanced": -3.0}}, "max")


def test_the_shipped_model_lowers_the_o_bias_less_for_high_recall():
    settings = load_settings(model_files())
    assert o_bias(settings, "high-recall") > o_bias(settings, "balanced")


def test_high_recall_rules_find_more_and_keep_what_balanced_finds():
    text = ("pt fell 2 wks ago 12/28. hx: cva 12 and rising.\n"
            "lives in zell with son. pain 5/10. bp 110/60.\nfamily updated.\nxandriellos")
    note = Note("n", text)
    balanced = RulesRecognizer().recognize(note)
    high = RulesRecognizer(high_recall=True).recognize(note)
    found = {text[s.start:s.end] for s in high} - {text[s.start:s.end] for s in balanced}
    assert found == {"12/28", "12", "zell", "xandriellos"}
    covered = {i for s in high for i in range(s.start, s.end)}
    assert all(i in covered for s in balanced for i in range(s.start, s.end))
