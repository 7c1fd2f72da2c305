# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev7_notes.jsonl: a seventh set of fictional ICU nursing notes.

A voice unlike the earlier dev sets, which were mostly system-by-system shift notes: ICU
nursing progress notes as written in a US teaching hospital around 2000-2010. D/A/R and
"O: / A: / P:" notes, "Nursing Progress Note 7a-7p" and "NPN" notes with "Neuro:", "CV:",
"Resp:" and "Events:" headings run together on one long line, addenda, respiratory-therapy
notes ("Resp Care: pt remains on ...", RSBI, MDI, vent settings, who was called and where the
pt comes from), family-update, social-work, case-management and chaplain paragraphs that carry
most of the names and places ("dtr X called from Y, updated by this rn", "HCP is son X (cell
...)"), and admission notes with a history list of years ("PMH: ... MI 1996, CABG x4 '97, L
TKR 2003, TAH/BSO 80s"), transfers ("was at X for 2 wks then X rehab", "came via X ambulance to X
er", "seen at X 3/10 and sent home"), PCPs and outside doctors, residents, h.o.s, NPs, RTs,
PCAs, interpreters and chaplains, and one-word or initial sign-offs; lower case, ALL CAPS or
mixed, with abbreviations, missing punctuation, run-on lines and misspellings ("hosptial",
"nursing hom", "rehabilitaion", "dauther", a relative's name spelled two ways). Dates take many
forms ("3/14", "3-11", "03/11", "3/12 @ 1800", "2/20-2/27", "3/1 and 3/6", "3/11, 3/12 AND
3/13", "sat", "for Tuesday", "march 23rd", "3rd of march", "mid-january", "3/14/2006",
"3/14/06", "jan 05", "1/05", "10/2004", "NOV", "80s") and history years stand alone after
procedures and diagnoses, two- and four-digit, with and without an apostrophe, in lists and
parentheses. Ages are written "76 yo", "84yo f", "pt is 59", "age 92", "63 YO M", "77yo F".
Hospitals are invented initialisms and local names with and without a care word, nursing homes,
assisted living, an LTAC, rehabs, EMS and flight services, fire departments, a shelter, a
parish, a school, employers, insurers, a pharmacy, a home-infusion and a home-vent company;
towns, roads, street addresses, states and foreign places follow "lives in", "from", "moved
to", "drove from" and "accident on". Look-alikes sit in the same notes (BP 120/80, HR 80s,
AC 500x14 PEEP 5 FiO2 40%, PS 10/5, BiPAP 12/5, ABG 7.32/48/76, percocet 5/325, advair
250/50, pain 4/10, a+o x2/3, 1/2 NS, d5 1/2 NS, 1900-0700, 7p-7a, @ 2200, q2h, bed 7, rm 12,
hd 4, POD 2, 2+ edema, 3/4 strength, I/O 1200/800, MWF, drug, device and eponym names such as
foley, swan, groshong, Shiley, LP10, Trendelenburg, Kussmaul, Glasgow, Parkinson's, Murphy's
sign, and unit names MICU, CCU, CSRU, SICU, PACU, EW, OR, IR, cath lab). All names, places,
initialisms and numbers are invented (phones in the 555-01xx range, the e-mail address at
example.net). PHI is marked inline as ``[[LABEL:value]]`` as in scripts/make_gold_notes.py;
scripts/make_icu_dev_notes.py builds and writes the dev sets. It was written blind, by a writer
who ran no recognizer on it, to check how the rules tuned on the earlier dev sets generalize.
Run: ``python scripts/make_icu_dev7_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev7_notes.jsonl"

