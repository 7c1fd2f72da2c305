"""Training and export of the token classifier (the `train` extra: torch, safetensors, onnx)."""
