"""Leveler cards (CR 711) and level up (702.87), played in real games with compiled cards."""

from __future__ import annotations

from tests.rules._helpers import board, has_option, named, option, pay_auto

from mtgrules import Game
from mtgrules.model import StaticAbility, ThisObject
from mtgrules.model.codec import to_data
from mtgrules.oracle import compiled_definition, verdict
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action, Ref


def _pt(g: Game, oid: int) -> tuple[int | None, int | None, list[str]]:
    c = characteristics(g.state, oid)
    return c.power, c.toughness, sorted(str(k) for k in c.keywords)


def _resolve(g: Game) -> None:
    g.apply(Action("pass"))
    g.apply(Action("pass"))


def _level_up(g: Game, oid: int) -> None:
    key = next(o.args[1] for o in g.decision.options  # type: ignore[union-attr]
               if o.kind == "activate" and o.args[0] == oid and o.args[1].endswith("#0"))
    g.apply(option(g, "activate", oid, key))
    pay_auto(g)
    _resolve(g)


def _game(battlefield: str, hand: str = "[]") -> Game:
    return board(f"""
players:
  - name: Alice
    hand: {hand}
    battlefield: {battlefield}
    library: [Plains, Plains]
  - name: Bob
    battlefield: [Merfolk Looter]
    library: [Plains]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")


def test_711_student_of_warfare_by_level_in_every_zone() -> None:
    g = _game("[Plains, Plains, Plains, Student of Warfare]", hand="[Student of Warfare]")
    s = g.state
    in_hand = named(g, s.players[0].hand, "Student of Warfare")
    student = named(g, s.battlefield, "Student of Warfare")
    assert _pt(g, in_hand) == (1, 1, [])  # 711.6: the uppermost box off the battlefield
    assert _pt(g, student) == (1, 1, [])  # 711.5: fewer than N1 counters
    _level_up(g, student)
    assert s.objects[student].counters == {"level": 1}
    assert _pt(g, student) == (1, 1, [])  # still below LEVEL 2-6
    _level_up(g, student)
    assert _pt(g, student) == (3, 3, ["first strike"])
    s.objects[student].counters["level"] = 7
    s.version += 1
    s.cache.clear()
    assert _pt(g, student) == (4, 4, ["double strike"])
    back = Game.from_json(g.to_json())
    assert back.to_json() == g.to_json()
    assert _pt(back, student) == (4, 4, ["double strike"])
    assert _pt(g.clone(), student) == (4, 4, ["double strike"])


def test_702_87a_level_up_only_as_a_sorcery() -> None:
    g = _game("[Plains, Plains, Student of Warfare]")
    s = g.state
    student = named(g, s.battlefield, "Student of Warfare")
    assert has_option(g, "activate", student, "Student of Warfare#0")
    g.apply(option(g, "activate", student, "Student of Warfare#0"))
    pay_auto(g)
    assert len(s.stack) == 1 and s.objects[student].counters == {}  # uses the stack
    assert not has_option(g, "activate", student, "Student of Warfare#0")  # stack not empty


def test_711_2_granted_static_ability_and_base_pt_of_the_top_striation() -> None:
    g = _game("[{card: Coralhelm Commander, counters: {level: 4}}, Merfolk Looter]")
    s = g.state
    commander = named(g, s.battlefield, "Coralhelm Commander")
    mine, theirs = (i for i in s.battlefield if s.objects[i].card == "Merfolk Looter")
    assert _pt(g, commander) == (4, 4, ["flying"])  # "Other Merfolk": not itself
    assert _pt(g, mine)[:2] == (2, 2)  # Other Merfolk creatures you control get +1/+1
    assert _pt(g, theirs)[:2] == (1, 1)
    s.objects[commander].counters["level"] = 3
    s.version += 1
    s.cache.clear()
    assert _pt(g, commander) == (3, 3, ["flying"])
    assert _pt(g, mine)[:2] == (1, 1)


def test_711_2_granted_activated_ability_by_level() -> None:
    g = _game("[Mountain, {card: Brimstone Mage, counters: {level: 3}}]")
    s = g.state
    mage = named(g, s.battlefield, "Brimstone Mage")
    assert _pt(g, mage) == (2, 4, [])
    keys = [o.args[1] for o in g.decision.options  # type: ignore[union-attr]
            if o.kind == "activate" and o.args[0] == mage]
    # the LEVEL 3+ ability only (level up's {3}{R} can't be paid with one Mountain)
    assert keys == ["Brimstone Mage#101"]
    ping = keys[0]
    g.apply(option(g, "activate", mage, ping))
    g.apply(option(g, "target", Ref.to_player(1)))  # Bob
    pay_auto(g)
    g = Game.from_json(g.to_json())  # the granted ability on the stack: saved and validated
    _resolve(g)
    assert g.state.players[1].life == 17


def test_711_compiled_level_symbol_tree() -> None:
    d = compiled_definition("Student of Warfare")
    assert d is not None and d.power == 1 and d.toughness == 1
    v = verdict("Student of Warfare")
    assert v is not None and v.implemented
    up, low, high = d.abilities
    assert up.text == "Level up {W}"
    assert isinstance(low, StaticAbility) and isinstance(high, StaticAbility)
    assert (low.key, low.text, low.affects) == (
        "Student of Warfare#1", "LEVEL 2-6\n3/3\nFirst strike", ThisObject())
    assert to_data(low.layer_effects) == [
        {"node": "AddAbilities", "abilities": [{"ability": "kw:first strike"}]},
        {"node": "SetPT", "power": {"node": "Fixed", "n": 3},
         "toughness": {"node": "Fixed", "n": 3}}]
    assert to_data(low.condition) == {"node": "LevelCounters", "low": 2, "high": 6}
    assert to_data(up.effect) == [{"node": "PutCounters", "what": {"node": "ThisObject"},
                                   "counter": "level", "count": {"node": "Fixed", "n": 1}}]
    assert to_data(high.condition) == {"node": "LevelCounters", "low": 7, "high": None}


def test_711_leveler_with_an_unsupported_striation_line_is_refused() -> None:
    # (Joraga Treespeaker was the example until quoted abilities were compiled, oracle.granted)
    v = verdict("Echo Mage")
    assert v is not None and not v.implemented
    assert any("Copy target instant or sorcery spell" in line for line, *_ in v.unsupported)
