"""One-shot effects (CR 609, 610 and the keyword actions of CR 701) and target slots (115).

An ability's effect is a tuple of effect nodes done in order (CR 608.2c). Nested sequences
(:class:`May`, :class:`Unless`) hold their own effects. The engine's interpreter
(:mod:`mtgrules.effects.interpreter`) dispatches on the node class with ``match`` and keeps
its program counter in the game state, so a choice in the middle of an effect is a pause
with a pending decision.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.mana import ManaCost
from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import CounterKind, Duration, ManaType, Node, Unimplemented, Whose, Zone
from mtgrules.model.commander import CommanderCastCopies, ManaInCommanderIdentity
from mtgrules.model.continuous import LayerEffect
from mtgrules.model.costs import Cost
from mtgrules.model.counter_effects import Proliferate, RemoveAllCounters
from mtgrules.model.designations import BecomeMonarch
from mtgrules.model.dungeons import LoseLifeUnless, PutFromHand, SacrificeOneOfEach, Venture
from mtgrules.model.face_down import Manifest, ManifestDread
from mtgrules.model.faces import Transform
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.keyword_actions import Investigate
from mtgrules.model.mana_combinations import ManaCombinationOfChoice
from mtgrules.model.mana_spend import SpendOnly
from mtgrules.model.meld import Meld
from mtgrules.model.monstrosity import Monstrosity
from mtgrules.model.permanent_effects import (
    AttackSourceDuringNextTurn,
    DealsDamageToItself,
    PreventAllDamageThisTurn,
)
from mtgrules.model.player_choices import (
    ReturnChosenFromGraveyard,
    SacrificeChosen,
    SacrificePileOfChoice,
)
from mtgrules.model.prevention import (
    ExileIfWouldDieThisTurn,
    PreventAllCombatDamage,
    PreventDamageFrom,
    PreventNextDamage,
)
from mtgrules.model.refs import ObjectRef, PlayerRef, Ref, TargetRef, ThisObject, You
from mtgrules.model.rules import RuleModification

# --- targets (CR 115) -------------------------------------------------------------------------


class TargetKind(enum.StrEnum):
    """What a target slot may choose (CR 115.1, 115.4)."""

    OBJECT = "object"
    """a permanent or card matching the slot's filter in the filter's zone"""
    PLAYER = "player"
    OPPONENT = "opponent"
    ANY = "any"
    """"any target": a creature, player, planeswalker or battle (CR 115.4)"""
    PLAYER_OR_PLANESWALKER = "player_or_planeswalker"
    OPPONENT_OR_PLANESWALKER = "opponent_or_planeswalker"
    """"target opponent or planeswalker": an opponent, or any planeswalker (CR 115.4)"""
    SPELL = "spell"
    """a spell on the stack matching the filter"""
    ABILITY = "ability"
    """an activated or triggered ability on the stack (CR 113.1b-c, 115.1; mana abilities
    never use the stack, 605.3b, so they can't be targeted)"""


@dataclass(frozen=True, slots=True)
class TargetSlot(Node):
    """One "target" word of an ability (CR 115.1): what it may choose (``kind``,
    ``filter``), how many (``count``; ``up_to`` for "up to N", where zero is allowed), and
    the words of the text that describe it (for prompts and rendering).

    ``controlled_by_slot``: the index of an earlier player-or-planeswalker slot; the object
    must be controlled by the player chosen there, or by the planeswalker's controller
    ("target creature that player or that planeswalker's controller controls", CR 115.1,
    601.2c: the targets are chosen in order, so this one depends on that choice)."""

    kind: TargetKind
    filter: ObjectFilter = Filter()
    up_to: bool = False
    count: int = 1
    text: str = ""
    controlled_by_slot: int | None = None

    def _check(self) -> None:
        if self.count < 1:
            self.fail("count must be at least 1")
        if self.controlled_by_slot is not None and (
                self.kind is not TargetKind.OBJECT or self.controlled_by_slot < 0):
            self.fail("only an object target may depend on an earlier slot's controller")
        if self.kind in (TargetKind.PLAYER, TargetKind.OPPONENT) and self.filter != Filter():
            self.fail("a player target takes no object filter")


# --- mana --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FixedMana(Node):
    """"Add {G}{G}": these mana symbols."""

    mana: tuple[ManaType, ...]

    def _check(self) -> None:
        if not self.mana:
            self.fail("adds no mana")


@dataclass(frozen=True, slots=True)
class ManaOfChoice(Node):
    """"Add one mana of any color" / "Add {G} or {W}": one of ``options``, chosen."""

    options: tuple[ManaType, ...]

    def _check(self) -> None:
        if len(self.options) < 2:
            self.fail("needs at least two options")


@dataclass(frozen=True, slots=True)
class ManaLandsCouldProduce(Node):
    """"Add one mana of any type that a land you control could produce" / "...any color that
    a land an opponent controls could produce" (CR 106.7)."""

    controller: Whose = Whose.YOU
    colors_only: bool = False


ManaSpec = (FixedMana | ManaOfChoice | ManaLandsCouldProduce | ManaInCommanderIdentity
            | ManaCombinationOfChoice)


# --- effects ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDamage(Node):
    """"[Source] deals N damage to [target]" (CR 120.2). ``no_regenerate``: "A creature dealt
    damage this way can't be regenerated this turn." after it (CR 701.19c): a permanent this
    source dealt damage to can't regenerate for the rest of the turn."""

    amount: Amount
    to: Ref
    no_regenerate: bool = False


@dataclass(frozen=True, slots=True)
class Destroy(Node):
    """Destroy (CR 701.8). ``no_regenerate``: "It can't be regenerated." / "They can't be
    regenerated." after it: no regeneration shield can replace this destruction (CR 701.19c).
    """

    what: ObjectRef
    no_regenerate: bool = False


@dataclass(frozen=True, slots=True)
class Regenerate(Node):
    """"Regenerate [object]" (CR 701.19a): a shield until end of turn; the next time it
    would be destroyed this turn, instead it is tapped, all damage is removed from it and it
    is removed from combat."""

    what: ObjectRef = ThisObject()


@dataclass(frozen=True, slots=True)
class Sacrifice(Node):
    """Sacrifice (CR 701.21): the controller puts it into its owner's graveyard."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Draw(Node):
    """"[Player] draws N cards" (CR 121)."""

    who: PlayerRef = You()
    count: Amount = Fixed(1)


@dataclass(frozen=True, slots=True)
class GainLife(Node):
    """"[Player] gains N life" (CR 119.3)."""

    amount: Amount
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class LoseLife(Node):
    """"[Player] loses N life" (CR 119.3)."""

    amount: Amount
    who: PlayerRef = You()


class CounteredTo(enum.StrEnum):
    """Where a spell countered by a :class:`Counter` goes (CR 701.6a: its owner's graveyard),
    or, by the counterspell's own replacement effect "If that spell is countered this way,
    [put it elsewhere] instead" (614.1a), its owner's hand, exile, or the top or bottom of
    its owner's library."""

    GRAVEYARD = "graveyard"
    EXILE = "exile"
    HAND = "hand"
    LIBRARY_TOP = "library_top"
    LIBRARY_BOTTOM = "library_bottom"


@dataclass(frozen=True, slots=True)
class Counter(Node):
    """Counter a spell or ability (CR 701.6). ``to``: where a spell countered this way goes
    instead of its owner's graveyard (614.1a; an ability ceases to exist either way)."""

    what: ObjectRef
    to: CounteredTo = CounteredTo.GRAVEYARD


@dataclass(frozen=True, slots=True)
class ApplyContinuous(Node):
    """"[Objects] get +N/+M and gain [ability] until end of turn", "Gain control of ...": a
    continuous effect from a resolving spell or ability (CR 611.2) whose affected set and
    amounts are locked in as it begins (611.2c, 608.2h)."""

    what: ObjectRef
    parts: tuple[LayerEffect, ...]
    duration: Duration = Duration.END_OF_TURN
    duration_first: bool = False
    """the text writes "Until end of turn, " before the effect (for rendering only; the rules
    are the same, :mod:`mtgrules.oracle.duration_first`)"""

    def _check(self) -> None:
        if not self.parts:
            self.fail("has no parts")
        if self.duration_first and self.duration is not Duration.END_OF_TURN:
            self.fail("only 'Until end of turn, ' is written first")


@dataclass(frozen=True, slots=True)
class ApplyRule(Node):
    """A rule modification created by a resolving spell or ability (CR 611.2): on ``what``
    (None: the whole game, e.g. a blocking restriction this turn) for ``duration``."""

    rule: RuleModification
    what: ObjectRef | None = None
    duration: Duration = Duration.END_OF_TURN
    duration_first: bool = False
    """the text writes "Until end of turn, " before the effect (for rendering only; the rules
    are the same, :mod:`mtgrules.oracle.duration_first`)"""

    def _check(self) -> None:
        if self.duration_first and self.duration is not Duration.END_OF_TURN:
            self.fail("only 'Until end of turn, ' is written first")


@dataclass(frozen=True, slots=True)
class AddMana(Node):
    """"Add [mana]" (CR 106.3), ``amount`` times ("Add {G} for each Elf you control")."""

    mana: ManaSpec
    amount: Amount = Fixed(1)
    spend_only: SpendOnly | None = None
    """a restriction on spending the mana (CR 106.6, :mod:`mtgrules.model.mana_spend`)"""


@dataclass(frozen=True, slots=True)
class AddManaProducedByEvent(Node):
    """"That player adds N mana of any type that land produced" (the triggering tap)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class SearchLibrary(Node):
    """"Search your library for a [filter] card, [reveal it,] put it [into zone] (tapped),
    then shuffle" (CR 701.23); finding nothing is allowed (701.23b); ``reveal``: the found
    card is revealed (CR 701.20a). Into the library: "then shuffle and put that card on top"
    (the library is shuffled without it, then it goes on top). ``who``: the player who
    searches their own library ("Its controller may search their library", :class:`~mtgrules.
    model.refs.ControllerOf`); ``may``: that player chooses whether to search (CR 608.2d)."""

    filter: ObjectFilter
    to: Zone = Zone.HAND
    tapped: bool = False
    reveal: bool = False
    who: PlayerRef = You()
    may: bool = False


@dataclass(frozen=True, slots=True)
class CreateToken(Node):
    """"[Player] creates N [token]" (CR 111.2, 701.7); ``token`` names a token definition.
    ``tapped``: "Create a tapped [token]", the tokens enter tapped (CR 110.5b, 111.2)."""

    token: str
    count: Amount = Fixed(1)
    who: PlayerRef = You()
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class PutCounters(Node):
    """"Put N [kind] counters on [objects]" (CR 122.1)."""

    what: ObjectRef
    counter: CounterKind
    count: Amount = Fixed(1)


@dataclass(frozen=True, slots=True)
class Tap(Node):
    """Tap (CR 701.26a)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Untap(Node):
    """Untap (CR 701.26b)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class TapOrUntap(Node):
    """"You may tap or untap [object]": tap, untap, or neither (a choice)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class RevealTopCard(Node):
    """"[Player] reveals the top card of their library. If it's a [filter] card, that player
    puts it into [zone]" (CR 701.20)."""

    who: PlayerRef
    put_if: ObjectFilter
    to: Zone = Zone.HAND


@dataclass(frozen=True, slots=True)
class MoveTo(Node):
    """"Return [object] to its owner's hand", "Return [card] from your graveyard to the
    battlefield", "Exile [object]" (CR 400.7: it becomes a new object). ``from_zone``: only
    an object still in that zone moves (None: any public zone); ``under_your_control``: a
    permanent enters under the ability's controller (CR 110.2a)."""

    what: ObjectRef
    to: Zone
    from_zone: Zone | None = None
    under_your_control: bool = False


@dataclass(frozen=True, slots=True)
class Attach(Node):
    """"Attach [this] to [object]" (CR 701.3a; equip, 702.6a): the Aura or Equipment
    ``what`` becomes attached to ``to``; nothing happens if it can't (701.3b) or is already
    attached to it (701.3c)."""

    what: ObjectRef = ThisObject()
    to: ObjectRef = TargetRef(0)


@dataclass(frozen=True, slots=True)
class BecomeLevel(Node):
    """"[This Class] becomes level N" (CR 716.2a)."""

    level: int

    def _check(self) -> None:
        if self.level < 2:
            self.fail("Class levels start at 2")


@dataclass(frozen=True, slots=True)
class May(Node):
    """"You may [effects]" (CR 603.5, 608.2d): a yes/no choice, then the effects if yes."""

    prompt: str
    effects: tuple[Effect, ...]

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")


class Conjunction(enum.StrEnum):
    """How a :class:`Compound` joins its effects in one sentence."""

    THEN = "then"
    """"Draw a card, then discard a card" (CR 608.2c: in the order written)"""
    AND = "and"
    """one verb for two recipients: "~ deals 2 damage to each creature and each player"
    (effects with subjects of their own are :class:`Conjoined`)"""
    SERIES = "series"
    """one subject for several verbs: "Target opponent discards two cards, mills two cards,
    and loses 2 life" (:mod:`mtgrules.oracle.player_effects`)"""
    SERIES_THEN = "series then"
    """one subject for several verbs, the last after "then": "Target player sacrifices a
    creature of their choice, then gains life equal to that creature's toughness", "Each
    player loses 1 life, discards a card, sacrifices a creature of their choice, then
    sacrifices a land of their choice" (CR 608.2c: in the order written)"""


@dataclass(frozen=True, slots=True)
class Compound(Node):
    """Effects written as one sentence ("[A], then [B]", "[A] and [B]"): done in order as
    written (CR 608.2c), exactly as if they were separate sentences."""

    effects: tuple[Effect, ...]
    conjunction: Conjunction = Conjunction.THEN

    def _check(self) -> None:
        if len(self.effects) < 2:
            self.fail("joins at least two effects")


@dataclass(frozen=True, slots=True)
class IfKicked(Node):
    """"If this spell was kicked, [effects]" (CR 702.33d): the effects happen only if the
    spell's kicker cost was paid as it was cast (:class:`~mtgrules.model.SpellCost`)."""

    effects: tuple[Effect, ...]

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")


@dataclass(frozen=True, slots=True)
class Unless(Node):
    """"[Effects] unless you [cost]" (CR 118.12): you may pay ``cost``; if you don't, the
    effects happen."""

    cost: Cost
    effects: tuple[Effect, ...]

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")


class Payer(enum.StrEnum):
    """Who may pay an "unless [player] pays" cost (CR 118.12): ``you`` (the controller),
    ``its_controller`` (the controller of the object the body's target names, "counter
    target spell unless its controller pays"), ``that_player`` (the trigger event's player,
    ward's "unless that player pays", 702.21a)."""

    YOU = "you"
    ITS_CONTROLLER = "its_controller"
    THAT_PLAYER = "that_player"


@dataclass(frozen=True, slots=True)
class UnlessPays(Node):
    """"[Effects] unless [payer] pays [mana]" (CR 118.12): the payer chooses whether to pay
    ``cost`` (a decision, only offered when they can pay it); if they pay, the effects
    don't happen. ``life``: life to pay as well ("unless that player pays 3 life", ward's
    "Ward—Pay 3 life", CR 119.4: payable only with at least that much life); ``cost`` may then
    be empty. An {X} in ``cost`` is the X of the resolving spell (CR 107.3a: "Counter target
    spell unless its controller pays {X}", Syncopate)."""

    cost: ManaCost
    effects: tuple[Effect, ...]
    payer: Payer = Payer.YOU
    life: int = 0

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")
        if not self.cost.symbols and self.life == 0:
            self.fail("a mana cost, or life")
        if "X" in self.cost.symbols and (self.payer is not Payer.ITS_CONTROLLER
                                         or self.cost.symbols != ("X",)):
            self.fail("{X} only as the whole cost its controller pays (the spell's X)")
        if self.life < 0:
            self.fail("life to pay can't be negative")


@dataclass(frozen=True, slots=True)
class Scry(Node):
    """Scry N (CR 701.22)."""

    count: int

    def _check(self) -> None:
        if self.count < 1:
            self.fail("scry at least 1")


@dataclass(frozen=True, slots=True)
class Surveil(Node):
    """Surveil N (CR 701.25): look at the top N cards, put any into the graveyard, the rest
    back on top."""

    count: int

    def _check(self) -> None:
        if self.count < 1:
            self.fail("surveil at least 1")


@dataclass(frozen=True, slots=True)
class Discard(Node):
    """"[Player] discards N cards" (CR 701.9): that player chooses them."""

    count: Amount = Fixed(1)
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class Mill(Node):
    """"[Player] mills N cards" (CR 701.17)."""

    count: Amount
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class ChooseSector(Node):
    """Choose a sector (CR 702.158); later effects refer to it (``EachInChosenSector``)."""


@dataclass(frozen=True, slots=True)
class ExileTopMayPlay(Node):
    """"Exile the top card of your library. You may play that card this turn." (CR 406.3,
    601.3, 305.1)."""


class PlayDuration(enum.StrEnum):
    """How long cards exiled by :class:`ExileTopCardsMayPlay` may be played."""

    THIS_TURN = "this_turn"
    """"Until end of turn, you may play those cards" (CR 514.2)"""
    UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"
    """"Until the end of your next turn, you may play those cards"."""


@dataclass(frozen=True, slots=True)
class ExileTopCardsMayPlay(Node):
    """"Exile the top N cards of your library. Until end of turn / Until the end of your next
    turn, you may play those cards." (CR 406.3, 601.3, 305.1): normal timing, costs and land
    plays apply; unplayed cards stay exiled."""

    count: int
    duration: PlayDuration = PlayDuration.THIS_TURN

    def _check(self) -> None:
        if self.count < 2:
            self.fail("one card is ExileTopMayPlay's")


@dataclass(frozen=True, slots=True)
class UnearthReturn(Node):
    """The effect of unearth (CR 702.84a): return this card from your graveyard to the
    battlefield; it gains haste; exile it at the beginning of the next end step or if it
    would leave the battlefield."""


@dataclass(frozen=True, slots=True)
class ResultRow(Node):
    """One row of a results table (CR 706.3a): if the result is from ``low`` to ``high``,
    ``effects`` happen. ``those_tokens``: the text names the row's token as the previous
    row's ("Create two of those tokens")."""

    low: int
    high: int
    effects: tuple[Effect, ...]
    those_tokens: bool = False

    def _check(self) -> None:
        if not 1 <= self.low <= self.high:
            self.fail("a row needs 1 <= low <= high")
        if not self.effects:
            self.fail("a row has no effect")


@dataclass(frozen=True, slots=True)
class RollDie(Node):
    """"Roll a dN" (CR 706.1): the ability's controller rolls; with ``rows``, the row whose
    range holds the result happens (706.3a). The result is kept for later steps ("equal to
    the result", 706.2)."""

    sides: int = 20
    rows: tuple[ResultRow, ...] = ()

    def _check(self) -> None:
        if self.sides < 2:
            self.fail("a die has at least two sides")
        seen: set[int] = set()
        for r in self.rows:
            span = set(range(r.low, r.high + 1))
            if r.high > self.sides or span & seen:
                self.fail("results table rows overlap or exceed the die")
            seen |= span


@dataclass(frozen=True, slots=True)
class Conjoined(Node):
    """One sentence of two effects joined by "and" ("Each opponent loses 1 life and you gain
    1 life"): done in order (CR 608.2c), like separate sentences."""

    effects: tuple[Effect, ...]

    def _check(self) -> None:
        if len(self.effects) != 2:
            self.fail("joins exactly two effects")


@dataclass(frozen=True, slots=True)
class SubjectYou(Node):
    """"you [effect]": ``effect``, an imperative whose subject is the ability's controller,
    written with its subject because another subject comes before it in the sentence ("that
    player discards a card and you untap all lands you control", CR 608.2c); it does what
    the imperative does."""

    effect: Effect


@dataclass(frozen=True, slots=True)
class CreateTokens(Node):
    """"Create [a token], [a token], and [a token]": one of each of ``tokens`` for the
    ability's controller, in the order written (CR 111.2, 608.2c)."""

    tokens: tuple[CreateToken, ...]

    def _check(self) -> None:
        if len(self.tokens) < 2:
            self.fail("lists two or more tokens")
        if any(c != CreateToken(c.token) for c in self.tokens):
            self.fail("one token of each, created by you")


@dataclass(frozen=True, slots=True)
class MayIfYouDo(Node):
    """"You may [effects]. If you do, [then]." (CR 608.2c, 608.2d): a yes/no choice offered
    only when ``effects`` can be done; if chosen, ``effects`` then ``then``
    (:mod:`mtgrules.oracle.if_you_do` says which actions qualify)."""

    prompt: str
    effects: tuple[Effect, ...]
    then: tuple[Effect, ...]

    def _check(self) -> None:
        if not self.effects or not self.then:
            self.fail("needs an action and what follows it")


from mtgrules.model.all_to_owners import AllToOwners  # noqa: E402
from mtgrules.model.alt_costs import (  # noqa: E402
    CumulativeUpkeep,
    ExileWarped,
    GainFlashback,
    MadnessCast,
    SuspendCast,
    SuspendTick,
)
from mtgrules.model.attached_triggers import ReturnAuraCard  # noqa: E402
from mtgrules.model.attacking import CreateTokensAttacking, PutFromHandAttacking  # noqa: E402
from mtgrules.model.blocking import MustBlockIt  # noqa: E402
from mtgrules.model.cascade import CascadeBottom, CascadeExile  # noqa: E402
from mtgrules.model.color_choice import GainProtectionFromChosenColor  # noqa: E402
from mtgrules.model.copies import (  # noqa: E402
    BecomeCopy,
    CreateTokenCopy,
    EncoreCopies,
    MyriadCopies,
    Populate,
    StormCopies,
    TokenCopyAtNextEndStep,
)
from mtgrules.model.cost_effects import ChangeCostsUntilYourNextTurn, PutCounterOfChoice  # noqa: E402
from mtgrules.model.damage import (  # noqa: E402  # noqa: E402
    DamageCantBePreventedThisTurn,
    DealDamageEqualToHandSize,
    DealDamageToSeveral,
    ItDealsDamage,
    ObjectDealsDamage,
    PlayersCantGainLifeThisTurn,
    UnpreventableDamage,
)
from mtgrules.model.delayed_triggers import WheneverUntilYourNextTurn  # noqa: E402
from mtgrules.model.divided import DealDividedDamage, PutDividedCounters  # noqa: E402
from mtgrules.model.dungeons import (  # noqa: E402
    ChooseTarget,
    IfRolledAtLeast,
)
from mtgrules.model.each_library import CastThoseFree, ExileFromEachLibrary  # noqa: E402
from mtgrules.model.emblems import CreateEmblem  # noqa: E402
from mtgrules.model.exile_cast import CastFromExileAfterAnotherSpell  # noqa: E402
from mtgrules.model.exile_until import (  # noqa: E402
    ExileLater,
    ExileUntilSourceLeaves,
    ReturnFromExile,
    ReturnLater,
)
from mtgrules.model.fight import CreatureDealsDamage  # noqa: E402
from mtgrules.model.graveyard_returns import PutAllFromGraveyards  # noqa: E402
from mtgrules.model.hand_effects import DiscardAtRandom, LookAtHand  # noqa: E402
from mtgrules.model.heroic import PutCountersOnIt  # noqa: E402
from mtgrules.model.history import IfElse  # noqa: E402
from mtgrules.model.if_you_do import (  # noqa: E402
    IfYouDo,
    MayDiscardThen,  # noqa: E402
    MayPay,
)
from mtgrules.model.impulse import (  # noqa: E402
    CastExiledOrElse,
    ExileFromTop,
    ExileTopPlayable,
    LookAtExiled,
    PlayExiled,
)
from mtgrules.model.keyword_abilities import (  # noqa: E402
    BecomeRenowned,
    ReturnDiedToBattlefield,
)
from mtgrules.model.keyword_actions import DoublePT  # noqa: E402
from mtgrules.model.keywords_counters import (  # noqa: E402
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
from mtgrules.model.land_plays import PlayAdditionalLandsThisTurn  # noqa: E402
from mtgrules.model.leaves_exiled import ExileIfItWouldLeave  # noqa: E402
from mtgrules.model.library_bottom import PutOnBottom  # noqa: E402
from mtgrules.model.library_look import (  # noqa: E402
    ExileLibraryShuffleHand,
    LookAtTop,
    LookAtTopMayBottom,
    PutFromHandOnTop,
    RevealTop,
)
from mtgrules.model.life_totals import LifeTotalBecomes  # noqa: E402
from mtgrules.model.linked_exile import BuryExiledWithThenDamage  # noqa: E402
from mtgrules.model.mana_value_each import DestroyEachWithManaValue  # noqa: E402
from mtgrules.model.manlands import BecomesCreatureLand  # noqa: E402
from mtgrules.model.miracle import (  # noqa: E402
    MiracleCast,  # noqa: E402
    ReboundCast,
)
from mtgrules.model.next_sorcery import NextSorceryAsThoughFlash  # noqa: E402
from mtgrules.model.no_regeneration import CantBeRegeneratedThisTurn  # noqa: E402
from mtgrules.model.opponent_choice import ReturnOpponentsChoice  # noqa: E402
from mtgrules.model.phasing import PhaseOut  # noqa: E402
from mtgrules.model.piles import RevealTopIntoPiles  # noqa: E402
from mtgrules.model.player_choices import DiscardUnless  # noqa: E402
from mtgrules.model.player_effects import (  # noqa: E402
    ExileGraveyard,
    ExileUntilTotalManaValue,
    LoseGame,  # noqa: E402
    PutOnTopOrBottom,
    ReturnHalf,
)
from mtgrules.model.prevention import PreventAllDamageToAndBy  # noqa: E402
from mtgrules.model.reflexive import MaySacrificeGrantor, WhenPowerBecomes  # noqa: E402
from mtgrules.model.returns import ReturnChosenToHand, ReturnDiedCard  # noqa: E402
from mtgrules.model.reveal_hand import RevealHandChoose  # noqa: E402
from mtgrules.model.roll_again import MayRollAgain  # noqa: E402
from mtgrules.model.sacrifice_later import SacrificeLater  # noqa: E402
from mtgrules.model.sacrifice_or import (  # noqa: E402
    OpponentMaySacrifice,
    SacrificeOrElse,  # noqa: E402
)
from mtgrules.model.search import (  # noqa: E402
    IfThatCard,
    SearchAnyNumber,  # noqa: E402
    SearchWithManaValue,
    Shuffle,
    ShuffleIntoLibrary,
)
from mtgrules.model.soulbond import PairSoulbond  # noqa: E402
from mtgrules.model.target_players import EachTargetPlayer  # noqa: E402
from mtgrules.model.turn import AdditionalCombatPhase  # noqa: E402
from mtgrules.model.turn_order import TakeExtraTurn  # noqa: E402
from mtgrules.model.unless_sacrifices import UnlessSacrifices  # noqa: E402
from mtgrules.model.untap import UntapUpTo  # noqa: E402
from mtgrules.model.vehicles import BecomesArtifactCreature  # noqa: E402
from mtgrules.model.walker_abilities import GainChoiceOfKeyword  # noqa: E402
from mtgrules.model.where_x import GainLifeLostThisWay, WhereX  # noqa: E402

Effect = (Manifest | ManifestDread  # face-down permanents (CR 701.40, 701.58, 701.62)
          | CreateTokenCopy | BecomeCopy | EncoreCopies | MyriadCopies  # copy effects (CR 707)
          | TokenCopyAtNextEndStep | MayRollAgain | Populate
          | ReturnDiedCard | MayDiscardThen  # model.returns, model.if_you_do
          | MayIfYouDo | CreatureDealsDamage  # the Class cards' templates
          | DiscardUnless  # model.player_choices
          | SacrificeChosen | ReturnChosenFromGraveyard | SacrificePileOfChoice | ReturnChosenToHand
          | Meld  # meld cards (CR 701.42)
          | DealsDamageToItself | AttackSourceDuringNextTurn | PreventAllDamageThisTurn
          | DealDamage | Destroy | Regenerate | Sacrifice | Draw | GainLife | LoseLife | Counter
          | ApplyContinuous | ApplyRule | AddMana | AddManaProducedByEvent | SearchLibrary
          | IfKicked | ExileTopCardsMayPlay  # the spell-cost family (seed rulings)
          | CreateToken | PutCounters | Tap | Untap | TapOrUntap | RevealTopCard | MoveTo
          | Attach | BecomeLevel | May | Unless | UnlessPays | Compound | Scry | Surveil
          | Discard | Mill | ChooseSector | RemoveAllCounters | Proliferate
          | ExileTopMayPlay | UnearthReturn | Transform | PreventNextDamage | PreventDamageFrom
          | ExileIfWouldDieThisTurn
          | MayPay | IfYouDo | DoublePT | ChooseTarget  # model.if_you_do, keyword_actions, dungeons
          | PreventAllCombatDamage | Unimplemented
          | BecomeRenowned  # keyword abilities (CR 702.112b)
          | Venture | RollDie | Conjoined | SacrificeOneOfEach | LoseLifeUnless | PutFromHand
          | BecomeMonarch  # designations (CR 724)
          | Investigate  # keyword actions (model.keyword_actions, CR 701.16)
          | Monstrosity  # CR 701.37 (model.monstrosity)
          | Fabricate | EvolveCounter | MayPayThen | DrainOpponents | Explore
          | BackupGrant | Connive | RemoveCounterFromThis | Bolster  # keywords_counters
          | ExileWarped | CumulativeUpkeep | MadnessCast  # casting-cost keywords (CR 702)
          | GainFlashback  # CR 702.34a
          | SuspendTick | SuspendCast
          | CascadeExile | CascadeBottom  # cascade (CR 702.85a)
          | StormCopies  # storm (CR 702.40a)
          | CommanderCastCopies  # "copy it for each time you've cast your commander" (903.8)
          | CreateEmblem | ExileUntilSourceLeaves | SacrificeOrElse | GainChoiceOfKeyword
          | OpponentMaySacrifice
          | ReturnLater | ReturnFromExile | ExileLater  # delayed exile and return (CR 603.7)
          | WheneverUntilYourNextTurn  # delayed "whenever" triggers (CR 603.7, 611.2b)
          | PutAllFromGraveyards  # every matching card of graveyards (CR 400.7, 110.2a)
          | ExileTopPlayable | SearchAnyNumber | BuryExiledWithThenDamage  # the walkers' family
          | ExileFromTop | PlayExiled | CastExiledOrElse | LookAtExiled  # impulse draw (model.impulse)
          | ChangeCostsUntilYourNextTurn | PutCounterOfChoice  # model.cost_effects
          | MaySacrificeGrantor | WhenPowerBecomes  # reflexive triggers (model.reflexive)
          | LoseGame | ItDealsDamage | ReturnDiedToBattlefield | AdditionalCombatPhase  # player_effects, damage, turn
          | LookAtTop | DealDividedDamage | PutDividedCounters | PutOnTopOrBottom | ReturnHalf
          | PutCountersOnIt  # a heroic trigger's "it" (model.heroic, CR 207.2c)
          | PutFromHandOnTop | RevealTop | ExileGraveyard
          | ExileUntilTotalManaValue | SearchWithManaValue | IfThatCard | Shuffle
          | ShuffleIntoLibrary
          | LookAtTopMayBottom | ExileLibraryShuffleHand  # a target player's library (CR 401)
          | CreateTokensAttacking | PutFromHandAttacking  # tapped and attacking (CR 508.4)
          | BecomesCreatureLand  # creature lands (CR 613.1d)
          | BecomesArtifactCreature  # Vehicles and crew (CR 702.122a, model.vehicles)
          | PhaseOut  # phasing (CR 702.26)
          | TakeExtraTurn  # extra turns (CR 500.7, model.turn_order)
          | NextSorceryAsThoughFlash  # CR 601.3e (model.next_sorcery)
          | MustBlockIt  # blocking requirements (CR 509.1c)
          | ObjectDealsDamage | IfRolledAtLeast  # model.damage, model.dungeons
          | CastFromExileAfterAnotherSpell  # model.exile_cast
          | PlayAdditionalLandsThisTurn  # model.land_plays
          | RevealHandChoose  # reveal a hand, choose a card from it (model.reveal_hand)
          | LookAtHand | DiscardAtRandom  # a hand no player chooses from (model.hand_effects)
          | UntapUpTo  # "Untap up to four lands" (model.untap)
          | PutOnBottom  # the bottom of its owner's library (model.library_bottom)
          | WhereX | GainLifeLostThisWay  # X the text defines (model.where_x, CR 107.3c)
          | ExileIfItWouldLeave  # CR 614.1a (model.leaves_exiled)
          | ReturnOpponentsChoice  # CR 608.2d (model.opponent_choice)
          | GainProtectionFromChosenColor  # CR 702.16a (model.color_choice)
          | IfElse  # conditional effects (model.history)
          | DealDamageToSeveral | UnpreventableDamage  # damage (model.damage, CR 120, 615.12)
          | DamageCantBePreventedThisTurn | PlayersCantGainLifeThisTurn  # CR 615.12, 119.7
          | DealDamageEqualToHandSize  # CR 120.2, 608.2h
          | DestroyEachWithManaValue  # mass removal by a counted mana value (CR 202.3)
          | SacrificeLater  # a delayed sacrifice (model.sacrifice_later)
          | PairSoulbond  # soulbond (CR 702.95a, model.soulbond)
          | CantBeRegeneratedThisTurn  # CR 701.19c (model.no_regeneration)
          | AllToOwners  # CR 400.7, 401.4 (model.all_to_owners)
          | UnlessSacrifices  # CR 118.12 (model.unless_sacrifices)
          | IfElse  # conditional effects (model.history)
          | MiracleCast | ReboundCast  # miracle and rebound casts (CR 702.94a, 702.88a)
          | LifeTotalBecomes  # CR 119.5 (model.life_totals)
          | PreventAllDamageToAndBy  # CR 615.1a (model.prevention)
          | EachTargetPlayer  # "any number of target players each" (model.target_players)
          | SubjectYou | CreateTokens  # one sentence, several effects (oracle.conjoined)
          | ReturnAuraCard  # an Aura's card after its creature died (model.attached_triggers)
          | RevealTopIntoPiles  # two piles of revealed cards (model.piles, CR 700.3)
          | ExileFromEachLibrary | CastThoseFree)  # model.each_library (CR 701.23, 608.2g)
"""Any one-shot effect."""
