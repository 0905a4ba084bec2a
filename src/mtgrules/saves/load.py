"""Loading a save: parse with bounds, check the schema and consistency, rebuild the
:class:`GameState`, then recompute the pending decision from the state and refuse the save
unless it is the saved one (a save never supplies the legal options: DESIGN non-negotiable 2).
"""

from __future__ import annotations

import json
from typing import Any

from mtgrules.engine import HANDLERS
from mtgrules.errors import MtgRulesError, SaveError
from mtgrules.saves.choices import check_objects
from mtgrules.saves.integrity import check_consistency
from mtgrules.saves.schema import check_state
from mtgrules.state.decision import Decision
from mtgrules.state.game_state import GameState

SAVE_FORMAT = 1
MAX_SAVE_CHARS = 256 * 1024 * 1024
"""Largest save text accepted (characters)."""


def _refuse_constant(name: str) -> Any:
    raise SaveError("", f"{name} is not a JSON number a save can hold")


def parse(text: Any) -> dict[str, Any]:
    """Parse save text into its top-level object, checking its format marker.

    Raises SaveError for non-text, oversized, non-JSON or non-save input.
    """
    if isinstance(text, bytes | bytearray):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise SaveError("", f"a save is UTF-8 JSON text: {e}") from None
    if not isinstance(text, str):
        raise SaveError("", f"a save is JSON text, got {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError("", f"a save of {len(text)} characters is larger than "
                        f"{MAX_SAVE_CHARS}")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except SaveError:
        raise
    except (ValueError, RecursionError) as e:  # JSONDecodeError, too many digits
        raise SaveError("", f"not a mtgrules save (invalid JSON: {e})") from None
    if type(data) is not dict:
        raise SaveError("", f"not a mtgrules save: expected an object with 'format' and "
                        f"'state', got {type(data).__name__}")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError("format", f"unsupported save format {data.get('format')!r} "
                        f"(this version reads format {SAVE_FORMAT})")
    extra = sorted(set(data) - {"format", "state"})
    if extra:
        raise SaveError("", f"unknown field {extra[0]!r}")
    if "state" not in data:
        raise SaveError("", "missing field 'state'")
    return data


def load_state(text: Any) -> GameState:
    """A :class:`GameState` rebuilt from save text (``Game.to_json`` output), after checking
    it (schema, consistency) and recomputing its pending decision.

    Raises SaveError naming the JSON path of the first problem; nothing else on bad input.
    """
    data = parse(text)
    d = data["state"]
    check_state(d)
    check_consistency(d)
    check_objects(d)
    if d["pending"] is not None:
        try:
            Decision.from_data(d["pending"])
        except (MtgRulesError, ValueError, TypeError, KeyError) as e:
            raise SaveError("state.pending", f"not a decision: {e}") from None
    try:
        s = GameState.from_data(d)
    except (MtgRulesError, ValueError, TypeError, KeyError) as e:
        raise SaveError("state", f"can't be rebuilt: {type(e).__name__}: {e}") from None
    check_pending(s)
    return s


def check_pending(s: GameState, path: str = "state.pending") -> None:
    """Recompute the pending decision of ``s`` from the rest of the state (on a copy: the
    top frame's handler runs once more without an answer and must ask again, leaving the work
    stack as it was, so the answer goes to the frame that asked) and refuse the state unless
    the result is the saved decision (same player, kind, options, prompt, context).

    Raises SaveError.
    """
    saved = s.pending
    if saved is None:
        return
    c = s.copy()
    c.pending = None
    top = f"state.frames[{len(s.frames) - 1}]"
    try:
        HANDLERS[c.frames[-1].kind](c, c.frames[-1])
    except MtgRulesError as e:
        raise SaveError(top, f"the pending decision can't be recomputed from the state: "
                        f"{e}") from None
    except Exception as e:  # a state the schema accepts but the rules can't continue
        raise SaveError(top, "the pending decision can't be recomputed from the state "
                        f"({type(e).__name__}: {e})") from None
    again = c.pending
    if again is None or len(c.frames) != len(s.frames) or c.over:
        raise SaveError(top, f"the top frame ({s.frames[-1].kind!r}) does not ask the pending "
                        "decision")
    got, want = _norm(saved.to_data()), _norm(again.to_data())
    for k in ("player", "kind", "options", "prompt", "context"):
        if got[k] != want[k]:
            raise SaveError(f"{path}.{k}", f"{_brief(got[k])} is not what the state gives: "
                            f"{_brief(want[k])}")


def _norm(v: Any) -> Any:
    """JSON-normal form (tuples as lists), as a save holds it."""
    return json.loads(json.dumps(v))


def _brief(v: Any) -> str:
    t = json.dumps(v)
    return t if len(t) <= 120 else t[:117] + "..."
