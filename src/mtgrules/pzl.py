"""Import of Forge puzzle files (``.pzl``) into the scenario model.

A Forge puzzle is a plain-text file with a ``[metadata]`` section of ``Key:Value`` lines (Name,
URL, Goal, Turns, Difficulty, Description) and a ``[state]`` section of ``key=value`` lines. Keys
are case-insensitive and prefixed by the player they describe: ``human``/``ai`` (older files) or
``p0``/``p1`` (newer files). Card lists are separated by ``;``; each card is
``Name|Option|Option:Value...``. A key with nothing after ``=`` (``humancommand=``) means
"nothing here".

What is imported:

* ``life``, ``counters`` (``POISON=n``), ``landsplayed`` (for the active player), ``manapool``
  (``R R G``: the starting mana pool, which empties as usual, CR 106.4); ``landsplayedlastturn``
  is ignored;
* ``hand``, ``library``, ``graveyard``, ``exile``, ``battlefield`` (``play`` is an alias), and
  ``command`` for commanders (``|IsCommander``, CR 903.6);
* ``activeplayer``, ``activephase`` (mapped to SCENARIO_FORMAT steps), ``turn``;
  ``activephaseadvance=PHASE`` becomes an ``until`` action (players pass until that step, as
  Forge advances the game), and a ``CLEANUP`` start, Forge's way to begin at the next turn's
  upkeep, starts in that turn's end step with an ``until`` action to the next turn's upkeep
  (the cleanup step and the next untap step happen by the rules on the way, CR 514, 502);
* ``removesummoningsickness=true`` (no permanent is summoning sick);
* card options ``Tapped``, ``SummonSick``, ``Counters:P1P1=2,LOYALTY=3``, ``Id:N``,
  ``Attaching:N`` / ``AttachedTo:N``, ``Token``, ``Owner:human|ai|p0|p1``, ``IsCommander``,
  ``ClassLevel:N`` (CR 716), ``NoETBTrigs`` (a scenario's permanents are placed without
  entering the battlefield, so no enters trigger happens either way); ``Set:`` and ``Art:``
  are ignored;
* Forge token scripts for tokens the engine makes (``t:c_a_treasure_sac`` is a Treasure; see
  :data:`FORGE_TOKENS`), and creature tokens ``t:<colours>_<P>_<T>[_a|_e]_<creature types>
  [_<keywords>]`` (``t:c_1_1_a_servo`` is a 1/1 colorless Servo artifact creature token) when
  the engine makes that token with exactly those characteristics.

Card names resolve as decklists' do (any letter case, accents, curly apostrophes, front faces:
:class:`mtgrules.decks.entries.EntryReader`). Everything else is refused, never approximated:
every problem of the puzzle (unknown or unimplemented cards, keys and card options the scenario
model can't represent: precast spells, attacking creatures, transformed or face-down cards,
marked damage, chosen colours and types, persistent mana, energy, speed, the Ring's tempting,
emblems, ``ExecuteScript``...) is named, with its line, in ONE :class:`PuzzleImportError`.
The result has players ``Human`` and ``AI`` (human first), no expectations (``from_pzl=True``);
the puzzle's goal is kept in ``description``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Final

from mtgrules.cardnames import CardNameIndex
from mtgrules.decks.entries import EntryReader
from mtgrules.errors import CardProblemKind, MtgRulesError, ScenarioError
from mtgrules.scenarios import (
    NO_PRIORITY_STEPS,
    ActionSpec,
    CardSpec,
    PermanentSpec,
    PlayerSetup,
    Scenario,
    TurnSetup,
)

__all__ = ["FORGE_PHASES", "FORGE_TOKENS", "PuzzleImportError", "PuzzleProblem",
           "PuzzleProblemKind", "load_pzl", "pzl_to_scenario"]

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
#: Forge token scripts (``t:<script>``) whose token the engine makes, by the engine's token
#: name: the same characteristics (colour, types, P/T, abilities).
FORGE_TOKENS: Final[dict[str, str]] = {
    "c_a_treasure_sac": "Treasure",
    "c_a_clue_draw": "Clue",
    "c_a_food_sac": "Food",
    "c_1_1_a_thopter_flying": "Thopter",
    "r_1_1_goblin": "1/1 red Goblin creature token",
    "w_2_2_knight": "Knight",
    "u_8_8_kraken": "Kraken",
}

_PLAYERS: Final = {"human": "Human", "p0": "Human", "ai": "AI", "p1": "AI"}
_ZONE_KEYS: Final = {"hand": "hand", "library": "library", "graveyard": "graveyard",
                     "exile": "exile", "battlefield": "battlefield", "play": "battlefield",
                     "command": "command"}
_COUNTER_NAMES: Final = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
_IGNORED_OPTIONS: Final = ("set", "art")
_BATTLEFIELD_OPTIONS: Final = ("tapped", "summonsick", "attaching", "attachedto", "noetbtrigs",
                               "classlevel")

#: Player keys the scenario model can't represent, with why (the refusal names them all).
_REFUSED_KEYS: Final[dict[str, str]] = {
    "precast": "precast spells and abilities (applied at setup, e.g. an Aura or a 'this turn' "
               "effect) are not imported",
    "persistentmana": "persistent mana (mana that stays in the pool between steps) can't be "
                      "given in a scenario",
    "speed": "a player's speed (CR 702.179) can't be given in a scenario",
    "sideboard": "a puzzle's sideboard (cards a wish fetches from outside the game) can't be "
                 "given in a scenario",
    "ringtempted": "the Ring's tempting (CR 701.54) can't be given in a scenario",
    "ringlevel": "the Ring's tempting (CR 701.54) can't be given in a scenario",
    "ringbearer": "the Ring-bearer (CR 701.54) can't be given in a scenario",
}
#: Card options the scenario model can't represent, with why.
_REFUSED_OPTIONS: Final[dict[str, str]] = {
    "attacking": "an attacking creature at setup: a scenario starts combat with no attackers",
    "blocking": "a blocking creature at setup: a scenario starts combat with no blockers",
    "transformed": "a transformed double-faced card (its back face up, CR 712) can't be placed",
    "flipped": "a flipped card (CR 710) can't be placed",
    "meld": "a melded permanent (CR 712.4) can't be placed",
    "modal": "a modal double-faced card's back face (CR 712) can't be placed",
    "facedown": "a face-down card (CR 708) can't be placed",
    "manifested": "a manifested card (CR 701.40) can't be placed",
    "damage": "marked damage (CR 120.3) can't be given in a scenario",
    "chosencolor": "a colour chosen as the permanent entered can't be given in a scenario",
    "chosentype": "a creature type chosen as the permanent entered can't be given in a "
                  "scenario",
    "chosencards": "cards chosen as the permanent entered can't be given in a scenario",
    "chosenplayer": "a player chosen as the permanent entered can't be given in a scenario",
    "namedcard": "a card name chosen as the permanent entered can't be given in a scenario",
    "exiledwith": "a card exiled with another object (linked abilities, CR 607) can't be "
                  "given in a scenario",
    "rememberedcards": "remembered objects (linked abilities, CR 607) can't be given",
    "imprinting": "imprinted cards (linked abilities, CR 607) can't be given",
    "executescript": "Forge's own scripting (ExecuteScript) is never imported",
    "ability": "Forge's own scripted abilities are never imported",
    "renowned": "renown (CR 702.112) can't be given in a scenario",
    "monstrous": "monstrosity (CR 701.37) can't be given in a scenario",
    "phasedout": "a phased-out permanent (CR 702.26) can't be placed",
    "sickness": "use SummonSick",
    "ontop": "Forge's library placement option is not imported",
}


class PuzzleProblemKind(Enum):
    """What kind of thing keeps a puzzle from importing (the benchmark groups by it)."""

    UNKNOWN_CARD = "unknown card"
    UNIMPLEMENTED_CARD = "unimplemented card"
    KEY = "key"
    CARD_OPTION = "card option"
    TOKEN = "token"
    MALFORMED = "malformed"


@dataclass(frozen=True, slots=True)
class PuzzleProblem:
    """One thing of a puzzle that can't be imported: its 1-based ``line``, ``kind``, the
    ``subject`` (the card name, key or option as Forge writes it, lower-cased for keys and
    options) and the ``message`` shown."""

    line: int
    kind: PuzzleProblemKind
    subject: str
    message: str


class PuzzleImportError(ScenarioError):
    """A Forge puzzle that can't be imported; ``problems`` are every problem found, in line
    order; ``line`` is the first one's."""

    def __init__(self, problems: Iterable[PuzzleProblem], file: str) -> None:
        self.problems = tuple(sorted(problems, key=lambda p: p.line))
        first = self.problems[0]
        if len(self.problems) == 1:
            message = first.message
        else:
            message = (f"the puzzle can't be imported ({len(self.problems)} problems):"
                       + "".join(f"\n  line {p.line}: {p.message}" for p in self.problems))
        super().__init__(message, file, first.line)


