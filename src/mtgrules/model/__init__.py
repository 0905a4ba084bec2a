"""The typed ability model: what card definitions (hand-written or compiled from Oracle text)
are made of, validated when a card loads.

Families, one module each:

- :mod:`~mtgrules.model.base`: the validating :class:`Node` base, :class:`Ability`,
  :class:`Unimplemented`, shared enums (zones, card types, colors, counters, steps...).
- :mod:`~mtgrules.model.filters`: object filters with and/or/not.
- :mod:`~mtgrules.model.refs`: object and player references (targets, "this", "each ...").
- :mod:`~mtgrules.model.amounts`: fixed numbers, X, counts, counters, power (with last known
  information), card types among cards in graveyards, sums.
- :mod:`~mtgrules.model.continuous`: continuous effects by layer (CR 613.1).
- :mod:`~mtgrules.model.rules`: rule-modifying effects ("can't attack", "no maximum hand size").
- :mod:`~mtgrules.model.replacement`: replacement and prevention effects (CR 614-616).
- :mod:`~mtgrules.model.costs`: costs and cost modifications (CR 118, 601.2f).
- :mod:`~mtgrules.model.effects`: one-shot effects and target slots.
- :mod:`~mtgrules.model.triggers`: trigger events and intervening-if conditions (CR 603).
- :mod:`~mtgrules.model.abilities`: keyword, spell, activated, triggered, static abilities.
- :mod:`~mtgrules.model.codec`: the plain-data (JSON) form of nodes.

Every node is a frozen dataclass whose fields are checked against their annotations on
construction (a string where an enum or a node belongs is refused with a
:class:`CardDefinitionError`). The engine dispatches on node classes with ``match`` and
``typing.assert_never``, so mypy proves every variant is handled. Example::

    from mtgrules.model import *
    bolt = SpellAbility("", "Lightning Bolt deals 3 damage to any target.",
                        effect=(DealDamage(Fixed(3), TargetRef(0)),),
                        targets=(TargetSlot(TargetKind.ANY, text="any target"),))
"""

