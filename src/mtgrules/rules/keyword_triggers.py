"""The game events, conditions and amounts of triggered keyword abilities (CR 702), for the
trigger framework of :mod:`mtgrules.rules.triggers`.

Events emitted by combat (:mod:`mtgrules.rules.keyword_combat_events`):

- ``attacks_alone`` (CR 506.5): the only creature declared as an attacker (exalted,
  702.83a);
- ``attacks_with_others``: each attacker declared with others, with their number
  (battalion, CR 207.2c: "Whenever ~ and at least two other creatures attack");
- ``blocks_or_blocked`` (CR 509.3c-d): once for each creature that blocks, once for each
  attacking creature that becomes blocked (bushido 702.45a, rampage 702.23a, afflict
  702.130a), with the defending player;
- the ``blocks`` event of each blocking pair (flanking 702.25a, CR 509.3f).
"""

from __future__ import annotations

from typing import Any

from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.keyword_abilities import (
    AttacksAlone,
    AttacksOrBlocks,
    AttacksWithOthers,
    BecomesBlockedByCreatureWithout,
    BlocksOrBecomesBlocked,
    HadNoCounters,
)
from mtgrules.model.refs import Each
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.state.game_state import GameState

KeywordEvent = (AttacksAlone | BlocksOrBecomesBlocked | BecomesBlockedByCreatureWithout
                | AttacksOrBlocks | AttacksWithOthers)

EVENT_TYPES: dict[type, str] = {
    AttacksAlone: "attacks_alone", BlocksOrBecomesBlocked: "blocks_or_blocked",
    AttacksWithOthers: "attacks_with_others",
    BecomesBlockedByCreatureWithout: "blocks", AttacksOrBlocks: "attacks_or_blocks",
}
"""The ``emit`` event type each keyword trigger event waits for."""


def matches_keyword_event(s: GameState, e: KeywordEvent, src: int, ctrl: int,
                          ev: dict[str, Any]) -> bool:
    """Whether game event ``ev`` (of the type :data:`EVENT_TYPES` gives) triggers ``e`` on
    ``src`` controlled by ``ctrl``."""
    match e:
        case AttacksAlone(what=what):
            if isinstance(what, Each):
                chars = compute_battlefield(s)
                obj = ev["obj"]
                return obj in chars and matches(s, obj, chars[obj], what.filter, ctrl, src)
            return bool(ev["obj"] == src)
        case AttacksOrBlocks():  # CR 508.3a, 509.3c
            return bool(ev["obj"] == src)
        case AttacksWithOthers(others=n):
            return bool(ev["obj"] == src and ev["others"] >= n)
        case BlocksOrBecomesBlocked(blocks=blocks, becomes_blocked=blocked):
            role_ok = blocks if ev["role"] == "blocks" else blocked
            return bool(ev["obj"] == src and role_ok)
        case BecomesBlockedByCreatureWithout(keyword=kw):
            if ev.get("attacker") != src:
                return False
            b = ev["obj"]
            return b in s.objects and not any(
                isinstance(x, TriggeredAbility) and x.keyword_tag is not None
                and x.keyword_tag.name is kw for x in characteristics(s, b).abilities)


def had_no_counters(s: GameState, cond: HadNoCounters, source: int) -> bool:
    """``cond`` judged on ``source``: as it last existed on the battlefield if it left
    (CR 603.10a), else as it is."""
    o = s.objects.get(source)
    if o is None:
        return False
    counters = o.counters if o.zone == "battlefield" else (o.lki or {}).get("counters", {})
    return not counters.get(cond.counter.value, 0)


def note_upkeep(s: GameState) -> None:
    """At the beginning of the active player's upkeep, before its triggers: each permanent
    they control that came under their control since the beginning of their last upkeep is
    marked due this turn (echo, CR 702.30a); every permanent they control is then marked as
    having seen their upkeep."""
    chars = compute_battlefield(s)
    for oid in s.battlefield:
        c = chars[oid]
        if c.controller != s.active:
            continue
        o = s.objects[oid]
        if o.chosen.get("upkept") != c.controller:
            o.chosen["echo_due"] = s.turn
        o.chosen["upkept"] = c.controller


def echo_due(s: GameState, source: int) -> bool:
    """"this permanent came under your control since the beginning of your last upkeep"
    (CR 702.30a), as marked by :func:`note_upkeep` this turn."""
    o = s.objects.get(source)
    return o is not None and o.zone == "battlefield" and o.chosen.get("echo_due") == s.turn
