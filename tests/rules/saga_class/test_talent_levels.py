"""Each of the six Talents compiled by :mod:`mtgrules.oracle.talents` plays its level
abilities (CR 716.2a): level 2, then level 3, each at sorcery speed through the stack, and at
each level the Class has that level's ability (716.2d) and keeps the earlier ones (seed 004,
ruling 4); at level 1 it has neither."""

from __future__ import annotations

import pytest

from mtgrules.scenarios import parse_scenario, run_scenario

TALENTS = {
    "Artist's Talent": ("Mountain", "Noncreature spells you cast cost {1} less to cast.",
                        "If a source you control would deal noncombat damage to an opponent or "
                        "a permanent an opponent controls, it deals that much damage plus 2 "
                        "instead."),
    "Bandit's Talent": ("Swamp", "At the beginning of each opponent's upkeep, if that player "
                        "has one or fewer cards in hand, they lose 2 life.",
                        "At the beginning of your draw step, draw an additional card for each "
                        "opponent who has one or fewer cards in hand."),
    "Blacksmith's Talent": ("Mountain", "At the beginning of combat on your turn, attach target "
                            "Equipment you control to up to one target creature you control.",
                            "During your turn, equipped creatures you control have double "
                            "strike and haste."),
    "Builder's Talent": ("Plains", "Whenever one or more noncreature, nonland permanents you "
                         "control enter, put a +1/+1 counter on target creature you control.",
                         "When ~ becomes level 3, return target noncreature, nonland "
                         "permanent card from your graveyard to the battlefield."),
    "Gossip's Talent": ("Island", "Whenever you attack, target attacking creature with power 3 "
                        "or less can't be blocked this turn.",
                        "Whenever a creature you control deals combat damage to a player, you "
                        "may exile it, then return it to the battlefield under its owner's "
                        "control."),
    "Scavenger's Talent": ("Swamp", "Whenever you sacrifice a permanent, target player mills "
                           "two cards.",
                           "At the beginning of your end step, you may sacrifice three other "
                           "nonland permanents. If you do, return a creature card from your "
                           "graveyard to the battlefield with a finality counter on it."),
}


def _run(talent: str, levels: int, expect: str) -> None:
    land, _, _ = TALENTS[talent]
    ups = "".join(f"  - {{Alice: activate Class level {n}, of: {talent!r}}}\n  - resolve\n"
                  for n in range(2, levels + 1))
    sc = parse_scenario(f"""
format: 1
name: "{talent} gains its levels"
players:
  - name: Alice
    battlefield: [{talent!r}, {", ".join([land] * 7)}]
  - name: Bob
turn: {{active: Alice, step: precombat_main, number: 3}}
actions:
{ups or "  []"}
expect:
{expect}
""".replace("actions:\n  []", "actions: []"))
    result = run_scenario(sc)
    assert result.passed, result


@pytest.mark.parametrize("talent", sorted(TALENTS))
def test_716_2a_each_talent_gains_levels_2_and_3(talent: str) -> None:
    _, second, third = TALENTS[talent]
    _run(talent, 3, f"  - {{object: {talent!r}, level: 3, has_ability: {second!r}}}\n"
                    f"  - {{object: {talent!r}, has_ability: {third!r}}}")


@pytest.mark.parametrize("talent", sorted(TALENTS))
def test_716_2d_level_2_has_only_its_own_ability(talent: str) -> None:
    _, second, _ = TALENTS[talent]
    _run(talent, 2, f"  - {{object: {talent!r}, level: 2, has_ability: {second!r}}}")
    with pytest.raises(AssertionError):  # level 3's ability is not there yet
        _, _, third = TALENTS[talent]
        _run(talent, 2, f"  - {{object: {talent!r}, has_ability: {third!r}}}")
