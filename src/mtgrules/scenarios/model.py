"""The typed model of a scenario file (SCENARIO_FORMAT.md, format 1): frozen dataclasses only.

Every model object carries the 1-based line of the YAML node it came from; line numbers never take
part in equality (``field(compare=False)``), so a scenario read from a file compares equal to the
same scenario read back from :meth:`Scenario.to_yaml`. Reading YAML into this model is
:mod:`mtgrules.scenarios.parser`; writing it back is :mod:`mtgrules.scenarios.writer`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar, Final, Literal

import yaml

__all__ = [
    "ABSENT",
    "ACTION_KINDS",
    "NO_PRIORITY_STEPS",
    "SECTORS",
    "STEPS",
    "ZONES",
    "Absent",
    "ActionSpec",
    "Answer",
    "CardSpec",
    "Expectation",
    "GameOverExpect",
    "LogExpect",
    "ObjectExpect",
    "ObjectRef",
    "PermanentSpec",
    "PlayerExpect",
    "PlayerSetup",
    "Scalar",
    "Scenario",
    "StackExpect",
    "StepExpect",
    "TurnSetup",
    "ZoneExpect",
]

#: Steps in turn order (SCENARIO_FORMAT "turn"; CR 500-514).
STEPS: Final = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)
#: Steps in which no player receives priority (CR 502.4, 514.3), so no scenario can start or stop
#: there.
NO_PRIORITY_STEPS: Final = ("untap", "cleanup")
#: Action verbs (SCENARIO_FORMAT "actions"); ``concede`` is an additive extension.
ACTION_KINDS: Final = (
    "play", "cast", "activate", "attack", "block", "choose", "pass", "resolve", "until", "concede",
)
#: Zones an object reference or an expectation may name.
ZONES: Final = ("battlefield", "hand", "graveyard", "library", "exile", "stack", "command")
SECTORS: Final = ("alpha", "beta", "gamma")


class Absent(Enum):
    """Marker type for "key not given" where ``null`` is itself a meaningful value."""

    ABSENT = "absent"


#: The one :class:`Absent` value: the key was not written (``None`` means it was written as null).
ABSENT: Final = Absent.ABSENT

#: A ``choose`` answer or a ``choices`` entry: a YAML scalar, or a list of them (an ordering).
Scalar = str | int | bool
Answer = Scalar | tuple[Scalar, ...]


# --------------------------------------------------------------------------------------------
# Model
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ObjectRef:
    """A parsed object reference (SCENARIO_FORMAT "Referring to objects").

    ``name_or_label`` is an ``id:`` label or an exact card name; ``zone`` is the zone picked with
    ``@zone`` (None: the zone the context implies); ``index`` is the 1-based ``#N`` (None: the
    name must match exactly one object).
    """

    name_or_label: str
    zone: str | None = None
    index: int | None = None


@dataclass(frozen=True, slots=True)
class CardSpec:
    """A card in a hidden or non-battlefield zone of a player setup (SCENARIO_FORMAT "players")."""

    name: str
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class PermanentSpec:
    """A permanent a player starts with (SCENARIO_FORMAT "players", ``battlefield``).

    ``counters`` keeps the file's order as ``(kind, amount)`` pairs; ``owner`` None means the
    listing player; ``level`` None means the card's default (CR 716); ``sector`` None means none.
    """

    card: str
    id: str | None = None
    tapped: bool = False
    sick: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    owner: str | None = None
    attached_to: str | None = None
    sector: str | None = None
    level: int | None = None
    token: bool = False
    commander: bool = False
    """the permanent is its owner's commander (CR 903.3; a Commander game, 903)"""
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerSetup:
    """One player's starting state (SCENARIO_FORMAT "players"). ``library`` is top card first."""

    name: str
    life: int = 20
    hand: tuple[CardSpec, ...] = ()
    library: tuple[CardSpec, ...] = ()
    graveyard: tuple[CardSpec, ...] = ()
    exile: tuple[CardSpec, ...] = ()
    battlefield: tuple[PermanentSpec, ...] = ()
    mana_pool: str = ""
    poison: int = 0
    commander: tuple[str, ...] = ()
    """the player's commander cards in the command zone (CR 903.3, 903.6): a Commander game"""
    commander_tax: int = 0
    """times their commanders were already cast from the command zone (CR 903.8)"""
    commander_damage: tuple[tuple[str, int], ...] = ()
    """combat damage already dealt to them by each named player's commander (CR 903.10a)"""
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnSetup:
    """Where the game starts (SCENARIO_FORMAT "turn"): active player, step, turn number."""

    active: str
    step: str
    number: int = 1
    lands_played: int = 0
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class ActionSpec:
    """One scripted action (SCENARIO_FORMAT "actions").

    ``kind`` is one of :data:`ACTION_KINDS`; ``player`` is None for ``pass``/``resolve``/``until``
    written without a player. ``text`` is the verb phrase as written (for messages; not compared).
    ``object_ref`` is the object acted on: the card played or cast, the source activated (for
    ``activate Class level N`` and ``activate loyalty +N`` it is the ``of:`` value). ``ability`` is
    the 1-based ability index, ``level`` the Class level being gained, ``loyalty`` the loyalty cost
    as written with the Unicode minus normalised (``"+1"``, ``"-2"``, ``"0"``, ``"-X"``).
    ``with_`` holds ``(attacker, defender)`` pairs for ``attack`` and ``(blocker, attacker)`` pairs
    for ``block``, in file order. ``until_step``/``until_turn`` are the target of ``until``.
    """

    kind: str
    player: str | None = None
    text: str = field(default="", compare=False)
    object_ref: str | None = None
    targets: tuple[str, ...] = ()
    x: int | None = None
    ability: int | None = None
    level: int | None = None
    loyalty: str | None = None
    choices: tuple[Answer, ...] = ()
    pay: tuple[str, ...] = ()
    with_: tuple[tuple[str, str], ...] = ()
    answer: Answer | None = None
    illegal: bool = False
    until_step: str | None = None
    until_turn: int | None = None
    line: int = field(default=0, compare=False)