class _Card:
    """One parsed card entry before it becomes a CardSpec or PermanentSpec."""

    __slots__ = ("attach", "commander", "counters", "forge_id", "level", "line", "name",
                 "owner", "sick", "tapped", "token")

    def __init__(self, name: str, line: int) -> None:
        self.name = name
        self.line = line
        self.tapped = False
        self.sick = False
        self.token = False
        self.commander = False
        self.level: int | None = None
        self.counters: list[tuple[str, int]] = []
        self.forge_id: str | None = None
        self.attach: str | None = None
        self.owner: str | None = None


class _Import:
    """The state of one puzzle's import: every problem found so far."""

    def __init__(self, file: str, reader: EntryReader | None) -> None:
        self.file = file
        self.reader = reader
        self.problems: list[PuzzleProblem] = []

    def refuse(self, line: int, kind: PuzzleProblemKind, subject: str, message: str) -> None:
        self.problems.append(PuzzleProblem(line, kind, subject, message))

    def number(self, text: str, what: str, line: int) -> int | None:
        if not text.lstrip("-").isdigit():
            self.refuse(line, PuzzleProblemKind.MALFORMED, what,
                        f"{what} must be a whole number, got {text!r}")
            return None
        return int(text)

    def counters(self, text: str, line: int, what: str) -> list[tuple[str, int]]:
        out: list[tuple[str, int]] = []
        for part in filter(None, (x.strip() for x in text.split(","))):
            kind, sep, amount = part.partition("=")
            if not sep or not amount.strip().isdigit():
                self.refuse(line, PuzzleProblemKind.MALFORMED, "counters",
                            f"malformed counters {part!r} in {what} (expected KIND=N)")
                continue
            kind = kind.strip().upper()
            if kind not in _COUNTER_NAMES and re.fullmatch(r"[PM]\d+[PM]\d+", kind):
                self.refuse(line, PuzzleProblemKind.CARD_OPTION, f"{kind} counters",
                            f"{kind} counters in {what}: only +1/+1 and -1/-1 counters change "
                            "power and toughness in the engine (CR 122.1a)")
                continue
            out.append((_COUNTER_NAMES.get(kind, kind.lower()), int(amount)))
        return out

    def name(self, written: str, line: int) -> str:
        """The registry's name for ``written`` (decklists' resolution); an unknown or
        unimplemented card is recorded as a problem."""
        if self.reader is None:
            return written
        before = len(self.reader.problems)
        name = self.reader.resolve(" ".join(written.split()), line)
        for p in self.reader.problems[before:]:
            unknown = p.kind is CardProblemKind.UNKNOWN
            self.refuse(line, PuzzleProblemKind.UNKNOWN_CARD if unknown
                        else PuzzleProblemKind.UNIMPLEMENTED_CARD, p.name, p.describe())
        return name

    def token(self, spec: str, line: int) -> str | None:
        script = _token_script(spec[2:].strip())
        name = FORGE_TOKENS.get(script) or _creature_token(script)
        if name is None:
            self.refuse(line, PuzzleProblemKind.TOKEN, f"t:{script}",
                        f"Forge token {spec!r}: the engine makes no such token (it reads "
                        f"{', '.join('t:' + k for k in FORGE_TOKENS)} and creature tokens "
                        "t:<colours>_<P>_<T>[_a|_e]_<creature types>[_<keywords>])")
        return name

    def card(self, entry: str, zone: str, line: int) -> _Card:
        written, *options = (x.strip() for x in entry.split("|"))
        is_token = written.lower().startswith("t:")
        name = self.token(written, line) if is_token else self.name(written, line)
        card = _Card(name or written, line)
        card.token = is_token
        for option in options:
            key, _, value = option.partition(":")
            low = key.strip().lower()
            if low in _IGNORED_OPTIONS or not low:
                continue
            if low in _BATTLEFIELD_OPTIONS and zone != "battlefield":
                self.refuse(line, PuzzleProblemKind.CARD_OPTION, low,
                            f"card option {key!r} of {written!r} only applies on the "
                            f"battlefield, not in {zone}")
                continue
            if low == "tapped":
                card.tapped = True
            elif low == "summonsick":
                card.sick = True
            elif low == "noetbtrigs":
                pass  # scenario permanents are placed, never entering: nothing triggers
            elif low == "token":
                card.token = True
            elif low == "iscommander":
                card.commander = True
            elif low == "classlevel":
                card.level = self.number(value.strip(), f"ClassLevel of {written!r}", line)
            elif low == "counters" and zone == "battlefield":
                card.counters = self.counters(value, line, f"card {written!r}")
            elif low == "id":
                card.forge_id = value.strip()
            elif low in ("attaching", "attachedto"):
                card.attach = value.strip()
            elif low == "owner" and value.strip().lower() in _PLAYERS:
                card.owner = _PLAYERS[value.strip().lower()]
            elif low in _REFUSED_OPTIONS:
                self.refuse(line, PuzzleProblemKind.CARD_OPTION, low,
                            f"card option {option!r} on {written!r}: {_REFUSED_OPTIONS[low]}")
            else:
                self.refuse(line, PuzzleProblemKind.CARD_OPTION, low,
                            f"unsupported Forge card option {option!r} on {written!r} ({zone})")
        if card.token and zone != "battlefield":
            self.refuse(line, PuzzleProblemKind.TOKEN, "token elsewhere",
                        f"token {written!r} can only be imported on the battlefield")
        if zone == "command" and not card.commander:
            self.refuse(line, PuzzleProblemKind.KEY, "command zone",
                        f"{written!r} in the command zone is not a commander (|IsCommander): "
                        "emblems and other command-zone objects can't be given in a scenario")
        if card.commander and zone not in ("command", "battlefield"):
            self.refuse(line, PuzzleProblemKind.CARD_OPTION, "iscommander",
                        f"commander {written!r} in the {zone}: a scenario's commander starts "
                        "in the command zone or on the battlefield")
        return card


