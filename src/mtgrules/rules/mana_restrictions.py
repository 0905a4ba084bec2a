"""Mana that may be spent only on some things (CR 106.6): "Spend this mana only to cast an
instant or sorcery spell or to gain a Class level."

The mana a restricted mana ability adds is kept apart from the six counts of the pool, in
``s.extra["restricted_mana"]``: ``[player, type index, ability key]`` entries (the ability's
:class:`~mtgrules.model.mana_spend.SpendOnly` says what the mana may pay for), with a fourth
element, the creature type chosen for its source (CR 614.12a), when the restriction reads
"of the chosen type" (Cavern of Souls). It empties with the pool (CR 106.4, 500.4). Mana
whose restriction says "and that spell can't be countered" marks the spell it is spent on
(``chosen["cant_be_countered"]``, CR 106.6, 101.2).

A payment names what it pays for, its *purpose* (JSON data kept in the ``pay`` frame):
``["spell", object id]`` (the total cost of that spell, CR 601.2h) or ``["ability", level]``
(an activated ability's cost, 602.2h; ``level``: a Class's level ability, 716.2a); anything else pays with unrestricted mana only. While paying,
the pool is the unrestricted mana plus the restricted mana the purpose allows, and the
restricted mana abilities that may pay it are the only restricted ones offered; restricted
mana is spent first (it can't pay for as much as unrestricted mana can, so this never loses
an option the player had, CR 601.2h). All of this is skipped (no per-decision work) while no
restricted mana or restricted mana ability exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtgrules.cards.registry import get_ability
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.model.effects import AddMana
from mtgrules.model.mana_spend import SpendOnly
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState

Purpose = Sequence[Any] | None
"""What a payment pays for: ``["spell", oid]``, ``["ability", level]`` or None (see module
doc)."""

_KEY = "restricted_mana"


def restriction_of(a: ActivatedAbility) -> SpendOnly | None:
    """The spending restriction of mana ability ``a``'s mana (CR 106.6), or None."""
    for e in a.effect:
        if isinstance(e, AddMana) and e.spend_only is not None:
            return e.spend_only
    return None


def allows(s: GameState, player: int, r: SpendOnly, purpose: Purpose,
           chosen: str | None = None) -> bool:
    """Whether mana with restriction ``r`` may pay for ``purpose`` (CR 106.6); ``chosen``:
    the creature type chosen for the mana's source, for "of the chosen type" (CR 607.2)."""
    if not purpose:
        return False
    if purpose[0] == "ability":  # "to activate abilities"; a level ability is one (716.2a)
        return r.abilities or (r.class_level and bool(purpose[1]))
    if purpose[0] == "spell" and r.spells is not None:
        oid = int(purpose[1])
        if oid not in s.objects:
            return False
        c = characteristics(s, oid)
        if r.chosen_type and (chosen is None or chosen not in c.subtypes):
            return False
        return matches(s, oid, c, r.spells, player, None)
    return False


def chosen_of(s: GameState, obj: int) -> str | None:
    """The as-enters choice of the mana source ``obj`` (CR 614.12a), if any."""
    o = s.objects.get(obj)
    ch = o.chosen.get("as_enters") if o is not None else None
    return ch if isinstance(ch, str) else None


def add_restricted(s: GameState, player: int, types: Sequence[int], key: str,
                   chosen: str | None = None) -> None:
    """Put mana of the type indexes ``types`` made by mana ability ``key`` into ``player``'s
    pool as restricted mana (CR 106.6); ``chosen``: its source's chosen creature type, kept
    when the restriction reads "of the chosen type"."""
    keep = chosen is not None and _restriction(key).chosen_type
    s.extra[_KEY] = [*s.extra.get(_KEY, ()),
                     *([player, t, key, chosen] if keep else [player, t, key] for t in types)]


def _chosen(e: Sequence[Any]) -> str | None:
    return e[3] if len(e) > 3 else None


def restricted_counts(s: GameState, player: int) -> list[int]:
    """All of ``player``'s restricted mana, as six counts (for display and emptying)."""
    out = [0] * 6
    for pid, t, _key in s.extra.get(_KEY, ()):
        if pid == player:
            out[t] += 1
    return out


def _usable(s: GameState, player: int, purpose: Purpose) -> list[list[Any]]:
    return [e for e in s.extra.get(_KEY, ()) if e[0] == player and allows(
        s, player, _restriction(e[2]), purpose, _chosen(e))]


def _restriction(key: str) -> SpendOnly:
    a = get_ability(key)
    assert isinstance(a, ActivatedAbility)
    r = restriction_of(a)
    assert r is not None
    return r


def usable_pool(s: GameState, player: int, purpose: Purpose) -> list[int]:
    """The pool a payment for ``purpose`` may spend: the unrestricted counts plus the
    restricted mana it allows."""
    pool = s.players[player].mana
    if _KEY not in s.extra:
        return pool
    out = list(pool)
    for e in _usable(s, player, purpose):
        out[e[1]] += 1
    return out


def spend(s: GameState, player: int, purpose: Purpose, before: list[int],
          after: list[int]) -> None:
    """A payment took the pool :func:`usable_pool` gave (``before``) to ``after``: the
    restricted mana it allows is spent first, then unrestricted mana; sets the player's
    unrestricted pool."""
    p = s.players[player]
    if _KEY not in s.extra:
        p.mana = after
        return
    spent = [b - a for b, a in zip(before, after, strict=True)]
    gone: list[int] = []
    for i, e in enumerate(s.extra[_KEY]):
        r = _restriction(e[2])
        if e[0] == player and spent[e[1]] > 0 and allows(s, player, r, purpose, _chosen(e)):
            spent[e[1]] -= 1
            gone.append(i)
            if r.uncounterable and purpose and purpose[0] == "spell":  # CR 106.6, 101.2
                s.objects[int(purpose[1])].chosen["cant_be_countered"] = True
    left = [e for i, e in enumerate(s.extra[_KEY]) if i not in gone]
    if left:
        s.extra[_KEY] = left
    else:
        del s.extra[_KEY]
    p.mana = [m - x for m, x in zip(p.mana, spent, strict=True)]


def empty_restricted(s: GameState) -> bool:
    """Empty every restricted mana (CR 106.4, 500.4); whether there was any."""
    return s.extra.pop(_KEY, None) is not None
