"""The compilers of card frames read as a whole rather than line by line, by layout: leveler
cards (CR 711, :mod:`mtgrules.oracle.levelers`), prototype cards (718,
:mod:`mtgrules.oracle.prototype`), mutate cards (702.140, :mod:`mtgrules.oracle.mutate`), meld cards (712.4,
:mod:`mtgrules.oracle.meld`)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.carddb import CardRecord, Layout
from mtgrules.oracle.compiler import Verdict
from mtgrules.oracle.levelers import compile_leveler
from mtgrules.oracle.meld import compile_meld
from mtgrules.oracle.mutate import compile_mutate
from mtgrules.oracle.prototype import compile_prototype

__all__ = ["FRAME_COMPILERS"]

FRAME_COMPILERS: dict[Layout, Callable[[CardRecord], Verdict]] = {
    Layout.LEVELER: compile_leveler,
    Layout.PROTOTYPE: compile_prototype,
    Layout.MUTATE: compile_mutate,
    Layout.MELD: compile_meld,
}
"""Layout -> the compiler of cards of that layout (traditional cards only)."""
