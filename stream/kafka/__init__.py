"""The de-identification pipeline: detect, merge, anonymize; batch jobs and the stream worker."""
