"""Discarding a card (CR 701.9a), with the madness replacement (CR 702.35a): "If a player
would discard this card, that player discards it, but exiles it instead of putting it into
their graveyard", and its trigger "When this card is exiled this way, its owner may cast it
by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
into their graveyard." Every discard (effects, costs, cleanup) goes through
:func:`discard_card`."""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.alt_costs import MadnessCast
from mtgrules.model.spell_costs import SpellCost
from mtgrules.model.triggers import Enters
from mtgrules.rules.graveyard_replacement import enters_instead_of_discard
from mtgrules.rules.zone_change import move
from mtgrules.state.game_state import GameState

MADNESS_CAST = TriggeredAbility(
    "madness:cast", "When this card is exiled this way, its owner may cast it by paying its "
    "madness cost rather than paying its mana cost. If that player doesn't, they put this "
    "card into their graveyard.", event=Enters(), effect=(MadnessCast(),))


def madness_cost(card: CardDef) -> SpellCost | None:
    """The card's madness ability (an alternative cost, CR 702.35a), if it has one
    (computed once per definition)."""
    got = _MADNESS.get(id(card))
    if got is None or got[0] is not card:
        got = (card, next((a for a in card.abilities if isinstance(a, SpellCost)
                           and a.keyword == "madness"), None))
        _MADNESS[id(card)] = got
    return got[1]


_MADNESS: dict[int, tuple[CardDef, SpellCost | None]] = {}


def discard_card(s: GameState, pid: int, oid: int, rule: str = "701.9a",
                 why: str = "", cause: int | None = None) -> int:
    """``pid`` discards card ``oid`` from their hand (CR 701.9a); returns the new object's
    id. It goes to their graveyard, or, for a card with madness, into exile instead
    (CR 702.35a), and its madness trigger triggers. ``why``: appended to the log text.
    ``cause``: the controller of the spell or ability whose effect makes ``pid`` discard
    (None for a rule or a cost): a card with "If a spell or ability an opponent controls
    causes you to discard this card, put it onto the battlefield instead" discarded by an
    opponent's effect enters the battlefield (CR 614.1a)."""
    card = get_card(s.objects[oid].card)
    who = s.players[pid].name
    if enters_instead_of_discard(s, pid, oid, cause):
        new = move(s, oid, "battlefield", controller=pid)
        log_event(s, "discard", "614.1a", f"{who} discards {name_of(s, new)}{why}; it is put "
                  "onto the battlefield instead of into their graveyard", pid, [new])
        return new
    if madness_cost(card) is None:
        new = move(s, oid, "graveyard")
        log_event(s, "discard", rule, f"{who} discards {name_of(s, new)}{why}", pid, [new])
        return new
    new = move(s, oid, "exile")
    log_event(s, "discard", "702.35a", f"{who} discards {name_of(s, new)}{why} into exile "
              "(madness)", pid, [new])
    s.triggered.append({"ability": MADNESS_CAST.key, "source": new, "controller": pid,
                        "event": {"type": "discard", "obj": new, "player": pid}})
    return new
