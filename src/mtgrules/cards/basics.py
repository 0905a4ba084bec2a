"""Basic lands and their intrinsic mana abilities (CR 305.6).

Building them registers nothing: the composition root (:mod:`mtgrules.wiring`) puts
:func:`basic_mana_abilities` in the ability registry.
"""

from __future__ import annotations

from mtgrules.model import ActivatedAbility, Cost, ManaType
from mtgrules.model.effects import AddMana, FixedMana

BASIC_TYPES: dict[str, str] = {
    "Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G",
}
_ABILITIES: dict[str, ActivatedAbility] = {
    subtype: ActivatedAbility(f"basic:{subtype}", f"{{T}}: Add {{{m}}}.", cost=Cost(tap=True),
                              effect=(AddMana(FixedMana((ManaType(m),))),), mana_ability=True)
    for subtype, m in BASIC_TYPES.items()
}


def basic_mana_ability(subtype: str) -> ActivatedAbility:
    """The intrinsic "{T}: Add [mana]" ability of a basic land type (CR 305.6). Raises
    KeyError for a subtype that is not a basic land type."""
    return _ABILITIES[subtype]


def basic_mana_abilities() -> tuple[ActivatedAbility, ...]:
    """The five intrinsic mana abilities, for the ability registry."""
    return tuple(_ABILITIES.values())
