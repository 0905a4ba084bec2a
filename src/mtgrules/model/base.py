"""Foundations of the typed ability model: the :class:`Node` base with load-time validation,
the :class:`Ability` base (CR 113), the :class:`Unimplemented` node, and shared enums.

Every model node is a frozen, slotted dataclass deriving from :class:`Node`. Its
``__post_init__`` checks each field against its annotation (unions, tuples, frozensets,
enums, other nodes), so a card definition with a wrong value fails with a
:class:`CardDefinitionError` naming the node and field when the card is defined (when the
card registry loads), never later during play. Node-specific checks (a positive count, a
known keyword) run after the type check in each node's ``_check``.

Python does not check annotations at run time, and a plain string where an enum or a node is
expected is exactly the typo this model exists to catch (``event="enterss"``), so the check
is strict: an ``int`` field rejects ``bool``, an enum field rejects its string value.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
import types
import typing
from collections.abc import Callable
from typing import Any, ClassVar

from mtgrules.errors import MtgRulesError


class CardDefinitionError(MtgRulesError, ValueError):
    """A card definition is malformed: a field of a model node has the wrong type or value,
    or the card uses something the engine cannot play (an :class:`Unimplemented` node).

    Raised when the node is built (``__post_init__``) or when the card registers; the
    message names the node, the field and, once registered, the card. Also a ValueError (a
    bad value), as the enums' own lookups raise.
    """


_Check = Callable[[Any], bool]
_CHECKS: dict[type, tuple[tuple[str, _Check, Any], ...]] = {}


def _compile(hint: Any) -> _Check:
    """A predicate testing a value against a (resolved) type annotation."""
    if hint is Any:
        return lambda v: True
    if hint is type(None) or hint is None:
        return lambda v: v is None
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        arms = tuple(_compile(a) for a in typing.get_args(hint))
        return lambda v: any(c(v) for c in arms)
    if origin is typing.Literal:
        allowed = typing.get_args(hint)
        return lambda v: v in allowed and type(v) in {type(a) for a in allowed}
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            el = _compile(args[0])
            return lambda v: isinstance(v, tuple) and all(el(x) for x in v)
        els = tuple(_compile(a) for a in args)
        return lambda v: isinstance(v, tuple) and len(v) == len(els) and all(
            c(x) for c, x in zip(els, v, strict=True))
    if origin is frozenset:
        el = _compile(typing.get_args(hint)[0])
        return lambda v: isinstance(v, frozenset) and all(el(x) for x in v)
    if origin is not None:
        raise TypeError(f"unsupported annotation {hint!r} in the ability model")
    if hint is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if isinstance(hint, type):
        return lambda v: isinstance(v, hint)
    raise TypeError(f"unsupported annotation {hint!r} in the ability model")


def _checks(cls: type) -> tuple[tuple[str, _Check, Any], ...]:
    c = _CHECKS.get(cls)
    if c is None:
        mod = sys.modules[cls.__module__]
        hints = typing.get_type_hints(cls, globalns=vars(mod))
        c = tuple((f.name, _compile(hints[f.name]), hints[f.name])
                  for f in dataclasses.fields(cls))
        _CHECKS[cls] = c
    return c


def _show(hint: Any) -> str:
    s = str(hint).replace("mtgrules.model.", "")
    for m in ("base.", "filters.", "refs.", "amounts.", "continuous.", "rules.",
              "replacement.", "costs.", "effects.", "triggers.", "abilities."):
        s = s.replace(m, "")
    return s.replace("typing.", "").replace("<class '", "").replace("'>", "")


class Node:
    """Base of every model node: validates field types on construction (see module doc)."""

    __slots__ = ()

    def __post_init__(self) -> None:
        for name, check, hint in _checks(type(self)):
            v = getattr(self, name)
            if not check(v):
                raise CardDefinitionError(
                    f"{type(self).__name__}.{name}: expected {_show(hint)}, got {v!r}")
        self._check()

    def _check(self) -> None:
        """Node-specific validation after the type check; raise CardDefinitionError."""

    def fail(self, message: str) -> typing.NoReturn:
        """Raise a CardDefinitionError about this node."""
        raise CardDefinitionError(f"{type(self).__name__}: {message}")


def children(node: Any) -> list[Any]:
    """The model nodes directly inside ``node`` (fields, and elements of tuple fields)."""
    out: list[Any] = []
    if not isinstance(node, Node):
        return out
    for f in dataclasses.fields(node):  # type: ignore[arg-type]
        v = getattr(node, f.name)
        if isinstance(v, Node):
            out.append(v)
        elif isinstance(v, tuple | frozenset):
            out.extend(x for x in v if isinstance(x, Node))
    return out


def walk(node: Any) -> typing.Iterator[Any]:
    """Every node in the tree rooted at ``node``, depth first, ``node`` included."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(children(n)))


