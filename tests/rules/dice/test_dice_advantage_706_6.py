"""Rolling with an additional die and ignoring the lowest (CR 614.1a, 706.6): Pixie Guide and
Barbarian Class; Farideh's "if any of those results was 10 or higher" (CR 706.2)."""

from __future__ import annotations

from tests.rules._helpers import board, named, pay_auto

from mtgrules import Game
from mtgrules.state.decision import Action


def _cast_contact_other_plane(seed: int, permanents: str) -> Game:
    g = board(f"""
seed: {seed}
players:
  - name: Alice
    battlefield: [{permanents}, Island, Island, Island, Island]
    hand: [Contact Other Plane]
    library: [Island, Island, Island, Island, Island, Island, Island, Island]
  - name: Bob
turn: {{active: Alice, step: precombat_main, number: 3}}
""")
    card = named(g, g.state.players[0].hand, "Contact Other Plane")
    g.apply(next(o for o in g.legal_actions() if o.kind == "cast" and o.args[0] == card))
    pay_auto(g)
    for _ in range(40):  # resolve, answering scry/targets with the first option
        d = g.decision
        if d is None or (d.kind == "priority" and not g.state.stack):
            break
        g.apply(Action("pass") if d.kind == "priority" else d.options[0])
    return g


def _roll_events(g: Game) -> tuple[list[dict], list[dict]]:
    return ([e for e in g.log if e["event"] == "roll"],
            [e for e in g.log if e["event"] == "roll_ignored"])


def test_706_6_pixie_guide_rolls_two_and_keeps_the_highest() -> None:
    for seed in range(8):
        g = _cast_contact_other_plane(seed, "Pixie Guide")
        rolls, ignored = _roll_events(g)
        assert len(rolls) == 1 and len(ignored) == 1
        assert len(ignored[0]["rolls"]) == 2
        assert rolls[0]["result"] == max(ignored[0]["rolls"])


def test_706_6_two_advantage_effects_roll_three_ignore_two() -> None:
    g = _cast_contact_other_plane(3, "Pixie Guide, Barbarian Class")
    rolls, ignored = _roll_events(g)
    assert len(ignored[0]["rolls"]) == 3 and rolls[0]["result"] == max(ignored[0]["rolls"])


def test_706_2_without_an_effect_one_die_and_the_same_result_as_before() -> None:
    plain = _cast_contact_other_plane(5, "Grizzly Bears")
    rolls, ignored = _roll_events(plain)
    assert len(rolls) == 1 and not ignored
    with_guide = _cast_contact_other_plane(5, "Pixie Guide")
    # the first die is the same roll (same seed); the extra die can only raise the result
    assert _roll_events(with_guide)[0][0]["result"] >= rolls[0]["result"]


def test_706_2_farideh_draws_only_if_a_result_was_10_or_higher() -> None:
    seen = set()
    for seed in range(30):
        g = _cast_contact_other_plane(seed, '"Farideh, Devil\'s Chosen"')
        result = _roll_events(g)[0][0]["result"]
        farideh = named(g, g.state.battlefield, "Farideh, Devil's Chosen")
        drew = sum(1 for e in g.log if e["event"] == "draw"
                   and farideh in (e.get("objects") or []))
        hand = len(g.state.players[0].hand)
        table = 2 if result <= 9 else 2 if result <= 19 else 3  # Contact Other Plane's draws
        assert hand == table + (1 if result >= 10 else 0), (seed, result, hand, drew)
        seen.add(result >= 10)
        if seen == {True, False}:
            break
    assert seen == {True, False}
