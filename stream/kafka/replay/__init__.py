"""Replay: re-anonymize a retained input topic under a chosen key version (`deid replay`).

plan.py reads the options and plans offset ranges, spans.py indexes the span-events topic
(the span cache), transform.py anonymizes one record from its cached spans, job.py runs the
transactional loop.
"""
