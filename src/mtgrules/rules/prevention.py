"""Damage events and the effects that prevent or replace them (CR 120, 615, 616, 702.16e).

Every damage event (a resolving spell's or ability's damage, combat damage, CR 510.2) goes
through the ``deal_damage`` frame: the prevention effects that apply to it are applied in the
order the affected player or the affected object's controller chooses (CR 616.1, the
procedure of :mod:`mtgrules.rules.replacement`), then what is left is dealt
(:func:`mtgrules.rules.actions.deal_damage`). The effects:

- shields from resolved spells and abilities, "Prevent the next N damage that would be dealt
  to [target] this turn" (CR 615.7): stored effects ``{"shield": "prevent", "amount": N}``
  on the permanent (``affected``) or player (``shielded_player``), reduced by each 1 damage
  they prevent;
- "Prevent all damage [target] would deal this turn" (615.1a): a stored effect
  ``{"shield": "prevent_from"}`` whose ``affected`` is the source;
- "Prevent all combat damage that would be dealt this turn" (615.1a): a stored effect
  ``{"shield": "prevent_combat"}`` until end of turn;
- static abilities: "Prevent all [combat] damage that would be dealt to [filter]"
  (:class:`~mtgrules.model.PreventDamage`), and "If damage would be dealt to ~, prevent that
  damage. Remove a +1/+1 counter from ~." (:class:`~mtgrules.model.PreventDamageRemoveCounter`);
- protection (CR 702.16e): damage from a source with the quality is prevented;
- a replacement effect increasing the damage, "If a source you control would deal noncombat
  damage to an opponent ..., it deals that much damage plus 2 instead" (CR 614.1a,
  :class:`~mtgrules.model.DamagePlus`), ordered among them by the same choice (616.1).

The frame keeps the event being modified and the effects applied so far in its data, so a
``replacement`` decision in the middle survives clone and save/load.
"""

from __future__ import annotations

from typing import Any

from mtgrules.engine import handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.replacement import DamagePlus, PreventDamage, PreventDamageRemoveCounter
from mtgrules.model.walker_abilities import PreventDamageToSelf
from mtgrules.rules import actions
from mtgrules.rules.dies import record_damage
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield, controller_of
from mtgrules.rules.protection import protected_from
from mtgrules.rules.replacement import Candidate, next_effect
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import ref_player

Damage = list[Any]
"""One damage event to deal: ``[source, target, amount, combat, source_lki or None]``."""


def deal(s: GameState, events: list[Damage]) -> None:
    """Deal damage events in order, each after its prevention effects (CR 615, 616.1): pushes
    the ``deal_damage`` frame, which runs next."""
    todo = [e for e in events if e[2] > 0]
    if todo:
        push(s, "deal_damage", todo=todo)


def damage_statics(s: GameState) -> list[tuple[int, StaticAbility]]:
    """(permanent, static ability) pairs whose replacement is a damage prevention effect,
    cached per state version."""
    cached = s.cache.get("damage_statics")
    if cached is not None:
        return cached
    chars = compute_battlefield(s)
    out = [(oid, a) for oid in s.battlefield for a in chars[oid].abilities
           if isinstance(a, StaticAbility) and isinstance(
               a.replacement, PreventDamage | PreventDamageRemoveCounter | PreventDamageToSelf
               | DamagePlus)]
    s.cache["damage_statics"] = out
    return out


UNPREVENTABLE = "damage_unpreventable"
"""The turn flag of "Damage can't be prevented this turn" (CR 615.12)."""


def _event(s: GameState, d: Damage) -> dict[str, Any]:
    """A damage event's working record; ``d[5]`` (optional): the damage can't be prevented
    (CR 615.12), as all damage is this turn after "Damage can't be prevented this turn"."""
    return {"source": d[0], "target": d[1], "amount": d[2], "combat": bool(d[3]),
            "lki": d[4] if len(d) > 4 else None, "uses": {}, "remove": [], "prevented": [],
            "unpreventable": bool(d[5]) if len(d) > 5 else bool(s.turn_flags.get(
                UNPREVENTABLE))}


