"""Subtype words of Oracle text (CR 205.3): the creature types of CR 205.3m and the land types
of 205.3i, with their plurals as Oracle writes them ("Elves", "Knights", "Wolves"), so noun
phrases like "Other Elf creatures you control" and "attacking Knight" are read as filters."""

from __future__ import annotations

from mtgrules.model.filters import ObjectFilter

CREATURE_TYPES: frozenset[str] = frozenset({
    'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon',
    'Armadillo', 'Army', 'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Atog',
    'Aurochs', 'Avatar', 'Azra', 'Badger', 'Balloon', 'Barbarian', 'Bard', 'Basilisk', 'Bat',
    'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker', 'Bird', 'Bison', 'Blinkmoth',
    'Boar', 'Bringer', 'Brushwagg', 'Camarid', 'Camel', 'Capybara', 'Caribou', 'Carrier', 'Cat',
    'Centaur', 'Child', 'Chimera', 'Citizen', 'Cleric', 'Clown', 'Cockatrice', 'Construct',
    'Coward', 'Coyote', 'Crab', 'Crocodile', 'C’tan', 'Custodes', 'Cyberman', 'Cyclops', 'Dalek',
    'Dauthi', 'Demigod', 'Demon', 'Deserter', 'Detective', 'Devil', 'Dinosaur', 'Djinn',
    'Doctor', 'Dog', 'Dragon', 'Drake', 'Dreadnought', 'Drix', 'Drone', 'Druid', 'Dryad',
    'Dwarf', 'Echidna', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf',
    'Elk', 'Employee', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog',
    'Fungus', 'Gamer', 'Gargoyle', 'Germ', 'Giant', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat',
    'Goblin', 'God', 'Golem', 'Gorgon', 'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag',
    'Halfling', 'Hamster', 'Harpy', 'Hedgehog', 'Hellion', 'Hero', 'Hippo', 'Hippogriff',
    'Homarid', 'Homunculus', 'Horror', 'Horse', 'Human', 'Hydra', 'Hyena', 'Illusion', 'Imp',
    'Incarnation', 'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish', 'Juggernaut',
    'Kangaroo', 'Kavu', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Kraken', 'Llama',
    'Lamia', 'Lammasu', 'Leech', 'Lemur', 'Leviathan', 'Lhurgoyf', 'Licid', 'Lizard', 'Lobster',
    'Manticore', 'Masticore', 'Mercenary', 'Merfolk', 'Metathran', 'Minion', 'Minotaur', 'Mite',
    'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moogle', 'Moonfolk', 'Mount', 'Mouse',
    'Mutant', 'Myr', 'Mystic', 'Nautilus', 'Necron', 'Nephilim', 'Nightmare', 'Nightstalker',
    'Ninja', 'Noble', 'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze', 'Orb', 'Orc',
    'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Peasant', 'Pegasus', 'Pentavite',
    'Performer', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot', 'Pincher', 'Pirate',
    'Plant', 'Platypus', 'Porcupine', 'Possum', 'Praetor', 'Primarch', 'Prism', 'Processor',
    'Qu', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel', 'Reflection', 'Rhino', 'Rigger',
    'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr',
    'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Seal', 'Serf',
    'Serpent', 'Servo', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Sheep', 'Siren', 'Skeleton',
    'Skunk', 'Slith', 'Sliver', 'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier', 'Soltari',
    'Sorcerer', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx', 'Spider', 'Spike', 'Spirit',
    'Splinter', 'Sponge', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Survivor', 'Symbiote',
    'Synth', 'Tentacle', 'Tetravite', 'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Toy',
    'Treefolk', 'Trilobite', 'Triskelavite', 'Troll', 'Turtle', 'Tyranid', 'Unicorn', 'Vampire',
    'Varmint', 'Vedalken', 'Villain', 'Volver', 'Wall', 'Walrus', 'Warlock', 'Warrior', 'Weasel',
    'Weird', 'Werewolf', 'Whale', 'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith',
    'Wurm', 'Yeti', 'Zombie', 'Zubera',
})
"""The one-word creature types (CR 205.3m, Comprehensive Rules of 2026-01-16)."""

LAND_TYPES: frozenset[str] = frozenset({
    'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains',
    'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town',
})
"""The land types (CR 205.3i; "Urza's" aside)."""

SUBTYPES = CREATURE_TYPES | LAND_TYPES

_IRREGULAR = {
    "Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
    "Fox": "Foxes", "Ox": "Oxen", "Sphinx": "Sphinxes", "Octopus": "Octopuses",
    "Mouse": "Mice", "Fish": "Fish", "Sheep": "Sheep", "Plains": "Plains", "Moonfolk": "Moonfolk",
    "Homarid": "Homarids", "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Phyrexian": "Phyrexians",
    "Atog": "Atogs", "Cyclops": "Cyclopes", "Pegasus": "Pegasi", "Hippo": "Hippos",
    "Djinn": "Djinn", "Efreet": "Efreet", "Zombie": "Zombies", "Lich": "Liches",
    "Witch": "Witches", "Fungus": "Fungi", "Starfish": "Starfish", "Jellyfish": "Jellyfish",
    "Thopter": "Thopters", "Box": "Boxes", "Cleric": "Clerics",
}


def plural(subtype: str) -> str:
    """The plural Oracle writes for a subtype ("Elf" -> "Elves", "Knight" -> "Knights")."""
    if subtype in _IRREGULAR:
        return _IRREGULAR[subtype]
    if subtype.endswith(("s", "x", "ch", "sh")):
        return subtype + "es"
    if subtype.endswith("y") and subtype[-2:-1] not in "aeiou":
        return subtype[:-1] + "ies"
    return subtype + "s"


SINGULAR: dict[str, str] = {plural(s): s for s in SUBTYPES}
"""Plural -> subtype."""
SUBTYPE_WORDS = SUBTYPES | frozenset(SINGULAR)
"""A subtype in the singular or the plural."""


def singular_subtype(words: list[str]) -> list[str]:
    """A plural phrase without a card-type word ("Knights you control", "other Elves") with
    its plural subtype made singular; [] when it has none."""
    for i, w in enumerate(words):
        if w in SINGULAR:
            return words[:i] + [SINGULAR[w]] + words[i + 1:]
    return []


def plural_subtype(f: ObjectFilter, words: list[str]) -> str:
    """The inverse of :func:`singular_subtype` on a rendered singular phrase of ``f``;
    ValueError when it names no subtype."""
    for i, w in enumerate(words):
        if w in SUBTYPES:
            return " ".join(words[:i] + [plural(w)] + words[i + 1:])
    raise ValueError("no plural rendering")
