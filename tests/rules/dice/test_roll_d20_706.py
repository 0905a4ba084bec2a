"""Rolling a d20 with a results table (CR 706.2, 706.3a): the result picks the row."""

from __future__ import annotations

from tests.rules._helpers import board

from mtgrules import Game
from mtgrules.state.decision import Action


def _attack_with_shepherd(seed: int) -> Game:
    g = board(f"""
seed: {seed}
players:
  - name: Alice
    battlefield: [Sylvan Shepherd]
  - name: Bob
turn: {{active: Alice, step: precombat_main}}
""")
    while g.decision is not None and g.decision.kind != "attackers":
        g.apply(Action("pass"))
    shepherd = g.state.battlefield[0]
    g.apply(next(o for o in g.legal_actions() if o.kind == "attack" and o.args[0] == shepherd))
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(Action("done"))
    while g.decision is not None and g.state.step != "end_of_combat":
        d = g.decision
        g.apply(Action("pass") if d.kind == "priority" else
                next((o for o in d.options if o.kind in ("done", "keep")), d.options[0]))
    return g


def _rolled(g: Game) -> int:
    rolls = [e for e in g.log if e["event"] == "roll"]
    assert len(rolls) == 1 and rolls[0]["rule"] == "706.2"
    return int(rolls[0]["result"])


def test_706_3a_the_result_picks_the_row() -> None:
    seen = set()
    for seed in range(60):
        g = _attack_with_shepherd(seed)
        r = _rolled(g)
        assert 1 <= r <= 20
        want = 1 if r <= 9 else 2 if r <= 19 else 5         # 1—9 | 1 life, 10—19 | 2, 20 | 5
        assert g.state.players[0].life == 20 + want, (seed, r)
        seen.add(want)
        if seen == {1, 2, 5}:
            break
    assert seen >= {1, 2}


def test_706_2_the_roll_is_deterministic_for_a_seed() -> None:
    assert _rolled(_attack_with_shepherd(7)) == _rolled(_attack_with_shepherd(7))
