"""Keyword actions and basic game actions (CR 701, 119, 120, 121, 122).

Each function performs one action on the state, logs it with its rule, and emits the event
that triggered abilities wait for. Replacement effects that modify these events are applied
here (CR 614): "enters with counters" (614.1c), counter-doubling such as Hardened Scales
(614.1a), Sagas' and planeswalkers' entering counters (714.3a, 306.5b).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_ability
from mtgrules.log import log_event, name_of
from mtgrules.model.base import KeywordName
from mtgrules.rules.commander import note_combat_damage
from mtgrules.rules.counters import add_counters as add_counters
from mtgrules.rules.counters import apply_etb_replacements as apply_etb_replacements
from mtgrules.rules.counters import remove_counters as remove_counters
from mtgrules.rules.dice_replacement import life_gain_bonus, life_gain_doublings
from mtgrules.rules.keyword_damage import counters_instead, infect_to_player, toxic_to_player
from mtgrules.rules.keywords_counters import note_player_damaged
from mtgrules.rules.layers import characteristics, controller_of
from mtgrules.rules.life_gain import cant_gain_life
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import move
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import ref_player


def draw(s: GameState, player: int, n: int = 1) -> None:
    """Player draws ``n`` cards one at a time (CR 121.1-121.2); drawing from an empty library
    sets the CR 704.5b flag instead."""
    p = s.players[player]
    for _ in range(n):
        if not p.library:
            p.drew_from_empty = True
            s.touch()
            log_event(s, "draw_empty", "704.5b", f"{p.name} tries to draw from an empty library",
                      player)
            continue
        oid = p.library[0]
        new = move(s, oid, "hand")
        p.cards_drawn_this_turn += 1
        log_event(s, "draw", "121.1", f"{p.name} draws a card", player, [new])
        emit(s, {"type": "draw", "player": player, "obj": new,
                 "nth": p.cards_drawn_this_turn})


def lose_life(s: GameState, player: int, amount: int, rule: str = "119.3") -> None:
    """Player loses ``amount`` life (CR 119.3)."""
    if amount <= 0:
        return
    p = s.players[player]
    p.life -= amount
    p.life_lost_this_turn += amount
    s.touch()
    log_event(s, "life_loss", rule, f"{p.name} loses {amount} life (now {p.life})", player,
              amount=amount)


NO_LIFE_GAIN = "no_life_gain"
"""The turn flag of "Players can't gain life this turn" (CR 119.7)."""


def gain_life(s: GameState, player: int, amount: int, rule: str = "119.3") -> None:
    """Player gains ``amount`` life (CR 119.3), plus what "you gain that much life plus 1
    instead" effects add (CR 614.1a); emits ``life_gain``. Nothing after "Players can't gain
    life this turn" (CR 119.7)."""
    if amount <= 0:
        return
    p = s.players[player]
    if cant_gain_life(s, player):  # CR 119.7: no life gain event happens
        log_event(s, "cant_gain_life", "119.7", f"{p.name} can't gain life", player)
        return
    if s.turn_flags.get(NO_LIFE_GAIN):  # "Players can't gain life this turn" (CR 119.7)
        log_event(s, "life_gain_prevented", "119.7", f"{p.name} can't gain life this turn",
                  player, amount=amount)
        return
    bonus = life_gain_bonus(s, player)
    if bonus:
        log_event(s, "replacement", "614.1a", f"{p.name} gains {amount} plus {bonus} life "
                  "instead", player, amount=amount + bonus)
        amount += bonus
    if (twice := life_gain_doublings(s, player)):
        # "you gain twice that much life instead" (614.1a). With "plus N" effects too, the
        # player orders them (616.1); the engine applies the pluses first (the most life)
        amount *= 2 ** twice
        log_event(s, "replacement", "614.1a", f"{p.name} gains twice that much life "
                  f"instead ({amount})", player, amount=amount)
    p.life += amount
    p.life_gained_this_turn += amount
    s.touch()
    log_event(s, "life_gain", rule, f"{p.name} gains {amount} life (now {p.life})", player,
              amount=amount)
    emit(s, {"type": "life_gain", "player": player, "amount": amount})


