"""Casting spells (CR 601) and which spells may be cast now (CR 117.1a, 301-307 timing).

The ``cast`` frame follows CR 601.2 step by step: move the card to the stack (601.2a),
announce X (601.2b), choose targets one slot at a time (601.2c), determine the total cost
(601.2f), activate mana abilities and pay (601.2g-h, the ``pay`` frame), and then the spell
becomes cast (601.2i) and "whenever you cast" abilities trigger. Castability is checked before
the spell is offered (timing, targets, payable cost), so a proposal never has to be reversed
(CR 732): every option offered during casting keeps it completable.
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.cards.faces import face_name, is_face_key
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost, is_phyrexian
from mtgrules.model.abilities import SpellAbility
from mtgrules.model.effects import TargetSlot
from mtgrules.model.modes import ModeChoice, selection_key
from mtgrules.rules import (
    commander,
    cost_keywords,
    face_down,
    faces,
    flashback,
    next_sorcery,
    overload,
    play_permissions,
    spell_costs,
)
from mtgrules.rules.bestow import bestowed_targets
from mtgrules.rules.cast_profile import cast_profile, plain_castable
from mtgrules.rules.chosen_name import cast_forbidden
from mtgrules.rules.departure import reverse_announcement
from mtgrules.rules.divided import announce_division, past_x_targets, x_target_options
from mtgrules.rules.graveyard_casting import graveyard_castable as own_permission
from mtgrules.rules.layers import characteristics, copiable_name, reaches_other_zones
from mtgrules.rules.library_top import castable_top
from mtgrules.rules.mana_planner import can_pay, max_x
from mtgrules.rules.mana_spending import payable_cost
from mtgrules.rules.mutate import mutating_targets
from mtgrules.rules.phyrexian_mana import announce_phyrexian
from mtgrules.rules.player_prohibitions import cast_prohibited
from mtgrules.rules.spell_history import note_cast
from mtgrules.rules.targeting import emit_targeted, has_legal_targets, target_options
from mtgrules.rules.timing import casts_as_though_flash, is_main_phase_empty_stack
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, CHOOSE_X, MODE, TARGET, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def spell_ability(card: CardDef) -> SpellAbility | None:
    """The card's spell ability (instants, sorceries, and Auras' enchant targeting)."""
    for a in card.abilities:
        if isinstance(a, SpellAbility):
            return a
    return None


def spell_targets(card: CardDef, mode: int | None = None) -> tuple[TargetSlot, ...]:
    """Target slots a spell of this card has (CR 601.2c; Aura spells, CR 303.4a); for a modal
    spell, those of the chosen ``mode``."""
    sa = spell_ability(card)
    if sa is None:
        return ()
    if sa.modes:
        return selected_modes(sa, mode).targets if mode is not None else ()
    return sa.targets


def selected_modes(sa: SpellAbility, mode: int) -> SpellAbility:
    """The spell ability modal spell ability ``sa`` resolves with when its choice of modes
    number ``mode`` (``chosen["mode"]``, an index into :meth:`SpellAbility.selections`) is
    made: one mode, or several in printed order (CR 700.2, 608.2c). Raises IndexError for
    a choice it doesn't have."""
    if sa.choose == ModeChoice.ONE:
        return sa.modes[mode]
    sel = sa.selections()[mode]
    return get_ability(selection_key(sa.key, sel)) if len(sel) > 1 and sa.key else \
        sa.selected(sel)  # type: ignore[return-value]


def chosen_spell_ability(s: GameState, oid: int) -> SpellAbility | None:
    """The spell ability a spell on the stack will resolve with: for a modal spell, its
    chosen mode or modes (CR 700.2)."""
    card = get_card(s.objects[oid].card)
    if overload.is_overloaded(s, oid, card):  # "target" changed to "each" (CR 702.96b)
        return overload.overloaded_ability(card)
    sa = spell_ability(card)
    if sa is not None and sa.modes:
        return selected_modes(sa, int(s.objects[oid].chosen["mode"]))
    return sa


def castable_modes(s: GameState, player: int, oid: int, sa: SpellAbility) -> list[int]:
    """The choices of modes of a modal spell that could be made now (indices into
    :meth:`SpellAbility.selections`): each chosen mode needs legal targets (CR 700.2a,
    601.2c)."""
    ok = [has_legal_targets(s, m.targets, player, oid) for m in sa.modes]
    return [i for i, sel in enumerate(sa.selections()) if all(ok[j] for j in sel)]


