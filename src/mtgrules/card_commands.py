"""The ``mtgrules cards`` and ``mtgrules card`` commands: search the card database, show a card
with its status, and report coverage (how many cards of traditional play the engine plays).

``mtgrules cards`` alone lists the engine's hand-written card definitions (as before the card
database); with ``--name``, ``--set``, ``--type``, ``--text`` or ``--status`` it searches the
whole database; ``--coverage`` prints the coverage figures (``--json``: one JSON object).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import click

from mtgrules.carddb import CardRecord, Face, database
from mtgrules.cards.status import CardStatus, card_status, record_status
from mtgrules.errors import UnknownCardError, shown_oracle_line

__all__ = ["Coverage", "card", "cards", "coverage"]


@dataclass(frozen=True, slots=True)
class Coverage:
    """Cards of traditional play (no Alchemy, Un-/playtest cards, planes, schemes, vanguards,
    tokens) and how many of them the engine implements, in all and per set code.

    ``by_set`` maps a set code to ``(total, implemented)``; a card counts once in each set it
    was printed in, and cards without a known set count only in the totals.
    """

    total: int
    implemented: int
    by_set: dict[str, tuple[int, int]]

    def to_json(self) -> dict[str, Any]:
        """``{"total": N, "implemented": N, "by_set": {"AFR": {"total": N, "implemented": N},
        ...}}`` with sets in code order."""
        return {"total": self.total, "implemented": self.implemented,
                "by_set": {s: {"total": t, "implemented": i}
                           for s, (t, i) in sorted(self.by_set.items())}}


def coverage(cards: Iterable[CardRecord] | None = None) -> Coverage:
    """Coverage of ``cards`` (default: the whole database), counting traditional cards only."""
    total = implemented = 0
    by_set: dict[str, list[int]] = {}
    for c in database() if cards is None else cards:
        if not c.traditional:
            continue
        done = record_status(c).implemented
        total += 1
        implemented += done
        for s in c.sets:
            row = by_set.setdefault(s, [0, 0])
            row[0] += 1
            row[1] += done
    return Coverage(total, implemented, {s: (t, i) for s, (t, i) in by_set.items()})


def _status_word(status: CardStatus) -> str:
    return "implemented" if status.implemented else "not implemented"


def _marks(c: CardRecord) -> str:
    return "".join(f" [{f.value}]" for f in sorted(c.flags))


def _summary(c: CardRecord) -> str:
    cost = " // ".join(f.mana_cost or "" for f in c.faces).strip(" /")
    cost = f" {cost}" if cost else ""
    return f"{c.name}{cost} — {c.type_line}"


def _record_json(c: CardRecord, status: CardStatus) -> dict[str, Any]:
    return {
        "name": c.name, "layout": c.layout.value, "sets": list(c.sets), "rarity": c.rarity,
        "flags": sorted(f.value for f in c.flags),
        "color_identity": list(c.color_identity),
        "faces": [_face_json(f) for f in c.faces],
        "printings": [{"set": p.set_code, "number": p.number, "rarity": p.rarity}
                      for p in c.printings],
        "implemented": status.implemented,
        "unsupported": [{"face": u.face, "line": u.line, "reason": u.reason}
                        for u in status.unsupported],
    }


def _face_json(f: Face) -> dict[str, Any]:
    return {
        "name": f.name, "mana_cost": f.mana_cost, "type_line": f.type_line,
        "supertypes": list(f.supertypes), "types": list(f.types), "subtypes": list(f.subtypes),
        "oracle_text": f.oracle_text, "power": f.power, "toughness": f.toughness,
        "loyalty": f.loyalty, "colors": list(f.colors) if f.colors is not None else None,
        "color_indicator": list(f.color_indicator) if f.color_indicator is not None else None,
        "keywords": list(f.keywords), "text_source": f.text_source,
        "colors_source": f.colors_source, "wording_note": f.wording_note,
    }


def _print_coverage(cov: Coverage) -> None:
    from rich.console import Console
    from rich.table import Table

    def pct(i: int, t: int) -> str:
        return f"{100 * i / t:.1f}%" if t else "-"

    table = Table(title="Card coverage (traditional play)")
    table.add_column("set")
    table.add_column("implemented", justify="right")
    table.add_column("total", justify="right")
    table.add_column("%", justify="right")
    table.add_row("all", str(cov.implemented), str(cov.total), pct(cov.implemented, cov.total),
                  style="bold")
    shown = {s: v for s, v in cov.by_set.items() if v[1] or s == "AFR"}
    for s, (t, i) in sorted(shown.items(), key=lambda kv: (-kv[1][1], kv[0])):
        table.add_row(s, str(i), str(t), pct(i, t))
    console = Console(width=100)  # writes to sys.stdout as it is at print time
    console.print(table)
    rest = len(cov.by_set) - len(shown)
    if rest:
        console.print(f"{rest} other sets have no implemented card yet.")


def _list_definitions(oracle: bool) -> None:
    from mtgrules.cards.registry import card_names, get_card

    for name in card_names():
        d = get_card(name)
        cost = f" {d.mana_cost}" if d.mana_cost and not d.mana_cost.is_empty() else ""
        click.echo(f"{name}{cost} — {d.type_line}")
        if oracle and d.oracle:
            for line in d.oracle.splitlines():
                click.echo(f"    {line}")


@click.command()
@click.option("--name", help="Part of the card's (or a face's) name, any case.")
@click.option("--set", "set_code", help="A set code the card was printed in (e.g. AFR).")
@click.option("--type", "type_", help="Words of the type line (e.g. 'legendary creature').")
@click.option("--text", help="Part of the Oracle text, any case.")
@click.option("--status", type=click.Choice(["implemented", "unimplemented"]),
              help="Only cards the engine plays, or only those it can't yet.")
@click.option("--oracle", is_flag=True, help="Show the Oracle text of each card.")
@click.option("--coverage", "show_coverage", is_flag=True,
              help="Print how many cards of traditional play are implemented, per set.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option("--gaps", "show_gaps", type=int, is_flag=False, flag_value=40, default=None,
              help="The unsupported sentence shapes that would unlock the most cards "
                   "(default 40 rows).")
def cards(name: str | None, set_code: str | None, type_: str | None, text: str | None,
          status: str | None, oracle: bool, show_coverage: bool, as_json: bool,
          show_gaps: int | None) -> None:
    """Search the card database, or (with no option) list the engine's card definitions."""
    if show_gaps is not None:
        from mtgrules.oracle.gap_report import format_gaps, gaps

        gap_rows = gaps(show_gaps)
        if as_json:
            click.echo(json.dumps([{"shape": g.shape, "unlocks": g.unlocks, "cards": g.cards,
                                    "example": g.example} for g in gap_rows], ensure_ascii=False))
        else:
            click.echo(format_gaps(gap_rows))
        return
    if show_coverage:
        cov = coverage()
        if as_json:
            click.echo(json.dumps(cov.to_json(), sort_keys=False))
        else:
            _print_coverage(cov)
        return
    if not any((name, set_code, type_, text, status)):
        if as_json:
            status = "implemented"
        else:
            _list_definitions(oracle)
            return
    if set_code and set_code.upper() not in database().set_codes():
        raise click.BadParameter(f"no card of the database was printed in a set {set_code!r}",
                                 param_hint="'--set'")
    found = database().search(name=name, set_code=set_code, type_=type_, text=text)
    rows: list[tuple[CardRecord, CardStatus]] = []
    for c in found:
        st = record_status(c)
        if status is None or st.implemented == (status == "implemented"):
            rows.append((c, st))
    if as_json:
        click.echo(json.dumps([_record_json(c, st) for c, st in rows], ensure_ascii=False))
        return
    for c, st in rows:
        mark = "  [implemented]" if st.implemented else ""
        click.echo(f"{_summary(c)}{_marks(c)}{mark}")
        if oracle:
            for f in c.faces:
                for line in f.lines:
                    click.echo(f"    {line}")
    click.echo(f"{len(rows)} card{'s' if len(rows) != 1 else ''}")


