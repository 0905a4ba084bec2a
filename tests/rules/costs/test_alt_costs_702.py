"""Dash (CR 702.109a), evoke (702.74a), warp (702.185a), buyback (702.27a), madness
(702.35a), cumulative upkeep (702.24a) and "You may pay [cost] rather than pay this spell's
mana cost" (118.9), played on real games with compiled cards: mana spent, zones, counters,
the end-step return, sacrifice and exile."""

from __future__ import annotations

from tests.rules._helpers import advance, board, has_option, named, option, pay_auto

from mtgrules import Game


def _cards(g: Game, ids: list[int]) -> list[str]:
    return sorted(g.state.objects[x].card for x in ids)


def _resolve(g: Game) -> None:
    s = g.state
    while s.stack or s.triggered:
        d = g.decision
        assert d is not None
        if d.kind == "pay_mana":
            pay_auto(g)
        elif has_option(g, "pass"):
            g.apply(option(g, "pass"))
        else:
            g.apply(d.options[0])


def _step(g: Game) -> str:
    return str(g.state.step)


def test_dash_gives_haste_and_returns_to_hand_at_end_step() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Alesha's Vanguard]
    battlefield: [Swamp, Swamp, Swamp]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    d = g.decision
    assert d is not None and d.kind == "choose"
    assert has_option(g, "choose", "dash {2}{B}")
    assert not has_option(g, "choose", "mana cost")  # {3}{B} isn't payable with three Swamps
    g.apply(option(g, "choose", "dash {2}{B}"))
    pay_auto(g)
    _resolve(g)
    vanguard = named(g, s.battlefield, "Alesha's Vanguard")
    assert all(s.objects[x].tapped for x in s.battlefield if s.objects[x].card == "Swamp")
    advance(g, lambda g: g.decision is not None and g.decision.kind == "attackers")
    g.apply(option(g, "attack", vanguard))  # haste: it attacks the turn it came
    if has_option(g, "done"):
        g.apply(option(g, "done"))
    advance(g, lambda g: _step(g) == "end" and not g.state.stack and
            "Alesha's Vanguard" in _cards(g, g.state.players[0].hand))
    assert s.players[1].life == 17
    assert _cards(g, s.players[0].hand) == ["Alesha's Vanguard"]
    assert "Alesha's Vanguard" not in _cards(g, s.battlefield)


def test_evoke_sacrifices_it_when_it_enters_after_its_enters_trigger() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Mulldrifter]
    library: [Island, Island, Island]
    battlefield: [Island, Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    g.apply(option(g, "choose", "evoke {2}{U}"))
    pay_auto(g)
    _resolve(g)
    assert _cards(g, s.players[0].graveyard) == ["Mulldrifter"]
    assert _cards(g, s.players[0].hand) == ["Island", "Island"]
    assert any(e["rule"] == "702.74a" for e in s.log)


def test_buyback_returns_the_spell_to_hand() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Fanning the Flames]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    g.apply(option(g, "yes"))  # pay buyback {3}
    g.apply(option(g, "x", 1))
    g.apply(option(g, "target", -2))
    pay_auto(g)
    _resolve(g)
    assert s.players[1].life == 19
    assert _cards(g, s.players[0].hand) == ["Fanning the Flames"]
    assert all(s.objects[x].tapped for x in s.battlefield)  # {1}{R}{R} + {3}


def test_madness_discarded_card_is_cast_for_its_madness_cost() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Big Score, Fiery Temper]
    library: [Island, Island, Island]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    hand = list(s.players[0].hand)
    g.apply(option(g, "cast", named(g, hand, "Big Score")))
    pay_auto(g)  # Fiery Temper is discarded (the only other card): into exile
    assert _cards(g, s.exile) == ["Fiery Temper"]
    d = g.decision
    while d is not None and d.kind != "may":
        g.apply(option(g, "pass") if has_option(g, "pass") else d.options[0])
        d = g.decision
    g.apply(option(g, "yes"))
    g.apply(option(g, "target", -2))
    pay_auto(g)
    _resolve(g)
    assert s.players[1].life == 17
    assert _cards(g, s.players[0].graveyard) == ["Big Score", "Fiery Temper"]
    assert all(s.objects[x].tapped for x in s.battlefield if s.objects[x].card == "Mountain")


def test_madness_declined_goes_to_graveyard() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Big Score, Fiery Temper]
    library: [Island, Island, Island]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", named(g, list(s.players[0].hand), "Big Score")))
    pay_auto(g)
    d = g.decision
    while d is not None and d.kind != "may":
        g.apply(option(g, "pass") if has_option(g, "pass") else d.options[0])
        d = g.decision
    g.apply(option(g, "no"))
    _resolve(g)
    assert s.players[1].life == 20
    assert _cards(g, s.players[0].graveyard) == ["Big Score", "Fiery Temper"]