def mode_text(sa: SpellAbility, mode: int) -> str:
    """How a choice of modes of modal spell ability ``sa`` is shown: its modes' texts,
    joined by " + " (CR 700.2)."""
    return " + ".join(sa.modes[j].text for j in sa.selections()[mode])


def is_land_card(s: GameState, oid: int) -> bool:
    """Whether the object is a land card (it can't be cast, CR 305.9)."""
    return "Land" in characteristics(s, oid).types


def has_flash(s: GameState, oid: int) -> bool:
    """Instant timing: an instant or a card with flash (CR 702.8a)."""
    c = characteristics(s, oid)
    return "Instant" in c.types or "flash" in c.keywords


def permitted_exiled_cards(s: GameState, player: int, lands_only: bool = False) -> list[int]:
    """Exiled cards an effect lets ``player`` play (``s.extra["play_permissions"]`` entries
    ``{"player", "obj"[, "turn"]}``, CR 601.3, 305.1). A permission with a ``"turn"`` lasts
    that turn only ("you may play that card this turn"), one with ``"from_turn"`` from that
    turn on (warp, CR 702.185a); one whose object left exile is void
    (the card became a new object, CR 400.7). ``lands_only``: for land plays (a ``"cast_only"``
    permission lets no land be played, CR 305.9); ``"after_another_spell"``: only while the
    player has cast a spell this turn (:mod:`mtgrules.rules.play_permissions`)."""
    return play_permissions.permitted(s, player, lands=lands_only)


def castable_zones_cards(s: GameState, player: int) -> list[int]:
    """Cards ``player`` may try to cast: from hand, plus cards an effect lets them play
    (exile permissions, CR 601.3; the top card of their library, :mod:`mtgrules.rules.
    library_top`), aftermath cards in their graveyard (702.127a), cards there with
    flashback (702.34a), cards whose own ability lets them be cast from there (601.3) and
    their commanders in the command zone (903.8)."""
    ids = list(s.players[player].hand)
    if "play_permissions" in s.extra or "exiled_with" in s.extra:
        ids.extend(oid for oid in permitted_exiled_cards(s, player) if oid not in ids)
    top = castable_top(s, player)  # "cast creature spells from the top of your library"
    if top is not None:
        ids.append(top)
    aftermath = faces.graveyard_castable(s, player)  # aftermath halves, CR 702.127a
    if aftermath:
        ids.extend(aftermath)
    fb = flashback.graveyard_castable(s, player)  # CR 702.34a
    if fb:
        ids.extend(oid for oid in fb if oid not in ids)
    own = own_permission(s, player)  # "You may cast this card from your graveyard" (601.3)
    if own:
        ids.extend(oid for oid in own if oid not in ids)
    if "commanders" in s.extra:  # commanders in the command zone (CR 903.8)
        ids.extend(commander.castable_from_command_zone(s, player))
    return ids


def can_cast(s: GameState, player: int, oid: int) -> bool:
    """Whether ``player`` could cast ``oid`` now: timing (CR 307.1, 117.1a), legal targets
    for every required slot (601.2c) and a payable cost with X = 0 (601.2f-h); for a
    multi-face card, whether some face could be (:func:`castable_faces`); or whether it
    could be cast face down (morph, disguise: :func:`mtgrules.rules.face_down.can_cast_face_down`)."""
    return can_cast_face_up(s, player, oid) or face_down.can_cast_face_down(s, player, oid)


def can_cast_face_up(s: GameState, player: int, oid: int) -> bool:
    """:func:`can_cast`, not counting casting it face down (CR 708.4)."""
    o = s.objects[oid]
    card = get_card(o.card)
    if card.faces:
        return bool(castable_faces(s, player, oid))
    if o.face_down:  # exiled face down: cast as the card it is once turned face up (406.3a)
        types, flash = _printed_timing(card)
        return _can_cast_as(s, player, oid, card, types, flash, card.mana_cost)
    c = characteristics(s, oid)
    return _can_cast_as(s, player, oid, card, c.types,
                        "Instant" in c.types or "flash" in c.keywords, c.mana_cost)


def _printed_timing(d: CardDef) -> tuple[frozenset[str], bool]:
    """A definition's card types and whether it has instant timing (CR 117.1a, 702.8a)."""
    types = frozenset(d.type_line.types)
    return types, "Instant" in types or any(getattr(a, "name", None) == "flash"
                                            for a in d.abilities)


