"""Board setup: :func:`build_game` creates the game a scenario's "players" and "turn" sections
describe, checking every card name against the registry.
"""

from __future__ import annotations

from mtgrules.cards.registry import get_card, is_known_card
from mtgrules.cards.status import find_status
from mtgrules.engine import push, run
from mtgrules.errors import (
    MtgRulesError,
    ScenarioError,
    UnimplementedScenarioCardError,
    UnknownCardError,
)
from mtgrules.game import Game
from mtgrules.log import log_event
from mtgrules.mana import parse_pool
from mtgrules.rules.commander import add_commander, color_identity, commander_entries
from mtgrules.rules.zone_change import new_object
from mtgrules.scenarios.model import STEPS, Scenario
from mtgrules.scenarios.parser import parse_ref
from mtgrules.scenarios.refs import _suggest, named
from mtgrules.state.combat import Combat
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject
from mtgrules.state.player import Player

__all__ = ["build_game"]

_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers",
                 "combat_damage", "end_of_combat")


# --------------------------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------------------------


def _check_card(scenario: Scenario, name: str, line: int, token: bool = False) -> None:
    if is_known_card(name):
        return
    if token:
        try:
            get_card(name)
            return
        except UnknownCardError:
            pass
    status = find_status(name)
    if status is not None and not status.implemented:  # in the card database, not playable
        raise UnimplementedScenarioCardError(name, status.unsupported, scenario.file, line)
    raise ScenarioError(f"unknown card {name!r} (not in the mtgrules card registry)"
                        + _suggest(name), scenario.file, line)


def _commander_history(sc: Scenario, s: GameState, index: dict[str, int]) -> None:
    """The Commander game so far (CR 903): each player's ``commander_tax`` (casts from the
    command zone, 903.8) and ``commander_damage`` dealt to them (903.10a). Raises
    ScenarioError when a player named has no commander."""
    entries = commander_entries(s)
    for pi, ps in enumerate(sc.players):
        mine = [e for e in entries if e["owner"] == pi]
        if (ps.commander_tax or ps.commander_damage) and not entries:
            raise ScenarioError("commander_tax and commander_damage need a Commander game: "
                                "give a player a commander (CR 903.3)", sc.file, ps.line)
        if ps.commander_tax and not mine:
            raise ScenarioError(f"{ps.name} has no commander to have a commander_tax (give "
                                "them commander:)", sc.file, ps.line)
        for e in mine:
            e["casts"] = ps.commander_tax
        for who, n in ps.commander_damage:
            k = next((k for k, e in enumerate(entries) if e["owner"] == index[who]), None)
            if k is None:
                raise ScenarioError(f"commander_damage from {who}, who has no commander",
                                    sc.file, ps.line)
            if n:
                s.extra.setdefault("commander_damage", {})[f"{pi}:{k}"] = n


