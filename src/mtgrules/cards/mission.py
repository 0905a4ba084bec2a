"""Cards of the mission's seed documents and of the mana rulings: sectors (Space Beleren),
Sagas (Kiora Bests the Sea God, History of Benalia), Spark Rupture, Classes (Wizard Class),
"could produce" lands, mana replacement effects and triggers, {Q} costs and X, and Bell Borca
(seed 002: noting mana values in exile, "you may play that card this turn")."""

from __future__ import annotations

from mtgrules.abilities import ActivatedAbility, Cost, Filter, op
from mtgrules.cards.builders import (
    activated,
    chapter,
    define,
    kw,
    le,
    loyalty,
    mana_ability,
    spell,
    static,
    target,
    token,
    triggered,
)
from mtgrules.cards.registry import register_ability
from mtgrules.keywords import unearth
from mtgrules.mana import ManaCost
from mtgrules.rules.zone_change import NOTE_EXILED_MV

YOU_CREATURE = Filter(types=("Creature",), controller="you")

# --- "could produce" (CR 106.7) and undefined types (106.5) ---
define("Reflecting Pool", mana_ability(
    "{T}: Add one mana of any type that a land you control could produce.",
    choice="lands_you_control"))
define("Exotic Orchard", mana_ability(
    "{T}: Add one mana of any color that a land an opponent controls could produce.",
    choice="lands_opponents_control", colors_only=True))
define("Fellwar Stone", mana_ability(
    "{T}: Add one mana of any color that a land an opponent controls could produce.",
    choice="lands_opponents_control", colors_only=True))

# --- replacement effects on mana (CR 106.12b, 616.1) ---
define("Contamination", triggered(
    "At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a "
    "creature.", "step_begin", op("sacrifice_unless", filter=YOU_CREATURE), step="upkeep",
    whose="you"),
    static("If a land is tapped for mana, it produces {B} instead of any other type and "
           "amount.", replacement="land_mana_becomes", mana="B"))
define("Mana Reflection", static(
    "If you tap a permanent for mana, it produces twice as much of that mana instead.",
    replacement="mana_multiply", factor=2))
define("Nyxbloom Ancient", *kw("trample"), static(
    "If you tap a permanent for mana, it produces three times as much of that mana instead.",
    replacement="mana_multiply", factor=3))