from mtgrules.model.abilities import (
    ActivatedAbility,
    Keyword,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from mtgrules.model.alt_costs import (
    CumulativeUpkeep,
    ExileWarped,
    GainFlashback,
    MadnessCast,
    Suspend,
    SuspendCast,
    SuspendTick,
)
from mtgrules.model.amounts import (
    Amount,
    CardTypesAmong,
    CountersOn,
    CountOf,
    Devotion,
    Fixed,
    GreatestNoted,
    GreatestPowerAmong,
    LifeTotal,
    ManaValueOf,
    OpponentsWithHandAtMost,
    PowerOf,
    RollResult,
    Sum,
    ToughnessOf,
    X,
)
from mtgrules.model.base import (
    LANDWALK,
    Ability,
    CardDefinitionError,
    CardType,
    Color,
    CounterKind,
    Duration,
    KeywordName,
    ManaType,
    Node,
    Step,
    Supertype,
    Unimplemented,
    Whose,
    Zone,
    walk,
)
from mtgrules.model.becomes_untapped import BecomesUntapped
from mtgrules.model.class_events import PlayerAttacks, YouControlA
from mtgrules.model.commander import CommanderCastCopies, ManaInCommanderIdentity
from mtgrules.model.conditions import ThatPlayerHandAtMost
from mtgrules.model.continuous import (
    AddAbilities,
    AddTypes,
    ChangeText,
    CopyOf,
    DefinePT,
    Layer,
    LayerEffect,
    LoseAllAbilities,
    ModifyPT,
    RemoveSubtypes,
    RemoveTypes,
    SetBasicLandTypes,
    SetColors,
    SetController,
    SetCreatureTypes,
    SetPT,
    SwitchPT,
    YouControlAtLeast,
)
from mtgrules.model.cost_changes import ChangeSpellCost, TargetsA
from mtgrules.model.costs import AbilityKeyword, ChooseOthers, Cost, CostModification, ReduceCost
from mtgrules.model.counter_effects import Proliferate, RemoveAllCounters
from mtgrules.model.designations import BecomeMonarch, MonarchTrigger
from mtgrules.model.dungeons import (
    AttackedWithTotalPower,
    ChooseTarget,
    CompletedDungeon,
    DiceRolled,
    DungeonCompleted,
    DuringYourTurn,
    IsDealtDamage,
    IsEquipped,
    LoseLifeUnless,
    PutFromHand,
    RoomEntered,
    SacrificeOneOfEach,
    Venture,
)
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
    Conjunction,
    Counter,
    CounteredTo,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Effect,
    ExileTopCardsMayPlay,
    ExileTopMayPlay,
    FixedMana,
    GainLife,
    IfKicked,
    LoseLife,
    ManaLandsCouldProduce,
    ManaOfChoice,
    May,
    MayIfYouDo,
    Mill,
    MoveTo,
    Payer,
    PlayDuration,
    PutCounters,
    Regenerate,
    ResultRow,
    RevealTopCard,
    RollDie,
    Sacrifice,
    Scry,
    SearchLibrary,
    Surveil,
    Tap,
    TapOrUntap,
    TargetKind,
    TargetSlot,
    UnearthReturn,
    Unless,
    UnlessPays,
    Untap,
)
from mtgrules.model.faces import Transform, TransformsInto
from mtgrules.model.fight import CreatureDealsDamage
from mtgrules.model.filters import (
    AllOf,
    AnyOf,
    Cmp,
    ColorCount,
    Filter,
    ManaValueIs,
    Not,
    ObjectFilter,
    PowerIs,
    Predicate,
)
from mtgrules.model.if_you_do import IfYouDo, MayPay
from mtgrules.model.keyword_actions import DoublePT, Investigate
from mtgrules.model.lands import (
    APlayerLifeAtMost,
    EntersTappedUnless,
    LandCondition,
    OpponentsAtLeast,
    YouControlCount,
)
from mtgrules.model.levelers import LevelCounters
from mtgrules.model.life_totals import LifeTotals
from mtgrules.model.meld import Meld, OwnAndControlNamed
from mtgrules.model.monstrosity import BecomesMonstrous, Monstrosity
from mtgrules.model.mutate import Mutates
from mtgrules.model.permanent_effects import (
    AttackSourceDuringNextTurn,
    DealsDamageToItself,
    PreventAllDamageThisTurn,
)
from mtgrules.model.player_choices import (
    DiscardUnless,
    ReturnChosenFromGraveyard,
    SacrificeChosen,
    SacrificePileOfChoice,
)
from mtgrules.model.prevention import (
    AsEntersPayLifeOrTapped,
    ExileIfDealtDamageWouldDie,
    ExileIfWouldDieThisTurn,
    PreventAllCombatDamage,
    PreventDamageRemoveCounter,
    PreventNextDamage,
    ProtectionFrom,
    ScaleCounters,
)
from mtgrules.model.refs import (
    AffectedObject,
    AttachedObject,
    ControllerOf,
    DefendingPlayer,
    Each,
    EachInChosenSector,
    EachOpponent,
    EachPlayer,
    EventObject,
    EventPlayer,
    ObjectRef,
    PlayerRef,
    Ref,
    TargetAndSameName,
    TargetRef,
    ThisObject,
    Those,
    You,
)
from mtgrules.model.replacement import (
    DamagePlus,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    ExtraCounters,
    MultiplyMana,
    PreventDamage,
    ReplacementEffect,
    TappedForManaProducesInstead,
)
from mtgrules.model.returns import ReturnChosenToHand
from mtgrules.model.rules import (
    ActivateAsThoughHaste,
    AttacksEachCombat,
    BlockOnlyWithinSector,
    CanBlockOnly,
    CantAttack,
    CantBeBlocked,
    CantBeCountered,
    CantBlock,
    CastAsThoughFlash,
    DoesntUntap,
    NoMaximumHandSize,
    NoteManaValueOfExiledCards,
    RuleModification,
    SpendManaAsThoughAnyColor,
)
from mtgrules.model.spell_costs import SpellCost, SpellCostCondition, SpellCostKind
from mtgrules.model.triggers import (
    Attacks,
    BecomesLevel,
    BecomesTarget,
    BeginningOf,
    ChapterReached,
    Condition,
    CreatureDiedThisTurn,
    DealsCombatDamageToPlayer,
    Dies,
    Draws,
    Enters,
    GainsLife,
    NoSpellsCastLastTurn,
    PlayerCastSpellsLastTurn,
    SpellCast,
    TappedForMana,
    TriggerEvent,
    YouSacrifice,
)