def _token_script(spec: str) -> str:
    """The Forge token script a ``t:`` spec names: ``c_a_treasure_sac`` as written, or the
    ``Image:`` of an older TokenInfo spec (``Elf Warrior,P:1,T:1,...,Image:g_1_1_elf_warrior_ORI``
    is ``g_1_1_elf_warrior``: the image's set code dropped)."""
    if "," not in spec:
        return spec.lower()
    image = next((p.partition(":")[2].strip() for p in spec.split(",")
                  if p.strip().lower().startswith("image:")), "")
    head, _, tail = image.rpartition("_")
    if head and tail.isupper():
        image = head
    if image.lower() in ("", "null"):
        return spec.split(",")[0].strip().lower()
    return image.lower()


_COLOR_WORDS: Final = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}
#: Keywords a Forge creature-token script may end with (``u_1_1_illusion_flying``).
_TOKEN_KEYWORDS: Final = ("flying", "haste", "vigilance", "lifelink", "deathtouch", "trample",
                          "reach", "menace", "defender", "hexproof", "indestructible",
                          "first_strike", "double_strike")


def _creature_token(script: str) -> str | None:
    """The engine's token for a Forge creature-token script ``<colours>_<P>_<T>[_a|_e]_<creature
    types>[_<keywords>]`` (``c_4_4_a_construct`` is a "4/4 colorless Construct artifact creature
    token", ``u_1_1_illusion_flying`` a "1/1 blue Illusion creature token with flying"), when
    every word is a colour, a creature type (CR 205.3m) or a keyword and the engine makes that
    token with exactly those characteristics; else None."""
    from mtgrules.cards.registry import get_card
    from mtgrules.model.creature_types import CREATURE_TYPES

    words = script.replace("first_strike", "first-strike").replace(
        "double_strike", "double-strike").split("_")
    if len(words) < 4 or not words[1].isdigit() or not words[2].isdigit():
        return None
    colours, power, toughness, rest = words[0], int(words[1]), int(words[2]), words[3:]
    if colours != "c" and (not 1 <= len(colours) <= 2 or any(c not in _COLOR_WORDS
                                                             for c in colours)):
        return None
    kind = {"a": "artifact ", "e": "enchantment "}.get(rest[0], "")
    rest = rest[1:] if kind else rest
    types = [w.capitalize() for w in rest if w.replace("-", "_") not in _TOKEN_KEYWORDS]
    keywords = [w.replace("-", " ") for w in rest if w.replace("-", "_") in _TOKEN_KEYWORDS]
    if not types or rest[:len(types)] != [t.lower() for t in types] or \
            any(t not in CREATURE_TYPES for t in types) or len(keywords) > 2:
        return None
    colour_words = ("colorless" if colours == "c" else
                    " and ".join(_COLOR_WORDS[c] for c in "wubrg" if c in colours))
    name = (f"{power}/{toughness} {colour_words} {' '.join(types)} {kind}creature token"
            + (f" with {' and '.join(keywords)}" if keywords else ""))
    try:
        card = get_card(name)
    except MtgRulesError:
        return None
    wanted = {c.upper() for c in colours} - {"C"}
    abilities = sorted(str(getattr(a, "text", a)).lower() for a in card.abilities)
    if (card.power, card.toughness, set(card.colors)) != (power, toughness, wanted) or \
            not card.token or abilities != sorted(keywords):
        return None
    return name


