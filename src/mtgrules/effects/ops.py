"""Effect instructions (one-shot effects, CR 609-610 and keyword actions of CR 701).

Each function implements one instruction name used by card definitions; see
:mod:`mtgrules.effects.interpreter` for the protocol (return True when done, False to pause).
"""

from __future__ import annotations

from typing import Any

from mtgrules.abilities import Filter, Instr
from mtgrules.effects.interpreter import op_handler
from mtgrules.effects.refs import amount, players, refs
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import COLOR_NAMES, COLORS, NAME_TO_TYPE
from mtgrules.rules import actions
from mtgrules.rules.layers import characteristics, compute_battlefield, controller_of
from mtgrules.rules.zone_change import create_token, move
from mtgrules.state.decision import CHOOSE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _src(f: Frame) -> int:
    return int(f.data["ctx"]["source"])


def _ctrl(f: Frame) -> int:
    return int(f.data["ctx"]["controller"])


@op_handler("damage")
def op_damage(s: GameState, f: Frame, ins: Instr) -> bool:
    """"[Source] deals N damage to [target]" (CR 120.2)."""
    n = amount(s, f, ins.get("amount"))
    lki = f.data["ctx"].get("source_lki")
    for r in refs(s, f, ins.get("to")):
        actions.deal_damage(s, _src(f), r, n, source_chars=lki)
    return True


@op_handler("destroy")
def op_destroy(s: GameState, f: Frame, ins: Instr) -> bool:
    """Destroy (CR 701.8)."""
    for r in refs(s, f, ins.get("what")):
        if r > 0:
            actions.destroy(s, r)
    return True


@op_handler("draw")
def op_draw(s: GameState, f: Frame, ins: Instr) -> bool:
    """Draw N cards (CR 121)."""
    for p in players(s, f, ins.get("who", "controller")):
        actions.draw(s, p, amount(s, f, ins.get("n", 1)))
    return True


@op_handler("gain_life")
def op_gain_life(s: GameState, f: Frame, ins: Instr) -> bool:
    """Gain N life (CR 119.3)."""
    for p in players(s, f, ins.get("who", "controller")):
        actions.gain_life(s, p, amount(s, f, ins.get("n")))
    return True


@op_handler("lose_life")
def op_lose_life(s: GameState, f: Frame, ins: Instr) -> bool:
    """Lose N life (CR 119.3)."""
    for p in players(s, f, ins.get("who")):
        actions.lose_life(s, p, amount(s, f, ins.get("n")))
    return True


@op_handler("counter")
def op_counter(s: GameState, f: Frame, ins: Instr) -> bool:
    """Counter a spell: put it into its owner's graveyard (CR 701.6a)."""
    for r in refs(s, f, ins.get("what")):
        o = s.objects.get(r)
        if o is not None and o.zone == "stack":
            log_event(s, "counter", "701.6a", f"{name_of(s, r)} is countered", None, [r])
            if o.kind == "ability":
                s.stack.remove(r)
                o.zone = "gone"
                s.touch()
            else:
                move(s, r, "graveyard")
    return True


def add_effect(s: GameState, f: Frame | None, affected: list[int], parts: list[list[Any]],
               duration: str, controller: int, source: int | None, rule: str | None = None,
               **extra: Any) -> dict[str, Any]:
    """Create a stored continuous effect from a resolving spell or ability (CR 611.2): its
    affected set is locked in now (611.2c); ``parts`` are ``[layer, kind, args]`` triples;
    ``duration`` is ``"end_of_turn"`` (ends in cleanup, 514.2) or ``"indefinite"``."""
    e: dict[str, Any] = {"id": s.next_ts, "ts": s.next_ts, "source": source,
                         "controller": controller, "affected": list(affected),
                         "parts": parts, "duration": duration, "rule": rule}
    e.update(extra)
    s.next_ts += 1
    s.effects.append(e)
    s.touch()
    return e


