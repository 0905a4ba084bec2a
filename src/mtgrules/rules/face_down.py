"""Face-down spells and permanents (CR 708): casting a card face down with morph, megamorph or
disguise (702.37, 702.168), turning a face-down permanent face up (a special action, 116.2b),
and revealing face-down cards (708.9).

State: a face-down object has ``face_down = True`` and ``chosen["face_down"]`` = the
:class:`~mtgrules.model.face_down.FaceDownReason` it is face down for (708.6). Its
characteristics are the face-down ones (708.2a; with ward {2} for disguise and cloak,
702.168a, 701.58a): :func:`mtgrules.rules.layers.copiable_name` names the definition of
:mod:`mtgrules.cards.face_down` for it, so every rule that reads characteristics (layers,
triggers, targeting, combat, copies) sees a nameless colorless 2/2 creature with no abilities;
its card stays in ``card``, which only its controller may look at (708.5): the log names it
``face-down creature#id`` (:func:`mtgrules.log.name_of`) and a player's view hides it
(:mod:`mtgrules.agents.view`).

- Casting (702.37c, 702.168b, 708.4): a card with :class:`FaceDownCasting` may be cast face
  down for {3} as a creature spell (so at sorcery speed, 307.1); the player chooses face up or
  face down before it is put on the stack (a ``choose`` decision when both are possible,
  stage ``face_down`` of the ``cast`` frame); the spell is turned face down before it moves,
  so "whenever you cast" abilities see only the face-down spell. It resolves into a face-down
  permanent (702.37c: "with the same characteristics the spell had").
- Turning face up (702.37e, 702.168d, 701.40b, 701.58b): any time its controller has priority
  (``turn_face_up <object>``), paying the morph or disguise cost its card has, or, for a
  manifested or cloaked creature card, its mana cost. The permanent gets a new timestamp
  (613.7f), regains its normal characteristics (effects applied to it still apply, 708.8),
  enters-the-battlefield abilities don't trigger (708.8), megamorph puts a +1/+1 counter on it
  as it turns face up when its megamorph cost was paid (702.37b, 708.11), and "when turned
  face up" abilities trigger (event ``turned_face_up``).
- Revealing (708.9): a face-down permanent leaving the battlefield, or a face-down spell
  leaving the stack for anywhere but the battlefield, is revealed as it moves (the new object
  is face up); at the end of the game every face-down permanent and spell is revealed.
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.cards.face_down import face_down_key
from mtgrules.cards.registry import get_card
from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.log import log_event
from mtgrules.mana import ManaCost
from mtgrules.model.face_down import FaceDownCasting, FaceDownKind, FaceDownReason
from mtgrules.rules.counters import add_counters
from mtgrules.rules.layers import controller_of
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.mana_spending import payable_cost
from mtgrules.rules.timing import casts_as_though_flash, is_main_phase_empty_stack
from mtgrules.rules.triggers import emit
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

FACE_DOWN_COST = ManaCost.parse("{3}")
"""What casting a card face down costs instead of its mana cost (CR 702.37c, 702.168b)."""

FACE_UP = "face up"
"""The ``choose`` answer for casting the card face up, normally."""

_CAST_RULE = {FaceDownKind.MORPH: "702.37c", FaceDownKind.MEGAMORPH: "702.37c",
              FaceDownKind.DISGUISE: "702.168b"}
_REASON = {FaceDownKind.MORPH: FaceDownReason.MORPH,
           FaceDownKind.MEGAMORPH: FaceDownReason.MORPH,
           FaceDownKind.DISGUISE: FaceDownReason.DISGUISE}

_ABILITY: dict[int, tuple[CardDef, FaceDownCasting | None]] = {}


def face_down_casting(card: CardDef) -> FaceDownCasting | None:
    """The card's morph, megamorph or disguise ability, or None (computed once per
    definition: definitions are immutable)."""
    got = _ABILITY.get(id(card))
    if got is None or got[0] is not card:
        a = next((x for x in card.abilities if isinstance(x, FaceDownCasting)), None)
        got = (card, a)
        _ABILITY[id(card)] = got
    return got[1]


def face_down_label(a: FaceDownCasting) -> str:
    """The ``choose`` answer for casting a card face down with ``a``: ``"face down (morph)"``."""
    return f"face down ({a.kind.value})"


def can_cast_face_down(s: GameState, player: int, oid: int) -> bool:
    """Whether ``player`` could cast card ``oid`` face down now (CR 702.37c, 702.168b): it
    has morph, megamorph or disguise, a face-down creature spell may be cast now (sorcery
    timing unless an effect lets the player cast spells as though they had flash, 307.1,
    708.4) and {3} can be paid."""
    o = s.objects[oid]
    if o.kind != "card" or face_down_casting(get_card(o.card)) is None:
        return False
    if not is_main_phase_empty_stack(s, player) and not casts_as_though_flash(s, player):
        return False
    return can_pay(s, player, FACE_DOWN_COST)


def choose_face_down(s: GameState, f: Frame, pid: int, oid: int,
                     face_up_ok: bool) -> bool | None:
    """Before ``oid`` is put on the stack (CR 708.4): whether it is cast face down. Asks
    ``pid`` (a ``choose`` decision, the frame's stage ``face_down``) when both ways are
    possible (``face_up_ok``: it could be cast face up); None while the question is pending."""
    o = s.objects[oid]
    a = face_down_casting(get_card(o.card)) if o.kind == "card" else None
    if a is None or not can_cast_face_down(s, pid, oid):
        return False
    if not face_up_ok:
        return True
    label = face_down_label(a)
    ans = take_answer(f)
    if ans is None or str(ans.args[0]) not in (FACE_UP, label):
        f.data["stage"] = "face_down"
        ask(s, pid, CHOOSE, [Action("choose", (FACE_UP,)), Action("choose", (label,))],
            f"Cast {o.card} face up, or face down as a 2/2 creature for {{3}} "
            f"({a.kind.value}, CR {_CAST_RULE[a.kind]})?", obj=oid)
        return None
    return str(ans.args[0]) == label


def turn_spell_face_down(s: GameState, spell: int, card: str) -> None:
    """Turn the spell made from ``card`` face down as it is cast with its morph, megamorph or
    disguise ability (CR 702.37c, 702.168b); logs the announcement."""
    o = s.objects[spell]
    a = face_down_casting(get_card(card))
    assert a is not None
    o.face_down = True
    o.chosen["face_down"] = _REASON[a.kind].value
    s.touch()
    # what every player learns (CR 708.5): morph and megamorph look the same; a disguised
    # spell has ward {2} (702.168b)
    log_event(s, "face_down", _CAST_RULE[a.kind], f"{s.players[o.controller].name} casts a "
              f"card face down as a 2/2 creature spell for {{3}} ({_REASON[a.kind].value})",
              o.controller, [spell])


# --- turning face up (CR 116.2b) ------------------------------------------------------------

Procedure = tuple[str, ManaCost, str, bool]
"""One way to turn a permanent face up: (label, cost, rule, megamorph)."""


def procedures(s: GameState, o: GameObject) -> list[Procedure]:
    """The ways the face-down permanent ``o`` may be turned face up (whether or not they can
    be paid): the morph or disguise cost it would have face up (702.37e, 702.168d; a copy's
    copied values, 708.10), and, when it was manifested or cloaked, its creature card's mana
    cost (701.40b, 701.58b; none for a card with no mana cost or that isn't a creature card,
    701.40g)."""
    out: list[Procedure] = []
    face_up = get_card(o.chosen.get("copy") or o.card)
    a = face_down_casting(face_up)
    if a is not None:
        rule = "702.168d" if a.kind is FaceDownKind.DISGUISE else "702.37e"
        out.append((f"{a.kind.value} {a.cost}", a.cost, rule,
                    a.kind is FaceDownKind.MEGAMORPH))
    reason = o.chosen.get("face_down")
    if reason in (FaceDownReason.MANIFEST, FaceDownReason.CLOAK):
        d = get_card(o.card)
        if "Creature" in d.type_line.types and d.mana_cost is not None:
            rule = "701.40b" if reason == FaceDownReason.MANIFEST else "701.58b"
            out.append((f"mana cost {d.mana_cost}", d.mana_cost.with_x(0), rule, False))
    return out


def _payable(s: GameState, player: int, o: GameObject) -> list[Procedure]:
    return [p for p in procedures(s, o) if can_pay(s, player, p[1])]


def turn_face_up_options(s: GameState, player: int) -> list[Action]:
    """``turn_face_up`` special actions (CR 116.2b) of ``player``: each face-down permanent
    they control with a way to turn it face up they can pay."""
    out: list[Action] = []
    objects = s.objects
    for oid in s.battlefield:
        o = objects[oid]
        if o.face_down and controller_of(s, oid) == player and _payable(s, player, o):
            out.append(Action("turn_face_up", (oid,)))
    return out


@handler("turn_face_up")
def turn_face_up_frame(s: GameState, f: Frame) -> None:
    """The special action (CR 116.2b): choose the procedure when there are several, pay its
    cost (the ``pay`` frame: mana abilities may be activated), then turn it face up."""
    d = f.data
    pid = d["player"]
    oid = d["obj"]
    o = s.objects.get(oid)
    if o is None or o.zone != "battlefield" or not o.face_down:
        pop(s, f)  # it left or was turned face up while the cost was paid
        return
    if "proc" not in d:
        procs = _payable(s, pid, o)
        if not procs:
            pop(s, f)
            return
        pick = procs[0]
        if len(procs) > 1:
            ans = take_answer(f)
            labels = [p[0] for p in procs]
            if ans is None or str(ans.args[0]) not in labels:
                ask(s, pid, CHOOSE, [Action("choose", (x,)) for x in labels],
                    f"Turn {o.card}#{oid} face up for which cost?", obj=oid)
                return
            pick = procs[labels.index(str(ans.args[0]))]
        d["proc"] = pick[0]
        cost = payable_cost(s, pid, pick[1])
        if cost.symbols and cost.symbols != ("0",):
            push(s, "pay", player=pid, cost=list(cost.symbols), obj=oid, rule=pick[2])
        return
    pop(s, f)
    chosen = next((p for p in procedures(s, o) if p[0] == d["proc"]), None)
    if chosen is None:
        return
    turn_face_up(s, oid, pid, chosen)


def turn_face_up(s: GameState, oid: int, player: int, how: Procedure) -> None:
    """Turn face-down permanent ``oid`` face up, its cost paid (CR 702.37e, 702.168d,
    701.40b, 701.58b): new timestamp (613.7f), normal characteristics again (708.8),
    megamorph's +1/+1 counter (702.37b, 708.11), then the ``turned_face_up`` event."""
    o = s.objects[oid]
    label, _, rule, megamorph = how
    o.face_down = False
    o.chosen.pop("face_down", None)
    o.timestamp = s.next_ts
    s.next_ts += 1
    s.touch()
    log_event(s, "turn_face_up", rule, f"{s.players[player].name} turns {o.card}#{oid} face "
              f"up ({label})", player, [oid], card=o.card)
    if megamorph:
        add_counters(s, oid, "+1/+1", 1, rule="702.37b")
    emit(s, {"type": "turned_face_up", "obj": oid, "player": player})


# --- revealing (CR 708.9) -------------------------------------------------------------------

def reveal_leaving(s: GameState, old: GameObject, to: str) -> None:
    """Log that face-down ``old`` is revealed as it leaves its zone for ``to`` (CR 708.9; a
    card exiled face down is turned face up as it leaves exile, its new object face up in a
    public zone or a hidden one, 400.7, 406.3)."""
    if old.zone == "exile":
        if to in ("library", "hand"):
            log_event(s, "leaves_exile", "406.3", f"the face-down card #{old.id} leaves exile "
                      f"for its owner's {to}", old.owner, [old.id], to=to)
            return  # (a hidden zone: it isn't revealed)
        log_event(s, "reveal", "406.3", f"the face-down card #{old.id} is turned face up as "
                  f"it leaves exile: {old.card}", old.owner, [old.id], card=old.card, to=to)
        return
    what = "permanent" if old.zone == "battlefield" else "spell"
    log_event(s, "reveal", "708.9", f"the face-down {what} #{old.id} is revealed as it "
              f"leaves the {old.zone}: {old.card}", old.owner, [old.id], card=old.card, to=to)


def reveal_all(s: GameState) -> None:
    """At the end of the game every face-down permanent and spell is revealed (CR 708.9)."""
    for oid in (*s.battlefield, *s.stack):
        o = s.objects[oid]
        if o.face_down:
            log_event(s, "reveal", "708.9", f"the face-down {o.zone} object #{oid} is "
                      f"revealed at the end of the game: {o.card}", o.owner, [oid],
                      card=o.card)


def visible_card(o: GameObject, viewer: int) -> str:
    """The card name ``viewer`` may know object ``o`` by: its card, unless it is face down and
    controlled by another player (CR 708.5), then the face-down characteristics' key; a card
    exiled face down only the players allowed to look at it know (406.3, :func:`may_look`)."""
    if o.face_down and (not may_look(o, viewer) if o.zone == "exile"
                        else o.controller != viewer):
        return face_down_key(o.chosen.get("face_down"))
    return o.card


# --- cards exiled face down (CR 406.3) ------------------------------------------------------

def exile_face_down(s: GameState, oid: int) -> None:
    """Turn card ``oid``, just put into exile, face down (CR 406.3): no player may look at it
    yet (:func:`allow_look`); it has no characteristics (406.3a: the definition
    :data:`~mtgrules.cards.face_down.FACE_DOWN_CARD`)."""
    o = s.objects[oid]
    o.face_down = True
    o.chosen["face_down"] = FaceDownReason.EXILE.value
    s.touch()


def allow_look(s: GameState, oid: int, player: int) -> bool:
    """Let ``player`` look at card ``oid`` exiled face down for as long as it remains exiled
    (CR 406.3: ``chosen["look"]``, gone with the object when it leaves exile, 400.7).
    Returns False when it isn't a face-down card in exile (nothing to allow)."""
    o = s.objects.get(oid)
    if o is None or o.zone != "exile" or not o.face_down:
        return False
    look = list(o.chosen.get("look", ()))
    if player not in look:
        o.chosen["look"] = [*look, player]
        s.touch()
    return True


def may_look(o: GameObject, player: int) -> bool:
    """Whether ``player`` may look at ``o``: any object but a card exiled face down, which
    only the players an instruction allowed may (CR 406.3)."""
    return not (o.face_down and o.zone == "exile") or player in o.chosen.get("look", ())


def is_exiled_face_down(s: GameState, oid: int) -> bool:
    """Whether ``oid`` is a card exiled face down (CR 406.3)."""
    o = s.objects.get(oid)
    return o is not None and o.face_down and o.zone == "exile"


def turn_exiled_face_up(s: GameState, oid: int, player: int) -> None:
    """A card exiled face down is turned face up just before ``player`` announces that they
    play it (CR 406.3a): it gets its characteristics back; logged with its name (it is
    public from now on)."""
    o = s.objects[oid]
    o.face_down = False
    o.chosen.pop("face_down", None)
    o.chosen.pop("look", None)
    s.touch()
    log_event(s, "face_up_from_exile", "406.3a", f"{s.players[player].name} turns the face-down "
              f"card #{oid} face up to play it: {o.card}", player, [oid], card=o.card)
