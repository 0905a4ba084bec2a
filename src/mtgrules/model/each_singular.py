"""Every object of a kind, written in the singular with "each" (CR 608.2h, 611.2c).

- :class:`EachSingular`: "Each creature you control gets +2/+0 until end of turn", "Tap each
  creature you don't control" (the text of an overloaded spell, CR 702.96b), "Destroy each
  creature with mana value 3 or less": the same objects as
  :class:`~mtgrules.model.refs.Each` ("Creatures you control get ...", "Tap all creatures
  ..."), kept apart so the rendering writes the card's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.filters import ObjectFilter  # noqa: F401 (the inherited fields' types,
from mtgrules.model.refs import Each, PlayerRef  # noqa: F401  resolved here by Node's checks)


@dataclass(frozen=True, slots=True)
class EachSingular(Each):
    """An :class:`~mtgrules.model.refs.Each` (every object matching ``filter`` as the effect
    happens, CR 608.2h; for a continuous effect, those affected are fixed then, 611.2c)
    written "each [noun]" in the singular."""
