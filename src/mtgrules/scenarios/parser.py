"""The validating parser of scenario YAML (SCENARIO_FORMAT.md, format 1) into the typed model.

It reads the YAML, checks every key, type and name it can check without a card registry, and
returns the frozen dataclasses of :mod:`mtgrules.scenarios.model`, each carrying the 1-based line of
the YAML node it came from. Every problem is a :class:`~mtgrules.errors.ScenarioError` naming the
file, the line and the problem.

Public entry points: :func:`parse_scenario` / :func:`load_scenario` -> ``Scenario``;
:func:`parse_ref` -> ``ObjectRef`` (the "Referring to objects" section).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Final, Literal

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from mtgrules.cards.dungeons import DUNGEON_BY_NAME
from mtgrules.errors import ScenarioError
from mtgrules.scenarios.model import (
    ABSENT,
    NO_PRIORITY_STEPS,
    SECTORS,
    STEPS,
    ZONES,
    Absent,
    ActionSpec,
    Answer,
    CardSpec,
    Expectation,
    GameOverExpect,
    LogExpect,
    ObjectExpect,
    ObjectRef,
    PermanentSpec,
    PlayerExpect,
    PlayerSetup,
    Scalar,
    Scenario,
    StackExpect,
    StepExpect,
    TurnSetup,
    ZoneExpect,
)

__all__ = ["load_scenario", "parse_ref", "parse_scenario"]

_PLAYER_VERBS: Final = ("play", "cast", "activate", "attack", "block", "choose", "pass", "concede")
# Option keys of a player action, per verb.
_ACTION_OPTIONS: Final[dict[str, tuple[str, ...]]] = {
    "play": (),
    "cast": ("targets", "x", "choices", "pay", "illegal"),
    "activate": ("ability", "of", "targets", "x", "choices", "pay", "illegal"),
    "attack": ("with", "illegal"),
    "block": ("with", "illegal"),
    "choose": ("answer", "illegal"),
    "pass": (),
    "concede": (),
}
_ALL_OPTIONS: Final = frozenset(k for opts in _ACTION_OPTIONS.values() for k in opts) | {"illegal"}
# Player names that would make an action mapping ambiguous.
_RESERVED_NAMES: Final = _ALL_OPTIONS | {"until"}
_MANA_POOL_RE: Final = re.compile(r"(\{[WUBRGC]\})*")
_LOYALTY_RE: Final = re.compile(r"[+-]?(\d+|X)")
_LEVEL_RE: Final = re.compile(r"Class level (\d+)")
_REF_RE: Final = re.compile(r"(?P<name>[^@#]+?)\s*(?:@(?P<z1>\w+))?\s*(?:#(?P<i>\d+))?\s*(?:@(?P<z2>\w+))?")
_TAG: Final = "tag:yaml.org,2002:"


# --------------------------------------------------------------------------------------------
# Parsing helpers
# --------------------------------------------------------------------------------------------


def _line(node: Node) -> int:
    return int(node.start_mark.line) + 1


def _describe(node: Node) -> str:
    if isinstance(node, MappingNode):
        return "a mapping"
    if isinstance(node, SequenceNode):
        return "a list"
    tag = str(node.tag).removeprefix(_TAG)
    names = {"str": "a string", "int": "an integer", "bool": "a boolean", "null": "null",
             "float": "a number"}
    return f"{names.get(tag, tag)} ({node.value!r})" if tag != "null" else "null"


def parse_ref(text: str, file: str = "<string>", line: int = 0) -> ObjectRef:
    """Split an object reference ``Name[@zone][#N]`` (SCENARIO_FORMAT "Referring to objects").

    ``parse_ref("Grizzly Bears@graveyard#2") == ObjectRef("Grizzly Bears", "graveyard", 2)``;
    ``Name#2@zone`` is read the same way. Raises :class:`ScenarioError` (with ``file``/``line``)
    for an empty name, an unknown zone or an index below 1.
    """
    m = _REF_RE.fullmatch(text.strip())
    if m is None or (m.group("z1") and m.group("z2")):
        raise ScenarioError(f"malformed object reference {text!r} (expected Name[@zone][#N])",
                            file, line)
    zone = m.group("z1") or m.group("z2")
    if zone is not None and zone not in ZONES:
        raise ScenarioError(
            f"unknown zone {zone!r} in object reference {text!r} (zones: {', '.join(ZONES)})",
            file, line)
    if m.group("i") and len(m.group("i")) > 9:
        raise ScenarioError(f"index in object reference {text[:60]!r} is too large", file, line)
    index = int(m.group("i")) if m.group("i") else None
    if index is not None and index < 1:
        raise ScenarioError(f"index in object reference {text!r} must be 1 or more", file, line)
    return ObjectRef(m.group("name").strip(), zone, index)


class _Parser:
    """Walks composed YAML nodes; every check raises ScenarioError at the node's line."""

    def __init__(self, file: str, require_expect: bool = False) -> None:
        self.file = file
        self.require_expect = require_expect
        self._constructor = SafeConstructor()
        self.players: list[str] = []

    # ---- generic checks -------------------------------------------------------------------
    def error(self, message: str, where: Node | int) -> ScenarioError:
        line = where if isinstance(where, int) else _line(where)
        return ScenarioError(message, self.file, line)

    def mapping(self, node: Node, what: str) -> dict[str, tuple[Node, Node]]:
        if not isinstance(node, MappingNode):
            raise self.error(f"{what} must be a mapping, got {_describe(node)}", node)
        out: dict[str, tuple[Node, Node]] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode) or key_node.tag == _TAG + "null":
                raise self.error(f"keys of {what} must be plain names", key_node)
            key = str(key_node.value)
            if key in out:
                raise self.error(f"duplicate key {key!r} in {what}", key_node)
            out[key] = (key_node, value_node)
        return out

    def keys(self, m: dict[str, tuple[Node, Node]], node: Node, what: str,
             allowed: tuple[str, ...], required: tuple[str, ...] = ()) -> None:
        for key, (key_node, _) in m.items():
            if key not in allowed:
                raise self.error(
                    f"unknown key {key!r} in {what} (allowed: {', '.join(allowed)})", key_node)
        for key in required:
            if key not in m:
                raise self.error(f"{what} is missing required key {key!r}", node)

    def seq(self, node: Node, what: str) -> list[Node]:
        if not isinstance(node, SequenceNode):
            raise self.error(f"{what} must be a list, got {_describe(node)}", node)
        return list(node.value)

    def _tagged(self, node: Node, tag: str, what: str, expected: str,
                limit: int | None = None) -> Any:
        if not isinstance(node, ScalarNode) or node.tag != _TAG + tag:
            raise self.error(f"{what} must be {expected}, got {_describe(node)}", node)
        return self._construct(node, what, limit or MAX_INT)

    def _construct(self, node: ScalarNode, what: str, limit: int = 0) -> Any:
        """The value of a scalar node; an integer of more than MAX_INT is refused before it is
        converted (Python refuses over 4300 digits, and such values are never meaningful)."""
        if node.tag == _TAG + "int":
            limit = limit or MAX_INT
            digits = node.value.lstrip("+-").replace("_", "")
            if len(digits) > 80:
                raise self.error(f"{what}: the integer ({len(digits)} digits) is too large "
                                 f"(at most {limit})", node)
            value = self._constructor.construct_object(node, deep=True)
            if abs(value) > limit:
                raise self.error(f"{what}: the integer {value} is too large (at most {limit})",
                                 node)
            return value
        return self._constructor.construct_object(node, deep=True)

    def string(self, node: Node, what: str, allow_empty: bool = False) -> str:
        value = str(self._tagged(node, "str", what, "a string")).strip()
        if not value and not allow_empty:
            raise self.error(f"{what} must not be empty", node)
        return value

    def text(self, node: Node, what: str) -> str:
        """Any scalar as written (so ``rule: 704.5`` stays ``"704.5"``)."""
        if not isinstance(node, ScalarNode) or node.tag == _TAG + "null" or not node.value:
            raise self.error(f"{what} must be a string, got {_describe(node)}", node)
        return str(node.value).strip()

    def integer(self, node: Node, what: str, minimum: int | None = None,
                limit: int | None = None) -> int:
        value = int(self._tagged(node, "int", what, "an integer", limit))
        if minimum is not None and value < minimum:
            raise self.error(f"{what} must be {minimum} or more, got {value}", node)
        return value

    def boolean(self, node: Node, what: str) -> bool:
        return bool(self._tagged(node, "bool", what, "true or false"))

    def strings(self, node: Node, what: str) -> tuple[str, ...]:
        return tuple(self.string(n, f"entry of {what}") for n in self.seq(node, what))

    def scalar(self, node: Node, what: str) -> Scalar:
        if not isinstance(node, ScalarNode) or node.tag not in (
                _TAG + "str", _TAG + "int", _TAG + "bool"):
            raise self.error(f"{what} must be a string, integer or boolean, got "
                             f"{_describe(node)}", node)
        value = self._construct(node, what)
        return value.strip() if isinstance(value, str) else value

    def answer(self, node: Node, what: str) -> Answer:
        if isinstance(node, SequenceNode):
            return tuple(self.scalar(n, f"entry of {what}") for n in node.value)
        return self.scalar(node, what)

    def player_name(self, node: Node, what: str) -> str:
        name = self.string(node, what)
        if name not in self.players:
            raise self.error(f"unknown player {name!r} in {what} (players: "
                             f"{', '.join(self.players)})", node)
        return name

    def step(self, node: Node, what: str) -> str:
        step = self.string(node, what)
        if step not in STEPS:
            raise self.error(f"bad step name {step!r} in {what} (steps: {', '.join(STEPS)})",
                             node)
        return step

    def zone(self, node: Node, what: str) -> str:
        zone = self.string(node, what)
        if zone not in ZONES:
            raise self.error(f"unknown zone {zone!r} in {what} (zones: {', '.join(ZONES)})", node)
        return zone

    def ref(self, node: Node, what: str) -> str:
        text = self.string(node, what)
        parse_ref(text, self.file, _line(node))
        return text

    def mana(self, node: Node, what: str) -> str:
        pool = self.string(node, what, allow_empty=True)
        if not _MANA_POOL_RE.fullmatch(pool):
            raise self.error(f"{what} {pool!r} is not a list of mana symbols like "
                             "\"{G}{G}\" (W, U, B, R, G, C)", node)
        return pool

    def player_amounts(self, node: Node, what: str) -> tuple[tuple[str, int], ...]:
        """``{Alice: 20}``: an amount (0 or more) for each named player."""
        m = self.mapping(node, what)
        return tuple((self.player_name(k, what), self.integer(v, f"{what} {key!r}", 0))
                     for key, (k, v) in m.items())

    def counters(self, node: Node, what: str, minimum: int) -> tuple[tuple[str, int], ...]:
        m = self.mapping(node, what)
        for key, (k, _) in m.items():
            if not key.strip():
                raise self.error(f"{what}: a counter kind must not be empty (CR 122.1)", k)
        return tuple((key.replace("\u2212", "-"), self.integer(v, f"{what} {key!r}", minimum))
                     for key, (_, v) in m.items())


