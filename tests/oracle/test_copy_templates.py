"""Snapshot tests of the typed trees of the copy templates (CR 707): token copies with their
exceptions (707.9), "becomes a copy of" (707.2, 613.2a)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.keywords import keyword
from mtgrules.model import (
    AlsoTypes,
    AttachedObject,
    BecomeCopy,
    CardType,
    Color,
    CreateTokenCopy,
    Fixed,
    HasAbilities,
    IsColor,
    IsPT,
    NoManaCost,
    NotLegendary,
    TargetRef,
    ThisObject,
    TriggeredAbility,
)
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.copies import parse_exceptions, render_exceptions
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

INSTANT = TypeLine((), ("Instant",), ())
CREATURE = TypeLine((), ("Creature",), ())
AURA = TypeLine((), ("Enchantment",), ("Aura",))


def _one(text: str, tl: TypeLine) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_707_2_token_copy_of_target_creature_you_control() -> None:
    spell = _one("Create a token that's a copy of target creature you control.", INSTANT)
    assert spell.effect == (CreateTokenCopy(TargetRef(0), Fixed(1)),)  # type: ignore[attr-defined]
    assert spell.targets[0].text == "target creature you control"  # type: ignore[attr-defined]


def test_707_9a_heat_shimmer_exceptions_keyword_and_quoted_ability() -> None:
    spell = _one('Create a token that\'s a copy of target creature, except it has haste and '
                 '"At the beginning of the end step, exile this token."', INSTANT)
    (e,) = spell.effect  # type: ignore[attr-defined]
    assert isinstance(e, CreateTokenCopy) and e.of == TargetRef(0)
    (has,) = e.exceptions
    assert isinstance(has, HasAbilities) and has.abilities[0] == keyword("haste")
    assert isinstance(has.abilities[1], TriggeredAbility)  # the token's own ability


def test_707_2_tapped_copy_of_this_creature_and_of_enchanted_creature() -> None:
    a = _one("At the beginning of your end step, create a tapped token that's a copy of "
             "~.", CREATURE)
    assert a.effect == (CreateTokenCopy(ThisObject(), tapped=True),)  # type: ignore[attr-defined]
    b = _one("At the beginning of your upkeep, create a token that's a copy of enchanted "
             "creature.", AURA)
    assert b.effect == (CreateTokenCopy(AttachedObject()),)  # type: ignore[attr-defined]


def test_707_2_becomes_a_copy_of_another_target() -> None:
    spell = _one("Target artifact or creature becomes a copy of another target artifact or "
                 "creature.", INSTANT)
    assert spell.effect == (BecomeCopy(TargetRef(0), TargetRef(1)),)  # type: ignore[attr-defined]
    assert spell.targets[1].text == "another target artifact or creature"  # type: ignore[attr-defined]


@pytest.mark.parametrize(("text", "plural", "tree"), [
    ("it's not legendary", False, (NotLegendary(),)),
    ("it's a 1/1", False, (IsPT(1, 1, article=True),)),
    ("it's white, it has no mana cost, and it's a Zombie in addition to its other types",
     False, (IsColor(frozenset({Color.WHITE})), NoManaCost(), AlsoTypes((), ("Zombie",)))),
    ("it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other "
     "types", False, (IsColor(frozenset({Color.BLACK})), IsPT(4, 4), NoManaCost(),
                      AlsoTypes((), ("Zombie",)))),
    ("they're artifacts in addition", True, None),
    ("it's an artifact in addition to its other types", False,
     (AlsoTypes((CardType.ARTIFACT,)),)),
    ("it's a Spirit in addition to its other types", False, (AlsoTypes((), ("Spirit",)),)),
    ("they're not legendary", True, (NotLegendary(),)),
])
def test_707_9_exception_clauses_round_trip(text: str, plural: bool, tree: object) -> None:
    if tree is None:
        with pytest.raises(Unsupported):
            parse_exceptions(text, plural)
        return
    got = parse_exceptions(text, plural)
    assert got == tree
    assert render_exceptions(got, plural) == text


def test_702_128a_129a_141a_graveyard_keywords_are_their_canonical_abilities() -> None:
    from mtgrules.keywords_copies import (
        EMBALM_EXCEPTIONS,
        ETERNALIZE_EXCEPTIONS,
        embalm,
        encore,
        eternalize,
    )
    from mtgrules.mana import ManaCost
    from mtgrules.model import ActivatedAbility, EncoreCopies, Zone
    from mtgrules.oracle.keywords_copies import parse_line, render_ability

    for line, build in (("Embalm {3}{W}", embalm), ("Eternalize {4}{B}{B}", eternalize),
                        ("Encore {5}{R}", encore)):
        (a,) = parse_line(line) or ()
        assert isinstance(a, ActivatedAbility) and a.zone is Zone.GRAVEYARD
        assert a.cost.exile_self and a.sorcery_speed
        assert a == build(ManaCost.parse(line.split(" ")[1]))
        assert render_ability(a) == line
    assert embalm(ManaCost.parse("{W}")).effect == (
        CreateTokenCopy(ThisObject(), exceptions=EMBALM_EXCEPTIONS),)
    assert ETERNALIZE_EXCEPTIONS[1] == IsPT(4, 4)
    assert encore(ManaCost.parse("{R}")).effect == (EncoreCopies(),)
    assert parse_line("Embalm 3") is None


def test_702_116a_myriad_is_an_attack_trigger() -> None:
    from mtgrules.model import Attacks, MyriadCopies
    from mtgrules.oracle.keywords_parameterised import parse_keyword_line

    (a,) = parse_keyword_line("Myriad") or ()
    assert isinstance(a, TriggeredAbility) and a.event == Attacks()
    assert a.effect == (MyriadCopies(),)


def test_111_1_token_noun_phrases() -> None:
    from mtgrules.model import Filter, Predicate, Whose
    from mtgrules.oracle.effects import parse_plural, render_plural
    from mtgrules.oracle.phrases import parse_target, render_target

    f = parse_plural("creature tokens you control")
    assert f == Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU,
                       predicates=frozenset({Predicate.TOKEN}))
    assert render_plural(f) == "creature tokens you control"
    t = parse_target("target token you control")
    assert t is not None and t.filter == Filter(controller=Whose.YOU,
                                                predicates=frozenset({Predicate.TOKEN}))
    assert render_target(t) == "target token you control"
    n = parse_target("target nontoken creature")
    assert n is not None and render_target(n) == "target nontoken creature"
    assert n.filter == Filter(types=frozenset({CardType.CREATURE}),
                              predicates=frozenset({Predicate.NONTOKEN}))


def test_603_7_split_copy_at_next_end_step_with_half_the_counters() -> None:
    from mtgrules.model import CounterKind, Dies, HadCounters, TokenCopyAtNextEndStep

    a = _one("When ~ dies, if it had two or more +1/+1 counters on it, create a token that's "
             "a copy of it at the beginning of the next end step. The token enters with half "
             "that many +1/+1 counters on it, rounded down.", CREATURE)
    assert isinstance(a, TriggeredAbility) and a.event == Dies()
    assert a.intervening_if == HadCounters(CounterKind.P1P1, 2)
    assert a.effect == (TokenCopyAtNextEndStep(CounterKind.P1P1),)


def test_706_3a_delina_row_copy_tapped_and_attacking_and_roll_again() -> None:
    from mtgrules.model import MayRollAgain, RollDie
    from mtgrules.model.refs import Those

    text = ("Whenever ~ attacks, choose target creature you control, then roll a d20.\n"
            "1—14 | Create a tapped and attacking token that's a copy of that creature, except "
            "it's not legendary and it has \"At end of combat, exile this token.\"\n"
            "15—20 | Create one of those tokens. You may roll again.")
    a = _one(text, CREATURE)
    die = a.effect[-1]  # type: ignore[attr-defined]
    assert isinstance(die, RollDie) and die.sides == 20
    (copy,) = die.rows[0].effects
    assert isinstance(copy, CreateTokenCopy) and copy.of == Those("that creature")
    assert copy.tapped and copy.attacking
    assert copy.exceptions[0] == NotLegendary()
    assert die.rows[1].effects == (copy, MayRollAgain()) and die.rows[1].those_tokens


def test_701_36a_populate_and_then_populate() -> None:
    from mtgrules.model import Compound, CreateToken, Populate

    spell = _one("Populate.", INSTANT)
    assert spell.effect == (Populate(),)  # type: ignore[attr-defined]
    spell = _one("Create a 3/3 green Centaur creature token, then populate.", INSTANT)
    (c,) = spell.effect  # type: ignore[attr-defined]
    assert isinstance(c, Compound) and isinstance(c.effects[0], CreateToken)
    assert c.effects[1] == Populate()
