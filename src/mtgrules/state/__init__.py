"""Plain game-state data: objects, players, frames, decisions, the whole GameState.

Nothing here implements rules; :mod:`mtgrules.rules` does. Every class here can be copied
cheaply (``copy()``) and converted to and from JSON-compatible data (``to_data``/``from_data``).
"""