# --- shared enums ---------------------------------------------------------------------------


class Zone(enum.StrEnum):
    """Zones (CR 400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class CardType(enum.StrEnum):
    """Card types (CR 300.1)."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"


class Supertype(enum.StrEnum):
    """Supertypes (CR 205.4a)."""

    BASIC = "Basic"
    LEGENDARY = "Legendary"
    SNOW = "Snow"
    WORLD = "World"
    ONGOING = "Ongoing"


class Color(enum.StrEnum):
    """The five colors by their one-letter codes (CR 105.1)."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"


class ManaType(enum.StrEnum):
    """Types of mana (CR 106.1): the five colors and colorless."""

    W = "W"
    U = "U"
    B = "B"
    R = "R"
    G = "G"
    C = "C"


class CounterKind(enum.StrEnum):
    """Kinds of counters (CR 122) the model knows; extend as cards need them."""

    P1P1 = "+1/+1"
    M1M1 = "-1/-1"
    LOYALTY = "loyalty"
    LORE = "lore"
    CHARGE = "charge"
    TIME = "time"
    SHIELD = "shield"
    STUN = "stun"
    OIL = "oil"
    AGE = "age"  # cumulative upkeep (CR 702.24a)
    FADE = "fade"  # fading (CR 702.32a)
    LEVEL = "level"
    HARMONY = "harmony"
    FINALITY = "finality"  # CR 122.1h
    MUSTER = "muster"
    QUEST = "quest"
    SLIME = "slime"
    FATE = "fate"
    FLOOD = "flood"


class Duration(enum.StrEnum):
    """How long a one-shot effect's continuous effect lasts (CR 611.2, 514.2)."""

    END_OF_TURN = "end_of_turn"
    """"until end of turn" / "this turn": ends in the cleanup step (CR 514.2)."""
    INDEFINITE = "indefinite"
    """No duration stated (CR 611.2b), e.g. "Gain control of target permanent"."""
    UNTIL_NEXT_UNTAP = "until_untap"
    """"during its controller's next untap step" (CR 502.3)."""
    WHILE_SOURCE_REMAINS = "while_source_remains"
    """"for as long as [the source] remains on the battlefield" (CR 611.2b)."""
    WHILE_YOU_CONTROL_SOURCE = "while_you_control_source"
    """"for as long as you control [the source]" (CR 611.2b): ends when the source leaves the
    battlefield or another player gains control of it."""
    DURING_THEIR_NEXT_TURN = "during_their_next_turn"
    """"during [player]'s next turn": that player's next turn only (CR 611.2a, 514.2)."""
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
    """"until your next turn": ends as its controller's next turn begins (CR 611.2)."""
    UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"
    """"until the end of your next turn": ends in the cleanup step of its controller's next
    turn (CR 611.2a, 514.2)."""


class Step(enum.StrEnum):
    """Steps and phases a "beginning of" trigger can name (CR 500-514)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"


class Whose(enum.StrEnum):
    """Relative to the ability's controller: whose turn, who acts (CR 109.5)."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"
    NOT_YOU = "not_you"
    """"you don't control": any player but you (CR 109.5; in a two-player game, the
    opponent)"""


