# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev4_notes.jsonl: a fourth set of fictional ICU nursing notes for tuning.

A voice unlike the three earlier dev sets: first-person narrative charting ("this rn", "writer"),
focus/PIE notes, late entries and addenda, post-op arrival, transport, restraint and
end-of-life notes, nursing admission databases, bedside report sheets with slashes, and long
run-on paragraphs, in lower case, capitals or mixed. Dates stand after verbs and far from any
cue ("extubated 3/14", "last seen 2/9"), in parentheses, in lists ("3/2, 3/5 and 3/9"), with
two-digit years ("3/14/19"), as day-month text ("14 mar", "mar 14th", "the 14th") and after
weekdays; history years sit in new positions ("in 2011", "('09)", "dx'd 2011", "since 2015");
hospitals are initialisms and local multi-word names with and without a care word; towns and
roads without numbers follow less usual cues. Look-alikes sit in the same notes (BP 120/80,
percocet 5/325, pain 5/10, ABG 7.35/40/90, PEEP 5, x2/3, 1/2 NS, 1900-0700, gcs 3/4/6,
34 5/7 wk, drug, device and eponym names). All names, places, initialisms and numbers are
invented. PHI is marked inline as ``[[LABEL:value]]`` as in scripts/make_gold_notes.py;
scripts/make_icu_dev_notes.py builds and writes the dev sets. It was written before the fourth
round of ICU rules and measured once before any of them changed; after that it is a dev set
the rules are tuned on. Run: ``python scripts/make_icu_dev4_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev4_notes.jsonl"

