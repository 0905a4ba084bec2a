"""A keyword of the controller's choice until end of turn
(:class:`~mtgrules.model.walker_abilities.GainChoiceOfKeyword`)."""

from __future__ import annotations

from mtgrules.effects.ops import apply_continuous
from mtgrules.effects.refs import objects
from mtgrules.engine import ask, take_answer
from mtgrules.keywords import keyword
from mtgrules.model.base import Duration, KeywordName
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.effects import ApplyContinuous
from mtgrules.model.walker_abilities import GainChoiceOfKeyword
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def gain_choice_of_keyword(s: GameState, f: Frame, e: GainChoiceOfKeyword) -> bool:
    """Ask the controller which keyword (CR 608.2d), then the objects gain it until end of
    turn (613.1f)."""
    if not objects(s, f, e.what):
        return True  # "up to one" target, none chosen: nothing gains anything
    ans = take_answer(f)
    if ans is None:
        pid = int(f.data["ctx"]["controller"])
        ask(s, pid, CHOOSE, [Action("choose", (k.value,)) for k in e.keywords],
            "Choose the ability to gain until end of turn")
        return False
    kw = KeywordName(str(ans.args[0]))
    return apply_continuous(s, f, ApplyContinuous(e.what, (AddAbilities((keyword(kw.value),)),),
                                                  Duration.END_OF_TURN))
