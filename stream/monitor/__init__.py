"""Live leak monitoring: canary notes (`deid canary`) and the faust monitor (`deid monitor`).

Pure parts: leak.py (planted values as digests, the leak check), canary.py (canary records),
ledger.py (the local record of injected canaries), tracker.py (canaries joined with their
outputs), windows.py and drift.py (window sums, baseline band), state.py (how facts change the
tables), metrics.py (Prometheus text of the tables). Wiring: inject.py (the producer),
app.py (the faust app), broker.py (its broker credentials), local.py and demo.py (a local
child process for the demo and the tests).
"""
