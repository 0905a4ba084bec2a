"""One-shot effects on objects and players (CR 609-611 and keyword actions of CR 701).

Each function does one effect node of :mod:`mtgrules.model.effects` (dispatched by
:func:`mtgrules.effects.interpreter.run_step`); it returns True when done, False after asking
a question (it runs again with the answer). Zone-moving effects are in
:mod:`mtgrules.effects.ops_zones`.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.effects.cast_effects import next_turn_of
from mtgrules.effects.refs import amount, objects, players, refs, set_those
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import COLOR_NAMES, NAME_TO_TYPE
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.amounts import Fixed
from mtgrules.model.base import Duration, ManaType
from mtgrules.model.codec import to_data
from mtgrules.model.continuous import AddAbilities, LayerEffect, ModifyPT, SetController, SetPT
from mtgrules.model.costs import Cost
from mtgrules.model.devotion import DevotionToChosenColor
from mtgrules.model.effects import (
    AddMana,
    AddManaProducedByEvent,
    ApplyContinuous,
    ApplyRule,
    Attach,
    BecomeLevel,
    ChooseSector,
    Counter,
    CounteredTo,
    DealDamage,
    Destroy,
    Draw,
    FixedMana,
    GainLife,
    LoseLife,
    PutCounters,
    Regenerate,
    Sacrifice,
    Tap,
    TapOrUntap,
    Untap,
)
from mtgrules.model.mana_combinations import ManaCombinationOfChoice, combination_text
from mtgrules.model.refs import Each
from mtgrules.model.rules import BlockOnlyWithinSector, CantBeCountered
from mtgrules.rules import actions, prevention
from mtgrules.rules.attachments import can_attach
from mtgrules.rules.counters import counter_applicable, counter_apply
from mtgrules.rules.layers import compute_battlefield, controller_of, stored_parts
from mtgrules.rules.mana_production import base_types, production_amount
from mtgrules.rules.replacement import Candidate, next_effect
from mtgrules.rules.sectors import SECTORS
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

TURN_FLAGS: dict[type, str] = {BlockOnlyWithinSector: "sector_blocking"}
"""Game-wide rule modifications lasting this turn, by the ``turn_flags`` entry that records
them (read by the rules that care, e.g. :func:`mtgrules.rules.combat.can_block`)."""


def _src(f: Frame) -> int:
    return int(f.data["ctx"]["source"])


def _ctrl(f: Frame) -> int:
    return int(f.data["ctx"]["controller"])


def deal_damage(s: GameState, f: Frame, e: DealDamage) -> bool:
    """"[Source] deals N damage to [target]" (CR 120.2); a source that left deals damage
    as it last existed (CR 608.2h); prevention effects apply first (CR 615,
    :mod:`mtgrules.rules.prevention`)."""
    n = amount(s, f, e.amount)
    lki = f.data["ctx"].get("source_lki")
    to = refs(s, f, e.to)
    set_those(f, [r for r in to if r > 0])  # "that creature" in a later sentence
    if e.no_regenerate:  # CR 701.19c: if this source deals it damage (rules.actions.destroy)
        barred = s.turn_flags.setdefault("no_regeneration", {})
        for r in to:
            if r > 0 and _src(f) not in barred.setdefault(str(r), []):
                barred[str(r)].append(_src(f))
    prevention.deal(s, [[_src(f), r, n, False, lki] for r in to])
    return True


def destroy(s: GameState, f: Frame, e: Destroy) -> bool:
    """Destroy (CR 701.8); "can't be regenerated" (701.19c) lets no shield replace it."""
    ids = objects(s, f, e.what)
    for r in ids:
        actions.destroy(s, r, regenerate=not e.no_regenerate)
    set_those(f, ids)
    return True


def regenerate(s: GameState, f: Frame, e: Regenerate) -> bool:
    """Regenerate (CR 701.19a): a regeneration shield on each permanent until end of turn,
    used up by the next destruction (see :func:`mtgrules.rules.actions.destroy`)."""
    ids = objects(s, f, e.what)
    set_those(f, ids)  # "that creature" in a later sentence
    for r in ids:
        if s.objects[r].zone == "battlefield":
            add_effect(s, [r], [], Duration.END_OF_TURN, _ctrl(f), _src(f), shield="regenerate")
            log_event(s, "regeneration_shield", "701.19a", f"{name_of(s, r)} gets a "
                      "regeneration shield", _ctrl(f), [r])
    return True


def sacrifice(s: GameState, f: Frame, e: Sacrifice) -> bool:
    """Sacrifice (CR 701.21): only permanents still on the battlefield."""
    for r in objects(s, f, e.what):
        if s.objects[r].zone == "battlefield":
            actions.sacrifice(s, r)
    return True


def draw(s: GameState, f: Frame, e: Draw) -> bool:
    """Draw N cards (CR 121)."""
    for p in players(s, f, e.who):
        actions.draw(s, p, amount(s, f, e.count))
    return True


def gain_life(s: GameState, f: Frame, e: GainLife) -> bool:
    """Gain N life (CR 119.3)."""
    for p in players(s, f, e.who):
        actions.gain_life(s, p, amount(s, f, e.amount))
    return True


def lose_life(s: GameState, f: Frame, e: LoseLife) -> bool:
    """Lose N life (CR 119.3)."""
    vs = f.data["ctx"]["vars"]
    lost = 0
    for p in players(s, f, e.who):
        vs["that_player"] = p  # "the life they lost this turn" (model.LifeLostThisTurn)
        before = s.players[p].life
        actions.lose_life(s, p, amount(s, f, e.amount))
        lost += before - s.players[p].life
    vs.pop("that_player", None)
    vs["life_lost"] = lost  # "the life lost this way" (model.GainLifeLostThisWay)
    return True


def counter(s: GameState, f: Frame, e: Counter) -> bool:
    """Counter a spell or ability (CR 701.6a): a spell goes to its owner's graveyard, an
    ability ceases to exist."""
    for r in refs(s, f, e.what):
        o = s.objects.get(r)
        if o is not None and o.zone == "stack" and o.kind != "ability" and (any(
                isinstance(a, StaticAbility) and CantBeCountered() in a.rules
                for a in get_card(o.card).abilities) or o.chosen.get("cant_be_countered")):
            # (or mana "and that spell can't be countered" was spent on it, CR 106.6)
            log_event(s, "not_countered", "101.2", f"{name_of(s, r)} can't be countered",
                      None, [r])
            continue
        if o is not None and o.zone == "stack":
            log_event(s, "counter", "701.6a", f"{name_of(s, r)} is countered", None, [r])
            if o.kind == "ability":
                s.stack.remove(r)
                o.zone = "gone"
                s.touch()
            elif e.to is CounteredTo.GRAVEYARD:
                move(s, r, "graveyard")
            else:
                _countered_elsewhere(s, r, e.to)
    return True


_INSTEAD = {CounteredTo.EXILE: ("exile", "top", "is exiled"),
            CounteredTo.HAND: ("hand", "top", "is put into its owner's hand"),
            CounteredTo.LIBRARY_TOP: ("library", "top", "is put on top of its owner's library"),
            CounteredTo.LIBRARY_BOTTOM: ("library", "bottom",
                                         "is put on the bottom of its owner's library")}


def _countered_elsewhere(s: GameState, r: int, to: CounteredTo) -> None:
    """The countered spell ``r`` goes to ``to`` instead of its owner's graveyard (CR 614.1a:
    the counterspell's own replacement effect)."""
    zone, position, words = _INSTEAD[to]
    log_event(s, "counter_instead", "614.1a", f"{name_of(s, r)} {words} instead of being put "
              "into its owner's graveyard", None, [r])
    move(s, r, zone, position=position)


