"""Object filters: which objects qualify ("target creature an opponent controls", "each
nonland permanent", "Other Elf creatures you control", "a basic land card").

A :class:`Filter` is a conjunction of criteria on an object's current characteristics
(CR 109.3) and status (CR 110.5). :class:`AnyOf`, :class:`AllOf` and :class:`Not` combine
filters ("artifact or enchantment", "nonbasic"). Controller criteria are relative to the
controller of the ability using the filter ("you", "an opponent"); for cards in graveyards,
hands and libraries, "your" means the owner's, whose control is the owner's (CR 108.4a).
The engine's matcher is :func:`mtgrules.rules.filters.matches`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import CardType, Color, KeywordName, Node, Supertype, Whose, Zone


class Cmp(enum.StrEnum):
    """Comparison of a number with a bound ("mana value 3 or less": ``LE``)."""

    LT = "<"
    LE = "<="
    EQ = "=="
    GE = ">="
    GT = ">"

    def holds(self, a: int, b: int) -> bool:
        """``a <op> b``."""
        match self:
            case Cmp.LT:
                return a < b
            case Cmp.LE:
                return a <= b
            case Cmp.EQ:
                return a == b
            case Cmp.GE:
                return a >= b
            case Cmp.GT:
                return a > b


class ColorCount(enum.StrEnum):
    """How many colours an object has (CR 105.2): "colorless" (none, 105.2c), "monocolored"
    (exactly one, 105.2a), "multicolored" (two or more, 105.2b), "colored" (one or more)."""

    COLORLESS = "colorless"
    MONOCOLORED = "monocolored"
    MULTICOLORED = "multicolored"
    COLORED = "colored"

    def holds(self, n: int) -> bool:
        """Whether an object with ``n`` colours is described by this word."""
        match self:
            case ColorCount.COLORLESS:
                return n == 0
            case ColorCount.MONOCOLORED:
                return n == 1
            case ColorCount.MULTICOLORED:
                return n >= 2
            case ColorCount.COLORED:
                return n >= 1


class Predicate(enum.StrEnum):
    """Status and game-state predicates on an object (CR 110.5, 506.4, 122)."""

    ATTACKING = "attacking"
    """an attacking creature (CR 506.4)"""
    ATTACKING_ALONE = "attacking_alone"
    """the only attacking creature (CR 506.5: "attacking alone")"""
    BLOCKING = "blocking"
    ATTACKING_OR_BLOCKING = "attacking_or_blocking"
    """"attacking or blocking creature" (CR 506.4)"""
    TAPPED = "tapped"
    UNTAPPED = "untapped"
    MONSTROUS = "monstrous"
    """a monstrous permanent (CR 701.37b: a designation kept until it leaves the battlefield)"""
    HAS_LOYALTY_COUNTER = "has_loyalty_counter"
    """"with one or more loyalty counters on it" (Spark Rupture)"""
    TOKEN = "token"
    NONTOKEN = "nontoken"
    POWER_LESS_THAN_SOURCE = "power_less_than_source"
    """"with power less than this creature's power" (mentor, CR 702.134a)"""
    HAS_COUNTERS = "has_counters"
    """"with counters on them": one or more counters of any kind (CR 122.1)"""
    MANA_COST_ZERO = "mana_cost_0"
    """a mana cost of exactly {0} (no mana cost, or {X}, is not it: "with mana cost {0}")"""
    MANA_COST_ONE = "mana_cost_1"
    """a mana cost of exactly {1}"""
    SAME_OWNER = "same_owner"
    """"with the same owner as this" (the source; mutate's target, CR 702.140a)"""
    DEALT_DAMAGE_THIS_TURN = "dealt_damage_this_turn"
    """"that was dealt damage this turn" (CR 120.3; recorded as damage is dealt)"""
    EQUIPPED = "equipped"
    """"equipped creatures": an Equipment is attached to it (CR 301.5a)"""
    NOT_NAMED_SOURCE = "not_named_source"
    """"not named ~": its name is not the source's name (CR 201.2; Detention Sphere)"""
    NAMED_SOURCE = "named_source"
    """"named ~": its name is the source's name (CR 201.2; Squadron Hawk's "cards named ~")"""


@dataclass(frozen=True, slots=True)
class ManaValueIs(Node):
    """"with mana value N or less" (CR 202.3): ``Cmp`` against ``value``; ``x``: "with mana
    value X [or less]", against the X announced for the spell (CR 107.3a, 601.2b; ``value``
    is then 0; read only in a spell's own effect, :mod:`mtgrules.oracle.mana_value_x`)."""

    cmp: Cmp
    value: int
    x: bool = False

    def _check(self) -> None:
        if self.x and self.value:
            self.fail("'mana value X' has no number")


@dataclass(frozen=True, slots=True)
class PowerIs(Node):
    """"with power N or less" (CR 208.1): ``Cmp`` against ``value``; an object with no power
    doesn't match."""

    cmp: Cmp
    value: int


@dataclass(frozen=True, slots=True)
class Filter(Node):
    """Criteria that must all hold (an empty filter matches every object in ``zone``).

    ``types``/``subtypes``/``supertypes``: the object has all of them; ``nontypes``: it has
    none of these card types (``"nonland"``); ``nonsupertypes``: none of these supertypes
    (``"nonbasic"``); ``colors``: it has all these colors; ``controller``: relative to the
    ability's controller (``ANY`` by default); ``other``: not the ability's source
    ("another", "other"); ``zone``: where the objects are (default the battlefield);
    ``mana_value``: a bound on mana value; ``predicates``: status checks (attacking, tapped...);
    ``keywords``: it has these keyword abilities ("creature with flying").
    """

    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    nonsupertypes: frozenset[Supertype] = frozenset()
    colors: frozenset[Color] = frozenset()
    controller: Whose = Whose.ANY
    other: bool = False
    zone: Zone = Zone.BATTLEFIELD
    mana_value: ManaValueIs | None = None
    predicates: frozenset[Predicate] = frozenset()
    keywords: frozenset[KeywordName] = frozenset()
    nonsubtypes: frozenset[str] = frozenset()
    """none of these subtypes ("non-Angel, non-Demon creature", CR 205.3)"""
    power: PowerIs | None = None
    """a bound on power ("creatures with power 2 or less")"""
    nonkeywords: frozenset[KeywordName] = frozenset()
    """keyword abilities it doesn't have ("creature without flying")"""
    noncolors: frozenset[Color] = frozenset()
    """colours it doesn't have ("nonblack creature", CR 105.2)"""
    any_color: frozenset[Color] = frozenset()
    """it has at least one of these colours ("black or red permanent"; two or more)"""
    color_count: ColorCount | None = None
    """how many colours it has ("monocolored creature", "colorless spell", CR 105.2)"""
    toughness: PowerIs | None = None
    """a bound on toughness ("creature with toughness 2 or less", CR 208.1)"""

    def _check(self) -> None:
        for st in self.subtypes | self.nonsubtypes:
            if not st or not st[0].isupper() or " " in st:
                self.fail(f"subtype {st!r} is not a capitalised single word (CR 205.3)")
        if self.types & self.nontypes:
            self.fail("a type is both required and excluded")
        if self.colors & self.noncolors or self.any_color & self.noncolors:
            self.fail("a colour is both required and excluded")
        if len(self.any_color) == 1:
            self.fail("any_color needs two or more colours (one is ``colors``)")


@dataclass(frozen=True, slots=True)
class AnyOf(Node):
    """At least one of the filters holds ("artifact or enchantment"). Each part may narrow
    further; ``zone`` comes from the first part."""

    parts: tuple[ObjectFilter, ...]

    def _check(self) -> None:
        if len(self.parts) < 2:
            self.fail("needs at least two alternatives")


@dataclass(frozen=True, slots=True)
class AllOf(Node):
    """Every filter holds."""

    parts: tuple[ObjectFilter, ...]

    def _check(self) -> None:
        if len(self.parts) < 2:
            self.fail("needs at least two parts")


@dataclass(frozen=True, slots=True)
class Not(Node):
    """The filter does not hold (on objects in the same zone)."""

    part: ObjectFilter


ObjectFilter = Filter | AnyOf | AllOf | Not
"""Any object filter."""


def filter_zone(f: ObjectFilter) -> Zone:
    """The zone a filter searches (the first concrete filter's zone; battlefield for Not)."""
    if type(f) is Filter:
        return f.zone
    match f:
        case Filter():
            return f.zone
        case AnyOf() | AllOf():
            return filter_zone(f.parts[0])
        case Not():
            return filter_zone(f.part)


def types_filter(*types: str, **kw: object) -> Filter:
    """Shorthand: ``types_filter("Creature", controller=Whose.YOU)``; strings are converted to
    :class:`CardType` (ValueError on an unknown type, re-raised by the builders as a
    CardDefinitionError)."""
    return Filter(types=frozenset(CardType(t) for t in types), **kw)  # type: ignore[arg-type]
