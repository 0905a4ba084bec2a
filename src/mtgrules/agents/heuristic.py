"""A simple rule-of-thumb player, good enough to beat random play and to exercise the engine.

It keeps hands of 2-5 lands, plays a land each turn, casts the most expensive spell it can,
pays mana automatically (Phyrexian symbols with life while its life total stays high), aims
burn at a creature it kills or else at the opponent's face, pumps its own creatures in combat,
counters opposing spells, attacks when it is safe and blocks when the block is good or the
damage would be lethal. In its main phase it cracks fetch lands, equips its creatures and
activates a loyalty ability of each planeswalker (:mod:`mtgrules.agents.activation_policy`). It
never activates mana abilities at priority (the automatic payer does that).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtgrules.agents.activation_policy import activation_option
from mtgrules.agents.view import ObjectInfo, PlayerView
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.errors import MtgRulesError
from mtgrules.model import (
    Ability,
    ActivatedAbility,
    AddAbilities,
    ApplyContinuous,
    Attach,
    AttachedObject,
    CantAttack,
    CantBlock,
    Compound,
    Counter,
    DealDamage,
    Destroy,
    EachInChosenSector,
    Effect,
    Fixed,
    GainLife,
    LoseLife,
    May,
    ModifyPT,
    MoveTo,
    PutCounters,
    StaticAbility,
    Tap,
    TargetRef,
    Unless,
    Untap,
    Zone,
)
from mtgrules.rules.crew import crew_cost_of
from mtgrules.state.decision import Action, Decision
from mtgrules.state.objects import ref_player

_MAIN = ("precombat_main", "postcombat_main")


@dataclass(frozen=True, slots=True)
class EffectProfile:
    """What a spell or ability does, as far as target choice is concerned."""

    damage: int = 0
    harmful: bool = False
    beneficial: bool = False
    counter: bool = False


def _effects(effects: Sequence[Effect]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        if isinstance(e, May | Unless | Compound):
            out.extend(_effects(e.effects))
    return out


def profile(abilities: Sequence[Ability]) -> EffectProfile:
    """Classify abilities by their effects: damage amount, harmful (destroy, exile, tap,
    "can't attack"), beneficial (pump, counters, life gain) or counterspell. Modes of a
    modal spell and effects on "each creature in a sector" are not looked at."""
    dmg = 0
    harmful = beneficial = counter = False
    for a in abilities:
        for e in _effects(getattr(a, "effect", ())):
            match e:
                case DealDamage(amount=amount):
                    dmg += amount.n if isinstance(amount, Fixed) else 0
                    harmful = True
                case Counter():
                    counter = True
                case ApplyContinuous(parts=parts) if any(isinstance(p, ModifyPT)
                                                         for p in parts):
                    pw = next(p.power for p in parts if isinstance(p, ModifyPT))
                    if isinstance(pw, Fixed) and pw.n < 0:
                        harmful = True
                    else:
                        beneficial = True
                case PutCounters(what=what) | Destroy(what=what) \
                        if isinstance(what, EachInChosenSector):
                    pass
                case PutCounters() | GainLife() | Untap() | Attach():
                    beneficial = True
                case Destroy() | Tap(what=TargetRef()) | LoseLife():
                    harmful = True
                case MoveTo(to=to) if to in (Zone.EXILE, Zone.HAND):
                    harmful = True
                case _:
                    pass
        if isinstance(a, StaticAbility) and any(isinstance(r, CantAttack | CantBlock)
                                                for r in a.rules):
            harmful = True
    return EffectProfile(dmg, harmful and not beneficial, beneficial, counter)


def aura_profile(abilities: Sequence[Ability]) -> EffectProfile:
    """Classify an Aura by what it does to the object it enchants (CR 303.4): a bonus to power
    or toughness or granted abilities is beneficial; a penalty or a restriction ("can't
    attack", "can't block", "doesn't untap", "its activated abilities can't be activated") is
    harmful; both or neither is neutral."""
    harmful = beneficial = False
    for a in abilities:
        if not isinstance(a, StaticAbility) or not isinstance(a.affects, AttachedObject):
            continue
        for p in a.layer_effects:
            if isinstance(p, ModifyPT):
                n = sum(x.n for x in (p.power, p.toughness) if isinstance(x, Fixed))
                beneficial |= n > 0
                harmful |= n < 0
            elif isinstance(p, AddAbilities):
                beneficial = True
        if a.rules:
            harmful = True
    return EffectProfile(0, harmful and not beneficial, beneficial and not harmful, False)


def _card_profile(name: str) -> EffectProfile:
    """What casting the card does: an instant's or sorcery's effects (:func:`profile`), an
    Aura's (:func:`aura_profile`); neutral for other permanent spells, whose activated and
    triggered abilities are not what casting them does (a creature with a pump ability is no
    combat trick)."""
    try:
        d = get_card(name)
    except Exception:
        return EffectProfile()
    types = d.type_line.types
    if "Instant" in types or "Sorcery" in types:
        return profile(d.abilities)
    if "Aura" in d.type_line.subtypes:
        return aura_profile(d.abilities)
    return EffectProfile()


def _instant_speed(name: str) -> bool:
    """Whether the card is an instant or has flash (CR 117.1a, 702.8a): a possible combat
    trick."""
    try:
        d = get_card(name)
    except Exception:
        return False
    return "Instant" in d.type_line.types or any(getattr(a, "name", None) == "flash"
                                                for a in d.abilities)


def _creatures(view: PlayerView, player: int) -> list[ObjectInfo]:
    """The creatures ``player`` controls, as ``view`` shows them."""
    out = []
    for oid in view.battlefield(player):
        i = view.info(oid)
        if i is not None and i.is_creature():
            out.append(i)
    return out


def _value(i: ObjectInfo) -> int:
    return (i.power or 0) * 2 + (i.toughness or 0) + i.mana_value + 3 * len(i.keywords)


class HeuristicAgent:
    """A deterministic rule-of-thumb agent (see the module docstring)."""

    def act(self, view: PlayerView, decision: Decision, options: Sequence[Action]) -> Action:
        """Pick an option by the decision's kind; falls back to the first option."""
        opts = list(options)
        handler = getattr(self, "_" + decision.kind, None)
        choice = handler(view, decision, opts) if handler else None
        if choice is None or choice not in opts:
            return _prefer(opts, "pass", "done", "keep", "auto", "yes")
        return choice

    # --- opening hand --------------------------------------------------------------------
    def _mulligan(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        ctx = dict(d.context)
        lands = sum(1 for oid in view.hand() if _is_land(view, oid))
        if 2 <= lands <= 5 or ctx.get("mulligans", 0) >= 2:
            return Action("keep")
        return Action("mulligan")

    def _bottom(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        return self._worst_card(view, opts)

    def _discard(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        return self._worst_card(view, opts)

    def _worst_card(self, view: PlayerView, opts: list[Action]) -> Action:
        hand = view.hand()
        lands = [a for a in opts if a.args and _is_land(view, a.args[0])]
        spells = [a for a in opts if a not in lands]
        n_lands = sum(1 for oid in hand if _is_land(view, oid))
        if lands and (n_lands > 3 or not spells):
            return lands[0]
        if spells:
            return max(spells, key=lambda a: _mv(view, a.args[0]))
        return opts[0]

    # --- priority -----------------------------------------------------------------------
    def _priority(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action | None:
        me = view.player
        my_turn = view.active == me
        main = my_turn and view.step in _MAIN and not view.stack()
        stack = view.stack()
        # Counter the opponent's spell on top of the stack.
        if stack:
            card, ability, ctrl = view.stack_object(stack[-1])
            if ctrl != me and ability is None:
                for a in opts:
                    if a.kind == "cast" and _card_profile(view.card_name(a.args[0])).counter:
                        return a
        if main:
            for a in opts:
                if a.kind == "play":
                    return a
        castable: list[tuple[int, Action]] = []
        for a in opts:
            if a.kind != "cast":
                continue
            oid = a.args[0]
            info = view.info(oid)
            if info is None:
                continue
            prof = _card_profile(info.name)
            if prof.counter:
                continue
            if prof.beneficial:
                if _instant_speed(info.name):  # a combat trick: when a creature fights
                    if self._combat_creature(view) is None:
                        continue
                elif not main or not self._my_creatures(view):  # an Aura, a sorcery pump
                    continue
            elif prof.damage and prof.harmful:
                if not (main or self._killable(view, prof.damage)
                        or view.life(view.opponent) <= prof.damage):
                    continue
            elif not main:
                continue
            handled = _handled(view)
            if prof.harmful and not prof.damage and not [
                    c for c in self._opp_creatures(view) if c.id not in handled]:
                continue  # removal with nothing to remove
            castable.append((info.mana_value, a))
        if castable:
            return max(castable, key=lambda t: t[0])[1]
        if main and view.step == "precombat_main":
            crew = self._crew_option(view, opts)
            if crew is not None:
                return crew
        if main:
            chosen = activation_option(view, opts, _harms)
            if chosen is not None:
                return chosen
        return Action("pass")

    # --- Vehicles (CR 702.122) ------------------------------------------------------------
    def _crew_option(self, view: PlayerView, opts: list[Action]) -> Action | None:
        """Crew a Vehicle that isn't a creature yet before combat when an untapped creature
        weaker than the Vehicle can pay the whole cost alone."""
        mine = [i for i in (view.info(x) for x in view.battlefield(view.player))
                if i is not None and i.is_creature() and not i.tapped]
        for a in opts:
            if a.kind != "activate":
                continue
            n, vehicle = _crew_cost(view, a)
            if n is None or vehicle is None or vehicle.is_creature():
                continue
            try:
                printed = get_card(vehicle.name).power or 0
            except (KeyError, MtgRulesError):
                continue
            if any(n <= (c.power or 0) < printed for c in mine if c.id != vehicle.id):
                return a
        return None

    # --- targets ------------------------------------------------------------------------
    def _target(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action | None:
        ctx = dict(d.context)
        prof = EffectProfile(harmful=True)
        oid = ctx.get("obj")
        if isinstance(oid, int):
            o = view.info(oid)
            try:
                card, ability, _ = view.stack_object(oid)
                prof = profile([get_ability(ability)]) if ability else _card_profile(card)
            except KeyError:
                if o is not None:
                    prof = _card_profile(o.name)
            if not (prof.harmful or prof.beneficial or prof.counter):
                prof = EffectProfile(harmful=True)
        me, opp = view.player, view.opponent
        refs = [a.args[0] for a in opts if a.args]
        by_ref = {a.args[0]: a for a in opts if a.args}

        def infos(owner: int) -> list[ObjectInfo]:
            out = []
            for r in refs:
                if r > 0:
                    i = view.info(r)
                    if i is not None and i.controller == owner:
                        out.append(i)
            return out

        if prof.counter:
            theirs = infos(opp)
            if theirs:
                return by_ref[theirs[-1].id]
        if prof.beneficial:
            mine = [i for i in infos(me) if i.is_creature()]
            in_combat = set(view.attackers()) | set(view.blockers())
            fighting = [i for i in mine if i.id in in_combat]
            pool = fighting or mine
            if pool:
                return by_ref[max(pool, key=_value).id]
            if -(me + 1) in by_ref:
                return by_ref[-(me + 1)]
            return None
        creatures = [i for i in infos(opp) if i.is_creature()]
        if prof.damage and -(opp + 1) in by_ref and view.life(opp) <= prof.damage:
            return by_ref[-(opp + 1)]
        if prof.damage:
            kills = [i for i in creatures
                     if i.toughness is not None and i.toughness - i.damage <= prof.damage]
            if kills:
                return by_ref[max(kills, key=_value).id]
            if -(opp + 1) in by_ref:
                return by_ref[-(opp + 1)]
        handled = _handled(view)
        fresh = [i for i in creatures if i.id not in handled]
        if fresh or (creatures and prof.damage):
            return by_ref[max(fresh or creatures, key=_value).id]
        if -(opp + 1) in by_ref:
            return by_ref[-(opp + 1)]
        others = infos(opp)
        if others:
            return by_ref[others[0].id]
        safe = [r for r in refs if r != -(me + 1) and not _mine(view, r)]
        return by_ref[safe[0]] if safe else None

    # --- payments and small choices -----------------------------------------------------
    def _pay_mana(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        return _prefer(opts, "auto", "mana")

    def _phyrexian(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        """CR 107.4f: pay a Phyrexian symbol with mana when it can (the engine offers only
        choices that keep the payment completable), with 2 life otherwise; life too while its
        life total stays comfortably high (12 or more after paying)."""
        life = next((a for a in opts if a.args == ("life",)), None)
        if life is not None and view.life(view.player) - 2 >= 12:
            return life
        return next((a for a in opts if a.args == ("mana",)), opts[0])

    def _choose_x(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        return max(opts, key=lambda a: a.args[0] if a.args else -1)

    def _may(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        return _prefer(opts, "yes")

    def _choose(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        real = [a for a in opts if not (a.kind == "choose_card" and a.args == (0,))]
        crew = self._crew_choice(view, d, opts, real)
        if crew is not None:
            return crew
        return real[0] if real else opts[0]

    def _crew_choice(self, view: PlayerView, d: Decision, opts: list[Action],
                     real: list[Action]) -> Action | None:
        """Paying a crew cost (:mod:`mtgrules.rules.crew`): stop as soon as allowed, else
        tap the weakest creature that pays the cost alone, or the strongest one."""
        n = crew_cost_of(d.prompt)
        if n is None:
            return None
        if Action("choose_card", (0,)) in opts:
            return Action("choose_card", (0,))
        power = {a: _power(view, a.args[0]) for a in real if a.kind == "choose_card"}
        if not power:
            return None
        enough = [a for a in power if power[a] >= n]
        return min(enough, key=power.__getitem__) if enough else max(power, key=power.__getitem__)

    # --- combat -------------------------------------------------------------------------
    def _attackers(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        opp = view.opponent
        blockers = [i for i in (view.info(b) for b in view.battlefield(opp))
                    if i is not None and i.is_creature() and not i.tapped]
        for a in opts:
            if a.kind != "attack":
                continue
            oid, defender = a.args[0], a.args[1]
            if ref_player(defender) != opp:
                continue
            me = view.info(oid)
            if me is None:
                continue
            able = [b for b in blockers if _can_block(b, me)]
            safe = all((b.power or 0) < (me.toughness or 0) - me.damage
                       and "deathtouch" not in b.keywords for b in able)
            if not able or safe:
                return a
        return Action("done")

    def _blockers(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        me = view.player
        attacks = view.attackers()
        blocks = view.blocks()
        current = view.blockers()
        unblocked_power = 0
        for aid, dref in attacks.items():
            if ref_player(dref) == me and not blocks.get(aid):
                i = view.info(aid)
                unblocked_power += max(0, i.power or 0) if i else 0
        lethal = unblocked_power >= view.life(me)
        best: tuple[int, Action] | None = None
        for a in opts:
            if a.kind != "block":
                continue
            bid, aid = a.args[0], a.args[1]
            if bid in current or blocks.get(aid):
                continue
            b, att = view.info(bid), view.info(aid)
            if b is None or att is None:
                continue
            bp, bt = b.power or 0, (b.toughness or 0) - b.damage
            ap, at = att.power or 0, (att.toughness or 0) - att.damage
            a_first = "first strike" in att.keywords or "double strike" in att.keywords
            b_first = "first strike" in b.keywords or "double strike" in b.keywords
            survives = ap < bt and "deathtouch" not in att.keywords
            kills = bp >= at or ("deathtouch" in b.keywords and bp > 0)
            if a_first and not b_first and not survives:
                kills = False
            score = -1
            if survives:
                score = 100 + (10 if kills else 0)
            elif kills and _value(att) >= _value(b):
                score = 50 + _value(att) - _value(b)
            elif lethal:
                score = 10 + ap
            if score >= 0 and (best is None or score > best[0]):
                best = (score, a)
        if best is not None:
            return best[1]
        if Action("done") not in opts:
            # a menace attacker has one blocker so far (CR 702.111b): add the second one
            declared = view.declared_blocks()
            pending = {a for bl in declared.values() for a in bl}
            for a in opts:
                if a.kind == "block" and a.args[1] in pending:
                    return a
            # a blocking requirement isn't obeyed yet (CR 509.1c): add a block, or start over
            return next((a for a in opts if a.kind == "block"), opts[0])
        return Action("done")

    def _damage(self, view: PlayerView, d: Decision, opts: list[Action]) -> Action:
        assigns = [a for a in opts if a.kind == "assign" and len(a.args) >= 2]
        if not assigns:
            return opts[0]
        target = assigns[0].args[0]
        info = view.info(target) if isinstance(target, int) and target > 0 else None
        need = max(1, (info.toughness or 0) - info.damage) if info else 0
        same = [a for a in assigns if a.args[0] == target]
        exact = [a for a in same if a.args[1] == need]
        return exact[0] if exact else max(same, key=lambda a: a.args[1])

    # --- helpers -----------------------------------------------------------------------
    def _my_creatures(self, view: PlayerView) -> list[ObjectInfo]:
        return _creatures(view, view.player)

    def _opp_creatures(self, view: PlayerView) -> list[ObjectInfo]:
        return _creatures(view, view.opponent)

    def _killable(self, view: PlayerView, dmg: int) -> bool:
        return any(i.toughness is not None and i.toughness - i.damage <= dmg
                   for i in self._opp_creatures(view))

    def _combat_creature(self, view: PlayerView) -> int | None:
        if view.step not in ("declare_blockers",):
            return None
        blocks, blockers = view.blocks(), view.blockers()
        for oid in list(view.attackers()) + list(blockers):
            i = view.info(oid)
            if i is not None and i.controller == view.player and (blocks.get(oid)
                                                                  or oid in blockers):
                return oid
        return None


def _handled(view: PlayerView) -> set[int]:
    """Ids of permanents that one of this player's Auras is attached to (already dealt
    with, e.g. by Pacifism)."""
    out = set()
    for oid in view.battlefield(view.player):
        i = view.info(oid)
        if i is not None and i.attached_to is not None:
            out.add(i.attached_to)
    return out


def _harms(ability: ActivatedAbility) -> bool:
    prof = profile([ability])
    return prof.harmful or prof.damage > 0


def _power(view: PlayerView, oid: int) -> int:
    i = view.info(oid)
    return (i.power or 0) if i is not None else 0


def _crew_cost(view: PlayerView, a: Action) -> tuple[int | None, ObjectInfo | None]:
    """(N, the Vehicle) for an ``activate`` option of a crew ability, else (None, None)."""
    try:
        ab = get_ability(a.args[1])
    except KeyError:
        return None, None
    if not isinstance(ab, ActivatedAbility) or ab.cost.crew is None:
        return None, None
    return ab.cost.crew, view.info(a.args[0])


def _prefer(opts: list[Action], *kinds: str) -> Action:
    for k in kinds:
        for a in opts:
            if a.kind == k:
                return a
    return opts[0]


def _is_land(view: PlayerView, oid: int) -> bool:
    i = view.info(oid)
    return bool(i and i.is_land())


def _mv(view: PlayerView, oid: int) -> int:
    i = view.info(oid)
    return i.mana_value if i else 0


def _mine(view: PlayerView, ref: int) -> bool:
    if ref < 0:
        return ref_player(ref) == view.player
    i = view.info(ref)
    return bool(i and i.controller == view.player)


def _can_block(blocker: ObjectInfo, attacker: ObjectInfo) -> bool:
    if "flying" in attacker.keywords:
        return "flying" in blocker.keywords or "reach" in blocker.keywords
    return True


def is_mana_ability(key: str) -> bool:
    """True if the registered ability ``key`` is a mana ability (CR 605)."""
    try:
        a = get_ability(key)
    except KeyError:
        return False
    return isinstance(a, ActivatedAbility) and a.mana_ability


__all__ = ["EffectProfile", "HeuristicAgent", "aura_profile", "is_mana_ability", "profile"]
