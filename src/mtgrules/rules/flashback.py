"""Flashback (CR 702.34a): "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
flashback cost was paid, exile this card instead of putting it anywhere else any time it would
leave the stack."

A flashback cost is an alternative cost (:class:`~mtgrules.model.SpellCost` with the
condition :attr:`~mtgrules.model.SpellCostCondition.FROM_GRAVEYARD`); casting with it follows
the alternative-cost steps of :mod:`mtgrules.rules.spell_costs` (601.2b, 601.2f-h). This
module holds what only flashback needs:

- which cards in a player's graveyard may be cast (:func:`graveyard_castable`): instants and
  sorceries with a printed flashback cost, or one an effect gave them until end of turn
  ("target instant or sorcery card in your graveyard gains flashback until end of turn. The
  flashback cost is equal to its mana cost.", :func:`grant`);
- the flashback costs of a card (:func:`flashback_costs`);
- the replacement of where the spell goes as it leaves the stack (:func:`leaving_stack`,
  614.1a), keyed on ``chosen["flashback"]``, set as the cost is announced.

A granted flashback is kept in ``s.extra["flashback_grants"]`` (entries ``{"obj", "turn"}``):
it lasts that turn only (514.2) and only while the card stays in the graveyard (a card that
leaves becomes a new object, CR 400.7, so its id no longer matches).
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.model.costs import Cost
from mtgrules.model.spell_costs import SpellCost, SpellCostCondition, SpellCostKind
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

GRANTED_KEY = "flashback:granted"
"""The key of a flashback cost an effect gave a card (its cost is the card's mana cost)."""

_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


def printed_flashback(card: CardDef) -> tuple[SpellCost, ...]:
    """The flashback costs printed on ``card`` (computed once per definition)."""
    got = _PRINTED.get(id(card))
    if got is None or got[0] is not card:
        got = (card, tuple(a for a in card.abilities if isinstance(a, SpellCost)
                           and a.condition is SpellCostCondition.FROM_GRAVEYARD))
        _PRINTED[id(card)] = got
    return got[1]


_PRINTED: dict[int, tuple[CardDef, tuple[SpellCost, ...]]] = {}


def _granted_holds(s: GameState, oid: int) -> bool:
    return any(g["obj"] == oid and g["turn"] == s.turn
               for g in s.extra.get("flashback_grants", ()))


def granted_cost(card: CardDef) -> SpellCost | None:
    """The flashback cost "equal to its mana cost" an effect gives ``card`` (None for a card
    without a mana cost, CR 202.1b: it can't be paid)."""
    if card.mana_cost is None or not card.mana_cost.symbols:
        return None
    return SpellCost(GRANTED_KEY, "Flashback", kind=SpellCostKind.ALTERNATIVE,
                     cost=Cost(mana=card.mana_cost), keyword="flashback",
                     condition=SpellCostCondition.FROM_GRAVEYARD)


def flashback_costs(s: GameState, oid: int, card: CardDef) -> tuple[SpellCost, ...]:
    """The flashback costs card or spell ``oid`` (definition ``card``) has now: those printed
    on it, then one an effect gave it this turn (CR 702.34a)."""
    printed = printed_flashback(card)
    if "flashback_grants" not in s.extra or not _granted_holds(s, oid):
        return printed
    g = granted_cost(card)
    return printed if g is None else (*printed, g)


def graveyard_castable(s: GameState, player: int) -> list[int]:
    """Cards in ``player``'s graveyard they may cast with flashback: instant and sorcery
    cards with a flashback cost (CR 702.34a)."""
    gy = s.players[player].graveyard
    if not gy:
        return []
    # a card in a graveyard never changes in place: the same objects and grants give the same
    # answer (reused across touch())
    grants = tuple((g["obj"], g["turn"]) for g in s.extra.get("flashback_grants", ()))
    key = (tuple(gy), grants, s.turn)
    m = s.memo.get(("flashback", player))
    if m is not None and m[0] == key:
        return list(m[1])
    out = []
    objects = s.objects
    for oid in gy:
        card = get_card(objects[oid].card)
        if _SPELL_TYPES & set(card.type_line.types) and flashback_costs(s, oid, card):
            out.append(oid)
    s.memo[("flashback", player)] = (key, tuple(out))
    return out


def grant(s: GameState, oid: int, controller: int) -> None:
    """Card ``oid`` (in a graveyard) gains flashback until end of turn, its flashback cost
    equal to its mana cost (CR 702.34a, 611.2a)."""
    s.extra["flashback_grants"] = [
        *(g for g in s.extra.get("flashback_grants", ()) if g["turn"] == s.turn),
        {"obj": oid, "turn": s.turn}]
    s.touch()
    log_event(s, "flashback", "702.34a", f"{name_of(s, oid)} gains flashback until end of "
              "turn (its flashback cost is its mana cost)", controller, [oid])


def carry_grant(s: GameState, card: int, spell: int) -> None:
    """Card ``card`` was put on the stack as ``spell`` (CR 601.2a): a flashback it was given
    this turn is the spell's while it is being cast (its cost is announced from the stack,
    601.2b)."""
    if "flashback_grants" in s.extra and _granted_holds(s, card):
        s.extra["flashback_grants"] = [*s.extra["flashback_grants"],
                                       {"obj": spell, "turn": s.turn}]


def leaving_stack(s: GameState, old: GameObject, to: str) -> str:
    """Where a spell whose flashback cost was paid goes as it leaves the stack: exile
    instead of anywhere else (CR 702.34a, a replacement effect, 614.1a)."""
    if to != "exile" and old.chosen.get("flashback"):
        log_event(s, "replacement", "702.34a", f"{name_of(s, old.id)} is exiled instead "
                  f"of going to its owner's {to} (flashback)", old.controller, [old.id])
        return "exile"
    return to


def note_paid(o: GameObject, sc: SpellCost) -> None:
    """Spell ``o`` keeps that its flashback cost was paid (CR 702.34a) when the alternative
    cost ``sc`` chosen for it is one."""
    if sc.condition is SpellCostCondition.FROM_GRAVEYARD:
        o.chosen["flashback"] = True
