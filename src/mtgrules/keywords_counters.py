"""The keyword abilities that put counters, with extort and living weapon (CR 702), each
built as the ability its rule defines, from the ordinary model nodes and those of :mod:`mtgrules.model.keywords_counters`:

- Fabricate N (702.123a): "When this permanent enters, you may put N +1/+1 counters on it.
  If you don't, create N 1/1 colorless Servo artifact creature tokens."
- Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target
  attacking creature with power less than this creature's power."
- Evolve (702.100a): "Whenever a creature you control enters, if that creature's power is
  greater than this creature's power and/or that creature's toughness is greater than this
  creature's toughness, put a +1/+1 counter on this creature."
- Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
  loses 1 life and you gain life equal to the total life lost this way."
- Living weapon (702.92a) / For Mirrodin! (702.163a): "When this Equipment enters, create a
  0/0 black Phyrexian Germ (2/2 red Rebel) creature token, then attach this Equipment to it."
- Modular N (702.43a): "This permanent enters with N +1/+1 counters on it" and "When this
  permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
  target artifact creature for each +1/+1 counter on this permanent."
- Backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature.
  If that's another creature, it also gains the non-backup abilities of this creature printed
  below this one until end of turn." (:func:`link_backup` fills in those abilities.)
- Dethrone (702.105a): "Whenever this creature attacks the player with the most life or tied
  for most life, put a +1/+1 counter on this creature."
- Training (702.149a): "Whenever this creature and at least one other creature with power
  greater than this creature's power attack, put a +1/+1 counter on this creature."
- Riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on it.
  If you don't, it gains haste."
- Unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on
  it" and "This permanent can't block as long as it has a +1/+1 counter on it."
- Scavenge [cost] (702.97a): an activated ability of the card in the graveyard
  (:func:`scavenge`).
- Reinforce N—[cost] (702.77a): an activated ability of the card in the hand
  (:func:`reinforce`).
- Vanishing N (702.63a): "This permanent enters with N time counters on it," "At the
  beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
  from it," and "When the last time counter is removed from this permanent, sacrifice it."
- Fading N (702.32a): "This permanent enters with N fade counters on it" and "At the
  beginning of your upkeep, remove a fade counter from this permanent. If you can't,
  sacrifice the permanent."
- Devour N (702.82a): "As this object enters, you may sacrifice any number of creatures.
  This permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
- Outlast [cost] (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate
  only as a sorcery." (:func:`outlast`).
- Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent enters
  with N +1/+1 counters on it."

The triggered ones are tagged with their :class:`~mtgrules.model.KeywordTag` and built by
:func:`more_trigger` (called by :func:`mtgrules.keywords_triggered.keyword_trigger`).
"""

from __future__ import annotations

import dataclasses

from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    Attach,
    Attacks,
    BeginningOf,
    CardType,
    Cost,
    CounterKind,
    CountersOn,
    CreateToken,
    Dies,
    EntersWithCounters,
    Filter,
    Fixed,
    May,
    PowerOf,
    Predicate,
    PutCounters,
    Sacrifice,
    SpellCast,
    StaticAbility,
    Step,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    TriggeredAbility,
    Whose,
    Zone,
)
from mtgrules.model.base import Ability
from mtgrules.model.keyword_abilities import KeywordTag, TriggerKeyword
from mtgrules.model.keywords_counters import (
    AttacksMostLife,
    AttacksWithGreaterPower,
    BackupGrant,
    BloodthirstCounters,
    DevourCounters,
    DrainOpponents,
    EvolveCounter,
    EvolveEnters,
    Fabricate,
    HasCounter,
    LastCounterRemoved,
    MayEnterWithCounter,
    MayPayThen,
    RemoveCounterFromThis,
)
from mtgrules.model.rules import CantBlock
from mtgrules.model.triggers import Enters

SERVO = "1/1 colorless Servo artifact creature token"
GERM = "0/0 black Phyrexian Germ creature token"
REBEL = "2/2 red Rebel creature token"
"""The tokens fabricate, living weapon and For Mirrodin! create, named by their descriptions
as the Oracle compiler names creature tokens (:mod:`mtgrules.oracle.tokens`)."""

SPELLED = {TriggerKeyword.FOR_MIRRODIN: "For Mirrodin!"}
"""Keywords not written as their capitalised name."""

NOT_ALONE = frozenset({TriggerKeyword.MODULAR, TriggerKeyword.VANISHING,
                       TriggerKeyword.FADING})
"""Keywords whose triggered ability is one of two abilities of the keyword (modular's static
ability comes with it, :func:`modular`)."""

