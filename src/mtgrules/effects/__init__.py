"""One-shot effect primitives (CR 609) and the interpreter that runs effect programs."""
