"""The Commander variant in a game (CR 903): commanders, the command zone, the commander tax,
commander damage and a commander's color identity.

A Commander game is one whose state holds ``s.extra["commanders"]``: one entry per commander
card (a player has one, or two with partner, CR 702.124), each a dict

- ``"owner"``: the player index; ``"card"``: its card name;
- ``"id"``: the id of the object that card is now (a card changing zones becomes a new object,
  CR 400.7, but the commander designation is an attribute of the card and follows it, 903.3);
- ``"casts"``: how many times its owner has cast it from the command zone (the tax, 903.8);
- ``"identity"``: its color identity, as color letters (established before the game, 903.4a);
- ``"fresh"``: put into a graveyard or exile since state-based actions were last checked
  (903.9a).

``s.extra["commander_damage"]`` maps ``"<player>:<commander entry index>"`` to the combat
damage that commander has dealt that player this game (903.10a, 704.6c).

The owner's choices: 903.9a (a commander in a graveyard or exile may be put into the command
zone, a state-based action) is asked of the owner (a ``may`` decision, frame
``commander_zone`` of :mod:`mtgrules.rules.command_zone`). 903.9b (a commander that would be put into its owner's hand or library
may be put into the command zone instead) is a replacement the owner always applies: the
engine takes the command zone for them and logs it (``replacement``, 903.9b).
"""

from __future__ import annotations

from typing import Any

from mtgrules.carddb import find_card
from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost
from mtgrules.state.game_state import GameState

#: Combat damage from one commander that makes a player lose (CR 903.10a, 704.6c).
COMMANDER_DAMAGE_LOSS = 21
#: The generic mana the commander tax adds per previous cast from the command zone (903.8).
TAX_PER_CAST = 2
#: Starting life in a Commander game (CR 903.7).
COMMANDER_LIFE = 40


def color_identity(card: str) -> tuple[str, ...]:
    """The color identity of the card named ``card`` (CR 903.4), as color letters in WUBRG
    order: the card database's (mana symbols in its cost and rules text on every face, color
    indicators and characteristic-defining abilities, reminder text ignored, 903.4c-e); for a
    card the database doesn't have (the engine's own test cards), its colors and the colors of
    its mana cost. Raises UnknownCardError for a name neither knows."""
    rec = find_card(card)
    if rec is not None:
        return tuple(c for c in "WUBRG" if c in rec.color_identity)
    colors = get_card(card).colors
    return tuple(c for c in "WUBRG" if c in colors)


def commander_entries(s: GameState) -> list[dict[str, Any]]:
    """The commander entries of a Commander game (empty in any other game)."""
    got: list[dict[str, Any]] = s.extra.get("commanders", [])
    return got


def is_commander_game(s: GameState) -> bool:
    """Whether the game is a Commander game (CR 903)."""
    return "commanders" in s.extra


def add_commander(s: GameState, oid: int, identity: list[str] | tuple[str, ...]) -> None:
    """Designate card object ``oid`` (already in the store and in its zone: the command zone
    at the start of a game, CR 903.6) as its owner's commander (903.3), with the color
    identity ``identity`` (color letters, 903.4a). This makes the game a Commander game."""
    o = s.objects[oid]
    entries = s.extra.setdefault("commanders", [])
    entries.append({"owner": o.owner, "card": o.card, "id": oid, "casts": 0,
                    "identity": sorted(set(identity), key="WUBRG".index), "fresh": False})
    s.touch()


def entry_of(s: GameState, oid: int) -> dict[str, Any] | None:
    """The commander entry whose card is object ``oid`` now, or None (not a commander)."""
    for e in s.extra.get("commanders", ()):
        if e["id"] == oid:
            return e
    return None


def is_commander(s: GameState, oid: int) -> bool:
    """Whether object ``oid`` is a commander (CR 903.3: the card keeps the designation in
    every zone)."""
    return entry_of(s, oid) is not None


def commanders_of(s: GameState, player: int) -> list[int]:
    """The ids of the objects that are ``player``'s commanders now (owner, CR 903.3)."""
    return [e["id"] for e in s.extra.get("commanders", ()) if e["owner"] == player]


def commander_identity(s: GameState, player: int) -> set[str] | None:
    """The color identity of ``player``'s commander(s) (CR 903.4: with partners, both
    together), as color letters; None when the player has no commander, where an ability
    referring to it does nothing (903.4f)."""
    entries = [e for e in s.extra.get("commanders", ()) if e["owner"] == player]
    if not entries:
        return None
    return {c for e in entries for c in e["identity"]}