def add_effect(s: GameState, affected: list[int], parts: list[Any], duration: Duration,
               controller: int, source: int | None, rules: list[Any] | None = None,
               **extra: Any) -> dict[str, Any]:
    """Create a stored continuous effect from a resolving spell or ability (CR 611.2): its
    affected set is locked in now (611.2c); ``parts``/``rules`` are the JSON data of its
    layer effects and rule modifications (:mod:`mtgrules.model.codec`); ``duration``
    ``END_OF_TURN`` ends in cleanup (514.2)."""
    e: dict[str, Any] = {"id": s.next_ts, "ts": s.next_ts, "source": source,
                         "controller": controller, "affected": list(affected),
                         "duration": duration.value}
    e.update(stored_parts(parts, rules or []))
    if duration is Duration.UNTIL_END_OF_YOUR_NEXT_TURN:  # ends in that turn's cleanup
        e["ends_turn"] = next_turn_of(s, controller)
    e.update(extra)
    s.next_ts += 1
    s.effects.append(e)
    s.touch()
    return e


def _locked(s: GameState, f: Frame, part: LayerEffect) -> LayerEffect:
    """The part with its amounts evaluated now (CR 608.2h, 611.2c)."""
    if isinstance(part, ModifyPT):
        return ModifyPT(Fixed(amount(s, f, part.power)), Fixed(amount(s, f, part.toughness)))
    if isinstance(part, SetPT):
        return SetPT(Fixed(amount(s, f, part.power)), Fixed(amount(s, f, part.toughness)))
    return part