def _to_step(g: Game, step: str, turn: int) -> None:
    advance(g, lambda g: g.state.turn == turn and str(g.state.step) == step)


def test_cumulative_upkeep_adds_age_counters_and_the_cost_grows() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Illusionary Forces, Island, Island, Island]
    library: [Island, Island, Island, Island]
  - name: Bob
    library: [Island, Island, Island, Island]
turn: {active: Bob, step: end, number: 2}
""")
    s = g.state
    forces = named(g, s.battlefield, "Illusionary Forces")
    advance(g, lambda g: g.decision is not None and g.decision.kind == "may")
    assert s.objects[forces].counters.get("age") == 1
    g.apply(option(g, "yes"))  # pay {U}
    pay_auto(g)
    assert s.objects[forces].zone == "battlefield"
    assert sum(s.objects[x].tapped for x in s.battlefield) == 1
    _to_step(g, "upkeep", 5)
    advance(g, lambda g: g.decision is not None and g.decision.kind == "may")
    assert s.objects[forces].counters.get("age") == 2
    g.apply(option(g, "no"))  # {U}{U} not paid: sacrificed
    advance(g, lambda g: not g.state.stack)
    assert _cards(g, s.players[0].graveyard) == ["Illusionary Forces"]


def test_suspend_exiles_with_time_counters_then_casts_it_free() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Rift Bolt]
    library: [Island, Island, Island, Island]
    battlefield: [Mountain]
  - name: Bob
    library: [Island, Island, Island, Island]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bolt = s.players[0].hand[0]
    actions = [o for o in g.decision.options if o.kind == "activate" and o.args[0] == bolt]
    assert len(actions) == 1
    assert not has_option(g, "cast", bolt)  # {2}{R} with one Mountain
    g.apply(actions[0])
    pay_auto(g)
    exiled = named(g, s.exile, "Rift Bolt")
    assert s.objects[exiled].counters == {"time": 1}
    assert not s.stack  # a special action: it doesn't use the stack
    _to_step(g, "upkeep", 5)
    advance(g, lambda g: g.decision is not None and g.decision.kind == "may")
    g.apply(option(g, "yes"))
    g.apply(option(g, "target", -2))
    _resolve(g)
    assert s.players[1].life == 17
    assert _cards(g, s.players[0].graveyard) == ["Rift Bolt"]
    assert not s.objects[s.battlefield[0]].tapped  # cast without paying its mana cost


def test_warp_exiles_at_end_step_then_castable_from_exile_on_a_later_turn() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Weftstalker Ardent]
    library: [Island, Island, Island, Island]
    battlefield: [Mountain, Mountain, Mountain]
  - name: Bob
    library: [Island, Island, Island, Island]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    g.apply(option(g, "choose", "warp {R}"))
    pay_auto(g)
    _resolve(g)
    assert "Weftstalker Ardent" in _cards(g, s.battlefield)
    assert sum(s.objects[x].tapped for x in s.battlefield) == 1  # {R} paid
    advance(g, lambda g: g.state.turn == 4)
    exiled = named(g, s.exile, "Weftstalker Ardent")
    assert "Weftstalker Ardent" not in _cards(g, s.battlefield)
    advance(g, lambda g: g.state.turn == 5 and str(g.state.step) == "precombat_main")
    assert has_option(g, "cast", exiled)  # a later turn: cast from exile
    g.apply(option(g, "cast", exiled))
    pay_auto(g)  # warp only from the hand: its mana cost {2}{R}, no choice
    _resolve(g)
    assert "Weftstalker Ardent" in _cards(g, s.battlefield)
    assert all(s.objects[x].tapped for x in s.battlefield if s.objects[x].card == "Mountain")


def test_warped_card_is_not_castable_from_exile_the_same_turn() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Weftstalker Ardent]
    library: [Island, Island, Island, Island]
    battlefield: [Mountain, Mountain, Mountain, Mountain]
  - name: Bob
    library: [Island, Island, Island, Island]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    g.apply(option(g, "choose", "warp {R}"))
    pay_auto(g)
    _resolve(g)
    advance(g, lambda g: bool(g.state.exile))
    exiled = s.exile[0]
    advance(g, lambda g: g.decision is not None and g.decision.kind == "priority"
            and g.decision.player == 0)
    assert g.state.turn == 3 and not has_option(g, "cast", exiled)


def test_alternative_cost_without_a_keyword() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Bringer of the Blue Dawn]
    battlefield: [Plains, Island, Swamp, Mountain, Forest]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    assert not has_option(g, "choose", "mana cost")  # {7}{U}{U}: five lands
    g.apply(option(g, "choose", "alternative cost {W}{U}{B}{R}{G}"))
    pay_auto(g)
    _resolve(g)
    assert "Bringer of the Blue Dawn" in _cards(g, s.battlefield)
    assert all(s.objects[x].tapped for x in s.battlefield
               if s.objects[x].card != "Bringer of the Blue Dawn")
