"""Cards of the mission's seed documents and of the mana rulings: sectors (Space Beleren),
Sagas (Kiora Bests the Sea God, History of Benalia), Spark Rupture, Classes (Wizard Class),
"could produce" lands, mana replacement effects and triggers, {Q} costs and X, and Bell Borca
(seed 002: noting mana values in exile, "you may play that card this turn")."""

from __future__ import annotations

from mtgrules.cards.builders import (
    activated,
    chapter,
    define,
    flt,
    kw,
    loyalty,
    mana_ability,
    pump,
    spell,
    static,
    target,
    token,
    triggered,
)
from mtgrules.keywords import unearth
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivateAsThoughHaste,
    ActivatedAbility,
    AddAbilities,
    AddManaProducedByEvent,
    AddTypes,
    ApplyContinuous,
    ApplyRule,
    BecomeLevel,
    BecomesLevel,
    BeginningOf,
    BlockOnlyWithinSector,
    CardType,
    ChooseOthers,
    ChooseSector,
    Cost,
    CounterKind,
    CountersOn,
    CountOf,
    CreateToken,
    DealDamage,
    DefinePT,
    Destroy,
    DoesntUntap,
    Draw,
    Draws,
    Each,
    EachInChosenSector,
    EachPlayer,
    Enters,
    EntersWithCounters,
    ExileTopMayPlay,
    ExtraCounters,
    Fixed,
    FixedMana,
    GreatestNoted,
    LoseAllAbilities,
    ManaLandsCouldProduce,
    ManaOfChoice,
    ManaType,
    Mill,
    ModifyPT,
    MoveTo,
    MultiplyMana,
    NoMaximumHandSize,
    NoteManaValueOfExiledCards,
    PutCounters,
    RemoveTypes,
    Sacrifice,
    SetBasicLandTypes,
    SetController,
    SetPT,
    Step,
    Tap,
    TapOrUntap,
    TappedForMana,
    TappedForManaProducesInstead,
    TargetRef,
    ThisObject,
    Those,
    Unless,
    Untap,
    Whose,
    X,
    Zone,
)
from mtgrules.model.base import Duration
from mtgrules.model.effects import AddMana
from mtgrules.model.refs import AffectedObject, AttachedObject
from mtgrules.model.triggers import Dies

THIS = ThisObject()
T0 = TargetRef(0)
YOU_CREATURE = flt(("Creature",), controller="you")
ANY_COLOR = ManaOfChoice(tuple(ManaType(c) for c in "WUBRG"))

# --- "could produce" (CR 106.7) and undefined types (106.5) ---
define("Reflecting Pool", mana_ability(
    "{T}: Add one mana of any type that a land you control could produce.",
    ManaLandsCouldProduce(Whose.YOU)))
define("Exotic Orchard", mana_ability(
    "{T}: Add one mana of any color that a land an opponent controls could produce.",
    ManaLandsCouldProduce(Whose.OPPONENT, colors_only=True)))
define("Fellwar Stone", mana_ability(
    "{T}: Add one mana of any color that a land an opponent controls could produce.",
    ManaLandsCouldProduce(Whose.OPPONENT, colors_only=True)))

# --- replacement effects on mana (CR 106.12b, 616.1) ---
define("Contamination", triggered(
    "At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a "
    "creature.", BeginningOf(Step.UPKEEP, Whose.YOU),
    Unless(Cost(sacrifice=ChooseOthers(1, YOU_CREATURE)), (Sacrifice(THIS),))),
    static("If a land is tapped for mana, it produces {B} instead of any other type and "
           "amount.", replacement=TappedForManaProducesInstead(ManaType.B, flt(("Land",)))))
define("Mana Reflection", static(
    "If you tap a permanent for mana, it produces twice as much of that mana instead.",
    replacement=MultiplyMana(2)))
define("Nyxbloom Ancient", *kw("trample"), static(
    "If you tap a permanent for mana, it produces three times as much of that mana instead.",
    replacement=MultiplyMana(3)))

# --- "tapped for mana" triggers (CR 106.12a, 605.1b, 605.4a) ---
for _name in ("Heartbeat of Spring", "Mana Flare"):
    define(_name, triggered(
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced.", TappedForMana(Each(flt(("Land",)))), AddManaProducedByEvent(),
        mana=True))
define("Wild Growth", spell("Enchant land", targets=(target("object", "target land",
                                                              types=("Land",)),)),
       triggered("Whenever enchanted land is tapped for mana, its controller adds an "
                 "additional {G}.", TappedForMana(AttachedObject()),
                 AddMana(FixedMana((ManaType.G,))), mana=True))
define("Forbidden Orchard",
       mana_ability("{T}: Add one mana of any color.", ANY_COLOR),
       triggered("Whenever you tap this land for mana, target opponent creates a 1/1 "
                 "colorless Spirit creature token.", TappedForMana(THIS),
                 CreateToken("Spirit", who=T0),
                 targets=(target("opponent", "target opponent"),)))

