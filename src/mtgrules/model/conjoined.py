"""An imperative effect whose subject, you, is written out (CR 608.2c).

- :class:`SubjectYou`: "you draw a card", "you untap all lands you control" after another
  subject in one sentence ("that player discards a card and you untap all lands you
  control"); it does what the imperative does ("Draw a card").
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class SubjectYou(Node):
    """"you [effect]": ``effect`` (an imperative whose subject is the ability's controller),
    written with its subject because another subject comes before it in the sentence."""

    effect: Node
