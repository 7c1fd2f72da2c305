# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev12_notes.jsonl: a twelfth set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: the free-text nursing progress notes of a large urban US
academic medical center's MICU, CCU and CSRU around 1998-2008, with no template. Nurses chart
telegraphically, system by system ("NEURO: ... CV: ... RESP: ... GI: ... GU: ... ID: ... SKIN:
... SOCIAL: ... DISPO:"), under headings such as "CSRU NPN 7p-7a", "MICU NPN 0700-1900", "CCU
NURSING PROGRESS NOTE 7A-7P" or none at all, with heavy abbreviation, dropped punctuation and
indented continuation lines under CV or Resp; a third of the notes are all lower case, a third
ALL CAPS and a third mixed case, and they run from one line (a call from a daughter, a potassium
repleted "per h.o. X") to about twenty (CABG, AVR, type A dissection, STEMI with an IABP, VT
storm, variceal bleed, necrotizing pancreatitis, status asthmaticus, PCP pneumonia,
meningococcemia, C diff septic shock, a family meeting and DNR). Patients are named in a header
line ("Pt: LAST, FIRST" or "First Last" as one span, with an MRN, a unit number or a DOB) and in
text ("Mr. X", "MRS. X", "Mr X" without a period, "pt x", "mr. x's son"); family and friends
follow kin words (wife, husband, dtr, son, sister, brother, niece, nephew, grandson, dtr-in-law,
partner, gf, boyfriend, ex-wife, parents, roommate, HCP) or come as "family (X and Y)" and
"family (son X and grandson Y)". Staff are attendings, fellows, house officers, NPs, RTs, PT,
wound nurses, SW, CM, chaplains, a priest, an interpreter, a liaison, outside cardiologists,
nephrologists and PCPs, as "Dr. X", "DR. X", "dr x" (no period), "per X (fellow)", "PER X
(FELLOW)", "h.o. X", "RN X", "NP X", "CM X", "SW X", "attending X" without a title, "Fr. X",
"Rev. X", "X RN" and one-word or initial signatures ("-rk", "DQ RN", "KDS", "TLW RN"). Hospitals
and other organizations are short invented initialisms in both cases ("SBGH", "sbgh clinic",
"dcmh ed", "PGMC ED", "liver clinic at mvch", "KPH", "elh ED"), names with a care word
("Greystoke Manor", "PINECASTLE MANOR", "Wrenwood Rehab", "Kingsmere LTAC", "fallowfield
dialysis"), the same names without one ("rehab at merrivale", "rehab at Ravelston", "FAMILY
PREFERS KINGSMERE"), names with their article ("the osgood center", "the Tamarind center", "the
Lanyard Home", "the ambler house" family lodging), "NH: X", "X NH", a possessive ("ST.
WULSTAN'S"), a shelter, elder services, a van service, an EMS and a flight service, a college
and an employer. Towns and villages follow "lives in", "from", "called from", "drove in from"
and "home in", some with a state abbreviation as a second span ("ME", "vt", "N.H."); there are
neighborhoods ("jubilee park", "Cordwainer Hill", "THE FLATS"), streets ("Farquharson St",
"plumtree ave", "Gaskell Rd"), a region, an island, a province, a county, cities and countries.
Dates are mostly month/day without a year ("11/9", "from 3/6", "9/2-9/5" as two spans,
"extubated 4/3 @ 1400" with only "4/3" marked), weekdays ("Thurs", "SAT", "Sun am" with only
"Sun" marked), months alone ("in march of last yr", "SINCE JUNE", only the month marked),
holidays ("Christmas", "memorial day", "halloween"), "5/04", "fall 2005", a DOB ("4/30/19") and
history years after a procedure or diagnosis ("MI '96", "CABG '89", "AICD 2001", "dx'd 1999",
"GRAVES' DX 1997", "lap band 2006"); relative words ("tomorrow", "tonight", "last yr") are left
unmarked. Ages mark only the number ("71 yo M", "77M", "pt is 90", "(79)", "died of asthma at
40"). Phones (cell, fax, NH desk, two pagers) are in the 555-01xx range. Look-alikes sit in the
same notes (BP 118/64, MAP 60s, HR 90s, ABG 7.28/55/72, AC 450x14/5/50%, PSV 12/5, CPAP 5/5, CI
2.1, PCWP 18, SVO2 62-70, percocet 5/325, sinemet 25/100, heparin 1000u/hr, pain 4/10, strength
3/5, a+ox3, d5 1/2 ns, I/O 2100/950, IABP 1:1, "#23 pericardial", "#8 SHILEY", Swan-Ganz,
Impella, Foley, Dobhoff, Hickman, Quinton, Bair Hugger, Levophed, Xigris, Flexiseal, Pleur-evac,
Parkinson's, Hashimoto's, Alzheimer's, Graves', takotsubo, MICU, CCU, CSRU, "the floor", "cath
lab", OR, IR, "pt" for physical therapy, "VT" the rhythm beside "vt" the state, "MD aware",
"h.o. aware", and "will", "may", "hope", "grace" (said grace, grace period), "bill" (the
ambulance bill), "march in place" and "lactate rose" as ordinary words). All names, places,
initialisms and numbers are invented, and none comes from the eleven earlier dev sets or the
gold set (each checked whole word and case-insensitive against their texts). PHI is marked
inline as ``[[LABEL:value]]`` as in scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py
builds and writes the dev sets. It was written blind, by a writer who ran no recognizer on it,
to check how the rules tuned on the earlier dev sets generalize.
Run: ``python scripts/make_icu_dev12_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev12_notes.jsonl"

NOTES: list[str] = [
    """\
    CSRU NPN 7p-7a
    [[PATIENT:Sverre Pocklington]]   unit # [[ID:2290-17-65]]
    [[AGE:71]] yo M POD 0 s/p CABG x3 (LIMA-LAD, SVG-OM, SVG-PDA) + AVR [[DATE:11/9]], cath at [[HOSPITAL:SBGH]] [[DATE:11/2]] w/ 3VD. hx: MI [[DATE:'96]], PTCA [[DATE:1999]], NIDDM, CRI, gout
    Neuro: arrived from OR 1745 sedated on propofol, woke @ 2100 mae nods appropriately, a+ox3 after extubation
    CV: AV paced 88 via epicardial wires, underlying SR 60s. CI 2.1 -> 2.6 after 500cc hespan. PCWP 18 CVP 12. SVO2 62-70. neo 0.5mcg/kg/min weaned off @ 0200. MAP 70s. K 4.6 Mg 2.3
    CT x3 to -20 sxn 80cc/hr x2h then 30-40cc/hr serosang, no air leak. Pleur-evac changed @ 0100
    Resp: extubated [[DATE:11/9]] @ 2230 to 4L NC + 50% cool neb, ABG 7.36/41/88. IS 500, cough weak
    GI: OGT d/c'd w/ extubation, sips, abd soft hypoactive BS
    GU: foley 60-150cc/hr. I/O 3100/1450
    Endo: insulin gtt 3-6u/hr per protocol, BS 120-160
    ID: Tmax 99.8, ancef
    Pain: 4/10 sternal, MSO4 2mg IV x3, percocet 5/325 to start in am
    Skin: sternal and L leg dsgs d/i. Bair Hugger off @ 2300 once temp 98.4
    Social: wife [[PERSON:Idony]] and dtr [[PERSON:Drusilla]] in until 2200, updated by [[STAFF:Dr. Haddington]]. son [[PERSON:Crispin]] called from [[LOCATION:Quillington Falls]], [[LOCATION:ME]], will fly in [[DATE:Fri]]
    Dispo: CSRU, ?d/c CT's and swan in am, to floor [[DATE:11/11]] if stable
    [[STAFF:Liv]] RN""",
    """\
    npn 7a-7p: uneventful. vss afebrile. cpap 5/5 fio2 40% all day sats 97%. tf at goal 60, d5 1/2 ns @ kvo. foley draining clear yellow. pain 2/10. will cont to wean.""",
    """\
    CCU NPN 7P-7A
    NEURO: A+OX3 MAE PERRL
    CV: HR 90S SR W/ OCC PVCS BP 96/58 MAP 68. IABP 1:1 AUGMENTING 110S. R FEM SHEATH C/D/I PULSES DOPPLERABLE. HEPARIN 1000U/HR PTT 62
    RESP: 4L NC SATS 95% LS CRACKLES BASES
    GU: FOLEY 40-60CC/HR, LASIX 40 IV X1 @ 2200
    SOCIAL: [[PATIENT:MR. OUDERKIRK]]'S WIFE [[PERSON:ADELGUNDE]] CALLED X2. PT HAD CATH AT [[HOSPITAL:TWRH]] [[DATE:8/14]] THEN SENT HERE FOR CABG EVAL. SON [[PERSON:EUSTACE]] IS HCP
    PLAN: CT SURG [[STAFF:DR. BEAUPRE-LAINE]] TO SEE IN AM, IABP TO STAY""",
    """\
    micu npn 1900-0700
    pt [[PATIENT:mazurowski, bronislawa]] mrn [[ID:0731-448-2]]
    [[AGE:58]] yo f sent from [[HOSPITAL:dcmh]] ed [[DATE:2/27]] w/ urosepsis hypotension arf. pmh dm2 htn obesity, cva [[DATE:'01]] w/ residual r weakness, lap chole [[DATE:1994]], hashimoto's
    neuro: lethargic but arousable to voice a+ox2 (not to time) mae, r side 3/5 baseline per dtr. no sedation
    cv: st 100s-110s no ectopy. bp 80s/40s on arrival map 58, 2l ns then levophed started @ 2300 via r ij tlc, now 0.12 mcg/kg/min w/ map 65-70. cvp 9-11. lactate 4.4 -> 2.9
    resp: 3l nc sats 94-96% ls diminished bases. abg 7.31/30/81
    gi: npo except meds. abd obese soft +bs. no bm
    gu: foley placed in ed, 10-20cc/hr dark amber. cr 3.1 (baseline 1.0), renal aware, urine lytes sent
    id: tmax 102.2 @ 2000. bcx x2 ucx sent. vanc/zosyn. pan-sensitive e coli in urine from osh per report
    endo: fsbs 280s, insulin gtt started per protocol @ 0100 now 4u/hr
    skin: stage 2 coccyx 2x2cm allevyn applied. turned q2h
    lines: r ij tlc (placed here [[DATE:2/27]]), l radial a-line, piv x2
    social: dtr [[PERSON:damaris]] at bedside until 0100 very anxious, updated by h.o. [[STAFF:santangelo]]. pt lives w/ dtr in [[LOCATION:jubilee park]]. husband [[PERSON:egon]] has parkinson's and is at [[HOSPITAL:greystoke manor]], dtr will tell him in am. dtr cell [[PHONE:617-555-0132]]
    code: full code for now, dtr to discuss w/ her brother [[PERSON:wojciech]]
    dispo: remains micu
    -[[STAFF:rk]]""",
    """\
    K 3.1 REPLETED 40MEQ IV PER H.O. [[STAFF:GWYNEDD]]. RECHECK @ 0400. MD AWARE""",
    """\
    MICU NPN 7a-7p
    Neuro: sedated on fent 100mcg/hr + versed 3mg/hr RASS -3. daily wake up @ 0900, pt agitated pulling at ETT, resedated
    CV: SR 70s-80s BP 118/64 MAP 80s. no pressors
    Resp: AC 450x14/5/50% -> PSV 12/5 trial 1100-1300, RR 30s TV 280, back on AC. ABG 7.28/55/72 on PSV. sx mod thick yellow
    GI: TF impact @ 40 via Dobhoff, goal 65. flexiseal draining liquid brown
    ID: Tmax 101.2, sputum cx from [[DATE:3/6]] w/ MRSA, on vanc
    Social: pt's sister [[PERSON:Catriona]] called from [[LOCATION:Wickham Ferry]]. per [[STAFF:Strathearn]] (fellow) family mtg [[DATE:Thurs]] w/ attending [[STAFF:Dr. Nakashima-Byrne]]""",
    """\
    CCU NURSING PROGRESS NOTE 7A-7P
    [[AGE:64]] YO M W/ ANT STEMI SENT FROM [[HOSPITAL:PGMC]] ED [[DATE:6/3]], CATH HERE W/ PROX LAD OCCLUSION, BMS X2. HX: HTN, SMOKER 2PPD, AAA REPAIR [[DATE:2000]], R CEA [[DATE:'03]]
    NEURO: A+OX3, ANXIOUS AT TIMES, ATIVAN 0.5 PO X1. MAE NO FOCAL DEFICITS
    CV: HR 80S-90S SR W/ RUNS OF AIVR 2-6 BEATS @ 1000, MD AWARE, NO TX. BP 100-110/60S
     IABP 1:1 UNTIL 1400 THEN 1:2, 1:3, D/C'D @ 1700 BY FELLOW [[STAFF:DR. PETTIFER]]. HELD PRESSURE 30 MIN, R GROIN SOFT NO HEMATOMA. DP/PT + BY DOPPLER
     SWAN: CI 2.1 -> 2.4, PCWP 18 -> 14, SVR 1300. SVO2 64%
     INTEGRILIN OFF @ 0600. HEPARIN 1000U/HR PTT 58
     NITRO 40MCG/MIN FOR CP 3/10 @ 0900, NOW CP FREE
    RESP: 2L NC SATS 97%. LS CLEAR, FEW CRACKLES R BASE
    GI: TOL CARDIAC DIET. NO BM. COLACE
    GU: FOLEY 50-100CC/HR, I/O 2100/950
    LABS: CK PEAKED 3400 @ 0200, TROP 48. K 4.1 MG 2.0 HCT 34
    SKIN: INTACT
    ACTIVITY: BEDREST UNTIL 2100 THEN DANGLE
    SOCIAL: WIFE [[PERSON:GENEVRA]] AND SONS [[PERSON:BARTLEY]] AND [[PERSON:OSVALD]] VISITED, UPDATED BY ATTENDING [[STAFF:DR. BRASSARD]]. PT IS A BUS MECHANIC FOR THE CITY, WIFE WORRIED RE: DISABILITY, SW [[STAFF:ISHBEL]] AWARE. FAMILY LIVES IN [[LOCATION:KINLOSS HEIGHTS]]
    PT WANTS HIS OWN CARDIOLOGIST [[STAFF:DR. OCAMPO]] AT [[HOSPITAL:PGMC]] UPDATED, CATH REPORT FAXED TO [[PHONE:508-555-0113]]
    DISPO: ?FLOOR [[DATE:6/5]] IF NO FURTHER EVENTS
    [[STAFF:JOZ]]""",
    """\
    npn 7p-7a
    neuro: a+ox3, slept in naps. cv: afib 80s-100s bp 130s/70s, dilt 30 po q6. resp: 2l nc sats 95%. gi: tol reg diet bm x1. gu: voiding in urinal, i/o 1100/1600
    pt is [[AGE:86]], lives alone in [[LOCATION:north tibbet]], was in rehab at [[HOSPITAL:merrivale]] in [[DATE:july]] after r hip fx. nephew [[PERSON:torquil]] checks on him daily
    plan: pt/ot eval, ?back to [[HOSPITAL:merrivale rehab]] vs home w/ vna. cm [[STAFF:jolanda]] aware
    -[[STAFF:brid]]""",
    """\
    Pt's husband [[PERSON:Mervyn]] called @ 2000, updated. Will be in [[DATE:Sat]] w/ pt's glasses. -[[STAFF:Seren]]""",
    """\
    extubated [[DATE:4/3]] @ 1400 to 40% cool neb, abg 7.42/38/91. strong cough no stridor. may advance to clears tonight per team""",
    """\
    NPN 7P-7A
    PT [[PATIENT:MRS. VANSLYKE]] ([[AGE:79]]) FROM [[HOSPITAL:PENDOCK HOUSE]] NH, ADMITTED [[DATE:10/18]] W/ ASP PNA
    NEURO: A+OX1 BASELINE DEMENTIA (ALZHEIMER'S). RESP: 50% FACE TENT SATS 91-93%, NT SX X2 THICK TAN. CV: HR 90S BP 100/50S. ID: TMAX 101.6 LEVO/FLAGYL. GI: NPO, SPEECH TO SEE. GU: FOLEY 30CC/HR
    NIECE [[PERSON:HORTENSE]] IS HCP, REQUESTS DNR/DNI, [[STAFF:DR. FERRIDAY]] SPOKE W/ HER @ 2130, ORDER WRITTEN
    NH: [[HOSPITAL:PENDOCK HOUSE]] [[PHONE:978-555-0119]], WILL TAKE PT BACK. REPORT TO RN [[STAFF:BRIGITTE]] THERE WHEN READY""",
    """\
    MICU Nursing Progress Note 1900-0700
    Pt: [[PATIENT:Wystan Prendiville]]   MRN [[ID:4460-291-3]]
    [[AGE:52]] yo M w/ EtOH cirrhosis (dx'd [[DATE:1999]]), varices s/p banding [[DATE:'04]], sent from [[HOSPITAL:mvch]] ED [[DATE:1/21]] w/ hematemesis, Hct 18, intubated there for airway protection
    Neuro: sedated on propofol 30mcg/kg/min, RASS -2, opens eyes to voice, moves all. CIWA on hold while sedated, ativan prn
    CV: ST 110s -> 90s after 3u PRBC. BP 90s/50s -> 110s/60s. no pressors. R IJ Quinton for access (placed by h.o. [[STAFF:Lichtblau]], pager [[PHONE:617-555-0122]])
     octreotide gtt 50mcg/hr, protonix gtt 8mg/hr
    Resp: AC 500x14/5/40%, ABG 7.38/36/120. sx small amt blood tinged. plan to extubate after repeat EGD
    GI: EGD @ 2300 by GI fellow [[STAFF:Dr. Escobedo]], 4 bands placed, no active bleed at end. OGT to LIS coffee grounds 50cc -> clear by 0400. lactulose 30ml q6 via OGT, BM x2 melena
    GU: Foley 40-60cc/hr. Cr 1.4
    Heme: Hct 18 -> 24 -> 27. INR 2.1, 2u FFP given. Plt 61
    ID: Tmax 100.3, ceftriaxone for SBP ppx
    Skin: intact, jaundiced
    Social: Pt lives w/ his partner [[PERSON:Ravenna]] on [[LOCATION:Farquharson St]] in [[LOCATION:East Crandle]]. Partner says last drink was [[DATE:Tuesday]] and pt has been trying to stop since [[DATE:Christmas]]. Pt's mother [[PERSON:Attracta]] called from [[LOCATION:Cornwall]], updated w/ partner's ok
    Pt followed in liver clinic at [[HOSPITAL:mvch]] by [[STAFF:Dr. Fairbairn]], wants him notified. Same presentation [[DATE:5/04]], was in [[HOSPITAL:mvch]] ICU x9 days
    Plan: repeat EGD in am, ?extubate after, cont octreotide x72h
    -[[STAFF:Mairi]] RN""",
    """\
    ccu npn
    pt s/p cath [[DATE:10/2]] at [[HOSPITAL:fbmc]], des to rca, tx'd here for ongoing cp and hypotension. impella placed in cath lab here [[DATE:10/3]]
    neuro: a+ox3. cv: sr 70s map 60s-70s, impella p6 no alarms. r fem site c/d/i. heparin 800u/hr
    resp: 2l nc. gu: foley 30-50/hr. pain 0/10
    wife [[PERSON:linnea]] and son [[PERSON:gustav]] in, questions answered by [[STAFF:dr kastelic]]
    [[STAFF:qv]]""",
    """\
    PT'S DTR [[PERSON:HONORATA]] CALLED FROM [[LOCATION:RAVENSWORTH]], WILL BE IN AFTER WORK. [[STAFF:KM]]""",
    """\
    CSRU NPN 7a-7p
    POD 2 s/p MVR/TV repair [[DATE:5/11]]. A paced 80. CI 2.3 off milrinone since 0800. CT's d/c'd @ 1000, CXR no PTX
    Resp: 4L NC sats 95%, IS 750. Neuro: a+ox3, pain 3/10 w/ percocet 5/325
    GI: clears -> full liquids. GU: foley out @ 0600, voided 300cc
    Pt [[PATIENT:Mrs. Keohane]] very tearful today, her husband [[PERSON:Gethin]] had his own CABG at [[HOSPITAL:Quenbury General]] in [[DATE:'02]]. SW [[STAFF:Ishbel]] in to see
    Pt transferred from [[HOSPITAL:HVMC]] [[DATE:5/8]] for surgery, will f/u at [[HOSPITAL:HVMC]] clinic after d/c
    NP [[STAFF:Ashpole]] aware of all""",
    """\
    micu npn 7a-7p
    [[AGE:69]] yo m w/ severe copd (fev1 0.6) on home o2 3l, admitted [[DATE:12/30]] from [[HOSPITAL:wfrh]] w/ hypercarbic resp failure, intubated there. hd 5
    neuro: off sedation since 0600. opens eyes follows commands nods. writing notes w/ pen, asking for his wife. rass 0
    cv: sr 80s-90s occ pac. bp 130s-150s/70s. lopressor 25 via ogt bid
    resp: cpap 5/5 fio2 35% since 0800, rr 18-24, tv 380-420, rsbi 78. abg 7.36/58/74 (baseline pco2 high 50s per old records)
     ls coarse bilat exp wheeze, nebs q4h + prn. sx x3 mod thick white
     solumedrol 60 iv q8
     plan extubate in am to bipap if passes sbt per [[STAFF:dr. heathcote]]
    gi: tf nutren pulmonary @ 50 via ogt, residuals <30. bm x1 soft brown
    gu: foley 50-80/hr. lasix 20 iv x1 @ 1200 good response. i/o -600
    id: afebrile. azithro day 4/5. sputum cx [[DATE:12/30]] w/ h flu
    endo: fsbs 160s-220s on steroids, ssi
    skin: coccyx intact heels floated turned q2h
    psychosocial: wife [[PERSON:eulalie]] in all afternoon, very involved. she says pt was intubated twice before, at [[HOSPITAL:wfrh]] in [[DATE:2002]] and at [[HOSPITAL:the osgood center]] in [[DATE:march]] of last yr, and he told her he does not want a trach. hcp form in chart
     son [[PERSON:jarvis]] lives in [[LOCATION:barbados]], calls daily
     dtr [[PERSON:octavia]] lives in [[LOCATION:fleetwick]], will come [[DATE:sun]]
    code: full code. family mtg re: dnr/trach w/ attending [[STAFF:dr. vandermolen]] tomorrow @ 1100
    dispo: micu. hope to extubate in am
    -[[STAFF:halldora]] rn""",
    """\
    CCU NPN 7P-7A
    PT: [[PATIENT:CSONKA, TIBERIU]]   MRN [[ID:5902-716-4]]
    [[AGE:77]]M W/ ISCHEMIC CM EF 15%, AICD [[DATE:2001]], CABG [[DATE:'89]], CRI, TRANSFERRED FROM [[HOSPITAL:KPH]] [[DATE:9/12]] W/ DECOMPENSATED CHF ON DOBUTAMINE
    NEURO: A+OX3, FORGETFUL AT TIMES, PLEASANT. NO SEDATION
    CV: SR 70S W/ FREQ PVCS, 1 RUN NSVT 8 BEATS @ 0130 ASYMPTOMATIC. K 3.7 -> 40MEQ KCL, MG 1.8 -> 2GM
     BP 90S/50S MAP 60-65
     SWAN: PA 58/30, PCWP 26 -> 20, CI 1.8 -> 2.1 ON DOBUTAMINE 5MCG/KG/MIN. NATRECOR 0.01 STARTED @ 2200 PER [[STAFF:ARGYROU]] (FELLOW)
     SVO2 52 -> 58
     2+ PITTING EDEMA BLE TO KNEES
    RESP: 4L NC SATS 93%. CRACKLES 1/3 UP BILAT. SLEEPS ON 3 PILLOWS
    GI: 2GM NA DIET, 1.5L FLUID RESTRICTION. NO BM, SENNA GIVEN
    GU: FOLEY. LASIX GTT 10MG/HR, UO 100-200CC/HR, I/O 900/2650
    LABS: NA 129, CR 2.2, BUN 64, DIG LEVEL PENDING
    SKIN: INTACT. WT 84.1KG (ADM 88.0)
    SOCIAL: PT LIVES W/ WIFE [[PERSON:ZINOVIA]] IN [[LOCATION:STONELEIGH]]. DTR [[PERSON:VERENA]] ([[PHONE:781-555-0127]]) IS HCP, STATES PT WAS AT [[HOSPITAL:KPH]] 3X SINCE [[DATE:JUNE]] AND IS "TIRED OF HOSPITALS". PALLIATIVE CARE CONSULT REQUESTED
    HF SERVICE [[STAFF:DR. WOJNAROWSKI]] EVALUATING FOR HOME INOTROPES VS HOSPICE. PT ASKED FOR PRIEST, [[STAFF:FR. DEVEREUX]] IN @ 2000
    DISPO: CCU
    [[STAFF:DQ]] RN""",
    """\
    Pt back from CT @ 1530, tol well. Foley flushed, draining. MD aware of BP 88/50, 250cc NS given w/ BP 104/60.""",
    """\
    dtr [[PERSON:pernilla]] and her husband [[PERSON:alistair]] in to visit, updated. pt may go to floor tomorrow -[[STAFF:fj]]""",
    """\
    NPN 7A-7P
    NEURO: A+OX3. CV: AFIB 110S-130S, DILT GTT 15MG/HR, BP 110/70. RESP: RA. GI: TOL DIET. GU: VOIDING
    PT IS A [[AGE:44]] YO F W/ HYPERTHYROID (GRAVES' DX [[DATE:1997]]), NONCOMPLIANT W/ PTU, SENT FROM [[HOSPITAL:GSRH]] ED [[DATE:7/19]]
    TSH <0.01. PTU 200 Q4, PROPRANOLOL 40 Q6, SSKI TO START PER ENDO [[STAFF:DR. TUTTLEBY]]
    PT'S BOYFRIEND [[PERSON:TANCREDI]] AT BEDSIDE. HER 2 KIDS W/ HER MOTHER IN [[LOCATION:CULLEN RIDGE]]""",
    """\
    CSRU Nursing Progress Note 1900-0700
    Pt [[PATIENT:Ferdinand Hebblethwaite]], [[AGE:63]] yo M, POD 0 s/p CABG x4 [[DATE:3/21]] w/ [[STAFF:Dr. Hollerith]]. hx: DM2, HTN, PVD s/p L fem-pop [[DATE:1998]], MI [[DATE:'00]], cath at [[HOSPITAL:Pobbleton Community]] [[DATE:3/15]]
    Events: CT output 250-300cc/hr x2h after arrival @ 1830, ACT 140, plt 98, INR 1.6. protamine 50mg, 2u FFP, 1 pack plt, DDAVP. output cont 200cc/hr @ 2200, [[STAFF:Dr. Hollerith]] notified, back to OR @ 2300 for exploration, bleeding SVG branch clipped. back to CSRU @ 0115
    Neuro: sedated on propofol, PERRL 3mm, not yet awake
    CV: AV paced 90. CI 1.9 -> 2.5 w/ volume, PCWP 12 -> 16. SVO2 60-68. epi 0.02, neo 0.3 weaned off @ 0500. MAP 70s. K 4.9, iCa 1.08 -> 1g CaCl
     CT x3 to -20 sxn, 40-60cc/hr since return, no clots. Pleur-evac changed
    Resp: CMV 600x12/5/60% -> 40%. ABG 7.34/44/160. plan wake and wean in am
    GI: OGT to LWS, abd soft
    GU: Foley 80-150cc/hr. I/O 6200/2400 incl blood products
    Endo: insulin gtt per protocol 2-8u/hr, BS 130-190
    Heme: Hct 24 -> 2u PRBC -> 30. plt 142 post transfusion
    Pain: grimaces w/ sx, fent 25mcg IV prn x2
    Skin: sternal dsg reinforced x1, L leg dsg c/d/i. Bair Hugger on for temp 95.8 -> 98.1
    Social: wife [[PERSON:Sabine]] and son [[PERSON:Linford]] waited in family lounge, updated by [[STAFF:Dr. Hollerith]] after OR and by this RN @ 0200. pt's brother [[PERSON:Sigurd]] called from [[LOCATION:Wales]]. wife asks to be called at home in [[LOCATION:Pobbleton]] w/ any changes, [[PHONE:603-555-0138]]
    Dispo: CSRU
    [[STAFF:Hilaria]] RN""",
    """\
    pt is a [[AGE:38]] yo m w/ aml dx'd over [[DATE:memorial day]], day 14 s/p induction, tx'd from the floor [[DATE:6/9]] w/ neutropenic sepsis
    neuro: a+ox3 anxious. cv: st 120s, bp 90s/40s on neo 1.5mcg/kg/min. resp: 6l nc sats 92%
    id: tmax 103.4, cefepime/vanc/ampho. bcx x2 from hickman + periph. anc 0
    heme: plt 8 -> 1 pack, hct 22 -> 2u prbc irradiated
    wife [[PERSON:isolde]] at bedside, staying at [[HOSPITAL:the ambler house]] family lodging. pt is from [[LOCATION:kellerby]], [[LOCATION:vt]]. onc [[STAFF:dr. mcandrew-saito]] aware""",
    """\
    DTR [[PERSON:SCHOLASTICA]] AND SON [[PERSON:PERCIVAL]] IN, UPDATED BY ATTENDING [[STAFF:ADEBISI]]. MAY BRING PT'S CPAP FROM HOME""",
    """\
    CCU NPN
    Pt s/p PEA arrest at home [[DATE:Sun]] am, CPR by wife, [[HOSPITAL:Cowdray End EMS]], ROSC after 12 min, sent from [[HOSPITAL:elh]] ED, cooled per protocol
    Neuro: rewarmed to 36.8 @ 1400, off sedation, no response to painful stim, pupils 4mm sluggish. EEG today
    CV: SR 70s, MAP 70s on dopa 5. Resp: AC 500x16/5/40%
    Wife [[PERSON:Nelida]] and pt's sister [[PERSON:Ulla]] at bedside, very tearful. met w/ [[STAFF:Dr. Beaupre-Laine]] and SW [[STAFF:Ishbel]]. family has hope, would like to wait 72h before any decisions""",
    """\
    micu npn 7p-7a
    [[PATIENT:mr. dobrowski]] [[AGE:31]] yo m w/ severe asthma (intubated x3 in past, last [[DATE:2004]] at [[HOSPITAL:ptch]]), sent from [[HOSPITAL:ptch]] ed [[DATE:4/26]] after using albuterol mdi "all day", peak flow 90, abg there 7.18/68/64. intubated in ed
    neuro: sedated on propofol 50mcg/kg/min + fent 150mcg/hr, vecuronium gtt off @ 2200, train of four 3/4. rass -4
    cv: st 120s -> 100s. bp 100s/50s. no pressors. 2l ns for hypotension post intubation
    resp: ac 400x10/0/50%, low rate for auto-peep, plateau 28 peak 52. abg 7.24/62/88 @ 2000 -> 7.29/58/92 @ 0400. permissive hypercapnia per team
     continuous albuterol neb via vent. solumedrol 125 iv q6. mag 2g iv x1. heliox discussed not started
     ls very tight diminished bilat, wheeze improved by 0300
     sx small amt thick white
    gi: ogt to lws, start tf in am. pepcid
    gu: foley 60-100cc/hr
    id: afebrile. no abx
    skin: intact
    labs: k 3.3 -> 40meq. glucose 240 on steroids
    social: pt's mother [[PERSON:evadne]] and gf [[PERSON:jessamy]] at bedside until 0000. pt lives w/ gf on [[LOCATION:plumtree ave]] in [[LOCATION:ropewalk hill]], works as a line cook, no pcp and no inhaled steroids since his insurance lapsed in [[DATE:feb]]. sw referral for free care. mother says pt's father died of asthma at [[AGE:40]]
     mother's cell [[PHONE:617-555-0151]]
    plan: wean sedation in am, ?sbt tomorrow pm if bronchospasm improved
    [[STAFF:kalinda]] rn""",
    """\
    MICU NPN 0700-1900
    PT: [[PATIENT:WENCESLAS KUCHTA]]   UNIT # [[ID:3318-74-09]]
    [[AGE:74]] YO M NH RESIDENT AT [[HOSPITAL:PINECASTLE MANOR]] IN [[LOCATION:CRANLEY MILLS]], ADMITTED [[DATE:1/3]] W/ C DIFF COLITIS, SEPTIC SHOCK, ARF. HX: CVA [[DATE:'98]], AFIB, DM2, BPH S/P TURP [[DATE:1995]]
    NEURO: UNRESPONSIVE TO VOICE, WITHDRAWS TO PAIN X4. PERRL 2MM. NO SEDATION
    CV: AFIB 90S-110S. MAP 55-62 ON LEVOPHED 0.2 + VASOPRESSIN 0.04. XIGRIS DAY 2/4, NO BLEEDING. SVO2 70
     CVP 14-16. LACTATE 5.1 -> 3.8
    RESP: AC 500X16/8/60%, ABG 7.22/32/74. HCO3 13, BICARB GTT STARTED
    GI: ABD DISTENDED TENSE. FLEXISEAL W/ 600CC LIQUID GREEN STOOL. PO VANC + IV FLAGYL. SURGERY [[STAFF:DR. KEALY]] (PAGER [[PHONE:555-0188]]) IN TO EVAL FOR COLECTOMY, FAMILY DECLINED
    GU: ANURIC. CVVH VIA R FEM QUINTON STARTED @ 1100, NET EVEN. K 5.9 -> 5.1
    ID: TMAX 101.1. BCX [[DATE:1/3]] NGTD
    SKIN: STAGE 3 SACRUM 5X4CM, ARRIVED W/ IT FROM NH. WOUND RN [[STAFF:ISAURA]] SAW, DERMAL BED ORDERED
    ENDO: INSULIN GTT 2U/HR
    LINES: L IJ TLC, R FEM QUINTON, R RADIAL ALINE
    SOCIAL: FAMILY MTG @ 1500 W/ DTRS [[PERSON:AGATHE]] AND [[PERSON:FIDELMA]], SON [[PERSON:BERTHOLD]] (HCP), ATTENDING [[STAFF:DR. HARKAVY]], SW [[STAFF:ISHBEL]]. FAMILY REQUESTS DNR, NO SURGERY, CONT CURRENT CARE FOR NOW. SON TO CALL HIS BROTHER IN [[LOCATION:OSGERBY]]
     HCP CELL [[PHONE:508-555-0146]]. PT WORKED AT [[HOSPITAL:KELLOCK LEATHER]] 40 YRS
    DISPO: MICU, DNR
    [[STAFF:KDS]]""",
    """\
    Family ([[PERSON:Hamish]] and [[PERSON:Marjolein]]) in to visit, brought pt's hearing aids. Updated by RN [[STAFF:Mallory]].""",
    """\
    neuro checks q1h: a+ox3, perrl, strength 3/5 rue 5/5 others, unchanged from 1600. hr 60s sbp 140-160 (goal <160). no events""",
    """\
    CSRU NPN 7P-7A
    [[PATIENT:MR. CICCONE]] POD 1 S/P REDO AVR (#23 PERICARDIAL) [[DATE:2/2]]. HX: AVR [[DATE:1988]] (MECHANICAL), ENDOCARDITIS
    CV: V PACED 80, UNDERLYING CHB. EP [[STAFF:DR. SPIEWAK]] AWARE, ?PPM [[DATE:MON]]
    RESP: EXTUBATED [[DATE:2/2]] @ 2100, 4L NC, ABG 7.40/39/96
    NEURO: A+OX3. PAIN 5/10, MSO4 2MG IV
    GU: FOLEY 50-80. GI: SIPS
    WIFE [[PERSON:HERMIONE]] CALLED, LIVES IN [[LOCATION:QUENBURY]], WILL BE IN AM""",
    """\
    MICU NPN 7p-7a
    Pt is a [[AGE:46]] yo M w/ HIV (dx'd [[DATE:1993]], CD4 22, off HAART since [[DATE:fall 2005]]) admitted [[DATE:11/24]] from the ED w/ PCP pneumonia, intubated [[DATE:11/25]] for hypoxia
    Neuro: sedated on fent/versed, RASS -3. daily wake up @ 0800 by day RN
    CV: SR 90s-100s, BP 100-120/60s, no pressors
    Resp: AC 420x24/10/70%, plateau 29. ABG 7.31/48/66, P/F 94. CXR diffuse bilat infiltrates, ?L PTX ruled out
     sx small amt thin white. RT [[STAFF:Desrosiers]] did recruitment maneuver @ 0100 w/ transient desat to 82%
    ID: bactrim IV, prednisone taper day 3. Tmax 100.6. AFB x3 pending, airborne precautions until r/o
    GI: TF peptamen @ 40, goal 60, via Dobhoff. Flexiseal for diarrhea
    GU: Foley 40-80cc/hr. Cr 0.9
    Heme: Hct 28
    Skin: intact. oral thrush, nystatin
    Lines: R SC TLC, L radial aline
    Social: pt's partner [[PERSON:Raffaele]] visited, is HCP. pt followed at [[HOSPITAL:the Tamarind center]] ID clinic by NP [[STAFF:Ousley]], last seen in [[DATE:August]]. pt's sister [[PERSON:Marva]] called from [[LOCATION:Trinidad]]; pt asked on admission that only partner get info, told her to speak w/ [[PERSON:Raffaele]]
     pt lives w/ partner in [[LOCATION:Cordwainer Hill]]
    Plan: cont lung protective ventilation, paralytics if P/F worsens per [[STAFF:Dr. Lindahl-Okoro]]
    [[STAFF:Perrine]] RN""",
    """\
    npn 7a-7p
    neuro: a+ox3. cv: nsr 70s, bp 150s-170s, hydral 10 iv x2, labetalol gtt off @ 1000. resp: ra. gi: tol diet. gu: voiding
    pt [[PATIENT:yablonski]] is a [[AGE:81]] yo f w/ type b dissection dx'd here [[DATE:9/9]], managed medically. hx htn, aaa repair [[DATE:'99]] at [[HOSPITAL:sbgh]], copd. was at [[HOSPITAL:sbgh]] [[DATE:9/2]]-[[DATE:9/5]] w/ back pain, sent home
    lives w/ dtr [[PERSON:kateri]] in [[LOCATION:sedgefield center]]. f/u w/ vasc [[STAFF:dr. gaudreau]] at [[HOSPITAL:sbgh]] clinic in 2 wks
    to floor tonight when bed available
    -[[STAFF:morag]]""",
    """\
    PER [[STAFF:DR. ARGYROU]] HOLD AM LASIX, BUN/CR UP. WILL RECHECK LYTES @ 1600""",
    """\
    NPN 7a-7p
    NEURO: a+ox3, c/o HA 3/10, tylenol. CIWA 4-6
    CV: SR 80s BP 140s/80s
    RESP: RA sats 97%
    GI: tol reg diet, lipase 380 (from 2100)
    SOCIAL: Pt [[PATIENT:Mr Haverkamp]] ([[AGE:49]]) has been staying at [[HOSPITAL:Gannaway House]] shelter on [[LOCATION:Fennick St]] since [[DATE:Oct]]. no contact person. SW [[STAFF:Orlaith]] aware
    DISPO: floor when bed avail""",
    """\
    ccu npn 7p-7a
    [[AGE:82]] yo f s/p cath [[DATE:7/8]] @ 1500 (des x1 to om) via r fem, sent from [[HOSPITAL:qrmh]] [[DATE:7/7]] w/ nstemi for cath
    events: @ 2015 pt c/o r back/flank pain 8/10, hr 50s, bp 72/40, diaphoretic. h.o. [[STAFF:fontenot]] to bedside, fellow [[STAFF:dr. argyrou]] paged. 1l ns wide open, atropine 0.5mg x1. hct 36 -> 27. stat ct abd: r retroperitoneal bleed
     heparin and integrilin off @ 2030. 2u prbc @ 2100, 2 more @ 0100. r groin soft no hematoma, dp/pt dopplerable
     vasc surg [[STAFF:dr. grzelak]] in @ 2200, no intervention for now
    neuro: a+ox3 throughout, frightened
    cv: sr 70s after atropine. bp 100s/50s after fluids/blood. map 65-75
    resp: 2l nc sats 96% ls clear
    gi: npo except meds. nauseated x1, zofran 4mg
    gu: foley placed 2030, 30-50cc/hr
    labs: hct 27 -> 31 -> 33 @ 0500. plt 188. inr 1.1
    skin: r groin site c/d/i, marked
    pain: 4/10 back, morphine 1mg x2
    social: pt [[PATIENT:ferrandino]]'s son [[PERSON:agapito]] called @ 2030 and came in from [[LOCATION:cowdray end]] @ 2200, updated by fellow. pt lives alone, home health aide through [[HOSPITAL:kittering elder services]] 3x/wk. other son [[PERSON:zebulon]] lives in [[LOCATION:rotherfield]]
     son [[PERSON:agapito]] cell [[PHONE:978-555-0171]]
    plan: hct q4h, bedrest, hold asa/plavix? d/w cards attending [[STAFF:dr. mossberg]] in am
    -[[STAFF:tova]]""",
    """\
    CSRU NPN 7A-7P
    PT: [[PATIENT:UCHENDU, EMEKA]]   MRN [[ID:6685-320-1]]
    [[AGE:55]] YO M POD 3 S/P TYPE A DISSECTION REPAIR (ASC AORTA/HEMIARCH) [[DATE:12/19]], FLOWN IN FROM [[HOSPITAL:LHMC]] VIA [[HOSPITAL:CORVID LIFEFLIGHT]]. HX: HTN (NONCOMPLIANT), COCAINE, ETOH
    NEURO: EXTUBATED [[DATE:12/21]] @ 1000. A+OX2-3, INTERMITTENTLY CONFUSED, PULLING AT LINES, HALDOL 2MG IV X2, SITTER. MAE, STRENGTH 5/5 UE 4/5 LE. CAM POS
    CV: SR 80S-90S. GOAL SBP <120: NIPRIDE 1.5MCG/KG/MIN + LABETALOL 20 IV PRN, LOPRESSOR 50 PO TID STARTED. A WIRES CAPPED
     CT X2 MEDIASTINAL 20-30CC/HR SEROSANG
    RESP: 4L NC -> 2L SATS 96%. IS 500. LS DIMINISHED L BASE
    GI: TOL CLEARS, NO BM SINCE OR, COLACE/SENNA
    GU: FOLEY D/C'D @ 0600, VOIDED 250CC @ 1000, 400CC @ 1400
    ID: AFEBRILE. ANCEF D/C'D
    PAIN: 3-5/10, PERCOCET 5/325 X2
    SKIN: STERNAL INCISION C/D/I
    ACTIVITY: OOB TO CHAIR X2 W/ PT, AMB 20 FT
    SOCIAL: WIFE [[PERSON:NGOZIKA]] AT BEDSIDE MOST OF DAY, BROUGHT PT'S GLASSES. PT'S BROTHER [[PERSON:OBINNA]] CALLED FROM [[LOCATION:HOUSTON]]. PT IS A CAB DRIVER, LIVES W/ WIFE IN [[LOCATION:THE FLATS]]
     SW [[STAFF:ORLAITH]] IN RE: SUBSTANCE ABUSE COUNSELING, PT AGREEABLE
    DISPO: ?FLOOR [[DATE:12/23]] PER [[STAFF:DR. HALVORSEN-ADU]]
    [[STAFF:GIA]] RN""",
    """\
    Pt's HCP (niece [[PERSON:Claribel]]) aware of plan for PEG [[DATE:Wed]]. consent by phone w/ 2 RN witness. -[[STAFF:Suvi]]""",
    """\
    lactate rose to 4.8 from 2.2, h.o. aware, 1l lr bolus. map 60s. will recheck @ 0200""",
    """\
    MICU NPN 7P-7A
    PT [[PATIENT:MR. TKACHUK]] [[AGE:57]] YO M, LAST DRINK [[DATE:SAT]] PER PT. HX DTS [[DATE:2003]], WITHDRAWAL SZ AT [[HOSPITAL:NMVH]] [[DATE:'05]]
    NEURO: A+OX3, TREMULOUS, DIAPHORETIC. CIWA 18 -> 9 W/ VALIUM 20MG PO X3. SZ PRECAUTIONS
    CV: ST 100S, BP 150/90. RESP: RA. GI: TOL DIET, THIAMINE/FOLATE/MVI. GU: VOIDING
    PT'S EX-WIFE [[PERSON:SVETLANA]] CALLED, PT DOES NOT WANT HER GIVEN INFO. HIS SISTER [[PERSON:IRYNA]] IS CONTACT, LIVES IN [[LOCATION:CULLEN RIDGE]]
    [[STAFF:RDF]]""",
    """\
    MICU Nursing Progress Note 7a-7p
    Pt: [[PATIENT:Etheldreda Hurlbut]]   Unit # [[ID:1147-52-88]]   DOB [[DATE:4/30/19]]
    [[AGE:88]] yo F from [[HOSPITAL:the Lanyard Home]] (NH) w/ CHF, AF on coumadin, Parkinson's, dementia, admitted [[DATE:6/28]] w/ RLL PNA and hypoxia, BiPAP in ED
    Neuro: lethargic, opens eyes to name, not following commands. sinemet 25/100 held while NPO, neuro aware
    CV: AF 90s-110s, BP 100s/50s. dilt 30 via NGT q6
    Resp: BiPAP 12/5 40% overnight, off @ 0800 to 6L NC + 40% face tent, sats 90-93%. RR 24-28. NT sx x2 small amt thick yellow, poor cough
    GI: NPO. NGT placed for meds @ 1000, CXR confirmed
    GU: Foley 20-30cc/hr. Cr 1.6 (baseline 1.1 per NH records)
    ID: Tmax 100.9. levo/vanc. blood cx from [[DATE:6/28]] NGTD
    Heme: INR 3.4, coumadin held
    Skin: stage 2 L heel, heels floated. reddened coccyx, barrier cream
    Family meeting @ 1400 w/ attending [[STAFF:Dr. Tregarthen]], SW [[STAFF:Orlaith]], this RN, and family (sons [[PERSON:Aldwyn]] and [[PERSON:Eskil]], dtr-in-law [[PERSON:Dilys]])
     [[STAFF:Dr. Tregarthen]] reviewed poor prognosis. family agreed to DNR/DNI, cont abx and BiPAP prn, no central line, no pressors. they would like pt to go back to [[HOSPITAL:the Lanyard Home]] w/ hospice if she improves, if not comfort care here
     son [[PERSON:Aldwyn]] is HCP ([[PHONE:413-555-0158]]). son [[PERSON:Eskil]] lives in [[LOCATION:Ontario]] and flies back [[DATE:Sunday]]
     family says pt was a nurse at [[HOSPITAL:Pendleford General]] for 30 yrs and "would not have wanted all this"
     pt's husband died in [[DATE:1991]], she has lived at [[HOSPITAL:the Lanyard Home]] since [[DATE:2003]]
    Chaplain [[STAFF:Rev. Asamoah]] in to see family @ 1600
    Plan: DNR/DNI, BiPAP prn, comfort if declines. NH liaison to be called in am
    [[STAFF:Brisa]] RN""",
    """\
    micu npn 7p-7a
    pt is esrd on hd mwf at [[HOSPITAL:fallowfield dialysis]], missed hd [[DATE:fri]], came in w/ k 7.1, peaked t's on ekg. ca gluc, insulin/d50, kayexalate in ed. hd here 2100-0000 via l avf, 3.5l off
    neuro: a+ox3. cv: sr 80s, bp 180/90 -> 150/80 post hd. resp: 2l nc sats 95%
    k 4.2 post hd
    pt says he missed hd because his ride through [[HOSPITAL:tillingbourne van service]] didn't show. sw to call in am
    his nephrologist [[STAFF:dr. bilodeau]] at [[HOSPITAL:fallowfield]] notified by message
    -[[STAFF:ysella]]""",
    """\
    PT TO CATH LAB @ 0930 FOR RHC, BACK @ 1100, R IJ SITE C/D/I. PCWP 24, CI 1.9 PER REPORT. MD AWARE""",
    """\
    CCU NPN 7a-7p
    Pt [[PATIENT:Mrs. Pimentel]] HD 2 w/ complete heart block, temp wire R IJ VVI 60 placed [[DATE:5/17]]. PPM today by EP [[STAFF:Dr. Spiewak]] @ 1300, L chest site c/d/i, arm sling on. CXR no PTX
    Neuro: a+ox3. Resp: RA. GI: tol diet. GU: voiding
    pt speaks Portuguese only, interpreter [[STAFF:Deolinda]] used for consent. dtr [[PERSON:Idalina]] at bedside. pt came from [[LOCATION:Madeira]] in [[DATE:1971]]
    Plan: home [[DATE:5/19]] w/ f/u in device clinic, dtr will drive pt back to [[LOCATION:Stoneleigh]]""",
    """\
    micu npn 0700-1900
    pt: [[PATIENT:quattrone, vittorio]]   mrn [[ID:8802-115-6]]
    [[AGE:61]] yo m hd 9 w/ necrotizing gallstone pancreatitis, tx'd from [[HOSPITAL:npgh]] [[DATE:8/2]], ercp [[DATE:8/3]] w/ sphincterotomy. pmh htn obesity osa on cpap, lap band [[DATE:2006]]
    neuro: sedated on fent 200/versed 4, rass -3 to -4. perrl. daily wake up held per team d/t high vent needs
    cv: st 110s-120s. map 60s on levophed 0.08. cvp 16
    resp: ac 450x22/14/60%, plateau 30, abg 7.33/46/68. ls coarse. sx minimal
     bladder pressure 22, team aware, may need decompression
    gi: abd tense distended, bs absent. ngt to lcs 400cc bilious. tpn @ 80 via r sc tlc
     ct abd today: walled off necrosis, no gas. surgery [[STAFF:dr. castellano]] following, no or for now
    gu: foley 20-40cc/hr. cr 2.4. i/o +2800
    id: tmax 102.4 @ 1400. meropenem day 6, fluc added. bcx x2 sent
    endo: insulin gtt 4-7u/hr
    skin: anasarca, weeping from arms. stage 1 coccyx
    lines: r sc tlc, l fem aline, l ij cordis
    social: wife [[PERSON:assunta]] and son [[PERSON:dario]] in all day, very tired. family staying at a hotel near the hospital, they are from [[LOCATION:grangemouth falls]], 3 hrs away. wife asked about the hospital bill, referred to financial counselor. son has hope pt will pull through, wants everything done
     pt's brother [[PERSON:aldo]] called from [[LOCATION:calabria]], son translated
    plan: cont current mgmt, bladder pressure q4h, ?ir drain in am per [[STAFF:dr. vandermolen]]
    -[[STAFF:solvei]]""",
    """\
    CCU NPN 1900-0700
    [[PATIENT:MR. GIACALONE]] [[AGE:68]] YO M W/ ISCHEMIC CM EF 20%, AICD PLACED [[DATE:2004]] AT [[HOSPITAL:WRVH]], ADMITTED [[DATE:10/27]] AFTER 6 SHOCKS AT HOME. HX: MI X2 ([[DATE:'91]], [[DATE:'99]]), CABG [[DATE:2000]], DM2
    EVENTS: @ 2330 PT IN VT 180S, AWAKE, BP 88/50, AICD FIRED X1 -> SR. @ 0050 VT AGAIN, FIRED X2. AMIO 150MG IV X2 THEN GTT 1MG/MIN, LIDOCAINE 100MG IV THEN 2MG/MIN PER FELLOW [[STAFF:DR. ARGYROU]]. EP [[STAFF:DR. SPIEWAK]] IN @ 0130, DEVICE INTERROGATED AND REPROGRAMMED, ATP ON
     K 3.6 -> 40MEQ, MG 1.7 -> 2G
     NO FURTHER VT SINCE 0145
    NEURO: A+OX3, VERY ANXIOUS AFTER SHOCKS, ATIVAN 1MG IV X2
    CV: SR 70S W/ PVCS. BP 90S-100S/50S. MAP 65-70
    RESP: 2L NC SATS 96%. LS CLEAR
    GI: NPO FOR POSSIBLE VT ABLATION
    GU: FOLEY 40CC/HR
    LABS: TROP 0.3, TSH PENDING
    SKIN: INTACT
    SOCIAL: WIFE [[PERSON:PALMIRA]] CALLED @ 0100 FROM HOME IN [[LOCATION:UPPER STOWTING]], UPDATED, WILL COME IN AM W/ DTR [[PERSON:NUNZIA]]. WIFE'S # [[PHONE:617-555-0163]]
    PLAN: ABLATION [[DATE:THURS]] VS [[DATE:FRI]] W/ [[STAFF:DR. SPIEWAK]]. AMIO/LIDO GTTS
    [[STAFF:ECK]]""",
    """\
    Pt asking re: ambulance bill, SW [[STAFF:Orlaith]] to see [[DATE:Mon]]. aline d/c'd per [[STAFF:Dr. Tregarthen]], site c/d/i.""",
    """\
    h.o. [[STAFF:fontenot]] aware of uo 15cc/hr x2h, 500cc ns bolus given. pt's wife [[PERSON:despina]] at bedside""",
    """\
    CSRU NPN 7A-7P
    PT [[PATIENT:MRS. DUFRESNE]] POD 1 S/P MINI MVR [[DATE:4/10]]
    NEURO: A+OX3 MAE. PAIN 4/10 INCISION, TORADOL/PERCOCET
    CV: SR 70S, A WIRES CAPPED. CI 2.8 OFF ALL DRIPS. SWAN-GANZ PULLED BACK TO CVP @ 0900
    RESP: 2L NC SATS 97%, IS 1000
    GI/GU: TOL CLEARS. FOLEY OUT, VOIDING. OOB, MARCH IN PLACE X20 W/ PT
    PT'S HUSBAND [[PERSON:GASPARD]] AND SISTER [[PERSON:ANNICK]] (FROM [[LOCATION:TROIS-RIVIERES]]) VISITED. PT WILL GO TO [[HOSPITAL:WRENWOOD REHAB]] IN [[LOCATION:EAST CRANDLE]] VS HOME, CM [[STAFF:JOLANDA]] FOLLOWING""",
    """\
    MICU NPN 7p-7a
    Pt: [[PATIENT:Anatole Lachapelle]]   MRN [[ID:2076-559-0]]
    [[AGE:19]] yo M student at [[HOSPITAL:Harrowmere College]], brought by roommate to [[HOSPITAL:PVCH]] ED [[DATE:2/11]] w/ fever 104, HA, neck stiffness, petechial rash. LP there w/ GNDC, ceftriaxone given, intubated for GCS 8 and sent here via [[HOSPITAL:Corvid Lifeflight]]
    Neuro: sedated on propofol 40, RASS -3. PERRL 4mm brisk. no sz activity. CT head neg. neuro checks q1h
    CV: ST 130s -> 110s. BP 80s/40s on arrival, levophed 0.3 + vaso 0.04, MAP now 65. CVP 12. lactate 6.2 -> 3.9. Xigris not given d/t low plt
    Resp: AC 500x18/8/50%, ABG 7.29/34/110
    ID: ceftriaxone 2g q12, vanc, decadron q6. droplet precautions x24h. ID [[STAFF:Dr. Mulcahey-Tran]] following. health dept notified, ppx for roommate and family arranged
    Heme: plt 42, INR 2.0, fibrinogen 110 -> cryo x10, FFP 2u. DIC
    Skin: purpura BLE and L hand, fingers dusky, marked @ 0000. pulses dopplerable. plastics aware
    GI: OGT to LIS
    GU: foley 20-40cc/hr. Cr 1.8
    Lines: L IJ TLC, R radial aline, R fem dialysis line
    Social: parents [[PERSON:Gervais]] and [[PERSON:Claudette]] drove in from [[LOCATION:Pelham Notch]], [[LOCATION:N.H.]], arrived @ 0300, updated by [[STAFF:Dr. Tregarthen]]. staying at the family house. they and pt's younger brother said grace at the bedside. mother asked that pt's gf [[PERSON:Mireille]] be allowed to visit
     roommate [[PERSON:Devontae]] got cipro in ED
     father's cell [[PHONE:207-555-0185]]
    Plan: cont pressors, abx, monitor extremities. ?CVVH if worsening
    -[[STAFF:Zorica]]""",
    """\
    ccu npn 7a-7p
    pt [[PATIENT:mrs. boudreaux]] [[AGE:73]] yo f w/ takotsubo, cath [[DATE:11/6]] w/ clean coronaries, ef 25%. husband [[PERSON:achille]] died [[DATE:halloween]]
    neuro: a+ox3 tearful. cv: sr 90s bp 100/60 no gtts. resp: 2l nc. gu: voiding, lasix 20 iv
    son [[PERSON:wyeth]] in from [[LOCATION:wickham ferry]], staying w/ pt. chaplain [[STAFF:rev. colville]] in @ 1500
    pt will f/u w/ [[STAFF:dr. mossberg]] in clinic
    -[[STAFF:tova]]""",
    """\
    [[PATIENT:MR. CSONKA]]'S DTR [[PERSON:VERENA]] CALLED, UPDATED. SHE WILL BE IN [[DATE:TUES]] FOR FAMILY MTG. -[[STAFF:DQ]]""",
    """\
    NPN 7a-7p
    Neuro: a+ox3 but sundowning by 1600, reoriented. CV: SR 60s, BP 160s/80s, hydral 10 IV x1. Resp: RA. GI: tol diet. GU: foley d/c'd, voiding
    Pt [[PATIENT:Mr. Okpara]] [[AGE:83]] admitted w/ syncope, hx AVR [[DATE:2001]], AF. tele w/ 3 sec pause @ 0400, EP aware
    lives w/ wife [[PERSON:Ebele]] on [[LOCATION:Gaskell Rd]] in [[LOCATION:Sedgefield Center]]. son [[PERSON:Chidubem]] works nights, will call after 2000
    Plan: PT eval, home w/ VNA vs rehab at [[HOSPITAL:Ravelston]]""",
    """\
    csru npn 7p-7a
    [[PATIENT:giacomo ortolani]], [[AGE:76]] yo m, pod 0 s/p redo sternotomy avr/cabg x2 [[DATE:9/14]]. hx cabg [[DATE:'92]] at [[HOSPITAL:qrmh]], pvd, copd, cri, gerd
    neuro: from or @ 1600 on propofol. woke @ 2100, mae, follows commands. extubated [[DATE:9/14]] @ 2350 to 50% face tent
    cv: a paced 90 via epi wires (underlying junctional 50s). ci 1.7 in or -> iabp placed, 1:1, ci now 2.3. pcwp 20. svo2 58-65
     epi 0.04, milrinone 0.375, neo 0.5 for svr 700s
     ct x3 to -20 sxn, 50-100cc/hr sang -> serosang, no air leak
     l fem iabp site c/d/i, l dp/pt dopplerable, checked q1h
    resp: 50% face tent, abg 7.33/47/82, rr 20s. is 250
    gi: npo, abd soft. protonix
    gu: foley 40-80cc/hr. cr 1.9 (baseline 1.6). i/o 5200/1700
    endo: insulin gtt 2-6u/hr, bs 120-170
    heme: hct 26 -> 1u prbc -> 29. plt 96
    id: tmax 99.1. vanc (pcn allergy)
    pain: 3/10, morphine 2mg iv x2
    skin: sternal dsg d/i. bair hugger on until 1900
    social: wife [[PERSON:annunziata]] in until 2100, anxious, updated by [[STAFF:dr. hollerith]]. dtr [[PERSON:graziella]] is a nurse at [[HOSPITAL:qrmh]], called x3. pt from [[LOCATION:tillingbourne]]. wife cell [[PHONE:781-555-0179]]
    plan: wean epi, iabp to 1:2 in am if ci holds per [[STAFF:okafor-lynch]] (fellow)
    -[[STAFF:eilidh]]""",
    """\
    MICU NPN 7A-7P
    PT: [[PATIENT:FITZGIBBON, AUGUSTA]]   MRN [[ID:7219-084-5]]
    [[AGE:66]] YO F HD 24, ADMITTED [[DATE:3/2]] FROM [[HOSPITAL:DKRH]] W/ MRSA PNA, ARDS. TRACH [[DATE:3/14]] (#8 SHILEY), PEG [[DATE:3/16]]. HX: COPD, DM2, MORBID OBESITY, OSA, DVT [[DATE:2005]]
    NEURO: AWAKE, MOUTHS WORDS, FOLLOWS COMMANDS. STRENGTH 3/5 UE, 2/5 LE. CAM NEG
    CV: SR 80S BP 120S/60S. NO GTTS. LOVENOX 40 SQ
    RESP: PSV 12/5 40% DAYS, AC 450X14/5/40% NIGHTS. TRACH COLLAR 35% X2 HRS @ 1000, RR UP TO 32, BACK ON PSV. SX Q2-3H MOD THICK TAN
    GI: TF JEVITY 1.2 @ 60 (GOAL) VIA PEG. BM X2
    GU: FOLEY CHANGED [[DATE:3/24]]. UO 60-100CC/HR. LASIX 40 IV BID
    ID: AFEBRILE X5 DAYS. VANC DAY 21/21, LAST DOSE TONIGHT
    SKIN: STAGE 2 SACRUM, DUODERM. BARIATRIC BED
    LINES: R PICC [[DATE:3/20]]
    PT/OT: DANGLED X10 MIN W/ PT [[STAFF:THORUNN]], UNABLE TO STAND YET
    SOCIAL: HUSBAND [[PERSON:ALPHONSE]] VISITS DAILY. DTR [[PERSON:BEATA]] CALLS FROM [[LOCATION:FAIRLOP]]
    DISPO: SCREENED BY [[HOSPITAL:KINGSMERE LTAC]] AND [[HOSPITAL:ST. WULSTAN'S]], FAMILY PREFERS [[HOSPITAL:KINGSMERE]], CLOSER TO HOME IN [[LOCATION:NORTH TIBBET]]. LIAISON [[STAFF:PRISCA]] FROM [[HOSPITAL:KINGSMERE]] TO SEE PT [[DATE:MON]]. AUTH PENDING W/ CM [[STAFF:JOLANDA]], GRACE PERIOD ON PREMIUM ENDS [[DATE:4/1]] PER HUSBAND
     HUSBAND'S # [[PHONE:508-555-0104]]
    [[STAFF:TLW]] RN""",
    """\
    CM [[STAFF:Jolanda]] faxed referral to [[HOSPITAL:Ravelston Rehab]], bed likely [[DATE:Thurs]]. pt and wife agree.""",
    """\
    micu npn 7a-7p
    pt is [[AGE:90]], dnr/dni, comfort measures since 1400 after family mtg w/ [[STAFF:dr. tregarthen]]. morphine gtt 2mg/hr, ativan prn, scopolamine patch. resp: 4l nc for comfort, rr 30s -> 20s
    family (son [[PERSON:ewart]] and grandson [[PERSON:keir]]) at bedside, chaplain in. pt came from [[HOSPITAL:the tisdale center]] where she lived since [[DATE:1999]]
    family may stay overnight. will cont to provide comfort
    -[[STAFF:morag]]""",
]


def main() -> None:
    write(build(NOTES, "icu-dev12"), OUT)


if __name__ == "__main__":
    main()
