"""The card catalog: every card the engine plays, built from printed data plus abilities.

Importing this module registers all cards. Each definition's Oracle text comes verbatim from
``printed.yaml``; the abilities below implement it. Cards are grouped by theme in submodules.
"""

from __future__ import annotations

from mtgrules.cards import (
    core_set,  # noqa: F401
    mission,  # noqa: F401
)
