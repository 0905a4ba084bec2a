"""CR 506-511: combat steps as seen in the log."""

from __future__ import annotations

from mtgrules.state.decision import Action

from ._helpers import advance, board, named, option


def _steps(g, turn: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [e["step"] for e in g.log if e["event"] == "step" and e["turn"] == turn]


def _done(g, kind: str) -> None:  # type: ignore[no-untyped-def]
    if g.decision is not None and g.decision.kind == kind:
        g.apply(Action("done"))


def test_508_8_no_attackers_skips_declare_blockers_and_damage_steps() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
    battlefield: [Hill Giant]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    advance(g, lambda g: g.decision.kind == "attackers")
    g.apply(Action("done"))
    advance(g, lambda g: g.state.step == "postcombat_main")
    steps = _steps(g, 3)
    assert "declare_attackers" in steps and "end_of_combat" in steps
    assert "declare_blockers" not in steps
    assert "combat_damage" not in steps
    assert any(e["event"] == "no_attackers" and e["rule"] == "508.8" for e in g.log)


def test_510_4_first_strike_adds_a_second_combat_damage_step() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Youthful Knight]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    knight = named(g, g.state.battlefield, "Youthful Knight")
    advance(g, lambda g: g.decision.kind == "attackers")
    g.apply(option(g, "attack", knight, -2))
    _done(g, "attackers")
    advance(g, lambda g: g.state.step == "postcombat_main")
    assert _steps(g, 3).count("combat_damage") == 2
    assert g.state.players[1].life == 18


def test_510_1_no_first_strike_single_combat_damage_step() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    bears = named(g, g.state.battlefield, "Grizzly Bears")
    advance(g, lambda g: g.decision.kind == "attackers")
    g.apply(option(g, "attack", bears, -2))
    _done(g, "attackers")
    advance(g, lambda g: g.state.step == "postcombat_main")
    assert _steps(g, 3).count("combat_damage") == 1
    assert g.state.players[1].life == 18


def test_508_1_attack_options_include_planeswalker_but_not_own_creatures() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Grizzly Bears, Jace Beleren]
  - name: Bob
    battlefield: [Jace Beleren, Hill Giant]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    bob_jace = [i for i in s.battlefield if s.objects[i].card == "Jace Beleren"
                and s.objects[i].controller == 1][0]
    alice_jace = [i for i in s.battlefield if s.objects[i].card == "Jace Beleren"
                  and s.objects[i].controller == 0][0]
    advance(g, lambda g: g.decision.kind == "attackers")
    targets = {a.args[1] for a in g.legal_actions() if a.kind == "attack" and a.args[0] == bears}
    assert targets == {-2, bob_jace}
    assert alice_jace not in targets
