"""`python -m stream.train.calibrate`: re-choose the O bias of each recognizer profile for the
exported model on the held-out synthetic calibration split.

Runs the exported ONNX model (no torch needed), picks the biases as `python -m stream.train`
does, and rewrites settings.json and calibration.json.
"""

from __future__ import annotations

import json

from stream.recognize.model.artifacts import model_files
from stream.recognize.model.onnx_recognizer import OnnxRecognizer
from stream.train.__main__ import calibrate_profiles
from stream.train.settings import TrainSettings


def main() -> int:
    files = model_files()
    rec = OnnxRecognizer(files)
    biases, calibration = calibrate_profiles(rec.tagger, rec.scorer, TrainSettings())
    settings = json.loads(files.settings.read_text("utf-8"))
    settings.pop("o_bias", None)  # the single value of models before profiles
    settings["o_bias_profiles"] = biases
    files.settings.write_text(json.dumps(settings, indent=2) + "\n", "utf-8")
    (files.settings.parent / "calibration.json").write_text(
        json.dumps(calibration, indent=2) + "\n", "utf-8"
    )
    print(json.dumps(calibration, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