class _ExpectBase:
    """Shared behaviour of the expectation models."""

    __slots__ = ()
    kind: ClassVar[str]

    def items(self) -> list[tuple[str, Any]]:
        """The keys that were given, as ``(yaml_key, value)`` pairs in the format's key order.

        Values are as stored (tuples stay tuples); unset keys (None, or :data:`ABSENT` for keys
        where null is meaningful) are left out.
        """
        out: list[tuple[str, Any]] = []
        for f in fields(self):  # type: ignore[arg-type]
            if f.name == "line":
                continue
            value = getattr(self, f.name)
            if value is ABSENT or (value is None and f.default is not ABSENT):
                continue
            out.append(("object" if f.name == "object_ref" else f.name, value))
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerExpect(_ExpectBase):
    """``{player: Bob, life: 17, ...}`` (SCENARIO_FORMAT "expect"). None = not checked."""

    kind: ClassVar[str] = "player"
    player: str
    life: int | None = None
    hand_size: int | None = None
    library_size: int | None = None
    graveyard_size: int | None = None
    exile_size: int | None = None
    lost: bool | None = None
    mana_pool: str | None = None
    poison: int | None = None
    dungeon: str | None | Literal[Absent.ABSENT] = ABSENT
    """the dungeon card the player owns in the command zone (CR 309.3); None: none"""
    room: str | None = None
    """the room their venture marker is on (CR 309.4)"""
    dungeons_completed: int | None = None
    """how many dungeons they completed (CR 309.7)"""
    commander_damage: tuple[tuple[str, int], ...] | None = None
    """combat damage dealt to them by each named player's commander this game (CR 903.10a)"""
    commander_tax: int | None = None
    """times their commander was cast from the command zone (CR 903.8)"""
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class ObjectExpect(_ExpectBase):
    """``{object: REF, ...}`` (SCENARIO_FORMAT "expect"). None = not checked.

    ``abilities == ()`` asserts the object has no abilities; ``has_ability`` lists abilities that
    must be present; ``counters`` lists ``(kind, amount)`` pairs that must match exactly.
    ``sector`` is :data:`ABSENT` when not given and None when written as ``null`` (no sector);
    ``attached_to`` likewise: the object or player an Aura or Equipment is attached to (CR
    301.5, 303.4), None for "attached to nothing".
    With no other key, ``{object: REF}`` asserts only that the reference resolves.
    """

    kind: ClassVar[str] = "object"
    object_ref: str
    zone: str | None = None
    controller: str | None = None
    owner: str | None = None
    types: tuple[str, ...] | None = None
    not_types: tuple[str, ...] | None = None
    power: int | None = None
    toughness: int | None = None
    counters: tuple[tuple[str, int], ...] | None = None
    tapped: bool | None = None
    abilities: tuple[str, ...] | None = None
    has_ability: tuple[str, ...] | None = None
    mana_value: int | None = None
    sector: str | None | Literal[Absent.ABSENT] = ABSENT
    level: int | None = None
    attached_to: str | None | Literal[Absent.ABSENT] = ABSENT
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class ZoneExpect(_ExpectBase):
    """``{zone: Z, player: P, count: N, name: X, contains: [...]}`` (SCENARIO_FORMAT "expect").

    Counts objects in ``zone`` (controlled by ``player`` on the battlefield, owned elsewhere; all
    players when None), restricted to objects named ``name`` when given. ``contains`` lists names
    that must each be present (repeat a name to require several).
    """

    kind: ClassVar[str] = "zone"
    zone: str
    player: str | None = None
    name: str | None = None
    count: int | None = None
    count_at_least: int | None = None
    contains: tuple[str, ...] | None = None
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class StackExpect(_ExpectBase):
    """``{stack: [names, top first]}`` (SCENARIO_FORMAT "expect"): exact stack contents."""

    kind: ClassVar[str] = "stack"
    stack: tuple[str, ...]
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class StepExpect(_ExpectBase):
    """``{step: end, turn: 3, active: Alice}`` (SCENARIO_FORMAT "expect")."""

    kind: ClassVar[str] = "step"
    step: str
    turn: int | None = None
    active: str | None = None
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class LogExpect(_ExpectBase):
    """``{log_contains: {event, object, rule, player}}``: some log event matches all given keys."""

    kind: ClassVar[str] = "log_contains"
    event: str | None = None
    object_ref: str | None = None
    rule: str | None = None
    player: str | None = None
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class GameOverExpect(_ExpectBase):
    """``{game_over: true, winner: Alice}``; ``winner: null`` = a draw, :data:`ABSENT` = unchecked."""

    kind: ClassVar[str] = "game_over"
    game_over: bool
    winner: str | None | Literal[Absent.ABSENT] = ABSENT
    line: int = field(default=0, compare=False)


