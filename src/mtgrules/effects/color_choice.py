"""The op of :class:`~mtgrules.model.color_choice.GainProtectionFromChosenColor` and the
shared "Protection from [color]" abilities it grants (CR 702.16a, 608.2d)."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import COLOR_NAMES, NAME_TO_TYPE
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.base import Color, Duration
from mtgrules.model.codec import to_data
from mtgrules.model.color_choice import GainProtectionFromChosenColor
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.prevention import ProtectionFrom
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

PROTECTION: dict[Color, StaticAbility] = {
    c: StaticAbility(f"protection:{c.value}", f"Protection from {COLOR_NAMES[c.value]}",
                     rules=(ProtectionFrom(colors=frozenset({c})),))
    for c in Color
}
"""The shared "Protection from [color]" static ability of each color (CR 702.16a), which a
resolving effect grants (registered by :mod:`mtgrules.wiring`)."""


def protection_abilities() -> tuple[StaticAbility, ...]:
    """The abilities of :data:`PROTECTION`, for the ability registry."""
    return tuple(PROTECTION.values())


def gain_protection_from_chosen_color(s: GameState, f: Frame,
                                      e: GainProtectionFromChosenColor) -> bool:
    """The controller chooses a color (CR 608.2d); each object named still on the
    battlefield gains protection from it until end of turn (702.16a, 611.2a). True when
    done, False when the choice is pending."""
    ctx = f.data["ctx"]
    ctrl, src = int(ctx["controller"]), ctx["source"]
    ans = take_answer(f)
    if ans is None:
        ask(s, ctrl, CHOOSE, [Action("choose", (COLOR_NAMES[c.value],)) for c in Color],
            f"{s.players[ctrl].name}: choose a color (protection from it until end of turn)",
            source=src)
        return False
    color = Color(NAME_TO_TYPE[str(ans.args[0])])
    ids = [r for r in objects(s, f, e.what) if s.objects[r].zone == "battlefield"]
    log_event(s, "chooses_color", "608.2d", f"{s.players[ctrl].name} chooses "
              f"{COLOR_NAMES[color.value]}", ctrl, ids)
    if ids:
        add_effect(s, ids, [to_data(AddAbilities((PROTECTION[color],)))],
                   Duration.END_OF_TURN, ctrl, src)
        for r in ids:
            log_event(s, "gains_protection", "702.16a", f"{name_of(s, r)} gains protection "
                      f"from {COLOR_NAMES[color.value]} until end of turn", ctrl, [r])
    set_those(f, ids)
    return True
