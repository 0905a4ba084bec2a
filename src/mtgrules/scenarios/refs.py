"""Resolving scenario object references against a game (SCENARIO_FORMAT "Referring to objects").

:class:`_Refs` turns ``Name[@zone][#N]``, ``id:`` labels and player names into object ids and
player references; :func:`_follow_labels` keeps labels on a card across zone changes (CR 400.7).
Also here: the exceptions by which the runner reports a refused action or a bad reference, and
:func:`_suggest` ("did you mean ...?") for unknown names.
"""

from __future__ import annotations

from mtgrules.cards.registry import card_names, get_card, is_known_card
from mtgrules.errors import UnknownCardError
from mtgrules.game import Game
from mtgrules.rules.layers import characteristics
from mtgrules.scenarios.model import ObjectRef, Scenario
from mtgrules.scenarios.parser import parse_ref
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player


class _Refused(Exception):
    """An action could not be carried out: the engine (or the rules the runner checks for it)
    refused it."""


class _BadRef(_Refused):
    """A reference in the scenario resolves to nothing (no such object in that zone, an
    ambiguous name, an unknown card name): a mistake in the scenario, not a refusal by the
    engine. The runner turns it into a ScenarioError at the action's line."""


class _Unanswered(_Refused):
    """The next action does not answer the decision pending before it (strict mode)."""


def _suggest(name: str, extra: list[str] | tuple[str, ...] = ()) -> str:
    """``" (did you mean 'X'?)"`` for the closest card name (or ``extra`` word), else ``""``."""
    import difflib

    pool = list(dict.fromkeys([*card_names(), *extra]))
    close = difflib.get_close_matches(name, pool, n=1)
    if not close:
        close = [c for c in difflib.get_close_matches(name.casefold(),
                                                      [x.casefold() for x in pool], n=1)]
        close = [x for x in pool if close and x.casefold() == close[0]][:1]
    return f" (did you mean {close[0]!r}?)" if close else ""


# --------------------------------------------------------------------------------------------
# Object references
# --------------------------------------------------------------------------------------------


def _zone_ids(s: GameState, zone: str) -> list[int]:
    if zone == "battlefield":
        return list(s.battlefield)
    if zone == "stack":
        return list(reversed(s.stack))  # top first
    if zone == "exile":
        return list(s.exile)
    if zone == "command":  # commanders (CR 903.6), dungeons (309.2b); no emblems, designations
        return [o.id for o in s.objects.values() if o.zone == "command" and o.kind == "card"]
    out: list[int] = []
    for p in s.players:
        out.extend(getattr(p, zone))
    return out


def _controller(s: GameState, oid: int) -> int:
    o = s.objects[oid]
    return characteristics(s, oid).controller if o.zone == "battlefield" else o.controller


_NAMED_ZONES = ("battlefield", "stack")


def named(s: GameState, ids: list[int], name: str) -> list[int]:
    """The objects of ``ids`` a scenario names ``name`` (SCENARIO_FORMAT "Referring to
    objects"), in order: those of that card (the definition each was made from, as files
    written to format 1 name them: ``"Clone"``, ``"1/1 red Goblin creature token"``); when
    there is none, those on the battlefield or the stack whose current name is ``name``
    (CR 201.2): a token's name (111.4: ``"Goblin Token"``) or a copy's copied name (707.2)."""
    objs = s.objects
    hits = [x for x in ids if objs[x].card == name]
    if hits:
        return hits
    return [x for x in ids if objs[x].zone in _NAMED_ZONES and objs[x].kind != "ability"
            and not objs[x].face_down and characteristics(s, x).name == name]


def _labels(s: GameState) -> dict[str, int]:
    labels: dict[str, int] = s.extra.get("scenario_labels", {})
    return labels


def _follow_labels(s: GameState) -> None:
    """Keep ``id:`` labels on the same card after it changes zones (it becomes a new object,
    CR 400.7): a label on an object that is gone moves to the newest object of the same card
    and owner not labelled otherwise."""
    labels = _labels(s)
    taken = set(labels.values())
    for label, oid in list(labels.items()):
        o = s.objects.get(oid)
        if o is None or o.zone != "gone":
            continue
        cands = [x for x, n in s.objects.items() if x > oid and n.zone != "gone"
                 and n.card == o.card and n.owner == o.owner and x not in taken
                 and n.kind != "ability"]
        if cands:
            labels[label] = cands[0]
            taken.add(cands[0])


