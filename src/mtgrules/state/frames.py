"""Work-stack frames: the engine's continuation, kept in the state as data.

The engine is an interpreter over a stack of :class:`Frame` records (DESIGN non-negotiable 3,
"explicit work stack"). Each frame names a handler (``kind``) and carries plain JSON data,
including its own program counter; the handler runs, then pops itself, pushes sub-frames or
pauses with a pending decision. Because nothing lives in Python call frames, the game can be
cloned or serialized at any decision and continue identically.
"""

from __future__ import annotations

from typing import Any

from mtgrules.state.data import deep_copy


class Frame:
    """One unit of pending work: ``kind`` (handler name) and ``data`` (plain JSON dict)."""

    __slots__ = ("kind", "data")

    def __init__(self, kind: str, data: dict[str, Any] | None = None) -> None:
        self.kind = kind
        self.data: dict[str, Any] = data if data is not None else {}

    def copy(self) -> Frame:
        """Independent copy."""
        return Frame(self.kind, deep_copy(self.data))

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict."""
        return {"kind": self.kind, "data": deep_copy(self.data)}

    @staticmethod
    def from_data(data: dict[str, Any]) -> Frame:
        """Inverse of :meth:`to_data`."""
        return Frame(data["kind"], deep_copy(data["data"]))

    def __repr__(self) -> str:
        return f"Frame({self.kind}, {self.data})"