__all__ = [
    "BecomeMonarch", "MonarchTrigger",
    "RollResult",
    "PutFromHand",
    "DuringYourTurn", "IsEquipped",
    "LevelCounters", "Meld", "Mutates", "OwnAndControlNamed",
    "DiceRolled", "IsDealtDamage",
    "AttackedWithTotalPower",
    "LoseLifeUnless", "SacrificeOneOfEach",
    "Conjoined",
    "CompletedDungeon", "DungeonCompleted", "ResultRow", "RollDie", "RoomEntered", "Venture",
    "BecomesTarget",
    "Payer",
    "UnlessPays",
    "ExileIfDealtDamageWouldDie",
    "PreventAllCombatDamage",
    "PreventDamageRemoveCounter",
    "PreventNextDamage",
    "ExileIfWouldDieThisTurn",
    "AsEntersPayLifeOrTapped",
    "ProtectionFrom",
    "ScaleCounters",
    "Ability",
    "AbilityKeyword",
    "ActivateAsThoughHaste",
    "ActivatedAbility",
    "AddAbilities",
    "AddMana",
    "AddManaProducedByEvent",
    "AddTypes",
    "AffectedObject",
    "AllOf",
    "Amount",
    "AnyOf",
    "ApplyContinuous",
    "ApplyRule",
    "Attach",
    "AttachedObject",
    "Attacks",
    "AttacksEachCombat",
    "BecomeLevel",
    "BecomesLevel",
    "BeginningOf",
    "BlockOnlyWithinSector",
    "CanBlockOnly",
    "CantAttack",
    "CantBeBlocked",
    "CantBlock",
    "CardDefinitionError",
    "CardType",
    "CardTypesAmong",
    "ChangeText",
    "ChapterReached",
    "ChooseOthers",
    "ChooseSector",
    "Cmp",
    "TargetAndSameName",
    "ControllerOf",
    "ColorCount",
    "Color",
    "Condition",
    "CopyOf",
    "Cost",
    "CostModification",
    "CountOf",
    "Counter",
    "CounteredTo",
    "CounterKind",
    "CountersOn",
    "CreateToken",
    "CreatureDiedThisTurn",
    "NoSpellsCastLastTurn",
    "PlayerCastSpellsLastTurn",
    "DealDamage",
    "DealsCombatDamageToPlayer",
    "DefendingPlayer",
    "DefinePT",
    "Destroy",
    "Dies",
    "Discard",
    "DoesntUntap",
    "Draw",
    "Draws",
    "Duration",
    "Each",
    "EachInChosenSector",
    "EachOpponent",
    "EachPlayer",
    "Effect",
    "Enters",
    "EntersAsCopy",
    "EntersTapped",
    "EntersWithCounters",
    "EventObject",
    "EventPlayer",
    "ExileTopMayPlay",
    "ExtraCounters",
    "Filter",
    "Fixed",
    "FixedMana",
    "GainLife",
    "GainsLife",
    "GreatestNoted",
    "GreatestPowerAmong",
    "Devotion",
    "LifeTotal",
    "ManaValueOf",
    "Keyword",
    "KeywordName",
    "LANDWALK",
    "Layer",
    "LayerEffect",
    "LoseAllAbilities",
    "LoseLife",
    "ManaInCommanderIdentity",
    "CommanderCastCopies",
    "ManaLandsCouldProduce",
    "ManaOfChoice",
    "ManaType",
    "ManaValueIs",
    "MayIfYouDo",
    "CreatureDealsDamage",
    "PlayerAttacks",
    "DiscardUnless",
    "DamagePlus",
    "OpponentsWithHandAtMost",
    "ThatPlayerHandAtMost",
    "YouSacrifice",
    "PowerIs",
    "YouControlA",
    "May",
    "Mill",
    "ModifyPT",
    "MoveTo",
    "MultiplyMana",
    "NoMaximumHandSize",
    "SpendManaAsThoughAnyColor",
    "Node",
    "Not",
    "NoteManaValueOfExiledCards",
    "ObjectFilter",
    "ObjectRef",
    "PlayerRef",
    "PowerOf",
    "Predicate",
    "PreventDamage",
    "PutCounters",
    "ReduceCost",
    "Ref",
    "Regenerate",
    "RemoveTypes",
    "ReplacementEffect",
    "RevealTopCard",
    "RuleModification",
    "Sacrifice",
    "Scry",
    "SearchLibrary",
    "SetBasicLandTypes",
    "SetCreatureTypes",
    "RemoveSubtypes",
    "SetColors",
    "SetController",
    "SetPT",
    "SpellAbility",
    "SpellCast",
    "StaticAbility",
    "Step",
    "Sum",
    "Supertype",
    "Surveil",
    "SwitchPT",
    "YouControlAtLeast",
    "Tap",
    "TapOrUntap",
    "TappedForMana",
    "TappedForManaProducesInstead",
    "TargetKind",
    "TargetRef",
    "TargetSlot",
    "ThisObject",
    "Those",
    "ToughnessOf",
    "TriggerEvent",
    "TriggeredAbility",
    "UnearthReturn",
    "Compound",
    "Conjunction",
    "APlayerLifeAtMost",
    "EntersTappedUnless",
    "LandCondition",
    "OpponentsAtLeast",
    "YouControlCount",
    "ReturnChosenToHand",
    "IfYouDo",
    "DoublePT",
    "ChooseTarget",
    "MayPay",
    "CantBeCountered",
    "RemoveAllCounters",
    "SpellCost",
    "ChangeSpellCost",
    "TargetsA",
    "CumulativeUpkeep",
    "ExileWarped",
    "GainFlashback",
    "MadnessCast",
    "Suspend",
    "SuspendCast",
    "SuspendTick",
    "SpellCostCondition",
    "SpellCostKind",
    "IfKicked",
    "ExileTopCardsMayPlay",
    "PlayDuration",
    "Proliferate",
    "Investigate",
    "Monstrosity",
    "BecomesMonstrous",
    "BecomesUntapped",
    "CastAsThoughFlash",
    "Transform",
    "TransformsInto",
    "LifeTotals",
    "Unimplemented",
    "Unless",
    "Untap",
    "Whose",
    "X",
    "You",
    "ControllerOf",
    "Zone",
    "walk",
    "SacrificeChosen",
    "ReturnChosenFromGraveyard",
    "SacrificePileOfChoice",
    "DealsDamageToItself",
    "AttackSourceDuringNextTurn",
    "PreventAllDamageThisTurn",
]

