"""The de-identification engine: a record, its tenant key and its spans -> its outcome.

deidentify.py detects and anonymizes notes (the batch commands' core), sources.py gives the
spans (the recognizer, or a replay's span cache), engine.py turns a Kafka record into its output,
span events or DLQ record, build.py assembles all of it from the configuration. The record
contracts it reads and writes: records.py (input and output records, contract headers),
span_events.py, dlq.py, and limits.py (the size budget of a record).
"""
