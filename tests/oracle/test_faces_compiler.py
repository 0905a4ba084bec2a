"""Snapshot tests of multi-face cards compiled face by face (:mod:`mtgrules.oracle.faces`,
CR 709, 712, 715, 702.127) and of the "transform" template (701.27a)."""

from __future__ import annotations

from mtgrules.carddb import lookup
from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    BeginningOf,
    Cost,
    May,
    Step,
    ThisObject,
    Transform,
    TriggeredAbility,
    Whose,
)
from mtgrules.model.codec import to_data
from mtgrules.oracle import verdict
from mtgrules.oracle.faces import compile_faces


def test_split_card_definition_combines_its_halves_and_keeps_each_face() -> None:
    v = verdict("Wax // Wane")
    assert v is not None and v.implemented and v.definition is not None
    d = v.definition
    assert (d.name, d.layout, d.mana_cost, d.type_line) == (
        "Wax // Wane", "split", ManaCost(("G", "W")), TypeLine((), ("Instant",), ()))
    assert d.abilities == ()  # the halves' spell abilities are cast from the faces only
    assert [f.name for f in d.faces] == ["Wax", "Wane"]
    assert [a.key for f in d.faces for a in f.abilities] == ["Wax // Wane|Wax#0",
                                                             "Wax // Wane|Wane#0"]
    assert d.faces[1].mana_cost == ManaCost(("W",))


def test_aftermath_line_is_the_cards_rule_not_an_ability_of_the_half() -> None:
    v = verdict("Cut // Ribbons")
    assert v is not None and v.implemented and v.definition is not None
    ribbons = v.definition.faces[1]
    assert ribbons.name == "Ribbons"
    assert [a.text for a in ribbons.abilities] == ["Each opponent loses X life."]
    assert v.definition.mana_cost == ManaCost(("1", "R", "X", "B", "B"))


def test_adventurer_definition_is_the_creature_with_the_adventure_as_second_face() -> None:
    v = verdict("Brazen Borrower // Petty Theft")
    assert v is not None and v.definition is not None
    d = v.definition
    assert (d.name, d.layout, d.power, d.toughness) == ("Brazen Borrower", "adventure", 3, 1)
    assert d.faces[0].abilities == d.abilities
    assert d.faces[1].type_line == TypeLine((), ("Instant",), ("Adventure",))
    assert d.faces[1].abilities[0].key == "Brazen Borrower // Petty Theft|Petty Theft#0"
    assert d.abilities[2].key == "Brazen Borrower // Petty Theft#2"  # shared keywords: kw:


def test_transform_template_snapshot() -> None:
    v = verdict("Cloistered Youth // Unholy Fiend")
    assert v is not None and v.definition is not None
    trig = v.definition.abilities[0]
    assert isinstance(trig, TriggeredAbility)
    assert trig.event == BeginningOf(Step.UPKEEP, Whose.YOU)
    assert trig.effect == (May("You may transform ~?", (Transform(ThisObject()),)),)
    assert to_data(Transform(ThisObject())) == {"node": "Transform",
                                                "what": {"node": "ThisObject"}}
    back = v.definition.faces[1]
    # 202.3b: the back face's mana value is that of the front face's mana cost
    assert back.mana_cost == ManaCost(("1", "W")) and back.colors == frozenset({"B"})
    garg = verdict("Thraben Gargoyle // Stonewing Antagonizer")
    assert garg is not None and garg.definition is not None
    act = garg.definition.abilities[1]
    assert isinstance(act, ActivatedAbility)
    assert act.cost == Cost(mana=ManaCost(("6",))) and act.effect == (Transform(ThisObject()),)
    assert garg.definition.faces[1].colors == frozenset()  # no colour indicator: colourless


def test_a_face_that_does_not_compile_makes_the_whole_card_unimplemented() -> None:
    v = compile_faces(lookup("Turn // Burn"))  # Turn's effect is not supported yet
    assert not v.implemented and v.definition is None
    assert {face for _, _, _, face in v.unsupported} == {"Turn"}
    v = compile_faces(lookup("Delver of Secrets"))
    assert not v.implemented
    assert {face for _, _, _, face in v.unsupported} == {"Delver of Secrets"}


def test_intervening_if_template_snapshot() -> None:
    from mtgrules.model import NoSpellsCastLastTurn, PlayerCastSpellsLastTurn

    v = verdict("Reckless Waif // Merciless Predator")
    assert v is not None and v.implemented and v.definition is not None
    front, back = (f.abilities[0] for f in v.definition.faces)
    assert isinstance(front, TriggeredAbility) and isinstance(back, TriggeredAbility)
    assert front.event == back.event == BeginningOf(Step.UPKEEP, Whose.ANY)
    assert front.intervening_if == NoSpellsCastLastTurn()
    assert back.intervening_if == PlayerCastSpellsLastTurn(2)
    assert front.effect == back.effect == (Transform(ThisObject()),)


def test_fused_spell_ability_snapshot() -> None:
    from mtgrules.model import Destroy, Keyword, KeywordName, SpellAbility, TargetRef

    v = verdict("Wear // Tear")
    assert v is not None and v.implemented and v.definition is not None
    d = v.definition
    fuse = [a for a in d.abilities if isinstance(a, Keyword)]
    assert [a.name for a in fuse] == [KeywordName.FUSE]  # each half's Fuse line, once
    fused = d.abilities[-1]
    assert isinstance(fused, SpellAbility) and fused.key == "Wear // Tear#fused"
    # 702.102d: the left half's instructions, then the right half's (its slot after Wear's)
    assert fused.effect == (Destroy(TargetRef(0)), Destroy(TargetRef(1)))
    assert [t.text for t in fused.targets] == ["target artifact", "target enchantment"]
    assert d.mana_cost == ManaCost(("1", "R", "W"))