EXTORT_COST = ManaCost.parse("{W/B}")

_CREATURE = frozenset({CardType.CREATURE})
MENTOR_TARGET = "target attacking creature with power less than this creature's power"
MODULAR_TARGET = "target artifact creature"


def more_trigger(tag: KeywordTag, key: str, text: str) -> TriggeredAbility:
    """The triggered ability keyword ``tag`` of this family stands for (see the module doc).
    Raises ValueError for a keyword of another family."""
    t = TriggerKeyword
    n = tag.n or 0
    match tag.name:
        case t.FABRICATE:
            return TriggeredAbility(key, text, event=Enters(), effect=(Fabricate(n),),
                                    keyword_tag=tag)
        case t.MENTOR:
            slot = TargetSlot(TargetKind.OBJECT, Filter(
                types=_CREATURE, predicates=frozenset({
                    Predicate.ATTACKING, Predicate.POWER_LESS_THAN_SOURCE})),
                text=MENTOR_TARGET)
            return TriggeredAbility(key, text, event=Attacks(), targets=(slot,),
                                    effect=(PutCounters(TargetRef(0), CounterKind.P1P1),),
                                    keyword_tag=tag)
        case t.EVOLVE:
            return TriggeredAbility(key, text, event=EvolveEnters(), effect=(EvolveCounter(),),
                                    keyword_tag=tag)
        case t.EXTORT:
            return TriggeredAbility(key, text, event=SpellCast(Whose.YOU, Filter()),
                                    effect=(MayPayThen(EXTORT_COST), DrainOpponents(1)),
                                    keyword_tag=tag)
        case t.LIVING_WEAPON | t.FOR_MIRRODIN:
            token = GERM if tag.name is t.LIVING_WEAPON else REBEL
            return TriggeredAbility(key, text, event=Enters(), effect=(
                CreateToken(token), Attach(ThisObject(), Those())), keyword_tag=tag)
        case t.MODULAR:
            slot = TargetSlot(TargetKind.OBJECT, Filter(
                types=frozenset({CardType.ARTIFACT, CardType.CREATURE})), text=MODULAR_TARGET)
            return TriggeredAbility(key, text, event=Dies(), targets=(slot,), effect=(May(
                f"You may put a +1/+1 counter on {MODULAR_TARGET} for each +1/+1 counter on "
                "this permanent?", (PutCounters(TargetRef(0), CounterKind.P1P1, CountersOn(
                    ThisObject(), CounterKind.P1P1)),)),), keyword_tag=tag)
        case t.BACKUP:
            slot = TargetSlot(TargetKind.OBJECT, Filter(types=_CREATURE), text="target creature")
            return TriggeredAbility(key, text, event=Enters(), targets=(slot,), effect=(
                PutCounters(TargetRef(0), CounterKind.P1P1, Fixed(n)), BackupGrant()),
                keyword_tag=tag)
        case t.VANISHING:
            return TriggeredAbility(key, text, event=BeginningOf(Step.UPKEEP),
                                    intervening_if=HasCounter(CounterKind.TIME), effect=(
                                        RemoveCounterFromThis(CounterKind.TIME),),
                                    keyword_tag=tag)
        case t.FADING:
            return TriggeredAbility(key, text, event=BeginningOf(Step.UPKEEP), effect=(
                RemoveCounterFromThis(CounterKind.FADE, or_sacrifice=True),), keyword_tag=tag)
        case t.TRAINING:
            return TriggeredAbility(key, text, event=AttacksWithGreaterPower(), effect=(
                PutCounters(ThisObject(), CounterKind.P1P1),), keyword_tag=tag)
        case t.DETHRONE:
            return TriggeredAbility(key, text, event=AttacksMostLife(), effect=(
                PutCounters(ThisObject(), CounterKind.P1P1),), keyword_tag=tag)
        case _:
            raise ValueError(f"{tag.name.value} is not of the keywords_counters family")


