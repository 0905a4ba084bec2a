"""The declared reader tables of the Oracle compiler (issue 19, "Determinism by declaration").

The compiler's shared modules (:mod:`~mtgrules.oracle.effects`,
:mod:`~mtgrules.oracle.triggers`, :mod:`~mtgrules.oracle.statics`,
:mod:`~mtgrules.oracle.render`, :mod:`~mtgrules.oracle.costs`) read what they can themselves
and hand the rest to the reader families kept in their own modules. Which families, and in
which order, is declared here and nowhere else: one table per hook kind. :func:`install`
sets them on the shared modules (an assignment of the whole table, so the order never
depends on which module was imported first, and nothing is appended at import time); the
compiler imports this module.

Precedence of readers. A parser table (:data:`SENTENCE_READERS`, :data:`STATIC_READERS`,
:data:`EVENT_READERS`, :data:`TRIGGER_EFFECT_READERS`) is tried in order and the first reader
that gives a parse wins. Where two readers read the same text of some card into different
accepted models, the order decides: the pair is declared in :data:`DECLARED_AMBIGUITIES`
with the rule that picks one, and ``RULE`` comments mark where it stands in the table. The
corpus ambiguity check (:mod:`mtgrules.oracle.ambiguity`) runs every reader of every table
on every line of the 33,230 cards and fails on an undeclared pair; today five pairs are
declared, all in the sentence table. Every other entry's place is free (no card line is
read by it and, differently, by another reader); the tables keep the order the readers had
when they were registered at import time, so that no compiled model changed.

Renderers are dispatched by the model node's type (:data:`NODE_RENDERERS_BY_TYPE`,
:data:`EVENT_RENDERERS_BY_TYPE`); a type several families render has its chain written out
(``RULE`` comments). Renderers of whole effects, abilities and costs, whose input is not one
node type, remain ordered chains (:data:`SEQUENCE_RENDERERS`, :data:`PRE_RENDERERS`,
:data:`ABILITY_RENDERERS`, :data:`COST_RENDERERS`): each family answers None for what isn't
its own, and the render check compares whatever they answer with the line.

How to add a reader: write it in the module of its family (the hook's signature, None for
text not of its family), add it to the END of the tuple of its hook kind here (a comment
naming the family and the CR rule), and its renderer under its node type in
:data:`NODE_RENDERERS_BY_TYPE` (or at the end of the chain it belongs to). Then run
``python -m mtgrules.oracle.ambiguity`` (no new ambiguity; else fix the reader that is wrong
or declare the pair with its rule) and ``python -m mtgrules.oracle.golden --check`` (review
every changed model, then ``--update``). Move a reader earlier only with a ``RULE`` comment
saying what it must precede and why.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.model import StaticAbility, TargetSlot
from mtgrules.model.all_to_owners import AllToOwners
from mtgrules.model.as_enters import LeavesBattlefield
from mtgrules.model.attached_triggers import ReturnAuraCard
from mtgrules.model.attacking import CreateTokensAttacking, PutFromHandAttacking
from mtgrules.model.base import Ability
from mtgrules.model.becomes_untapped import BecomesUntapped
from mtgrules.model.blocking import MustBlockIt
from mtgrules.model.color_choice import GainProtectionFromChosenColor
from mtgrules.model.copies import BecomeCopy, CreateTokenCopy, Populate, TokenCopyAtNextEndStep
from mtgrules.model.cost_effects import ChangeCostsUntilYourNextTurn, PutCounterOfChoice
from mtgrules.model.costs import Cost
from mtgrules.model.damage import (
    DamageCantBePreventedThisTurn,
    DealDamageEqualToHandSize,
    DealDamageToSeveral,
    ItDealsDamage,
    PlayersCantGainLifeThisTurn,
    UnpreventableDamage,
)
from mtgrules.model.damage_triggers import PlayerDealtDamageBy
from mtgrules.model.delayed_triggers import DealtCombatDamageByCreature, WheneverUntilYourNextTurn
from mtgrules.model.designations import BecomeMonarch
from mtgrules.model.divided import DealDividedDamage, PutDividedCounters
from mtgrules.model.dungeons import LoseLifeUnless, PutFromHand, Venture
from mtgrules.model.each_library import CastThoseFree, ExileFromEachLibrary
from mtgrules.model.effects import (
    ApplyContinuous,
    ApplyRule,
    Attach,
    Compound,
    Conjoined,
    CreateToken,
    CreateTokens,
    Effect,
    MayIfYouDo,
    MoveTo,
    RollDie,
    SearchLibrary,
    SubjectYou,
    Tap,
    Untap,
)
from mtgrules.model.emblems import CreateEmblem
from mtgrules.model.exile_until import ExileLater, ExileUntilSourceLeaves, ReturnLater
from mtgrules.model.face_down import Manifest, ManifestDread
from mtgrules.model.faces import TransformsInto
from mtgrules.model.fight import CreatureDealsDamage
from mtgrules.model.graveyard_returns import PutAllFromGraveyards
from mtgrules.model.hand_effects import DiscardAtRandom, LookAtHand
from mtgrules.model.heroic import PutCountersOnIt
from mtgrules.model.history import IfElse
from mtgrules.model.if_you_do import IfYouDo, MayPay
from mtgrules.model.impulse import (
    CastExiledOrElse,
    ExileFromTop,
    ExileTopPlayable,
    LookAtExiled,
    PlayExiled,
)
from mtgrules.model.keyword_abilities import BlocksOrBecomesBlocked, ReturnDiedToBattlefield
from mtgrules.model.keyword_actions import DoublePT, Investigate
from mtgrules.model.keywords_counters import Bolster, Connive, Explore
from mtgrules.model.leaves_exiled import ExileIfItWouldLeave
from mtgrules.model.library_bottom import PutOnBottom
from mtgrules.model.library_look import (
    ExileLibraryShuffleHand,
    LookAtTop,
    LookAtTopMayBottom,
    PutFromHandOnTop,
    RevealTop,
)
from mtgrules.model.life_totals import LifeTotalBecomes
from mtgrules.model.linked_exile import BuryExiledWithThenDamage
from mtgrules.model.mana_value_each import DestroyEachWithManaValue
from mtgrules.model.manlands import BecomesCreatureLand
from mtgrules.model.monstrosity import BecomesMonstrous, Monstrosity
from mtgrules.model.next_sorcery import NextSorceryAsThoughFlash
from mtgrules.model.no_regeneration import CantBeRegeneratedThisTurn
from mtgrules.model.opponent_choice import ReturnOpponentsChoice
from mtgrules.model.permanent_effects import DealsDamageToItself
from mtgrules.model.phasing import PhaseOut
from mtgrules.model.piles import RevealTopIntoPiles
from mtgrules.model.player_effects import ExileGraveyard, LoseGame
from mtgrules.model.prevention import PreventAllDamageToAndBy, PreventDamageFrom
from mtgrules.model.reflexive import MaySacrificeGrantor, WhenPowerBecomes
from mtgrules.model.returns import ReturnChosenToHand, ReturnDiedCard
from mtgrules.model.reveal_hand import RevealHandChoose
from mtgrules.model.roll_again import MayRollAgain
from mtgrules.model.sacrifice_later import SacrificeLater
from mtgrules.model.sacrifice_or import OpponentMaySacrifice, SacrificeOrElse
from mtgrules.model.sacrifice_triggers import YouSacrificeThis
from mtgrules.model.search import (
    IfThatCard,
    SearchAnyNumber,
    SearchWithManaValue,
    Shuffle,
    ShuffleIntoLibrary,
)
from mtgrules.model.target_players import EachTargetPlayer
from mtgrules.model.triggers import (
    AttacksOrBlocks,
    BecomesTarget,
    BeginningOf,
    ControlsNone,
    DealsDamage,
    Dies,
    Draws,
    EitherEvent,
    EndOfFirstCombat,
    Enters,
    EntersOrAttacks,
    RollNatural20,
    SpellCast,
    TriggerEvent,
    YouSacrifice,
)
from mtgrules.model.turn import AdditionalCombatPhase
from mtgrules.model.turn_order import TakeExtraTurn
from mtgrules.model.unless_sacrifices import UnlessSacrifices
from mtgrules.model.untap import UntapUpTo
from mtgrules.model.vehicles import BecomesArtifactCreature, BecomesCrewed
from mtgrules.model.walker_abilities import GainChoiceOfKeyword
from mtgrules.model.where_x import GainLifeLostThisWay, WhereX
from mtgrules.oracle import (
    all_to_owners,
    as_enters,
    attach,
    attached_object_effects,
    attached_triggers,
    attacking,
    attacks_if_able,
    becomes_creature,
    becomes_creature_type,
    becomes_target,
    becomes_type,
    becomes_untapped,
    blink,
    block_restriction_effects,
    blocked_except,
    blocking,
    cant_be_countered,
    card_draws,
    classes_afr,
    color_choice,
    commander,
    conjoined,
    conjoined_draws,
    copies,
    cost_effects,
    cost_parts,
    costs,
    counted,
    counted_each,
    counter_each,
    counterspells,
    damage,
    damage_to_itself,
    damage_triggers,
    delayed_triggers,
    designations,
    devotion,
    dice,
    dice_rolls,
    dice_targets,
    dies_effects,
    divided,
    duration_first,
    each_library,
    effects,
    effects_compound,
    effects_graveyard,
    either_events,
    emblems,
    enters_if,
    equipment,
    event_amounts,
    event_objects,
    event_player,
    exile_until,
    fight,
    game_loss,
    granted,
    granted_effects,
    granted_ward,
    graveyard_casting,
    graveyard_replacement,
    graveyard_returns,
    hand_count,
    hand_effects,
    handwritten_render,
    heroic,
    history,
    if_it_was,
    if_you_do,
    impulse,
    impulse_draw,
    instead_tokens,
    its_controller,
    keyword_actions,
    keywords_counters,
    lands,
    lands_animate,
    leaves_exiled,
    library_bottom,
    library_look,
    life_gain_replacement,
    life_loss_unless,
    life_totals,
    linked_exile,
    mana_amounts,
    mana_spend,
    mana_value_each,
    manlands,
    may_have,
    may_pay,
    meld_trigger,
    modal_triggers,
    monstrosity,
    morph,
    multi_targets,
    mutate_lines,
    negated_pumps,
    next_sorcery,
    next_turn_effects,
    next_untap,
    no_regeneration,
    object_events,
    opponent_choice,
    phasing,
    piles,
    player_effects,
    player_or_controller,
    player_prohibitions,
    prevent_from,
    prevention_to_and_by,
    pump_becomes,
    put_from_hand,
    reflexive,
    render,
    restriction_statics,
    returns,
    reveal_hand,
    reveal_top_card,
    sacrifice_chosen,
    sacrifice_later,
    sacrifice_or,
    sacrifice_triggers,
    same_name,
    search,
    sentence_and,
    shuffle_graveyard,
    soulbond,
    source_effects,
    statics,
    statics_count,
    statics_where_x,
    talents,
    tap_controlled,
    tap_each,
    tap_those,
    target_controller,
    target_library,
    target_players,
    target_rows,
    target_subjects,
    those,
    token_creation,
    trigger_event_effects,
    trigger_events,
    trigger_pronouns,
    triggers,
    turn,
    turn_order,
    two_targets,
    unless_sacrifices,
    untap,
    vehicles,
    venture,
    walker_abilities,
    where_x,
    x_pumps,
    zone_moves,
)
from mtgrules.oracle.effects import Slots

Targets = tuple[TargetSlot, ...]
SentenceReader = Callable[[str, Slots], list[Effect] | None]
NodeRenderer = Callable[[Effect, Targets], str | None]
SequenceRenderer = Callable[[tuple[Effect, ...], Targets], str | None]
EventReader = Callable[[str], TriggerEvent | None]
EventRenderer = Callable[[TriggerEvent], str | None]
TriggerEffectReader = Callable[[TriggerEvent, str, Slots], tuple[Effect, ...] | None]
StaticReader = Callable[[str], StaticAbility | None]
AbilityRenderer = Callable[[Ability], str | None]
CostRenderer = Callable[[Cost], str | None]


# --- adapters: readers whose family module takes the shared readers as arguments (so that
# the family module imports no module importing it) -----------------------------------------


def _if_you_do_parse(s: str, slots: Slots) -> list[Effect] | None:
    """"You may [A]. If you do, [B]." (:mod:`~mtgrules.oracle.if_you_do`)."""
    return if_you_do.parse(s, slots, effects.parse_sentence)


def _if_you_do_render(e: Effect, targets: Targets) -> str | None:
    return if_you_do.render(e, targets, effects.render_node)


def _until_first(s: str, slots: Slots) -> list[Effect] | None:
    """``Until end of turn, X gains "..."`` (:mod:`~mtgrules.oracle.granted`)."""
    got: list[Effect] | None = granted.parse_until_first(s, slots, effects.parse_sentence)
    return got


def _sacrifice_or(s: str, slots: Slots) -> list[Effect] | None:
    """Sacrifice, or else (:mod:`~mtgrules.oracle.sacrifice_or`)."""
    return sacrifice_or.parse(s, slots, effects.parse_sentence)


def _sacrifice_or_render(e: Effect, targets: Targets) -> str | None:
    return sacrifice_or.render(e, targets, effects.render_node)


def _copies_parse(s: str, slots: Slots) -> list[Effect] | None:
    """Token copies and "becomes a copy" (:mod:`~mtgrules.oracle.copies`)."""
    return copies.parse(s, slots, effects._object)


def _copies_render(e: Effect, targets: Targets) -> str | None:
    return copies.render(e, targets, effects._render_object)


def _conditional_parse(s: str, slots: Slots) -> list[Effect] | None:
    """Conditional effects, "if ..." (:mod:`~mtgrules.oracle.history`)."""
    return history.parse(s, slots, effects.parse_sentence)


def _conditional_render(e: Effect, targets: Targets) -> str | None:
    return history.render(e, targets, effects.render_node)


def _instead_tokens_parse(s: str, slots: Slots) -> list[Effect] | None:
    """"... If [condition], create N of those tokens instead" (oracle.instead_tokens)."""
    return instead_tokens.parse(s, slots, effects.parse_sentence)


def _instead_tokens_render(e: Effect, targets: Targets) -> str | None:
    return instead_tokens.render(e, targets, effects.render_node)


def _target_subjects_parse(s: str, slots: Slots) -> list[Effect] | None:
    """"Up to three target creatures can't block this turn" (oracle.target_subjects)."""
    return target_subjects.parse(s, slots, effects.parse_sentence)


def _target_subjects_render(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    return target_subjects.render_sequence(effect, targets, effects.render_node)


def _duration_first_parse(s: str, slots: Slots) -> list[Effect] | None:
    """"Until end of turn, [effect]" (oracle.duration_first)."""
    return duration_first.parse(s, slots, effects.parse_sentence)


def _duration_first_render(e: Effect, targets: Targets) -> str | None:
    return duration_first.render(e, targets, effects.render_node)


def _as_enters_render(a: Ability) -> str | None:
    """The as-enters choice and its modes (CR 614.12a: :mod:`~mtgrules.oracle.as_enters`)."""
    return as_enters.render_ability(a, render.render_ability)


def _cost_more_render(c: Cost) -> str | None:
    try:
        return handwritten_render.render_cost_more(c)
    except ValueError:
        return None


def _ability_more_render(a: Ability) -> str | None:
    try:
        return handwritten_render.render_ability_more(a)
    except ValueError:
        return None


# --- the tables ---------------------------------------------------------------------------

SENTENCE_READERS: tuple[SentenceReader, ...] = (
    # RULE impulse-several-cards: the core templates come before impulse_draw.parse (see
    # DECLARED_AMBIGUITIES). Every other entry's place is free: the corpus ambiguity check
    # finds no line two readers read into different accepted models except the pairs of
    # DECLARED_AMBIGUITIES, each marked RULE where the first reader stands.
    effects.parse_core_sentence,  # the shared module's own templates
    # RULE where-x-first: ", where X is [amount]" and "a number of ... equal to [amount]"
    # define X for the whole sentence (CR 107.3c): where_x.parse reads the sentence before
    # any reader splits it ("You gain X life and draw X cards, where X is ..." would leave the
    # first X undefined). See DECLARED_AMBIGUITIES.
    where_x.parse,  # "..., where X is [amount]", "the life lost this way" (CR 107.3c, 119.3)
    reveal_hand.parse,  # reveal a hand, choose a card from it (CR 701.20a, 701.9b)
    equipment.parse_sentence,  # "has ward {N}" of Equipment and creatures (702.21a)
    blocking.parse,  # blocking requirements and restrictions (CR 509.1b-c)
    manlands.parse,  # creature lands (CR 613.1d, 614.1c)
    counted.parse,  # "damage equal to the number of ..."
    _conditional_parse,  # conditional effects (oracle.history)
    _instead_tokens_parse,  # "If ..., create five of those tokens instead" (CR 608.2c)
    attacking.parse,  # tapped and attacking (CR 508.4)
    _copies_parse,  # copy effects (CR 707)
    reflexive.parse_sentence,  # reflexive triggers (CR 603.12)
    divided.parse,  # divided damage (CR 601.2d)
    divided.parse_counters,  # "Distribute two +1/+1 counters among ..." (CR 601.2d)
    library_look.parse,  # library and hand effects (CR 701.20e)
    block_restriction_effects.parse_this_turn,  # "It can't be blocked this turn" (509.1b)
    next_untap.parse,  # "It doesn't untap during its controller's next untap step" (502.3)
    source_effects.parse_sentence,  # "Untap ~", "~ doesn't untap during your next ..."
    multi_targets.parse,
    attached_object_effects.parse,  # "Tap enchanted creature" (CR 303.4)
    sacrifice_chosen.parse,  # "Sacrifice two lands" (CR 701.21a)
    damage_to_itself.parse,  # "... deals damage to itself equal to its power" (120.3)
    zone_moves.parse,  # "Put target creature on top of its owner's library" (400.7)
    talents.parse,  # the Talents' templates
    counted_each.parse,  # "gain N life for each ..."
    # these four were one module, in this order (their sentences don't overlap):
    dice_targets.parse,  # "Choose target creature, then roll a d20" (CR 706.3)
    block_restriction_effects.parse,  # "... can't block this turn" (CR 509.1b)
    conjoined_draws.parse,  # "You draw a card and you lose 1 life"
    may_pay.parse,  # "You may pay [cost]. If you do" (CR 118.3, 608.2c)
    becomes_creature_type.parse,  # "becomes a Dragon" (CR 205.1a)
    keywords_counters.parse_explore,  # explore (CR 701.44)
    search.parse,  # library searches (CR 701.23)
    effects_graveyard.parse,  # graveyard returns
    # these were one reader, in this order (their sentences don't overlap; "You and target
    # opponent each draw" is conjoined_draws', "Return ~ to its owner's hand" zone_moves'):
    venture.parse,  # "Venture into the dungeon" (CR 701.49)
    dice_rolls.parse,  # "Roll a d20" (CR 706)
    next_turn_effects.parse,  # "... gets -4/-0 until your next turn" (CR 611.2)
    attach.parse,  # "Attach ~ to target creature you control" (CR 701.3a)
    put_from_hand.parse,  # "You may put a land card from your hand onto the battlefield"
    token_creation.parse,  # "Create X 1/1 ... tokens" (CR 111)
    next_untap.parse_target,  # "Target creature doesn't untap during ..." (CR 502.3)
    life_loss_unless.parse,  # "Each opponent loses 2 life unless they ..." (CR 119.3)
    sacrifice_chosen.parse_discard_and_sacrifice,  # "Discard a card and sacrifice ..."
    token_creation.parse_named,  # "Create The Atropal, a legendary ..." (CR 111.4)
    effects_compound.parse,
    # RULE you-and-you: "You gain N life and draw a card" is a Conjoined, before
    # player_effects.parse's Compound (SERIES) reading. The conjunction readers
    # (sentence_and.parse, effects_compound.parse) never split across ". ", so "You may A. If
    # you do, B and C" is read by _if_you_do_parse whatever their place (CR 608.2d).
    sentence_and.parse,
    two_targets.parse,
    designations.parse,  # the monarch (CR 724)
    keyword_actions.parse,  # investigate (CR 701.16)
    monstrosity.parse,  # monstrosity (CR 701.37)
    fight.parse,
    _if_you_do_parse,
    _until_first,
    blink.parse,
    blink.parse_until,
    emblems.parse,
    granted_effects.parse,
    _sacrifice_or,
    walker_abilities.parse_choice,
    impulse.parse,  # RULE impulse-one-card: before impulse_draw.parse
    lands_animate.parse,
    linked_exile.parse,
    player_effects.parse,  # player effects (CR 119, 121)
    target_rows.parse,  # chosen targets (CR 115.1, 706.3)
    morph.parse_manifest_sentence,  # face-down permanents (CR 701.40, 701.58, 701.62)
    morph.parse_manifest_then,
    cost_effects.parse,  # Elspeth Conquers Death's templates (CR 611.2a, 122.1)
    game_loss.parse,  # CR 104.3e
    life_totals.parse_becomes,  # "[Player]'s life total becomes N" (CR 119.5)
    prevention_to_and_by.parse,  # damage prevented to and by an object (CR 615.1a)
    target_players.parse,  # "Any number of target players each ..." (CR 115.1, 601.2c)
    turn.parse,  # CR 500.8
    classes_afr.parse,  # the AFR Classes
    impulse_draw.parse,  # impulse draw, the general template (CR 406.3, 601.3)
    phasing.parse,  # phasing (CR 702.26)
    counterspells.parse,  # where a countered spell goes (CR 614.1a, 701.5)
    exile_until.parse,  # a delayed return of what was exiled (CR 603.7a)
    same_name.parse,  # a target and the permanents sharing its name (CR 201.2)
    vehicles.parse,  # "~ becomes an artifact creature until end of turn" (CR 613.1d)
    its_controller.parse,  # "Its controller gains life equal to its power" (CR 108.4, 608.2h)
    linked_exile.parse_across_zones,  # targets across the battlefield and graveyards (115.1)
    target_library.parse,  # a target player's library (CR 401, 701.20e, 406.1)
    walker_abilities.parse_until_your_next_turn,  # "Until your next turn, ..." (CR 611.2b)
    hand_effects.parse,  # look at a hand, discard at random (CR 402.3, 701.9a)
    player_or_controller.parse,  # "That player or that planeswalker's controller" (115.1)
    untap.parse,  # "Untap up to four lands" (CR 701.26b)
    library_bottom.parse,  # "Put target creature on the bottom of its owner's library" (401.4)
    leaves_exiled.parse,  # "It gains haste.", "If it would leave the battlefield, exile it"
    tap_controlled.parse,  # "Tap all creatures target player controls" (CR 701.26a, 502.3)
    opponent_choice.parse,  # "Return a nonland card of an opponent's choice ..." (608.2d)
    pump_becomes.parse,  # "~ gets +3/+3 and becomes a Bear Berserker until end of turn"
    color_choice.parse,  # "gains protection from the color of your choice" (702.16a, 608.2d)
    damage.parse,  # one source's damage to several recipients at once (CR 120.2, 120.3)
    those.parse,  # "Tap those creatures": what the previous sentence acted on (CR 608.2c)
    target_controller.parse,  # "That player or that planeswalker's controller discards ..."
    returns.parse,  # "Return each [permanent] to its owner's hand" (CR 400.7)
    counter_each.parse,  # "Counter each spell you don't control" (CR 701.6a, 702.96b)
    prevent_from.parse,  # "Prevent all damage target spell would deal this turn" (615.1a)
    mana_amounts.parse,  # "Add {R} for each Mountain you control" (CR 106.3, 608.2h)
    delayed_triggers.parse,  # "Until your next turn, whenever ..." (CR 603.7, 611.2b)
    x_pumps.parse,  # "get +X/+X until end of turn, where X is ..." (CR 107.3c, 608.2h)
    becomes_type.parse,  # "That creature becomes a Vampire in addition to ..." (205.1b)
    tap_those.parse,  # "Untap that permanent" (CR 701.26)
    if_it_was.parse,  # "If it was a creature card, ..." (CR 608.2c)
    mana_value_each.parse,  # "Destroy each ... with mana value equal to ..." (CR 202.3)
    conjoined.parse,  # "[A] and you [b]" (CR 608.2c)
    conjoined.parse_tokens,  # "Create a A and a B" (CR 111.2)
    shuffle_graveyard.parse,  # "Shuffle ~ and your graveyard into ..." (CR 701.24a)
    tap_each.parse,  # "Untap all lands you control" (CR 701.26)
    sacrifice_later.parse,  # "Sacrifice those tokens at the beginning of the next end step"
    graveyard_returns.parse,  # "Put all creature cards from all graveyards onto ..." (400.7)
    may_have.parse,  # "You may have it deal N damage to [target]" (CR 608.2d)
    no_regeneration.parse,  # "It can't be regenerated this turn" (CR 701.19c)
    all_to_owners.parse,  # "Return all [permanents] to their owners' hands" (CR 400.7, 401.4)
    _target_subjects_parse,  # "Up to three target creatures can't block" (CR 115.1, 601.2c)
    negated_pumps.parse,  # "All creatures get -1/-1 until end of turn for each ..." (608.2h)
    _duration_first_parse,  # "Until end of turn, [effect]" (CR 611.2a)
    reveal_top_card.parse,  # "Reveal the top card of your library and put that card into your hand"
    becomes_creature.parse,  # "~ becomes a 3/1 ... artifact creature ..." (CR 613.1d)
    attached_triggers.parse_sentence,  # "... on equipped creature if it's red" (CR 608.2c)
    turn_order.parse,  # "Take an extra turn after this one" (CR 500.7)
    next_sorcery.parse,  # "The next sorcery spell you cast this turn can be cast ..." (601.3e)
    piles.parse,  # "Reveal the top three cards ... into two piles ..." (CR 700.3, 701.20a)
    each_library.parse,  # "For each player, search that player's library ..." (CR 701.23, 608.2g)
    attacks_if_able.parse,  # "Target creature attacks this turn if able" (CR 508.1d)
)
"""Readers of one effect sentence (no final period, capitalised), tried in this order by
:func:`mtgrules.oracle.effects.parse_sentence`."""

NODE_RENDERERS_BY_TYPE: dict[type[Effect], tuple[NodeRenderer, ...]] = {
    DiscardAtRandom: (hand_effects.render,),
    UntapUpTo: (untap.render,),
    PutOnBottom: (library_bottom.render,),
    SacrificeLater: (sacrifice_later.render,),
    CantBeRegeneratedThisTurn: (no_regeneration.render,),
    AllToOwners: (all_to_owners.render,),
    LookAtHand: (hand_effects.render,),
    AdditionalCombatPhase: (turn.render,),
    ApplyContinuous: (
        lands_animate.render,
        granted_effects.render,
        becomes_creature_type.render,
        next_turn_effects.render,
        walker_abilities.render_until_your_next_turn,  # "Until your next turn, ..." (611.2b)
        becomes_creature.render,  # "~ becomes a 3/1 ... artifact creature ..." (613.1d)
    ),
    ApplyRule: (blocking.render, source_effects.render_node,
                block_restriction_effects.render_this_turn, next_untap.render,
                block_restriction_effects.render,
                next_turn_effects.render, attacks_if_able.render),
    Attach: (attach.render,),
    BecomeCopy: (_copies_render,),
    BecomeMonarch: (designations.render,),
    BecomesArtifactCreature: (vehicles.render,),
    BecomesCreatureLand: (manlands.render,),
    Bolster: (keywords_counters.render_explore,),
    BuryExiledWithThenDamage: (linked_exile.render,),
    CastExiledOrElse: (impulse_draw.render,),
    ChangeCostsUntilYourNextTurn: (cost_effects.render,),
    Compound: (
        equipment.render_sentence,
        blocking.render,
        block_restriction_effects.render,
        conjoined_draws.render,
        effects_compound.render,
    ),
    Conjoined: (sacrifice_chosen.render_discard_and_sacrifice, conjoined_draws.render,
                sentence_and.render),
    Connive: (keywords_counters.render_explore,),
    CreateEmblem: (emblems.render,),
    CreateToken: (dice_rolls.render_token_count, token_creation.render),
    CreateTokenCopy: (_copies_render,),
    CreateTokensAttacking: (attacking.render,),
    CreatureDealsDamage: (fight.render,),
    DealDamageToSeveral: (damage.render,),  # CR 120.2, 120.3
    DealDividedDamage: (divided.render,),
    PutDividedCounters: (divided.render_counters,),
    PreventDamageFrom: (prevent_from.render,),
    UnpreventableDamage: (damage.render,),  # CR 615.12
    DamageCantBePreventedThisTurn: (damage.render,),  # CR 615.12
    PlayersCantGainLifeThisTurn: (damage.render,),  # CR 119.7
    DealDamageEqualToHandSize: (damage.render,),  # CR 120.2, 608.2h
    DealsDamageToItself: (damage_to_itself.render,),
    DestroyEachWithManaValue: (mana_value_each.render,),  # CR 202.3, 701.8
    DoublePT: (becomes_creature_type.render,),
    SubjectYou: (conjoined.render,),  # "you [imperative]" (CR 608.2c)
    CreateTokens: (conjoined.render_tokens,),  # "Create a A and a B" (CR 111.2)
    ExileFromTop: (impulse_draw.render,),
    ExileTopPlayable: (impulse.render,),
    ExileUntilSourceLeaves: (blink.render_until,),
    ExileGraveyard: (effects_graveyard.render,),  # CR 406.1
    ExileLater: (exile_until.render,),  # CR 603.7a
    ExileLibraryShuffleHand: (target_library.render,),  # CR 406.1, 701.24a
    Explore: (keywords_counters.render_explore,),
    GainChoiceOfKeyword: (walker_abilities.render_choice,),
    IfElse: (_instead_tokens_render,
             attached_triggers.render_sentence,  # "[effect] if it's red" (CR 608.2c)
             _conditional_render),
    IfThatCard: (if_it_was.render, search.render),  # "If it was" / "If that card is"
    IfYouDo: (may_pay.render,),
    Investigate: (keyword_actions.render,),
    ItDealsDamage: (dies_effects.render,),
    PutCountersOnIt: (heroic.render,),  # heroic's "it" (CR 207.2c)
    LookAtExiled: (impulse_draw.render,),
    LookAtTop: (library_look.render,),
    LookAtTopMayBottom: (target_library.render,),  # CR 701.20e
    LoseLifeUnless: (life_loss_unless.render,),  # a dungeon room (CR 309.4c)
    LoseGame: (game_loss.render,),
    EachTargetPlayer: (target_players.render,),
    PreventAllDamageToAndBy: (prevention_to_and_by.render,),
    LifeTotalBecomes: (life_totals.render_becomes,),
    Manifest: (morph.render_manifest,),
    MayRollAgain: (copies.render_roll_again,),
    ManifestDread: (morph.render_manifest,),
    MayIfYouDo: (_if_you_do_render,),
    MayPay: (may_pay.render,),
    MaySacrificeGrantor: (reflexive.render,),
    Monstrosity: (monstrosity.render,),
    MoveTo: (zone_moves.render, blink.render, effects_graveyard.render),
    MustBlockIt: (blocking.render,),
    PhaseOut: (phasing.render,),
    PlayExiled: (impulse_draw.render,),
    Populate: (_copies_render,),
    PutCounterOfChoice: (cost_effects.render,),
    PutFromHandOnTop: (library_look.render,),
    PutFromHand: (put_from_hand.render,),
    PutFromHandAttacking: (attacking.render,),
    ReturnChosenToHand: (effects_graveyard.render,),
    ReturnDiedCard: (trigger_event_effects.render_node,),
    ReturnDiedToBattlefield: (dies_effects.render,),
    ReturnLater: (exile_until.render,),
    RevealTop: (library_look.render,),
    RevealHandChoose: (reveal_hand.render,),
    RollDie: (dice_rolls.render,),
    SacrificeOrElse: (_sacrifice_or_render,),
    OpponentMaySacrifice: (_sacrifice_or_render,),  # CR 701.21a, 608.2d
    SearchAnyNumber: (search.render,),
    SearchLibrary: (search.render,),
    SearchWithManaValue: (search.render,),
    Shuffle: (search.render,),
    ShuffleIntoLibrary: (shuffle_graveyard.render, search.render),  # CR 701.24a
    Tap: (tap_each.render,),  # "Tap all ..." (CR 701.26)
    TokenCopyAtNextEndStep: (copies.render_next_end,),
    Untap: (tap_each.render,),  # "Untap all ..." (CR 701.26)
    Venture: (venture.render,),
    WhenPowerBecomes: (reflexive.render_power,),
    WhereX: (where_x.render,),  # CR 107.3c
    ExileIfItWouldLeave: (leaves_exiled.render,),  # CR 614.1a
    ReturnOpponentsChoice: (opponent_choice.render,),  # CR 608.2d
    GainProtectionFromChosenColor: (color_choice.render,),  # CR 702.16a, 608.2d
    UnlessSacrifices: (unless_sacrifices.render,),  # CR 118.12, 701.21a
    GainLifeLostThisWay: (where_x.render,),  # CR 119.3
    WheneverUntilYourNextTurn: (delayed_triggers.render_node,),  # CR 603.7, 611.2b
    PutAllFromGraveyards: (graveyard_returns.render,),  # CR 400.7, 110.2a
    ReturnAuraCard: (attached_triggers.render,),  # CR 400.7f
    TakeExtraTurn: (turn_order.render,),  # CR 500.7
    NextSorceryAsThoughFlash: (next_sorcery.render,),  # CR 601.3e
    RevealTopIntoPiles: (piles.render,),  # CR 700.3, 701.20a
    ExileFromEachLibrary: (each_library.render,),  # CR 701.23
    CastThoseFree: (each_library.render,),  # CR 608.2g, 118.9
}
"""The renderers of one effect node :mod:`~mtgrules.oracle.effects` doesn't render itself,
by the node's type. A type with one rendering has one renderer. ApplyContinuous, ApplyRule,
Compound, MoveTo and SearchLibrary have several renderings, each family rendering its own
instances and answering None for the others: their chains are tried in the order written
(RULE node-chains: today's order, kept; a family that answers for another's instance renders
text the render check compares with the line, so a wrong answer fails the card, never
misreads it). A node of no listed type, or one no renderer of its chain answers, is rendered
by :data:`NODE_RENDERER_LAST` (the hand-written definitions' nodes and the rest). Built
from the renderers that answered for each node type over the whole corpus (issue 19); a
new node type gets its entry here."""

NODE_RENDERER_LAST: Callable[[Effect, Targets], str] = handwritten_render.render_node_extra
"""The last renderer of every node: its rendering or its ValueError ("no rendering")."""

PRE_RENDERERS: tuple[NodeRenderer, ...] = (
    # RULE duration-first: first, since every other renderer of ApplyContinuous/ApplyRule
    # ignores the rendering field duration_first and would write the duration last
    _duration_first_render,  # "Until end of turn, [effect]" (CR 611.2a)
    counted.render,
    talents.render_first,
    counted_each.render,
    dice_targets.render_first,
    target_rows.render,
    player_effects.render,
    classes_afr.render,
    counterspells.render,
    same_name.render,
    trigger_pronouns.render,  # "put a +1/+1 counter on it": the event's object
    leaves_exiled.render,  # "It gains haste." with no duration (CR 611.2b), 614.1a
    tap_controlled.render,  # "Those creatures don't untap during that player's ..." (502.3)
    pump_becomes.render,  # "~ gets +3/+3 and becomes a Bear Berserker ..." (205.1b, 613.1d)
    those.render,  # "Tap those creatures" (CR 608.2c)
    target_controller.render,  # a target's controller discards (CR 108.4, 701.9a)
    returns.render,  # "Return each [permanent] to its owner's hand" (CR 400.7)
    counter_each.render,  # "Counter each spell you don't control" (CR 701.6a)
    mana_amounts.render,  # "Add {R} for each ..." (CR 106.3), before the one-mana rendering
    event_player.render,  # "that player ...": the trigger event's player (CR 603.2)
    x_pumps.render,  # "+X/+X until end of turn, where X is ..." (CR 107.3c)
    becomes_type.render,  # "That creature becomes a Vampire in addition to ..." (205.1b)
    tap_those.render,  # "Untap that permanent" (CR 701.26)
    conjoined.render_that_player,  # "That player mills ten cards" (CR 603.2)
    hand_count.render,  # "... equal to the number of cards in their hand" (CR 402.1)
    event_amounts.render,  # "~ deals that much damage to any target" (CR 603.2, 120.3)
    may_have.render,  # "You may have it deal 1 damage to any target" (CR 608.2d)
    event_objects.render,  # "that creature gets +2/+0 ...": the event's object (CR 603.2)
    negated_pumps.render,  # "All creatures get -1/-1 ... for each ..." (CR 608.2h)
    reveal_top_card.render,  # "Reveal the top card ... put that card into your hand" (701.20a)
    becomes_target.render,  # "Counter that spell or ability unless its controller pays {2}"
)
"""Renderers tried before :mod:`~mtgrules.oracle.effects`'s own (nodes it would refuse)."""

SEQUENCE_RENDERERS: tuple[SequenceRenderer, ...] = (
    linked_exile.render_across_zones,  # targets across zones (CR 115.1)
    its_controller.render_sequence,  # an effect on a target, then its controller's life
    player_or_controller.render_sequence,  # "That player or that planeswalker's controller"
    morph.render_manifest_sequence,
    target_rows.render_sequence,
    trigger_event_effects.render_sequence,
    multi_targets.render_sequence,
    zone_moves.render_sequence,
    # RULE several-target-subjects: before block_restriction_effects.render_sequence, whose
    # "up to two target creatures can't block" pair would split a run of three into two
    # sentences (CR 115.1)
    _target_subjects_render,  # "Up to three target creatures can't block" (CR 115.1)
    dice_targets.render_sequence,
    block_restriction_effects.render_sequence,
    two_targets.render_sequence,
    handwritten_render.render_effect_more,
)
"""Renderers of a whole effect (sentences spanning several nodes, pronouns)."""

EVENT_READERS: tuple[EventReader, ...] = (
    classes_afr.parse_event,
    talents.parse_event,
    monstrosity.parse_event,
    object_events.parse_event,
    as_enters.parse_event,
    dice.parse_natural_20,
    turn.parse_event,
    vehicles.parse_event,  # "Whenever ~ becomes crewed" (CR 702.122d)
    delayed_triggers.parse_event,  # "Whenever a creature deals combat damage to ~" (510.2)
    trigger_events.parse_event,  # other casters, "~ or another", transforms (601.2i, 701.27e)
    card_draws.parse_event,  # "Whenever an opponent draws a card" (CR 121.1)
    becomes_target.parse_event,  # "... becomes the target of a spell or ability an opponent
                                 # controls" (CR 115.1)
    attached_triggers.parse_event,  # "When enchanted creature dies" (CR 303.4, 603.10a)
    either_events.parse_event,  # "Whenever you cast a red spell or a Mountain ..." (603.2)
    damage_triggers.parse_event,  # "Whenever an opponent is dealt damage by ..." (CR 120.3)
    sacrifice_triggers.parse_event,  # "When you sacrifice ~" (CR 701.21a, 603.10a)
    becomes_untapped.parse_event,  # "Whenever ~ becomes untapped" (CR 701.26b)
)
"""Readers of a trigger condition, tried before :mod:`~mtgrules.oracle.triggers`'s own."""

EVENT_RENDERERS_BY_TYPE: dict[type[TriggerEvent], tuple[EventRenderer, ...]] = {
    AttacksOrBlocks: (object_events.render_event,),  # CR 508.3a, 509.3c
    BecomesCrewed: (vehicles.render_event,),
    EntersOrAttacks: (object_events.render_event,),  # CR 603.6a, 508.3a
    BecomesMonstrous: (monstrosity.render_event,),
    BecomesUntapped: (becomes_untapped.render_event,),  # CR 701.26b
    BecomesTarget: (becomes_target.render_event,  # "... an opponent controls" (CR 115.1)
                    object_events.render_event),
    BeginningOf: (talents.render_event,  # "At the beginning of your end step, if ..."
                  trigger_events.render_event),  # "At the beginning of each combat" (507.1)
    BlocksOrBecomesBlocked: (object_events.render_event,),
    ControlsNone: (object_events.render_event,),
    DealsDamage: (object_events.render_event,),
    DealtCombatDamageByCreature: (delayed_triggers.render_event,),  # CR 510.2
    Draws: (card_draws.render_event,),  # "an opponent draws", "a player draws" (CR 121.1)
    # RULE dies-chain: talents renders "Whenever another creature you control dies" and
    # returns None for the rest, which object_events renders (today's order, kept)
    Dies: (talents.render_event, object_events.render_event,
           trigger_events.render_event,  # "~ or another creature dies" (CR 603.10a)
           attached_triggers.render_event),  # "When enchanted creature dies" (CR 303.4)
    EndOfFirstCombat: (turn.render_event,),
    Enters: (talents.render_event,),
    LeavesBattlefield: (as_enters.render_event,),
    RollNatural20: (dice.render_natural_20,),
    SpellCast: (classes_afr.render_event,
                trigger_events.render_event),  # "a player casts", "an opponent casts"
    TransformsInto: (trigger_events.render_event,),  # CR 701.27e
    YouSacrifice: (talents.render_event,),
    EitherEvent: (either_events.render_event,),  # one ability, two events (CR 603.2)
    PlayerDealtDamageBy: (damage_triggers.render_event,),  # CR 120.3
    YouSacrificeThis: (sacrifice_triggers.render_event,),  # CR 701.21a
}
"""Renderers of trigger events by the event's type, tried before
:func:`mtgrules.oracle.triggers.render_event`'s own renderings (which render the instances
they answer None for). Built from the renderers that answered for each event type over the
whole corpus (issue 19)."""

TRIGGER_EFFECT_READERS: tuple[TriggerEffectReader, ...] = (
    talents.parse_trigger_effect,
    trigger_event_effects.parse_trigger_effect,
    player_effects.parse_trigger_effect,
    dies_effects.parse_trigger_effect,
    reflexive.parse_trigger_effect,
    copies.parse_trigger_effect,
    trigger_pronouns.parse_trigger_effect,  # "put a +1/+1 counter on it" (the event's object)
    heroic.parse_trigger_effect,  # heroic: "put a +1/+1 counter on it" (this creature, 207.2c)
    event_player.parse_trigger_effect,  # "that player ...": the event's player (CR 603.2)
    delayed_triggers.parse_trigger_effect,  # "destroy that creature" (CR 510.2)
    hand_count.parse_trigger_effect,  # "the number of cards in their hand" (CR 402.1)
    conjoined.parse_trigger_effect,  # "that player A and you b" (CR 608.2c)
    unless_sacrifices.parse_trigger_effect,  # "... unless they sacrifice a creature" (118.12)
    event_amounts.parse_trigger_effect,  # "that much damage": the event's (CR 603.2, 120.3)
    event_objects.parse_trigger_effect,  # "that creature gets ...": the event's object (603.2)
    becomes_target.parse_trigger_effect,  # "counter that spell or ability unless ..." (118.12)
    attached_triggers.parse_trigger_effect,  # "return this card to its owner's hand" (400.7f)
    sacrifice_triggers.parse_trigger_effect,  # the Ordeals (CR 122.1, 608.2c, 603.10a)
)
"""Readers of a trigger's effect that depend on its event (pronouns naming the event's
object, "that much"), tried before the ordinary effect readers."""

STATIC_READERS: tuple[StaticReader, ...] = (
    enters_if.parse_enters_if,  # "enters with ... if ..." (CR 614.1c)
    classes_afr.parse_static,
    monstrosity.parse_static,
    becomes_creature_type.parse_static,
    talents.parse_static,
    lands.parse,
    cant_be_countered.parse,
    statics_count.parse,
    walker_abilities.parse_static,
    granted_ward.parse,
    restriction_statics.parse_static,
    player_effects.parse_static,
    as_enters.parse_static,
    linked_exile.parse_static,  # "You may play cards exiled with ~" (CR 607.2a)
    manlands.parse_static,
    blocking.parse_static,
    equipment.parse_static,
    devotion.parse_static,  # "As long as your devotion to [color] is less than N" (700.5)
    graveyard_casting.parse_static,  # "You may cast this card from your graveyard" (601.3)
    blocked_except.parse_static,  # "can't be blocked except by ..." (CR 509.1b)
    statics_where_x.parse,  # "+X/+X, where X is the number of ..." (CR 107.3)
    life_totals.parse_static,  # "As long as you have 30 or more life and ..." (CR 611.3a)
    player_prohibitions.parse_static,  # "Your opponents can't cast spells ..." (601.2, 602.5)
    soulbond.parse_static,  # "As long as ~ is paired with another creature, ..." (702.95b)
    graveyard_replacement.parse_static,  # "... exile it instead", discard (CR 614.1a)
    life_gain_replacement.parse_static,  # "you gain twice that much life instead" (614.1a)
)
"""Readers of static-ability lines, tried before :mod:`~mtgrules.oracle.statics`'s own."""

ABILITY_RENDERERS: tuple[AbilityRenderer, ...] = (
    delayed_triggers.render_ability,  # "..., destroy that creature" (CR 510.2)
    equipment.render_static,
    blocking.render_static,
    manlands.render_static,
    linked_exile.render_static,
    classes_afr.render_static,
    mana_spend.render_restricted_mana,  # CR 106.6
    _as_enters_render,
    granted_ward.render,
    cant_be_countered.render,
    lands_animate.render_mana_trigger,
    talents.render_static,
    monstrosity.render_static,
    becomes_creature_type.render_static,
    lands.render,
    _ability_more_render,
    modal_triggers.render_modal_trigger,
    statics_count.render,
    walker_abilities.render_static,
    restriction_statics.render_ability,
    player_effects.render_static,
    history.render_cast_restriction,  # "Cast ~ only if ..."
    enters_if.render_enters_if,
    meld_trigger.render_meld_trigger,  # meld (CR 712.4)
    mutate_lines.render_mutate,  # mutate (CR 702.140)
    devotion.render_static,  # the gods' devotion condition (CR 700.5)
    devotion.render_mana,  # "Choose a color. Add an amount of mana of that color ..." (700.5)
    graveyard_casting.render_static,  # "You may cast this card from your graveyard" (601.3)
    blocked_except.render_static,  # "can't be blocked except by ..." (CR 509.1b)
    statics_where_x.render,  # "+X/+X, where X is the number of ..." (CR 107.3)
    life_totals.render_static,  # a condition on life totals (CR 611.3a)
    commander.render_ability,  # "When you cast ~, copy it for each time ..." (CR 903.8)
    player_prohibitions.render_static,  # "Your opponents can't cast spells ..." (601.2, 602.5)
    soulbond.render_static,  # "As long as ~ is paired with another creature, ..." (702.95b)
    sacrifice_triggers.render_ability,  # the Ordeals' attack trigger (CR 122.1, 608.2c)
    graveyard_replacement.render_static,  # "... exile it instead", discard (CR 614.1a)
    life_gain_replacement.render_static,  # "you gain twice that much life instead" (614.1a)
)
"""Renderers of abilities :mod:`~mtgrules.oracle.render` doesn't render itself."""

COST_RENDERERS: tuple[CostRenderer, ...] = (
    cost_parts.render_cost_parts,
    _cost_more_render,
)
"""Renderers of costs with loyalty, other permanents tapped, sacrifices, discards."""


def install() -> None:
    """Set the tables on the shared modules (an assignment: idempotent, independent of the
    order modules were imported in)."""
    effects.SENTENCE_PARSERS = SENTENCE_READERS
    effects.NODE_RENDERERS_BY_TYPE = NODE_RENDERERS_BY_TYPE
    effects.NODE_RENDERER_LAST = NODE_RENDERER_LAST
    effects.PRE_RENDERERS = PRE_RENDERERS
    effects.SEQUENCE_RENDERERS = SEQUENCE_RENDERERS
    triggers.EVENT_PARSERS = EVENT_READERS
    triggers.EVENT_RENDERERS_BY_TYPE = EVENT_RENDERERS_BY_TYPE
    triggers.EFFECT_PARSERS = TRIGGER_EFFECT_READERS
    statics.STATIC_PARSERS = STATIC_READERS
    render.ABILITY_RENDERERS = ABILITY_RENDERERS
    costs.COST_RENDERERS = COST_RENDERERS


install()


DECLARED_AMBIGUITIES: dict[tuple[Callable[..., object], Callable[..., object]], str] = {
    (impulse.parse, impulse_draw.parse):
        "RULE impulse-one-card: \"Exile the top card of your library. You may play that card "
        "this turn.\" is one node (ExileTopMayPlay, CR 406.3, 601.3); impulse_draw's general "
        "template reads it as ExileFromTop then PlayExiled(THIS_TURN), which resolves the same "
        "(one card exiled, its owner may play it this turn). The one-node reading is the older "
        "and the one the golden models record: impulse.parse comes first (44 lines).",
    (effects.parse_core_sentence, impulse_draw.parse):
        "RULE impulse-several-cards: \"Exile the top N cards of your library. Until end of "
        "turn / Until the end of your next turn, you may play those cards.\" is the core "
        "template's one node (ExileTopCardsMayPlay with its duration); impulse_draw reads it as "
        "ExileFromTop then PlayExiled(THOSE_CARDS, window), which resolves the same. The core "
        "templates come first (10 lines).",
    (sentence_and.parse, player_effects.parse):
        "RULE you-and-you: \"You gain N life and draw a card\" (two imperatives of one "
        "subject, you) is a Conjoined of two effects; player_effects reads it as a Compound "
        "(SERIES). Both are flattened into the same two steps done in order (CR 608.2c): "
        "sentence_and.parse comes first (39 lines).",
    (where_x.parse, sentence_and.parse):
        "RULE where-x-first: \"A and B, where X is [amount]\" defines X for the whole "
        "sentence (CR 107.3c): where_x.parse reads it as one WhereX around both effects; the "
        "conjunction reader splits it and leaves A's X undefined (8 lines).",
    (where_x.parse, effects.parse_core_sentence):
        "RULE where-x-first: \"You may draw X cards, where X is [amount]\" is a WhereX around "
        "the May (X determined as the effect is applied, CR 107.3c, 608.2h); the core template "
        "reads May around a WhereX, which resolves the same (1 line).",
    (player_effects.parse_trigger_effect, event_player.parse_trigger_effect):
        "RULE that-player: after combat damage to a player, \"that player loses 1 life and mills "
        "a card, then you gain 1 life and scry 1\" is player_effects' series; event_player reads "
        "the same words with \"you gain 1 life and scry 1\" as a Conjoined (RULE you-and-you): "
        "the same steps in the same order (CR 608.2c). The older reader, registered first, is "
        "chosen (1 line, Krydle of Baldur's Gate).",
    (effects.parse_core_sentence, where_x.parse):
        "RULE where-x-first: \"You may draw X cards, where X is [amount]\" is read by the core "
        "template as a May around a WhereX; where_x.parse would read a WhereX around the May. "
        "Both determine X as the effect is applied (CR 107.3c, 608.2h) and resolve the same; "
        "the core templates come first (1 line).",
}
"""(chosen reader, other reader) -> the rule that picks the chosen one, for each pair of
sentence readers that read some card line of the corpus into different accepted models
(found by :mod:`mtgrules.oracle.ambiguity`, 93 lines of 33,230 cards). A pair not listed here
fails the check. Fixed rather than declared: the conjunction readers (``sentence_and.parse``,
``effects_compound.parse``) split "You may A. If you do, B and C" across the sentence
boundary, so "If you do" covered B only (Vraska, Golgari Queen and five others, CR 608.2d):
they no longer split a first part holding ". "."""
