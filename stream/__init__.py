"""deid-stream: streaming, keyed de-identification of clinical notes."""

__version__ = "0.1.0"