def _player_of(key: str) -> tuple[str, str] | None:
    """Split ``humanhand`` into ``("Human", "hand")``; None when no player prefix matches."""
    for prefix, player in _PLAYERS.items():
        if key.startswith(prefix):
            return player, key[len(prefix):]
    return None


def _mana(text: str) -> str:
    """Forge's ``R R G`` / ``C`` mana list as a scenario pool ``{R}{R}{G}``."""
    return "".join(f"{{{sym}}}" for sym in text.upper().split())


@dataclass
class _State:
    """What the ``[state]`` section says, as read so far."""

    life: dict[str, int]
    poison: dict[str, int]
    lands: dict[str, int]
    mana: dict[str, str]
    zones: dict[tuple[str, str], list[_Card]]
    active: str = "Human"
    phase: str = "MAIN1"
    phase_line: int = 0
    advance: str | None = None
    advance_line: int = 0
    number: int = 1
    no_sickness: bool = False


def _read_state_line(imp: _Import, st: _State, key: str, value: str, line: int) -> None:
    """Apply one ``key=value`` line of ``[state]`` (``value`` not empty) to ``st``."""
    refuse = imp.refuse
    if key == "activeplayer":
        if value.lower() not in _PLAYERS:
            refuse(line, PuzzleProblemKind.MALFORMED, key,
                   f"unknown active player {value!r} (human, ai, p0, p1)")
        else:
            st.active = _PLAYERS[value.lower()]
        return
    if key == "activephase":
        st.phase, st.phase_line = value.upper(), line
        return
    if key == "activephaseadvance":
        st.advance, st.advance_line = value.upper(), line
        return
    if key == "turn":
        st.number = imp.number(value, "turn", line) or st.number
        return
    if key == "removesummoningsickness":
        st.no_sickness = value.strip().lower() == "true"
        return
    split = _player_of(key)
    if split is None:
        refuse(line, PuzzleProblemKind.KEY, key, f"unsupported puzzle key {key!r}")
        return
    player, what = split
    if what == "life":
        n = imp.number(value, key, line)
        st.life[player] = st.life[player] if n is None else n
    elif what == "landsplayed":
        st.lands[player] = imp.number(value, key, line) or 0
    elif what == "landsplayedlastturn":
        pass
    elif what == "manapool":
        st.mana[player] = _mana(value)
    elif what == "counters":
        for kind, amount in imp.counters(value, line, key):
            if kind == "poison":
                st.poison[player] = amount
            elif kind == "energy":
                refuse(line, PuzzleProblemKind.KEY, "energy counters",
                       f"{key}: a player's energy counters (CR 107.14) can't be given in a "
                       "scenario")
            else:
                refuse(line, PuzzleProblemKind.KEY, f"{kind} counters",
                       f"unsupported player counter {kind!r} in {key}")
    elif what in _ZONE_KEYS:
        zone = _ZONE_KEYS[what]
        found = [imp.card(e, zone, line)
                 for e in (x.strip() for x in value.split(";")) if e]
        st.zones.setdefault((player, zone), []).extend(found)
    elif what in _REFUSED_KEYS or what.startswith("ring"):
        reason = _REFUSED_KEYS.get(what, _REFUSED_KEYS["ringtempted"])
        refuse(line, PuzzleProblemKind.KEY, what, f"{key}: {reason}")
    else:
        refuse(line, PuzzleProblemKind.KEY, what, f"unsupported puzzle key {key!r}")


