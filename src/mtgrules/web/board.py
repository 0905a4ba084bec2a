"""The board as one player sees it, as JSON for the browser page.

:func:`snapshot` builds it from a :class:`~mtgrules.agents.view.PlayerView` only, so the page
never learns what the player can't see (libraries, the opponent's hand; CR 400.2). Each
option of the pending decision carries its notation (:func:`mtgrules.notation.format_action`),
which is what the page sends back, and the object it is about (``card``), so the page can make
that card the control.
"""

from __future__ import annotations

from typing import Any

from mtgrules.agents.autopass import meaningful_options
from mtgrules.agents.view import PlayerView
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.game import Game
from mtgrules.notation import format_action
from mtgrules.render.text import combat_marks, render_action
from mtgrules.rules.commander import TAX_PER_CAST, commander_entries
from mtgrules.rules.face_down import visible_card
from mtgrules.state.decision import Action, Decision, Ref

__all__ = ["card_about", "snapshot"]

#: Log events sent in one answer at most (the newest ones).
MAX_LOG_EVENTS = 400
#: Kinds whose first argument is the object the option is about.
_OBJECT_FIRST = frozenset({"play", "cast", "activate", "discard", "bottom", "choose_card",
                           "mana", "replacement", "attack", "block"})


def card_about(action: Action) -> int | None:
    """The id of the object an option is about (the card to click), or None when it is about
    no object (pass, keep, a player target, a number...)."""
    if not action.args:
        return None
    if action.kind in _OBJECT_FIRST:
        v = action.args[0]
        return v if isinstance(v, int) and v > 0 else None
    if action.kind == "target":
        return Ref(int(action.args[0])).object if isinstance(action.args[0], int) else None
    return None


def _oracle(name: str) -> tuple[str, str, str]:
    """Oracle text, type line and mana cost of a card name ("" when unknown)."""
    try:
        d = get_card(name)
    except Exception:  # a token or an ability's source without a card definition
        return "", "", ""
    return (d.oracle or "", str(d.type_line), str(d.mana_cost) if d.mana_cost else "")


def _card(view: PlayerView, oid: int, marks: dict[int, str]) -> dict[str, Any] | None:
    """One visible object: name, cost, types, P/T (current and printed), counters, tapped,
    combat, attachments, sector, Class level and Oracle text."""
    info = view.info(oid)
    if info is None:
        return None
    s = view._state  # the view's own state, read only
    o = s.objects[oid]
    oracle, type_line, cost = _oracle(info.name)
    out: dict[str, Any] = {
        "id": oid, "name": info.name, "cost": cost, "type_line": type_line, "oracle": oracle,
        "types": sorted(info.types), "controller": info.controller, "owner": info.owner,
        "tapped": info.tapped, "counters": dict(info.counters), "damage": info.damage,
    }
    if info.zone == "battlefield":
        c = view.characteristics(oid)
        if c is not None and c.mana_cost is not None:
            out["cost"] = str(c.mana_cost)
        if info.is_creature():
            out["power"], out["toughness"] = info.power, info.toughness
            try:
                d = get_card(visible_card(o, view.player))  # CR 708.5
                out["printed"] = [d.power, d.toughness]
            except Exception:
                out["printed"] = [None, None]
            out["sick"] = info.sick
        out["keywords"] = sorted(info.keywords)
        if oid in marks:
            out["combat"] = marks[oid]
        if info.attached_to is not None:
            out["attached_to"] = info.attached_to
        out["attachments"] = [a for a in view.battlefield()
                              if (ai := view.info(a)) is not None and ai.attached_to == oid]
        if o.sector:
            out["sector"] = o.sector
        try:
            if get_card(o.card).level_abilities:
                out["level"] = o.level
        except Exception:
            pass
    elif info.is_creature() and info.power is not None:
        out["power"], out["toughness"] = info.power, info.toughness
    return out


def _stack_item(view: PlayerView, oid: int, game: Game) -> dict[str, Any]:
    s = view._state
    o = s.objects[oid]
    card = _card(view, oid, {}) or {"id": oid, "name": o.card}
    if o.kind == "ability":
        try:
            text = get_ability(str(o.ability)).text
        except KeyError:
            text = str(o.ability)
        card["ability"] = text
        card["kind"] = "ability"
    else:
        card["kind"] = "spell"
    card["source"] = f"{o.card}#{o.source}" if getattr(o, "source", None) else f"{o.card}#{oid}"
    refs = view.object_targets(oid)
    card["targets"] = [_ref_name(view, t) for t in refs]
    card["target_refs"] = refs  # object ids (> 0) and players (-1 - index): highlighted
    return card


