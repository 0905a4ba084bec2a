"""The game log: structured events citing the rule behind each (DESIGN: decisions and log).

Each event is a dict ``{"turn", "step", "event", "player", "objects", "rule", "text"}``;
``objects`` lists ``[id, name]`` pairs. The log is deterministic: same seed and actions give a
byte-identical log (DESIGN non-negotiable 4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.state.game_state import GameState

NameReader = Callable[[str], tuple[str, bool]]
"""How an object made from a definition key is shown: ``(name, numbered)``; ``numbered``
False for what is not an object in the CR's terms (a designation, CR 724), shown without
``#id``."""

_name_reader: NameReader | None = None
_SHOWN: dict[str, tuple[str, bool]] = {}


def install_name_reader(reader: NameReader) -> None:
    """Install how :func:`name_of` shows an object's definition key (the composition root
    installs the card registry's: a token's name, CR 111.4; the monarch designation, 724)."""
    global _name_reader
    _name_reader = reader
    _SHOWN.clear()


def log_event(s: GameState, event: str, rule: str, text: str, player: int | None = None,
              objects: tuple[int, ...] | list[int] = (), **extra: Any) -> None:
    """Append an event to the log.

    Args:
        event: short event name (``"cast"``, ``"damage"``, ``"sacrifice"``...).
        rule: the CR rule number behind it (``"704.5a"``).
        text: human-readable sentence.
        player: index of the player it concerns, if any.
        objects: ids of the objects involved (names are recorded beside them).
        extra: more JSON-compatible details (amounts, zones...).
    """
    ev: dict[str, Any] = {
        "turn": s.turn,
        "step": s.step,
        "event": event,
        "player": s.players[player].name if player is not None else None,
        "objects": [[oid, _public_card(s, oid)] for oid in objects],
        "rule": rule,
        "text": text,
    }
    if extra:
        ev.update(extra)
    s.log.append(ev)


FACE_DOWN_NAME = "face-down creature"
"""How the log names a face-down spell or permanent (CR 708.2a: it has no name)."""
FACE_DOWN_CARD_NAME = "face-down card"
"""How the log names a card exiled face down (CR 406.3: no player may examine it)."""


def _public_card(s: GameState, oid: int) -> str:
    o = s.objects.get(oid)
    if o is None:
        return "?"
    if o.face_down:
        return FACE_DOWN_CARD_NAME if o.zone == "exile" else FACE_DOWN_NAME
    return o.card


def name_of(s: GameState, oid: int) -> str:
    """Display name of an object, e.g. ``"Grizzly Bears#12"``, ``"Goblin Token#13"`` (a
    token's name, CR 111.4), ``"the monarch designation"`` (CR 724; its ability on the stack:
    ``"the monarch designation's ability"``)."""
    o = s.objects.get(oid)
    if o is None:
        return f"#{oid}"
    if o.face_down:  # only its controller may look at it (CR 708.5, 406.3)
        return f"{FACE_DOWN_CARD_NAME if o.zone == 'exile' else FACE_DOWN_NAME}#{oid}"
    card = o.card
    if "|" in card:  # a face key "<card>|<face>" shows the face's name (mtgrules.cards.faces)
        return f"{card.rpartition('|')[2]}#{oid}"
    shown = _SHOWN.get(card)
    if shown is None:
        shown = _name_reader(card) if _name_reader is not None else (card, True)
        _SHOWN[card] = shown
    if shown[1]:
        return f"{shown[0]}#{oid}"
    return f"{shown[0]}'s ability" if o.kind == "ability" else shown[0]