# Keyword abilities' nodes (CR 702): kept apart so the families above merge easily.
from mtgrules.model.keyword_abilities import (  # noqa: E402
    AttacksAlone,
    AttacksOrBlocks,
    BecomeRenowned,
    BecomesBlockedByCreatureWithout,
    BlockersBeyondFirst,
    BlocksOrBecomesBlocked,
    CameUnderControlSinceLastUpkeep,
    HadNoCounters,
    KeywordTag,
    NotRenowned,
    ReturnWithCounter,
    TriggerKeyword,
)
from mtgrules.model.rules import CanBlockAdditional, CantBeBlockedByMore  # noqa: E402

__all__ += ["CanBlockAdditional", "CantBeBlockedByMore", "AttacksAlone", "AttacksOrBlocks",
            "BecomesBlockedByCreatureWithout", "BlockersBeyondFirst", "BlocksOrBecomesBlocked",
            "HadNoCounters", "KeywordTag", "BecomeRenowned",
            "CameUnderControlSinceLastUpkeep", "NotRenowned", "ReturnWithCounter", "TriggerKeyword"]

from mtgrules.model.amounts import EventAmount  # noqa: E402
from mtgrules.model.combat_restrictions import (  # noqa: E402
    AssignAsThoughUnblocked,
    CantAttackUnlessDefenderControls,
    CantBeBlockedBy,
)
from mtgrules.model.conditions import CardsInGraveyard, SourceIs  # noqa: E402
from mtgrules.model.if_you_do import MayDiscardThen  # noqa: E402
from mtgrules.model.returns import ReturnDiedCard  # noqa: E402
from mtgrules.model.triggers import ControlsNone, DealsDamage  # noqa: E402

__all__ += ["DealsDamage", "EventAmount", "ReturnDiedCard", "PowerIs", "CantBeBlockedBy",
            "CardsInGraveyard", "CantAttackUnlessDefenderControls",
            "ControlsNone", "MayDiscardThen", "SourceIs",
            "AssignAsThoughUnblocked"]