def _turn(imp: _Import, st: _State) -> tuple[TurnSetup, tuple[ActionSpec, ...]]:
    """Where the scenario starts, and the ``until`` action of an ``activephaseadvance`` or a
    CLEANUP start."""
    line = st.phase_line or 1
    if st.phase not in FORGE_PHASES:
        imp.refuse(line, PuzzleProblemKind.KEY, "activephase",
                   f"unknown Forge phase {st.phase!r} (phases: {', '.join(FORGE_PHASES)})")
        return TurnSetup(active=st.active, step="precombat_main", line=line), ()
    step = FORGE_PHASES[st.phase]
    actions: list[ActionSpec] = []
    until_turn: int | None = None
    until_step: str | None = None
    if step == "cleanup":  # Forge begins at the next turn's upkeep (CR 514, 502, 503)
        step, until_step, until_turn = "end", "upkeep", st.number + 1
    elif step in NO_PRIORITY_STEPS:
        imp.refuse(line, PuzzleProblemKind.KEY, "activephase",
                   f"Forge phase {st.phase} has no priority, so a scenario can't start there")
    if st.advance is not None:
        target = FORGE_PHASES.get(st.advance)
        if target is None or target in NO_PRIORITY_STEPS:
            imp.refuse(st.advance_line, PuzzleProblemKind.KEY, "activephaseadvance",
                       f"activephaseadvance={st.advance}: not a Forge phase where a player "
                       "gets priority")
        else:
            until_step = target
    if until_step is not None:
        actions.append(ActionSpec(kind="until", text=f"until {until_step}",
                                  until_step=until_step, until_turn=until_turn,
                                  line=st.advance_line or line))
    active = st.active
    return (TurnSetup(active=active, step=step, number=st.number, lands_played=st.lands[active],
                      line=line), tuple(actions))


