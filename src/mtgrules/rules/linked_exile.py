"""Cards exiled with a source (CR 607.2a): ``s.extra["exiled_with"]`` maps a source's id (a
string: the state is JSON) to the ids of the cards its abilities exiled (recorded by
:func:`link_exiled`); a card that left exile is a new object (400.7) and no longer counts.

An ability that exiles cards links them to its source when the source also has an ability
referring to "the exiled card(s)" (:func:`refers_to_exiled_cards`, CR 607.2a): Oblivion Ring's
enters trigger and its leaves-the-battlefield trigger. The link is to the source *object*:
if it left the battlefield before its exiling ability resolved, the card is linked to an
object that no longer exists and nothing ever returns it (607.2a, 400.7)."""

from __future__ import annotations

from functools import lru_cache

from mtgrules.cards.registry import get_ability, get_card
from mtgrules.model.base import walk
from mtgrules.model.refs import ExiledCards
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState


def link_exiled(s: GameState, source: int, card: int) -> None:
    """Record that ``source``'s ability exiled ``card`` (CR 607.2a)."""
    s.extra.setdefault("exiled_with", {}).setdefault(str(source), []).append(card)


def exiled_with(s: GameState, source: int) -> list[int]:
    """The cards exiled with ``source`` that are still in exile."""
    got = (s.extra.get("exiled_with") or {}).get(str(source), ())
    return [c for c in got if c in s.objects and s.objects[c].zone == "exile"]


@lru_cache(maxsize=4096)
def _refers(key: str) -> bool:
    return any(isinstance(n, ExiledCards) for n in walk(get_ability(key)))


def refers_to_exiled_cards(s: GameState, source: int) -> bool:
    """Whether object ``source`` has an ability naming "the exiled card(s)" (CR 607.2a), so
    the cards its abilities exile are linked to it: its abilities on the battlefield (a copy
    acquires the linked pair together, 607.5), as it last existed there once it has left
    (its last known information, 608.2h), else its card's printed abilities. False for an
    unknown id. Every exiling ability of such an object links: the cards read have a
    single one."""
    o = s.objects.get(source)
    if o is None:
        return False
    if o.zone == "battlefield":
        keys = [a.key for a in characteristics(s, source).abilities]
    elif o.lki and "abilities" in o.lki:
        keys = list(o.lki["abilities"])
    else:
        keys = [a.key for a in get_card(o.card).abilities]
    return any(_refers(k) for k in keys if k)
