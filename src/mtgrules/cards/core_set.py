"""Cards of the built-in decks and other staples (issue: playable engine)."""

from __future__ import annotations

from mtgrules.abilities import Cost, Filter, op
from mtgrules.cards.basics import basic_mana_ability
from mtgrules.cards.builders import (
    activated,
    define,
    kw,
    le,
    mana_ability,
    modal,
    spell,
    static,
    target,
    token,
    triggered,
)
from mtgrules.mana import ManaCost

# --- lands (CR 305.6: basic land types carry their mana ability) ---
for _name in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
    define(_name, basic_mana_ability(_name))
define("Wastes", mana_ability("{T}: Add {C}.", mana="C"))

ANY_TARGET = (target("any", "any target"),)
PLAYER_OR_PW = (target("player_or_planeswalker", "target player or planeswalker"),)
CREATURE = (target("object", "target creature", types=("Creature",)),)

# --- red ---
for _name, _n in (("Lightning Bolt", 3), ("Shock", 2), ("Lightning Strike", 3),
                  ("Searing Spear", 3)):
    define(_name, spell(f"{_name} deals {_n} damage to any target.",
                        op("damage", amount=_n, to="target:0"), targets=ANY_TARGET))
define("Lava Spike", spell("Lava Spike deals 3 damage to target player or planeswalker.",
                           op("damage", amount=3, to="target:0"), targets=PLAYER_OR_PW))
define("Goblin Guide", *kw("haste"), triggered(
    "Whenever this creature attacks, defending player reveals the top card of their library. "
    "If it's a land card, that player puts it into their hand.", "attacks",
    op("reveal_top_land_to_hand", who="defending_player"), who="self"))
define("Monastery Swiftspear", *kw("haste", "prowess"))
define("Viashino Pyromancer", triggered(
    "When this creature enters, it deals 2 damage to target player or planeswalker.",
    "enters", op("damage", amount=2, to="target:0"), targets=PLAYER_OR_PW, who="self"))
define("Fervent Champion", *kw("first strike", "haste"), triggered(
    "Whenever this creature attacks, another target attacking Knight you control gets +1/+0 "
    "until end of turn.", "attacks", op("pump", what="target:0", power=1, toughness=0),
    targets=(target("object", "another target attacking Knight you control", optional=False,
                    subtypes=("Knight",), controller="you", other=True,
                    extra=("attacking",)),), who="self"),
    static("Equip abilities you activate that target this creature cost {3} less to "
           "activate.", rule="equip_discount_3"))
define("Hill Giant")

# --- green ---
define("Grizzly Bears")
define("Kalonian Tusker")
define("Leatherback Baloth")
define("Giant Growth", spell("Target creature gets +3/+3 until end of turn.",
                             op("pump", what="target:0", power=3, toughness=3),
                             targets=CREATURE))
define("Rampant Growth", spell(
    "Search your library for a basic land card, put that card onto the battlefield tapped, "
    "then shuffle.", op("search_land", to="battlefield", tapped=True)))
define("Tarmogoyf", static(
    "This creature's power is equal to the number of card types among cards in all "
    "graveyards and its toughness is equal to that number plus 1.",
    le("7a", "cda_pt", name="tarmogoyf"), cda=True))
define("Llanowar Elves", mana_ability("{T}: Add {G}.", mana="G"))
define("Elvish Visionary", triggered("When this creature enters, draw a card.", "enters",
                                     op("draw", who="controller", n=1), who="self"))

# --- blue / white ---
define("Counterspell", spell("Counter target spell.", op("counter", what="target:0"),
                             targets=(target("spell", "target spell"),)))
define("Divination", spell("Draw two cards.", op("draw", who="controller", n=2)))
define("Opt", spell("Scry 1. Draw a card.", op("scry", n=1), op("draw", who="controller", n=1)))
define("Serra Angel", *kw("flying", "vigilance"))
define("Wind Drake", *kw("flying"))
define("Air Elemental", *kw("flying"))
define("Savannah Lions")
define("Youthful Knight", *kw("first strike"))
define("Pacifism", *kw(), spell("Enchant creature", targets=CREATURE),
       static("Enchanted creature can't attack or block.", affects="enchanted",
              rule="cant_attack,cant_block"))
define("Murder", spell("Destroy target creature.", op("destroy", what="target:0"),
                       targets=CREATURE))
define("Disenchant", spell("Destroy target artifact or enchantment.",
                           op("destroy", what="target:0"),
                           targets=(target("object", "target artifact or enchantment",
                                           any_types=("Artifact", "Enchantment")),)))
define("Giant Spider", *kw("reach"))
define("Craw Wurm")
define("Gray Ogre")
define("Raging Goblin", *kw("haste"))
define("Vampire Nighthawk", *kw("flying", "deathtouch", "lifelink"))
define("Typhoid Rats", *kw("deathtouch"))
define("Boros Swiftblade", *kw("double strike"))
define("Shivan Dragon", *kw("flying"), activated(
    "{R}: This creature gets +1/+0 until end of turn.", Cost(mana=ManaCost.parse("{R}")),
    op("pump", what="self", power=1, toughness=0)))
define("Watchwolf")
define("Boggart Brute", *kw("menace"))
define("Ambush Viper", *kw("flash", "deathtouch"))
define("Darksteel Myr", *kw("indestructible"))
define("Simic Sky Swallower", *kw("flying", "trample", "shroud"))
define("Wall of Wood", *kw("defender"))
define("Boros Charm", modal(
    "Choose one —",
    spell("Boros Charm deals 4 damage to target player or planeswalker.",
          op("damage", amount=4, to="target:0"), targets=PLAYER_OR_PW),
    spell("Permanents you control gain indestructible until end of turn.",
          op("gain_keywords", what=Filter(controller="you"), keywords=("indestructible",))),
    spell("Target creature gains double strike until end of turn.",
          op("gain_keywords", what="target:0", keywords=("double strike",)),
          targets=CREATURE)))
define("Mogg Fanatic", activated(
    "Sacrifice this creature: It deals 1 damage to any target.", Cost(sacrifice_self=True),
    op("damage", amount=1, to="target:0"), targets=ANY_TARGET))
define("Horizon Canopy",
       mana_ability("{T}, Pay 1 life: Add {G} or {W}.", Cost(tap=True, life=1), choice="GW"),
       activated("{1}, {T}, Sacrifice this land: Draw a card.",
                 Cost(mana=ManaCost.parse("{1}"), tap=True, sacrifice_self=True),
                 op("draw", who="controller", n=1)))
define("Gravedigger", triggered(
    "When this creature enters, you may return target creature card from your graveyard to "
    "your hand.", "enters",
    op("may", text="Return the target creature card to your hand?", skip=1),
    op("return_to_hand", what="target:0"),
    targets=(target("object", "target creature card from your graveyard", types=("Creature",),
                    controller="you", zone="graveyard"),), who="self"))

# tokens
token("Thopter", "Artifact Creature — Thopter", 1, 1, (), *kw("flying"), oracle="Flying")
token("Spirit", "Creature — Spirit", 1, 1, ())