@op_handler("pump")
def op_pump(s: GameState, f: Frame, ins: Instr) -> bool:
    """"[Object] gets +P/+T until end of turn" (layer 7c, CR 613.4c, 611.2c)."""
    ids = [r for r in refs(s, f, ins.get("what")) if r > 0]
    if ids:
        p = amount(s, f, ins.get("power", 0))
        t = amount(s, f, ins.get("toughness", 0))
        parts: list[list[Any]] = [["7c", "modify_pt", {"power": p, "toughness": t}]]
        if ins.get("keywords"):
            from mtgrules.keywords import keyword_key

            parts.append(["6", "add_abilities",
                          {"keys": [keyword_key(k) for k in ins.get("keywords")]}])
        add_effect(s, f, ids, parts, "end_of_turn", _ctrl(f), _src(f))
        for oid in ids:
            log_event(s, "pump", "613.4c", f"{name_of(s, oid)} gets {p:+d}/{t:+d} until end "
                      "of turn", None, [oid])
    return True


@op_handler("add_mana")
def op_add_mana(s: GameState, f: Frame, ins: Instr) -> bool:
    """"Add [mana]" (CR 106.3): fixed mana, or one mana of a type chosen from a set (any color,
    what a land could produce, CR 106.7). An undefined type produces no mana (CR 106.5)."""
    from mtgrules.rules.mana_production import base_types, production_amount

    ctx = f.data["ctx"]
    src, pid = ctx["source"], ctx["controller"]
    args = dict(ins.args)
    n = production_amount(s, src, pid, args.get("amount", 1))
    fixed = args.get("mana")
    if fixed:
        mana = [m for m in fixed] * n if len(fixed) > 1 else [fixed] * n
        push(s, "produce_mana", player=pid, source=src, mana=mana, tapped=ctx.get("tapped"))
        return True
    options = sorted(base_types(s, src, pid, args),
                     key=lambda t: "WUBRGC".index(t))
    if not options or n <= 0:
        push(s, "produce_mana", player=pid, source=src, mana=[], tapped=ctx.get("tapped"),
             rule="106.5" if not options else "106.3")
        return True
    allowed = ctx.get("allowed")
    if allowed and set(allowed) & set(options):
        options = [t for t in options if t in allowed]  # keep the payment completable
    ans = take_answer(f)
    hint = ctx.get("hint")
    if ans is None and hint in options:
        ans = Action("choose", (COLOR_NAMES[hint],))
    if ans is None and len(options) == 1:
        ans = Action("choose", (COLOR_NAMES[options[0]],))
    if ans is None:
        ask(s, pid, CHOOSE, [Action("choose", (COLOR_NAMES[t],)) for t in options],
            f"Choose the type of mana {name_of(s, src)} adds", source=src)
        return False
    t = NAME_TO_TYPE[ans.args[0]]
    push(s, "produce_mana", player=pid, source=src, mana=[t] * n, tapped=ctx.get("tapped"))
    return True


@op_handler("add_mana_of_event")
def op_add_mana_of_event(s: GameState, f: Frame, ins: Instr) -> bool:
    """"That player adds one mana of any type that land produced" (Heartbeat of Spring, Mana
    Flare): a type from the triggering event's mana; a choice when it made several types."""
    ctx = f.data["ctx"]
    ev = ctx["event"]
    pid = ev["player"]
    types = sorted(set(ev["mana"]), key=lambda t: "WUBRGC".index(t))
    ans = take_answer(f)
    if ans is None and len(types) > 1:
        ask(s, pid, CHOOSE, [Action("choose", (COLOR_NAMES[t],)) for t in types],
            "Choose the type of the additional mana")
        return False
    t = NAME_TO_TYPE[ans.args[0]] if ans is not None else types[0]
    push(s, "produce_mana", player=pid, source=ctx["source"], mana=[t] * int(ins.get("n", 1)),
         tapped=False)
    return True


@op_handler("search_land")
def op_search_land(s: GameState, f: Frame, ins: Instr) -> bool:
    """Search your library for a basic land card, put it onto the battlefield (tapped), then
    shuffle (CR 701.23). Finding nothing is always allowed (CR 701.23b)."""
    pid = _ctrl(f)
    p = s.players[pid]
    ans = take_answer(f)
    if ans is None:
        seen: set[str] = set()
        opts = []
        for oid in p.library:
            c = characteristics(s, oid)
            if "Land" in c.types and "Basic" in c.supertypes and s.objects[oid].card not in seen:
                seen.add(s.objects[oid].card)
                opts.append(Action("choose_card", (oid,)))
        opts.append(Action("choose_card", (0,)))
        ask(s, pid, CHOOSE, opts, "Search your library for a basic land card")
        return False
    oid = ans.args[0]
    if oid:
        new = move(s, oid, ins.get("to", "battlefield"), tapped=bool(ins.get("tapped")),
                   controller=pid)
        log_event(s, "search", "701.23", f"{p.name} puts {name_of(s, new)} onto the "
                  "battlefield" + (" tapped" if ins.get("tapped") else ""), pid, [new])
    else:
        log_event(s, "search", "701.23b", f"{p.name} finds nothing", pid)
    s.rng.shuffle(p.library)
    log_event(s, "shuffle", "701.24", f"{p.name} shuffles their library", pid)
    return True