def castable_faces(s: GameState, player: int, oid: int) -> list[str]:
    """The faces of a multi-face card ``player`` could cast now, as keys (the face allowed
    from its zone, :func:`mtgrules.rules.faces.allowed_faces`; only that face is evaluated,
    CR 709.3a, 712.11c, 715.3a)."""
    o = s.objects[oid]
    out = []
    for key in faces.allowed_faces(s, oid, get_card(o.card)):
        if key == o.card and not o.face_down:  # (face down in exile: as printed, 406.3a)
            c = characteristics(s, oid)
            ok = _can_cast_as(s, player, oid, get_card(key), c.types,
                              "Instant" in c.types or "flash" in c.keywords, c.mana_cost)
        else:
            d = get_card(key)
            types, flash = _printed_timing(d)
            ok = _can_cast_as(s, player, oid, d, types, flash, d.mana_cost)
        if ok:
            out.append(key)
    return out


def _can_cast_as(s: GameState, player: int, oid: int, card: CardDef, types: frozenset[str],
                 flash: bool, cost: ManaCost | None) -> bool:
    if "Land" in types or cost is None or cast_forbidden(s, card.name):
        return False  # (Meddling Mage's chosen name, CR 601.2: rules.chosen_name)
    if cast_prohibited(s, player, oid):
        return False  # "Your opponents can't cast spells" (CR 601.2: rules.player_prohibitions)
    if not flash and not is_main_phase_empty_stack(s, player) \
            and not casts_as_though_flash(s, player) \
            and not next_sorcery.has_flash(s, player, types):  # CR 601.3e (Quicken)
        return False
    c_cost = cost
    sa = spell_ability(card)
    if sa is not None and sa.modes:
        if not castable_modes(s, player, oid, sa):
            return False
    elif not has_legal_targets(s, spell_targets(card), player, oid) and \
            overload.overload_cost(card) is None:  # overloaded, it has no targets (702.96b)
        return False
    return spell_costs.castable_with_costs(s, player, oid, card, c_cost)


def cast_options(s: GameState, player: int) -> list[Action]:
    """``cast`` actions for every castable card; identical cards in the same zone appear once."""
    out: list[Action] = []
    seen: set[tuple[str, str]] = set()
    sorcery_timing = is_main_phase_empty_stack(s, player) or casts_as_though_flash(s, player)
    # When no effect reaches other zones, a card's printed characteristics are all it has:
    # outside sorcery timing only instants and cards with flash may be cast (CR 117.1a), and a
    # plain card (cast_profile) is checked from its definition's profile.
    printed = not reaches_other_zones(s) and not next_sorcery.waiting(s, player)
    objects = s.objects
    for oid in castable_zones_cards(s, player):
        o = objects[oid]
        key = (o.card, o.zone)
        if key in seen:
            continue
        seen.add(key)
        if printed:
            prof = cast_profile(o.card)
            if not sorcery_timing and not prof.instant_speed:
                continue
            if prof.plain and not o.chosen and not o.face_down and \
                    o.zone not in ("graveyard", "command"):  # (the commander tax, 903.8)
                if plain_castable(s, player, oid, prof, sorcery_timing):
                    out.append(Action("cast", (oid,)))
                continue
        if can_cast(s, player, oid):
            out.append(Action("cast", (oid,)))
    return out


