"""State-based actions (CR 704): checked whenever a player would receive priority, performed
simultaneously, and repeated until none apply (CR 704.3).

Implemented: 704.5a (0 life), 704.5b (drew from an empty library), 704.5c (ten poison),
704.5d (tokens outside the battlefield), 704.5f (toughness 0 or less), 704.5g (lethal damage),
704.5h (deathtouch damage), 704.5i (planeswalker with 0 loyalty), 704.5j (legend rule, a
choice), 704.5k (world rule), 704.5m (unattached or illegally attached Auras), 704.5n and 704.5p (illegally attached Equipment
and other permanents become unattached, via :func:`mtgrules.rules.attachments.can_attach`), 704.5q (+1/+1 and -1/-1 counters annihilate), 704.5s
(Sagas), 704.5u (space sculptor sectors, a choice); in a Commander game 704.6c (21 combat
damage from one commander) and 903.9a (a commander put into a graveyard or exile may go to the
command zone, a choice). Game end: CR 104.2a, 104.3.
"""

from __future__ import annotations

from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.triggers import ChapterReached
from mtgrules.rules.actions import destroy, put_into_graveyard, sacrifice
from mtgrules.rules.attachments import can_attach
from mtgrules.rules.batches import next_moment
from mtgrules.rules.bestow import cease_bestowed
from mtgrules.rules.bestow_chars import BESTOWED
from mtgrules.rules.combat_removal import remove_changed_control, remove_unattackable_defenders
from mtgrules.rules.command_zone import command_zone_choice
from mtgrules.rules.commander import commander_damage_losers
from mtgrules.rules.control_durations import end_when_control_lost
from mtgrules.rules.dungeons import dungeon_sbas
from mtgrules.rules.face_down import reveal_all
from mtgrules.rules.layers import (
    Characteristics,
    battlefield_memo,
    characteristics,
    compute_battlefield,
)
from mtgrules.rules.monarch import monarch_leaves
from mtgrules.rules.sectors import sectors_needed
from mtgrules.rules.timing import next_player
from mtgrules.rules.triggers import simultaneously
from mtgrules.rules.zone_change import move, remove_from_zone
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def lose(s: GameState, pid: int, rule: str, why: str) -> None:
    """Player ``pid`` loses the game (CR 104.3); with one player left, they win (104.2a)."""
    lose_together(s, [(pid, rule, why)])


def lose_together(s: GameState, losers: list[tuple[int, str, str]]) -> None:
    """Players lose the game at the same time (CR 704.3: state-based actions are performed
    simultaneously), each ``(player, rule, reason)``. Then, with one player left, that player
    wins (104.2a); with none left, the game is a draw (104.4a); otherwise each loser leaves the
    game (800.4a). Players who already lost are ignored."""
    new = []
    for pid, rule, why in losers:
        p = s.players[pid]
        if p.lost or pid in new:
            continue
        p.lost = True
        p.loss_reason = why
        new.append(pid)
        log_event(s, "lose", rule, f"{p.name} loses the game ({why})", pid)
    if not new:
        return
    alive = [q.index for q in s.players if not q.lost]
    if len(alive) > 1:
        for pid in new:
            leave_game(s, pid)
        return
    reveal_all(s)  # CR 708.9
    s.over = True
    s.winner = alive[0] if alive else -1
    if alive:
        log_event(s, "win", "104.2a", f"{s.players[alive[0]].name} wins the game", alive[0])
    else:
        log_event(s, "draw_game", "104.4a", "the game is a draw")
    s.pending = None
    s.priority = None  # a finished game has no player with priority (CR 104.1)


def leave_game(s: GameState, pid: int) -> None:
    """A player leaves a multiplayer game (CR 800.4a): objects they own leave the game,
    effects giving them control of objects end, their abilities on the stack cease to exist,
    then anything they still control is exiled. Not a state-based action: it happens at once.
    If they had priority, it passes to the next player still in the game."""
    gone = [o for o in s.objects.values() if o.owner == pid and o.zone != "gone"]
    for o in gone:
        remove_from_zone(s, o)
        if s.combat:
            s.combat.remove(o.id)
        o.zone = "gone"
    s.effects = [e for e in s.effects if not (
        e["controller"] == pid and any(part.get("node") == "SetController"
                                       for part in e.get("parts", ())))]
    for oid in list(s.stack):
        o = s.objects[oid]
        if o.controller == pid and o.kind == "ability":
            s.stack.remove(oid)
            o.zone = "gone"
    s.triggered = [t for t in s.triggered if t["controller"] != pid]
    s.players[pid].dungeon = None  # its dungeon card left with the rest (CR 800.4a)
    s.touch()
    chars = compute_battlefield(s)
    with simultaneously(s):  # one event (CR 800.4a, 603.10a)
        for oid in [x for x in s.battlefield if chars[x].controller == pid]:
            move(s, oid, "exile")
    log_event(s, "leave_game", "800.4a", f"{s.players[pid].name} leaves the game", pid)
    if s.priority == pid:
        s.priority = next_player(s, pid)


