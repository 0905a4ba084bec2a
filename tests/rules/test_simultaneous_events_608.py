"""What happens at the same time is one event (CR 608.2c, 603.10a, 704.3): the outcome of a
"destroy all" and of an "each player sacrifices" never depends on the order of the objects on
the battlefield (issue 28)."""

from __future__ import annotations

from itertools import permutations

import pytest

from mtgrules.scenarios.parser import parse_scenario
from mtgrules.scenarios.run import run_scenario

_WRATH = """
format: 1
name: wrath in battlefield order {order}
players:
  - name: Alice
    hand: [Akroma's Vengeance]
    battlefield: [{alice}, Plains, Plains, Plains, Plains, Plains, Plains]
  - name: Bob
    battlefield: [{bob}]
turn: {{active: Alice, step: precombat_main, number: 3}}
actions:
  - {{Alice: cast Akroma's Vengeance}}
  - resolve
expect:
  - {{player: Alice, life: 23}}
  - {{zone: battlefield, player: Alice, count: 0, name: Grizzly Bears}}
"""


@pytest.mark.parametrize("order", list(permutations(
    ["Grizzly Bears", "Moonlit Wake", "Llanowar Elves"])))
def test_wrath_sees_every_creature_whatever_the_order(order: tuple[str, ...]) -> None:
    """Moonlit Wake destroyed with three creatures (two of Alice's, one of Bob's) triggers
    three times in every battlefield order (CR 603.10a's example)."""
    alice = ", ".join(order)
    text = _WRATH.format(order=" ".join(order), alice=alice, bob="Hill Giant")
    result = run_scenario(parse_scenario(text))
    assert result.passed, result.failures