def apply_continuous(s: GameState, f: Frame, e: ApplyContinuous) -> bool:
    """A continuous effect from a resolving spell or ability (CR 611.2): "gets +N/+M",
    "gains [keyword]" (layers 7c, 6) until end of turn, "gain control of" (layer 2,
    indefinite unless stated, 611.2b); the affected set and amounts are locked in now."""
    ids = objects(s, f, e.what)
    set_those(f, ids)
    if not ids or (e.duration in (Duration.WHILE_SOURCE_REMAINS,
                                  Duration.WHILE_YOU_CONTROL_SOURCE) and
                   s.objects[_src(f)].zone != "battlefield"):
        return True  # CR 611.2b: the source has already left: the effect does nothing
    if e.duration is Duration.WHILE_YOU_CONTROL_SOURCE and \
            controller_of(s, _src(f)) != _ctrl(f):
        return True  # CR 611.2b: you no longer control the source: the effect does nothing
    parts = [_locked(s, f, p) for p in e.parts]
    add_effect(s, ids, [to_data(p) for p in parts], e.duration, _ctrl(f), _src(f))
    for p in parts:
        if isinstance(p, ModifyPT):
            assert isinstance(p.power, Fixed) and isinstance(p.toughness, Fixed)
            for oid in ids:
                log_event(s, "pump", "613.4c", f"{name_of(s, oid)} gets {p.power.n:+d}/"
                          f"{p.toughness.n:+d} until end of turn", None, [oid])
        elif isinstance(p, AddAbilities):
            names = ", ".join(str(getattr(a, "name", "") or a.text) for a in p.abilities)
            how = " until end of turn" if e.duration is Duration.END_OF_TURN else ""
            log_event(s, "gain_abilities", "613.1f", f"{len(ids)} object(s) gain {names}{how}",
                      _ctrl(f), ids)
        elif isinstance(p, SetController):
            for oid in ids:
                s.objects[oid].sick = True  # CR 302.6: not controlled since the turn began
                log_event(s, "gain_control", "613.1b", f"{s.players[_ctrl(f)].name} gains "
                          f"control of {name_of(s, oid)}", _ctrl(f), [oid])
    return True


def apply_rule(s: GameState, f: Frame, e: ApplyRule) -> bool:
    """A rule modification from a resolving spell or ability (CR 611.2): game-wide for this
    turn (a ``turn_flags`` entry), or on objects, by their controllers ("They don't untap
    during their controller's next untap step", CR 502.3)."""
    if e.what is None:
        flag = TURN_FLAGS.get(type(e.rule))
        if flag is None or e.duration is not Duration.END_OF_TURN:
            raise ValueError(f"game-wide {type(e.rule).__name__} for {e.duration} is not "
                             "supported")
        s.turn_flags[flag] = True
        log_event(s, "effect", "611.2", f"{name_of(s, _src(f))}: {flag} this turn", _ctrl(f),
                  [_src(f)])
        return True
    if isinstance(e.what, Each) and e.duration is Duration.UNTIL_YOUR_NEXT_TURN:
        # a rule modification, not a change of characteristics: it applies to every object
        # matching the group while it lasts, also those that come later (CR 611.2c)
        add_effect(s, [], [], e.duration, _ctrl(f), _src(f), rules=[to_data(e.rule)],
                   affects=to_data(e.what))
        return True
    ids = objects(s, f, e.what)
    by_controller: dict[int, list[int]] = {}
    for oid in ids:
        if s.objects[oid].zone == "battlefield":
            by_controller.setdefault(controller_of(s, oid), []).append(oid)
    for p, group in by_controller.items():
        add_effect(s, group, [], e.duration, _ctrl(f), _src(f), rules=[to_data(e.rule)],
                   player=p)
    return True


