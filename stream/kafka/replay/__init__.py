"""Replay: re-anonymize a retained input topic under a chosen key version (`deid replay`).

plan.py reads the options and plans offset ranges, span_cache.py indexes the span-events topic,
transform.py says which records a release takes and under which key, job.py is the replay's plan
for the window loop (stream.kafka.loop).
"""