@handler("cast")
def cast_frame(s: GameState, f: Frame) -> None:
    """CR 601.2a-i for one spell."""
    d = f.data
    pid = d["player"]
    stage = d["stage"]
    if stage in ("start", "face", "face_down"):
        oid = d["obj"]
        down = None if stage == "face" else False if d.get("faces") else \
            face_down.choose_face_down(s, f, pid, oid,
                                       stage == "face_down" or can_cast_face_up(s, pid, oid))
        if stage != "face" and down is None:
            return  # asked: face up or face down (CR 708.4)
        if s.objects[oid].face_down:  # a card exiled face down (CR 406.3a)
            if down:  # cast face down: it stays hidden (it is turned face down again)
                s.objects[oid].face_down = False
            else:
                face_down.turn_exiled_face_up(s, oid, pid)
        face = s.objects[oid].card if down else _choose_face(s, f, pid, oid)
        if face is None:
            return
        from_zone = s.objects[oid].zone
        card_name = s.objects[oid].card
        any_color = from_zone == "exile" and play_permissions.note_played(s, oid, pid)
        new = move(s, oid, "stack", controller=pid)  # 601.2a
        if any_color:  # "and you may spend mana as though it were mana of any color" (609.4b)
            s.objects[new].chosen["any_color"] = True
        s.objects[new].chosen["cast_from"] = from_zone
        if from_zone == "graveyard":
            flashback.carry_grant(s, oid, new)  # CR 702.34a
        if down:  # turned face down before it is put on the stack (CR 708.4)
            face_down.turn_spell_face_down(s, new, card_name)
        if face != s.objects[new].card:  # only the chosen face is put on the stack
            s.objects[new].card = face   # (CR 709.3, 712.11b, 715.3)
            s.touch()
        d["obj"] = new
        d["stage"] = "mode"
        log_event(s, "propose", "601.2a", f"{s.players[pid].name} begins casting "
                  f"{name_of(s, new)}", pid, [new])
        return
    oid = d["obj"]
    o = s.objects[oid]
    card = get_card(copiable_name(o))  # a face-down spell's are the face-down ones (708.4)
    if stage == "mode":
        sa = spell_ability(card)
        if sa is not None and sa.modes:
            ans = take_answer(f)
            if ans is None:
                ask(s, pid, MODE, [Action("mode", (j, mode_text(sa, j)))
                                   for j in castable_modes(s, pid, oid, sa)],
                    f"Choose {'a mode' if sa.choose == ModeChoice.ONE else sa.choose.words + ' modes'}"
                    f" for {card.name}", obj=oid,
                    modes=[m.text for m in sa.modes])
                return
            o.chosen["mode"] = int(ans.args[0])
            log_event(s, "mode", "601.2b", f"{name_of(s, oid)}: mode "
                      f"{mode_text(sa, o.chosen['mode'])}", pid, [oid])
        d["stage"] = "costs"
        return
    if stage == "costs":  # 601.2b: alternative and optional additional costs
        if spell_costs.announce_spell_costs(s, f, pid, oid, card):
            d["stage"] = "x"
        return
    if stage == "x":  # X of the cost paid: the mana cost or an alternative cost (107.3)
        base = spell_costs.announced_cost(s, oid, card)
        cost = base if base.x_count else card.mana_cost or ManaCost()
        if cost.x_count and "x_done" not in d and \
                o.chosen.get("alt_cost") != spell_costs.FREE:  # X is 0 when free (107.3b)
            ans = take_answer(f)
            if ans is None:
                hi = max_x(s, pid, cost, purpose=["spell", oid])
                ask(s, pid, CHOOSE_X, [Action("x", (x,)) for x in range(max(hi, 0) + 1)],
                    f"Choose X for {card.name}", obj=oid)
                return
            o.x = int(ans.args[0])
            d["x_done"] = True
            log_event(s, "announce_x", "601.2b", f"X is {o.x} for {name_of(s, oid)}", pid,
                      [oid], x=o.x)
        d["stage"] = "targets"
        return
    if stage == "targets":
        specs = () if overload.is_overloaded(s, oid, card) else \
            spell_targets(card, o.chosen.get("mode")) or mutating_targets(o) or \
            bestowed_targets(o)  # a bestowed Aura spell's enchant creature (CR 702.103b)
        ans = take_answer(f)
        if ans is not None:
            o.targets.append(ans.args[0])
            s.touch()
        i = len(o.targets)
        while i < len(specs) and past_x_targets(s, oid, card, i):  # "X target ..." (601.2c)
            o.targets.append(0)
            i += 1
        if i < len(specs):
            spec = specs[i]
            opts = spell_costs.payable_targets(  # "if it targets ..." reductions (601.2f)
                s, pid, oid, card, x_target_options(  # "X target ..." (601.2c)
                    s, oid, card, i, target_options(s, spec, pid, oid, o.targets, specs)))
            if not opts:  # its targets left the game mid-announcement (CR 800.4a, 732.1)
                reverse_announcement(s, f, oid, spell=True)
                return
            ask(s, pid, TARGET, opts, f"Choose {spec.text or 'a target'} for {card.name}",
                obj=oid, slot=i)
            return
        if o.targets:
            log_event(s, "targets", "601.2c", f"{name_of(s, oid)} targets "
                      + ", ".join(_ref_name(s, t) for t in o.targets), pid, [oid])
        d["stage"] = "divide"
        return
    if stage == "divide":  # 601.2d: damage divided among the targets
        if not announce_division(s, f, pid, oid, card):
            return
        d["stage"] = "helpers"
        total = face_down.FACE_DOWN_COST if o.face_down else \
            spell_costs.total_mana_cost(s, oid, card)  # 601.2f; {3} face down (702.37c)
        d["total_cost"] = list(total.symbols)
        return
    if stage == "helpers":  # 601.2h: convoke, improvise, delve pay part of the total cost
        if not _announce_phyrexian(s, f, pid, oid, card):
            return  # 601.2b: mana or 2 life for each Phyrexian symbol (CR 107.4f)
        total = ManaCost(tuple(d["total_cost"]))
        rest = total if o.face_down else cost_keywords.pay_with_helpers(s, f, pid, oid, card,
                                                                         total)
        if rest is None:
            return
        d["stage"] = "pay"
        cost = payable_cost(s, pid, rest)  # 609.4b
        push(s, "pay", player=pid, cost=list(cost.symbols), obj=oid, rule="601.2h",
             purpose=["spell", oid],  # what restricted mana may pay (CR 106.6)
             spent_for=oid,  # what mana from a Treasure paid for (rules.history)
             phyrexian_life=d.get("phyrexian_life", 0))  # paid with the mana (CR 119.4)
        return
    if stage == "pay":
        if not spell_costs.pay_additional_costs(s, f, pid, oid, card):  # 601.2h
            return
        o.cast = True  # 601.2i
        p = s.players[pid]
        p.spells_cast_this_turn += 1
        c = characteristics(s, oid)
        note_cast(s, pid, c.types)  # "spells you've cast this turn"
        next_sorcery.note_spell_cast(s, pid, c.types)  # Quicken's effect used up (601.3e)
        if "commanders" in s.extra:
            commander.note_cast(s, oid)  # the commander tax (CR 903.8)
        log_event(s, "cast", "601.2i", f"{p.name} casts {name_of(s, oid)}", pid, [oid])
        emit(s, {"type": "cast", "obj": oid, "player": pid, "types": sorted(c.types),
                 "supertypes": sorted(c.supertypes),
                 "cast_index": len(s.turn_flags["spells_cast"]) - 1})  # (spell_history)
        emit_targeted(s, oid)  # "becomes the target" (ward, CR 702.21a)
        pop(s, f)
        return