_LANTERN_GRANT = ActivatedAbility(
    "Chromatic Lantern#granted", "{T}: Add one mana of any color.", cost=Cost(tap=True),
    effect=(AddMana(ANY_COLOR),), mana_ability=True)
define("Chromatic Lantern",
       static('Lands you control have "{T}: Add one mana of any color."',
              AddAbilities((_LANTERN_GRANT,)), affects=Each(flt(("Land",), controller="you"))),
       mana_ability("{T}: Add one mana of any color.", ANY_COLOR))
define("Blood Moon", static("Nonbasic lands are Mountains.", SetBasicLandTypes(("Mountain",)),
                            affects=Each(flt(("Land",), nonsupertypes=("Basic",)))))

# --- counting at resolution ---
define("Elvish Archdruid",
       static("Other Elf creatures you control get +1/+1.", ModifyPT(Fixed(1), Fixed(1)),
              affects=Each(flt(("Creature",), subtypes=("Elf",), controller="you",
                               other=True))),
       mana_ability("{T}: Add {G} for each Elf you control.", FixedMana((ManaType.G,)),
                    amount=CountOf(flt(subtypes=("Elf",), controller="you"))))
define("Gaea's Cradle", mana_ability("{T}: Add {G} for each creature you control.",
                                     FixedMana((ManaType.G,)), amount=CountOf(YOU_CREATURE)))

# --- X carried into ETB (CR 107.3m) ---
define("Hangarback Walker",
       static("This creature enters with X +1/+1 counters on it.",
              replacement=EntersWithCounters(CounterKind.P1P1, X())),
       triggered("When this creature dies, create a 1/1 colorless Thopter artifact creature "
                 "token with flying for each +1/+1 counter on this creature.", Dies(THIS),
                 CreateToken("Thopter", CountersOn(THIS, CounterKind.P1P1))),
       activated("{1}, {T}: Put a +1/+1 counter on this creature.",
                 Cost(mana=ManaCost.parse("{1}"), tap=True),
                 PutCounters(THIS, CounterKind.P1P1)))
define("Endless One", static("Endless One enters with X +1/+1 counters on it.",
                             replacement=EntersWithCounters(CounterKind.P1P1, X())))
define("Hardened Scales", static(
    "If one or more +1/+1 counters would be put on a creature you control, that many plus one "
    "+1/+1 counters are put on it instead.",
    replacement=ExtraCounters(CounterKind.P1P1, YOU_CREATURE, 1)))

# --- {T} and {Q} (CR 107.5, 107.6, 302.6) ---
define("Order of Whiteclay", activated(
    "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your "
    "graveyard to the battlefield.", Cost(mana=ManaCost.parse("{1}{W}{W}"), untap=True),
    MoveTo(T0, Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD),
    targets=(target("object", "target creature card with mana value 3 or less from your "
                    "graveyard", types=("Creature",), controller="you", zone="graveyard",
                    max_mana_value=3),)))
define("Crackleburr",
       activated("{U/R}{U/R}, {T}, Tap two untapped red creatures you control: Crackleburr "
                 "deals 3 damage to any target.",
                 Cost(mana=ManaCost.parse("{U/R}{U/R}"), tap=True,
                      tap_others=ChooseOthers(2, flt(("Creature",), controller="you",
                                                     colors=("R",)))),
                 DealDamage(Fixed(3), T0), targets=(target("any", "any target"),)),
       activated("{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control: Return target "
                 "creature to its owner's hand.",
                 Cost(mana=ManaCost.parse("{U/R}{U/R}"), untap=True,
                      untap_others=ChooseOthers(2, flt(("Creature",), controller="you",
                                                       colors=("U",)))),
                 MoveTo(T0, Zone.HAND, from_zone=Zone.BATTLEFIELD),
                 targets=(target("object", "target creature", types=("Creature",)),)))
define("Pili-Pala", *kw("flying"), mana_ability(
    "{2}, {Q}: Add one mana of any color.", ANY_COLOR,
    Cost(mana=ManaCost.parse("{2}"), untap=True)))
define("Thousand-Year Elixir",
       static("You may activate abilities of creatures you control as though those creatures "
              "had haste.", rules=(ActivateAsThoughHaste(YOU_CREATURE),)),
       activated("{1}, {T}: Untap target creature.", Cost(mana=ManaCost.parse("{1}"), tap=True),
                 Untap(T0), targets=(target("object", "target creature", types=("Creature",)),)))
define("Fatestitcher",
       activated("{T}: You may tap or untap another target permanent.", Cost(tap=True),
                 TapOrUntap(T0), targets=(target("object", "another target permanent",
                                                 other=True),)),
       unearth("{U}"))
define("Mind Control", spell("Enchant creature", targets=(target("object", "target creature",
                                                                 types=("Creature",)),)),
       static("You control enchanted creature.", SetController(), affects=AttachedObject()))

