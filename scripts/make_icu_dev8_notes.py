# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev8_notes.jsonl: an eighth set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: the free-text nursing notes field of a large US academic
medical center around 2001-2008. Headings such as "Nursing Progress Note", "NPN 1900-0700",
"Nsg Note", "MICU Nursing Admit Note", "CCU NPN", "SICU Nursing", "T/SICU" and "CSRU Nursing
Progress Note", with system headings run on ("Neuro:", "CV:", "Resp:", "GI/GU:", "ID:",
"Skin:", "Endo:", "Social:", "Dispo:", "Plan:", "A/P:", "Assessment:", "Action:",
"Response:"), "Events:" lines, many run-on lines and abbreviations, missing punctuation and
misspellings of ordinary words ("recieved", "transfered", "hosptial", "neice", "brother
inlaw", "rehab facilty"). Admission notes carry a past-history list of years ("PMH: DM2, HTN,
CAD S/P PTCA '99, CVA 2002, L BKA 97") and chains of transfers ("initially presented to X ED
3/2, tx to Y 3/3, then here 3/5 via X medflight"); social paragraphs carry most names and
places ("pt lives w/ wife X in Y, has 3 children, dtr X is HCP, son X lives in Z"), with
family calls from towns, states and foreign countries, PCPs at outside practices, residents,
fellows, NPs, RTs, PT/OT, case managers, social workers, interpreters and chaplains, and
sign-offs ("-X RN", "X, RN", initials, one word). Lower case, ALL CAPS or mixed. Dates:
"3/14", "03/18", "3-14", "3/14 @ 0800", ranges "2/10-3/1" (two spans), lists, "3/14/05",
"3/14/2005", "6/04", "1/04", "jan 04", "JAN 2006", "march 3rd", "the 13th", weekdays ("sat",
"tues", "since fri", "Tuesday", "SUN"), months alone ("since dec"), holidays ("Christmas",
"Memorial Day") and history years after procedures and diagnoses, with and without an
apostrophe, in lists and parentheses ("CABG '98", "MI 92", "appy (1975)", "C-SECTION X2
(1970, 1974)"). Ages are written "71 YO M", "84yo f", "age 92", "is 59", "PT IS 88", "77 y/o
M", "81YO F", "37 yo m". Hospitals are invented initialisms in upper and lower case and local
names with and without a care word (nursing homes, assisted living, an LTAC, rehabs, a VNA,
a cancer center, practices, ambulance, fire-rescue and flight services, a pharmacy, a
home-equipment company, a parish, an inn, employers, a school, a transit authority, an
insurer and a mutual); towns,
roads, street addresses, a lake, states and foreign countries follow "lives in", "from",
"resident of", "called from", "moved here from" and "mvc on". Look-alikes sit in the same
notes (BP 120/80, HR 80s, ABG 7.32/48/76, AC 500x14 PEEP 5 FiO2 40%, PS 10/5, CPAP 5/5,
BiPAP 12/5, percocet 5/325, vicodin 5/500, advair 250/50, pain 4/10, a+o x2/3, 1/2 NS, D5 1/2
NS, 1900-0700, 7p-7a, @ 2200, q2h, q4-6h, bed 7, rm 12, HD 4, POD 2, 2+ edema, strength 3/5,
I/O 1200/800, K 3.4, Mg 1.8, gcs 3/1t/5, MAP 65, drug, device and eponym names such as foley,
swan, Shiley, Trendelenburg, Glasgow, Parkinson's, Cushing's reflex, CIWA, Miami J collar,
Jackson-Pratt, Dobhoff, Flexiseal, Guillain-Barre, and unit names MICU, CCU, CSRU, SICU, EW,
OR, IR, PACU, cath lab, 6 North, Farr 2). All names, places, initialisms and numbers are
invented (phones in the 555-01xx range, the e-mail address at example.net), and none comes
from the seven earlier dev sets or the gold set. PHI is marked inline as ``[[LABEL:value]]``
as in scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes the dev
sets. It was written blind, by a writer who ran no recognizer on it, to check how the rules
tuned on the earlier dev sets generalize.
Run: ``python scripts/make_icu_dev8_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev8_notes.jsonl"

NOTES: list[str] = [
    """\
    npn 1900-0700 neuro: a+o x2, oriented to self and place, mae, no c/o pain. cv: nsr 80s, bp 120/80-130s/70s, k 3.4 repleted w/ 40meq kcl po, mg 1.8 -> 2gm iv. resp: 2l nc, ls diminished bases, sats 95-97%. gi/gu: abd soft +bs, foley draining clear yellow ~40cc/hr. id: afeb, on levo day 3. social: pt's neice [[PERSON:marisabel]] called from [[LOCATION:quarrystone]] @ 2200, updated, says pt's wife will come in [[DATE:sat]]. plan: cont current, ?transfer to 6 north [[DATE:tues]] if bed
    -[[STAFF:lowenna]] rn""",
    """\
    MICU NURSING ADMIT NOTE
    PT IS A [[AGE:71]] YO M W/ PMH: DM2, HTN, CAD S/P PTCA [[DATE:'99]], CVA [[DATE:2002]] W/ RESIDUAL R WEAKNESS, L BKA [[DATE:97]], CRI, GOUT. PT INITIALLY PRESENTED TO [[HOSPITAL:HKRH]] ED [[DATE:3/2]] W/ SOB AND FEVER, TX TO [[HOSPITAL:TARRANT HILL GENERAL]] [[DATE:3/3]] FOR ?NSTEMI, THEN HERE [[DATE:3/5]] VIA [[HOSPITAL:CORVANE MEDFLIGHT]] FOR WORSENING RESP FAILURE. PT RECIEVED INTUBATED, AC 500X14 PEEP 5 FIO2 40%, ABG 7.32/48/76.
    NEURO: SEDATED ON PROPOFOL 30MCG/KG/MIN, GCS 3/1T/5. CV: ST 100S, MAP 65-70 ON LEVO 0.06. SWAN PLACED R IJ BY [[STAFF:DR WELLINGHAM]], CVP 14, PCWP 20.
    SOCIAL: PT LIVES W/ WIFE [[PERSON:BRONWYN]] IN [[LOCATION:SKELLINGFORD]], HAS 3 CHILDREN, DTR [[PERSON:ISOLINE]] IS HCP, SON [[PERSON:EDMUND]] LIVES IN [[LOCATION:WYOMING]]. CODE STATUS: FULL.
    [[STAFF:GREER]] RN""",
    """\
    Nsg Note 7p-7a: Pt slept most of noc. HR 80s SR, BP 110s/60s. Resp: CPAP 5/5 overnight, tol well. Percocet 5/325 x1 @ 0200 for pain 4/10 incisional. I/O 1200/800. Cont plan.""",
    """\
    ccu npn 7a-7p
    pt s/p cath [[DATE:3/14]] @ 0800 w/ des x2 to rca, r groin angioseal c/d/i, dp/pt +2 bilat. heparin off @ 1200. cv: sb 50s-60s, bp 100-120/60s, denies cp. resp: ra, ls clear. gi: tol cardiac diet. pt's pcp [[STAFF:dr pennimore]] at [[HOSPITAL:wbmh]] called for update, faxed old ekgs from [[DATE:jan 04]]. wife [[PERSON:sigrun]] at bedside, asking about dc home [[DATE:fri]].
    [[STAFF:lk]]""",
    """\
    SICU NURSING 0700-1900
    NEURO: A+O X3, PCA DILAUDID, PAIN 3-4/10. CV: SR 80S, BP 130S/70S. RESP: 3L NC, IS 750, CPT BY RT [[STAFF:HOSEA]]. GI/GU: POD 2 S/P SIGMOID COLECTOMY, NGT TO LCS, JACKSON-PRATT X1 SEROSANG 40CC, FOLEY. SKIN: MIDLINE INC W/ STAPLES, DSG C/D/I. PT [[PATIENT:OSRIC DRUMMELSBY]] IS A RETIRED MACHINIST FROM [[HOSPITAL:GLENTHORNE TOOL & DIE]], LIVES IN [[LOCATION:NORTH CAWSTON]]. DTR [[PERSON:ELFRIDA]] CALLED FROM [[LOCATION:IDAHO]], UPDATED.
    PLAN: CONT NGT UNTIL FLATUS, OOB TO CHAIR.""",
    """\
    T/SICU Nursing Progress Note
    Pt is a [[AGE:23]] y/o M s/p MVC on [[LOCATION:Route 140]] in [[LOCATION:Brandle]] [[DATE:3/9]], restrained driver, +LOC, brought by [[HOSPITAL:Brandle Fire Rescue]] to [[HOSPITAL:QVMC]] then here. Injuries: C5 fx in Miami J collar, R femur fx s/p IMN [[DATE:3/10]], grade 2 splenic lac managed non-op. Neuro: GCS 14, MAE, sensation intact. Resp: 2L NC, IS 1000. CV: HR 90s, Hct 28 stable. Mother [[PERSON:Lavinia]] and girlfriend at bedside, pt works at [[HOSPITAL:Pollexfen Lumber]]. Att [[STAFF:Dr. Vanderkolk]] aware of all.""",
    """\
    resp: ps 10/5 fio2 40%, sbt started [[DATE:03/18]] @ 0600, rsbi 58, tol well x 4hrs. plan extubate in am per [[STAFF:dr quarless]].""",
    """\
    NSG NOTE: PT'S NIECE [[PERSON:WINIFRED]] CALLED FROM [[LOCATION:PORTUGAL]] @ 0300, WANTED UPDATE, TOLD NEED TO SPEAK W/ HCP, PT'S BROTHER INLAW [[PERSON:HOBART]] ([[PHONE:978-555-0146]]) WHO LIVES IN [[LOCATION:LORRIMER]]. NIECE VERBALIZED UNDERSTANDING. VSS, NO ACUTE EVENTS. [[STAFF:DG]]""",
    """\
    CSRU Nursing Progress Note
    Assessment: Pt s/p CABG x3 [[DATE:3/15]], extubated @ 2100, CT x2 to -20 sxn, 30-50cc/hr serosang. Paced VVI 80 backup, underlying SR 70s. CI 2.2, SVR 1100. Neo off @ 0300.
    Action: K 3.6 repleted 20meq x2, Mg 2gm. Lasix 20 IV. Pain 5/10 -> morphine 2mg, then percocet 5/325.
    Response: UO 100-150cc/hr, pain 2/10.
    Plan: d/c CTs, OOB, transfer to Farr 2 [[DATE:Tuesday]]. Wife [[PERSON:Aurore]] called, she is staying w/ her sister in [[LOCATION:Cradley Mills]].
    -[[STAFF:Noemi]]""",
    """\
    nursing admit note: pt [[PATIENT:ondine maskery]] is an [[AGE:84]]yo f from [[HOSPITAL:bexley manor nursing home]] w/ pmh: chf (ef 25%), afib on coumadin, copd on 2l home o2, dm2, breast ca s/p l mastectomy [[DATE:1988]], appy ([[DATE:1975]]), hip fx [[DATE:'03]], parkinson's. pt noted by nh staff to be lethargic [[DATE:3/11]], sent to [[HOSPITAL:tlgh]] er via [[HOSPITAL:pemberton ambulance]], na 118, inr 5.2, transfered here for micu bed.
    neuro: lethargic, opens eyes to voice, a+o x1. cv: afib 90s-110s, bp 100s/50s. resp: 3l nc, ls crackles bases. gi/gu: incont, foley placed. skin: stage 2 coccyx, dsg applied.
    social: pt widowed, neice [[PERSON:consolata]] is hcp, lives in [[LOCATION:wickerly]], phone [[PHONE:508-555-0158]]. code status: dnr/dni per nh paperwork.
    -[[STAFF:coralie]] rn""",
    """\
    NPN 1900-0700: PT ADMITTED FROM [[HOSPITAL:BRENTHAVEN HOUSE]] DETOX, AGITATED, CIWA 18, ATIVAN 2MG IV X3. LAST DRINK PER WIFE WAS [[DATE:SUN]]. RESTRAINTS X2. [[STAFF:DR HALVARD]] AWARE.""",
    """\
    nsg note: bs 240 @ 2200, insulin gtt started per protocol, now 140s. d5 1/2 ns @ 75cc/hr. k 3.4 repleted. foley draining well. pt resting, pain 2/10. q2h turns. cont to monitor""",
    """\
    SW Note: Met w/ pt's son [[PERSON:Evariste]] and his wife at bedside. Pt moved here from [[LOCATION:Ukraine]] in [[DATE:1996]], speaks Russian, interpreter [[STAFF:Zlata]] present. Pt lives w/ son at [[LOCATION:41 Tansley St apt 2]], [[LOCATION:Gorsebury]]. Son works for [[HOSPITAL:Sallowmere Transit]], has FMLA. Discussed HCP form, son to be HCP. Will follow.
    [[STAFF:Maribeth Szalai]], LICSW""",
    """\
    Resp Care: Pt on BiPAP 12/5 40% overnight, tol well, sats 94%. ABG 7.35/52/68 @ 0400. Pt uses home BiPAP since [[DATE:1/04]] from [[HOSPITAL:Amberhythe Medical Supply]], followed by pulm at [[HOSPITAL:DSCH]]. Advair 250/50 bid, albuterol q4-6h prn. -[[STAFF:T. McQuarrie]] RRT""",
    """\
    CCU NPN 7P-7A
    EVENTS: @ 0230 PT C/O CP 6/10, EKG W/ ST DEP V4-V6, NTG SL X2, MORPHINE 2MG, CP 0/10. [[STAFF:DR NKEMELU]] IN TO SEE PT. TROP 0.8 -> 1.4. HEPARIN GTT STARTED, PTT Q6H. PLAN FOR CATH LAB IN AM. HX: MI [[DATE:92]], CABG [[DATE:'98]], PPM [[DATE:2004]]. [[PATIENT:MR GUTHRIDGE]] ANXIOUS, WIFE [[PERSON:ELSPETH]] CALLED @ 0300 AND UPDATED.""",
    """\
    family update: pt's dtr [[PERSON:ursuline]] and son [[PERSON:torvald]] in, met w/ [[STAFF:dr brackenridge]] and np [[STAFF:jessenia]] re goals of care. family aware pt not likely to wean from vent, discussed trach/peg vs cmo, also asked about transfer to a hosptial closer to home. dtr wants to call pt's brother in [[LOCATION:norway]] before any decision. family mtg set for [[DATE:thurs]] @ 1400, chaplain to attend.""",
    """\
    Nsg Note: Pt transfered to Farr 2 @ 1500, report called to RN [[STAFF:Tullia]]. Belongings w/ pt, dentures sent home w/ wife.""",
    """\
    MICU NURSING ADMIT NOTE 1900-0700
    [[AGE:63]] YO M W/ ETOH CIRRHOSIS, HEP C (DX [[DATE:1994]]), VARICES S/P BANDING [[DATE:10/05]] AND [[DATE:12/05]], SBP [[DATE:JAN 2006]], PRESENTED TO [[HOSPITAL:PRVH]] ED [[DATE:3/6]] W/ HEMATEMESIS, HCT 21, TX'D 4U PRBC, INTUBATED FOR AIRWAY PROTECTION AND TRANSFERED HERE VIA [[HOSPITAL:HARRIER FLIGHT]]. EGD BY [[STAFF:DR FAIRWEATHER-ONU]] @ 2330: 4 BANDS PLACED. OCTREOTIDE GTT 50MCG/HR, PROTONIX GTT. VENT AC 500X14 PEEP 5 FIO2 40%.
    SOCIAL: PT LIVES ALONE IN [[LOCATION:SPRATLING HOLLOW]], ESTRANGED FROM FAMILY, NEIGHBOR [[PERSON:DUANE]] IS EMERGENCY CONTACT. PT WAS ON TRANSPLANT LIST AT [[HOSPITAL:ST. CADOC'S]] UNTIL [[DATE:AUG 2006]]. MRN AT OSH [[ID:PR4471920]].""",
    """\
    nsg note 7a-7p: uneventful. pt a+o x3, oob to chair x2 w/ pt [[STAFF:hjalmar]], ot [[STAFF:fenna]] eval'd adl's. pain 3/10 l knee, vicodin 5/500 x1. awaiting bed at rehab facilty, [[HOSPITAL:stagsden rehab]] first choice, cm following, ?[[DATE:mon]]""",
    """\
    NEURO: CUSHING'S REFLEX NOTED @ 0400, HR 50S, SBP 180S. ICP 28. MANNITOL 50GM, HOB 30, NEUROSURG RESIDENT [[STAFF:ANSGAR]] AT BEDSIDE. TO CT @ 0430, ?REBLEED. EVD @ 10. PT IS A [[AGE:58]] YO F S/P SAH [[DATE:3/10]], TRANSFERED FROM [[HOSPITAL:MCGH]] AND COILED IN IR [[DATE:3/11]]. HUSBAND [[PERSON:LEANDER]] NOTIFIED BY PHONE @ 0445 AT HOME IN [[LOCATION:HOLLINGSCAR]], ~1 HR AWAY.""",
    """\
    pt's sister [[PERSON:faustina]] called from [[LOCATION:haiti]], hcp son to call back. creole interpreter [[STAFF:mackenson]] via phone line used.""",
    """\
    Nursing Progress Note 0700-1900
    Neuro: A+O x2-3, intermittently confused, CAM neg. CV: HR 70s AF, rate controlled on dilt 30 qid, BP 110/60. Resp: 4L NC, CXR improved. GI: Dobhoff in place, TF Jevity 1.2 @ 50 goal 60. GU: Foley d/c'd @ 0600, voided 300cc. Skin: heels boggy, Prevalon boots. ID: vanc trough 17, zosyn day 6/10. Endo: RISS. Pt here since [[DATE:3/2]], prev at [[HOSPITAL:Cantle Point LTAC]] [[DATE:2/10]]-[[DATE:3/1]]. Dispo: back to LTAC vs rehab when stable, CM aware.
    -[[STAFF:Oriane]] RN""",
    """\
    EVENTS: PT IS [[AGE:88]], FELL @ 0315 WHILE TRYING TO GET OOB, NO HEAD STRIKE, BED ALARM ON. [[STAFF:DR IBBOTSON]] EVAL'D, NO INJURY. SON NOTIFIED, INCIDENT REPORT FILED.""",
    """\
    sicu nursing: pod 1 s/p ex lap, from pacu @ 1600. 1/2 ns @ 100cc/hr. ngt to lcs 200cc bilious. jp x2. epidural bupiv/fent @ 8cc/hr, pain 3/10. foley 40-60cc/hr. bp 120/80, hr 80s. 2+ edema ble. cont plan""",
    """\
    Nsg Note: Pt [[PATIENT:Honoria Ashcraft]], age [[AGE:92]], admitted [[DATE:12/22]] from [[HOSPITAL:The Hawthornes]] assisted living w/ urosepsis, seen by her PCP [[STAFF:Dr. Lindquist-Obi]] at [[HOSPITAL:Tamberlane Family Practice]] [[DATE:12/20]] and started on bactrim. Now on cefTRIAXone, afeb, BP 110s/60s off neo. Daughter [[PERSON:Eglantine]] flying in from [[LOCATION:Arizona]] for [[DATE:Christmas]], arriving [[DATE:12/24]].""",
    """\
    csru npn 7p-7a: pt s/p avr (tissue) [[DATE:3-14]], extubated [[DATE:3-15]] @ 0500. a paced 80. ci 2.5. ct's w/ 20cc/hr. k 4.2, mg 2.1. wires intact. fam: husband [[PERSON:eusebius]] stayed overnight in family lounge, vna referral to [[HOSPITAL:ferncliffe vna]] started for dc. [[STAFF:j. oyedepo]] rn""",
    """\
    NURSING PROGRESS NOTE: PT REMAINS ON CPAP 5/5 FIO2 40%, RR 18, TV 450S, PLAN TRACH [[DATE:3/20]] W/ [[STAFF:DR SZENDREI]]. PT'S WIFE [[PERSON:HENRIKA]] SIGNED CONSENT. PEG BY GI [[DATE:3/21]]. PT WILL NEED VENT REHAB, REFERRALS TO [[HOSPITAL:CANTLE POINT LTAC]] AND [[HOSPITAL:KESSOCK MANOR]].""",
    """\
    MICU Nursing Admit Note
    Pt is a [[AGE:77]] y/o M w/ COPD (on 3L home O2), OSA, CHF, DVT [[DATE:2001]], found down by neighbor [[PERSON:Mr. Scrimgeour]] at home on [[LOCATION:Sawtooth Rd]] this am, brought by [[HOSPITAL:Ruddock Ambulance]] to EW, ABG 7.21/78/55, placed on BiPAP 14/6 then intubated. Neuro: sedated, GCS 3/1t/5 -> 4/1t/6 off prop. CV: SR 90s. Resp: AC 500x14 PEEP 5 FiO2 40%. Social: pt lives alone, divorced, has son [[PERSON:Dashwood]] in [[LOCATION:Montana]] - left message x2. Pt's PCP [[STAFF:Dr. Farnaby]] at [[HOSPITAL:Tamberlane Family Practice]]. Code status: full (presumed).""",
    """\
    resp: extubated to 4l nc @ 1030 per [[STAFF:dr wellingham]], no stridor. coughing up thin white.""",
    """\
    SOCIAL: PT IS A RESIDENT OF [[LOCATION:EAST TANNINGTON]], DRIVES BUS FOR [[HOSPITAL:TANNINGTON REGIONAL HIGH]], MARRIED TO [[PERSON:HILTRUD]], 2 SONS. PT'S BROTHER [[PERSON:ABELARD]] ARRIVED FROM [[LOCATION:IRELAND]] [[DATE:3/16]], STAYING AT [[HOSPITAL:THE GALBRAITH INN]]. CHAPLAIN [[STAFF:FR. MWANGALA]] VISITED [[DATE:WED]].""",
    """\
    A/P: [[PATIENT:Mrs. Tresilian]] is [[AGE:59]], HD 4 w/ gallstone pancreatitis, ERCP on the [[DATE:13th]] by [[STAFF:Dr. Vantongeren]], pain controlled, advance diet as tol. Husband [[PERSON:Ilario]] updated.""",
    """\
    micu admit: [[AGE:68]] yo m w/ hx of lung ca (nsclc dx [[DATE:6/04]], s/p r ul lobectomy [[DATE:8/04]], chemo thru [[DATE:dec]]), cad, htn, last chemo [[DATE:march 3rd]] at [[HOSPITAL:caldicott cancer ctr]], presented to [[HOSPITAL:qvmc]] ed [[DATE:3/14/05]] w/ fever 103, anc 200, hypoxic, transfered here for micu. neuro: a+o x3. cv: st 110s, bp 90s/50s, ns bolus 2l. resp: 6l fm, sats 92%. id: cefepime, vanc, neutropenic precautions. onc fellow [[STAFF:dr ramanathan-kloss]] aware. social: lives w/ wife [[PERSON:yevdokia]] in [[LOCATION:lorrimer]], wife's cell [[PHONE:(603) 555-0114]]. full code""",
    """\
    PT TRANSFERED TO [[HOSPITAL:DSCH]] CCU @ 1600 FOR EP STUDY VIA [[HOSPITAL:PEMBERTON AMBULANCE]], REPORT GIVEN TO [[STAFF:CHARMAINE]] RN. COPY OF CHART SENT.""",
    """\
    Pastoral care: [[STAFF:Sr. Benedicta]] visited, prayed w/ family. Pt is Catholic, parish is [[HOSPITAL:Our Lady of the Fens]] in [[LOCATION:Skellingford]], [[PERSON:Fr. Kilbride]] from parish to come in [[DATE:Sat]] am for anointing.""",
    """\
    npn 1900-0700
    neuro: sedated on fent 100/versed 2, glasgow 7t, rass -2, perrl, withdraws x4. cv: nsr 80s-90s, map 65-75 on levo 0.04, weaned to off @ 0400. cvp 10-12. resp: ac 500x14 peep 8 fio2 50%, abg 7.38/41/82 -> fio2 to 40%. ls coarse, sx q2h thick yellow. gi: og to lis, tf off for ?trach in am. gu: foley 30-50cc/hr, cr 1.9. id: tmax 101.2 @ 0200, bcx sent, on meropenem. skin: flexiseal in place.
    social: pt [[PATIENT:lemuel crabtree]] lives in [[LOCATION:gorsebury]] w/ his partner [[PERSON:fitzroy]]; pt's mother [[PERSON:leocadia]] called from [[LOCATION:maine]] @ 2300, asked for dr to call her [[DATE:mon]]. partner says pt was at [[HOSPITAL:windlow rehab]] [[DATE:2/14]]-[[DATE:2/28]] after knee surgery at [[HOSPITAL:st. osyth's]] on [[DATE:2/7]].
    -[[STAFF:fern]]""",
    """\
    CCU NPN: [[AGE:81]]YO F W/ HX AS, CHF, AFIB, CVA [[DATE:2002]], TAH [[DATE:'71]], ADM [[DATE:3/17]]. PT WAS SEEN AT HOME BY [[HOSPITAL:ABBOTSWOLD VNA]] NURSE WHO SENT HER TO [[HOSPITAL:HKRH]] FOR WT GAIN 8LB, THEN HERE FOR ?AVR EVAL W/ CT SURGERY. NOW ON LASIX GTT 10MG/HR, UO 200CC/HR, BP 100/60. K 3.4 -> 40MEQ. PT'S SON [[PERSON:ORRIN]] IS HCP ([[PHONE:207-555-0175]]), DTR OUT OF STATE.
    -[[STAFF:M. TREADWELL]], RN""",
    """\
    Resp: Pt on BiPAP 12/5 FiO2 30% overnight, removed @ 0600, now 2L NC via #6 Shiley, cuff down. Sats 93-95%. Strength 3/5 BUE. Q4-6h nebs. MAP > 65. Trendelenburg for line change, tol well. Bed 7 -> rm 12 tomorrow.""",
    """\
    social: pt lives w/ wife [[PERSON:grizel]] in [[LOCATION:brandle]], has 3 children, dtr [[PERSON:tamar]] is hcp, son [[PERSON:leofric]] lives in [[LOCATION:texas]], youngest son overseas. pt retired from [[HOSPITAL:brandle water dept]]. pt's pcp [[STAFF:dr thorncroft]] at [[HOSPITAL:wbmh]]. family to visit [[DATE:sun]].""",
    """\
    EVENTS: [[DATE:3/19]] @ 0500 PT SELF-EXTUBATED, REINTUBATED BY ANESTHESIA [[STAFF:DR PELLEGRINO-WASS]]. CXR ETT 3CM ABOVE CARINA. ABG 7.30/50/88. SISTER [[PERSON:GERTRUDA]] NOTIFIED.""",
    """\
    CM Note: Pt accepted at [[HOSPITAL:Stagsden Rehab]] for [[DATE:3/22]], pending insurance auth from [[HOSPITAL:Harborline Health Plan]] (ref # [[ID:HHP-20817743]]). Spoke w/ rehab liaison [[STAFF:Pia Goodenough]] ([[EMAIL:pgoodenough@example.net]]). Wife [[PERSON:Loretta]] agreeable, will bring pt's belongings in.
    [[STAFF:Hulda]] RN CM""",
    """\
    Pt c/o SOB @ 0100, sats 86% on 4L, placed on NRB, CXR, lasix 40 IV, h.o. [[STAFF:Leontyne]] aware and in to see pt. Resolved, back to 4L NC. Pt came from [[HOSPITAL:Frithwood Court]] 2 days ago.""",
    """\
    MICU NURSING ADMIT NOTE: [[PATIENT:MRS HALVORSEN-TIBB]] IS A [[AGE:66]] YO F WHO WAS ADMITTED TO [[HOSPITAL:TLGH]] ON [[DATE:3/14/2005]] W/ CAP, WORSENED ON ABX, TX'D HERE [[DATE:3/16/2005]]. PMH: RA ON PREDNISONE, CUSHING'S SYNDROME (IATROGENIC), HYPOTHYROID, CHOLE [[DATE:'85]], C-SECTION X2 ([[DATE:1970]], [[DATE:1974]]). RESP: FM 50%, SATS 91%. HUSBAND [[PERSON:KJELL]] AT BEDSIDE, THEY LIVE AT [[LOCATION:9 THISTLEGATE LN]], [[LOCATION:LORRIMER]], [[LOCATION:NEW HAMPSHIRE]].""",
    """\
    Pt to OR for trach/PEG [[DATE:Monday]], NPO after MN [[DATE:Sun]]. Consent signed by son (HCP). HD 12. Then to [[HOSPITAL:Cantle Point LTAC]] when bed.""",
    """\
    nsg note: pt w/ poor po intake since [[DATE:dec]], 20 lb wt loss per dtr [[PERSON:bathsheba]]. dietitian consulted, calorie counts. dobhoff placed, kub confirmed. pt's gi dr [[STAFF:dr okonjo-vance]] from [[HOSPITAL:tregarron clinic]] to be called in am""",
    """\
    NPN 7P-7A: NO EVENTS. NEURO: A+O X3. CV: SR 70S, BP 120/80. RESP: RA. GI: TOL DIET, BM X1. GU: VOIDING. SKIN: INTACT. I/O 1200/800. PAIN 4/10 L HIP, PERCOCET 5/325 X1. PLAN: TO FLOOR IN AM.""",
    """\
    nursing admit note: pt is a [[AGE:52]] yo m, s/p fall from ladder at work ([[HOSPITAL:gantry builders]]) [[DATE:3/8]], initially taken to [[HOSPITAL:ecmh]] ed, ct w/ l tib plateau fx and l rib fx 4-8, tx'd to [[HOSPITAL:st. osyth's]], then here [[DATE:3/9]] for ?hemothorax. ct placed l side. epidural for pain, 4/10. pmh: htn, hld, gerd, knee scope [[DATE:1999]], tonsils as child. social: pt moved here from [[LOCATION:dominican republic]] ~[[DATE:2003]], lives w/ gf [[PERSON:yadira]] in [[LOCATION:skellingford]]. gf called, upset, will come in after work. workers comp case mgr [[PERSON:dorinda]] from [[HOSPITAL:bellcastle mutual]] called x1""",
    """\
    NSG NOTE 0700-1900: PT WEANED PS 10/5 -> CPAP 5/5, TOL 3 HRS. RSBI 44. PLAN EXTUBATE [[DATE:3/23]] AM PER [[STAFF:DR BRACKENRIDGE]]. PT FOLLOWS COMMANDS. WIFE [[PERSON:WALBURGA]] AND GRANDSON VISITED. PT [[PATIENT:JEDEDIAH PLOUFFE]] ASKING FOR SON, WHO IS COMING FROM [[LOCATION:CANADA]] [[DATE:3/24]].
    [[STAFF:ALLEGRA]], RN""",
    """\
    Neuro: [[AGE:37]] yo m w/ ?Guillain-Barre, transfered from [[HOSPITAL:Pelsall Cottage Hosp]] for plasmapheresis, ascending weakness since [[DATE:fri]], NIF -30, FVC 1.8L, q4h checks. Strength 3/5 BLE, 4/5 BUE. IVIG day 2/5. Resp: RA. Wife [[PERSON:Signy]] says pt had a GI bug after a family reunion at [[LOCATION:Lake Quillimac]] over [[DATE:Memorial Day]] weekend. Neurology [[STAFF:Dr. Essien]] following.""",
    """\
    nsg: pt's neighbor [[PERSON:mrs. dallaway]] dropped off pt's dentures and glasses. [[STAFF:dg]]""",
    """\
    DISPO: PT D/C'D TO [[HOSPITAL:KESSOCK MANOR NURSING HOME]] @ 1400 VIA [[HOSPITAL:PEMBERTON AMBULANCE]]. REPORT CALLED TO NH RN @ 1300. F/U W/ [[STAFF:DR AHLGREN-SOYINKA]] IN CARDIOLOGY CLINIC [[DATE:4/2]], INR CHECK [[DATE:3/27]] BY NH. SCRIPTS FAXED TO [[HOSPITAL:WARDLE'S PHARMACY]]. DTR [[PERSON:PERSEPHONE]] AWARE. -[[STAFF:TRIX]]""",
]


def main() -> None:
    write(build(NOTES, "icu-dev8"), OUT)


if __name__ == "__main__":
    main()