def _echo_face(f: Face, many: bool) -> None:
    cost = f"  {f.mana_cost}" if f.mana_cost else ""
    if many:
        click.echo(f"{f.name}{cost}")
    elif cost:
        click.echo(f"Cost: {f.mana_cost}")
    click.echo(f.type_line or "(type line unknown)")
    if f.oracle_text is None:
        click.echo("(no Oracle text in the card data)")
    for line in f.lines:
        click.echo(line)
    if f.power is not None or f.toughness is not None:
        click.echo(f"{f.power}/{f.toughness}")
    if f.loyalty is not None:
        click.echo(f"Loyalty: {f.loyalty}")
    if f.color_indicator:
        click.echo(f"Color indicator: {''.join(f.color_indicator)}")
    if f.wording_note:
        click.echo(f"Note: {f.wording_note}")


@click.command()
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Print the card and its status as JSON.")
def card(name: str, as_json: bool) -> None:
    """Show a card of the database: Oracle text of every face, type line, cost, P/T, sets, and
    whether the engine plays it (for a card it can't, the lines not supported yet and why)."""
    try:
        rec = database().lookup_face(name)
    except UnknownCardError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)
    st = card_status(rec.name)
    if as_json:
        click.echo(json.dumps(_record_json(rec, st), ensure_ascii=False, indent=2))
        return
    many = len(rec.faces) > 1
    click.echo(f"{rec.name}" + (f"  ({rec.layout.value})" if rec.layout.value != "normal"
                                else "") + _marks(rec))
    if database().face_of(name) is not None:
        click.echo(f"Note: {name!r} names a face of {rec.name}")
    for i, f in enumerate(rec.faces):
        if i:
            click.echo("----")
        _echo_face(f, many)
    sets = ", ".join(rec.sets) if rec.sets else "(no set code known)"
    click.echo(f"Sets: {sets}")
    if rec.rarity:
        click.echo(f"Rarity: {rec.rarity}")
    click.echo(f"Status: {_status_word(st)}")
    for u in st.unsupported:
        where = f"{u.face}: " if many and u.face else ""
        line = shown_oracle_line(u.line) if u.line else ("(whole face)" if u.face else "(whole card)")
        click.echo(f"  {where}{line} — {u.reason}")
