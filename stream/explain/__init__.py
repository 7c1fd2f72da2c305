"""`deid explain`: why each span of a note was or was not found. A local tool: it prints note
text, so nothing in the worker, the engine or the batch commands imports it."""
