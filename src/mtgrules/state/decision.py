"""The decision protocol: decisions, actions and target references are typed data (DESIGN
non-negotiable 2).

At any moment a non-terminal game has exactly one pending :class:`Decision`; its ``options``
are the legal :class:`Action` values, and ``Game.apply`` takes one of them.

- :class:`DecisionKind` names what is being decided (CR 117 priority, CR 103.5 mulligan, ...);
  each kind has a typed context (a frozen dataclass, :data:`CONTEXT_TYPES`).
- :class:`ActionKind` names what a player does; each kind has a fixed argument signature
  (:data:`SIGNATURES`) over four argument types (:class:`ArgType`).
- :class:`Ref` is a typed reference to a player, an object or nothing (a target, a defender, a
  damage recipient). Its encoding is the engine's int (object id > 0, player ``i`` is
  ``-(i + 1)``, none is 0), so stored targets, the JSON format and comparisons with ints are
  unchanged; use :attr:`Ref.kind`, :attr:`Ref.player`, :attr:`Ref.object` to read it.

Both enums are :class:`enum.StrEnum`: ``ActionKind.PASS == "pass"`` and it hashes like the
string, and JSON shows the plain string. The notation (how an action is written) lives in
:mod:`mtgrules.notation`.

JSON forms (stable): an action is the list ``[kind, *args]`` with refs as their int encoding,
e.g. ``["attack", 12, -2]``; a decision is ``{"player", "kind", "prompt", "options",
"context"}`` with ``context`` a list of ``[field, value]`` pairs (fields in alphabetical order,
absent optional fields left out).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, TypeAlias

from mtgrules.errors import IllegalActionError

__all__ = [
    "ACTION_KINDS", "ATTACKERS", "BLOCKERS", "BOTTOM", "CHOOSE", "CHOOSE_X", "CONTEXT_TYPES",
    "DAMAGE", "DISCARD", "MAY", "MODE", "MULLIGAN", "PAY_MANA", "PHYREXIAN", "PRIORITY",
    "REPLACEMENT", "SIGNATURES", "TARGET", "TRIGGER_ORDER", "Action", "ActionKind", "Arg",
    "ArgType", "AttackersContext", "BlockersContext", "BottomContext", "ChooseContext",
    "ChooseXContext", "DamageContext", "Decision", "DecisionContext", "DecisionKind",
    "DiscardContext", "MayContext", "ModeContext", "MulliganContext", "PayManaContext",
    "PhyrexianContext", "PriorityContext", "Ref", "RefKind", "ReplacementContext",
    "TargetContext", "TriggerOrderContext", "make_context",
]


class _Kind(StrEnum):
    """A StrEnum whose repr is its value's (so ``f"{kind!r}"`` messages read ``'priority'``
    exactly as when kinds were strings)."""

    def __repr__(self) -> str:
        return repr(self.value)


class DecisionKind(_Kind):
    """What a pending decision asks (few and typed; big choices are split into atomic steps)."""

    PRIORITY = "priority"            # CR 117: pass, play a land, cast, activate
    MULLIGAN = "mulligan"            # CR 103.5: keep or mulligan
    BOTTOM = "bottom"                # CR 103.5: put a card on the bottom after a mulligan
    DISCARD = "discard"              # CR 514.1: discard down to maximum hand size
    TARGET = "target"                # CR 115 / 601.2c: one target slot at a time
    CHOOSE_X = "choose_x"            # CR 107.3a / 601.2b
    MODE = "mode"                    # CR 700.2 / 601.2b
    MAY = "may"                      # "you may" (CR 603.5, 608.2d)
    PAY_MANA = "pay_mana"            # CR 601.2g-h: activate mana abilities, then pay
    PHYREXIAN = "phyrexian"          # CR 107.4f / 601.2b: a Phyrexian symbol: mana or life
    ATTACKERS = "attackers"          # CR 508.1: one attacker at a time, then done
    BLOCKERS = "blockers"            # CR 509.1: one block at a time, then done
    DAMAGE = "damage"                # CR 510.1c-d: divide combat damage
    TRIGGER_ORDER = "trigger_order"  # CR 603.3b: pick the next trigger to put on the stack
    REPLACEMENT = "replacement"      # CR 616.1: pick the next replacement effect to apply
    CHOOSE = "choose"                # a color, a card, a sector, an option, ... (CR 608.2d)


# Module-level names kept for the call sites (``ask(s, pid, PRIORITY, ...)``).
PRIORITY = DecisionKind.PRIORITY
MULLIGAN = DecisionKind.MULLIGAN
BOTTOM = DecisionKind.BOTTOM
DISCARD = DecisionKind.DISCARD
TARGET = DecisionKind.TARGET
CHOOSE_X = DecisionKind.CHOOSE_X
MODE = DecisionKind.MODE
MAY = DecisionKind.MAY
PAY_MANA = DecisionKind.PAY_MANA
PHYREXIAN = DecisionKind.PHYREXIAN
ATTACKERS = DecisionKind.ATTACKERS
BLOCKERS = DecisionKind.BLOCKERS
DAMAGE = DecisionKind.DAMAGE
TRIGGER_ORDER = DecisionKind.TRIGGER_ORDER
REPLACEMENT = DecisionKind.REPLACEMENT
CHOOSE = DecisionKind.CHOOSE


class ActionKind(_Kind):
    """What a player does; the argument signature of each kind is in :data:`SIGNATURES`."""

    PASS = "pass"                # CR 117.3d: pass priority
    PLAY = "play"                # CR 305.1: play a land (object)
    CAST = "cast"                # CR 601.2: cast a spell (object)
    ACTIVATE = "activate"        # CR 602.2: activate an ability (object, ability key)
    KEEP = "keep"                # CR 103.5 keep a hand; CR 704.5j keep a legend (object)
    MULLIGAN = "mulligan"        # CR 103.5: take a mulligan
    BOTTOM = "bottom"            # CR 103.5: put a card on the bottom (object)
    DISCARD = "discard"          # CR 514.1: discard a card (object)
    MODE = "mode"                # CR 700.2: choose a mode (0-based index, its text)
    X = "x"                      # CR 107.3a: announce X (int)
    TARGET = "target"            # CR 115.1: choose a target (ref; none = no target)
    AUTO = "auto"                # CR 601.2g-h: pay the rest automatically
    MANA = "mana"                # CR 605.3a: activate a mana ability while paying (object, key)
    ATTACK = "attack"            # CR 508.1a: declare an attacker (object, defender ref)
    BLOCK = "block"              # CR 509.1a: declare a blocker (blocker, attacker)
    DONE = "done"                # finish a declaration one step at a time (CR 508.1, 509.1)
    RESET = "reset"              # start a block declaration over (CR 509.1c illegal whole)
    ASSIGN = "assign"            # CR 510.1c: assign combat damage (recipient ref, amount)
    ORDER = "order"              # CR 603.3b: put this pending trigger next (index)
    REPLACEMENT = "replacement"  # CR 616.1: apply this replacement effect next (object, key)
    CHOOSE = "choose"            # choose a named option: a color, a sector, top/bottom (str)
    CHOOSE_CARD = "choose_card"  # choose a card, or none (ref)
    YES = "yes"                  # "you may": do it (CR 608.2d)
    NO = "no"                    # "you may": don't
    TURN_FACE_UP = "turn_face_up"  # CR 116.2b: turn a face-down permanent face up (object)


class ArgType(_Kind):
    """The type of one action argument.

    ``object``: an object id (int > 0). ``ref``: a :class:`Ref` (player, object or none).
    ``int``: an integer. ``str``: a string (a color, a sector, an ability key, a mode's text).
    """

    OBJECT = "object"
    REF = "ref"
    INT = "int"
    STR = "str"


_O, _R, _I, _S = ArgType.OBJECT, ArgType.REF, ArgType.INT, ArgType.STR

#: The argument signatures of each action kind (a kind may have more than one arity).
SIGNATURES: Mapping[ActionKind, tuple[tuple[ArgType, ...], ...]] = {
    ActionKind.PASS: ((),), ActionKind.PLAY: ((_O,),), ActionKind.CAST: ((_O,),),
    ActionKind.ACTIVATE: ((_O, _S),), ActionKind.KEEP: ((), (_O,)),
    ActionKind.MULLIGAN: ((),), ActionKind.BOTTOM: ((_O,),), ActionKind.DISCARD: ((_O,),),
    ActionKind.MODE: ((_I, _S),), ActionKind.X: ((_I,),), ActionKind.TARGET: ((_R,),),
    ActionKind.AUTO: ((),), ActionKind.MANA: ((_O, _S),), ActionKind.ATTACK: ((_O, _R),),
    ActionKind.BLOCK: ((_O, _O),), ActionKind.DONE: ((),), ActionKind.RESET: ((),),
    ActionKind.ASSIGN: ((_R, _I),), ActionKind.ORDER: ((_I,),),
    ActionKind.REPLACEMENT: ((_O, _S),), ActionKind.CHOOSE: ((_S,),),
    ActionKind.CHOOSE_CARD: ((_R,),), ActionKind.YES: ((),), ActionKind.NO: ((),),
    ActionKind.TURN_FACE_UP: ((_O,),),
}

# str -> member; a StrEnum member hashes like its value, so this also maps members to
# themselves.
_ACTION_KINDS: dict[str, ActionKind] = {k.value: k for k in ActionKind}
#: Action kinds by their string value.
ACTION_KINDS: Mapping[str, ActionKind] = _ACTION_KINDS
_DECISION_KINDS: dict[str, DecisionKind] = {k.value: k for k in DecisionKind}
# kind -> positions of ``ref`` arguments (normalised to Ref on construction)
_REF_POSITIONS: dict[str, tuple[int, ...]] = {
    k.value: tuple(sorted({i for sig in sigs for i, t in enumerate(sig) if t is _R}))
    for k, sigs in SIGNATURES.items() if any(_R in sig for sig in sigs)
}


class RefKind(_Kind):
    """What a :class:`Ref` points to."""

    PLAYER = "player"
    OBJECT = "object"
    NONE = "none"


class Ref(int):
    """A typed reference to a player, an object or nothing (CR 115.1: a target is an object
    or a player; "up to one" slots may choose none).

    A Ref is an int in the engine's encoding (object id > 0; player ``i`` is ``-(i + 1)``;
    none is 0), so it compares and hashes like that int and serialises as it. Build one with
    :meth:`to_player`, :meth:`to_object` or :data:`Ref.NONE`; read it with :attr:`kind`,
    :attr:`player` and :attr:`object`.
    """

    __slots__ = ()
    NONE: ClassVar[Ref]

    @staticmethod
    def to_player(index: int) -> Ref:
        """A reference to the player at seat ``index`` (0-based). Raises ValueError if
        ``index`` is negative."""
        if index < 0:
            raise ValueError(f"player index must be >= 0, not {index}")
        return Ref(-(index + 1))

    @staticmethod
    def to_object(oid: int) -> Ref:
        """A reference to object ``oid``. Raises ValueError if ``oid`` is not positive."""
        if oid <= 0:
            raise ValueError(f"object id must be > 0, not {oid}")
        return Ref(oid)

    @property
    def kind(self) -> RefKind:
        """PLAYER, OBJECT or NONE."""
        return RefKind.PLAYER if self < 0 else RefKind.OBJECT if self > 0 else RefKind.NONE

    @property
    def player(self) -> int | None:
        """The player's seat index when this refers to a player, else None."""
        return -int(self) - 1 if self < 0 else None

    @property
    def object(self) -> int | None:
        """The object id when this refers to an object, else None."""
        return int(self) if self > 0 else None

    def __repr__(self) -> str:
        if self < 0:
            return f"Ref.to_player({-int(self) - 1})"
        return f"Ref.to_object({int(self)})" if self > 0 else "Ref.NONE"

    __str__ = int.__repr__  # text built from refs (log lines) is unchanged