@op_handler("create_token")
def op_create_token(s: GameState, f: Frame, ins: Instr) -> bool:
    """Create N tokens (CR 111.2, 701.7)."""
    n = amount(s, f, ins.get("n", 1))
    for p in players(s, f, ins.get("who", "controller")):
        for _ in range(n):
            t = create_token(s, ins.get("token"), p)
            log_event(s, "create_token", "111.2", f"{s.players[p].name} creates "
                      f"{name_of(s, t)}", p, [t])
    return True


@op_handler("put_counters")
def op_put_counters(s: GameState, f: Frame, ins: Instr) -> bool:
    """Put N counters of a kind on objects (CR 122.1)."""
    n = amount(s, f, ins.get("n", 1))
    for r in refs(s, f, ins.get("what")):
        if r > 0 and s.objects[r].zone == "battlefield":
            actions.add_counters(s, r, ins.get("counter"), n)
    return True


@op_handler("tap_all")
def op_tap_all(s: GameState, f: Frame, ins: Instr) -> bool:
    """Tap every permanent of a target player matching a filter; optionally they don't untap
    during their controller's next untap step (stored effect, CR 611.2)."""
    flt: Filter = ins.get("filter")
    chars = compute_battlefield(s)
    for p in players(s, f, ins.get("player")):
        ids = [oid for oid in s.battlefield if chars[oid].controller == p
               and all(t in chars[oid].types for t in flt.types)
               and not any(t in chars[oid].types for t in flt.nontypes)]
        for oid in ids:
            actions.tap(s, oid)
        log_event(s, "tap_all", "701.26a", f"{s.players[p].name}'s permanents are tapped", p,
                  ids)
        if ins.get("dont_untap") and ids:
            from mtgrules.effects.ops import add_effect as _add

            _add(s, f, ids, [], "until_untap", _ctrl(f), _src(f), rule="doesnt_untap_next",
                 player=p)
    return True


@op_handler("gain_control")
def op_gain_control(s: GameState, f: Frame, ins: Instr) -> bool:
    """Gain control of objects (layer 2, CR 613.1b); indefinite unless stated (CR 611.2b)."""
    ids = [r for r in refs(s, f, ins.get("what")) if r > 0]
    if ids:
        add_effect(s, f, ids, [["2", "control", {"player": _ctrl(f)}]],
                   ins.get("duration", "indefinite"), _ctrl(f), _src(f))
        for oid in ids:
            s.objects[oid].sick = True  # CR 302.6: not controlled since the turn began
            log_event(s, "gain_control", "613.1b", f"{s.players[_ctrl(f)].name} gains control "
                      f"of {name_of(s, oid)}", _ctrl(f), [oid])
            if ins.get("untap"):
                actions.untap(s, oid)
    return True


@op_handler("untap")
def op_untap(s: GameState, f: Frame, ins: Instr) -> bool:
    """Untap objects (CR 701.26b)."""
    for r in refs(s, f, ins.get("what")):
        if r > 0:
            actions.untap(s, r)
    return True


@op_handler("tap")
def op_tap(s: GameState, f: Frame, ins: Instr) -> bool:
    """Tap objects (CR 701.26a)."""
    for r in refs(s, f, ins.get("what")):
        if r > 0:
            actions.tap(s, r)
    return True


