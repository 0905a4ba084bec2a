"""One attachment-legality function (CR 301.5, 303.4, 701.3): can_attach."""

from __future__ import annotations

from tests.rules._helpers import board, named

from mtgrules.rules.attachments import can_attach


def _game():  # type: ignore[no-untyped-def]
    return board("""
players:
  - name: Alice
    battlefield: [+2 Mace, Grizzly Bears, Plains, {card: Pacifism, attached_to: Llanowar Elves}]
  - name: Bob
    battlefield: [Llanowar Elves]
turn: {active: Alice, step: precombat_main}
""")


def test_301_5_equipment_equips_only_creatures_and_never_itself() -> None:
    g = _game()
    bf = g.state.battlefield
    mace, bears, plains, elves = (named(g, bf, n) for n in
                                  ("+2 Mace", "Grizzly Bears", "Plains", "Llanowar Elves"))
    assert can_attach(g.state, mace, bears)
    assert can_attach(g.state, mace, elves)       # any creature; "you control" is equip's target
    assert not can_attach(g.state, mace, plains)
    assert not can_attach(g.state, mace, mace)    # 301.5c
    assert not can_attach(g.state, mace, -1)      # a player (704.5n)
    assert not can_attach(g.state, bears, elves)  # neither an Aura nor an Equipment (701.3b)


def test_303_4_aura_follows_its_enchant_ability() -> None:
    g = _game()
    bf = g.state.battlefield
    pac, bears, plains = (named(g, bf, n) for n in ("Pacifism", "Grizzly Bears", "Plains"))
    assert can_attach(g.state, pac, bears)
    assert not can_attach(g.state, pac, plains)   # Enchant creature
    assert not can_attach(g.state, pac, pac)      # 303.4d
    assert not can_attach(g.state, pac, 10_000)   # no such object