def _label(action: Action, view: PlayerView, d: Decision) -> str:
    """An option in words (:func:`mtgrules.render.text.render_action`); a trigger to order
    (CR 603.3b) is named by its text, as the terminal does."""
    if action.kind == "order" and action.args:
        ctx = dict(d.context)
        names = ctx.get("texts") or ctx.get("abilities")
        i = action.args[0]
        if isinstance(names, list | tuple) and isinstance(i, int) and 0 <= i < len(names):
            return f"put {names[i]} on the stack next"
    return render_action(action, view)


def _ref_name(view: PlayerView, ref: int) -> str:
    r = Ref(int(ref))
    if r.player is not None:
        return view.name(r.player)
    oid = r.object
    return f"{view.card_name(oid)}#{oid}" if oid is not None else str(ref)


def _group(view: PlayerView, player: int, marks: dict[int, str]) -> dict[str, list[Any]]:
    groups: dict[str, list[Any]] = {"lands": [], "creatures": [], "other": []}
    for oid in view.battlefield(player):
        c = _card(view, oid, marks)
        if c is None:
            continue
        if c.get("attached_to") is not None:
            continue  # shown with what it is attached to
        kind = ("creatures" if "Creature" in c["types"] else
                "lands" if "Land" in c["types"] else "other")
        c["attachment_cards"] = [a for a in (_card(view, x, marks) for x in c["attachments"])
                                 if a is not None]
        groups[kind].append(c)
    return groups


def _command_zone(view: PlayerView, s: Any, player: int) -> list[dict[str, Any]]:
    """The commanders ``player`` owns in the command zone (public, CR 400.2), each a card
    with ``tax``: the generic mana its next cast from there adds (CR 903.8)."""
    out = []
    for e in commander_entries(s):
        if e["owner"] != player or s.objects[e["id"]].zone != "command":
            continue
        c = _card(view, e["id"], {}) or {"id": e["id"], "name": e["card"]}
        out.append({**c, "tax": TAX_PER_CAST * e["casts"]})
    return out


def snapshot(game: Game, player: int, since: int = 0, ask: bool = True) -> dict[str, Any]:
    """What ``player`` sees, JSON-compatible::

        {"turn", "step", "active", "players": [{"index", "name", "life", "poison", "library",
         "hand", "graveyard", "exile", "battlefield": {"lands", "creatures", "other"}}],
         "hand": [card], "stack": [card + "source", "targets", "target_refs"] (top first),
         "log": [event], "log_next": int, "decision": {"kind", "prompt", "options":
         [{"action", "label", "card"}]} or None, "result": {"reason", "winners"} or None}

    ``since`` is the first log index to send; ``ask`` False leaves the decision out (the
    server takes it for the player)."""
    view = PlayerView(game, player)
    s = game.state
    marks = combat_marks(view)
    players = []
    for p in s.players:
        players.append({
            "index": p.index, "name": p.name, "life": p.life, "poison": p.poison,
            "library": len(p.library), "hand": len(p.hand), "graveyard": len(p.graveyard),
            "graveyard_cards": [c for c in (_card(view, x, {}) for x in p.graveyard) if c],
            "exile": sum(1 for x in s.exile if s.objects[x].owner == p.index),
            "lost": p.lost, "you": p.index == player,
            "battlefield": _group(view, p.index, marks),
            "command": _command_zone(view, s, p.index),
        })
    hand = [c for c in (_card(view, x, {}) for x in view.hand()) if c is not None]
    stack = [_stack_item(view, x, game) for x in reversed(view.stack())]
    log = game.log
    since = max(0, min(since, len(log)))
    first = max(since, len(log) - MAX_LOG_EVENTS)
    events = [{"i": i, "turn": ev.get("turn"), "step": ev.get("step"),
               "player": ev.get("player"), "text": str(ev.get("text", "")),
               "rule": ev.get("rule"), "event": ev.get("event")}
              for i, ev in enumerate(view.recent_log(len(log) - first) if first < len(log)
                                     else [], start=first)]
    decision = None
    d = game.decision
    if d is not None and d.player == player and ask:
        decision = {
            "kind": str(d.kind), "prompt": d.prompt,
            "options": [{"action": format_action(a, view), "label": _label(a, view, d),
                         "kind": str(a.kind), "card": card_about(a),
                         "mana": not meaningful_options([a]) and a.kind != "pass"}
                        for a in d.options],
        }
    result = None
    out = game.outcome
    if out is not None:
        result = {"reason": out.reason, "winners": [s.players[w].name for w in out.winners],
                  "draw": out.draw, "rule": out.rule}
    return {"turn": s.turn, "step": s.step, "active": s.active, "players": players,
            "hand": hand, "stack": stack, "log": events, "log_next": len(log),
            "decision": decision, "result": result,
            "mana_pool": list(view.mana_pool())}