def deal_damage(s: GameState, source: int, target: int, amount: int, combat: bool = False,
                source_chars: dict[str, object] | None = None,
                dealt: list[dict[str, Any]] | None = None) -> int:
    """Source deals ``amount`` damage to ``target`` (an object id or player reference).

    CR 120.3: damage to a player causes life loss; to a planeswalker removes loyalty counters;
    to a creature is marked on it (deathtouch noted for 704.5h). Lifelink makes the source's
    controller gain that much life (CR 702.15b). Returns the damage dealt.
    ``dealt``: the record of a damage event still being dealt (damage dealt at the same time,
    CR 510.2, 120.3): this part is added to it, and its lifelink life gain and trigger event
    wait for :func:`damage_dealt` (one life gain per source, 702.15e; one event per source
    for "whenever ~ deals damage", 603.2c).
    """
    if amount <= 0:
        return 0
    if source in s.objects and s.objects[source].zone in ("battlefield", "stack"):
        sc = characteristics(s, source)
        keywords = sc.keywords
        src_controller = controller_of(s, source)
        sname = name_of(s, source)
    else:
        lki = source_chars or (s.objects[source].lki if source in s.objects else None) or {}
        keywords = frozenset(
            getattr(get_ability(k), "name", "") for k in lki.get("abilities", ()))  # type: ignore[union-attr]
        ctrl_v = lki.get("controller", s.objects[source].controller)
        src_controller = ctrl_v if isinstance(ctrl_v, int) else s.objects[source].controller
        sname = name_of(s, source)
    pl = ref_player(target)
    rule = "510.2" if combat else "120.3"
    if pl is not None:
        p = s.players[pl]
        if not (keywords and infect_to_player(s, keywords, pl, amount, source)):
            p.life -= amount
            p.life_lost_this_turn += amount
        log_event(s, "damage", rule if combat else "120.3a",
                  f"{sname} deals {amount} {'combat ' if combat else ''}damage to {p.name} "
                  f"(life {p.life})", pl, [source], amount=amount, combat=combat)
        if combat and "toxic" in keywords:
            toxic_to_player(s, source, pl)
        if combat and "commanders" in s.extra:
            note_combat_damage(s, source, pl, amount)  # CR 903.10a
        note_player_damaged(s, pl)  # bloodthirst (CR 702.54a)
    else:
        t = s.objects[target]
        if t.zone != "battlefield":
            return 0
        tc = characteristics(s, target)
        if "Planeswalker" in tc.types:
            t.counters["loyalty"] = max(0, t.counters.get("loyalty", 0) - amount)
            log_event(s, "damage", rule if combat else "120.3c",
                      f"{sname} deals {amount} {'combat ' if combat else ''}damage to "
                      f"{name_of(s, target)} (loyalty {t.counters['loyalty']})", None,
                      [source, target], amount=amount, combat=combat)
        if "Creature" in tc.types:
            if not (keywords and counters_instead(s, keywords, target, amount)):
                t.damage += amount  # (infect and wither: -1/-1 counters, CR 702.90c, 702.80b)
            if "deathtouch" in keywords:
                t.deathtouched = True
            log_event(s, "damage", rule if combat else "120.3e",
                      f"{sname} deals {amount} {'combat ' if combat else ''}damage to "
                      f"{name_of(s, target)}", None, [source, target], amount=amount,
                      combat=combat)
    s.touch()
    ev = {"type": "damage", "source": source, "target": target, "amount": amount,
          "combat": combat, "source_controller": src_controller}
    if dealt is not None:
        dealt.append({**ev, "lifelink": "lifelink" in keywords})
        return amount
    if "lifelink" in keywords:
        gain_life(s, src_controller, amount, rule="702.15b")
    emit(s, ev)
    return amount


def damage_dealt(s: GameState, dealt: list[dict[str, Any]]) -> None:
    """The end of one damage event whose parts :func:`deal_damage` recorded in ``dealt``
    (damage dealt at the same time, CR 510.2, 120.3): each lifelink source's controller gains
    the life of all the damage it dealt as one life gain event (702.15b, 702.15e: one per
    source), then the trigger events, one per source and recipient, each telling the totals
    of its source and of its recipient and whether it is the first of them
    (``source_first``/``target_first``): "whenever ~ deals damage" and "whenever ~ is dealt
    damage" trigger once for the event, with its total (603.2c)."""
    gains: dict[int, list[int]] = {}
    by_source: dict[int, int] = {}
    by_target: dict[int, int] = {}
    for d in dealt:
        by_source[d["source"]] = by_source.get(d["source"], 0) + d["amount"]
        by_target[d["target"]] = by_target.get(d["target"], 0) + d["amount"]
        if d["lifelink"]:
            g = gains.setdefault(d["source"], [d["source_controller"], 0])
            g[1] += d["amount"]
    for ctrl, n in gains.values():
        gain_life(s, ctrl, n, rule="702.15b")
    seen_sources: set[int] = set()
    seen_targets: set[int] = set()
    for d in dealt:
        ev = {k: v for k, v in d.items() if k != "lifelink"}
        ev["source_total"] = by_source[d["source"]]
        ev["target_total"] = by_target[d["target"]]
        ev["source_first"] = d["source"] not in seen_sources
        ev["target_first"] = d["target"] not in seen_targets
        seen_sources.add(d["source"])
        seen_targets.add(d["target"])
        emit(s, ev)