# --------------------------------------------------------------------------------------------
# Sections
# --------------------------------------------------------------------------------------------

_TOP_KEYS: Final = ("format", "name", "rules", "source", "description", "seed", "players", "turn",
                    "actions", "expect", "xfail")
_PLAYER_KEYS: Final = ("name", "life", "hand", "library", "graveyard", "exile", "battlefield",
                       "mana_pool", "poison", "commander", "commander_tax", "commander_damage")
_PERMANENT_KEYS: Final = ("card", "id", "tapped", "sick", "counters", "owner", "attached_to",
                          "sector", "level", "token", "commander")
_TURN_KEYS: Final = ("active", "step", "number", "lands_played")


def parse_scenario(text: str, file: str = "<string>", require_expect: bool = False) -> Scenario:
    """Parse and validate scenario YAML ``text`` (SCENARIO_FORMAT, all sections).

    Returns a :class:`Scenario`. Raises :class:`ScenarioError` with ``file`` and the 1-based line
    for invalid YAML, a non-mapping document, unknown/duplicate/missing keys, wrong value types,
    ``format`` other than 1, fewer than 2 players, duplicate player names or ``id`` labels, unknown
    players (turn, owners, actions, expectations), bad step or zone names, ``untap``/``cleanup``
    as starting step, malformed actions, object references or expectations. Card names are not
    checked here (see :meth:`Scenario.card_names`).

    ``require_expect`` (set by :func:`load_scenario` for scenario files): an empty ``expect``
    list is an error ("expect must list at least one expectation"); text parsed directly (Forge
    puzzle round trips, tests building positions) may leave it empty.
    """
    if _depth_bound(text) > MAX_DEPTH - 2:
        # could be nested too deeply: check on the (iterative) event stream before composing
        # recurses into it
        deep_line = _too_deep_line(text)
        if deep_line:
            raise ScenarioError(f"YAML nested more than {MAX_DEPTH} levels deep", file,
                                deep_line)
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except RecursionError:
        raise ScenarioError(f"YAML nested more than {MAX_DEPTH} levels deep", file,
                            _too_deep_line(text)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = int(mark.line) + 1 if mark is not None else 0
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        context_mark = getattr(exc, "context_mark", None)
        if context and context_mark is not None and context_mark is not mark:
            context = f"{context} (line {int(context_mark.line) + 1})"
        detail = f"{context}: {problem}" if context else str(problem)
        raise ScenarioError(f"invalid YAML: {detail}", file, line) from None
    if root is None:
        raise ScenarioError("empty scenario file", file, 1)
    deep = _too_deep_node(root)
    if deep is not None:
        raise ScenarioError(f"YAML nested more than {MAX_DEPTH} levels deep", file, _line(deep))
    return _parse_root(_Parser(file, require_expect), root)


#: The deepest nesting of lists and mappings a scenario may use (real ones use about six).
MAX_DEPTH: Final = 50
#: The largest magnitude of an integer in a scenario (life, counters, X, amounts...).
MAX_INT: Final = 10**9


def _depth_bound(text: str) -> int:
    """A quick upper bound of the nesting depth of ``text``'s YAML: a block level needs one
    more column of indentation or a ``- `` on the line, a flow level an open bracket."""
    bound = flow = 0
    for line in text.splitlines():
        stripped = line.lstrip(" ")
        flow += stripped.count("[") + stripped.count("{")
        bound = max(bound, len(line) - len(stripped) + stripped.count("- ") + flow + 1)
        flow -= stripped.count("]") + stripped.count("}")
        flow = max(flow, 0)
    return bound


def _too_deep_line(text: str) -> int:
    """The 1-based line where ``text``'s nesting first exceeds MAX_DEPTH (found from the
    YAML event stream, which is not recursive), 0 if it doesn't."""
    depth = 0
    try:
        for ev in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(ev, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    return int(ev.start_mark.line) + 1 if ev.start_mark is not None else 0
            elif isinstance(ev, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                depth -= 1
    except yaml.YAMLError:
        return 0
    return 0


def _too_deep_node(root: Node) -> Node | None:
    """The first node nested deeper than MAX_DEPTH, or None (an iterative walk)."""
    todo: list[tuple[Node, int]] = [(root, 1)]
    while todo:
        node, depth = todo.pop()
        if depth > MAX_DEPTH:
            return node
        if isinstance(node, SequenceNode):
            todo.extend((n, depth + 1) for n in node.value)
        elif isinstance(node, MappingNode):
            for k, v in node.value:
                todo.extend(((k, depth + 1), (v, depth + 1)))
    return None


def load_scenario(path: str | Path) -> Scenario:
    """Read and parse the scenario file at ``path`` (see :func:`parse_scenario`).

    Raises :class:`ScenarioError` (line 0) when the file can't be read or isn't UTF-8, and
    (at its line) when ``expect`` is an empty list: a scenario file must check something.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScenarioError("no such scenario file", str(path), 0) from None
    except IsADirectoryError:
        raise ScenarioError("this is a folder; give a scenario file (.yaml)", str(path),
                            0) from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"a scenario file is UTF-8 text (is this a binary file? byte "
                            f"{exc.start} can't be read)", str(path), 0) from None
    except OSError as exc:
        raise ScenarioError(f"cannot read scenario file: {exc.strerror}", str(path),
                            0) from None
    return parse_scenario(text, str(path), require_expect=True)


def _parse_root(p: _Parser, root: Node) -> Scenario:
    m = p.mapping(root, "the scenario")
    p.keys(m, root, "the scenario", _TOP_KEYS, ("format", "name", "players", "turn", "expect"))
    fmt_node = m["format"][1]
    fmt = p.integer(fmt_node, "format")
    if fmt != 1:
        raise p.error(f"unsupported format {fmt} (this version reads format 1)", fmt_node)
    name = p.string(m["name"][1], "name")
    rules = tuple(p.text(n, "entry of rules") for n in p.seq(m["rules"][1], "rules")) \
        if "rules" in m else ()
    source = p.string(m["source"][1], "source") if "source" in m else None
    description = p.string(m["description"][1], "description") if "description" in m else None
    xfail = p.string(m["xfail"][1], "xfail") if "xfail" in m else None
    seed = p.integer(m["seed"][1], "seed", limit=2**64) if "seed" in m else 0
    players = _parse_players(p, m["players"][1], m["players"][0])
    turn = _parse_turn(p, m["turn"][1])
    actions = tuple(_parse_action(p, n, i)
                    for i, n in enumerate(p.seq(m["actions"][1], "actions"), 1)) \
        if "actions" in m else ()
    expect = tuple(_parse_expect(p, n, i)
                   for i, n in enumerate(p.seq(m["expect"][1], "expect"), 1))
    if not expect and p.require_expect:
        raise p.error("expect must list at least one expectation", m["expect"][1])
    return Scenario(name=name, format=fmt, rules=rules, source=source, description=description,
                    seed=seed, players=players, turn=turn, actions=actions, expect=expect,
                    xfail=xfail, file=p.file, line=_line(root))


def _parse_players(p: _Parser, node: Node, key: Node) -> tuple[PlayerSetup, ...]:
    entries = p.seq(node, "players")
    if len(entries) < 2:
        raise p.error(f"a scenario needs 2 or more players, got {len(entries)}", key)
    maps = []
    for i, entry in enumerate(entries, 1):
        what = f"player {i}"
        m = p.mapping(entry, what)
        p.keys(m, entry, what, _PLAYER_KEYS, ("name",))
        name_node = m["name"][1]
        name = p.string(name_node, f"{what} name")
        if name in p.players:
            raise p.error(f"duplicate player name {name!r}", name_node)
        if name in _RESERVED_NAMES:
            raise p.error(f"player name {name!r} is reserved (it is an action option key)",
                          name_node)
        p.players.append(name)
        maps.append((entry, m))
    labels: dict[str, int] = {}
    out: list[PlayerSetup] = []
    for entry, m in maps:
        name = p.players[len(out)]
        what = f"player {name!r}"

        def cards(key: str, m: dict[str, tuple[Node, Node]] = m, what: str = what) \
                -> tuple[CardSpec, ...]:
            if key not in m:
                return ()
            return tuple(CardSpec(p.string(n, f"card in {what} {key}"), _line(n))
                         for n in p.seq(m[key][1], f"{what} {key}"))

        battlefield = tuple(_parse_permanent(p, n, what, labels)
                            for n in p.seq(m["battlefield"][1], f"{what} battlefield")) \
            if "battlefield" in m else ()
        out.append(PlayerSetup(
            name=name,
            life=p.integer(m["life"][1], f"{what} life") if "life" in m else 20,
            hand=cards("hand"), library=cards("library"), graveyard=cards("graveyard"),
            exile=cards("exile"), battlefield=battlefield,
            mana_pool=p.mana(m["mana_pool"][1], f"{what} mana_pool") if "mana_pool" in m else "",
            poison=p.integer(m["poison"][1], f"{what} poison", 0) if "poison" in m else 0,
            **commander_setup(p, m, what), line=_line(entry)))
    return tuple(out)


def commander_setup(p: _Parser, m: dict[str, tuple[Node, Node]], what: str) -> dict[str, Any]:
    """A player's Commander keys (CR 903): ``commander`` (a card name or a list of one or two),
    ``commander_tax`` and ``commander_damage`` (``{player: amount}``), as PlayerSetup fields."""
    out: dict[str, Any] = {}
    if "commander" in m:
        node = m["commander"][1]
        names = p.strings(node, f"{what} commander") if isinstance(node, SequenceNode) else \
            (p.string(node, f"{what} commander"),)
        if not 1 <= len(names) <= 2:
            raise p.error(f"{what} commander: one card, or two partners (CR 702.124)", node)
        out["commander"] = names
    if "commander_tax" in m:
        out["commander_tax"] = p.integer(m["commander_tax"][1], f"{what} commander_tax", 0)
    if "commander_damage" in m:
        out["commander_damage"] = p.player_amounts(m["commander_damage"][1],
                                                   f"{what} commander_damage")
    return out


def _parse_permanent(p: _Parser, node: Node, who: str, labels: dict[str, int]) -> PermanentSpec:
    if isinstance(node, ScalarNode):
        return PermanentSpec(card=p.string(node, f"card on {who} battlefield"), line=_line(node))
    what = f"permanent on {who} battlefield"
    m = p.mapping(node, what)
    p.keys(m, node, what, _PERMANENT_KEYS, ("card",))

    def opt_bool(key: str) -> bool:
        return p.boolean(m[key][1], f"{what}: {key}") if key in m else False

    label = None
    if "id" in m:
        id_node = m["id"][1]
        label = p.text(id_node, f"{what}: id")
        if label in labels:
            raise p.error(f"duplicate id label {label!r} (first used on line {labels[label]})",
                          id_node)
        if label in p.players:
            raise p.error(f"id label {label!r} is also a player name", id_node)
        labels[label] = _line(id_node)
    sector = None
    if "sector" in m and not (isinstance(m["sector"][1], ScalarNode)
                              and m["sector"][1].tag == _TAG + "null"):
        sector = p.string(m["sector"][1], f"{what}: sector")
        if sector not in SECTORS:
            raise p.error(f"bad sector {sector!r} (sectors: {', '.join(SECTORS)})",
                          m["sector"][1])
    return PermanentSpec(
        card=p.string(m["card"][1], f"{what}: card"),
        id=label,
        tapped=opt_bool("tapped"),
        sick=opt_bool("sick"),
        counters=p.counters(m["counters"][1], f"{what}: counters", 0) if "counters" in m else (),
        owner=p.player_name(m["owner"][1], f"{what}: owner") if "owner" in m else None,
        attached_to=p.ref(m["attached_to"][1], f"{what}: attached_to")
        if "attached_to" in m else None,
        sector=sector,
        level=p.integer(m["level"][1], f"{what}: level", 1) if "level" in m else None,
        token=opt_bool("token"), commander=opt_bool("commander"),
        line=_line(node))


def _parse_turn(p: _Parser, node: Node) -> TurnSetup:
    m = p.mapping(node, "turn")
    p.keys(m, node, "turn", _TURN_KEYS, ("active", "step"))
    step_node = m["step"][1]
    step = p.step(step_node, "turn.step")
    if step in NO_PRIORITY_STEPS:
        raise p.error(f"turn.step {step!r} can't be the starting step: no player gets priority "
                      "in it (CR 502.4, 514.3)", step_node)
    return TurnSetup(
        active=p.player_name(m["active"][1], "turn.active"), step=step,
        number=p.integer(m["number"][1], "turn.number", 1) if "number" in m else 1,
        lands_played=p.integer(m["lands_played"][1], "turn.lands_played", 0)
        if "lands_played" in m else 0,
        line=_line(node))


# --------------------------------------------------------------------------------------------
# Actions
# --------------------------------------------------------------------------------------------


def _parse_action(p: _Parser, node: Node, index: int) -> ActionSpec:
    what = f"action {index}"
    line = _line(node)
    if isinstance(node, ScalarNode) and node.tag == _TAG + "str":
        word = str(node.value).strip()
        if word in ("pass", "resolve"):
            return ActionSpec(kind=word, text=word, line=line)
        raise p.error(f"malformed {what} {word!r}: only 'pass' and 'resolve' stand alone; "
                      "other actions are one-key mappings like {Alice: cast Lightning Bolt}",
                      node)
    m = p.mapping(node, what)
    if "until" in m:
        p.keys(m, node, f"{what} (until)", ("until",))
        return _parse_until(p, m["until"][1], what, line)
    player_keys = [k for k in m if k not in _ALL_OPTIONS]
    if not player_keys:
        raise p.error(f"malformed {what}: no player key (expected like "
                      "{Alice: cast Lightning Bolt})", node)
    if len(player_keys) > 1:
        raise p.error(f"malformed {what}: more than one player key "
                      f"({', '.join(map(repr, player_keys))})", m[player_keys[1]][0])
    player_key_node, phrase_node = m[player_keys[0]]
    player = player_keys[0]
    if player not in p.players:
        raise p.error(f"unknown player {player!r} in {what} (players: "
                      f"{', '.join(p.players)})", player_key_node)
    phrase = p.string(phrase_node, f"{what} verb phrase")
    verb, _, rest = phrase.partition(" ")
    rest = rest.strip()
    if verb not in _PLAYER_VERBS:
        raise p.error(f"malformed {what}: unknown verb {verb!r} (verbs: "
                      f"{', '.join(_PLAYER_VERBS)})", phrase_node)
    options = {k: v for k, v in m.items() if k != player}
    allowed = _ACTION_OPTIONS[verb] if verb in ("pass", "concede") \
        else ("illegal", *_ACTION_OPTIONS[verb])
    p.keys(options, node, f"{what} ({verb})", allowed)
    kw: dict[str, Any] = {"kind": verb, "player": player, "text": phrase, "line": line}
    if "illegal" in options:
        kw["illegal"] = p.boolean(options["illegal"][1], f"{what}: illegal")
    if verb in ("attack", "block", "choose", "pass", "concede") and rest:
        raise p.error(f"malformed {what}: {verb!r} takes no object (got {rest!r})", phrase_node)
    if verb in ("play", "cast") and not rest:
        raise p.error(f"malformed {what}: {verb!r} needs a card (like '{verb} Island')",
                      phrase_node)
    if verb in ("play", "cast"):
        parse_ref(rest, p.file, _line(phrase_node))
        kw["object_ref"] = rest
    elif verb == "activate":
        _parse_activate(p, rest, phrase_node, options, kw, what)
    elif verb in ("attack", "block"):
        if "with" not in options:
            raise p.error(f"{what} ({verb}) is missing required key 'with'", node)
        kw["with_"] = _parse_with(p, options["with"][1], verb, what)
    elif verb == "choose":
        if "answer" not in options:
            raise p.error(f"{what} (choose) is missing required key 'answer'", node)
        kw["answer"] = p.answer(options["answer"][1], f"{what}: answer")
    if "targets" in options:
        tnode = options["targets"][1]
        kw["targets"] = tuple(p.ref(n, f"target of {what}") for n in p.seq(tnode, "targets"))
    if "x" in options:
        kw["x"] = p.integer(options["x"][1], f"{what}: x", 0)
    if "choices" in options:
        kw["choices"] = tuple(p.answer(n, f"choice of {what}")
                              for n in p.seq(options["choices"][1], f"{what}: choices"))
    if "pay" in options:
        kw["pay"] = tuple(p.ref(n, f"pay source of {what}")
                          for n in p.seq(options["pay"][1], f"{what}: pay"))
    return ActionSpec(**kw)


def _parse_activate(p: _Parser, rest: str, phrase_node: Node,
                    options: dict[str, tuple[Node, Node]], kw: dict[str, Any], what: str) -> None:
    level = _LEVEL_RE.fullmatch(rest)
    loyalty = None
    if rest.startswith("loyalty "):
        cost = rest[len("loyalty "):].strip().replace("\u2212", "-")
        if not _LOYALTY_RE.fullmatch(cost):
            raise p.error(f"malformed {what}: bad loyalty cost {cost!r} (like +1, -2, 0)",
                          phrase_node)
        loyalty = cost
    if level or loyalty is not None:
        if "of" not in options:
            raise p.error(f"malformed {what}: {rest!r} needs 'of: <permanent>'", phrase_node)
        if "ability" in options:
            raise p.error(f"malformed {what}: 'ability' can't be combined with {rest!r}",
                          options["ability"][0])
        kw["object_ref"] = p.ref(options["of"][1], f"{what}: of")
        if level:
            if len(level.group(1)) > 9:
                raise p.error(f"malformed {what}: the level in {rest[:60]!r} is too large",
                              phrase_node)
            kw["level"] = int(level.group(1))
        else:
            kw["loyalty"] = loyalty
        return
    if not rest:
        raise p.error(f"malformed {what}: 'activate' needs a source (like 'activate "
                      "Llanowar Elves')", phrase_node)
    if "of" in options:
        raise p.error(f"malformed {what}: 'of' only goes with 'activate Class level N' or "
                      "'activate loyalty N'", options["of"][0])
    parse_ref(rest, p.file, _line(phrase_node))
    kw["object_ref"] = rest
    if "ability" in options:
        kw["ability"] = p.integer(options["ability"][1], f"{what}: ability", 1)


def _parse_with(p: _Parser, node: Node, verb: str, what: str) -> tuple[tuple[str, str], ...]:
    m = p.mapping(node, f"{what}: with")
    pairs: list[tuple[str, str]] = []
    for key, (key_node, value) in m.items():
        parse_ref(key, p.file, _line(key_node))
        if verb == "block" and isinstance(value, SequenceNode):
            pairs.extend((key, p.ref(n, f"attacker blocked by {key!r}")) for n in value.value)
        else:
            role = "defender attacked by" if verb == "attack" else "attacker blocked by"
            pairs.append((key, p.ref(value, f"{role} {key!r}")))
    return tuple(pairs)


def _parse_until(p: _Parser, node: Node, what: str, line: int) -> ActionSpec:
    turn = None
    if isinstance(node, MappingNode):
        m = p.mapping(node, f"{what}: until")
        p.keys(m, node, f"{what}: until", ("step", "turn"), ("step",))
        step_node = m["step"][1]
        if "turn" in m:
            turn = p.integer(m["turn"][1], f"{what}: until turn", 1)
    else:
        step_node = node
    step = p.step(step_node, f"{what}: until")
    if step in NO_PRIORITY_STEPS:
        raise p.error(f"{what}: until {step!r} can never stop: no player gets priority in that "
                      "step", step_node)
    return ActionSpec(kind="until", text=f"until {step}", until_step=step, until_turn=turn,
                      line=line)


# --------------------------------------------------------------------------------------------
# Expectations
# --------------------------------------------------------------------------------------------

_EXPECT_KEYS: Final[dict[str, tuple[str, ...]]] = {
    "object": ("object", "zone", "controller", "owner", "types", "not_types", "power",
               "toughness", "counters", "tapped", "abilities", "has_ability", "mana_value",
               "sector", "level", "attached_to"),
    "stack": ("stack",),
    "step": ("step", "turn", "active"),
    "log_contains": ("log_contains",),
    "game_over": ("game_over", "winner"),
    "zone": ("zone", "player", "name", "count", "count_at_least", "contains"),
    "player": ("player", "life", "hand_size", "library_size", "graveyard_size", "exile_size",
               "lost", "mana_pool", "poison", "dungeon", "room", "dungeons_completed",
               "commander_damage", "commander_tax"),
}
#: Expectation keys of the format that the engine can't check yet, with the reason.
_UNSUPPORTED_EXPECT: Final[dict[str, str]] = {}


def _is_null(node: Node) -> bool:
    return isinstance(node, ScalarNode) and node.tag == _TAG + "null"


def _parse_expect(p: _Parser, node: Node, index: int) -> Expectation:
    m = p.mapping(node, f"expectation {index}")
    kind = next((k for k in _EXPECT_KEYS if k in m), None)
    if kind is None:
        raise p.error(f"expectation {index} needs one of the keys "
                      f"{', '.join(_EXPECT_KEYS)}", node)
    what = f"{kind} expectation"
    p.keys(m, node, what, _EXPECT_KEYS[kind])
    for key, (knode, _) in m.items():
        if key in _UNSUPPORTED_EXPECT:
            raise p.error(f"not supported yet: the {key!r} expectation ("
                          f"{_UNSUPPORTED_EXPECT[key]})", knode)
    line = _line(node)
    v = {k: value for k, (_, value) in m.items()}

    def opt(key: str, conv: Any, *args: Any) -> Any:
        return conv(v[key], f"{what}: {key}", *args) if key in v else None

    if kind == "object":
        sector: str | None | Literal[Absent.ABSENT] = ABSENT
        if "sector" in v:
            sector = None if _is_null(v["sector"]) else p.string(v["sector"], f"{what}: sector")
            if sector is not None and sector not in SECTORS:
                raise p.error(f"bad sector {sector!r} (sectors: {', '.join(SECTORS)})",
                              v["sector"])
        attached: str | None | Literal[Absent.ABSENT] = ABSENT
        if "attached_to" in v:
            attached = None if _is_null(v["attached_to"]) else p.ref(v["attached_to"],
                                                                     f"{what}: attached_to")
        has = None
        if "has_ability" in v:
            node_h = v["has_ability"]
            has = p.strings(node_h, f"{what}: has_ability") if isinstance(node_h, SequenceNode) \
                else (p.string(node_h, f"{what}: has_ability"),)
        return ObjectExpect(
            object_ref=p.ref(v["object"], f"{what}: object"), zone=opt("zone", p.zone),
            controller=opt("controller", p.player_name), owner=opt("owner", p.player_name),
            types=opt("types", p.strings), not_types=opt("not_types", p.strings),
            power=opt("power", p.integer), toughness=opt("toughness", p.integer),
            counters=opt("counters", p.counters, 0), tapped=opt("tapped", p.boolean),
            abilities=opt("abilities", p.strings), has_ability=has,
            mana_value=opt("mana_value", p.integer, 0), sector=sector,
            level=opt("level", p.integer, 1), attached_to=attached, line=line)
    if kind == "stack":
        return StackExpect(stack=tuple(p.ref(n, f"entry of {what}")
                                       for n in p.seq(v["stack"], what)), line=line)
    if kind == "step":
        return StepExpect(step=p.step(v["step"], what), turn=opt("turn", p.integer, 1),
                          active=opt("active", p.player_name), line=line)
    if kind == "log_contains":
        inner = p.mapping(v["log_contains"], "log_contains")
        p.keys(inner, v["log_contains"], "log_contains", ("event", "object", "rule", "player"))
        if not inner:
            raise p.error("log_contains needs at least one of event, object, rule, player",
                          v["log_contains"])
        iv = {k: value for k, (_, value) in inner.items()}
        return LogExpect(
            event=p.string(iv["event"], "log_contains: event") if "event" in iv else None,
            object_ref=p.string(iv["object"], "log_contains: object") if "object" in iv else None,
            rule=p.text(iv["rule"], "log_contains: rule") if "rule" in iv else None,
            player=p.player_name(iv["player"], "log_contains: player")
            if "player" in iv else None,
            line=line)
    if kind == "game_over":
        winner: str | None | Literal[Absent.ABSENT] = ABSENT
        if "winner" in v:
            winner = None if _is_null(v["winner"]) else p.player_name(v["winner"],
                                                                      f"{what}: winner")
        return GameOverExpect(game_over=p.boolean(v["game_over"], what), winner=winner, line=line)
    if kind == "zone":
        if not any(k in v for k in ("count", "count_at_least", "contains")):
            raise p.error(f"{what} needs count, count_at_least or contains", node)
        return ZoneExpect(
            zone=p.zone(v["zone"], what), player=opt("player", p.player_name),
            name=opt("name", p.string), count=opt("count", p.integer, 0),
            count_at_least=opt("count_at_least", p.integer, 0),
            contains=opt("contains", p.strings), line=line)
    if len(m) == 1:
        raise p.error(f"{what} checks nothing (add keys like life, hand_size)", node)
    dungeon: str | None | Literal[Absent.ABSENT] = ABSENT
    if "dungeon" in v:
        dungeon = None if _is_null(v["dungeon"]) else p.string(v["dungeon"], f"{what}: dungeon")
        if dungeon is not None and dungeon not in DUNGEON_BY_NAME:
            raise p.error(f"unknown dungeon {dungeon!r} (dungeons: "
                          f"{', '.join(DUNGEON_BY_NAME)})", v["dungeon"])
    room = opt("room", p.string)
    if room is not None and not any(r.name.lower() == room.lower()
                                    for d in DUNGEON_BY_NAME.values() for r in d.rooms):
        raise p.error(f"no dungeon has a room called {room!r}", v["room"])
    return PlayerExpect(
        dungeon=dungeon, room=room, dungeons_completed=opt("dungeons_completed", p.integer, 0),
        player=p.player_name(v["player"], what), life=opt("life", p.integer),
        hand_size=opt("hand_size", p.integer, 0), library_size=opt("library_size", p.integer, 0),
        graveyard_size=opt("graveyard_size", p.integer, 0),
        exile_size=opt("exile_size", p.integer, 0), lost=opt("lost", p.boolean),
        mana_pool=opt("mana_pool", p.mana), poison=opt("poison", p.integer, 0),
        commander_damage=opt("commander_damage", p.player_amounts),
        commander_tax=opt("commander_tax", p.integer, 0), line=line)
