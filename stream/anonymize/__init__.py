"""Keyed, table-free surrogates for every PHI category."""
