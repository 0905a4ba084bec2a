"""What a card's definition alone tells about casting it (CR 601.2, 117.1a), computed once per
definition, so that offering spells (:func:`mtgrules.rules.casting.cast_options`) does not
re-derive it for every card in hand at every decision.

A *plain* card is one whose castability depends on nothing but its printed type, timing,
targets and mana cost: one face, no Class levels, no characteristic-defining ability, not
modal, no additional or alternative cost (CR 118.8-118.9), no cost change of its own
(601.2f), no convoke, improvise or delve (702.51, 702.126, 702.66), no morph or disguise
(702.37, 702.168). While no static ability reaches objects outside the battlefield
(:func:`mtgrules.rules.layers.reaches_other_zones`), a plain card in hand has exactly these
printed characteristics (CR 604.3), so :func:`plain_castable` gives the same answer as the
full check (:func:`mtgrules.rules.casting.can_cast`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card
from mtgrules.mana import ManaCost
from mtgrules.model.abilities import Keyword, SpellAbility, StaticAbility
from mtgrules.model.effects import TargetSlot
from mtgrules.model.face_down import FaceDownCasting
from mtgrules.model.spell_costs import SpellCost
from mtgrules.rules.chosen_name import cast_forbidden, named_prohibitions
from mtgrules.rules.cost_changes import battlefield_changes, changed_cost, own_changes
from mtgrules.rules.cost_keywords import payment_keywords
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.player_prohibitions import cast_prohibited
from mtgrules.rules.targeting import has_legal_targets
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class CastProfile:
    """The casting facts of one card definition.

    ``instant_speed``: printed as an instant or with flash (CR 702.8a), or with several faces
    (whose own timing the full check reads); ``plain``: see the module docstring; for a plain
    card, ``land``: it is a land card (a land face to play, CR 305.1), ``castable_type``:
    neither a land (CR 305.9) nor without a mana cost (202.1b), its ``targets`` (CR 601.2c)
    and its mana cost with X = 0 (``cost``, 107.3)."""

    card: CardDef
    instant_speed: bool
    plain: bool
    land: bool = False
    castable_type: bool = False
    targets: tuple[TargetSlot, ...] = ()
    cost: ManaCost = ManaCost()


_PROFILES: dict[str, CastProfile] = {}
"""Card name -> its profile (definitions are immutable once loaded)."""


def cast_profile(name: str) -> CastProfile:
    """The :class:`CastProfile` of the card named ``name`` (KeyError for an unknown card, as
    :func:`~mtgrules.cards.registry.get_card`)."""
    got = _PROFILES.get(name)
    if got is None:
        got = _PROFILES[name] = _profile(get_card(name))
    return got


def _profile(d: CardDef) -> CastProfile:
    types = frozenset(d.type_line.types)
    keywords = frozenset(a.name for a in d.abilities if isinstance(a, Keyword))
    flash = "Instant" in types or "flash" in keywords
    instant_speed = bool(d.faces) or "Instant" in types or any(
        getattr(a, "name", None) == "flash" for a in d.abilities)
    sa = next((a for a in d.abilities if isinstance(a, SpellAbility)), None)
    plain = not d.faces and not d.level_abilities and (sa is None or not sa.modes) and not any(
        isinstance(a, (SpellCost, FaceDownCasting)) or (isinstance(a, StaticAbility) and a.cda)
        for a in d.abilities) and not own_changes(d) and not payment_keywords(d)
    if not plain:
        return CastProfile(d, instant_speed, False)
    land = "Land" in types
    return CastProfile(d, flash, True, land, not land and d.mana_cost is not None,
                       sa.targets if sa is not None else (),
                       d.mana_cost.with_x(0) if d.mana_cost is not None else ManaCost())


def plain_castable(s: GameState, player: int, oid: int, p: CastProfile,
                   sorcery_timing: bool) -> bool:
    """Whether ``player`` could cast card ``oid`` of plain profile ``p`` now (CR 601.2):
    ``sorcery_timing``: whether they could cast a sorcery now (CR 307.1, or as though it had
    flash, 702.8a); the card must be a plain one in its printed characteristics (see the
    module docstring). The same answer as :func:`mtgrules.rules.casting.can_cast`: timing,
    legal targets for every required slot (601.2c) and a payable total cost (601.2f-h)."""
    if not p.castable_type or not (p.instant_speed or sorcery_timing):
        return False
    if named_prohibitions(s) and cast_forbidden(s, p.card.name):
        return False  # Meddling Mage's chosen name (CR 601.2: rules.chosen_name)
    if cast_prohibited(s, player, oid):
        return False  # "Your opponents can't cast spells" (CR 601.2: rules.player_prohibitions)
    if p.targets and not has_legal_targets(s, p.targets, player, oid):
        return False
    cost = changed_cost(s, player, oid, p.card, p.cost) if battlefield_changes(s) or \
        s.extra.get("cost_changes") or "play_permissions" in s.extra or \
        "exiled_with" in s.extra else p.cost
    # (and "until your next turn", 611.2a; mana spent as any color for exiled cards, 609.4b)
    return can_pay(s, player, cost, purpose=["spell", oid])  # restricted mana (CR 106.6)
