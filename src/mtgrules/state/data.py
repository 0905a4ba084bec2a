"""Helpers for JSON-compatible plain data (dicts, lists, str, int, float, bool, None)."""

from __future__ import annotations

from typing import Any


def deep_copy(value: Any) -> Any:
    """Copy nested dicts/lists of immutable leaves; tuples are converted to lists.

    Faster than :func:`copy.deepcopy` for the small plain-data dicts kept in frames.
    """
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [deep_copy(v) for v in value]
    return value
