"""Snapshot tests of the granted quoted-ability family (CR 113.1a, 613.1f,
:mod:`mtgrules.oracle.granted`): the typed tree each template compiles into, the keys of the
granted abilities, and the punctuation normalised both ways."""

from __future__ import annotations

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    ActivatedAbility,
    AddAbilities,
    AddMana,
    ApplyContinuous,
    Cost,
    DealDamage,
    Duration,
    Each,
    Fixed,
    ManaOfChoice,
    StaticAbility,
    TargetKind,
    TargetRef,
    TriggeredAbility,
)
from mtgrules.model.refs import AttachedObject
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.granted import add_periods, drop_periods, split_quoted
from mtgrules.oracle.mana_abilities import ANY_COLOR
from mtgrules.oracle.normalize import Line, lines

ENCHANTMENT = TypeLine((), ("Enchantment",), ("Aura",))
INSTANT = TypeLine((), ("Instant",), ())


def _compile(text: str, tl: TypeLine) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


def test_a_sentence_ending_in_a_quote_gets_its_own_period_and_back() -> None:
    t = 'Enchanted land has "{T}: Add {C}."'
    assert add_periods(t) == t + "."
    assert drop_periods(add_periods(t)) == t
    assert add_periods('has "A." and "B."') == 'has "A." and "B.".'  # only the last one


def test_lists_split_outside_quotation_marks_only() -> None:
    assert split_quoted('haste and "{T}: Add {C} and {C}."') == ["haste", '"{T}: Add {C} and {C}."']
    assert split_quoted('flying, vigilance, and "A, B."') == ["flying", "vigilance", '"A, B."']
    assert split_quoted("flying and haste") is None


def test_enchanted_land_has_a_quoted_mana_ability() -> None:
    (st,) = _compile('Enchanted land has "{T}: Add one mana of any color."', ENCHANTMENT)
    assert isinstance(st, StaticAbility)
    assert st.affects == AttachedObject(noun="land")
    (part,) = st.layer_effects
    assert isinstance(part, AddAbilities)
    (mana,) = part.abilities
    assert isinstance(mana, ActivatedAbility) and mana.mana_ability
    assert mana.cost == Cost(tap=True) and mana.effect == (AddMana(ManaOfChoice(ANY_COLOR)),)


def test_until_end_of_turn_comes_first_when_a_quoted_ability_is_granted() -> None:
    (spell,) = _compile('Until end of turn, target creature gains "{T}: ~ deals 1 damage to '
                        'any target."', INSTANT)
    (e,) = spell.effect  # type: ignore[attr-defined]
    assert isinstance(e, ApplyContinuous) and e.what == TargetRef(0)
    assert e.duration == Duration.END_OF_TURN
    (ab,) = e.parts[0].abilities  # type: ignore[union-attr]
    assert isinstance(ab, ActivatedAbility)
    assert ab.effect == (DealDamage(Fixed(1), TargetRef(0)),)
    assert ab.targets[0].kind == TargetKind.ANY  # the granted ability's own target slot
    assert spell.targets[0].kind == TargetKind.OBJECT  # type: ignore[attr-defined]


def test_granted_abilities_get_keys_of_their_own() -> None:
    v = verdict("Acidic Sliver")
    assert v is not None and v.implemented and v.definition is not None
    (st,) = v.definition.abilities
    assert isinstance(st, StaticAbility) and isinstance(st.affects, Each)
    (granted,) = st.layer_effects[0].abilities  # type: ignore[union-attr]
    assert granted.key == "Acidic Sliver#0.g0"
    assert isinstance(granted, ActivatedAbility) and granted.cost.sacrifice_self


def test_a_token_with_a_quoted_ability_names_itself_this_token() -> None:
    v = verdict("Pest Summoning")
    assert v is not None and v.implemented
    (tok,) = v.tokens
    (dies,) = tok.abilities
    assert isinstance(dies, TriggeredAbility) and dies.key == f"token:{tok.name}#0"
    assert dies.text == "When ~ dies, you gain 1 life."


def test_the_card_name_inside_a_quote_is_not_a_self_reference() -> None:
    (ln,) = lines('Equipped creature has "Whenever this creature attacks, you may sacrifice '
                  'Spare Dagger."', "Spare Dagger")
    assert ln.text == ('Equipped creature has "Whenever ~ attacks, you may sacrifice '
                       'Spare Dagger."')


def test_an_unread_quoted_ability_keeps_the_line_unsupported() -> None:
    v = verdict("Ashnod's Intervention")  # (Abnormal Endurance compiles now)
    assert v is not None and not v.implemented
    assert "quoted ability" in v.unsupported[0][1]
