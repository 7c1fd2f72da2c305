"""The token-classifier recognizer: tokenization, windows, decoding, ONNX and Triton runners."""
