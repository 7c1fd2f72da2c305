"""PHI recognizers: rules (patterns, gazetteers, known values), the model, and their merge."""