def add_mana(s: GameState, f: Frame, e: AddMana) -> bool:
    """"Add [mana]" (CR 106.3): fixed mana, or one mana of a type chosen from a set (any color,
    what a land could produce, CR 106.7). An undefined type produces no mana (CR 106.5)."""
    ctx = f.data["ctx"]
    src, pid = ctx["source"], ctx["controller"]
    n = production_amount(s, src, pid, e.amount)
    spend = f.data["key"] if e.spend_only is not None else None  # restricted (CR 106.6)
    if isinstance(e.mana, FixedMana):
        mana = [str(m) for m in e.mana.mana] * n
        push(s, "produce_mana", player=pid, source=src, mana=mana, tapped=ctx.get("tapped"),
             spend=spend)
        return True
    if isinstance(e.mana, ManaCombinationOfChoice):
        return add_mana_combination(s, f, e.mana, n, spend)
    options = sorted(base_types(s, src, pid, e.mana), key=lambda t: "WUBRGC".index(t))
    if isinstance(e.amount, DevotionToChosenColor):  # CR 700.5: a color adding some mana
        options = [t for t in options if production_amount(s, src, pid, e.amount, t) > 0]
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
    if isinstance(e.amount, DevotionToChosenColor):
        n = production_amount(s, src, pid, e.amount, t)
    push(s, "produce_mana", player=pid, source=src, mana=[t] * n, tapped=ctx.get("tapped"),
         spend=spend)
    return True


def add_mana_combination(s: GameState, f: Frame, spec: ManaCombinationOfChoice, n: int,
                         spend: Any) -> bool:
    """"Add {B}{B}, {B}{G}, or {G}{G}" (CR 106.4): the player chooses one combination (the
    payment planner's hint, ``"BG"``, when paying a cost); it is added ``n`` times."""
    ctx = f.data["ctx"]
    src, pid = ctx["source"], ctx["controller"]
    texts = [combination_text(c) for c in spec.combinations]
    ans = take_answer(f)
    hint = ctx.get("hint")
    pick: tuple[ManaType, ...] | None = None
    if ans is not None:
        pick = spec.combinations[texts.index(ans.args[0])]
    elif isinstance(hint, str):
        pick = next((c for c in spec.combinations if "".join(m.value for m in c) == hint),
                    None)
    if pick is None:
        ask(s, pid, CHOOSE, [Action("choose", (t,)) for t in texts],
            f"Choose the mana {name_of(s, src)} adds", source=src)
        return False
    push(s, "produce_mana", player=pid, source=src, mana=[m.value for m in pick] * n,
         tapped=ctx.get("tapped"), spend=spend)
    return True


def add_mana_produced_by_event(s: GameState, f: Frame, e: AddManaProducedByEvent) -> bool:
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
    push(s, "produce_mana", player=pid, source=ctx["source"], mana=[t] * e.count,
         tapped=False)
    return True


def put_counters(s: GameState, f: Frame, e: PutCounters) -> bool:
    """Put N counters of a kind on objects (CR 122.1), after the replacement effects in the
    order each object's controller chooses (CR 616.1, a ``replacement`` decision when the
    order matters)."""
    d = f.data.get("put")
    if d is None:
        d = f.data["put"] = {"ids": objects(s, f, e.what), "n": amount(s, f, e.count),
                             "chosen": []}
        # "Put a +1/+1 counter on each creature you control. Those creatures ..."
        set_those(f, [r for r in d["ids"] if s.objects[r].zone == "battlefield"])
    by = _ctrl(f)
    ans = take_answer(f)
    kind = e.counter.value
    while d["ids"]:
        r = d["ids"][0]
        if s.objects[r].zone == "battlefield":
            chosen = [Candidate(k, src, kind=ck, n=cn) for k, src, ck, cn in d["chosen"]]
            ev: dict[str, Any] = {"n": d["n"], "log": []}
            for c in chosen:
                ev = counter_apply(ev, c)
            def cands(v: Any, done: list[str], r: int = r) -> list[Candidate]:
                return counter_applicable(s, r, kind, by, v, done)

            while True:
                nxt = next_effect(s, controller_of(s, r), ev, [x.ident for x in chosen], cands,
                                  counter_apply, ans, "Choose the replacement effect to "
                                  f"apply first to counters put on {name_of(s, r)}", r)
                ans = None
                if nxt is False:
                    return False
                if not isinstance(nxt, Candidate):
                    break
                chosen.append(nxt)
                d["chosen"].append([nxt.key, nxt.source, nxt.kind, nxt.n])
                ev = counter_apply(ev, nxt)
            actions.add_counters(s, r, kind, d["n"], by=by, chosen=chosen)
        d["ids"].pop(0)
        d["chosen"] = []
    del f.data["put"]
    return True


