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
    # a name and its credential straight after the last word or number
    ("came 0215 from her work at the nursing home delena rn", [("delena", S)]),
    ("pain 5/10 dilaudid x2 delena rn", [("delena", S)]),
    ("family aware, seen by charge rn", []),
    ("report given to oncoming rn", []),
    ("TMAX 102. GINNY", [("GINNY", S)]),
    # after a dash, a number at the end of the last line, or with a therapist's credential
    ("abg 0400. son caspar updated by phone. -wren", [("wren", S)]),
    ("dtr ludmila called 0445 worried reassured -oona", [("oona", S)]),
    ("plan: d/c to rehab 8/12.\n-fenella", [("fenella", S)]),
    ("lasix 40 iv given i/o -800 benedikt", [("benedikt", S)]),
    ("d5 1/2 ns added when bs <250. kalani", [("kalani", S)]),
    ("home vent at baseline.\n-Dmitri RRT", [("Dmitri", S)]),
    ("start trickle tf when ok per surgery. -Henrike, RD", [("Henrike", S)]),
    # initials alone on the last line, or after the last full stop
    ("VSS, NO ACUTE EVENTS.\nDG", [("DG", S)]),
    ("VSS, NO ACUTE EVENTS. DG", [("DG", S)]),
    ("dropped off his glasses. dg", [("dg", S)]),
    ("will cont to monitor. NC", []),
    ("doing well, +flatus. bs", []),
    ("TRANSFERED HERE VIA FLIGHT. EGD", []),
    ("ABG 7.44/33/58. WILL BRONCH IN AM. HCB", [("HCB", S)]),  # three letters, no abbreviation
    ("SEEN BY GI. ERCP", []),
    ("labs done 3-14, ok", []),
    # initials after a dash, or with a credential even when they spell an abbreviation
    ("brought in his cpap from home. -rm", [("rm", S)]),
    ("wife called @ 0530, updated. tf rn", [("tf", S)]),
    ("WILL TAKE HIM BACK WHEN READY\nRMCG RN", [("RMCG", S)]),
    ("HOME SAT W/ F/U IN 2 WKS\n-DM", [("DM", S)]),
    ("plan: abx, ?exchange tx, hgb q6h\n-kw", [("kw", S)]),  # a rare word's letters ("kW")
    ("plan: abx, hgb q6h\n-ok", []),
    ("npo p mn, temp hd line. -ng", [("ng", S)]),  # shorthand's letters after a dash
    ("the house in jacmel. -hr", [("hr", S)]),
    ("pulled out the ng", []),
    ("labs ok. -rn", []),
    ("dsg care per\nPICC RN", []),
    ("pt on insulin for\nDM", []),
    ("tylenol given. po rn", []),
    ("asking about dc home fri.\nlk", [("lk", S)]),
    ("pt resting.\nRN", []),
    ("plan:\nabx", []),
    ("md aware\nICU", []),
    # last words that are not signatures
    ("i/o -800 overnight", []),
    ("hr 80s sr, sats 95% on 2l. -stable", []),
    ("k 3.2 repleted x2 pulmicort", []),
    ("bs 250 lantus", []),
    ("pt on bipap 12/5 tolerating", []),
    ("suctioned x2 for thick secretions. -nebs", []),
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
    text = "family updated.\nxandriellos"  # a plural-looking ending: no name in balanced
    assert found(SignOffFamily(), text) == []
    assert found(SignOffFamily(high_recall=True), text) == [("xandriellos", S)]
