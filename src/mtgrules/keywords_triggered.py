"""Triggered keyword abilities (CR 702) built as ordinary triggered abilities, tagged with
their :class:`~mtgrules.model.KeywordTag`:

- Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets
  +1/+1 until end of turn."
- Bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until
  end of turn."
- Flanking (702.25a): "Whenever this creature becomes blocked by a creature without flanking,
  the blocking creature gets -1/-1 until end of turn."
- Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
  turn for each creature blocking it beyond the first."
- Undying (702.93a) / Persist (702.79a): "When this permanent dies, if it had no +1/+1
  (-1/-1) counters on it, return it to the battlefield under its owner's control with a
  +1/+1 (-1/-1) counter on it."
- Afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N
  life."
- Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets
  +1/+0 until end of turn."
- Echo [cost] (702.30a): "At the beginning of your upkeep, if this permanent came under your
  control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
- Soulshift N (702.46a): "When this creature dies, you may return target Spirit card with mana
  value N or less from your graveyard to your hand."
- Renown N (702.112a): "When this creature deals combat damage to a player, if it isn't
  renowned, put N +1/+1 counters on it and it becomes renowned."
- Afterlife N (702.135a): "When this permanent is put into a graveyard from the battlefield,
  create N 1/1 white and black Spirit creature tokens with flying."

:func:`keyword_trigger` is the one canonical form of each; the Oracle compiler renders a
triggered ability as its keyword only when it equals that form.
"""

from __future__ import annotations

from typing import assert_never

from mtgrules.keywords_cascade import cascade, storm
from mtgrules.keywords_copies import myriad
from mtgrules.keywords_counters import SPELLED, more_trigger
from mtgrules.model import (
    ApplyContinuous,
    Attacks,
    BeginningOf,
    CardType,
    Cmp,
    CounterKind,
    CreateToken,
    DealsCombatDamageToPlayer,
    DefendingPlayer,
    Dies,
    Each,
    Enters,
    EventObject,
    EventPlayer,
    ExileFromTop,
    Filter,
    Fixed,
    LoseLife,
    ManaValueIs,
    May,
    ModifyPT,
    MoveTo,
    Predicate,
    PutCounters,
    Sacrifice,
    Step,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    TriggeredAbility,
    UnlessPays,
    Whose,
    Zone,
)
from mtgrules.model.alt_costs import CumulativeUpkeep
from mtgrules.model.keyword_abilities import (
    AttacksAlone,
    BecomeRenowned,
    BecomesBlockedByCreatureWithout,
    BlockersBeyondFirst,
    BlocksOrBecomesBlocked,
    CameUnderControlSinceLastUpkeep,
    HadNoCounters,
    KeywordTag,
    NotRenowned,
    ReturnDiedToBattlefield,
    TriggerKeyword,
)
from mtgrules.model.soulbond import BothUnpaired, PairSoulbond

AFTERLIFE_TOKEN = "1/1 white and black Spirit creature token with flying"
"""The token afterlife creates (CR 702.135a), named by its description as the Oracle
compiler names creature tokens (:mod:`mtgrules.oracle.tokens`)."""

_CREATURE = frozenset({CardType.CREATURE})


def keyword_line(tag: KeywordTag) -> str:
    """How the keyword is written on a card: ``"Exalted"``, ``"Bushido 2"``."""
    name = SPELLED.get(tag.name) or tag.name.value.capitalize()
    if tag.cost is not None:
        return f"{name} {tag.cost}"
    return name if tag.n is None else f"{name} {tag.n}"


