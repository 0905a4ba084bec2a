"""Keywords that let other things pay part of a spell's total cost (CR 601.2h): convoke
(702.51), improvise (702.126) and delve (702.66).

None of them changes the total cost (702.51b, 702.126b, 702.66b: they apply after it is
determined); they let the player pay some of its mana symbols another way while paying it:

- convoke: tap an untapped creature you control for one generic mana or one mana symbol of
  one of the creature's colors (702.51a);
- improvise: tap an untapped artifact you control for one generic mana (702.126a);
- delve: exile a card from your graveyard for one generic mana (702.66a).

Planning: each such permanent or card is a pseudo mana :class:`~mtgrules.rules.mana_options.
Source` for the payment planner (one activation, one outcome per symbol it could pay: a color
for convoke, colorless for "one generic mana"), so "can this spell be cast?" is one plan over
the mana abilities and these helpers, and a creature with a mana ability is either tapped for
mana or for convoke, never both (one slot per permanent). The helpers are looked up only for a
card whose definition has one of these keywords (:func:`payment_keywords`, computed once per
definition), and only when its mana cost can't be paid with mana alone.

Paying: before the ``pay`` frame, the cast frame calls :func:`pay_with_helpers`, which asks one
``choose`` decision at a time (a helper to tap or exile, or ``done``), offering only helpers
whose use keeps the rest payable and ``done`` only when mana alone can pay the rest; each
helper pays the symbol of its kind that keeps the rest payable (a colored symbol of its color
first). Then the rest is paid with mana.

A colorless helper is planned as one colorless mana, which could pay a {C} symbol: costs with
{C} symbols get no helpers (none of these keywords' cards has one).
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import COLORS, TYPE_INDEX, ManaCost
from mtgrules.model.abilities import Keyword
from mtgrules.model.base import KeywordName
from mtgrules.rules.actions import tap
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.mana_options import Outcome, Source
from mtgrules.rules.mana_planner import mana_sources, plan
from mtgrules.rules.mana_spending import payable_cost
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

HELPER_KEYWORDS = (KeywordName.CONVOKE, KeywordName.IMPROVISE, KeywordName.DELVE)
"""The keywords of this module, in the order their helpers are listed."""

_RULE = {KeywordName.CONVOKE: "702.51a", KeywordName.IMPROVISE: "702.126a",
         KeywordName.DELVE: "702.66a"}


def payment_keywords(card: CardDef) -> frozenset[KeywordName]:
    """Which of convoke, improvise and delve ``card`` has (computed once per definition)."""
    got = _KWS.get(id(card))
    if got is None or got[0] is not card:
        kws = frozenset(a.name for a in card.abilities
                        if isinstance(a, Keyword) and a.name in HELPER_KEYWORDS)
        got = (card, kws)
        _KWS[id(card)] = got
    return got[1]


_KWS: dict[int, tuple[CardDef, frozenset[KeywordName]]] = {}


def _outcome(t: str) -> Outcome:
    counts = [0] * 6
    counts[TYPE_INDEX[t]] = 1
    return Outcome((counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]), None)


_COLORLESS = _outcome("C")
_COLOR_OUTCOMES = {c: _outcome(c) for c in COLORS}


def helpers(s: GameState, player: int, kws: frozenset[KeywordName]) -> list[Source]:
    """The pseudo mana sources ``player``'s helpers give (see the module docstring): one per
    untapped creature (convoke) or artifact (improvise) they control and per card in their
    graveyard (delve). Key: the keyword's name. Cached until the next ``state.touch()``."""
    key = ("cost_helpers", player, kws)
    got = s.cache.get(key)
    if got is not None:
        return list(got)
    out: list[Source] = []
    if KeywordName.CONVOKE in kws or KeywordName.IMPROVISE in kws:
        chars = compute_battlefield(s)
        for oid in s.battlefield:
            c = chars[oid]
            if c.controller != player or s.objects[oid].tapped:
                continue
            outs: list[Outcome] = []
            kw = KeywordName.CONVOKE
            if KeywordName.CONVOKE in kws and "Creature" in c.types:
                outs = [_COLOR_OUTCOMES[x] for x in COLORS if x in c.colors] or [_COLORLESS]
            if KeywordName.IMPROVISE in kws and "Artifact" in c.types:
                if not outs:
                    kw = KeywordName.IMPROVISE
                if _COLORLESS not in outs:
                    outs.append(_COLORLESS)
            if outs:
                out.append(Source(oid, kw.value, tuple(outs), amount=1))
    if KeywordName.DELVE in kws:
        out.extend(Source(x, KeywordName.DELVE.value, (_COLORLESS,), amount=1)
                   for x in s.players[player].graveyard)
    s.cache[key] = tuple(out)
    return out