def pzl_to_scenario(text: str, file: str = "<pzl>",
                    known_card: Callable[[str], bool] | None = None,
                    all_names: Iterable[str] | CardNameIndex | None = None) -> Scenario:
    """Convert Forge puzzle text into a :class:`~mtgrules.scenarios.Scenario`.

    ``known_card(name)`` (optional) says whether the engine can play a card; it may raise
    UnimplementedCardError (:func:`mtgrules.cards.status.playable_card`). ``all_names`` (the
    known card names, or an index of them) lets written names resolve as decklists' do: any
    letter case, accents, curly apostrophes, front faces.

    Raises:
        PuzzleImportError: (a ScenarioError) naming every problem of the puzzle at once, each
            with its line: a missing ``[state]``, unknown or unimplemented cards, keys and card
            options the scenario model can't represent (see the module docstring), tokens the
            engine can't make, bad numbers, a phase without priority, a dangling ``Attaching``.
    """
    reader = (EntryReader(file, known_card, all_names)
              if known_card is not None or all_names is not None else None)
    imp = _Import(file, reader)
    meta: dict[str, str] = {}
    st = _State(life={"Human": 20, "AI": 20}, poison={"Human": 0, "AI": 0},
                lands={"Human": 0, "AI": 0}, mana={"Human": "", "AI": ""}, zones={})
    section = None
    state_line = 0
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
            if section not in ("metadata", "state"):
                imp.refuse(lineno, PuzzleProblemKind.MALFORMED, "section",
                           f"unknown puzzle section {line!r}")
            state_line = state_line or (lineno if section == "state" else 0)
            continue
        if section == "metadata":
            key, sep, value = line.partition(":")
            if sep:
                meta[key.strip().lower()] = value.strip()
            continue
        if section != "state":
            imp.refuse(lineno, PuzzleProblemKind.MALFORMED, "section",
                       "puzzle line outside a [metadata] or [state] section")
            continue
        key, sep, value = line.partition("=")
        if not sep:
            imp.refuse(lineno, PuzzleProblemKind.MALFORMED, "line",
                       f"malformed puzzle state line {line!r} (expected key=value)")
            continue
        if value.strip():  # "key=" with nothing after it means "nothing here"
            _read_state_line(imp, st, key.strip().lower(), value.strip(), lineno)
    if not state_line:
        imp.refuse(1, PuzzleProblemKind.MALFORMED, "[state]", "not a Forge puzzle: no [state] "
                   "section")
    if meta.get("removesummoningsickness", "").lower() == "true":  # also written as metadata
        st.no_sickness = True
    turn, actions = _turn(imp, st)
    players = _players(imp, st, state_line)
    if imp.problems:
        raise PuzzleImportError(imp.problems, file)
    goal = "; ".join(f"{k.capitalize()}: {meta[k]}" for k in ("goal", "turns", "difficulty")
                     if k in meta)
    description = " ".join(x for x in (goal + "." if goal else "", meta.get("description", ""))
                           if x)
    return Scenario(
        name=meta.get("name") or Path(file).stem, format=1,
        source=meta.get("url") or f"Forge puzzle {file}", description=description or None,
        players=players, turn=turn, actions=actions, from_pzl=True, file=file, line=1)


