"""Card definitions and the registry (see :mod:`mtgrules.cards.registry`)."""
