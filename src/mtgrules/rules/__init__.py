"""Rules procedures, one module per CR area. Importing this package registers nothing: the
composition root (:mod:`mtgrules.wiring`) installs the frame handlers these modules define."""
