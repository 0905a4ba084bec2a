"""Subtype words of Oracle text (CR 205.3): the creature types of CR 205.3m and the land types
of 205.3i, with their plurals as Oracle writes them ("Elves", "Knights", "Wolves"), so noun
phrases like "Other Elf creatures you control" and "attacking Knight" are read as filters."""

from __future__ import annotations

from mtgrules.model.creature_types import CREATURE_TYPES as CR_CREATURE_TYPES
from mtgrules.model.filters import ObjectFilter

# The creature types of CR 205.3m (one list, in the model), as single words of Oracle text:
# the curly apostrophe of "C’tan", and without "Time Lord" (two words).
CREATURE_TYPES: frozenset[str] = frozenset(
    t.replace("'", "\u2019") for t in CR_CREATURE_TYPES if " " not in t)
"""The one-word creature types (CR 205.3m, Comprehensive Rules of 2026-01-16)."""

LAND_TYPES: frozenset[str] = frozenset({
    'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains',
    'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town',
})
"""The land types (CR 205.3i; "Urza's" aside)."""

ARTIFACT_AND_ENCHANTMENT_TYPES: frozenset[str] = frozenset({
    'Equipment', 'Vehicle', 'Treasure', 'Food', 'Clue', 'Aura'})
"""Artifact types (CR 205.3g) and enchantment types (205.3h) that name an object on their own
("an Equipment card", "Equipment you control", "an Aura"): only objects of that card type
have them, so the subtype alone is the filter."""

SUBTYPES = CREATURE_TYPES | LAND_TYPES | ARTIFACT_AND_ENCHANTMENT_TYPES

_IRREGULAR = {
    "Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
    "Fox": "Foxes", "Ox": "Oxen", "Sphinx": "Sphinxes", "Octopus": "Octopuses",
    "Mouse": "Mice", "Fish": "Fish", "Sheep": "Sheep", "Plains": "Plains", "Moonfolk": "Moonfolk",
    "Homarid": "Homarids", "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Phyrexian": "Phyrexians",
    "Atog": "Atogs", "Cyclops": "Cyclopes", "Pegasus": "Pegasi", "Hippo": "Hippos",
    "Djinn": "Djinn", "Efreet": "Efreet", "Zombie": "Zombies", "Lich": "Liches",
    "Witch": "Witches", "Fungus": "Fungi", "Starfish": "Starfish", "Jellyfish": "Jellyfish",
    "Thopter": "Thopters", "Box": "Boxes", "Cleric": "Clerics", "Equipment": "Equipment",
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
