"""Bestow (CR 702.103) in real games with a compiled card: the typed tree of the keyword line,
what is offered while casting, a bestowed Aura's characteristics, and save/load."""

from __future__ import annotations

from tests.rules._helpers import board, named, pay_auto

from mtgrules import Game
from mtgrules.mana import ManaCost
from mtgrules.model import Cost, SpellCost
from mtgrules.model.spell_costs import BESTOW, SpellCostCondition, SpellCostKind
from mtgrules.oracle import verdict
from mtgrules.oracle.spell_costs import parse_spell_cost
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

EIDOLON = "Baleful Eidolon"  # {1}{B} 1/1 Enchantment Creature — Spirit, deathtouch; bestow {4}{B}


def test_702_103a_the_keyword_line_is_an_alternative_cost() -> None:
    a = parse_spell_cost("Bestow {4}{B}")
    assert a == SpellCost("", "Bestow {4}{B}", kind=SpellCostKind.ALTERNATIVE,
                          cost=Cost(mana=ManaCost.parse("{4}{B}")), keyword=BESTOW,
                          condition=SpellCostCondition.ALWAYS)
    v = verdict(EIDOLON)
    assert v is not None and v.implemented and v.definition is not None
    (sc,) = [x for x in v.definition.abilities if isinstance(x, SpellCost)]
    assert (sc.kind, sc.keyword, sc.cost) == (SpellCostKind.ALTERNATIVE, BESTOW,
                                              Cost(mana=ManaCost.parse("{4}{B}")))


def _game(creatures: str = ", Grizzly Bears") -> Game:
    return board(f"""
players:
  - name: Alice
    hand: [{EIDOLON}]
    battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp{creatures}]
    library: [Swamp, Swamp]
  - name: Bob
    library: [Swamp]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")


def _cast(g: Game, answer: str | None) -> None:
    g.apply(Action("cast", (named(g, g.state.players[0].hand, EIDOLON),)))
    if answer is not None:
        assert g.decision is not None and g.decision.kind == "choose"
        assert {o.args[0] for o in g.decision.options} == {"mana cost", "bestow {4}{B}"}
        g.apply(Action("choose", (answer,)))


def test_702_103b_no_creature_to_enchant_no_bestow_offered() -> None:
    g = _game(creatures="")
    _cast(g, None)  # only its mana cost: cast bestowed it would have no legal target
    pay_auto(g)
    spell = g.state.stack[-1]
    c = characteristics(g.state, spell)
    assert "Creature" in c.types and "Aura" not in c.subtypes


def test_702_103b_a_bestowed_spell_and_aura_are_not_creatures_and_survive_a_save() -> None:
    g = _game()
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast(g, "bestow {4}{B}")
    assert g.decision is not None and g.decision.kind == "target"
    assert {o.args[0] for o in g.decision.options} == {bears}  # enchant creature (303.4a)
    g.apply(Action("target", (bears,)))
    pay_auto(g)
    spell = s.stack[-1]
    c = characteristics(s, spell)  # an Aura enchantment spell (CR 702.103b)
    assert c.types == frozenset({"Enchantment"}) and c.subtypes == frozenset({"Aura"})
    assert c.power is None and c.toughness is None  # CR 208.3
    g = Game.from_json(g.to_json())
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    s = g.state
    aura = named(g, s.battlefield, EIDOLON)
    assert s.objects[aura].attached_to == bears
    assert "Creature" not in characteristics(s, aura).types
    b = characteristics(s, bears)
    assert (b.power, b.toughness) == (3, 3) and "deathtouch" in b.keywords
    back = Game.from_json(g.to_json())
    assert back.to_json() == g.to_json()
    assert characteristics(back.state, aura).subtypes == frozenset({"Aura"})


def test_702_103a_cast_for_its_mana_cost_it_is_a_creature_spell() -> None:
    g = _game()
    _cast(g, "mana cost")
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    s = g.state
    e = named(g, s.battlefield, EIDOLON)
    c = characteristics(s, e)
    assert s.objects[e].attached_to is None and "Creature" in c.types
    assert (c.power, c.toughness) == (1, 1) and "Spirit" in c.subtypes