# The counter keywords' nodes (CR 701.44, 702: mtgrules.keywords_counters).
# Emblems (CR 114) and exile until the source leaves (610.3): mtgrules.oracle.emblems, .blink.
from mtgrules.model.as_enters import (  # noqa: E402
    AsEntersChoose,
    AsEntersChooseOne,
    ChoiceKind,
    LeavesBattlefield,
    ModeChosen,
)
from mtgrules.model.attacking import CreateTokensAttacking, PutFromHandAttacking  # noqa: E402
from mtgrules.model.blocking import (  # noqa: E402
    AllMustBlock,
    BlocksIfAble,
    CantAttackAlone,
    CantBlockAlone,
    MustBeBlocked,
    MustBlockIt,
)
from mtgrules.model.cost_effects import ChangeCostsUntilYourNextTurn, PutCounterOfChoice  # noqa: E402
from mtgrules.model.damage import ItDealsDamage  # noqa: E402
from mtgrules.model.emblems import CreateEmblem  # noqa: E402
from mtgrules.model.exile_until import ExileUntilSourceLeaves  # noqa: E402
from mtgrules.model.impulse import (  # noqa: E402
    AnyColorSpend,
    CastExiledOrElse,
    ExiledNoun,
    ExileFromTop,
    ExileTopPlayable,
    ImpulseWording,
    LookAtExiled,
    PlayExiled,
    PlayVerb,
    PlayWindow,
)
from mtgrules.model.keyword_abilities import ReturnDiedToBattlefield  # noqa: E402
from mtgrules.model.keywords_counters import (  # noqa: E402
    AttacksMostLife,
    AttacksWithGreaterPower,
    BackupGrant,
    BloodthirstCounters,
    Bolster,
    Connive,
    DevourCounters,
    DrainOpponents,
    EvolveCounter,
    EvolveEnters,
    Explore,
    Fabricate,
    HasCounter,
    LastCounterRemoved,
    MayEnterWithCounter,
    MayPayThen,
    RemoveCounterFromThis,
)
from mtgrules.model.library_look import (  # noqa: E402
    LookAtTop,
    LookRest,
    LookTake,
    PutFromHandOnTop,
    RevealPut,
    RevealTop,
)
from mtgrules.model.linked_exile import (  # noqa: E402
    BuryExiledWithThenDamage,
    CardsExiledWithSource,
    PlayCardsExiledWith,
)
from mtgrules.model.manlands import BecomesCreatureLand, EntersTappedIf  # noqa: E402
from mtgrules.model.phasing import PhaseOut  # noqa: E402
from mtgrules.model.player_effects import LoseGame  # noqa: E402
from mtgrules.model.reflexive import (  # noqa: E402
    MaySacrificeGrantor,
    ReflexiveEvent,
    WhenPowerBecomes,
)
from mtgrules.model.sacrifice_or import OpponentMaySacrifice, SacrificeOrElse  # noqa: E402
from mtgrules.model.search import SearchAnyNumber  # noqa: E402
from mtgrules.model.triggers import EndOfFirstCombat, RollNatural20  # noqa: E402
from mtgrules.model.turn import AdditionalCombatPhase  # noqa: E402
from mtgrules.model.walker_abilities import GainChoiceOfKeyword, PreventDamageToSelf  # noqa: E402

__all__ += ["SearchAnyNumber", "BuryExiledWithThenDamage", "CardsExiledWithSource"]
__all__ += ["PhaseOut"]  # phasing (CR 702.26)
__all__ += ["AllMustBlock", "BlocksIfAble", "CantAttackAlone", "CantBlockAlone", "MustBeBlocked",
            "MustBlockIt"]  # blocking requirements (CR 509.1c)
__all__ += ["BecomesCreatureLand", "EntersTappedIf"]  # creature lands (613.1d, 614.1c)
from mtgrules.model.vehicles import BecomesArtifactCreature, BecomesCrewed  # noqa: E402

__all__ += ["BecomesArtifactCreature", "BecomesCrewed"]  # Vehicles and crew (CR 702.122)
from mtgrules.model.triggers import EntersOrAttacks  # noqa: E402

__all__ += ["EntersOrAttacks"]  # "Whenever ~ enters or attacks" (CR 603.6a, 508.3a)
__all__ += ["LookAtTop", "LookRest", "LookTake", "PutFromHandOnTop", "RevealPut", "RevealTop"]
from mtgrules.model.divided import DealDividedDamage, PutDividedCounters  # noqa: E402

__all__ += ["DealDividedDamage", "PutDividedCounters"]
from mtgrules.model.player_effects import (  # noqa: E402
    DifferentDungeonsCompleted,
    DifferentManaValues,
    ExileGraveyard,
    ExileUntilTotalManaValue,
    HandShortfall,
    LifeLostThisTurn,
    OpponentControlsMore,
    PutOnTopOrBottom,
    ReturnHalf,
)

__all__ += ["DifferentManaValues", "HandShortfall", "LifeLostThisTurn", "OpponentControlsMore",
            "PutOnTopOrBottom", "ReturnHalf", "ExileUntilTotalManaValue",
            "DifferentDungeonsCompleted", "ExileGraveyard"]
from mtgrules.model.history import OpponentControlsAtLeast  # noqa: E402

