"""History years: a year right after a procedure or diagnosis, beside counts and values."""

import pytest

from stream.recognize.patterns.history_years import HistoryYearFamily

from .helpers import found

D = "DATE"
CASES = [
    ("pmh: cabg '95, mi 92, dm2", [("'95", D), ("92", D)]),
    ("HX: AVR '88, PPM 2011. NEURO", [("'88", D), ("2011", D)]),
    ("hx: mi '01, cabg x3 2006, chf", [("'01", D), ("2006", D)]),
    ("CIRRHOSIS DX 99.\nSON", [("99", D)]),
    ("CVA 92\nW/ R HEMI", [("92", D)]),
    ("turp 98)", [("98", D)]),
    ("s/p Lobectomy in 2003", [("2003", D)]),
    # look-alikes: counts, doses, values, codes and ranges after the same words
    ("cva 2 yrs ago", []),
    ("hd 3x/wk", []),
    ("chf ef 30%", []),
    ("cabg x3 at osh", []),
    ("ca 19-9 pending", []),
    ("des 30 mm stent", []),
    ("dm 2017 mg", []),
    ("mi 92 yrs", []),
    ("fx 12 days ago", []),
    ("cath 55 min", []),
    ("cva 12 and rising", []),  # a bare two-digit value mid-list: high-recall only
    ("na 138, k 4.1, ca 10, mg 2", []),
    ("ICD 10, E11.9", []),
    ("PEG 14, TF at goal", []),
    ("s/p AVR, valve 25.", []),
    ("PEG '07, XRT 2009", [("'07", D), ("2009", D)]),
    # after a word no list holds: an apostrophe year anywhere, a bare one in a history line
    ("cirrhosis, tips '18, on lactulose", [("'18", D)]),
    ("HX: TAVR '19, PPM EVAL", [("'19", D)]),
    ("hx: pe 05, dvt '10 on coumadin", [("05", D), ("'10", D)]),
    ("PMH: AAA REPAIR 03, CEA '07, CABG X4 1999.", [("03", D), ("'07", D), ("1999", D)]),
    ("pmh: etoh, sbp 2019.", [("2019", D)]),
    ("hx gi bleed ('19, '21) on plavix", [("'19", D), ("'21", D)]),
    # a range of apostrophe years after any word; not a contraction's apostrophe or a score
    ("57 YO M VIETNAM VET (USMC '67-'68), PTSD", [("'67", D), ("'68", D)]),
    ("pt 69 yo m, navy '64-'68, inferior stemi", [("'64", D), ("'68", D)]),
    ("rock'n'roll '64-'68s band", []),
    ("cabg ('06 at bvmc), ckd", [("'06", D)]),
    ("sbo in 2011 and again ('09), op notes", [("2011", D), ("'09", D)]),
    # a bracket of years after a listed term, or after a count or a list in a history clause
    ("hx c/s x2 (97, 03), chole", [("97", D), ("03", D)]),
    ("s/p whipple (2022)", [("2022", D)]),
    ("chole (2015, 2019) at osh", [("2015", D), ("2019", D)]),
    ("PMH: DVT X2 (09 & 14)", [("09", D), ("14", D)]),
    ("hx: htn, hr (98)", []),
    ("hx: sats (88, 92) on 4l", []),
    ("sat (98%)", []),
    ("k (3, 4)", []),
    ("PEG (14)", []),
    ("hr 88 (92, 95)", []),
    # a qualifier in brackets before an apostrophe year; a list continued after a dated item
    ("PPM, MVR (MECHANICAL) '09, CKD", [("'09", D)]),
    ("cirrhosis dx 2015, tips '18, sbp 2019.", [("2015", D), ("'18", D), ("2019", D)]),
    ("dx 2015, wt 82", [("2015", D)]),
    ("mitral commissurotomy 1984 at osh", [("1984", D)]),
    ("APPENDECTOMY 98, TONSILLECTOMY AS CHILD", [("98", D)]),
    ("trach, tracheostomy 8 shiley", []),
    ("s/p craniectomy 12 days ago", []),
    ("hx: etoh, plt 2000, hgb 9", []),
    ("HX: CAD s/p stent '09 (ASA 81), 30 pack-yrs", [("'09", D)]),  # an aspirin's dose
    ("HX: HTN on lisinopril 10, R knee scope 2009", [("2009", D)]),  # a drug's dose
    ("PMH: DEMENTIA (MMSE 18), CHF, AF", []),  # a score in a history line
    ("he said ('5 more min')", []),
    ("pt is 5'10\" tall", []),
    ("plan: bmi 42, k 40 given", []),
    ("hx: smoker 40 pk yrs, bmi 42 now", []),
    ("pt's 00 pm, i/o 10", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_history_years(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(HistoryYearFamily(), text) == expected


def test_high_recall_takes_two_digits_mid_item() -> None:
    assert found(HistoryYearFamily(high_recall=True), "cva 12 and rising") == [("12", D)]
