"""The effect family: one-shot effect sentences (CR 608.2c) -> effect instructions.

Templates (each a sentence ending in "."; the first word capitalised as a spell prints it):

- damage: ``"~ deals N damage to any target"``, ``"It deals X damage to target creature"``,
  ``"~ deals N damage to each opponent"``, ``"... to each creature [you control]"`` (CR 120)
- cards: ``"Draw a card"``, ``"Draw N cards"``, ``"Target player draws N cards"`` (CR 121),
  ``"Scry N"`` (701.22), ``"Target player mills N cards"``/``"Mill N cards"`` (701.17)
- life: ``"You gain N life"``, ``"Each opponent loses N life"``, ``"Target player loses N
  life"`` (CR 119)
- pump: ``"Target creature gets +N/+N until end of turn"``, ``"... and gains flying until end
  of turn"``, ``"Creatures you control get +1/+1 until end of turn"`` (CR 613.4c, 611.2)
- keywords: ``"Target creature gains haste until end of turn"`` (CR 613.1f)
- removal: ``"Destroy target creature"``, ``"Destroy all creatures"`` (701.8), ``"Exile target
  artifact"`` (406), ``"Return target creature to its owner's hand"``, ``"Return target creature
  card from your graveyard to your hand"`` (400.7), ``"Counter target spell"`` (701.6)
- state: ``"Tap target creature"``, ``"Untap target land"`` (701.26), ``"Put a +1/+1 counter on
  target creature"`` (122.1)
- choice: ``"You may <effect>"`` (a yes/no decision)

:func:`parse_effect` gives instructions and target slots (``"target:N"`` references);
:func:`render_effect` writes them back from the instructions alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mtgrules.abilities import Filter, Instr, TargetSpec, op
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import sentences
from mtgrules.oracle.phrases import (
    parse_amount,
    parse_noun,
    parse_permanents,
    parse_target,
    parse_word_number,
    render_amount,
    render_noun,
    render_permanents,
    render_target,
    word_number,
)

KEYWORDS_GRANTABLE = (
    "flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "menace",
    "first strike", "double strike", "hexproof", "indestructible", "shroud",
)


@dataclass
class Slots:
    """The target slots of the ability being parsed (CR 115.1), in text order."""

    targets: list[TargetSpec] = field(default_factory=list)

    def add(self, t: TargetSpec) -> str:
        """Add a slot; returns its reference ``"target:N"``."""
        self.targets.append(t)
        return f"target:{len(self.targets) - 1}"


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _low(s: str) -> str:
    return s if s.startswith("~") else s[:1].lower() + s[1:]


# --- plural permanent phrases ("all creatures", "Creatures you control") --------------------

_PLURAL = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
           "lands": "land", "planeswalkers": "planeswalker", "permanents": "permanent"}
_SINGULAR = {v: k for k, v in _PLURAL.items()}


def parse_plural(s: str) -> Filter | None:
    """``"creatures"``, ``"other creatures you control"``, ``"nonland permanents"``,
    ``"creatures your opponents control"`` -> a filter."""
    s = s.replace(" your opponents control", " an opponent controls")
    words = s.split(" ")
    for i, w in enumerate(words):
        base = w[3:] if w.startswith("non") else w
        if base in _PLURAL:
            words[i] = w[: len(w) - len(base)] + _PLURAL[base]
            if i + 1 < len(words) and words[i + 1] == "and" or " or " in s:
                return None
            break
    else:
        return None
    return parse_permanents(" ".join(words))


def render_plural(f: Filter) -> str:
    """The inverse of :func:`parse_plural`."""
    s = render_permanents(f).replace(" an opponent controls", " your opponents control")
    words = s.split(" ")
    for i, w in enumerate(words):
        base = w[3:] if w.startswith("non") else w
        if base in _SINGULAR and not (i + 1 < len(words) and words[i + 1] in _SINGULAR):
            words[i] = w[: len(w) - len(base)] + _SINGULAR[base]
            return " ".join(words)
    raise ValueError(f"no plural rendering of {f}")


# --- references -------------------------------------------------------------------------------


def _object(s: str, slots: Slots, self_ok: bool = True) -> Any:
    """An object reference: ``~`` (the source), a target phrase, or None."""
    if s == "~" and self_ok:
        return "self"
    t = parse_target(s)
    if t is None or t.kind in ("player", "opponent"):
        return None
    return slots.add(t)


def _render_object(ref: Any, targets: tuple[TargetSpec, ...]) -> str:
    if ref == "self":
        return "~"
    if isinstance(ref, str) and ref.startswith("target:"):
        return render_target(targets[int(ref[7:])])
    raise ValueError(f"reference {ref!r} has no rendering")


_PLAYERS = {"you": "controller", "each opponent": "each_opponent", "each player": "each_player"}
_PLAYER_TEXT = {v: k for k, v in _PLAYERS.items()}


def _player(s: str, slots: Slots) -> Any:
    if s in _PLAYERS:
        return _PLAYERS[s]
    t = parse_target(s)
    if t is not None and t.kind in ("player", "opponent") and not t.optional:
        return slots.add(t)
    return None


def _render_player(ref: Any, targets: tuple[TargetSpec, ...]) -> str:
    if ref in _PLAYER_TEXT:
        return str(_PLAYER_TEXT[ref])
    return _render_object(ref, targets)


def _third_person(ref: Any) -> bool:
    return ref != "controller"


def _kw_list(s: str) -> tuple[str, ...] | None:
    if ", and " in s:
        head, last = s.rsplit(", and ", 1)
        parts = head.split(", ") + [last]
    else:
        parts = s.split(" and ")
    if all(p in KEYWORDS_GRANTABLE for p in parts) and len(set(parts)) == len(parts):
        return tuple(parts)
    return None


def _render_kw_list(kws: tuple[str, ...]) -> str:
    if len(kws) <= 2:
        return " and ".join(kws)
    return ", ".join(kws[:-1]) + ", and " + kws[-1]


def _count_cards(s: str) -> int | None:
    m = re.fullmatch(r"(a|\w+) cards?", s)
    if not m:
        return None
    n = parse_word_number(m.group(1))
    if n is None or (n == 1) != (s.endswith(" card")) or (n == 1 and m.group(1) != "a"):
        return None
    return n


def _render_cards(n: int) -> str:
    return "a card" if n == 1 else f"{word_number(n)} cards"


# --- one sentence -----------------------------------------------------------------------------


def parse_sentence(s: str, slots: Slots) -> list[Instr] | None:
    """One effect sentence without its final period, capitalised. None if no template
    matches (the caller reports the sentence as unsupported)."""
    m = re.fullmatch(r"(~|It) deals (\d+|X) damage to (.+)", s)
    if m:
        amt = parse_amount(m.group(2))
        to: Any = _player(m.group(3), slots) if m.group(3) != "you" else None
        if to is None:
            to = _object(m.group(3), slots, self_ok=False)
        if to is None and m.group(3).startswith("each "):
            to = parse_permanents(m.group(3)[5:])
        if amt is None or to is None:
            return None
        extra: dict[str, Any] = {"subject": "it"} if m.group(1) == "It" else {}
        return [op("damage", amount=amt, to=to, **extra)]
    m = re.fullmatch(r"Draw (.+)", s)
    if m:
        n = _count_cards(m.group(1))
        return None if n is None else [op("draw", who="controller", n=n)]
    m = re.fullmatch(r"(Target player|Target opponent|Each player|Each opponent) "
                     r"(draws|mills) (.+)", s)
    if m:
        n = _count_cards(m.group(3))
        who = _player(_low(m.group(1)), slots)
        if n is None or who is None:
            return None
        return [op("draw" if m.group(2) == "draws" else "mill", who=who, n=n)]
    m = re.fullmatch(r"Mill (.+)", s)
    if m:
        n = _count_cards(m.group(1))
        return None if n is None else [op("mill", who="controller", n=n)]
    m = re.fullmatch(r"Scry (\d+)", s)
    if m:
        return [op("scry", n=int(m.group(1)))]
    m = re.fullmatch(r"(You|Target player|Target opponent|Each player|Each opponent) "
                     r"(gain|gains|lose|loses) (\d+|X) life", s)
    if m:
        who = _player(_low(m.group(1)), slots)
        amt = parse_amount(m.group(3))
        verb = m.group(2)
        if who is None or amt is None or verb.endswith("s") != _third_person(who):
            return None
        return [op("gain_life" if verb.startswith("gain") else "lose_life", who=who, n=amt)]
    m = re.fullmatch(r"(.+?) (gets?) ([+-]\d+)/([+-]\d+)(?: and gains? (.+))? until end of turn",
                     s)
    if m:
        subj = m.group(1)
        plural = m.group(2) == "get"
        what: Any = parse_plural(_low(subj)) if plural else _object(_low(subj), slots)
        if what is None:
            return None
        kws: tuple[str, ...] | None = ()
        if m.group(5):
            kws = _kw_list(m.group(5))
            if kws is None:
                return None
        extra = {"keywords": kws} if kws else {}
        return [op("pump", what=what, power=int(m.group(3)), toughness=int(m.group(4)),
                   **extra)]
    m = re.fullmatch(r"(.+?) (gains?) (.+) until end of turn", s)
    if m:
        plural = m.group(2) == "gain"
        what = parse_plural(_low(m.group(1))) if plural else _object(_low(m.group(1)), slots)
        kws = _kw_list(m.group(3))
        if what is None or not kws:
            return None
        return [op("gain_keywords", what=what, keywords=kws)]
    m = re.fullmatch(r"(Destroy|Exile|Tap|Untap) (.+)", s)
    if m:
        name = m.group(1).lower()
        if m.group(2).startswith("all ") and name in ("destroy", "exile"):
            flt = parse_plural(m.group(2)[4:])
            return None if flt is None else [op(name, what=flt)]
        t = parse_target(m.group(2))
        if t is None or t.kind != "object" or t.filter.zone != "battlefield" and name != "exile":
            return None
        return [op(name, what=slots.add(t))]
    m = re.fullmatch(r"Return (.+) to its owner's hand", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind != "object" or t.filter.zone != "battlefield":
            return None
        return [op("bounce", what=slots.add(t))]
    m = re.fullmatch(r"Return (.+) from your graveyard to your hand", s)
    if m:
        t = parse_target(m.group(1) + " from your graveyard")
        if t is None or t.kind != "object":
            return None
        return [op("return_to_hand", what=slots.add(t))]
    m = re.fullmatch(r"Counter (.+)", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind != "spell":
            return None
        return [op("counter", what=slots.add(t))]
    m = re.fullmatch(r"Put (a|\w+) \+1/\+1 counters? on (.+)", s)
    if m:
        n = parse_word_number(m.group(1))
        if n is None or (n == 1) != (" counter on " in s) or (n == 1 and m.group(1) != "a"):
            return None
        what = parse_permanents(m.group(2)[5:]) if m.group(2).startswith("each ") else \
            _object(m.group(2), slots)
        if what is None:
            return None
        return [op("put_counters", counter="+1/+1", n=n, what=what)]
    m = re.fullmatch(r"You may (.+)", s)
    if m:
        inner = parse_sentence(_cap(m.group(1)), slots)
        if inner is None or any(i.op == "may" for i in inner):
            return None
        return [op("may", skip=len(inner), text="You may " + m.group(1) + "?"), *inner]
    return None


def render_instrs(ins: list[Instr], targets: tuple[TargetSpec, ...]) -> str:
    """One sentence (no final period) from the instructions :func:`parse_sentence` made."""
    first = ins[0]
    a = dict(first.args)
    if first.op == "may":
        if int(a["skip"]) != len(ins) - 1:
            raise ValueError("may skips a different number of instructions")
        return "You may " + _low(render_instrs(ins[1:], targets))
    if len(ins) != 1:
        raise ValueError("several instructions in one sentence")
    o = first.op
    if o == "damage":
        subj = "It" if a.get("subject") == "it" else "~"
        to = a["to"]
        dest = f"each {render_permanents(to)}" if isinstance(to, Filter) else \
            _render_player(to, targets)
        return f"{subj} deals {render_amount(a['amount'])} damage to {dest}"
    if o in ("draw", "mill"):
        if a["who"] == "controller":
            return ("Draw " if o == "draw" else "Mill ") + _render_cards(a["n"])
        verb = "draws" if o == "draw" else "mills"
        return f"{_cap(_render_player(a['who'], targets))} {verb} {_render_cards(a['n'])}"
    if o == "scry":
        return f"Scry {a['n']}"
    if o in ("gain_life", "lose_life"):
        who = a["who"]
        verb = "gain" if o == "gain_life" else "lose"
        if _third_person(who):
            verb += "s"
        return f"{_cap(_render_player(who, targets))} {verb} {render_amount(a['n'])} life"
    if o in ("pump", "gain_keywords"):
        what = a["what"]
        plural = isinstance(what, Filter)
        subj = _cap(render_plural(what) if plural else _render_object(what, targets))
        if o == "gain_keywords":
            return f"{subj} gain{'' if plural else 's'} {_render_kw_list(a['keywords'])} " \
                   "until end of turn"
        pt = f"{a['power']:+d}/{a['toughness']:+d}"
        kw = f" and gain{'' if plural else 's'} {_render_kw_list(a['keywords'])}" \
            if a.get("keywords") else ""
        return f"{subj} get{'' if plural else 's'} {pt}{kw} until end of turn"
    if o in ("destroy", "exile", "tap", "untap"):
        what = a["what"]
        obj = f"all {render_plural(what)}" if isinstance(what, Filter) else \
            _render_object(what, targets)
        return f"{_cap(o)} {obj}"
    if o == "bounce":
        return f"Return {_render_object(a['what'], targets)} to its owner's hand"
    if o == "return_to_hand":
        t = _render_object(a["what"], targets)
        if not t.endswith(" from your graveyard"):
            raise ValueError("return_to_hand from elsewhere")
        return f"Return {t} to your hand"
    if o == "counter":
        return f"Counter {_render_object(a['what'], targets)}"
    if o == "put_counters":
        n = a["n"]
        what = a["what"]
        obj = f"each {render_permanents(what)}" if isinstance(what, Filter) else \
            _render_object(what, targets)
        c = "counter" if n == 1 else "counters"
        return f"Put {word_number(n)} {a['counter']} {c} on {obj}"
    raise ValueError(f"instruction {o!r} has no rendering")


# --- several sentences ------------------------------------------------------------------------


def parse_effect(text: str, slots: Slots) -> tuple[Instr, ...]:
    """A sequence of effect sentences (each ending in a period). Raises Unsupported naming the
    first sentence no template reads."""
    out: list[Instr] = []
    groups: list[int] = []
    for sent in sentences(text):
        if not sent.endswith("."):
            raise Unsupported(f"sentence without a period: {sent!r}")
        ins = parse_sentence(sent[:-1], slots)
        if ins is None:
            raise Unsupported(f"effect not supported: {sent!r}")
        out.extend(ins)
        groups.append(len(ins))
    if not out:
        raise Unsupported("no effect")
    return tuple(out)


def render_effect(effect: tuple[Instr, ...], targets: tuple[TargetSpec, ...]) -> str:
    """The sentences of an effect program, from the instructions alone."""
    out: list[str] = []
    i = 0
    while i < len(effect):
        n = 1 + (int(effect[i].get("skip")) if effect[i].op == "may" else 0)
        out.append(render_instrs(list(effect[i:i + n]), targets) + ".")
        i += n
    return " ".join(out)


__all__ = ["Slots", "parse_effect", "render_effect", "parse_noun", "render_noun"]