def can_pay_with_helpers(s: GameState, player: int, card: CardDef, cost: ManaCost) -> bool:
    """Whether ``player`` could pay ``cost`` (no X) with their mana and the helpers of
    ``card``'s keywords (CR 601.2h, 702.51a, 702.126a, 702.66a)."""
    kws = payment_keywords(card)
    if not kws or "C" in cost.symbols:
        return False
    cost = payable_cost(s, player, cost)
    key = ("helper_plan", player, cost, kws, tuple(s.players[player].mana))
    got = s.cache.get(key)
    if got is None:
        got = _feasible(s, player, cost, helpers(s, player, kws))
        s.cache[key] = got
    return bool(got)


def _feasible(s: GameState, player: int, cost: ManaCost, extra: list[Source],
              without: int | None = None) -> bool:
    p = s.players[player]
    sources = [x for x in mana_sources(s, player) + extra if x.obj != without
               and x.spend_only is None]  # (restricted mana is not planned with helpers)
    return plan(p.mana, cost, sources, p.life) is not None


def _minus(cost: ManaCost, sym: str) -> ManaCost | None:
    """``cost`` with one mana it contains paid by one mana of type ``sym`` ("1": generic)."""
    syms = list(cost.symbols)
    if sym == "1":
        for i, x in enumerate(syms):
            if x.isdigit() and int(x) > 0:
                n = int(x) - 1
                return ManaCost(tuple(syms[:i] + ([str(n)] if n else []) + syms[i + 1:]))
        return None
    for i, x in enumerate(syms):  # the color's own symbol first, then a hybrid one with it
        if x == sym:
            return ManaCost(tuple(syms[:i] + syms[i + 1:]))
    for i, x in enumerate(syms):
        if sym in x.split("/"):
            return ManaCost(tuple(syms[:i] + syms[i + 1:]))
    return None


def _payments(src: Source) -> list[str]:
    """The symbols a helper may pay, most specific first: its colors, then generic."""
    colors = [t for t in COLORS if any(o.mana[TYPE_INDEX[t]] for o in src.outcomes)]
    return [*colors, "1"] if src.key == KeywordName.CONVOKE.value else ["1"]


def pay_with_helpers(s: GameState, f: Frame, pid: int, oid: int, card: CardDef,
                     cost: ManaCost) -> ManaCost | None:
    """Let ``pid`` pay part of spell ``oid``'s total ``cost`` with the helpers of its
    keywords, one ``choose`` decision per helper (``choose_card`` with the creature,
    artifact or card, or ``done``). Returns the rest of the cost, to be paid with mana, or
    None while a question is pending. Frame data: ``helper_cost`` (the rest so far)."""
    d = f.data
    kws = payment_keywords(card)
    if not kws or "C" in cost.symbols:
        return cost
    rest = ManaCost(tuple(d.get("helper_cost", cost.symbols)))
    while rest.symbols and not d.get("helpers_done"):
        payable = payable_cost(s, pid, rest)
        srcs = helpers(s, pid, kws)
        p = s.players[pid]
        options: dict[int, tuple[Source, ManaCost]] = {}
        for src in srcs:
            for sym in _payments(src):
                nxt = _minus(rest, sym)
                if nxt is not None and _feasible(s, pid, payable_cost(s, pid, nxt), srcs,
                                                 without=src.obj):
                    options[src.obj] = (src, nxt)
                    break
        alone = plan(p.mana, payable, [x for x in mana_sources(s, pid) if x.spend_only is None],
                     p.life) is not None
        if not options:
            break
        ans = take_answer(f)
        if ans is None:
            opts = [Action("choose_card", (x,)) for x in options]
            if alone:
                opts.append(Action("done"))
            ask(s, pid, CHOOSE, opts, f"Tap or exile something to help pay for {card.name} "
                f"({rest} left), or done")
            return None
        if ans.kind == "done":
            d["helpers_done"] = True
            break
        src, nxt = options[int(ans.args[0])]
        _use(s, pid, oid, src)
        rest = nxt
        d["helper_cost"] = list(rest.symbols)
    return rest


def _use(s: GameState, pid: int, spell: int, src: Source) -> None:
    kw = KeywordName(src.key)
    who = s.players[pid].name
    if kw is KeywordName.DELVE:
        new = move(s, src.obj, "exile")
        log_event(s, "delve", _RULE[kw], f"{who} exiles {name_of(s, new)} from their "
                  f"graveyard to pay for {name_of(s, spell)} (delve)", pid, [new, spell])
        return
    tap(s, src.obj)
    log_event(s, kw.value, _RULE[kw], f"{who} taps {name_of(s, src.obj)} to pay for "
              f"{name_of(s, spell)} ({kw.value})", pid, [src.obj, spell])