def follow_card(s: GameState, old: int, new: int, to: str) -> None:
    """The card of object ``old`` became object ``new`` in zone ``to`` (CR 400.7): a
    commander stays one (903.3); one put into a graveyard or exile is noted for 903.9a."""
    e = entry_of(s, old)
    if e is None or new == old:
        return
    e["id"] = new
    e["fresh"] = to in ("graveyard", "exile")


def command_zone_instead(s: GameState, oid: int, to: str) -> str:
    """CR 903.9b: a commander that would be put into its owner's hand or library is put into
    the command zone instead (the owner's option, which the engine always takes); returns the
    zone it goes to."""
    if to not in ("hand", "library") or entry_of(s, oid) is None:
        return to
    log_event(s, "replacement", "903.9b", f"{s.players[s.objects[oid].owner].name} puts "
              f"{name_of(s, oid)} into the command zone instead of their {to}",
              s.objects[oid].owner, [oid])
    return "command"


# --- casting from the command zone (CR 903.8) --------------------------------------------------


def castable_from_command_zone(s: GameState, player: int) -> list[int]:
    """The commanders ``player`` owns in the command zone: they may cast them (CR 903.8)."""
    return [e["id"] for e in s.extra.get("commanders", ())
            if e["owner"] == player and s.objects[e["id"]].zone == "command"]


def commander_tax(s: GameState, oid: int) -> ManaCost:
    """The commander tax of casting ``oid`` (CR 903.8): {2} for each previous time its owner
    cast it from the command zone this game, when ``oid`` is a commander in the command zone
    or a spell cast from there; no mana otherwise."""
    e = entry_of(s, oid)
    if e is None or not e["casts"]:
        return ManaCost()
    o = s.objects[oid]
    if o.zone != "command" and not (o.zone == "stack"
                                     and o.chosen.get("cast_from") == "command"):
        return ManaCost()
    return ManaCost((str(TAX_PER_CAST * e["casts"]),))


def note_cast(s: GameState, oid: int) -> None:
    """Spell ``oid`` became cast (CR 601.2i): if it is a commander cast from the command zone,
    the next cast from there costs {2} more (903.8)."""
    e = entry_of(s, oid)
    if e is None or s.objects[oid].chosen.get("cast_from") != "command":
        return
    e["casts"] += 1
    log_event(s, "commander_tax", "903.8", f"{name_of(s, oid)} has been cast from the command "
              f"zone {e['casts']} time{'s' if e['casts'] > 1 else ''} (its commander tax is "
              f"now {{{TAX_PER_CAST * e['casts']}}})", e["owner"], [oid], casts=e["casts"])


def commander_casts(s: GameState, player: int) -> int:
    """How many times ``player`` has cast their commanders from the command zone this game
    (CR 903.8; both partners counted)."""
    return sum(e["casts"] for e in s.extra.get("commanders", ()) if e["owner"] == player)


# --- commander damage (CR 903.10a, 704.6c) -----------------------------------------------------


def note_combat_damage(s: GameState, source: int, player: int, amount: int) -> None:
    """``source`` dealt ``amount`` combat damage to ``player``: counted when it is a
    commander (CR 903.10a)."""
    entries = s.extra.get("commanders")
    if not entries or amount <= 0:
        return
    for k, e in enumerate(entries):
        if e["id"] == source:
            dmg = s.extra.setdefault("commander_damage", {})
            key = f"{player}:{k}"
            dmg[key] = dmg.get(key, 0) + amount
            log_event(s, "commander_damage", "903.10a", f"{s.players[player].name} has been "
                      f"dealt {dmg[key]} combat damage by {e['card']} this game", player,
                      [source], total=dmg[key])
            return


def commander_damage_losers(s: GameState) -> list[tuple[int, str, str]]:
    """The players who have been dealt 21 or more combat damage by the same commander (CR
    704.6c), each ``(player, rule, reason)`` for :func:`~mtgrules.rules.sba.lose_together`."""
    entries = s.extra.get("commanders", ())
    out: list[tuple[int, str, str]] = []
    for key, n in sorted(s.extra.get("commander_damage", {}).items()):
        pid, k = (int(x) for x in key.split(":"))
        if n >= COMMANDER_DAMAGE_LOSS and not s.players[pid].lost and \
                all(p != pid for p, _, _ in out):
            out.append((pid, "704.6c", f"{n} combat damage from the commander "
                        f"{entries[k]['card']}"))
    return out


def commander_damage(s: GameState, player: int, commander_index: int) -> int:
    """The combat damage commander entry ``commander_index`` has dealt ``player`` this game."""
    got: int = s.extra.get("commander_damage", {}).get(f"{player}:{commander_index}", 0)
    return got