__all__ += ["OpponentControlsAtLeast"]  # "Activate only if an opponent controls ..." (602.5b)
from mtgrules.model.search import (  # noqa: E402
    IfThatCard,
    SearchWithManaValue,
    Shuffle,
    ShuffleIntoLibrary,
)

__all__ += ["IfThatCard", "SearchWithManaValue", "Shuffle", "ShuffleIntoLibrary"]
__all__ += ["CreateTokensAttacking", "PutFromHandAttacking"]  # tapped and attacking (508.4)
__all__ += ["CreateEmblem", "ExileUntilSourceLeaves", "SacrificeOrElse", "OpponentMaySacrifice",
            "GainChoiceOfKeyword",
            "PreventDamageToSelf", "ExileTopPlayable", "ImpulseWording"]
__all__ += ["ChangeCostsUntilYourNextTurn", "PutCounterOfChoice"]  # model.cost_effects
__all__ += ["AsEntersChoose", "AsEntersChooseOne", "ChoiceKind", "ModeChosen", "LeavesBattlefield"]  # model.as_enters
__all__ += ["MaySacrificeGrantor", "ReflexiveEvent", "WhenPowerBecomes"]  # model.reflexive
__all__ += ["LoseGame", "ItDealsDamage", "ReturnDiedToBattlefield", "RollNatural20",
            "EndOfFirstCombat", "AdditionalCombatPhase"]
__all__ += ["AnyColorSpend"]  # impulse draw
__all__ += ["LookAtExiled", "PlayCardsExiledWith"]  # face-down exile, linked play (CR 406.3, 607.2a)
__all__ += ["ExileFromTop", "PlayExiled", "CastExiledOrElse", "ExiledNoun", "PlayVerb", "PlayWindow"]  # impulse draw (CR 406.3, 601.3)

__all__ += ["BloodthirstCounters", "DrainOpponents", "EvolveCounter", "EvolveEnters",
            "Explore", "Fabricate", "MayPayThen", "AttacksMostLife", "HasCounter",
            "MayEnterWithCounter", "BackupGrant", "Connive", "LastCounterRemoved",
            "RemoveCounterFromThis", "DevourCounters", "Bolster", "AttacksWithGreaterPower"]

# Face-down spells and permanents (CR 708): morph, megamorph, disguise.
from mtgrules.model.face_down import (  # noqa: E402
    FaceDownCasting,
    FaceDownKind,
    FaceDownReason,
    Manifest,
    ManifestDread,
    TurnedFaceUp,
)

__all__ += ["FaceDownCasting", "FaceDownKind", "FaceDownReason", "Manifest", "ManifestDread",
            "TurnedFaceUp"]

# Costs and conditions of the third AFR batch: mana from a Treasure, "this turn" history,
# conditional effects (model.history).
from mtgrules.model.history import (  # noqa: E402
    AttackedThisTurn,
    EnteredThisTurnCount,
    IfElse,
    IfForm,
    LandEnteredThisTurn,
    LifeChangedThisTurn,
    ObjectIs,
    OpponentLostLifeThisTurn,
    SacrificedField,
    SacrificedValue,
    SpentFor,
    TreasureManaCount,
    TreasureManaSpent,
    WasKicked,
)

__all__ += ["AttackedThisTurn", "OpponentLostLifeThisTurn", "WasKicked", "EnteredThisTurnCount", "IfElse", "IfForm", "LandEnteredThisTurn",
            "LifeChangedThisTurn", "ObjectIs", "SacrificedField", "SacrificedValue", "SpentFor",
            "TreasureManaCount", "TreasureManaSpent"]

from mtgrules.model.damage import ObjectDealsDamage  # noqa: E402
from mtgrules.model.dice_replacement import (  # noqa: E402
    GainLifePlus,
    GainLifeTwice,
    OthersEnterWithCounters,
    RollAdditionalDie,
)
from mtgrules.model.dungeons import IfRolledAtLeast  # noqa: E402
from mtgrules.model.exile_cast import CastFromExileAfterAnotherSpell, ExileTopCard  # noqa: E402
from mtgrules.model.land_plays import AdditionalLandPlay, PlayAdditionalLandsThisTurn  # noqa: E402
from mtgrules.model.library_top import (  # noqa: E402
    CastFromLibraryTop,
    LookAtLibraryTop,
    PlayLandsFromLibraryTop,
    PlayWithTopRevealed,
)
from mtgrules.model.mana_spend import SpendOnly  # noqa: E402
from mtgrules.model.spell_history import CountOthers, SpellsCastThisTurn  # noqa: E402

