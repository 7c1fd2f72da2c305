# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev5_notes.jsonl: a fifth set of fictional ICU nursing notes for tuning.

A voice unlike the four earlier dev sets: cardiac-surgery (CSICU, CVICU, CCU) and neuro ICU
shift notes, ED boarders held in the ICU, step-down and PCU transfer notes, respiratory-therapy,
dietitian, PT/OT and case-management notes, telephone calls with families, and night notes
written fast, with misspellings ("hosptial", "dauther", "neice", "transfered", "nursing hom"),
no punctuation and run-on lines; lower case, ALL CAPS or mixed, 2 to 5 lines each. Dates come
in many shapes (3/14, 03/15, 3-12, 3/9/26, 3/10/2026, 11/2024, "14 Mar", "march 11", "mar 9th",
"the 5th", "FEB 2ND", weekdays such as "on thurs", months alone such as "since August", ranges
"3/14-3/16" and "JAN 3-JAN 9", lists "3/7 and 3/9"), beside clock times ("3/13 2200") and in
parentheses; history years stand alone after procedures and diagnoses ("c/s x2 (98, 01)", "CVA
95", "L BKA IN '08", "ex-lap (2019)", "OSA SINCE '97"); ages are written "pt is 67", "71yo",
"48 y/o", "76 y.o.", "45M", "59YOM", "66 yo f", "39 yr old", "AGE 91", "79-year-old" and "54
YOF"; hospitals are initialisms with and without a cue ("okh ed", "Echo (TCRH 2023)"), local
names, nursing homes (also misspelt "nursing hom" and "NH"), rehabs, LTACHs, a hospice, an
assisted-living home, clinics, a pharmacy, an FQHC and EMS or air services, after transfer and
care cues ("transfered from", "sent from", "dc to", "at X by Dr. Y"); towns, roads and two
states follow residence and travel cues; names are first names after kin and role cues
("husbnd", "neice", "gf", "bf", "partner", "case mgr", "sw", "fellow", "np", "pa", "rt", "pt",
"ot", "rd", "slp"), one-word sign-offs, "pt <first> <last>" and MR/MRS/MS surnames in
capitals. Look-alikes sit in the same notes (BP 120/80, map 65, percocet 5/325, vicodin 5/500,
pain 5/10, ABG 7.35/40/90, AC 450/14/5/40%, PS 10/5, BiPAP 12/5, x2/3, 1/2 NS, d5 1/2 ns,
0700-1900, 7p-7a, gcs 3/4/6, strength 4/5, I/O 1.2/0.8, heparin 1000u/hr, bed 12, room 4,
hd 3, POD 2, drug, device and eponym names, unit abbreviations). All names, places,
initialisms and numbers are invented (phones in the 555-01xx range). PHI is marked inline as
``[[LABEL:value]]`` as in scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and
writes the dev sets. It was written before the fifth round of ICU rules and measured once
before any rule changed; after that it is a development set the rules are tuned on, so it says
nothing about held-out performance. Run: ``python scripts/make_icu_dev5_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev5_notes.jsonl"

NOTES: list[str] = [
    """\
    csicu rn note 0700-1900. pod 1 s/p cabg x3 on [[DATE:3/14]]. ci 2.4 via swan, levo off at 1100, epi 0.02.
    ct 40-60/hr serosang, pacer wires capped. k 4.6 after 20 meq. pain 4/10, percocet 5/325 x1.
    pt is [[AGE:67]], retired welder from [[LOCATION:stillwick]]. wife [[PERSON:thandiwe]] here all day, updated by pa [[STAFF:ezeudu-farquhar]].""",
    """\
    NEURO ICU NOTE: [[AGE:54]] YOF S/P COILING OF ACOM ANEURYSM, SAH DAY 5. EVD OPEN AT 10, ICP 8-14. NIMODIPINE 60 Q4.
    GCS 4/5/6, STRENGTH 5/5 X4. TCD ([[DATE:03/15]]) NO VASOSPASM. NA 139, MRI PENDING.
    HUSBAND [[PERSON:BOGUMIL]] AT BEDSIDE, DRIVES IN DAILY.""",
    """\
    ED boarder in MICU bed 12 since 0200 (ED orders until admitted). Pt [[PATIENT:Anselm Krzyzanowski]] is a [[AGE:71]]yo M sent from [[HOSPITAL:Hazelmere Manor]] w/ hypoxia,
    BiPAP 12/5, FiO2 50%.
    CXR RLL infiltrate, lactate 3.1. Vanc/zosyn given in ED 0230. ED attending [[STAFF:Dr. Ngata]] signed out to MICU fellow.
    Son [[PERSON:Ruairi]] ([[PHONE:555-0163]]) wants a call in am.""",
    """\
    Telephone call 2140: pt's dauther [[PERSON:Araceli]] called from [[LOCATION:New Mexico]], asked if her mom was extubated. Told her pt remains on PS 10/5, SBT in am.
    She says mom was at [[HOSPITAL:Tillinghast Memorial]] in [[DATE:December]] for the same pna. She will call back on [[DATE:thurs]].""",
    """\
    nights pt restless most of the nite pulling at lines precedex up to 1.0 mitts on
    pt was transfered from [[HOSPITAL:tollerbrook regional hosptial]] on [[DATE:3-12]] for higher level of care
    neice [[PERSON:keziah]] called at 0300 she is hcp per pt he lives in [[LOCATION:halsey wharf]] with her
    bp 150/90 hr 100s st i/o 1.2/0.8 lasix 20 iv x1 at 0400
    k 3.4 replaced 40 meq po""",
    """\
    RT note: vent AC 450/14/5/40%, PIP 28, plat 22. ABG 7.35/40/90 at 0400, no changes made. Duonebs q4, sxn small white.
    Trach placed in [[DATE:'19]] at [[HOSPITAL:QVH]], #6 Shiley cuffed. Home vent at baseline.
    -[[STAFF:Dmitri]] RRT""",
    """\
    nutrition f/u: tf jevity 1.5 at 50, goal 60, residuals <100. prealb 11, wt 62 kg (71 kg at last clinic visit).
    pt [[AGE:48]] y/o w/ crohn's, s/p ileocecectomy and ex-lap ([[DATE:2019]]). 1/2 ns at 75 can stop once tf at goal. add prosource x2/day.
    rd [[STAFF:wiebke]]""",
    """\
    TRANSFER NOTE TO STEP-DOWN: PT [[PATIENT:HORACIO VELLANOWETH]], [[AGE:59]]YOM, ADMITTED [[DATE:3/9/26]] W/ NSTEMI, CATH [[DATE:3/10]] -> DES X2 TO LAD.
    HEPARIN 1000U/HR OFF, ON ASA/PLAVIX. BP 122/74, HR 68. GOING TO ROOM 4 ON 6 WEST, REPORT GIVEN TO [[STAFF:LUZ]] RN.
    WIFE AWARE OF MOVE.""",
    """\
    tc from husbnd [[PERSON:anatol]] at 2230, he is at [[HOSPITAL:wyndcombe nursing hom]] visiting his mother and cant come in tonite.
    gave update: still on levo 0.08, map 65-70, uop 20-30/hr. he asks that [[STAFF:dr pruszynski]] call him at [[PHONE:555-0118]] in am.""",
    """\
    Arrived from OR 1330 s/p AVR (23mm tissue) + MAZE. Pt is a [[AGE:76]] y.o. F, rheumatic fever as a child, mitral commissurotomy [[DATE:1984]] at [[HOSPITAL:St. Aldhelm's]] by [[STAFF:Dr. Varghese-Moll]].
    Swan CI 2.1, milrinone 0.25, Bair Hugger on until T 36.5. CT 100 cc first hr, ACT 130.
    Daughter [[PERSON:Anjali]] and her husband in waiting room, updated by surgeon.""",
    """\
    neuro icu hd 3: gcs 3/4/6 at 0300 (was 4/5/6), stat ct head no new bleed. sbp goal <140, nicardipine 7.5. ich score 2.
    on eliquis for afib, given andexxa in [[HOSPITAL:okh]] ed [[DATE:3/13]] 2200 before transfer.
    fellow [[STAFF:rasmus]] and attending aware, dtr updated by phone.""",
    """\
    ADMIT NOTE: [[PATIENT:MRS MAKEPEACE]] FROM [[HOSPITAL:CEDAR SPINNEY LTACH]] W/ SEPSIS, TRACH/PEG.
    PMH: CVA [[DATE:95]], PARKINSON'S, CUSHING'S SYNDROME, L BKA IN [[DATE:'08]]. PICC R ARM.
    HCP IS NEPHEW IN [[LOCATION:FROSTBURN]]. LEVO 0.1, MAP 65.""",
    """\
    rt: extubated 0930 to 4l nc after sbt 30 min on ps 5/5, rsbi 48. cuff leak present, no stridor. sats 94%.
    pt was intubated [[DATE:march 11]] at [[HOSPITAL:marlpit community]] for copd exac, third intubation this yr.
    will trial bipap 12/5 overnight if needed. rt [[STAFF:folasade]]""",
    """\
    ED BOARDER, HELD IN MICU RM 7 PENDING BED. PT BROUGHT IN BY EMS AFTER FALL AT HOME OFF [[LOCATION:TANSEY RD]].
    ETOH 280, CIWA 14, ATIVAN 2MG X2. CT C-SPINE NEG. SEEN IN [[HOSPITAL:SBMC]] ER ON [[DATE:SUN]] FOR SAME.
    SISTER [[PERSON:SEVASTI]] ON HER WAY.""",
    """\
    Phone call: pt's gf [[PERSON:Nkechi]] called 1915 asking about pt's surgery. Pt s/p crani [[DATE:3/14/2026]] for SDH, EVD clamped, ICP 6-9.
    Per pt's wishes (stated on admission [[DATE:14 Mar]]) info limited to gf and pt's mother. Gf lives in [[LOCATION:Oxmoor Falls]], will visit this wknd.""",
    """\
    pt very confused tonite says she needs to get home to feed the chickens on [[LOCATION:quillan rd]], reoriented x3 w/ little effect haldol 1mg x1 at 0140
    dauther [[PERSON:lucinda]] says she is like this at the nursing hom too ([[HOSPITAL:the willows at pennick]]) and gets seroquel at hs which was never ordered here
    paged resident [[STAFF:dr oyelowo]] seroquel 25 ordered slept after 0300""",
    """\
    [[PATIENT:MR QUOLLINGTON]] BACK FROM OR 1610 S/P MVR/TV REPAIR. IABP 1:1, EPI 0.05, VASO 0.04, INHALED NO 20 PPM.
    HX: CABG [[DATE:'02]], REDO STERNOTOMY TODAY. CT 200/HR FIRST 2 HRS -> [[STAFF:DR KIRKEGAARD]] AWARE, FFP X2.
    WIFE [[PERSON:YAMILET]] IN FAMILY ROOM.""",
    """\
    transfer to stepdown 1500. off all gtts since 0600, bp 118/70, hr 80s nsr, 2l nc, a+o x2/3, strength 4/5 all ext.
    [[AGE:81]] yo woman admitted [[DATE:3/10]] from [[HOSPITAL:hollin hill rehab]] w/ gi bleed, egd hd 2 clipped ulcer. hgb 8.4 stable x2.
    report to [[STAFF:pedro]] rn on 5 north. son notified of move.""",
    """\
    Nutrition: TPN day 4 via PICC, 1800 kcal, lipids 3x/wk. TG 210, glucose 140s on SSI. BMI 17.
    Pt lost 12 kg since [[DATE:August]] per husband [[PERSON:Leocadio]]. Hx gastric bypass at [[HOSPITAL:Coldmere Bariatric Center]].
    Rec start trickle TF when OK per surgery. -[[STAFF:Henrike]], RD""",
    """\
    2350 pt had GTC seizure ~90 sec, ativan 2 mg, keppra 1500 load. Back to baseline GCS 14 by 0030. Hx Parkinson's, DBS placed [[DATE:2016]].
    EEG hooked up 0200. Neurology resident at bedside. Wife [[PERSON:Halina]] notified 0015, she is coming in now.
    Pt's neurologist is [[STAFF:Dr. Esterhazy-Nyberg]] at [[HOSPITAL:Tamsworth Neuro Associates]].""",
    """\
    TELEPHONE NOTE 0115: CALLED SON [[PERSON:KWADWO]] RE: [[PATIENT:MR OWUSU-LARBI]]'S WORSENING HYPOTENSION, LEVO 0.2, VASO ADDED.
    SON WILL DRIVE UP FROM [[LOCATION:NORTH CAROLINA]] TONIGHT.
    HE CONFIRMS PT IS FULL CODE, WAS AT [[HOSPITAL:ST. BARNABY'S]] [[DATE:JAN 3]]-[[DATE:JAN 9]] LAST YR.
    MAP 60-65, LACTATE 4.4, CVVH RUNNING AT 35 ML/KG/HR.""",
    """\
    pt/ot: dangled at eob x5 min, stood w/ 2 assist + walker, hr 88 -> 112, sats 91% on 3l. strength 3/5 rle, 4/5 lle. vicodin 5/500 before session.
    pt was independent at home in [[LOCATION:caddington mills]] until fall on [[DATE:mar 9th]], used cane since tka.
    recommend acute rehab. pt [[STAFF:gunhild]], ot [[STAFF:xiomara]]""",
    """\
    CM note: case mgr [[STAFF:Deirdre]] spoke with [[HOSPITAL:Foxhollow Acute Rehab]], accepting. Insurance auth pending.
    Pt prefers [[HOSPITAL:Foxhollow]] (15 min from her home in [[LOCATION:Marchbank]]). sw met w/ pt re: coping.
    Tentative dc [[DATE:3/18]]. Pt's partner [[PERSON:Jolanta]] will drive.""",
    """\
    ed hold pt, 14 hr in ed then up to icu at 0400 on precedex 0.4. [[AGE:39]] yr old m w/ dka, ph 7.08, gap 28, insulin 0.1u/kg/hr.
    lives w/ bf [[PERSON:teodoro]] in [[LOCATION:east lorrow]], last a1c 13 at [[HOSPITAL:lorrow valley fqhc]] on [[DATE:jan 22]].
    d5 1/2 ns added when bs <250. [[STAFF:kalani]]""",
    """\
    NOC NOTE: PT TRANSFERED TO US FROM [[HOSPITAL:WENLOCK GENERAL]] ON [[DATE:3/13]] 2330 W/ PE, TNK GIVEN THERE. HEPARIN GTT 18U/KG/HR, PTT 58 AT 0500.
    PT LIVES ALONE IN [[LOCATION:TILBURY CROSS]]. NEICE [[PERSON:FIONNUALA]] IS ONLY FAMLY, NO PHONE # ON FILE.
    HOSPTIAL CHAPLAIN [[STAFF:FR. DOMINIC]] VISITED 0200.""",
    """\
    CVICU: POD 2 s/p CABG x4 on [[DATE:Thurs]], VA ECMO flow 3.8 since 0600. Heparin 1000u/hr, anti-Xa 0.3. Lactate 2.1.
    Neuro: precedex 0.4, RASS -1, MAE. Resp: AC 450/14/5/40%, sats 97%.
    GI: OGT, trophic TF at 10. GU: foley 40-60/hr, Cr 1.6. Bair Hugger off 0400.
    Pt came to us from [[HOSPITAL:GVRH]] cath lab via flight.
    Brother [[PERSON:Mehmet]] and his wife here from out of town.""",
    """\
    tele-stroke pt [[PATIENT:ornella tiritu-arce]] [[AGE:66]] yo f lkw 1840 on [[DATE:3/14]], tpa at [[HOSPITAL:skelwith moor hosp]] 2015 then transferred for thrombectomy, tici 2b.
    nihss 18 -> 6. bp <180/105 x24h, neuro checks q1h. mri brain in am.
    husband [[PERSON:eulogio]] and dtr at bedside.""",
    """\
    RT NOTE 0300: PT ON BIPAP 14/6 FIO2 40%, RR 22, TV 480, ABG 7.31/58/72 -> IPAP UP TO 16. HOME CPAP 10.
    PT SAYS HE HAS HAD OSA SINCE [[DATE:'97]], ON HOME O2 2L AT NIGHT. MD AT BEDSIDE. [[STAFF:BJORN]] RRT""",
    """\
    phone call w/ pt's bf [[PERSON:cormac]] 1630. he asked why pt was moved from 4 west to icu. explained rrt on [[DATE:tues]], now on 6l hfnc, abg 7.44/33/68.
    he says pt was seen at [[HOSPITAL:the covey clinic]] on [[DATE:3/7]] and [[DATE:3/9]] and started on steroids. he is in [[LOCATION:dunnock landing]] for work, back this wknd.""",
    """\
    Step-down transfer note: Pt to 3B bed 22 at 1400. Hx Cushing's s/p adrenalectomy, on hydrocortisone 20/10.
    BS 110-180, insulin drip off [[DATE:03/14]] 0800, lantus 18. Foley out, voided x2.
    Dtr [[PERSON:Priyanka]] brought his home med list from [[HOSPITAL:Corbel Street Pharmacy]].""",
    """\
    Admission: pt [[PATIENT:Emeric Soltanpour]] MRN [[ID:40027715]], [[AGE:45]]M, alcoholic cirrhosis, EV banding ([[DATE:11/2024]]),
    came in from [[HOSPITAL:Fellbeck Urgent Care]] w/ hematemesis.
    Octreotide, protonix gtt 8/hr, ceftriaxone. Hgb 6.9 -> 2u PRBC. NG to LIWS, coffee grounds.
    Lives w/ mother on [[LOCATION:Old Kiln Rd]].""",
    """\
    0100-0500 uneventful pt slept bp 130s/70s hr 70s sr sats 96 on 2l pain 2/10 no prn needed lytes repleted mg 2g k 40
    pt reports he was hosptialized at [[HOSPITAL:st. oriel's]] on the [[DATE:5th]] for same cp
    wife [[PERSON:ludmila]] called 0445 worried reassured -[[STAFF:oona]]""",
    """\
    NSICU: [[AGE:29]] YOM MOTORCYCLE VS TREE ON [[LOCATION:ROUTE 118]] NEAR [[LOCATION:BRAMSCOTE]], DAI, ICP BOLT, ICP 18-22, HTS 3% AT 50. CPP >60.
    GLASGOW 2/1T/4. PUPILS 3 SLUGGISH. FLOWN IN BY [[HOSPITAL:NORTHWIND AIR]].
    VENT PRVC 500/16/8/40%, ETCO2 35. NA 148, SERUM OSM 305.
    LEVO 0.05 FOR CPP. FOLEY, UOP 100-150/HR, DDAVP NOT NEEDED.
    MOTHER [[PERSON:YELIZAVETA]] AND STEPFATHER HERE, MET W/ [[STAFF:DR ADJEI-VOGL]].""",
    """\
    RD follow-up: Pt NPO x5 days except meds, OGT to LIWS. Refeeding risk high (phos 1.9, K 3.1, Mg 1.4), thiamine 100 daily.
    Wt 48 kg, BMI 16. Pt's sister [[PERSON:Marzena]] reports poor intake since [[DATE:January]].
    Start TF at 10 mL/hr, advance 10 q8h to goal 55. -[[STAFF:Clemence]] RD""",
    """\
    pt's partner [[PERSON:saskia]] at bedside overnight, asked many questions re: trach. explained plan for perc trach [[DATE:wed]] w/ [[STAFF:dr mbaye-rushworth]].
    pt intubated x10 days, failed sbt x2 (ps 10/5 -> rsbi 130). sedation: fent 50, prop 20.
    partner staying at hotel near hospital.""",
    """\
    ED BOARDER NOTE: [[PATIENT:MS OYENUGA]] REMAINS IN ICU OVERFLOW BED 3, ADMIT ORDERS BY MICU TEAM AT 0600.
    [[AGE:34]] YOF W/ ASTHMA EXAC, MAG 2G, SOLUMEDROL 125, CONT NEBS.
    PEAK FLOW 150 -> 220, ABG 7.35/40/90 ON 4L.
    LAST INTUBATED [[DATE:2020]] AT [[HOSPITAL:HMCH]]. BF [[PERSON:DARNELL]] WITH HER.""",
    """\
    POD 0 s/p OPCAB x2, came up from PACU 1700. Extubated 2145. Hx c/s x2 ([[DATE:98]], [[DATE:01]]), chole, DM2. Glucose 180s on insulin gtt 4u/hr.
    CT 30-50/hr. Pacing wires AAI 80 off. K 4.2, Mg 2.1. Pain 3/10.
    Husband [[PERSON:Thaddeus]] at bedside, wants [[STAFF:Dr. Quillfeather]] to call re: plans.""",
    """\
    tc 1045 from neice [[PERSON:roxana]] in [[LOCATION:pellow mills]], she is trying to reach her uncle's pcp [[STAFF:dr haugland-tait]] at [[HOSPITAL:pellow mills family medicine]].
    told her pt was admitted [[DATE:march 12]] and is on 4l nc, sats 93%. she will fax the hcp form.""",
    """\
    Pt arrived 0520 via [[HOSPITAL:Tri-Parish EMS]] from home on [[LOCATION:Gorse Lea Ln]], found down by neighbor. CK 14,000, K 6.1, Cr 3.8.
    Calcium gluconate, insulin/D50, LR at 250. Foley placed, tea-colored urine.
    Pt is a [[AGE:79]]-year-old widower, last seen well [[DATE:Sunday]] night. Nephrology ([[STAFF:Dr. Raghunathan]]) consulted.""",
    """\
    TRANSFER TO PCU 1300: PT [[PATIENT:LEANDRO FIASCHI]] OFF BIPAP X 24H, 3L NC. HR 90S AF RATE CONTROLLED ON DILT 30 PO Q6.
    ADMITTED [[DATE:3/10/2026]] FROM [[HOSPITAL:MERROW HOUSE]] (ASSISTED LIVING). BELONGINGS: GLASSES, PHONE, CHARGER.
    REPORT CALLED TO [[STAFF:ZAINAB]] RN, PCU RM 418. SON [[PERSON:CALOGERO]] AWARE.""",
    """\
    csicu: chest tubes [[DATE:3/14]]-[[DATE:3/16]], pulled today, cxr no ptx. epicardial wires out 1000, bedrest x1h.
    on amio for poaf, now nsr 70s. bp 108/64. i/o -0.9l.
    plan dc to [[HOSPITAL:otterbourne cardiac rehab]] when cleared per np [[STAFF:caoimhe]].""",
    """\
    RT: Trach collar 35% 10L, sats 95%. Passy-Muir trial 20 min, tolerated. Shiley 6 cuff deflated per SLP [[STAFF:Liesbeth]].
    Trach done [[DATE:2/27]] at [[HOSPITAL:Thornaby Hill LTACH]], admitted here for IR-guided drain.
    Pt hopes to go home to wife [[PERSON:Elowen]] in [[LOCATION:Penmarrow]].""",
    """\
    rd note: pt on vent, propofol 30 mcg/kg/min = ~400 kcal/day from lipid. tf osmolite at 40, goal 45. bun 38, glucose 150s.
    bmi 34, hx whipple at [[HOSPITAL:the pendry institute]] ([[DATE:2022]]) on creon. diarrhea x3, c diff neg.
    rec add creon to tf flush. -[[STAFF:annelise]]""",
    """\
    TELEPHONE CALL TO WIFE [[PERSON:BERNADINE]] 0630 PER PT REQUEST. UPDATED RE: BRONCH PLANNED TODAY.
    PT ON AC 450/16/8/50%, ABG 7.38/42/77, PROPOFOL 30. NPO AFTER MN FOR BRONCH.
    SHE STATES PT WAS ADMITTED TO [[HOSPITAL:ST. ELIAN'S]] [[DATE:FEB 2ND]] FOR PNA AND FINISHED LEVAQUIN [[DATE:FEB 9]].""",
    """\
    Neuro ICU admit: [[AGE:57]] y/o R-handed man, MRN [[ID:77310462]], L MCA stroke s/p thrombectomy. NIHSS 9. Aphasic, R arm 2/5, leg 4/5.
    Hx AF, off anticoag since GI bleed [[DATE:03/2025]]. From [[HOSPITAL:Hartswell Regional]] ED by ground.
    Sister [[PERSON:Vasilisa]] is HCP, pt lived w/ her until moving to [[HOSPITAL:Aldenmoor NH]] last yr.""",
    """\
    nite shift pt [[PATIENT:hubertus ossendorp]] sleeping in spurts bipap 12/5 on at hs took off x2 at 0200 re-applied sats 88-92
    told me he was transfered from [[HOSPITAL:bvh]] to [[HOSPITAL:rushmere nursing hom]] in [[DATE:'23]] and hated it
    wants to go home to his dauther [[PERSON:corisande]] instead
    lasix 40 iv given i/o -800 [[STAFF:benedikt]]""",
    """\
    Discharge/transfer note: Pt dc to [[HOSPITAL:Glenavon Rehab]] at 1430 via wheelchair van. Report called to RN [[STAFF:Kaito]] there.
    Pt admitted w/ urosepsis, cx pan-sensitive. Meds reconciled w/ PharmD.
    Son [[PERSON:Tiernan]] will meet her there, he lives nearby.""",
    """\
    CCU NOTE: AGE [[AGE:91]], M, CARDIOGENIC SHOCK, IMPELLA CP P-6, DOBUTAMINE 5. SWAN PA 48/26, CI 1.9 -> 2.3. UOP 40/HR.
    PRIOR CABG ([[DATE:1995]]) AND PPM AT [[HOSPITAL:YNMC]]. DNR DISCUSSED, REMAINS FULL CODE PER GRANDSON (HCP).
    [[STAFF:KRISZTINA]] RN""",
    """\
    family meeting 1400 in conf room w/ attending [[STAFF:dr oranye-sorensen]] and sw [[STAFF:torunn]].
    pt's wife [[PERSON:rosaleen]], 2 sons, dtr [[PERSON:niamh]] (from [[LOCATION:ballinvreen]]) present.
    decided on comfort care starting [[DATE:3/17]], morphine gtt 2 mg/hr, ativan prn.
    family asks that pt be moved to [[HOSPITAL:st. gobnait's hospice]] if stable enough.""",
    """\
    End of shift 7p-7a: VSS, afebrile. Pt walked the unit x2 w/ PT. Heparin gtt 1000u/hr, PTT 68. I/O 1.6/1.1. Echo ([[HOSPITAL:TCRH]] [[DATE:2023]]) EF 55%.
    Pt says his pcp manages his INR; last INR [[DATE:3/3]] was 2.4.
    Pt's friend visited, brought glasses. Handoff to day RN 0700.""",
]


def main() -> None:
    write(build(NOTES, "icu-dev5"), OUT)


if __name__ == "__main__":
    main()
