"""One-word signatures at the end of a note, beside last words that are not names."""

import pytest

from stream.recognize.patterns.sign_off import SignOffFamily

from .helpers import found

S = "STAFF"
CASES = [
    ("plan: ?transfer to floor in am.\nkathy", [("kathy", S)]),
    ("husband walt at bedside, updated. meg", [("meg", S)]),
    ("DTR JOANIE CALLED, UPDATED.\nBEV\n", [("BEV", S)]),
    ("i/o +1.2l. gtts: none. joanne rn", [("joanne", S)]),
    ("TMAX 102. GINNY", [("GINNY", S)]),
    # last words that are not signatures
    ("pain controlled.\nstable", []),
    ("will continue to monitor.\nwill", []),
    ("plan as above.", []),
    ("pt resting comfortably. kathy aware of plan", []),
    ("kathy", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_sign_off(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(SignOffFamily(), text) == expected


def test_high_recall_takes_any_uncommon_last_word() -> None:
    text = "family updated.\nxandrielle"
    assert found(SignOffFamily(), text) == []
    assert found(SignOffFamily(high_recall=True), text) == [("xandrielle", S)]