def _players(imp: _Import, st: _State, state_line: int) -> tuple[PlayerSetup, ...]:
    """Both players' setups; a duplicate Id or an attachment to no Id is a problem."""
    ids: dict[str, int] = {}
    for who in ("Human", "AI"):
        for c in st.zones.get((who, "battlefield"), []):
            if c.forge_id is not None:
                if c.forge_id in ids:
                    imp.refuse(c.line, PuzzleProblemKind.MALFORMED, "Id",
                               f"duplicate card Id {c.forge_id} (first on line "
                               f"{ids[c.forge_id]})")
                ids[c.forge_id] = c.line
    for cards in st.zones.values():
        for c in cards:
            if c.attach is not None and c.attach not in ids:
                imp.refuse(c.line, PuzzleProblemKind.MALFORMED, "Attaching",
                           f"{c.name!r} is attached to Id {c.attach}, which no permanent has")

    def plain(player: str, zone: str) -> tuple[CardSpec, ...]:
        return tuple(CardSpec(c.name, c.line) for c in st.zones.get((player, zone), []))

    players = []
    for player in ("Human", "AI"):
        battlefield = tuple(
            PermanentSpec(card=c.name, id=f"id{c.forge_id}" if c.forge_id else None,
                          tapped=c.tapped, sick=c.sick and not st.no_sickness,
                          counters=tuple(c.counters),
                          owner=c.owner if c.owner not in (None, player) else None,
                          attached_to=f"id{c.attach}" if c.attach else None, token=c.token,
                          level=c.level, commander=c.commander, line=c.line)
            for c in st.zones.get((player, "battlefield"), []))
        players.append(PlayerSetup(
            name=player, life=st.life[player], hand=plain(player, "hand"),
            library=plain(player, "library"), graveyard=plain(player, "graveyard"),
            exile=plain(player, "exile"), battlefield=battlefield, poison=st.poison[player],
            mana_pool=st.mana[player],
            commander=tuple(c.name for c in st.zones.get((player, "command"), [])),
            line=state_line))
    return tuple(players)


def load_pzl(path: str | Path, known_card: Callable[[str], bool] | None = None,
             all_names: Iterable[str] | CardNameIndex | None = None) -> Scenario:
    """Read the Forge puzzle at ``path`` (UTF-8, or Windows-1252 as older files are) and
    convert it with :func:`pzl_to_scenario`.

    Raises :class:`ScenarioError` when the file can't be read, :class:`PuzzleImportError`
    (naming every problem) when the puzzle can't be imported.
    """
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ScenarioError(f"cannot read puzzle file: {exc}", str(path), 0) from None
    if len(data) > 10_000_000:
        raise ScenarioError("the file is too large to be a Forge puzzle (over 10 MB)",
                            str(path), 0)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    return pzl_to_scenario(text, str(path), known_card, all_names)
