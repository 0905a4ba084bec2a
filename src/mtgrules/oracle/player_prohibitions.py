"""Statics that stop players casting spells or activating abilities (CR 101.2, 601.2,
602.5), read as :class:`~mtgrules.model.player_prohibitions.CantCastSpells` and
:class:`~mtgrules.model.player_prohibitions.CantActivateAbilitiesOf`:

- ``"Your opponents can't cast spells."``, ``"You can't cast creature spells."``,
  ``"Players can't cast noncreature spells."``, ``"Your opponents can't cast spells with mana
  value 3 or less."`` (the spells phrase is the spell description of a target, in the
  plural: :func:`mtgrules.oracle.phrases.parse_target`);
- ``"... can't cast spells or activate abilities of artifacts, creatures, or
  enchantments."`` (the permanents: a plural description or an "or" list of card types);
- under ``"During your turn, "`` (Grand Abolisher: the condition of the static ability,
  read by :func:`mtgrules.oracle.statics.parse_static`, CR 611.3a).

Grammar: ``PLAYERS " can't cast " SPELLS [" or activate abilities of " PERMANENTS] "."``.
Declared in :mod:`mtgrules.oracle.readers`: :func:`parse_static` with the static readers and
:func:`render_static` with the ability renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import Filter, StaticAbility, TargetKind, TargetSlot, ThisObject, Whose
from mtgrules.model.base import Ability
from mtgrules.model.filters import AnyOf, ObjectFilter
from mtgrules.model.player_prohibitions import CantActivateAbilitiesOf, CantCastSpells
from mtgrules.oracle import statics
from mtgrules.oracle.phrases import (
    join_or,
    parse_permanents,
    parse_target,
    render_permanents,
    render_target,
    split_or,
)
from mtgrules.oracle.plurals import parse_plural, render_plural

_PLAYERS: dict[str, Whose] = {"Your opponents": Whose.OPPONENT, "Players": Whose.ANY,
                              "You": Whose.YOU}
_PLAYERS_TEXT = {v: k for k, v in _PLAYERS.items()}
_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
          "lands": "land", "planeswalkers": "planeswalker"}
_TYPES_PLURAL = {v: k for k, v in _TYPES.items()}
_LINE = re.compile(r"(Your opponents|Players|You) can't cast (.*?)spells(?: (with .+?))?"
                   r"(?: or activate abilities of (.+))?\.")


def _spells(adjectives: str, qualifier: str | None) -> ObjectFilter | None:
    """``"creature "``, ``"instant or sorcery "`` + ``"with mana value 3 or less"`` -> the
    spells' filter (the target phrase's, CR 115.1)."""
    if not adjectives and not qualifier:
        return Filter()
    t = parse_target(f"target {adjectives}spell" + (f" {qualifier}" if qualifier else ""))
    return None if t is None or t.kind != TargetKind.SPELL or t.count != 1 or t.up_to \
        else t.filter


def _render_spells(f: ObjectFilter) -> str:
    if f == Filter():
        return "spells"
    got = render_target(TargetSlot(TargetKind.SPELL, f))
    m = re.fullmatch(r"target (.*?)spell( with .+)?", got)
    if m is None:
        raise ValueError("a spells phrase without a rendering")
    return f"{m.group(1)}spells{m.group(2) or ''}"


def _permanents(s: str) -> ObjectFilter | None:
    """``"artifacts, creatures, or enchantments"``, ``"creatures"``, ``"creatures your
    opponents control"`` -> the permanents' filter (CR 109.2)."""
    parts = split_or(s)
    if parts is not None and len(parts) > 1:
        if any(p not in _TYPES for p in parts) or (len(parts) > 2) != (", or " in s):
            return None
        return parse_permanents(join_or([_TYPES[p] for p in parts]))
    return parse_plural(s)


def _render_permanents(f: ObjectFilter) -> str:
    if isinstance(f, AnyOf):
        words = split_or(render_permanents(f))
        if words is None or any(w not in _TYPES_PLURAL for w in words):
            raise ValueError("a list of permanents without a rendering")
        return join_or([_TYPES_PLURAL[w] for w in words])
    return render_plural(f)


def parse_static(line: str) -> StaticAbility | None:
    """A static ability of this family (see the module doc); None for other lines."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    who = _PLAYERS[m.group(1)]
    spells = _spells(m.group(2), m.group(3))
    if spells is None:
        return None
    rules: list[CantCastSpells | CantActivateAbilitiesOf] = [CantCastSpells(who, spells)]
    if m.group(4):
        sources = _permanents(m.group(4))
        if sources is None:
            return None
        rules.append(CantActivateAbilitiesOf(who, sources))
    return StaticAbility("", line, rules=tuple(rules))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static` (with a condition of
    :mod:`mtgrules.oracle.statics` before it); None for other abilities."""
    if not isinstance(a, StaticAbility) or not a.rules or \
            not isinstance(a.rules[0], CantCastSpells):
        return None
    if a.layer_effects or a.replacement is not None or a.cost_modification is not None or \
            a.cda or a.affects != ThisObject() or len(a.rules) > 2:
        raise ValueError("a prohibition with other effects has no rendering")
    cast = a.rules[0]
    text = f"{_PLAYERS_TEXT[cast.who]} can't cast {_render_spells(cast.spells)}"
    if len(a.rules) == 2:
        act = a.rules[1]
        if not isinstance(act, CantActivateAbilitiesOf) or act.who != cast.who:
            raise ValueError("a prohibition of other players has no rendering")
        text += f" or activate abilities of {_render_permanents(act.sources)}"
    text += "."
    if a.condition is None:
        return text
    head = next((h for h, c in statics._STATIC_CONDITIONS if c == a.condition), None)
    if head is None:
        raise ValueError("a condition without a rendering")
    return head + text[:1].lower() + text[1:]