def applicable(s: GameState, ev: dict[str, Any], applied: list[str]) -> list[Candidate]:
    """The prevention effects that would apply to damage event ``ev`` now (CR 615, 616.1f),
    leaving out those already applied."""
    if ev["amount"] <= 0:
        return []
    tgt = ev["target"]
    pl = ref_player(tgt)
    out: list[Candidate] = []
    for e in s.effects:
        sh = e.get("shield")
        if sh == "prevent" and (tgt in e["affected"] if pl is None
                                else e.get("shielded_player") == pl):
            left = e["amount"] - ev["uses"].get(str(e["id"]), 0)
            if left > 0:
                out.append(Candidate(f"shield:{e['id']}", e["source"] or 0,
                                     text=f"prevent the next {left} damage (615.7)",
                                     kind="615.7", n=left))
        elif sh == "prevent_all" and tgt in e["affected"]:
            out.append(Candidate(f"shield:{e['id']}", e["source"] or 0,
                                 text="prevent all damage this turn (615.1a)", kind="615.1a"))
        elif sh == "prevent_to_and_by" and (tgt in e["affected"] or ev["source"] in e[
                "affected"]) and (ev["combat"] or not e.get("combat_only")):  # 615.1a
            out.append(Candidate(f"shield:{e['id']}", e["source"] or 0,
                                 text="prevent all damage dealt to and by it (615.1a)",
                                 kind="615.1a"))
        elif sh == "prevent_from" and ev["source"] in e["affected"]:
            out.append(Candidate(f"shield:{e['id']}", e["source"] or 0,
                                 text="prevent all damage it would deal this turn (615.1a)",
                                 kind="615.1a"))
        elif sh == "prevent_combat" and ev["combat"]:
            out.append(Candidate(f"shield:{e['id']}", e["source"] or 0,
                                 text="prevent all combat damage this turn (615.1a)",
                                 kind="615.1a"))
    for oid, a in damage_statics(s):
        r = a.replacement
        if isinstance(r, DamagePlus) and _increases(s, r, oid, ev):
            out.append(Candidate(a.key, oid, text=f"{a.text} (614.1a)", kind="614.1a+",
                                 n=r.extra))
    if ref_player(tgt) is None:
        o = s.objects.get(tgt)
        if o is not None and o.zone == "battlefield" and o.counters.get("shield"):
            out.append(Candidate("shield_counter", tgt, text="remove a shield counter instead "
                                 "(122.1c)", kind="remove:shield"))
        if o is not None and o.zone == "battlefield":
            tc = characteristics(s, tgt)
            if protected_from(s, tc, ev["source"], ev["lki"]):
                out.append(Candidate("protection", tgt, text="protection (702.16e)",
                                     kind="702.16e"))
            for oid, a in damage_statics(s):
                r = a.replacement
                if isinstance(r, PreventDamageRemoveCounter):
                    if oid == tgt:
                        out.append(Candidate(a.key, oid, text=f"{a.text} (615.1a)",
                                             kind=f"remove:{r.counter.value}"))
                elif isinstance(r, PreventDamageToSelf) and oid == tgt and (
                        not r.during_your_turn or s.active == controller_of(s, oid)) or isinstance(r, PreventDamage) and (ev["combat"] or not r.combat_only) \
                        and matches(s, tgt, tc, r.to, controller_of(s, oid), oid):
                    out.append(Candidate(a.key, oid, text=f"{a.text} (615.1a)",
                                         kind="615.1a"))
    out = [c for c in out if c.ident not in applied and c.source > 0]
    return out


def _increases(s: GameState, r: DamagePlus, oid: int, ev: dict[str, Any]) -> bool:
    """Whether damage increase ``r`` of permanent ``oid`` applies to damage event ``ev``: the
    source is one its controller controls (by last known information if it left, CR 608.2h)
    with the colors named, the damage is noncombat if so required, and it is dealt to an
    opponent or a permanent an opponent controls if so required (CR 614.1a)."""
    if r.noncombat and ev["combat"]:
        return False
    me = controller_of(s, oid)
    src = ev["source"]
    o = s.objects.get(src)
    if o is not None and o.zone in ("battlefield", "stack"):
        sc = characteristics(s, src)
        ctrl, colors = controller_of(s, src), set(sc.colors)
    elif ev["lki"]:
        ctrl, colors = ev["lki"].get("controller"), set(ev["lki"].get("colors", ()))
    else:
        return False
    if ctrl != me or (r.other and src == oid) or not {c.value for c in r.colors} <= colors:
        return False
    if not r.to_opponents:
        return True
    pl = ref_player(ev["target"])
    return pl != me if pl is not None else controller_of(s, ev["target"]) != me


