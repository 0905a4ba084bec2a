"""CR 506.3, 508.4: what a creature put onto the battlefield attacking may attack."""

from __future__ import annotations

from tests.rules._helpers import board, named

from mtgrules.rules.enter_attacking import defender_options, make_attacking
from mtgrules.state.objects import player_ref


def test_outside_combat_nothing_to_attack() -> None:
    g = board("players:\n  - name: Alice\n  - name: Bob\n"
              "turn: {active: Alice, step: precombat_main}\n")
    assert defender_options(g.state, 0) == []  # no combat (506.3)


def test_only_the_attacking_player_and_not_a_noncreature() -> None:
    g = board("players:\n  - name: Alice\n    battlefield: [Grizzly Bears, Mountain]\n"
              "  - name: Bob\n    battlefield: [Ajani Goldmane]\n"
              "turn: {active: Alice, step: declare_attackers}\n")
    s = g.state
    assert s.combat is not None
    walker = named(g, s.battlefield, "Ajani Goldmane")
    assert defender_options(s, 1) == []  # Bob isn't the attacking player (506.3b)
    assert defender_options(s, 0) == [player_ref(1), walker]
    assert not make_attacking(s, named(g, s.battlefield, "Mountain"), player_ref(1))  # 506.3a
    bears = named(g, s.battlefield, "Grizzly Bears")
    assert make_attacking(s, bears, walker)
    assert s.combat.attackers == {bears: walker}
