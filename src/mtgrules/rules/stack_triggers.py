"""Putting triggered abilities on the stack (CR 603.3) and resolving triggered mana abilities
immediately (CR 605.4a).

``put_triggers``: in APNAP order (CR 101.4) each player puts their waiting triggered
abilities on the stack in the order they choose (a ``trigger_order`` decision when there is a
real choice), choosing targets as each is put on the stack (CR 603.3d). A triggered ability
with no legal target is removed (CR 603.3d). Damage it divides among its targets is divided
then too (CR 603.3d, 601.2d).
"""

from __future__ import annotations

from mtgrules.cards.registry import get_ability
from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.rules.divided import ability_divided_effect, divide
from mtgrules.rules.targeting import emit_targeted, has_legal_targets, target_options
from mtgrules.rules.zone_change import new_object
from mtgrules.state.decision import MODE, TARGET, TRIGGER_ORDER, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject


def _apnap(s: GameState) -> list[int]:
    n = len(s.players)
    return [(s.active + i) % n for i in range(n)]


@handler("put_triggers")
def put_triggers_frame(s: GameState, f: Frame) -> None:
    """CR 603.3b: put waiting triggered abilities on the stack."""
    d = f.data
    if "placing" in d:
        _place_targets(s, f)
        return
    ans = take_answer(f)
    if ans is not None:
        i = ans.args[0]
        t = s.triggered.pop(i)
        _start_placing(s, f, t)
        return
    for pid in _apnap(s):
        mine = [i for i, t in enumerate(s.triggered) if t["controller"] == pid]
        if not mine:
            continue
        distinct = {(s.triggered[i]["ability"], s.triggered[i]["source"]) for i in mine}
        if len(mine) == 1 or len(distinct) == 1:
            t = s.triggered.pop(mine[0])
            _start_placing(s, f, t)
            return
        ask(s, pid, TRIGGER_ORDER,
            [Action("order", (i,)) for i in mine],
            f"{s.players[pid].name}: choose the next triggered ability to put on the stack "
            "(the last one put resolves first)",
            abilities=[s.triggered[i]["ability"] for i in mine],
            sources=[s.triggered[i]["source"] for i in mine],
            texts=[f"{name_of(s, s.triggered[i]['source'])}: "
                   f"{get_ability(s.triggered[i]['ability']).text}" for i in mine])
        return
    pop(s, f)


def _start_placing(s: GameState, f: Frame, t: dict[str, object]) -> None:
    a = get_ability(str(t["ability"]))
    assert isinstance(a, TriggeredAbility)
    src = int(t["source"])  # type: ignore[call-overload]
    ab = new_object(s, s.objects[src].card, s.objects[src].owner, "stack", "ability")
    ab.controller = int(t["controller"])  # type: ignore[call-overload]
    ab.ability = a.key
    ab.source = src
    ev = t.get("event")
    ab.event = ev  # type: ignore[assignment]
    if isinstance(ev, dict):
        ab.x = int(s.objects[src].x) if src in s.objects else 0
        if ev.get("type") == "monstrous":  # CR 701.37c: the monstrosity ability's X
            ab.x = int(ev.get("x") or 0)
    f.data["placing"] = ab.id
    s.touch()
    _place_targets(s, f)


def _choose_mode(s: GameState, f: Frame, ab: GameObject, a: TriggeredAbility) -> bool:
    """CR 700.2b: the controller of a modal triggered ability chooses its mode as it is put
    on the stack, among the modes with legal targets (700.2a); with none, it is removed
    (603.3c). The stack object then has the mode's ability (its effect and targets). True
    when the mode is chosen (or the ability removed), False when a decision is pending."""
    ok = [j for j, m in enumerate(a.modes)
          if has_legal_targets(s, m.targets, ab.controller, ab.source)]
    ans = take_answer(f)
    if ans is None and len(ok) > 1:
        ask(s, ab.controller, MODE, [Action("mode", (j, a.modes[j].text)) for j in ok],
            f"Choose a mode for {name_of(s, ab.source or 0)}: {a.text.split(chr(10))[0]}",
            obj=ab.id, modes=[m.text for m in a.modes])
        return False
    if not ok:
        log_event(s, "trigger_removed", "603.3c", f"{a.text[:50]} has no mode with legal "
                  "targets and is removed", ab.controller, [ab.source or 0])
        ab.zone = "gone"
        del f.data["placing"]
        return True
    j = int(ans.args[0]) if ans is not None else ok[0]
    ab.ability = a.modes[j].key
    ab.chosen["mode"] = j
    log_event(s, "mode", "700.2b", f"{s.players[ab.controller].name} chooses "
              f"\"{a.modes[j].text}\"", ab.controller, [ab.source or 0])
    return True


def _place_targets(s: GameState, f: Frame) -> None:
    ab = s.objects[f.data["placing"]]
    a = get_ability(ab.ability or "")
    assert isinstance(a, TriggeredAbility)
    if s.players[ab.controller].lost:  # CR 800.4d: it isn't put on the stack
        f.data.pop("answer", None)
        ab.zone = "gone"
        del f.data["placing"]
        return
    if a.modes:
        if not _choose_mode(s, f, ab, a) or "placing" not in f.data:
            return
        a = get_ability(ab.ability or "")
        assert isinstance(a, TriggeredAbility)
    ans = None if f.data.get("dividing") else take_answer(f)
    if ans is not None:
        ab.targets.append(ans.args[0])
    i = len(ab.targets)
    text = a.text.replace("~", name_of(s, ab.source or 0).split("#")[0])  # CR 201.5
    if i < len(a.targets) and not f.data.get("dividing"):
        spec = a.targets[i]
        opts = target_options(s, spec, ab.controller, ab.source, ab.targets,
                              a.targets)
        if not opts:
            log_event(s, "trigger_removed", "603.3d", f"{text[:50]} has no legal target and "
                      "is removed", ab.controller, [ab.source or 0])
            ab.zone = "gone"
            del f.data["placing"]
            return
        ask(s, ab.controller, TARGET, opts, f"Choose {spec.text or 'a target'} for: {text}",
            obj=ab.id, slot=i)
        return
    e = ability_divided_effect(a)
    if e is not None:  # CR 603.3d, 601.2d: the division is announced with the targets
        f.data["dividing"] = True
        if not divide(s, f, ab.controller, ab.id, e):
            return
        del f.data["dividing"]
    s.stack.append(ab.id)
    s.touch()
    log_event(s, "trigger", "603.3", f"{name_of(s, ab.source or 0)}'s triggered ability is "
              f"put on the stack: {text}", ab.controller,
              [ab.source or 0, ab.id],
              ability=a.key)
    emit_targeted(s, ab.id)  # "becomes the target" (ward, CR 702.21a)
    del f.data["placing"]


@handler("mana_triggers")
def mana_triggers_frame(s: GameState, f: Frame) -> None:
    """Resolve triggered mana abilities right after the mana ability that triggered them
    (CR 605.4a)."""
    pending = s.extra.get("mana_triggers")
    if not pending:
        s.extra.pop("mana_triggers", None)
        pop(s, f)
        return
    t = pending.pop(0)
    ctx = {"source": t["source"], "controller": t["controller"], "targets": [], "x": 0,
           "obj": t["source"], "event": t["event"], "vars": {}, "tapped": False}
    log_event(s, "mana_trigger", "605.4a", f"{name_of(s, t['source'])}'s triggered mana "
              "ability resolves", t["controller"], [t["source"]])
    push(s, "effect", key=t["ability"], ctx=ctx, pc=0)