@op_handler("tap_or_untap")
def op_tap_or_untap(s: GameState, f: Frame, ins: Instr) -> bool:
    """"You may tap or untap target permanent": a choice of tap, untap or neither."""
    ids = [r for r in refs(s, f, ins.get("what")) if r > 0]
    if not ids:
        return True
    ans = take_answer(f)
    if ans is None:
        ask(s, _ctrl(f), CHOOSE, [Action("choose", ("tap",)), Action("choose", ("untap",)),
                                  Action("choose", ("neither",))],
            f"Tap or untap {name_of(s, ids[0])}?")
        return False
    if ans.args[0] == "tap":
        actions.tap(s, ids[0])
    elif ans.args[0] == "untap":
        actions.untap(s, ids[0])
    return True


@op_handler("reveal_top_land_to_hand")
def op_reveal_top_land(s: GameState, f: Frame, ins: Instr) -> bool:
    """"[Player] reveals the top card of their library. If it's a land card, that player puts
    it into their hand" (CR 701.20 reveal)."""
    for p in players(s, f, ins.get("who")):
        lib = s.players[p].library
        if not lib:
            continue
        top = lib[0]
        log_event(s, "reveal", "701.20a", f"{s.players[p].name} reveals {name_of(s, top)}", p,
                  [top])
        if "Land" in characteristics(s, top).types:
            new = move(s, top, "hand")
            log_event(s, "put_in_hand", "701.20a", f"{s.players[p].name} puts "
                      f"{name_of(s, new)} into their hand", p, [new])
    return True


@op_handler("return_to_battlefield")
def op_return_to_battlefield(s: GameState, f: Frame, ins: Instr) -> bool:
    """Return a card from a graveyard to the battlefield under your control."""
    for r in refs(s, f, ins.get("what")):
        if r > 0 and s.objects[r].zone == "graveyard":
            new = move(s, r, "battlefield", controller=_ctrl(f))
            log_event(s, "return", "400.7", f"{name_of(s, new)} returns to the battlefield",
                      _ctrl(f), [new])
    return True


@op_handler("bounce")
def op_bounce(s: GameState, f: Frame, ins: Instr) -> bool:
    """Return a permanent to its owner's hand."""
    for r in refs(s, f, ins.get("what")):
        if r > 0 and s.objects[r].zone == "battlefield":
            log_event(s, "bounce", "400.7", f"{name_of(s, r)} returns to its owner's hand",
                      None, [r])
            move(s, r, "hand")
    return True


@op_handler("level_up")
def op_level_up(s: GameState, f: Frame, ins: Instr) -> bool:
    """The Class becomes level N (CR 716.2a) and gains that level's abilities; "When this
    Class becomes level N" abilities trigger."""
    src = _src(f)
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        return True
    lvl = int(ins.get("level"))
    o.level = lvl
    s.touch()
    log_event(s, "level_up", "716.2a", f"{name_of(s, src)} becomes level {lvl}",
              controller_of(s, src), [src], level=lvl)
    from mtgrules.rules.triggers import emit

    emit(s, {"type": "level", "obj": src, "level": lvl})
    return True


@op_handler("may")
def op_may(s: GameState, f: Frame, ins: Instr) -> bool:
    """"You may ...": a yes/no decision; on no, skip the next ``skip`` instructions."""
    ans = take_answer(f)
    if ans is None:
        ask(s, _ctrl(f), MAY, [Action("yes"), Action("no")], ins.get("text", "You may"))
        return False
    if ans.kind == "no":
        f.data["pc"] += int(ins.get("skip", 1))
    return True


@op_handler("choose_color")
def op_choose_color(s: GameState, f: Frame, ins: Instr) -> bool:
    """Choose a color (stored in ``vars[name]``)."""
    ans = take_answer(f)
    if ans is None:
        ask(s, _ctrl(f), CHOOSE, [Action("choose", (COLOR_NAMES[c],)) for c in COLORS],
            "Choose a color")
        return False
    f.data["ctx"]["vars"][ins.get("name", "color")] = NAME_TO_TYPE[ans.args[0]]
    return True