def destroy(s: GameState, oid: int, rule: str = "701.8", regenerate: bool = True) -> bool:
    """Destroy a permanent: move it to its owner's graveyard unless it has indestructible
    (CR 701.8, 702.12b), an Aura with umbra armor is destroyed instead (702.89a) or a
    regeneration shield replaces it (701.19a). ``regenerate`` False: "it can't be
    regenerated", no shield applies (701.19c); nor does one on a permanent dealt damage this
    turn by a source whose effect said it "can't be regenerated this turn" (the turn's
    ``no_regeneration`` flag: the sources, by permanent; ``damaged_by``: who dealt it damage). Returns True if
    it was destroyed."""
    o = s.objects[oid]
    if o.zone != "battlefield":
        return False
    if characteristics(s, oid).has("indestructible"):
        log_event(s, "indestructible", "702.12b", f"{name_of(s, oid)} is indestructible", None,
                  [oid])
        return False
    if o.counters.get("shield"):  # CR 122.1c: instead a shield counter is removed
        log_event(s, "replacement", "122.1c", f"{name_of(s, oid)} would be destroyed: instead "
                  "a shield counter is removed from it", None, [oid])
        remove_counters(s, oid, "shield", 1, rule="122.1c")
        return False
    umbra = _umbra_armor(s, oid)
    if umbra is not None:  # CR 702.89a: instead its damage is removed and the Aura destroyed
        o.damage = 0
        o.deathtouched = False
        s.touch()
        log_event(s, "umbra_armor", "702.89a", f"{name_of(s, oid)} would be destroyed: instead "
                  f"its damage is removed and {name_of(s, umbra)} is destroyed", None,
                  [oid, umbra])
        destroy(s, umbra, rule="702.89a")
        return False
    barred_by = s.turn_flags.get("no_regeneration", {}).get(str(oid), [])
    if set(barred_by) & set(s.turn_flags.get("damaged_by", {}).get(str(oid), [])):
        regenerate = False  # CR 701.19c: "a creature dealt damage this way can't be
        # regenerated this turn": a source barring it has dealt it damage this turn
    if oid in s.turn_flags.get("cant_regenerate", ()):
        regenerate = False  # CR 701.19c: "It can't be regenerated this turn."
    for e in s.effects if regenerate else ():
        if e.get("shield") == "regenerate" and oid in e["affected"]:
            # CR 701.19a: instead it is tapped, its damage removed, and removed from combat
            s.effects.remove(e)
            o.tapped = True
            o.damage = 0
            o.deathtouched = False
            if s.combat is not None:
                s.combat.remove(oid)
            s.touch()
            log_event(s, "regenerate", "701.19a", f"{name_of(s, oid)} regenerates", None,
                      [oid])
            return False
    log_event(s, "destroy", rule, f"{name_of(s, oid)} is destroyed", None, [oid])
    move(s, oid, "graveyard")
    return True


def _umbra_armor(s: GameState, oid: int) -> int | None:
    """The Aura with umbra armor attached to permanent ``oid`` whose replacement applies to
    its destruction (CR 702.89a), or None. With several, the one with the earliest timestamp
    (the affected permanent's controller would choose, 616.1: not asked yet); umbra armor
    applies before a regeneration shield (likewise not asked)."""
    found = [a for a in s.battlefield if s.objects[a].attached_to == oid
             and KeywordName.UMBRA_ARMOR in characteristics(s, a).keywords]
    return min(found, key=lambda a: s.objects[a].timestamp) if found else None


def sacrifice(s: GameState, oid: int, rule: str = "701.21") -> int:
    """Its controller sacrifices a permanent: moved to its owner's graveyard, ignoring
    indestructible (CR 701.21). Returns the new object id."""
    ctrl = controller_of(s, oid)
    log_event(s, "sacrifice", rule, f"{name_of(s, oid)} is sacrificed", ctrl, [oid])
    # "whenever you sacrifice a permanent" (CR 603.2), judged as it was on the battlefield
    emit(s, {"type": "sacrifice", "obj": oid, "player": ctrl})
    return move(s, oid, "graveyard")


def put_into_graveyard(s: GameState, oid: int, rule: str) -> int:
    """Put a permanent into its owner's graveyard as a state-based action (CR 704.5f/i/m...)."""
    log_event(s, "to_graveyard", rule, f"{name_of(s, oid)} is put into its owner's graveyard",
              None, [oid])
    return move(s, oid, "graveyard")


def tap(s: GameState, oid: int) -> bool:
    """Tap a permanent (CR 701.26a); returns False if it was already tapped."""
    o = s.objects[oid]
    if o.tapped:
        return False
    o.tapped = True
    s.touch()
    emit(s, {"type": "tapped", "obj": oid})
    return True


def untap(s: GameState, oid: int) -> bool:
    """Untap a permanent (CR 701.26b); returns False if it was already untapped, or if a
    stun counter was removed from it instead (CR 122.1d, a replacement effect)."""
    o = s.objects[oid]
    if not o.tapped:
        return False
    if o.counters.get("stun"):
        log_event(s, "replacement", "122.1d", f"{name_of(s, oid)} would untap: instead a stun "
                  "counter is removed from it", None, [oid])
        remove_counters(s, oid, "stun", 1, rule="122.1d")
        return False
    o.tapped = False
    s.touch()
    emit(s, {"type": "untapped", "obj": oid})  # "whenever ~ becomes untapped" (701.26b)
    return True


