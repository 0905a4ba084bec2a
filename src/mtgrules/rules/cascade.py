"""Abilities of a spell that trigger when it is cast (CR 601.2i, 603.2, 113.6b): cascade
(702.85a) and storm (702.40a) are "When you cast this spell, ..." and function only while the
spell is on the stack, where the battlefield's trigger index (:mod:`mtgrules.rules.triggers`)
never looks.

:func:`cast_triggers` is a rule trigger hook (installed by :mod:`mtgrules.wiring` in
:data:`mtgrules.rules.triggers.RULE_TRIGGERS`): on a ``cast`` event it reads the spell's
current abilities, but only for a card whose definition has such an ability (looked up once
per definition), so no other cast costs more than a dictionary lookup.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.cascade import CastThisSpell
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState

_HAS: dict[str, bool] = {}


def _has_cast_trigger(name: str) -> bool:
    """Whether card ``name``'s definition has a "When you cast this spell" ability."""
    got = _HAS.get(name)
    if got is None:
        card: CardDef = get_card(name)
        got = any(isinstance(a, TriggeredAbility) and isinstance(a.event, CastThisSpell)
                  for a in card.abilities)
        _HAS[name] = got
    return got


def cast_triggers(s: GameState, ev: dict[str, Any]) -> list[dict[str, Any]]:
    """The ``state.triggered`` records a ``cast`` event triggers among the cast spell's own
    "When you cast this spell" abilities (CR 603.2; each instance of cascade separately,
    702.85c). Each record's event carries the spell's mana value as it was cast
    (``mana_value``, with X, CR 202.3e), which cascade compares with (702.85a, 113.7a), and
    the number of other spells cast before it this turn (``spells_before``), storm's count
    (702.40a)."""
    if ev["type"] != "cast":
        return []
    oid = ev["obj"]
    o = s.objects.get(oid)
    if o is None or o.zone != "stack" or o.kind != "card" or \
            not _has_cast_trigger(o.card):
        return []
    c = characteristics(s, oid)
    mv = c.mana_cost.mana_value(o.x) if c.mana_cost else 0
    # storm counts the other spells cast before it this turn (CR 702.40a), this one excluded
    before = sum(p.spells_cast_this_turn for p in s.players) - 1
    return [{"ability": a.key, "source": oid, "controller": ev["player"],
             "event": {**ev, "mana_value": mv, "spells_before": max(before, 0)}}
            for a in c.abilities
            if isinstance(a, TriggeredAbility) and isinstance(a.event, CastThisSpell)]
