"""Modules are named after what they hold, never after the batch of work that made them (the
project's rule; docs/design/architecture.md, "Module map"): no ``afr2.py``, ``*_more.py``, ``breadth.py``,
``*_ext.py`` nor numbered suffixes under ``src/``."""

from __future__ import annotations

import re
from pathlib import Path

import mtgrules

SRC = Path(mtgrules.__file__).resolve().parent

BATCH_NAME = re.compile(
    r"""(^|_)afr(\d+|$|_)   # a set's batch: afr.py, afr2.py, afr_becomes.py, classes_afr.py
      | (^|_)(more|ext|extra|misc|breadth|batch|new|other)(_|$)  # keywords_more, effects_breadth
      | (^|_)(shared\d*|talents)(_|$)  # a teammate's batch, a set's batch of Class cards
      | [a-z]\d+$            # numbered suffixes: templates2, breadth3
    """,
    re.X,
)
"""What a batch-made name looks like."""

KNOWN_BATCH_NAMED = frozenset({
    "oracle/classes_afr.py",
    "oracle/talents.py",
})
"""Sentence-template modules still to be split by CR family (each holds the readers of
several families); this set may only shrink."""


def _modules() -> list[str]:
    return sorted(p.relative_to(SRC).as_posix() for p in SRC.rglob("*.py"))


def test_batch_name_pattern_catches_the_old_names() -> None:
    for bad in ("afr2", "afr", "classes_afr", "afr_becomes", "keywords_more", "keywords_ext",
                "effects_breadth", "breadth", "templates2", "render_more", "statics_more"):
        assert BATCH_NAME.search(bad), bad
    for good in ("keywords_counters", "if_you_do", "combat_restrictions", "x_costs", "dice",
                 "keywords_parameterised", "becomes_creature_type", "handwritten_render"):
        assert not BATCH_NAME.search(good), good


def test_no_module_is_named_like_a_batch() -> None:
    bad = [m for m in _modules() if BATCH_NAME.search(Path(m).stem) and m not in KNOWN_BATCH_NAMED]
    assert not bad, f"modules named after a batch of work, not what they hold: {bad}"


def test_known_batch_named_modules_only_shrink() -> None:
    """An entry of KNOWN_BATCH_NAMED whose module is gone (split or renamed) must leave it."""
    gone = sorted(KNOWN_BATCH_NAMED - set(_modules()))
    assert not gone, f"remove from KNOWN_BATCH_NAMED: {gone}"