def check_state_based_actions(s: GameState) -> bool:
    """Perform all applicable state-based actions once, simultaneously (CR 704.3).

    Returns True if anything happened or a choice is now needed (the caller loops).
    A check that found nothing is remembered until the state next changes (``touch``)."""
    if s.extra.get("sba_clean") == s.version:
        return False
    next_moment(s)  # what this check does happens at the same time (CR 704.3)
    remove_unattackable_defenders(s)  # CR 506.4: not an SBA, but seen before anyone acts
    remove_changed_control(s)  # CR 506.4 likewise
    end_when_control_lost(s)  # CR 611.2b: "for as long as you control ~" (not an SBA either)
    # 704.5a-c: players
    losers = []
    for p in s.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p.index, "704.5a", "0 or less life"))
        elif p.drew_from_empty:
            losers.append((p.index, "704.5b", "drew from an empty library"))
        elif p.poison >= 10:
            losers.append((p.index, "704.5c", "ten or more poison counters"))
    if "commander_damage" in s.extra:  # 704.6c: 21 combat damage from one commander
        losers += [x for x in commander_damage_losers(s) if all(x[0] != y[0] for y in losers)]
    lose_together(s, losers)
    for p in s.players:
        p.drew_from_empty = False
    if s.over:
        return True
    acted = bool(losers)
    # 704.5d: tokens in other zones cease to exist (zone_change flags when one leaves)
    if s.extra.pop("token_left", False):
        for p in s.players:
            for zone in (p.hand, p.graveyard, p.library):
                for oid in [x for x in zone if s.objects[x].kind == "token"]:
                    zone.remove(oid)
                    s.objects[oid].zone = "gone"
                    acted = True
        for oid in [x for x in s.exile if s.objects[x].kind == "token"]:
            s.exile.remove(oid)
            s.objects[oid].zone = "gone"
            acted = True
    if acted:
        s.touch()
    with simultaneously(s, take_state=True):  # one event, LKI from before it (CR 704.3, 704.8)
        acted = _permanent_actions(s) or acted
    acted = dungeon_sbas(s) or acted  # CR 309.6
    acted = monarch_leaves(s) or acted  # CR 724.4
    if acted:
        return True
    # choices: legend rule (704.5j), sectors (704.5u)
    legend = _legend_rule_groups(s)
    if legend:
        push(s, "legend_rule", player=legend[0][0], ids=legend[0][1])
        return True
    if sectors_needed(s):
        push(s, "assign_sectors")
        return True
    if "commanders" in s.extra and command_zone_choice(s):  # CR 903.9a
        return True
    s.extra["sba_clean"] = s.version
    return False


def _permanent_actions(s: GameState) -> bool:
    """The state-based actions of permanents found in one look at the battlefield (704.5f-i,
    m-q, s), performed together; True if any was."""
    acted = False
    chars = compute_battlefield(s)
    to_graveyard: list[tuple[int, str]] = []
    to_destroy: list[tuple[int, str]] = []
    counters_fix: list[int] = []
    sagas: list[int] = []
    unattach: list[int] = []
    unbestow: list[int] = []
    objects = s.objects
    deathtouched = False
    for oid in s.battlefield:
        c = chars[oid]
        o = objects[oid]
        types = c.types
        if "Creature" in types and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((oid, "704.5f"))
            elif o.damage >= c.toughness and o.damage > 0:
                to_destroy.append((oid, "704.5g"))
            elif o.deathtouched:  # (also damage dealt as -1/-1 counters, 702.2c)
                to_destroy.append((oid, "704.5h"))
        counters = o.counters
        if "Planeswalker" in types and counters.get("loyalty", 0) <= 0:
            to_graveyard.append((oid, "704.5i"))
        t = o.attached_to
        subtypes = c.subtypes
        if "Aura" in subtypes:
            if t is None or not can_attach(s, oid, t, chars):
                if o.chosen.get(BESTOWED):  # CR 702.103f: unattached, a creature again
                    unbestow.append(oid)
                else:
                    to_graveyard.append((oid, "704.5m"))
        elif t is not None and not can_attach(s, oid, t, chars):
            unattach.append(oid)
        if counters and counters.get("+1/+1") and counters.get("-1/-1"):
            counters_fix.append(oid)
        if "Saga" in subtypes and _saga_done(s, oid):
            sagas.append(oid)
        deathtouched = deathtouched or o.deathtouched
    to_graveyard += [(oid, "704.5k") for oid in _world_rule(s, chars)]
    for oid in counters_fix:
        o = s.objects[oid]
        n = min(o.counters["+1/+1"], o.counters["-1/-1"])
        for k in ("+1/+1", "-1/-1"):
            o.counters[k] -= n
            if not o.counters[k]:
                del o.counters[k]
        log_event(s, "counters_annihilate", "704.5q", f"{n} +1/+1 and -1/-1 counter pairs "
                  f"removed from {name_of(s, oid)}", None, [oid])
        s.touch()
        acted = True
    for oid in unattach:
        _unattach(s, oid, chars)
        acted = True
    for oid in unbestow:
        cease_bestowed(s, oid)
        acted = True
    done: set[int] = set()
    for oid, rule in to_graveyard:
        if oid not in done and s.objects[oid].zone == "battlefield":
            done.add(oid)
            _note_death(s, oid, chars)
            put_into_graveyard(s, oid, rule)
            acted = True
    for oid, rule in to_destroy:
        if oid not in done and s.objects[oid].zone == "battlefield":
            done.add(oid)
            if "indestructible" in chars[oid].keywords:
                continue  # CR 702.12b: lethal damage doesn't destroy it
            _note_death(s, oid, chars)
            acted = destroy(s, oid, rule=rule) or acted
    for oid in sagas:
        if oid not in done and s.objects[oid].zone == "battlefield":
            sacrifice(s, oid, rule="714.4")
            acted = True
    for oid in s.battlefield if deathtouched else ():  # no damage is dealt meanwhile
        o = s.objects[oid]
        if o.deathtouched:
            o.deathtouched = False
    return acted


