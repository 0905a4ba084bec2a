"""The action notation: one spelling of every action, like SAN for chess moves.

:func:`format_action` writes an :class:`~mtgrules.state.decision.Action`, :func:`parse_action`
reads one back (``parse_action(format_action(a)) == a`` for every action), and
:func:`format_decision` writes a pending decision with its numbered options. ``Game.apply``
accepts the notation, HumanAgent reads it, the CLI (``mtgrules play --actions``) and the
scenario runner print it, and its spelling of objects (``Grizzly Bears#12``) is the log's and
the board renderer's.

Grammar (an action is its kind followed by its arguments, one space apart; the argument
types of each kind are ``mtgrules.state.decision.SIGNATURES``)::

    action  := kind { " " arg }
    kind    := "pass" | "play" | "cast" | "activate" | "keep" | "mulligan" | "bottom"
             | "discard" | "mode" | "x" | "target" | "auto" | "mana" | "attack" | "block"
             | "done" | "reset" | "assign" | "order" | "replacement" | "choose"
             | "choose_card" | "yes" | "no"
    arg     := object | ref | int | string            (as the kind's signature says)
    object  := [name] "#" id                           "#45", "Lightning Bolt#45"
    ref     := player | object | "none"                a target, a defender, a recipient
    player  := "P" seat                                "P1" is the first player (index 0)
    int     := ["-"] digit { digit }
    string  := word | json-string                      "blue", "basic:Island",
                                                       "\\"Goblin Guide#1\\""
    word    := a string of letters, digits and _ : . ' + / - that starts with a letter or
               "_" and is not "none" or a player

The ``name`` before ``#id`` is decoration: :func:`format_action` writes it when given a game
or a player's view that can see the object (it is the log's spelling of objects,
``Grizzly Bears#12``), and :func:`parse_action` checks it against the game when given one.
With a game (or explicit ``options``), the parser also reads what a person would type and
resolves it against the legal options: an object by name alone (``cast Lightning Bolt``,
refused when two different options would match) and a player by name (``target Bob``).

Examples: ``pass``; ``play Forest#3``; ``cast Lightning Bolt#45``; ``target P2``;
``target none``; ``attack Goblin Guide#12 P2``; ``block Grizzly Bears#13 Goblin Guide#12``;
``activate Llanowar Elves#7 "Llanowar Elves#0"``; ``mana Mountain#4 basic:Mountain``;
``mode 0 "Counter target spell."``; ``x 3``; ``choose blue``; ``choose_card none``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from mtgrules.errors import IllegalActionError
from mtgrules.state.decision import (
    ACTION_KINDS,
    SIGNATURES,
    Action,
    ArgType,
    Decision,
    Ref,
    decorable_name,
    spell_arg,
)
from mtgrules.state.game_state import GameState

__all__ = ["NameSource", "format_action", "format_arg", "format_decision", "parse_action"]


class NameSource(Protocol):
    """What names objects and players for the notation: a ``Game`` (sees everything) or a
    ``PlayerView`` (hides what its player can't see)."""

    def object_name(self, oid: int) -> str | None:
        """The name of object ``oid``, or None if unknown or hidden."""
        ...

    def player_names(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        ...


class _StateNames:
    """A :class:`NameSource` over a bare :class:`GameState`."""

    __slots__ = ("s",)

    def __init__(self, s: GameState) -> None:
        self.s = s

    def object_name(self, oid: int) -> str | None:
        o = self.s.objects.get(oid)
        return o.card if o is not None else None

    def player_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.s.players)


def _source(source: NameSource | GameState | None) -> NameSource | None:
    return _StateNames(source) if isinstance(source, GameState) else source


_PLAYER = re.compile(r"P([1-9][0-9]*)(?= |\Z)")
_INT = re.compile(r"-?[0-9]+(?= |\Z)")
_ID = re.compile(r"#([1-9][0-9]*)(?= |\Z)")


def _namer(source: NameSource | GameState | None) -> Callable[[int], str | None] | None:
    names = _source(source)
    return names.object_name if names is not None else None


def format_arg(t: ArgType, value: Any, source: NameSource | GameState | None = None) -> str:
    """One argument of type ``t`` in the notation (see the module grammar)."""
    return spell_arg(t, value, _namer(source))


def format_action(action: Action, source: NameSource | GameState | None = None) -> str:
    """The notation of ``action``, e.g. ``"cast Lightning Bolt#45"`` with a game, ``"cast
    #45"`` without (that is also ``str(action)``); player references are ``P1``, ``P2``...

    With ``source`` (a ``Game``, a ``PlayerView`` or a ``GameState``) objects are decorated
    with their names; a view never names a card its player can't see. Raises
    IllegalActionError for an action whose arguments match none of its kind's signatures.
    """
    return action.spell(_namer(source))


def format_decision(decision: Decision, source: NameSource | GameState | None = None,
                    numbered: bool = True) -> str:
    """A decision as text: the first line ``"P1 priority: Alice has priority"`` (who, what
    kind, the prompt), then one line per option in the notation, numbered from 1 unless
    ``numbered`` is False."""
    lines = [f"P{decision.player + 1} {decision.kind.value}: {decision.prompt}".rstrip()]
    for i, a in enumerate(decision.options, start=1):
        text = format_action(a, source)
        lines.append(f"  {i:>2}. {text}" if numbered else f"  {text}")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Named:
    """``name#id``: an object id with a name to check."""

    oid: int
    name: str


@dataclass(frozen=True, slots=True)
class _ByName:
    """A name without an id, resolved against the legal options."""

    name: str
    players: bool  # may name a player (a ref position)


def _rest(text: str, end: int) -> str | None:
    """What follows a token that ended at ``end`` (None when no space separates them)."""
    if end == len(text):
        return ""
    return text[end:].lstrip(" ") if text[end] == " " else None


def _splits(text: str) -> Iterator[tuple[str, str]]:
    """Every way to cut ``text`` at a space: (head, tail), longest head last."""
    for m in re.finditer(r" +", text):
        yield text[:m.start()], text[m.end():]
    yield text, ""


def _candidates(text: str, t: ArgType, loose: bool) -> Iterator[tuple[Any, str]]:
    """Readings of one argument of type ``t`` at the start of ``text``: (value, rest)."""
    if t is ArgType.STR:
        if text.startswith('"'):
            try:
                value, end = json.JSONDecoder().raw_decode(text)
            except json.JSONDecodeError:
                return
            rest = _rest(text, end)
            if isinstance(value, str) and rest is not None:
                yield value, rest
            return
        head, _, tail = text.partition(" ")
        if head:
            yield head, tail.lstrip(" ")
        return
    if t is ArgType.INT:
        m = _INT.match(text)
        if m:
            yield int(m.group()), text[m.end():].lstrip(" ")
        return
    if t is ArgType.REF:
        m = _PLAYER.match(text)
        if m:
            yield Ref.to_player(int(m.group(1)) - 1), text[m.end():].lstrip(" ")
        if text == "none" or text.startswith("none "):
            yield Ref.NONE, text[4:].lstrip(" ")
    m = _ID.match(text)
    if m:
        yield int(m.group(1)), text[m.end():].lstrip(" ")
    for m in _ID.finditer(text):
        name = text[:m.start()]
        if m.start() > 0 and decorable_name(name):
            yield _Named(int(m.group(1)), name), text[m.end():].lstrip(" ")
    if loose:
        for head, tail in _splits(text):
            if head and "#" not in head and '"' not in head:
                yield _ByName(head, t is ArgType.REF), tail


def _readings(text: str, sig: tuple[ArgType, ...], loose: bool) -> Iterator[list[Any]]:
    if not sig:
        if not text:
            yield []
        return
    for value, rest in _candidates(text, sig[0], loose):
        for tail in _readings(rest, sig[1:], loose):
            yield [value, *tail]


def _fold(name: str) -> str:
    return " ".join(name.split()).casefold()


def _arg_matches(pattern: Any, value: Any, names: NameSource | None) -> bool:
    if isinstance(pattern, _ByName):
        if not isinstance(value, int) or isinstance(value, bool):
            return False
        want = _fold(pattern.name)
        if value > 0:
            return names is not None and want in _known_names(names, value)
        if value < 0 and pattern.players and names is not None:
            seats = names.player_names()
            seat = -value - 1
            return seat < len(seats) and _fold(seats[seat]) == want
        return False
    if isinstance(pattern, _Named):
        return bool(value == pattern.oid)
    return bool(pattern == value and type(pattern) is not bool and type(value) is not bool)


def _known_names(names: NameSource, oid: int) -> set[str]:
    """The folded names object ``oid`` may be written by: the name ``names`` shows (a token's
    "Goblin Token", CR 111.4) and, from a source that has ``object_card``, its card's
    definition key too (what older notation and scenario files wrote)."""
    out = set()
    shown = names.object_name(oid)
    if shown is not None:
        out.add(_fold(shown))
        card = getattr(names, "object_card", None)
        key = card(oid) if card is not None else None
        if key is not None:
            out.add(_fold(key))
    return out


def _check_names(kind: str, args: list[Any], names: NameSource | None) -> tuple[Any, ...]:
    out = []
    for a in args:
        if isinstance(a, _Named):
            got = names.object_name(a.oid) if names is not None else None
            if got is not None and names is not None \
                    and _fold(a.name) not in _known_names(names, a.oid):
                raise IllegalActionError(f"in {kind!r}: #{a.oid} is {got}, not {a.name}")
            out.append(a.oid)
        else:
            out.append(a)
    return tuple(out)


def parse_action(text: str, source: NameSource | GameState | None = None,
                 options: Sequence[Action] | None = None) -> Action:
    """Read the notation ``text`` (see the module grammar) into an Action.

    ``source`` (a ``Game``, ``PlayerView`` or ``GameState``) checks the names written before
    ``#id``; ``options`` (default: ``source.legal_actions()`` when ``source`` has it) lets a
    name stand for an object or player without its id, resolved against those options.
    The result is not checked for legality here (``Game.apply`` does that).

    Raises IllegalActionError naming the problem: not a string, an unknown kind, arguments
    that fit none of the kind's signatures, a name that doesn't match its ``#id``, or a
    name-only reading that matches no option or several different ones.
    """
    if not isinstance(text, str):
        raise IllegalActionError(f"an action in notation is a string, not "
                                 f"{type(text).__name__}")
    line = text.strip()
    word, _, rest = line.partition(" ")
    kind = ACTION_KINDS.get(word)
    if kind is None:
        raise IllegalActionError(f"can't read {text!r} as an action: unknown action kind "
                                 f"{word!r} (known: {', '.join(ACTION_KINDS)})")
    names = _source(source)
    if options is None and source is not None and hasattr(source, "legal_actions"):
        options = source.legal_actions()
    rest = rest.strip(" ")
    first_error: IllegalActionError | None = None
    for sig in SIGNATURES[kind]:
        for args in _readings(rest, sig, loose=False):
            try:
                return Action(kind, _check_names(kind, args, names)).check()
            except IllegalActionError as e:
                first_error = first_error or e
    if first_error is not None:
        raise first_error
    if options:
        for sig in SIGNATURES[kind]:
            hits: list[Action] = []
            for args in _readings(rest, sig, loose=True):
                for o in options:
                    if o.kind == kind and len(o.args) == len(args) and o not in hits and all(
                            _arg_matches(p, v, names) for p, v in zip(args, o.args,
                                                                         strict=True)):
                        hits.append(o)
                if hits:
                    break
            if len(hits) == 1:
                return hits[0]
            if hits:
                raise IllegalActionError(
                    f"{text!r} is ambiguous: it could be "
                    + ", ".join(format_action(h, names) for h in hits[:6])
                    + "; write the #id")
    expected = " or ".join(kind.value + "".join(f" <{t.value}>" for t in sig)
                           for sig in SIGNATURES[kind])
    names_only = not any(re.fullmatch(r"P-?[0-9]+|#[0-9]+|-?[0-9]+", w) for w in rest.split())
    if options and rest and names_only and any(
            next(_readings(rest, sig, loose=True), None) is not None for sig in SIGNATURES[kind]):
        legal = [format_action(o, names) for o in options]
        raise IllegalActionError(
            f"no legal option matches {text!r} now; legal: {', '.join(legal[:12])}"
            + (" ..." if len(legal) > 12 else ""))
    hint = "" if options else " (names without #id need a game)"
    raise IllegalActionError(f"can't read {text!r} as an action: expected {expected}{hint}")
