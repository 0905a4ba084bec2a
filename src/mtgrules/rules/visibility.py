"""Who may see an object (CR 400.2, 401.2, 402.3, 406.3, 708.2): one place for the player views,
the notation a player's action is read in, and the errors that answer it.

A library card is hidden from everyone but a player who may look at the top card (401.2, their
own) or at a top card played revealed (401.5), or who is looking at it because an effect says
so (701.20e); a hand card is hidden from every player but its owner (402.3); a card exiled face
down is seen only by the players an instruction allowed (406.3); a face-down permanent or spell
shows its card only to its controller (708.5), the others see a face-down creature.
"""

from __future__ import annotations

from mtgrules.cards.registry import shown_name
from mtgrules.log import FACE_DOWN_CARD_NAME, FACE_DOWN_NAME
from mtgrules.rules.face_down import may_look
from mtgrules.rules.library_top import may_look_at_top, top_revealed
from mtgrules.state.game_state import GameState


def sees_library_top(s: GameState, oid: int, player: int) -> bool:
    """Whether ``oid`` is a library's top card ``player`` sees: their own that they may look
    at (CR 401.2), or any player's played with revealed (401.5)."""
    lib = s.players[player].library
    if lib and lib[0] == oid and may_look_at_top(s, player):
        return True
    o = s.objects.get(oid)
    if o is None or o.zone != "library":
        return False
    owner_lib = s.players[o.owner].library
    return bool(owner_lib) and owner_lib[0] == oid and top_revealed(s, o.owner)


def looking_at(s: GameState, oid: int, player: int) -> bool:
    """Whether ``player`` is looking at library card ``oid`` now (CR 701.20e: the cards an
    effect has them look at, shown to them only)."""
    looked = s.extra.get("looked_at")
    return looked is not None and looked["player"] == player and oid in looked["cards"]


def hidden_from(s: GameState, oid: int, player: int) -> bool:
    """Whether object ``oid`` is in a hidden zone where ``player`` may not see it (a library
    card, another player's hand card; see the module docstring). An unknown id is hidden."""
    o = s.objects.get(oid)
    if o is None:
        return True
    if o.zone == "library":
        return not (sees_library_top(s, oid, player) or looking_at(s, oid, player))
    return o.zone == "hand" and o.owner != player


def name_seen_by(s: GameState, oid: int, player: int) -> str | None:
    """The name ``player`` knows object ``oid`` by: None when it is hidden from them or
    unknown; "face-down card" / "face-down creature" for a face-down object they may not look
    at (CR 406.3, 708.2); else the name the log and the views show (a card's name; a token's
    subtypes plus "Token", CR 111.4; ``"<card> (face down)"`` for a face-down object they may
    look at)."""
    if hidden_from(s, oid, player):
        return None
    o = s.objects[oid]
    if o.face_down and o.zone == "exile":
        return f"{o.card} (face down)" if may_look(o, player) else FACE_DOWN_CARD_NAME
    if o.face_down and o.zone in ("battlefield", "stack"):
        return f"{o.card} (face down)" if o.controller == player else FACE_DOWN_NAME
    return shown_name(o.card)[0]


class SeenNames:
    """A notation name source (:class:`mtgrules.notation.NameSource`) for one player: it
    names only what that player may see (:func:`name_seen_by`), so an action read or
    refused on their behalf never names a hidden card."""

    __slots__ = ("player", "s")

    def __init__(self, s: GameState, player: int) -> None:
        self.s = s
        self.player = player

    def object_name(self, oid: int) -> str | None:
        """The name ``player`` sees object ``oid`` by, or None if hidden or unknown."""
        return name_seen_by(self.s, oid, self.player)

    def object_card(self, oid: int) -> str | None:
        """The definition key of object ``oid`` when ``player`` may see it by name (a token's
        key differs from its shown name), else None."""
        if name_seen_by(self.s, oid, self.player) is None or self.s.objects[oid].face_down:
            return None
        return self.s.objects[oid].card

    def player_names(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        return tuple(p.name for p in self.s.players)


__all__ = ["SeenNames", "hidden_from", "looking_at", "name_seen_by", "sees_library_top"]
