"""Rules tests, one file per CR area."""
