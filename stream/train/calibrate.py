"""`python -m stream.train.calibrate`: re-choose the O bias of the exported model on the dev set.

Runs the exported ONNX model (no torch needed), picks the bias as `python -m stream.train`
does, and rewrites settings.json.
"""

from __future__ import annotations

import json

from stream.recognize.model.artifacts import model_files
from stream.recognize.model.onnx_recognizer import OnnxRecognizer
from stream.train.__main__ import calibrate_on_dev


def main() -> int:
    files = model_files()
    rec = OnnxRecognizer(files)
    bias, calibration = calibrate_on_dev(rec.tagger, rec.scorer)
    settings = json.loads(files.settings.read_text("utf-8"))
    settings["o_bias"] = bias
    files.settings.write_text(json.dumps(settings, indent=2) + "\n", "utf-8")
    print(json.dumps({"o_bias": bias, **calibration}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
