"""What "the chosen name" forbids (CR 607.2, :class:`~mtgrules.model.as_enters.
ChosenNameRestriction`): Pithing Needle's "Activated abilities of sources with the chosen name
can't be activated unless they're mana abilities." (CR 602.5), Phyrexian Revoker's "... can't
be activated.", Meddling Mage's "Spells with the chosen name can't be cast." (CR 601.2).

The name is the one its permanent's controller chose as it entered (``chosen["as_enters"]``,
CR 614.12a); the restriction applies to every player and to objects in any zone.
"""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.as_enters import ChosenNameRestriction, NamedProhibition
from mtgrules.rules.layers import Characteristics, compute_battlefield
from mtgrules.state.game_state import GameState


def _named(s: GameState, chars: dict[int, Characteristics]
           ) -> tuple[tuple[NamedProhibition, str], ...]:
    out: list[tuple[NamedProhibition, str]] = []
    for oid, c in chars.items():
        for a in c.abilities:
            if not isinstance(a, StaticAbility):
                continue
            for r in a.rules:
                name = s.objects[oid].chosen.get("as_enters")
                if isinstance(r, ChosenNameRestriction) and isinstance(name, str):
                    out.append((r.what, name))
    return tuple(out)


def named_prohibitions(s: GameState) -> tuple[tuple[NamedProhibition, str], ...]:
    """Each (prohibition, chosen name) of the permanents on the battlefield (CR 607.2)."""
    if not s.battlefield:
        return ()
    got = s.cache.get("named_prohibitions")  # (the choices are not characteristics: per
    if got is None:                           # state version, not per layer result)
        got = s.cache["named_prohibitions"] = _named(s, compute_battlefield(s))
    return got


def activation_forbidden(s: GameState, source_name: str, mana_ability: bool) -> bool:
    """Whether an activated ability of a source named ``source_name`` can't be activated
    (CR 602.5: Pithing Needle spares mana abilities, Phyrexian Revoker doesn't)."""
    for what, name in named_prohibitions(s):
        if name == source_name and (what == NamedProhibition.ACTIVATE or (
                what == NamedProhibition.ACTIVATE_NONMANA and not mana_ability)):
            return True
    return False


def cast_forbidden(s: GameState, spell_name: str) -> bool:
    """Whether a spell named ``spell_name`` can't be cast (CR 601.2: Meddling Mage)."""
    return any(what == NamedProhibition.CAST and name == spell_name
               for what, name in named_prohibitions(s))