def tap(s: GameState, f: Frame, e: Tap) -> bool:
    """Tap objects (CR 701.26a); "tap all ..." logs once per controller."""
    ids = objects(s, f, e.what)
    for oid in ids:
        actions.tap(s, oid)
    if isinstance(e.what, Each):
        chars = compute_battlefield(s)
        groups: dict[int, list[int]] = {}
        for oid in ids:
            groups.setdefault(chars[oid].controller, []).append(oid)
        for p in (players(s, f, e.what.controlled_by) if e.what.controlled_by else groups):
            log_event(s, "tap_all", "701.26a", f"{s.players[p].name}'s permanents are tapped",
                      p, groups.get(p, []))
    set_those(f, ids)
    return True


def untap(s: GameState, f: Frame, e: Untap) -> bool:
    """Untap objects (CR 701.26b); they are "it" for the next effect."""
    ids = objects(s, f, e.what)
    for r in ids:
        actions.untap(s, r)
    set_those(f, ids)
    return True


def tap_or_untap(s: GameState, f: Frame, e: TapOrUntap) -> bool:
    """"You may tap or untap target permanent": a choice of tap, untap or neither."""
    ids = objects(s, f, e.what)
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


def attach(s: GameState, f: Frame, e: Attach) -> bool:
    """Attach (CR 701.3a): the Aura or Equipment becomes attached to the object, with a new
    timestamp (CR 613.7e); nothing happens if either is gone or it is already attached there
    (701.3b-c), or if it can't legally be attached there (301.5b, 303.4j:
    :func:`~mtgrules.rules.attachments.can_attach`)."""
    for a in objects(s, f, e.what):
        for t in objects(s, f, e.to)[:1]:
            o = s.objects[a]
            if o.attached_to == t or not can_attach(s, a, t):
                continue
            o.attached_to = t
            o.timestamp = s.next_ts
            s.next_ts += 1
            s.touch()
            log_event(s, "attach", "701.3a", f"{name_of(s, a)} becomes attached to "
                      f"{name_of(s, t)}", _ctrl(f), [a, t])
    return True


def become_level(s: GameState, f: Frame, e: BecomeLevel) -> bool:
    """The Class becomes level N (CR 716.2a) and gains that level's abilities; "When this
    Class becomes level N" abilities trigger."""
    src = _src(f)
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        return True
    o.level = e.level
    s.touch()
    log_event(s, "level_up", "716.2a", f"{name_of(s, src)} becomes level {e.level}",
              controller_of(s, src), [src], level=e.level)
    emit(s, {"type": "level", "obj": src, "level": e.level})
    return True


def may(s: GameState, f: Frame, prompt: str, skip: int) -> bool:
    """"You may ..." (CR 608.2d): a yes/no decision; on no, skip the body."""
    ans = take_answer(f)
    if ans is None:
        ask(s, _ctrl(f), MAY, [Action("yes"), Action("no")], prompt)
        return False
    if ans.kind == "no":
        f.data["pc"] += skip
    return True


def unless(s: GameState, f: Frame, cost: Cost, skip: int) -> bool:
    """"[Effect] unless you [cost]" (CR 118.12): the controller may pay; if they do, the
    body is skipped. Costs supported: sacrificing permanents (the registry refuses others)."""
    src = _src(f)
    pid = _ctrl(f)
    assert cost.sacrifice is not None
    ans = take_answer(f)
    if ans is None:
        cands = objects(s, f, Each(cost.sacrifice.filter))
        opts = [Action("choose_card", (oid,)) for oid in cands if oid != src]
        opts.append(Action("choose_card", (0,)))
        ask(s, pid, CHOOSE, opts, f"Sacrifice a permanent, or sacrifice {name_of(s, src)}?")
        return False
    oid = ans.args[0]
    if oid:
        actions.sacrifice(s, oid)
        f.data["pc"] += skip
    return True


def choose_sector(s: GameState, f: Frame, e: ChooseSector) -> bool:
    """Choose a sector as the ability resolves (CR 702.158; seed 000 ruling)."""
    ans = take_answer(f)
    if ans is None:
        ask(s, _ctrl(f), CHOOSE, [Action("choose", (x,)) for x in SECTORS], "Choose a sector")
        return False
    f.data["ctx"]["vars"]["sector"] = ans.args[0]
    log_event(s, "choose_sector", "702.158", f"{s.players[_ctrl(f)].name} chooses sector "
              f"{ans.args[0]}", _ctrl(f))
    return True
