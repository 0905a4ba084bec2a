"""One-shot effects that move cards between zones or look at libraries (CR 400.7, 701.17,
701.20, 701.22, 701.23, 111.2, 702.84). See :mod:`mtgrules.effects.ops` for the protocol."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.attached_triggers import aura_card_in_graveyard
from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import amount, objects, players, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.keywords import UNEARTH_EXILE, keyword
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration, Zone
from mtgrules.model.codec import to_data
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.effects import (
    CreateToken,
    Discard,
    ExileTopMayPlay,
    Mill,
    MoveTo,
    RevealTopCard,
    Scry,
    Surveil,
    UnearthReturn,
)
from mtgrules.model.refs import ThisObject
from mtgrules.rules.copy import PENDING, choose_copy
from mtgrules.rules.discard import discard_card
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.linked_exile import link_exiled, refers_to_exiled_cards
from mtgrules.rules.zone_change import create_token, move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _ctrl(f: Frame) -> int:
    return int(f.data["ctx"]["controller"])


def create_tokens(s: GameState, f: Frame, e: CreateToken) -> bool:
    """Create N tokens (CR 111.2, 701.7)."""
    n = amount(s, f, e.count)
    made: list[int] = []
    for p in players(s, f, e.who):
        for _ in range(n):
            t = create_token(s, e.token, p, tapped=e.tapped)  # CR 110.5b
            made.append(t)
            log_event(s, "create_token", "111.2", f"{s.players[p].name} creates "
                      f"{name_of(s, t)}" + (" tapped" if e.tapped else ""), p, [t])
    set_those(f, made)
    return True


def reveal_top_card(s: GameState, f: Frame, e: RevealTopCard) -> bool:
    """"[Player] reveals the top card of their library. If it's a [filter] card, that player
    puts it into [zone]" (CR 701.20a); "it" afterwards is each card put there ("You lose life
    equal to its mana value")."""
    put: list[int] = []
    for p in players(s, f, e.who):
        lib = s.players[p].library
        if not lib:
            continue
        top = lib[0]
        log_event(s, "reveal", "701.20a", f"{s.players[p].name} reveals {name_of(s, top)}", p,
                  [top])
        if matches(s, top, characteristics(s, top), e.put_if, p, f.data["ctx"]["source"]):
            new = move(s, top, e.to.value)
            log_event(s, "put_in_hand", "701.20a", f"{s.players[p].name} puts "
                      f"{name_of(s, new)} into their hand", p, [new])
            put.append(new)
    set_those(f, put)
    return True


_PUBLIC_FROM = ("battlefield", "graveyard", "hand", "stack")


def _resolving_spell(s: GameState, f: Frame, e: MoveTo) -> list[int]:
    """``[the spell]`` when ``e`` moves ~ and ~ is the spell resolving ("Exile ~." as the
    last instruction of Temporal Mastery: it is exiled instead of being put into its owner's
    graveyard, CR 608.2n); else ``[]``."""
    src = f.data["ctx"]["source"]
    if not isinstance(e.what, ThisObject) or src != f.data["ctx"].get("obj") or \
            src not in s.objects or s.objects[src].zone != "stack":
        return []
    return [src]


def move_to(s: GameState, f: Frame, e: MoveTo) -> bool:
    """Move objects to a zone (CR 400.7: each becomes a new object): "return to its owner's
    hand", "return from your graveyard to the battlefield", "exile"."""
    moved: list[int] = []
    pid = _ctrl(f)
    found = _resolving_spell(s, f, e) or objects(s, f, e.what)
    if not found and e.from_zone is Zone.GRAVEYARD and isinstance(e.what, ThisObject):
        # "When enchanted creature dies, return this card from your graveyard ...": the card
        # the Aura became there (CR 113.6k's exception for an Aura, 400.7f)
        card = aura_card_in_graveyard(s, int(f.data["ctx"]["source"]))
        found = [card] if card is not None else []
    for r in found:
        zone = s.objects[r].zone
        if (e.from_zone is not None and zone != e.from_zone.value) or (
                zone not in _PUBLIC_FROM and e.from_zone is not Zone.EXILE):
            continue
        if s.objects[r].kind == "token" and zone != "battlefield" and e.to is Zone.BATTLEFIELD:
            continue  # CR 111.8: a token that left the battlefield can't return
        if e.to is Zone.EXILE:
            moved.append(exile_linked(s, f, r))
        elif e.to is Zone.HAND and zone == "battlefield":
            log_event(s, "bounce", "400.7", f"{name_of(s, r)} returns to its owner's hand",
                      None, [r])
            moved.append(move(s, r, "hand"))
        elif e.to is Zone.HAND:
            new = move(s, r, "hand")
            log_event(s, "return", "400.7", f"{name_of(s, new)} returns to its owner's hand",
                      s.objects[new].owner, [new])
            moved.append(new)
        elif e.to is Zone.BATTLEFIELD:
            ctrl = pid if e.under_your_control else None
            info = choose_copy(s, f, r, s.objects[r].owner if ctrl is None else ctrl)
            if info == PENDING:
                set_those(f, moved)
                return False  # CR 707.5: asked what it enters as a copy of
            assert isinstance(info, dict)
            new = move(s, r, "battlefield", controller=ctrl, info=info or None)
            log_event(s, "return", "400.7", f"{name_of(s, new)} returns to the battlefield",
                      pid, [new])
            moved.append(new)
        else:
            moved.append(move(s, r, e.to.value))
    set_those(f, moved)
    return True