def keyword_trigger(tag: KeywordTag, key: str = "") -> TriggeredAbility:
    """The triggered ability keyword ``tag`` stands for (CR 702; see the module doc)."""
    t = TriggerKeyword
    n = tag.n or 0
    text = keyword_line(tag)
    match tag.name:
        case t.EXALTED:
            return TriggeredAbility(
                key, text, event=AttacksAlone(Each(Filter(types=_CREATURE,
                                                          controller=Whose.YOU))),
                effect=(ApplyContinuous(EventObject(), (ModifyPT(Fixed(1), Fixed(1)),)),),
                keyword_tag=tag)
        case t.BUSHIDO:
            return TriggeredAbility(
                key, text, event=BlocksOrBecomesBlocked(),
                effect=(ApplyContinuous(ThisObject(), (ModifyPT(Fixed(n), Fixed(n)),)),),
                keyword_tag=tag)
        case t.FLANKING:
            return TriggeredAbility(
                key, text, event=BecomesBlockedByCreatureWithout(t.FLANKING),
                effect=(ApplyContinuous(EventObject(), (ModifyPT(Fixed(-1), Fixed(-1)),)),),
                keyword_tag=tag)
        case t.RAMPAGE:
            return TriggeredAbility(
                key, text, event=BlocksOrBecomesBlocked(blocks=False),
                effect=(ApplyContinuous(ThisObject(), (ModifyPT(
                    BlockersBeyondFirst(n), BlockersBeyondFirst(n)),)),),
                keyword_tag=tag)
        case t.UNDYING | t.PERSIST:
            kind = CounterKind.P1P1 if tag.name is t.UNDYING else CounterKind.M1M1
            return TriggeredAbility(
                key, text, event=Dies(), intervening_if=HadNoCounters(kind),
                effect=(ReturnDiedToBattlefield(counter=kind),), keyword_tag=tag)
        case t.INGEST:  # "that player exiles the top card of their library" (CR 702.115a)
            return TriggeredAbility(
                key, text, event=DealsCombatDamageToPlayer(),
                effect=(ExileFromTop(Fixed(1), EventPlayer(), subject=True),), keyword_tag=tag)
        case t.AFFLICT:
            return TriggeredAbility(
                key, text, event=BlocksOrBecomesBlocked(blocks=False),
                effect=(LoseLife(Fixed(n), DefendingPlayer()),), keyword_tag=tag)
        case t.BATTLE_CRY:
            return TriggeredAbility(
                key, text, event=Attacks(),
                effect=(ApplyContinuous(Each(Filter(
                    types=_CREATURE, other=True, predicates=frozenset({Predicate.ATTACKING}))),
                    (ModifyPT(Fixed(1), Fixed(0)),)),),
                keyword_tag=tag)
        case t.AFTERLIFE:
            return TriggeredAbility(
                key, text, event=Dies(), effect=(CreateToken(AFTERLIFE_TOKEN, Fixed(n)),),
                keyword_tag=tag)
        case t.ECHO:
            assert tag.cost is not None
            return TriggeredAbility(
                key, text, event=BeginningOf(Step.UPKEEP),
                intervening_if=CameUnderControlSinceLastUpkeep(),
                effect=(UnlessPays(tag.cost, (Sacrifice(ThisObject()),)),), keyword_tag=tag)
        case t.CUMULATIVE_UPKEEP:
            assert tag.cost is not None
            return TriggeredAbility(key, text, event=BeginningOf(Step.UPKEEP),
                                    effect=(CumulativeUpkeep(tag.cost),), keyword_tag=tag)
        case t.SOULSHIFT:
            what = f"target Spirit card with mana value {n} or less from your graveyard"
            return TriggeredAbility(
                key, text, event=Dies(), effect=(May(
                    f"You may return {what} to your hand?",
                    (MoveTo(TargetRef(0), Zone.HAND, from_zone=Zone.GRAVEYARD),)),),
                targets=(TargetSlot(TargetKind.OBJECT, Filter(
                    subtypes=frozenset({"Spirit"}), controller=Whose.YOU, zone=Zone.GRAVEYARD,
                    mana_value=ManaValueIs(Cmp.LE, n)), text=what),), keyword_tag=tag)
        case t.RENOWN:
            return TriggeredAbility(
                key, text, event=DealsCombatDamageToPlayer(), intervening_if=NotRenowned(),
                effect=(PutCounters(ThisObject(), CounterKind.P1P1, Fixed(n)),
                        BecomeRenowned()), keyword_tag=tag)
        case (t.FABRICATE | t.MENTOR | t.EVOLVE | t.EXTORT | t.LIVING_WEAPON | t.FOR_MIRRODIN
              | t.MODULAR | t.DETHRONE | t.BACKUP | t.VANISHING | t.FADING
              | t.TRAINING):
            return more_trigger(tag, key, text)  # the second family (mtgrules.keywords_counters)
        case t.SOULBOND:  # its two triggers as one (mtgrules.rules.soulbond, CR 702.95a)
            return TriggeredAbility(
                key, text, event=Enters(Each(Filter(types=_CREATURE, controller=Whose.YOU,
                                                    other=True)), or_this=True),
                intervening_if=BothUnpaired(), effect=(PairSoulbond(),), keyword_tag=tag)
        case t.MYRIAD:
            return myriad(key, text, tag)  # CR 702.116a (mtgrules.keywords_copies)
        case t.CASCADE:
            return cascade(key, text, tag)  # CR 702.85a (mtgrules.keywords_cascade)
        case t.STORM:
            return storm(key, text, tag)  # CR 702.40a (mtgrules.keywords_cascade)
        case _:
            assert_never(tag.name)
