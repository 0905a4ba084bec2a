"""CR 509.1c: a declaration of blockers must obey the maximum number of requirements that can
be obeyed without disobeying a restriction; CR 506.5: "can't attack/block alone"."""

from __future__ import annotations

from tests.rules._helpers import advance, board, has_option, named, option

from mtgrules import Game
from mtgrules.state.decision import Action


def _to_blocks(g: Game, attackers: list[str]) -> None:
    """Advance to the declare-attackers decision, declare ``attackers`` at Bob, then advance
    to the defending player's declaration."""
    advance(g, lambda gm: gm.decision is not None and gm.decision.kind == "attackers")
    for name in attackers:
        a = named(g, g.state.battlefield, name)
        g.apply(option(g, "attack", a))
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(Action("done"))
    advance(g, lambda gm: gm.decision is not None and gm.decision.kind == "blockers")


def _can_finish(g: Game, kind: str) -> bool:
    """The declaration may be finished: "done" is offered, or it was the only option and the
    declaration finished by itself."""
    d = g.decision
    return d is None or d.kind != kind or has_option(g, "done")


def _game(alice: str, bob: str) -> Game:
    return board(f"players:\n  - name: Alice\n    battlefield: [{alice}]\n"
                 f"  - name: Bob\n    battlefield: [{bob}]\n"
                 "turn: {active: Alice, step: precombat_main}\n")


def test_must_be_blocked_if_able() -> None:
    g = _game("Gaea's Protector", "Grizzly Bears, Hill Giant")
    _to_blocks(g, ["Gaea's Protector"])
    assert not has_option(g, "done")  # one creature must block it
    protector = named(g, g.state.battlefield, "Gaea's Protector")
    g.apply(option(g, "block", named(g, g.state.battlefield, "Hill Giant"), protector))
    assert _can_finish(g, "blockers")


def test_blocks_each_combat_if_able() -> None:
    g = _game("Grizzly Bears", "Iron Golem, Hill Giant")
    _to_blocks(g, ["Grizzly Bears"])
    bears = named(g, g.state.battlefield, "Grizzly Bears")
    assert not has_option(g, "done")
    g.apply(option(g, "block", named(g, g.state.battlefield, "Hill Giant"), bears))
    assert not has_option(g, "done")  # the Golem still has to block
    g.apply(option(g, "block", named(g, g.state.battlefield, "Iron Golem"), bears))
    assert _can_finish(g, "blockers")


def test_requirement_with_menace_needs_a_partner() -> None:
    g = _game("Minion of the Mighty", "Iron Golem, Hill Giant")
    _to_blocks(g, ["Minion of the Mighty"])
    minion = named(g, g.state.battlefield, "Minion of the Mighty")
    golem = named(g, g.state.battlefield, "Iron Golem")
    giant = named(g, g.state.battlefield, "Hill Giant")
    assert not has_option(g, "done")  # the Golem can block only with a second blocker
    g.apply(option(g, "block", golem, minion))
    assert not has_option(g, "done")  # menace (702.111b)
    g.apply(option(g, "block", giant, minion))
    assert _can_finish(g, "blockers")


def test_no_requirement_that_cant_be_obeyed() -> None:
    g = _game("Gaea's Protector", "Iron Golem")
    g.state.objects[named(g, g.state.battlefield, "Iron Golem")].tapped = True
    _to_blocks(g, ["Gaea's Protector"])
    if g.decision is not None and g.decision.kind == "blockers":
        assert has_option(g, "done")  # a tapped creature can't block: nothing is required


def test_cant_attack_alone() -> None:
    g = _game("Bonded Construct, Grizzly Bears", "Hill Giant")
    advance(g, lambda gm: gm.decision is not None and gm.decision.kind == "attackers")
    construct = named(g, g.state.battlefield, "Bonded Construct")
    g.apply(option(g, "attack", construct))
    assert not has_option(g, "done")  # it can't be the only attacker (506.5)
    g.apply(option(g, "attack", named(g, g.state.battlefield, "Grizzly Bears")))
    assert _can_finish(g, "attackers") and len(g.state.combat.attackers) == 2  # type: ignore[union-attr]


def test_lone_creature_that_cant_attack_alone_isnt_offered() -> None:
    g = _game("Bonded Construct", "Hill Giant")
    advance(g, lambda gm: gm.decision is None or gm.decision.kind == "attackers"
            or gm.state.step == "end_of_combat")
    construct = named(g, g.state.battlefield, "Bonded Construct")
    assert not has_option(g, "attack", construct)


def test_the_last_able_blocker_is_offered_no_block_that_breaks_a_requirement() -> None:
    """Gaea's Protector must be blocked if able; Grizzly Bears attacks beside it and Hill Giant
    is the only creature that could block: blocking the Bears would leave a declaration that
    can't be finished (only "reset"), so it is not offered (a heuristic game looped on it)."""
    g = _game("Gaea's Protector, Grizzly Bears", "Hill Giant")
    _to_blocks(g, ["Gaea's Protector", "Grizzly Bears"])
    giant = named(g, g.state.battlefield, "Hill Giant")
    bears = named(g, g.state.battlefield, "Grizzly Bears")
    protector = named(g, g.state.battlefield, "Gaea's Protector")
    assert not has_option(g, "block", giant, bears)
    assert has_option(g, "block", giant, protector) and not has_option(g, "done")
