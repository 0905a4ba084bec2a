"""Cards of the built-in decks and other staples (issue: playable engine)."""

from __future__ import annotations

from mtgrules.cards.basics import basic_mana_ability
from mtgrules.cards.builders import (
    activated,
    define,
    flt,
    grant,
    kw,
    mana_ability,
    modal,
    pump,
    spell,
    static,
    target,
    token,
    triggered,
)
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    AnyOf,
    Attacks,
    CantAttack,
    CantBlock,
    CardTypesAmong,
    Cost,
    Counter,
    DealDamage,
    DefendingPlayer,
    DefinePT,
    Destroy,
    Draw,
    Each,
    Enters,
    Fixed,
    FixedMana,
    ManaOfChoice,
    ManaType,
    May,
    MoveTo,
    ReduceCost,
    RevealTopCard,
    Scry,
    SearchLibrary,
    Sum,
    TargetRef,
    ThisObject,
    Zone,
)
from mtgrules.model.refs import AttachedObject

THIS = ThisObject()
T0 = TargetRef(0)

# --- lands (CR 305.6: basic land types carry their mana ability) ---
for _name in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
    define(_name, basic_mana_ability(_name))
define("Wastes", mana_ability("{T}: Add {C}.", FixedMana((ManaType.C,))))

ANY_TARGET = (target("any", "any target"),)
PLAYER_OR_PW = (target("player_or_planeswalker", "target player or planeswalker"),)
CREATURE = (target("object", "target creature", types=("Creature",)),)

# --- red ---
for _name, _n in (("Lightning Bolt", 3), ("Shock", 2), ("Lightning Strike", 3),
                  ("Searing Spear", 3)):
    define(_name, spell(f"{_name} deals {_n} damage to any target.",
                        DealDamage(Fixed(_n), T0), targets=ANY_TARGET))
define("Lava Spike", spell("Lava Spike deals 3 damage to target player or planeswalker.",
                           DealDamage(Fixed(3), T0), targets=PLAYER_OR_PW))
define("Goblin Guide", *kw("haste"), triggered(
    "Whenever this creature attacks, defending player reveals the top card of their library. "
    "If it's a land card, that player puts it into their hand.", Attacks(THIS),
    RevealTopCard(DefendingPlayer(), flt(("Land",), zone="library"), Zone.HAND)))
define("Monastery Swiftspear", *kw("haste", "prowess"))
define("Viashino Pyromancer", triggered(
    "When this creature enters, it deals 2 damage to target player or planeswalker.",
    Enters(THIS), DealDamage(Fixed(2), T0), targets=PLAYER_OR_PW))
define("Fervent Champion", *kw("first strike", "haste"), triggered(
    "Whenever this creature attacks, another target attacking Knight you control gets +1/+0 "
    "until end of turn.", Attacks(THIS), pump(T0, 1, 0),
    targets=(target("object", "another target attacking Knight you control",
                    subtypes=("Knight",), controller="you", other=True,
                    predicates=("attacking",)),)),
    static("Equip abilities you activate that target this creature cost {3} less to "
           "activate.", cost_modification=ReduceCost(3, AbilityKeyword.EQUIP)))
define("Hill Giant")

# --- green ---
define("Grizzly Bears")
define("Kalonian Tusker")
define("Leatherback Baloth")
define("Giant Growth", spell("Target creature gets +3/+3 until end of turn.",
                             pump(T0, 3, 3), targets=CREATURE))
define("Rampant Growth", spell(
    "Search your library for a basic land card, put that card onto the battlefield tapped, "
    "then shuffle.",
    SearchLibrary(flt(("Land",), supertypes=("Basic",), zone="library"), Zone.BATTLEFIELD,
                  tapped=True)))
_TYPES_IN_GRAVEYARDS = CardTypesAmong(Zone.GRAVEYARD)
define("Tarmogoyf", static(
    "This creature's power is equal to the number of card types among cards in all "
    "graveyards and its toughness is equal to that number plus 1.",
    DefinePT(_TYPES_IN_GRAVEYARDS, Sum((_TYPES_IN_GRAVEYARDS, Fixed(1)))), cda=True))