def _announce_phyrexian(s: GameState, f: Frame, pid: int, oid: int, card: CardDef) -> bool:
    """CR 601.2b, 107.4f: ``pid`` announces mana or 2 life for each Phyrexian symbol of the
    spell's total cost (``total_cost`` of the ``cast`` frame), before convoke, improvise and
    delve pay part of it; only choices that keep the cost payable (with those helpers) are
    offered. True once all are announced (:mod:`mtgrules.rules.phyrexian_mana`)."""
    if not any(is_phyrexian(x) for x in f.data["total_cost"]):
        return True
    spell = ["spell", oid]
    return announce_phyrexian(
        s, f, pid, "total_cost", s.players[pid].life,
        lambda m, n: can_pay(s, pid, m, life_reserved=n, purpose=spell) or (
            n == 0 and cost_keywords.can_pay_with_helpers(s, pid, card, m)),
        card.name)


def _choose_face(s: GameState, f: Frame, pid: int, oid: int) -> str | None:
    """The face of ``oid`` being cast (its card for a one-face card): chosen before the card
    is put on the stack (CR 709.3, 712.11b, 715.3) among the faces that could be cast, asked
    when there are several; None while the question is pending."""
    o = s.objects[oid]
    card = get_card(o.card)
    if not card.faces:
        return o.card
    keys = f.data.get("faces") or castable_faces(s, pid, oid)  # an effect's (cascade)
    if len(keys) == 1:
        return keys[0]
    names = {face_name(k) if is_face_key(k) else get_card(k).name: k for k in keys}
    ans = take_answer(f)
    if ans is None or str(ans.args[0]) not in names:
        f.data["stage"] = "face"  # waiting with the card still where it is (saves check it)
        ask(s, pid, CHOOSE, [Action("choose", (n,)) for n in names],
            f"Choose which face of {card.name} to cast (CR 709.3, 712.11b, 715.3)", obj=oid)
        return None
    return names[str(ans.args[0])]


def _ref_name(s: GameState, ref: int) -> str:
    if ref < 0:
        return s.players[-ref - 1].name
    if ref == 0:
        return "nothing"
    return name_of(s, ref)