#: Any expectation model; dispatch on ``.kind`` or ``isinstance``.
Expectation = (
    PlayerExpect | ObjectExpect | ZoneExpect | StackExpect | StepExpect | LogExpect | GameOverExpect
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Scenario:
    """A whole scenario file (SCENARIO_FORMAT "Top level").

    ``players`` are in turn order. ``expect`` may be empty (required as a key in YAML files; a
    Forge puzzle import has none and sets ``from_pzl``). ``file`` and ``line`` locate it.
    """

    name: str
    format: int = 1
    rules: tuple[str, ...] = ()
    source: str | None = None
    description: str | None = None
    seed: int = 0
    players: tuple[PlayerSetup, ...]
    turn: TurnSetup
    actions: tuple[ActionSpec, ...] = ()
    expect: tuple[Expectation, ...] = ()
    from_pzl: bool = False
    xfail: str | None = None
    file: str = field(default="<string>", compare=False)
    line: int = field(default=1, compare=False)

    def card_names(self) -> list[tuple[str, int]]:
        """Every card name of the setup as ``(name, line)``, in file order.

        Covers hand, library, graveyard, exile and battlefield of every player, so the runner can
        raise ``ScenarioError(f"unknown card {name!r}", file, line)`` for names the registry lacks.
        """
        out: list[tuple[str, int]] = []
        for p in self.players:
            for zone in (p.hand, p.library, p.graveyard, p.exile):
                out.extend((c.name, c.line) for c in zone)
            out.extend((perm.card, perm.line) for perm in p.battlefield)
            out.extend((c, p.line) for c in p.commander)
        return out

    def player(self, name: str) -> PlayerSetup:
        """The setup of the player called ``name``; raises KeyError if there is none."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def to_yaml(self) -> str:
        """This scenario as format-1 YAML text that :func:`parse_scenario` accepts.

        Default values are left out; ``expect`` is always written (``expect: []`` when empty).
        """
        from mtgrules.scenarios.writer import scenario_data

        return yaml.safe_dump(
            scenario_data(self), sort_keys=False, allow_unicode=True, width=100,
            default_flow_style=None,
        )
