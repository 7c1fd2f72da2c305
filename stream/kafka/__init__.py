"""The stream: one transactional window loop (loop.py, transaction.py) and its two plans, the
worker (`deid run`, worker.py and service.py) and replay (`deid replay`, replay/); client
settings and message limits, windows, backpressure, poison records, metrics and health."""
