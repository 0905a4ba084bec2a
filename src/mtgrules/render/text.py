"""Plain-text rendering of actions, log events and the board.

Everything here is deterministic (same input, same string), so the CLI output of a seeded
game is byte-identical between runs (DESIGN non-negotiable 4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.agents.view import PlayerView
from mtgrules.cards.registry import get_ability
from mtgrules.notation import format_action
from mtgrules.state.decision import Action
from mtgrules.state.objects import ref_player

if TYPE_CHECKING:
    from mtgrules.game import Game

_COLORS = "WUBRGC"


class _Names:
    """Resolves object ids and player refs to display names, hiding what a view can't see."""

    def __init__(self, source: Game | PlayerView | None) -> None:
        self.view = source if isinstance(source, PlayerView) else None
        self.state = None if source is None or self.view else source.state  # type: ignore[union-attr]

    def player(self, index: int) -> str:
        if self.view is not None:
            return self.view.name(index)
        if self.state is not None and 0 <= index < len(self.state.players):
            return str(self.state.players[index].name)
        return f"Player {index + 1}"

    def obj(self, oid: int) -> str:
        if self.view is not None:
            info = self.view.info(oid)
            return f"{info.name}#{oid}" if info else f"card#{oid}"
        if self.state is not None:
            o = self.state.objects.get(oid)
            if o is not None:
                return f"{o.card}#{oid}"
        return f"#{oid}"

    def ref(self, ref: Any) -> str:
        if not isinstance(ref, int):
            return str(ref)
        p = ref_player(ref)
        return self.player(p) if p is not None else self.obj(ref)


def render_action(action: Action, source: Game | PlayerView | None = None) -> str:
    """One action in words, e.g. ``"cast Lightning Bolt#45"``, ``"target Bob"``,
    ``"attack Bob with Goblin Guide#12"``. With ``source`` (a game or a player's view) ids are
    named; a view never reveals hidden cards. Words are for reading; the spelling of an
    action (what ``Game.apply`` and HumanAgent accept, what the CLI prints) is
    :func:`mtgrules.notation.format_action`, which objects share with this text
    (``Name#id``); a kind without words here is written in that notation."""
    n = _Names(source)
    k, a = action.kind, action.args
    if k == "pass":
        return "pass priority"
    if k in ("play", "cast", "choose_card", "bottom", "discard") and a:
        if k == "choose_card" and a[0] == 0:
            return "choose nothing"
        verb = {"choose_card": "choose", "bottom": "put on the bottom"}.get(k, k)
        return f"{verb} {n.obj(a[0])}"
    if k == "activate" and a:
        key = a[1] if len(a) > 1 else ""
        return f"activate {n.obj(a[0])}" + (f" ({_ability_text(key)})" if key else "")
    if k == "target" and a:
        return f"target {n.ref(a[0])}"
    if k == "attack" and len(a) >= 2:
        return f"attack {n.ref(a[1])} with {n.obj(a[0])}"
    if k == "block" and len(a) >= 2:
        return f"block {n.obj(a[1])} with {n.obj(a[0])}"
    if k == "assign" and len(a) >= 2:
        return f"assign {a[1]} damage to {n.ref(a[0])}"
    if k == "mana" and a:
        key = a[1] if len(a) > 1 else ""
        return f"tap {n.obj(a[0])} for mana" + (f" ({_ability_text(key)})" if key else "")
    if k == "auto":
        return "pay automatically"
    if k == "done":
        return "done"
    if k == "reset":
        return "start over"
    if k == "keep":
        return "keep this hand"
    if k == "mulligan":
        return "take a mulligan"
    if k in ("yes", "no"):
        return k
    if k == "x" and a:
        return f"X = {a[0]}"
    if k == "order" and a:
        return f"put trigger {a[0]} on the stack next"
    if k == "replacement" and a:
        return f"apply the replacement effect of {n.obj(a[0])}"
    if k == "choose" and a:
        return f"choose {a[0]}"
    return format_action(action, source)


def _ability_text(key: str) -> str:
    try:
        text = get_ability(key).text
    except KeyError:
        return key
    return text if len(text) <= 40 else text[:37] + "..."