@op_handler("scry")
def op_scry(s: GameState, f: Frame, ins: Instr) -> bool:
    """Scry N (CR 701.22): look at the top N cards, put any on the bottom, the rest on top.
    Implemented one card at a time: keep on top or put on the bottom."""
    pid = _ctrl(f)
    p = s.players[pid]
    n = int(ins.get("n", 1))
    seen = f.data["ctx"]["vars"].setdefault("scry_seen", 0)
    ans = take_answer(f)
    if ans is not None:
        top = f.data["ctx"]["vars"]["scry_card"]
        if ans.args[0] == "bottom" and top in p.library:
            p.library.remove(top)
            p.library.append(top)
            s.touch()
        seen += 1
        f.data["ctx"]["vars"]["scry_seen"] = seen
        log_event(s, "scry", "701.22a", f"{p.name} scries: a card goes to the "
                  f"{'bottom' if ans.args[0] == 'bottom' else 'top'}", pid)
    if seen >= n or seen >= len(p.library):
        f.data["ctx"]["vars"].pop("scry_seen", None)
        return True
    top = p.library[seen]
    f.data["ctx"]["vars"]["scry_card"] = top
    ask(s, pid, CHOOSE, [Action("choose", ("top",)), Action("choose", ("bottom",))],
        f"Scry: keep {name_of(s, top)} on top or put it on the bottom?", obj=top)
    return False


@op_handler("mill")
def op_mill(s: GameState, f: Frame, ins: Instr) -> bool:
    """Mill N cards (CR 701.17): top N cards of the library into the graveyard."""
    for p in players(s, f, ins.get("who")):
        lib = s.players[p].library
        n = min(len(lib), amount(s, f, ins.get("n", 1)))
        for oid in list(lib[:n]):
            move(s, oid, "graveyard")
        log_event(s, "mill", "701.17a", f"{s.players[p].name} mills {n} card(s)", p)
    return True


@op_handler("sacrifice_unless")
def op_sacrifice_unless(s: GameState, f: Frame, ins: Instr) -> bool:
    """"Sacrifice this unless you sacrifice a [filter]": choose a permanent to sacrifice, or
    decline and sacrifice the source (CR 701.21, 118.12)."""
    src = _src(f)
    pid = _ctrl(f)
    ans = take_answer(f)
    if ans is None:
        cands = refs(s, f, ins.get("filter"))
        opts = [Action("choose_card", (oid,)) for oid in cands if oid != src]
        opts.append(Action("choose_card", (0,)))
        ask(s, pid, CHOOSE, opts, f"Sacrifice a permanent, or sacrifice {name_of(s, src)}?")
        return False
    oid = ans.args[0]
    if oid:
        actions.sacrifice(s, oid)
    elif src in s.objects and s.objects[src].zone == "battlefield":
        actions.sacrifice(s, src)
    return True


@op_handler("set_turn_flag")
def op_set_turn_flag(s: GameState, f: Frame, ins: Instr) -> bool:
    """Record a "this turn" fact read by the rules (e.g. Space Beleren's blocking
    restriction, checked in :func:`mtgrules.rules.combat.can_block`)."""
    s.turn_flags[ins.get("flag")] = True
    log_event(s, "effect", "611.2", f"{name_of(s, _src(f))}: {ins.get('flag')} this turn",
              _ctrl(f), [_src(f)])
    return True


@op_handler("choose_sector")
def op_choose_sector(s: GameState, f: Frame, ins: Instr) -> bool:
    """Choose a sector as the ability resolves (CR 702.158; seed 000 ruling)."""
    ans = take_answer(f)
    if ans is None:
        from mtgrules.rules.sectors import SECTORS

        ask(s, _ctrl(f), CHOOSE, [Action("choose", (x,)) for x in SECTORS], "Choose a sector")
        return False
    f.data["ctx"]["vars"]["sector"] = ans.args[0]
    log_event(s, "choose_sector", "702.158", f"{s.players[_ctrl(f)].name} chooses sector "
              f"{ans.args[0]}", _ctrl(f))
    return True


def _in_sector(s: GameState, f: Frame) -> list[int]:
    sector = f.data["ctx"]["vars"].get("sector")
    chars = compute_battlefield(s)
    return [oid for oid in s.battlefield if "Creature" in chars[oid].types
            and s.objects[oid].sector == sector]


@op_handler("sector_counters")
def op_sector_counters(s: GameState, f: Frame, ins: Instr) -> bool:
    """Put a counter on each creature in the chosen sector."""
    for oid in _in_sector(s, f):
        actions.add_counters(s, oid, ins.get("counter"), 1)
    return True