def apply(ev: dict[str, Any], c: Candidate) -> dict[str, Any]:
    """The damage event after prevention effect ``c`` (pure; CR 615.7 shields count the
    damage they prevent)."""
    ev = {**ev, "uses": dict(ev["uses"]), "remove": list(ev["remove"]),
          "prevented": list(ev["prevented"])}
    n = ev["amount"]
    rule = c.kind
    if c.kind == "614.1a+":  # "that much damage plus N instead"
        ev["amount"] += c.n
        ev["increased"] = [*ev.get("increased", []), [c.source, c.n]]
        return ev
    if ev.get("unpreventable") and c.key != "shield_counter":  # CR 615.12: it prevents
        # nothing and uses no shield (a shield counter's replacement is no prevention,
        # 122.1c); its additional effect still happens
        if c.kind.startswith("remove:"):
            ev["remove"].append([c.source, c.kind[7:]])
        return ev
    if c.kind == "615.7":
        n = min(n, c.n)
        sid = c.key[7:]
        ev["uses"][sid] = ev["uses"].get(sid, 0) + n
    elif c.kind.startswith("remove:"):
        ev["remove"].append([c.source, c.kind[7:]])
        rule = "122.1c" if c.key == "shield_counter" else "615.1a"
    ev["amount"] -= n
    ev["prevented"].append([c.source, rule, n])
    return ev


def _chooser(s: GameState, tgt: int) -> int:
    pl = ref_player(tgt)
    return pl if pl is not None else controller_of(s, tgt)


def _target_name(s: GameState, tgt: int) -> str:
    pl = ref_player(tgt)
    return s.players[pl].name if pl is not None else name_of(s, tgt)


def _commit(s: GameState, ev: dict[str, Any], dealt: list[dict[str, Any]]) -> None:
    """Carry out the modified event: shields used up, counters removed, what is left dealt
    (recorded in ``dealt``, the frame's damage event, :func:`actions.damage_dealt`)."""
    tgt = ev["target"]
    for sid, used in ev["uses"].items():
        for e in list(s.effects):
            if str(e["id"]) == sid:
                e["amount"] -= used
                if e["amount"] <= 0:
                    s.effects.remove(e)
                s.touch()
    for _src, rule, n in ev["prevented"]:
        log_event(s, "prevent_damage", rule, f"{n} damage to {_target_name(s, tgt)} from "
                  f"{name_of(s, ev['source'])} is prevented", None,
                  [ev["source"]] + ([tgt] if tgt > 0 else []), amount=n)
    for src, n in ev.get("increased", ()):
        log_event(s, "damage_increased", "614.1a", f"{name_of(s, src)} makes the "
                  f"damage {name_of(s, ev['source'])} deals to {_target_name(s, tgt)} "
                  f"{n} greater", None, [src, ev["source"]] + ([tgt] if tgt > 0 else []),
                  amount=n)
    for oid, kind in ev["remove"]:
        if s.objects[oid].zone == "battlefield":
            actions.remove_counters(s, oid, kind, 1,
                                    rule="122.1c" if kind == "shield" else "615.1a")
    if ev["amount"] > 0 and actions.deal_damage(s, ev["source"], tgt, ev["amount"],
                                                combat=ev["combat"], source_chars=ev["lki"],
                                                dealt=dealt):
        record_damage(s, ev["source"], tgt)


@handler("deal_damage")
def deal_damage_frame(s: GameState, f: Frame) -> None:
    """Deal the frame's damage events one at a time, each after the prevention effects that
    apply to it in the affected player's chosen order (CR 615, 616.1)."""
    d = f.data
    ans = take_answer(f)
    while True:
        if d.get("cur") is None:
            if not d["todo"]:
                pop(s, f)
                # all of it was dealt at once: one event (CR 510.2, 120.3, 702.15e)
                actions.damage_dealt(s, d.get("dealt", []))
                return
            d["cur"] = _event(s, d["todo"].pop(0))
            d["applied"] = []
        ev = d["cur"]
        applied: list[str] = d["applied"]
        tgt = ev["target"]
        if ref_player(tgt) is None and s.objects[tgt].zone != "battlefield":
            d["cur"] = None
            continue
        while True:
            c = next_effect(s, _chooser(s, tgt), ev, applied,
                            lambda e, done: applicable(s, e, done), apply, ans,
                            f"Choose the prevention effect to apply first to damage to "
                            f"{_target_name(s, tgt)}", tgt if tgt > 0 else ev["source"])
            ans = None
            if c is False:
                return
            if c is None or not isinstance(c, Candidate):
                break
            ev = apply(ev, c)
            applied.append(c.ident)
            d["cur"] = ev
        d["cur"] = None
        _commit(s, ev, d.setdefault("dealt", []))
