"""CR 603: triggered abilities — APNAP order, trigger ordering decisions, 603.3d."""

from __future__ import annotations

from mtgrules.state.decision import Action

from ._helpers import advance, board, named, option

HANGARBACKS = """
players:
  - name: Alice
    battlefield: [{card: Hangarback Walker, counters: {"+1/+1": 1}}]
  - name: Bob
    battlefield: [{card: Hangarback Walker, counters: {"+1/+1": 1}}]
turn: {active: Alice, step: precombat_main, number: 3}
"""


def _done(g, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Finish a declaration unless the engine already finished it (only "done" was left)."""
    if g.decision is not None and g.decision.kind == kind:
        g.apply(Action("done"))


def _trade(g) -> None:  # type: ignore[no-untyped-def]
    s = g.state
    mine = [i for i in s.battlefield if s.objects[i].controller == 0][0]
    theirs = [i for i in s.battlefield if s.objects[i].controller == 1][0]
    advance(g, lambda g: g.decision.kind == "attackers")
    g.apply(option(g, "attack", mine, -2))
    _done(g, "attackers")
    advance(g, lambda g: g.decision.kind == "blockers")
    g.apply(option(g, "block", theirs, mine))
    _done(g, "blockers")
    advance(g, lambda g: len(g.state.stack) == 2)


def test_603_3b_apnap_active_players_trigger_goes_on_stack_first() -> None:
    g = board(HANGARBACKS)
    _trade(g)
    s = g.state
    bottom, top = s.stack
    assert s.objects[bottom].controller == 0   # Alice (active) put hers first
    assert s.objects[top].controller == 1      # Bob's is on top and resolves first
    assert g.decision is not None and g.decision.player == 0


def test_603_3b_apnap_nonactive_players_trigger_resolves_first() -> None:
    g = board(HANGARBACKS)
    _trade(g)
    advance(g, lambda g: not g.state.stack)
    tokens = [e for e in g.log if e["event"] == "create_token"]
    assert [e["player"] for e in tokens] == ["Bob", "Alice"]
    s = g.state
    for pid in (0, 1):
        assert [s.objects[i].card for i in s.battlefield
                if s.objects[i].controller == pid] == ["Thopter"]


def test_603_3b_controller_orders_own_simultaneous_triggers() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [{card: History of Benalia, counters: {lore: 2}},
                  {card: History of Benalia, counters: {lore: 1}}]
    library: [Island]
  - name: Bob
turn: {active: Alice, step: draw, number: 3}
""")
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    d = g.decision
    assert d is not None and d.kind == "trigger_order" and d.player == 0
    assert len(d.options) == 2
    assert any(e["event"] == "counters" and e["rule"] == "714.3b" for e in g.log)


def test_603_3d_trigger_without_legal_target_is_removed() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Fervent Champion]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    champ = named(g, s.battlefield, "Fervent Champion")
    advance(g, lambda g: g.decision.kind == "attackers")
    g.apply(option(g, "attack", champ, -2))
    _done(g, "attackers")
    assert s.stack == []
    assert any(e["event"] == "trigger_removed" and e["rule"] == "603.3d" for e in g.log)
    advance(g, lambda g: g.state.step == "end_of_combat")
    assert s.players[1].life == 19
