"""AFR templates of shared4's batch (:mod:`mtgrules.model.afr4`): ``"that player loses the
game"`` (CR 104.3e), and after ``"When ~ dies, "``: ``"it deals 1 damage to any target."``
(603.10a) and ``"return it to the battlefield tapped under its owner's control with a +1/+1
counter on it."`` (603.6d)."""

from __future__ import annotations

import re

from mtgrules.model import CounterKind, Dies, EventPlayer, MoveTo, ThisObject, You, Zone
from mtgrules.model.damage import ItDealsDamage
from mtgrules.model.effects import DealDamage, Effect, TargetSlot
from mtgrules.model.keyword_abilities import ReturnDiedToBattlefield
from mtgrules.model.player_effects import LoseGame
from mtgrules.model.refs import PlayerRef
from mtgrules.model.triggers import EndOfFirstCombat, RollNatural20, TriggerEvent
from mtgrules.model.turn import AdditionalCombatPhase
from mtgrules.oracle.effects import Slots, _player, _render_player, parse_sentence, render_node

_DIES = (Dies(ThisObject()), Dies(ThisObject(), any_permanent=True))
_RETURN = re.compile(r"return it to the battlefield( tapped)? under its owner's control"
                     r"( with a \+1/\+1 counter on it)?\.")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``[Player] loses the game``, ``Return ~ from your graveyard to your hand`` (no final
    period); None for other sentences."""
    if s == "After this phase, there is an additional combat phase":
        return [AdditionalCombatPhase()]
    if s == "Return ~ from your graveyard to your hand":
        return [MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.GRAVEYARD)]
    if s == "You lose the game":
        return [LoseGame(You())]
    m = re.fullmatch(r"(That player|Target player|Target opponent|Each opponent) loses the "
                     r"game", s)
    if m is None:
        return None
    who: PlayerRef | None = EventPlayer() if m.group(1) == "That player" else \
        _player(m.group(1).lower(), slots)
    return None if who is None else [LoseGame(who)]


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """The effect after ``When ~ dies,`` of this family; None for other text."""
    if event not in _DIES:
        return None
    if rest.startswith("it deals ") and rest.endswith("."):
        got = parse_sentence("~ deals " + rest[len("it deals "):-1], slots)
        if got and len(got) == 1 and isinstance(got[0], DealDamage):
            return (ItDealsDamage(got[0].amount, got[0].to),)
        return None
    m = _RETURN.fullmatch(rest)
    if m:
        return (ReturnDiedToBattlefield(bool(m.group(1)),
                                        CounterKind.P1P1 if m.group(2) else None),)
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` and :func:`parse_trigger_effect`; None for others."""
    match e:
        case AdditionalCombatPhase():
            return "After this phase, there is an additional combat phase"
        case MoveTo(what=ThisObject(), to=Zone.HAND, from_zone=Zone.GRAVEYARD,
                    under_your_control=False):
            return "Return ~ from your graveyard to your hand"
        case LoseGame(who=You()):
            return "You lose the game"
        case LoseGame(who=EventPlayer()):
            return "That player loses the game"
        case LoseGame(who=who):
            p = _render_player(who, targets)
            return f"{p[0].upper()}{p[1:]} loses the game"
        case ItDealsDamage():
            body = render_node(DealDamage(e.amount, e.to), targets)
            if not body.startswith("~ deals "):
                return None
            return "It deals " + body[len("~ deals "):]
        case ReturnDiedToBattlefield():
            if e.counter not in (None, CounterKind.P1P1):
                return None
            return ("Return it to the battlefield" + (" tapped" if e.tapped else "") +
                    " under its owner's control" +
                    (" with a +1/+1 counter on it" if e.counter else ""))
        case _:
            return None


NATURAL_20 = "When you roll a natural 20"


FIRST_COMBAT = "At the end of the first combat phase on your turn"


def parse_event(text: str) -> TriggerEvent | None:
    """``When you roll a natural 20`` (CR 706.2), ``At the end of the first combat phase on
    your turn`` (511.2); None for other trigger conditions."""
    return RollNatural20() if text == NATURAL_20 else EndOfFirstCombat() \
        if text == FIRST_COMBAT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`."""
    return NATURAL_20 if isinstance(e, RollNatural20) else FIRST_COMBAT \
        if isinstance(e, EndOfFirstCombat) else None
