"""Helpers for the multi-face card tests (CR 709-715): casting a card of a zone, and naming
objects by the face that is up."""

from __future__ import annotations

from tests.rules._helpers import option, pay_auto

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action


def ids_of(game: Game, zone_ids: list[int], card: str) -> list[int]:
    """Ids in ``zone_ids`` of objects of ``card`` (a card name or a face key)."""
    return [i for i in zone_ids if game.state.objects[i].card == card]


def only(game: Game, zone_ids: list[int], card: str) -> int:
    found = ids_of(game, zone_ids, card)
    assert len(found) == 1, (card, [game.state.objects[i].card for i in zone_ids])
    return found[0]


def cast(game: Game, oid: int, face: str | None = None, targets: tuple[int, ...] = (),
         x: int | None = None) -> int:
    """Cast ``oid`` (choosing ``face`` when asked), answer X and targets, pay automatically;
    returns the spell's id on the stack."""
    game.apply(option(game, "cast", oid))
    d = game.decision
    assert d is not None
    if face is not None:
        assert d.kind == "choose", d
        game.apply(Action("choose", (face,)))
    if x is not None:
        game.apply(Action("x", (x,)))
    for t in targets:
        game.apply(option(game, "target", t))
    pay_auto(game)
    return game.state.stack[-1]


def resolve(game: Game) -> None:
    """Both players pass: the top of the stack resolves."""
    game.apply(Action("pass"))
    game.apply(Action("pass"))


def chars(game: Game, oid: int) -> tuple[str, int, frozenset[str], frozenset[str]]:
    """(name, mana value, colors, card types) of ``oid`` now."""
    c = characteristics(game.state, oid)
    return (c.name, c.mana_cost.mana_value() if c.mana_cost else 0, c.colors, c.types)


def round_trip(game: Game) -> Game:
    """The game through JSON (validated on load) and a clone: both continue like it."""
    back = Game.from_json(game.to_json())
    assert back.to_json() == game.to_json()
    assert game.clone().to_json() == game.to_json()
    return back