def build_game(scenario: Scenario) -> Game:
    """Set up the game a scenario describes (SCENARIO_FORMAT "players", "turn").

    Creates one object per listed card (libraries top card first), permanents with their
    tapped/sick/counters/owner/attachment/sector/level/token status, timestamps in listing order
    (first player's first, CR 613.7), planeswalkers with printed loyalty unless ``counters``
    gives a loyalty count, and mana pools. The game then starts in ``turn.step`` of turn ``turn.number`` with an
    empty stack: state-based actions and triggers are handled, then the active player gets
    priority (CR 117.3a, 117.5). Returns the :class:`Game` with its first decision pending.

    Raises UnimplementedScenarioCardError (a ScenarioError and an UnimplementedCardError) for a
    card of the card database the engine can't play, ScenarioError (file and line) for an
    unknown card name, an ``attached_to`` that names
    no permanent, or a feature the engine doesn't support yet.
    """
    sc = scenario
    names = [p.name for p in sc.players]
    index = {n: i for i, n in enumerate(names)}
    for name, line in sc.card_names():
        token = any(perm.token and perm.card == name and perm.line == line
                    for p in sc.players for perm in p.battlefield)
        _check_card(sc, name, line, token)
    s = GameState([Player(i, p.name, p.life) for i, p in enumerate(sc.players)], seed=sc.seed)
    labels: dict[str, int] = {}
    attachments: list[tuple[GameObject, str, int]] = []
    for pi, ps in enumerate(sc.players):
        for perm in ps.battlefield:
            owner = index[perm.owner] if perm.owner is not None else pi
            o = new_object(s, perm.card, owner, "battlefield", "token" if perm.token else "card")
            o.controller = pi
            o.tapped = perm.tapped
            o.sick = perm.sick
            card = get_card(perm.card)
            if not card.is_permanent_card():  # CR 110.4b, 304.4, 307.4: not a permanent
                raise ScenarioError(f"{perm.card!r} is not a permanent card or token: it can't "
                                    "be on the battlefield (CR 110.4b)", sc.file, perm.line)
            o.counters = {k: n for k, n in perm.counters if n}
            if card.loyalty is not None and "Planeswalker" in card.type_line.types and \
                    not any(k == "loyalty" for k, _ in perm.counters):
                o.counters["loyalty"] = card.loyalty  # printed loyalty (CR 306.5b)
            o.sector = perm.sector
            if perm.level is not None:
                if not card.level_abilities and perm.level != 1:
                    raise ScenarioError(f"{perm.card!r} is not a Class; it can't have level "
                                        f"{perm.level}", sc.file, perm.line)
                o.level = perm.level
            if perm.attached_to is not None:
                attachments.append((o, perm.attached_to, perm.line))
            if perm.id is not None:
                labels[perm.id] = o.id
            s.battlefield.append(o.id)
            if perm.commander:  # its owner's commander (CR 903.3)
                add_commander(s, o.id, color_identity(perm.card))
    for pi, ps in enumerate(sc.players):
        p = s.players[pi]
        p.poison = ps.poison
        p.kept = True
        for zone in ("library", "hand", "graveyard", "exile"):
            for c in getattr(ps, zone):
                o = new_object(s, c.name, pi, zone)
                (s.exile if zone == "exile" else getattr(p, zone)).append(o.id)
        if ps.mana_pool:
            p.mana = parse_pool(ps.mana_pool)
        for name in ps.commander:  # in the command zone (CR 903.6)
            add_commander(s, new_object(s, name, pi, "command").id, color_identity(name))
    _commander_history(sc, s, index)
    for o, target, line in attachments:
        ref = parse_ref(target, sc.file, line)
        cands = [labels[ref.name_or_label]] if ref.name_or_label in labels else \
            [x for x in named(s, s.battlefield, ref.name_or_label) if x != o.id]
        if ref.index is not None:
            cands = cands[ref.index - 1: ref.index]
        if len(cands) != 1:
            raise ScenarioError(f"attached_to {target!r} must name exactly one other permanent "
                                f"(found {len(cands)})", sc.file, line)
        o.attached_to = cands[0]
    s.turn = sc.turn.number
    s.active = index[sc.turn.active]
    s.step = sc.turn.step
    s.first_player = s.active
    s.players[s.active].lands_played = sc.turn.lands_played
    if sc.turn.step in _COMBAT_STEPS:
        s.combat = Combat()
    s.extra["scenario_labels"] = dict(labels)
    s.touch()
    log_event(s, "scenario", "", f"Scenario {sc.name!r} begins: turn {s.turn}, "
              f"{sc.turn.step.replace('_', ' ')} step, {sc.turn.active} active", s.active)
    push(s, "turn", step=STEPS.index(sc.turn.step), stage="end")
    s.priority = s.active
    s.passes = 0
    push(s, "priority")
    game = Game(s)
    try:
        run(s)
    except MtgRulesError as e:
        raise ScenarioError(f"not supported yet: the engine could not start this position "
                            f"({e})", sc.file, sc.turn.line) from e
    return game
