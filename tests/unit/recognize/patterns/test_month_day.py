"""Month/day without a year: dates beside the measurements that share their shape."""

import pytest

from stream.recognize.patterns.month_day import MonthDayFamily

from .helpers import found

D = "DATE"
CASES = [
    # a month and a two-digit year that is no day, after a date, event or history word ...
    ("dx 6/98", [("6/98", D)]),
    ("pmh: cabg 4/97, htn", [("4/97", D)]),
    ("CT -20 CM SXN, AIR LEAK 2/7 W/ COUGH", []),  # a grade of air leak
    ("air leak noted 2/7 on CXR", [("2/7", D)]),
    ("in 11/98 had mi", [("11/98", D)]),
    ("on coumadin since 12/99", [("12/99", D)]),
    ("htn, afib (5/02)", [("5/02", D)]),
    # ... not a ratio, a dilution or a setting of the same shape
    ("vent 14/40", []),
    ("titrated to 1/40", []),
    ("dilute 1/50 in ns", []),
    ("ie 1/35", []),
    ("bp 12/99?", []),
    # after a date or event word, in any case
    ("seen on 3/15 by ortho", [("3/15", D)]),
    # a day after a clock time, unless a score, a fraction, a count or a setting of a trend
    ("tearing chest/back pain @ 1900 5/30 local time", [("5/30", D)]),
    ("c/o pain @ 2200 7/10, morphine", []),
    ("D50 @ 0100 1/2 amp", []),
    # the day of a shift that opens a line; a prescription's fill
    ("3/4 0700-1900 BURN\nD: TO OR 0730", [("3/4", D)]),
    ("1/2 0400 amp given", []),
    ("oxycodone 30 mg #120 filled 4/18 in Broward Co", [("4/18", D)]),
    ("bladder filled 3/4 of the way", []),
    ("f/u 4/2", [("4/2", D)]),
    ("Mon 1/2", [("1/2", D)]),
    ("pt adm 3/14 from osh", [("3/14", D)]),
    ("cath 8/9 w/ des to lad", [("8/9", D)]),
    # procedures and injuries dated after their name; a trach's size is no date
    ("ANT/POST FUSION C3-5, TRACH 7/14, PEG 7/15", [("7/14", D), ("7/15", D)]),
    ("R crani 5/5, EVD placed in OR", [("5/5", D)]),
    ("RESP: INHALATION INJURY, BRONCH 2/10 W/ SOOT", [("2/10", D)]),
    ("7200V electrical injury 4/11, entry R hand", [("4/11", D)]),
    ("trach 8.0 shiley, trach collar 5/10 then back", []),
    ("EGD 9/30: DU, CLIPPED", [("9/30", D)]),
    ("BLD CX 2/8 X2 PENDING", [("2/8", D)]),
    ("family meeting 1/22 with pcp", [("1/22", D)]),
    ("pt s/p ex lap 5/22. incision c/d/i", [("5/22", D)]),
    # a procedure after "s/p" dates the number even beside a look-alike word ("trach")
    ("O: HD 9, s/p trach 3/7 (#8 Shiley) and PEG 3/8.", [("3/7", D), ("3/8", D)]),
    ("s/p lasix 1/2 amp, s/p tylenol 3/10 pain", []),
    ("then medflight here 8/15.", [("8/15", D)]),
    # a procedure's date before its surgeon; a score before "w/ dr" stays a score
    ("CABG x3 5/21 w/ Dr. Larrabee, first MI", [("5/21", D)]),
    ("MVR (27MM TISSUE) 10/14 W/ DR. LARRABEE.", [("10/14", D)]),
    ("strength 4/5 w/ dr at bedside", []),
    # at the start of a line, or beside a clock time
    ("plan family mtg\n12/5 w/ case manager", [("12/5", D)]),
    ("RESP: EXTUBATED 5/12 1000, 4L NC", [("5/12", D)]),
    ("last bm 3/3 @ 0600", [("3/3", D)]),
    # look-alikes: vitals, scores, doses, ABGs, vent settings, I/O, fluids, counts, GA
    ("bp 110/60s", []),
    ("pain 5/10 back", []),
    ("percocet 5/325 1 tab", []),
    ("abg 7.35/40/90", []),
    ("VENT: AC 500/14/5/50%", []),
    ("PS 10/5, FIO2 40%", []),
    ("bipap 12/5 for 2 hrs", []),
    ("sbt 5/0 tolerated", []),
    ("i/o 1/2 even", []),
    ("1/2 ns @ 75cc/hr", []),
    ("neb x2/3 given", []),
    ("cefepime day 3/7", []),
    ("G2P1 at 32 2/7 wks", []),
    ("strength 4/5 to 5/5", []),
    ("Grade 2/6 murmur", []),
    ("take 1/2 tab po", []),
    ("BP 120/80", []),
    ("cpap 5/5 x 1 hr", []),
    ("4/5 strength in RUE", []),
    ("hypotension likely 2/2 sepsis", []),
    ("lines dc'd 2/2 infection", []),
    ("on 2/2 pt was extubated", [("2/2", D)]),
    ("1/2 amp d50 given", []),
    ("seen on 3/13 in clinic", [("3/13", D)]),
    ("wound 3/4 in x 1/2 in", []),
    ("cath 1/4: 3vd, cabg eval", [("1/4", D)]),  # a fraction's shape after a dated event
    ("egd 2/3, no active bleed", [("2/3", D)]),
    ("labs 1/2 hr after dose", []),
    ("held lasix 1/2 dose", []),
    ("RESP: APRV 28/5, ABG 7.36/42/75", []),  # a vent mode's high and low pressures
    ("AVAPS 12/5 overnight", []),
    # a date shaped like a score out of ten after a date or event word ("3/10" is no score
    # there); after "to" or "from" it is one
    ("81 yo woman admitted 3/10 from rehab", [("3/10", D)]),
    ("collapsed at work on 3/10, ems", [("3/10", D)]),
    ("CATH 3/10 -> DES X2", [("3/10", D)]),
    ("ha improved to 3/10 after tylenol", []),
    ("pain from 8/10 to 4/10", []),
    ("on 3/10 pain scale", []),
    ("PAIN 8/10 WITH DRSG CHANGE, FENT 100 PRE-PROCEDURE, 4/10 AFTER", []),
    # after a move or a visit and its place, a fraction's or a score's shape is a date
    ("transferred from addison gilbert 2/2 w/ pancreatitis", [("2/2", D)]),
    ("transfer in from dmh 1/3 for nstemi", [("1/3", D)]),
    ("seen in osborne er 5/5 and sent home", [("5/5", D)]),
    ("RETURNING TO OLD MILL ASSISTED LIVING 2/3.", [("2/3", D)]),
    ("sent to ed 2/2 sepsis", []),
    ("went to pt 4/5 strength", []),
    # a range of score shapes after a date or event word; a clock time after approx or ~
    ("Pt was inpt at FRMC 3/2-3/5 for cellulitis", [("3/2", D), ("3/5", D)]),
    ("intubated 3/10-3/15, reintubated", [("3/10", D), ("3/15", D)]),
    ("rue 4/5-5/5 today", []),
    ("MVC ON RTE 9 IN DUNMARSH 3/9 APPROX 2300", [("3/9", D)]),
    ("GSW X2 ABD 3/15 ~0130", [("3/15", D)]),
    # after words only since the clause began, or after a clock time
    ("pt came in transfer from osh 11/3.", [("11/3", D)]),
    ("PT CAME FROM HOLLIS GENERAL 9/18. SON NOK", [("9/18", D)]),
    ("s/p fall at glenhaven nursing home 1/14, found down", [("1/14", D)]),
    ("trach/peg planned 2/19. screening for ltach", [("2/19", D)]),
    ("PT EXPIRED 0412 3/29, PRONOUNCED BY", [("3/29", D)]),
    ("PLAN: PMV TRIAL, SLP 8/22. TOLERATED TC", [("8/22", D)]),
    ("pt was at mvh 12/20-12/23 for pna", [("12/20", D), ("12/23", D)]),
    # ... but not after a number in the clause, a score word or as a score itself
    ("pain 8/10 -> 5/10 w/ dilaudid", []),
    ("D) PT C/O CP 7/10, EKG", []),
    ("c/o headache 5/10", []),
    ("hip flexion on left, otherwise 5/5.", []),
    ("dtrs 2/4 bilat", []),
    ("cisatracurium, tof 1/4", []),
    ("rue 4/5, lle 3/5", []),
    ("bipap 14/7 overnight", []),
    ("osa on cpap 12/8", []),
    ("vs: 98.9, 88, 130/72, 18", []),
    ("ett 7.5 23 at lip, 12/6", []),
    ("neuro 2/3 bottles, pupils 3/2 brisk", []),
    ("ORIENTED TO UNIT & CALL LIGHT 4/3 BOTTLES", []),
    ("prelim 2/4 bld cx gpc in clusters", []),  # bottles of blood cultures
    ("PUPILS 4/3 SLUGGISH -> 3/3 @ 0500", []),  # an arrow from a value, one word between
    ("cath 3/14 neg -> cabg 3/15", [("3/14", D), ("3/15", D)]),  # an arrow from a date
    ("sent 2/2 blood cultures", []),
    ("bld cx 3/14 neg", [("3/14", D)]),
    ("bipap 10/5-12/5 overnight", []),
    ("i/o 1/2-3/4 even", []),
    ("c/o ha 3/10-5/10 today", []),
    # a look-alike cue in the sentence before does not reach over a full stop and line break
    ("3l nc. 1/2 ns at 75.\n5/29 0600 wbc 14.2", [("5/29", D)]),
    ("BCX X2 SENT.\n4/2 PICC PLACED", [("4/2", D)]),
    ("pt s/p cabg x3 1/22. ct 120cc/8h", [("1/22", D)]),
    # ... but one on the same line, or before a line break inside a phrase, still does
    ("1/2 ns at 75\n5/29 0600", []),
    ("neb x2\n3/4 tab", []),
    ("PS\n10/5 PEEP 5", []),
    ("1/2 ns. 3/4 tab given", []),
    ("tabs x3 1/2 each", []),
    ("G2P1 at 32 2/7 wks", []),
    # alone in brackets, or continuing a list of dates
    ("r ij tlc (3/2), l pivc", [("3/2", D)]),
    ('wants "everything until Easter" (4/12 this year)', [("4/12", D)]),  # a day's year
    ("c/o cp 7/10 this year", [("7/10", D)]),  # a year says date, even in a score's shape
    ("CT CHEST (3/14) FIBROSIS", [("3/14", D)]),
    ("pain (4/5) now", []),
    ("percocet (5/325) x1", []),
    ("NO CHANGE FROM 3/2, 3/5 AND 3/9 STUDIES", [("3/2", D), ("3/5", D), ("3/9", D)]),
    ("seen in ed on 2/11 and again 2/13 for same", [("2/11", D), ("2/13", D)]),
    ("strength 4/5 and 3/5, 2/5", []),
    ("cpot 5/8, 1/8 after", []),
    ("bp 120/80, 3/4 tab given", []),
    # after a drug that was started or stopped
    ("started amio 3/12 for af", [("3/12", D)]),
    ("held lasix 2/4 for cr", [("2/4", D)]),
    # a valid month/day with a number before it in its clause: only in high-recall
    ("hip fx 2 wks ago 12/28", []),
    # a weekday right before a month and day makes it a date, even where "sat" may be a
    # saturation; not after a saturation's words
    ("MICU admission 2215 Sat 9/28 - EtOH withdrawal", [("9/28", D)]),
    ("SAT 3/9 1500 - FAMILY MEETING", [("3/9", D)]),
    ("o2 sat 9/10", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_month_day(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(MonthDayFamily(), text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("hip fx 2 wks ago 12/28", [("12/28", D)]),
    ("pain 5/10 back", []),
    ("i/o 1/2 even", []),
    ("1/2 ns @ 75cc/hr", []),
    ("hypotension likely 2/2 sepsis", []),
])
def test_high_recall_takes_uncued_dates_only(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(MonthDayFamily(high_recall=True), text) == expected
