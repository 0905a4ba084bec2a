"""Saved games as untrusted data: parsing, the save schema, consistency checks and the
recomputation of the pending decision (``Game.from_json``). See :func:`load_state`."""

from mtgrules.saves.load import MAX_SAVE_CHARS, load_state

__all__ = ["MAX_SAVE_CHARS", "load_state"]
