"""A fixed-size numeric encoding of what one player may see, and the action indexing.

Both RL environments (:mod:`mtgrules.envs.pettingzoo`, :mod:`mtgrules.envs.gymnasium`) use
this module, so they share one observation and one action space.

**Observation** (``float32`` vector of :attr:`Encoder.size` values, reading only what the
player may see, as :class:`~mtgrules.agents.view.PlayerView` does, so hidden information
stays hidden: the opponents' hands and every library are only counted, never shown). Sections, in order:

1. ``turn``: turn / 50, then a one-hot of the step (CR 500.1, :data:`STEPS`).
2. ``players``: one block per player, the observer first then the others in seat order
   after it: life / 20, poison / 10, library, hand, graveyard and exile sizes (/ 60, / 10,
   / 30, / 30), is active, is deciding, has left the game, untapped lands / 10,
   creatures / 10 (:data:`PLAYER_FEATURES` values each).
3. ``mana``: the observer's mana pool (W, U, B, R, G, C) / 10.
4. ``battlefield``: :data:`MAX_PERMANENTS` slots, the observer's permanents first, then the
   others', each in battlefield order (:data:`PERMANENT_FEATURES` values: present, mine, the
   six permanent types, power / 10, toughness / 10, tapped, summoning sick, attacking,
   blocking, damage / 10, counters / 10, mana value / 10, the five colors, card id).
5. ``hand``: :data:`MAX_HAND` slots of the observer's own hand (present, land, creature,
   instant, sorcery, other, mana value / 10, power / 10, toughness / 10, card id).
6. ``stack``: :data:`MAX_STACK` slots, top first (present, mine, is an ability, mana value
   / 10, card id, targets the observer).
7. ``decision``: a one-hot of the pending decision's kind (``DecisionKind``), the number of
   options / :data:`MAX_ACTIONS`, and whether the options overflowed.
8. ``options``: :data:`MAX_ACTIONS` slots describing option ``i`` of the pending decision
   (present, a one-hot of its ``ActionKind``, then of its first object argument: mine, in
   hand, on the battlefield, on the stack, card id, mana value / 10; of its reference
   argument: is a player, is the observer, is an object; its int argument / 10).

"card id" is a stable number in [0, 1) from the card's name (CRC-32 / 2**32), the same in
every process and run. Counts above a section's slots are cut (the first slots are kept).

**Card indices** (the observation's ``cards`` entry, ``int32``, :data:`CARD_SLOTS` values):
for a network that learns a card embedding, each slot that holds a "card id" above also gets
the card's integer index, in this order:

==========================  =====================  ============================================
slots                       count                  card of
==========================  =====================  ============================================
``0 .. 47``                 :data:`MAX_PERMANENTS`  battlefield slot ``k`` (section 4's order)
``48 .. 59``                :data:`MAX_HAND`        the observer's hand slot ``k`` (section 5)
``60 .. 67``                :data:`MAX_STACK`       stack slot ``k``, top first (section 6)
``68 .. 131``               :data:`MAX_ACTIONS`     option ``k``'s object, when visible (8)
==========================  =====================  ============================================

Values (:func:`card_index`): ``0`` for an empty slot or a card the observer may not know,
``1 + row`` for a card whose row in the card database is ``row``
(:meth:`mtgrules.carddb.CardDatabase.row`: cards sorted by name, then the tokens; a face of a
multi-faced card gives its card's row), and :func:`card_index_size` ``- 1`` for any other
name (a face-down object, a token an effect defines). Indices are stable for one card
database file, so an embedding table of :func:`card_index_size` rows covers every card.

**Actions**: ``Discrete(MAX_ACTIONS)``. Index ``i`` is option ``i`` of the pending decision,
in the engine's deterministic order (``game.legal_actions()[i]``); the ``action_mask`` marks
the indices that exist. A decision with more than :data:`MAX_ACTIONS` options (rare: e.g.
many blockers times many attackers) offers only its first :data:`MAX_ACTIONS`; every decision
the engine makes can always be finished from those (``pass``/``done``/``auto`` come first),
and section 7 flags the overflow. Because section 8 describes what each index does, a policy
can learn index semantics across decisions (a pointer-network style action space).
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from typing import Any

import numpy as np

from mtgrules.carddb import database
from mtgrules.cards.registry import get_card
from mtgrules.rules.face_down import visible_card
from mtgrules.rules.layers import Characteristics, compute_battlefield
from mtgrules.state.decision import ActionKind, Decision, DecisionKind, Ref
from mtgrules.state.game_state import STEPS, GameState

MAX_PERMANENTS = 48
MAX_HAND = 12
MAX_STACK = 8
MAX_ACTIONS = 64
PLAYER_FEATURES = 11
PERMANENT_FEATURES = 23
HAND_FEATURES = 10
STACK_FEATURES = 6
_ACTION_KINDS = tuple(ActionKind)
_DECISION_KINDS = tuple(DecisionKind)
OPTION_FEATURES = 1 + len(_ACTION_KINDS) + 6 + 3 + 1
_PERM_TYPES = ("Creature", "Land", "Artifact", "Enchantment", "Planeswalker", "Battle")
_COLORS = ("W", "U", "B", "R", "G")
_STEP_INDEX = {s: i for i, s in enumerate(STEPS)}
_AK_INDEX = {k: i for i, k in enumerate(_ACTION_KINDS)}
_DK_INDEX = {k: i for i, k in enumerate(_DECISION_KINDS)}


CARD_SLOTS = MAX_PERMANENTS + MAX_HAND + MAX_STACK + MAX_ACTIONS
"""Length of the observation's ``cards`` vector (see the module doc's table)."""
_HAND_SLOT = MAX_PERMANENTS
_STACK_SLOT = _HAND_SLOT + MAX_HAND
_OPTION_SLOT = _STACK_SLOT + MAX_STACK


@lru_cache(maxsize=1)
def card_index_size() -> int:
    """One more than the largest :func:`card_index`: the number of rows an embedding table
    over card indices needs (the database's cards and tokens, plus 0 and "other")."""
    db = database()
    return len(db.cards) + len(db.tokens) + 2


@lru_cache(maxsize=65536)
def card_index(name: str) -> int:
    """The integer index of card ``name`` for the observation's ``cards`` vector: ``1 +`` its
    row in the card database (a face's name gives its card's row), or
    ``card_index_size() - 1`` for a name the database doesn't hold. Never 0 (0 marks an
    empty slot)."""
    db = database()
    row = db.row(name)
    if row is None:
        rec = db.get(name) or db.face_of(name)
        row = db.row(rec.name) if rec is not None else None
    return card_index_size() - 1 if row is None else row + 1


@lru_cache(maxsize=65536)
def card_id(name: str) -> float:
    """A stable number in [0, 1) for a card name (CRC-32 of its UTF-8 bytes / 2**32)."""
    return zlib.crc32(name.encode()) / 2**32


class Encoder:
    """Builds observations for games of ``num_players`` players.

    Attributes: ``size`` (length of an observation vector) and the offset of each section
    (``offsets``: name -> (start, stop)), for readers of the vector.
    """

    def __init__(self, num_players: int) -> None:
        self.num_players = num_players
        sections = (
            ("turn", 1 + len(STEPS)),
            ("players", num_players * PLAYER_FEATURES),
            ("mana", 6),
            ("battlefield", MAX_PERMANENTS * PERMANENT_FEATURES),
            ("hand", MAX_HAND * HAND_FEATURES),
            ("stack", MAX_STACK * STACK_FEATURES),
            ("decision", len(_DECISION_KINDS) + 2),
            ("options", MAX_ACTIONS * OPTION_FEATURES),
        )
        self.offsets: dict[str, tuple[int, int]] = {}
        at = 0
        for name, n in sections:
            self.offsets[name] = (at, at + n)
            at += n
        self.size = at
        self._rows: dict[tuple[object, ...], np.ndarray] = {}

    def encode(self, state: GameState, me: int, decision: Decision | None,
               cards: np.ndarray | None = None) -> np.ndarray:
        """The observation vector (shape ``(size,)``, float32) of player ``me``, with
        ``decision`` the pending decision (None when the game is over). When ``cards`` (an
        ``int32`` array of :data:`CARD_SLOTS`, zeroed) is given, the card index of every slot
        is written into it (the module doc's table).

        Only what ``me`` may see is read (the same rule as
        :class:`~mtgrules.agents.view.PlayerView`): public zones, computed characteristics of
        permanents (CR 613), ``me``'s own hand, and only the sizes of hands and libraries.
        The options are described only when the decision is ``me``'s own."""
        s = state
        n = self.num_players
        order = [(me + k) % n for k in range(n)]
        seat_rank = {p: k for k, p in enumerate(order)}
        objects = s.objects
        bf = compute_battlefield(s)
        perms = [(bf[oid], objects[oid]) for oid in s.battlefield]
        v: list[float] = [s.turn / 50]
        step = [0.0] * len(STEPS)
        if s.step in _STEP_INDEX:
            step[_STEP_INDEX[s.step]] = 1.0
        v += step
        # 2. players
        deciding = decision.player if decision is not None else -1
        exiled = [objects[oid].owner for oid in s.exile]
        for p in order:
            pl = s.players[p]
            lands = creatures = 0
            for c, o in perms:
                if c.controller == p:
                    if "Land" in c.types and not o.tapped:
                        lands += 1
                    if "Creature" in c.types:
                        creatures += 1
            v += (pl.life / 20, pl.poison / 10, len(pl.library) / 60, len(pl.hand) / 10,
                  len(pl.graveyard) / 30, exiled.count(p) / 30, float(s.active == p),
                  float(deciding == p), float(pl.lost), lands / 10, creatures / 10)
        # 3. mana
        pool = list(s.players[me].mana)[:6]
        v += [m / 10 for m in pool] + [0.0] * (6 - len(pool))
        out = np.zeros(self.size, dtype=np.float32)
        out[:len(v)] = v
        # 4. battlefield: the observer's permanents first, then by seat order
        combat = s.combat
        attackers = combat.attackers if combat else {}
        blockers = combat.blockers if combat else {}
        perms.sort(key=lambda co: seat_rank.get(co[0].controller, n))
        at = self.offsets["battlefield"][0]
        cache = self._rows
        if len(cache) > 100_000:
            cache.clear()
        prows: list[np.ndarray] = []
        if cards is not None:
            for k, (c, _o) in enumerate(perms[:MAX_PERMANENTS]):
                cards[k] = card_index(c.name)
        for c, o in perms[:MAX_PERMANENTS]:
            key = (c.name, c.controller == me, c.types, c.power, c.toughness, o.tapped, o.sick,
                   o.id in attackers, o.id in blockers, o.damage,
                   sum(o.counters.values()) if o.counters else 0, c.mana_cost, c.colors)
            row = cache.get(key)
            if row is None:
                row = cache[key] = _permanent_row(c, key)
            prows.append(row)
        if prows:
            out[at:at + len(prows) * PERMANENT_FEATURES] = np.concatenate(prows)
        # 5. the observer's own hand
        rows: list[float] = []
        for k, oid in enumerate(s.players[me].hand[:MAX_HAND]):
            rows += _hand_row(objects[oid].card)
            if cards is not None:
                cards[_HAND_SLOT + k] = card_index(objects[oid].card)
        at = self.offsets["hand"][0]
        out[at:at + len(rows)] = rows
        # 6. stack (top first)
        rows = []
        me_ref = -(me + 1)
        for k, oid in enumerate(reversed(s.stack[-MAX_STACK:])):
            o = objects[oid]
            ability = o.kind == "ability"
            card = visible_card(o, me)  # a face-down spell: only its controller knows it
            if cards is not None:
                cards[_STACK_SLOT + k] = card_index(card)
            rows += (1.0, float(o.controller == me), float(ability),
                     0.0 if ability else _printed(card)[0] / 10, card_id(card),
                     float(me_ref in o.targets))
        at = self.offsets["stack"][0]
        out[at:at + len(rows)] = rows
        # 7.-8. decision and options
        if decision is not None:
            at = self.offsets["decision"][0]
            out[at + _DK_INDEX[DecisionKind(decision.kind)]] = 1.0
            out[at + len(_DECISION_KINDS)] = min(len(decision.options), MAX_ACTIONS) / MAX_ACTIONS
            out[at + len(_DECISION_KINDS) + 1] = float(len(decision.options) > MAX_ACTIONS)
            if decision.player == me:
                self._options(out, s, me, decision, bf, cards)
        return out

    def _options(self, out: np.ndarray, s: GameState, me: int, decision: Decision,
                 bf: dict[int, Characteristics], cards: np.ndarray | None) -> None:
        at = self.offsets["options"][0]
        na = len(_ACTION_KINDS)
        objects = s.objects
        for k, a in enumerate(decision.options[:MAX_ACTIONS]):
            base = at + k * OPTION_FEATURES
            out[base] = 1.0
            out[base + 1 + _AK_INDEX[ActionKind(a.kind)]] = 1.0
            o = base + 1 + na
            obj = ref = num = None
            for x in a.args:
                if isinstance(x, Ref):
                    ref = x
                elif type(x) is int:
                    if obj is None and x > 0 and x in objects:
                        obj = x
                    else:
                        num = x
            if obj is not None:
                ob = objects[obj]
                visible = ob.zone != "library" and (ob.zone != "hand" or ob.owner == me)
                if visible:
                    c = bf.get(obj)
                    ctrl = c.controller if c is not None else ob.controller
                    card = visible_card(ob, me)  # CR 708.5
                    if cards is not None:
                        cards[_OPTION_SLOT + k] = card_index(card)
                    out[o:o + 6] = (float(ctrl == me), float(ob.zone == "hand"),
                                    float(ob.zone == "battlefield"), float(ob.zone == "stack"),
                                    card_id(card), _printed(card)[0] / 10)
            if ref is not None:
                out[o + 6] = float(ref < 0)
                out[o + 7] = float(ref == -(me + 1))
                out[o + 8] = float(ref > 0)
            if num is not None:
                out[o + 9] = num / 10


def _permanent_row(c: Characteristics, key: tuple[Any, ...]) -> np.ndarray:
    """Section 4's values for one permanent (``key`` holds its per-object facts)."""
    _, mine, t, power, tough, tapped, sick, attacking, blocking, damage, counters, cost, col = key
    return np.array((1.0, float(mine), float("Creature" in t), float("Land" in t),
                     float("Artifact" in t), float("Enchantment" in t),
                     float("Planeswalker" in t), float("Battle" in t),
                     (power or 0) / 10, (tough or 0) / 10, float(tapped), float(sick),
                     float(attacking), float(blocking), damage / 10, counters / 10,
                     (cost.mana_value() if cost else 0) / 10,
                     float("W" in col), float("U" in col), float("B" in col),
                     float("R" in col), float("G" in col), card_id(c.name)), dtype=np.float32)


@lru_cache(maxsize=65536)
def _printed(card: str) -> tuple[int, frozenset[str], int, int]:
    """Mana value, card types, printed power and toughness of a card (0 when none)."""
    d = get_card(card)
    mv = d.mana_cost.mana_value() if d.mana_cost else 0
    return mv, frozenset(d.type_line.types), d.power or 0, d.toughness or 0


@lru_cache(maxsize=65536)
def _hand_row(card: str) -> tuple[float, ...]:
    mv, t, p, tough = _printed(card)
    other = not ({"Land", "Creature", "Instant", "Sorcery"} & t)
    return (1.0, float("Land" in t), float("Creature" in t), float("Instant" in t),
            float("Sorcery" in t), float(other), mv / 10, p / 10, tough / 10, card_id(card))


def action_mask(decision: Decision | None, player: int) -> np.ndarray:
    """``int8`` vector of :data:`MAX_ACTIONS`: 1 where index ``i`` is a legal action of
    ``player`` now (``i < len(options)`` of ``player``'s pending decision), else 0."""
    mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
    if decision is not None and decision.player == player:
        mask[:min(len(decision.options), MAX_ACTIONS)] = 1
    return mask


def terminal_mask() -> np.ndarray:
    """The ``action_mask`` of a finished game's last observation in the Gymnasium
    environments: only index 0 set, so a masked softmax over it stays finite (an all-zero
    mask gives NaN). The action taken there is never applied: a vector environment's
    autoreset ignores it, and stepping a finished single environment raises."""
    mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
    mask[0] = 1
    return mask
