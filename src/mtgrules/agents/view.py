"""What one player may see of a game (DESIGN: "``view`` hides what the player cannot see").

A :class:`PlayerView` is a read-only window on a game for one player: their own hand, both
battlefields, graveyards, exile, the stack, life totals, library sizes, and the opponents'
hand *sizes* only. It never exposes library contents or an opponent's hand, and it offers no
way to change the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtgrules.cards.registry import get_card
from mtgrules.log import FACE_DOWN_CARD_NAME, FACE_DOWN_NAME
from mtgrules.rules.face_down import may_look, visible_card
from mtgrules.rules.layers import characteristics, controller_of
from mtgrules.rules.visibility import hidden_from, sees_library_top
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref

if TYPE_CHECKING:
    from mtgrules.game import Game
    from mtgrules.rules.layers import Characteristics


@dataclass(frozen=True, slots=True)
class ObjectInfo:
    """Public facts about one visible object (permanent, spell, card in a public zone or own
    hand). ``power``/``toughness`` are the current (computed) values for creatures, else None."""

    id: int
    name: str
    owner: int
    controller: int
    zone: str
    types: frozenset[str]
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    power: int | None = None
    toughness: int | None = None
    keywords: frozenset[str] = frozenset()
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | None = None
    mana_value: int = 0

    def is_creature(self) -> bool:
        """True if the object is currently a creature."""
        return "Creature" in self.types

    def is_land(self) -> bool:
        """True if the object is currently a land."""
        return "Land" in self.types


class PlayerView:
    """A read-only view of ``game`` for player ``player`` (an index).

    Attributes are computed on demand from the game; keep a view only for the decision it
    was made for.
    """

    __slots__ = ("_state", "player")

    def __init__(self, game: Game | GameState, player: int) -> None:
        self._state: GameState = game if isinstance(game, GameState) else game.state
        self.player = player

    # --- turn structure ----------------------------------------------------------------
    @property
    def turn(self) -> int:
        """Turn number (1-based; 0 during the opening hands)."""
        return self._state.turn

    @property
    def step(self) -> str:
        """Current step name (see ``mtgrules.state.game_state.STEPS``)."""
        return self._state.step

    @property
    def active(self) -> int:
        """Index of the active player."""
        return self._state.active

    @property
    def num_players(self) -> int:
        """Number of players in the game."""
        return len(self._state.players)

    @property
    def opponents(self) -> list[int]:
        """Indexes of the other players still in the game."""
        return [p.index for p in self._state.players if p.index != self.player and not p.lost]

    @property
    def opponent(self) -> int:
        """The first opponent (two-player games have exactly one)."""
        opp = self.opponents
        return opp[0] if opp else (self.player + 1) % self.num_players

    def name(self, player: int) -> str:
        """Display name of player ``player``."""
        return self._state.players[player].name

    def life(self, player: int) -> int:
        """Life total of ``player``."""
        return self._state.players[player].life

    def poison(self, player: int) -> int:
        """Poison counters of ``player``."""
        return self._state.players[player].poison

    def library_size(self, player: int) -> int:
        """Number of cards in the library of ``player`` (contents are hidden)."""
        return len(self._state.players[player].library)

    def hand_size(self, player: int) -> int:
        """Number of cards in the hand of ``player``."""
        return len(self._state.players[player].hand)

    def mana_pool(self) -> tuple[int, ...]:
        """This player's mana pool as WUBRGC counts."""
        return tuple(self._state.players[self.player].mana)

    # --- objects -----------------------------------------------------------------------
    def info(self, oid: int) -> ObjectInfo | None:
        """Public information on object ``oid``, or None if this player may not see it."""
        s = self._state
        o = s.objects.get(oid)
        if o is None:
            return None
        if hidden_from(s, oid, self.player):
            return None
        if o.face_down and o.zone == "exile":  # CR 406.3: a card exiled face down
            if not may_look(o, self.player):
                return ObjectInfo(oid, FACE_DOWN_CARD_NAME, o.owner, o.controller, o.zone,
                                  frozenset(), False, False, 0, None, None, frozenset(), (),
                                  None, 0)
            card = get_card(o.card)  # it may look: the card (no characteristics, 406.3a)
            return ObjectInfo(oid, f"{o.card} (face down)", o.owner, o.controller, o.zone,
                              frozenset(card.type_line.types), False, False, 0, card.power,
                              card.toughness, frozenset(), (), None,
                              card.mana_cost.mana_value() if card.mana_cost else 0)
        if o.face_down and o.zone in ("battlefield", "stack"):
            # CR 708.2a, 708.5: everyone sees a 2/2 creature; only its controller the card
            c = self.characteristics(oid)
            assert c is not None
            name = f"{o.card} (face down)" if o.controller == self.player else FACE_DOWN_NAME
            return ObjectInfo(oid, name, o.owner, c.controller, o.zone, c.types, o.tapped,
                              o.sick, o.damage, c.power, c.toughness, c.keywords,
                              tuple(sorted(o.counters.items())), o.attached_to, 0)
        if o.zone == "battlefield":
            c = self.characteristics(oid)
            assert c is not None
            types, power, tough, kws, ctrl = (c.types, c.power, c.toughness, c.keywords,
                                              c.controller)
            name = c.name
            mv = c.mana_cost.mana_value() if c.mana_cost else 0
        else:
            try:
                d = get_card(o.card)
            except Exception:  # an ability on the stack names its source card
                d = None
            types = frozenset(d.type_line.types) if d and o.kind != "ability" else frozenset()
            power = d.power if d else None
            tough = d.toughness if d else None
            kws = frozenset()
            ctrl = o.controller
            name = o.card
            mv = d.mana_cost.mana_value(o.x) if d and d.mana_cost else 0
        return ObjectInfo(oid, name, o.owner, ctrl, o.zone, types, o.tapped, o.sick, o.damage,
                          power, tough, kws, tuple(sorted(o.counters.items())), o.attached_to,
                          mv)

    def characteristics(self, oid: int) -> Characteristics | None:
        """Computed characteristics (CR 613) of a visible object, or None if hidden."""
        if hidden_from(self._state, oid, self.player):
            return None
        return characteristics(self._state, oid)

    def library_top(self) -> int | None:
        """The id of the top card of this player's library when they may look at it ("You
        may look at the top card of your library any time", CR 401.2), else None."""
        lib = self._state.players[self.player].library
        return lib[0] if lib and sees_library_top(self._state, lib[0], self.player) else None

    def hand(self) -> list[int]:
        """Ids of the cards in this player's own hand."""
        return list(self._state.players[self.player].hand)

    def battlefield(self, player: int | None = None) -> list[int]:
        """Ids of the permanents on the battlefield, optionally only those ``player`` controls."""
        s = self._state
        if player is None:
            return list(s.battlefield)
        return [oid for oid in s.battlefield if self._controller(oid) == player]

    def graveyard(self, player: int) -> list[int]:
        """Ids of the cards in the graveyard of ``player`` (top last)."""
        return list(self._state.players[player].graveyard)

    def exile(self) -> list[int]:
        """Ids of the objects in exile."""
        return list(self._state.exile)

    def stack(self) -> list[int]:
        """Ids of the spells and abilities on the stack, bottom first."""
        return list(self._state.stack)

    def stack_object(self, oid: int) -> Any:
        """The ability key and controller of a stack object: ``(card, ability, controller)``."""
        o = self._state.objects[oid]
        return (visible_card(o, self.player), o.ability, o.controller)

    def object_targets(self, oid: int) -> list[int]:
        """Chosen target references of a spell or ability (public information)."""
        o = self._state.objects.get(oid)
        return list(o.targets) if o else []

    def object_name(self, oid: int) -> str | None:
        """Name of a visible object, or None if hidden or unknown (for the notation)."""
        i = self.info(oid)
        return i.name if i else None

    def player_names(self) -> tuple[str, ...]:
        """The players' names, by seat (for the notation)."""
        return tuple(p.name for p in self._state.players)

    def card_name(self, oid: int) -> str:
        """Name of a visible object, or ``"hidden card"``."""
        i = self.info(oid)
        return i.name if i else "hidden card"

    def owner_of(self, oid: int) -> int | None:
        """Owner (player index) of a visible object, or None if hidden or unknown."""
        i = self.info(oid)
        return i.owner if i else None

    def colors(self, oid: int) -> frozenset[str]:
        """Current colors (``W U B R G`` letters, CR 105) of a visible permanent or spell;
        empty when hidden or colorless."""
        c = self.characteristics(oid)
        return c.colors if c else frozenset()

    def is_ability(self, oid: int) -> bool:
        """True when ``oid`` is an activated or triggered ability on the stack (CR 113.1b)."""
        o = self._state.objects.get(oid)
        return o is not None and o.kind == "ability"

    def lost_players(self) -> frozenset[int]:
        """Indexes of the players who have lost or left the game (CR 104.3, 800.4a)."""
        return frozenset(p.index for p in self._state.players if p.lost)

    # --- combat ------------------------------------------------------------------------
    def attackers(self) -> dict[int, int]:
        """Attacking creature id -> defender reference (empty outside combat)."""
        c = self._state.combat
        return dict(c.attackers) if c else {}

    def blocks(self) -> dict[int, list[int]]:
        """Attacking creature id -> ids of the creatures blocking it."""
        c = self._state.combat
        return {k: list(v) for k, v in c.blocked.items()} if c else {}

    def was_blocked(self, attacker: int) -> bool:
        """Whether attacking creature ``attacker`` became blocked this combat: it stays
        blocked even once every creature blocking it has left combat (CR 509.1h)."""
        c = self._state.combat
        if c is None:
            return False
        return attacker in c.was_blocked or bool(c.blocked.get(attacker))

    def blockers(self) -> dict[int, list[int]]:
        """Blocking creature id -> ids of the attackers it blocks."""
        c = self._state.combat
        return {k: list(v) for k, v in c.blockers.items()} if c else {}

    def declared_blocks(self) -> dict[int, list[int]]:
        """Blocking creature id -> attackers it blocks, including blocks being declared right
        now (CR 509.1: declarations are public as they are made)."""
        out = self.blockers()
        for f in self._state.frames:
            if f.kind == "declare_blockers":
                for b, a in f.data.get("blocks", ()):
                    out.setdefault(b, []).append(a)
        return out

    # --- helpers -----------------------------------------------------------------------
    def player_ref(self, player: int) -> int:
        """Target reference of ``player`` (a negative int)."""
        return player_ref(player)

    def _controller(self, oid: int) -> int:
        return controller_of(self._state, oid)

    def recent_log(self, n: int = 20) -> list[dict[str, Any]]:
        """The last ``n`` log events with hidden cards (draws by others) anonymised."""
        out = []
        for ev in self._state.log[-n:]:
            if ev.get("event") == "draw" and ev.get("player") != self.name(self.player):
                ev = dict(ev, objects=[])
            out.append(ev)
        return out