def modular(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """Modular N's two abilities (CR 702.43a)."""
    text = f"Modular {n}"
    return (StaticAbility("", text, replacement=EntersWithCounters(CounterKind.P1P1, Fixed(n))),
            more_trigger(KeywordTag(TriggerKeyword.MODULAR, n), "", text))


def bloodthirst(n: int) -> StaticAbility:
    """Bloodthirst N (CR 702.54a)."""
    return StaticAbility("", f"Bloodthirst {n}", replacement=BloodthirstCounters(n))


def devour(n: int) -> StaticAbility:
    """Devour N (CR 702.82a)."""
    return StaticAbility("", f"Devour {n}", replacement=DevourCounters(n))


def riot() -> StaticAbility:
    """Riot (CR 702.136a)."""
    return StaticAbility("", "Riot", replacement=MayEnterWithCounter(else_haste=True))


def unleash() -> tuple[StaticAbility, StaticAbility]:
    """Unleash's two static abilities (CR 702.98a)."""
    return (StaticAbility("", "Unleash", replacement=MayEnterWithCounter()),
            StaticAbility("", "Unleash", rules=(CantBlock(),),
                          condition=HasCounter(CounterKind.P1P1)))


def is_backup(a: Ability) -> bool:
    """Whether ``a`` is a backup ability (CR 702.165a)."""
    return isinstance(a, TriggeredAbility) and a.keyword_tag is not None \
        and a.keyword_tag.name is TriggerKeyword.BACKUP


def unlinked(a: TriggeredAbility) -> TriggeredAbility:
    """A backup ability with its granted abilities left out (the form its line compiles to);
    any other ability unchanged."""
    if not is_backup(a):
        return a
    return dataclasses.replace(a, effect=tuple(
        BackupGrant() if isinstance(e, BackupGrant) else e for e in a.effect))


def link_backup(abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """A card's abilities (keyed, in printed order) with each backup ability granting the
    non-backup abilities printed below it (CR 702.165a, c)."""
    if not any(is_backup(a) for a in abilities):
        return abilities
    out: list[Ability] = []
    for i, a in enumerate(abilities):
        if is_backup(a):
            assert isinstance(a, TriggeredAbility)
            below = tuple(b for b in abilities[i + 1:] if not is_backup(b))
            a = dataclasses.replace(a, effect=tuple(
                BackupGrant(below) if isinstance(e, BackupGrant) else e for e in a.effect))
        out.append(a)
    return tuple(out)


def scavenge(cost: ManaCost) -> ActivatedAbility:
    """Scavenge [cost] (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a
    number of +1/+1 counters equal to the power of the card you exiled on target creature.
    Activate only as a sorcery." (The exiled card's power is its last known information,
    CR 608.2h, recorded as the cost is paid.)"""
    return ActivatedAbility(
        "", f"Scavenge {cost}", cost=Cost(mana=cost, exile_self=True),
        effect=(PutCounters(TargetRef(0), CounterKind.P1P1, PowerOf(ThisObject())),),
        targets=(TargetSlot(TargetKind.OBJECT, Filter(types=_CREATURE), text="target creature"),),
        sorcery_speed=True, zone=Zone.GRAVEYARD, keyword=AbilityKeyword.SCAVENGE)


def reinforce(n: int, cost: ManaCost) -> ActivatedAbility:
    """Reinforce N—[cost] (CR 702.77a): "[Cost], Discard this card: Put N +1/+1 counters on
    target creature", an ability that functions in the hand."""
    return ActivatedAbility(
        "", f"Reinforce {n}—{cost}", cost=Cost(mana=cost, discard_self=True),
        effect=(PutCounters(TargetRef(0), CounterKind.P1P1, Fixed(n)),),
        targets=(TargetSlot(TargetKind.OBJECT, Filter(types=_CREATURE), text="target creature"),),
        zone=Zone.HAND, keyword=AbilityKeyword.REINFORCE)


def vanishing(n: int) -> tuple[StaticAbility, TriggeredAbility, TriggeredAbility]:
    """Vanishing N's three abilities (CR 702.63a)."""
    text = f"Vanishing {n}"
    return (StaticAbility("", text, replacement=EntersWithCounters(CounterKind.TIME, Fixed(n))),
            more_trigger(KeywordTag(TriggerKeyword.VANISHING, n), "", text),
            TriggeredAbility("", text, event=LastCounterRemoved(CounterKind.TIME),
                             effect=(Sacrifice(ThisObject()),)))


def fading(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """Fading N's two abilities (CR 702.32a)."""
    text = f"Fading {n}"
    return (StaticAbility("", text, replacement=EntersWithCounters(CounterKind.FADE, Fixed(n))),
            more_trigger(KeywordTag(TriggerKeyword.FADING, n), "", text))


def outlast(cost: ManaCost) -> ActivatedAbility:
    """Outlast [cost] (CR 702.107a)."""
    return ActivatedAbility(
        "", f"Outlast {cost}", cost=Cost(mana=cost, tap=True),
        effect=(PutCounters(ThisObject(), CounterKind.P1P1),), sorcery_speed=True,
        keyword=AbilityKeyword.OUTLAST)