class KeywordName(enum.StrEnum):
    """Keyword abilities (CR 702) the engine's rules implement where they matter."""

    FLYING = "flying"
    REACH = "reach"
    TRAMPLE = "trample"
    DEATHTOUCH = "deathtouch"
    LIFELINK = "lifelink"
    VIGILANCE = "vigilance"
    HASTE = "haste"
    MENACE = "menace"
    DEFENDER = "defender"
    FIRST_STRIKE = "first strike"
    DOUBLE_STRIKE = "double strike"
    HEXPROOF = "hexproof"
    SHROUD = "shroud"
    INDESTRUCTIBLE = "indestructible"
    FLASH = "flash"
    SPACE_SCULPTOR = "space sculptor"
    PLAINSWALK = "plainswalk"
    ISLANDWALK = "islandwalk"
    SWAMPWALK = "swampwalk"
    MOUNTAINWALK = "mountainwalk"
    FORESTWALK = "forestwalk"
    # evasion, damage results and characteristic-defining keywords (mtgrules.rules.keyword_*)
    FEAR = "fear"
    INTIMIDATE = "intimidate"
    SHADOW = "shadow"
    HORSEMANSHIP = "horsemanship"
    SKULK = "skulk"
    INFECT = "infect"
    WITHER = "wither"
    CHANGELING = "changeling"
    DEVOID = "devoid"
    TOXIC = "toxic"  # written "Toxic N" (Keyword.n)
    # day and night (CR 702.145, 730: mtgrules.rules.day_night)
    DAYBOUND = "daybound"
    NIGHTBOUND = "nightbound"
    FUSE = "fuse"  # split cards: cast both halves (CR 702.102, mtgrules.rules.faces)
    # help pay a spell's total cost (CR 702.51, 702.126, 702.66: mtgrules.rules.cost_keywords)
    CONVOKE = "convoke"
    IMPROVISE = "improvise"
    DELVE = "delve"
    # CR 702.124a: modifies deck construction in the Commander variant and functions before
    # the game begins; it has no effect in a game (and the engine plays no Commander games)
    PARTNER = "partner"
    # CR 702.26a: phases out during its controller's untap steps (mtgrules.rules.phasing)
    PHASING = "phasing"
    # CR 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked
    # on it and destroy this Aura." (a replacement effect: mtgrules.rules.actions.destroy)
    UMBRA_ARMOR = "umbra armor"
    # CR 702.88a: a spell cast from the hand is exiled as it resolves and may be cast again,
    # free, at its controller's next upkeep (mtgrules.rules.rebound)
    REBOUND = "rebound"


LANDWALK: dict[KeywordName, str] = {
    KeywordName.PLAINSWALK: "Plains", KeywordName.ISLANDWALK: "Island",
    KeywordName.SWAMPWALK: "Swamp", KeywordName.MOUNTAINWALK: "Mountain",
    KeywordName.FORESTWALK: "Forest",
}
"""Landwalk keywords (CR 702.14) and the land type each names."""


# --- abilities ------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Ability(Node):
    """Base of the ability kinds (CR 113): ``key`` identifies it in the registry (assigned
    when the card is defined, ``"<card>#<i>"``; game state refers to abilities by key only);
    ``text`` is its Oracle text, verbatim."""

    key: str
    text: str

    KIND: ClassVar[str] = "ability"


@dataclasses.dataclass(frozen=True, slots=True)
class Unimplemented(Ability):
    """An explicit gap: a part of a card's text the engine can't play yet, with the reason.

    Allowed wherever an ability or an effect goes, so a compiler can build the rest of a
    card; the card registry refuses any card containing one (CR-faithful play or nothing).
    """

    reason: str = ""

    def _check(self) -> None:
        if not self.reason:
            self.fail("give the reason the text is not implemented")
