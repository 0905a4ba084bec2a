"""The words of the conditions comparing the controller with an opponent
(:mod:`mtgrules.model.comparisons`), read after "If" by :mod:`mtgrules.oracle.history`:
"you have less life than an opponent", "you control fewer creatures / lands than an
opponent", and "you have 5 or less life" (fateful hour, CR 119.1, 608.2c)."""

from __future__ import annotations

from mtgrules.model.base import CardType
from mtgrules.model.comparisons import FewerThanAnOpponent, LessLifeThanAnOpponent, YourLifeAtMost
from mtgrules.model.filters import Filter

COMPARISONS: tuple[tuple[str, LessLifeThanAnOpponent | FewerThanAnOpponent | YourLifeAtMost],
                  ...] = (
    ("you have less life than an opponent", LessLifeThanAnOpponent()),
    *((f"you control fewer {w} than an opponent",
       FewerThanAnOpponent(Filter(types=frozenset({t}))))
      for w, t in (("creatures", CardType.CREATURE), ("lands", CardType.LAND))),
    *((f"you have {n} or less life", YourLifeAtMost(n)) for n in range(1, 21)),  # fateful hour
)
"""(words without "if", condition) of this family."""
