"""The effect interpreter: runs an ability's effect (a tuple of
:data:`~mtgrules.model.effects.Effect` nodes) with a program counter kept in the ``effect``
frame (DESIGN non-negotiable 3, explicit work stack). A step that needs a player's choice
asks and returns ``False``; it runs again with the answer in ``frame.data["answer"]``.

Nested sequences (:class:`~mtgrules.model.May`, :class:`~mtgrules.model.Unless`) are
flattened once per ability into a program of steps where the choice step skips its body when
declined (or paid), so the program counter stays one integer. Dispatch is a ``match`` over
every effect class ending in ``assert_never``: mypy proves each is handled.

The frame's ``ctx`` is plain data: ``source`` (object id), ``controller`` (player index),
``targets`` (references, 0 for an illegal or unchosen target), ``x``, ``obj`` (the spell or
ability object), ``event`` (trigger event data), ``vars`` (values steps pass on: the chosen
sector, ``those`` objects the last step acted on), ``source_lki`` (CR 608.2h).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from mtgrules.cards.registry import get_ability
from mtgrules.effects import (
    alt_costs,
    copies,
    damage,
    designations,
    dungeons,
    exile_cast,
    face_down,
    faces,
    history,
    if_you_do,
    keyword_actions,
    land_plays,
    monstrosity,
    ops,
    ops_zones,
    payments,
    prevention,
    returns,
    search,
    unless_sacrifices,
    where_x,
)
from mtgrules.effects import keywords_counters as kw_counters
from mtgrules.effects.all_to_owners import all_to_owners
from mtgrules.effects.attached_triggers import return_aura_card
from mtgrules.effects.attacking import create_tokens_attacking, put_from_hand_attacking
from mtgrules.effects.blocking import must_block_it
from mtgrules.effects.cascade import cascade_bottom, cascade_exile
from mtgrules.effects.cast_effects import exile_top_cards_may_play, if_kicked
from mtgrules.effects.color_choice import gain_protection_from_chosen_color
from mtgrules.effects.commander import commander_cast_copies
from mtgrules.effects.cost_effects import change_costs_until_next_turn, put_counter_of_choice
from mtgrules.effects.counters import proliferate, remove_all_counters
from mtgrules.effects.damage import deal_damage_to_several, it_deals_damage, object_deals_damage
from mtgrules.effects.delayed_triggers import whenever_until_your_next_turn
from mtgrules.effects.divided import deal_divided_damage, put_divided_counters
from mtgrules.effects.each_library import cast_those_free, exile_from_each_library
from mtgrules.effects.emblems import create_emblem
from mtgrules.effects.exile_until import (
    exile_later,
    exile_until_source_leaves,
    return_from_exile,
    return_later,
)
from mtgrules.effects.fight import creature_deals_damage
from mtgrules.effects.graveyard_returns import put_all_from_graveyards
from mtgrules.effects.hand_effects import discard_at_random, look_at_hand
from mtgrules.effects.if_you_do import MayDoStep, may_do
from mtgrules.effects.impulse import (
    CastExiledStep,
    cast_exiled,
    exile_from_top,
    exile_top_playable,
    look_at_exiled,
    play_exiled,
)
from mtgrules.effects.leaves_exiled import exile_if_it_would_leave
from mtgrules.effects.library_bottom import put_on_bottom
from mtgrules.effects.library_look import (
    exile_library_shuffle_hand,
    look_at_top,
    look_at_top_may_bottom,
    put_from_hand_on_top,
    reveal_top,
)
from mtgrules.effects.life_totals import life_total_becomes
from mtgrules.effects.linked_exile import bury_exiled_with_then_damage
from mtgrules.effects.mana_value_each import destroy_each_with_mana_value
from mtgrules.effects.manlands import becomes_creature_land
from mtgrules.effects.meld import meld_effect
from mtgrules.effects.next_sorcery import next_sorcery_as_though_flash
from mtgrules.effects.no_regeneration import cant_be_regenerated
from mtgrules.effects.opponent_choice import return_opponents_choice
from mtgrules.effects.ops_keywords import become_renowned
from mtgrules.effects.permanent_effects import (
    attack_source_during_next_turn,
    deals_damage_to_itself,
    prevent_all_damage_this_turn,
)
from mtgrules.effects.phasing import phase_out
from mtgrules.effects.piles import reveal_top_into_piles
from mtgrules.effects.player_choices import (
    discard_unless,
    return_chosen,
    sacrifice_chosen,
    sacrifice_pile,
)
from mtgrules.effects.player_effects import (
    exile_graveyard,
    exile_until_total_mana_value,
    lose_game,
    put_on_top_or_bottom,
    return_half,
)
from mtgrules.effects.prevent_from import prevent_damage_from
from mtgrules.effects.prevention_to_and_by import prevent_to_and_by
from mtgrules.effects.reflexive import may_sacrifice_grantor, when_power_becomes
from mtgrules.effects.returns import return_died_to_battlefield
from mtgrules.effects.reveal_hand import reveal_hand_choose
from mtgrules.effects.sacrifice_later import sacrifice_later
from mtgrules.effects.sacrifice_or import opponent_may_sacrifice, sacrifice_or_else
from mtgrules.effects.soulbond import pair_soulbond
from mtgrules.effects.turn import additional_combat_phase
from mtgrules.effects.turn_order import take_extra_turn
from mtgrules.effects.untap import untap_up_to
from mtgrules.effects.vehicles import becomes_artifact_creature
from mtgrules.effects.walker_abilities import gain_choice_of_keyword
from mtgrules.engine import handler, pop
from mtgrules.mana import ManaCost
from mtgrules.model.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from mtgrules.model.all_to_owners import AllToOwners
from mtgrules.model.alt_costs import (
    CumulativeUpkeep,
    ExileWarped,
    GainFlashback,
    MadnessCast,
    SuspendCast,
    SuspendTick,
)
from mtgrules.model.attached_triggers import ReturnAuraCard
from mtgrules.model.attacking import CreateTokensAttacking, PutFromHandAttacking
from mtgrules.model.base import Ability, Unimplemented, walk
from mtgrules.model.blocking import MustBlockIt
from mtgrules.model.cascade import CascadeBottom, CascadeExile
from mtgrules.model.color_choice import GainProtectionFromChosenColor
from mtgrules.model.commander import CommanderCastCopies
from mtgrules.model.copies import (
    BecomeCopy,
    CreateTokenCopy,
    EncoreCopies,
    MyriadCopies,
    Populate,
    StormCopies,
    TokenCopyAtNextEndStep,
)
from mtgrules.model.cost_effects import ChangeCostsUntilYourNextTurn, PutCounterOfChoice
from mtgrules.model.costs import Cost
from mtgrules.model.counter_effects import Proliferate, RemoveAllCounters
from mtgrules.model.damage import (
    DamageCantBePreventedThisTurn,
    DealDamageEqualToHandSize,
    DealDamageToSeveral,
    ItDealsDamage,
    ObjectDealsDamage,
    PlayersCantGainLifeThisTurn,
    UnpreventableDamage,
)
from mtgrules.model.delayed_triggers import WheneverUntilYourNextTurn
from mtgrules.model.designations import BecomeMonarch
from mtgrules.model.divided import DealDividedDamage, PutDividedCounters
from mtgrules.model.dungeons import ChooseTarget, IfRolledAtLeast
from mtgrules.model.each_library import CastThoseFree, ExileFromEachLibrary
from mtgrules.model.effects import (
    AddMana,
    AddManaProducedByEvent,
    ApplyContinuous,
    ApplyRule,
    Attach,
    BecomeLevel,
    ChooseSector,
    Compound,
    Conjoined,
    Counter,
    CreateToken,
    CreateTokens,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    EachTargetPlayer,
    Effect,
    ExileTopCardsMayPlay,
    ExileTopMayPlay,
    GainLife,
    IfElse,
    IfKicked,
    LifeTotalBecomes,
    LoseLife,
    LoseLifeUnless,
    May,
    MayIfYouDo,
    Mill,
    MoveTo,
    Payer,
    PreventAllDamageToAndBy,
    PutCounters,
    PutFromHand,
    Regenerate,
    RevealTopCard,
    RollDie,
    Sacrifice,
    SacrificeOneOfEach,
    Scry,
    SearchLibrary,
    SubjectYou,
    Surveil,
    Tap,
    TapOrUntap,
    Transform,
    UnearthReturn,
    Unless,
    UnlessPays,
    Untap,
    Venture,
)
from mtgrules.model.emblems import CreateEmblem
from mtgrules.model.exile_cast import CastFromExileAfterAnotherSpell
from mtgrules.model.exile_until import (
    ExileLater,
    ExileUntilSourceLeaves,
    ReturnFromExile,
    ReturnLater,
)
from mtgrules.model.face_down import Manifest, ManifestDread
from mtgrules.model.fight import CreatureDealsDamage
from mtgrules.model.graveyard_returns import PutAllFromGraveyards
from mtgrules.model.hand_effects import DiscardAtRandom, LookAtHand
from mtgrules.model.heroic import PutCountersOnIt
from mtgrules.model.if_you_do import IfYouDo, MayDiscardThen, MayPay
from mtgrules.model.impulse import (
    CastExiledOrElse,
    ExileFromTop,
    ExileTopPlayable,
    LookAtExiled,
    PlayExiled,
)
from mtgrules.model.keyword_abilities import BecomeRenowned, ReturnDiedToBattlefield
from mtgrules.model.keyword_actions import DoublePT, Investigate
from mtgrules.model.keywords_counters import (
    BackupGrant,
    Bolster,
    Connive,
    DrainOpponents,
    EvolveCounter,
    Explore,
    Fabricate,
    MayPayThen,
    RemoveCounterFromThis,
)
from mtgrules.model.land_plays import PlayAdditionalLandsThisTurn
from mtgrules.model.leaves_exiled import ExileIfItWouldLeave
from mtgrules.model.library_bottom import PutOnBottom
from mtgrules.model.library_look import (
    ExileLibraryShuffleHand,
    LookAtTop,
    LookAtTopMayBottom,
    PutFromHandOnTop,
    RevealTop,
)
from mtgrules.model.linked_exile import BuryExiledWithThenDamage
from mtgrules.model.mana_value_each import DestroyEachWithManaValue
from mtgrules.model.manlands import BecomesCreatureLand
from mtgrules.model.meld import Meld
from mtgrules.model.miracle import MiracleCast, ReboundCast
from mtgrules.model.monstrosity import Monstrosity
from mtgrules.model.next_sorcery import NextSorceryAsThoughFlash
from mtgrules.model.no_regeneration import CantBeRegeneratedThisTurn
from mtgrules.model.opponent_choice import ReturnOpponentsChoice
from mtgrules.model.permanent_effects import (
    AttackSourceDuringNextTurn,
    DealsDamageToItself,
    PreventAllDamageThisTurn,
)
from mtgrules.model.phasing import PhaseOut
from mtgrules.model.piles import RevealTopIntoPiles
from mtgrules.model.player_choices import (
    DiscardUnless,
    ReturnChosenFromGraveyard,
    SacrificeChosen,
    SacrificePileOfChoice,
)
from mtgrules.model.player_effects import (
    ExileGraveyard,
    ExileUntilTotalManaValue,
    LoseGame,
    PutOnTopOrBottom,
    ReturnHalf,
)
from mtgrules.model.prevention import (
    ExileIfWouldDieThisTurn,
    PreventAllCombatDamage,
    PreventDamageFrom,
    PreventNextDamage,
)
from mtgrules.model.reflexive import MaySacrificeGrantor, WhenPowerBecomes
from mtgrules.model.refs import TargetRef, ThisObject
from mtgrules.model.returns import ReturnChosenToHand, ReturnDiedCard
from mtgrules.model.reveal_hand import RevealHandChoose
from mtgrules.model.roll_again import MayRollAgain
from mtgrules.model.sacrifice_later import SacrificeLater
from mtgrules.model.sacrifice_or import OpponentMaySacrifice, SacrificeOrElse
from mtgrules.model.search import (
    IfThatCard,
    SearchAnyNumber,
    SearchWithManaValue,
    Shuffle,
    ShuffleIntoLibrary,
)
from mtgrules.model.soulbond import PairSoulbond
from mtgrules.model.turn import AdditionalCombatPhase
from mtgrules.model.turn_order import TakeExtraTurn
from mtgrules.model.unless_sacrifices import UnlessSacrifices
from mtgrules.model.untap import UntapUpTo
from mtgrules.model.vehicles import BecomesArtifactCreature
from mtgrules.model.walker_abilities import GainChoiceOfKeyword
from mtgrules.model.where_x import GainLifeLostThisWay, WhereX
from mtgrules.rules.batches import next_moment
from mtgrules.rules.state_triggers import check_state_triggers
from mtgrules.rules.triggers import simultaneously
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class MayStep:
    """"You may ...": ask; on no, skip the next ``skip`` steps (the body)."""

    prompt: str
    skip: int


@dataclass(frozen=True, slots=True)
class RollAgainStep:
    """"You may roll again" (CR 706.3a): ask; on yes, go back ``back`` steps, to the roll."""

    back: int


@dataclass(frozen=True, slots=True)
class KickedStep:
    """"If this spell was kicked, ...": skip the next ``skip`` steps unless it was."""

    skip: int


@dataclass(frozen=True, slots=True)
class UnlessStep:
    """"... unless you [cost]": offer the cost; if paid, skip the next ``skip`` steps."""

    cost: Cost
    skip: int


@dataclass(frozen=True, slots=True)
class UnlessPaysStep:
    """"... unless [payer] pays [mana]": the payer may pay; if they do, skip the next
    ``skip`` steps. ``slot``: the target slot naming the object whose controller pays."""

    cost: ManaCost
    payer: Payer
    skip: int
    slot: int | None = None
    life: int = 0


Step = (Effect | MayStep | UnlessStep | UnlessPaysStep | dungeons.RowStep | KickedStep
        | if_you_do.IfYouDoStep | MayDoStep | CastExiledStep | search.IfThatCardStep
        | RollAgainStep | where_x.DefineXStep | unless_sacrifices.UnlessSacrificesStep
        | dungeons.RolledAtLeastStep | history.IfStep | history.SkipStep)

_PROGRAMS: dict[str, tuple[Step, ...]] = {}


def effect_of(a: Ability) -> tuple[Effect, ...]:
    """The effect of a spell, activated or triggered ability (empty for others)."""
    if isinstance(a, SpellAbility | ActivatedAbility | TriggeredAbility):
        return a.effect
    return ()


def _flatten(effects: tuple[Effect, ...]) -> list[Step]:
    out: list[Step] = []
    for e in effects:
        if isinstance(e, May):
            body = _flatten(e.effects)
            out.append(MayStep(e.prompt, len(body)))
            out.extend(body)
        elif isinstance(e, MayIfYouDo):  # CR 608.2c-d: the action, then what follows
            body = _flatten(e.effects) + _flatten(e.then)
            out.append(MayDoStep(e.prompt, len(body), e.effects[0]))
            out.extend(body)
        elif isinstance(e, CastExiledOrElse):  # CR 608.2g: the cast, or what follows
            body = _flatten(e.otherwise)  # type: ignore[arg-type]
            out.append(CastExiledStep(len(body)))
            out.extend(body)
        elif isinstance(e, IfRolledAtLeast):  # CR 706.2: "if any of those results was N+"
            body = _flatten(e.effects)  # type: ignore[arg-type]
            out.append(dungeons.RolledAtLeastStep(e.at_least, len(body)))
            out.extend(body)
        elif isinstance(e, IfKicked):
            body = _flatten(e.effects)
            out.append(KickedStep(len(body)))
            out.extend(body)
        elif isinstance(e, IfElse):  # CR 608.2c (effects.history)
            then = _flatten(e.then)  # type: ignore[arg-type]
            other = _flatten(e.otherwise)  # type: ignore[arg-type]
            out.append(history.IfStep(e.condition, len(then) + (1 if other else 0)))
            out.extend(then)
            if other:
                out.append(history.SkipStep(len(other)))
                out.extend(other)
        elif isinstance(e, IfYouDo):
            body = _flatten(e.effects)  # type: ignore[arg-type]
            out.append(if_you_do.IfYouDoStep(len(body)))
            out.extend(body)
        elif isinstance(e, IfThatCard):  # "If that card is legendary, ..." (CR 608.2c)
            body = _flatten(e.effects)  # type: ignore[arg-type]
            out.append(search.IfThatCardStep(e.filter, len(body)))
            out.extend(body)
        elif isinstance(e, Unless):
            body = _flatten(e.effects)
            out.append(UnlessStep(e.cost, len(body)))
            out.extend(body)
        elif isinstance(e, UnlessSacrifices):  # the offer, then the effects (CR 118.12)
            body = _flatten(e.effects)  # type: ignore[arg-type]
            out.append(unless_sacrifices.UnlessSacrificesStep(e.who, e.filter, len(body)))
            out.extend(body)
        elif isinstance(e, WhereX):  # X is determined, then the effects (CR 107.3c)
            out.append(where_x.DefineXStep(e.value))
            out.extend(_flatten(e.effects))  # type: ignore[arg-type]
        elif isinstance(e, Compound):  # one sentence, done in order (CR 608.2c)
            out.extend(_flatten(e.effects))
        elif isinstance(e, UnlessPays):
            body = _flatten(e.effects)
            slots = [n.slot for x in e.effects for n in walk(x) if isinstance(n, TargetRef)]
            out.append(UnlessPaysStep(e.cost, e.payer, len(body), slots[0] if slots else None,
                                      e.life))
            out.extend(body)
        elif isinstance(e, Conjoined):
            out.extend(_flatten(e.effects))
        elif isinstance(e, EachTargetPlayer):  # each target player in slot order (608.2c)
            out.extend(_flatten(e.effects))  # type: ignore[arg-type]
        elif isinstance(e, SubjectYou):  # CR 608.2c: the imperative it writes out
            out.extend(_flatten((e.effect,)))
        elif isinstance(e, CreateTokens):  # CR 111.2: each token, in the order written
            out.extend(_flatten(e.tokens))
        elif isinstance(e, RollDie) and e.rows:
            at = len(out)
            out.append(RollDie(e.sides))
            for r in e.rows:
                body = _flatten(r.effects)
                out.append(dungeons.RowStep(r.low, r.high, len(body)))
                # "You may roll again" (CR 706.3a): back to the roll, as a relative jump
                out.extend(RollAgainStep(len(out) + i - at) if isinstance(x, MayRollAgain)
                           else x for i, x in enumerate(body))
        else:
            out.append(e)
    return out


def program(key: str) -> tuple[Step, ...]:
    """The flattened effect of the ability registered under ``key`` (cached)."""
    p = _PROGRAMS.get(key)
    if p is None:
        p = _PROGRAMS[key] = tuple(_flatten(effect_of(get_ability(key))))
    return p


def run_step(s: GameState, f: Frame, e: Step) -> bool:
    """Do one step; True when done, False when it asked a question (see module doc)."""
    match e:
        case Manifest():
            return face_down.manifest(s, f, e)  # CR 701.40a, 701.58a
        case ManifestDread():
            return face_down.manifest_dread(s, f, e)  # CR 701.62a
        case ReturnAuraCard():
            return return_aura_card(s, f, e)  # CR 400.7f
        case ReturnDiedCard():
            return returns.return_died_card(s, f, e)
        case MayDiscardThen():
            rest = len(program(f.data["key"])) - f.data["pc"] - 1
            return if_you_do.may_discard_then(s, f, e, rest)  # CR 608.2d
        case ReturnChosenToHand():
            return returns.return_chosen_to_hand(s, f, e)
        case SacrificeChosen():
            return sacrifice_chosen(s, f, e)
        case DiscardUnless():
            return discard_unless(s, f, e)  # CR 701.9a, 608.2d
        case ReturnChosenFromGraveyard():
            return return_chosen(s, f, e)
        case SacrificePileOfChoice():
            return sacrifice_pile(s, f, e)
        case RevealTopIntoPiles():
            return reveal_top_into_piles(s, f, e)  # CR 700.3, 701.20a
        case ExileFromEachLibrary():
            return exile_from_each_library(s, f, e)  # CR 701.23
        case CastThoseFree():
            return cast_those_free(s, f, e)  # CR 608.2g, 118.9
        case DealsDamageToItself():
            return deals_damage_to_itself(s, f, e)
        case AttackSourceDuringNextTurn():
            return attack_source_during_next_turn(s, f, e)
        case PreventAllDamageThisTurn():
            return prevent_all_damage_this_turn(s, f, e)
        case DealDamage():
            return ops.deal_damage(s, f, e)
        case Destroy():
            return ops.destroy(s, f, e)
        case Regenerate():
            return ops.regenerate(s, f, e)
        case Sacrifice():
            return ops.sacrifice(s, f, e)
        case Draw():
            return ops.draw(s, f, e)
        case GainLife():
            return ops.gain_life(s, f, e)
        case LoseLife():
            return ops.lose_life(s, f, e)
        case Counter():
            return ops.counter(s, f, e)
        case ApplyContinuous():
            return ops.apply_continuous(s, f, e)
        case ApplyRule():
            return ops.apply_rule(s, f, e)
        case AddMana():
            return ops.add_mana(s, f, e)
        case AddManaProducedByEvent():
            return ops.add_mana_produced_by_event(s, f, e)
        case SearchLibrary():
            return search.search_library(s, f, e)  # CR 701.23
        case CreateToken():
            return ops_zones.create_tokens(s, f, e)
        case PutCounters():
            return ops.put_counters(s, f, e)
        case Tap():
            return ops.tap(s, f, e)
        case Untap():
            return ops.untap(s, f, e)
        case TapOrUntap():
            return ops.tap_or_untap(s, f, e)
        case RevealTopCard():
            return ops_zones.reveal_top_card(s, f, e)
        case MoveTo():
            return ops_zones.move_to(s, f, e)
        case Attach():
            return ops.attach(s, f, e)
        case BecomeLevel():
            return ops.become_level(s, f, e)
        case Scry():
            return ops_zones.scry(s, f, e)
        case Surveil():
            return ops_zones.surveil(s, f, e)
        case Discard():
            return ops_zones.discard(s, f, e)
        case Mill():
            return ops_zones.mill(s, f, e)
        case ChooseSector():
            return ops.choose_sector(s, f, e)
        case ExileTopMayPlay():
            return ops_zones.exile_top_may_play(s, f, e)
        case UnearthReturn():
            return ops_zones.unearth_return(s, f, e)
        case BecomeRenowned():
            return become_renowned(s, f, e)  # renown (CR 702.112b)
        case RemoveAllCounters():
            return remove_all_counters(s, f, e)
        case Proliferate():
            return proliferate(s, f, e)
        case PreventNextDamage():
            return prevention.prevent_next_damage(s, f, e)
        case PreventDamageFrom():
            return prevent_damage_from(s, f, e)  # CR 615.1a
        case PreventAllCombatDamage():
            return prevention.prevent_all_combat_damage(s, f, e)
        case ExileIfWouldDieThisTurn():
            return prevention.exile_if_would_die(s, f, e)
        case Transform():
            return faces.transform(s, f, e)
        case Meld():
            return meld_effect(s, f, e)  # CR 701.42a
        case ExileTopCardsMayPlay():
            return exile_top_cards_may_play(s, f, e)
        case KickedStep():
            return if_kicked(s, f, e.skip)
        case IfKicked():
            raise AssertionError("nested effects are flattened by program()")
        case IfElse():
            raise AssertionError("nested effects are flattened by program()")
        case history.IfStep():
            return history.if_step(s, f, e)
        case history.SkipStep():
            return history.skip_step(s, f, e)
        case Venture():
            return dungeons.venture(s, f, e)
        case BecomeMonarch():
            return designations.become_the_monarch(s, f, e)
        case Investigate():
            return keyword_actions.investigate(s, f, e)  # CR 701.16a
        case Monstrosity():
            return monstrosity.monstrosity(s, f, e)  # CR 701.37a
        case RollDie():
            return dungeons.roll_die(s, f, e)
        case dungeons.RowStep():
            return dungeons.row(s, f, e)
        case SacrificeOneOfEach():
            return dungeons.sacrifice_one_of_each(s, f, e)
        case LoseLifeUnless():
            return dungeons.lose_life_unless(s, f, e)
        case PutFromHand():
            return dungeons.put_from_hand(s, f, e)
        case PairSoulbond():
            return pair_soulbond(s, f)  # soulbond (CR 702.95a)
        case ExileWarped():
            return alt_costs.exile_warped(s, f, e)  # warp (CR 702.185a)
        case CumulativeUpkeep():
            return alt_costs.cumulative_upkeep(s, f, e)  # CR 702.24a
        case MadnessCast():
            return alt_costs.madness_cast(s, f, e)  # CR 702.35a
        case MiracleCast():
            return alt_costs.miracle_cast(s, f, e)  # CR 702.94a
        case ReboundCast():
            return alt_costs.rebound_cast(s, f, e)  # CR 702.88a
        case SuspendTick():
            return alt_costs.suspend_tick(s, f, e)  # CR 702.62a
        case SuspendCast():
            return alt_costs.suspend_cast(s, f, e)
        case GainFlashback():
            return alt_costs.gain_flashback(s, f, e)  # CR 702.34a
        case Conjoined():
            raise AssertionError("nested effects are flattened by program()")
        case EachTargetPlayer():
            raise AssertionError("nested effects are flattened by program()")
        case SubjectYou():
            raise AssertionError("nested effects are flattened by program()")
        case CreateTokens():
            raise AssertionError("nested effects are flattened by program()")
        case MayPay():
            return if_you_do.may_pay(s, f, e)
        case DoublePT():
            return keyword_actions.double_pt(s, f, e)
        case ChooseTarget():
            return dungeons.choose_target(s, f, e)
        case if_you_do.IfYouDoStep():
            return if_you_do.if_you_do(s, f, e)
        case IfYouDo():
            raise AssertionError("nested effects are flattened by program()")
        case Fabricate():
            return kw_counters.fabricate(s, f, e)  # CR 702.123a
        case EvolveCounter():
            return kw_counters.evolve_counter(s, f, e)  # CR 702.100a
        case MayPayThen():
            rest = len(program(f.data["key"])) - f.data["pc"] - 1
            return kw_counters.may_pay_then(s, f, e, rest)  # CR 118.12 (extort, 702.101a)
        case where_x.DefineXStep():
            return where_x.define_x(s, f, e)  # CR 107.3c
        case WhereX():
            raise AssertionError("nested effects are flattened by program()")
        case unless_sacrifices.UnlessSacrificesStep():
            return unless_sacrifices.unless_sacrifices(s, f, e)  # CR 118.12, 701.21a
        case UnlessSacrifices():
            raise AssertionError("nested effects are flattened by program()")
        case GainProtectionFromChosenColor():
            return gain_protection_from_chosen_color(s, f, e)  # CR 702.16a, 608.2d
        case ReturnOpponentsChoice():
            return return_opponents_choice(s, f, e)  # CR 608.2d
        case ExileIfItWouldLeave():
            return exile_if_it_would_leave(s, f, e)  # CR 614.1a
        case GainLifeLostThisWay():
            return where_x.gain_life_lost_this_way(s, f, e)  # CR 119.3
        case DrainOpponents():
            return kw_counters.drain_opponents(s, f, e)  # CR 702.101a
        case Explore():
            return kw_counters.explore(s, f, e)  # CR 701.44a
        case BackupGrant():
            return kw_counters.backup_grant(s, f, e)  # CR 702.165a
        case Connive():
            return kw_counters.connive(s, f, e)  # CR 701.50a
        case Bolster():
            return kw_counters.bolster(s, f, e)  # CR 701.39a
        case RemoveCounterFromThis():
            return kw_counters.remove_counter_from_this(s, f, e)  # CR 702.63a, 702.32a
        case CreateEmblem():
            return create_emblem(s, f, e)  # CR 114.1
        case WheneverUntilYourNextTurn():
            return whenever_until_your_next_turn(s, f, e)  # CR 603.7a, 611.2b
        case PutAllFromGraveyards():
            return put_all_from_graveyards(s, f, e)  # CR 400.7, 110.2a
        case ExileUntilSourceLeaves():
            return exile_until_source_leaves(s, f, e)  # CR 610.3
        case ReturnLater():
            return return_later(s, f, e)  # CR 603.7a
        case ReturnFromExile():
            return return_from_exile(s, f, e)  # CR 603.7, 400.7
        case ExileLater():
            return exile_later(s, f, e)  # CR 603.7a
        case SacrificeOrElse():
            return sacrifice_or_else(s, f, e, run_step)  # CR 701.21a
        case OpponentMaySacrifice():
            return opponent_may_sacrifice(s, f, e, run_step)  # CR 701.21a, 608.2d
        case ObjectDealsDamage():
            return object_deals_damage(s, f, e)  # CR 120.3
        case PlayAdditionalLandsThisTurn():
            return land_plays.play_additional_lands(s, f, e)  # CR 305.2a
        case CastFromExileAfterAnotherSpell():
            return exile_cast.cast_after_another_spell(s, f, e)  # CR 601.3
        case dungeons.RolledAtLeastStep():
            return dungeons.if_rolled_at_least(s, f, e)  # CR 706.2
        case IfRolledAtLeast():
            raise AssertionError("nested effects are flattened by program()")
        case BuryExiledWithThenDamage():
            return bury_exiled_with_then_damage(s, f, e)  # CR 607.2a
        case SearchAnyNumber():
            return search.search_any_number(s, f, e)  # CR 701.23
        case DealDividedDamage():
            return deal_divided_damage(s, f, e)  # CR 601.2d
        case PutDividedCounters():
            return put_divided_counters(s, f, e)  # CR 601.2d, 122.1
        case DealDamageToSeveral():
            return deal_damage_to_several(s, f, e)  # CR 120.2, 120.3
        case UnpreventableDamage():
            return damage.unpreventable_damage(s, f, e)  # CR 615.12
        case DamageCantBePreventedThisTurn():
            return damage.damage_cant_be_prevented_this_turn(s, f, e)  # CR 615.12
        case PlayersCantGainLifeThisTurn():
            return damage.players_cant_gain_life_this_turn(s, f, e)  # CR 119.7
        case DealDamageEqualToHandSize():
            return damage.deal_damage_equal_to_hand_size(s, f, e)  # CR 120.2, 608.2h
        case PutOnTopOrBottom():
            return put_on_top_or_bottom(s, f, e)  # CR 401.4
        case ExileUntilTotalManaValue():
            return exile_until_total_mana_value(s, f, e)  # CR 202.3, 406.3
        case ReturnHalf():
            return return_half(s, f, e)  # CR 107.1a
        case ExileGraveyard():
            return exile_graveyard(s, f, e)  # CR 406.1
        case DestroyEachWithManaValue():
            return destroy_each_with_mana_value(s, f, e)  # CR 202.3, 701.8
        case LookAtTop():
            return look_at_top(s, f, e)  # CR 701.20e
        case LookAtTopMayBottom():
            return look_at_top_may_bottom(s, f, e)  # CR 701.20e, 401.4
        case ExileLibraryShuffleHand():
            return exile_library_shuffle_hand(s, f, e)  # CR 406.1, 701.24a
        case PutFromHandOnTop():
            return put_from_hand_on_top(s, f, e)  # CR 401.1
        case RevealTop():
            return reveal_top(s, f, e)  # CR 701.20a
        case SearchWithManaValue():
            return search.search_with_mana_value(s, f, e)  # CR 701.23
        case Shuffle():
            return search.shuffle(s, f, e)  # CR 701.24a
        case ShuffleIntoLibrary():
            return search.shuffle_into_library(s, f, e)  # CR 701.24a
        case search.IfThatCardStep():
            return search.if_that_card(s, f, e)
        case IfThatCard():
            raise AssertionError("nested effects are flattened by program()")
        case CreateTokensAttacking():
            return create_tokens_attacking(s, f, e)  # CR 508.4
        case PutFromHandAttacking():
            return put_from_hand_attacking(s, f, e)  # CR 508.4
        case BecomesCreatureLand():
            return becomes_creature_land(s, f, e)  # CR 613.1d
        case BecomesArtifactCreature():
            return becomes_artifact_creature(s, f, e)  # CR 613.1d, 702.122a
        case PhaseOut():
            return phase_out(s, f, e)  # CR 702.26b
        case MustBlockIt():
            return must_block_it(s, f, e)  # CR 509.1c
        case ExileTopPlayable():
            return exile_top_playable(s, f, e)  # CR 406.3, 601.3
        case ExileFromTop():
            return exile_from_top(s, f, e)  # CR 406.3
        case PlayExiled():
            return play_exiled(s, f, e)  # CR 601.3, 305.1
        case LookAtExiled():
            return look_at_exiled(s, f, e)  # CR 406.3
        case ChangeCostsUntilYourNextTurn():
            return change_costs_until_next_turn(s, f, e)  # CR 611.2a, 601.2f
        case PutCounterOfChoice():
            return put_counter_of_choice(s, f, e)  # CR 122.1, 608.2d
        case RevealHandChoose():
            return reveal_hand_choose(s, f, e)  # CR 701.20a, 701.9b
        case LookAtHand():
            return look_at_hand(s, f, e)  # CR 402.3
        case DiscardAtRandom():
            return discard_at_random(s, f, e)  # CR 701.9a
        case UntapUpTo():
            return untap_up_to(s, f, e)  # CR 701.26b
        case PutOnBottom():
            return put_on_bottom(s, f, e)  # CR 401.4
        case SacrificeLater():
            return sacrifice_later(s, f, e)  # CR 603.7a
        case CantBeRegeneratedThisTurn():
            return cant_be_regenerated(s, f, e)  # CR 701.19c
        case AllToOwners():
            return all_to_owners(s, f, e)  # CR 400.7, 401.4
        case LoseGame():
            return lose_game(s, f, e)  # CR 104.3e
        case PreventAllDamageToAndBy():
            return prevent_to_and_by(s, f, e)  # CR 615.1a, 611.2b
        case LifeTotalBecomes():
            return life_total_becomes(s, f, e)  # CR 119.5
        case AdditionalCombatPhase():
            return additional_combat_phase(s, f, e)  # CR 500.8
        case TakeExtraTurn():
            return take_extra_turn(s, f, e)  # CR 500.7
        case NextSorceryAsThoughFlash():
            return next_sorcery_as_though_flash(s, f, e)  # CR 601.3e
        case ItDealsDamage():
            return it_deals_damage(s, f, e)  # CR 603.10a
        case PutCountersOnIt(counter=counter, count=count):  # heroic's "it" (CR 207.2c)
            return ops.put_counters(s, f, PutCounters(ThisObject(), counter, count))
        case ReturnDiedToBattlefield():
            return return_died_to_battlefield(s, f, e)  # CR 603.6d
        case WhenPowerBecomes():
            return when_power_becomes(s, f, e)  # CR 603.12
        case MaySacrificeGrantor():
            return may_sacrifice_grantor(s, f, e)  # CR 701.21a, 603.12
        case CastExiledStep():
            return cast_exiled(s, f, e)  # CR 608.2g
        case CastExiledOrElse():
            raise AssertionError("nested effects are flattened by program()")
        case CreateTokenCopy():
            return copies.create_token_copy(s, f, e)  # CR 111.2, 707.2
        case BecomeCopy():
            return copies.become_copy(s, f, e)  # CR 707.2, 613.2a
        case EncoreCopies():
            return copies.encore_copies(s, f, e)  # CR 702.141a
        case CascadeExile():
            return cascade_exile(s, f, e)  # CR 702.85a
        case CascadeBottom():
            return cascade_bottom(s, f, e)  # CR 702.85a
        case MyriadCopies():
            return copies.myriad_copies(s, f, e)  # CR 702.116a
        case StormCopies():
            return copies.storm_copies(s, f, e)  # storm (CR 702.40a)
        case CommanderCastCopies():
            return commander_cast_copies(s, f, e)  # CR 903.8, 707.10
        case Populate():
            return copies.populate(s, f, e)  # CR 701.36a
        case TokenCopyAtNextEndStep():
            return copies.token_copy_at_next_end_step(s, f, e)  # CR 603.7
        case GainChoiceOfKeyword():
            return gain_choice_of_keyword(s, f, e)  # CR 608.2d, 613.1f
        case MayStep():
            return ops.may(s, f, e.prompt, e.skip)
        case RollAgainStep():
            return copies.roll_again(s, f, e.back)  # CR 706.3a
        case MayRollAgain():
            raise AssertionError("'roll again' outside a results table")
        case MayDoStep():
            return may_do(s, f, e)
        case MayIfYouDo():
            raise AssertionError("nested effects are flattened by program()")
        case CreatureDealsDamage():
            return creature_deals_damage(s, f, e)
        case UnlessStep():
            return ops.unless(s, f, e.cost, e.skip)
        case UnlessPaysStep():
            return payments.unless_pays(s, f, e.cost, e.payer, e.skip, e.slot, e.life)
        case May():
            raise AssertionError("nested effects are flattened by program()")
        case Compound():
            raise AssertionError("a Compound is flattened into its effects")
        case Unless():
            raise AssertionError("nested effects are flattened by program()")
        case UnlessPays():
            raise AssertionError("nested effects are flattened by program()")
        case Unimplemented():
            raise AssertionError(f"unimplemented effect reached play: {e.reason}")
        case _:
            assert_never(e)


@handler("effect")
def effect_frame(s: GameState, f: Frame) -> None:
    """Run steps from ``pc`` until one pauses or the program ends (CR 608.2c)."""
    prog = program(f.data["key"])
    while f.data["pc"] < len(prog):
        step = prog[f.data["pc"]]
        depth = len(s.frames)
        with simultaneously(s):  # each step is one event (CR 608.2c, 603.10a)
            if not run_step(s, f, step):
                return
        check_state_triggers(s)  # whenever the state is true, also mid-resolution (603.8)
        f.data["pc"] += 1
        next_moment(s)  # the next step's events are not simultaneous with these (608.2c)
        if len(s.frames) != depth or s.pending is not None:
            return  # a sub-frame was pushed: let it run first
    pop(s, f)
