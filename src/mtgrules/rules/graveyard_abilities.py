"""Which triggered abilities function in their card's graveyard (CR 113.6k): an ability whose
effect moves the object it's on out of the graveyard ("return this card from your graveyard
to the battlefield", "... to your hand") functions only there, so it triggers from its owner's
graveyard (:mod:`mtgrules.rules.graveyard_triggers`) and never from the battlefield."""

from __future__ import annotations

from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.as_enters import LeavesBattlefield
from mtgrules.model.base import Zone
from mtgrules.model.effects import May, MoveTo
from mtgrules.model.if_you_do import IfYouDo
from mtgrules.model.refs import ThisObject
from mtgrules.model.triggers import Dies, EitherEvent

_MEMO: dict[int, tuple[TriggeredAbility, bool]] = {}


def _moves_itself_out(effects: tuple[object, ...]) -> bool:
    for e in effects:
        if isinstance(e, MoveTo) and e.what == ThisObject() and e.from_zone == Zone.GRAVEYARD:
            return True
        if isinstance(e, May | IfYouDo) and _moves_itself_out(e.effects):
            return True  # "you may return ~ ...", "[pay]. If you do, return ~ ..."
    return False


def _puts_it_there(e: object) -> bool:
    """Whether trigger event ``e`` puts the object into the graveyard ("When ~ dies, return it
    ..."): then the ability functions on the battlefield (CR 113.6k's exception)."""
    if isinstance(e, EitherEvent):
        return _puts_it_there(e.first) or _puts_it_there(e.second)
    return isinstance(e, Dies | LeavesBattlefield)


def functions_in_graveyard(a: TriggeredAbility) -> bool:
    """Whether triggered ability ``a`` functions only in its card's graveyard (CR 113.6k):
    its effect (or the effect of its "you may") moves the card itself out of the
    graveyard."""
    got = _MEMO.get(id(a))
    if got is not None and got[0] is a:
        return got[1]
    out = _moves_itself_out(a.effect) and not _puts_it_there(a.event)
    _MEMO[id(a)] = (a, out)
    return out