def exile_linked(s: GameState, f: Frame, r: int) -> int:
    """Exile object ``r`` (CR 406.3); returns the new object (400.7), linked to the ability's
    source when the source has an ability naming "the exiled card(s)" (607.2a)."""
    src = int(f.data["ctx"]["source"])
    if not refers_to_exiled_cards(s, src):
        log_event(s, "exile", "406.3", f"{name_of(s, r)} is exiled", None, [r])
        return move(s, r, "exile")
    log_event(s, "exile", "607.2a", f"{name_of(s, r)} is exiled with {name_of(s, src)}", None,
              [r, src])
    new = move(s, r, "exile")
    link_exiled(s, src, new)
    return new


def scry(s: GameState, f: Frame, e: Scry) -> bool:
    """Scry N (CR 701.22a): look at the top N cards, put any number of them on the bottom in
    any order and the rest on top in any order. Asked one card at a time (keep on top or put
    on the bottom; the cards are those N, whatever was moved already), then, for two or more
    kept on top or put on the bottom, which goes first of them (:func:`_order_step`)."""
    pid = _ctrl(f)
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    if "scry_cards" not in v:
        v["scry_cards"] = list(p.library[:e.count])
        v["scry_top"], v["scry_bottom"] = [], []
    cards: list[int] = v["scry_cards"]
    ans = take_answer(f)
    decided = len(v["scry_top"]) + len(v["scry_bottom"])
    if ans is not None and decided < len(cards):
        to = "bottom" if ans.args[0] == "bottom" else "top"
        v[f"scry_{to}"].append(cards[decided])
        decided += 1
        log_event(s, "scry", "701.22a", f"{p.name} scries: a card goes to the {to}", pid)
        ans = None
    if decided < len(cards):
        card = cards[decided]
        ask(s, pid, CHOOSE, [Action("choose", ("top",)), Action("choose", ("bottom",))],
            f"Scry: keep {name_of(s, card)} on top or put it on the bottom?", obj=card)
        return False
    for part in ("top", "bottom"):
        key = f"scry_{part}"
        if len(v[key]) < 2 or v.get(f"{key}_ordered"):
            continue  # nothing to order here: the answer (if any) is for the next group
        if not _order_step(s, f, pid, v, key, ans, f"Scry: choose the card to "
                           f"put {'on top' if part == 'top' else 'on the bottom'} first "
                           "(nearest the top of the library)"):
            return False
        ans = None
    rest = [x for x in p.library if x not in cards]
    p.library[:] = [x for x in v["scry_top"] if x in p.library] + rest + [
        x for x in v["scry_bottom"] if x in p.library]
    s.touch()
    for k in ("scry_cards", "scry_top", "scry_bottom", "scry_top_ordered",
              "scry_bottom_ordered"):
        v.pop(k, None)
    return True


def _order_step(s: GameState, f: Frame, pid: int, v: dict[str, Any], key: str,
                ans: Any, prompt: str) -> bool:
    """Let the player order the cards of ``v[key]`` (any order, CR 701.22a, 701.25a): one
    card at a time, the first chosen nearest the top; True once ``v[key]`` is ordered."""
    cards: list[int] = v[key]
    if len(cards) < 2 or v.get(f"{key}_ordered"):
        return True
    done: list[int] = v.setdefault(f"{key}_order", [])
    if ans is not None and ans.args[0] in cards and ans.args[0] not in done:
        done.append(ans.args[0])
    left = [x for x in cards if x not in done]
    if len(left) > 1:
        ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in left], prompt)
        return False
    v[key] = done + left
    v.pop(f"{key}_order", None)
    v[f"{key}_ordered"] = True
    return True


