"""The leak checker finds a planted value in every form a reader could recover."""

from __future__ import annotations

import base64

import pytest

from tests.leakprobe.checker import found, views


@pytest.mark.parametrize(("value", "blob", "leaks"), [
    ("Quennell", "pt QUENNELL seen", True),
    ("Quennell", "pt Q\\X75\\ennell", True),  # an HL7 hex escape inside the word
    ("Quennell", "Quenn\\E\\ell", False),
    ("Quennell", "name: Quennell&#x0;", True),
    ("Quennell", "Q&#117;ennell", True),  # XML character reference
    ("Quennell", base64.b64encode(b"note for Quennell today").decode(), True),
    ("555-201-3344", "call (555) 201 3344", True),
    ("555-201-3344", "call 555-201-9999", False),
    ("A1234", "id 1234", False),  # too few digits to match digits alone
    ("MRN 88310492", "id 8831-0492", True),
    ("Quennell", "pt Mortimer seen", False),
    ("Quennell", "pt Quen\u200bnell seen", True),  # a zero-width space inside the word
    ("Quennell", "pt Quen\u00adnell seen", True),  # a soft hyphen
    ("Quennell", "pt Ｑｕｅｎｎｅｌｌ seen", True),  # fullwidth letters
    ("Quennell", "pt Quen\\u200bnell seen", True),  # a JSON escape of the zero-width space
])
def test_found(value, blob, leaks):
    assert found(value, views(blob)) is leaks
