"""Immutable ability specifications (CR 113): what card definitions are built from.

Abilities are *data*, shared by every object that has them; the game state refers to them by
``key`` (a stable string), never by Python reference, so state stays JSON-serializable.

Effects are programs: a tuple of :class:`Instr` (an operation name and its arguments) that the
effect interpreter (:mod:`mtgrules.effects.interpreter`) runs with a program counter kept in the
game state, so a choice in the middle of an effect is just a pause with a pending decision
(DESIGN non-negotiable 3, "explicit work stack").

Kinds (CR 113.3): spell abilities (:class:`SpellAbility`), activated (:class:`ActivatedAbility`,
CR 602), triggered (:class:`TriggeredAbility`, CR 603) and static (:class:`StaticAbility`,
CR 604). Keyword abilities (CR 702) without their own rules machinery are :class:`Keyword`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.mana import ManaCost


def arg(pairs: tuple[tuple[str, Any], ...], name: str, default: Any = None) -> Any:
    """The value paired with ``name`` in a tuple of (name, value) pairs, or ``default``."""
    for k, v in pairs:
        if k == name:
            return v
    return default


# --- object filters -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects qualify (for targets, counts, "each creature you control", ...).

    All given criteria must hold. ``controller`` is relative to the ability's controller:
    ``"you"``, ``"opponent"`` or ``None`` (anyone). ``types`` / ``subtypes`` / ``supertypes``:
    the object must have all listed; ``any_types``: at least one. ``other``: not the source.
    ``nontypes``: must have none of these. ``max_mana_value``: inclusive bound. ``zone``: the
    zone searched (default battlefield). ``extra``: names of extra predicates from
    :mod:`mtgrules.rules.filters` (e.g. ``"attacking"``, ``"tapped"``, ``"basic"``).
    """

    types: tuple[str, ...] = ()
    any_types: tuple[str, ...] = ()
    nontypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    controller: str | None = None
    other: bool = False
    zone: str = "battlefield"
    max_mana_value: int | None = None
    extra: tuple[str, ...] = ()


# --- targets (CR 115) -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target slot (CR 115.1): what may be chosen.

    ``kind`` is ``"object"`` (an object matching ``filter``), ``"player"``, ``"any"`` (creature,
    player, planeswalker or battle: CR 115.4), ``"player_or_planeswalker"``, ``"opponent"``, or
    ``"spell"`` (an object on the stack matching ``filter``). ``optional`` makes it "up to one".
    """

    kind: str
    filter: Filter = Filter()
    optional: bool = False
    text: str = ""


# --- effects ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Instr:
    """One effect instruction: ``op`` names a primitive in :mod:`mtgrules.effects`; ``args``
    is a tuple of (name, value) pairs (hashable and immutable)."""

    op: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        """The value of argument ``name`` or ``default``."""
        return arg(self.args, name, default)


def op(name: str, **args: Any) -> Instr:
    """Build an :class:`Instr`: ``op("damage", amount=3, to="target:0")``."""
    return Instr(name, tuple(sorted(args.items())))


Effect = tuple[Instr, ...]


# --- costs (CR 118, 602.1) ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost (CR 602.1a) or additional cost.

    ``mana``: mana symbols; ``tap`` ({T}, CR 107.5); ``untap`` ({Q}, CR 107.6);
    ``sacrifice_self``; ``life``: life to pay (CR 119.4); ``loyalty``: the loyalty change of a
    loyalty ability (CR 606); ``tap_others``/``untap_others``: (count, filter) of other untapped /
    tapped permanents you control to tap/untap (Crackleburr); ``sacrifice``: (count, filter).
    """

    mana: ManaCost = ManaCost()
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    life: int = 0
    loyalty: int | None = None
    tap_others: tuple[int, Filter] | None = None
    untap_others: tuple[int, Filter] | None = None
    sacrifice: tuple[int, Filter] | None = None

    @property
    def has_tap_symbol(self) -> bool:
        """True when the cost includes {T} or {Q} (summoning sickness, CR 302.6)."""
        return self.tap or self.untap


# --- abilities ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ability:
    """Common base: ``key`` identifies the ability in the registry; ``text`` is its Oracle text."""

    key: str
    text: str


