"""Dates: positives and look-alike negatives side by side."""

import pytest

from stream.recognize.patterns.dates import DateFamily

from .helpers import found

D = "DATE"
CASES = [
    # numeric
    ("Admitted 1/2/2020 for CP", [("1/2/2020", D)]),
    ("DOB: 01-02-20", [("01-02-20", D)]),
    ("seen 31/12/2020 in clinic", [("31/12/2020", D)]),
    ("on 1.2.2020", [("1.2.2020", D)]),
    ("dated 1.2.20", [("1.2.20", D)]),
    ("version 1.2.20 of the app", []),
    ("13/13/2020", []),
    # ISO, with time
    ("collected 2020-01-02", [("2020-01-02", D)]),
    # surrogate-shifted corpora (i2b2 2014, MIMIC) write years up to 21xx
    ("Admission Date:  2151-7-16", [("2151-7-16", D)]),
    ("quit in 2140", [("2140", D)]),
    ("seen on March 3, 2151", [("March 3, 2151", D)]),
    ("ts 2021-02-04T08:15:00Z", [("2021-02-04T08:15:00Z", D)]),
    ("2020/1/2", [("2020/1/2", D)]),
    ("2020-13-02", []),
    # compact only with a cue
    ("DOB 19480314", [("19480314", D)]),
    ("order 19480314", []),
    # textual
    ("Jan 2, 2020", [("Jan 2, 2020", D)]),
    ("on January 2nd the pt", [("January 2nd", D)]),
    ("2 Jan 2020", [("2 Jan 2020", D)]),
    ("4th July 2022", [("4th July 2022", D)]),
    ("the 2nd of May", [("2nd of May", D)]),
    ("02-JAN-2020", [("02-JAN-2020", D)]),
    ("02JAN2020", [("02JAN2020", D)]),
    ("SEEN ON JANUARY 2 2020", [("JANUARY 2 2020", D)]),
    ("Sept. 15th, 2023", [("Sept. 15th, 2023", D)]),
    ("Jan 22, '24", [("Jan 22, '24", D)]),
    ("Jan 2-5, 2020", [("Jan 2-5, 2020", D)]),
    # partial
    ("Jan 2020", [("Jan 2020", D)]),
    ("since March of 2019", [("March of 2019", D)]),
    ("in 01/2020", [("01/2020", D)]),
    ("EF 30% on echo 11/2023", [("11/2023", D)]),
    ("penicillin (hives, 1980s)", [("1980s", D)]),
    ("Tetanus last 2015", [("2015", D)]),
    ("spring 2019", [("spring 2019", D)]),
    ("Summer of '18", [("Summer of '18", D)]),
    ("diagnosed in 2019", [("2019", D)]),
    ("since 2015", [("2015", D)]),
    ("CABG (2018)", [("2018", D)]),
    ("from 2015-2017", [("2015", D), ("2017", D)]),
    ("Fleischner 2017 guidelines", []),
    # a clock time after a time-of-day word or at the start of a shift is not a year
    ("found down around 2100, to osh", []),
    ("approx 2015 became agitated", []),
    ("care from 1900-0700 uneventful", []),
    ("from 1900 to 0700", []),
    ("around 1998 had a cabg", [("1998", D)]),
    ("from 2015 to 2017", [("2015", D), ("2017", D)]),
    ("npo since 2015", [("2015", D)]),
    ("moved here in 2000", [("2000", D)]),
    ("dx since 2019 in boston", [("2019", D)]),  # "in" before a word is no unit (inches)
    ("since 2019 in x 2", []),
    ("heparin 2000 units", []),
    ("in 2000 patients", []),
    # ranges: each date a span
    ("1/2-1/5/2020", [("1/2", D), ("1/5/2020", D)]),
    ("from 12/1 to 12/5", [("12/1", D), ("12/5", D)]),
    # month-day with a dash after a strong date word, or opening a line before a clock time
    ("transferred from osh on 3-12 for higher level of care", [("3-12", D)]),
    ("npn: pt s/p ercp 3-9, pain 3/10", [("3-9", D)]),
    ("renal u/s done 3-14. wife called", [("3-14", D)]),
    ("s/p fall 2-3 days ago, done 2-3 times, s/p cabg 3-4 vessel", []),
    ("burn at work on 3-15, seen at osh", [("3-15", D)]),
    ("3-18 0700-1900 burn icu npn", [("3-18", D)]),
    ("on 2-4 L nc", []),
    ("levo on 2-3 mcg", []),
    ("RR 12-20, on 5-10 of levo", []),
    ("x 2-3 days", []),
    ("on 13-15 breaths", []),
    ("cvp 8-12 overnight", []),
    # weekdays and month names in date context
    ("on Monday", [("Monday", D)]),
    ("Mon 1/2", [("Mon", D)]),  # the 1/2 is month_day's
    ("in March", [("March", D)]),
    ("last June", [("June", D)]),
    ("since May", [("May", D)]),
    ("Christmas Eve", [("Christmas Eve", D)]),
    # holidays in a note with no digit; two-word ones in any case
    ("Memorial Day", [("Memorial Day", D)]),
    ("RECURRENT DVT SINCE LABOR DAY, WAS AT", [("LABOR DAY", D)]),
    ("home for memorial day weekend", [("memorial day", D)]),
    ("NEW YEAR'S DAY", [("NEW YEAR'S DAY", D)]),
    ("his mother's day off", []),
    ('says pt "not right since thanksgiving", coughing', [("thanksgiving", D)]),
    ("husband died halloween", [("halloween", D)]),
    ("MICU NPN 7a-7p   MLK Day", [("MLK Day", D)]),
    ("K 4.4, net -1.1L since 1900. wife says", []),  # a clock time after an amount
    ("UO 3.1L since 1900, net -2.6L", []),
    ("GU: lasix 40 iv, UO 900 since 2100", []),  # a bare amount after an output word
    ("wound vac 125 mmhg, 300cc serosang since 1925. sacral", []),  # an amount of a kind
    ("hospitalized x3 since 2002", [("2002", D)]),
    ("lives in anchorage since 1990", [("1990", D)]),
    ("visiting from Coimbatore until Diwali", [("Diwali", D)]),
    ("on his way home for Slaviq (Russian Christmas). found", [("Slaviq", D),
                                                              ("Russian Christmas", D)]),
    ("snowmachine vs tree (seward's day) on the trail", [("seward's day", D)]),
    ("HE RAN THE ROAD RACE ON PATRIOTS' DAY", [("PATRIOTS' DAY", D)]),
    ("family hopes she is home by Tet.", [("Tet", D)]),
    ("wants to be home for Pesach. family asks", [("Pesach", D)]),
    ("wants to be home for Chinese New Year (2/18)", [("Chinese New Year", D)]),
    ("SENAD WANTS TO BE HOME FOR RAMAZAN BAJRAM.", [("RAMAZAN BAJRAM", D)]),
    ("after mass at church on Palm Sunday: small contusion", [("Palm Sunday", D)]),
    ("0600 kamehameha day: outside call", [("kamehameha day", D)]),
    ("fell on Good Friday", [("Good Friday", D)]),
    ("he felt good friday night", [("friday", D)]),  # the weekday, no holiday
    ("home for lunar new year", [("lunar new year", D)]),
    ("TET SHOT GIVEN", []),
    ("called @ 2100, will come the 3rd. full code", [("3rd", D)]),
    ('was "fine on christmas", ate dinner', [("christmas", D)]),
    ("a strong north-easter", []),
    ("new year plan", []),
    # weekday abbreviations in any case, when a cue says they are days; beside them the
    # saturation, the verb, sunlight, "wed to" and a monitor
    ("she will call back on thurs.", [("thurs", D)]),
    ("IMN L FEMUR DONE SAT, EXTUBATED", [("SAT", D)]),
    ("PUMP EXCHANGE DONE MON, HM II -> HM II", [("MON", D)]),
    ("WAIT FOR SAT 92% ON 4L", []),  # a saturation
    ("rrt called on tues, now on hfnc", [("tues", D)]),
    ("plan for peg wed w/ gi", [("wed", D)]),
    ("BROUGHT IN SAT W/ FEVER", [("SAT", D)]),
    ("he and his brother will arrive mon. pt's wife", [("mon", D)]),
    ("will go home on sat to see family", [("sat", D)]),
    ("dtr plans to come in sat w/ her husband", [("sat", D)]),
    ("?transfer to 6 north tues if bed; dc home fri.", [("tues", D), ("fri", D)]),
    ("LAST DRINK PER WIFE WAS SUN. CHAPLAIN VISITED WED.", [("SUN", D), ("WED", D)]),
    ("PT MR. T, LAST DRINK SAT PER PT", [("SAT", D)]),
    ("EP AWARE, ?PPM MON\nRESP:", [("MON", D)]),
    ("LIAISON FROM X TO SEE PT MON. AUTH PENDING", [("MON", D)]),
    ("will eval pt sat up in chair", []),
    ("ppm sat 98% on ra", []),
    ("DISPO: FLOOR TONIGHT, HOME SAT W/ F/U", [("SAT", D)]),
    ("son is a firefighter, will come sat. dtr lives in", [("sat", D)]),
    ("speech eval mon. d5 1/2ns @ 75", [("mon", D)]),
    ("Plan: back to the unit for HD Sat if stable", [("Sat", D)]),
    ("states she visited sat, pt was eating fine", [("sat", D)]),
    ("home sat 93% on 2l", []),
    ("back to floor sat up in chair", []),
    ("hd sat on edge of bed for 10 min", []),
    ("npo after mn Sun) for trach", [("Sun", D)]),
    ("monitor hr, bp, sat, rr; tele mon. pt sat.", []),
    ("son will be in tues, coming in sun am", [("tues", D), ("sun", D)]),
    ("pt sat in chair, will come in sat 95% on 2l", []),
    ("no bm since fri", [("fri", D)]),
    # a clock time after "~" and a day's part in the plural; "again" before a day
    ("status epilepticus at the dom Sat ~1630, ativan 4mg x2", [("Sat", D)]),
    ("o2 sat ~92% on 4L, sat ~ 95 on RA", []),
    ("AA MEETS ON 7B WED NIGHTS", [("WED", D)]),
    ("Plan: HD again Wed via fem cath", [("Wed", D)]),
    # a clock time or "~" right before the day; a verb of coming or a transfer
    ("ARRIVED BY SISTER @ ~1500 SUN W/ EMPTY BOTTLES", [("SUN", D)]),
    ("ran out of insulin ~Sat, couldn't afford it", [("Sat", D)]),
    ("dtr lives in Savannah, coming Sat. pt retired", [("Sat", D)]),
    ("Plan: to step-down Wed if stable", [("Wed", D)]),
    ("SON (19) FLEW IN SAT, AT THE HOSTEL", [("SAT", D)]),
    ("@ 1400 sat 95% on 2L, 0200 sat in chair", []),
    ("Mon. 1/2", [("Mon", D)]),
    ("family visits tues-thurs", [("tues", D), ("thurs", D)]),
    ("son here sat and sun", [("sat", D), ("sun", D)]),
    ("agitated sun 2200, haldol", [("sun", D)]),
    ("last seen well tues am", [("tues", D)]),
    ("sat 95% on 2l", []),
    ("o2 sat 2200 check", []),
    ("sats 92 on 4l", []),
    ("pt sat up in chair x2h", []),
    ("pt sat on edge of bed", []),
    ("desat on sat 90s", []),
    ("ON SAT 88-92% GOAL", []),
    ("sat 92/88", []),
    ("from sun exposure", []),
    ("since wed to her 2nd husband", []),
    ("on tele mon", []),
    ("mon", []),
    ("bed offer for mon.", []),
    ("hd tu/th/sat", []),
    ("SAT/SBT in AM", []),
    ("pt on SAT protocol, passed", []),  # a spontaneous awakening trial
    ("since SAT and SBT passed", []),
    # nursing forms: day-month with lower-case "mar", abbreviated months after a cue, a day of
    # the month alone after "on the"
    ("the mri (18 mar) and", [("18 mar", D)]),
    ("appt was mar 14th.", [("mar 14th", D)]),
    ("pt was intubated march 11th at osh", [("march 11th", D)]),
    ("admitted 12 march from home", [("12 march", D)]),
    ("march 2 tabs", []),
    ("will march 10 steps w/ pt", []),
    ("per mar 2 doses given", []),
    ("mar reviewed, 2 doses", []),
    ("baseline in jan).", [("jan", D)]),
    ("OUT ON LEAVE SINCE JAN. INSURANCE", [("JAN", D)]),  # the full stop is no part of it
    ("SINCE OCT AFTER HIP FX", [("OCT", D)]),
    ("on oct gtt 50", []),
    ("in dec uop", []),
    ("sat 95% on 2l", []),
    ("converted on the 12th. tele nsr", [("12th", D)]),
    ("stopped it on the 9th because of cough", [("9th", D)]),
    ("moved to the 5th floor", []),
    ("BCX FROM THE 14TH GROWING GPC", [("14TH", D)]),
    ("on the 16th showed a new rll infiltrate", [("16th", D)]),
    ("since the 3rd. afebrile", [("3rd", D)]),
    ("night of the 9th he fell", [("9th", D)]),
    ("ON THE 4TH FLOOR", []),
    ("on the 3rd morning of abx", []),
    ("of the 2nd ics", []),
    ("2 of the 3rd attempts failed", []),
    ("on the 2nd dose now", []),
    # negatives: doses, BP, scores, ratios, times, versions, labs, ICD codes
    ("take 1/2 tab po", []),
    ("on 1/2 tab daily", []),
    ("BP 120/80", []),
    ("pain 2/10", []),
    ("Grade 2/4 murmur", []),
    ("strength 4/5 to 5/5", []),
    ("at 10:30", []),
    ("furosemide 5-10 mg", []),
    ("K 4.1, Na 138, Cr 1.0", []),
    ("ICD I50.9, E11.9", []),
    ("O2 Sat 98%", []),
    ("may 5 be given", []),
    ("May 2 tabs", []),
    ("march forward", []),
    ("the pt may improve", []),
    ("Room 12, bed 4", []),
    ("1/2 NS at 100", []),
    ("titer 1/2048", []),
    ("ANA 1/2000 dilution", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_dates(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(DateFamily(), text) == expected


def test_source_and_scores() -> None:
    spans = DateFamily().find("seen 1/2/2020, in 2019")
    assert [s.source for s in spans] == ["pattern:dates/numeric", "pattern:dates/year"]
    full, year = spans
    assert full.score > year.score  # a year alone is weaker evidence
