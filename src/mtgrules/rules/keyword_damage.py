"""Keyword abilities that change the result of damage (CR 120.3), read by
:func:`mtgrules.rules.actions.deal_damage`.

- Infect (CR 702.90b-c): damage to a player gives that player that many poison counters
  instead of causing life loss; damage to a creature puts that many -1/-1 counters on it
  instead of being marked.
- Wither (CR 702.80b): damage to a creature puts that many -1/-1 counters on it instead.
- Toxic N (CR 702.164c): a player dealt combat damage by the creature also gets N poison
  counters (in addition to the damage's other results).
"""

from __future__ import annotations

from mtgrules.cards.registry import get_ability
from mtgrules.log import log_event
from mtgrules.model.abilities import Keyword
from mtgrules.model.base import KeywordName
from mtgrules.rules.counters import add_counters
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState

RESULT_KEYWORDS = frozenset({"infect", "wither"})
"""Keywords that replace how damage to a creature is dealt out."""


def give_poison(s: GameState, player: int, n: int, rule: str, source: int) -> None:
    """``player`` gets ``n`` poison counters (CR 122.1f); ten or more loses (704.5c)."""
    if n <= 0:
        return
    p = s.players[player]
    p.poison += n
    log_event(s, "poison", rule, f"{p.name} gets {n} poison counter{'s' if n != 1 else ''} "
              f"(poison {p.poison})", player, [source], amount=n)


def infect_to_player(s: GameState, keywords: frozenset[str], player: int, amount: int,
                     source: int) -> bool:
    """Infect's result of damage to a player (CR 702.90b): poison counters instead of life
    loss. True if it applied (the caller then causes no life loss)."""
    if "infect" not in keywords:
        return False
    give_poison(s, player, amount, "702.90b", source)
    return True


def toxic_to_player(s: GameState, source: int, player: int) -> None:
    """Toxic (CR 702.164c): combat damage to a player by a creature with toxic also gives
    that player poison counters equal to its total toxic value (702.164b)."""
    o = s.objects[source]
    if o.zone == "battlefield":
        abilities = characteristics(s, source).abilities
    else:
        abilities = tuple(get_ability(k) for k in (o.lki or {}).get("abilities", ()))
    total = sum(a.n or 0 for a in abilities
                if isinstance(a, Keyword) and a.name is KeywordName.TOXIC)
    give_poison(s, player, total, "702.164c", source)


def counters_instead(s: GameState, keywords: frozenset[str], target: int, amount: int) -> bool:
    """Infect's and wither's result of damage to a creature (CR 702.90c, 702.80b): that many
    -1/-1 counters instead of marked damage. True if it applied."""
    if not keywords & RESULT_KEYWORDS:
        return False
    add_counters(s, target, "-1/-1", amount, "702.90c" if "infect" in keywords else "702.80b")
    return True
