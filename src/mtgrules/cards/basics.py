"""Basic lands and their intrinsic mana abilities (CR 305.6)."""

from __future__ import annotations

from mtgrules.cards.registry import register_ability
from mtgrules.model import ActivatedAbility, Cost, ManaType
from mtgrules.model.effects import AddMana, FixedMana

BASIC_TYPES: dict[str, str] = {
    "Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G",
}
_ABILITIES: dict[str, ActivatedAbility] = {}


def basic_mana_ability(subtype: str) -> ActivatedAbility:
    """The intrinsic "{T}: Add [mana]" ability of a basic land type (CR 305.6)."""
    a = _ABILITIES.get(subtype)
    if a is None:
        m = BASIC_TYPES[subtype]
        a = ActivatedAbility(f"basic:{subtype}", f"{{T}}: Add {{{m}}}.", cost=Cost(tap=True),
                             effect=(AddMana(FixedMana((ManaType(m),))),), mana_ability=True)
        register_ability(a)
        _ABILITIES[subtype] = a
    return a


for _t in BASIC_TYPES:
    basic_mana_ability(_t)
