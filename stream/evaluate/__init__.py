"""Scoring predicted PHI spans against gold annotations (`deid eval`)."""