def render_event(ev: dict[str, Any]) -> str:
    """One log event as one line: ``"T3 precombat_main  Alice  casts Lightning Bolt#45
    [601.2i]"`` (turn, step, player, what happened, CR rule)."""
    player = ev.get("player") or "-"
    text = str(ev.get("text", ""))
    if ev.get("player") and text.startswith(f"{player} "):
        text = text[len(player) + 1:]
    rule = f"  [{ev['rule']}]" if ev.get("rule") else ""
    return f"T{ev.get('turn')} {ev.get('step')}  {player}  {text}{rule}"


def combat_marks(view: PlayerView) -> dict[int, str]:
    """Object id -> what it is doing in combat: ``"attacking Bob"``, ``"blocking Goblin
    Guide#12"`` (CR 506.4: attacking and blocking creatures), for the board displays."""
    n = _Names(view)
    marks = {a: f"attacking {n.ref(d)}" for a, d in view.attackers().items()}
    for b, attackers in view.declared_blocks().items():
        marks[b] = "blocking " + ", ".join(n.obj(a) for a in attackers)
    for a in list(marks):
        if marks[a].startswith("attacking") and view.was_blocked(a):
            marks[a] += " (blocked)"  # CR 509.1h: also once its blockers are gone
    return marks


def _perm_line(view: PlayerView, oid: int, marks: dict[int, str] | None = None) -> str:
    i = view.info(oid)
    if i is None:
        return f"#{oid}"
    parts = [f"{i.name}#{oid}"]
    if i.is_creature():
        parts.append(f"{i.power}/{i.toughness}")
    if i.keywords:
        parts.append("(" + ", ".join(sorted(i.keywords)) + ")")
    flags = []
    if i.tapped:
        flags.append("tapped")
    if i.is_creature() and i.sick:
        flags.append("sick")
    if i.damage:
        flags.append(f"{i.damage} damage")
    flags.extend(f"{c}:{n}" for c, n in i.counters)
    if i.attached_to:
        flags.append(f"on #{i.attached_to}")
    if marks and oid in marks:
        flags.insert(0, marks[oid])
    if flags:
        parts.append("[" + ", ".join(flags) + "]")
    return " ".join(parts)


def board_lines(source: Game | PlayerView) -> list[str]:
    """The board as lines of text: turn and step, then per player life, library and hand
    sizes, graveyard and permanents, then the stack. Given a view, the viewer's hand is
    listed; given a game, hands are shown as sizes only."""
    view = source if isinstance(source, PlayerView) else PlayerView(source, -1)
    lines = [f"Turn {view.turn}, {view.step} (active: {view.name(view.active)})"
             if view.turn else "Opening hands (mulligans)"]
    for p in range(view.num_players):
        pool = view.mana_pool() if p == view.player else ()
        pool_txt = ""
        if any(pool):
            pool_txt = "  pool " + "".join(c * n for c, n in zip(_COLORS, pool, strict=False))
        lines.append(f"{view.name(p)}: life {view.life(p)}, library {view.library_size(p)}, "
                     f"hand {view.hand_size(p)}, graveyard {len(view.graveyard(p))}{pool_txt}")
        if p == view.player:
            hand = ", ".join(f"{view.card_name(h)}#{h}" for h in view.hand())
            lines.append(f"  hand: {hand or '-'}")
        perms = view.battlefield(p)
        lands = [x for x in perms if (view.info(x) or _NO).is_land()]
        others = [x for x in perms if x not in lands]
        if lands:
            untapped = sum(1 for x in lands if not (view.info(x) or _NO).tapped)
            names = sorted({view.card_name(x) for x in lands})
            lines.append(f"  lands: {len(lands)} ({untapped} untapped) {', '.join(names)}")
        marks = combat_marks(view)
        for x in others:
            lines.append("  " + _perm_line(view, x, marks))
    stack = view.stack()
    if stack:
        lines.append("Stack (top first):")
        for oid in reversed(stack):
            lines.append(f"  {view.card_name(oid)}#{oid}")
    return lines


def board_text(source: Game | PlayerView) -> str:
    """:func:`board_lines` joined by newlines."""
    return "\n".join(board_lines(source))


class _NoInfo:
    tapped = False

    @staticmethod
    def is_land() -> bool:
        return False


_NO: Any = _NoInfo()
