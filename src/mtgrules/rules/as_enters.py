"""The choice made as a permanent enters (CR 614.12a, :class:`~mtgrules.model.as_enters.
AsEntersChoose`): the ``as_enters_choose`` frame, pushed by
:func:`mtgrules.rules.counters.apply_etb_replacements` while the permanent is put onto the
battlefield, asks its controller before anything else happens; the answer is kept in the
permanent's ``chosen["as_enters"]``, which its modes' abilities read
(:class:`~mtgrules.model.as_enters.ModeChosen`)."""

from __future__ import annotations

from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@handler("as_enters_choose")
def as_enters_choose_frame(s: GameState, f: Frame) -> None:
    """Ask the controller to choose one of the options (CR 614.12a), then record it."""
    d = f.data
    o = s.objects.get(d["obj"])
    if o is None or o.zone != "battlefield":
        pop(s, f)
        return
    ans = take_answer(f)
    if ans is None:
        ask(s, d["player"], CHOOSE, [Action("choose", (w,)) for w in d["options"]],
            f"As {name_of(s, o.id)} enters, choose {' or '.join(d['options'])}")
        return
    pop(s, f)
    word = str(ans.args[0])
    o.chosen["as_enters"] = word
    s.touch()
    log_event(s, "as_enters_choice", "614.12a", f"{s.players[d['player']].name} chooses "
              f"{word} for {name_of(s, o.id)}", d["player"], [o.id])
