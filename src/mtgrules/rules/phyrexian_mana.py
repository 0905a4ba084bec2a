"""Paying Phyrexian mana symbols (CR 107.4f, 601.2b, 602.2b, 119.4).

Each Phyrexian mana symbol (``{B/P}``; hybrid Phyrexian ``{G/U/P}``) in a cost is paid either
with one mana of its color (either color for a hybrid one) or with 2 life. Its player announces
the choice for each symbol while the cost is being paid (601.2b): one ``phyrexian`` decision
per symbol, in printed order, with the options ``choose mana`` and ``choose life`` among those
that keep the whole payment completable (a player can pay life only if their life total is at
least the payment, 119.4, counting every life payment of the cost). A choice with one possible
answer is not asked. The life is paid with the rest of the cost (601.2h, 602.2h), by the
``pay`` frame, whose data carries it as ``phyrexian_life``.

The frame that announces keeps its progress in its own data (saved with the game): the cost
list under the key it passes (each decided symbol becomes its mana symbol or is removed) and
the life chosen so far under ``phyrexian_life``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import product

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event
from mtgrules.mana import PHYREXIAN_LIFE, ManaCost, is_phyrexian, phyrexian_as_mana
from mtgrules.state.decision import PHYREXIAN, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

MANA = "mana"
"""The answer that pays a Phyrexian symbol with mana of its color."""
LIFE = "life"
"""The answer that pays a Phyrexian symbol with 2 life."""

Payable = Callable[[ManaCost, int], bool]
"""Whether the rest of a payment completes with this mana cost (no Phyrexian symbol) and this
much Phyrexian life in all."""


@lru_cache(maxsize=4096)
def phyrexian_ways(cost: ManaCost) -> tuple[tuple[ManaCost, int], ...]:
    """The distinct ways to pay ``cost``'s Phyrexian symbols (CR 107.4f): (the cost with each
    symbol paid with mana as its mana symbol and each paid with life removed, the life),
    fewest life first; ``((cost, 0),)`` for a cost without one."""
    idx = [i for i, x in enumerate(cost.symbols) if is_phyrexian(x)]
    if not idx:
        return ((cost, 0),)
    out: dict[tuple[tuple[str, ...], int], None] = {}
    for pick in product((False, True), repeat=len(idx)):
        life = dict(zip(idx, pick, strict=True))
        syms = tuple(phyrexian_as_mana(x) if i in life and not life[i] else x
                     for i, x in enumerate(cost.symbols) if not life.get(i, False))
        out[(syms, PHYREXIAN_LIFE * sum(pick))] = None
    return tuple(sorted(((ManaCost(m), n) for m, n in out), key=lambda w: w[1]))


def payable_somehow(cost: ManaCost, life: int, payable: Payable) -> bool:
    """Whether some way of paying ``cost``'s Phyrexian symbols completes the payment with at
    most ``life`` life for them (CR 119.4)."""
    return any(n <= life and payable(m, n) for m, n in phyrexian_ways(cost))


def announce_phyrexian(s: GameState, f: Frame, pid: int, key: str, life: int,
                       payable: Payable, what: str) -> bool:
    """Have ``pid`` choose mana or life for each Phyrexian symbol of the cost in
    ``f.data[key]`` (symbols), first to last (CR 601.2b, 602.2b). ``life``: the most life the
    Phyrexian symbols may take (the player's life total less the cost's other life payments,
    CR 119.4); ``payable``: whether a choice keeps the payment completable; ``what`` names what
    is paid for (in the prompt). Returns True once every symbol is decided (``f.data[key]`` then
    has none left and ``f.data["phyrexian_life"]`` is the life to pay); False while a
    ``phyrexian`` decision is pending."""
    d = f.data
    while True:
        syms = list(d[key])
        i = next((k for k, x in enumerate(syms) if is_phyrexian(x)), None)
        if i is None:
            return True
        done = int(d.get("phyrexian_life", 0))
        sym = syms[i]
        as_mana = [*syms[:i], phyrexian_as_mana(sym), *syms[i + 1:]]
        as_life = syms[:i] + syms[i + 1:]
        options = [o for o, rest, spent in ((MANA, as_mana, done),
                                            (LIFE, as_life, done + PHYREXIAN_LIFE))
                   if _completes(ManaCost(tuple(rest)), life, spent, payable)]
        if not options:  # not reached: the cost was payable when the payment began
            options.append(MANA)
        if len(options) > 1:
            ans = take_answer(f)
            if ans is None or ans.args[0] not in options:
                ask(s, pid, PHYREXIAN, [Action("choose", (o,)) for o in options],
                    f"{s.players[pid].name}: pay {{{sym}}} of {what} with "
                    f"{{{phyrexian_as_mana(sym)}}} or {PHYREXIAN_LIFE} life",
                    symbol=f"{{{sym}}}", cost=str(ManaCost(tuple(syms))))
                return False
            choice = str(ans.args[0])
        else:
            choice = options[0]
        if choice == LIFE:
            d[key] = as_life
            d["phyrexian_life"] = done + PHYREXIAN_LIFE
        else:
            d[key] = as_mana
        log_event(s, "phyrexian", "107.4f", f"{s.players[pid].name} will pay {{{sym}}} with "
                  + (f"{PHYREXIAN_LIFE} life" if choice == LIFE else
                     f"{{{phyrexian_as_mana(sym)}}}"), pid)


def _completes(rest: ManaCost, life: int, spent: int, payable: Payable) -> bool:
    """Whether the payment completes with the Phyrexian symbols left in ``rest`` decided some
    way, ``spent`` life being chosen already, within ``life`` (CR 119.4)."""
    return spent <= life and payable_somehow(rest, life - spent,
                                             lambda m, n: payable(m, spent + n))