@op_handler("sector_destroy")
def op_sector_destroy(s: GameState, f: Frame, ins: Instr) -> bool:
    """Destroy all creatures in the chosen sector (CR 701.8)."""
    for oid in _in_sector(s, f):
        actions.destroy(s, oid)
    return True


@op_handler("gain_keywords")
def op_gain_keywords(s: GameState, f: Frame, ins: Instr) -> bool:
    """"[Objects] gain [keywords] until end of turn" (layer 6, CR 613.1f; the affected set is
    locked in as the effect begins, CR 611.2c)."""
    from mtgrules.keywords import keyword_key

    ids = [r for r in refs(s, f, ins.get("what")) if r > 0]
    if ids:
        kws = list(ins.get("keywords"))
        add_effect(s, f, ids, [["6", "add_abilities", {"keys": [keyword_key(k) for k in kws]}]],
                   "end_of_turn", _ctrl(f), _src(f))
        log_event(s, "gain_abilities", "613.1f", f"{len(ids)} object(s) gain "
                  f"{', '.join(kws)} until end of turn", _ctrl(f), ids)
    return True


@op_handler("return_to_hand")
def op_return_to_hand(s: GameState, f: Frame, ins: Instr) -> bool:
    """Return a card from a graveyard to its owner's hand (CR 400.7: a new object)."""
    for r in refs(s, f, ins.get("what")):
        if r > 0 and s.objects[r].zone == "graveyard":
            new = move(s, r, "hand")
            log_event(s, "return", "400.7", f"{name_of(s, new)} returns to its owner's hand",
                      s.objects[new].owner, [new])
    return True


@op_handler("exile")
def op_exile(s: GameState, f: Frame, ins: Instr) -> bool:
    """Exile objects (CR 406.3)."""
    for r in refs(s, f, ins.get("what")):
        if r > 0 and s.objects[r].zone in ("battlefield", "graveyard", "hand", "stack"):
            log_event(s, "exile", "406.3", f"{name_of(s, r)} is exiled", None, [r])
            move(s, r, "exile")
    return True


@op_handler("unearth")
def op_unearth(s: GameState, f: Frame, ins: Instr) -> bool:
    """Unearth (CR 702.84a): return the card from its owner's graveyard to the battlefield; it
    gains haste; a delayed triggered ability exiles it at the beginning of the next end step
    (CR 603.7); if it would leave the battlefield it is exiled instead (see
    :func:`mtgrules.rules.zone_change.move`)."""
    from mtgrules.keywords import UNEARTH_EXILE, keyword_key

    src = _src(f)
    o = s.objects.get(src)
    if o is None or o.zone != "graveyard":
        return True
    pid = _ctrl(f)
    new = move(s, src, "battlefield", controller=pid, info={"unearthed": True})
    add_effect(s, f, [new], [["6", "add_abilities", {"keys": [keyword_key("haste")]}]],
               "indefinite", pid, new)
    s.delayed.append({"event": "step_begin", "match": {"step": "end"},
                      "ability": UNEARTH_EXILE.key, "source": new, "controller": pid,
                      "once": True})
    log_event(s, "unearth", "702.84a", f"{name_of(s, new)} returns to the battlefield with "
              "haste (unearth)", pid, [new])
    return True


@op_handler("exile_top_may_play")
def op_exile_top_may_play(s: GameState, f: Frame, ins: Instr) -> bool:
    """"Exile the top card of your library. You may play that card this turn." (CR 406.3,
    601.3, 305.1): the card is exiled face up and its owner gets a permission for this turn
    only, recorded in ``s.extra["play_permissions"]`` as ``{"player", "obj", "turn"}``.
    Playing it follows normal timing, land plays and costs; unplayed, it stays exiled
    (seed 002 rulings). Permissions of earlier turns are dropped here."""
    pid = _ctrl(f)
    p = s.players[pid]
    if not p.library:
        return True
    top = p.library[0]
    log_event(s, "exile", "406.3", f"{p.name} exiles {name_of(s, top)} from the top of "
              "their library; they may play it this turn", pid, [top])
    new = move(s, top, "exile")
    perms = [x for x in s.extra.get("play_permissions", ()) if x.get("turn", s.turn) == s.turn]
    perms.append({"player": pid, "obj": new, "turn": s.turn})
    s.extra["play_permissions"] = perms
    s.touch()
    return True
