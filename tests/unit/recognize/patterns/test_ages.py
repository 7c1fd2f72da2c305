"""Ages: the span is the number, whatever the form (all ages are typed AGE)."""

import pytest

from stream.recognize.patterns.ages import AgeFamily

from .helpers import found

A = "AGE"
CASES = [
    ("a 92 yo male", [("92", A)]),
    ("92yo", [("92", A)]),
    ("92-year-old", [("92", A)]),
    ("92 year old", [("92", A)]),
    ("92 years old", [("92", A)]),
    ("92 years of age", [("92", A)]),
    ("92 y/o", [("92", A)]),
    ("92 y.o. F", [("92", A)]),
    ("92 YO M", [("92", A)]),
    ("92yoM", [("92", A)]),
    ("aged 92", [("92", A)]),
    ("npn 7p-7a\nmrs. mcelhinney (90) had a rough night", [("90", A)]),
    ("Mr. Lee (rm 12), Ms. Ray (555) 0123", []),
    # in brackets after a kin word, with or without the name; a count or a note is no age
    ("their mother (90) called from home", [("90", A)]),
    ("dad at bedside w/ their son (3).", [("3", A)]),
    # ages listed after kin, in brackets or bare, and a child's age
    ("here from Huron; 4 kids (19 down to 8).", [("19", A), ("8", A)]),
    ("cousin here; kids 6 + 3 w/ a neighbor.", [("6", A), ("3", A)]),
    ("kids 2 + 2 units prbc", []),  # a dose
    ("8 kids, youngest 2.", [("2", A)]),
    ("wife here w/ their youngest (4).", [("4", A)]),
    ("driving up w/ their baby (8 mo).", [("8", A)]),
    ("baby Nasteho (9 days) stayed in the NICU", [("9", A)]),
    ("GIRLFRIEND + THEIR SON (3 MO) AT THE DESK", [("3", A)]),
    ("baby girl 1.9 kg, Apgars 4/8", []),  # a weight
    ("HUSBAND HERE, 3 KIDS (12, 9, 4) W/ HER MOTHER", [("12", A), ("9", A), ("4", A)]),
    ("THEIR 2 KIDS (11 + 8), IN SCHOOL", [("11", A), ("8", A)]),
    ("sons (250, 300) ml", []),
    ("his mother Arantxa (91) lives w/ them", [("91", A)]),
    ("has 2 sons (5 and 7)", [("5", A), ("7", A)]),  # a list of ages after kin
    ("ALPHA HAS HER 2 KIDS (4 AND 2), PHONE", [("4", A), ("2", A)]),  # in capitals too
    # the age a life ended at, an age that a person or a year follows, kin who are an age
    ("her tutu lived to 101 and she always said", [("101", A)]),
    ('died of "a heart rupture" at 55 in 1988.', [("55", A)]),
    ("explained that at 94 she will not survive dialysis", [("94", A)]),
    ("her sister ollie is 97 and still at home.", [("97", A)]),
    ("son is 45, lives nearby", [("45", A)]),
    ("pt lived to 2 yrs post op", []),
    ("at 88 he still drives", [("88", A)]),
    ("sats at 96 on 2L", []),
    ("his HR is 97 and regular", []),
    ("sister (hcp) aware", []),
    ("son (x2) visited", []),
    # the age a subject turns; a turn of the body is none
    ("she turns 94 in october", [("94", A)]),
    ("pt turned 90 last week", [("90", A)]),
    ('"my whole body hurts." turns 24 on 8/10', [("24", A)]),
    ("HOB up. turned 30 degrees q2h", []),
    ("pt turned 30 degrees q2h", []),
    ("turned 45 min ago", []),
    ("Age: 92", [("92", A)]),
    ("age of 92", [("92", A)]),
    ("92M with CP", [("92", A)]),
    # after a name written "LAST, FIRST" (names, not ordinary words); a birthday's ordinal
    ("bed 3 - Namgung, Jihae 26 F, grad student", [("26", A)]),
    ("the driver, Strawbridge-Meacham, Thadeus 58 M from Barstow", [("58", A)]),
    ("SUNNY, AMBIENT 109F, CORE TEMP 107.2", []),
    # after a hand-off census line's bed and the patient's name
    ("census\nbed 3 Sisouphanh 44 M ETOH pancreatitis", [("44", A)]),
    ("census\nbed 2 Mr. Dhanoa 67 M cocci meningitis", [("67", A)]),
    ("census\nBED 4 SLEEPING 80 F", []),  # an ordinary word
    ("ON THE BUS FOR HIS 72ND BIRTHDAY W/ HIS BROTHER", [("72", A)]),
    ("a photo from his 50th birthday luau", [("50", A)]),
    ("HPI: 73F w/ CHF", [("73", A)]),
    ("Doe, Jane | 47 F | MRN 1", [("47", A)]),
    ("a 92 F presents", [("92", A)]),
    ("3 mo old", [("3", A)]),
    # an infant's age in months or weeks before its sex, a newborn's day of life
    ("DOB 10/14/2011\n4 mo M, 5.6 kg", [("4", A)]),
    ("BOZEMAN, MT: 10 MO F, 8.4 KG", [("10", A)]),
    ("DOL 6, 3.2 kg, born at 38 wks", [("6", A)]),
    ("f/u in 3 mo f/u with ortho", []),
    ("x3 mo F/u", []),
    ("6 wk old", [("6", A)]),
    ("2-month-old", [("2", A)]),
    ("10 days old", [("10", A)]),
    ("in her 90s", [("90s", A)]),
    ("in his late 80's", [("80's", A)]),
    ("seventy-two year old", [("seventy-two", A)]),
    ("78 yom s/p fall", [("78", A)]),
    ("78yof", [("78", A)]),
    ("78 YOWM", [("78", A)]),
    ("skoglund, evander / 78m / full code", [("78", A)]),
    ("pt is 78 and lives alone", [("78", A)]),
    ("PT IS 78, LIVES W/ WIFE", [("78", A)]),
    # negatives
    ("T 98 F", []),
    ("temp 100 F", []),
    ("14 F foley", []),
    ("5 Fr sheath", []),
    ("for 3 weeks", []),
    ("2 years ago", []),
    ("K 4.1", []),
    ("200 yo", []),
    ("x 2 M", []),
    ("ages and stages", []),
    ("yomama", []),
    ("bp 120/ 80M", []),
    ("pt is 2 assist", []),
    ("walked 10m, then 5m", []),
    ("pt a 10m ago", []),
    ("pt is 40% fio2", []),
    ("pt was 12 hrs npo", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_ages(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(AgeFamily(), text) == expected
