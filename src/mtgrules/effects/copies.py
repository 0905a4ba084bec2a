"""Copy effects (CR 707): "create a token that's a copy of ...", "... becomes a copy of ...",
the token-copy keywords encore (702.141a) and myriad (702.116a), and storm's copies of its
spell (702.40a, 707.10; :mod:`mtgrules.rules.spell_copies`) (:mod:`mtgrules.model.copies`).
See :mod:`mtgrules.effects.ops` for the protocol."""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import amount, objects, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.keywords import keyword
from mtgrules.keywords_copies import EXILE_AT_END_OF_COMBAT, SACRIFICE_AT_END, SPLIT_COPY
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration
from mtgrules.model.codec import to_data
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.copies import (
    BecomeCopy,
    CreateTokenCopy,
    EncoreCopies,
    MyriadCopies,
    Populate,
    StormCopies,
    TokenCopyAtNextEndStep,
)
from mtgrules.model.refs import ObjectRef, ThisObject
from mtgrules.rules.casting import spell_targets
from mtgrules.rules.copy import copy_spec
from mtgrules.rules.copy_values import counters_had, encode_exceptions
from mtgrules.rules.enter_attacking import choose_defenders, make_attacking
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.spell_copies import copy_spell
from mtgrules.rules.targeting import emit_targeted, target_options
from mtgrules.rules.zone_change import create_token
from mtgrules.state.decision import CHOOSE, MAY, TARGET, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player


def _originals(s: GameState, f: Frame, ref: ObjectRef) -> list[int]:
    """The objects to copy: "this"/"it" of an ability whose source has left is that object as
    it last existed (CR 608.2h: its copiable values are kept on it); others as resolved."""
    if isinstance(ref, ThisObject):
        src = f.data["ctx"]["source"]
        return [src] if src in s.objects else []
    return objects(s, f, ref)


def create_token_copy(s: GameState, f: Frame, e: CreateTokenCopy) -> bool:
    """Create N tokens that are copies of an object (CR 111.2, 707.2): each token's copiable
    values are the object's (707.3: as modified by its own copy effects), with this effect's
    exceptions (707.9) added; it becomes a copy as it enters (707.5: its own "enters"
    replacements and triggers apply). "They" afterwards are the tokens."""
    ctrl = int(f.data["ctx"]["controller"])
    v = f.data["ctx"]["vars"]
    n = v.setdefault("copies_n", amount(s, f, e.count))
    originals = _originals(s, f, e.of)
    where: list[int] | None = []
    if e.attacking:  # CR 508.4: what each attacks, chosen first
        where = choose_defenders(s, f, ctrl, n * len(originals))
        if where is None:
            return False
    del v["copies_n"]
    exc = encode_exceptions(e.exceptions) if e.exceptions else None
    made: list[int] = []
    for oid in originals:
        spec = copy_spec(s, oid, exc)
        counters = None
        if e.half_counters is not None:  # "half that many ..., rounded down" (614.1c)
            k = counters_had(s, oid, e.half_counters.value) // 2
            counters = {e.half_counters.value: k} if k else None
        for _ in range(n):
            t = create_token(s, spec["copy"], ctrl, tapped=e.tapped, info=spec,
                             counters=counters)
            made.append(t)
            log_event(s, "create_token", "707.2", f"{s.players[ctrl].name} creates "
                      f"{name_of(s, t)}, a token that's a copy of {name_of(s, oid)}", ctrl,
                      [t, oid], copied=spec["copy"])
            if where:
                make_attacking(s, t, where[len(made) - 1])
    set_those(f, made)
    return True


def become_copy(s: GameState, f: Frame, e: BecomeCopy) -> bool:
    """"[Permanent] becomes a copy of [object]" (CR 707.2, 613.2a): a layer-1 continuous
    effect, indefinite, with the copiable values locked in now (707.2b); effects already
    applying to the permanent keep applying (707.4), and it doesn't enter or leave (707.4: no
    triggers). Does nothing if either object is gone (608.2b)."""
    ctx = f.data["ctx"]
    what = [x for x in objects(s, f, e.what) if s.objects[x].zone == "battlefield"]
    of = _originals(s, f, e.of)
    set_those(f, what)
    if not what or not of:
        return True
    exc = encode_exceptions(e.exceptions) if e.exceptions else None
    spec = copy_spec(s, of[0], exc)
    ctrl = int(ctx["controller"])
    add_effect(s, what, [], Duration.INDEFINITE, ctrl, ctx.get("source"), copy=spec)
    for x in what:
        log_event(s, "copy", "707.2", f"{name_of(s, x)} becomes a copy of "
                  f"{name_of(s, of[0])}", ctrl, [x, of[0]], copied=spec["copy"])
    return True


