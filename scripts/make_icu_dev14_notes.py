# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev14_notes.jsonl: a fourteenth set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: the nursing progress notes of the medical ICU and cardiac
ICU of a Catholic community teaching hospital in a mid-size Northeastern/Midwestern mill city
around 1999-2007, where most patients are elderly and come from nursing homes, assisted living
or home with the VNA (COPD flares on BiPAP, CHF, urosepsis, GI bleeds, aspiration pneumonia,
DKA, digoxin and lithium toxicity, an overdose, alcohol withdrawal, hypernatremia from a nursing
home, hypothermia and rhabdo after a fall on the ice, a subdural on Coumadin, a saddle PE,
post-arrest cooling, a valvuloplasty at 91, a terminal wean, comfort care and family meetings).
Notes come under headings ("MICU Nursing Progress Note 1900-0730", "MICU NSG NOTE", "CCU
NURSING ADDENDUM", "npn 7a-7p", "TRANSFER NOTE") or none, system by system, in "D:/A:/R:" or
"S:/O:/A:/P:" form, with heavy abbreviation, dropped punctuation, run-on lines and a few
misspelled ordinary words ("recieved", "pateint", "condtion", "TEARFULL"); 20 notes are all
lower case, 18 ALL CAPS and 17 mixed; 18 run one or two lines (a call from a daughter, a K
repleted "per h.o. X", a transfer back to the nursing home), 20 run 5-10 lines and 17 run 12-20,
and 4 carry no PHI. Patients are named in a header line ("Pt: LAST, FIRST" or "First Last", with
an MR#, MRN, unit # or DOB) and in text ("Mrs. X", "MR. X", "Miss X", "pt x", "Mrs. X's dtr").
The social sections are long: daughters, sons, sons-in-law, a dtr-in-law, grandchildren,
nieces, nephews, a sister in the same nursing home, neighbors ("mrs. o'x", "Mr. X"), a friend,
a buddy, a guardian ("ms. x" from a county guardianship program), group home staff (PERSON, as
in dev10), the family's lawyer ("Mr. X", "atty. x"), the patient's parish priest and a priest
brother ("Fr. X", "fr. x": PERSON, with the parish or priory as HOSPITAL); one daughter's name
is misspelled on its second mention and one fellow's too, and every spelling is marked. Staff
are attendings, fellows, house officers, the unit's chaplains and pastoral-care sisters ("FR. X
(CHAPLAIN)", "Sr. X"), SW, a nursing supervisor, a transfer RN, a rehab liaison, nursing-home
nurses and DONs ("sister x the don", "NH RN X"), VNA and hospice nurses, a counselor and many
outside PCPs, cardiologists, nephrologists, a psychiatrist and a podiatrist ("followed by dr x
at y", "PCP DR. X CALLED"), signed as first names, "X RN", "X, RN", "X RNC", "-xx", "JLR RNC"
or initials. Care organizations are HOSPITAL: hospital initialisms in both cases ("OLGH" and
"olgh ed", "SJGH", "ocgh", "KMVH VASC CLINIC"), named hospitals ("Carverton Memorial", "Halstow
General"), nursing homes and assisted living with and without a care word ("ASHBOURNE MANOR",
"quarryview manor", "tenbrook pavilion", "the Ingersoll Pavilion", "THORNBURY HOUSE",
"Carroway Terrace", "from wyndmoor nh", "back to Wyndmoor", "NH: X", "st. ursula's"), rehabs,
dialysis units ("Gorsline Dialysis", "back to Gorsline"), VNAs, hospices, a home-health agency,
pharmacies, EMS, fire and flight services, a behavioral health clinic, a halfway house, a group
home, a state school, parishes ("ST. KUNEGUNDA'S BINGO HALL"), funeral homes, and employers as
in dev12 (a foundry, a tool & die shop, a paper mill, a tire plant). LOCATION marks towns,
villages and city sections ("lives on X St in Y", "from the [X] section", "in the [X] section",
only the name marked), streets ("Pulaski Terrace", "ST. CLEMENT PL", "Goosefoot Hill Rd"), a
neighborhood with its article ("the bottoms"), far cities, states as separate spans ("AZ",
"FLA", "N.Y.", "mich", "indiana") and countries. Dates are mostly month/day ("admitted 3/2",
"11/2-11/6" as two spans, "1/27 am" and "FRI PM" with only the date or day marked), weekdays
("Tues", "TUES AM" with only "TUES" marked, "sun"), months ("in October", "IN JUNE"), holidays
("EASTER", "christmas", "new years", "new years eve", "PALM SUNDAY", "labor day",
"thanksgiving"), DOBs ("2/9/1911") and years after diagnoses, procedures and events ("CVA '02",
"PPM 1998", "MI X2 ('91, '99)", "dx 1997", "born in 1942", "died in '03"); relative words
("tomorrow", "tonight", "last admit") are left unmarked. Ages mark only the number ("84 yo F",
"(91)", "pt is 96", "since age 9", "he is 72"), seven of them over 89. Phones (a VNA office, NH
desks, cells, a fax, a rectory, a pager) are in the 555-01xx range. Look-alikes sit in the same
notes (BP 98/52, HR 110s, ABG 7.22/68/55, BiPAP 12/5, AC 500x14/5/50%, pain 3/10, strength 4/5,
percocet 5/325, vicodin 5/500, sinemet 25/100, d5 1/2ns @ 75, K 3.1, INR 2.3, I/O 1200/600,
IABP 1:1, "x2", "4 WEST", Foley, Hoyer, Swan, PICC, Quinton, Arctic Sun, Bair Hugger, Levophed,
Digibind, Coumadin, Parkinson's, Alzheimer's, Bell's palsy, "section 12", "the Browns", "MD
aware", "the floor", "the unit", and "will", "may", "hope", "joy", "faith", "grace", "sunny",
"bill", "mark" and "temp rose" as ordinary words). All names, places, initialisms and numbers
are invented, and none comes from the twelve earlier dev sets, the dev13 set written alongside
it, or the gold set (each checked whole word and case-insensitive against their texts). PHI is marked inline as
``[[LABEL:value]]`` as in scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and
writes the dev sets. It was written blind, by a writer who ran no recognizer on it, to check how
the rules tuned on the earlier dev sets generalize.
Run: ``python scripts/make_icu_dev14_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev14_notes.jsonl"

NOTES: list[str] = [
    """\
    MICU Nursing Progress Note 1900-0730
    Pt: [[PATIENT:Wieczorkowski, Stanislawa]]   MR# [[ID:0613-884-27]]
    [[AGE:84]] yo F w/ severe COPD on 2L home O2, CHF (EF 35%), afib on Coumadin, CVA [[DATE:'02]] w/ mild L weakness, admitted [[DATE:1/14]] from home w/ hypercarbic resp failure. followed by [[STAFF:Dr. Lesniak]] (pulm) at [[HOSPITAL:OLGH]] clinic
    Neuro: lethargic on arrival, more alert after BiPAP x3h, a+ox2-3, mae, L grip 4/5 baseline
    CV: afib 90s-110s, BP 98/52 -> 118/60. dig 0.125, dilt held for soft BP, MD aware
    Resp: BiPAP 12/5 40% overnight, ABG 7.22/68/55 on arrival -> 7.31/58/70 @ 0400. LS tight exp wheeze, nebs q2h then q4h. solumedrol 60 IV q6
     off BiPAP @ 0600 to 2L NC sats 90-92%, pt wants "the mask off"
    GI: NPO except meds/sips. no BM
    GU: Foley placed in ED, 40-60cc/hr. I/O 1200/600
    ID: Tmax 99.4. levaquin. sputum cx pending
    Heme: INR 2.3, Coumadin held tonight per h.o.
    Skin: reddened coccyx, turned q2h, heels floated
    Social: [[PATIENT:Mrs. Wieczorkowski]] lives alone in an upstairs flat on [[LOCATION:Pulaski Terrace]] in [[LOCATION:Brimsdale]], gets VNA 3x/wk from [[HOSPITAL:Brimsdale VNA]] (nurse [[STAFF:Theresa]] called report, [[PHONE:570-555-0133]]). dtr [[PERSON:Iwona]] and her husband [[PERSON:Leszek]] in until 2200, updated. son [[PERSON:Piotr]] lives in [[LOCATION:Scottsdale]], [[LOCATION:AZ]], calling in am
     dtr is HCP. pt full code for now but dtr says pt told her "no more tubes" after last admit in [[DATE:October]]
    Plan: BiPAP prn/at night, wean nebs, family mtg w/ [[STAFF:Dr. Pietrzak]] [[DATE:Tues]]
    -[[STAFF:mkb]]""",
    """\
    pt's dtr [[PERSON:iwona]] called @ 0300, updated. would like a call if pt goes back on bipap, # on front sheet. -[[STAFF:mkb]]""",
    """\
    CCU NURSING ADDENDUM
    PT [[PATIENT:MR. HOLLENBECK]] ([[AGE:91]]) FROM [[HOSPITAL:ASHBOURNE MANOR]] W/ CHF EXACERBATION. HX MI X2 ([[DATE:'91]], [[DATE:'99]]), PPM [[DATE:1998]], AS, CRI. DNR/DNI PER HCP
    LASIX 80 IV @ 1400 W/ 900CC UO, I/O 500/1850. K 3.1 -> 40MEQ PO. BP 104/58 HR 70S PACED
    BIPAP 10/5 WEANED TO 4L NC @ 1600, SATS 93%
    PT'S SON-IN-LAW [[PERSON:ARNOLD]] CALLED FOR DTR [[PERSON:MADELINE]] (HCP), SHE IS IN [[LOCATION:FLA]] UNTIL [[DATE:EASTER]]. UPDATED, AGREES W/ PLAN
    NH: [[HOSPITAL:ASHBOURNE MANOR]] [[PHONE:315-555-0110]], NURSE [[STAFF:BONNIE]] SAYS THEY WILL TAKE HIM BACK WHEN READY
    [[STAFF:RMCG]] RN""",
    """\
    Pt back from CT @ 1445, tol well. Levophed weaned to 0.04, MAP 60s. Hope to wean off by am. MD aware.""",
    """\
    micu npn 7a-7p
    pt [[PATIENT:aurelia scarpinato]] [[AGE:88]] yo f from [[HOSPITAL:st. ursula's]] nh admitted [[DATE:3/2]] w/ urosepsis, hypotension, arf. pmh: alzheimer's, dm2, htn, hip fx s/p orif [[DATE:2003]], chronic foley for retention since [[DATE:'05]]
    neuro: a+o x1 (baseline per nh), pleasant, calls out for her sister. no sedation
    cv: st 100s -> 80s. bp 80s/40s this am, 1l ns bolus, levophed 0.06 via r ij, off @ 1500, map 65-70. lactate 3.4 -> 1.8
    resp: 2l nc sats 96%. ls clear, dim bases
    gi: pureed diet, feeds w/ assist, ate 50%. bm x1 soft
    gu: foley changed in ed, 30-50cc/hr cloudy amber. cr 2.6 -> 2.1. d5 1/2ns @ 75
    id: tmax 101.4 @ 0800, tylenol. zosyn day 2. ucx from nh [[DATE:2/27]] w/ proteus
    endo: fsbs 180-240, ssi
    skin: stage 2 r heel, heel boots
    social: nephew [[PERSON:carmine]] has been her guardian since [[DATE:2004]], called from [[LOCATION:utica]] and updated. pt's sister [[PERSON:filomena]] also lives at [[HOSPITAL:st. ursula's]], visits her daily there. parish priest [[PERSON:fr. dombrowski]] in to give sacrament of the sick @ 1100
    nh nurse [[STAFF:lucille]] called, they will hold her bed x10 days
    plan: to floor tonight vs am, then back to [[HOSPITAL:st. ursula's]]
    -[[STAFF:sinead]]""",
    """\
    NPN 1900-0700
    PT [[PATIENT:MRS. LUTOMSKI]] [[AGE:85]] YO F W/ DIG TOXICITY (LEVEL 4.1), N/V, YELLOW VISION, HR 40S. LIVES AT HOME, VNA FILLS HER PILL BOX WEEKLY, DTR THINKS PT DOUBLED UP AFTER VNA VISIT [[DATE:MON]]
    CV: JUNCTIONAL 40S-50S, BP 98/52. DIGIBIND 5 VIALS @ 2130 PER [[STAFF:DR. LINDEMANN]], HR 60S BY 0100. K 5.6 -> 4.8. EXTERNAL PACER PADS ON, NOT USED
    NEURO: A+OX3. RESP: RA. GI: ZOFRAN 4MG X1. GU: VOIDING
    SON [[PERSON:VINCENT]] CALLED FROM WORK, UPDATED, WILL BE IN AFTER 1800. DTR [[PERSON:DEBORAH]] CALLED [[HOSPITAL:GREATER ARDWICK VNA]], NURSE [[STAFF:CARLENE]] TO REVIEW MED SETUP W/ FAMILY BEFORE D/C
    [[STAFF:PJ]]""",
    """\
    npn 1900-0730
    pt [[PATIENT:mr. dziedzic]] [[AGE:79]] yo m w/ ugib, sent from [[HOSPITAL:tenbrook pavilion]] [[DATE:6/11]], hct 21 -> 3u prbc -> 28. egd [[DATE:6/12]] @ 1000 by [[STAFF:dr. tomasetti]]: gastric ulcer, clipped, injected
    hx: afib on coumadin (inr 4.1 on adm), cabg [[DATE:1996]], aaa repair [[DATE:'00]], parkinson's
    neuro: a+ox3, tremor at baseline. sinemet 25/100 via ngt
    cv: sr 70s bp 110s/60s. resp: ra. gi: ngt to lws, small coffee grounds -> clear by 0200. protonix gtt 8mg/hr
    gu: voiding in urinal. i/o 2100/900
    wife [[PERSON:jadwiga]] lives at [[HOSPITAL:tenbrook pavilion]] w/ him (assisted living side), son [[PERSON:jerzy]] drove her in and back. son's cell [[PHONE:989-555-0142]]
    -[[STAFF:finola]]""",
    """\
    Dtr [[PERSON:Doreen]] and son-in-law [[PERSON:Todd]] in to visit, brought pt's rosary and glasses. Updated re: plan. -[[STAFF:Kristen]]""",
    """\
    MICU NSG NOTE 7P-7A
    PT: [[PATIENT:KOVALCHIK, ANDREW]]   UNIT # [[ID:4471-09-36]]
    [[AGE:67]] YO M S/P VF ARREST AT [[HOSPITAL:ST. KUNEGUNDA'S]] BINGO HALL [[DATE:FRI]] PM, BYSTANDER CPR, AED X2 BY [[HOSPITAL:CARVERTON AMBULANCE]], ROSC 14 MIN. TAKEN TO [[HOSPITAL:PMMC]] ED, SENT HERE FOR COOLING/CATH. HX: MI [[DATE:'97]], DM2, SMOKER
    COOLING: ARCTIC SUN STARTED [[DATE:3/21]] @ 2330, GOAL 33 REACHED @ 0215. SHIVERING X2, DEMEROL 25 IV, PARALYZED W/ VEC PER PROTOCOL
    NEURO: SEDATED ON PROPOFOL 30 + FENT 50. PUPILS 3MM SLUGGISH. NO SZ ACTIVITY SEEN
    CV: SR 50S-60S WHILE COOL. BP 90S/50S ON LEVOPHED 0.08. K 3.1 -> 20MEQ PER COOLING PROTOCOL. CATH DEFERRED PER [[STAFF:DR. BRENNECKE]]
    RESP: AC 500X14/5/50%, ABG 7.34/40/98 (TEMP CORRECTED)
    GI: OGT TO LIS. GU: FOLEY 60-100CC/HR. I/O 3400/1100
    SKIN: INTACT, CHECKED UNDER PADS Q2H
    SOCIAL: WIFE [[PERSON:DANUTA]] AND DTRS [[PERSON:MARYANN]] AND [[PERSON:CHRISTINE]] IN, VERY TEARFULL. [[STAFF:FR. PAWLIKOWSKI]] (CHAPLAIN) PRAYED W/ FAMILY. PT IS RETIRED FROM [[HOSPITAL:THE CARVERTON FOUNDRY]], FAMILY LIVES ON [[LOCATION:KOLBE ST]] IN THE [[LOCATION:LITTLE WARSAW]] SECTION
     FAMILY HAS FAITH HE WILL "WAKE UP", DISCUSSED 72H REWARM/WAIT PERIOD W/ THEM
    PLAN: REWARM [[DATE:3/23]] @ 0000, EEG [[DATE:MON]]
    [[STAFF:BERNIE]] RN""",
    """\
    k 3.1 repleted 40meq po per h.o. [[STAFF:gutknecht]], recheck w/ am labs. md aware""",
    """\
    MICU NPN 7a-7p
    S: "I ran out of my insulin"
    O: Pt [[PATIENT:Reuben Gilhooly]] [[AGE:23]] yo M w/ IDDM since age [[AGE:9]], DKA x4 this yr (last at [[HOSPITAL:Halstow General]] in [[DATE:May]]). adm [[DATE:8/19]] from ED w/ glucose 612, AG 28, pH 7.08
     insulin gtt 6-10u/hr, AG now 14. K 3.1 -> 3.8 after 60meq. d5 1/2ns @ 150 w/ 20 kcl. a+ox3, tol clears
    A: DKA resolving. noncompliant, lost his job at [[HOSPITAL:Tollerton Tire]] and his insurance in [[DATE:June]]
    P: sq lantus tonight, overlap gtt x2h per [[STAFF:Dr. Vandewalle]]. SW [[STAFF:Marcy]] to see re: free care/meds thru [[HOSPITAL:Vrabel Pharmacy]]. mom [[PERSON:Sharlene]] aware, lives in [[LOCATION:East Pembrook]]
    -[[STAFF:JLR]] RNC""",
    """\
    nursing progress note 0700-1930
    pt: [[PATIENT:frieda hamelberg]]   dob [[DATE:2/9/1911]]   mrn [[ID:227-40-918]]
    [[AGE:94]] yo f from [[HOSPITAL:quarryview manor]] w/ asp pna, hypoxia. hx: cva x2 ([[DATE:'94]], [[DATE:2001]]) w/ dysphagia, dementia, htn, bell's palsy, cataracts
    neuro: opens eyes to voice, mumbles, not following. nonverbal at baseline mostly per nh staff
    cv: sr 80s, bp 130s/60s. no gtts
    resp: 50% face tent + 4l nc, sats 89-92%. nt sx x3 thick tan. cpt by rt. rr 28-32
    gi: npo, speech eval deferred. d5 1/2ns @ 75. no bm
    gu: foley 20-30cc/hr, cr 1.4
    id: tmax 100.8. unasyn. bcx x2 [[DATE:11/30]]
    skin: frail, skin tear l forearm steri stripped. heels floated
    family: grandson [[PERSON:witold]] is hcp (pt's only son died [[DATE:1988]]). grandson and his wife [[PERSON:mindy]] met w/ [[STAFF:dr. aquilina]] @ 1300 and agreed to dnr/dni, no peg. goal is treat the pna, if worse then comfort
     [[PERSON:witold]]'s cell [[PHONE:614-555-0154]], he lives in [[LOCATION:hollisford]], 40 min away
     nh ([[HOSPITAL:quarryview manor]], [[STAFF:sister annunciata]] the don) called, will take her back w/ hospice through [[HOSPITAL:heartwood hospice]] if needed
    plan: cont abx, sx prn, reassess w/ family [[DATE:fri]]
    -[[STAFF:gert]] rn""",
    """\
    PT PULLED OUT NGT @ 0230, REPLACED W/O DIFFICULTY, CXR CONFIRMED. SOFT WRIST RESTRAINTS PER ORDER. MD AWARE""",
    """\
    MICU NPN 7p-7a
    Pt [[PATIENT:Ms. Durkin]] [[AGE:46]] yo F brought in by [[HOSPITAL:Brimsdale Fire]] [[DATE:9/4]] after OD on elavil + vicodin 5/500 (pill count 40 missing) + ETOH. intubated in ED. QRS 128 -> bicarb amps x3, bicarb gtt
    Neuro: sedated on propofol 20, RASS -2. sitter at bedside, section 12 paperwork done. pt recieved ativan 2mg in ED
    CV: ST 110s, QRS 102 @ 0400. BP 100s/60s
    Resp: AC 500x14/5/40%. ABG 7.48/34/140 on bicarb
    tox following, poison control aware
    Social: sister [[PERSON:Tonya]] found pt at pt's apt on [[LOCATION:Gilchrist Ave]], has pt's cat. pt's counselor at [[HOSPITAL:Marisfield Behavioral Health]] is [[STAFF:Stacy Falzone]], sister will call her [[DATE:Mon]]. ex-husband not to be given info per sister
    -[[STAFF:kmc]]""",
    """\
    [[DATE:tues]] am labs: k 3.9, mg 1.6 -> 2g iv. hct 30 stable. will send ptt @ 1000""",
    """\
    MICU Nursing Progress Note 0700-1900
    Pt: [[PATIENT:Anton Pfeiffenberger]]  MRN [[ID:5570-318-42]]
    [[AGE:86]] yo M w/ ischemic CM EF 15%, ESRD on HD MWF at [[HOSPITAL:Tullamore Dialysis]], PVD s/p R BKA [[DATE:2002]], DM2, MI [[DATE:'89]], CABG [[DATE:1993]], admitted [[DATE:4/7]] from [[HOSPITAL:the Ingersoll Pavilion]] w/ hypotension, missed HD x2
    Neuro: a+ox2, intermittently confused, calm. no sedation
    CV: SR 60s w/ freq PVCs. BP 80s-90s/40s, MAP 58-62 on dopa 5mcg/kg/min. not a candidate for HD per renal [[STAFF:Dr. Ezeilo]] unless pressors off
    Resp: 4L NC sats 92%, crackles bilat bases
    GI: sips only. GU: anuric
    Family meeting @ 1300 w/ attending [[STAFF:Dr. Stavridis]], SW [[STAFF:Gina]], this RN, pt's dtrs [[PERSON:Rosemarie]] (HCP) and [[PERSON:Annaliese]], son [[PERSON:Dieter]], and the family's lawyer [[PERSON:Mr. Grodzicki]] at dtr's request
     [[STAFF:Dr. Stavridis]] reviewed that pt is dying and HD is not possible w/ current BP. family agreed to DNR/DNI, stop dopa, no further HD, comfort measures
     dtr [[PERSON:Annaliese]] upset, wanted pt's own nephrologist [[STAFF:Dr. Rehm]] at [[HOSPITAL:TCMC]] called first, done by [[STAFF:Dr. Stavridis]] @ 1430, he agrees
     lawyer reviewed pt's living will dated [[DATE:1999]] w/ family, clear re: no life support
     son [[PERSON:Dieter]] is from [[LOCATION:Salzburg]], [[LOCATION:Austria]], staying at pt's house on [[LOCATION:Sauerbrun Rd]]
    Comfort measures started @ 1600: dopa off, morphine gtt 1mg/hr, ativan prn. [[PERSON:Fr. Osinski]] from pt's parish, [[HOSPITAL:St. Wolfgang's]], in to anoint @ 1700
    Pt resting, RR 18-22, appears comfortable, family at bedside
    [[STAFF:Dervla]] RN""",
    """\
    CCU NURSING PROGRESS NOTE 7A-7P
    PT [[PATIENT:MR. PETRONIO]] HD 2 W/ NSTEMI, CATH [[DATE:TUES]] W/ DES TO RCA. R RADIAL SITE C/D/I, TR BAND OFF @ 1000
    CV: SR 60S-70S, BP 120S/70S. ASA/PLAVIX/LOPRESSOR 25 BID. NO CP
    RESP: RA. GI: CARDIAC DIET. GU: VOIDING
    PT WORKED 35 YRS AT [[HOSPITAL:KOVAR TOOL & DIE]], STILL SMOKES 1PPD, CESSATION INFO GIVEN. HE SAYS HE WILL QUIT "WHEN THE BROWNS WIN"
    PT'S NIECE [[PERSON:ROSALIE]] CALLED FROM [[LOCATION:BUFFALO]], UPDATED W/ PT'S OK
    DISPO: FLOOR TONIGHT, HOME [[DATE:SAT]] W/ F/U [[STAFF:DR. BRENNECKE]] IN 2 WKS
    -[[STAFF:DM]]""",
    """\
    ccu npn 7p-7a
    [[AGE:72]] yo f w/ nstemi, trop 4.2, sent from [[HOSPITAL:ocgh]] [[DATE:10/30]]. cath [[DATE:10/31]] @ 0900: 3vd, cabg consult w/ [[STAFF:dr. hurd]]
    hx: htn, dm2, tia [[DATE:2000]], hysterectomy [[DATE:'78]]
    neuro: a+ox3. cv: sr 70s, bp 120s/70s. heparin 900u/hr, ptt 68. nitro 20mcg/min for cp 3/10 -> 0/10
    resp: ra. gu: voiding. r fem site soft, no hematoma
    pt's husband [[PERSON:walter]] at bedside, updated. pt's pcp is [[STAFF:dr. sokolowski]] in [[LOCATION:marlowe junction]]
    -[[STAFF:dot]]""",
    """\
    CCU Nursing Progress Note 1900-0700
    Pt: [[PATIENT:Nora Lynskey]]   DOB [[DATE:7/19/1914]]   MR# [[ID:0045-772-31]]
    [[AGE:91]] yo F w/ critical AS (AVA 0.6), CHF, CRI, admitted [[DATE:3/27]] after syncope at [[HOSPITAL:Carroway Terrace]] (assisted living), s/p balloon valvuloplasty today @ 1300 in cath lab by [[STAFF:Dr. Brennecke]]. hx: CAD, PPM [[DATE:1998]] for SSS, hip fx [[DATE:'01]], macular degeneration
    Neuro: a+ox3 (sharp), HOH, hearing aid L ear
    CV: V paced 70 / SR 70s. BP 98/52 -> 110s/50s. gradient 60 -> 28 per cath report. R fem venous + arterial sheaths pulled @ 1700, pressure held 30 min, site soft, DP/PT 1+ by doppler
     K 3.1 -> 20meq IV x2. Mg 2.0
    Resp: 2L NC sats 95%, fine crackles bases. lasix 20 IV x1
    GI: tol cardiac diet, ate 75% of supper. no BM
    GU: voiding in bedpan, I/O 900/700
    Pain: R groin 3/10, tylenol
    Skin: frail, bruised arms, intact
    Social: [[PATIENT:Miss Lynskey]] is a retired schoolteacher, never married. nephew [[PERSON:Finbar]] is HCP, lives in [[LOCATION:Albany]], drove in today and is staying at pt's apt. niece [[PERSON:Treasa]] (his sister) called from [[LOCATION:Boston]]
     pt asked for communion in am, pastoral care [[STAFF:Sr. Immaculata]] to bring
     pt very clear she wants to go back to [[HOSPITAL:Carroway Terrace]], "not a nursing home"
    Plan: bedrest until 2300, echo in am, ?back to [[HOSPITAL:Carroway Terrace]] w/ VNA [[DATE:4/1]]
    -[[STAFF:Kristen]]""",
    """\
    MICU NPN 1900-0730
    PT: [[PATIENT:RUSNAK, ANDREJ]]   MR # [[ID:3098-772-14]]
    [[AGE:77]] YO M W/ COPD (FEV1 0.7), CAD, CHF, HTN, EX-SMOKER X30 YRS, TURP [[DATE:1995]], COLON CA DX [[DATE:2004]] S/P RESECTION AT [[HOSPITAL:MSVH]]. ADMITTED [[DATE:2/18]] W/ COPD FLARE, INTUBATED [[DATE:2/19]] @ 0530 AFTER FAILING BIPAP
    NEURO: SEDATED ON PROPOFOL 25, RASS -2. WAKES TO VOICE, NODS, MAE. STRENGTH 4/5 X4
    CV: SR 80S-90S W/ OCC PAC. BP 150/70 -> 120/60 AFTER SEDATION. NO GTTS
    RESP: AC 500X14/5/50% -> 40%. ABG 7.30/62/78 -> 7.36/55/82. PEAK 38 PLAT 22. LS DIMINISHED W/ EXP WHEEZE. ALBUTEROL/ATROVENT MDI Q4H. SOLUMEDROL 80 IV Q8
     SX SMALL THICK YELLOW
    GI: OGT TO LWS, TF TO START IN AM. PEPCID
    GU: FOLEY 40-70CC/HR. I/O 1650/1300
    ID: AFEBRILE. AZITHRO/CEFTRIAXONE. SPUTUM CX PENDING
    ENDO: FSBS 200S ON STEROIDS, SSI
    SKIN: INTACT
    SOCIAL: WIFE [[PERSON:ZUZANA]] ([[PHONE:330-555-0165]]) AT BEDSIDE UNTIL 2100, DOES NOT DRIVE, NEIGHBOR [[PERSON:MR. PETRUCELLI]] BROUGHT HER. PT AND WIFE LIVE ON [[LOCATION:RIDGEWAY ST]] IN [[LOCATION:KILBRENNAN HEIGHTS]]. SON [[PERSON:MILAN]] IS A FIREFIGHTER IN [[LOCATION:YOUNGSTOWN]], WILL COME [[DATE:SAT]]. DTR [[PERSON:KATARINA]] LIVES IN [[LOCATION:KOSICE]], CALLED VIA SON
     PT'S PCP [[STAFF:DR. KUBIAK]] CALLED FOR UPDATE
    CODE: FULL
    PLAN: SBT IN AM IF FIO2 40%
    [[STAFF:TRUDY]] RN""",
    """\
    dtr [[PERSON:colleen]] brought in pt's hcp form and living will from [[DATE:2001]], copies to chart. -[[STAFF:ab]]""",
    """\
    D: PT [[PATIENT:MRS. GERAGHTY]] C/O SOB @ 0200, RR 34, SATS 86% ON 4L, CRACKLES 2/3 UP, BP 178/96. HX CHF, AS, MI [[DATE:2001]]
    A: H.O. [[STAFF:DR. BALASUBRAMANIAN]] TO BEDSIDE. LASIX 80 IV, NTG 0.4 SL X2, NITRO GTT TO 60MCG/MIN, BIPAP 12/5 50%. ABG 7.29/49/62 -> 7.38/42/88
    R: UO 1100CC BY 0500. RR 22, SATS 95%, BP 130/70. PT MORE COMFORTABLE, STILL ON BIPAP
    PT'S DTR [[PERSON:SHEILA]] CALLED @ 0300 (NH CALLED HER), UPDATED. PT LIVES AT [[HOSPITAL:THORNBURY HOUSE]] ASSISTED LIVING ON [[LOCATION:CALVARY HILL RD]]
    [[STAFF:GERT]]""",
    """\
    Foley d/c'd @ 0600, to void by 1400. May have clears, tol sips. Pain 3/10, percocet 5/325 x1. Will stay on the unit until a bed on the floor.""",
    """\
    micu npn 7p-7a
    pt [[PATIENT:mr. vukovich]] [[AGE:81]] yo m adm [[DATE:12/22]] from home w/ urosepsis, rigors, hypotension. hx: parkinson's dx [[DATE:1997]], bph, cri, afib, ppm [[DATE:2003]], l tkr [[DATE:'99]]
     followed by neuro [[STAFF:dr. mahoney-ruiz]] at [[HOSPITAL:lvgh]] parkinson's clinic, urology [[STAFF:dr. laffey]], cards [[STAFF:dr. wasik]] (pacer checks at [[HOSPITAL:pembrook memorial]])
    neuro: a+ox2, pateint hallucinating at times (sees cats), no haldol d/t parkinson's, seroquel 12.5 x1 @ 2300 per h.o. sinemet 25/100 qid, do not hold
    cv: paced 70, bp 90s/50s after 3l ns, map >60 no pressors. lactate 2.9 -> 1.6
    resp: 2l nc sats 95%, aspiration precautions, hob 30
    gi: mech soft, thin liquids per speech. bm x1
    gu: coude foley placed by urology, 50-90cc/hr. cr 2.0 (baseline 1.6)
    id: tmax 102.6 @ 1900, cultured, cefepime. ucx from [[HOSPITAL:lvgh]] urology office [[DATE:12/19]] w/ pseudomonas
    skin: intact
    social: pt lives w/ wife [[PERSON:zora]] on [[LOCATION:wyckoff ln]] in [[LOCATION:ardwick mills]], has vna from [[HOSPITAL:greater ardwick vna]] 2x/wk (nurse [[STAFF:pam]]). dtr [[PERSON:jelena]] and son-in-law [[PERSON:craig]] in, want pt home for [[DATE:christmas]]. grandson [[PERSON:nikola]] calls nightly from [[LOCATION:milwaukee]]. pt and wife came from [[LOCATION:croatia]] in [[DATE:1956]]. meds filled at [[HOSPITAL:ardwick drug]], dtr brought list
     wife's # [[PHONE:716-555-0173]]
    plan: cont abx, pt/ot, ?floor [[DATE:12/24]]
    -[[STAFF:finola]]""",
    """\
    TRANSFER NOTE
    PT [[PATIENT:MR. SZCZEPANEK]] ([[AGE:70]]) IN MICU [[DATE:11/2]]-[[DATE:11/6]] W/ COPD FLARE/PNA, BIPAP X2 DAYS, NOW 2L NC SATS 93%. NEBS Q4H, PREDNISONE 40 PO
    CV: SR 80S, BP 130/70. NEURO: A+OX3. GI: TOL DIET. GU: VOIDING. SKIN INTACT
    TRANSFERRED TO 4 WEST @ 1500, REPORT TO [[STAFF:FLORENCE]] RN. BELONGINGS (GLASSES, CELL PHONE) W/ PT. WIFE [[PERSON:BARBARA]] AWARE
    PT'S PULMONOLOGIST [[STAFF:DR. LESNIAK]] TO FOLLOW ON FLOOR
    [[STAFF:TRUDY]] RN""",
    """\
    npn 7a-7p
    pt is [[AGE:96]], dnr/dni, cmo since [[DATE:sun]]. morphine gtt 2mg/hr, scopolamine patch, mouth care q2h. rr 8-12 w/ apneic periods, mottled ble
    pt came from [[HOSPITAL:wyndmoor]] nh [[DATE:11/12]], had been on hospice there
    pt's 3 dtrs ([[PERSON:monica]], [[PERSON:veronica]] and [[PERSON:mary pat]]) at bedside all day, said the rosary w/ [[STAFF:sr. bonaventure]] from pastoral care
    family requests funeral mass at [[HOSPITAL:st. stanislaus]] in [[LOCATION:lower marlbeck]], funeral home is [[HOSPITAL:kozlowski funeral home]], info in chart
    hospice rn [[STAFF:jodi]] from [[HOSPITAL:valley hospice]] called, will come in [[DATE:mon]]
    -[[STAFF:kpm]]""",
    """\
    [[PATIENT:Mrs. Tobiasz]]'s dtr [[PERSON:Ewa]] called, will bring pt's hearing aids and rosary [[DATE:Wed]]. -[[STAFF:Kristen]]""",
    """\
    CCU Nursing Progress Note 7p-7a
    Pt: [[PATIENT:Leokadia Jurgielewicz]]   Unit # [[ID:8812-045-63]]
    [[AGE:78]] yo F admitted [[DATE:1/1]] w/ ant STEMI, CP started while ringing in [[DATE:new years]] at her dtr's, sent from [[HOSPITAL:Carverton Memorial]] ED after TNK, cath here w/ rescue PCI to LAD. hx: HTN, DM2, hypothyroid, CVA [[DATE:'98]], PPM [[DATE:1998]]
    Neuro: a+ox3, anxious, ativan 0.5 IV x1
    CV: SR 90s-100s w/ runs of NSVT 5-7 beats, MD aware, amio 150 IV then gtt 1mg/min. BP 88/50 -> dopa 5 -> BP 98/52. IABP not placed (PVD)
     Swan: PA 44/24, PCWP 22, CI 1.8 -> 2.1 on dobutamine 5. SVO2 55-61
     R fem sheath pulled @ 2200 by fellow [[STAFF:Dr. Szafranski]] (pager [[PHONE:555-0106]]), pressure held 25 min, site soft
     heparin 800u/hr, integrilin off @ 0200
    Resp: 4L NC sats 94%, crackles bases, lasix 40 IV @ 0000 w/ 700cc
    GI: NPO after MN. GU: Foley, I/O 1450/1200
    Labs: CK 2900 -> 3400, trop 62. K 3.1 -> 40meq, Mg 1.6 -> 2g
    Skin: intact
    Social: pt's dtr [[PERSON:Malgorzata]] and son-in-law [[PERSON:Ron]] in until 0100, updated by [[STAFF:Dr. Szafranksi]]. they live in [[LOCATION:Halstow]]
     pt's cardiologist [[STAFF:Dr. Lachmann]] at [[HOSPITAL:CVMH]] aware. other dtr [[PERSON:Urszula]] lives in [[LOCATION:Vilnius]], [[LOCATION:Lithuania]], dtr will call her in am
     pt was independent, lives alone on [[LOCATION:Sobieski St]], still drives, volunteers at [[HOSPITAL:St. Adalbert's]] food pantry
    Plan: ?CABG vs medical mgmt, CT surg eval in am
    [[STAFF:Maura]], RN""",
    """\
    sbp 80s, 500cc ns bolus per h.o. [[STAFF:lindemann]]. uo 20cc/hr x2h. will recheck lactate @ 0400""",
    """\
    MICU NSG NOTE
    PT [[PATIENT:MRS. SPADAFORE]] [[AGE:92]] YO F FROM [[HOSPITAL:WYNDMOOR]] NH W/ BRBPR, HCT 32 -> 22. HX: DIVERTICULOSIS, LGIB [[DATE:2005]], AFIB (NO COUMADIN), ALZHEIMER'S, CVA [[DATE:'02]]
    2U PRBC, HCT 27. BRB X2 OVERNIGHT SMALL AMTS. GI [[STAFF:DR. KOWALIK]] AWARE, NO SCOPE PER FAMILY
    NEURO: A+OX1, PLEASANT. CV: AFIB 80S-100S, BP 110/60. RESP: RA. GU: FOLEY, UO 40CC/HR
    SON [[PERSON:SALVATORE]] (HCP) AND DTR-IN-LAW [[PERSON:JOANN]] IN, DNR/DNI CONFIRMED. THEY WANT HER BACK TO [[HOSPITAL:WYNDMOOR]] AS SOON AS POSSIBLE
    [[STAFF:DM]] RN""",
    """\
    micu npn 0700-1930
    pt [[PATIENT:darryl kreidler]]   mrn [[ID:6604-219-88]]
    [[AGE:63]] yo m w/ mr/cp, seizure d/o, lives at group home ([[HOSPITAL:corbin house]] on [[LOCATION:gilchrist ave]]) x20 yrs, admitted [[DATE:7/3]] w/ aspiration pna and status epilepticus, intubated at [[HOSPITAL:sjgh]] ed [[DATE:7/2]]
    neuro: off propofol since 0600. opens eyes, no commands (baseline nonverbal per group home). no sz activity. keppra/dilantin, dilantin level 11.2
    cv: sr 70s bp 110s/60s
    resp: cpap 5/5 40% since 0900, rr 16-20, tv 400s. extubated @ 1400 to 40% cool neb, abg 7.41/39/92. weak cough, nt sx x2 thick tan
    gi: npo, speech eval [[DATE:mon]]. d5 1/2ns @ 75
    gu: foley 60/hr
    id: tmax 100.2. unasyn day 3
    skin: intact, helmet for sz protection at bedside
    lines: r picc placed today
    social: pt's legal guardian is [[PERSON:ms. heffernan]] from [[HOSPITAL:marlbeck county guardianship program]], called & updated, she gave consent for picc by phone w/ 2 rn witness ([[PHONE:607-555-0128]]). his brother [[PERSON:curtis]] visits on holidays, last at [[DATE:thanksgiving]]
     group home staff [[PERSON:lamont]] in to sit w/ pt this pm, brought his blanket
     pt was born in [[DATE:1942]] and lived at the old [[HOSPITAL:marlbeck state school]] until it closed
    -[[STAFF:jkl]] rnc""",
    """\
    [[DATE:TUES]] AM: FAMILY MTG SET FOR 1400 W/ [[STAFF:DR. STAVRIDIS]], DTR [[PERSON:ROSEMARIE]] AWARE. [[STAFF:RMCG]]""",
    """\
    NPN 7a-7p
    Pt [[PATIENT:Mr. Heintzelman]] [[AGE:74]] HD 3 w/ CHF, EF 20%, AICD [[DATE:2004]], MI [[DATE:1990]], DM2. diuresing well on lasix gtt 10mg/hr, I/O 1100/3200, wt 96.2 (adm 99.8). K 3.1 -> 40meq x2. Cr 1.7
    Neuro: a+ox3. Resp: 3L NC -> 2L, sats 95%. GI: 2g Na, 1.5L fluid restriction. pt sneaking ginger ale from visitors, reinforced
    Pt followed by cardiologist [[STAFF:Dr. Albrecht]] at [[HOSPITAL:the Pembrook Heart Center]] and PCP [[STAFF:Dr. Spagnuolo]]; both faxed d/c summary per pt request, fax [[PHONE:419-555-0149]]
    lives w/ wife [[PERSON:Evelyn]] on [[LOCATION:Hartranft St]] in [[LOCATION:South Brimsdale]]. wife has Alzheimer's, their son [[PERSON:Gary]] is staying w/ her. pt worried re: bill from the ambulance, SW aware
    -[[STAFF:Kristen]]""",
    """\
    micu npn 7p-7a
    pt [[PATIENT:teodora brzezinski]] [[AGE:82]] yo f on coumadin for afib (inr 3.6), fell at home [[DATE:10/14]] on cellar stairs, found by neighbor [[PERSON:mrs. o'gorman]], brought by [[HOSPITAL:oxbury ems]] to [[HOSPITAL:sjgh]]. ct: l sdh 1.2cm w/ 5mm shift, sent here. seen by nsurg [[STAFF:dr. whitcomb-ayala]], no surgery for now
    neuro: a+ox2, r pronator drift, r grip 4/5. perrl 3mm. neuro checks q1h, unchanged overnight. dilantin 100 tid
    cv: afib 70s-90s, sbp goal <160, hydral 10 iv x2 for sbp 170s
    heme: inr 3.6 -> ffp 4u + vit k 10 iv -> inr 1.4 @ 0300. coumadin held indefinitely per nsurg
    resp: ra sats 96%. gi: npo after mn for ?repeat ct. gu: voiding. i/o 1800/600
    skin: l forehead hematoma, abrasion l elbow
    social: pt lives alone in a 2 family house on [[LOCATION:carbon st]] in [[LOCATION:oxbury]], rents the upstairs to a young couple. neighbor [[PERSON:mrs. o'gorman]] called twice, was not on info list. pt gave permission @ 2200 for her to be told "everything", added to list
     son [[PERSON:raymond]] (hcp) drove in from [[LOCATION:mount carrick]], arrived 2330, updated. dtr [[PERSON:lorraine]] lives in [[LOCATION:phoenix]], calling in am
     pt's pcp [[STAFF:dr. szymborski]] and the coumadin clinic at [[HOSPITAL:oxbury family practice]] notified by msg
     pt is full code, son to discuss w/ his sister
    plan: repeat ct head [[DATE:10/15]] @ 0600, neuro checks q1h, ?hold asa
    -[[STAFF:jkl]] rnc""",
    """\
    MICU NPN 7A-7P
    PT: [[PATIENT:THELMA MOYNIHAN]]   MRN [[ID:1185-663-20]]
    [[AGE:83]] YO F FROM [[HOSPITAL:SORRELL COURT]] ASSISTED LIVING, S/P R HIP ORIF [[DATE:5/2]] AT [[HOSPITAL:BKRH]], D/C'D TO [[HOSPITAL:KESSINGTON REHAB]] [[DATE:5/6]], FOUND HYPOXIC/HYPOTENSIVE THERE [[DATE:5/9]]. CTA: SADDLE PE. HX: HTN, BREAST CA [[DATE:1986]] S/P MASTECTOMY, OSTEOPOROSIS
    NEURO: A+OX3, FRIGHTENED. MAE, R LEG WEAK POST OP
    CV: ST 120S -> 100S. BP 84/50 ON ARRIVAL, LEVOPHED 0.1 -> 0.03. ECHO: RV DILATED. TPA 100MG OVER 2H @ 0800 PER [[STAFF:DR. GUTKNECHT]] AFTER D/W ORTHO [[STAFF:DR. LOMBARDI-PRICE]]. HEPARIN GTT @ 1100, PTT 74
    RESP: 6L NC + 50% FM SATS 90-94%. RR 26 -> 20
    GI: NPO -> CLEARS @ 1500. GU: FOLEY 30-60CC/HR
    HEME: HCT 31 -> 29, NO BLEEDING FROM HIP INCISION. PLT 210. FIBRINOGEN 240
    SKIN: R HIP INCISION C/D/I, STAPLES
    SOCIAL: PT IS WIDOWED, NO CHILDREN. NIECE [[PERSON:PEGGY]] ([[PHONE:607-555-0156]]) IS HCP, LIVES IN [[LOCATION:WEST HOLLISFORD]]. PT'S FRIEND [[PERSON:MILDRED]] FROM [[HOSPITAL:SORRELL COURT]] CALLED X3. REHAB LIAISON [[STAFF:KRISTA]] CALLED RE: BED
    CODE: FULL, PT CLEAR SHE WANTS EVERYTHING "AT LEAST TIL MY BIRTHDAY" IN [[DATE:JUNE]]
    PLAN: HEPARIN, WEAN LEVO, ?IVC FILTER
    [[STAFF:TRUDY]] RN""",
    """\
    Niece [[PERSON:Peggy]] brought pt's own eye drops from home, ok to use per [[STAFF:Dr. Gutknecht]]. Pt in a sunny mood today.""",
    """\
    ccu npn 7a-7p
    pt [[PATIENT:bodnar]], [[AGE:89]] yo f w/ syncope at church [[DATE:sun]], chb on arrival to [[HOSPITAL:olgh]] ed, temp wire placed there and sent here. ppm placed today @ 1100 by [[STAFF:dr. kaczmarczyk]], l chest site c/d/i, sling on
    hx: htn, ckd, breast ca [[DATE:'91]], bell's palsy as a young woman
    neuro: a+ox3, hard of hearing. cv: v paced 70. bp 140s/70s. resp: ra. gu: voiding
    pt lives w/ her son [[PERSON:laszlo]] in the [[LOCATION:hungarian hill]] section, parishioner at [[HOSPITAL:st. gellert's]]. son works nights at [[HOSPITAL:vogel tool & die]]
    plan: cxr in am, home [[DATE:wed]] w/ device clinic f/u at [[HOSPITAL:olgh]]
    -[[STAFF:kmc]]""",
    """\
    MICU NPN 1900-0730
    PT [[PATIENT:MR. LACKOWSKI]] [[AGE:62]] YO M W/ SEVERE ACUTE PANCREATITIS (ETOH), HD 4. NPO, NGT TO LWS 300CC BILIOUS. TPN @ 80. PAIN 6/10 -> 3/10 W/ DILAUDID PCA
    CV: ST 100S, BP 140/80. RESP: 4L NC SATS 94%, L PLEURAL EFFUSION ON CXR. GU: FOLEY 50-80CC/HR
    LABS: CA 7.6, GLUC 180S, SSI. LIPASE 1900 -> 640
    WIFE [[PERSON:HELENA]] CALLED X3 OVERNIGHT, VERY ANXIOUS, REASSURED. SHE WORKS 2ND SHIFT AT [[HOSPITAL:BRIMSDALE PAPER]], WILL BE IN AFTER 1500 [[DATE:SUN]]
    [[STAFF:BERNIE]]""",
    """\
    MICU Nursing Progress Note 1900-0730
    Pt: [[PATIENT:Kazimierz Wojtowicz]]   MRN [[ID:7043-518-09]]
    S: "I just slipped on the ice getting the mail"
    O: [[AGE:90]] yo M found on kitchen floor by his mail carrier [[DATE:1/27]] am, down ?24h, temp 31.8 on arrival to [[HOSPITAL:SJGH]] ED, brought by [[HOSPITAL:Marlbeck Fire & Rescue]]. hx: HTN, BPH, glaucoma, MI [[DATE:'85]], L hip fx [[DATE:2000]]
     Neuro: a+ox2 (not to date), HOH, moves all, no focal deficits. CT head neg
     CV: SR 50s -> 70s w/ rewarming, temp 36.9 @ 2300 w/ Bair Hugger + warm IVF. BP 98/52 -> 120s/60s. no pressors
     Resp: 2L NC sats 96%
     GU: Foley, urine tea colored. CK 14,800 -> 11,200. Cr 2.3 -> 1.9. NS + bicarb @ 200/hr, UO 150-250/hr
     Labs: K 5.4 -> 4.6
     Skin: stage 1 L hip/shoulder from lying on floor, pressure dsg
    A: hypothermia/rhabdo, improving. independent prior to this
    P: cont IVF, CK q6h, PT/OT, SW for home safety eval/lifeline
    Social: pt lives alone in the family house on [[LOCATION:Goosefoot Hill Rd]] in [[LOCATION:Oxbury]] since his wife [[PERSON:Stefania]] died in [[DATE:'03]]. son [[PERSON:Edward]] lives in [[LOCATION:Rochester]], [[LOCATION:N.Y.]], called x2, will drive in [[DATE:Sat]]. dtr [[PERSON:Wanda]] and her husband [[PERSON:Hal]] winter in [[LOCATION:Sarasota]], [[LOCATION:Fla]], dtr flying up [[DATE:Fri]]
     neighbor [[PERSON:Mr. Dabrowski]] usually checks on pt but was away for the weekend. pt's PCP [[STAFF:Dr. Pennington]] ([[HOSPITAL:Oxbury Family Practice]]) notified
    -[[STAFF:Dervla]] RN""",
    """\
    family (dtr [[PERSON:wanda]] and granddaughter [[PERSON:kasia]]) in, pt joking w/ them, a joy to see. -[[STAFF:kpm]]""",
    """\
    PT [[PATIENT:ZABOROWSKI, HENRYK]] ([[AGE:69]]) TRANSFERRED TO [[HOSPITAL:QVUH]] CSRU [[DATE:8/14]] @ 1620 VIA [[HOSPITAL:NORTHSTAR AIR]] FOR EMERGENT AVR/CABG, ACCEPTING [[STAFF:DR. IVANCIC]]
    REPORT CALLED TO [[STAFF:MARNIE]] RN @ 1545. COPY OF CHART, CATH CD, XRAYS SENT
    VS PRIOR: HR 80S SR, BP 100/60, 2L NC 96%. HEPARIN 1000U/HR. IABP 1:1 PLACED HERE [[DATE:8/13]]
    WIFE [[PERSON:KRYSTYNA]] DRIVING THERE W/ SON [[PERSON:PAWEL]], GIVEN DIRECTIONS. BELONGINGS (WATCH, DENTURES) W/ WIFE
    [[STAFF:JLR]]""",
    """\
    HCP (granddaughter [[PERSON:Tiffani]]) gave phone consent for PICC, 2 RN witness ([[STAFF:Sinead]]/[[STAFF:Maura]]).
    Temp rose to 101.2 @ 1600, pan cultured, MD aware.""",
    """\
    micu npn 7p-7a
    pt [[PATIENT:mrs. mcquillan]] [[AGE:87]] yo f sent from [[HOSPITAL:larchmere pavilion]] [[DATE:9/26]] w/ na 168, bun 112, cr 2.8, lethargy. hx: alzheimer's, cva [[DATE:2001]], dm2, hypothyroid, recurrent uti's
    neuro: opens eyes to name, moans, not following. more alert by 0400
    cv: st 110s -> 90s. bp 98/52 -> 120s/60s after 2l ns
    resp: ra sats 97%. ls clear
    gi: npo, d5w @ 125 per h.o., na q4h: 168 -> 164 -> 161. goal drop <10/24h
    gu: foley placed, 20cc/hr -> 60cc/hr. concentrated
    id: tmax 100.1, ucx sent. cipro
    skin: dry mucous membranes. stage 2 sacrum 3x3, stage 1 r heel. wound rn consult placed
    social: dtr [[PERSON:kathleen]] in @ 2100, very upset re: pt's condtion on arrival, states she visited [[DATE:sat]] and pt was "eating fine". she has asked for copies of nh records and says she will call her lawyer. nursing supervisor [[STAFF:bridget walsh-rooney]] aware, spoke w/ dtr
     dtr [[PERSON:kathlene]] is hcp, cell [[PHONE:315-555-0197]]. son [[PERSON:neal]] lives in [[LOCATION:galway]]
     nh don [[STAFF:mrs. scaglione]] called @ 2300, will fax mar and nursing notes
    plan: slow free water correction, ?peg discussion w/ family, care conf [[DATE:mon]]
    -[[STAFF:gert]] rn""",
    """\
    CCU NPN 7P-7A
    PT [[PATIENT:MRS. CANAVAN]] [[AGE:80]] YO F W/ SYMPTOMATIC BRADY (HR 30S), ON BB + DILT AT HOME. TEMP WIRE VIA R IJ, VVI 60. PPM [[DATE:WED]] W/ [[STAFF:DR. KACZMARCZYK]] IF NO RECOVERY
    NEURO: A+OX3. RESP: RA. CV: PACED 100%. BP 110/60. GU: VOIDING IN COMMODE W/ ASSIST
    PT'S PCP [[STAFF:DR. SPAGNUOLO]] CALLED FOR UPDATE, GIVEN BY FELLOW [[STAFF:DR. SZAFRANSKI]]
    HUSBAND [[PERSON:FRANCIS]] AT BEDSIDE UNTIL 2100, LIVES ON [[LOCATION:ST. CLEMENT PL]] IN [[LOCATION:MARLOWE JUNCTION]], DRIVES HIMSELF
    [[STAFF:RMCG]] RN""",
    """\
    npn 7p-7a
    [[AGE:58]] yo m w/ etoh withdrawal, last drink [[DATE:thurs]] pm, hx dts [[DATE:'04]] at [[HOSPITAL:sjgh]], w/d sz [[DATE:2006]]. ciwa 22 -> 8 w/ valium 20mg po x4, 10mg iv x2
    neuro: tremulous, diaphoretic, seeing bugs on the wall early in shift, now sleeping in naps. sz precautions, pads up
    cv: st 120s -> 90s. bp 170/100 -> 140/80. resp: ra. gi: thiamine/folate/mvi, tol diet. gu: voiding. k 3.1 -> 40meq, mg 1.4 -> 2g
    pt lives w/ his sister [[PERSON:vera]] over her bar on [[LOCATION:canal st]] in [[LOCATION:the bottoms]]. sister says he was doing well at [[HOSPITAL:hartigan house]] (halfway house) until [[DATE:labor day]]
    -[[STAFF:ab]]""",
    """\
    Pt d/c'd back to [[HOSPITAL:Wyndmoor]] via [[HOSPITAL:Brimsdale Ambulance]] @ 1130, report called to NH RN [[STAFF:Shondra]]. Son [[PERSON:Salvatore]] aware.""",
    """\
    MICU NSG NOTE 0700-1930
    PT: [[PATIENT:MRS. WLODARCZYK]] ([[AGE:71]])   MRN [[ID:9921-007-45]]
    ADMITTED [[DATE:4/19]] FROM [[HOSPITAL:OCGH]] ED W/ LITHIUM LEVEL 3.8, CONFUSION, COARSE TREMOR, ARF. HX: BIPOLAR D/O DX [[DATE:1968]] ON LITHIUM X30 YRS, HYPOTHYROID, HTN ON HCTZ/LISINOPRIL (STARTED [[DATE:3/28]] BY NEW PCP), CHOLE [[DATE:'82]]
    NEURO: A+OX1, MYOCLONIC JERKS, COARSE TREMOR BUE. NO SZ. SZ PADS UP
    CV: SR 50S-60S, QTC 490. BP 100/60
    RESP: RA SATS 97%. GI: NPO EXCEPT SIPS, ASP PRECAUTIONS
    GU: FOLEY. CR 2.9 (BASELINE 1.1). HD 0900-1300 VIA R IJ QUINTON PER RENAL [[STAFF:DR. EZEILO]]. LI LEVEL 3.8 -> 1.6 POST HD -> 1.9 @ 1800 (REBOUND), ?REPEAT HD TONIGHT
    IVF: NS @ 150
    SKIN: INTACT
    SOCIAL: HUSBAND [[PERSON:BOLESLAW]] AT BEDSIDE ALL DAY, STATES PT "HASN'T BEEN RIGHT SINCE [[DATE:PALM SUNDAY]]". PT'S PSYCHIATRIST [[STAFF:DR. OBERDORF]] AT [[HOSPITAL:BRIMSDALE MENTAL HEALTH CLINIC]] NOTIFIED, WILL SEE PT WHEN MORE ALERT
     DTR [[PERSON:ELZBIETA]] IS A NURSE AT [[HOSPITAL:CARVERTON MEMORIAL]], CALLED X2. GRANDSON [[PERSON:BRANDON]] CALLED FROM [[LOCATION:PITTSBURGH]]
     HUSBAND CALLED THEIR PHARMACY, [[HOSPITAL:MATYAS DRUG]], NO LITHIUM DOSE CHANGES SINCE [[DATE:2005]]
    PLAN: HD AGAIN @ 2200, LI LEVELS Q4H, PSYCH C/S
    [[STAFF:BERNIE]] RN""",
    """\
    micu nursing progress note 1900-0730
    pt: [[PATIENT:oberholtzer, arlene]]   mr# [[ID:4410-207-66]]
    [[AGE:67]] yo f w/ iddm since [[DATE:1962]], admitted [[DATE:12/31]] in dka (ph 7.02, glucose 844, ag 31) after 3 days of n/v, no insulin. also r foot ulcer w/ cellulitis. hx: cad s/p cabg [[DATE:1999]], cri, retinopathy (legally blind), l bka [[DATE:2003]], gastroparesis
    neuro: lethargic on arrival -> a+ox3 by 0300. mae
    cv: st 120s -> 90s. bp 98/52 -> 130s/70s after 4l ns
    resp: ra, kussmaul on arrival, now rr 18
    endo: insulin gtt 8u/hr -> 4u/hr, fsbs q1h 844 -> 412 -> 248 -> 188. d5 1/2ns @ 150 w/ 20kcl when bs <250. ag 31 -> 19 @ 0400. k 5.8 -> 3.1 -> 40meq iv
    gi: emesis x2 bilious, zofran. npo
    gu: foley, 100-200cc/hr. cr 2.1
    id: tmax 100.9, vanc/zosyn for foot, podiatry [[STAFF:dr. mccaffery]] to see in am
    skin: r foot 1st met head ulcer 2cm, foul, dressed. heels floated
    social: pt lives w/ husband [[PERSON:roger]] on a farm outside [[LOCATION:tollerton]]. he is [[AGE:72]] and recovering from his own hip replacement, could not get her in until dtr came
     dtr [[PERSON:tammy]] (hcp) and her kids spent [[DATE:new years eve]] in the family waiting room. pt's sister [[PERSON:irma]] called from [[LOCATION:indiana]]
     pt's endocrinologist [[STAFF:dr. pohlmann]] at [[HOSPITAL:tollerton clinic]] wants a call in am, # [[PHONE:989-555-0125]]
    plan: close ag, overlap sq lantus, foot xray r/o osteo
    -[[STAFF:sinead]]""",
    """\
    D: Pt [[PATIENT:Mr. Stoltzfus]] coughing/choking on supper tray @ 1730 (had just said grace w/ his wife), sats 84% on 2L, RR 30s, coarse BS R base. hx Parkinson's, dysphagia (nectar thick), CVA [[DATE:'04]]
    A: suctioned orally + NT for food particles, 100% NRB. h.o. [[STAFF:Dr. Lindemann]] to bedside, ABG 7.38/36/58 -> 7.40/35/88 on 50% face tent. CXR: new RLL infiltrate. unasyn started. NPO, speech to re-eval
    R: sats 94% on 50% FT, RR 22, more comfortable
    wife [[PERSON:Lydia]] updated, says pt sneaks thin liquids at home when she's not looking. pt is [[AGE:88]], they live on the family farm in [[LOCATION:Beiler Hollow]]
    -[[STAFF:Kristen]]""",
    """\
    PT'S DTR [[PERSON:MADELINE]] CALLED FROM [[LOCATION:FLA]], FLYING HOME EARLY [[DATE:4/2]]. UPDATED. -[[STAFF:DM]]""",
    """\
    micu nsg note 0700-1900
    pt: [[PATIENT:ruppert, dorothea]]   mrn [[ID:3350-881-72]]
    [[AGE:93]] yo f w/ end stage copd on 3l home o2, chf, afib, cva [[DATE:'00]], intubated [[DATE:11/20]] for hypercarbic failure (abg 7.14/98/60) after failing bipap, unable to wean x6 days. has lived at [[HOSPITAL:harlowe manor]] since [[DATE:2002]]
    neuro: off sedation, opens eyes, squeezes hands, shakes head "no" to trach when asked by dtr
    resp: ac 450x14/5/40%. sbt 30 min this am, rr 40s, failed. ls diminished
    cv: afib 80s-100s, bp 110s/60s
    family meeting @ 1100 w/ [[STAFF:dr. aquilina]], sw [[STAFF:gina]], [[STAFF:fr. kieran]] (chaplain) and family: dtr [[PERSON:wilma]] (hcp), her husband [[PERSON:virgil]], son [[PERSON:glenn]] from [[LOCATION:lansing]], [[LOCATION:mich]], and grandchildren [[PERSON:jenna]], [[PERSON:tyler]] and [[PERSON:megan]]
     family states pt always said she did not want "to live on a machine", and her advance directive (done w/ her lawyer [[PERSON:atty. harkness]] in [[DATE:1997]]) says the same
     plan made to extubate to comfort after her brother [[PERSON:fr. boniface]] arrives from [[HOSPITAL:mount tabor priory]] to anoint her
    comfort measures: extubated @ 1520 to 4l nc, morphine gtt 2mg/hr + 2mg bolus x2 for rr 36, ativan 1mg iv x1, robinul. rr 20s, appears comfortable
     family at bedside, sang hymns, [[PERSON:fr. boniface]] led prayers
     pt died @ 1810 w/ family present, [[STAFF:dr. balasubramanian]] pronounced. med examiner declined case
     nh ([[HOSPITAL:harlowe manor]]) and pcp [[STAFF:dr. szymborski]] notified. funeral home is [[HOSPITAL:brennan & sons]], dtr to call them
    -[[STAFF:dervla]] rn""",
    """\
    CCU NPN 7P-7A
    [[PATIENT:MR. OKONIEWSKI]] [[AGE:76]] YO M W/ AF RVR 150S, SENT FROM [[HOSPITAL:KMVH]] [[DATE:3/8]]. DILT GTT 15MG/HR -> CONVERTED TO SR @ 0215 AFTER AMIO 150 IV
    HX: CHF EF 40%, COPD, ETOH, CABG [[DATE:1994]], AAA 4.2CM FOLLOWED BY [[STAFF:DR. RUSSO-KIM]] AT [[HOSPITAL:KMVH]] VASC CLINIC
    NEURO: A+OX3. RESP: 2L NC. GI: TOL DIET. GU: VOIDING, I/O 900/1400
    INR 1.3, HEPARIN 1000U/HR, COUMADIN 5 TONIGHT
    PT ASKED THAT HIS BUDDY [[PERSON:SKIP]] (NEIGHBOR ON [[LOCATION:QUAKER LN]]) BE CALLED RE: HIS DOG, DONE
    [[STAFF:PJ]]""",
    """\
    oob to chair via hoyer x2h, tol well. strength 4/5 ue, 3/5 le. mark on r heel unchanged, heel boots on. will cont to monitor""",
    """\
    MICU NPN 0700-1900
    Pt [[PATIENT:Mr. Lindborg]] [[AGE:80]] yo M ESRD on HD TTS at [[HOSPITAL:Gorsline Dialysis]], admitted [[DATE:2/3]] w/ HCAP, hypotension during HD. hx: DM2, CAD s/p stents [[DATE:2005]], L AVF [[DATE:'03]], gout
    Neuro: a+ox3, pleasant. CV: SR 70s, BP 90s/50s, midodrine started. Resp: 3L NC, sats 93%. ID: vanc/cefepime (dosed w/ HD), Tmax 100.4
    GU: anuric. HD here [[DATE:Thurs]], 2L off. renal [[STAFF:Dr. Rehm]] following
    Pt is from the [[LOCATION:Lorrainville]] section of [[LOCATION:Carverton]], lives w/ wife [[PERSON:Inger]] who has MS; aide from [[HOSPITAL:Ardwick Home Health]] comes daily
    Plan: back to [[HOSPITAL:Gorsline]] for HD [[DATE:Sat]] if stable, floor tonight
    [[STAFF:Maura]] RN""",
    """\
    PT ASKING FOR [[PERSON:FR. OSINSKI]] FROM [[HOSPITAL:ST. WOLFGANG'S]], MSG LEFT AT RECTORY [[PHONE:570-555-0189]]. [[STAFF:PJ]]""",
]


def main() -> None:
    write(build(NOTES, "icu-dev14"), OUT)


if __name__ == "__main__":
    main()
