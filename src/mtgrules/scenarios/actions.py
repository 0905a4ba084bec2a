"""Running a scenario's "actions": :class:`ScenarioRun` translates each scripted action (play,
cast, activate, attack, block, choose, pass, resolve, until, concede) into the engine's atomic
decisions, passing priority and answering pending decisions as the format says.
"""

from __future__ import annotations

import re

from mtgrules.cards.registry import get_ability, get_card
from mtgrules.errors import IllegalActionError, ScenarioError
from mtgrules.game import Game
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.notation import format_action, parse_action
from mtgrules.rules.layers import characteristics
from mtgrules.rules.priority import living_players
from mtgrules.scenarios.model import STEPS, ActionSpec, Answer, Scenario
from mtgrules.scenarios.parser import parse_ref
from mtgrules.scenarios.refs import (
    _BadRef,
    _follow_labels,
    _labels,
    _Refs,
    _Refused,
    _Unanswered,
    _zone_ids,
    named,
)
from mtgrules.state.decision import (
    ACTION_KINDS,
    ATTACKERS,
    BLOCKERS,
    PAY_MANA,
    PRIORITY,
    TARGET,
    Action,
)
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref

__all__ = ["ScenarioRun"]

_MAX_PASSES = 2000

_SEAT = re.compile(r"\bP([0-9]+)\b")
"""A player reference of the notation (``P1`` is the first seat)."""


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
        """An option in the action notation, each player reference followed by the player's
        name (``target P2 (Bob)``, ``cast Lightning Bolt#4``)."""
        names = self.game.player_names()
        return _SEAT.sub(lambda m: f"{m.group(0)} ({names[int(m.group(1)) - 1]})"
                         if 0 < int(m.group(1)) <= len(names) else m.group(0),
                         format_action(a, self.game))

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
        if d is not None and d.kind != PRIORITY and not (
                (a.kind == "block" and d.kind == BLOCKERS)
                or (a.kind == "attack" and d.kind == ATTACKERS)):
            opts = ", ".join(self._option_text(o) for o in d.options[:10])
            more = " ..." if len(d.options) > 10 else ""
            raise _Unanswered(f"strict mode: action at line {a.line} ({_action_text(a)}) does "
                              f"not answer the pending {d.kind!r} decision of "
                              f"{self._name(d.player)} ({d.prompt}): options {opts}{more}; "
                              "script it with a 'choose' action")
        if d is None or d.kind == PRIORITY:
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
        before = (s.turn, _step_mark(s), tuple(s.stack))
        for _ in range(_MAX_PASSES):
            if not self._at_priority():
                return
            self._apply(Action("pass"))
            self._through_declarations()
            if (s.turn, _step_mark(s), tuple(s.stack)) != before or self.game.over:
                return
        raise _Refused("passing never ended the round")

    def _until(self, a: ActionSpec) -> None:
        s = self.s
        step = a.until_step
        assert step is not None
        target_idx = STEPS.index(step)
        turn = a.until_turn
        # CR 510.4: from the first-strike combat damage step, `until: combat_damage` goes on to
        # the regular one (both are named combat_damage)
        skip = _step_mark(s) if (step == s.step == "combat_damage" and _first_strike_step(s)
                                 and turn in (None, s.turn)) else None
        if turn is None:
            turn = s.turn if STEPS.index(s.step) < target_idx or skip is not None else s.turn + 1
        for _ in range(_MAX_PASSES):
            if self.game.over:
                return
            if s.turn == turn and s.step == step and self._at_priority() and \
                    _step_mark(s) != skip:
                return
            if skip is not None and _step_mark(s) != skip and s.step != "combat_damage":
                raise _Refused("there is no regular combat damage step after this first-strike "
                               "one (no creature is left to deal damage in it)")
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
        hits = named(s, ids, ref.name_or_label)
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
        mana = [o for o in d.options if o.kind == "mana"]
        sources = {labels[ref.name_or_label]} if ref.name_or_label in labels else set(
            named(self.s, [o.args[0] for o in mana], ref.name_or_label))
        for o in mana:
            if o.args[0] in sources:
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
        if isinstance(answer, bool) or str(answer).strip().casefold() in ("yes", "no"):
            return self._match_yes_no(answer is True or str(answer).strip().casefold() == "yes")
        text = str(answer).strip()
        low = text.casefold()
        for o in opts:  # a string argument (color, sector, mode) or the option kind
            if any(isinstance(x, str) and x.casefold() == low for x in o.args):
                return o
        word, _, rest = text.partition(" ")
        if word.casefold() in ACTION_KINDS:  # an option in the action notation
            try:
                hit = parse_action(f"{word.casefold()} {rest}", self.game, opts)
            except IllegalActionError:
                hit = None
            if hit in opts:
                return hit
        if low in ("none", "nothing", "no target"):
            return next((o for o in opts if o.declines()), None)
        if isinstance(answer, int):
            for o in opts:
                if o.args and o.args[-1] == answer and o.kind in ("x", "order", "assign"):
                    return o
                if o.kind == "mode" and o.args[0] == answer - 1:
                    return o  # modes are numbered from 1, in printed order
            numeric = any(o.kind in ("x", "order", "assign") or
                          len(o.refs()) < sum(1 for v in o.args if isinstance(v, int))
                          for o in opts)
            if answer == 0 and not numeric:
                # 0 stands for the decline option ("none") when no answer is a number
                return next((o for o in opts if o.declines()), None)
        # an object or player reference: first option naming it
        try:
            ref = self.refs.target(text)
        except _Refused:
            ref = None
        if ref is not None:
            for o in opts:
                if o.refs()[:1] == (ref,):
                    return o
        name = parse_ref(text).name_or_label.casefold()
        for o in opts:  # an object by its name, in any letter case
            if any(name in self._names_of(r) for r in o.refs() if r > 0):
                return o
        if d.kind == "trigger_order":
            return self._match_trigger(name)
        return None

    def _names_of(self, oid: int) -> tuple[str, str]:
        """Object ``oid``'s shown name and its definition key, case-folded (a scenario may
        name a token either way)."""
        o = self.game.state.objects.get(oid)
        return ((self.game.object_name(oid) or "").casefold(),
                o.card.casefold() if o is not None else "")

    def _match_yes_no(self, yes: bool) -> Action | None:
        """``yes``/``no`` (SCENARIO_FORMAT "Answering a decision"): the option of that kind
        ("you may", CR 603.5); for an "unless [player] pays" question without such options,
        ``no`` is the decline option and ``yes`` the only way of paying, if there is one."""
        d = self.game.decision
        assert d is not None
        word = "yes" if yes else "no"
        hit = next((o for o in d.options if o.kind == word), None)
        if hit is not None:
            return hit
        decline = [o for o in d.options if o.declines()]
        if not yes:
            return decline[0] if decline else None
        pay = [o for o in d.options if o not in decline]
        return pay[0] if decline and len(pay) == 1 else None

    def _match_trigger(self, name: str) -> Action | None:
        d = self.game.decision
        assert d is not None
        for o in d.options:
            if o.kind == "order":
                i = o.args[0]
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
        started_before = STEPS.index(s.step) < limit
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
            if s.turn != start_turn or (STEPS.index(s.step) >= limit
                                        and not s.turn_flags.get("extra_combats")):  # 500.8
                step = s.step.replace("_", " ")
                if started_before:
                    why = ("no creature of the active player could attack (CR 508.1a)"
                           if kind == ATTACKERS else "no creature attacked (CR 508.8) or "
                           "none could block (509.1a)")
                    raise _Refused(f"{what} was skipped: {why}; it is now turn {s.turn}, "
                                   f"{step} step")
                raise _Refused(f"{what} of turn {start_turn} is already over (the scenario "
                               f"is at the {step} step; actions run in order, from the "
                               "scenario's 'turn')")
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


def _step_mark(s: GameState) -> int:
    """Which step instance the game is in: the log position of the latest "step" event, so
    the first-strike and regular combat damage steps (both ``combat_damage``, CR 510.4) are
    told apart."""
    log = s.log
    for i in range(len(log) - 1, -1, -1):
        if log[i]["event"] == "step":
            return i
    return -1


def _first_strike_step(s: GameState) -> bool:
    """True during a first-strike combat damage step that a regular one follows (CR 510.4)."""
    return s.step == "combat_damage" and any(
        f.kind == "turn" and f.data.get("second_damage") for f in s.frames)


def _acting_player(run: ScenarioRun, a: ActionSpec) -> int:
    """The acting player's index (the model guarantees the name exists)."""
    pid = run.refs.player(a.player or "")
    assert pid is not None
    return pid


def _action_text(a: ActionSpec) -> str:
    if a.kind == "until":
        return f"until {a.until_step}" + (f" (turn {a.until_turn})" if a.until_turn else "")
    return f"{a.player}: {a.text}" if a.player else a.text or a.kind