def encore_copies(s: GameState, f: Frame, e: EncoreCopies) -> bool:
    """Encore (CR 702.141a): for each opponent, a token copy of the exiled card (its last
    known copiable values, 608.2h) that attacks that opponent this turn if able (a requirement,
    508.1d: ``must_attack`` on a stored effect ending this turn); the tokens gain haste
    (613.1f, indefinitely) and a delayed triggered ability sacrifices each at the beginning of
    the next end step (603.7)."""
    ctx = f.data["ctx"]
    ctrl = int(ctx["controller"])
    src = ctx["source"]
    if src not in s.objects:
        return True
    spec = copy_spec(s, src)
    made: list[int] = []
    for p in s.players:
        if p.index == ctrl or p.lost:
            continue
        t = create_token(s, spec["copy"], ctrl, info=spec)
        made.append(t)
        add_effect(s, [t], [], Duration.END_OF_TURN, ctrl, None, must_attack=player_ref(p.index))
        log_event(s, "create_token", "702.141a", f"{s.players[ctrl].name} creates "
                  f"{name_of(s, t)}, a copy of {name_of(s, src)} that attacks {p.name} this "
                  "turn if able (encore)", ctrl, [t, src], copied=spec["copy"])
    if made:
        add_effect(s, made, [to_data(AddAbilities((keyword("haste"),)))], Duration.INDEFINITE,
                   ctrl, None)
        for t in made:
            s.delayed.append({"event": "step_begin", "match": {"step": "end"},
                              "ability": SACRIFICE_AT_END.key, "source": t, "controller": ctrl,
                              "once": True})
    set_those(f, made)
    return True


def myriad_copies(s: GameState, f: Frame, e: MyriadCopies) -> bool:
    """Myriad (CR 702.116a): for each opponent other than the defending player, in turn
    order, its controller may create a token copy of the creature (its copiable values,
    707.2) tapped and attacking that player or a planeswalker they control (it was never
    declared as an attacker, 508.3a, 508.4); a delayed triggered ability exiles each token at
    end of combat (603.7). Each choice is one decision: the player, one of their
    planeswalkers, or none (0)."""
    ctx = f.data["ctx"]
    ctrl = int(ctx["controller"])
    src = ctx["source"]
    v = ctx["vars"]
    if s.combat is None or src not in s.objects:
        return True
    if "myriad_left" not in v:
        defending = (ctx.get("event") or {}).get("defender_player")
        v["myriad_left"] = [player_ref(p.index) for p in s.players if p.index != ctrl
                            and not p.lost and player_ref(p.index) != defending]
        v["myriad_made"] = []
    ans = take_answer(f)
    if ans is not None and v["myriad_left"]:
        v["myriad_left"].pop(0)
        choice = int(ans.args[0]) if ans.args else 0
        if choice:
            spec = copy_spec(s, src)
            t = create_token(s, spec["copy"], ctrl, tapped=True, info=spec)
            s.combat.attackers[t] = choice
            s.touch()
            v["myriad_made"].append(t)
            log_event(s, "create_token", "702.116a", f"{s.players[ctrl].name} creates "
                      f"{name_of(s, t)}, a copy of {name_of(s, src)} tapped and attacking "
                      "(myriad)", ctrl, [t, src], copied=spec["copy"])
    if v["myriad_left"]:
        who = v["myriad_left"][0]
        opp = ref_player(who)
        chars = compute_battlefield(s)
        pws = [x for x in s.battlefield if "Planeswalker" in chars[x].types
               and chars[x].controller == opp]
        ask(s, ctrl, CHOOSE, [Action("choose_card", (x,)) for x in (who, *pws)]
            + [Action("choose_card", (0,))],
            f"Myriad: create a token copy of {name_of(s, src)} attacking "
            f"{s.players[opp].name if opp is not None else who} or one of their planeswalkers "
            "(or none)?", obj=src)
        return False
    made = v.pop("myriad_made")
    v.pop("myriad_left")
    for t in made:
        s.delayed.append({"event": "step_begin", "match": {"step": "end_of_combat"},
                          "ability": EXILE_AT_END_OF_COMBAT.key, "source": t,
                          "controller": ctrl, "once": True})
    set_those(f, made)
    return True


def token_copy_at_next_end_step(s: GameState, f: Frame, e: TokenCopyAtNextEndStep) -> bool:
    """"Create a token that's a copy of it at the beginning of the next end step. The token
    enters with half that many [kind] counters on it, rounded down." (CR 603.7): a delayed
    triggered ability of the source (as it last existed, 608.2h) does it then."""
    ctx = f.data["ctx"]
    src = ctx["source"]
    if src not in s.objects:
        return True
    if e.counter.value != "+1/+1":
        raise ValueError(f"no delayed copy ability for {e.counter.value} counters")
    s.delayed.append({"event": "step_begin", "match": {"step": "end"},
                      "ability": SPLIT_COPY.key, "source": src,
                      "controller": int(ctx["controller"]), "once": True})
    log_event(s, "delayed_trigger", "603.7", f"At the beginning of the next end step, a token "
              f"copy of {name_of(s, src)} will be created", int(ctx["controller"]), [src])
    return True


