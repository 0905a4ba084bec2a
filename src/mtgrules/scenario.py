"""Running scenario files (SCENARIO_FORMAT.md, format 1): board setup, actions, expectations.

:mod:`mtgrules.scenario_model` parses and validates the YAML into a typed
:class:`~mtgrules.scenario_model.Scenario`; this module executes it against the engine:

* :func:`build_game` sets up a :class:`~mtgrules.game.Game` exactly as the "players" and "turn"
  sections say, starting in the given step with the active player about to receive priority
  (state-based actions, sector assignment and triggers are handled first, CR 117.5);
* :func:`run_scenario` runs the "actions" section (translating each scripted action into the
  engine's atomic decisions) and checks every "expect" entry, collecting all failures;
* :func:`run_scenario_file` does both for a file (used by the pytest plugin and ``judge``).

Additive extension: a top-level ``xfail: "reason"`` marks a scenario that needs a mechanic not
built yet; the result carries it as ``xfail_reason``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtgrules.abilities import ActivatedAbility, Keyword
from mtgrules.cards.registry import get_card, is_known_card
from mtgrules.engine import push, run
from mtgrules.errors import IllegalActionError, MtgRulesError, ScenarioError, UnknownCardError
from mtgrules.game import Game
from mtgrules.mana import TYPE_INDEX, parse_pool
from mtgrules.rules.layers import characteristics
from mtgrules.scenario_model import (
    ABSENT,
    STEPS,
    ActionSpec,
    Answer,
    Expectation,
    GameOverExpect,
    LogExpect,
    ObjectExpect,
    ObjectRef,
    PlayerExpect,
    Scenario,
    StackExpect,
    StepExpect,
    ZoneExpect,
    load_scenario,
    parse_ref,
)
from mtgrules.state.combat import Combat
from mtgrules.state.decision import ATTACKERS, BLOCKERS, MAY, PAY_MANA, PRIORITY, TARGET, Action
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject, player_ref, ref_player
from mtgrules.state.player import Player

__all__ = [
    "Check",
    "ScenarioResult",
    "ScenarioRun",
    "build_game",
    "format_event",
    "run_scenario",
    "run_scenario_file",
]

_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers",
                 "combat_damage", "end_of_combat")
_MAX_PASSES = 2000
# Option kinds whose first argument is an object id or a player reference.
_REF_KINDS = frozenset({"target", "choose_card", "keep", "replacement", "attack", "block",
                        "mana", "bottom", "discard", "assign", "cast", "play", "activate"})


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

    from mtgrules.cards.registry import card_names

    pool = list(dict.fromkeys([*card_names(), *extra]))
    close = difflib.get_close_matches(name, pool, n=1)
    if not close:
        close = [c for c in difflib.get_close_matches(name.casefold(),
                                                      [x.casefold() for x in pool], n=1)]
        close = [x for x in pool if close and x.casefold() == close[0]][:1]
    return f" (did you mean {close[0]!r}?)" if close else ""


# --------------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class Check:
    """One checked expectation or action outcome.

    ``line`` is the 1-based line in the scenario file, ``what`` a short description,
    ``ok`` whether it held, ``expected``/``actual`` readable values (for failures), and
    ``objects``/``players`` the object ids and player names it concerned (for ``--explain``).
    """

    line: int
    what: str
    ok: bool
    expected: Any = None
    actual: Any = None
    objects: list[int] = field(default_factory=list)
    players: list[str] = field(default_factory=list)

    def message(self) -> str:
        """``"line N: what: expected X, got Y"`` (or just the description when it held)."""
        head = f"line {self.line}: {self.what}" if self.line else self.what
        if self.ok or (self.expected is None and self.actual is None):
            return head
        return f"{head}: expected {self.expected!r}, got {self.actual!r}"


@dataclass(slots=True)
class ScenarioResult:
    """The outcome of running a scenario.

    ``passed``: every action ran as scripted and every expectation held. ``failures``: failure
    messages (``"line N: ..."``), all of them, in order. ``trace``: the game log (event dicts,
    see :mod:`mtgrules.log`). ``checks``: every expectation check, passed or not.
    ``xfail_reason``: the scenario's ``xfail`` text, if any. ``game``: the final game.
    """

    scenario: Scenario
    passed: bool
    failures: list[str]
    trace: list[dict[str, Any]]
    checks: list[Check] = field(default_factory=list)
    xfail_reason: str | None = None
    game: Game | None = None

    def report(self, trace: bool | None = None) -> str:
        """A readable report: the scenario name and file, the trace (when ``trace``; by
        default only when the scenario failed), the action failures, and one PASS/FAIL line
        per expectation."""
        s = self.scenario
        lines = [f"{s.file}: {s.name}"]
        if trace is None:
            trace = not self.passed
        if trace:
            lines.extend("  " + format_event(ev) for ev in self.trace)
        failed_checks = {c.message() for c in self.checks if not c.ok}
        for msg in self.failures:
            if msg not in failed_checks:
                lines.append(f"  FAIL {msg}")
        for c in self.checks:
            lines.append(f"  {'PASS' if c.ok else 'FAIL'} {c.message()}")
        lines.append("PASSED" if self.passed else f"FAILED ({len(self.failures)} problem(s))")
        return "\n".join(lines)


def format_event(ev: dict[str, Any]) -> str:
    """One log event as ``"T3 precombat_main  text [CR 601.2i]"``."""
    rule = f" [CR {ev['rule']}]" if ev.get("rule") else ""
    return f"T{ev.get('turn')} {ev.get('step')}: {ev.get('text')}{rule}"


# --------------------------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------------------------


def _check_card(scenario: Scenario, name: str, line: int, token: bool = False) -> None:
    if is_known_card(name):
        return
    if token:
        try:
            get_card(name)
            return
        except UnknownCardError:
            pass
    raise ScenarioError(f"unknown card {name!r} (not in the mtgrules card registry)"
                        + _suggest(name), scenario.file, line)


def build_game(scenario: Scenario) -> Game:
    """Set up the game a scenario describes (SCENARIO_FORMAT "players", "turn").

    Creates one object per listed card (libraries top card first), permanents with their
    tapped/sick/counters/owner/attachment/sector/level/token status, timestamps in listing order
    (first player's first, CR 613.7), planeswalkers with printed loyalty unless ``counters``
    gives a loyalty count, and mana pools. The game then starts in ``turn.step`` of turn ``turn.number`` with an
    empty stack: state-based actions and triggers are handled, then the active player gets
    priority (CR 117.3a, 117.5). Returns the :class:`Game` with its first decision pending.

    Raises ScenarioError (file and line) for an unknown card name, an ``attached_to`` that names
    no permanent, or a feature the engine doesn't support yet.
    """
    sc = scenario
    names = [p.name for p in sc.players]
    index = {n: i for i, n in enumerate(names)}
    for name, line in sc.card_names():
        token = any(perm.token and perm.card == name and perm.line == line
                    for p in sc.players for perm in p.battlefield)
        _check_card(sc, name, line, token)
    s = GameState([Player(i, p.name, p.life) for i, p in enumerate(sc.players)], seed=sc.seed)
    from mtgrules.rules.zone_change import new_object

    labels: dict[str, int] = {}
    attachments: list[tuple[GameObject, str, int]] = []
    for pi, ps in enumerate(sc.players):
        for perm in ps.battlefield:
            owner = index[perm.owner] if perm.owner is not None else pi
            o = new_object(s, perm.card, owner, "battlefield", "token" if perm.token else "card")
            o.controller = pi
            o.tapped = perm.tapped
            o.sick = perm.sick
            card = get_card(perm.card)
            o.counters = {k: n for k, n in perm.counters if n}
            if card.loyalty is not None and "Planeswalker" in card.type_line.types and \
                    not any(k == "loyalty" for k, _ in perm.counters):
                o.counters["loyalty"] = card.loyalty  # printed loyalty (CR 306.5b)
            o.sector = perm.sector
            if perm.level is not None:
                if not card.level_abilities and perm.level != 1:
                    raise ScenarioError(f"{perm.card!r} is not a Class; it can't have level "
                                        f"{perm.level}", sc.file, perm.line)
                o.level = perm.level
            if perm.attached_to is not None:
                attachments.append((o, perm.attached_to, perm.line))
            if perm.id is not None:
                labels[perm.id] = o.id
            s.battlefield.append(o.id)
    for pi, ps in enumerate(sc.players):
        p = s.players[pi]
        p.poison = ps.poison
        p.kept = True
        for zone in ("library", "hand", "graveyard", "exile"):
            for c in getattr(ps, zone):
                o = new_object(s, c.name, pi, zone)
                (s.exile if zone == "exile" else getattr(p, zone)).append(o.id)
        if ps.mana_pool:
            p.mana = parse_pool(ps.mana_pool)
    for o, target, line in attachments:
        ref = parse_ref(target, sc.file, line)
        cands = [labels[ref.name_or_label]] if ref.name_or_label in labels else \
            [x for x in s.battlefield if s.objects[x].card == ref.name_or_label and x != o.id]
        if ref.index is not None:
            cands = cands[ref.index - 1: ref.index]
        if len(cands) != 1:
            raise ScenarioError(f"attached_to {target!r} must name exactly one other permanent "
                                f"(found {len(cands)})", sc.file, line)
        o.attached_to = cands[0]
    s.turn = sc.turn.number
    s.active = index[sc.turn.active]
    s.step = sc.turn.step
    s.first_player = s.active
    s.starting = False
    s.players[s.active].lands_played = sc.turn.lands_played
    if sc.turn.step in _COMBAT_STEPS:
        s.combat = Combat()
    s.extra["scenario_labels"] = dict(labels)
    s.touch()
    from mtgrules.log import log_event

    log_event(s, "scenario", "", f"Scenario {sc.name!r} begins: turn {s.turn}, "
              f"{sc.turn.step.replace('_', ' ')} step, {sc.turn.active} active", s.active)
    push(s, "turn", step=STEPS.index(sc.turn.step), stage="end", first=False)
    s.priority = s.active
    s.passes = 0
    push(s, "priority")
    game = Game(s)
    try:
        run(s)
    except MtgRulesError as e:
        raise ScenarioError(f"not supported yet: the engine could not start this position "
                            f"({e})", sc.file, sc.turn.line) from e
    return game


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
    out: list[int] = []
    for p in s.players:
        out.extend(getattr(p, zone))
    return out


def _controller(s: GameState, oid: int) -> int:
    o = s.objects[oid]
    return characteristics(s, oid).controller if o.zone == "battlefield" else o.controller


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
        if any(o.card == name for o in s.objects.values()):
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
            mine = [x for x in self._ids(ref.zone or zone)
                    if s.objects[x].card == ref.name_or_label
                    and _controller(s, x) == controller]
            if len(mine) == 1:
                found = mine[0]
        if found is None and fallback and ref.zone is None:
            hits = [x for z in ("battlefield", "stack", "hand", "graveyard", "exile", "library")
                    for x in self._ids(z) if s.objects[x].card == ref.name_or_label]
            if len(hits) == 1:
                return hits[0]
        if found is None:
            z = ref.zone or zone
            n = sum(1 for x in self._ids(z) if s.objects[x].card == ref.name_or_label)
            if n > 1 and ref.index is None:
                raise _BadRef(f"{text!r} is ambiguous: {n} objects named "
                               f"{ref.name_or_label!r} in the {z} (use {ref.name_or_label}#N "
                               "or an id label)")
            elsewhere = [s.objects[x].zone for zz in ("battlefield", "stack", "hand",
                                                       "graveyard", "exile", "library")
                         for x in self._ids(zz) if s.objects[x].card == ref.name_or_label]
            where = f" (it is in: {', '.join(sorted(set(elsewhere)))})" if elsewhere else ""
            unknown = self.unknown_name(ref.name_or_label)
            if unknown is not None:
                where += f"; {unknown}"
            raise _BadRef(f"no object {text!r} in the {z}{where}")
        return found

    def _find(self, ref: ObjectRef, zone: str) -> int | None:
        s = self.s
        hits = [x for x in self._ids(zone) if s.objects[x].card == ref.name_or_label]
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


# --------------------------------------------------------------------------------------------
# Running actions
# --------------------------------------------------------------------------------------------


class ScenarioRun:
    """Executes a scenario's actions on a game (SCENARIO_FORMAT "actions").

    ``failures`` collects ``"line N: ..."`` messages; the first refused action stops the run.
    """

    def __init__(self, scenario: Scenario, game: Game) -> None:
        self.scenario = scenario
        self.game = game
        self.refs = _Refs(game, scenario)
        self.failures: list[str] = []
        #: while True, single-option decisions are not made automatically (a cast or an
        #: activation is answering its own decisions from the script)
        self.manual = False
        #: illegal-action mode: verify the engine leaves the state unchanged when it refuses
        self.check_unchanged = False
        self.engine_changed_state = False

    # ---- engine access ----------------------------------------------------------------
    @property
    def s(self) -> GameState:
        return self.game.state

    def _name(self, pid: int) -> str:
        return self.s.players[pid].name

    def _apply(self, action: Action) -> None:
        before = self.game.to_json() if self.check_unchanged else None
        try:
            self.game.apply(action)
        except IllegalActionError as e:
            if before is not None and self.game.to_json() != before:
                self.engine_changed_state = True
            raise _Refused(str(e)) from e
        _follow_labels(self.s)
        self._auto()

    def _auto(self) -> None:
        """Make every pending decision that has exactly one option (SCENARIO_FORMAT "Who
        acts"), except priority (passing is never automatic)."""
        g = self.game
        if self.manual:
            return
        while g.decision is not None and g.decision.kind != PRIORITY and \
                len(g.decision.options) == 1:
            g.apply(g.decision.options[0])
            _follow_labels(self.s)

    def _pending_text(self) -> str:
        d = self.game.decision
        if d is None:
            return "the game is over"
        opts = ", ".join(self._option_text(a) for a in d.options[:10])
        more = " ..." if len(d.options) > 10 else ""
        return (f"{self._name(d.player)} must make a {d.kind!r} decision "
                f"({d.prompt}; options: {opts}{more})")

    def _option_text(self, a: Action) -> str:
        parts = []
        for x in a.args:
            if isinstance(x, int) and not isinstance(x, bool) and a.kind in (
                    "target", "cast", "play", "activate", "choose_card", "keep", "attack",
                    "block", "mana", "replacement", "bottom", "discard") and x != 0:
                parts.append(self.refs.describe(x))
            else:
                parts.append(str(x))
        return a.kind + (f"({', '.join(parts)})" if parts else "")

    def _strict(self) -> None:
        """Refuse when a non-priority decision is pending (SCENARIO_FORMAT "Strict mode")."""
        d = self.game.decision
        if d is None:
            raise _Refused("the game is over")
        if d.kind != PRIORITY:
            raise _Refused(f"a decision is pending that the action does not answer: "
                           f"{self._pending_text()}; script it with a 'choose' action")

    def _get_priority(self, pid: int) -> None:
        """Pass priority from other players until ``pid`` holds it, without anything
        resolving or the step ending (SCENARIO_FORMAT "Who acts")."""
        self._strict()
        s = self.s
        from mtgrules.rules.priority import living_players

        while True:
            d = self.game.decision
            assert d is not None
            if d.kind != PRIORITY:
                self._strict()
            if d.player == pid:
                return
            if s.passes + 1 >= len(living_players(s)):
                what = "the top of the stack would resolve" if s.stack else "the step would end"
                raise _Refused(f"{self._name(pid)} can't get priority now: passing for "
                               f"{self._name(d.player)} would complete the round and {what}")
            self._apply(Action("pass"))

    def _equivalent(self, wanted: Action) -> Action | None:
        """The option equal to ``wanted``, or the one standing for an interchangeable object
        (the engine lists identical cards in one zone once)."""
        d = self.game.decision
        assert d is not None
        if wanted in d.options:
            return wanted
        s = self.s
        w = s.objects[wanted.args[0]]
        for a in d.options:
            if a.kind != wanted.kind or not a.args or a.args[1:] != wanted.args[1:]:
                continue
            o = s.objects.get(a.args[0])
            if o is not None and o.card == w.card and o.zone == w.zone and \
                    o.tapped == w.tapped and o.sick == w.sick and not w.counters and \
                    not o.counters and o.attached_to == w.attached_to:
                return a
        return None

    # ---- dispatch ---------------------------------------------------------------------
    def run_action(self, a: ActionSpec) -> None:
        """Run one action; raises _Refused when it can't be done."""
        if a.kind == "choose":
            self._choose(a)
            return
        if a.kind == "concede":
            assert a.player is not None
            pid = self.refs.player(a.player)
            assert pid is not None
            try:
                self.game.concede(pid)
            except IllegalActionError as e:
                raise _Refused(str(e)) from e
            self._auto()
            return
        if self.game.over and a.kind in ("pass", "resolve", "until"):
            return  # nothing left to pass through
        d = self.game.decision
        if d is not None and d.kind != PRIORITY:
            opts = ", ".join(self._option_text(o) for o in d.options[:10])
            more = " ..." if len(d.options) > 10 else ""
            raise _Unanswered(f"strict mode: action at line {a.line} ({_action_text(a)}) does "
                              f"not answer the pending {d.kind!r} decision of "
                              f"{self._name(d.player)} ({d.prompt}): options {opts}{more}; "
                              "script it with a 'choose' action")
        self._strict()
        if a.kind == "pass":
            if a.player is None:
                self._pass_round()
            else:
                pid = self.refs.player(a.player)
                assert pid is not None
                self._get_priority(pid)
                self._apply(Action("pass"))
                self._through_declarations()
        elif a.kind == "resolve":
            n = 0
            while self.s.stack and self._at_priority():
                self._pass_round()
                n += 1
                if n > _MAX_PASSES:
                    raise _Refused("the stack never empties (a loop?)")
        elif a.kind == "until":
            self._until(a)
        elif a.kind in ("play", "cast", "activate"):
            self._play_cast_activate(a)
        elif a.kind == "attack":
            self._attack(a)
        elif a.kind == "block":
            self._block(a)
        else:  # pragma: no cover - the model validates verbs
            raise _Refused(f"unknown action {a.kind!r}")

    # ---- passing ----------------------------------------------------------------------
    def _at_priority(self) -> bool:
        d = self.game.decision
        return d is not None and d.kind == PRIORITY

    def _through_declarations(self) -> None:
        """Declare no attackers / no blockers at declarations nobody scripted (SCENARIO_FORMAT
        "Combat")."""
        g = self.game
        while g.decision is not None and g.decision.kind in (ATTACKERS, BLOCKERS) and \
                Action("done") in g.decision.options:
            self._apply(Action("done"))

    def _pass_round(self) -> None:
        """Every player passes in succession once: the top of the stack resolves or the step
        ends; stop at the next priority (or any other pending decision)."""
        s = self.s
        before = (s.turn, s.step, tuple(s.stack))
        for _ in range(_MAX_PASSES):
            if not self._at_priority():
                return
            self._apply(Action("pass"))
            self._through_declarations()
            if (s.turn, s.step, tuple(s.stack)) != before or self.game.over:
                return
        raise _Refused("passing never ended the round")

    def _until(self, a: ActionSpec) -> None:
        s = self.s
        step = a.until_step
        assert step is not None
        target_idx = STEPS.index(step)
        turn = a.until_turn
        if turn is None:
            turn = s.turn if STEPS.index(s.step) < target_idx else s.turn + 1
        for _ in range(_MAX_PASSES):
            if self.game.over:
                return
            if s.turn == turn and s.step == step and self._at_priority():
                return
            if s.turn > turn or (s.turn == turn and STEPS.index(s.step) > target_idx):
                raise _Refused(f"the {step} step of turn {turn} never came (skipped or "
                               f"already past; now turn {s.turn}, {s.step})")
            if not self._at_priority():
                return  # stopped early at a decision (strict mode follows)
            self._pass_round()
        raise _Refused(f"never reached the {step} step of turn {turn}")

    # ---- play / cast / activate --------------------------------------------------------
    def _play_cast_activate(self, a: ActionSpec) -> None:
        assert a.player is not None and a.object_ref is not None
        pid = self.refs.player(a.player)
        assert pid is not None
        if a.kind == "activate" and a.x is not None:
            raise ScenarioError("not supported yet: 'x' for activated abilities",
                                self.scenario.file, a.line)
        if a.kind in ("play", "cast"):
            oid = self._own_card(a.object_ref, pid)
            wanted = Action(a.kind, (oid,))
        else:
            oid = self.refs.obj(a.object_ref, controller=pid)
            wanted = Action("activate", (oid, self._ability_key(a, oid)))
        self._get_priority(pid)
        opt = self._equivalent(wanted)
        if opt is None:
            raise _Refused(self._why_not(a, oid))
        self.manual = True
        stack_before = len(self.s.stack)
        try:
            self._apply(opt)
            if len(self.s.stack) > stack_before:
                # the spell or ability being cast/activated is already on the stack (CR
                # 601.2a); it can't be its own target (CR 115.5), so references skip it
                self.refs.exclude = {self.s.stack[-1]}
            self._answer_casting(a)
        finally:
            self.manual = False
            self.refs.exclude = set()
        self._auto()

    def _own_card(self, text: str, pid: int) -> int:
        ref = parse_ref(text)
        if ref.name_or_label in _labels(self.s):
            return self.refs.obj(text, "hand")
        zone = ref.zone or "hand"
        s = self.s
        ids = list(s.players[pid].hand) if zone == "hand" else _zone_ids(s, zone)
        hits = [x for x in ids if s.objects[x].card == ref.name_or_label]
        if ref.index is not None:
            hits = hits[ref.index - 1: ref.index]
        if not hits:
            unknown = self.refs.unknown_name(ref.name_or_label)
            raise _BadRef(f"{self._name(pid)} has no {ref.name_or_label!r} in "
                          + ("hand" if zone == "hand" else f"the {zone}")
                          + (f"; {unknown}" if unknown else ""))
        return hits[0]

    def _ability_key(self, a: ActionSpec, oid: int) -> str:
        c = characteristics(self.s, oid)
        acts = [x for x in c.abilities if isinstance(x, ActivatedAbility)]
        card = self.s.objects[oid].card
        if a.level is not None:
            card_def = get_card(card)
            for ab in (*acts, *card_def.abilities, *(x for _, x in card_def.level_abilities)):
                if isinstance(ab, ActivatedAbility) and ab.level == a.level:
                    return ab.key
            raise _Refused(f"{card} has no 'Class level {a.level}' ability")
        if a.loyalty is not None:
            if "X" in a.loyalty:
                raise ScenarioError("not supported yet: loyalty abilities with X costs",
                                    self.scenario.file, a.line)
            want = int(a.loyalty)
            for ab in acts:
                if ab.cost.loyalty == want:
                    return ab.key
            raise _Refused(f"{card} has no loyalty {a.loyalty} ability now (its abilities: "
                           f"{[x.text for x in c.abilities]})")
        plain = [x for x in acts if x.level is None]
        if a.ability is not None:
            if a.ability > len(plain):
                raise _Refused(f"{card} has {len(plain)} activated abilit"
                               f"{'y' if len(plain) == 1 else 'ies'}; there is no ability "
                               f"{a.ability}")
            return plain[a.ability - 1].key
        # "its only activated ability": among those that function where the object is
        # (CR 113.6; e.g. unearth only in the graveyard)
        zone = self.s.objects[oid].zone
        here = [x for x in plain if x.zone == zone]
        if len(here) != 1:
            raise _Refused(f"{card} has {len(here)} activated abilities here; say which with "
                           "'ability: N'" if here else f"{card} has no activated ability now")
        return here[0].key

    def _why_not(self, a: ActionSpec, oid: int) -> str:
        s = self.s
        o = s.objects[oid]
        what = f"{a.kind} {o.card}"
        if a.kind == "play":
            p = s.players[_acting_player(self, a)]
            if s.step not in ("precombat_main", "postcombat_main") or s.active != p.index:
                return f"can't {what}: lands are played only in your own main phase (CR 305.1)"
            if s.stack:
                return f"can't {what}: the stack is not empty (CR 305.1)"
            if p.lands_played:
                return f"can't {what}: a land was already played this turn (CR 305.2)"
            return f"can't {what}: it is not a land card you may play"
        if a.kind == "cast":
            return (f"can't {what} now: not castable (timing CR 307.1/117.1a, no legal targets "
                    "CR 601.2c, or the cost can't be paid CR 601.2h)")
        return (f"can't {what}'s ability now (timing, costs CR 602.2, summoning sickness "
                "CR 302.6, loyalty once per turn CR 606.3, or no legal targets)")

    def _answer_casting(self, a: ActionSpec) -> None:
        """Answer the decisions the cast/activation raises (CR 601.2b-h): X, targets slot by
        slot, mana payment (``auto`` unless ``pay:``), then ``choices`` in order."""
        targets = list(a.targets)
        pay = list(a.pay)
        choices = list(a.choices)
        x_used = False
        g = self.game
        while g.decision is not None and g.decision.kind != PRIORITY:
            d = g.decision
            if d.kind == "choose_x" and a.x is not None and not x_used:
                x_used = True
                if Action("x", (a.x,)) not in d.options:
                    hi = max((o.args[0] for o in d.options), default=0)
                    raise _Refused(f"X = {a.x} is not possible (at most {hi} can be paid)")
                self._apply(Action("x", (a.x,)))
            elif d.kind == TARGET and targets:
                t = targets.pop(0)
                ref = self.refs.target(t)
                if Action("target", (ref,)) not in d.options:
                    legal = ", ".join(self._option_text(o) for o in d.options)
                    raise _Refused(f"{t} is not a legal target ({d.prompt}; legal: {legal})")
                self._apply(Action("target", (ref,)))
            elif d.kind == PAY_MANA:
                if pay:
                    self._apply(self._pay_option(pay.pop(0)))
                else:
                    self._apply(Action("auto"))
            elif choices:
                self._answer(choices.pop(0), a.line)
            elif len(d.options) == 1:
                self._apply(d.options[0])
            else:
                break
        unused = []
        if targets:
            unused.append(f"targets {targets}")
        if a.x is not None and not x_used:
            unused.append(f"x: {a.x} (there is no X to announce)")
        if pay:
            unused.append(f"pay {pay}")
        if choices:
            unused.append(f"choices {choices}")
        if unused:
            raise _Refused(f"'{a.text}' did not use: {'; '.join(unused)}")

    def _pay_option(self, text: str) -> Action:
        """The ``mana`` option of the pending payment for source ``text`` (a label, or a name:
        the first such source that can still help pay)."""
        d = self.game.decision
        assert d is not None
        ref = parse_ref(text)
        labels = _labels(self.s)
        for o in d.options:
            if o.kind != "mana":
                continue
            ob = self.s.objects[o.args[0]]
            if ref.name_or_label in labels:
                if labels[ref.name_or_label] == o.args[0]:
                    return o
            elif ob.card == ref.name_or_label:
                return o
        raise _Refused(f"{text} can't help pay this cost now (already tapped, or not a mana "
                       f"source of the payer); {self._pending_text()}")

    # ---- choose ---------------------------------------------------------------------------
    def _choose(self, a: ActionSpec) -> None:
        d = self.game.decision
        if d is None:
            raise _Refused("the game is over; there is nothing to choose")
        pid = self.refs.player(a.player or "")
        if d.kind == PRIORITY:
            raise _Refused(f"no decision is pending to answer ({self._name(d.player)} has "
                           "priority)")
        if pid is not None and d.player != pid:
            raise _Refused(f"{a.player} can't choose now: {self._pending_text()}")
        assert a.answer is not None
        self._answer(a.answer, a.line)

    def _answer(self, answer: Answer, line: int) -> None:
        if isinstance(answer, tuple):
            for part in answer:
                self._answer(part, line)
            return
        d = self.game.decision
        if d is None or d.kind == PRIORITY:
            raise _Refused(f"no decision is pending for the answer {answer!r}")
        opt = self._match(answer)
        if opt is None:
            raise _Refused(f"{answer!r} is not an answer to this decision: "
                           f"{self._pending_text()}")
        self._apply(opt)

    def _match(self, answer: str | int | bool) -> Action | None:
        d = self.game.decision
        assert d is not None
        opts = d.options
        if isinstance(answer, bool):
            word = "yes" if answer else "no"
            return next((o for o in opts if o.kind == word), None) if d.kind == MAY or \
                any(o.kind == word for o in opts) else None
        text = str(answer).strip()
        low = text.casefold()
        for o in opts:  # a string argument (color, sector, mode) or the option kind
            if any(isinstance(x, str) and x.casefold() == low for x in o.args):
                return o
        for o in opts:
            if not o.args and o.kind.casefold() == low:
                return o
            if self._option_text(o).casefold() == low:
                return o
        if low in ("none", "nothing", "no target"):
            for o in opts:
                if o.kind in _REF_KINDS and o.args and o.args[0] == 0:
                    return o
        if isinstance(answer, int):
            for o in opts:
                if o.args and o.args[-1] == answer and o.kind in ("x", "order", "assign"):
                    return o
                if o.kind == "mode" and o.args[0] == answer - 1:
                    return o  # modes are numbered from 1, in printed order
            numeric = any(o.kind in ("x", "order", "assign") or
                          (o.kind not in _REF_KINDS and any(
                              isinstance(v, int) and not isinstance(v, bool) for v in o.args))
                          for o in opts)
            if answer == 0 and not numeric:
                # 0 stands for the decline option ("none") when no answer is a number
                for o in opts:
                    if o.kind in _REF_KINDS and o.args and o.args[0] == 0:
                        return o
        # an object or player reference: first option naming it
        try:
            ref = self.refs.target(text)
        except _Refused:
            ref = None
        if ref is not None:
            for o in opts:
                if o.args and o.kind in _REF_KINDS and o.args[0] == ref:
                    return o
        name = parse_ref(text).name_or_label
        for o in opts:
            if o.kind not in _REF_KINDS:
                continue
            for x in o.args:
                if isinstance(x, int) and not isinstance(x, bool) and x > 0:
                    ob = self.s.objects.get(x)
                    if ob is not None and ob.card == name:
                        return o
        if d.kind == "trigger_order":
            return self._match_trigger(name)
        return None

    def _match_trigger(self, name: str) -> Action | None:
        d = self.game.decision
        assert d is not None
        ctx = dict(d.context)
        items = ctx.get("triggers") or ctx.get("options") or []
        from mtgrules.cards.registry import get_ability

        for o in d.options:
            if o.kind == "order" and o.args and isinstance(o.args[0], int):
                i = o.args[0]
                if i < len(items) and name.casefold() in str(items[i]).casefold():
                    return o
                if i < len(self.s.triggered):
                    t = self.s.triggered[i]
                    src = self.s.objects.get(t.get("source", 0))
                    if src is not None and src.card == name:
                        return o
                    try:
                        text = get_ability(str(t.get("ability"))).text
                    except KeyError:
                        continue
                    if name.casefold() in text.casefold():
                        return o
        return None

    # ---- combat ---------------------------------------------------------------------------
    def _pass_to(self, kind: str, what: str) -> None:
        """Pass (empty stack only) until a declaration of ``kind`` is pending."""
        s = self.s
        limit = STEPS.index("declare_attackers" if kind == ATTACKERS else "declare_blockers")
        start_turn = s.turn
        for _ in range(_MAX_PASSES):
            d = self.game.decision
            if d is None:
                raise _Refused("the game is over")
            if d.kind == kind:
                return
            if d.kind == ATTACKERS:
                self._apply(Action("done"))
                continue
            if d.kind != PRIORITY:
                self._strict()
            if s.stack:
                raise _Refused(f"can't go to {what}: the stack is not empty")
            if s.turn != start_turn or STEPS.index(s.step) >= limit:
                raise _Refused(f"{what} is not possible now (it is turn {s.turn}, {s.step} "
                               "step)")
            self._apply(Action("pass"))
        raise _Refused(f"never reached {what}")

    def _attack(self, a: ActionSpec) -> None:
        pid = self.refs.player(a.player or "")
        if pid != self.s.active:
            raise _Refused(f"{a.player} is not the active player; only the active player "
                           "attacks (CR 508.1)")
        self._pass_to(ATTACKERS, "the declare attackers step")
        for attacker, defender in a.with_:
            oid = self.refs.obj(attacker, controller=pid)
            dp = self.refs.player(defender)
            dref = player_ref(dp) if dp is not None else self.refs.obj(defender)
            act = Action("attack", (oid, dref))
            d = self.game.decision
            if d is None or d.kind != ATTACKERS or act not in d.options:
                raise _Refused(f"{attacker} can't attack {defender} (CR 508.1a: untapped "
                               "creature without summoning sickness or defender, attacking a "
                               "player or planeswalker)")
            self._apply(act)
        d = self.game.decision
        if d is not None and d.kind == ATTACKERS:
            self._apply(Action("done"))

    def _block(self, a: ActionSpec) -> None:
        pid = self.refs.player(a.player or "")
        s = self.s
        turn0, step0 = s.turn, STEPS.index(s.step)
        for _ in range(len(self.s.players) + 1):
            try:
                self._pass_to(BLOCKERS, "the declare blockers step")
            except _BadRef:
                raise
            except _Refused:
                s = self.s
                bl = STEPS.index("declare_blockers")
                if s.turn == turn0 and step0 < bl <= STEPS.index(s.step) and a.with_:
                    # the declaration happened without asking: the engine declared no blocks
                    # because no creature could block (CR 509.1a-b)
                    blocker, attacker = a.with_[0]
                    self.refs.obj(blocker, controller=pid)  # a typo is a scenario error
                    self.refs.obj(attacker, controller=s.active)
                    raise _Refused(f"{blocker} can't block {attacker} (CR 509.1a-b): no legal "
                                   "block declaration includes it") from None
                raise
            d = self.game.decision
            assert d is not None
            if d.player == pid:
                break
            self._apply(Action("done"))  # another defending player declares none
        else:
            raise _Refused(f"{a.player} is not a defending player")
        for blocker, attacker in a.with_:
            b = self.refs.obj(blocker, controller=pid)
            at = self.refs.obj(attacker, controller=self.s.active)
            act = Action("block", (b, at))
            d = self.game.decision
            if d is None or d.kind != BLOCKERS or act not in d.options:
                raise _Refused(f"{blocker} can't block {attacker} (CR 509.1a-b)")
            self._apply(act)
        d = self.game.decision
        if d is not None and d.kind == BLOCKERS and d.player == pid:
            if Action("done") not in d.options:
                raise _Refused("this block declaration is not legal as a whole (CR 509.1c, "
                               "e.g. menace)")
            self._apply(Action("done"))


def _acting_player(run: ScenarioRun, a: ActionSpec) -> int:
    """The acting player's index (the model guarantees the name exists)."""
    pid = run.refs.player(a.player or "")
    assert pid is not None
    return pid


# --------------------------------------------------------------------------------------------
# Expectations
# --------------------------------------------------------------------------------------------


def _pool_counts(text: str) -> list[int]:
    counts = [0] * len(TYPE_INDEX)
    for sym in text.replace("{", " ").replace("}", " ").split():
        counts[TYPE_INDEX[sym]] += 1
    return counts


def _ability_names(c: Any) -> list[str]:
    out = []
    for ab in c.abilities:
        if isinstance(ab, Keyword) and ab.name:
            out.append(ab.name)
        else:
            out.append(ab.text)
    return out


def _has_ability(c: Any, want: str) -> bool:
    w = want.casefold().rstrip(".")
    if w in {k.casefold() for k in c.keywords}:
        return True
    for ab in c.abilities:
        if isinstance(ab, Keyword) and ab.name.casefold() == w:
            return True
        if ab.text.casefold().rstrip(".") == w:
            return True
    return False


class _Checker:
    def __init__(self, game: Game, scenario: Scenario) -> None:
        self.game = game
        self.s = game.state
        self.refs = _Refs(game, scenario)
        self.names = [p.name for p in scenario.players]
        self.checks: list[Check] = []

    def add(self, e: Expectation, what: str, ok: bool, expected: Any, actual: Any,
            objects: list[int] | None = None, players: list[str] | None = None) -> None:
        self.checks.append(Check(e.line, what, ok, expected, actual, objects or [],
                                 players or []))

    def check(self, e: Expectation) -> None:
        if isinstance(e, PlayerExpect):
            self._player(e)
        elif isinstance(e, ObjectExpect):
            self._object(e)
        elif isinstance(e, ZoneExpect):
            self._zone(e)
        elif isinstance(e, StackExpect):
            got = [self.s.objects[x].card for x in reversed(self.s.stack)]
            want = [parse_ref(x).name_or_label for x in e.stack]
            self.add(e, "stack (top first)", got == want, want, got, list(self.s.stack))
        elif isinstance(e, StepExpect):
            s = self.s
            self.add(e, "step", s.step == e.step, e.step, s.step)
            if e.turn is not None:
                self.add(e, "turn", s.turn == e.turn, e.turn, s.turn)
            if e.active is not None:
                act = self.names[s.active]
                self.add(e, "active player", act == e.active, e.active, act, players=[act])
        elif isinstance(e, LogExpect):
            self._log(e)
        elif isinstance(e, GameOverExpect):
            g = self.game
            self.add(e, "game over", g.over == e.game_over, e.game_over, g.over)
            if e.winner is not ABSENT:
                w = g.winner
                winner = None if w is None or w < 0 else self.names[w]
                self.add(e, "winner", winner == e.winner, e.winner, winner,
                         players=[winner] if winner else [])

    def _player(self, e: PlayerExpect) -> None:
        pi = self.names.index(e.player)
        p = self.s.players[pi]
        who = e.player
        vals: list[tuple[str, Any, Any]] = [
            ("life", e.life, p.life), ("hand_size", e.hand_size, len(p.hand)),
            ("library_size", e.library_size, len(p.library)),
            ("graveyard_size", e.graveyard_size, len(p.graveyard)),
            ("exile_size", e.exile_size,
             sum(1 for x in self.s.exile if self.s.objects[x].owner == pi)),
            ("lost", e.lost, p.lost), ("poison", e.poison, p.poison)]
        for key, want, got in vals:
            if want is not None:
                self.add(e, f"{who} {key}", want == got, want, got, players=[who])
        if e.mana_pool is not None:
            from mtgrules.mana import format_counts

            want_c = _pool_counts(e.mana_pool)
            self.add(e, f"{who} mana_pool", want_c == list(p.mana), e.mana_pool,
                     format_counts(p.mana), players=[who])

    def _object(self, e: ObjectExpect) -> None:
        s = self.s
        zone = e.zone or "battlefield"
        try:
            # not found where expected: find it elsewhere (if unique) so the zone check can
            # say where it is
            oid = self.refs.obj(e.object_ref, zone, fallback=True)
        except _Refused as err:
            self.add(e, f"object {e.object_ref}", False, "an object", str(err))
            return
        o = s.objects[oid]
        ref = e.object_ref
        c = characteristics(s, oid)
        on_bf = o.zone == "battlefield"
        ob = [oid]

        def chk(key: str, want: Any, got: Any) -> None:
            self.add(e, f"{ref} {key}", want == got, want, got, ob)

        if e.zone is not None:
            chk("zone", e.zone, o.zone)
        if not e.items()[1:]:
            self.add(e, f"{ref} exists", True, None, None, ob)
        if e.controller is not None:
            chk("controller", e.controller, self.names[c.controller if on_bf else o.controller])
        if e.owner is not None:
            chk("owner", e.owner, self.names[o.owner])
        all_types = set(c.types) | set(c.subtypes) | set(c.supertypes)
        if e.types is not None:
            missing = [t for t in e.types if t not in all_types]
            self.add(e, f"{ref} types include {list(e.types)}", not missing, list(e.types),
                     sorted(all_types), ob)
        if e.not_types is not None:
            present = [t for t in e.not_types if t in all_types]
            self.add(e, f"{ref} types exclude {list(e.not_types)}", not present,
                     f"none of {list(e.not_types)}", sorted(all_types), ob)
        if e.power is not None:
            chk("power", e.power, c.power)
        if e.toughness is not None:
            chk("toughness", e.toughness, c.toughness)
        if e.counters is not None:
            want = {k: n for k, n in e.counters}
            got = {k: o.counters.get(k, 0) for k in want}
            self.add(e, f"{ref} counters", want == got, want, dict(o.counters), ob)
        if e.tapped is not None:
            chk("tapped", e.tapped, o.tapped)
        if e.abilities is not None:
            names = _ability_names(c)
            if not e.abilities:
                self.add(e, f"{ref} has no abilities", not names, [], names, ob)
            else:
                ok = len(names) == len(e.abilities) and all(_has_ability(c, a)
                                                            for a in e.abilities)
                self.add(e, f"{ref} abilities", ok, list(e.abilities), names, ob)
        if e.has_ability is not None:
            for want_a in e.has_ability:
                self.add(e, f"{ref} has ability {want_a!r}", _has_ability(c, want_a), want_a,
                         _ability_names(c), ob)
        if e.mana_value is not None:
            mv = c.mana_cost.mana_value(o.x if o.zone == "stack" else 0) \
                if c.mana_cost is not None else 0
            chk("mana_value", e.mana_value, mv)
        if e.sector is not ABSENT:
            chk("sector", e.sector, o.sector)
        if e.level is not None:
            chk("level", e.level, o.level)

    def _zone(self, e: ZoneExpect) -> None:
        s = self.s
        ids = _zone_ids(s, e.zone)
        if e.player is not None:
            pi = self.names.index(e.player)
            if e.zone == "battlefield":
                ids = [x for x in ids if characteristics(s, x).controller == pi]
            elif e.zone == "stack":
                ids = [x for x in ids if s.objects[x].controller == pi]
            else:
                ids = [x for x in ids if s.objects[x].owner == pi]
        if e.name is not None:
            ids = [x for x in ids if s.objects[x].card == e.name]
        where = f"{e.zone}" + (f" of {e.player}" if e.player else "") + \
            (f" named {e.name}" if e.name else "")
        names = [s.objects[x].card for x in ids]
        players = [e.player] if e.player else []
        if e.count is not None:
            self.add(e, f"count in {where}", len(ids) == e.count, e.count, len(ids), ids,
                     players)
        if e.count_at_least is not None:
            self.add(e, f"count in {where} at least", len(ids) >= e.count_at_least,
                     f">= {e.count_at_least}", len(ids), ids, players)
        if e.contains is not None:
            need = Counter(e.contains)
            have = Counter(names)
            ok = all(have[k] >= n for k, n in need.items())
            self.add(e, f"{where} contains {list(e.contains)}", ok, list(e.contains), names,
                     ids, players)

    def _log(self, e: LogExpect) -> None:
        s = self.s
        label_ids: set[int] = set()
        name = None
        if e.object_ref is not None:
            name = parse_ref(e.object_ref).name_or_label
            if name in _labels(s):
                label_ids.add(_labels(s)[name])
                name = s.objects[_labels(s)[name]].card

        def hit(ev: dict[str, Any]) -> bool:
            if e.event is not None and ev.get("event") != e.event:
                return False
            if e.rule is not None and str(ev.get("rule")) != e.rule:
                return False
            if e.player is not None and ev.get("player") != e.player:
                return False
            return name is None or any(n == name or i in label_ids
                                       for i, n in ev.get("objects", []))

        hits = [ev for ev in s.log if hit(ev)]
        want = {k: v for k, v in e.items()}
        near = [format_event(ev) for ev in s.log
                if (e.event is not None and ev.get("event") == e.event)
                or (e.rule is not None and str(ev.get("rule")) == e.rule)][:5]
        ids = [i for ev in hits[:1] for i, _ in ev.get("objects", [])]
        self.add(e, f"log contains {want}", bool(hits), want,
                 format_event(hits[0]) if hits else (near or "no such event"), ids,
                 [e.player] if e.player else [])


# --------------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------------


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Build the game, run the actions, check the expectations (SCENARIO_FORMAT, all sections).

    Returns a :class:`ScenarioResult`; ``passed`` is False when an action was refused (the run
    stops there; expectations are still checked and reported), an ``illegal: true`` action was
    accepted or changed the state, a decision was left pending (strict mode), or any
    expectation failed. Raises ScenarioError for unknown cards and unsupported features
    (unless the scenario has ``xfail``: then the result carries the error as a failure).
    """
    try:
        game = build_game(scenario)
    except ScenarioError as err:
        if scenario.xfail is None:
            raise
        return ScenarioResult(scenario=scenario, passed=False, failures=[str(err)], trace=[],
                              xfail_reason=scenario.xfail)
    runner = ScenarioRun(scenario, game)
    runner._auto()
    failures: list[str] = []
    actions = scenario.actions
    for a in actions:
        label = f"line {a.line}: action '{_action_text(a)}'"
        # Every action runs on the real game from a snapshot: an action that fails midway
        # (a cast whose target is then refused, the who-acts passes before it) is undone as a
        # whole, so the state never keeps a half-cast spell.
        backup = game.clone()
        try:
            if a.illegal:
                # The engine must refuse without changing the state (checked at every refused
                # Game.apply); only a refusal by the engine counts, not a reference that
                # resolves to nothing (_BadRef: a scenario error).
                runner.check_unchanged = True
                runner.engine_changed_state = False
                try:
                    runner.run_action(a)
                except _Unanswered as err:
                    failures.append(f"line {a.line}: {err}")
                    game.state = backup.state
                    break
                except _BadRef:
                    raise
                except _Refused:
                    if runner.engine_changed_state:
                        failures.append(f"{label}: the engine changed the state while refusing")
                    game.state = backup.state
                    continue
                finally:
                    runner.check_unchanged = False
                failures.append(f"{label} is marked illegal: true but was accepted")
                game.state = backup.state
                continue
            runner.run_action(a)
        except _BadRef as err:
            game.state = backup.state
            error = ScenarioError(f"action '{_action_text(a)}': {err}", scenario.file, a.line)
            if scenario.xfail is None:
                raise error from None
            failures.append(str(error))
            break
        except ScenarioError as err:
            game.state = backup.state
            if scenario.xfail is None:
                raise
            failures.append(str(err))
            break
        except _Unanswered as err:
            game.state = backup.state
            failures.append(f"line {a.line}: {err}")
            break
        except (_Refused, IllegalActionError) as err:
            game.state = backup.state
            failures.append(f"{label} was refused: {err} (the action was undone)")
            break
        except MtgRulesError as err:  # an engine inconsistency: report it, don't crash
            game.state = backup.state
            failures.append(f"{label} failed inside the engine: {type(err).__name__}: {err} "
                            "(the action was undone)")
            break
    else:
        d = game.decision
        if d is not None and d.kind != PRIORITY:
            failures.append(f"strict mode: the scenario ends with a decision pending: "
                            f"{runner._pending_text()}")
    checker = _Checker(game, scenario)
    for e in scenario.expect:
        checker.check(e)
    failures.extend(c.message() for c in checker.checks if not c.ok)
    return ScenarioResult(scenario=scenario, passed=not failures, failures=failures,
                          trace=list(game.log), checks=checker.checks,
                          xfail_reason=scenario.xfail, game=game)


def _action_text(a: ActionSpec) -> str:
    if a.kind == "until":
        return f"until {a.until_step}" + (f" (turn {a.until_turn})" if a.until_turn else "")
    return f"{a.player}: {a.text}" if a.player else a.text or a.kind


def run_scenario_file(path: str | Path) -> ScenarioResult:
    """Load and run the scenario file at ``path`` (see :func:`run_scenario`).

    Raises ScenarioError (file, line, problem) for invalid YAML, unknown cards or keys, and
    unsupported features.
    """
    return run_scenario(load_scenario(path))
