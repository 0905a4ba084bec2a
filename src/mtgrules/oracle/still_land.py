"""Joining "It's still a land." (and the plural "They're still lands.") to the "becomes a ...
creature" sentence before it (CR 613.1d), so the creature-land family
(:mod:`mtgrules.oracle.manlands`) reads both together."""

from __future__ import annotations

STILL = "It's still a land."
STILL_PLURAL = "They're still lands."


def merge_still_land(sents: list[str]) -> list[str]:
    """The sentence "It's still a land." (or "They're still lands.") joined to the sentence
    before it."""
    out: list[str] = []
    for sent in sents:
        if sent in (STILL, STILL_PLURAL) and out:
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out