def _world_rule(s: GameState, chars: dict[int, Characteristics]) -> list[int]:
    """CR 704.5k: with two or more world permanents, all but the one that has had the world
    supertype for the shortest time (the latest timestamp: the supertype is printed, so it
    has had it since it entered) go to their owners' graveyards."""
    worlds = [oid for oid in s.battlefield if "World" in chars[oid].supertypes]
    if len(worlds) < 2:
        return []
    newest = max(worlds, key=lambda x: s.objects[x].timestamp)
    return [oid for oid in worlds if oid != newest]


def _note_death(s: GameState, oid: int, chars: dict[int, Characteristics]) -> None:
    c = chars[oid]
    if "Creature" in getattr(c, "types", ()):
        s.turn_flags["creature_died"] = True


def _unattach(s: GameState, oid: int, chars: dict[int, Characteristics]) -> None:
    """CR 704.5n (Equipment, 301.5c) and 704.5p (any other permanent that isn't an Aura): it
    becomes unattached and remains on the battlefield (701.3d)."""
    o = s.objects[oid]
    rule = "704.5n" if "Equipment" in chars[oid].subtypes else "704.5p"
    was = o.attached_to
    o.attached_to = None
    s.touch()
    log_event(s, "unattach", rule, f"{name_of(s, oid)} becomes unattached",
              chars[oid].controller, [oid] + ([was] if was else []))


def _saga_done(s: GameState, oid: int) -> bool:
    """CR 714.4 / 704.5s: lore counters >= final chapter and no chapter ability of it on the
    stack (triggered but not yet left the stack)."""
    c = characteristics(s, oid)
    chapters = [a.event.chapter for a in c.abilities
                if isinstance(a, TriggeredAbility) and isinstance(a.event, ChapterReached)]
    if not chapters:
        return False
    if s.objects[oid].counters.get("lore", 0) < max(chapters):
        return False
    for x in s.stack:
        if s.objects[x].kind == "ability" and s.objects[x].source == oid:
            return False
    return all(t["source"] != oid for t in s.triggered)


def _legend_rule_groups(s: GameState) -> list[tuple[int, list[int]]]:
    """(controller, ids) for each group of legendary permanents with the same name and
    controller (CR 704.5j); the groups depend on the characteristics alone (battlefield_memo)."""
    return [(p, list(ids)) for p, ids in battlefield_memo(s, "legend_groups", _legend_groups)]


def _legend_groups(chars: dict[int, Characteristics]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    groups: dict[tuple[int, str], list[int]] = {}
    for oid, c in chars.items():
        if "Legendary" in c.supertypes:
            groups.setdefault((c.controller, c.name), []).append(oid)
    return tuple((k[0], tuple(v)) for k, v in groups.items() if len(v) > 1)


@handler("legend_rule")
def legend_rule_frame(s: GameState, f: Frame) -> None:
    """CR 704.5j: the player chooses one; the rest go to their owners' graveyards."""
    ans = take_answer(f)
    ids = f.data["ids"] = [x for x in f.data["ids"] if s.objects[x].zone == "battlefield"]
    if ans is None and (len(ids) < 2 or s.players[f.data["player"]].lost):
        pop(s, f)  # the choice is moot once the player or the permanents left (CR 800.4a)
        return
    if ans is None:
        ask(s, f.data["player"], CHOOSE, [Action("keep", (oid,)) for oid in ids],
            "Legend rule: choose the legendary permanent to keep")
        return
    pop(s, f)
    for oid in ids:
        if oid != ans.args[0] and s.objects[oid].zone == "battlefield":
            put_into_graveyard(s, oid, "704.5j")
