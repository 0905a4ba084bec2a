"""Snapshot tests of the P/T-defining family (:mod:`mtgrules.oracle.cda`, CR 604.3, 208.2a):
each printed line parses into one layer-7a :class:`~mtgrules.model.DefinePT` of a CDA and
renders back exactly; the same sentence granted in quotes is no CDA (604.3a); a card's star
must be defined by its CDAs."""

from __future__ import annotations

import pytest

from mtgrules.model import (
    CardType,
    CardTypesAmong,
    Color,
    CountersOn,
    CountOf,
    DefinePT,
    Devotion,
    Filter,
    Fixed,
    LifeTotal,
    SetPT,
    StaticAbility,
    Sum,
    ThisObject,
    Whose,
    Zone,
)
from mtgrules.model.base import CounterKind
from mtgrules.model.filters import AnyOf
from mtgrules.oracle import verdict
from mtgrules.oracle.cda import parse_cda
from mtgrules.oracle.compiler import STAR_WITHOUT_CDA
from mtgrules.oracle.render import render_ability

CREATURES = frozenset({CardType.CREATURE})
YOUR_CREATURES = CountOf(Filter(types=CREATURES, controller=Whose.YOU))
HAND = CountOf(Filter(zone=Zone.HAND, controller=Whose.YOU))
CREATURE_CARDS_ALL = CountOf(Filter(types=CREATURES, zone=Zone.GRAVEYARD))
TYPES = CardTypesAmong(Zone.GRAVEYARD)

CASES = [
    ("~'s power and toughness are each equal to the number of creatures you control.",
     DefinePT(YOUR_CREATURES, YOUR_CREATURES)),
    ("~'s power is equal to the number of creatures you control.",
     DefinePT(YOUR_CREATURES, None)),
    ("~'s toughness is equal to the number of Forests you control.",
     DefinePT(None, CountOf(Filter(subtypes=frozenset({"Forest"}), controller=Whose.YOU)))),
    ("~'s power and toughness are each equal to the number of cards in your hand.",
     DefinePT(HAND, HAND)),
    ("~'s power and toughness are each equal to twice the number of cards in your hand.",
     DefinePT(Sum((HAND, HAND)), Sum((HAND, HAND)))),
    ("~'s power is equal to the number of creature cards in all graveyards and its toughness "
     "is equal to that number plus 1.",
     DefinePT(CREATURE_CARDS_ALL, Sum((CREATURE_CARDS_ALL, Fixed(1))))),
    ("~'s power is equal to the number of card types among cards in all graveyards and its "
     "toughness is equal to that number plus 1.",
     DefinePT(TYPES, Sum((TYPES, Fixed(1))))),
    ("~'s power is equal to the number of instant and sorcery cards in your graveyard.",
     DefinePT(CountOf(AnyOf((
         Filter(types=frozenset({CardType.INSTANT}), zone=Zone.GRAVEYARD,
                controller=Whose.YOU),
         Filter(types=frozenset({CardType.SORCERY}), zone=Zone.GRAVEYARD,
                controller=Whose.YOU)))), None)),
    ("~'s power and toughness are each equal to the number of cards in all graveyards.",
     DefinePT(CountOf(Filter(zone=Zone.GRAVEYARD)), CountOf(Filter(zone=Zone.GRAVEYARD)))),
    ("~'s power is equal to your devotion to green.",
     DefinePT(Devotion(Color.GREEN), None)),
    ("~'s power and toughness are each equal to your life total.",
     DefinePT(LifeTotal(), LifeTotal())),
    ("~'s toughness is equal to 1 plus the number of green creatures on the battlefield.",
     DefinePT(None, Sum((Fixed(1), CountOf(Filter(types=CREATURES,
                                                   colors=frozenset({Color.GREEN}))))))),
    ("~'s power and toughness are each equal to the number of fade counters on it.",
     DefinePT(CountersOn(ThisObject(), CounterKind.FADE, lki=False),
              CountersOn(ThisObject(), CounterKind.FADE, lki=False))),
    ("~'s power is equal to the number of other Rats on the battlefield.",
     DefinePT(CountOf(Filter(subtypes=frozenset({"Rat"}), other=True)), None)),
]


@pytest.mark.parametrize(("line", "want"), CASES, ids=[c[0][4:50] for c in CASES])
def test_cda_line_parses_to_tree_and_renders_back(line: str, want: DefinePT) -> None:
    got = parse_cda(line)
    assert got is not None
    assert got.cda and got.affects == ThisObject()
    assert got.layer_effects == (want,)
    assert render_ability(got) == line


@pytest.mark.parametrize("line", [
    "~'s power is equal to the number of creatures with power 2 or less you control.",
    "~'s power is equal to the number of green creature cards in your graveyard.",
    "~'s power is equal to the number of cards in your library.",
    "~'s power and toughness are each equal to the number of creatures.",
    "~'s power is equal to the number of bogus counters on it.",
])
def test_near_misses_are_not_read(line: str) -> None:
    assert parse_cda(line) is None


def test_star_cards_compile_with_their_cda() -> None:
    v = verdict("Battle Squadron")
    assert v is not None and v.implemented and v.definition is not None
    d = v.definition
    assert d.power is None and d.toughness is None  # printed "*/*" (CR 208.2a)
    cdas = [a for a in d.abilities if isinstance(a, StaticAbility) and a.cda]
    assert [a.layer_effects for a in cdas] == [(DefinePT(YOUR_CREATURES, YOUR_CREATURES),)]
    g = verdict("Bronze Guardian")  # "*/5": the CDA defines the power only
    assert g is not None and g.implemented and g.definition is not None
    assert (g.definition.power, g.definition.toughness) == (None, 5)


def test_granted_sentence_is_no_cda() -> None:
    # quoted in a granted ability it sets P/T in layer 7b, as a granted ability (604.3a)
    v = verdict("Druid Class")
    assert v is not None and v.implemented and v.definition is not None
    from mtgrules.model.base import walk

    nodes = [n for _, a in v.definition.level_abilities for n in walk(a)]
    assert any(isinstance(n, SetPT) for n in nodes)
    assert not any(isinstance(n, DefinePT) for n in nodes)


def test_star_without_cda_is_refused() -> None:
    v = verdict("Molten Sentry")  # its star is set as it enters (CR 208.2b): not compiled
    assert v is not None and not v.implemented
    assert ("", STAR_WITHOUT_CDA) in [(line, reason) for line, reason, _, _ in v.unsupported]


@pytest.mark.parametrize(("line", "count"), [
    ("~ gets +1/+1 for each card in your hand.", HAND),
    ("~ gets +1/+1 for each creature card in your opponents' graveyards.",
     CountOf(Filter(types=CREATURES, zone=Zone.GRAVEYARD, controller=Whose.OPPONENT))),
    ("~ gets +1/+1 for each artifact you control.",
     CountOf(Filter(types=frozenset({CardType.ARTIFACT}), controller=Whose.YOU))),
])
def test_static_for_each_card_in_a_zone(line: str, count: CountOf) -> None:
    from mtgrules.model import ModifyPT
    from mtgrules.oracle import statics_count

    got = statics_count.parse(line)
    assert got is not None and not got.cda
    assert got.layer_effects == (ModifyPT(count, count),)  # layer 7c (CR 613.4c)
    assert statics_count.render(got) == line
