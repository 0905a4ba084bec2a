"""Sentences read together with the sentence before them, because a pronoun in them names
what that sentence acted on (joined before parsing, so each pair has one referent):

- ``"It can't be regenerated."`` / ``"They can't be regenerated."`` after ``"Destroy ..."``:
  no regeneration shield replaces that destruction (CR 701.19c);
- ``"A creature dealt damage this way can't be regenerated this turn."`` after ``"~ deals N
  damage to ..."`` (701.19c);
- ``"The damage can't be prevented."`` after ``"~ deals N damage to ..."`` (CR 615.12:
  :mod:`mtgrules.oracle.damage`);
- ``"Its controller gains/loses ... life"`` after an effect on a target (CR 108.4, 608.2h:
  :mod:`mtgrules.oracle.its_controller`).
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
        its = bool(ITS_LIFE.fullmatch(sent)) and " target " in " " + prev
        regen = regen or (sent in (DAMAGED_NO_REGEN + ".", _CANT_BE_PREVENTED)
                          and prev.startswith("~ deals "))
        if (regen or its) and prev.endswith("."):
            out[-1] = prev[:-1] + ". " + sent
        else:
            out.append(sent)
    return out
