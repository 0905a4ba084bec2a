"""Sentences read together with the sentence before them, because a pronoun in them names
what that sentence acted on (joined before parsing, so each pair has one referent):

- ``"It can't be regenerated."`` / ``"They can't be regenerated."`` after ``"Destroy ..."``:
  no regeneration shield replaces that destruction (CR 701.19c);
- ``"A creature dealt damage this way can't be regenerated this turn."`` after ``"~ deals N
  damage to ..."`` (701.19c);
- ``"The damage can't be prevented."`` after ``"~ deals N damage to ..."`` (CR 615.12:
  :mod:`mtgrules.oracle.damage`);
- ``"Its controller gains/loses ... life"``, ``"Its controller creates a [token]"`` and
  ``"You gain life equal to its mana value"``
  after an effect on a target (CR 108.4, 608.2h: :mod:`mtgrules.oracle.its_controller`).
"""

from __future__ import annotations

import re

NO_REGEN = " can't be regenerated"
"""CR 701.19c: the sentence after "Destroy ..." that lets no regeneration shield apply."""
DAMAGED_NO_REGEN = "A creature dealt damage this way can't be regenerated this turn"
"""CR 701.19c, after "~ deals N damage to ...": :attr:`~mtgrules.model.DealDamage.no_regenerate`."""
ITS_CONTROLLER = "Its controller "
ITS_LIFE = re.compile(r"Its controller (gains|loses) (?:(\d+|X) life|life equal to its "
                      r"(power|toughness))\.?")
"""The "Its controller ..." sentences joined: a life gain or loss (CR 119)."""
ITS_CREATES = re.compile(r"Its controller creates (?:a|an|\w+) .+ tokens?\.?")
"""The "Its controller creates a 3/3 green Beast creature token" sentences joined (CR 111.2)."""
YOU_ITS = re.compile(r"You (gain|lose) life equal to its (power|toughness|mana value)\.?")
"""The "You gain life equal to its mana value" sentences joined (CR 119, 202.3, 608.2h)."""


_CANT_BE_PREVENTED = "The damage can't be prevented."
"""After a damage sentence: that damage can't be prevented (CR 615.12,
:mod:`mtgrules.oracle.damage`)."""


def merge_following(sents: list[str]) -> list[str]:
    """``sents`` (each ending in a period) with each sentence of the module docstring joined
    to the one before it: ``"Destroy target creature. It can't be regenerated."``."""
    out: list[str] = []
    for sent in sents:
        prev = out[-1] if out else ""
        regen = sent in ("It" + NO_REGEN + ".", "They" + NO_REGEN + ".") and \
            prev.startswith("Destroy ")
        its = bool(ITS_LIFE.fullmatch(sent) or YOU_ITS.fullmatch(sent)
                   or ITS_CREATES.fullmatch(sent)) and \
            " target " in " " + prev
        regen = regen or (sent in (DAMAGED_NO_REGEN + ".", _CANT_BE_PREVENTED)
                          and prev.startswith("~ deals "))
        if (regen or its) and prev.endswith("."):
            out[-1] = prev[:-1] + ". " + sent
        else:
            out.append(sent)
    return out


THAT_PLAYER_OR_CONTROLLER = "That player or that planeswalker's controller "
"""The sentence after an effect on a "target player or planeswalker" (CR 115.1, 108.4:
:mod:`mtgrules.oracle.player_or_controller`)."""


def merge_that_player(sents: list[str]) -> list[str]:
    """``sents`` (each ending in a period) with each "That player or that planeswalker's
    controller ..." sentence joined to the sentence before it, when that one ends in "target
    player or planeswalker."."""
    out: list[str] = []
    for sent in sents:
        if out and sent.startswith(THAT_PLAYER_OR_CONTROLLER) and \
                out[-1].endswith(" target player or planeswalker."):
            out[-1] = out[-1][:-1] + ". " + sent
        else:
            out.append(sent)
    return out