def surveil(s: GameState, f: Frame, e: Surveil) -> bool:
    """Surveil N (CR 701.25a): look at the top N cards, put any number into the graveyard and
    the rest back on top. Done one card at a time: keep on top or put into the graveyard."""
    pid = _ctrl(f)
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    seen = v.setdefault("surveil_seen", 0)
    ans = take_answer(f)
    if ans is not None and "surveil_card" in v and not (
            v.get("surveil_done", 0) >= e.count or seen >= len(p.library)):
        top = v.pop("surveil_card")
        to_gy = ans.args[0] == "graveyard"
        if to_gy and top in p.library:
            move(s, top, "graveyard")
        else:
            seen += 1  # it stays on top: the next card is below it
            v.setdefault("surveil_kept", []).append(top)
        v["surveil_seen"] = seen
        v["surveil_done"] = v.get("surveil_done", 0) + 1
        log_event(s, "surveil", "701.25a", f"{p.name} surveils: a card goes to the "
                  f"{'graveyard' if to_gy else 'top'}", pid)
        ans = None
    if v.get("surveil_done", 0) >= e.count or seen >= len(p.library):
        kept = v.setdefault("surveil_kept", [])
        if not _order_step(s, f, pid, v, "surveil_kept", ans, "Surveil: choose the card to "
                           "put on top first (nearest the top of the library)"):
            return False  # the rest back on top in any order (CR 701.25a)
        if len(kept) > 1:
            kept = [x for x in v["surveil_kept"] if x in p.library]
            p.library[:] = kept + [x for x in p.library if x not in kept]
            s.touch()
        for k in ("surveil_seen", "surveil_done", "surveil_card", "surveil_kept",
                  "surveil_kept_ordered"):
            v.pop(k, None)
        return True
    top = p.library[seen]
    v["surveil_card"] = top
    ask(s, pid, CHOOSE, [Action("choose", ("top",)), Action("choose", ("graveyard",))],
        f"Surveil: keep {name_of(s, top)} on top or put it into your graveyard?", obj=top)
    return False


def _cause(f: Frame) -> int | None:
    """The controller of the spell or ability whose effect is resolving (CR 608.2)."""
    ctrl = f.data["ctx"].get("controller")
    return None if ctrl is None else int(ctrl)


def discard(s: GameState, f: Frame, e: Discard) -> bool:
    """"[Player] discards N cards" (CR 701.9a): that player chooses each card (one decision
    per card); fewer if the hand runs out."""
    v = f.data["ctx"]["vars"]
    who = players(s, f, e.who)
    if "discard_left" not in v:
        v["discard_left"] = amount(s, f, e.count)
        v["discard_players"] = who
    ans = take_answer(f)
    queue: list[int] = v["discard_players"]
    if ans is not None and queue:
        pid = queue[0]
        discard_card(s, pid, ans.args[0], cause=_cause(f))  # madness, CR 702.35a
        v["discard_left"] -= 1
    while queue:
        pid = queue[0]
        hand = s.players[pid].hand
        if v["discard_left"] > 0 and hand:
            ask(s, pid, CHOOSE, [Action("choose_card", (oid,)) for oid in hand],
                "Choose a card to discard")
            return False
        queue.pop(0)
        v["discard_left"] = amount(s, f, e.count)
    for k in ("discard_left", "discard_players"):
        v.pop(k, None)
    return True


def mill(s: GameState, f: Frame, e: Mill) -> bool:
    """Mill N cards (CR 701.17): top N cards of the library into the graveyard."""
    for p in players(s, f, e.who):
        lib = s.players[p].library
        n = min(len(lib), amount(s, f, e.count))
        for oid in list(lib[:n]):
            move(s, oid, "graveyard")
        log_event(s, "mill", "701.17a", f"{s.players[p].name} mills {n} card(s)", p)
    return True


def unearth_return(s: GameState, f: Frame, e: UnearthReturn) -> bool:
    """Unearth (CR 702.84a): return the card from its owner's graveyard to the battlefield; it
    gains haste; a delayed triggered ability exiles it at the beginning of the next end step
    (CR 603.7); if it would leave the battlefield it is exiled instead (see
    :func:`mtgrules.rules.zone_change.move`)."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "graveyard":
        return True
    pid = _ctrl(f)
    new = move(s, src, "battlefield", controller=pid, info={"unearthed": True})
    add_effect(s, [new], [to_data(AddAbilities((keyword("haste"),)))], Duration.INDEFINITE,
               pid, new)
    s.delayed.append({"event": "step_begin", "match": {"step": "end"},
                      "ability": UNEARTH_EXILE.key, "source": new, "controller": pid,
                      "once": True})
    log_event(s, "unearth", "702.84a", f"{name_of(s, new)} returns to the battlefield with "
              "haste (unearth)", pid, [new])
    return True


def exile_top_may_play(s: GameState, f: Frame, e: ExileTopMayPlay) -> bool:
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