NOTES: list[str] = [
    """\
    npn 7a-7p neuro: a+ox3, mae, pain 4/10 l flank, percocet 5/325 1 tab x1 w/ relief. cv: sr 70s-80s, bp 120/80-140/70, k 3.4 repleted 40meq po. resp: ra, ls clear, sats 96%. gi: tol reg diet, +bs, no bm since adm. gu: voiding qs. skin: intact. social: dtr [[PERSON:ilsabet]] called from [[LOCATION:harrowfield]], updated by this rn, plans to come in [[DATE:sat]] w/ her husband. plan: ?floor tonight if bed
    -[[STAFF:bry]]""",
    """\
    RESP CARE: PT REMAINS ON AC 500X14 PEEP 5 FIO2 40%. BS COARSE BILAT, SX FOR MOD AMT THICK TAN. MDI ALBUTEROL/ATROVENT 6 PUFFS Q4H. RSBI 62 ON PS 10/5 AT 0800, TOL 2 HRS THEN RR 30S W/ ACCESSORY MUSCLE USE, BACK TO AC. ABG 7.32/48/76, NO CHANGES PER [[STAFF:DR ESKRIDGE]]. PT IS A CHRONIC TRACH/VENT FROM [[HOSPITAL:WINTERHOLT LTAC]] SINCE [[DATE:NOV]], PLAN IS BACK TO [[HOSPITAL:WINTERHOLT]] WHEN STABLE. #8 SHILEY, CUFF PRESSURE 24. WILL FOLLOW.
    [[STAFF:R. DALMAGE]] RRT""",
    """\
    micu admit note: pt is a [[AGE:76]] yo m w/ hx cad s/p cabg [[DATE:'98]], pvd, aaa repair [[DATE:02]], cva [[DATE:2005]] w/ residual l sided weakness, dm2, cri (baseline cr 1.8) who was seen at [[HOSPITAL:brantwick valley hosp]] on [[DATE:3/12]] for ?uti and sent home on cipro, found by wife on the floor this am, came via [[HOSPITAL:tiverdale ambulance]] to [[HOSPITAL:lcvh]] er, sbp 70s, 3l ns, started on levo and sent here.
    on arrival bp 92/50 on levo 0.08, hr 110s st, t 101.9. a-line r radial, tlc r ij placed by h.o. bld cx x2, ucx sent. lactate 3.8
    pcp [[STAFF:dr feldspar]] in [[LOCATION:onsett]] notified by resident. wife [[PERSON:noreen]] at bedside, they live in [[LOCATION:onsett]]. full code for now""",
    """\
    D: [[PATIENT:MR GAUNTLETT]] AGITATED OVERNOC, PULLING AT LINES, SBP 160S-180S, HR 100S ST. A: HALDOL 2MG IV X2 W/ MIN EFFECT, SOFT WRIST RESTRAINTS ON PER PROTOCOL, LOPRESSOR 5MG IV X1. [[STAFF:DR. TREGUNNA]] AWARE. R: SLEEPING @ 0400, BP 130S/70S.
    SON [[PERSON:DERWIN]] CALLED 0530 FROM [[LOCATION:NEW HALVERN]], STATES PT DRINKS "A 6 PACK A DAY", LAST DRINK ?[[DATE:SUNDAY]]. CIWA PROTOCOL STARTED, ATIVAN 2MG IV Q1H PRN.""",
    """\
    o: afeb, hr 80s nsr, bp 110s/60s, cvp 8-10. resp: 2l nc sats 95-97%, ls crackles r base. u/o 40-60cc/hr via foley. i/o 1200/800. hct 28.9 stable, k 4.0, mg 1.9 -> 2g mag sulfate
    a: hemodynamically stable, diuresing well
    p: cont lasix 40 iv bid, lytes @ 2200, oob to chair in am, ?call out to floor on hd 4""",
    """\
    Social Work Note: Met w/ pt's wife [[PERSON:Marvella]] and dtr [[PERSON:Suzette]] in family room. Pt and wife live in a 2 family house on [[LOCATION:Prowse St]] in [[LOCATION:Dunsellan]], dtr lives upstairs. Pt retired from [[HOSPITAL:Vandermeer Tool & Die]] 2 yrs ago, insurance is [[HOSPITAL:Keystar Health Plan]] + medicare. PCP is [[STAFF:Dr. Lemmerz]].
    HCP is son [[PERSON:Aurick]] (cell [[PHONE:555-0163]]), who works nights, best reached after 1500; dtr asks that updates also go to her email [[EMAIL:suzette.m@example.net]]. Family coping appropriately, tearful at times. Will follow.
    [[STAFF:Jo Amsel]], LICSW""",
    """\
    EVENTS: HCT 31 -> 24 AT 1100, PT TO IR 1300 FOR ANGIO/EMBOLIZATION OF L LUMBAR BR, BACK 1545. R GROIN C/D/I, DP/PT +DOPPLER. 2 U PRBC GIVEN, HCT 29. BP 100S/60S, HR 90S. H.O. [[STAFF:GRANVILLE]] AWARE OF ALL. CT AT [[HOSPITAL:KPRH]] ON [[DATE:3-11]] SHOWED SMALL RP BLEED THEN, PT WAS ON LOVENOX THERE. WIFE [[PERSON:HEDDA]] IN, UPDATED BY THIS RN AND IR FELLOW.""",
    """\
    pt is an [[AGE:84]]yo f w/ dementia, chf (ef 35%), was at [[HOSPITAL:st. kilian's]] for 2 wks after hip fx then [[HOSPITAL:marlbrook rehab]], sent back in [[DATE:3/9]] w/ c diff, wbc 28, lactate 2.9. po vanc + iv flagyl. stools x6 liquid, flexiseal placed. 1/2 ns @ 100. dtr [[PERSON:glenna]] wants her back at [[HOSPITAL:marlbrook]] when able, not a nursing hom.
    -[[STAFF:ev]]""",
    """\
    Nursing Progress Note 7a-7p Neuro: A&Ox3, MAE, pain 3/10 at sternal inc, dilaudid PCA. CV: SR 80s, no ectopy, SBP 110-130, CI 2.6, CTs 30cc/hr serosang, epicardial wires capped. Resp: extubated 0930, 4L NC, IS 750, cough weak. GI: NPO except ice chips, OGT d/c'd. GU: Foley, UO 60-100/hr. Endo: insulin gtt 2-4u/hr per protocol. POD 1 s/p CABG x3 [[DATE:3/13]] by [[STAFF:Dr. Okwaraji]]. Social: wife [[PERSON:Dorcas]] in to visit, lives in [[LOCATION:Tinwell]], will stay at hotel tonight. Plan: d/c a-line, OOB to chair.
    [[STAFF:K. Loftus]] RN""",
    """\
    family update: dtr [[PERSON:rosalba]] called from [[LOCATION:pemberwick]] at 2100, updated by this rn on pt's condition, will call [[STAFF:dr. v]] in am w/ questions re trach/peg. she states pt's brother [[PERSON:ansel]] is driving up from [[LOCATION:delaware]] and should be here by [[DATE:thurs]].""",
    """\
    CCU ADMIT NOTE: [[AGE:63]] YO M W/ CP X3 HRS, SEEN AT [[HOSPITAL:MARTENDALE CLINIC]] WHERE EKG SHOWED IMI, CAME VIA [[HOSPITAL:KELLOWAY FIRE]] STRAIGHT TO CATH LAB, RCA STENTED X2 (CYPHER). R FEM SHEATH PULLED 1630, PRESSURE X20 MIN, SITE SOFT, NO HEMATOMA. INTEGRILIN X18H.
    PMH: HTN, HLD, 1PPD, PTCA [[DATE:'01]], APPY AS CHILD. FOLLOWED BY [[HOSPITAL:GRIMSTEAD CARDIOLOGY]] ([[STAFF:DR HALVERSHAM]]). RETIRED BUS DRIVER. WIFE [[PERSON:CONSUELA]] AT BEDSIDE, VERY ANXIOUS.""",
    """\
    Resp Care: Pt remains on BiPAP 12/5 40% since adm [[DATE:3/13]], tol well, sats 94-96%. BS diminished bases, exp wheezes. Albuterol/atrovent neb q4h and prn. ABG at 0400 7.30/58/64, called [[STAFF:Dr. Pendergast]], no changes, repeat at 0800. Pt normally on 2L home O2 from [[HOSPITAL:Bayliss Home Medical]], lives at [[HOSPITAL:Elmcourt Nursing Home]] per report. RT will follow.
    [[STAFF:M. Orkney]] RRT""",
    """\
    addendum: pt's son [[PERSON:lazaro]] arrived 2030 from [[LOCATION:west parmley]], states pt had a similar episode [[DATE:mid-january]] and was seen at [[HOSPITAL:parmley urgent care]], sent home w/ abx. son unsure of name of pcp, thinks it is [[STAFF:dr sorbello]] but not sure. will ask in am. -[[STAFF:tz]]""",
    """\
    NPN 1900-0700 NEURO: SEDATED ON PROPOFOL 40MCG/KG/MIN, RASS -2, PERRL. CV: AF 90S-110S, BP 100-120/50S, AMIO GTT 0.5MG/MIN. RESP: AC 500X14 PEEP 8 FIO2 50%, SX Q2H SMALL WHITE. GI: TF PROMOTE @ 40, RESIDUALS <50. GU: FOLEY 30-50CC/HR. SKIN: 2+ EDEMA BLE, STAGE 1 COCCYX. PLAN: SBT IN AM IF FIO2 < 40%.""",
    """\
    SICU Admission Note: Pt [[PATIENT:Honora Kreischer]], [[AGE:71]] yo F, MRN [[ID:2276514]], adm [[DATE:3/14/2006]] s/p fall down 6 stairs at home on [[LOCATION:Wendover Rd]] in [[LOCATION:Castleton Falls]], brought by [[HOSPITAL:Castleton Falls EMS]] to [[HOSPITAL:Saint Arnulf's]] ER where CT showed L SDH and L rib fx 5-8, then flown here by [[HOSPITAL:Gyrfalcon Air]].
    PMH: HTN, afib on coumadin, MI [[DATE:1996]], CABG x4 [[DATE:'97]], L TKR [[DATE:2003]], TAH/BSO [[DATE:80s]], breast ca s/p lumpectomy/XRT ([[DATE:2001]]), lap chole [[DATE:1/05]].
    INR 3.4 on arrival, FFP 2u and vit K 10mg IV given. Neuro: GCS 14 (E3V5M6), pupils 3 brisk, q1h neuro checks. Resp: 3L NC, splinting, pain 8/10 -> 5/10 after fentanyl 50mcg x2.
    PCP [[STAFF:Dr. Ruddiman]] notified by resident. Husband [[PERSON:Fulton]] at bedside.""",
    """\
    d: pt [[PATIENT:bertil]] c/o sob at 0215, rr 30s, sats 86% on 4l nc, ls crackles 1/2 way up bilat. a: placed on nrb, lasix 80 iv x1, ntg sl x1, cxr done, abg 7.28/60/58. h.o. [[STAFF:dr. t]] at bedside, bipap 10/5 started. r: sats 93-95% on bipap, uo 900cc after lasix, rr 20s. pt states he ran out of his lasix [[DATE:3/10]]. wife [[PERSON:mirabel]] called, asks we call her at home any time overnight ([[PHONE:555-0127]]).""",
    """\
    Family: HCP is son [[PERSON:Garrick]] (cell [[PHONE:555-0181]]), 2nd contact is dtr [[PERSON:Lorna]] who lives in [[LOCATION:Oregon]] and will fly in [[DATE:Fri]]. Pt's sister [[PERSON:Bernice]] also in today, she is a retired nurse. Family mtg planned for [[DATE:Tuesday]] @ 1400 w/ [[STAFF:Dr. Coldiron]] and cm [[STAFF:Paulette]] re goals of care.""",
    """\
    PT ARRIVED 0140 VIA [[HOSPITAL:HALLOCK AMBULANCE]] FROM [[HOSPITAL:OCMH]] ER, WHERE PT PRESENTED [[DATE:3/13]] @ 2000 W/ HEMATEMESIS. SEEN AT [[HOSPITAL:OCMH]] [[DATE:3/10]] FOR SAME AND SENT HOME. HCT 22 THERE, 2 U PRBC GIVEN PRIOR TO TRANSFER. PROTONIX GTT 8MG/HR. EGD PLANNED AM.
    PT LIVES ALONE IN [[LOCATION:GRAYMOOR]], HX ETOH, CIRRHOSIS DX [[DATE:2004]], TIPS [[DATE:'05]].""",
    """\
    resp care: pt remains intubated on simv 500x10 ps 10 peep 5 fio2 40%, rsbi this am 115, not ready. bs coarse, sx large amt thick yellow, sputum cx sent. mdi atrovent 4 puffs q6h. ett 7.5 @ 23 at lip, retaped. pt came from [[HOSPITAL:glassford manor nursing home]] [[DATE:03/11]] w/ asp pna, rt there told [[STAFF:dr ambry]] pt was on 2l at baseline. will cont to follow. -[[STAFF:hollace]] rt""",
    """\
    Trauma SICU NPN: Pt is a [[AGE:19]] yo M s/p MVC, accident on [[LOCATION:Birling Rd]] in [[LOCATION:Sowerby]] ~0200 [[DATE:sat]], unrestrained, +ETOH (BAL 190), brought by [[HOSPITAL:Sowerby Fire]] to EW. Injuries: L femur fx (ex-fix in OR), L PTX w/ CT, liver lac grade 2. HD 3 today. Pain 6/10, dilaudid PCA. CT to -20 sxn, no airleak.
    Mom [[PERSON:Bettany]] in, states pt just moved to [[LOCATION:Pellston]] from out of state for a new job. Transfer to floor held per trauma team.""",
    """\
    Events: 0300 pt noted in SVT 180s, BP 90/50, adenosine 6mg then 12mg IV push by h.o. [[STAFF:Anouk]], converted to NSR 80s. 12 lead done. Pt w/ hx of WPW s/p ablation [[DATE:1999]], states last episode was the [[DATE:3rd of march]] while at work at [[HOSPITAL:Brisdane Textiles]]. Cardiology fellow [[STAFF:Dr. Ruthven]] aware, no new orders.""",
    """\
    O: T 99.1, HR 70S SR, BP 140S/80S, RR 16, SAT 98% RA. A: CHEST PAIN FREE SINCE ADM. TROP PEAKED 2.1. P: CATH [[DATE:MON]] W/ [[STAFF:DR BLAYLOCK]].
    PT IS A [[AGE:58]] YO F FROM [[LOCATION:PAXFORD]] WHO WAS DRIVING HOME ON [[LOCATION:OLD SEVERN RD]] WHEN CP STARTED, PULLED OVER AND CALLED 911, EMS BROUGHT HER IN. HUSBAND [[PERSON:ARLO]] HERE.""",
    """\
    nursing note 7p-7a: [[PATIENT:mr ruark]] a+o x2/3, thinks he is at home in [[LOCATION:corran bay]], calm and redirectable. hr 60s sb, bp 150/80, hydralazine 10 iv x1 @ 2200. resp: ra. gi: bm x2 formed. gu: condom cath. neph following for arf, cr 3.1 from 2.8, renal u/s done [[DATE:3-14]]. wife [[PERSON:adaline]] called x2, she lives at [[HOSPITAL:halcyon terrace]] (assisted living) and can't drive at night.
    [[STAFF:dee]]""",
    """\
    Neuro: A&Ox3, speech clear, MAE 5/5 except LLE 3/4 strength (baseline). CV: NSR 70s, SBP 120s. Resp: RA, sats 97%. GI: tol clears, +flatus. GU: voiding. Heme: heparin gtt 1100u/hr, PTT 68 @ 1800. Pain 2/10. Plan: TEE in AM, NPO after MN, d5 1/2 NS @ 75 overnight.""",
    """\
    adm note: f, age [[AGE:92]], from [[HOSPITAL:the larches]] (assisted living) w/ urosepsis, sbp 80s there, sent via [[HOSPITAL:amblecote ems]] to er, 2l ns, levo briefly. pmh: dementia, htn, hypothyroid, r hip orif [[DATE:2004]], cataracts. niece [[PERSON:eudora]] is hcp, lives in [[LOCATION:sallowby]], dnr/dni per niece and molst from facility.""",
    """\
    RESP CARE NOTE: PT EXTUBATED @ 1015 TO 50% COOL AEROSOL FM, NO STRIDOR, SATS 97%. NIF -30, VC 1.2L, RSBI 48 PRIOR. PT IS A LIFELONG SMOKER, WORKED AT [[HOSPITAL:DUNNAGE PAPER CO]] FOR 30 YRS. HOME MEDS: ADVAIR 250/50, SPIRIVA. PULM IS [[STAFF:DR KWIATEK]] AT [[HOSPITAL:SVPA]], SPOKE W/ HIM @ 1100 RE HOME O2 NEEDS. WILL F/U AT 1400.
    [[STAFF:T. MACKIN]] RRT""",
    """\
    Chaplain/family: Pt's wife [[PERSON:Clothilde]] and grandson [[PERSON:Jory]] in this afternoon, chaplain [[STAFF:Fr. Dunleavy]] in to pray w/ family at their request. Family are members of [[HOSPITAL:St. Brennock's Parish]] in [[LOCATION:Ludbury]] and their pastor [[PERSON:Rev. Ashcroft]] will visit [[DATE:sunday]] after mass.""",
    """\
    o: pt alert, oriented x3, asking for coffee. hr 90s af, rate better on dilt 10/hr. bp 110/70. resp: 2l nc, sats 95%. bathed w/ pca [[STAFF:maudie]]
    a: af w/ rvr improving, anticoag per cards
    p: ?tee/cv [[DATE:3/16]], family aware. pt's dtr [[PERSON:winsome]] works at [[HOSPITAL:colbeck pharmacy]] and brought in home med bottles. -[[STAFF:rhosyn]] rn""",
    """\
    Admission note: Pt is a [[AGE:45]] yo M w/ EtOH pancreatitis, neg Murphy's sign, presented to [[HOSPITAL:Saint Oda's]] on [[DATE:3/11]], intubated there for resp distress, transferred [[DATE:3/13]] when that hosptial had no icu bed. Lipase 2400, TG nl. Pt is homeless, stays at [[HOSPITAL:Lantern House Shelter]] in [[LOCATION:Drumlow]] most nights. Only family is a brother [[PERSON:Cassius]] out of state, no phone # known. Case mgr [[STAFF:Hildy]] working on free care application.""",
    """\
    D: [[PATIENT:MRS VELLACOTT]] RETURNED FROM OR VIA PACU @ 1430 S/P EX LAP, SBO, LYSIS OF ADHESIONS. A: ON ARRIVAL BP 90/40, 1L LR BOLUS, HR 120S -> 100S. JP X1 SEROSANG 50CC. NGT TO LCWS, 300CC BILIOUS. EPIDURAL BUPIV/FENT @ 8CC/HR, PAIN 3/10. R: BP 110/60, UO 40CC/HR.
    HX: SBO [[DATE:'99]] AND [[DATE:'03]], APPY, C/S X2. HUSBAND [[PERSON:EAMON]] IN WAITING RM, UPDATED BY [[STAFF:DR HASKETT]].""",
    """\
    wife [[PERSON:rosemond]] in to visit, drove from [[LOCATION:east tilford]] this am w/ a neighbor. she was updated by [[STAFF:dr. lindgarde]] and this rn. pt has lived at [[HOSPITAL:hessleby ridge nh]] since [[DATE:jan 05]] after his stroke, wife wants him back there not to a new rehabilitaion place.""",
    """\
    Resp Care: Pt weaned to PS 10/5 40% at 0600, RSBI 74, tol well, ABG 7.41/40/88. Plan to extubate after rounds per [[STAFF:Dr. Pettigrew]]. Pt is s/p CABG x2 on [[DATE:3/13]], hx OSA on CPAP 12 at home via [[HOSPITAL:Northway Respiratory]]; wife to bring in machine. -[[STAFF:Dov]] RT""",
    """\
    NPN 7A-7P: PT [[PATIENT:WENDELIN ORBACH]] (MRN [[ID:0419337]]), [[AGE:88]] YO M, POD 2 S/P R FEM-POP BYPASS. NEURO: CONFUSED AT TIMES, REORIENTS, HX PARKINSON'S ON SINEMET 25/100 TID. CV: SR 60S, BP 130-150/60S, R FOOT WARM, +DP DOPPLER. RESP: 2L NC. GI: TOL CLEAR LIQ. GU: FOLEY D/C'D @ 0600, VOIDED 300.
    HX: L FEM-POP [[DATE:2002]], L BKA [[DATE:2004]]. VASCULAR [[STAFF:DR SAXBY]] SAW PT, OK FOR FLOOR. DTR [[PERSON:GERTRUDIS]] CALLED FROM [[LOCATION:FLORIDA]], UPDATED.""",
    """\
    events: pt's groshong (placed [[DATE:11/05]]) noted cracked at 1600, clamped, iv team rn [[STAFF:wynn]] in and repaired it, flushes easily. low grade temps since [[DATE:fri]], cx'd. pt gets tpn at home via [[HOSPITAL:corvant home infusion]], their rn visits 3x/wk. husband [[PERSON:everard]] asks when she can go home to [[LOCATION:oxbane]].""",
    """\
    NPN - Admit: [[AGE:67]] yo M w/ COPD (home O2 2L), CHF (EF 20%), ICD placed [[DATE:10/2004]], DM2, CKD, came in from [[HOSPITAL:Bellmeade Manor]] (LTC) to [[HOSPITAL:PCRH]] ED [[DATE:3/14]] w/ SOB, intubated there, transferred here [[DATE:3/15]] on AC 550x16 PEEP 8 FiO2 60%.
    Pt was here [[DATE:2/20]]-[[DATE:2/27]] for CHF exacerbation and went to [[HOSPITAL:Ravenstone Rehab]] after, then back to [[HOSPITAL:Bellmeade]]. Also seen in [[HOSPITAL:PCRH]] ED [[DATE:3/1]] and [[DATE:3/6]] and sent back.
    Sister [[PERSON:Mavis]] is HCP, lives in [[LOCATION:Greyhaven]].""",
    """\
    0700-1900: dka, insulin gtt 6u/hr -> 3u/hr, ag 24 -> 14, bs 380 -> 190, d5 1/2 ns added @ 150 when bs < 250. kussmaul resp on adm, now resolved, rr 18. k 5.1 -> 3.9, 20meq kcl x2. alert, oriented. hr 100s st -> 80s. voiding. plan: sq lantus when ag closed x2, overlap gtt 2 hrs, diabetes teaching in am.""",
    """\
    CSRU NPN: PT ARRIVED FROM OR 1245 S/P AVR (#23 PERICARDIAL) + CABG X1. SWAN IN, CI 2.2, PA 40/20. ON NEO 0.5, PROPOFOL 20. CT X2 @ -20, 150CC FIRST HR THEN 60/HR. ACT 140, K 4.6. EXTUBATED 1830 TO 4L NC.
    HX: RHEUMATIC FEVER AS CHILD, AFIB, TIA ([[DATE:2000]]). RETIRED TEACHER FROM [[HOSPITAL:TRESVANT ELEMENTARY]]. SON [[PERSON:ELLIOTT]] AND HIS WIFE [[PERSON:SHAUNA]] IN TO VISIT @ 1900.
    [[STAFF:L.]] R.N.""",
    """\
    O: CVVHD running w/o problem, UF goal -100/hr, I/O -1.8L since MN. Filter changed @ 1300. Lytes q6h, K 4.2, iCa 1.10. A: tolerating UF, MAPs 65-70 on levo 0.04. P: cont CVVHD (started [[DATE:3/12]]), renal np [[STAFF:Ysolde]] to see in am. Pt gets HD MWF at [[HOSPITAL:Hexworthy Dialysis]] at baseline. Wife [[PERSON:Beulah]] called, updated.""",
    """\
    pt is [[AGE:59]], s/p fall from ladder at work ([[HOSPITAL:brightwell roofing]]) in [[LOCATION:upper canfield]] ~1300, +loc, brought by [[HOSPITAL:canfield ambulance]] to [[HOSPITAL:scmh]] er then here via [[HOSPITAL:skylark flight]]. injuries: t12 burst fx, r radius fx, grade 2 spleen lac. tlso when oob. pmh: htn, gerd, l knee scope x2 ([[DATE:1989]], [[DATE:'94]]), kidney stones [[DATE:06]]. wife [[PERSON:carmelita]] at bedside.""",
    """\
    Events: Pt became bradycardic to 30s @ 0415 while being turned, BP 70/30, placed in Trendelenburg, atropine 0.5mg x1 w/ response, HR 60s. H.O. [[STAFF:Dr. Brockhurst]] aware, 12 lead unchanged. Pt has hx of sick sinus, declined PPM at [[HOSPITAL:NCVI]] in [[DATE:Oct]]. Moved to rm 12 for closer obs. Son [[PERSON:Huck]] notified by phone.""",
    """\
    FAMILY UPDATE: SPOKE W/ PT'S DTR [[PERSON:MARGIT]] BY PHONE, SHE LIVES IN [[LOCATION:NEVADA]] AND CAN'T COME UNTIL [[DATE:MARCH 23RD]]. SHE STATES PT'S WIFE DIED IN [[DATE:2003]] AND PT HAS LIVED W/ HIS SON [[PERSON:TEAGUE]] AT [[LOCATION:14 WINTERBERRY LN]] IN [[LOCATION:FOXTON]] SINCE THEN. SON'S # [[PHONE:(401) 555-0139]], LEFT MSG.""",
    """\
    neuro: glasgow 9 (e2v2m5), r pupil 4 sluggish, l 3 brisk, icp 12-18, evd open at 15, draining 8-10cc/hr. cv: sbp goal <140, nicardipine 5mg/hr. resp: cpap 5/5 40%. s/p craniotomy [[DATE:3/13]] for r sdh. pt is [[AGE:81]], fell at [[HOSPITAL:stonecroft senior living]] on [[DATE:3/12]] @ 1800, found by aide.
    -[[STAFF:mags]]""",
    """\
    Spanish interpreter [[STAFF:Lucila]] present for family mtg w/ [[STAFF:Dr. Barragan]], pt's husband [[PERSON:Efrain]] and son [[PERSON:Rigoberto]]. Family from [[LOCATION:Guatemala]], pt moved to [[LOCATION:Chelmsworth]] in [[DATE:1998]]. Family wishes to continue full support. SW to help husband w/ FMLA paperwork.""",
    """\
    RESP CARE: PT ON 100% NRB THEN TRIAL OF BIPAP 15/8, SAT 88-91%. CXR BILAT INFILTRATES, ?ARDS. [[STAFF:DR TSUCHIDA]] AT BEDSIDE, DECISION TO INTUBATE @ 2130. 8.0 ETT 24 @ TEETH BY ANESTHESIA, AC 450X20 PEEP 12 FIO2 100%. ABG 7.22/55/62. BLD CX [[DATE:3/11]], [[DATE:3/12]] AND [[DATE:3/13]] NGTD. PT FLEW IN FROM [[LOCATION:MANILA]] [[DATE:3/10]], FEVERS SINCE. DROPLET/CONTACT PRECAUTIONS, INFECTION CONTROL ([[STAFF:NGAIRE]]) NOTIFIED.""",
    """\
    Pt seen by PT/OT today, dangled at edge of bed x 10 min, stood w/ 2 assist. Strength RUE 4/5, LUE 3/5, RLE 4/5, LLE 2/5. Speech & swallow eval: nectar thick liquids, meds crushed in applesauce. Aspiration precautions, HOB > 30. Repositioned q2h, skin intact. Bed 7, air mattress ordered.""",
    """\
    resp care: pt on ac 500x14 peep 5 fio2 40%, abg 7.36/42/98, weaning fio2 to 35%. pt is a [[AGE:39]] yo w/ als dx [[DATE:2004]], followed at [[HOSPITAL:hrbc]] neuromuscular clinic, trach placed here [[DATE:3/8]]. home vent will be via [[HOSPITAL:breathline homecare]], rt [[STAFF:bram]] from [[HOSPITAL:breathline]] came in to set up lp10 and teach. mom [[PERSON:anzhela]] here for teaching, did trach care x1 well.""",
    """\
    NPN 7p-7a: Events: none. Neuro: sleeping on and off, pain 3/10. CV: HR 80s, BP stable. Resp: 2L NC. Social: dauther [[PERSON:Perdita]] called @ 2200 from [[LOCATION:Cobbleton]], asked about transfer to [[HOSPITAL:Saint Wendreda's]] to be closer to home, will d/w team in am. Told [[PERSON:Perditta]] we would call w/ any changes.
    [[STAFF:Gwyneth]]""",
    """\
    Events: Pt came from 6 North after RRT call @ 1530 on [[DATE:3/14/06]] for SBP 70s, lethargy. 2L NS, BP 98/60. BCx x2, lactate 4.1. Started on vanco/zosyn. Pt is a [[AGE:77]]yo F who was at [[HOSPITAL:Greenlaw Rehab]] after L THR on [[DATE:3/2]] and was readmitted [[DATE:3/11]] w/ wound drainage. Ortho [[STAFF:Dr. Falkenrath]] aware, son [[PERSON:Ned]] called.""",
    """\
    Case Mgmt: Spoke w/ caseworker [[PERSON:Shirlene]] at [[HOSPITAL:Mistlebrook Elder Services]] re pt's home services, pt gets VNA 2x/wk from [[HOSPITAL:Sedgemoor VNA]] and meals on wheels. Pt in her 90s, lives alone at [[LOCATION:220 Haskins Ave Apt 3B]] in [[LOCATION:Mistlebrook]]. Referrals sent to [[HOSPITAL:Ashgarth Rehab]] for when medically ready.
    [[STAFF:Nan Ebbesen]], RN CM""",
    """\
    Addendum @ 2215: [[PATIENT:Mrs. Boskovic]] c/o new L arm numbness @ 2150, neuro exam otherwise unchanged, glucose 132. [[STAFF:Dr. Yeung]] paged x2, in to eval @ 2210, stat head CT ordered, to CT @ 2230 w/ RN and monitor. Pt had similar sx on [[DATE:3/1]].""",
]


def main() -> None:
    write(build(NOTES, "icu-dev7"), OUT)


if __name__ == "__main__":
    main()