__all__ += ["SpendOnly", "ObjectDealsDamage", "SpellsCastThisTurn", "GainLifePlus", "GainLifeTwice",
            "RollAdditionalDie", "AdditionalLandPlay", "IfRolledAtLeast",
            "CountOthers", "OthersEnterWithCounters", "CastFromLibraryTop", "LookAtLibraryTop",
            "PlayLandsFromLibraryTop", "PlayWithTopRevealed",
            "ExileTopCard", "CastFromExileAfterAnotherSpell", "PlayAdditionalLandsThisTurn"]
# Copy effects (CR 707): token copies, "becomes a copy", the exceptions of 707.9.
from mtgrules.model.copies import (  # noqa: E402
    AlsoTypes,
    BecomeCopy,
    CopyException,
    CreateTokenCopy,
    EncoreCopies,
    HadCounters,
    HasAbilities,
    IsColor,
    IsPT,
    MyriadCopies,
    NoManaCost,
    NotLegendary,
    Populate,
    StormCopies,
    TokenCopyAtNextEndStep,
)

__all__ += ["AlsoTypes", "BecomeCopy", "CopyException", "CreateTokenCopy", "HasAbilities",
            "IsColor", "IsPT", "NoManaCost", "NotLegendary", "EncoreCopies", "MyriadCopies",
            "HadCounters", "TokenCopyAtNextEndStep", "Populate", "StormCopies"]
from mtgrules.model.reveal_hand import (  # noqa: E402
    HandCardFate,
    RevealHandChoose,
    RevealWording,
)
from mtgrules.model.roll_again import MayRollAgain  # noqa: E402

__all__ += ["HandCardFate", "RevealHandChoose", "RevealWording"]  # model.reveal_hand

__all__ += ["MayRollAgain"]
from mtgrules.model.cascade import CascadeBottom, CascadeExile, CastThisSpell  # noqa: E402

__all__ += ["CascadeBottom", "CascadeExile", "CastThisSpell"]
from mtgrules.model.hand_effects import DiscardAtRandom, LookAtHand  # noqa: E402

__all__ += ["DiscardAtRandom", "LookAtHand"]  # model.hand_effects (CR 402.3, 701.9a)
from mtgrules.model.refs import PlayerOrControllerOf  # noqa: E402

__all__ += ["PlayerOrControllerOf"]  # "that player or that planeswalker's controller"
from mtgrules.model.untap import UntapUpTo  # noqa: E402

__all__ += ["UntapUpTo"]  # model.untap (CR 701.26b)
from mtgrules.model.library_bottom import PutOnBottom  # noqa: E402

__all__ += ["PutOnBottom"]  # model.library_bottom (CR 401.4)
from mtgrules.model.where_x import GainLifeLostThisWay, WhereX  # noqa: E402

__all__ += ["GainLifeLostThisWay", "WhereX"]  # amounts the text defines (CR 107.3c, 119.3)
from mtgrules.model.devotion import DevotionBelow  # noqa: E402
from mtgrules.model.life_gain import CantGainLife  # noqa: E402

__all__ += ["CantGainLife", "DevotionBelow"]  # CR 119.7, 700.5
from mtgrules.model.leaves_exiled import ExileIfItWouldLeave  # noqa: E402

__all__ += ["ExileIfItWouldLeave"]  # CR 614.1a
from mtgrules.model.opponent_choice import ReturnOpponentsChoice  # noqa: E402

__all__ += ["ReturnOpponentsChoice"]  # CR 608.2d
from mtgrules.model.color_choice import GainProtectionFromChosenColor  # noqa: E402

__all__ += ["GainProtectionFromChosenColor"]  # CR 702.16a, 608.2d
from mtgrules.model.overload import OverloadedSpell  # noqa: E402

__all__ += ["OverloadedSpell"]  # overload (CR 702.96)
from mtgrules.model.damage import (  # noqa: E402
    DamageCantBePreventedThisTurn,
    DamagePart,
    DealDamageEqualToHandSize,
    DealDamageToSeveral,
    PlayersCantGainLifeThisTurn,
    UnpreventableDamage,
)

__all__ += ["DamagePart", "DealDamageToSeveral", "UnpreventableDamage",
            "DamageCantBePreventedThisTurn", "PlayersCantGainLifeThisTurn",
            "DealDamageEqualToHandSize"]  # damage to several recipients (CR 120.2)
from mtgrules.model.miracle import MiracleCast, ReboundCast  # noqa: E402

