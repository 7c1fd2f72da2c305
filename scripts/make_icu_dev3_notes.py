# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev3_notes.jsonl: a third set of fictional ICU nursing notes for tuning.

A voice unlike scripts/make_icu_dev_notes.py and scripts/make_icu_dev2_notes.py: SBAR hand-offs,
dash-bulleted overnight summaries, time-stamped running logs, rapid-response and code notes,
numbered problem lists, case-management and discharge-planning notes and chaplain or family
meeting notes, in lower case, capitals or mixed. Hospitals appear as local names and invented
initialisms after transfer and care cues ("sent back to", "followed at ... by dr", "came over
from", "accepted at"), towns after residence cues ("lives w/ dtr ... in", "from home in"),
yearless dates at line starts, beside clock times and in ranges, history years after
procedures, first names after kin and role cues and one-word signatures, beside look-alikes of
the same shapes (BP 120/80, percocet 5/325, pain 5/10, ABG 7.35/40/90, BiPAP 14/8, strength 4/5,
x2/3, 1/2 NS, 0700-1900, rm 14, drug, device and eponym names). All names, places, initialisms
and numbers are invented. PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes the dev sets. It was
written before the third round of ICU rules and measured once before any of them changed; after
that it is a dev set the rules are tuned on, so it says nothing about held-out performance.
Run: ``python scripts/make_icu_dev3_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev3_notes.jsonl"

NOTES: list[str] = [
    """\
    S: pt c/o sob, rr 28, sats 89% on 4l.
    B: [[AGE:67]] yo f, copd, chf ef 30%, s/p cabg [[DATE:'01]], came over from [[HOSPITAL:tull memorial]]
    on [[DATE:2/19]]. A: bipap 14/8 40%, abg 7.30/58/66 -> 7.34/51/80.
    R: cont bipap, repeat abg 0400. son [[PERSON:caspar]] updated by phone. -[[STAFF:wren]]""",
    """\
    OVERNIGHT EVENTS:
    - 0130 SBP 70S, 1L LR, LEVO STARTED, MAP > 65
    - 0300 K 3.1, 40 MEQ KCL IV GIVEN
    - 0500 LABS SENT, HGB 7.9 -> 1 U PRBC
    WIFE [[PERSON:PERPETUA]] CALLED X2. PT FOLLOWED AT [[HOSPITAL:OSKALOOSE VA]] BY [[STAFF:DR HAVILAND]].""",
    """\
    0200 - pt restless, pulled ngt. cpot 5/8. precedex 0.4.
    0245 - ngt replaced by resident [[STAFF:okonjo]], kub ordered.
    0400 - cpot 1/8, resting. bp 118/62. dtr [[PERSON:sunniva]] lives in [[LOCATION:harrowgate falls]], aware.""",
    """\
    RAPID RESPONSE 1422: PT FOUND UNRESPONSIVE ON 6 WEST, GLUCOSE 38. D50 AMP GIVEN -> 142.
    TRANSFERRED TO MICU BED 9. HX: DM1 DX [[DATE:1979]], RENAL TXP [[DATE:'11]] AT [[HOSPITAL:KELLSWORTH UNIV HOSP]].
    [[STAFF:DR VANTERPOOL]] AT BEDSIDE. [[PATIENT:MR STRUTHERS]] NOW A+O X3.""",
    """\
    #1 septic shock - levo 0.12, vaso 0.03, zosyn/vanc. lactate 4.4 -> 2.0.
    #2 aki - cr 3.1, uop 15-20/hr, renal consult. crrt if worse.
    #3 dispo - full code. pt lives w/ dtr [[PERSON:ione]] in [[LOCATION:brackenfield]]. hcp paperwork in chart.""",
    """\
    case mgmt: spoke w/ [[HOSPITAL:larkspur commons]] admissions, bed offer for mon. insurance auth
    pending. pt's nephew [[PERSON:dariusz]] agrees. cm [[STAFF:philippa]] to follow. call
    [[PHONE:(555) 014-2286]] for updates.""",
    """\
    neuro: gcs 10t (e3vtm6), propofol 30. strength 4/5 l side, 2/5 r.
    cv: st 110s, bp 142/90, hydral 10 iv x1. resp: prvc 500/16/8/40%, abg 7.35/40/90.
    pt transferred from [[HOSPITAL:gvmc]] micu [[DATE:4/3]] after ich. wife [[PERSON:maritza]] at bedside.""",
    """\
    CHAPLAIN VISIT: [[STAFF:REV. ODUYA]] SAT WITH FAMILY 1500-1630. PT'S SISTER [[PERSON:HELKA]] AND
    BROTHER [[PERSON:ULRIK]] HERE FROM [[LOCATION:PENNYWELL]]. DNR/DNI SIGNED. COMFORT FOCUSED, MORPHINE 2MG/HR.""",
    """\
    pt admitted here [[DATE:5/28]] from [[HOSPITAL:the moorings]] (snf) w/ hypoxia, r/o pna.
    cxr: rll infiltrate. ceftriaxone/azithro. 3l nc sats 93%. 1/2 ns at 75.
    [[DATE:5/29]] 0600 wbc 14.2 -> 11.8. tolerating puree diet. [[STAFF:bettina]] rn""",
    """\
    FAMILY MEETING [[DATE:6/4]] 1300: ATTENDING [[STAFF:DR QUARSHIE]], SW [[STAFF:MIRELA]], WIFE [[PERSON:ANNELIESE]],
    SONS [[PERSON:TOBIAS]] AND [[PERSON:KONRAD]]. PT S/P MVR [[DATE:2008]], AICD [[DATE:'15]].
    GOALS: TRIAL OF TRACH/PEG, THEN LTACH ([[HOSPITAL:SANDPIPER LTACH]] VS [[HOSPITAL:HOLLOWAY KINDRED]]).""",
    """\
    Handoff 1900: pt is a [[AGE:54]] yo M, EtOH w/d, CIWA 18 -> 6 after ativan 2mg x2.
    Phenobarb load done. BP 150/96. Lives alone in [[LOCATION:Ostlin]], works at [[HOSPITAL:Grubbe Feed & Grain]].
    Sister [[PERSON:Noor]] is contact, [[PHONE:555-0172]].""",
    """\
    resp: ps 12/5 peep 5 fio2 35%, rsbi 62, sbt passed 0900. extubated 1015 to 4l.
    cv: nsr 80s. gi: ngt d/c, sips. plan: to [[HOSPITAL:fenwright]] step down if stable.
    pt wants to go back to his own pulm doc at [[HOSPITAL:bcrh]] clinic.""",
    """\
    PT [[PATIENT:VOSKUIJLEN]] POD 2 S/P EX LAP, JP X2 SEROSANG 30CC/SHIFT.
    PAIN 7/10 -> 3/10 W/ DILAUDID PCA. EPIDURAL 6/HR. DAUGHTER [[PERSON:ROSALIND]] CALLED FROM
    [[LOCATION:TEMPLE HILLOCK]], WILL COME FRI. [[STAFF:CORDELIA]]""",
    """\
    [[DATE:7/9]]: pt arrived from [[HOSPITAL:smrh]] ed via [[HOSPITAL:coldbrook ems]] 2230.
    dx: nstemi, trop 2.3. heparin gtt, asa, plavix load. cath lab in am.
    hx: ptca [[DATE:'98]], stroke [[DATE:2003]]. no family at bedside, son [[PERSON:kwabena]] on his way.""",
    """\
    neuro: alert, oriented x2/3, reorients. cv: afib 90-110s, dilt 10/hr. k 4.1 mg 2.0.
    resp: 2l nc. gi: tf nepro at 40, goal 55. skin: stage 2 sacrum, mepilex.
    pt from [[HOSPITAL:marshbury house]] nursing home. hcp is niece [[PERSON:odalys]].""",
    """\
    SBAR TO FLOOR: [[AGE:83]] YO F DKA RESOLVED, AG 22 -> 11. INSULIN GTT OFF 1400, LANTUS 20 GIVEN.
    REPORT TO [[STAFF:DESMA]] RN ON 8 NORTH 1630. PCP [[STAFF:DR ABERCAIRN]] IN [[LOCATION:FOXLEY]] NOTIFIED.
    GRANDSON [[PERSON:JERICHO]] TO BRING GLASSES.""",
    """\
    0700-1900. uneventful. vss. i/o 2.1/1.4. tolerated oob to chair x2 w/ pt/ot.
    percocet 5/325 1 tab x1 for pain 5/10. plan: d/c to [[HOSPITAL:birchmont rehab]] [[DATE:8/12]].
    -[[STAFF:lourdes]]""",
    """\
    pt was at [[HOSPITAL:st ebba's]] [[DATE:8/2]]-[[DATE:8/6]] for chf exacerbation, d/c'd home on lasix 40.
    readmitted via our ed [[DATE:8/9]]. bnp 2400. lasix gtt 10/hr, uop 200/hr. bipap prn.
    lives w/ husband [[PERSON:ewald]] in [[LOCATION:crickmoor]].""",
    """\
    CODE BLUE 0312: PEA, CPR X 3 CYCLES, EPI X2, ROSC 0321. INTUBATED BY [[STAFF:DR SZCZEPANIK]].
    POST ARREST: TTM 36C, LEVO 0.2. HX: MI [[DATE:92]], CABG [[DATE:'97]], PPM [[DATE:2012]].
    WIFE [[PERSON:GUDRUN]] NOTIFIED BY PHONE 0340.""",
    """\
    neuro: opens eyes to pain, no commands. eeg pending. keppra 750 bid.
    cv: sbp 100-130. resp: trach #8 shiley, ac 450/14/5/30%. abg 7.44/36/101.
    pt came back to us from [[HOSPITAL:lowmarsh rehab]] yesterday, had been there since [[DATE:9/1]].""",
    """\
    Overnight: BP 88/50 -> 1L NS, now 104/60. HR 120s ST. Cx x2 sent. Vanc/cefepime.
    Pt is followed at [[HOSPITAL:Pellham Oncology Assoc]] by [[STAFF:Dr Iwasaki-Brandt]], last chemo [[DATE:9/14]].
    ANC 300, neutropenic precautions. Husband [[PERSON:Lorcan]] at bedside.""",
    """\
    PT [[PATIENT:RAGNHILD OSTERGAARD-PIKE]], [[AGE:91]] YO, FROM [[HOSPITAL:CEDARWICK MANOR]] W/ UROSEPSIS.
    MRN [[ID:4470219]]. SON [[PERSON:ALDOUS]] IS HCP. BP 96/54 MAP 68. 1/2 NS @ 100.
    PMH: HIP FX [[DATE:2019]], CVA [[DATE:'06]], DEMENTIA.""",
    """\
    sw note: pt homeless, usually stays at [[HOSPITAL:harbor light shelter]] on [[LOCATION:quayside ave]].
    no known family. case worker [[PERSON:jannike]] from [[HOSPITAL:dunmoor county dss]] called back.
    will need placement; pt declines snf.""",
    """\
    resp: bipap 16/10 fio2 60% -> hfnc 50l/60%. sats 90-93. rr 26.
    cv: bp 134/78. abg 7.38/44/62. covid neg x2.
    pt sent over from [[HOSPITAL:wrexley]] urgent care [[DATE:10/5]], pmh asthma, intubated x1 in [[DATE:2016]].""",
    """\
    NEURO: RASS 0. CV: NSR, BP 122/70. RESP: RA. GI: ADVANCE DIET. GU: FOLEY D/C 0600, VOIDED 350.
    DISPO: TRANSFER TO FLOOR, THEN HOME W/ VNA. WIFE [[PERSON:SOLVEIG]] DRIVING FROM [[LOCATION:GRANTHORPE]].
    [[STAFF:MAGNHILD]] RN""",
    """\
    pt is a [[AGE:72]] yo man s/p fall off ladder at home in [[LOCATION:east lindow]] [[DATE:10/22]],
    taken to [[HOSPITAL:lindow community]] then flown here. c-collar (miami j), tlso.
    r rib fx 4-7, chest tube 20 sxn. pain 8/10 -> 4/10 w/ epidural.""",
    """\
    CV: HR 40S, JUNCTIONAL, ATROPINE 0.5 X1, PACER PADS ON. BP 90/50.
    CARDS FELLOW [[STAFF:DR ADEYEMI-ROSS]] AWARE, TVP PLACED 2315. PT HAS PPM CLINIC AT [[HOSPITAL:NWCC]],
    LAST INTERROGATION [[DATE:11/3]].""",
    """\
    npn 7p-7a. neuro: intact. cv: sr 70s. resp: ra 96%. gi: npo p mn for peg.
    pt's gf [[PERSON:tamsin]] visited 2000, upset re: plan, emotional support given.
    pt hopes to go home to [[LOCATION:wickhamstead]] by thanksgiving.""",
    """\
    pt with aml, admitted from [[HOSPITAL:pvh]] heme-onc clinic [[DATE:11/18]] w/ neutropenic fever.
    tmax 102.4, cefepime. plt 8 -> 1 u plt. hgb 6.9 -> 1 u prbc.
    [[STAFF:dr lindqvist-amaro]] (onc) following. mother [[PERSON:clementine]] at bedside.""",
    """\
    I/O: +2.4L. WT UP 3 KG. LASIX 80 IV X1, UOP 900.
    K 5.6 -> KAYEXALATE, INSULIN/D50. REPEAT K 4.9.
    NEPHROLOGY ([[STAFF:DR MBEKI-FARR]]) AT BEDSIDE, HD CATH TOMORROW. PT GETS HD AT [[HOSPITAL:TRIVALE DIALYSIS]] M/W/F.""",
    """\
    s/o: quiet night. pt slept 4h. pain 3/10, tylenol 650 x1. vicodin 5/500 not needed.
    bp 128/76, hr 78, sats 97% 2l. am labs wnl.
    dtr [[PERSON:wilhelmina]] will call after her shift at [[HOSPITAL:quarry hill elementary]]. [[STAFF:esperanza]]""",
    """\
    [[DATE:12/1]] 0300 pt desatted to 84%, sx'd for thick plug, bagged, back to 95%.
    rt [[STAFF:bastian]] at bedside. cxr: rll collapse. bronch in am w/ [[STAFF:dr corrigan-yusuf]].
    vent ac 480/18/10/60%. abg 7.32/48/70.""",
    """\
    PT IS A [[AGE:59]] YO F S/P SAH (HUNT-HESS 3) [[DATE:11/28]], COILED AT [[HOSPITAL:ABBOTSLEIGH MEDICAL CTR]]
    AND TRANSFERRED HERE [[DATE:11/30]] FOR VASOSPASM WATCH. NIMODIPINE 60 Q4H. TCDS DAILY.
    EVD AT 10, DRAINING 10CC/HR. HUSBAND [[PERSON:FERGAL]] AT BEDSIDE.""",
    """\
    neuro: a+ox4. cv: sbp 140s, labetalol 10 iv x2. resp: 2l. gi: clears.
    pt travelled from [[LOCATION:stanbridge wells]] to visit dtr [[PERSON:marisol]] in [[LOCATION:hexham cross]],
    fell ill on [[DATE:12/12]]. pcp is [[STAFF:dr fairweather]] at [[HOSPITAL:stanbridge family practice]].""",
    """\
    RESP: TRACH COLLAR 35%, SX Q2H THICK YELLOW. CV: BP 110/60, HR 90S.
    GI: TF JEVITY 1.5 AT 60. SKIN: DTI L HEEL, PODUS BOOTS.
    PLAN: BACK TO [[HOSPITAL:GLENSHIEL LTAC]] [[DATE:12/20]] IF BED. REPORT TO BE CALLED TO [[STAFF:ODETTE]].""",
    """\
    pt is pleasant, hoh. a+o x3. 1/2 ns at 50. blood sugars 140-180, ssi.
    hx: tah [[DATE:'88]], lap chole [[DATE:2004]], dvt [[DATE:09]].
    dtr [[PERSON:prudence]] from [[LOCATION:lockridge]] visiting, staying at hotel nearby.""",
    """\
    NEURO: SEDATED FENTANYL 100, MIDAZ 2. CV: LEVO 0.05. RESP: APRV 28/5. ABG 7.36/42/75.
    PT TRANSFERRED FROM [[HOSPITAL:HCH]] ICU [[DATE:1/4]] FOR ECMO EVAL. ECMO TEAM ([[STAFF:DR VELASQUEZ-OYE]]) SAW PT.
    WIFE [[PERSON:IMOGEN]] AND FATHER [[PERSON:BARTHOLOMEW]] UPDATED.""",
    """\
    pt [[PATIENT:tobiah wexcourt]] [[AGE:38]] yo m, ivdu, endocarditis, mrsa bacteremia.
    vanc trough 17. tte: tv veg 1.4cm. ct surg ([[STAFF:dr nakashima-hale]]) to see.
    pt previously at [[HOSPITAL:riverbend recovery house]] in [[LOCATION:saltmarsh]], wants to return.""",
    """\
    0600 summary: bp 100s-120s/60s, hr 80-100, t 37.9, rr 18-22, sats 94-96% 3l.
    pain 4/10 -> 2/10 oxy 5 mg. k 3.4 repleted. bs 110-160.
    plan per [[STAFF:dr ekwueme]]: cta chest today. [[STAFF:ingrid]] rn""",
    """\
    CASE MANAGER [[STAFF:ROSWITHA]]: PT ACCEPTED AT [[HOSPITAL:KILNSEY ACUTE REHAB]] FOR [[DATE:1/16]].
    TRANSPORT VIA [[HOSPITAL:MEDLINK]] AT 1000. PT'S HUSBAND [[PERSON:CORNELIUS]] WILL MEET PT THERE.
    PT LIVES IN [[LOCATION:ASHBY MARSH]], 2 STEPS TO ENTER.""",
    """\
    pt is [[AGE:64]] yo f w/ cirrhosis (nash), meld 28, on transplant list at [[HOSPITAL:umh]].
    lactulose 30 q4h, rifaximin. ammonia 92. grade 2 enceph. 25% albumin x2.
    husband [[PERSON:lysander]] called, he is a teacher at [[HOSPITAL:pinecrest high]].""",
    """\
    NEURO: CAM +, HALDOL 2MG X1, SITTER. CV: BP 160/90. RESP: RA.
    PT WAS BROUGHT IN BY [[LOCATION:DRAYFORD]] POLICE, FOUND WANDERING ON [[LOCATION:ROUTE 44]].
    FAMILY NOT YET REACHED. OFFICER [[PERSON:HALLORAN]] LEFT CARD.""",
    """\
    pt s/p cabg x3 [[DATE:1/22]]. ct 120cc/8h. pacing wires capped. epi off 0800.
    extubated 0200, 2l nc. pain 4/10 incisional. cr 1.3.
    wife [[PERSON:renske]] and son [[PERSON:joost]] here. pt's cardiologist [[STAFF:dr halvorsen-mbah]] at [[HOSPITAL:tvh]].""",
    """\
    Nights: pt anxious, asking for wife. Ativan 0.5 x1 w/ effect. BP 132/80, HR 88.
    Resp: 40% venti, sats 92%. Cough weak, IS 500.
    Wife [[PERSON:Bronagh]] stayed overnight in family lounge. Pt was at [[HOSPITAL:Wendling Hosp]] in [[DATE:2021]] w/ same.
    -[[STAFF:Farah]]""",
    """\
    DISCHARGE PLANNING: PT RETURNING TO [[HOSPITAL:OLD MILL ASSISTED LIVING]] [[DATE:2/3]].
    MEDS SENT TO [[HOSPITAL:CORNER DRUG]] ON [[LOCATION:FERRY RD]]. F/U [[STAFF:DR TREMAINE]] 2 WKS.
    PT'S DTR [[PERSON:CALLISTA]] CONFIRMED PICK UP 1100.""",
]


def main() -> None:
    write(build(NOTES, "icu-dev3"), OUT)


if __name__ == "__main__":
    main()
