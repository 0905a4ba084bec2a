"""The op of :class:`~mtgrules.model.opponent_choice.ReturnOpponentsChoice` (CR 400.7,
608.2d)."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.refs import set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.opponent_choice import ReturnOpponentsChoice
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player


def return_opponents_choice(s: GameState, f: Frame, e: ReturnOpponentsChoice) -> bool:
    """The controller chooses an opponent if they have several; that opponent chooses a
    matching card in the controller's graveyard, which returns to its owner's hand (a new
    object, CR 400.7). True when done, False when a decision is pending."""
    ctx = f.data["ctx"]
    ctrl, src = int(ctx["controller"]), ctx["source"]
    v: dict[str, Any] = ctx["vars"]
    cands = [oid for oid in s.players[ctrl].graveyard
             if matches(s, oid, characteristics(s, oid), e.filter, ctrl, src)]
    opponents = [p.index for p in s.players if p.index != ctrl and not p.lost]
    if not cands or not opponents:
        v.pop("opponents_choice", None)
        set_those(f, [])
        return True
    ans = take_answer(f)
    if "opponents_choice" not in v:
        picked = ref_player(int(ans.args[0])) if ans is not None else \
            opponents[0] if len(opponents) == 1 else None
        if picked is None:
            ask(s, ctrl, CHOOSE, [Action("choose_card", (player_ref(p),)) for p in opponents],
                f"{s.players[ctrl].name}: choose the opponent who chooses a card")
            return False
        v["opponents_choice"] = picked
        ans = None
    chooser = int(v["opponents_choice"])
    if ans is None:
        if len(cands) > 1:
            ask(s, chooser, CHOOSE, [Action("choose_card", (oid,)) for oid in cands],
                f"{s.players[chooser].name}: choose a card for {s.players[ctrl].name} "
                "to return to their hand")
            return False
        card = cands[0]
    else:
        card = int(ans.args[0])
    del v["opponents_choice"]
    log_event(s, "chooses", "608.2d", f"{s.players[chooser].name} chooses "
              f"{name_of(s, card)}", chooser, [card])
    new = move(s, card, "hand")
    log_event(s, "return", "400.7", f"{name_of(s, new)} is returned to its owner's hand",
              ctrl, [new])
    set_those(f, [new])
    return True