Ref.NONE = Ref(0)

#: One action argument.
Arg: TypeAlias = Any  # int, str or Ref, by the kind's signature


class Action:
    """A player's action: an :class:`ActionKind` plus its arguments (ints, strings, refs).

    Immutable and hashable; equal to another action with the same kind and arguments (a
    :class:`Ref` equals its int encoding). Examples: ``Action("pass")``,
    ``Action(ActionKind.CAST, (12,))``, ``Action("target", (Ref.to_player(1),))``.
    ``to_data`` gives the JSON list form ``["cast", 12]``; :mod:`mtgrules.notation` writes
    and reads the text form ``cast #12``.

    Raises IllegalActionError for an unknown kind. The arguments are checked against the
    kind's signature by :meth:`from_data` and :meth:`check` (trusted engine code builds
    actions without the check, for speed); ``ref`` arguments become :class:`Ref`.
    """

    __slots__ = ("kind", "args")
    kind: ActionKind
    args: tuple[Arg, ...]

    def __init__(self, kind: ActionKind | str, args: tuple[Arg, ...] = ()) -> None:
        k = _ACTION_KINDS.get(kind) if isinstance(kind, str) else None
        if k is None:
            raise IllegalActionError(f"unknown action kind {kind!r} (known: "
                                     f"{', '.join(_ACTION_KINDS)})")
        if type(args) is not tuple:
            if not isinstance(args, (tuple, list)):
                raise IllegalActionError(f"the arguments of a {k.value!r} action are a tuple, "
                                         f"not {type(args).__name__} {args!r:.40}")
            args = tuple(args)
        pos = _REF_POSITIONS.get(k)
        if pos is not None and args:
            lst = list(args)
            for i in pos:
                if i < len(lst) and type(lst[i]) is int:
                    lst[i] = Ref(lst[i])
            args = tuple(lst)
        _SET_KIND(self, k)
        _SET_ARGS(self, args)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Action is immutable (can't set {name!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __reduce__(self) -> tuple[type[Action], tuple[ActionKind, tuple[Arg, ...]]]:
        return (Action, (self.kind, self.args))

    def __repr__(self) -> str:
        return f"Action({self.kind.value!r}, {self.args!r})" if self.args else \
            f"Action({self.kind.value!r})"

    def __str__(self) -> str:
        """The action in the notation without names (``cast #12``, ``target P2``); a
        malformed action shows its list form."""
        try:
            return self.spell()
        except IllegalActionError:
            return str(self.to_data())

    def spell(self, object_name: Callable[[int], str | None] | None = None) -> str:
        """The action in the notation of :mod:`mtgrules.notation` (the writer lives here so
        that ``str(action)`` is that spelling too); ``object_name`` names objects
        (``Grizzly Bears#12``). Raises IllegalActionError for a malformed action."""
        sig = self._signature()
        if not sig:
            return self.kind.value
        return " ".join([self.kind.value, *(spell_arg(t, v, object_name)
                                            for t, v in zip(sig, self.args, strict=True))])

    def _signature(self) -> tuple[ArgType, ...]:
        self.check()
        return next(sig for sig in SIGNATURES[self.kind] if len(sig) == len(self.args))

    def ref(self, i: int = 0) -> Ref:
        """Argument ``i`` as a :class:`Ref` (for ``target``, ``attack``, ``assign``,
        ``choose_card``, and object arguments). Raises IllegalActionError if it is not an
        int."""
        a = self.args[i] if 0 <= i < len(self.args) else None
        if not isinstance(a, int) or isinstance(a, bool):
            raise IllegalActionError(f"argument {i} of {self} is not a reference")
        return a if isinstance(a, Ref) else Ref(a)

    def refs(self) -> tuple[Ref, ...]:
        """The arguments that name an object, a player or nothing (``object`` and ``ref``
        positions of the kind's signature), as :class:`Ref`, in order."""
        for sig in SIGNATURES[self.kind]:
            if len(sig) == len(self.args):
                return tuple(Ref(a) for t, a in zip(sig, self.args, strict=True)
                             if t is ArgType.OBJECT or t is ArgType.REF)
        return ()

    def declines(self) -> bool:
        """True for the "nothing" option of a choice (``target none``, ``choose_card
        none``): a ``ref`` argument that is :data:`Ref.NONE`."""
        return any(r.kind is RefKind.NONE for r in self.refs())

    def to_data(self) -> list[Any]:
        """JSON-compatible list ``[kind, *args]`` (refs as their int encoding)."""
        return [_KIND_VALUES[self.kind], *self.args]

    @staticmethod
    def from_data(data: object) -> Action:
        """Inverse of :meth:`to_data`, validated: raises IllegalActionError naming what is
        wrong when ``data`` is not a non-empty list or tuple ``[kind, *args]`` with a known
        kind and arguments matching one of the kind's signatures."""
        if not isinstance(data, (list, tuple)):
            raise IllegalActionError(f"an action's list form is [kind, *args], not "
                                     f"{type(data).__name__} {data!r:.60}")
        if not data:
            raise IllegalActionError("an empty list is not an action (expected [kind, *args])")
        return Action(_kind_of(data[0]), tuple(data[1:])).check()

    @staticmethod
    def trusted(data: Sequence[Any]) -> Action:
        """:meth:`from_data` without the signature check, for the engine's own stored
        answers (the hot path)."""
        return Action(data[0], tuple(data[1:]))

    def check(self) -> Action:
        """Return self if the arguments match one of the kind's signatures (SIGNATURES);
        raise IllegalActionError naming the problem otherwise."""
        sigs = SIGNATURES[self.kind]
        problem = ""
        for sig in sigs:
            if len(sig) != len(self.args):
                continue
            problem = next((p for p in map(_arg_problem, sig, self.args) if p), "")
            if not problem:
                return self
        expected = " or ".join(
            f"{self.kind.value}" + "".join(f" <{t.value}>" for t in sig) for sig in sigs)
        if problem:
            raise IllegalActionError(f"malformed action {self.to_data()!r}: {problem} "
                                     f"(expected {expected})")
        raise IllegalActionError(f"malformed action {self.to_data()!r}: {self.kind.value!r} "
                                 f"takes {' or '.join(str(len(s)) for s in sigs)} "
                                 f"argument(s), not {len(self.args)} (expected {expected})")


# The slots' own setters (the member descriptors), for Action.__init__: Action.__setattr__
# refuses every assignment, and these are quicker than object.__setattr__.
_SET_KIND = vars(Action)["kind"].__set__
_SET_ARGS = vars(Action)["args"].__set__
_KIND_VALUES: dict[ActionKind, str] = {k: k.value for k in ActionKind}
"""Each kind's plain string (reading ``Enum.value`` is a Python-level property)."""

PASS = Action("pass")
"""The pass action (CR 117.3d): actions are immutable, so one object serves every decision."""


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_:.'+/-]*\Z")
_PLAYER_WORD = re.compile(r"P[1-9][0-9]*\Z")


def decorable_name(name: str) -> bool:
    """Whether ``name`` can be written before ``#id`` in the notation (no ``#`` or ``"``, no
    surrounding spaces)."""
    return bool(name) and name == name.strip() and '"' not in name and "#" not in name


def spell_arg(t: ArgType, value: Any,
              object_name: Callable[[int], str | None] | None = None) -> str:
    """One argument of type ``t`` in the notation (grammar in :mod:`mtgrules.notation`):
    strings as a bare word or a JSON string, ints in decimal, refs as ``P<seat>``, ``none``
    or ``[name]#id``."""
    if t is ArgType.STR:
        s = str(value)
        if _WORD.match(s) and s != "none" and not _PLAYER_WORD.match(s):
            return s
        return json.dumps(s, ensure_ascii=False)
    v = int(value)
    if t is ArgType.INT:
        return str(v)
    if t is ArgType.REF and v <= 0:
        return "none" if v == 0 else f"P{-v}"
    name = object_name(v) if object_name is not None else None
    return f"{name}#{v}" if name is not None and decorable_name(name) else f"#{v}"


def _kind_of(value: object) -> ActionKind:
    k = _ACTION_KINDS.get(value) if isinstance(value, str) else None
    if k is None:
        raise IllegalActionError(f"unknown action kind {value!r} (known: "
                                 f"{', '.join(_ACTION_KINDS)})")
    return k


def _arg_problem(t: ArgType, v: object) -> str:
    if t is ArgType.STR:
        return "" if isinstance(v, str) else f"{v!r} is not a string"
    if not isinstance(v, int) or isinstance(v, bool):
        return f"{v!r} is not an integer"
    if t is ArgType.OBJECT and v <= 0:
        return f"{v!r} is not an object id (ids are > 0)"
    return ""


# --------------------------------------------------------------------------------------------
# Decision contexts
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DecisionContext:
    """Details of a pending decision beyond its options (base class; one subclass per
    :class:`DecisionKind`). Iterating gives ``(field, value)`` pairs of the fields that are
    set, so ``dict(decision.context)`` works as before."""

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if v is not None:
                yield f.name, v

    def to_data(self) -> list[list[Any]]:
        """JSON form: ``[[field, value], ...]`` (tuples as lists)."""
        return [[k, list(v) if isinstance(v, tuple) else v] for k, v in self]


@dataclass(frozen=True, slots=True)
class PriorityContext(DecisionContext):
    """CR 117: nothing beyond the options."""


@dataclass(frozen=True, slots=True)
class MulliganContext(DecisionContext):
    """CR 103.5: ``mulligans`` taken so far."""

    mulligans: int


@dataclass(frozen=True, slots=True)
class BottomContext(DecisionContext):
    """CR 103.5: nothing beyond the options."""


@dataclass(frozen=True, slots=True)
class DiscardContext(DecisionContext):
    """CR 514.1: nothing beyond the options."""


@dataclass(frozen=True, slots=True)
class TargetContext(DecisionContext):
    """CR 601.2c / 602.2b / 603.3d: ``obj`` is the spell or ability on the stack being given
    targets, ``slot`` the 0-based target slot."""

    obj: int
    slot: int


@dataclass(frozen=True, slots=True)
class ChooseXContext(DecisionContext):
    """CR 601.2b: ``obj`` is the spell whose X is announced."""

    obj: int


@dataclass(frozen=True, slots=True)
class ModeContext(DecisionContext):
    """CR 700.2: ``modes`` are the texts of all modes in printed order (the options are the
    castable ones); ``obj`` is the spell."""

    modes: tuple[str, ...]
    obj: int


@dataclass(frozen=True, slots=True)
class MayContext(DecisionContext):
    """CR 608.2d: the prompt says what may be done."""


@dataclass(frozen=True, slots=True)
class PayManaContext(DecisionContext):
    """CR 601.2g-h: ``cost`` is the mana cost being paid, in mana symbols."""

    cost: str


@dataclass(frozen=True, slots=True)
class PhyrexianContext(DecisionContext):
    """CR 107.4f, 601.2b: ``symbol`` is the Phyrexian mana symbol being decided (``"{B/P}"``),
    ``cost`` the cost still to pay with it (its earlier Phyrexian symbols already decided);
    the options are ``choose mana`` and ``choose life`` (2 life)."""

    symbol: str
    cost: str


@dataclass(frozen=True, slots=True)
class AttackersContext(DecisionContext):
    """CR 508.1: ``declared`` attackers so far."""

    declared: int


@dataclass(frozen=True, slots=True)
class BlockersContext(DecisionContext):
    """CR 509.1: nothing beyond the options."""


@dataclass(frozen=True, slots=True)
class DamageContext(DecisionContext):
    """CR 510.1c-d: ``attacker`` is the creature whose damage is being divided."""

    attacker: int


@dataclass(frozen=True, slots=True)
class TriggerOrderContext(DecisionContext):
    """CR 603.3b: for each pending trigger of this player, in the order the ``order`` options
    index them: its ability key, its source object id and a text."""

    abilities: tuple[str, ...]
    sources: tuple[int, ...] = ()
    texts: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ReplacementContext(DecisionContext):
    """CR 616.1: ``source`` is the object the event affects or comes from (the permanent
    whose mana, counters or damage the replacement effects modify)."""

    source: int


@dataclass(frozen=True, slots=True)
class ChooseContext(DecisionContext):
    """A choice during resolution (CR 608.2d): ``obj`` is the object the choice is about
    (scry's card, a sector's permanent), ``source`` the object producing mana, if any."""

    obj: int | None = None
    source: int | None = None


#: The context type of each decision kind.
CONTEXT_TYPES: Mapping[DecisionKind, type[DecisionContext]] = {
    DecisionKind.PRIORITY: PriorityContext, DecisionKind.MULLIGAN: MulliganContext,
    DecisionKind.BOTTOM: BottomContext, DecisionKind.DISCARD: DiscardContext,
    DecisionKind.TARGET: TargetContext, DecisionKind.CHOOSE_X: ChooseXContext,
    DecisionKind.MODE: ModeContext, DecisionKind.MAY: MayContext,
    DecisionKind.PAY_MANA: PayManaContext, DecisionKind.PHYREXIAN: PhyrexianContext,
    DecisionKind.ATTACKERS: AttackersContext,
    DecisionKind.BLOCKERS: BlockersContext, DecisionKind.DAMAGE: DamageContext,
    DecisionKind.TRIGGER_ORDER: TriggerOrderContext,
    DecisionKind.REPLACEMENT: ReplacementContext, DecisionKind.CHOOSE: ChooseContext,
}


_CONTEXT_FIELDS = {k: frozenset(f.name for f in dataclasses.fields(c))
                   for k, c in CONTEXT_TYPES.items()}
_EMPTY_CONTEXTS = {k: c() for k, c in CONTEXT_TYPES.items()
                   if all(f.default is not dataclasses.MISSING for f in dataclasses.fields(c))}


def decision_kind(value: object) -> DecisionKind:
    """The :class:`DecisionKind` named ``value``; raises ValueError for an unknown kind."""
    k = _DECISION_KINDS.get(value) if isinstance(value, str) else None
    if k is None:
        raise ValueError(f"unknown decision kind {value!r} (known: {', '.join(_DECISION_KINDS)})")
    return k


def make_context(kind: DecisionKind, fields: Mapping[str, Any]) -> DecisionContext:
    """The typed context of a ``kind`` decision from its fields (lists become tuples).

    Raises ValueError naming the decision kind and field when a field is unknown, missing
    or of the wrong shape.
    """
    if not fields:
        empty = _EMPTY_CONTEXTS.get(kind)
        if empty is not None:
            return empty
    cls = CONTEXT_TYPES[kind]
    names = _CONTEXT_FIELDS[kind]
    extra = sorted(set(fields) - names)
    if extra:
        raise ValueError(f"a {kind.value!r} decision has no context field {extra[0]!r} "
                         f"(fields: {', '.join(sorted(names)) or 'none'})")
    try:
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()})
    except TypeError as e:
        raise ValueError(f"bad context for a {kind.value!r} decision: {e}") from None


@dataclass(frozen=True, slots=True)
class Decision:
    """The one pending decision of a game.

    Attributes:
        player: index of the player who must decide.
        kind: the :class:`DecisionKind`.
        options: the legal actions, in a deterministic order.
        prompt: human-readable question.
        context: the typed details of this kind of decision (a :class:`DecisionContext`).
    """

    player: int
    kind: DecisionKind
    options: tuple[Action, ...]
    prompt: str = ""
    context: DecisionContext = PriorityContext()

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict (see the module docstring)."""
        return {
            "player": self.player, "kind": self.kind.value, "prompt": self.prompt,
            "options": [a.to_data() for a in self.options],
            "context": self.context.to_data(),
        }

    @staticmethod
    def from_data(data: dict[str, Any]) -> Decision:
        """Inverse of :meth:`to_data`. Raises ValueError (or IllegalActionError, a
        MtgRulesError, for a malformed option) when the data does not describe a decision."""
        kind = decision_kind(data["kind"])
        ctx = make_context(kind, {k: v for k, v in data["context"]})
        return Decision(data["player"], kind,
                        tuple(Action.from_data(a) for a in data["options"]), data["prompt"],
                        ctx)
