"""Import of Forge puzzle files (``.pzl``) into the scenario model.

A Forge puzzle is a plain-text file with a ``[metadata]`` section of ``Key:Value`` lines (Name,
URL, Goal, Turns, Difficulty, Description) and a ``[state]`` section of ``key=value`` lines. Keys
are case-insensitive and prefixed by the player they describe: ``human``/``ai`` (older files) or
``p0``/``p1`` (newer files). Card lists are separated by ``;``; each card is
``Name|Option|Option:Value...``.

What is imported (everything else is refused with a :class:`~mtgrules.errors.ScenarioError`
naming the line, so a puzzle is never silently approximated):

* ``life``, ``counters`` (only ``POISON=n``), ``landsplayed`` (for the active player);
  ``landsplayedlastturn`` is ignored;
* ``hand``, ``library``, ``graveyard``, ``exile``, ``battlefield`` (``play`` is an alias);
* ``activeplayer``, ``activephase`` (mapped to SCENARIO_FORMAT "turn" steps), ``turn``;
* card options ``Tapped``, ``SummonSick``, ``Counters:P1P1=2,LOYALTY=3``, ``Id:N``,
  ``Attaching:N`` / ``AttachedTo:N``, ``Token``, ``Owner:human|ai|p0|p1``; ``Set:`` and ``Art:``
  are ignored.

Forge token specifications (``t:Knight,P:2,T:2,...``) have no registry card, so they are refused.
The result has players ``Human`` and ``AI`` (human first), no actions and no expectations
(``from_pzl=True``); the puzzle's goal is kept in ``description``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Final

from mtgrules.errors import ScenarioError
from mtgrules.scenarios import (
    NO_PRIORITY_STEPS,
    CardSpec,
    PermanentSpec,
    PlayerSetup,
    Scenario,
    TurnSetup,
)

__all__ = ["FORGE_PHASES", "load_pzl", "pzl_to_scenario"]

#: Forge ``PhaseType`` names -> SCENARIO_FORMAT steps. Forge's separate first-strike damage step
#: maps to ``combat_damage``.
FORGE_PHASES: Final[dict[str, str]] = {
    "UNTAP": "untap",
    "UPKEEP": "upkeep",
    "DRAW": "draw",
    "MAIN1": "precombat_main",
    "COMBAT_BEGIN": "beginning_of_combat",
    "COMBAT_DECLARE_ATTACKERS": "declare_attackers",
    "COMBAT_DECLARE_BLOCKERS": "declare_blockers",
    "COMBAT_FIRST_STRIKE_DAMAGE": "combat_damage",
    "COMBAT_DAMAGE": "combat_damage",
    "COMBAT_END": "end_of_combat",
    "MAIN2": "postcombat_main",
    "END_OF_TURN": "end",
    "CLEANUP": "cleanup",
}
_PLAYERS: Final = {"human": "Human", "p0": "Human", "ai": "AI", "p1": "AI"}
_ZONE_KEYS: Final = {"hand": "hand", "library": "library", "graveyard": "graveyard",
                     "exile": "exile", "battlefield": "battlefield", "play": "battlefield"}
_COUNTER_NAMES: Final = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
_IGNORED_OPTIONS: Final = ("set", "art")


class _Card:
    """One parsed card entry before it becomes a CardSpec or PermanentSpec."""

    __slots__ = ("attach", "counters", "forge_id", "line", "name", "owner", "sick", "tapped",
                 "token")

    def __init__(self, name: str, line: int) -> None:
        self.name = name
        self.line = line
        self.tapped = False
        self.sick = False
        self.token = False
        self.counters: list[tuple[str, int]] = []
        self.forge_id: str | None = None
        self.attach: str | None = None
        self.owner: str | None = None


def _player_of(key: str) -> tuple[str, str] | None:
    """Split ``humanhand`` into ``("Human", "hand")``; None when no player prefix matches."""
    for prefix, player in _PLAYERS.items():
        if key.startswith(prefix):
            return player, key[len(prefix):]
    return None


def _counter_list(text: str, file: str, line: int, what: str) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for part in filter(None, (x.strip() for x in text.split(","))):
        kind, sep, amount = part.partition("=")
        if not sep or not amount.strip().isdigit():
            raise ScenarioError(f"malformed counters {part!r} in {what} (expected KIND=N)",
                                file, line)
        kind = kind.strip().upper()
        out.append((_COUNTER_NAMES.get(kind, kind.lower()), int(amount)))
    return out


def _parse_card(entry: str, zone: str, file: str, line: int) -> _Card:
    name, *options = (x.strip() for x in entry.split("|"))
    if name.lower().startswith("t:"):
        raise ScenarioError(
            f"Forge token specification {name!r} can't be imported: scenario tokens must be "
            "registry cards (write it as a battlefield entry with 'token: true')", file, line)
    card = _Card(name, line)
    for option in options:
        key, _, value = option.partition(":")
        low = key.strip().lower()
        on_battlefield_only = low in ("tapped", "summonsick", "attaching", "attachedto")
        if on_battlefield_only and zone != "battlefield":
            raise ScenarioError(f"card option {key!r} of {name!r} only applies on the "
                                f"battlefield, not in {zone}", file, line)
        if low in _IGNORED_OPTIONS:
            continue
        if low == "tapped":
            card.tapped = True
        elif low == "summonsick":
            card.sick = True
        elif low == "token":
            card.token = True
        elif low == "counters" and zone == "battlefield":
            card.counters = _counter_list(value, file, line, f"card {name!r}")
        elif low == "id":
            card.forge_id = value.strip()
        elif low in ("attaching", "attachedto"):
            card.attach = value.strip()
        elif low == "owner" and value.strip().lower() in _PLAYERS:
            card.owner = _PLAYERS[value.strip().lower()]
        else:
            raise ScenarioError(f"unsupported Forge card option {option!r} on {name!r} "
                                f"({zone})", file, line)
    if card.token and zone != "battlefield":
        raise ScenarioError(f"token {name!r} can only be imported on the battlefield", file, line)
    return card


def pzl_to_scenario(text: str, file: str = "<pzl>",
                    known_card: Callable[[str], bool] | None = None) -> Scenario:
    """Convert Forge puzzle text into a :class:`~mtgrules.scenarios.Scenario`.

    ``known_card(name)`` (optional) says whether the registry has a card; every unknown name is
    collected and reported at once as ``ScenarioError("cards not in the registry: A, B", file,
    line_of_first)``. Other problems (missing ``[state]``, unknown keys or card options, token
    specs, bad numbers, ``untap``/``cleanup`` as the phase, a dangling ``Attaching`` id) raise
    :class:`ScenarioError` at the offending line. The result satisfies SCENARIO_FORMAT except
    that ``expect`` is empty (``from_pzl=True``); :meth:`Scenario.to_yaml` writes it out.
    """
    meta: dict[str, str] = {}
    life = {"Human": 20, "AI": 20}
    poison = {"Human": 0, "AI": 0}
    lands = {"Human": 0, "AI": 0}
    zones: dict[tuple[str, str], tuple[list[_Card], int]] = {}
    active, phase, phase_line, number = "Human", "MAIN1", 0, 1
    section = None
    state_line = 0
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
            if section not in ("metadata", "state"):
                raise ScenarioError(f"unknown puzzle section {line!r}", file, lineno)
            state_line = state_line or (lineno if section == "state" else 0)
            continue
        if section == "metadata":
            key, sep, value = line.partition(":")
            if sep:
                meta[key.strip().lower()] = value.strip()
            continue
        if section != "state":
            raise ScenarioError("puzzle line outside a [metadata] or [state] section", file, lineno)
        key, sep, value = line.partition("=")
        if not sep:
            raise ScenarioError(f"malformed puzzle state line {line!r} (expected key=value)",
                                file, lineno)
        key, value = key.strip().lower(), value.strip()

        def number_of(v: str, what: str, lineno: int = lineno) -> int:
            if not v.lstrip("-").isdigit():
                raise ScenarioError(f"{what} must be a whole number, got {v!r}", file, lineno)
            return int(v)

        if key == "activeplayer":
            if value.lower() not in _PLAYERS:
                raise ScenarioError(f"unknown active player {value!r} (human, ai, p0, p1)",
                                    file, lineno)
            active = _PLAYERS[value.lower()]
            continue
        if key == "activephase":
            phase, phase_line = value.upper(), lineno
            continue
        if key == "turn":
            number = number_of(value, "turn")
            continue
        split = _player_of(key)
        if split is None:
            raise ScenarioError(f"unsupported puzzle key {key!r}", file, lineno)
        player, what = split
        if what == "life":
            life[player] = number_of(value, key)
        elif what == "landsplayed":
            lands[player] = number_of(value, key)
        elif what == "landsplayedlastturn":
            pass
        elif what == "counters":
            for kind, amount in _counter_list(value, file, lineno, key):
                if kind != "poison":
                    raise ScenarioError(f"unsupported player counter {kind!r} in {key}",
                                        file, lineno)
                poison[player] = amount
        elif what in _ZONE_KEYS:
            zone = _ZONE_KEYS[what]
            cards = [_parse_card(e, zone, file, lineno)
                     for e in (x.strip() for x in value.split(";")) if e]
            zones[(player, zone)] = (cards, lineno)
        else:
            raise ScenarioError(f"unsupported puzzle key {key!r} (precast spells, scripted "
                                "abilities and the command zone are not imported)", file, lineno)
    if not state_line:
        raise ScenarioError("not a Forge puzzle: no [state] section", file, 1)
    if phase not in FORGE_PHASES:
        raise ScenarioError(f"unknown Forge phase {phase!r} (phases: "
                            f"{', '.join(FORGE_PHASES)})", file, phase_line)
    step = FORGE_PHASES[phase]
    if step in NO_PRIORITY_STEPS:
        raise ScenarioError(f"Forge phase {phase} has no priority, so a scenario can't start "
                            "there", file, phase_line)

    all_cards = [c for cards, _ in zones.values() for c in cards]
    if known_card is not None:
        unknown: list[_Card] = []
        for c in all_cards:
            if not known_card(c.name) and c.name not in (u.name for u in unknown):
                unknown.append(c)
        if unknown:
            raise ScenarioError("cards not in the registry: "
                                + ", ".join(u.name for u in unknown), file, unknown[0].line)
    ids: dict[str, int] = {}
    for who in ("Human", "AI"):
        for c in zones.get((who, "battlefield"), ([], 0))[0]:
            if c.forge_id is not None:
                if c.forge_id in ids:
                    raise ScenarioError(f"duplicate card Id {c.forge_id} (first on line "
                                        f"{ids[c.forge_id]})", file, c.line)
                ids[c.forge_id] = c.line
    for c in all_cards:
        if c.attach is not None and c.attach not in ids:
            raise ScenarioError(f"{c.name!r} is attached to Id {c.attach}, which no permanent has",
                                file, c.line)

    def plain(player: str, zone: str) -> tuple[CardSpec, ...]:
        return tuple(CardSpec(c.name, c.line) for c in zones.get((player, zone), ([], 0))[0])

    players = []
    for player in ("Human", "AI"):
        battlefield = tuple(
            PermanentSpec(card=c.name, id=f"id{c.forge_id}" if c.forge_id else None,
                          tapped=c.tapped, sick=c.sick, counters=tuple(c.counters),
                          owner=c.owner if c.owner not in (None, player) else None,
                          attached_to=f"id{c.attach}" if c.attach else None, token=c.token,
                          line=c.line)
            for c in zones.get((player, "battlefield"), ([], 0))[0])
        players.append(PlayerSetup(
            name=player, life=life[player], hand=plain(player, "hand"),
            library=plain(player, "library"), graveyard=plain(player, "graveyard"),
            exile=plain(player, "exile"), battlefield=battlefield, poison=poison[player],
            line=state_line))
    goal = "; ".join(f"{k.capitalize()}: {meta[k]}" for k in ("goal", "turns", "difficulty")
                     if k in meta)
    description = " ".join(x for x in (goal + "." if goal else "", meta.get("description", ""))
                           if x)
    return Scenario(
        name=meta.get("name") or Path(file).stem, format=1,
        source=meta.get("url") or f"Forge puzzle {file}", description=description or None,
        players=tuple(players),
        turn=TurnSetup(active=active, step=step, number=number, lands_played=lands[active],
                       line=phase_line or state_line),
        from_pzl=True, file=file, line=1)


def load_pzl(path: str | Path, known_card: Callable[[str], bool] | None = None) -> Scenario:
    """Read the Forge puzzle at ``path`` and convert it with :func:`pzl_to_scenario`.

    Raises :class:`ScenarioError` when the file can't be read or the puzzle can't be imported.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"cannot read puzzle file: {exc}", str(path), 0) from None
    return pzl_to_scenario(text, str(path), known_card)
