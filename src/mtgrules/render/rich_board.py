"""A rich renderable of the board as one player sees it (used by the human agent)."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from mtgrules.agents.view import PlayerView
from mtgrules.render.text import combat_marks


def _perm_row(view: PlayerView, oid: int,
              marks: dict[int, str] | None = None) -> tuple[str, str, str]:
    i = view.info(oid)
    if i is None:
        return (f"#{oid}", "", "")
    pt = f"{i.power}/{i.toughness}" if i.is_creature() else ""
    notes = []
    if marks and oid in marks:
        verb, _, rest = marks[oid].partition(" ")
        notes.append(f"{verb.upper()} {rest}")  # ATTACKING Bob / BLOCKING Goblin Guide#12
    if i.tapped:
        notes.append("tapped")
    if i.is_creature() and i.sick:
        notes.append("sick")
    if i.damage:
        notes.append(f"{i.damage} dmg")
    notes.extend(sorted(i.keywords))
    notes.extend(f"{c}:{n}" for c, n in i.counters)
    return (f"{i.name}#{oid}", pt, ", ".join(notes))


def board_renderable(view: PlayerView) -> RenderableType:
    """Panels for each player (life, library, hand, graveyard, permanents), the viewer's hand
    and the stack."""
    parts: list[RenderableType] = [
        Text(f"Turn {view.turn} - {view.step} - active: {view.name(view.active)}"
             if view.turn else "Opening hands (mulligans)", style="bold")]
    order = [p for p in range(view.num_players) if p != view.player] + [view.player]
    for p in order:
        table = Table(show_header=False, box=None, expand=False)
        table.add_column("card")
        table.add_column("p/t", justify="right")
        table.add_column("notes", style="dim")
        marks = combat_marks(view)
        for oid in view.battlefield(p):
            table.add_row(*_perm_row(view, oid, marks))
        title = (f"{view.name(p)}  life {view.life(p)}  library {view.library_size(p)}  "
                 f"hand {view.hand_size(p)}  graveyard {len(view.graveyard(p))}")
        style = "green" if p == view.player else "red"
        parts.append(Panel(table, title=title, border_style=style))
    hand = ", ".join(f"{view.card_name(h)}#{h}" for h in view.hand())
    parts.append(Text(f"Your hand: {hand or '-'}"))
    stack = view.stack()
    if stack:
        parts.append(Text("Stack (top first): " + ", ".join(
            f"{view.card_name(o)}#{o}" for o in reversed(stack)), style="yellow"))
    return Group(*parts)
