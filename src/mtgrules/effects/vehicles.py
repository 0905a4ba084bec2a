"""The op of :class:`~mtgrules.model.vehicles.BecomesArtifactCreature` (CR 613.1d, 702.122a,
702.122d)."""

from __future__ import annotations

from mtgrules.effects.ops import apply_continuous
from mtgrules.log import log_event, name_of
from mtgrules.model import AddTypes, CardType, Duration
from mtgrules.model.effects import ApplyContinuous
from mtgrules.model.vehicles import BecomesArtifactCreature
from mtgrules.rules.triggers import emit
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_ARTIFACT_CREATURE = (AddTypes(frozenset({CardType.ARTIFACT, CardType.CREATURE})),)


def becomes_artifact_creature(s: GameState, f: Frame, e: BecomesArtifactCreature) -> bool:
    """The object becomes an artifact creature until end of turn (a layer-4 effect locked in
    as the ability resolves, CR 611.2c; a Vehicle then has its printed power and toughness,
    301.7b). For a crew ability, each such permanent "becomes crewed" (the ``crewed`` event,
    702.122d)."""
    apply_continuous(s, f, ApplyContinuous(e.what, _ARTIFACT_CREATURE, Duration.END_OF_TURN))
    ctrl = f.data["ctx"]["controller"]
    for oid in f.data["ctx"]["vars"].get("those", []):
        if s.objects[oid].zone != "battlefield":
            continue
        rule = "702.122a" if e.crew else "613.1d"
        log_event(s, "becomes_creature", rule, f"{name_of(s, oid)} becomes an artifact creature "
                  "until end of turn", ctrl, [oid])
        if e.crew:
            log_event(s, "crewed", "702.122d", f"{name_of(s, oid)} becomes crewed", ctrl, [oid])
            emit(s, {"type": "crewed", "obj": oid, "player": ctrl})
    return True
