# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev9_notes.jsonl: a ninth set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: the free-text nursing progress notes of a large US academic
hospital from the late 1990s to 2008, typed by many different nurses and kept with their line
breaks. Headings are "Nursing Progress Note 7a-7p", "NPN 7p-7a", "Nursing Admission Note",
"MICU, SICU and T/SICU Nursing Admission Note", "CCU NPN", "CSRU NPN", "Addendum:", "Update
1600:", "Family meeting note", "Transfer Note" and "Event Note"; some nurses chart system by
system ("Neuro:", "CV:", "Resp:", "GI/GU:", "ID:", "Skin:", "Social:", "Plan:"), some in D/A/R
("D:", "A:", "R:") or S/O/A/P, and some write whole paragraphs of prose about how the night
went, what the family said and where the patient came from. Notes run from one line to about
twenty. Patients are named in headers ("Pt: DOE, JANE", with MRN, account number or DOB) and in
text ("Mr. X", "pt <first> <last>"); family and friends follow kin words (wife, dtr, son-in-law,
dtr-in-law, nephew, niece, grandson, granddaughter, bf, fiance, partner, roommate, stepfather,
neighbor, guardian, HCP, "sister-in-law", "brother in law") or stand without a cue ("X and Y in
to visit"), and several are names that are also words or places ("Rose", "Hope", "Chase",
"Will", "May", "Grace", "Virginia", "Brooks", "Georgia", "Aberdeen") beside the ordinary uses of
those words ("temp rose", "family has hope", "chase meds w/ flush", "pt will", "may go", "grace
period", "march in place"). Staff are attendings, fellows, residents, a covering NP, RTs, PT,
SW, CM, chaplains, a priest, interpreters, outside PCPs and nurses, as "Dr. X", "dr x", "DR.
X/Y" (two spans), "per X (resident)", "X RN", "-X", initials ("JK RN", "-rm") and first names
alone ("spoke w/ Brenna re: plan"). Hospitals and other organizations are outside hospitals,
EDs, rehabs, nursing homes, assisted living, an LTAC, hospices, dialysis units, clinics, PCP and
cardiology practices, a mental health center, a psych pavilion, a VNA, home infusion, a
pharmacy, ambulance, fire and flight services, elder services, a shelter, a parish and an
insurer: invented initialisms in both cases ("PDCH", "tcgh ed", "wvrh icu"), names with a care
word ("Thackery Rehab", "the Alders", "Abernook Hospice", "Pellingham LTAC"), the same names
without one ("back to Pellingham", "prefer Thackery"), possessives ("St. Fintan's", "Merriam's
ED"), "of" names ("Daughters of St. Hilde Home"), hyphenated names ("Brayford-Lisle Hospital")
and practices named for a doctor ("Dr. Pallister of Pallister Cardiology"). Towns, villages, a
county, states, countries, a province, a city, roads, street addresses, a PO box, a zip code,
"the Cape", a lake and a neighborhood follow "lives in", "from", "called from", "drove up from",
"moved here from", "mvc on", "found at their apt on" and "fall on the ice outside his home on".
Dates take every shape: "3/14", "03/14", "3-9", "3/14/06", "3/14/2006", "14 March", "Mar 14",
"march 14th", "the 6th" (only "6th" marked), "3/14 @ 0240", ranges ("2/20-2/26", two spans),
weekdays ("mon", "Tues", "Sat am" with only "Sat" marked, "Thursday"), months alone ("in Feb"
with only "Feb" marked, "since last october"), month and year ("Jan 2005", "Nov 2004"), history
years ("CABG 1998", "MI '04", "dx 2001"), holidays ("Thanksgiving", "New Year's Day", "Easter",
"JULY 4TH", "LABOR DAY"), a season with a year ("spring 2003") and a DOB ("4/2/31"); relative
words ("tomorrow", "last winter", "this weekend", "next wk") are left unmarked. Ages mark only
the number ("79 yo", "82 YO M", "Pt is 91", "(90)", "died ... at 81"). Look-alikes sit in the
same notes (BP 120/80, HR 80s, ABG 7.32/48/76, AC 500X14 PEEP 5 FIO2 40%, PS 10/5, BiPAP 12/5,
CPAP 5/5, percocet 5/325, sinemet 25/100, pain 4/10, a+o x3, 1/2 NS, clock times, 7a-7p, q2h,
bed 7, rm 12, HD 4, POD 2, 2+ edema, strength 4/5, I/O 1200/800, labs, GCS 3/1T/5, drug, device
and eponym names such as Foley, Swan-Ganz, Shiley, Dobhoff, Jackson-Pratt, Miami J, Hoyer, Bair
Hugger, Pleur-evac, Levophed, Trendelenburg, Glasgow, Parkinson's, Lou Gehrig's, and unit names
MICU, CCU, SICU, CSRU, EW, IR, PACU, 6 North, "Dr. on call", "the resident", "h.o.", "MD aware",
"team aware"). All names, places, initialisms and numbers are invented (phones in the 555-01xx
range, the e-mail and web addresses at example.org), and none comes from the eight earlier dev
sets or the gold set. PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes the dev sets. It was
written blind, by a writer who ran no recognizer on it, to check how the rules tuned on the
earlier dev sets generalize.
Run: ``python scripts/make_icu_dev9_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev9_notes.jsonl"

NOTES: list[str] = [
    """\
    Nursing Admission Note
    Pt: [[PATIENT:KOWALCZYK, IRENA]]    MRN [[ID:3318-0472]]
    Pt is a [[AGE:79]] yo woman admitted to the MICU [[DATE:11/3/04]] from [[HOSPITAL:Brayford-Lisle Hospital]] ED with urosepsis and hypotension. She lives at [[HOSPITAL:the Alders]], an assisted living in [[LOCATION:Ormsby Falls]], and was found by staff there this morning confused and febrile to 102.6. She received 3L NS at the OSH and was started on Levophed through a R IJ placed there.
    PMH: HTN, DM2, CVA [[DATE:1999]] with mild L weakness, L TKR [[DATE:'02]], recurrent UTIs, Parkinson's. Last admission here [[DATE:8/03]] for CHF.
    Meds (per list from NH): sinemet 25/100 tid, lisinopril, glipizide, ASA, colace.
    Neuro: Lethargic but arousable, oriented to self only, follows simple commands. MAE, L side 4/5.
    CV: ST 100s-110s, BP 88/50 on arrival, Levophed titrated 0.04-0.08 mcg/kg/min, MAP now 65-70. CVP 8.
    Resp: 2L NC, sats 96%, LS diminished at bases.
    GI/GU: NPO except meds. Foley placed, cloudy amber urine 20-30cc/hr. Urine and blood cx sent.
    Skin: Stage 1 sacrum. Temp 95.9 @ 2200 after cooling blanket at OSH, Bair Hugger applied, temp rose to 97.8 by 0000.
    ID: Vanc/zosyn started in EW. Lactate 4.1 -> 2.6.
    Endo: BS 240, insulin SS per protocol.
    [[PATIENT:Mrs. Kowalczyk]] was calmer after her son arrived and was able to tell him she had "a terrible burning" for 2 days before this.
    Social: Pt is widowed; her husband died in [[DATE:2002]] at [[AGE:81]]. Her son [[PERSON:Tadeusz]] is HCP and lives in [[LOCATION:Grayling Falls]]; her daughter [[PERSON:Rose]] lives in [[LOCATION:Alabama]] and will fly up [[DATE:Thursday]]. Son can be reached at [[PHONE:978-555-0134]]. Full code per son.
    Seen by MICU resident [[STAFF:Dr. Anyanwu]] and attending [[STAFF:Dr. Lindgren-Amah]]; plan discussed with both.
    Plan: wean Levophed for MAP >65, f/u cx, repeat lactate @ 0400. Will keep [[PATIENT:Mrs. Kowalczyk]] NPO until more awake, speech/swallow eval when appropriate.
    [[STAFF:Josette Mabry]], RN""",
    """\
    npn 7p-7a bed 7: pt slept well, vss, no events. pain 2/10. i/o 1200/800. cont plan.""",
    """\
    NURSING PROGRESS NOTE 7A-7P
    D: PT [[PATIENT:MR. VERHOEVEN]] ([[AGE:82]] YO M, REINTUBATED [[DATE:3/4]]) REMAINS ON VENT AC 500X14 PEEP 5 FIO2 40%. ABG 7.32/48/76 @ 0900. SX Q2H FOR THICK TAN. HR 80S SR, BP 120/80. TMAX 100.8.
    A: FIO2 WEANED TO 35%, PS TRIAL 10/5 X 2 HRS PER RT [[STAFF:BROOKS]]. TF PROMOTE @ 50CC/HR VIA DOBHOFF.
    R: TOL PS TRIAL, RSBI 62. PLAN PS OVERNIGHT.
    SON [[PERSON:DIRK]] CALLED FROM [[LOCATION:IOWA]] @ 1500, UPDATED. SON HOPES TO COME IN FOR [[DATE:EASTER]].
    [[STAFF:JK]] RN""",
    """\
    family meeting note
    met today [[DATE:3/22]] @ 1400 w/ pt's wife [[PERSON:genevieve]], dtr [[PERSON:hope]], son-in-law [[PERSON:rashid]] and pt's brother [[PERSON:padraig]] who drove up from [[LOCATION:north ossory]]. present from team: attending [[STAFF:dr. quarles]], fellow [[STAFF:dr. abernethy-cole]], sw [[STAFF:dalia]], chaplain [[STAFF:rev. okyere]] and this rn.
    [[STAFF:dr. quarles]] explained that pt has had no meaningful neuro recovery since his arrest on [[DATE:3/16]], eeg w/ diffuse slowing, mri w/ anoxic injury. family tearful, asked good questions. wife states pt "would never want to live on machines", he told her this after his own brother died at [[HOSPITAL:merganser hospice]] in [[DATE:2001]].
    family would like to wait until pt's other son arrives from [[LOCATION:ghana]] on [[DATE:sat]] before withdrawing care. team agreeable. dnr/dni in place as of today. family still has hope but understands prognosis.
    emotional support given. will cont to follow.""",
    """\
    TRANSFER NOTE: PT TRANSFERRED TO 6 NORTH RM 12 @ 1630, REPORT GIVEN TO [[STAFF:EVANGELINA]] RN. VSS, HR 70S, BP 130/70, RA SATS 96%. PT A+O X3. BELONGINGS AND GLASSES W/ PT. WIFE AWARE OF MOVE.""",
    """\
    Event note 0315: Pt found by this RN w/ HR 150s AF RVR, BP 84/40, c/o palpitations. EKG done. Dr. on call paged, covering NP [[STAFF:Eithne Kilgallon]] to bedside @ 0320. Dilt 10mg IV x2 w/ HR to 100s, BP 102/58. Dilt gtt started @ 5mg/hr. K 3.4, Mg 1.6, repleted. Pt's wife [[PERSON:Araminta]] called and updated @ 0400. MD aware of all.""",
    """\
    npn 7a-7p
    s: "i want to go home to [[LOCATION:tuckaway]]." c/o incisional pain 6/10.
    o: pod 2 s/p r hemicolectomy. vs 99.1, 88, 134/72, 18, 95% 3l. abd soft, midline inc w/ staples c/d/i, jackson-pratt x1 40cc serosang. ngt d/c'd 1000. foley out 1200, voided 350cc @ 1600. k 3.6, hct 29.
    a: pain controlled w/ pca dilaudid, ambulating in hall w/ pt [[STAFF:taliesin]].
    p: advance to clears, oob tid, ?floor tomorrow. husband [[PERSON:chase]] in after work, updated by [[STAFF:dr. tsukamoto]].""",
    """\
    T/SICU NURSING ADMISSION NOTE
    TRAUMA # [[ID:T03-11873]]
    PT [[PATIENT:OISIN DEVLIN]] IS A [[AGE:19]] YO M S/P MVC ON [[LOCATION:RT 112]] IN [[LOCATION:HATCHFORD]] [[DATE:6/14/03]] @ APPROX 0100, UNRESTRAINED DRIVER VS TREE, EXTRICATION 30 MIN BY [[HOSPITAL:HATCHFORD FIRE]]. TAKEN TO [[HOSPITAL:PDCH]] ED, INTUBATED THERE FOR GCS 6, THEN FLOWN HERE VIA [[HOSPITAL:BOREAS FLIGHT]].
    INJURIES: L SDH, L PTX S/P CT, L FEMUR FX IN TRACTION, GRADE 3 LIVER LAC.
    NEURO: GCS 3/1T/5 OFF PROPOFOL X 10 MIN, PERRL 3MM. ICP BOLT PLACED BY NSURG [[STAFF:DR. HEYWARD-OSEI]], ICP 12-18.
    CV: ST 120S, HCT 24 -> 2U PRBC -> 29.
    RESP: AC 500X14 PEEP 5 FIO2 40%, PLEUR-EVAC TO -20 SXN, NO AIR LEAK.
    SOCIAL: PARENTS [[PERSON:DONAL]] AND [[PERSON:BRIDIE]] AT BEDSIDE, THEY LIVE AT [[LOCATION:17 MACCREADY RD]], [[LOCATION:HATCHFORD]]. PT IS A SENIOR IN HIGH SCHOOL. PARENTS ASKING FOR CHAPLAIN.""",
    """\
    addendum: pt's granddaughter [[PERSON:shanice]] called back @ 2100, aware of plan for cath [[DATE:wed]] am. -[[STAFF:tess]]""",
    """\
    Nursing Progress Note 7a-7p
    Pt had a quiet day. She remained on BiPAP 12/5 at 40% for most of the shift, with breaks for meals, and tolerated 4L NC for 2 hrs this afternoon with sats 90-92%. ABG @ 1100 7.36/58/64. Nebs q4h, solumedrol 40 IV q8h. HR 90s ST, BP 140s/70s.
    She is anxious when off the mask and asked several times whether she would "end up on the breathing machine like last winter" - she was intubated at [[HOSPITAL:Ludlow General]] in [[DATE:Jan 2005]] for 9 days and then spent a month at [[HOSPITAL:Pellingham LTAC]]. Reassured.
    Her granddaughter [[PERSON:Latrice]] visited after school and brought in pt's home meds from [[HOSPITAL:Tuttle Drug]] in [[LOCATION:East Merrowfield]]. Her PCP is [[STAFF:Dr. Echeverria]] at [[HOSPITAL:Ridgely Internal Medicine]], who called for an update @ 1500; spoke w/ him re: plan.
    Plan: cont BiPAP overnight, wean as tolerated, PT/OT consult in am.
    -[[STAFF:Lorena]] RN""",
    """\
    NPN 7P-7A
    NEURO: A+O X3, MAE, PERRL. PAIN 4/10 L FLANK, PERCOCET 5/325 X1 @ 2200 W/ RELIEF.
    CV: SR 70S-80S, NO ECTOPY. BP 110-130/60S. K 3.9, MG 2.2.
    RESP: RA, SATS 95-98%, LS CLEAR.
    GI: TOL CARDIAC DIET. BM X1. GU: VOIDING QS, I/O 1400/900.
    SKIN: INTACT.
    SOCIAL: PT [[PATIENT:FRANCISZEK ZAJAC]] ([[AGE:68]] YO M) IS FROM [[LOCATION:POLAND]], SPEAKS LITTLE ENGLISH, POLISH INTERPRETER [[STAFF:MS. WIERZBICKA]] IN @ 2000 FOR CONSENT. PT'S NIECE [[PERSON:AGNIESZKA]] ([[PHONE:413-555-0186]]) IS CONTACT.
    PLAN: CATH [[DATE:WED]] W/ [[STAFF:DR. PRZYBYLSKI]], NPO AFTER MN.""",
    """\
    npn: [[PATIENT:mrs. pasquale]] s/p ercp [[DATE:3-9]], pain 3/10. lfts trending down. tol clears. hr 80s, bp 120/80. pt lives alone in [[LOCATION:birchmoor]], neighbor [[PERSON:mrs. o'haire]] is feeding her cat. [[STAFF:lm]] rn""",
    """\
    UPDATE: K 3.1 @ 1600, 40 MEQ KCL PO GIVEN PER HO. RECHECK @ 2200. MD AWARE.""",
    """\
    NPN 7p-7a
    S: [[PATIENT:Mr. Hakobyan]] states "I feel washed out, they took too much off."
    O: ESRD on HD TTS at [[HOSPITAL:Ruxton Dialysis]] in [[LOCATION:Hollisport]], dialyzed here today w/ 3L removed. BP 86/44 @ 2000 -> 250cc NS bolus, BP 102/56. HR 90s SR. L AVF +thrill/bruit. Glucose 68 @ 0200 -> 1/2 amp D50, recheck 142.
    A: Hypotension post-HD, resolved w/ bolus. Hypoglycemia, resolved.
    P: Renal fellow [[STAFF:Dr. Vasquez-Bell]] aware, will hold lantus in am. Pt's nephrologist is [[STAFF:Dr. Amankwah]] at [[HOSPITAL:Ruxton]], outpt records faxed. Wife [[PERSON:Graciela]] called @ 2100, updated.""",
    """\
    micu nursing admission note
    pt: [[PATIENT:ogbonna, chidi]]   acct # [[ID:40918827]]
    [[AGE:46]] yo m w/ hx etoh abuse, pancreatitis x3 (last in [[DATE:aug]]), hep c dx [[DATE:2001]], presented to [[HOSPITAL:tcgh]] ed [[DATE:10/2]] w/ abd pain and vomiting, lipase 3400, became hypoxic and was transferred here via [[HOSPITAL:lanigan ambulance]] for micu bed.
    neuro: a+o x3, tremulous, ciwa 14 -> valium 10 po x2.
    cv: st 110s, bp 150/90.
    resp: 4l nc, sats 93%, cxr w/ l effusion.
    gi: npo, ngt to lcs. ivf lr @ 250/hr x4h then 1/2 ns @ 125. pain 8/10 -> 4/10 w/ dilaudid 1mg iv.
    gu: foley 40cc/hr.
    social: pt lives w/ his fiance [[PERSON:adaeze]] at [[LOCATION:88 tamarack st apt 3]] in [[LOCATION:penwick]]. fiance reports last drink was [[DATE:sun]]. his mother [[PERSON:chiamaka]] lives in [[LOCATION:nigeria]], fiance will call her. pt has no pcp, last seen at [[HOSPITAL:st. fintan's]] er in [[DATE:june]].
    [[STAFF:kb]]""",
    """\
    EVENT NOTE @ 2340: PT PULLED OUT NGT, NGT REPLACED, CXR CONFIRMED PLACEMENT, READ BY [[STAFF:DR. BLAKEMORE]]. SOFT WRIST RESTRAINTS APPLIED PER ORDER. HO AWARE.""",
    """\
    Update 1600: Pt's sister-in-law [[PERSON:Cressida]] called from [[LOCATION:the Cape]]; she and pt's brother [[PERSON:Lionel]] will drive up in am. Told them visiting hrs. -[[STAFF:Eileen]]""",
    """\
    npn 7p-7a
    neuro: sedated on propofol 20mcg/kg/min, rass -1 to -2, opens eyes to voice, squeezes hands bilat. perrl 3mm brisk.
    cv: sr 60s-70s, bp 100-120/50s-60s. no gtts. heparin sq.
    resp: cpap 5/5 fio2 40%, rr 16-22, tv 400-450, sats 97-99%. sx q2-3h sm amt thin white. rsbi 48 @ 0500.
    gi: tf nutren 2.0 @ 40cc/hr via ogt, residuals <30. bm x1 soft.
    gu: foley 40-80cc/hr, i/o +600.
    id: tmax 99.6. vanc/zosyn day 5.
    skin: coccyx intact, turned q2h.
    social: pt's partner [[PERSON:florentino]] stayed until 2200. [[PATIENT:ezequiel]] more awake after he left, mouthing words, intubated since [[DATE:2/28]]. pt's mom [[PERSON:marielena]] called from [[LOCATION:el salvador]] @ 0100, spanish interpreter line used.
    plan: extubate in am if ok w/ team.
    -[[STAFF:yesenia]]""",
    """\
    CCU NPN 7A-7P
    [[PATIENT:MRS. DUNPHY]] IS A [[AGE:93]] YO F FROM [[HOSPITAL:DAUGHTERS OF ST. HILDE HOME]] IN [[LOCATION:DUNSMORE CENTER]] W/ CHF, SEVERE AS, AFIB. ADM [[DATE:4/18/02]] VIA [[HOSPITAL:LANIGAN AMBULANCE]].
    NEURO: A+O X2, HOH, HEARING AIDS IN.
    CV: AFIB 80S-90S, BP 100/50S. LASIX 40 IV BID, UO 1500 THIS SHIFT. 2+ EDEMA BLE.
    RESP: 3L NC, SATS 94%, CRACKLES 1/2 UP.
    GI: PUREED DIET, FEEDS SELF W/ SETUP.
    SOCIAL: PT'S NEPHEW [[PERSON:FERGUS]] IS HCP, VISITED W/ HIS WIFE [[PERSON:AILBHE]]. PT IS DNR/DNI. FAMILY WOULD LIKE PT TO GO BACK TO [[HOSPITAL:ST. HILDE]] W/ [[HOSPITAL:ABERNOOK HOSPICE]] FOLLOWING IF SHE DOES NOT IMPROVE.
    [[STAFF:RG]]""",
    """\
    spoke w/ [[STAFF:brenna]] re: plan, will hold tf at mn for peg [[DATE:fri]] am. [[STAFF:ch]]""",
    """\
    Transfer Note
    Pt [[PATIENT:Lincoln Amoah]] is a [[AGE:61]] yo M who was admitted to the CCU [[DATE:Mar 14]] w/ inferior STEMI, s/p cath [[DATE:3/14]] @ 0240 w/ BMS to RCA by [[STAFF:Dr. Ferrante]]. Course c/b CHB requiring temp wire, removed [[DATE:3/16]]. Now NSR 60s-70s, BP 110s/60s, pain free.
    R groin site soft, no hematoma. Pedal pulses 2+ bilat. ASA/plavix/lopressor/lipitor.
    Pt is being transferred to 6 North. Report called to [[STAFF:Gideon]] RN @ 1430. Pt's wife [[PERSON:Abena]] and son [[PERSON:Kobina]] aware of move.
    Pt's cardiologist at home is [[STAFF:Dr. Pallister]] of [[HOSPITAL:Pallister Cardiology]] in [[LOCATION:Hollisport]]; d/c summary to be faxed there.""",
    """\
    NPN 7P-7A: [[AGE:86]] YO F AGITATED MOST OF NIGHT, PULLING AT LINES, HALDOL 2MG IV X2 PER [[STAFF:DR. SZABO-REYES]] W/ FAIR EFFECT. SITTER AT BEDSIDE FROM 0100. PT'S DTR [[PERSON:GRACE]] CALLED, SAYS PT GETS "LIKE THIS" AT NIGHT AT HOME IN [[LOCATION:FENWOLD]] TOO. QTC 440. VSS.""",
    """\
    resp: pt remains on ac 500x14 peep 5 fio2 40%, abg 7.41/39/92. sx x3 thick yellow. ett 23 @ lip, retaped. cuff leak present. will try ps 10/5 in am. hob 30. rt aware.""",
    """\
    Nursing Progress Note 7p-7a
    [[PATIENT:Mr. Vachon]] had a stable night. He is POD 1 s/p L crani for SDH after a fall on the ice outside his home on [[LOCATION:Meetinghouse Rd]] in [[LOCATION:Ketteridge]], [[LOCATION:Connecticut]] on [[DATE:New Year's Day]]. He was seen first at [[HOSPITAL:KVMH]], where CT showed a 1.8cm SDH, and came here by [[HOSPITAL:Boreas Flight]] the same afternoon.
    Neuro: A+O x3 this am, slightly slow to respond. R pronator drift, strength 4/5 RUE. PERRL. JP to bulb, 30cc serosang. Dilantin level 12. Repeat head CT @ 0600 stable per neurosurg resident [[STAFF:Dr. Quintal]].
    CV: SR 70s, SBP kept <140 w/ labetalol 10 IV x1. He takes ASA 325 at home, last dose [[DATE:12/31]]; plt 190.
    Resp: 2L NC, IS 1000, cough strong. Sats 96%.
    GI: Clears, tol. Colace/senna.
    GU: Foley d/c'd @ 0500, due to void by 1100.
    Skin: Incision c/d/i, staples. Abrasion L elbow from the fall.
    Pain: 3/10 HA, tylenol 650 q6h.
    He is [[AGE:70]] and still plows snow for the town; he asked twice whether he would be able to "get back on the truck" by [[DATE:February]].
    His wife [[PERSON:Marie-Claude]] stayed overnight in the family lounge. Their son [[PERSON:Gaetan]] is coming down from [[LOCATION:Quebec]]. Pt was last seen by his PCP, [[STAFF:Dr. Hollings]], on [[DATE:12/28]].
    [[PERSON:Marie-Claude]] asked that their son be called if anything changes overnight: [[PHONE:860-555-0116]].
    -[[STAFF:Ulrike]] RN""",
    """\
    ADDENDUM: SON [[PERSON:WILL]] CALLED @ 2300, WILL BE IN AM. -[[STAFF:RONNIE]]""",
    """\
    d: pt w/ ugi bleed, hct 22 @ 0400 from 27. 2 large melanotic stools. hr 110s st, bp 94/50. pt pale, diaphoretic.
    a: 2u prbc given, 1l ns. protonix gtt @ 8mg/hr. gi fellow [[STAFF:dr. thakkar]] notified @ 0415, in to see pt @ 0500, plan egd @ 0800. type & cross x4 more. 18g x2.
    r: hct 26 post 2u, hr 90s, bp 110/60.
    [[PATIENT:mr. seo]] is on coumadin for mech avr ([[DATE:1996]]), had egd at [[HOSPITAL:npmc]] [[DATE:'05]] for same. inr here 3.8 - managed by [[HOSPITAL:brickyard family medicine]] coumadin clinic. last inr there [[DATE:2/27]] was 2.9 per pt.
    wife [[PERSON:eun-ji]] called @ 0530, updated. [[STAFF:tf]] rn""",
    """\
    Family meeting note [[DATE:14 March]]
    Present: pt's husband [[PERSON:Wolfram]], daughters [[PERSON:Annelie]] and [[PERSON:Friederike]], pt's sister [[PERSON:Irmgard]] (by speakerphone from [[LOCATION:Germany]]), attending [[STAFF:Dr. Abbruzzese]], SW [[STAFF:Grainne]] and myself.
    [[STAFF:Dr. Abbruzzese]] reviewed the events since admission on the [[DATE:6th]]: aspiration pneumonia, two failed extubations, and now the question of a trach. Pt's husband said that she was well until [[DATE:spring 2003]], when she was diagnosed with ALS (Lou Gehrig's) at [[HOSPITAL:Kell-Marston Hospital]], and that she had made it clear to him she did not want a trach or a feeding tube.
    Family agreed to DNR and comfort measures and asked for a priest. [[STAFF:Fr. Iwuchukwu]] paged and came @ 1530. Pt made CMO @ 1700, morphine gtt started per order. Family at bedside.""",
    """\
    NPN 7A-7P: PT TO IR @ 1000 FOR PICC, TOL WELL. CXR OK PER [[STAFF:DR. AHN]]. PLAN D/C TO [[HOSPITAL:THACKERY REHAB]] [[DATE:MON]] IF BED AVAIL, CM [[STAFF:TRISH]] FOLLOWING, ACCEPTED PENDING INS.""",
    """\
    pt back from ct @ 1530, no events. vss, pain 0/10. q2h turns.""",
    """\
    NPN 7a-7p
    S: Pt c/o nausea and "my belly hurts."
    O: T 100.4, HR 96, BP 138/76, RR 20, 95% 2L. Abd distended, BS hypoactive. KUB @ 1100 w/ ileus. NGT placed, 600cc bilious out. WBC 13.2.
    A: Ileus, ?C diff. Stool sent.
    P: NPO, NGT to LIS, flagyl started per [[STAFF:Dr. Bhattacharya]].
    [[PATIENT:Mrs. Fairclough]] is [[AGE:96]] and a long-term resident of [[HOSPITAL:Little Sisters of St. Frideswide]] in [[LOCATION:Penwick]] since [[DATE:2004]]; per their records she had C diff there in [[DATE:Feb]]. NH nurse [[STAFF:Magdalene]] called report. Pt's guardian, [[PERSON:Mr. Lisowski]] from [[HOSPITAL:Mill River Elder Services]], notified of transfer to ICU.""",
    """\
    MICU NURSING ADMISSION NOTE
    PT: [[PATIENT:DELACOUR, AUGUSTINE]]   DOB: [[DATE:4/2/31]]   MRN: [[ID:0982716]]
    [[AGE:74]] YO M W/ COPD ON 2L HOME O2, CAD S/P CABG [[DATE:1998]], MI [[DATE:'04]], PVD S/P FEM-POP, DM2, BROUGHT IN BY [[HOSPITAL:TANNERSFIELD FIRE]] AFTER WIFE FOUND HIM CYANOTIC IN HIS CHAIR. IN EW ABG 7.18/88/52, INTUBATED.
    NEURO: SEDATED ON FENT/VERSED, GCS 3/1T/5. PERRL 2MM. MAE TO PAIN.
    CV: ST 110S, BP 100/60 AFTER 2L NS. NO PRESSORS. A-LINE R RADIAL. CVP 6.
    RESP: AC 500X14 PEEP 5 FIO2 40%, ABG 7.32/48/76 @ 2200. ETT 7.5 @ 23 LIP. SX FOR THICK GREEN. CXR W/ RLL INFILTRATE.
    GI: OGT TO LWS, GUAIAC NEG. PROTONIX IV.
    GU: FOLEY 30-40CC/HR, CR 1.6.
    ID: CEFTRIAXONE/AZITHRO. BCX X2, SPUTUM SENT. TMAX 101.2.
    SKIN: INTACT, HEELS ON PILLOWS.
    ACCESS: 18G L AC, 20G R FA, R SC TLC PLACED IN EW.
    SOCIAL: LIVES W/ WIFE [[PERSON:GHISLAINE]] IN [[LOCATION:TANNERSFIELD]]. MAILING ADDRESS [[LOCATION:PO BOX 417]], [[LOCATION:TANNERSFIELD]], [[LOCATION:NH]] [[LOCATION:03899]]. WIFE'S PHONE [[PHONE:603-555-0122]]. PT FOLLOWED BY PULM [[STAFF:DR. KESSLER-ADU]] AT [[HOSPITAL:BLMC]].
    CODE: FULL, WIFE WANTS TO D/W SON [[PERSON:REMY]] WHO LIVES IN [[LOCATION:ATLANTA]].""",
    """\
    npn 7a-7p: pt oob to chair w/ pt/ot, ambulated 40 ft w/ walker. pt had pt march in place x10. strength 4/5 bil le. pain 3/10. dtr [[PERSON:hester]] in, pt hopes to go back to [[HOSPITAL:sedgecombe]] next wk, cm aware. [[STAFF:ifeoma]] rn""",
    """\
    ADDENDUM 1700: PT'S SON [[PERSON:HORATIO]] AND HIS WIFE [[PERSON:KENDRA]] IN TO VISIT. SON ASKED ABOUT DRUG LEVELS, REFERRED TO [[STAFF:DR. WOJCIK]]. SON STATES PT WAS AT [[HOSPITAL:HMRC]] [[DATE:2/20]]-[[DATE:2/26]] FOR SAME. RECORDS REQUESTED FROM [[HOSPITAL:HMRC]] MEDICAL RECORDS, FAX [[PHONE:508-555-0162]].""",
    """\
    Nursing Progress Note 7a-7p
    Pt is HD 4 here for DKA and pneumonia. She is much improved today - off the insulin gtt since 0600, now on lantus 22u and SS, BS 140-210. AG closed. Tolerating ADA diet. 2L NC, sats 95%. Afebrile. HR 80s, BP 120/80.
    [[PATIENT:Yaritza]] was tearful this afternoon and told me she had not filled her insulin since around [[DATE:Thanksgiving]] because of the cost, and that her free care application ran out after the grace period. SW [[STAFF:Deb Kinsella]] met w/ her and will look into free care through [[HOSPITAL:Brackett Street Health Center]], where pt has been seen before.
    Pt lives with her boyfriend [[PERSON:Javier]] and her 2 kids in [[LOCATION:Lyman Heights]]; her mother [[PERSON:Milagros]] is watching the kids. Pt asked that we not give information to her ex-husband if he calls.
    Plan: transfer to floor in am if stable, diabetes teaching w/ [[STAFF:Hyun-woo]] from the diabetes team.""",
    """\
    Pt is [[AGE:91]], dtr [[PERSON:May]] at bedside, pt may go to floor tonight per team.""",
    """\
    NPN 7P-7A
    NEURO: INTACT. CV: NSR 80S, BP 150/90 -> HYDRALAZINE 10 IV X1, NOW 130/70. RESP: 2L NC. GI: NPO FOR OR. GU: FOLEY 50CC/HR.
    [[AGE:77]] YO M, AAA DX [[DATE:'05]], TO OR IN AM FOR REPAIR W/ [[STAFF:DR. GALLOWAY]]/[[STAFF:NWOSU]], CONSENT SIGNED. PT'S BROTHER IN LAW [[PERSON:MURRAY]] WILL BE HERE @ 0600. PT TRANSFERRED FROM [[HOSPITAL:OVH]] [[DATE:3/10]] FOR VASCULAR EVAL. PT LIVES IN [[LOCATION:PENNACOOK COUNTY]], ~2 HRS AWAY.""",
    """\
    CM note addendum: Referral sent to [[HOSPITAL:Carrisbrook VNA]] for home IV abx; intake nurse [[STAFF:Liam Fitzhugh]] ([[EMAIL:lfitzhugh@example.org]]) will call pt's wife [[PERSON:Consuelo]] to set up the first visit [[DATE:3/18/06]]. Home infusion through [[HOSPITAL:Dorrance Home Infusion]]. -[[STAFF:Becca]] RN""",
    """\
    nursing admission note
    pt [[PATIENT:prakash iyengar]], [[AGE:57]] yo m, transferred from [[HOSPITAL:wvrh]] icu [[DATE:3/14/2006]] for ?ards. hx: cad s/p stent [[DATE:2003]], dm2, htn. pt was visiting his dtr in [[LOCATION:india]] and flew home [[DATE:3/8]], became febrile [[DATE:3/10]], seen at urgent care in [[LOCATION:tilsworth center]] and sent to [[HOSPITAL:wvrh]], where he was intubated [[DATE:3/12]].
    neuro: sedated on propofol, follows simple commands off sedation.
    cv: sr 90s, map 70s off levophed since 1800.
    resp: ac 450x20 peep 12 fio2 60%, abg 7.34/44/78. p/f 130. ls coarse throughout.
    id: tmax 102.1. vanc, zosyn, oseltamivir. droplet precautions. flu swab pending.
    gi: og to lis, tf to start in am.
    gu: foley 30-50cc/hr.
    skin: intact. turned q2h, waffle mattress.
    lines: r ij tlc from osh ([[DATE:3/12]]), l radial a-line placed here @ 1700, pt tol trendelenburg for line change.
    social: wife [[PERSON:lakshmi]] (cell [[PHONE:(508) 555-0178]]) at bedside, staying with friends in [[LOCATION:east pollard]]. dtr [[PERSON:devika]] is flying back from [[LOCATION:bangalore]] and arrives [[DATE:tues]]. wife asked that pt's cardiologist [[STAFF:dr. chatterjee-lowe]] at [[HOSPITAL:wyvern cardiology]] be updated; left message.
    -[[STAFF:deepa]] rn""",
    """\
    K 5.9 @ 0200, KAYEXALATE 30G GIVEN PER [[STAFF:RAFFERTY]] (RESIDENT). REPEAT LYTES @ 0400.""",
    """\
    Event Note 1410
    [[PATIENT:Mr. Guidry]] became unresponsive while sitting up in chair, HR 30s junctional, BP 60/palp. Code blue called @ 1412. Pt placed back in bed w/ Hoyer. Atropine 1mg IV x1, transcutaneous pacing started by CCU fellow [[STAFF:Dr. Ikenberry]] @ 1415 w/ capture @ 70mA. BP 98/52. Pt awake and talking by 1420, asking "what happened?" K 6.1 -> calcium gluconate, insulin/D50, kayexalate. EP [[STAFF:Dr. Sandoval]] in to see pt, temp wire placed R IJ @ 1510, VVI 70.
    Pt's wife [[PERSON:Sidonie]] was called @ 1430 and is on her way from [[LOCATION:Ormsby Falls]]. Attending aware. Team aware of all.
    [[STAFF:P. Ruane]] RN""",
    """\
    update: pt's grandson [[PERSON:tyrese]] called from [[LOCATION:georgia]], wants to know if he should fly up. told him to speak w/ hcp (pt's dtr [[PERSON:loretha]]) and the resident. -[[STAFF:amparo]]""",
    """\
    NPN 1900-0700
    [[PATIENT:MRS. KASPRZAK]] IS A [[AGE:34]] YO F S/P NEAR-DROWNING AT [[LOCATION:LAKE WANNASET]] ON [[DATE:JULY 4TH]], PULLED FROM WATER BY BYSTANDERS, CPR ~5 MIN, BROUGHT BY [[HOSPITAL:GRAYLING FALLS EMS]] TO [[HOSPITAL:LSMC]] ED, INTUBATED, THEN [[HOSPITAL:BOREAS FLIGHT]] HERE [[DATE:7/4/07]].
    NEURO: OFF SEDATION SINCE 0200, OPENS EYES, FOLLOWS COMMANDS, MAE.
    CV: NSR 70S, BP 110/60.
    RESP: PS 10/5 FIO2 35%, SATS 98%. CXR IMPROVING BILAT INFILTRATES. RSBI 40.
    ID: TMAX 100.9, BCX FROM [[DATE:7/5]] NGTD.
    SOCIAL: PT'S HUSBAND [[PERSON:DUSTIN]] AT BEDSIDE ALL NIGHT. THEIR KIDS ARE W/ HIS MOTHER IN [[LOCATION:BIRCHMOOR]]. PT IS A NURSE AT [[HOSPITAL:ST. BRANNOCK'S]]; HER FRIEND [[PERSON:JOLIE]] CALLED FOR UPDATE, NO INFO GIVEN PER HUSBAND'S REQUEST.
    PLAN: EXTUBATE IN AM PER [[STAFF:DR. ABBRUZZESE]].""",
    """\
    Resp: Pt extubated @ 1030 to 4L NC, no stridor, strong cough. ABG 7.38/42/88. IS 750. Encouraged C&DB q1h. OOB to chair @ 1300, tol well. Miami J collar remains on, pads changed w/ 2-person assist.""",
    """\
    pt's wife [[PERSON:gerlinde]] brought in his cpap from home. -[[STAFF:rm]]""",
    """\
    TRANSFER NOTE: PT TO [[HOSPITAL:PELLINGHAM]] VIA [[HOSPITAL:LANIGAN AMBULANCE]] @ 1100, REPORT CALLED TO [[STAFF:HALYNA]] RN THERE. COPY OF CHART/MAR SENT W/ PT. SON [[PERSON:DMYTRO]] AWARE.""",
    """\
    NPN 7a-7p
    S: "When can I go home?" per [[PATIENT:Mr. Wachowski]]
    O: HD 9, s/p trach [[DATE:3/7]] (#8 Shiley) and PEG [[DATE:3/8]]. On trach collar 40% since [[DATE:3/11]], sats 94-97%. HR 80s, BP 120s/70s. TF Jevity 1.2 @ 65 (goal). Stage 2 sacrum, DuoDERM. Strength 3/5 UE.
    A: Vent wean complete, ready for rehab.
    P: Screened by [[HOSPITAL:Thackery Rehab]] and [[HOSPITAL:Fenwold Manor]]; pt and wife prefer [[HOSPITAL:Thackery]]. Liaison [[STAFF:Marisela]] from [[HOSPITAL:Thackery]] to eval [[DATE:3/13]] @ 1000. Wife [[PERSON:Gwendolyn]] asks that pt's old records from [[HOSPITAL:Brayford-Lisle]] be sent; he had an admission there for pneumonia in [[DATE:Nov 2004]].""",
    """\
    npn 7p-7a
    [[PATIENT:mrs. mcelhinney]] ([[AGE:90]]) had a rough night. she was awake most of the night and very anxious, asking for her husband [[PERSON:wenzel]], who passed away in [[DATE:october]]. she became tachypneic to the 30s @ 0200 w/ sats 88% on 4l, placed on 50% face tent w/ sats up to 94%. abg 7.46/32/62. cxr w/o change. covering resident [[STAFF:dr. aberdeen]] in to see her and ordered ativan 0.5mg iv, which helped. she slept from 0400-0630.
    she told me her husband died "the same way" at [[HOSPITAL:st. fintan's]] after a long stay. her son [[PERSON:peregrine]] is coming from [[LOCATION:maryland]] this weekend and will bring her rosary. she has been a parishioner at [[HOSPITAL:st. ladislaus's]] in [[LOCATION:fenwold]] for 50 yrs and would like the priest from there to visit. left message for pastoral care.
    vs otherwise stable, hr 90s st, bp 130s/70s, afebrile. i/o 900/1300.""",
    """\
    NURSING PROGRESS NOTE 7A-7P
    [[AGE:27]] YO M ADM [[DATE:5/30]] W/ INTENTIONAL OD (TYLENOL + ETOH), NAC GTT COMPLETE @ 1300. LFTS PEAKED [[DATE:5/31]], NOW TRENDING DOWN. INR 1.6.
    NEURO: A+O X3, FLAT AFFECT. 1:1 SITTER. PSYCH [[STAFF:DR. BRANDT-IWU]] SAW PT @ 1100.
    SOCIAL: PT FOUND DOWN BY HIS ROOMMATE [[PERSON:TREVOR]] AT THEIR APT ON [[LOCATION:PELTON ST]] IN [[LOCATION:EASTMARCH]]. PT'S MOTHER [[PERSON:ROSE-ANN]] AND STEPFATHER [[PERSON:CLAYTON]] VISITED, VERY SUPPORTIVE. PT HAS A PSYCHIATRIST AT [[HOSPITAL:FAIRHOLT MENTAL HEALTH CENTER]], LAST SEEN [[DATE:MAY 2]].
    PLAN: INPATIENT PSYCH WHEN MEDICALLY CLEARED, SW [[STAFF:MONIQUE]] LOOKING INTO [[HOSPITAL:BEECHWORTH PAVILION]].""",
    """\
    sw aware pt may be homeless - address on face sheet ([[LOCATION:22 brackett ave]], [[LOCATION:ketteridge]], [[LOCATION:06998]]) is his sister's old apt. sister [[PERSON:noirin]] says pt has been staying at [[HOSPITAL:the lamplight shelter]] in [[LOCATION:penwick]] since last [[DATE:october]]. sw [[STAFF:gisela]] to follow in am.""",
    """\
    Pt's PCP [[STAFF:Dr. Szymanski]] from [[HOSPITAL:Ossory Family Practice]] returned call; confirmed allergy to PCN (rash [[DATE:1987]]).""",
    """\
    CSRU NPN 7P-7A
    S: PT C/O INCISIONAL PAIN 5/10.
    O: POD 1 S/P CABG X4 [[DATE:03/14]]. A PACED 88. CI 2.3, SVR 1200 VIA SWAN-GANZ. CT 30-60CC/HR SEROSANG. UO 50-100CC/HR. K 4.4, MG 2.4. EXTUBATED @ 2015 TO 4L NC, ABG 7.39/41/94.
    A: STABLE, PAIN CONTROLLED W/ MORPHINE 2MG IV Q2H PRN.
    P: D/C CT'S IN AM, OOB.
    PT'S WIFE [[PERSON:ADELAIDE]] CALLED X2. PT'S DAUGHTER [[PERSON:BRIGID]], A NURSE AT [[HOSPITAL:KELL-MARSTON]], ASKED FOR UPDATE, GIVEN W/ PT'S OK. -[[STAFF:JK]]""",
    """\
    npn 7a-7p: pt cont on cvvh via r fem quinton, net -100cc/hr. k 4.0, bicarb 22. bp 100s/50s on levophed 0.03. pt's outpt dialysis unit is [[HOSPITAL:odell kidney center]]; renal fellow [[STAFF:dr. kamau]] d/w them re: plan. [[PERSON:brooks]] (son) and [[PERSON:talia]] (dtr-in-law) in to visit, updated. chase meds w/ 30cc flush via ogt.""",
    """\
    Pt's niece [[PERSON:Virginia]] called; she and her husband [[PERSON:Oluwaseun]] will drive up from [[LOCATION:Virginia]] [[DATE:Sat]] am.""",
    """\
    MICU Nursing Admission Note
    Pt [[PATIENT:Nayeli Benavides]] is a [[AGE:42]] yo F w/ SLE, lupus nephritis, on cellcept/prednisone, who was sent from her rheumatologist's office at [[HOSPITAL:Clinica San Rafael]] to [[HOSPITAL:Merriam's]] ED on [[DATE:3/3]] @ 1600 w/ fever and SOB, found to have bilateral PNA, and transferred here early [[DATE:3/4]] for worsening hypoxia.
    Neuro: A+O x3, anxious, Spanish only. Interpreter [[STAFF:Rafael]] used for admission hx.
    CV: ST 110s, BP 100/60s. Stress-dose hydrocortisone 100 IV q8h.
    Resp: NRB -> BiPAP 12/5 FiO2 80%, sats 91-93%. ABG 7.44/30/64. ID consult called.
    GU: Cr 2.1 (baseline 1.4). Foley placed.
    Social: Pt lives with her mother [[PERSON:Altagracia]] and two sons in [[LOCATION:Lyman Heights]]. Her sister [[PERSON:Yolanda]] ([[PHONE:617-555-0107]]) speaks English and is the contact. Pt moved here from [[LOCATION:Honduras]] in [[DATE:1992]].
    Plan: Possible intubation if worsens; team aware.""",
    """\
    CONSENT FOR BLOOD SIGNED BY PT'S HCP (WIFE) [[PERSON:TOMASINA]], OBTAINED BY [[STAFF:DR. COSTIGAN]]. 2U PRBC TO START @ 1800.""",
    """\
    Update 1300: Rehab bed at [[HOSPITAL:Corriveau Rehab]] approved by [[HOSPITAL:Granite Mutual]], auth # [[ID:GM-5521-0093]]. Admissions ([[EMAIL:admits.corriveau@example.org]]) confirmed bed [[DATE:Tues]]. Transport booked w/ [[HOSPITAL:Lanigan Ambulance]] for [[DATE:3/21]] @ 1000. Wife aware. -[[STAFF:Moira]]""",
    """\
    sicu nursing admission note
    pt [[PATIENT:ermengarde vanderhoek]] is an [[AGE:88]] yo f s/p fall at [[HOSPITAL:fenwold manor]] [[DATE:march 14th]] w/ l hip fx, orif [[DATE:3/15]] by ortho [[STAFF:dr. kealoha]], then afib w/ rvr to 160s in pacu (hx of same at [[HOSPITAL:lsmc]] [[DATE:12/05]]), sent to sicu on dilt gtt.
    pmh: afib (not on coumadin d/t falls), chf ef 40%, hypothyroid, cva [[DATE:'97]], cholecystectomy [[DATE:1966]], breast ca dx [[DATE:1989]] s/p xrt, dementia.
    neuro: confused, a+o x1, pleasant. glasgow 14.
    cv: afib 90s-110s on dilt 10mg/hr, bp 110s/60s. hct 27.
    resp: 2l nc, sats 95%.
    gu: foley, uo 30cc/hr.
    skin: l hip dsg c/d/i, heels offloaded.
    social: pt's son [[PERSON:jurgen]] is hcp, lives in [[LOCATION:hollisport]]. her other son lives in [[LOCATION:holland]]. son wants her to go back to [[HOSPITAL:fenwold manor]] after rehab. dnr per son.
    [[STAFF:mei-ling]] rn""",
    """\
    NPN 7A-7P
    PT RETURNED FROM IR @ 1100 S/P IVC FILTER. R FEM SITE C/D/I. BEDREST X 2 HRS, HOB FLAT THEN 30.
    HR 80S, BP 130/70. HEPARIN HELD PER [[STAFF:DR. QUARLES]].
    PT HAS HAD RECURRENT DVT SINCE [[DATE:LABOR DAY]], WAS AT [[HOSPITAL:WHITTLESEA NURSING & REHAB]] FROM [[DATE:9/2]]-[[DATE:9/30]] AND WAS SEEN IN [[HOSPITAL:RCMH]] ED [[DATE:10/11]] W/ BRBPR ON COUMADIN.
    SON [[PERSON:AUGUSTO]] AND DTR [[PERSON:LUCIANA]] IN TO VISIT, UPDATED BY [[STAFF:DR. QUARLES]]. -[[STAFF:EVANGELINA]] RN""",
    """\
    Nursing Progress Note 7p-7a
    Pt: [[PATIENT:HUERTA, INOCENCIA]]   MRN [[ID:5120-338-7]]
    [[AGE:84]] yo F w/ metastatic breast ca (dx [[DATE:10/2005]], mets to bone and liver [[DATE:6/07]]), last chemo [[DATE:12/19]] at [[HOSPITAL:Pennacook Cancer Center]], adm here [[DATE:Fri]] w/ neutropenic fever and PNA.
    Events: @ 2130 pt c/o new SOB and CP 7/10, sats 86% on 4L. EKG w/o change from 1800. Dr. on call ([[STAFF:Dr. Adeleke]], covering for [[STAFF:Dr. Abbruzzese]]) at bedside @ 2140. CXR w/ new R effusion. Lasix 40 IV, morphine 2mg, NRB. ABG 7.30/50/61 -> BiPAP 12/5 FiO2 60%, repeat ABG 7.36/44/82.
    Neuro: A+O x3, frightened. Asked for her daughter.
    CV: ST 110s -> 90s. BP 150/90 -> 124/70. CK/trop x3 ordered.
    Resp: As above. LS crackles 1/2 up bilat. Will need thoracentesis, IR aware.
    GI: NPO on BiPAP. Mouth care q2h, thrush - nystatin.
    GU: Foley placed for strict I/O, UO 600cc post lasix.
    ID: Tmax 101.4 @ 2300, ANC 400. Cefepime, vanc added. BCx x2 from PICC and periph.
    Heme: Plt 38, no bleeding. Neutropenic precautions.
    Skin: Stage 2 coccyx, Allevyn dsg. Turned q2h, pt refuses R side d/t hip pain (bone met).
    Social: Pt's daughter [[PERSON:Maricruz]] was called @ 2200 and came in from [[LOCATION:Tilsworth Center]] w/ pt's grandson [[PERSON:Mateo]]. [[PERSON:Maricruz]] is HCP and wants pt to remain full code for now, but would like a meeting with the team and palliative care [[DATE:Mon]].
    Family asked that pt's oncologist at [[HOSPITAL:Pennacook Cancer Center]], [[STAFF:Dr. Prothero]], be told she is here. Page left via their answering service [[PHONE:603-555-0144]].
    [[PERSON:Maricruz]] says family and church friends follow pt's updates on a page she set up ([[URL:www.example.org/journals/inocencia]]) and asked that we not give updates to anyone who calls except herself or her brother [[PERSON:Osvaldo]] in [[LOCATION:Tennessee]] ([[PHONE:615-555-0193]]).
    By 0500 pt resting on BiPAP, HR 80s, sats 96%. [[PATIENT:Mrs. Huerta]] able to nod to questions, pain 2/10. Will try NC at 0700 per team.
    [[STAFF:Nuala]] RN""",
    """\
    pt's bf [[PERSON:kwesi]] and pt's sister [[PERSON:efua]] in to visit, updated by h.o. -[[STAFF:gabi]]""",
]


def main() -> None:
    write(build(NOTES, "icu-dev9"), OUT)


if __name__ == "__main__":
    main()