__all__ += ["MiracleCast"]  # miracle (CR 702.94)
from mtgrules.model.graveyard_casting import CastThisFromGraveyard  # noqa: E402

__all__ += ["CastThisFromGraveyard"]  # cast from the graveyard (CR 601.3, 113.6b)
from mtgrules.model.blocked_except import CanBeBlockedOnlyBy  # noqa: E402

__all__ += ["CanBeBlockedOnlyBy"]  # "can't be blocked except by" (CR 509.1b)
from mtgrules.model.mana_value_each import DestroyEachWithManaValue  # noqa: E402

__all__ += ["DestroyEachWithManaValue"]  # mass removal by a counted mana value (CR 202.3)
from mtgrules.model.effects import CreateTokens, SubjectYou  # noqa: E402

__all__ += ["CreateTokens", "SubjectYou"]  # one sentence, several effects (CR 608.2c)
from mtgrules.model.sacrifice_later import SacrificeLater  # noqa: E402

__all__ += ["SacrificeLater"]  # model.sacrifice_later (CR 603.7a)
from mtgrules.model.no_regeneration import CantBeRegeneratedThisTurn  # noqa: E402

__all__ += ["CantBeRegeneratedThisTurn"]  # model.no_regeneration (CR 701.19c)
from mtgrules.model.all_to_owners import AllToOwners, OwnersZone  # noqa: E402

__all__ += ["AllToOwners", "OwnersZone"]  # model.all_to_owners (CR 400.7, 401.4)
from mtgrules.model.unless_sacrifices import UnlessSacrifices  # noqa: E402

__all__ += ["UnlessSacrifices"]  # CR 118.12
__all__ += ["MiracleCast", "ReboundCast"]  # miracle (CR 702.94), rebound (702.88)
from mtgrules.model.hand_count import CardsInThatPlayersHand  # noqa: E402

__all__ += ["CardsInThatPlayersHand"]  # "the number of cards in their hand" (CR 402.1)
from mtgrules.model.where_x_amount import WhereXAmount  # noqa: E402

__all__ += ["WhereXAmount"]  # "X, where X is [amount]" in a static ability (CR 107.3)

from mtgrules.model.counted_damage import DealDamageAmountLast  # noqa: E402
from mtgrules.model.next_sorcery import NextSorceryAsThoughFlash  # noqa: E402
from mtgrules.model.turn_order import TakeExtraTurn  # noqa: E402

__all__ += ["DealDamageAmountLast", "TakeExtraTurn",  # CR 120.2, 500.7
            "NextSorceryAsThoughFlash"]  # CR 601.3e
from mtgrules.model.each_singular import EachSingular  # noqa: E402

__all__ += ["EachSingular"]  # "each creature you control" (CR 608.2h)
from mtgrules.model.player_prohibitions import CantActivateAbilitiesOf, CantCastSpells  # noqa: E402

__all__ += ["CantActivateAbilitiesOf", "CantCastSpells"]  # CR 601.2, 602.5
from mtgrules.model.damage_triggers import PlayerDealtDamageBy  # noqa: E402

__all__ += ["PlayerDealtDamageBy"]  # CR 120.3, 603.2
from mtgrules.model.refs import ThisAndPaired  # noqa: E402
from mtgrules.model.soulbond import BothUnpaired, IsPaired, PairSoulbond  # noqa: E402

__all__ += ["BothUnpaired", "IsPaired", "PairSoulbond", "ThisAndPaired"]  # soulbond (CR 702.95)
from mtgrules.model.each_library import CastThoseFree, ExileFromEachLibrary  # noqa: E402
from mtgrules.model.piles import RevealTopIntoPiles  # noqa: E402

__all__ += ["CastThoseFree", "ExileFromEachLibrary"]  # model.each_library (CR 701.23, 608.2g)
__all__ += ["RevealTopIntoPiles"]  # two piles of revealed cards (CR 700.3)
from mtgrules.model.attached_conditions import AttachedIs  # noqa: E402

__all__ += ["AttachedIs"]  # a condition on the attached permanent (CR 611.3a, 303.4)
from mtgrules.model.counter_thresholds import HasCountersOn  # noqa: E402
from mtgrules.model.sacrifice_triggers import YouSacrificeThis  # noqa: E402

__all__ += ["HasCountersOn"]  # "if it has three or more +1/+1 counters on it" (CR 122.1)
__all__ += ["YouSacrificeThis"]  # "When you sacrifice ~" (CR 701.21a, 603.10a)