def roll_again(s: GameState, f: Frame, back: int) -> bool:
    """"You may roll again" (CR 706.3a): a yes/no decision of the controller; on yes the
    program goes back ``back`` steps, to the roll, and the table applies to the new result."""
    ctrl = int(f.data["ctx"]["controller"])
    ans = take_answer(f)
    if ans is None:
        ask(s, ctrl, MAY, [Action("yes"), Action("no")], "Roll again?")
        return False
    if ans.kind == "yes":
        log_event(s, "roll_again", "706.3a", f"{s.players[ctrl].name} rolls again", ctrl)
        f.data["pc"] -= back + 1
    return True


def populate(s: GameState, f: Frame, e: Populate) -> bool:
    """Populate (CR 701.36a): the controller chooses a creature token they control (a
    ``choose`` decision when there are several), then creates a token that's a copy of it
    (707.2); with none, nothing happens (701.36b). "It" afterwards is the new token."""
    ctrl = int(f.data["ctx"]["controller"])
    chars = compute_battlefield(s)
    cands = [x for x in s.battlefield if s.objects[x].kind == "token"
             and "Creature" in chars[x].types and chars[x].controller == ctrl]
    if not cands:
        set_those(f, [])
        return True
    ans = take_answer(f)
    if ans is None and len(cands) > 1:
        ask(s, ctrl, CHOOSE, [Action("choose_card", (x,)) for x in cands],
            f"{s.players[ctrl].name}: populate: choose a creature token you control")
        return False
    chosen = int(ans.args[0]) if ans is not None else cands[0]
    if chosen not in cands:
        chosen = cands[0]
    spec = copy_spec(s, chosen)
    t = create_token(s, spec["copy"], ctrl, info=spec)
    log_event(s, "populate", "701.36a", f"{s.players[ctrl].name} populates: creates "
              f"{name_of(s, t)}, a copy of {name_of(s, chosen)}", ctrl, [t, chosen],
              copied=spec["copy"])
    set_those(f, [t])
    return True


def storm_copies(s: GameState, f: Frame, e: StormCopies) -> bool:
    """Storm (CR 702.40a): copy the spell once for each other spell cast before it this turn
    (counted as it was cast, :mod:`mtgrules.rules.cascade`); the spell's last known values
    are copied if it has left the stack (608.2h). Then, copy by copy and target by target,
    its controller may choose a new target (707.10c: a ``target`` decision among the legal
    targets and the one it has, asked only when there is a choice). Returns False while a
    decision is pending."""
    ctx = f.data["ctx"]
    pid = int(ctx["controller"])
    v = ctx["vars"]
    st = v.get("storm")
    if st is None:
        src = int(ctx["source"])
        n = int((ctx.get("event") or {}).get("spells_before", 0))
        made = [copy_spell(s, src, pid) for _ in range(n)] if src in s.objects else []
        log_event(s, "storm", "702.40a", f"storm: {n} spell(s) were cast before "
                  f"{name_of(s, src)} this turn; {len(made)} cop{'y' if len(made) == 1 else 'ies'}"
                  " put on the stack", pid, [src, *made])
        st = v["storm"] = {"copies": made, "i": 0, "slot": 0}
    while st["i"] < len(st["copies"]):
        cid = int(st["copies"][st["i"]])
        c = s.objects[cid]
        specs = spell_targets(get_card(c.card), c.chosen.get("mode"))
        j = int(st["slot"])
        if c.zone != "stack" or j >= len(specs) or j >= len(c.targets):
            if c.zone == "stack" and c.targets:
                emit_targeted(s, cid)  # its targets become its targets (CR 115.1, 702.21a)
            st["i"] += 1
            st["slot"] = 0
            continue
        ans = take_answer(f)
        if ans is None:
            others = [t for k, t in enumerate(c.targets) if k != j]
            opts = target_options(s, specs[j], pid, cid, others)
            keep = Action("target", (c.targets[j],))
            if keep not in opts:  # may be kept even if illegal (CR 707.10c)
                opts.insert(0, keep)
            if len(opts) > 1:
                ask(s, pid, TARGET, opts, f"Choose a target for {name_of(s, cid)} (keep "
                    "or change it, CR 707.10c)", obj=cid, slot=j)
                return False
        elif int(ans.args[0]) != c.targets[j]:
            c.targets[j] = int(ans.args[0])
            s.touch()
            log_event(s, "new_target", "707.10c", f"{name_of(s, cid)} now targets "
                      f"{_ref_name(s, c.targets[j])}", pid, [cid])
        st["slot"] = j + 1
    del v["storm"]
    return True


def _ref_name(s: GameState, ref: int) -> str:
    p = ref_player(ref)
    return s.players[p].name if p is not None else name_of(s, ref) if ref else "nothing"
