"""Token-copy keyword abilities (CR 702) as canonical ability objects:

- Embalm [cost] (702.128a): "[Cost], Exile this card from your graveyard: Create a token that's
  a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to
  its other types. Activate only as a sorcery."
- Eternalize [cost] (702.129a): the same, "except it's black, it's 4/4, it has no mana cost,
  and it's a Zombie in addition to its other types."
- Encore [cost] (702.141a): "[Cost], Exile this card from your graveyard: For each opponent,
  create a token that's a copy of this card that attacks that opponent this turn if able. The
  tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only as a
  sorcery." (:class:`~mtgrules.model.copies.EncoreCopies`)
- Myriad (702.116a): a triggered keyword (:func:`myriad`, built by
  :func:`mtgrules.keywords_triggered.keyword_trigger`).

The delayed triggers they set up (:data:`SACRIFICE_AT_END`, :data:`EXILE_AT_END_OF_COMBAT`) are
shared abilities registered by the composition root (:func:`copy_keyword_abilities`).
"""

from __future__ import annotations

from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    Attacks,
    BeginningOf,
    Color,
    Cost,
    CounterKind,
    MoveTo,
    Sacrifice,
    Step,
    ThisObject,
    TriggeredAbility,
    Zone,
)
from mtgrules.model.base import Ability
from mtgrules.model.copies import (
    AlsoTypes,
    CreateTokenCopy,
    EncoreCopies,
    IsColor,
    IsPT,
    MyriadCopies,
    NoManaCost,
)
from mtgrules.model.keyword_abilities import KeywordTag

EMBALM_EXCEPTIONS = (IsColor(frozenset({Color.WHITE})), NoManaCost(), AlsoTypes((), ("Zombie",)))
ETERNALIZE_EXCEPTIONS = (IsColor(frozenset({Color.BLACK})), IsPT(4, 4), NoManaCost(),
                         AlsoTypes((), ("Zombie",)))


def _from_graveyard(word: str, cost: ManaCost, effect: object) -> ActivatedAbility:
    return ActivatedAbility("", f"{word} {cost}", cost=Cost(mana=cost, exile_self=True),
                            effect=(effect,), sorcery_speed=True,  # type: ignore[arg-type]
                            zone=Zone.GRAVEYARD)


def embalm(cost: ManaCost) -> ActivatedAbility:
    """Embalm [cost] (CR 702.128a)."""
    return _from_graveyard("Embalm", cost, CreateTokenCopy(ThisObject(),
                                                           exceptions=EMBALM_EXCEPTIONS))


def eternalize(cost: ManaCost) -> ActivatedAbility:
    """Eternalize [cost] (CR 702.129a)."""
    return _from_graveyard("Eternalize", cost, CreateTokenCopy(
        ThisObject(), exceptions=ETERNALIZE_EXCEPTIONS))


def encore(cost: ManaCost) -> ActivatedAbility:
    """Encore [cost] (CR 702.141a)."""
    return _from_graveyard("Encore", cost, EncoreCopies())


def myriad(key: str, text: str, tag: KeywordTag) -> TriggeredAbility:
    """Myriad (CR 702.116a): "Whenever this creature attacks, for each opponent other than
    defending player, you may create a token that's a copy of this creature that's tapped and
    attacking that player or a planeswalker they control. If one or more tokens are created
    this way, exile the tokens at end of combat." """
    return TriggeredAbility(key, text, event=Attacks(), effect=(MyriadCopies(),),
                            keyword_tag=tag)


SACRIFICE_AT_END = TriggeredAbility(
    "copies:sacrifice", "Sacrifice it at the beginning of the next end step.",
    event=BeginningOf(Step.END), effect=(Sacrifice(ThisObject()),))
"""The delayed triggered ability encore sets up for each token (CR 603.7)."""

EXILE_AT_END_OF_COMBAT = TriggeredAbility(
    "copies:exile", "Exile it at end of combat.",
    event=BeginningOf(Step.END_OF_COMBAT), effect=(MoveTo(ThisObject(), Zone.EXILE),))
"""The delayed triggered ability myriad sets up for each token (CR 603.7, 511.1)."""


SPLIT_COPY = TriggeredAbility(
    "copies:split", "Create a token that's a copy of it. The token enters with half that many "
    "+1/+1 counters on it, rounded down.", event=BeginningOf(Step.END),
    effect=(CreateTokenCopy(ThisObject(), half_counters=CounterKind.P1P1),))
"""The delayed triggered ability of "create a token that's a copy of it at the beginning of
the next end step. The token enters with half that many +1/+1 counters on it, rounded down."
(:class:`~mtgrules.model.copies.TokenCopyAtNextEndStep`, CR 603.7)."""


def copy_keyword_abilities() -> tuple[Ability, ...]:
    """The shared abilities of this module, for the ability registry."""
    return (SACRIFICE_AT_END, EXILE_AT_END_OF_COMBAT, SPLIT_COPY)
