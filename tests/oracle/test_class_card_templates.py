"""Snapshot tests of the AFR Class cards' templates (oracle.mana_spend, oracle.classes_afr)
and their round trip through the renderer."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    AddAbilities,
    AdditionalLandPlay,
    AddMana,
    AnyOf,
    ApplyContinuous,
    CardType,
    CastFromExileAfterAnotherSpell,
    CastFromLibraryTop,
    ChangeSpellCost,
    CountOthers,
    EachOpponent,
    EventObject,
    ExileTopCard,
    Filter,
    GainLife,
    GainLifePlus,
    IfRolledAtLeast,
    LookAtLibraryTop,
    ManaOfChoice,
    ManaType,
    ModifyPT,
    ObjectDealsDamage,
    OthersEnterWithCounters,
    PlayAdditionalLandsThisTurn,
    RollAdditionalDie,
    SpellAbility,
    SpellCast,
    SpellsCastThisTurn,
    SpendOnly,
    StaticAbility,
    TargetRef,
    Those,
    ToughnessOf,
    TriggeredAbility,
    Whose,
    You,
)
from mtgrules.model.base import walk
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.rules.cost_changes import reduce_colored

CREATURE = TypeLine.parse("Creature — Human")
CLASS = TypeLine.parse("Enchantment — Class")
INSTANT_OR_SORCERY = frozenset({CardType.INSTANT, CardType.SORCERY})


def _compile(text: str, tl: TypeLine = CREATURE) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


def test_106_6_mana_ability_with_a_spell_and_class_level_restriction() -> None:
    text = ("{T}: Add {U} or {R}. Spend this mana only to cast an instant or sorcery spell or "
            "to gain a Class level.")
    (a,) = _compile(text)
    assert isinstance(a, ActivatedAbility) and a.mana_ability
    (e,) = a.effect
    assert isinstance(e, AddMana) and e.mana == ManaOfChoice((ManaType.U, ManaType.R))
    r = e.spend_only
    assert r is not None and r.class_level and not r.plural
    assert isinstance(r.spells, AnyOf) and {next(iter(p.types)) for p in r.spells.parts
                                            if isinstance(p, Filter)} == INSTANT_OR_SORCERY


@pytest.mark.parametrize("text", [
    "{T}: Add {C}. Spend this mana only to cast a creature spell.",
    "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
    "{T}: Add {G}. Spend this mana only to cast creature spells.",
])
def test_106_6_restricted_mana_round_trips(text: str) -> None:
    (a,) = _compile(text, TypeLine.parse("Land"))
    assert isinstance(a, ActivatedAbility)
    (e,) = a.effect
    assert isinstance(e, AddMana) and e.spend_only is not None
    assert e.spend_only.plural == text.endswith("spells.")


def test_106_6_unsupported_restrictions_are_refused() -> None:
    for text in ("{T}: Add {C}. Spend this mana only to pay cumulative upkeep costs.",
                 "{T}: Add {C}. Spend this mana only on costs that contain {X}."):
        with pytest.raises(Unsupported):
            _compile(text, TypeLine.parse("Land"))


def test_120_3_that_spell_deals_damage_equal_to_spells_cast_this_turn() -> None:
    text = ("Whenever you cast an instant or sorcery spell, that spell deals damage to each "
            "opponent equal to the number of instant and sorcery spells you've cast this turn.")
    (a,) = _compile(text, CLASS)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (ObjectDealsDamage(EventObject(), SpellsCastThisTurn(INSTANT_OR_SORCERY),
                                          EachOpponent()),)


def test_614_1a_dice_and_life_replacements_and_305_2a_land_plays() -> None:
    (dice,) = _compile("If you would roll one or more dice, instead roll that many dice plus "
                       "one and ignore the lowest roll.")
    assert isinstance(dice, StaticAbility) and dice.replacement == RollAdditionalDie()
    (life,) = _compile("If you would gain life, you gain that much life plus 1 instead.")
    assert isinstance(life, StaticAbility) and life.replacement == GainLifePlus(1)
    (land,) = _compile("You may play an additional land on each of your turns.")
    assert isinstance(land, StaticAbility) and land.rules == (AdditionalLandPlay(1),)
    (two,) = _compile("You may play two additional lands on each of your turns.")
    assert isinstance(two, StaticAbility) and two.rules == (AdditionalLandPlay(2),)


def test_706_2_if_any_of_those_results_was_n_or_higher() -> None:
    text = ("Whenever you roll one or more dice, ~ gains flying and menace until end of turn. "
            "If any of those results was 10 or higher, draw a card.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    last = a.effect[-1]
    assert isinstance(last, IfRolledAtLeast) and last.at_least == 10


def test_608_2h_gain_life_equal_to_that_creatures_toughness() -> None:
    (a,) = _compile("When ~ enters, tap up to one target creature. You gain life equal to that "
                    "creature's toughness.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect[-1] == GainLife(ToughnessOf(Those()), You())
    assert any(isinstance(n, Those) for n in walk(a))


def test_611_2c_until_end_of_turn_gets_for_each_other_attacking_creature() -> None:
    text = ("Whenever you attack, until end of turn, target attacking creature gets +1/+1 for "
            "each other attacking creature and gains double strike.")
    (a,) = _compile(text, CLASS)
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert isinstance(e, ApplyContinuous) and e.what == TargetRef(0)
    pt = e.parts[0]
    assert isinstance(pt, ModifyPT) and isinstance(pt.power, CountOthers) and pt.power.per == 1
    assert pt.power == pt.toughness
    assert isinstance(e.parts[1], AddAbilities)


def test_601_2i_nth_spell_triggers_and_601_2f_cost_changes() -> None:
    (a,) = _compile("Whenever you cast your second spell each turn, put a +1/+1 counter on ~.")
    assert isinstance(a, TriggeredAbility) and a.event == SpellCast(Whose.YOU, Filter(), nth=2)
    (b,) = _compile("Whenever an opponent casts their second spell each turn, draw a card.")
    assert isinstance(b, TriggeredAbility) and b.event == SpellCast(Whose.OPPONENT, Filter(),
                                                                       nth=2)
    (c,) = _compile("The second spell you cast each turn costs {1} less to cast.", CLASS)
    assert isinstance(c, StaticAbility) and c.cost_modification == ChangeSpellCost(1, nth=2)
    (d,) = _compile("Spells your opponents cast during your turn cost {1} more to cast.", CLASS)
    assert isinstance(d, StaticAbility) and d.cost_modification == ChangeSpellCost(
        1, more=True, who=Whose.OPPONENT, during_your_turn=True)


def test_614_1c_others_enter_with_an_additional_counter() -> None:
    (a,) = _compile("Legendary creatures you control enter with an additional +1/+1 counter "
                    "on them.", CLASS)
    assert isinstance(a, StaticAbility) and isinstance(a.replacement, OthersEnterWithCounters)
    assert a.replacement.plural and a.replacement.n == 1
    (b,) = _compile("Each other creature you control enters with an additional +1/+1 counter "
                    "on it.")
    assert isinstance(b, StaticAbility) and isinstance(b.replacement, OthersEnterWithCounters)
    assert not b.replacement.plural


def test_601_2f_colored_reduction_of_legendary_spells() -> None:
    text = ("Legendary spells you cast cost {R}{G} less to cast. This effect reduces only the "
            "amount of colored mana you pay.")
    (a,) = _compile(text, CLASS)
    assert isinstance(a, StaticAbility) and isinstance(a.cost_modification, ChangeSpellCost)
    assert a.cost_modification.colored == ManaCost.parse("{R}{G}")
    assert a.cost_modification.generic == 0
    (t,) = _compile("Whenever you cast a legendary spell, draw a card.", CLASS)
    assert isinstance(t, TriggeredAbility) and isinstance(t.event, SpellCast)


def test_601_2f_reduce_colored_removes_only_matching_symbols() -> None:
    cost = ManaCost.parse("{2}{R}{R}{W}")
    assert reduce_colored(cost, ["R", "G"]) == ManaCost.parse("{2}{R}{W}")
    assert reduce_colored(ManaCost.parse("{3}"), ["R", "G"]) == ManaCost.parse("{3}")


def test_401_2_601_3_library_top_rules() -> None:
    (a,) = _compile("You may look at the top card of your library any time.", CLASS)
    assert isinstance(a, StaticAbility) and a.rules == (LookAtLibraryTop(),)
    (b,) = _compile("You may cast creature spells from the top of your library.", CLASS)
    assert isinstance(b, StaticAbility) and len(b.rules) == 1
    rule = b.rules[0]
    assert isinstance(rule, CastFromLibraryTop)
    assert rule.spells == Filter(types=frozenset({CardType.CREATURE}))


def test_601_3_exile_top_card_with_a_cast_permission() -> None:
    text = ('At the beginning of your upkeep, exile the top card of your library. For as long '
            'as it remains exiled, it has "You may cast this card from exile as long as you\'ve '
            'cast another spell this turn."')
    (a,) = _compile(text.replace("this card from", "~ from"), CLASS)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (ExileTopCard(), CastFromExileAfterAnotherSpell())


def test_305_2a_play_additional_lands_this_turn() -> None:
    (a,) = _compile("You may play an additional land this turn. Draw a card.",
                    TypeLine.parse("Sorcery"))
    assert isinstance(a, SpellAbility) and a.effect[0] == PlayAdditionalLandsThisTurn(1)
    (b,) = _compile("You may play up to two additional lands this turn.",
                    TypeLine.parse("Sorcery"))
    assert isinstance(b, SpellAbility) and b.effect == (PlayAdditionalLandsThisTurn(2, True),)


def test_106_6_mana_only_to_activate_abilities() -> None:
    (a,) = _compile("{T}: Add {C}{U}. Spend this mana only to activate abilities.")
    assert isinstance(a, ActivatedAbility)
    (e,) = a.effect
    assert isinstance(e, AddMana) and e.spend_only == SpendOnly(abilities=True)
