"""Player choices about chosen objects (:mod:`mtgrules.model.player_effects`): an owner's
choice of the top or bottom of their library (CR 401.4) and returning half of a player's
creatures, rounded up (107.1a), exiling graveyards (406.1), and a player losing the game (104.3e)."""

from __future__ import annotations

from mtgrules.effects.refs import objects, players, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.player_effects import (
    ExileGraveyard,
    ExileUntilTotalManaValue,
    LoseGame,
    PutOnTopOrBottom,
    ReturnHalf,
)
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.sba import lose
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def put_on_top_or_bottom(s: GameState, f: Frame, e: PutOnTopOrBottom) -> bool:
    """Each object's owner chooses the top or the bottom of their library and puts it there
    (CR 401.4; one decision per object, asked of its owner). A permanent that has left the
    battlefield is a new object and stays where it is (400.7)."""
    v = f.data["ctx"]["vars"]
    if "top_or_bottom" not in v:
        v["top_or_bottom"] = [x for x in objects(s, f, e.what)
                              if s.objects[x].zone == "battlefield"]
    queue: list[int] = v["top_or_bottom"]
    ans = take_answer(f)
    if ans is not None and queue:
        oid = queue.pop(0)
        if s.objects.get(oid) is not None and s.objects[oid].zone == "battlefield":
            where = str(ans.args[0])
            owner = s.objects[oid].owner
            log_event(s, "to_library", "401.4", f"{s.players[owner].name} puts "
                      f"{name_of(s, oid)} on the {where} of their library", owner, [oid])
            move(s, oid, "library", position=where)
    while queue and (s.objects.get(queue[0]) is None or
                     s.objects[queue[0]].zone != "battlefield"):
        queue.pop(0)
    if queue:
        oid = queue[0]
        ask(s, s.objects[oid].owner, CHOOSE, [Action("choose", ("top",)),
                                               Action("choose", ("bottom",))],
            f"Put {name_of(s, oid)} on the top or the bottom of your library?", obj=oid)
        return False
    v.pop("top_or_bottom", None)
    return True


def return_half(s: GameState, f: Frame, e: ReturnHalf) -> bool:
    """The controller chooses half (rounded up, CR 107.1a) of the permanents matching the
    filter that the player controls, one at a time; then they return to their owners'
    hands together (400.7)."""
    pid = int(f.data["ctx"]["controller"])
    v = f.data["ctx"]["vars"]
    chosen: list[int] = v.setdefault("half", [])
    ans = take_answer(f)
    if ans is not None:
        chosen.append(int(ans.args[0]))
    who = players(s, f, e.who)
    chars = compute_battlefield(s)
    src = f.data["ctx"]["source"]
    pool = [x for x in s.battlefield if chars[x].controller in who and
            matches(s, x, chars[x], e.filter, pid, src)] if who else []
    if "half_of" not in v:  # counted once, before any is chosen
        v["half_of"] = (len(pool) + 1) // 2
    need = int(v["half_of"])
    if len(chosen) < need:
        opts = [Action("choose_card", (x,)) for x in pool if x not in chosen]
        if opts:
            ask(s, pid, CHOOSE, opts, f"Choose a creature to return ({len(chosen) + 1} of "
                f"{need})")
            return False
    moved = []
    for oid in chosen:
        if s.objects.get(oid) is not None and s.objects[oid].zone == "battlefield":
            log_event(s, "bounce", "400.7", f"{name_of(s, oid)} returns to its owner's hand",
                      None, [oid])
            moved.append(move(s, oid, "hand"))
    set_those(f, moved)
    for k in ("half", "half_of"):
        v.pop(k, None)
    return True


def exile_until_total_mana_value(s: GameState, f: Frame, e: ExileUntilTotalManaValue) -> bool:
    """Each player exiles their top card, one at a time, until the cards exiled this way have
    a total mana value of ``total`` or more, or the library is empty (CR 202.3, 406.3)."""
    exiled: list[int] = []
    for pid in players(s, f, e.who):
        lib = s.players[pid].library
        total = 0
        n = 0
        while lib and total < e.total:
            top = lib[0]
            c = characteristics(s, top)
            total += c.mana_cost.mana_value() if c.mana_cost else 0
            exiled.append(move(s, top, "exile"))
            n += 1
        log_event(s, "exile", "406.3", f"{s.players[pid].name} exiles {n} card(s) from the top "
                  f"of their library (total mana value {total})", pid)
    set_those(f, exiled)
    return True


def exile_graveyard(s: GameState, f: Frame, e: ExileGraveyard) -> bool:
    """Exile every card in the graveyard of each player ``who`` names, all at once (CR 406.1,
    400.7: each becomes a new object in exile)."""
    for pid in players(s, f, e.who):
        exile_every_card(s, pid, "graveyard")
    return True


def exile_every_card(s: GameState, pid: int, zone: str) -> None:
    """Exile every card in player ``pid``'s ``zone`` (``"graveyard"`` or ``"library"``), all
    at once (CR 406.1, 400.7: each becomes a new object in exile), logged as one event
    ``exile_<zone>`` with the number of cards."""
    p = s.players[pid]
    cards = list(getattr(p, zone))
    for oid in cards:
        move(s, oid, "exile")
    log_event(s, f"exile_{zone}", "406.1", f"{p.name}'s {zone} is exiled "
              f"({len(cards)} card{'' if len(cards) == 1 else 's'})", pid)


def lose_game(s: GameState, f: Frame, e: LoseGame) -> bool:
    """CR 104.3e: each named player still in the game loses it."""
    for pid in players(s, f, e.who):
        if not s.players[pid].lost:
            lose(s, pid, "104.3e", "an effect says so")
    return True