# --- "tapped for mana" triggers (CR 106.12a, 605.1b, 605.4a) ---
for _name in ("Heartbeat of Spring", "Mana Flare"):
    define(_name, triggered(
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced.", "tapped_for_mana", op("add_mana_of_event"), mana=True, what="land"))
define("Wild Growth", spell("Enchant land", targets=(target("object", "target land",
                                                              types=("Land",)),)),
       triggered("Whenever enchanted land is tapped for mana, its controller adds an "
                 "additional {G}.", "tapped_for_mana", op("add_mana", mana="G"), mana=True,
                 what="enchanted"))
define("Forbidden Orchard",
       mana_ability("{T}: Add one mana of any color.", choice="WUBRG"),
       triggered("Whenever you tap this land for mana, target opponent creates a 1/1 "
                 "colorless Spirit creature token.", "tapped_for_mana",
                 op("create_token", token="Spirit", who="target:0"),
                 targets=(target("opponent", "target opponent"),), what="self"))

_LANTERN_GRANT = ActivatedAbility(
    "Chromatic Lantern#granted", "{T}: Add one mana of any color.", cost=Cost(tap=True),
    effect=(op("add_mana", choice="WUBRG"),), mana_ability=True)
register_ability(_LANTERN_GRANT)
define("Chromatic Lantern",
       static('Lands you control have "{T}: Add one mana of any color."',
              le("6", "add_abilities", keys=(_LANTERN_GRANT.key,)),
              affects=Filter(types=("Land",), controller="you")),
       mana_ability("{T}: Add one mana of any color.", choice="WUBRG"))
define("Blood Moon", static("Nonbasic lands are Mountains.",
                            le("4", "set_land_subtypes", subtypes=("Mountain",)),
                            affects=Filter(types=("Land",), nontypes=("Basic",))))

# --- counting at resolution ---
define("Elvish Archdruid",
       static("Other Elf creatures you control get +1/+1.",
              le("7c", "modify_pt", power=1, toughness=1),
              affects=Filter(types=("Creature",), subtypes=("Elf",), controller="you",
                             other=True)),
       mana_ability("{T}: Add {G} for each Elf you control.", mana="G",
                    amount=("count", Filter(subtypes=("Elf",), controller="you"))))
define("Gaea's Cradle", mana_ability("{T}: Add {G} for each creature you control.", mana="G",
                                     amount=("count", YOU_CREATURE)))

# --- X carried into ETB (CR 107.3m) ---
define("Hangarback Walker",
       static("This creature enters with X +1/+1 counters on it.",
              replacement="enters_with_counters", counter="+1/+1", amount="x"),
       triggered("When this creature dies, create a 1/1 colorless Thopter artifact creature "
                 "token with flying for each +1/+1 counter on this creature.", "dies",
                 op("create_token", token="Thopter", n=("lki_counters", "+1/+1")), who="self"),
       activated("{1}, {T}: Put a +1/+1 counter on this creature.",
                 Cost(mana=ManaCost.parse("{1}"), tap=True),
                 op("put_counters", what="self", counter="+1/+1", n=1)))
define("Endless One", static("Endless One enters with X +1/+1 counters on it.",
                             replacement="enters_with_counters", counter="+1/+1", amount="x"))
define("Hardened Scales", static(
    "If one or more +1/+1 counters would be put on a creature you control, that many plus one "
    "+1/+1 counters are put on it instead.", replacement="extra_p1p1_counters", extra=1))

# --- {T} and {Q} (CR 107.5, 107.6, 302.6) ---
define("Order of Whiteclay", activated(
    "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your "
    "graveyard to the battlefield.", Cost(mana=ManaCost.parse("{1}{W}{W}"), untap=True),
    op("return_to_battlefield", what="target:0"),
    targets=(target("object", "target creature card with mana value 3 or less from your "
                    "graveyard", types=("Creature",), controller="you", zone="graveyard",
                    max_mana_value=3),)))
define("Crackleburr",
       activated("{U/R}{U/R}, {T}, Tap two untapped red creatures you control: Crackleburr "
                 "deals 3 damage to any target.",
                 Cost(mana=ManaCost.parse("{U/R}{U/R}"), tap=True,
                      tap_others=(2, Filter(types=("Creature",), controller="you",
                                            extra=("red",)))),
                 op("damage", amount=3, to="target:0"), targets=(target("any", "any target"),)),
       activated("{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control: Return target "
                 "creature to its owner's hand.",
                 Cost(mana=ManaCost.parse("{U/R}{U/R}"), untap=True,
                      untap_others=(2, Filter(types=("Creature",), controller="you",
                                              extra=("blue",)))),
                 op("bounce", what="target:0"),
                 targets=(target("object", "target creature", types=("Creature",)),)))
define("Pili-Pala", *kw("flying"), mana_ability(
    "{2}, {Q}: Add one mana of any color.", Cost(mana=ManaCost.parse("{2}"), untap=True),
    choice="WUBRG"))
define("Thousand-Year Elixir",
       static("You may activate abilities of creatures you control as though those creatures "
              "had haste.", rule="activate_as_though_haste"),
       activated("{1}, {T}: Untap target creature.", Cost(mana=ManaCost.parse("{1}"), tap=True),
                 op("untap", what="target:0"),
                 targets=(target("object", "target creature", types=("Creature",)),)))
define("Fatestitcher",
       activated("{T}: You may tap or untap another target permanent.", Cost(tap=True),
                 op("tap_or_untap", what="target:0"),
                 targets=(target("object", "another target permanent", other=True),)),
       unearth("{U}"))
define("Mind Control", spell("Enchant creature", targets=(target("object", "target creature",
                                                                 types=("Creature",)),)),
       static("You control enchanted creature.", le("2", "control"), affects="enchanted"))

# --- sectors (CR 702.158) ---
define("Space Beleren", *kw("space sculptor"),
       loyalty("+1: Creatures in each sector can be blocked this turn only by creatures in the "
               "same sector.", 1, op("set_turn_flag", flag="sector_blocking")),
       loyalty("−1: Put a +1/+1 counter on each creature in the sector of your choice.", -1,
               op("choose_sector"), op("sector_counters", counter="+1/+1")),
       loyalty("−5: Destroy all creatures in the sector of your choice.", -5,
               op("choose_sector"), op("sector_destroy")))
define("Jace Beleren",
       loyalty("+2: Each player draws a card.", 2, op("draw", who="each_player", n=1)),
       loyalty("−1: Target player draws a card.", -1, op("draw", who="target:0", n=1),
               targets=(target("player", "target player"),)),
       loyalty("−10: Target player mills twenty cards.", -10, op("mill", who="target:0", n=20),
               targets=(target("player", "target player"),)))

# --- Sagas (CR 714) ---
token("Kraken", "Creature — Kraken", 8, 8, ("U",), *kw("hexproof"), oracle="Hexproof")
token("Knight", "Creature — Knight", 2, 2, ("W",), *kw("vigilance"), oracle="Vigilance")
define("Kiora Bests the Sea God",
       chapter(1, "I — Create an 8/8 blue Kraken creature token with hexproof.",
               op("create_token", token="Kraken")),
       chapter(2, "II — Tap all nonland permanents target opponent controls. They don't untap "
                  "during their controller's next untap step.",
               op("tap_all", player="target:0", filter=Filter(nontypes=("Land",)),
                  dont_untap=True), targets=(target("opponent", "target opponent"),)),
       chapter(3, "III — Gain control of target permanent an opponent controls. Untap it.",
               op("gain_control", what="target:0", untap=True),
               targets=(target("object", "target permanent an opponent controls",
                               controller="opponent"),)))
define("History of Benalia",
       chapter(1, "I — Create a 2/2 white Knight creature token with vigilance.",
               op("create_token", token="Knight")),
       chapter(2, "II — Create a 2/2 white Knight creature token with vigilance.",
               op("create_token", token="Knight")),
       chapter(3, "III — Knights you control get +2/+1 until end of turn.",
               op("pump", what=Filter(subtypes=("Knight",), controller="you"), power=2,
                  toughness=1)))

# --- Spark Rupture (layers 4, 6, 7b) ---
define("Spark Rupture",
       triggered("When this enchantment enters, draw a card.", "enters",
                 op("draw", who="controller", n=1), who="self"),
       static("Each planeswalker with one or more loyalty counters on it loses all abilities "
              "and is a creature with power and toughness each equal to the number of loyalty "
              "counters on it.",
              le("4", "add_types", types=("Creature",)),
              le("4", "remove_types", types=("Planeswalker",)),
              le("6", "lose_all_abilities"),
              le("7b", "set_pt_counters", counter="loyalty"),
              affects=Filter(types=("Planeswalker",), extra=("has_loyalty",))))

# --- Classes (CR 716) ---
define("Wizard Class",
       static("You have no maximum hand size.", rule="no_max_hand_size"),
       ActivatedAbility("", "{2}{U}: Level 2", cost=Cost(mana=ManaCost.parse("{2}{U}")),
                        effect=(op("level_up", level=2),), sorcery_speed=True, level=2),
       ActivatedAbility("", "{4}{U}: Level 3", cost=Cost(mana=ManaCost.parse("{4}{U}")),
                        effect=(op("level_up", level=3),), sorcery_speed=True, level=3),
       level_abilities=(
           (2, triggered("When this Class becomes level 2, draw two cards.", "level",
                         op("draw", who="controller", n=2), level=2)),
           (3, triggered("Whenever you draw a card, put a +1/+1 counter on target creature you "
                         "control.", "draw", op("put_counters", what="target:0",
                                                counter="+1/+1", n=1),
                         targets=(target("object", "target creature you control",
                                         types=("Creature",), controller="you"),))),
       ))

# --- Bell Borca (seed 002): noting exiled mana values, CDA power, exile-and-may-play ---
define("Bell Borca, Spectral Sergeant",
       static("Note the mana value of each card as it's put into exile.", rule=NOTE_EXILED_MV),
       static("Bell Borca's power is equal to the greatest number noted for it this turn.",
              le("7a", "cda_pt", name="bell_borca"), cda=True),
       triggered("At the beginning of your upkeep, exile the top card of your library. You may "
                 "play that card this turn.", "step_begin", op("exile_top_may_play"),
                 step="upkeep", whose="you"))
