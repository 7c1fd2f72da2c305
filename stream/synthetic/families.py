"""Note families: header, body and closing templates, and each family's register.

Templates hold `{SLOT}`s (stream/synthetic/slots.py). Every pool is split by position into
templates for training and templates kept for the held-out set (see `split`).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Register:
    """Probabilities of register noise for a family."""

    caps: float = 0.05
    lower: float = 0.0
    drop_punct: float = 0.1
    runon: float = 0.1
    semicolons: float = 0.1
    typos: float = 0.2
    abbreviate: float = 0.2
    name_caps: float = 0.05


@dataclass(frozen=True, slots=True)
class Family:
    """One kind of note: its templates, its length, its identifier density and register."""

    name: str
    headers: tuple[str, ...]
    body: tuple[str, ...]
    closers: tuple[str, ...]
    sentences: tuple[int, int] = (4, 10)
    density: tuple[float, float, float, float] = (0.1, 0.3, 0.4, 0.2)  # none, low, mid, dense
    register: Register = field(default_factory=Register)
    joiner: str = " "
    shared: bool = True  # also draw body sentences from CLINICAL and SHARED_PHI


def split(pool: tuple[str, ...], heldout: bool) -> tuple[str, ...]:
    """Every fourth template (index % 4 == 3) is held out; the rest train."""
    if len(pool) < 4:
        return pool
    return tuple(t for i, t in enumerate(pool) if (i % 4 == 3) == heldout)


CLINICAL = (
    "Afebrile overnight, vital signs stable on room air.",
    "Vitals: {VITALS}.",
    "Continue {MED}.",
    "Labs notable for {LABS}.",
    "History of {COND} and {COND}.",
    "{IMG}: {FINDING}",
    "Pain controlled with {DRUG} {DOSE} {ROUTE_FREQ}.",
    "Tolerating a regular diet; ambulating with physical therapy.",
    "{DEVICE} in place, site clean, dry and intact.",
    "Known {EPONYM}, stable on {DRUG}.",
    "Started {DRUG} for {COND}; will monitor response.",
    "Assessment: {COND}, improving. Plan: wean {DRUG}, repeat labs in AM.",
    "Neuro: alert and oriented x3, moves all extremities, no focal deficits.",
    "Resp: lungs clear bilaterally, no wheezes or crackles.",
    "CV: regular rate and rhythm, no murmurs, rubs or gallops.",
    "Abd: soft, nontender, nondistended, bowel sounds present.",
    "Skin: warm and dry, no rashes; {EPONYM} noted on exam.",
    "Patient transferred to {UNIT}, {ROOM}, at {TIME}.",
    "Holding {DRUG} given {COND}; discussed risks and benefits.",
    "Echo with EF {NUM}% and mild mitral regurgitation.",
    "Blood cultures pending; on {DRUG} day {NUM} of 7.",
    "Home medications reviewed; {DRUG} discontinued, {DRUG} dose reduced to {DOSE}.",
    "No {EPONYM} on examination.",
    "Glucose {NUM}0s to 2{NUM}, insulin sliding scale per protocol.",
    "Will reassess in {NUM} hours and escalate care if needed.",
    "Social work consulted for discharge planning and {DEVICE} teaching.",
    "Seen with the {EPONYM_WORD} team today; agree with plan.",
    "Allergies: {DRUG} (rash), {DRUG} (GI upset).",
    "Fall precautions, {EPONYM} reviewed, bed alarm on.",
    "I/O: {NUM}00 in, {NUM}00 out; weight {NUM} kg.",
    "Case discussed at {TIME} huddle; no changes to the plan.",
    "ROS otherwise negative except as noted in HPI.",
)

SHARED_PHI = (
    "Discussed the plan with the patient's {REL}, who can be reached at {PHONE}.",
    "{PT_REF} was seen and examined with {DR} on {DATE}.",
    "Follow up with {DR} at {HOSP} on {DATE}.",
    "Records requested from {HOSP2}; fax {PHONE}.",
    "{REL} at bedside, updated on the plan of care.",
    "{PT_REF} lives at {ADDRESS} with {REL}.",
    "Previously admitted to {HOSP2} in {YEAR} for {COND}.",
    "Per {REL}, {PT_REF} has been more confused since {DATE}.",
    "Code status confirmed with {PT_REF} and health care proxy {PERSON} ({PHONE}).",
    "Outside MRN {ID}; insurance member ID {ID}.",
    "Case reviewed with {DR}, who agrees with the assessment.",
    "{PT_REF} reports that {REL} drives {PT_REF_OBJ} to appointments.",
    "{AGE} y/o with {COND}; results available at {URL}.",
    "Remote access from {IP} logged for this chart.",
    "Contact e-mail on file: {EMAIL}.",
    "{PT_REF}, age {AGE}, results posted at {URL}; login from {IP}; e-mail {EMAIL}.",
    "{AGE}-year-old with {COND}, seen with {REL}.",
    "Chart opened at workstation {IP} by {STAFF}.",
    "Patient portal link {URL} sent to {EMAIL}.",
    "Age: {AGE}. Email: {EMAIL}. IP: {IP}.",
    "Pt is {AGE} years old and lives in {CITY}, {COUNTY}.",
    "Wife {PERSON} ({EMAIL}) prefers updates by e-mail.",
    "Outside records portal {URL} accessed from {IP}.",
    "{AGE} yo {COND}, admitted from {HOSP} {DATE}.",
)

FAMILIES: tuple[Family, ...] = (
    Family(
        "discharge_summary",
        headers=(
            "DISCHARGE SUMMARY\n\nPatient: {PT}    MRN: {MRN}\nDOB: {DOB}    Age: {AGE}\n"
            "Admitted: {DATE}    Discharged: {DATE}\nAttending: {SIG}\n\n",
            "Discharge Summary\nName: {PT}\nMedical Record #: {MRN}\nAdmission Date: {DATE}\n"
            "Discharge Date: {DATE}\nService: Medicine\n\n",
            "DISCHARGE SUMMARY\nAdmission date: {DATE}  Discharge date: {DATE}\n\n",
            "{HOSP_FULL}\nDISCHARGE SUMMARY\nPATIENT: {PT}  DOB: {DOB}  ACCT: {ID}\n\n",
            "Discharge summary for {PT} ({MRN}), {AGE} y/o, admitted {DATE}.\n\n",
            "DISCHARGE SUMMARY\n\n",
            "Hospital Discharge Summary - {HOSP_FULL}\nPt: {PT}   MRN {MRN}   Adm {DATE}\n\n",
            "D/C SUMMARY\nPatient name: {PT}\nDate of discharge: {DATE}\n\n",
        ),
        body=(
            "HPI: {PT_REF} is a {AGE}-year-old with {COND} who presented to {HOSP} on {DATE}.",
            "Hospital course: treated with {DRUG} and {DRUG}; {PROC} performed on {DATE} by {DR}.",
            "Discharge condition: stable. Discharged home with {REL}.",
            "Follow-up: {DR} in clinic on {DATE}; call {PHONE} with questions.",
            "Discharge medications: {MED}; {MED}; {MED}.",
            "Home health from {HOSP2} will start within 48 hours.",
            "Pending results: final cultures, to be followed by {DR}.",
            "{PT_REF} was discharged to {HOSP2}, a skilled nursing facility in {CITY}, {STATE}.",
        ),
        closers=(
            "\n\nDictated by: {SIG}\nDate: {DATE}",
            "\n\n{SIG}",
            "\n\nElectronically signed by {DR} on {DATE} at {TIME}.",
            "\n\ncc: {DR}, {HOSP2}",
            "\n",
        ),
        sentences=(6, 14),
    ),
    Family(
        "admission_hp",
        headers=(
            "ADMISSION HISTORY AND PHYSICAL\nPatient: {PT}  DOB: {DOB}  MRN: {MRN}\n"
            "Date of admission: {DATE}\n\n",
            "H&P\n{PT}, {AGE} yo, MRN {MRN}\nPCP: {DR}\n\n",
            "History and Physical\nDate: {DATE}\n\n",
            "ADMIT NOTE - {HOSP_FULL}\n{PT_LAST}, {PT_FIRST}   {MRN}\n\n",
            "Admission H&P\nChief complaint: chest pain\n\n",
            "ADMISSION H&P ({DATE})\nName: {PT}   Age: {AGE}   Sex: F\n\n",
            "History & Physical - {UNIT}\nPatient {PT}; ID {MRN}\n\n",
            "INPATIENT ADMISSION NOTE\n\n",
        ),
        body=(
            "CC: shortness of breath. HPI: {AGE} y/o with {COND} presenting with 3 days of "
            "dyspnea.",
            "PMH: {COND}, {COND}, {EPONYM}. PSH: {PROC} ({YEAR}).",
            "Social: lives in {CITY} with {REL}; retired from {HOSP2}.",
            "Family history: mother with {COND}, father with {COND}.",
            "Exam: {VITALS}. General: NAD.",
            "Outpatient cardiologist is {DR} at {HOSP2}.",
            "Emergency contact: {REL}, {PHONE}.",
            "Code status: full code, confirmed with {PT_REF}.",
            "PCP {DR} ({PHONE}) notified of admission.",
        ),
        closers=(
            "\n\n{SIG}",
            "\n\nAdmitting physician: {DR}",
            "\n",
            "\n\nSeen and examined; discussed with {DR}.",
        ),
        sentences=(6, 14),
    ),
    Family(
        "soap_progress",
        headers=(
            "PROGRESS NOTE {DATE}\n",
            "S:",
            "Progress Note - Hospital Day {NUM}\n",
            "Daily progress note for {PT} ({MRN})\n",
            "SOAP NOTE\nDate: {DATE}\n",
            "Medicine Progress Note\n{PT_LAST}, {PT_FIRST} | {MRN} | {UNIT} {ROOM}\n",
            "INTERVAL NOTE\n",
            "Progress note, {HOSP_FULL}, {DATE}\n",
        ),
        body=(
            "S: {PT_REF} reports feeling better, slept well, no chest pain.",
            "O: {VITALS}. {LABS}.",
            "A/P: {COND} - continue {DRUG}. {COND} - {DRUG} {DOSE}.",
            "S: no acute events overnight per RN {STAFF_FIRST}.",
            "Spoke with {REL} by phone at {PHONE}.",
            "Dispo: likely discharge to {HOSP2} on {DATE}.",
            "Plan discussed with {DR} and the patient.",
            "O: exam unchanged; {DEVICE} removed today.",
        ),
        closers=("\n{SIG}", "\n-- {STAFF}", "\n", "\n{DR}, pager {NUM}{NUM}"),
        sentences=(4, 10),
        joiner="\n",
    ),
    Family(
        "icu_nursing",
        headers=(
            "ICU NURSING NOTE\n",
            "NSG NOTE {TIME}\n",
            "RN NOTE:\n",
            "NURSING: ",
            "0700-1900 RN\n",
            "MICU RN NOTE {DATE}\n",
            "NEURO:",
            "NURSING NOTE 1900-0700\n",
        ),
        body=(
            "NEURO: A&OX3, PERRLA, MAE, FOLLOWS COMMANDS",
            "RESP: ON {DEVICE} 40%, LS COARSE BIBASILAR, SXN FOR THICK TAN SECRETIONS",
            "CV: NSR 80S-90S, NO ECTOPY, SBP 100S-120S, +PULSES",
            "GI: ABD SOFT, +BS, TF AT GOAL 60ML/HR VIA DOBHOFF",
            "GU: FOLEY DRAINING CLEAR YELLOW URINE, UOP ADEQUATE",
            "SKIN: STAGE 2 SACRAL, DSG CHANGED, TURNED Q2H",
            "SOCIAL: {REL} CALLED, UPDATED",
            "PLAN: CONT {DRUG} GTT, WEAN AS TOL, MONITOR LYTES",
            "ID: TMAX 38.2, ON {DRUG}, CX PENDING",
            "PAIN: 4/10, GIVEN {DRUG} {DOSE} WITH EFFECT",
            "{REL} AT BEDSIDE, QUESTIONS ANSWERED",
            "MD {STAFF_LAST} AWARE OF K 3.1, REPLETED",
            "FAMILY MEETING W/ {DR} AND {REL} RE GOALS OF CARE",
            "BED {NUM}, {UNIT}, CALL LIGHT IN REACH, FALL PRECAUTIONS",
            "ENDO: FSBG 1{NUM}0, COVERED PER SSI",
            "ACTIVITY: OOB TO CHAIR X2, TOL WELL",
        ),
        closers=(
            "\n{STAFF_FIRST} RN",
            "",
            "\nWILL CONT TO MONITOR",
            "\n-{STAFF_FIRST}",
            "\nSEE FLOWSHEET",
        ),
        sentences=(4, 12),
        density=(0.45, 0.4, 0.13, 0.02),
        register=Register(
            caps=0.65,
            drop_punct=0.5,
            runon=0.3,
            semicolons=0.2,
            typos=0.3,
            abbreviate=0.6,
            name_caps=0.6,
        ),
        joiner="\n",
    ),
    Family(
        "radiology",
        headers=(
            "EXAM: {IMG}\nDATE: {DATE}\nPATIENT: {PT}  MRN: {MRN}\nACCESSION: {ID}\n\n",
            "{IMG}\nClinical indication: {COND}\n\n",
            "RADIOLOGY REPORT\nExam date: {DATE}\nOrdering: {DR}\n\n",
            "{HOSP_FULL} Department of Radiology\nAcc# {ID}\n\n",
            "EXAMINATION: {IMG}\nCOMPARISON: {DATE}\n\n",
            "IMAGING REPORT\n",
        ),
        body=(
            "FINDINGS: {FINDING} {FINDING}",
            "IMPRESSION: {FINDING}",
            "TECHNIQUE: {IMG} per protocol. Contrast: 80 mL Omnipaque.",
            "Comparison is made to prior study from {HOSP2} dated {DATE}.",
            "Findings discussed with {DR} by telephone at {TIME} on {DATE}.",
            "Critical result called to {STAFF} at {PHONE}.",
            "{FINDING}",
            "Lines: {DEVICE} tip at the cavoatrial junction.",
        ),
        closers=(
            "\n\nDictated by: {SIG}",
            "\n\nRead by {DR} - {DATE} {TIME}",
            "\n",
            "\n\nAttending radiologist: {SIG}",
        ),
        sentences=(3, 8),
        register=Register(caps=0.2, typos=0.05, abbreviate=0.05),
        joiner="\n",
    ),
    Family(
        "pathology",
        headers=(
            "SURGICAL PATHOLOGY REPORT\nCase: {ID}\nPatient: {PT}  DOB: {DOB}\n"
            "Collected: {DATE}\n\n",
            "PATHOLOGY\nSpecimen received {DATE}\n\n",
            "Surgical Pathology - {HOSP_FULL}\nAccession {ID}\n\n",
            "CYTOLOGY REPORT\nSubmitting physician: {DR}\n\n",
            "FINAL PATHOLOGIC DIAGNOSIS\n",
        ),
        body=(
            "Specimen: A. {PROC} specimen, received fresh in two parts.",
            "DIAGNOSIS: invasive ductal carcinoma, grade 2, margins negative.",
            "Gross: a 3.2 x 2.1 x 1.0 cm tan-pink fragment, entirely submitted in cassettes A1-A4.",
            "Immunostains: ER positive (90%), PR positive (40%), HER2 1+.",
            "Outside slides from {HOSP2} ({ID}) reviewed at the request of {DR}.",
            "Results communicated to {DR} on {DATE}.",
            "Microscopic: sections show {COND} without atypia.",
            "Frozen section diagnosis called to OR {NUM} at {TIME} by {STAFF}.",
        ),
        closers=(
            "\n\nPathologist: {SIG}\nSigned out {DATE}",
            "\n",
            "\n\n{SIG} (electronic signature)",
        ),
        sentences=(3, 8),
        register=Register(caps=0.25, typos=0.05, abbreviate=0.05),
        joiner="\n",
    ),
    Family(
        "ed_triage",
        headers=(
            "ED TRIAGE {DATE} {TIME}\n",
            "TRIAGE NOTE\nArrival: {TIME} by EMS\n",
            "Emergency Department Triage - {HOSP_FULL}\nPt: {PT}  Age {AGE}\n",
            "ED triage. CC: fall\n",
            "TRIAGE: ",
            "ESI 3 - {PT} - DOB {DOB}\n",
        ),
        body=(
            "{AGE} yo presents with {COND} x2 days, BIBA from home.",
            "VS: {VITALS}. ESI 2.",
            "Pt states fell at home, +head strike, on {DRUG}.",
            "Accompanied by {REL} ({PHONE}).",
            "Transferred from {HOSP2} for higher level of care.",
            "Allergies: NKDA. PMH: {COND}.",
            "Pt from {CITY}, states was at work at {HOSP2} when symptoms started.",
            "To {ROOM}, {DR} notified.",
        ),
        closers=("\nTriage RN: {STAFF_FIRST} {STAFF_LAST}", "", "\n{STAFF_FIRST} RN"),
        sentences=(2, 6),
        density=(0.25, 0.45, 0.25, 0.05),
        register=Register(
            caps=0.35, drop_punct=0.4, runon=0.3, typos=0.3, abbreviate=0.6, name_caps=0.3
        ),
    ),
    Family(
        "operative",
        headers=(
            "OPERATIVE REPORT\nDate of surgery: {DATE}\nSurgeon: {DR}\nAssistant: {STAFF}\n"
            "Anesthesia: general, {STAFF}, CRNA\n\n",
            "OPERATIVE NOTE\nPatient: {PT}  MRN: {MRN}\n\n",
            "BRIEF OP NOTE {DATE}\n",
            "Procedure Note - {HOSP_FULL}\n\n",
            "OP REPORT\nPreoperative diagnosis: {COND}\n\n",
        ),
        body=(
            "PROCEDURE: {PROC}.",
            "EBL: 150 mL. Fluids: 1.5 L LR. Specimens: to pathology.",
            "The patient was brought to OR {NUM} and placed supine; a time-out was performed.",
            "A {EPONYM} was used for retraction.",
            "Drains: {DEVICE}.",
            "{DR} was present and scrubbed for the entire procedure.",
            "Findings were discussed with {REL} in the waiting area.",
            "Implant: {DEVICE}, lot {ID}.",
        ),
        closers=("\n\n{SIG}", "\n\nDictated by {DR} {DATE}", "\n"),
        sentences=(4, 9),
        register=Register(caps=0.1, typos=0.1, abbreviate=0.1),
    ),
    Family(
        "consult_letter",
        headers=(
            "{HOSP_FULL}\n{ADDRESS}\n\n{DATE}\n\nDear {DR},\n\n",
            "Dear Dr. {STAFF_LAST},\n\n"
            "Thank you for referring {PT}, DOB {DOB}, for evaluation.\n\n",
            "CONSULTATION\nRequesting physician: {DR}\nReason: {COND}\n\n",
            "Re: {PT} (MRN {MRN})\n\nDear colleague,\n\n",
            "Cardiology consult note\n\n",
            "To: {DR}, {HOSP2}\nFrom: {DR}\nRe: {PT_REF}\n\n",
        ),
        body=(
            "I had the pleasure of seeing {PT_REF} in clinic on {DATE}.",
            "As you know, {PT_REF} is a {AGE}-year-old with {COND}.",
            "My impression is {COND}; I recommend starting {MED}.",
            "I will see {PT_REF} again in three months; my office can be reached at {PHONE}.",
            "{PT_REF} was accompanied by {REL}.",
            "A copy of this letter goes to {HOSP2}.",
            "Please do not hesitate to contact me at {EMAIL}.",
            "Recommend outpatient {IMG} and follow-up with {DR}.",
        ),
        closers=(
            "\n\nSincerely,\n\n{SIG}",
            "\n\nBest regards,\n{SIG}\n{HOSP_FULL}",
            "\n\nWith thanks,\n{DR}",
        ),
        sentences=(4, 9),
        density=(0.05, 0.2, 0.5, 0.25),
        register=Register(caps=0.0, drop_punct=0.02, runon=0.02, typos=0.05, abbreviate=0.02),
    ),
    Family(
        "referral",
        headers=(
            "REFERRAL\nTo: {HOSP2}\nPatient: {PT}  DOB: {DOB}\nPhone: {PHONE}\nInsurance: {ID}\n\n",
            "Referral request - {DATE}\n",
            "Outpatient referral to neurology\nReferring: {DR}\n\n",
            "REFERRAL FORM\nName: {PT}\nAddress: {ADDRESS}\nSSN: {SSN}\n\n",
            "Referral\n",
        ),
        body=(
            "Reason for referral: {COND}, not controlled on {DRUG}.",
            "Please evaluate for {PROC}.",
            "Urgency: routine; please call {PHONE} to schedule.",
            "Records and imaging from {DATE} attached.",
            "Fax completed forms to {PHONE}.",
            "{PT_REF} prefers appointments in {CITY}.",
            "Contact {REL} for scheduling.",
            "Pertinent history: {COND}, {EPONYM}.",
        ),
        closers=("\n\nReferring provider: {SIG}\nNPI {ID}", "\n", "\n{SIG}"),
        sentences=(2, 6),
        density=(0.02, 0.2, 0.45, 0.33),
    ),
    Family(
        "telephone_encounter",
        headers=(
            "TELEPHONE ENCOUNTER {DATE} {TIME}\n",
            "Phone call\n",
            "Telephone note - caller: {REL}\n",
            "TC w/ pt {DATE}\n",
            "Call from {PT} ({PHONE})\n",
        ),
        body=(
            "{PT_REF} called re: refill of {DRUG}.",
            "Left message on voicemail at {PHONE}.",
            "Spoke with {REL}; advised to go to the ED if worse.",
            "Pt asking about results from {DATE}; informed normal.",
            "Pharmacy ({HOSP2}) called about {DRUG} prior auth.",
            "Verified identity with DOB {DOB}.",
            "Routed to {DR} for review.",
            "Callback number {PHONE}, ok to leave detailed msg.",
        ),
        closers=(
            "\n{STAFF}, RN",
            "",
            "\n-{STAFF_FIRST}",
            "\nMsg taken by {STAFF_FIRST} {STAFF_LAST}",
        ),
        sentences=(2, 5),
        density=(0.1, 0.4, 0.4, 0.1),
        register=Register(caps=0.1, drop_punct=0.4, runon=0.4, typos=0.35, abbreviate=0.5),
    ),
    Family(
        "portal_message",
        headers=(
            "Hi {DR},\n\n",
            "Dear Dr. {STAFF_LAST},\n",
            "Hello,\n",
            "Message from {PT}:\n",
            "Subject: question about my meds\n\n",
            "hi doc\n",
        ),
        body=(
            "I have been taking the {DRUG} but still have {COND} symptoms.",
            "My {RELATION_PLAIN} {PERSON} can pick up the prescription.",
            "Can you call me at {PHONE}? I am home after 5.",
            "I had my labs done at {HOSP2} on {DATE}.",
            "Please email me at {EMAIL}.",
            "my new address is {ADDRESS}",
            "Thank you so much for everything.",
            "I'm worried because the pain is worse since {DATE}.",
        ),
        closers=(
            "\n\nThanks,\n{PT_FIRST}",
            "\n\n{PT}",
            "\n- {PT_FIRST} {PT_LAST}",
            "\nsent from my phone",
        ),
        sentences=(2, 5),
        density=(0.05, 0.35, 0.45, 0.15),
        register=Register(
            caps=0.05,
            lower=0.25,
            drop_punct=0.3,
            runon=0.3,
            typos=0.5,
            abbreviate=0.0,
            name_caps=0.0,
        ),
    ),
    Family(
        "med_reconciliation",
        headers=(
            "MEDICATION RECONCILIATION\nPatient: {PT}  MRN: {MRN}\nSource: {REL}, pharmacy\n\n",
            "Med Rec {DATE}\n",
            "ADMISSION MEDICATION RECONCILIATION\n",
            "Home medication list verified with {HOSP2} pharmacy ({PHONE})\n",
            "Medication history\n",
        ),
        body=(
            "1. {MED}",
            "2. {MED} - continue",
            "3. {DRUG} {DOSE} - held",
            "- {MED}",
            "{DRUG} {DOSE} daily - last filled {DATE}",
            "Allergies: {DRUG}",
            "* {MED}",
            "Prescriber: {DR}",
        ),
        closers=("\n\nReconciled by {SIG}", "\n", "\nPharmacist: {STAFF}, PharmD"),
        sentences=(4, 12),
        density=(0.3, 0.45, 0.2, 0.05),
        register=Register(caps=0.2, drop_punct=0.3, typos=0.1, abbreviate=0.3),
        joiner="\n",
    ),
    Family(
        "lab_comment",
        headers=(
            "LAB COMMENT\n",
            "Specimen {ID} collected {DATE} {TIME}\n",
            "Result note: ",
            "MICROBIOLOGY\nSource: blood\n",
            "Critical value notification\n",
        ),
        body=(
            "Critical potassium 6.8 called to {STAFF} RN at {TIME}, read back verified.",
            "Hemolyzed specimen; recollect requested.",
            "Result reviewed with {DR}.",
            "Gram positive cocci in clusters, 2/2 bottles.",
            "Specimen from {HOSP2}, courier {ID}.",
            "{LABS}.",
            "Corrected report: previous result on {DATE} was in error.",
            "Notified {DR} via {PHONE}.",
        ),
        closers=("", "\nVerified by {STAFF_FIRST} {STAFF_LAST}, MLS", "\n"),
        sentences=(1, 4),
        density=(0.3, 0.45, 0.2, 0.05),
        register=Register(caps=0.3, drop_punct=0.3, typos=0.1, abbreviate=0.2),
    ),
    Family(
        "transfer_summary",
        headers=(
            "TRANSFER SUMMARY\nFrom: {HOSP_FULL} {UNIT}\nTo: {HOSP2}\n"
            "Patient: {PT}  DOB: {DOB}\n\n",
            "Interfacility transfer note {DATE}\n",
            "TRANSFER NOTE\nAccepting: {DR}\n\n",
            "ICU transfer summary\n",
            "Transfer to {UNIT}\n",
        ),
        body=(
            "Reason for transfer: {COND} requiring higher level of care.",
            "Accepting physician {DR} at {HOSP2}, accepted at {TIME} on {DATE}.",
            "Report given to {STAFF} RN ({PHONE}).",
            "Transport via ALS, {DEVICE} in place.",
            "Family ({REL}) aware and en route.",
            "Brief course: {COND}, treated with {DRUG}.",
            "Belongings sent with patient; {REL} has house keys.",
            "Code status DNR/DNI per {PT_REF} and {REL}.",
        ),
        closers=("\n\n{SIG}", "\n", "\nTransferring physician: {DR}"),
        sentences=(4, 9),
    ),
    Family(
        "home_health",
        headers=(
            "HOME HEALTH VISIT NOTE {DATE}\nAgency: {HOSP_FULL}\n",
            "Skilled nursing visit\n",
            "Home visit - {ADDRESS}\n",
            "HH RN VISIT\n",
        ),
        body=(
            "Pt seen at home in {CITY}; {REL} present.",
            "Wound care to {NUM} cm sacral wound.",
            "Med box filled for the week; {DRUG} added per {DR}.",
            "Gate code 4471, dog in yard.",
            "Next visit {DATE}.",
            "Vitals: {VITALS}.",
            "Reinforced {COND} teaching with {REL}.",
            "Called {DR} office at {PHONE} re: edema.",
        ),
        closers=("\n{STAFF_FIRST} {STAFF_LAST}, RN", "\n"),
        sentences=(3, 8),
        register=Register(caps=0.2, drop_punct=0.4, runon=0.3, typos=0.3, abbreviate=0.5),
    ),
    Family(
        "social_work",
        headers=(
            "SOCIAL WORK NOTE\n",
            "SW assessment {DATE}\n",
            "Case management note\n",
            "LCSW note - {PT}\n",
        ),
        body=(
            "Met with {PT_REF} and {REL} to discuss discharge needs.",
            "Pt lives alone in an apartment at {ADDRESS}.",
            "Lives with {REL} in {CITY}.",
            "Referral placed to {HOSP2} for placement.",
            "Insurance: Medicare, ID {ID}.",
            "{REL} works at {HOSP2} and can assist after 6 pm.",
            "Contact: {PERSON} {PHONE}.",
            "Pt agreeable to plan.",
        ),
        closers=("\n{SIG}", "\n"),
        sentences=(3, 8),
        density=(0.05, 0.3, 0.45, 0.2),
    ),
)


def by_name(name: str) -> Family:
    """The family called `name`."""
    for family in FAMILIES:
        if family.name == name:
            return family
    raise KeyError(name)