NOTES: list[str] = [
    """\
    this rn assumed care at 1900. pt extubated [[DATE:3/14]] and has done well since, 2l nc sats 95%.
    bp 120/80 hr 84. pain 5/10 at incision, percocet 5/325 x1 with relief.
    wife [[PERSON:hesper]] at bedside most of the evening, she drove in from [[LOCATION:castlemoor]].""",
    """\
    LATE ENTRY FOR [[DATE:2/11]] 2200: WRITER CALLED TO ROOM BY SITTER, PT CLIMBING OOB, RESTRAINTS (SOFT WRIST X2) APPLIED PER [[STAFF:DR PELLETREAU]].
    PT LAST SEEN NORMAL [[DATE:2/9]] PER SON [[PERSON:RADOMIR]]. GCS 3/4/6, PUPILS 3 BRISK.""",
    """\
    F: ineffective airway clearance
    D: coarse bilat, thick tan secretions, sx q1-2h. abg 7.35/40/90 on peep 5 fio2 40%.
    A: chest pt, mucomyst nebs per rt [[STAFF:kofi]]. R: sats 93-96%, less sx needed by 0400.""",
    """\
    Post-op arrival 1540 from OR s/p ex-lap (lysis of adhesions). Hx SBO in [[DATE:2011]] and again ([[DATE:'09]]), op notes scanned.
    BP 104/62, HR 96 ST, T 36.1, Bair Hugger on. JP x2 serosang. 1/2 NS with 20 KCl at 100.
    Dtr [[PERSON:Liesl]] updated in waiting room by [[STAFF:Dr. Szabados]].""",
    """\
    report sheet: [[PATIENT:skoglund, evander]] / [[AGE:78]]m / full code / nkda
    dx: chf exac, afib / hx: cabg ([[DATE:'06]] at [[HOSPITAL:bvmc]]), ckd / lines: r ij tlc ([[DATE:3/2]]), l pivc
    lasix gtt 10/hr, i/o -1.2l. k 3.6. pcp [[STAFF:dr nwachukwu-lind]].""",
    """\
    PT TRANSPORTED TO CT AND BACK W/O INCIDENT, RN AND RT ON TRANSPORT. VENT AC 450 X 14, PEEP 8.
    CT HEAD PER [[STAFF:DR HAKKARAINEN]]: NO CHANGE FROM [[DATE:3/2]], [[DATE:3/5]] AND [[DATE:3/9]] STUDIES.
    BROTHER [[PERSON:TADHG]] CALLED FROM [[LOCATION:WHITLOW BAY]], UPDATED.""",
    """\
    Pt is a [[AGE:62]] y/o woman admitted [[DATE:Tues 3/12]] w/ DKA. gap closed overnight, insulin gtt off 0500, lantus 20 given.
    She was dx'd [[DATE:2011]] with type 1 and followed at [[HOSPITAL:Calloway Clinic]] by [[STAFF:Dr. Ferreira-Holm]].
    Lives alone on [[LOCATION:birch hollow rd]] in [[LOCATION:Cresswick]], sister [[PERSON:Ottoline]] checks on her.""",
    """\
    writer spoke w/ pt's husband [[PERSON:aurelio]] by phone at 2015, explained that pt was reintubated this am.
    he asked about the mri ([[DATE:18 mar]]) and whether she would go back to [[HOSPITAL:fallowmere rehab]].
    told him team will discuss at rounds. he will be in on the [[DATE:14th]].""",
    """\
    NEURO: SEDATED, RASS -3, FENT 75/PROP 25. CV: NSR 70S, BP 110/60. RESP: PRVC 400/20/10/50%.
    ABG 7.29/52/71 -> RR UP TO 24. GI/GU: OGT TF AT GOAL, FOLEY 40-60/HR.
    PT FROM [[HOSPITAL:HARCOURT LTACH]], TRACH PLACED THERE [[DATE:JAN 2019]]. SIGNED [[STAFF:MAIREAD]] RN""",
    """\
    Addendum: family meeting held in conf room w/ [[STAFF:Dr. Quenneville]], sw [[STAFF:Dunstan]], pt's son [[PERSON:Emrys]] and dtr-in-law [[PERSON:Briallen]].
    Decision made to transition to comfort care. Chaplain [[STAFF:Rev. Ashdown]] to visit. Morphine gtt 2 mg/hr started 1630.""",
    """\
    pt a+o x2/3 (not to date). oob to chair w/ 2 assist. hr 100s, bp 138/84. c/o pain 6/10 back, dilaudid 0.5 x1.
    since [[DATE:11/2]] she has had no bm, senna/colace, dulcolax supp.
    plan: dc to [[HOSPITAL:greyfriars nh]] when cleared. [[STAFF:saoirse]]""",
    """\
    ADMISSION DATABASE: PT [[AGE:83]] YO M FROM [[HOSPITAL:THE LAURELS]] (ALF) VIA [[HOSPITAL:RIDGEBACK EMS]].
    PMH: HTN, DM2 SINCE [[DATE:2015]], PROSTATE CA (RADIATION [[DATE:'12]]), L TKA.
    HCP: NIECE [[PERSON:MARGUERITE]] [[PHONE:555-0147]]. GLASSES, DENTURES (UPPER), NO HEARING AIDS.""",
    """\
    0400 pt desatted 86%, placed on 6l, abg 7.41/33/58. cxr ?pna. blood cx x2 sent, vanc/cefepime.
    pt seen in [[HOSPITAL:sfrh]] ed on [[DATE:2/11]] and again [[DATE:2/13]] for same, sent home both times.
    resident [[STAFF:dr vukovic]] aware.""",
    """\
    Restraint note: bilat soft wrist restraints continued for pulling at ETT/OGT. Skin checks q2h intact.
    Precedex 0.7, CAM+. Pt's partner [[PERSON:Casimir]] asked about visiting hours, explained.
    Pt was in a car accident on [[LOCATION:route 17]] near [[LOCATION:Penrose Mills]] (per EMS).""",
    """\
    s: "i cant breathe" o: rr 30, sats 88% bipap 12/5. a: ?flash pe, bnp 1800, trop neg.
    p: lasix 40 iv, ntg gtt. bp 168/92 -> 134/80. cardiology [[STAFF:dr oyama]] notified.
    last echo ([[DATE:3/14/19]]) ef 35% at [[HOSPITAL:pembury regional]].""",
    """\
    [[PATIENT:MR DRUMMELOW]], [[AGE:57]] YO, RECEIVED FROM [[HOSPITAL:LGH]] VIA FLIGHT AT 0215 ON BLEEDING PRECAUTIONS. TPA GIVEN THERE 2340.
    NIHSS 14 -> 11. BP GOAL < 180/105, NICARDIPINE 5. NEURO CHECKS Q15 MIN.
    WIFE [[PERSON:ZOFIA]] DRIVING FROM [[LOCATION:DUNHARROW]], ETA 0500.""",
    """\
    pt is G2P1 34 5/7 wk w/ severe pre-e, hellp, transferred from l&d for mag and bp control.
    mag 2g/hr, labetalol 20 iv. plt 64. uop 25-30/hr.
    husband [[PERSON:idris]] at bedside. ob [[STAFF:dr bellweather]] following from [[HOSPITAL:st. cuthbert's]].""",
    """\
    shift summary 0700-1900: vss, afebrile. heparin gtt titrated per protocol, ptt 72. ambulated x2 w/ pt.
    pt says she has been on coumadin since [[DATE:2014]] for mech mvr. inr here 1.4.
    her coumadin clinic is at [[HOSPITAL:haddon crest]], appt was [[DATE:mar 14th]].""",
    """\
    CODE NOTE: 0312 PEA ARREST, CPR STARTED, EPI X3, ROSC AT 0324. TOTAL 12 MIN.
    ETT CONFIRMED W/ ETCO2. POST-ROSC BP 90/50, LEVO STARTED. TTM 36.
    [[STAFF:DR YEVGENIA KOLAR]] RAN CODE. FAMILY (SON [[PERSON:AUGUSTUS]]) CALLED 0330.""",
    """\
    Pt came up from ED around 1400. Gets visits from [[HOSPITAL:Marigold Home Health]], lives w/ grandson [[PERSON:Teodric]]
    on [[LOCATION:lower tanner st]]. HR 120s AF, dilt 10 mg IV x2 then gtt 5. BP 98/60 - holding.
    Heparin per PharmD [[STAFF:Quimby]].""",
    """\
    NIGHT NOTE: PT SLEPT IN 2-3 HR STRETCHES. BP 130S/70S, HR 60S SB. I/O +300.
    PT STATES HE WORKED AT [[HOSPITAL:STONEMOOR QUARRY]] 30 YRS (SILICA EXPOSURE). CT CHEST ([[DATE:3/14]]) FIBROSIS.
    [[STAFF:TOLLIVER]] NP AWARE OF AM LABS.""",
    """\
    pt came over from [[HOSPITAL:och]] micu on [[DATE:14 mar]] for ecmo consideration, now on vv ecmo, flow 4.2, sweep 3.
    vent rest settings peep 10, rr 10, pip 25. hgb 8.1. heparin anti-xa 0.35.
    mother [[PERSON:annika]] and stepdad [[PERSON:rupert]] here from [[LOCATION:haverleigh]].""",
    """\
    Transport: pt to IR for TIPS with RN, on monitor, levophed 0.04. Back at 1720, stable.
    Hepatology ([[STAFF:Dr. Achebe-Lund]]) to follow. Pt on [[HOSPITAL:WMC]] transplant list since [[DATE:2020]].
    Partner [[PERSON:Sunita]] aware.""",
    """\
    gcs 15. walked 50 ft w/ walker. pain 3/10. ekg nsr. k 4.1, mg 2.0.
    she asks that her dog be checked on, neighbor [[PERSON:gwilym]] on [[LOCATION:kestrel way]] has key.
    -[[STAFF:fenella]]""",
    """\
    0200 PT AGITATED, PULLED PIV, HALDOL 2.5 IM. 0230 RESTING. 0500 LABS DRAWN FROM ART LINE.
    PT IS A RETIRED TEACHER FROM [[HOSPITAL:BELVANE ELEMENTARY]]. LIVES IN [[LOCATION:AMBERLEIGH]] W/ WIFE [[PERSON:PHILIPPINE]].
    [[STAFF:OKWUOSA]] RN""",
    """\
    neuro intact. cv: sbp 150s, hydral 10 iv. resp: ra, sats 97%. gi: npo for egd tomorrow.
    hx gi bleed ([[DATE:'19]], [[DATE:'21]]) on plavix for stent ([[DATE:2018]]). plt 210. protonix gtt 8/hr.
    gi fellow [[STAFF:dr tavernier]] consented pt.""",
    """\
    PIE: P- risk for falls. I- bed alarm on, low bed, yellow socks, q1h rounding. E- no falls this shift.
    P- skin breakdown. I- q2h turns, mepilex sacrum. E- stage 2 unchanged since admit [[DATE:3/6]].
    Pt's sister-in-law [[PERSON:Wenonah]] at bedside, she is a nurse at [[HOSPITAL:Kinross House]].""",
    """\
    pt [[PATIENT:mrs. quarrington]] is [[AGE:91]], dnr/dni. received from [[HOSPITAL:penhallow]] on [[DATE:wed]] w/ urosepsis.
    bp soft 88/50, 500 cc ns bolus x1 -> 102/58. foley cath 30 cc/hr. cipro iv.
    son [[PERSON:leopold]] is hcp, lives in [[LOCATION:north ferrin]].""",
    """\
    Float RN note: covered pt 1100-1500 while primary at lunch/meeting. VSS. TF resumed at 40 after KUB.
    Spoke w/ [[STAFF:Dr. Merriweather-Osei]] re: K 3.2, 40 mEq per tube ordered. Handed back to [[STAFF:Hyacinth]] RN at 1500.""",
    """\
    PT WAS LAST IN HOSPITAL [[DATE:NOV 2022]] AT [[HOSPITAL:NORTHFLEET MEDICAL]] FOR CHF. HOME O2 3L SINCE THEN.
    HERE FOR COPD EXAC, BIPAP 14/6, ABG 7.33/61/68. DUONEBS Q4, SOLUMEDROL 40 Q8.
    DTR [[PERSON:HILDEGARD]] WORKS AT [[HOSPITAL:DUNLOW FIRE DEPT]], WILL COME AFTER HER SHIFT.""",
    """\
    pt extubated at 1000 to 4l nc, passed swallow eval, clears. swan pulled. ci 2.6 before removal.
    started amio [[DATE:3/10]] for af, converted on the [[DATE:12th]]. tele nsr.
    wife [[PERSON:rosamund]] says pt has appt w/ his cardiologist [[STAFF:dr ilunga]] on [[DATE:4/2]].""",
    """\
    Pt arrived 2130 via [[HOSPITAL:Sutterby Ambulance]] from [[HOSPITAL:Eastleigh VNA]] visit -- found confused at home.
    NH3 140. Lactulose 30 q2h until BM. Pt lives on [[LOCATION:rte 112]] outside [[LOCATION:Glenmere]].
    Friend [[PERSON:Bartosz]] has been staying with him.""",
    """\
    SBP 80S AFTER INDUCTION FOR BRONCH, NEO 100 X2 -> 110S. BAL SENT. PEEP 5 -> 10.
    PT HAS HAD SAME BRONCH FINDINGS [[DATE:12/19/22]] AT [[HOSPITAL:QMMC]]. PULM [[STAFF:DR. LAFFERTY-NG]].""",
    """\
    this rn notified [[STAFF:dr haldane]] at 0240 of uop < 20 cc/hr x3h. bolus 1l lr given. cr 2.4 from 1.1 (baseline in [[DATE:jan]]).
    urine lytes sent. pt states he stopped his lisinopril on the [[DATE:9th]] because of cough.
    pt's roommate [[PERSON:ferris]] brought in pill bottles from [[HOSPITAL:quintock pharmacy]].""",
    """\
    End of life note: pt expired 0418 with family at bedside, comfort measures since [[DATE:3/11]]. Pronounced by [[STAFF:Dr. Obuya]].
    Wife [[PERSON:Marit]] and son [[PERSON:Gunnar]] present. Organ bank notified, declined.
    Funeral home: [[HOSPITAL:Ashworth & Sons]] in [[LOCATION:Marrick]].""",
    """\
    neuro: follows commands x4, speech slurred (baseline since cva [[DATE:2016]]). cv: bp 142/88, hr 72.
    resp: ra. gu: voids. skin: ok. pt's usual nh is [[HOSPITAL:sorrelwood]], they will hold bed x72h.
    dtr [[PERSON:meribeth]] calls every evening.""",
    """\
    RN NOTE 1900-0700: PT WITH EPISODES OF SVT 180S, ADENOSINE 6 -> 12, CONVERTED.
    ON DIGOXIN SINCE [[DATE:'17]]. DIG LEVEL 2.4 (!) -> HELD, CARDS AWARE.
    PT'S WIFE [[PERSON:SOLANGE]] SAYS HE HAD SAME AT [[HOSPITAL:ST BRENDAN'S]] IN [[DATE:AUGUST]].""",
    """\
    pt remains on cvvhdf, net neg 100/hr. citrate, ionized ca 1.12. filter changed 1300 (clotted).
    nephrology [[STAFF:dr ramaswamy-kell]] rounded. outpatient hd at [[HOSPITAL:tarn valley kidney center]] tu/th/sat.
    niece [[PERSON:yolande]] updated at 1600.""",
    """\
    Bedside report given to [[STAFF:Dagny]] RN at 0700. Pt sleeping, resps even. Sats 96% 3L.
    Overnight: 1 episode hypoglycemia (BS 58) treated w/ D50 1/2 amp. Repeat 132.
    Pt told night RN she was born in [[LOCATION:Szekesfalva]] and came here in [[DATE:1971]].""",
    """\
    PT'S SON [[PERSON:KRISTOF]] ARRIVED 1800 FROM [[LOCATION:ELLERBY]], UPSET RE: PT'S CONDITION. SUPPORT GIVEN, MD TO CALL.
    PT HAS BEEN AT [[HOSPITAL:HAWTHORN GARTH]] SINCE [[DATE:OCT]] AFTER HIP FX. NS AT 75, 1/2 NS WITH D5 HELD.""",
    """\
    arrived from pacu 1615 s/p l thoracotomy. ct to -20, 60cc serosang. epidural bupi/fent at 8, pain 2/10.
    pt had r lobectomy at [[HOSPITAL:mount achill]] ([[DATE:2013]]) by [[STAFF:dr sauvageau]].
    husband [[PERSON:tobin]] waiting for call, # on face sheet.""",
    """\
    Pt seen by PT/OT today, stood at EOB x2 min. Strength 3/5 BLE. Plan LTACH vs SNF.
    CM [[STAFF:Roisin]] faxed referrals to [[HOSPITAL:Harcourt]] and [[HOSPITAL:Weller County Hosp]] SNF unit.
    Pt prefers [[HOSPITAL:Weller]], closer to her home in [[LOCATION:Kettering Falls]].""",
    """\
    NEURO: GCS 3T OFF SEDATION X 6H. PUPILS FIXED 5MM. NO CORNEALS, NO COUGH/GAG.
    APNEA TEST PLANNED AM. ORGAN BANK ON SITE. FAMILY MEETING W/ [[STAFF:DR STRAND-OKORO]] AT 1000.
    PT'S FATHER [[PERSON:DESIDERIO]] FLYING IN FROM [[LOCATION:LISBON]].""",
    """\
    vanc trough 22 -> dose held. pt remains on 2l. wbc 14 from 19. cxr improving.
    lives w/ wife [[PERSON:concepta]] off [[LOCATION:mill lane]], [[LOCATION:sutterby]]. independent at baseline.
    seen in [[HOSPITAL:sutterby urgent care]] ([[DATE:3/8]]) and given azithro.""",
    """\
    LATE ENTRY: AT 1430 ON [[DATE:FRIDAY]] PT FELL IN BATHROOM, FOUND ON FLOOR BY PCT [[STAFF:AMARA]]. NO HEAD STRIKE PER PT.
    CT HEAD NEG. [[STAFF:DR FONTAINE-BRAY]] NOTIFIED, INCIDENT REPORT FILED.""",
]


def main() -> None:
    write(build(NOTES, "icu-dev4"), OUT)


if __name__ == "__main__":
    main()
