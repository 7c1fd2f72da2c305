"""The offline JSONL commands: the record contract, streaming JSONL and their transforms."""