define("Llanowar Elves", mana_ability("{T}: Add {G}.", FixedMana((ManaType.G,))))
define("Elvish Visionary", triggered("When this creature enters, draw a card.", Enters(THIS),
                                     Draw()))

# --- blue / white ---
define("Counterspell", spell("Counter target spell.", Counter(T0),
                             targets=(target("spell", "target spell"),)))
define("Divination", spell("Draw two cards.", Draw(count=Fixed(2))))
define("Opt", spell("Scry 1. Draw a card.", Scry(1), Draw()))
define("Serra Angel", *kw("flying", "vigilance"))
define("Wind Drake", *kw("flying"))
define("Air Elemental", *kw("flying"))
define("Savannah Lions")
define("Youthful Knight", *kw("first strike"))
define("Pacifism", spell("Enchant creature", targets=CREATURE),
       static("Enchanted creature can't attack or block.", affects=AttachedObject(),
              rules=(CantAttack(), CantBlock())))
define("Murder", spell("Destroy target creature.", Destroy(T0), targets=CREATURE))
define("Disenchant", spell("Destroy target artifact or enchantment.", Destroy(T0),
                           targets=(target("object", "target artifact or enchantment",
                                           filter=AnyOf((flt(("Artifact",)),
                                                         flt(("Enchantment",))))),)))
define("Giant Spider", *kw("reach"))
define("Craw Wurm")
define("Gray Ogre")
define("Raging Goblin", *kw("haste"))
define("Vampire Nighthawk", *kw("flying", "deathtouch", "lifelink"))
define("Typhoid Rats", *kw("deathtouch"))
define("Boros Swiftblade", *kw("double strike"))
define("Shivan Dragon", *kw("flying"), activated(
    "{R}: This creature gets +1/+0 until end of turn.", Cost(mana=ManaCost.parse("{R}")),
    pump(THIS, 1, 0)))
define("Watchwolf")
define("Boggart Brute", *kw("menace"))
define("Ambush Viper", *kw("flash", "deathtouch"))
define("Darksteel Myr", *kw("indestructible"))
define("Simic Sky Swallower", *kw("flying", "trample", "shroud"))
define("Wall of Wood", *kw("defender"))
define("Boros Charm", modal(
    "Choose one —",
    spell("Boros Charm deals 4 damage to target player or planeswalker.",
          DealDamage(Fixed(4), T0), targets=PLAYER_OR_PW),
    spell("Permanents you control gain indestructible until end of turn.",
          grant(Each(flt(controller="you")), "indestructible")),
    spell("Target creature gains double strike until end of turn.",
          grant(T0, "double strike"), targets=CREATURE)))
define("Mogg Fanatic", activated(
    "Sacrifice this creature: It deals 1 damage to any target.", Cost(sacrifice_self=True),
    DealDamage(Fixed(1), T0), targets=ANY_TARGET))
define("Horizon Canopy",
       mana_ability("{T}, Pay 1 life: Add {G} or {W}.", ManaOfChoice((ManaType.G, ManaType.W)),
                    Cost(tap=True, life=1)),
       activated("{1}, {T}, Sacrifice this land: Draw a card.",
                 Cost(mana=ManaCost.parse("{1}"), tap=True, sacrifice_self=True), Draw()))
define("Gravedigger", triggered(
    "When this creature enters, you may return target creature card from your graveyard to "
    "your hand.", Enters(THIS),
    May("You may return target creature card from your graveyard to your hand?",
        (MoveTo(T0, Zone.HAND, from_zone=Zone.GRAVEYARD),)),
    targets=(target("object", "target creature card from your graveyard", types=("Creature",),
                    controller="you", zone="graveyard"),)))

# tokens
token("Thopter", "Artifact Creature — Thopter", 1, 1, (), *kw("flying"), oracle="Flying")
token("Spirit", "Creature — Spirit", 1, 1, ())
