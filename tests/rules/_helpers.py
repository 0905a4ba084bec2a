"""Shared helpers for the Python rules tests (scenario boards driven through Game.apply)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules import Game
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action


def board(body: str) -> Game:
    """A game set up from the scenario YAML ``body`` (players/turn sections)."""
    return build_game(parse_scenario("format: 1\nname: python rules test\n" + body
                                     + "\nexpect: []\n", "<test>"))


def named(game: Game, zone_ids: list[int], card: str) -> int:
    """The single object id in ``zone_ids`` made from ``card``."""
    found = [i for i in zone_ids if game.state.objects[i].card == card]
    assert len(found) == 1, (card, found)
    return found[0]


def option(game: Game, kind: str, *args: object) -> Action:
    """The pending decision's option of ``kind`` whose args start with ``args``."""
    d = game.decision
    assert d is not None
    for o in d.options:
        if o.kind == kind and tuple(o.args[: len(args)]) == args:
            return o
    raise AssertionError(f"no option {kind}{args} in {d.kind}: {d.options}")


def has_option(game: Game, kind: str, *args: object) -> bool:
    d = game.decision
    return d is not None and any(o.kind == kind and tuple(o.args[: len(args)]) == args
                                 for o in d.options)


def pay_auto(game: Game) -> None:
    """Answer mana-payment decisions with the automatic payment."""
    while game.decision is not None and game.decision.kind == "pay_mana":
        game.apply(option(game, "auto"))


def advance(game: Game, until: Callable[[Game], bool], limit: int = 2000) -> None:
    """Pass priority, keep hands and declare no attackers/blockers until ``until(game)``."""
    for _ in range(limit):
        if game.over or until(game):
            return
        d = game.decision
        assert d is not None
        kinds = {o.kind for o in d.options}
        if "pass" in kinds:
            game.apply(Action("pass"))
        elif "keep" in kinds:
            game.apply(Action("keep"))
        elif "done" in kinds:
            game.apply(Action("done"))
        else:
            game.apply(d.options[0])
    raise AssertionError("advance: limit reached")
