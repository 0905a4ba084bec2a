"""An imperative effect whose subject, you, is written out (CR 608.2c).

- :class:`SubjectYou`: "you draw a card", "you untap all lands you control" after another
  subject in one sentence ("that player discards a card and you untap all lands you
  control"); it does what the imperative does ("Draw a card");
- :class:`CreateTokens`: "Create a 3/3 ... token with deathtouch and a 3/3 ... token with
  lifelink": one verb, a list of different tokens (CR 111.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class SubjectYou(Node):
    """"you [effect]": ``effect`` (an imperative whose subject is the ability's controller),
    written with its subject because another subject comes before it in the sentence."""

    effect: Node


@dataclass(frozen=True, slots=True)
class CreateTokens(Node):
    """"Create [a token], [a token], and [a token]": each of ``tokens`` (one token each, for
    the ability's controller), in the order written (CR 111.2, 608.2c)."""

    tokens: tuple[Node, ...]
    """:class:`~mtgrules.model.CreateToken` nodes of one token each, for you."""

    def _check(self) -> None:
        from mtgrules.model.effects import CreateToken, You
        if len(self.tokens) < 2:
            self.fail("lists two or more tokens")
        if any(not isinstance(c, CreateToken) or c != CreateToken(c.token)
               or not isinstance(c.who, You) for c in self.tokens):
            self.fail("one token of each, created by you")
