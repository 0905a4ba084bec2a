"""Static replacement lines on cards going to a graveyard (CR 614.1a), read into
:mod:`mtgrules.model.graveyard_replacement`:

- ``"If [a card | a card or token | an instant or sorcery card] would be put into [a | your |
  an opponent's] graveyard from anywhere, exile it instead."`` (Rest in Peace, Leyline of the
  Void, Dryad Militant): :class:`~mtgrules.model.ExileInsteadOfGraveyard`;
- Anafenza, the Foremost's ``"If a nontoken creature an opponent owns would die or a creature
  card not on the battlefield would be put into an opponent's graveyard, exile that card
  instead."`` (the same node, :attr:`~mtgrules.model.GraveyardCards.CREATURE`);
- ``"If a spell or ability an opponent controls causes you to discard this card, put it onto
  the battlefield instead of putting it into your graveyard."`` (Loxodon Smiter):
  :class:`~mtgrules.model.DiscardedByOpponentEnters`.
"""

from __future__ import annotations

import re

from mtgrules.model import StaticAbility, ThisObject
from mtgrules.model.base import Ability, Whose
from mtgrules.model.graveyard_replacement import (
    DiscardedByOpponentEnters,
    ExileInsteadOfGraveyard,
    GraveyardCards,
)

_WHOSE = {"a graveyard": Whose.ANY, "your graveyard": Whose.YOU,
          "an opponent's graveyard": Whose.OPPONENT}
_FROM_ANYWHERE = re.compile(r"If (a card|a card or token|an instant or sorcery card) would be "
                            r"put into (a graveyard|your graveyard|an opponent's graveyard) "
                            r"from anywhere, exile it instead\.")
_ANAFENZA = ("If a nontoken creature an opponent owns would die or a creature card not on the "
             "battlefield would be put into an opponent's graveyard, exile that card instead.")
_DISCARDED = ("If a spell or ability an opponent controls causes you to discard ~, put "
              "it onto the battlefield instead of putting it into your graveyard.")


def parse_static(line: str) -> StaticAbility | None:
    """A static line of this family -> its ability; None for other lines."""
    if line == _DISCARDED:
        return StaticAbility("", line, replacement=DiscardedByOpponentEnters())
    if line == _ANAFENZA:
        return StaticAbility("", line, replacement=ExileInsteadOfGraveyard(
            GraveyardCards.CREATURE, Whose.OPPONENT))
    m = _FROM_ANYWHERE.fullmatch(line)
    if m is None:
        return None
    return StaticAbility("", line, replacement=ExileInsteadOfGraveyard(
        GraveyardCards(m.group(1)), _WHOSE[m.group(2)]))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or not isinstance(a.affects, ThisObject) or \
            a.layer_effects or a.rules or a.cost_modification or a.cda:
        return None
    r = a.replacement
    if isinstance(r, DiscardedByOpponentEnters):
        return _DISCARDED
    if not isinstance(r, ExileInsteadOfGraveyard):
        return None
    if r.what is GraveyardCards.CREATURE:
        return _ANAFENZA
    whose = next(k for k, v in _WHOSE.items() if v is r.whose)
    return f"If {r.what.value} would be put into {whose} from anywhere, exile it instead."
