"""Cascade's effect (CR 702.85a), in two steps of the triggered ability's program:

- :func:`cascade_exile`: exile cards from the top of the controller's library, one at a time,
  until a nonland card whose mana value is less than the spell's (recorded as it was cast,
  :mod:`mtgrules.rules.cascade`) is exiled, or the library is empty; then the controller may
  cast that card without paying its mana cost (a ``may`` decision, offered only if some
  spell it could become has a mana value less than the spell's and could be cast now:
  targets and additional costs; timing is ignored, 608.2g). Casting pushes the ``cast``
  frame with the alternative cost "without paying its mana cost" (118.9; X is 0, 107.3b),
  restricted to those faces (a split card's half, an Adventure: 709.3, 715.3);
- :func:`cascade_bottom`: the cards exiled this way that weren't cast go on the bottom of
  the library in a random order (the game's RNG).
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card
from mtgrules.effects.refs import set_those
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost
from mtgrules.model.cascade import CascadeBottom, CascadeExile
from mtgrules.rules import faces
from mtgrules.rules.casting import castable_modes, spell_ability, spell_targets
from mtgrules.rules.cost_changes import changed_cost
from mtgrules.rules.layers import characteristics
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.spell_costs import FREE, additional_costs_payable
from mtgrules.rules.targeting import has_legal_targets
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _mana_value(cost: ManaCost | None) -> int:
    return cost.mana_value() if cost else 0


def _castable_as(s: GameState, pid: int, oid: int, d: CardDef) -> bool:
    """Whether exiled card ``oid`` could be cast now as the spell of definition ``d`` (a face
    or the card) without paying its mana cost: not a land (305.9), a mode or every target
    slot with a legal target (700.2a, 601.2c), its additional costs payable (601.2h) and its
    cost increases (601.2f)."""
    if "Land" in d.type_line.types:
        return False
    sa = spell_ability(d)
    if sa is not None and sa.modes:
        if not castable_modes(s, pid, oid, sa):
            return False
    elif not has_legal_targets(s, spell_targets(d), pid, oid):
        return False
    return additional_costs_payable(s, pid, oid, d) and can_pay(
        s, pid, changed_cost(s, pid, oid, d, ManaCost()), purpose=["spell", oid])


def castable_faces(s: GameState, pid: int, oid: int, below: int) -> list[str]:
    """The spells card ``oid`` could be cast as by cascade, as card or face keys: those whose
    mana value is less than ``below`` (CR 702.85a: "if the resulting spell's mana value is
    less than this spell's mana value") and that could be cast now (:func:`_castable_as`)."""
    card = get_card(s.objects[oid].card)
    if not card.faces:
        c = characteristics(s, oid)
        ok = "Land" not in c.types and _mana_value(c.mana_cost) < below and \
            _castable_as(s, pid, oid, card)
        return [s.objects[oid].card] if ok else []
    return [k for k in faces.allowed_faces(s, oid, card)
            if _mana_value(get_card(k).mana_cost) < below and _castable_as(s, pid, oid,
                                                                           get_card(k))]


def cascade_exile(s: GameState, f: Frame, e: CascadeExile) -> bool:
    """CR 702.85a: exile until a nonland card with lesser mana value, then offer its cast
    (see the module doc). The exiled cards are kept in ``vars["cascade"]`` for
    :func:`cascade_bottom`. Returns False while the ``may`` decision is pending."""
    ctx = f.data["ctx"]
    pid = int(ctx["controller"])
    below = int((ctx.get("event") or {}).get("mana_value", 0))
    v = ctx["vars"]
    if "cascade" not in v:
        p = s.players[pid]
        exiled: list[int] = []
        hit = 0
        while p.library:
            top = p.library[0]
            c = characteristics(s, top)
            new = move(s, top, "exile")
            exiled.append(new)
            if "Land" not in c.types and _mana_value(c.mana_cost) < below:
                hit = new
                break
        v["cascade"] = {"exiled": exiled, "hit": hit}
        set_those(f, exiled)
        what = f", stopping at {name_of(s, hit)}" if hit else " (no card with a lesser " \
            "mana value)"
        log_event(s, "cascade", "702.85a", f"{p.name} exiles {len(exiled)} card(s) from the "
                  f"top of their library{what}", pid, [ctx["source"], *exiled])
    hit = int(v["cascade"]["hit"])
    if not hit or s.objects[hit].zone != "exile":
        return True
    ans = take_answer(f)
    keys = castable_faces(s, pid, hit, below)
    if ans is None:
        if not keys:
            return True
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: cast {name_of(s, hit)} without paying its mana cost "
            "(cascade)?")
        return False
    if ans.kind == "yes" and keys:
        log_event(s, "cascade_cast", "702.85a", f"{s.players[pid].name} casts "
                  f"{name_of(s, hit)} without paying its mana cost (cascade)", pid, [hit])
        push(s, "cast", player=pid, obj=hit, stage="start", alt=FREE, via="cascade",
             faces=keys)
    return True


def cascade_bottom(s: GameState, f: Frame, e: CascadeBottom) -> bool:
    """CR 702.85a: the cards exiled by :func:`cascade_exile` that weren't cast (those still
    in exile: a cast card became a new object on the stack, 400.7) go on the bottom of the
    library in a random order."""
    ctx = f.data["ctx"]
    pid = int(ctx["controller"])
    st = ctx["vars"].pop("cascade", None) or {"exiled": []}
    rest = [x for x in st["exiled"] if x in s.objects and s.objects[x].zone == "exile"]
    if not rest:
        return True
    s.rng.shuffle(rest)
    for x in rest:
        move(s, x, "library", position="bottom")
    log_event(s, "library_bottom", "702.85a", f"{s.players[pid].name} puts {len(rest)} "
              "card(s) exiled by cascade on the bottom of their library in a random order", pid)
    return True
