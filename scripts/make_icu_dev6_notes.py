# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev6_notes.jsonl: a sixth set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: long full-shift MICU, SICU, CCU, CVICU, neuro, trauma,
transplant and burn nursing progress notes that run system by system ("NEURO:", "CV:",
"RESP:", "GI:", "GU:", "ID:", "SKIN:", "SOCIAL:", "DISPO:", "A/P:") after an admission history
("pt is a 67 yo m w/ hx of ... who presented to X on 3/2 with ..."), with trauma mechanisms
("mvc on rte 147 in X", "ped struck in X", "tractor rollover"), interfacility transfers and
med-flights, family meetings and a social or dispo paragraph that carries most of the names and
places; long run-on lines, missing punctuation and some misspellings, in lower case, capitals
or mixed. Dates take many forms ("3/14", "03/14", "3-15" at a line start, "3/14/26", "14 MAR",
"MARCH 14", "mar 15th", "the 16th", "1/2025", "Oct '24", ranges, lists, weekdays and months
alone); history years follow procedures and diagnoses ("cabg x2 '07", "CABG X3 '05, MI, CHOLE
2012", "MI IN '08", "dx '15") or sit in parentheses ("(2019)"); ages are written "67 yo",
"94yo", "41 y/o", "24M", "86 yr old", "age 52", "57-year-old", "61 YOM", "70 y.o.", "31F";
hospitals are local names and initialisms with and without a cue word ("KMMC ED", "QCRH PLACED
...", "followed by dr X at TRMC vascular"), nursing homes, assisted living, an LTACH, rehabs, a
shelter, a YMCA and flight services; towns, roads, a lake, a state and foreign places follow
residence and mechanism cues; names are first names after kin and role cues, one-word
signatures, "PT <first> <last>" and "MR/MRS <surname>" in capitals. Look-alikes sit in the same
notes (BP 120/80, map 65-80, percocet 5/325, sinemet 25/100, pain 5/10, ABG 7.35/40/90,
AC 450/14/5/40%, PS 10/5, cvp 8, x2/3, 1/2 NS, 0700-1900, gcs 3/1t/5, strength 4/5, i/o 2.1/1.4,
heparin 1000u/hr, HD 3, POD 2, bed and chair numbers, drug, device and eponym names, ICU, PACU,
CT, MRI, IR, PICC, TLC, ETT, CRRT, OSH). All names, places, initialisms and numbers are invented
(phones in the 555-01xx range). PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes the dev sets. It
was written blind, to check how the rules tuned on the earlier dev sets generalize before the
held-out set is measured. Run: ``python scripts/make_icu_dev6_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev6_notes.jsonl"

NOTES: list[str] = [
    """\
    micu nursing progress note 0700-1900
    pt is a [[AGE:67]] yo m w/ hx of copd on 2l home o2, cabg x2 [[DATE:'07]], mi, appy who presented to [[HOSPITAL:saltmarrow regional]] on [[DATE:3/2]] with sob and was transferred here the next day after failing bipap there
    neuro: sedated on propofol 30mcg/kg/min, rass -2, perrl 3mm, gcs 3/1t/5
    cv: nsr 70s-80s, bp 120/80, map 65-80 off levophed since 1100, cvp 8
    resp: ac 450/14/5/40%, abg 7.35/40/90 this am, sx x2 for thick tan
    gi: ogt, tf at 40 goal 55, bm x1. gu: foley 40-70cc/hr, i/o 2.1/1.4
    id: tmax 100.4, vanc/zosyn day 3/7
    social: wife [[PERSON:oksana]] at bedside all day, they live in [[LOCATION:quillhaven]], son calling from out of state tonight
    dispo: remains micu bed 12. [[STAFF:kerensa]] rn""",
    """\
    TRAUMA SICU NPN 1900-0700
    PT [[PATIENT:LEOCADIO FARRANTE]] IS A [[AGE:24]]M S/P MVC ON [[LOCATION:RTE 147]] IN [[LOCATION:DUNMARSH]] [[DATE:3/9]] APPROX 2300, RESTRAINED DRIVER, PROLONGED EXTRICATION, MED-FLIGHTED FROM SCENE BY [[HOSPITAL:VALKYRIE AIR]]
    INJURIES: L PTX (CT PLACED IN BAY), GRADE 3 SPLEEN LAC (NONOP), L FEMUR FX S/P IMN POD 1, R RIB FX 4-7
    NEURO: A+O X3, PCA DILAUDID, PAIN 5/10 -> 3/10. CV: HR 90S ST, BP 118/70, HCT 27 -> 26
    RESP: 4L NC, IS 750, L CT TO -20 SXN NO AIRLEAK. GI: CLEARS, BS+. GU: FOLEY 60-100/HR
    SKIN: ABRASIONS L ARM, BACITRACIN. L THIGH DRSG C/D/I
    SOCIAL: MOTHER AND GIRLFRIEND AT BEDSIDE, UPDATED BY TRAUMA ATTENDING [[STAFF:DR KVARNSTROM]] AT 2000
    [[STAFF:YSEULT]] RN""",
    """\
    Burn ICU progress note 0700-1900, HD 3
    Pt is a [[AGE:41]] y/o F w/ 32% TBSA flame burn (face, chest, bilat UE) after a house fire in [[LOCATION:Corvallen]] [[DATE:3/11]], intubated on scene by EMS, seen at [[HOSPITAL:Corvallen General]] ED and med-flighted here.
    NEURO: fent 100, versed 2, RASS -3. CV: Parkland resus, LR 450 -> 400/hr, UOP goal 30-50, MAP 65-70.
    RESP: AC 450/16/8/40%, carboxyHb 2.1 from 18. Bronch HD 1 w/ grade 2 inhalation injury.
    GI: NGT, TF trickle 10. GU: foley 38-60cc/hr.
    SKIN: silvadene to chest, xeroform to face, escharotomy L arm at 2350 on arrival.
    SOCIAL: husband and sister at bedside, house is a total loss, SW helping w/ housing.
    A/P: OR for excision/graft w/ [[STAFF:Dr. Oyelowo]] later this week.""",
    """\
    sicu npn 7p-7a pod 2 s/p whipple
    pt w/ panc head mass found at [[HOSPITAL:brisbourne memorial]] in [[DATE:january]], onc referred her here. pmh htn dm2 tah
    neuro: aox3 epidural bupi/fent 6cc/hr pain 4/10 at rest 7/10 w/ cough
    cv: st 100-110 bp 140s/70s lopressor 5 iv x1 w/ effect. k 3.4 -> 20meq x2
    resp: 3l nc sats 94% is 500 encouraged q1h
    gi: ngt to lcs 200cc bilious, jp x2 serosang 60/40. gu: foley 30-50/hr, i/o 2.4/1.1
    social: dtr [[PERSON:ngozi]] stayed overnite in family lounge, pateint's husband home w/ his own health issues""",
    """\
    MICU NURSING NOTE 0700-1900
    [[PATIENT:MRS TSVETKOVA]] IS FROM A NH, SENT TO [[HOSPITAL:KMMC]] ED [[DATE:03/14]] W/ FEVER 103, HYPOTENSION, TRANSFERRED HERE SAME NIGHT FOR PRESSORS
    NEURO: LETHARGIC, OPENS EYES TO VOICE, HX PARKINSON'S ON SINEMET 25/100 TID
    CV: LEVOPHED 0.08 -> 0.04, VASOPRESSIN 0.04 OFF AT 1400, MAP 65-72, LACTATE 3.8 -> 1.9
    RESP: 2L NC SATS 95%. GI: PUREED/NECTAR THICK PER SLP. GU: FOLEY, UOP 30-40/HR
    ID: UCX FROM OSH GROWING GNR, CEFTRIAXONE
    SOCIAL: HCP IS NEPHEW, [[PHONE:555-0191]], UPDATED AT 1600. PLAN BACK TO NH WHEN OFF PRESSORS""",
    """\
    CCU shift note 1900-0700
    Pt w/ hx of CABG x4, afib on eliquis, ICD, presented to [[HOSPITAL:Hobbs Landing Medical Center]] [[DATE:3/13]] w/ VT storm, shocked x6, transferred to us on amio/lido.
    NEURO: A&O x3, anxious, ativan 0.5 x1 at 0100.
    CV: SR 60s, no VT since 2200, amio 1mg/min -> 0.5 at 0400, lido 1, K 4.4, Mg 2.3. BP 104/62.
    RESP: 2L, crackles bases. Lasix 40 iv x1, I/O 1.1/1.6.
    GU: voiding in urinal. SKIN: pad sites L chest reddened, silvadene.
    SOCIAL: wife [[PERSON:Hyun-joo]] called at 2200, she is driving in in the am.
    A/P: EP ablation tomorrow. [[STAFF:Marjolaine]] PA aware of K.""",
    """\
    npn nights
    pt [[AGE:86]] yr old m fell down 12 stairs at home in [[LOCATION:thistlebury]] on the [[DATE:15th]], found next am by neighbor [[PERSON:beatriz]], ems to here. sdh 8mm, c2 fx in aspen collar, r hip fx
    neuro q1h: gcs 14 (e4v4m6), confused to time, perrla 3/3, mae strength 4/5 ue 3/5 le
    cv: sr w/ pvcs, bp goal <160, nicardipine off 0300, bp 130-150s
    resp: ra 95%, cough weak. gi: npo for swallow eval, d5 1/2 ns at 75. gu: foley for retention, 400cc on insertion
    social: lives alone, son lives out of state, called 0600 and updated, hcp paperwork at pcp office
    dispo: ortho plans orif tommorow if keppra level ok and neuro stable""",
    """\
    MICU NPN 0700-1900. HD 5.
    PT IS AN ELDERLY M, TRACH/PEG SINCE PROLONGED ADMIT AT OSH, LIVES AT [[HOSPITAL:TENNICK VALLEY LTACH]], SENT IN [[DATE:SUN]] W/ MUCUS PLUGGING, PNA
    NEURO: NODS APPROPRIATELY, MOUTHS WORDS. CV: HR 80S, BP 110S/60S, NO GTTS.
    RESP: TRACH #8 SHILEY CUFFED, VENT AC 450/14/5/40% -> PS 10/5 AT 1000, TOLERATING, RSBI 62. SX Q2H THICK YELLOW.
    GI: PEG W/ JEVITY 1.2 AT 60. GU: CONDOM CATH. SKIN: STAGE 3 SACRUM (PRESENT ON ADMIT), WOUND RN SAW.
    ID: SPUTUM CX [[DATE:3/16]] MRSA, VANC TROUGH 14.
    SOCIAL: WIFE DECEASED. DTR [[PERSON:XIMENA]] IS HCP, LIVES IN [[LOCATION:GORSEMOUTH]], WILL CALL LTACH RE BED.
    DISPO: BACK TO LTACH WHEN ON PS 10/5 X 24H OR TRACH COLLAR""",
    """\
    SICU npn 1900-0700
    Pt s/p ex-lap, partial colectomy, POD 1, after presenting to [[HOSPITAL:Quenby Health Center]] on [[DATE:mar 15th]] w/ BRBPR, hct 19, sent here by ambulance.
    NEURO: aox3, pca hydromorphone, pain 6/10 -> 3/10.
    CV: ST 100s, 2u prbc overnight, hct 24 -> 28, BP 100/60s, MAP >65.
    RESP: 2L NC, IS 1000. GI: NGT LIWS 150cc. JP 80cc serosang. GU: foley 40/hr.
    SOCIAL: fiance and his mother visited until 2200; pt is a middle school teacher, coworkers have been calling.
    [[STAFF:Corentin]] RN""",
    """\
    neuro icu npn 7a-7p, day 6 post bleed, vasospasm window
    pt is female, age [[AGE:52]], hunt hess 3 sah from acomm aneurysm, collapsed at work on [[DATE:3/10]], ems took her to [[HOSPITAL:lvmc]] and she was sent here that night, coiled next am
    neuro: gcs 14 (4/4/6), perrl 3mm, strength 5/5 x4, tcds today no spasm, nimodipine 60 q4, evd at 15 draining 8-12/hr clear
    cv: sbp goal 120-160, 130s-150s, no gtts. na 134 -> salt tabs
    resp: ra. gi: reg diet, bm. gu: voids
    social: husband [[PERSON:kojo]] and her mother at bedside, kids at home in [[LOCATION:varnum center]] w/ aunt. husband asked re fmla forms, sw to see
    dispo: icu thru day 14""",
    """\
    TRAUMA ICU NOTE 0700-1900
    PT IS A M, GSW X2 ABD/L THIGH [[DATE:3/15]] ~0130 IN [[LOCATION:SALTMARROW]], BROUGHT BY EMS AS TRAUMA ACTIVATION, EX LAP/SMALL BOWEL RESECTION, ABD LEFT OPEN, BACK TO OR TOMORROW FOR CLOSURE
    NEURO: SEDATED PROP 40, FENT 150, RASS -2 TO -3, CPOT 2/8
    CV: HR 100-120, BP 100/55, MAP 62-70, 1U PRBC FOR HGB 6.9. CVP 8-10 VIA R IJ TLC
    RESP: AC 500/18/8/50%, ABG 7.32/44/88
    GI: ABTHERA VAC -125, 300CC SEROSANG. OGT LIWS. GU: FOLEY 50-80/HR
    SOCIAL: REGISTERED UNDER TRAUMA ALIAS, TRAUMA # [[ID:7724051]], NO INFO BY PHONE. MOTHER AND UNCLE ALLOWED IN PER SECURITY. [[STAFF:DR CZAPLICKI]] UPDATED MOTHER 1500.""",
    """\
    MICU progress note 1900-0700
    Pt is a [[AGE:62]]M w/ etoh cirrhosis (dx [[DATE:'15]]), hcv tx'd, transferred 4 days ago from [[HOSPITAL:St. Aldric's]] w/ flu A -> ARDS, P/F 90.
    Neuro: cisatracurium 2mcg/kg/min, TOF 1/4, BIS 40s, fent 200, midaz 4.
    CV: levophed 0.12, vaso 0.04, MAP 65-68. Lactate 2.4. Art line R radial, waveform good.
    Resp: proned 2000-1600 schedule, AC 380/28/14/70%, Pplat 29, ABG 7.28/52/68.
    GI: TF held while prone, OGT LIWS. GU: foley, UOP 20-30/hr, CRRT discussed w/ renal.
    Social: ex-wife [[PERSON:Ingeborg]] is still listed as HCP (divorced), brother trying to get guardianship papers; SW aware, ethics c/s placed. Fellow [[STAFF:Dr. Tshabalala]] spoke w/ brother 0300.""",
    """\
    npn 7p-7a pt stable overnite no events, neuro intact a+ox3 cv sr 70s bp 120s/70s no gtts resp 2l nc sats 96% gi tol cardiac diet gu voiding skin intact
    pt hx stemi s/p des to lad at osh [[DATE:3/13]], came here next day w/ cardiogenic shock for impella which was pulled yesterday 1100, l groin c/d/i no hematoma, pulses dopplerable
    heparin 1000u/hr ptt 68 next ptt 0600, k 4.0 mg 2.1
    pt worried abt his dog, friend [[PERSON:gustavo]] from work picking it up. sister coming up this weekend
    plan to floor in am if stable. [[STAFF:winnifred]]""",
    """\
    BURN UNIT NPN 1900-0700
    [[PATIENT:MR ABERNATHY-QUILL]] W/ 18% TBSA SCALD/CHEMICAL BURN AT WORK (TANNERY) ON [[DATE:MARCH 14]], FIRST SEEN AT [[HOSPITAL:EHMC]] ED, DECONTAMINATED, THEN TRANSFERRED HERE BY AMBULANCE
    NEURO: A+O X3, PAIN 8/10 WITH DRSG CHANGE, KETAMINE 20MG + FENT 100 PRE-PROCEDURE, 4/10 AFTER
    CV: HR 100S, BP 140/80. RESP: RA, NO INHALATION INJURY PER BRONCH.
    GI: REG DIET + BOOST TID, PROTEIN GOAL 150G. GU: VOIDING, UOP 80-120/HR
    SKIN: BILAT LE AND HANDS, MEPILEX AG, GRAFT SITE L THIGH CLEAN. BACK TO OR WITH [[STAFF:DR DELACROIX-NUNN]] THIS WEEK
    SOCIAL: WIFE AT BEDSIDE. WORKERS COMP CASE MGR FROM HIS EMPLOYER CALLED, REFERRED TO CM.""",
    """\
    MICU nsg note 0700-1900
    Pt is a [[AGE:70]] y.o. female w/ ESRD on HD MWF (chair 14), CVA, CABG, DM2, who presented to [[HOSPITAL:DVMH]] ED [[DATE:3/16]] after missing HD x2, K 7.1, wide QRS, got Ca gluconate/insulin/D50 there and came here for emergent HD.
    NEURO: A&O x3, HOH. CV: SR 70s, peaked T gone, BP 150/80. K 5.2 -> 4.3 post HD.
    RESP: RA. GI: renal diet. GU: anuric. Access: L AVF +thrill/bruit, temp HD cath R fem removed 1400.
    SKIN: heels boggy, prevalon boots.
    SOCIAL: lives w/ grandson [[PERSON:Yaw]]. Pt says she missed HD because her ride never came. SW following.
    DISPO: back to her outpt HD unit when stable.""",
    """\
    trauma icu npn 1900-0700, hd 2
    pt is a helmeted motorcyclist vs deer outside [[LOCATION:cresthaven]] [[DATE:3/16]] around 2100, taken to osh where he was intubated and had ct then flown here
    inj: l pulm contusion, l 3-9 rib fx w/ flail, l clavicle fx, grade 2 liver lac, tbi w/ small sah
    neuro: prop 20, rass -1, glasgow 11t, follows cmds x4, pupils 3 brisk, c-collar until ct c-spine read
    cv: hr 80-90, bp 130/70, hgb 11.2 stable x3
    resp: simv 500/12/8/40% ps 10, l ct to sxn small airleak, serratus catheter ropiv 8/hr
    social: girlfriend [[PERSON:keziah]] is here, says his parents live out of the country, she has his moms number, gave it to sw""",
    """\
    MICU NPN 7A-7P
    PT [[PATIENT:JOVAN DRAGICEVIC]], MRN [[ID:4471190]], W/ ETOH WITHDRAWAL, DTS, ASP PNA, ADMITTED [[DATE:3/15]] FROM A WALK-IN CLINIC WHERE HE HAD A SEIZURE IN THE WAITING ROOM
    NEURO: PRECEDEX 1.0, PHENOBARB LOAD DONE 0900, CIWA 8-10, RESTLESS, SOFT WRIST RESTRAINTS X2 (ORDER RENEWED BY [[STAFF:DR WOJCIECHOWSKA]])
    CV: ST 110S -> 90S. BP 150/90 -> 130/80. MG 1.6 REPLACED 2G.
    RESP: 4L NC, SATS 92-94%. ID: UNASYN DAY 2/5.
    GI: NPO EXCEPT MEDS, THIAMINE/FOLATE/MVI. LFTS UP.
    SOCIAL: PT WORKS NIGHTS AT A MILL. SISTER [[PERSON:MILICA]] ([[PHONE:555-0127]]) IS ONLY FAMILY, UPDATED 1730.""",
    """\
    Family update / shift note 1500-2300
    Pt remains on PS 10/5 40%, HR 60s SB, MAP 70s, CVP 10. Propofol off since 1200, RASS 0, nodding to questions, strength 4/5 bilat.
    Met in the family room w/ wife [[PERSON:Ragnfrid]], son and his wife with [[STAFF:Dr. Lindahl-Rees]] and NP. Explained SBT plan for tomorrow, trach if fails x2.
    Wife asked that pt's priest, [[PERSON:Father Mbanefo]] from their parish in [[LOCATION:Lydford Mills]], be called; message left at parish office.
    Family states pt was independent, still drives, ran a hardware store in town until he retired.
    GI: TF at goal. GU: foley, UOP 50s. SKIN: intact.""",
    """\
    sicu progress note 0700-1900
    pt is an elderly female (lives at [[HOSPITAL:the ansley house]] assisted living) who fell, r hip fx, orif [[DATE:3/14]] at osh, post op afib rvr + hypotension so sent here
    neuro: baseline dementia per staff there, a+o x1, cam +, seroquel 12.5 hs
    cv: afib 90-110, dilt gtt 5 -> 10mg/hr, bp 100s/50s, heparin held per ortho
    resp: 2l, ls dim bases. gi: puree, fed by staff, poor po. gu: purewick
    skin: r hip incision staples c/d/i, heels intact, stage 1 coccyx
    social: hcp is dtr [[PERSON:temperance]], aware of transfer; second dtr not involved
    dispo: will need snf, the alf cant take her back at this level per their don [[STAFF:evangeline]]""",
    """\
    SICU NPN 1900-0700
    POD 1 S/P OPEN AAA REPAIR, UP FROM PACU 2000. AAA DX [[DATE:2021]], FOLLOWED BY [[STAFF:DR NAKAGAWA-ROSS]] AT [[HOSPITAL:TRMC]] VASCULAR. CAROTID ENDART, CHOLE
    NEURO: EPIDURAL, PAIN 2/10, A+O X3
    CV: SR 80S, BP GOAL <140, NTG 0.5MCG/KG/MIN, CI 2.8 VIA SWAN-GANZ, CVP 9, SVR 1100
    RESP: EXTUBATED 2200 TO 4L, ABG 7.37/41/84
    GI: NPO, NGT 100CC. GU: FOLEY 30-60, CR 1.1 FROM 1.0. LE PULSES DOPPLER DP/PT BILAT
    SOCIAL: WIFE CALLED 2300, UPDATED.""",
    """\
    MICU npn 0700-1900, HD 2
    Pt is a young F w/ intentional OD (amitriptyline + APAP) found by roommate in their apt in [[LOCATION:Wyncote Falls]] late last night, EMS intubated for GCS 6, bicarb gtt started at OSH ED.
    NEURO: prop 20, RASS -2, no seizures, QRS 112 -> 94.
    CV: sinus tach 110s, BP 108/64, bicarb gtt 150/hr, ABG 7.49/33/120.
    RESP: AC 450/16/5/40%. GI: NAC 21h protocol bag 3, APAP level 38 -> 12, LFTs normal. GU: foley 100/hr.
    Safety: 1:1 sitter, belongings searched per policy. Psych ([[STAFF:Dr. Ashkenazi-Brandt]]) to see after extubation.
    SOCIAL: mom [[PERSON:Xiomara]] flying in tonight, listed as NOK. Pt is a grad student, advisor called (told no info).""",
    """\
    npn 7p-7a quiet night, slept 4-5h. vss hr 70s bp 118/72 rr 16 sat 97% ra tmax 98.9 i/o 1.8/2.2 k 3.9 mg 1.9
    pt came to us last wk from [[HOSPITAL:morrowvale community]] for cath/possible cabg, cabg deferred, now for transfer back there on [[DATE:sat]] to be closer to home in [[LOCATION:morrowvale]]
    accepting md [[STAFF:dr quayson]], report to be called to their icu charge rn at 0800, transfer consent signed, ct images on cd
    wife aware, transport booked for 1000""",
    """\
    MICU ADMIT NOTE / NPN 1900-0700
    PT IS AN [[AGE:81]] YO F W/ HX OF CHF (EF 25%), AFIB, PPM, AVR (TISSUE) [[DATE:'12]], CKD 4, BREAST CA S/P LUMPECTOMY [[DATE:95]], WHO PRESENTED TO [[HOSPITAL:OSSINGTON REGIONAL]] [[DATE:14 MAR]] W/ SOB, WT UP 6KG, FAILED DIURESIS THERE, SENT HERE FOR CRRT EVAL
    NEURO: A+O X3, HOH, HEARING AIDS IN BAG AT BEDSIDE
    CV: AF 80S, BP 96/50, MILRINONE 0.25, LASIX GTT 20/HR, I/O 1.4/2.9
    RESP: BIPAP 12/6 40% OVERNIGHT, 4L NC DAYTIME. RR 20S
    GI: 2G NA, 1.5L FLUID RESTRICT. GU: FOLEY. CR 3.2
    SOCIAL: WIDOWED, LIVES W/ SON [[PERSON:DUNCAN]]. DNR/DNI CONFIRMED W/ PT AND SON BY ATTENDING.""",
    """\
    SICU nursing note 0700-1900, POD 3 s/p Hartmann's ([[DATE:3/15]]) for perf diverticulitis
    Pt is from [[HOSPITAL:Mulberry Court]] nursing home, PMH Parkinson's, CVA, BPH s/p TURP, hearing impaired.
    NEURO: A&O x2/3 (not to date), Sinemet 25/100 via NGT on time (pt rigid when late), CAM+ at 1600.
    CV: SR 60s, BP 98-130/50-70, off neo since yesterday. RESP: 3L NC, weak cough, CPT q4.
    GI: colostomy pink, small liquid stool. NGT clamp trial, tolerated. GU: foley, UOP 35/hr.
    SKIN: midline c/d/i, sacrum stage 2 POA (from NH).
    ID: zosyn, tmax 100.8, WBC 15.
    SOCIAL: niece [[PERSON:Radhika]] is HCP, visits daily after work. Intern [[STAFF:Dr. Onyekachi]] and resident aware re UOP.""",
    """\
    burn icu npn 1900-0700 hd 4
    pt is a lineman w/ high voltage electrical injury at work on [[DATE:3/14]] in [[LOCATION:tennick]], entry r hand, exit l foot, 9% tbsa, fasciotomies r forearm same day and l leg next day
    neuro: a+ox3, pca fent, pain 6/10, gabapentin started
    cv: sr 90s, no ectopy on tele, trop neg x3, ck 22000 -> 14000
    resp: ra. gi: reg diet, calorie count. gu: foley for uop goal 100+/hr d/t rhabdo, lr at 250, urine clearing from tea colored
    skin: fasciotomy sites w/ vac -125, r hand dressing per burn np [[STAFF:wiebke]], sensation decreased r 4th/5th fingers
    social: wife [[PERSON:maren]] and a coworker here, union rep called""",
    """\
    NSICU NPN 0700-1900
    [[PATIENT:MRS STAVRIDOU]] POD 1 S/P R CRANI FOR MENINGIOMA, FOUND ON MRI AT [[HOSPITAL:KVRH]] IN [[DATE:FEB]] AFTER A FALL. PMH: HTN, HYPOTHYROID, R TKA.
    NEURO: A+O X3, SPEECH CLEAR, LUE 4/5 (NEW, MD AWARE), PERRL 3MM, GCS 4/5/6, HOB 30. KEPPRA 500 BID, DECADRON 4 Q6. NEUROSURG PA [[STAFF:KASIMIR]] IN AT 1500.
    CV: SR 70S, SBP GOAL <160, 130S. RESP: RA. GI: CLEARS -> REG. GU: VOIDING AFTER FOLEY OUT 0600.
    SKIN: CRANI INCISION C/D/I, JP TO BULB 30CC.
    SOCIAL: HUSBAND [[PERSON:STAVROS]] AND DTR HERE, DTR IS AN RN AND ASKS GOOD QUESTIONS.
    DISPO: STEPDOWN IN AM IF NEURO STABLE.""",
    """\
    MICU nursing progress note 1900-0700
    [[AGE:57]]-year-old woman w/ hx of DVT x2, off eliquis since last month, who presented to urgent care [[DATE:3/17]] w/ syncope, sent by ambulance to [[HOSPITAL:FRMC]], CTA massive PE, got tPA 100mg there 1840 and came to us 2130.
    NEURO: A&O x3, no bleeding signs, neuro checks q1h x24 post-tPA WNL.
    CV: ST 120s -> 100s, BP 96/60 -> 112/70, levophed 0.05 weaned off 0300. Heparin 1000u/hr started 0030, PTT 58 @ 0630.
    RESP: 6L -> 3L NC. ABG 7.44/30/68. Echo: RV dilated.
    GI/GU: NPO after MN for possible IR. Foley 50cc/hr.
    SOCIAL: husband [[PERSON:Leif]] and son at bedside. Pt was inpt at [[HOSPITAL:FRMC]] [[DATE:3/2]]-[[DATE:3/5]] for cellulitis and says she stopped eliquis then.""",
    """\
    trauma sicu npn 0700-1900 hd 6
    pt [[PATIENT:cyprian obiora]] ped struck in [[LOCATION:hobbs landing]] [[DATE:3/12]] 1915, pelvic fx s/p ex fix, bilat tib/fib fx, r open ulna, tbi (dai), trach/peg yesterday
    neuro: off sedation, opens eyes spont, tracks, not following cmds, gcs 4/1t/4, storming episodes (hr 140s, temp 101, posturing) tx w/ fent 50 + propranolol 20
    cv: hr 90-140 during storms, bp 110-160/60-90. lovenox 40 bid. le dopplers neg
    resp: trach #8, ps 8/5 30%, sx moderate thin white
    gi: peg tf osmolite 1.5 at 55 goal. bm x2 loose, c diff sent. gu: foley 60-100/hr
    skin: ex fix pins cleaned, r arm splint, heels floated
    social: wife [[PERSON:chinwe]] here all day, asked about rehab; cm gave her a list, she likes [[HOSPITAL:saltmarrow rehab]]""",
    """\
    NPN 0700-1900. UNEVENTFUL. A+O X3, MAE, PAIN 3/10 PERCOCET 5/325 X1. SR 70S, BP 128/74. RA 96%. TOL REG DIET. VOIDING. OOB TO CHAIR X3, AMB 100 FT W/ PT.
    PT S/P CABG X3 ([[DATE:3/14]]) HERE, CT'S OUT POD 2, PACER WIRES OUT TODAY 1000, STRENGTH 5/5 X4.
    PREVIOUSLY FOLLOWED BY [[STAFF:DR MCALLISTER-BOATENG]] AT [[HOSPITAL:RAVENSEND CARDIOLOGY ASSOC]], CATH THERE LAST MONTH.
    DISPO: HOME TOMORROW W/ VNA, WIFE [[PERSON:GWENLLIAN]] AND SON (LIVES NEXT DOOR) TO HELP.""",
    """\
    MICU NPN 1900-0700
    Pt is [[AGE:23]] y/o F w/ T1DM since age [[AGE:9]], DKA x4 this year (last [[DATE:1/30]] at [[HOSPITAL:Lydford Mills Hospital]]), admitted last evening via our ED w/ pH 6.98, gap 32, BG 640.
    NEURO: A&O x3, tearful, tired. CV: ST 120s -> 90s w/ fluids, BP 110/68.
    RESP: Kussmaul early, now RR 18, RA.
    ENDO: insulin gtt 0.1u/kg/hr, gap closed 0400, lantus 18u + lispro SS, gtt off 0600 (2h overlap). K 3.3 -> 40 mEq IV. Phos 1.4 repleted. 1/2 NS w/ D5 + 20 KCl at 150.
    GU: voiding.
    SOCIAL: pt lives w/ boyfriend [[PERSON:Dashiell]], lost her job and insurance last month, has been rationing insulin. SW [[STAFF:Soledad]] and endo NP to see in AM re: med assistance program.""",
    """\
    sicu npn 7a-7p
    pt w/ necrotizing gallstone pancreatitis, transferred from [[HOSPITAL:gorsemouth medical]] after 5 days there, ir drains x2 placed [[DATE:3/10]] and [[DATE:3/13]], vard planned
    neuro: aox3, dilaudid pca 0.2/10min, pain 5/10
    cv: st 100s, afebrile since abx change. bp 130s/80s
    resp: 2l nc, l effusion, is 750
    gi: npo, tpn via r arm picc (placed at osh), drains 120/80 brown/cloudy, flushed 10cc ns q8
    gu: voiding, cr 0.9
    social: pt is a fisherman, his captain [[PERSON:rosario]] called asking when he can work, pt ok'd update. mom staying nearby""",
    """\
    MICU NURSING PROGRESS NOTE 0700-1900
    PT [[PATIENT:HUONG VAILLANCOURT]] ADM [[DATE:3/16]] W/ UROSEPSIS, E COLI BACTEREMIA, FROM HOME IN [[LOCATION:QUARRENDEN JUNCTION]] VIA EMS
    NEURO: A+O X2-3, INTERMITTENTLY CONFUSED AT NIGHT PER FAMILY
    CV: OFF LEVO SINCE YESTERDAY 2100. BP 112/60. HR 80S. R IJ TLC DAY 3, DRSG CHANGED.
    RESP: RA. GI: TOL REG DIET, 50%. GU: FOLEY DC'D 1000, DTV 1600 -> BLADDER SCAN 220.
    ID: CEFTRIAXONE DAY 3/7 PER ID [[STAFF:DR MBEKI-TRAN]]. BCX X2 ON ADMIT + GNR, REPEAT NGTD.
    SOCIAL: DTR [[PERSON:THAO]] SPEAKS FOR PT (PT PREFERS VIETNAMESE), INTERPRETER [[STAFF:MR PHAN]] USED FOR AM ASSESSMENT.
    DISPO: FLOOR WHEN BED.""",
    """\
    SICU NPN 1900-0700
    Pt is a [[AGE:61]] YOM w/ poorly controlled DM2 (A1c 11) med-flighted from [[HOSPITAL:Cresthaven Hospital]] w/ nec fasc of R groin/perineum (Fournier's), debrided [[DATE:3/15]] and [[DATE:3/18]] by [[STAFF:Dr. Halvardsen]], back to OR in 48h.
    NEURO: A&O x3, ketamine 0.1mg/kg/hr, hydromorphone PCA. Pain 7/10 w/ turns.
    CV: HR 100s, BP 110s/60s, vaso off 1900. Lactate 1.4.
    RESP: 2L NC. GI: cal count, Boost. Diverting colostomy pink. GU: suprapubic cath, UOP 50-80.
    SKIN: perineal wound packing BID, wound vac to groin -125, hyperbaric O2 discussed w/ surgery (not available here).
    ID: mero/vanc/clinda, cx polymicrobial.
    SOCIAL: partner at bedside nightly, works nights. Pt's brother [[PERSON:Lucian]] called for update, ok per pt.""",
    """\
    npn 1900-0700
    0215 pt desatted to 84% on 40% fm w/ rr 38, abg 7.26/58/61, placed on bipap 14/8 60%, cxr worse r > l. resident [[STAFF:aurelien]] and fellow at bedside. intubated 0330 by anesthesia (7.5 ett, 23 at lip), prop 20, fent 50. post-intubation abg 7.34/45/88 on ac 400/20/10/60%
    pt is from [[HOSPITAL:ravensend manor]], adm 2 days ago w/ aspiration pna
    cv: hr 90s, bp dropped to 80s after intubation, 500 lr bolus x1, map >65 since, no pressors
    gu: foley placed, 30-40cc/hr. gi: ogt placed, cxr ok
    code status: pt was full code on adm; dtr [[PERSON:eustacia]] (hcp) called at 0230 and agreed to intubation but wants a family meeting w/ attending [[STAFF:dr halloran-yeo]] about goals. her brother lives in [[LOCATION:scotland]] and should be conferenced in""",
    """\
    SICU NPN 7P-7A
    ELDERLY F S/P FALL AT [[HOSPITAL:BRIARCLIFF COMMONS]] (ALF) TODAY ~1600, R SDH 6MM + R HIP FX, INR 3.4 -> KCENTRA + VIT K GIVEN AT [[HOSPITAL:LMMC]]. PMH: AFIB, CHF EF 40%, PPM, L HIP ORIF.
    NEURO: A+O X2, GCS 14, PUPILS 2MM SLUGGISH (BASELINE CATARACTS), NEURO CHECKS Q1H, REPEAT CT HEAD 0400 STABLE PER TRAUMA.
    CV: AF 70S-90S, BP 150/70, SBP GOAL <160. NO ANTICOAG.
    RESP: 2L NC. GI: NPO FOR OR. GU: FOLEY. SKIN: ECCHYMOSIS R FLANK, BUCK'S TRACTION 5 LB.
    SOCIAL: SON [[PERSON:ALOYSIUS]] IS HCP, LIVES IN [[LOCATION:VERMONT]], WANTS "EVERYTHING". GRANDDAUGHTER VISITS.
    A/P: HIP W/ ORTHO IN AM IF NEURO STABLE.""",
    """\
    CVICU nursing note 0700-1900
    Pt w/ viral myocarditis, seen by his PCP for "flu", then [[HOSPITAL:Thornwick Hospital]] ED [[DATE:3/13]] in cardiogenic shock, cannulated for VA ECMO by our team there and brought here same night.
    NEURO: sedation lightened, follows commands, RASS -1.
    CV: VA ECMO 3800 rpm, flow 4.1, sweep 2.5, pulsatility present, milrinone 0.25, MAP 68-75. Heparin per anti-Xa 0.3-0.5. R fem cannulas, distal perfusion catheter, L foot doppler pulses.
    RESP: AC 400/12/10/40%. GI: TF at goal 60. GU: foley 80/hr.
    SOCIAL: wife here, their kids are w/ her sister. Pt's employer HR called re: FMLA, referred to SW.""",
    """\
    micu npn 0700-1900
    pt is unhoused, usually at [[HOSPITAL:wayfarer house]] shelter on [[LOCATION:dock st]] in [[LOCATION:saltmarrow]], recieved from ed last night, brought in by ems after found down in the cold, temp 31.2, k 6.0, etoh 310
    neuro: rewarmed w/ bair hugger + warm ivf, temp 36.4 by 1000, gcs 15 now, ciwa 6
    cv: sb 40s on arrival -> sr 70s, bp 110/70. k 4.8.
    resp: ra. gi: reg diet, ate 100%. gu: voiding.
    skin: frostbite bilat feet, blisters clear, elevated, plastics to see. toes 3-5 l foot dusky.
    social: pt states he has a sister out west, no number. outreach worker [[PERSON:jarrah]] from the shelter visited and brought his id and meds""",
    """\
    CCU NPN 1900-0700
    PT S/P OOHCA ON [[DATE:SATURDAY]] AT [[HOSPITAL:CADDINGTON YMCA]] (BYSTANDER CPR, AED X2), ROSC AFTER 18 MIN, STEMI, DES X2 TO LAD, NOW TTM DAY 3, REWARMED
    NEURO: OFF PROP SINCE 1400, NO RESPONSE TO PAIN, PUPILS 4MM SLUGGISH, CORNEALS +, COUGH +, MYOCLONUS X2, EEG ON. NEURO [[STAFF:DR HOLLENBACH]] FOLLOWING.
    CV: SR 80S, BP 110/60, DOBUTAMINE 2.5, IABP 1:1 REMOVED 1200. ASA/TICAGRELOR.
    RESP: AC 450/16/5/35%, ABG 7.40/38/102
    GI: TF AT 20. GU: FOLEY 60/HR.
    SOCIAL: WIFE [[PERSON:SIGRIDUR]] AND 2 SONS AT BEDSIDE. THE BYSTANDER WHO DID CPR CALLED THE UNIT TO ASK HOW PT WAS, NO INFO GIVEN.
    A/P: PROGNOSTIC MEETING W/ NEURO AFTER 72H.""",
    """\
    Transplant SICU NPN 0700-1900, POD 2 s/p OLT
    Pt w/ NASH cirrhosis, MELD 34, on the list since [[DATE:Oct '24]], referred by hepatology at [[HOSPITAL:Halloway Clinic]].
    NEURO: A&O x3 by 1400, tacro started, tremor mild.
    CV: SR 80s, BP 140s/80s, hydral 10 IV x1. CVP 6.
    RESP: extubated POD 1, 2L NC, IS 1250.
    GI: JP x3 serosang 200/150/90, LFTs trending down (AST 980 -> 610), doppler US hepatic artery flow good.
    GU: foley, UOP 60-120, Cr 1.3.
    SOCIAL: husband here, they live 1.5 hr away. Pt's sister was worked up as a living donor in [[DATE:2025]], declined.""",
    """\
    npn 7p-7a pt is a man w hx of copd, osa on cpap, afib, chf who was at his grandsons baseball game in [[LOCATION:mossgiel]] on [[DATE:sunday]] when he got sob and was taken to [[HOSPITAL:mossgiel hosptial]] by ambulance, bnp 2900 there, bipap, sent here next day for higer level of care
    neuro a+ox3 but sleepy, abg 7.31/62/70 at 2200 so back on bipap 14/6 40% overnite, pt not happy abt mask, chin strap tried
    cv afib 90s-110s, dilt 30 po q6, bp 120/80, lasix 80 iv bid, i/o 1.2/2.6 net neg 1.4l, k 3.6 repleted
    resp see above, rt [[STAFF:anselm]] adjusted mask x2, sats 90-92% (goal 88-92)
    gi tol 2g na diet gu urinal, uop good, skin intact heels red, boots on
    social wife [[PERSON:herdis]] went home at 2000, grandson called 2130 he feels bad he thinks the game "caused it", reassured""",
    """\
    MICU NPN 1900-0700
    PT W/ AML ON CHEMO AT [[HOSPITAL:HALLOWAY CANCER CTR]], LAST CYCLE ENDED [[DATE:2/26]], NEUTROPENIC FEVER + SEPTIC SHOCK, ADM [[DATE:3/14/26]] FROM INFUSION ROOM
    NEURO: A+O X3, WEAK. CV: LEVO 0.06, MAP 65-70. ANC 0.1. PLT 8 -> 1 PACK PLT, HGB 6.8 -> 1U PRBC (IRRADIATED).
    RESP: 4L NC. GI: MUCOSITIS GR 2, MAGIC MOUTHWASH. GU: VOIDING, STRICT I/O 2.4/1.9.
    ID: CEFEPIME/VANC/MICAFUNGIN. BCX FROM THE [[DATE:14TH]] GROWING STREP MITIS. HICKMAN R CHEST, ID WANTS IT OUT, IR TOMORROW.
    SOCIAL: WIFE [[PERSON:HEDWIG]] AND DTR HERE. ONC [[STAFF:DR FENWICK-ADEYEMI]] STOPPED BY, GOC DISCUSSION STARTED, PT WANTS FULL TX. NEUTROPENIC PRECAUTIONS, NO FLOWERS.""",
    """\
    [[DATE:3-18]] 0700-1900 Burn ICU NPN, HD 4
    Pt w/ 24% TBSA deep partial/full thickness grease burn (bilat forearms, chest, neck) at work (cook at a restaurant in [[LOCATION:Yarrowby]]) on [[DATE:3-15]], seen at [[HOSPITAL:Yarrowby Community Hospital]] and sent here by ground.
    NEURO: A&O x3, anxious, pain 7/10 -> 4/10 after dilaudid 1mg IV, premedicated for dressings at 1000 w/ ketamine. Sleep poor, melatonin.
    CV: ST 110s, BP 124/76. LR 125/hr, UOP 50-70.
    RESP: RA, neck burn so airway checks q2h, voice clear.
    GI: reg diet + 2 Ensure, NGT for supplemental TF overnight. GU: voiding.
    SKIN: tangential excision + STSG to bilat forearms HD 3 w/ [[STAFF:Dr. Delacroix-Nunn]], donor site R thigh, bolsters intact.
    SOCIAL: fiance [[PERSON:Cormac]] and her mom here; her manager from the restaurant visited. Pt worried about her cat, neighbor feeding it.""",
    """\
    npn 1900-0700 uneventful night
    neuro intact. cv sr 60s, bp 100-118/50s. resp ra, sats 95-98%. gi clears advanced to full liq, no n/v. gu voiding qs. pain 2/10, tylenol only
    pt s/p lap chole converted to open here after being seen at [[HOSPITAL:wyncote falls hosp]] ed on the [[DATE:16th]] for the same pain
    dispo home w/ husband [[PERSON:teodoro]] in am if ok w/ surgery
    -[[STAFF:yasmeen]]""",
    """\
    CCU NPN 1900-0700
    [[PATIENT:MRS DUVALIER-ORTT]] ADM W/ CHB, HR 30S FOUND AT PCP VISIT, [[HOSPITAL:QCRH]] PLACED TRANSVENOUS PACER AND SENT HERE FOR PPM
    NEURO: A+O X3. CV: TVP R IJ AT 60, 100% CAPTURED, THRESHOLD 0.8MA. BP 140/70.
    PPM PLACED 1400 TODAY BY [[STAFF:DR RAJAGOPALAN-MYERS]], L CHEST DRSG DRY.
    RESP: RA. GI: NPO -> CLEARS. GU: VOIDING. L ARM SLING, NO LIFTING L ARM >90 DEG.
    PMH: HTN, HLD, R MASTECTOMY ([[DATE:1998]]), AFIB ABLATION.
    SOCIAL: LIVES W/ HUSBAND, HE DOESNT DRIVE, NEIGHBOR WILL BRING HIM IN AM.""",
    """\
    MICU progress note 1900-0700
    Pt w/ epilepsy since age [[AGE:14]], VNS placed ([[DATE:2019]]), followed by neuro [[STAFF:Dr. Mwangi-Castellanos]], brought by EMS in status, intubated in our ED.
    NEURO: cEEG on, no sz since 2300, keppra 1500 bid, lacosamide load 0100, prop 40 weaning, RASS -2.
    CV: SR 70s-90s, BP 120/80. RESP: AC 500/14/5/30%, cuff leak +, SBT planned AM.
    GI: OGT, TF at 30. GU: foley 80/hr, CK 1200.
    SOCIAL: mother [[PERSON:Ayaan]] and stepfather at bedside til midnight. Pt lives w/ them off [[LOCATION:Route 31]] in [[LOCATION:Wyncote Falls]]. Per mom pt ran out of meds 3 days ago, pharmacy had a prior auth issue.""",
    """\
    micu npn 0700-1900
    pt is a [[AGE:94]]yo woman from [[HOSPITAL:heron ridge]] (ltc) w/ advanced dementia, admitted 3 days ago w/ aspiration pna + aki, no improvement on bipap/abx
    family meeting 1100 w/ attending [[STAFF:dr halloran-yeo]], palliative np, chaplain [[STAFF:rev. cosmo vantreight]], pt's son [[PERSON:dermot]] and his brother, dtr on speaker from overseas
    decision cmo. bipap off 1330, morphine gtt 2mg/hr, scopolamine patch, glyco prn. pt comfortable, rr 24, no grimace
    neuro: opens eyes briefly to name. cv: hr 100s, bp 90s/50s. resp: 4l nc for comfort, upper airway secretions. gu: foley for comfort. skin: turned q2-4h, mouth care
    pt's wish per sons was to be buried next to her husband in [[LOCATION:ballinrobe]], funeral home chosen""",
    """\
    SICU NPN 0700-1900
    PT [[PATIENT:FIACHRA OYEBANJI]] TRACTOR ROLLOVER ON HIS FARM IN [[LOCATION:BRACKWATER CROSSING]] [[DATE:MON]], [[HOSPITAL:SKYBRIDGE MEDFLIGHT]] FROM SCENE
    INJURIES: PELVIC FX (APC III), BLADDER INJURY, R FEMUR FX. S/P PREPERITONEAL PACKING + EX FIX, PACKS OUT POD 2, IR EMBO R INT ILIAC.
    PMH: MI IN [[DATE:'08]], HTN, GOUT, L CAROTID STENT.
    NEURO: A+O X3 SINCE EXTUBATION, PCA, PAIN 6/10.
    CV: HR 90S, BP 130/70, HGB 8.4 STABLE X3. NO PRESSORS.
    RESP: 3L NC, IS 500. GI: CLEARS. GU: SUPRAPUBIC + FOLEY PER URO.
    SOCIAL: WIFE ASKED RE: FARM, NEIGHBORS RUNNING IT. SON COMING HOME FROM COLLEGE THIS WEEKEND.""",
    """\
    MICU NPN 0700-1900, HD 9
    Pt is [[AGE:31]]F, SLE dx [[DATE:2014]] (followed at [[HOSPITAL:Brisbourne Rheumatology]]), admitted w/ diffuse alveolar hemorrhage + AKI, intubated [[DATE:3/10]]-[[DATE:3/15]], reintubated next day.
    NEURO: fent 50, prop 15, RASS -1, nods, writes on board.
    CV: SR 80s, BP 150/90 -> labetalol 10 IV. Hgb 7.8 stable.
    RESP: AC 420/18/10/45%, ABG 7.38/42/78. Minimal blood w/ ETT sx today.
    RENAL: CRRT via R fem trialysis, UF 50/hr net neg. PLEX #4 of 5 done via same line 1000-1230, no reaction.
    MEDS: solumedrol 1g day 3/3, cytoxan per rheum.
    SOCIAL: fiance at bedside, pt's parents arriving from out of state tomorrow.""",
    """\
    sicu npn 7a-7p
    pod 5 s/p sigmoid colectomy, ambulating halls x4, ngt out, clears -> low residue, pain 3/10 oxycodone 5mg x2, hr 70s bp 130/80 ra sats 98%
    hx diverticulitis x3 ([[DATE:'21]], [[DATE:'23]] and [[DATE:1/2025]]), pt is a retired mail carrier, lives w/ wife
    pt deconditioned, pt/ot rec short term rehab, case manager [[STAFF:roderick]] sent referrals, bed offer from [[HOSPITAL:larkfield rehab]], insurance auth pending
    dispo: dc plan [[HOSPITAL:larkfield]] when auth back""",
    """\
    BURN ICU NPN 1900-0700
    [[PATIENT:MR GRAUPNER]] W/ 40% TBSA FLAME BURN + INHALATION INJURY FROM A BRUSH FIRE AT HIS CAMP ON [[LOCATION:LAKE WINNAKEE]], MED-FLIGHTED FROM [[HOSPITAL:NORTH TENNICK HOSP]]
    NEURO: FENT 150, MIDAZ 3, RASS -3, CPOT 1-2.
    CV: LEVO 0.1, VASO 0.03, MAP 62-66, LACTATE 3.0. ALBUMIN 5% X2 PER RESUS PROTOCOL, LR 600/HR, UOP 25-40.
    RESP: APRV 30/5, FIO2 60%, HEPARIN NEBS, BRONCH TODAY W/ SOOT TO SUBSEGMENTALS.
    GI: TF TROPHIC 20. GU: FOLEY, URINE DARK. CK 3400.
    SKIN: ESCHAROTOMIES BILAT ARMS + CHEST AT BEDSIDE 0230, COMPARTMENT PRESSURES L LEG 28.
    SOCIAL: WIFE ARRIVED AT 2300. PMH PER WIFE: CABG X3 [[DATE:'05]], MI, CHOLE [[DATE:2012]], DM2.""",
]


def main() -> None:
    write(build(NOTES, "icu-dev6"), OUT)


if __name__ == "__main__":
    main()
