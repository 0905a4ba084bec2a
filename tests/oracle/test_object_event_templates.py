"""Snapshot tests of the typed tree for the breadth templates of
:mod:`mtgrules.oracle.object_events`, `trigger_event_effects`, `source_effects` and `restriction_statics` (issue 9): trigger conditions (CR 603), trigger effects
that name the event (603.6d, 120.3), "doesn't untap" effects and statics (502.3), and the
round trip of each; each template is played by a scenario under its CR family in ``tests/rules``."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    ApplyContinuous,
    ApplyRule,
    AssignAsThoughUnblocked,
    AttachedObject,
    BecomesTarget,
    BeginningOf,
    BlocksOrBecomesBlocked,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBlock,
    CardsInGraveyard,
    CardType,
    Cmp,
    ControlsNone,
    Cost,
    CounterKind,
    DealDamage,
    DealsCombatDamageToPlayer,
    DealsDamage,
    Destroy,
    Dies,
    Discard,
    DoesntUntap,
    Draw,
    Duration,
    Each,
    Enters,
    EventAmount,
    EventPlayer,
    Filter,
    Fixed,
    GainLife,
    KeywordName,
    ManaOfChoice,
    ManaType,
    MayDiscardThen,
    ModifyPT,
    MoveTo,
    PowerIs,
    Predicate,
    PutCounters,
    ReturnDiedCard,
    Sacrifice,
    SourceIs,
    SpellAbility,
    StaticAbility,
    Step,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    TriggeredAbility,
    Untap,
    Whose,
    You,
    YouControlAtLeast,
    Zone,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.base import Ability
from mtgrules.model.if_you_do import IfYouDo, MayPay
from mtgrules.model.permanent_effects import DealsDamageToItself
from mtgrules.model.player_choices import SacrificeChosen
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.effects_base import grant
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import lines

CREATURE = TypeLine.parse("Creature — Beast")
AURA = TypeLine.parse("Enchantment — Aura")
ARTIFACT = TypeLine.parse("Artifact")
LAND = TypeLine.parse("Land")
SORCERY = TypeLine.parse("Sorcery")
C = frozenset({CardType.CREATURE})
GY2 = TargetSlot(TargetKind.OBJECT, Filter(types=C, controller=Whose.YOU, zone=Zone.GRAVEYARD),
                 up_to=True, text="up to two target creature cards from your graveyard")
UP3 = TargetSlot(TargetKind.OBJECT, Filter(types=C), up_to=True,
                 text="up to three target creatures")


def _bare(a: Ability) -> Ability:
    return dataclasses.replace(a, key="", text="")


def _compile(raw: str, tl: TypeLine, name: str = "Test Card") -> tuple[Ability, ...]:
    (ln,) = lines(raw, name)
    return tuple(_bare(a) for a in compile_line(ln, tl))


def _trig(event: object, *effect: object) -> tuple[Ability, ...]:
    return (TriggeredAbility("", "", event=event, effect=effect),)  # type: ignore[arg-type]


PUMP = ApplyContinuous(ThisObject(), (ModifyPT(Fixed(-2), Fixed(2)),), Duration.END_OF_TURN)

CASES: list[tuple[str, TypeLine, tuple[Ability, ...]]] = [
    ("When this creature becomes the target of a spell or ability, sacrifice it.", CREATURE,
     _trig(BecomesTarget(ThisObject(), Whose.ANY), Sacrifice(ThisObject()))),
    ("Whenever this creature blocks or becomes blocked, it gets -2/+2 until end of turn.",
     CREATURE, _trig(BlocksOrBecomesBlocked(), PUMP)),
    ("Whenever this creature blocks, it gets -2/+2 until end of turn.", CREATURE,
     _trig(BlocksOrBecomesBlocked(blocks=True, becomes_blocked=False), PUMP)),
    ("Whenever this creature becomes blocked, it gets -2/+2 until end of turn.", CREATURE,
     _trig(BlocksOrBecomesBlocked(blocks=False, becomes_blocked=True), PUMP)),
    ("When this Aura is put into a graveyard from the battlefield, return it to its owner's "
     "hand.", AURA, _trig(Dies(ThisObject(), any_permanent=True), ReturnDiedCard())),
    ("When this Aura is put into a graveyard from the battlefield, draw a card.", AURA,
     _trig(Dies(ThisObject(), any_permanent=True), Draw(You(), Fixed(1)))),
    ("When Test Card dies, return it to its owner's hand.", CREATURE,
     _trig(Dies(ThisObject()), ReturnDiedCard())),
    ("Whenever enchanted creature deals damage, you gain that much life.", AURA,
     _trig(DealsDamage(AttachedObject()), GainLife(EventAmount(), You()))),
    ("Whenever this creature deals damage, you gain that much life.", CREATURE,
     _trig(DealsDamage(ThisObject()), GainLife(EventAmount(), You()))),
    ("At the beginning of the end step, sacrifice this creature.", CREATURE,
     _trig(BeginningOf(Step.END, Whose.ANY, the=True), Sacrifice(ThisObject()))),
    ("{3}: Untap this artifact.", ARTIFACT,
     (ActivatedAbility("", "", cost=Cost(mana=ManaCost.parse("{3}")),
                       effect=(Untap(ThisObject()),)),)),
    ("This artifact doesn't untap during your untap step.", ARTIFACT,
     (StaticAbility("", "", affects=ThisObject(), rules=(DoesntUntap(),)),)),
    ("Enchanted creature doesn't untap during its controller's untap step.", AURA,
     (StaticAbility("", "", affects=AttachedObject(), rules=(DoesntUntap(),)),)),
    # power bounds (CR 208.1) and blocking restrictions (509.1b)
    ("This creature can't be blocked by creatures with power 2 or less.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), rules=(CantBeBlockedBy(Filter(
         types=C, power=PowerIs(Cmp.LE, 2))),)),)),
    ("This creature can't be blocked by Walls.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), rules=(CantBeBlockedBy(Filter(
         subtypes=frozenset({"Wall"}))),)),)),
    ("Destroy target creature with power 2 or less.", SORCERY,
     (SpellAbility("", "", effect=(Destroy(TargetRef(0)),), targets=(TargetSlot(
         TargetKind.OBJECT, Filter(types=C, power=PowerIs(Cmp.LE, 2)),
         text="target creature with power 2 or less"),)),)),
    ("Destroy all creatures you control with power 3 or greater.", SORCERY,
     (SpellAbility("", "", effect=(Destroy(Each(Filter(
         types=C, controller=Whose.YOU, power=PowerIs(Cmp.GE, 3)))),)),)),
    ("{T}: Target creature with power 2 or less can't be blocked this turn.", CREATURE,
     (ActivatedAbility("", "", cost=Cost(tap=True), effect=(ApplyRule(
         CantBeBlocked(), TargetRef(0), Duration.END_OF_TURN),), targets=(TargetSlot(
             TargetKind.OBJECT, Filter(types=C, power=PowerIs(Cmp.LE, 2)),
             text="target creature with power 2 or less"),)),)),
    ("{U}: This creature can't be blocked this turn.", CREATURE,
     (ActivatedAbility("", "", cost=Cost(mana=ManaCost.parse("{U}")), effect=(ApplyRule(
         CantBeBlocked(), ThisObject(), Duration.END_OF_TURN),)),)),
    # several targets of one phrase (CR 115.3)
    ("Return up to two target creature cards from your graveyard to your hand.", SORCERY,
     (SpellAbility("", "", effect=(
         MoveTo(TargetRef(0), Zone.HAND, from_zone=Zone.GRAVEYARD),
         MoveTo(TargetRef(1), Zone.HAND, from_zone=Zone.GRAVEYARD)), targets=(GY2, GY2)),)),
    ("Tap up to three target creatures.", SORCERY,
     (SpellAbility("", "", effect=(TapNode(TargetRef(0)), TapNode(TargetRef(1)),
                                   TapNode(TargetRef(2))), targets=(UP3, UP3, UP3)),)),
    # "it"/"that creature" doesn't untap (CR 502.3)
    ("Tap target creature. It doesn't untap during its controller's next untap step.", SORCERY,
     (SpellAbility("", "", effect=(TapNode(TargetRef(0)), ApplyRule(
         DoesntUntap(), Those("it"), Duration.UNTIL_NEXT_UNTAP)), targets=(TargetSlot(
             TargetKind.OBJECT, Filter(types=C), text="target creature"),)),)),
    # threshold and delirium (CR 611.3a)
    ("Threshold — This creature gets +2/+2 as long as there are seven or more cards in your "
     "graveyard.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), layer_effects=(ModifyPT(Fixed(2), Fixed(2)),),
                    condition=CardsInGraveyard(7)),)),
    ("Threshold — As long as there are seven or more cards in your graveyard, this creature "
     "gets +1/+1 and has flying.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), layer_effects=(
         ModifyPT(Fixed(1), Fixed(1)), grant(("flying",))),
         condition=CardsInGraveyard(7, suffix=False)),)),
    ("Delirium — This creature gets +3/+0 as long as there are four or more card types among "
     "cards in your graveyard.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), layer_effects=(ModifyPT(Fixed(3), Fixed(0)),),
                    condition=CardsInGraveyard(4, card_types=True)),)),
    # more effects over existing nodes (oracle.attached_object_effects, sacrifice_chosen, damage_to_itself, zone_moves)
    ("When this Aura enters, tap enchanted creature.", AURA,
     _trig(Enters(ThisObject()), TapNode(AttachedObject()))),
    ("When this creature enters, sacrifice a creature.", CREATURE,
     _trig(Enters(ThisObject()), SacrificeChosen(You(), Filter(types=C), Fixed(1)))),
    ("Target creature deals damage to itself equal to its power.", SORCERY,
     (SpellAbility("", "", effect=(DealsDamageToItself(TargetRef(0)),), targets=(TargetSlot(
         TargetKind.OBJECT, Filter(types=C), text="target creature"),)),)),
    ("Put target creature on top of its owner's library.", SORCERY,
     (SpellAbility("", "", effect=(MoveTo(TargetRef(0), Zone.LIBRARY,
                                          from_zone=Zone.BATTLEFIELD),), targets=(TargetSlot(
         TargetKind.OBJECT, Filter(types=C), text="target creature"),)),)),
    ("Return target card from your graveyard to your hand.", SORCERY,
     (SpellAbility("", "", effect=(MoveTo(TargetRef(0), Zone.HAND,
                                          from_zone=Zone.GRAVEYARD),), targets=(TargetSlot(
         TargetKind.OBJECT, Filter(controller=Whose.YOU, zone=Zone.GRAVEYARD),
         text="target card from your graveyard"),)),)),
    ("Whenever this creature deals combat damage to a player, put a +1/+1 counter on it.",
     CREATURE, _trig(DealsCombatDamageToPlayer(ThisObject()),
                     PutCounters(ThisObject(), CounterKind.P1P1, Fixed(1)))),
    ("This creature can't attack unless defending player controls an Island.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), rules=(CantAttackUnlessDefenderControls(
         Filter(subtypes=frozenset({"Island"}))),)),)),
    # a state trigger (CR 603.8)
    ("When you control no Islands, sacrifice this creature.", CREATURE,
     _trig(ControlsNone(Filter(subtypes=frozenset({"Island"}))), Sacrifice(ThisObject()))),
    # "you may [pay/discard]. If you do, ..." (CR 118.12, 608.2d)
    ("When this creature enters, you may discard a card. If you do, draw a card.", CREATURE,
     _trig(Enters(ThisObject()), MayDiscardThen(1), Discard(Fixed(1), You()),
           Draw(You(), Fixed(1)))),
    ("At the beginning of your upkeep, you may pay {1}. If you do, untap this creature.",
     CREATURE, _trig(BeginningOf(Step.UPKEEP, Whose.YOU), MayPay(mana=ManaCost.parse("{1}")),
                     IfYouDo((Untap(ThisObject()),)))),  # oracle.may_pay's template
    ("This creature has first strike as long as it's attacking.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), layer_effects=(grant(("first strike",)),),
                    condition=SourceIs(Predicate.ATTACKING)),)),
    ("Attacking creatures get +2/+0 until end of turn.", SORCERY,
     (SpellAbility("", "", effect=(ApplyContinuous(Each(Filter(
         types=C, predicates=frozenset({Predicate.ATTACKING}))), (ModifyPT(Fixed(2), Fixed(0)),),
         Duration.END_OF_TURN),)),)),
    ("You may have this creature assign its combat damage as though it weren't blocked.",
     CREATURE, (StaticAbility("", "", affects=ThisObject(), rules=(AssignAsThoughUnblocked(),)),)),
    ("Whenever this creature deals combat damage to a player, that player discards a card.",
     CREATURE, _trig(DealsCombatDamageToPlayer(ThisObject()),
                     Discard(Fixed(1), EventPlayer()))),
    ("This creature gets +1/+2 as long as you control a Forest.", CREATURE,
     (StaticAbility("", "", affects=ThisObject(), layer_effects=(ModifyPT(Fixed(1), Fixed(2)),),
                    condition=YouControlAtLeast(Filter(subtypes=frozenset({"Forest"}),
                                                       controller=Whose.YOU), 1, suffix=True)),)),
    ("Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.",
     CREATURE,
     (StaticAbility("", "", affects=ThisObject(), layer_effects=(ModifyPT(Fixed(2), Fixed(2)),),
                    condition=YouControlAtLeast(Filter(types=frozenset({CardType.ARTIFACT}),
                                                       controller=Whose.YOU), 3, suffix=True)),)),
    ("Whenever another creature you control dies, put a +1/+1 counter on ~.", CREATURE,
     _trig(Dies(Each(Filter(types=C, controller=Whose.YOU, other=True))),
           PutCounters(ThisObject(), CounterKind.P1P1, Fixed(1)))),
    ("Enchanted creature gets -2/-0 and can't block.", AURA,
     (StaticAbility("", "", affects=AttachedObject(), layer_effects=(
         ModifyPT(Fixed(-2), Fixed(0)),), rules=(CantBlock(),)),)),
    # keyword exclusions ("without flying")
    ("~ deals 2 damage to each creature without flying.", SORCERY,
     (SpellAbility("", "", effect=(DealDamage(Fixed(2), Each(Filter(
         types=C, nonkeywords=frozenset({KeywordName.FLYING})))),)),)),
    ("{T}: Add {B} or {R}. This land doesn't untap during your next untap step.", LAND,
     (ActivatedAbility("", "", cost=Cost(tap=True), mana_ability=True, effect=(
         AddMana(ManaOfChoice((ManaType.B, ManaType.R))),
         ApplyRule(DoesntUntap(), ThisObject(), Duration.UNTIL_NEXT_UNTAP))),)),
]


@pytest.mark.parametrize(("text", "tl", "expected"), CASES, ids=[c[0][:60] for c in CASES])
def test_typed_tree(text: str, tl: TypeLine, expected: tuple[Ability, ...]) -> None:
    assert _compile(text, tl) == expected


@pytest.mark.parametrize("text", [
    # "it" names no earlier object in a spell; "that much" needs an event amount
    "Destroy target creature. You gain that much life.",
    # a dies trigger of another object doesn't return "it" (the source) this way
    "Whenever another creature you control dies, return it to its owner's hand.",
    # "sacrifice it" after a trigger naming another object is not read as the card
    "Whenever a creature an opponent controls becomes blocked, sacrifice it.",
    # a static ability can't pick what it affects by power (a layer-7 value, CR 613.8)
    "Creatures you control with power 2 or less get +1/+1.",
    "Creatures with power 2 or less have flying.",
    "Creatures without flying get -1/-1.",
    # "they" after several targets would name only the last one
    "Tap up to two target creatures. They don't untap during their controller's next untap "
    "step.",
])
def test_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        for ln in lines(text, "Test Card"):
            compile_line(ln, CREATURE if "Destroy" not in text else SORCERY)


def test_sacrifice_it_normalised_only_after_self_trigger() -> None:
    (ln,) = lines("When Test Card becomes the target of a spell or ability, sacrifice it.",
                  "Test Card")
    assert ln.text == "When ~ becomes the target of a spell or ability, sacrifice ~."
    (ln,) = lines("Whenever a creature attacks, sacrifice it.", "Test Card")
    assert ln.text.endswith("sacrifice it.")


BREADTH_CARDS = (
    "Phantasmal Bear", "Cinder Marsh", "Basalt Monolith", "Aspect of Mongoose", "Audacity",
    "Brushwagg", "Folk of An-Havva", "Arc Runner", "Spirit Link", "Amrou Kithkin", "Cruel Cut",
    "Crafty Pathmage", "March of the Returned", "Lead Astray", "Take into Custody",
    "Kor Hookmaster", "Anurid Barkripper", "Desperate Sentry", "Claustrophobia",
    "Accursed Centaur", "Inner Struggle", "Anchor to the Aether", "Auroral Procession",
    "Erdwal Ripper", "Armored Galleon", "Sea Serpent", "Fissure Wizard", "Earthquake",
    "Grasping Scoundrel", "Army of Allah", "Lone Wolf", "Chilling Apparition", "Kird Ape",
    "Ardent Recruit", "Swarm of Bloodflies", "Cast into Darkness",
)
"""One card per breadth template family, each played by a scenario in tests/rules/breadth2."""


@pytest.mark.parametrize("name", BREADTH_CARDS)
def test_breadth_cards_stay_implemented(name: str) -> None:
    from mtgrules.oracle import verdict

    v = verdict(name)
    assert v.implemented, v.unsupported
