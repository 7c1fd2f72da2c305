"""Core types every stage shares: spans, categories, errors, configuration, logs, text."""