class _Refs:
    """Resolves scenario references against a game (SCENARIO_FORMAT "Referring to objects")."""

    def __init__(self, game: Game, scenario: Scenario) -> None:
        self.game = game
        self.names = [p.name for p in scenario.players]
        #: objects no reference may resolve to (the spell or ability being cast or activated
        #: while its targets are chosen: it can't target itself, CR 601.2c, 115.5)
        self.exclude: set[int] = set()

    @property
    def s(self) -> GameState:
        return self.game.state

    def _ids(self, zone: str) -> list[int]:
        return [x for x in _zone_ids(self.s, zone) if x not in self.exclude]

    def unknown_name(self, name: str) -> str | None:
        """Why ``name`` can't refer to anything (not a label, player, object in the game or
        card name), with a suggestion; None when it could."""
        s = self.s
        if name in _labels(s) or name in self.names or is_known_card(name):
            return None
        if any(o.card == name for o in s.objects.values()) or named(
                s, [*s.battlefield, *s.stack], name):
            return None
        try:
            get_card(name)
            return None
        except UnknownCardError:
            pass
        return (f"{name!r} is not a card name, player or id label"
                + _suggest(name, [*self.names, *_labels(s)]))

    def player(self, name: str) -> int | None:
        return self.names.index(name) if name in self.names else None

    def obj(self, text: str, zone: str = "battlefield", fallback: bool = False,
            controller: int | None = None) -> int:
        """Object id for ``text`` in ``zone`` (``@zone`` overrides); raises _Refused.

        When a plain name matches several objects and ``controller`` is given (the context
        implies whose object it is: an attacker, a blocker, a mana source), the name may match
        exactly one object of that player instead."""
        ref = parse_ref(text)
        s = self.s
        labels = _labels(s)
        if ref.name_or_label in labels and ref.index is None:
            oid = labels[ref.name_or_label]
            o = s.objects.get(oid)
            if o is not None and o.zone != "gone" and (ref.zone is None or o.zone == ref.zone):
                return oid
            raise _BadRef(f"{text!r} is no longer "
                          + (f"in the {ref.zone}" if ref.zone else "in the game"))
        found = self._find(ref, ref.zone or zone)
        if found is None and controller is not None and ref.index is None:
            mine = [x for x in named(s, self._ids(ref.zone or zone), ref.name_or_label)
                    if _controller(s, x) == controller]
            if len(mine) == 1:
                found = mine[0]
        if found is None and fallback and ref.zone is None and ref.index is None:
            hits = [x for z in ("battlefield", "stack", "hand", "graveyard", "exile", "library",
                                "command")
                    for x in named(s, self._ids(z), ref.name_or_label)]
            if len(hits) == 1:
                return hits[0]
        if found is None:
            z = ref.zone or zone
            n = len(named(s, self._ids(z), ref.name_or_label))
            if n > 1 and ref.index is None:
                raise _BadRef(f"{text!r} is ambiguous: {n} objects named "
                               f"{ref.name_or_label!r} in the {z} (use {ref.name_or_label}#N "
                               "or an id label)")
            if ref.index is not None and n:
                raise _BadRef(f"no object {text!r}: only {n} object{'s' if n > 1 else ''} "
                               f"named {ref.name_or_label!r} in the {z}")
            elsewhere = [s.objects[x].zone for zz in ("battlefield", "stack", "hand",
                                                       "graveyard", "exile", "library", "command")
                         for x in named(s, self._ids(zz), ref.name_or_label)]
            where = f" (it is in: {', '.join(sorted(set(elsewhere)))})" if elsewhere else ""
            unknown = self.unknown_name(ref.name_or_label)
            if unknown is not None:
                where += f"; {unknown}"
            raise _BadRef(f"no object {text!r} in the {z}{where}")
        return found

    def _find(self, ref: ObjectRef, zone: str) -> int | None:
        s = self.s
        hits = named(s, self._ids(zone), ref.name_or_label)
        if ref.index is not None:
            return hits[ref.index - 1] if len(hits) >= ref.index else None
        return hits[0] if len(hits) == 1 else None

    def target(self, text: str) -> int:
        """A target reference: a player (negative ref) or an object on the battlefield,
        falling back to the stack and other zones."""
        pi = self.player(text)
        if pi is not None:
            return player_ref(pi)
        ref = parse_ref(text)
        if ref.zone is not None:
            return self.obj(text)
        try:
            return self.obj(text)
        except _Refused as first:
            try:
                return self.obj(text, "stack", fallback=True)
            except _Refused:
                raise first from None

    def describe(self, ref: int) -> str:
        pi = ref_player(ref)
        if pi is not None:
            return self.names[pi]
        o = self.s.objects.get(ref)
        return f"{o.card}#{ref}" if o else f"#{ref}"