@dataclass(frozen=True, slots=True)
class Keyword(Ability):
    """A keyword ability handled by the rules where it matters (CR 702), e.g. ``flying``.

    ``name`` is the lower-case keyword (``"first strike"``, ``"hexproof"``, ``"enchant"``...).
    """

    name: str = ""


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """The effect of an instant or sorcery spell (CR 113.3a) with its target slots.

    ``modes``: for a modal spell ("Choose one —", CR 700.2), the modes, each a spell ability
    with its own effect and targets; the mode is chosen as the spell is cast (CR 601.2b).
    """

    effect: Effect = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[SpellAbility, ...] = ()


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """An activated ability (CR 602) "[Cost]: [Effect]".

    ``mana_ability``: it is a mana ability (CR 605.1a) and doesn't use the stack.
    ``sorcery_speed``: activate only as a sorcery (CR 602.5d). ``level``: for a Class level
    ability (CR 716.2a), the level it makes the Class (activatable only at ``level - 1``).
    ``zone``: where the ability functions (CR 113.6): ``"battlefield"``, or ``"graveyard"``
    for abilities such as unearth (CR 702.84a).
    """

    cost: Cost = Cost()
    effect: Effect = ()
    targets: tuple[TargetSpec, ...] = ()
    mana_ability: bool = False
    sorcery_speed: bool = False
    level: int | None = None
    zone: str = "battlefield"


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Ability):
    """A triggered ability (CR 603): "When/Whenever/At [event], [effect]".

    ``event``: the event kind it waits for (``"enters"``, ``"dies"``, ``"attacks"``,
    ``"cast"``, ``"step_begin"``, ``"tapped_for_mana"``, ``"draw"``, ``"lore"``, ...);
    ``condition``: (name, value) pairs interpreted by :mod:`mtgrules.rules.triggers`
    (e.g. ``("who", "self")``, ``("step", "upkeep")``, ``("controller", "you")``);
    ``intervening_if``: a condition checked on trigger and resolution (CR 603.4);
    ``mana_ability``: a triggered mana ability (CR 605.1b) that resolves at once;
    ``chapter``: a Saga chapter number (CR 714.2b).
    """

    event: str = ""
    condition: tuple[tuple[str, Any], ...] = ()
    effect: Effect = ()
    targets: tuple[TargetSpec, ...] = ()
    intervening_if: str | None = None
    mana_ability: bool = False
    chapter: int | None = None

    def cond(self, name: str, default: Any = None) -> Any:
        """The value of trigger condition ``name`` or ``default``."""
        return arg(self.condition, name, default)


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """One part of a continuous effect, applied in ``layer`` (CR 613.1).

    ``layer``: ``"1"``, ``"2"``, ``"3"``, ``"4"``, ``"5"``, ``"6"``, ``"7a"``, ``"7b"``,
    ``"7c"``, ``"7d"``. ``kind`` and ``args`` say what it does (see
    :mod:`mtgrules.rules.layers` for the kinds: ``add_types``, ``remove_types``,
    ``set_subtypes``, ``lose_all_abilities``, ``add_abilities``, ``set_pt``, ``set_pt_counters``,
    ``modify_pt``, ``control``, ...).
    """

    layer: str
    kind: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        """The value of argument ``name`` or ``default``."""
        return arg(self.args, name, default)


@dataclass(frozen=True, slots=True)
class StaticAbility(Ability):
    """A static ability (CR 604): continuous effects and/or a rule modification.

    ``affects``: which objects its layer effects apply to: ``"self"``, ``"enchanted"``,
    ``"equipped"``, or a :class:`Filter` (relative to the source's controller).
    ``layer_effects``: applied through the layer system (CR 613).
    ``rule``: a rules modification read directly by the rules that care (``"cant_attack"``,
    ``"cant_block"``, ``"no_max_hand_size"``, ``"ignore_summoning_sickness"``, ...).
    ``replacement``: a replacement-effect kind name (CR 614) with ``rargs``.
    ``cda``: the ability is a characteristic-defining ability (CR 604.3) that works in all zones.
    """

    affects: Any = "self"
    layer_effects: tuple[LayerEffect, ...] = ()
    rule: str | None = None
    replacement: str | None = None
    rargs: tuple[tuple[str, Any], ...] = field(default=())
    cda: bool = False

    def rarg(self, name: str, default: Any = None) -> Any:
        """The value of replacement argument ``name`` or ``default``."""
        return arg(self.rargs, name, default)
