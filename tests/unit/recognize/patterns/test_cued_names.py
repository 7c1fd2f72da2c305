"""Names after kin, role and title cues in lower case and ALL CAPS, beside ordinary words."""

import pytest

from stream.recognize.patterns.cued_names import CuedNameFamily

from .helpers import found

P, S, PT = "PERSON", "STAFF", "PATIENT"
CASES = [
    # kin cues, any case
    ("social: dtr maria called x2", [("maria", P)]),
    ("wife anne at bedside", [("anne", P)]),
    ("husband walt at bedside", [("walt", P)]),
    ("husband frank aware.", [("frank", P)]),
    ("son tom called, will visit", [("tom", P)]),
    ("niece carla is hcp", [("carla", P)]),
    ("DTR JOANIE CALLED, UPDATED.", [("JOANIE", P)]),
    ("wife anne marsh at bedside", [("anne marsh", P)]),
    # rare names after strong cues in ALL-CAPS notes
    ("HUSBAND ELMER AND SISTER ROZ IN, PLAN", [("ELMER", P), ("ROZ", P)]),
    ("PT ZOLTAN QUIBBLEWICK (MRN 8830124) ADMITTED", [("ZOLTAN QUIBBLEWICK", PT)]),
    ("NEURO: OK. PT ULRIKA VANTERPOOL IS A DNR/DNI", [("ULRIKA VANTERPOOL", PT)]),
    # roles and "dr"
    ("pt seen by resident dave at 0300", [("dave", S)]),
    ("case manager phyllis working on placement", [("phyllis", S)]),
    ("case d/w house officer shapiro. wife", [("shapiro", S)]),
    ("RESIDENT PRIYA AWARE OF TMAX", [("PRIYA", S)]),
    ("followed at dfci by dr okonkwo. wife", [("okonkwo", S)]),
    ("pcp dr lundqvist.", [("lundqvist", S)]),
    # names no list holds after strong kin and role cues, in any case, and after "and"
    ("son caspar updated by phone", [("caspar", P)]),
    ("Husband Lorcan at bedside", [("Lorcan", P)]),
    ("pt's gf tamsin visited 2000", [("tamsin", P)]),
    ("wife renske and son joost here", [("renske", P), ("joost", P)]),
    # in-laws, step-parents, partners, neighbors; a patient care tech
    ("Pt's sister-in-law Wenonah at bedside", [("Wenonah", P)]),
    ("son Emrys and dtr-in-law Briallen.", [("Emrys", P), ("Briallen", P)]),
    ("mother annika and stepdad rupert here", [("annika", P), ("rupert", P)]),
    ("Partner Sunita aware.", [("Sunita", P)]),
    ("neighbor gwilym has key", [("gwilym", P)]),
    ("FOUND ON FLOOR BY PCT AMARA. NO HEAD STRIKE", [("AMARA", S)]),
    ("partner in crime", []),
    ("neighbor called 911", []),
    ("pct assist x2, pct aware", []),
    ("SONS TOBIAS AND KONRAD. PT S/P MVR", [("TOBIAS", P), ("KONRAD", P)]),
    ("ngt replaced by resident okonjo, kub", [("okonjo", S)]),
    ("cm philippa to follow", [("philippa", S)]),
    # ... but not clinical words, abbreviations or ordinary words after them, nor "cm" as a unit
    ("son hcpoa paperwork", []),
    ("dtr tele ok", []),
    ("wife intubated herself? no", []),
    ("wife and son at bedside", []),
    ("son and dtr updated", []),
    ("Husband Called", []),
    ("lesion 2 cm philippa", []),
    ("friend kozmo visited", []),
    ("wife aware and agrees", []),
    # one rare surname after "PT" in capitals; a name between "pt" and the age; officers
    ("PT VOSKUIJLEN POD 2 S/P EX LAP", [("VOSKUIJLEN", PT)]),
    ("pt tobiah wexcourt 38 yo m, ivdu", [("tobiah wexcourt", PT)]),
    ("OFFICER HALLORAN LEFT CARD.", [("HALLORAN", P)]),
    ("PT DESATTED TO 82%", []),
    ("PT AFEBRILE, TACHY 120S", []),
    ("PT DIURESING WELL", []),
    ("wife odile called 2200", [("odile", P)]),
    ("PT BRADYCARDIC TO 40S", []),
    ("pt is a 38 yo m", []),
    ("pt now 38 yo", []),
    ("officer at bedside", []),
    # look-alikes: everyday words, clinical words and abbreviations after the same cues
    ("son will visit tomorrow", []),
    ("wife at bedside, updated", []),
    ("dtr called, questions answered", []),
    ("husband may call in am", []),
    ("daughter hope to visit", []),
    ("resident aware of k 3.2", []),
    ("dr aware, no new orders", []),
    ("md notified", []),
    ("sw consult for ins issues", []),
    ("PT ADMITTED FROM OSH", []),
    ("PT IS A 81 YO M", []),
    ("PT CABG AVR IN 2011", []),
    ("SON UPDATED BY PHONE", []),
    ("RT KNEE SWOLLEN, RT LUNG COARSE", []),  # "rt": right, not the respiratory therapist
    ("Pt Zoltan Quibblewick in a mixed-case note", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_cued_names(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(CuedNameFamily(), text) == expected
