# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev11_notes.jsonl: an eleventh set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: the nursing notes of a small rural community hospital's
6-bed ICU between about 1995 and 2010, where the same few nurses chart night after night and the
notes read as if typed up from handwriting: ALL CAPS or all lower case for most writers, sloppy
punctuation, run-on lines, misspellings of ordinary words ("hosptial", "pateint", "famly",
"nieghbor", "tommorow", "recieved", "stabalize", "alot", "grandaughter") and of names (a local
doctor and a patient each spelled two ways, every spelling marked). Headings are few and loose
("ICU ADMIT NOTE 1/14 2300", "Night note 1900-0700", "NPN 7p-7a", "npn 2300-0700", "transfer
note", "addendum 2140", "ADM NOTE", "S:/O:/A:/P:"); about a third of the notes are 1 line, a
third 5 to 9 lines and a third 15 to 19 lines. Patients are farmers, a feed store clerk, a
creamery worker, a school bus driver, an elevator co-op worker, an Amish man, residents of the
county home; they are named in headers ("PT: LAST, FIRST" as one span, with an MRN, "MR#", an
account number, an organ bank reference or a DOB) and in text ("MRS. X", "mr. x", "pt <first>
<last>", "PT <FIRST> <LAST>"). Family, neighbors, a mail carrier, a boss, a deputy, pastors and
friends follow kin or role words (wife, husband, dtr, son, niece, nephew, grandson,
granddaughter, brother-in-law, gf, mom, "nieghbor", "his buddy", "mail carrier", "BOSS", "DEPUTY",
"the X boys", "(X's wife)") or stand without a cue ("leota and lorne in to visit", "ARLIS SAYS");
some are nicknames ("Sonny", "Bud", "Rusty") and some are also words ("Hazel", "Olive", "Dale",
"Dean", "charity" beside "she has faith", "reverend oyster"). Staff are the local doctors and
PAs ("doc X" with "doc" inside the span, "dr x", "DR X", "Dr. X", "X PA-C", "per X pa-c", "dr
X's office"), the distant centers' accepting doctors ("accepted by dr y", "spoke w/ X at
[center]", "(neurosurg NP)"), a flight nurse, an RT, a pharmacist, a county home nurse, home
health nurses, receiving nurses and the ICU's own nurses, who sign with one word or initials at
the end ("-twyla", "-ARDITH", "-[first] RN", "LW RN", "KT RN", "-mj"). Hospitals and other
organizations are the distant tertiary and regional centers as invented initialisms in both
cases ("CBMC"/"cbmc", "TVRH"/"tvrh", "TCMH"/"tcmh", "OUH"), "Ostermann University Hospital" and
the same name without its care word ("back to Ostermann"), a possessive ("St. Wendeline's"),
the county nursing home, a home health agency, a pharmacy and a drug store, volunteer fire
departments ("FENLOW VOL FIRE DEPT", "SPICER HILL VFD"), township and county ambulances, a fire
and rescue squad, a flight service, churches, granges, a feed store, a creamery, a grain co-op, a
sale barn, a clinic, a funeral home, a county highway department, a county transit service and
school districts (all labelled HOSPITAL, as organizations are in the earlier sets); "sent to X
er" marks the town's name as HOSPITAL. Locations are invented towns, villages, townships and a
county, a lake, a named farm, county roads and routes ("lives out on Rt 47 past Eberley", "COUNTY
RD 11", "CR 212", "township rd 409", "shunk rd"), "from up in X", "UP IN X", two US states and a
Canadian province. Dates are mostly month/day without a year ("3/11", "seen 9/30", "on 10/6", a
range "2/3-2/5" as two spans, "on the 9th" with only "9th" marked), weekdays ("since tues",
"SAT AM" with only "SAT" marked, "thurs", "monday"), months alone ("in oct", "till april", "the
fair in august"), holidays ("thanksgiving", "christmas", "4th of july", "LABOR DAY"), history
years after procedures ("S/P CABG '94", "MI 89", "CHOLE 1988", "TKR (2003)", "bell's palsy
1979", "TKR x2 (2002, 2006)") and a DOB ("4/9/22"); relative words ("tomorrow", "tonite", "last
fall", "this wkend", "after chores", "the weekend") are left unmarked. Ages mark only the number
("81 YO M", "pateint is 91", "SHE IS 79", "Pt is 68"). Look-alikes sit in the same notes (BP
132/78, HR 70S, ABG 7.31/52/68, AC 500x12 PEEP 5, BiPAP 14/6, percocet 5/325, vicodin 5/500,
pain 6/10, x2, 1/2 NS, I/O 1450/900, K 3.4, INR 4.2, IS 500, RM 4, 2 WEST, q2h, GCS 11, CIWA,
RASS -2, Foley, Hoyer, Swan, Bair Hugger, Levophed, Kinair, Pleur-evac, Miami J, osborn waves,
Parkinson's, Alzheimer's, bell's palsy, unit names ICU, CCU, MICU, OR, ER, "the floor", "the
city", "lifeflight" as a common noun, farm and brand words such as "john deere", "FORD PICKUP",
"bobcat", "pioneer seed cap", "angus heifer", "HOLSTEINS", "4-h", "the county fair", "PA
DUTCH", "the Bill from her last admit", "THE BILL", and "hope", "may", "will", "faith" and
"march in place" as ordinary words). All names, places, initialisms and numbers are invented
(phones in the 555-01xx range and unused in the earlier sets), and none comes from the ten
earlier dev sets or the gold set. PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes the dev sets. It was
written blind, by a writer who ran no recognizer on it, to check how the rules tuned on the
earlier dev sets generalize.
Run: ``python scripts/make_icu_dev11_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev11_notes.jsonl"

NOTES: list[str] = [
    """\
    ICU ADMIT NOTE [[DATE:1/14]] 2300
    PT [[PATIENT:OSMUND GULBRANDSEN]] [[AGE:81]] YO M BROUGHT IN BY [[HOSPITAL:FENLOW VOL FIRE DEPT]] FROM HIS FARM OUT ON [[LOCATION:COUNTY RD 11]] PAST [[LOCATION:SPICER HILL]]. SON [[PERSON:ARLIS]] FOUND HIM DOWN IN THE MILK HOUSE AROUND 1930 UNKNOWN DOWN TIME
    MRN [[ID:0048871]]  ACCT [[ID:V2209154]]
    HX: CAD S/P CABG [[DATE:'94]], MI [[DATE:89]], AFIB ON COUMADIN, DM2, TURP [[DATE:2001]], PARKINSON'S (MILD)
    ARRIVED ER 2015 GCS 11, BP 88/50, HR 40S JUNCTIONAL. TEMP 94.1 RECTAL BAIR HUGGER ON. K 6.8 - GIVEN CA GLUC, D50/INSULIN, BICARB AMP X2
    TO ICU RM 4 @ 2250. EXTERNAL PACER PADS ON NOT PACING. DOPAMINE 5 MCG/KG/MIN VIA R IJ PLACED BY [[STAFF:DOC TOLLEFSRUD]] IN ER
    INR 4.2 GIVEN VIT K 10 IV. FOLEY PLACED 40CC DARK URINE
    NEURO: MOANS, MAE, WONT FOLLOW. PUPILS 3 BRISK
    RESP: 4L NC SATS 93%, LS DIM BASES. ABG 7.31/38/70 ON 4L
    GI: NPO, ABD SOFT
    SKIN: ABRASION R FOREHEAD, BRUISED R HIP AND ELBOW, XRAYS NEG PER ER
    LABS: CR 2.4 BUN 61 GLU 212 CPK 1400, DIG LEVEL SENT
    0000 HR 50S-60S, BP 104/58, TEMP 96.0
    [[STAFF:DR THRELKELD]] CALLED [[HOSPITAL:CBMC]], SPOKE W/ [[STAFF:DR HRABOVSKY]] CARDIOLOGY, WANTS HIM WARMED AND K DOWN BEFORE TRANSFER. MAY FLY IN AM IF FOG LIFTS
    FAMLY: WIFE [[PERSON:INGA]] IS [[AGE:79]], DOESNT DRIVE AT NITE, NIEGHBOR [[PERSON:MERLE]] BROUGHT HER IN. [[PERSON:ARLIS]] STAYING TILL AM. DTR IN [[LOCATION:PENWARDEN FALLS]] CALLED, [[PHONE:715-555-0123]]
    PT WORRIED ABOUT HIS HOLSTEINS, [[PERSON:ARLIS]] SAYS THE [[PERSON:VOLLMER]] BOYS WILL DO CHORES
    -[[STAFF:TWYLA]]""",
    """\
    0300 [[DATE:1/15]] vss. sleeping. foley 30-40/hr. k 4.9 on recheck, dopa down to 3. no new orders -[[STAFF:twyla]]""",
    """\
    PT RESTING. BP 132/78 HR 70S SR. PAIN 6/10 R HIP, PERCOCET 5/325 1 TAB X2. TURNED Q2H. WILL CONT TO MONITOR.""",
    """\
    Night note 1900-0700
    Pt is a [[AGE:67]] yo female adm [[DATE:3/11]] w/ copd exac, lives out on [[LOCATION:Rt 47]] past [[LOCATION:Eberley]] w/ her husband [[PERSON:Dale]]. Smoked 2 ppd x 50 yrs quit "at [[DATE:christmas]]".
    Resp: BiPAP 14/6 40% on and off, ABG at 0200 7.31/52/68 on bipap. Nebs q2h, solumedrol 60 IV q6.
    CV: ST 100-110, BP 140s/80s.
    Neuro: anxious, ativan 0.5 x1 w/ good effect.
    [[PERSON:Dale]] went home 2200 to feed the stock will be back after chores. Pt worried about the Bill from her last admit and wants to talk to someone in the business office about it.
    [[STAFF:dr Amdahl]] aware of abg, no changes. may need transfer if she tires out.
    -[[STAFF:Ardith]] RN""",
    """\
    pt [[PATIENT:elwood brubaker]] [[AGE:58]] yo m, hurt 1600 on [[DATE:10/6]] when the pto shaft on the manure spreader caught his l arm. brought by [[HOSPITAL:lisk twp ambulance]], tourniquet on at arrival to er.
    er: 2 units o neg, l arm splinted, morphine 4mg x2, ancef 2g, tetanus. xray l humerus and radius/ulna fx w/ degloving of forearm.
    to icu 1745 to stabalize while waiting on flight.
    neuro: a+o x3, pale, asking for his wife. pain 9/10 -> 6/10 after morphine.
    cv: bp 102/60, hr 118 st. hct 31 -> 3rd unit hung. 2 large bore piv r arm.
    resp: sats 97% 2l, ls clear.
    gu: foley placed, 200cc clear.
    l hand: cool, dusky fingers, no radial pulse by doppler. tourniquet time 1610, let down per order x2 min at 1800, bled, reapplied.
    pmh: htn, kidney stones, appy as a kid. nkda. last tetanus unknown.
    [[STAFF:dr okerlund]] called [[HOSPITAL:st. wendeline's]], accepted by [[STAFF:dr iwashita]] ortho/hand.
    flight crew from [[HOSPITAL:quillback air medical]] at bedside 1840, report to flight rn [[STAFF:gordy]].
    wife [[PERSON:lavonne]] here w/ their pastor from [[HOSPITAL:rehoboth valley brethren]]. she will drive down to the city w/ her brother [[PERSON:delbert]], about 2 1/2 hrs. gave her the number for [[HOSPITAL:st. wendeline's]].
    their oldest boy is finishing chores, the bobcat and the spreader are still out in the field.
    lifted off 1915. belongings (wallet, pioneer seed cap, pocket knife) sent w/ wife.
    copy of er record, xrays and blood slips sent w/ flight crew.
    -[[STAFF:luanne]]""",
    """\
    [[DATE:7/2]] 0400 PT PULLED NG OUT AGAIN. REPLACED, PLACEMENT CHECKED W/ AIR, XRAY IN AM. MITTS ON. [[STAFF:KT]] RN""",
    """\
    pateint is [[AGE:91]], came from [[HOSPITAL:kittredge county home]] where she has lived since her stroke in [[DATE:2004]]. in icu [[DATE:2/3]]-[[DATE:2/5]] on levophed for urosepsis, off now x 36 hrs.
    neuro: alzheimer's, pleasantly confused, knows her name. cv: sr 70s bp 118/56. resp: ra 95%.
    gu: foley d/c'd 0600, voided x2. skin: reddened coccyx, duoderm on. hoyer to chair x1.
    niece [[PERSON:opal]] called, will let the county home know pt may go back [[DATE:fri]]. nurse there is [[STAFF:bonita]], [[PHONE:555-0130]].
    -[[STAFF:mj]]""",
    """\
    CCU/ICU NOTE
    PT: [[PATIENT:MUMAW, CLYDE]]   [[AGE:72]] YO M   MR# [[ID:117-42-09]]
    C/O CP WHILE SPLITTING WOOD [[DATE:SAT]] AM, WAITED TILL AFTER CHURCH TO COME IN. ST ELEV II III AVF IN ER, TPA GIVEN 1350 PER [[STAFF:DR AMDAHL]]. AIVR 1425 THEN SR.
    HX: HTN, GOUT, CHOLE [[DATE:1988]], HERNIA REPAIR X2, "SOME HEART FLUTTER" YEARS AGO
    CV: SR 60S W/ PVCS, BP 108/64 ON NTG 20MCG/MIN. HEPARIN 1000U/HR, PTT IN 6 HRS. CPK 880, NEXT AT 2000
    2000 CPK 1260, MB PENDING. 2 RUNS VT 4-5 BEATS AT 2130, LIDOCAINE 75 BOLUS THEN 2MG/MIN PER DR
    RESP: 2L NC SATS 96%, LS CLEAR
    NEURO: A+O X3. PAIN 0/10 NOW, WAS 9/10
    GI: CLEAR LIQ, NO NAUSEA. COLACE
    GU: VOIDING IN URINAL, I/O 1450/900
    SKIN: INTACT. NO BLEEDING FROM IV SITES OR GUMS SINCE TPA
    WIFE [[PERSON:ZELMA]] AND SONS [[PERSON:SONNY]] AND [[PERSON:ELDON]] IN TILL 2100. [[PERSON:ZELMA]] ASKED ABOUT THE BILL, GAVE HER THE NUMBER FOR BUSINESS OFFICE
    PLAN TRANSFER TO [[HOSPITAL:TVRH]] FOR CATH [[DATE:MON]] IF THEY HAVE A BED, [[STAFF:DR THRELKELD]] WILL CALL THEM IN AM
    PT ASKS IF HE CAN GO HOME TO GET HIS HAY IN BEFORE THE RAIN, EXPLAINED WHY NOT
    PT WORKS PART TIME AT [[HOSPITAL:HUBACH'S FEED & SEED]] IN [[LOCATION:WENDACOTT]], BOSS [[PERSON:VERN]] CALLED TO ASK HOW HE IS, TOLD HIM TO TALK TO THE FAMLY
    0500 PTT 68, NO CHANGE. SLEPT 3-4 HRS.
    -[[STAFF:ARDITH]]""",
    """\
    dtr called from [[LOCATION:north scofield]] asking about visiting hrs, told her anytime. -[[STAFF:mj]]""",
    """\
    NPN 7p-7a
    Pt remains on vent AC 500x12 PEEP 5 FiO2 50%, ABG 2200 7.38/41/74. Sx q2 for thick tan, sputum cx sent 2100.
    Propofol 30 mcg/kg/min, RASS -2. Fent 50 mcg/hr.
    Neuro: opens eyes to voice off propofol, squeezes hands. PERRL.
    CV: AF 90-110, BP 100s/60s on Levophed 4 mcg/min, weaning. CVP 8-10.
    0200 Levophed off, MAP 64-70.
    GI: OGT, TF Jevity @ 40 goal 60, tol. BM x1 loose, c diff sent.
    GU: Foley 30-50cc/hr. I/O +1.8L.
    Skin: intact, turned q2 on the Kinair bed.
    Labs: WBC 18.2, K 3.4 replaced 40meq x2, Mg 1.7.
    ID: tmax 101.4, vanco/zosyn, level before 0600 dose.
    Lines: R subclavian TLC placed [[DATE:2/9]], L radial a-line.
    Social: wife [[PERSON:Hazel]] here til 2100, went home to [[LOCATION:Cashel Mills]]. pt's brother [[PERSON:Arvid]] called from [[LOCATION:Oklahoma]], number in chart. [[PERSON:Hazel]] says pt "not right since [[DATE:thanksgiving]]", coughing, wouldnt go see [[STAFF:doc Tollefsrude]] til [[DATE:tues]].
    [[STAFF:Dr Threlkeld]] wants to call [[HOSPITAL:Ostermann University Hospital]] in AM re: transfer if no better, pt was there in [[DATE:2006]] for a stent and wants to go back to [[HOSPITAL:Ostermann]] if he has to go anywhere.
    Plan: wean FiO2 as tol, cxr and abg in am.
    -[[STAFF:Luanne]]""",
    """\
    FAMLY IN. PT MORE ALERT, SAYS SHE HOPES TO BE HOME FOR THE COUNTY FAIR. TOLD HER WE WILL SEE. [[STAFF:LW]] RN""",
    """\
    [[AGE:16]] yo f adm [[DATE:6/27]] w/ new onset dm1, bs 612 in er, ph 7.08. insulin gtt 0.1u/kg/hr, 1/2 ns w/ 20 kcl @ 200.
    bs q1h 480-310-220. k 3.3 -> 20 meq added to bag. ag 28 -> 14 by 0500.
    mom [[PERSON:charlene]] at bedside all nite, dad [[PERSON:rusty]] went home to milk. pt shows steers in 4-h and is worried about her angus heifer for the fair in [[DATE:august]].
    peds endo at [[HOSPITAL:cbmc]] ([[STAFF:dr abimbola]]) consulted by phone, ok to keep here. diabetes educator from [[HOSPITAL:harl valley home health]] to see her tommorow.
    school nurse from [[HOSPITAL:greaves crossing schools]] called, no info given.
    -[[STAFF:twyla]]""",
    """\
    abg 7.44/36/88 on 2l nc. rt [[STAFF:norlene]] aware, d/c'd bipap.""",
    """\
    ADM 0130 FROM ER. [[PATIENT:MRS. SCHOONOVER]] IS [[AGE:84]], HEMATEMESIS X3 AT HOME UP IN [[LOCATION:UPPER MOXHAM]], HUSBAND [[PERSON:ELDEN]] DROVE HER DOWN IN THE FORD PICKUP (40 MIN)
    HCT 22. 2 UNITS PRBC, 3RD HANGING. NG LAVAGE COFFEE GROUNDS, CLEARED W/ 1500CC
    BP 96/50 -> 118/62 AFTER 2ND UNIT, HR 110 -> 92
    PROTONIX 40 IV. NPO
    PMH: PUD, ARTHRITIS (TAKES ALOT OF ASPIRIN AND ALEVE), TKR ([[DATE:2003]]), BREAST CA [[DATE:'91]] S/P L MASTECTOMY - NO BP/STICKS L ARM
    NEURO: A+O X3, ANXIOUS, HOH
    CV: SR 90S, NO ECTOPY
    RESP: 2L NC SATS 97%
    GI: NG TO LIS, LIGHT PINK NOW. MELENA X1 0300
    GU: FOLEY 30-40CC/HR
    SKIN: PALE, COOL, INTACT
    NO GI HERE, [[STAFF:DR OKERLUND]] SPOKE W/ [[STAFF:DR. FERENCZ]] GI AT [[HOSPITAL:OUH]], EGD THERE IN AM. AMBULANCE SET UP W/ [[HOSPITAL:TILLOTSON COUNTY AMBULANCE]] FOR 0700
    [[PERSON:ELDEN]] WILL FOLLOW IN THE CAR. SON IN [[LOCATION:NORTH DAKOTA]] NOTIFIED
    0500 HCT 27, NO FURTHER EMESIS, BP 124/66
    COPY OF CHART AND MAR TO GO W/ PT
    -[[STAFF:VERNA]]""",
    """\
    spoke w/ [[STAFF:Kessinger]] PA-C re: low uo, 250 bolus ordered. -[[STAFF:Verna]]""",
    """\
    PT: [[PATIENT:HOCHSTETLER, ELI]]   DOB [[DATE:4/9/22]]   [[AGE:74]] YO M
    AMISH, FROM [[LOCATION:POGUE HOLLOW]]. FELL FROM HAY LOFT [[DATE:6/18]] ABOUT 1100, L RIB FX 4-8, SMALL L PTX, CHEST TUBE PLACED IN ER BY [[STAFF:DR OKERLUND]], TO PLEUR-EVAC -20 SX
    NEURO: A+O X3, SPEAKS PA DUTCH W/ FAMILY, ENGLISH OK
    CV: SR 80S, BP 140/84
    RESP: SATS 92% 3L, IS 500, COUGHING WEAK. CT 80CC SEROSANG SINCE PLACED, NO AIR LEAK, + TIDALING
    PAIN 8/10, MORPHINE 2MG IV Q2 PRN X3, PT DOESNT LIKE TO ASK FOR IT
    GI: TOL CLEAR LIQ
    GU: VOIDING
    SKIN: ABRASIONS L FLANK, BACITRACIN
    LABS: HCT 38, ABG 7.37/43/68 ON 3L
    NO TELEPHONE AT HOME, FAMILY SAYS CALL NIEGHBOR [[PERSON:MRS. SWARTZENTRUBER]] AT [[PHONE:555-0145]] AND SHE WILL GET THEM
    SONS [[PERSON:LEVI]] AND [[PERSON:MOSE]] CAME BY VAN, DRIVER WAITING. NO INSURANCE, FAMILY WILL PAY THE BILL THEMSELVES, SW NOTIFIED
    BISHOP OF THEIR DISTRICT MAY COME IN AM
    PLAN: CXR IN AM, PCA IF PT WILL AGREE, PULM TOILET
    -[[STAFF:ARDITH]]""",
    """\
    npn 1900-0700
    [[PATIENT:mr. kuykendall]] is a [[AGE:63]] yo m w/ ischemic cardiomyopathy ef 15% (echo [[DATE:11/30]]), on the list for eval at [[HOSPITAL:ostermann]], adm here [[DATE:1/20]] w/ chf exac.
    he has been a patient of [[STAFF:doc tollefsrud]] since the 70s and wants to stay here.
    neuro: a+o x3 until about 0100 then confused, pulling at lines. sitter (his grandson [[PERSON:kyle]]) at bedside.
    cv: st 110s, bp 84/50 on dobutamine 5, swan in: ci 1.6, wedge 28. levophed added at 0200 per [[STAFF:dr amdahl]] by phone, now 8 mcg.
    resp: 6l nc -> 50% face tent, sats 88-91%. crackles to apices.
    gu: foley, uo 10-15cc/hr despite lasix 160 iv. cr 2.9.
    0330 called [[STAFF:dr amdahl]] again, she came in. long talk w/ pt's wife [[PERSON:olive]] and son [[PERSON:bud]] at 0400.
    pt had said many times he does not want to be "hooked up" or flown anywhere. wife agrees. made dnr, comfort care.
    pastor [[PERSON:reverend oyster]] from [[HOSPITAL:mount pisgah tabernacle]] called by the famly at 0430, here 0515. famly has a lot of faith, sang a hymn together.
    morphine gtt 2mg/hr, levo and dobutamine off at 0545. swan pulled.
    pt expired 0652 w/ wife, son, grandson and pastor at bedside.
    [[STAFF:dr amdahl]] pronounced. famly would like [[HOSPITAL:lindeman funeral home]] in [[LOCATION:cashel mills]].
    organ bank called, ref # [[ID:OB-44817]], not a candidate.
    -[[STAFF:luanne]]""",
    """\
    transfer note
    pt to [[HOSPITAL:tvrh]] [[DATE:3/17]] via [[HOSPITAL:tillotson county ambulance]] 1030, report called to [[STAFF:gretchen]] in their ccu.
    vss at departure, bp 128/70 hr 64 sr. heparin gtt 1000u/hr, ntg off.
    copies of chart, ekgs and cath consent sent. dentures and glasses w/ pt.
    wife going down w/ her sister, has directions.
    -[[STAFF:twyla]]""",
    """\
    NPN 2300-0700
    PT [[AGE:44]] YO M, RIDES FOR THE [[HOSPITAL:LISK TWP AMBULANCE]] HIMSELF, ADM [[DATE:3/20]] W/ CHEST PAIN R/O MI. CPK X2 NEG, TROP PENDING. EKG NO CHANGE.
    SR 70S, BP 150/90, NTG PASTE 1". PAIN 2/10. RESTING.
    PT WANTS TO BE HOME BY [[DATE:WED]] FOR HIS SHIFT AT [[HOSPITAL:MARCELLUS CREAMERY]]. WIFE [[PERSON:TAMMIE]] CALLED x2.
    STRESS TEST AT [[HOSPITAL:TCMH]] [[DATE:3/22]] PER [[STAFF:DR THRELKELD]].
    -[[STAFF:KT]] RN""",
    """\
    turned, repositioned, lotion to back. sleeping between checks. uo 40/hr. i/o 2100/1650. hope to wean o2 to 2l in am.""",
    """\
    pt [[PATIENT:sigrid rasmusson]] [[AGE:88]] yo f, lives alone on [[LOCATION:township rd 409]] in [[LOCATION:hatchard township]], found on kitchen floor by mail carrier [[PERSON:orval]] this am, last seen by her nieghbor [[PERSON:gladys]] [[DATE:sunday]] at church.
    ck 9400, cr 2.6, k 5.4, temp 95.6. bair hugger. ns 200/hr. foley placed, tea colored urine.
    neuro: oriented x2, says she is "at church" and asks for her hymnal. knows her cats are home alone - [[PERSON:gladys]] will feed them.
    cv: sr 80s, bp 100/54 -> 122/60 after 2l. tele no ectopy.
    resp: ra 95%, ls clear.
    gi: dry mucosa, sips ok, npo after mn for possible us.
    gu: foley, uo 60-90/hr after fluids, urine clearing.
    skin: l hip and shoulder bruised, xray neg. skin tear r elbow, steri strips. stage 1 l hip, pillows.
    labs: repeat k 4.8, ck 8100 at 0400.
    hx: htn, hypothyroid, bell's palsy [[DATE:1979]], hysterectomy [[DATE:'62]].
    meds: synthroid, hctz - bottles brought in by [[PERSON:gladys]], most still full.
    nephew [[PERSON:thorleif]] in [[LOCATION:manitoba]] is poa, called [[PHONE:218-555-0166]], will drive out this wkend.
    she was last here for a fall [[DATE:1/8]]. [[HOSPITAL:harl valley home health]] used to see her till [[DATE:april]], will call them re: dc plan.
    pt says she does not want to go to the county home.
    -[[STAFF:mj]]""",
    """\
    PT SLEPT MOST OF NITE. PERCOCET 5/325 X1 AT 0200. NO ECTOPY. K 4.0. -[[STAFF:VERNA]]""",
    """\
    addendum 2140
    [[STAFF:dr hrabowsky]] from [[HOSPITAL:cbmc]] called back, bed ready in their ccu.
    pt will go by ambulance in am not lifeflight since weather ok and pt stable.
    hr 60s paced w/ external pacer on standby, temp 97.8, k 4.6.
    wife [[PERSON:inga]] aware, [[PERSON:arlis]] will drive her down.
    -[[STAFF:twyla]]""",
    """\
    Nursing note 7a-7p
    [[PATIENT:Marjorie Tebbetts]] [[AGE:77]] yo F day 3 here s/p fall at the [[HOSPITAL:Sallow Creek Grange]] supper [[DATE:5/14]], C2 fx found at [[HOSPITAL:TCMH]] and she was sent back here to wait for a bed at [[HOSPITAL:St. Wendeline's]] neurosurg.
    Miami J collar on at all times. Log roll only. Neuro checks q2 intact, MAE, grips equal.
    BP 150s/80s, hydralazine 10 IV x1. HR 80s SR.
    Resp: RA 94%. IS 1000.
    GI: tol soft diet w/ assist. BM x1.
    GU: voiding in bedpan.
    Skin: collar pads changed, skin under collar intact. Heels ok.
    Pain 4/10 neck, tylenol 650 and vicodin 5/500 x1.
    Activity: bedrest, HOB 30.
    Labs: Na 132, K 3.9, Hct 34.
    Her husband [[PERSON:Harold]] and daughter [[PERSON:Rhonda]] from [[LOCATION:Sallow Creek]] in all day, very appreciative. [[PERSON:Harold]] sings in the choir at [[HOSPITAL:Spicer Hill Methodist]] and the church is bringing meals to the house.
    Called [[HOSPITAL:St. Wendeline's]] transfer center 1500, still no bed, will call back tomorrow. Spoke w/ [[STAFF:Tresidder-Ogle]] (neurosurg NP) who says may be able to manage in the collar as outpt if she stays stable.
    [[PERSON:Rhonda]] asked if mom could go home w/ [[HOSPITAL:Harl Valley Home Health]] instead, told her we will ask [[STAFF:Dr Okerlund]] on rounds.
    Plan: cont neuro checks, collar care.
    -[[STAFF:Ardith]] RN""",
    """\
    0100 hr 150s svt, adenosine 6 then 12 per [[STAFF:dr amdahl]], converted. bp 112/70. 12 lead done. [[STAFF:LW]] RN""",
    """\
    Transfer note [[DATE:8/14]] 1420
    Pt flown to [[HOSPITAL:CBMC]] via [[HOSPITAL:Quillback Air Medical]], accepted by [[STAFF:Dr. Brisbois]] trauma.
    VS before lift off: BP 118/72, HR 96, sats 98% on NRB, GCS 15.
    C-collar and backboard on, 2 PIVs, NS wide open per flight rn.
    Son [[PERSON:Glendon]] driving, left at 1400.
    -[[STAFF:Verna]]""",
    """\
    NIGHT NOTE
    PT IS A [[AGE:39]] YO M, DRIVES SCHOOL BUS FOR [[HOSPITAL:EBERLEY-WENDACOTT SCHOOLS]], ADM W/ ETOH W/D AND PANCREATITIS. LAST DRINK [[DATE:FRI]] NITE.
    CIWA 18 AT 2200 -> ATIVAN 2MG IV, 14 AT 2300 -> 2MG, 8 AT 0300.
    TREMULOUS, SEEING BUGS ON THE WALL. SOFT RESTRAINTS X2 PER [[STAFF:DOC TOLLEFSRUD]] ORDER AT 0030.
    LIPASE 1800. NPO, NG TO LIS. D5 1/2 NS W/ MVI, THIAMINE, FOLATE @ 150.
    BP 160/98 HR 120S. TEMP 100.4.
    PT'S GF [[PERSON:SHAWNA]] CALLED AT 0100 WANTING TO KNOW IF HE IS DRINKING HERE (!), TOLD HER PT IS SAFE, NO OTHER INFO. PT'S MOM [[PERSON:DARLENE]] IS LISTED AS CONTACT, [[PHONE:555-0159]].
    PT'S BOSS CALLED TOO, NO INFO GIVEN
    -[[STAFF:ARDITH]]""",
    """\
    [[PERSON:leota]] and [[PERSON:lorne]] in to visit. pt smiled. -[[STAFF:mj]]""",
    """\
    npn 7p-7a
    pt is a [[AGE:52]] yo m found [[DATE:9/28]] in his grain bin at [[LOCATION:wickersham farm]] by his brother-in-law [[PERSON:lester]], partly buried in corn. [[STAFF:dr threlkeld]] says aspiration of corn dust and near suffocation.
    neuro: sedated on versed 3mg/hr, opens eyes to pain. pupils 4 sluggish.
    cv: sr 90s, bp 110/60s. map > 65. k 3.8.
    resp: ac 450x14 peep 8 fio2 60%, abg 7.35/44/66, fio2 up to 70%. sx large amts gray/brown w/ corn particles.
    bronch done in er by [[STAFF:dr threlkeld]] at 1900.
    gi: ogt to lws, hypoactive bs.
    gu: foley 20-30/hr.
    skin: abrasions both arms and face, eyes irrigated, erythromycin oint.
    id: tmax 100.8, unasyn started.
    labs: wbc 15.1, hct 44, cpk 600.
    lines: l subclavian tlc, r radial a-line.
    [[STAFF:dr threlkeld]] spoke w/ [[STAFF:dr scheidemantel]] at [[HOSPITAL:ostermann]], no bed in their micu. [[HOSPITAL:tvrh]] also full, will try [[HOSPITAL:cbmc]] in am.
    wife [[PERSON:roxie]] and pts parents here from [[LOCATION:greaves crossing]]. gave them blankets for the waiting room. [[HOSPITAL:fenlow vol fire dept]] chaplain stopped in.
    plan: cxr and abg at 0500, ?peep up.
    -[[STAFF:twyla]]""",
    """\
    PT DC'D TO THE FLOOR (2 WEST) 1100, REPORT TO [[STAFF:PEARL]]. BELONGINGS W/ PT.""",
    """\
    Pt is [[AGE:68]], adm from [[STAFF:dr Amdahl]]'s office w/ new afib rvr 150s on [[DATE:5/29]], bp 100/60. dilt 20mg iv then gtt 10mg/hr. hr 90-100 by 2200. heparin per protocol. k 3.6 -> 40meq po.
    Tte ordered for [[DATE:monday]] when tech is here.
    Lives w/ wife in [[LOCATION:fenlow]], retired from the county road commission. Wife [[PERSON:Verda]] says he was mowing the ditches on the john deere when he got dizzy.
    Neuro intact, no focal deficits. Anxious about the hay.
    Pt's brother had a stroke w/ afib last fall so pt asking alot of questions, answered.
    -[[STAFF:Luanne]]""",
    """\
    0400 called [[HOSPITAL:Ebersole's Pharmacy]] to verify home meds:
    lasix 40 bid, k-dur 20 daily, coumadin 5 mg daily except 2.5 two days a wk,
    lanoxin 0.125, glyburide 5 bid, nitro prn.
    pharmacist [[STAFF:Wayne]] faxing list. pt says he takes "the little white one" too, ?ambien, will ask dtr.
    [[STAFF:KT]] RN""",
    """\
    npn 7p-7a
    pt [[PATIENT:alvina fenstermacher]] [[AGE:76]] yo f, sob and swelling since [[DATE:tues]], seen by [[STAFF:nyquist]] pa-c at the clinic [[DATE:thurs]] and told to go to the hosptial but "had to get the garden in". sent to [[HOSPITAL:eberley]] er by her home health nurse today, then recieved here 1640.
    weight up 9 lbs since her dc from [[HOSPITAL:tcmh]] on the [[DATE:9th]].
    pmh: chf ef 30%, afib, dm2 on insulin, cabg x3 [[DATE:'97]], ppm [[DATE:2005]], l tkr ([[DATE:2008]]).
    neuro: a+o x3, hoh.
    cv: paced 70, bp 150/88. 3+ edema to knees. lasix 80 iv x2, uo 1800 since 1700.
    resp: 4l nc sats 90-93%, crackles 1/2 up. cxr chf.
    gi: cardiac/ada diet, ate 50%.
    gu: foley per [[STAFF:dr threlkeld]] for strict i/o, i/o 480/2100.
    endo: bs 212 at hs, 6u regular per sliding scale.
    skin: weeping legs, abd pads and kerlix.
    activity: up to commode w/ 1 assist, able to march in place x10 w/ pt this pm.
    famly: granddaughter [[PERSON:charity]] stayed til 2130, she has faith her grandma will "bounce back like she did over the [[DATE:4th of july]]". pt's husband [[PERSON:lloyd]] died [[DATE:2007]], she lives alone on [[LOCATION:bleecker hill rd]] outside [[LOCATION:eberley]].
    pharmacy at [[HOSPITAL:quade drug]] called re: insulin refill, told them pt is admitted.
    plan: cont lasix, bmp in am, echo if tech in [[DATE:monday]].
    -[[STAFF:luanne]]""",
    """\
    WOUND: SACRAL DECUB STAGE 3, 4X3 CM, PACKED WET TO DRY. SEEN BY HOME HEALTH NURSE [[STAFF:DORIS PANKRATZ]] FROM [[HOSPITAL:HARL VALLEY HOME HEALTH]] [[DATE:10/22]] AT PT'S HOME, WAS STAGE 2 THEN PER HER NOTE.
    HEELS BOGGY, BOOTS ON. TURNED Q2 R-BACK-L.
    ALBUMIN 2.1, DIETARY CONSULT, ENSURE TID.
    LIVES W/ DTR [[PERSON:CONNIE]] ON [[LOCATION:CR 212]] NEAR THE SALE BARN, DTR WORKS NIGHTS.
    -[[STAFF:VERNA]]""",
    """\
    night note
    pt [[PATIENT:gus lautenschlager]], [[AGE:86]] yo m from up in [[LOCATION:old varnell]], adm [[DATE:12/27]] w/ pneumonia and sepsis, lives w/ son [[PERSON:gerhard]] and his wife on the home place.
    had flu shot in [[DATE:oct]] at [[HOSPITAL:quade drug]].
    neuro: hoh, hearing aid r ear. alert, oriented, crabby, wants to go home.
    cv: af 80s, bp 100s/50s. off levophed since 1600.
    resp: 4l nc sat 91-93%. coughing up green. nebs q4.
    gi: poor appetite, ensure x1.
    gu: foley, uo 40-80/hr.
    id: rocephin/azithro day 2, bcx [[DATE:12/27]] neg so far, tmax 100.9 at 2000, tylenol.
    skin: intact, heels on pillows.
    labs: wbc 16.4 (was 21), na 133, cr 1.4.
    lines: r ij tlc, l piv.
    famly: [[PERSON:gerhard]] says pt was "fine on [[DATE:christmas]]", ate dinner at the [[HOSPITAL:old varnell grange]], then started coughing. grandaughter [[PERSON:heidi]] is a nurse at [[HOSPITAL:tvrh]] and calls every nite, ok to give her info per pt.
    pt asked 3 times if anyone fed the dog.
    plan: maybe to floor in am if bp holds.
    -[[STAFF:mj]]""",
    """\
    2300 FOLEY IRRIGATED 60CC, CLOTS. UO NOW 50CC/HR. [[STAFF:DR OKERLUND]] AWARE. [[STAFF:LW]] RN""",
    """\
    Pt [[PATIENT:Hilda Pfundstein]] [[AGE:71]] yo F, s/p CVA [[DATE:'99]] w/ L sided weakness, now w/ GI bleed. accepted at [[HOSPITAL:Ostermann]] by [[STAFF:dr Wachtler]] GI, going by [[HOSPITAL:Harl Valley Ambulance]] at 0600.
    Hct 26 after 2 units, BP 110s/60s, HR 90s.
    NG to LIS, maroon stool x2 tonight.
    Husband [[PERSON:Emil]] has Parkinson's and can't drive, nieghbor [[PERSON:Rudy]] will take him down tomorrow.
    -[[STAFF:Verna]]""",
    """\
    ADM NOTE [[DATE:6/8]] 0215
    [[AGE:19]] YO M, ROLLED HIS PICKUP ON [[LOCATION:LAMOREAUX RD]] ABOUT 2330 AFTER A BARN DANCE, + ETOH. EXTRICATED BY [[HOSPITAL:SPICER HILL VFD]], ~45 MIN.
    GCS 14 IN ER, LAC TO SCALP STAPLED X9. CT HEAD NEG. L CLAVICLE FX, SLING. SPLEEN - CT SHOWS GRADE 2 LAC, [[STAFF:DR BRISBOIS]] AT [[HOSPITAL:CBMC]] WANTS HIM WATCHED HERE OVERNIGHT W/ HCT Q4, CALL IF DROPS, WILL SEND LIFEFLIGHT.
    HCT 38 -> 36 AT 0200.
    NEURO: A+O X3, REPEATS QUESTIONS. NEURO CHECKS Q1.
    CV: BP 124/70 HR 90S.
    RESP: SATS 98% RA. LS CLEAR. NO RIB TENDERNESS.
    GI: NPO. ABD TENDER LUQ, NOT DISTENDED.
    GU: FOLEY, CLEAR YELLOW, NO BLOOD.
    PAIN 7/10 L SHOULDER, MORPHINE 2MG X2.
    IV: 2 LARGE BORE, LR @ 125.
    TYPE AND CROSS 4 UNITS ON HOLD IN BLOOD BANK.
    PARENTS [[PERSON:LONNIE]] AND [[PERSON:JOLYNN]] HERE, STAYING. DEPUTY [[PERSON:KRAUSHAAR]] WAS HERE FOR BLOOD ALCOHOL (0.14), PAPERWORK IN CHART.
    PT PLAYS FOOTBALL FOR [[HOSPITAL:EBERLEY-WENDACOTT]], COACH CALLED.
    -[[STAFF:TWYLA]]""",
    """\
    hct 35 at 0600. stable. dad went to get coffee. -[[STAFF:twyla]]""",
    """\
    NPN 7P-7A
    [[PATIENT:MR. VOSBURGH]] REMAINS ON VENT, DAY 6 (INTUBATED [[DATE:4/19]]), AC 500X12 PEEP 5 FIO2 40%, SBT 30 MIN IN AM, RSBI 110.
    SEDATION HELD AT 0500, OPENS EYES, NODS YES/NO.
    NEURO: MAE WEAK, GRIPS R>L. PERRL.
    CV SR 80S, BP 120S/70S. NO PRESSORS.
    RESP: SX Q2-3 MOD THICK WHITE. LS COARSE R BASE. ABG 7.42/40/88.
    GI TF AT GOAL, BMS X2.
    GU FOLEY 50/HR.
    SKIN REDDENED HEELS, BOOTS ON.
    ID: AFEBRILE, LEVAQUIN DAY 5.
    LABS: K 4.1, MG 2.0, HCT 30.
    FAMILY: WIFE [[PERSON:ARLETTA]] WANTS HIM SENT TO [[HOSPITAL:ST. WENDELINE'S]] IF HE DOESNT COME OFF THE VENT BY THE WEEKEND. SON [[PERSON:CHET]] ([[PHONE:507-555-0182]]) FARMS THE HOME PLACE OUT BY [[LOCATION:LUCKENBILL'S LANDING]] AND CANT BE HERE DAYS UNTIL PLANTING IS DONE.
    PT HAS BEEN A DEACON AT [[HOSPITAL:BETHESDA FREE METHODIST]] 40 YRS, PASTOR [[PERSON:DENNIS]] IN AT 2000.
    PLAN: SBT 0800, RT AWARE.
    -[[STAFF:LUANNE]]""",
    """\
    pt pulled out foley w/ balloon up, small amt bleeding. replaced 16fr per [[STAFF:kessinger]] pa-c. sitter at bedside. -[[STAFF:verna]]""",
    """\
    ICU NOTE
    PT [[PATIENT:THEODORA MCILWRAITH]] [[AGE:55]] YO F, ADMIT [[DATE:8/9]] W/ HYPERKALEMIA K 7.9 AND ARF, DIALYSIS PT MWF AT [[HOSPITAL:TCMH]] DIALYSIS, LAST HD [[DATE:8/5]], MISSED [[DATE:FRI]] - CAR BROKE DOWN AND NO RIDE.
    KAYEXALATE 30G X2, INSULIN/D50 X2, CA GLUC X2. K 6.1 AT 2200.
    [[STAFF:DR OKERLUND]] CALLED [[HOSPITAL:TCMH]], THEY CAN DIALYZE HER AT 0700, PT GOING BY [[HOSPITAL:TILLOTSON COUNTY AMBULANCE]].
    L ARM AVF + THRILL/BRUIT, NO BP OR STICKS L ARM.
    SR W/ PEAKED T, HR 60S, BP 170/96.
    LUNGS CRACKLES BASES, 3L NC 94%.
    NEURO: A+O X3, C/O ITCHING, BENADRYL 25 X1.
    GI: RENAL DIET, NAUSEA, PHENERGAN 12.5 X1.
    GU: ANURIC.
    SKIN: DRY, SCRATCHES ON ARMS.
    BS: 88-140, NO INSULIN NEEDED.
    0400 K 5.6.
    LIVES IN [[LOCATION:KITTREDGE COUNTY]] ALONE, SISTER [[PERSON:ODESSA]] IN [[LOCATION:WENDACOTT]] USUALLY DRIVES HER BUT WAS AWAY OVER [[DATE:LABOR DAY]] WEEKEND.
    SW REFERRAL FOR TRANSPORT, [[HOSPITAL:KITTREDGE COUNTY TRANSIT]] HAS A VAN.
    -[[STAFF:KT]] RN""",
    """\
    pt back from ct 0120, no change. [[STAFF:doc tollefsrud]] called, says ok. -[[STAFF:mj]]""",
    """\
    Night note
    Pt [[PATIENT:Salome Dettweiler]] [[AGE:93]] yo, DNR, here from the county home since [[DATE:2/28]] w/ aspiration pna.
    resting quietly. o2 4l, sats 89-90, congested. morphine 1mg x2 for air hunger. scopolamine patch on.
    Her dtr [[PERSON:Miriam]] from [[LOCATION:Upper Moxham]] and grandson [[PERSON:Josiah]] sat w/ her all nite and sang. Pastor from [[HOSPITAL:Rehoboth Valley Brethren]] came at 2100.
    mouth care q2, turned q2 w/ pillows. no family requests.
    -[[STAFF:Ardith]] RN""",
    """\
    S: "i feel like a truck hit me"
    O: bp 104/60 hr 100 st, temp 101.6, wbc 22. abd distended, firm. ng 300cc bilious.
    A: ?sbo vs ileus. [[STAFF:dr amdahl]] aware, surgeon [[STAFF:dr kolodziej]] from [[HOSPITAL:tvrh]] covering this wk, to see at 0700.
    P: npo, ng to lws, ivf 125, morphine prn. abd films in am, consent if going to or.
    -[[STAFF:luanne]]""",
    """\
    PT C/O NAUSEA, ZOFRAN 4MG IV X1 W/ RELIEF. 1/2 NS @ 100. BP 138/80. MAY HAVE SIPS PER MD.""",
    """\
    night note 1900-0700
    pt [[PATIENT:norbert slabaugh]] [[AGE:61]] yo m, hit by a cow while loading at the [[HOSPITAL:fenlow sale barn]] [[DATE:9/12]], flail chest r, intubated in er by [[STAFF:doc tollefsrud]].
    lifeflight called at 1930 but grounded for weather (t-storms), [[HOSPITAL:cbmc]] ok w/ keeping him here overnight.
    vent ac 600x14 peep 8 fio2 60%, abg 7.29/48/62 -> peep 10. sats 91-94%.
    r chest tube to -20, 300cc bloody since placed, air leak +.
    cv: st 120s, bp 98/56, 2 units prbc, ns bolus x2. levophed not needed so far.
    neuro: versed 2, fent 100. rass -3.
    gi: ogt to lws, small amt green.
    gu: foley 40-60/hr, clear.
    skin: bruising r chest and r thigh, hoof print r upper arm.
    labs: hct 29, inr 1.1, abg as above. repeat hct 31 at 0300.
    famly: wife [[PERSON:treva]] and sons [[PERSON:wade]] and [[PERSON:dwight]] in waiting room, sons went back out to finish loading the cattle. [[PERSON:treva]] wants to be called at home ([[PHONE:555-0117]]) if anything changes.
    0500 weather clearing, [[HOSPITAL:quillback air medical]] will come at 0700.
    0720 flown to [[HOSPITAL:cbmc]], report given to [[STAFF:dr brisbois]] by phone and to the flight crew at bedside.
    chart copies, cxr films and blood bank slips sent.
    -[[STAFF:twyla]]""",
    """\
    7a-7p quiet day. ambulated in hall x3 w/ walker. tol reg diet. tele sr 70s. to the floor tomorrow.""",
    """\
    PT [[PATIENT:EDNA SCHOONOVER]] BACK FROM [[HOSPITAL:OUH]] TODAY [[DATE:11/3]] AFTER EGD (2 ULCERS CLIPPED).
    HERE FOR A FEW DAYS TO BE CLOSER TO HOME BEFORE GOING HOME W/ [[HOSPITAL:HARL VALLEY HOME HEALTH]].
    HCT 30, NO MELENA. TOL SOFT DIET. PRILOSEC 20 BID.
    HUSBAND [[PERSON:ELDEN]] BROUGHT HER WALKER AND SLIPPERS.
    -[[STAFF:VERNA]]""",
    """\
    0200 pt climbing over rails, confused, says he has to check on the calves. redirected, [[PERSON:sonny]] came back in and sat w/ him. haldol 1mg iv x1 per [[STAFF:dr threlkeld]]. [[STAFF:LW]] RN""",
    """\
    Nursing note
    Pt is a [[AGE:47]] yo F w/ asthma, works at the [[HOSPITAL:Wendacott Co-op]] elevator, adm [[DATE:10/4]] w/ status asthmaticus after cleaning out a bin. Was seen [[DATE:9/30]] by [[STAFF:Nyquist]] PA-C at [[HOSPITAL:Fenlow Clinic]] for wheezing, given prednisone burst.
    Neb albuterol/atrovent continuous x2 hrs then q1. Mag 2g IV. Solumedrol 125 then 80 q6.
    ABG 7.36/44/72 on 50% venti at 2000, peak flow 120 -> 180.
    Husband [[PERSON:Jerrold]] and kids in. She asked if she could take the Hoyer lift home for her mom who has Alzheimer's, explained it's hospital property.
    -[[STAFF:Ardith]] RN""",
    """\
    SPOKE W/ [[STAFF:DR WACHTLER]] AT [[HOSPITAL:OSTERMANN]] 1530, PT ACCEPTED TO THEIR GI SERVICE, WILL GO BY AMBULANCE 1800.
    HCT 28 AFTER 3RD UNIT. BP 112/64 HR 88.
    WIFE WANTS HER BROTHER [[PERSON:AUGIE]] TO BE CALLED IN [[LOCATION:CASHEL MILLS]], [[PHONE:555-0198]], CALLED, NO ANSWER, LEFT MSG.
    REPORT TO RECIEVING RN [[STAFF:JORUNN]] AT 1640.
    -[[STAFF:VERNA]]""",
    """\
    npn 2300-0700
    pt [[PATIENT:inga gulbransen]] ([[PERSON:osmund]]'s wife) adm tonite [[DATE:1/17]] w/ chest pain after visiting husband at [[HOSPITAL:cbmc]], neg trop x1, ekg nsr.
    she is [[AGE:79]], hx htn, hypothyroid, chole [[DATE:1968]].
    nieghbor [[PERSON:merle]] drove her back from the city, stayed til 0100.
    son [[PERSON:arlis]] at [[HOSPITAL:cbmc]] w/ dad, aware.
    neuro: a+o x3, tearful, worried about [[PERSON:osmund]] and the farm.
    cv: nsr 70s, bp 168/90 -> 142/80 after her own lopressor. no cp since 0030.
    resp: ra 97%.
    gi: tol crackers and ginger ale.
    gu: voiding.
    trop #2 at 0500 neg, #3 at 1100.
    she asked us to call [[HOSPITAL:kittredge county home]] to ask about respite for [[PERSON:osmund]] when he comes home, told her sw in am.
    [[STAFF:doc tollefsrud]] aware, will see on rounds.
    slept 0200-0500.
    -[[STAFF:twyla]]""",
    """\
    ER TO ICU [[DATE:1/26]] 1745
    Pt [[PATIENT:Einar Kvalheim]] [[AGE:66]] yo M, MR# [[ID:228-19-74]], went through the ice while ice fishing on [[LOCATION:Tamsett Lake]] about 1500, in the water est 15-20 min before his buddy [[PERSON:Stig]] got a rope to him. Brought by [[HOSPITAL:Hatchard Twp Fire & Rescue]].
    Core temp 88.9 on arrival to ER, VF x1 shocked at 200J in ER w/ return to sinus brady 40s.
    Warm NS 2L, Bair Hugger, warm humidified O2, bladder irrigation w/ warm saline per [[STAFF:Dr Okerlund]].
    1800 temp 91.4, HR 50s SB w/ osborn waves. BP 94/50.
    1900 temp 93.8, HR 60s, BP 104/56.
    2100 temp 96.2. shivering, demerol 25 IV x1.
    Neuro: GCS 13 -> 15 by 2100, knows he "went in by the point".
    Resp: 6L NC -> 2L, sats 96%. LS w/ rales L base, ?aspiration, CXR in am.
    GI: NPO, warm clears at 2200 tol.
    GU: Foley, UO 300cc first hr (cold diuresis), then 50-80/hr.
    Skin: hands and feet pale, cap refill slow, no blisters. Frostbite protocol, no rubbing.
    Labs: K 3.2 -> 40meq, glucose 188, CPK 400, ABG 7.30/46/78 at 1800, 7.38/40/90 at 2100.
    Pt's wife [[PERSON:Thordis]] here w/ their daughter [[PERSON:Britt]] from [[LOCATION:Lake Ossary]]. Wife says his truck is still out on the ice and the fishing shanty too, [[PERSON:Stig]] will get them.
    Pt is retired from the [[HOSPITAL:Kittredge County Highway Dept]]. Hx: HTN, TKR x2 ([[DATE:2002]], [[DATE:2006]]), appy.
    Ok to stay here per [[STAFF:Dr Okerlund]], no transfer needed unless VF recurs.
    -[[STAFF:Luanne]]""",
    """\
    npn 1900-0700
    pt [[PATIENT:lettie hinshaw]] [[AGE:83]] yo f, acct [[ID:H0573320]], brought in by [[HOSPITAL:harl valley ambulance]] from her home on [[LOCATION:shunk rd]] in [[LOCATION:lisk township]] w/ urosepsis [[DATE:7/30]]. bp 70s/40s in er, 4l ns and started on dopamine.
    pt is main caregiver for her husband [[PERSON:amos]] who has alzheimer's. he is now staying w/ their son [[PERSON:dean]] and his wife [[PERSON:marcella]] in [[LOCATION:sallow creek]].
    neuro: lethargic but arousable, oriented x2.
    cv: st 100s, bp 96-110/50s on dopa 8 mcg/kg/min. cvp 6.
    resp: 2l nc 95%, ls clear.
    gi: npo except sips, no bm.
    gu: foley, cloudy amber, 25-40cc/hr. cr 2.1.
    id: temp 102.8 at 2000 -> tylenol, cooling blanket. levaquin and gent. bcx x2, ucx sent in er.
    skin: intact, thin, turned q2. bruise l shin "from the cow gate".
    labs: wbc 24.6, lactate 3.8, k 3.5.
    lines: r fem tlc placed in er by [[STAFF:dr amdahl]], l piv.
    meds from home: bag brought by son, meds filled at [[HOSPITAL:ebersole's pharmacy]].
    home health ([[HOSPITAL:harl valley home health]]) has been coming for husband, nurse [[STAFF:doris]] called to check on pt.
    0300 bp 88/46, dopa to 10, ns 500 bolus, [[STAFF:dr amdahl]] aware by phone. 0330 bp 102/54.
    0500 temp 100.2, uo 40-50/hr.
    son [[PERSON:dean]] asked whether she should be sent to [[HOSPITAL:tvrh]], [[STAFF:dr amdahl]] to discuss in am. son's # [[PHONE:555-0136]].
    plan: wean dopa, recheck lactate 0800.
    -[[STAFF:mj]]""",
]


def main() -> None:
    write(build(NOTES, "icu-dev11"), OUT)


if __name__ == "__main__":
    main()