# --- sectors (CR 702.158) ---
_CREATURES = flt(("Creature",))
define("Space Beleren", *kw("space sculptor"),
       loyalty("+1: Creatures in each sector can be blocked this turn only by creatures in the "
               "same sector.", 1, ApplyRule(BlockOnlyWithinSector())),
       loyalty("−1: Put a +1/+1 counter on each creature in the sector of your choice.", -1,
               ChooseSector(), PutCounters(EachInChosenSector(_CREATURES), CounterKind.P1P1)),
       loyalty("−5: Destroy all creatures in the sector of your choice.", -5,
               ChooseSector(), Destroy(EachInChosenSector(_CREATURES))))
define("Jace Beleren",
       loyalty("+2: Each player draws a card.", 2, Draw(EachPlayer())),
       loyalty("−1: Target player draws a card.", -1, Draw(T0),
               targets=(target("player", "target player"),)),
       loyalty("−10: Target player mills twenty cards.", -10, Mill(Fixed(20), T0),
               targets=(target("player", "target player"),)))

# --- Sagas (CR 714) ---
token("Kraken", "Creature — Kraken", 8, 8, ("U",), *kw("hexproof"), oracle="Hexproof")
token("Knight", "Creature — Knight", 2, 2, ("W",), *kw("vigilance"), oracle="Vigilance")
define("Kiora Bests the Sea God",
       chapter(1, "I — Create an 8/8 blue Kraken creature token with hexproof.",
               CreateToken("Kraken")),
       chapter(2, "II — Tap all nonland permanents target opponent controls. They don't untap "
                  "during their controller's next untap step.",
               Tap(Each(flt(nontypes=("Land",)), controlled_by=T0)),
               ApplyRule(DoesntUntap(), Those(), Duration.UNTIL_NEXT_UNTAP),
               targets=(target("opponent", "target opponent"),)),
       chapter(3, "III — Gain control of target permanent an opponent controls. Untap it.",
               ApplyContinuous(T0, (SetController(),), Duration.INDEFINITE), Untap(T0),
               targets=(target("object", "target permanent an opponent controls",
                               controller="opponent"),)))
define("History of Benalia",
       chapter(1, "I — Create a 2/2 white Knight creature token with vigilance.",
               CreateToken("Knight")),
       chapter(2, "II — Create a 2/2 white Knight creature token with vigilance.",
               CreateToken("Knight")),
       chapter(3, "III — Knights you control get +2/+1 until end of turn.",
               pump(Each(flt(subtypes=("Knight",), controller="you")), 2, 1)))

# --- Spark Rupture (layers 4, 6, 7b) ---
define("Spark Rupture",
       triggered("When this enchantment enters, draw a card.", Enters(THIS), Draw()),
       static("Each planeswalker with one or more loyalty counters on it loses all abilities "
              "and is a creature with power and toughness each equal to the number of loyalty "
              "counters on it.",
              AddTypes(frozenset({CardType.CREATURE})),
              RemoveTypes(frozenset({CardType.PLANESWALKER})),
              LoseAllAbilities(),
              SetPT(CountersOn(AffectedObject(), CounterKind.LOYALTY, lki=False),
                    CountersOn(AffectedObject(), CounterKind.LOYALTY, lki=False)),
              affects=Each(flt(("Planeswalker",), predicates=("has_loyalty_counter",)))))

# --- Classes (CR 716) ---
define("Wizard Class",
       static("You have no maximum hand size.", rules=(NoMaximumHandSize(),)),
       ActivatedAbility("", "{2}{U}: Level 2", cost=Cost(mana=ManaCost.parse("{2}{U}")),
                        effect=(BecomeLevel(2),), sorcery_speed=True, level=2),
       ActivatedAbility("", "{4}{U}: Level 3", cost=Cost(mana=ManaCost.parse("{4}{U}")),
                        effect=(BecomeLevel(3),), sorcery_speed=True, level=3),
       level_abilities=(
           (2, triggered("When this Class becomes level 2, draw two cards.", BecomesLevel(2),
                         Draw(count=Fixed(2)))),
           (3, triggered("Whenever you draw a card, put a +1/+1 counter on target creature you "
                         "control.", Draws(Whose.YOU), PutCounters(T0, CounterKind.P1P1),
                         targets=(target("object", "target creature you control",
                                         types=("Creature",), controller="you"),))),
       ))

# --- Bell Borca (seed 002): noting exiled mana values, CDA power, exile-and-may-play ---
define("Bell Borca, Spectral Sergeant",
       static("Note the mana value of each card as it's put into exile.",
              rules=(NoteManaValueOfExiledCards(),)),
       static("Bell Borca's power is equal to the greatest number noted for it this turn.",
              DefinePT(GreatestNoted(), None), cda=True),
       triggered("At the beginning of your upkeep, exile the top card of your library. You may "
                 "play that card this turn.", BeginningOf(Step.UPKEEP, Whose.YOU),
                 ExileTopMayPlay()))
