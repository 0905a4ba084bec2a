"""Attachment legality (CR 301.5, 303.4, 701.3): can this Aura or Equipment be attached to this
object?

One function, :func:`can_attach`, answers it for every caller: the attach effect and equip
(701.3b: an attachment that can't be attached doesn't move), an Aura spell resolving (303.4f,
608.3), and the state-based actions that put an illegally attached Aura into its owner's
graveyard (704.5m) and unattach an illegally attached Equipment (704.5n).

The rules checked, in order:

- the object must be a permanent on the battlefield (an Equipment can't equip a player, 704.5n;
  Auras enchanting players are not in the engine yet);
- nothing is attached to itself (301.5c, 303.4d);
- an Aura that is also a creature can't enchant anything (303.4d); the Aura's enchant ability
  defines what it may enchant (303.4a, 303.4c);
- an Equipment equips only creatures (301.5), and an Equipment that is also a creature can't
  equip anything (301.5c; reconfigure is not in the engine);
- an object that is neither an Aura nor an Equipment can't be attached (701.3b, 704.5p);
- then each restriction in :data:`RESTRICTIONS`: rules that forbid a particular attachment
  ("can't be enchanted/equipped by", protection 702.16c-d) register themselves there.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.registry import get_card
from mtgrules.rules import protection
from mtgrules.rules.casting import spell_targets
from mtgrules.rules.layers import Characteristics, compute_battlefield, matches
from mtgrules.state.game_state import GameState

Restriction = Callable[[GameState, int, int, dict[int, Characteristics]], bool]
"""``(state, attachment id, object id, battlefield characteristics) -> allowed?``"""

RESTRICTIONS: list[Restriction] = [protection.attach_restriction]
"""Further restrictions on attachments (e.g. protection, CR 702.16c-d): each returns False to
forbid attaching the attachment to the object. Appended to at import by the module that
implements the rule."""


def attachment_kind(c: Characteristics) -> str | None:
    """``"Aura"``, ``"Equipment"`` or None: what kind of attachment these characteristics
    make (CR 303.4, 301.5)."""
    if "Aura" in c.subtypes:
        return "Aura"
    if "Equipment" in c.subtypes:
        return "Equipment"
    return None


def can_attach(s: GameState, attachment: int, target: int,
               chars: dict[int, Characteristics] | None = None) -> bool:
    """Whether the permanent ``attachment`` (an Aura or Equipment on the battlefield) could be
    attached to ``target`` (an object id; a player reference, negative, is never legal yet)
    by the rules listed in the module doc (CR 301.5, 303.4, 701.3a).

    ``chars``: the battlefield's computed characteristics if the caller has them (else they are
    computed). Never raises for unknown ids: an object that isn't on the battlefield is simply
    not a legal attachment."""
    if target <= 0 or target == attachment:
        return False
    if chars is None:
        chars = compute_battlefield(s)
    a, t = chars.get(attachment), chars.get(target)
    if a is None or t is None:
        return False
    kind = attachment_kind(a)
    if kind == "Aura":
        if "Creature" in a.types or not enchant_allows(s, attachment, target, a, t):
            return False
    elif kind == "Equipment":
        if "Creature" in a.types or "Creature" not in t.types:
            return False
    else:
        return False
    return all(r(s, attachment, target, chars) for r in RESTRICTIONS)


def enchant_allows(s: GameState, aura: int, target: int, a: Characteristics,
                   t: Characteristics) -> bool:
    """The Aura's enchant ability allows ``target`` (CR 303.4a, 702.5a): ``a`` and ``t`` are
    the Aura's and the object's characteristics."""
    specs = spell_targets(get_card(s.objects[aura].card))
    if not specs:
        return True
    return matches(s, target, t, specs[0].filter, a.controller, aura)
