"""The Oracle compiler: a card's Oracle text -> a :class:`~mtgrules.cards.definition.CardDef`
in the engine's ability model, with a round trip that proves each parse (issue 9, section 3).

Each normalised line (:mod:`mtgrules.oracle.normalize`) is read by the template families in
turn (keywords, mana abilities, triggered, static, Aura "Enchant", activated; an instant's or
sorcery's effect line). The abilities a line compiled into are then rendered back to Oracle
text from the model alone (:mod:`mtgrules.oracle.render`); the line compiles only when the
rendering equals the normalised line exactly. A card is implemented only when every line
compiled; otherwise its :class:`Verdict` names each unsupported line and why (issue 9,
section 4: never silently approximate).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgrules.carddb import CardRecord, Face, Layout
from mtgrules.cards.basics import BASIC_TYPES, basic_mana_ability
from mtgrules.cards.definition import CardDef, TypeLine, keyed
from mtgrules.keywords_counters import link_backup
from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import (
    ActivatedAbility,
    CardDefinitionError,
    FaceDownCasting,
    Keyword,
    SpellAbility,
    SpellCost,
    StaticAbility,
    Suspend,
    TargetRef,
    TriggeredAbility,
)
from mtgrules.model.base import Ability
from mtgrules.model.overload import OverloadedSpell
from mtgrules.oracle import (
    attached_conditions,
    attached_statics,
    keywords_copies,
    keywords_counters,
)
from mtgrules.oracle.activated import parse_activated
from mtgrules.oracle.as_enters import parse_mode_line
from mtgrules.oracle.cda import defines, parse_cda
from mtgrules.oracle.classes import level_blocks, parse_level, parse_level_trigger
from mtgrules.oracle.commander import parse_spell_line as parse_commander_copies
from mtgrules.oracle.copies import another_target
from mtgrules.oracle.cost_changes import is_cost_change_line, parse_cost_change
from mtgrules.oracle.devotion import parse_mana as parse_devotion_mana
from mtgrules.oracle.dice import group_tables, is_table, parse_with_table
from mtgrules.oracle.divided import check_divided
from mtgrules.oracle.effects_modal import join_modes
from mtgrules.oracle.equipment import parse_equip
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.fight import disjoint_targets
from mtgrules.oracle.granted import add_periods, set_line_compiler, walk_own
from mtgrules.oracle.history import check_view, parse_cast_restriction
from mtgrules.oracle.keywords import parse_cycling, parse_keywords
from mtgrules.oracle.keywords_parameterised import parse_keyword_line
from mtgrules.oracle.lands_animate import parse_mana_trigger
from mtgrules.oracle.layers import parse_layer_static
from mtgrules.oracle.mana_abilities import parse_mana_ability
from mtgrules.oracle.mana_spend import parse_restricted_mana
from mtgrules.oracle.mana_value_x import check_mana_value_x
from mtgrules.oracle.may_pay import check_if_you_do
from mtgrules.oracle.modal_triggers import is_modal_trigger, parse_modal_trigger
from mtgrules.oracle.morph import parse_morph
from mtgrules.oracle.normalize import Line, current_wording, lines
from mtgrules.oracle.once_each_turn import parse_once_trigger
from mtgrules.oracle.overload import has_overload, overloaded_spell
from mtgrules.oracle.planeswalkers import parse_loyalty, printed_loyalty
from mtgrules.oracle.prevention import parse_prevention_static, parse_protection_line
from mtgrules.oracle.readers import install as _install_readers
from mtgrules.oracle.render import render_line
from mtgrules.oracle.sagas import parse_chapters
from mtgrules.oracle.spell_costs import parse_spell_cost, parse_suspend
from mtgrules.oracle.spells import parse_enchant, parse_spell
from mtgrules.oracle.statics import parse_static
from mtgrules.oracle.talents import check as check_talents
from mtgrules.oracle.talents import parse_batch_trigger
from mtgrules.oracle.tokens import created_tokens
from mtgrules.oracle.triggers import parse_triggered
from mtgrules.oracle.vehicles import parse_crew
from mtgrules.oracle.x_costs import check_x_costs

_install_readers()  # the declared reader tables (mtgrules.oracle.readers)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The compiler's verdict on a card: ``implemented`` with its ``definition``, or the
    ``unsupported`` lines as (normalised line, reason, Oracle line, face name) entries
    (line ``""`` for what concerns the whole face)."""

    name: str
    implemented: bool
    unsupported: tuple[tuple[str, str, str, str], ...] = ()
    definition: CardDef | None = None
    tokens: tuple[CardDef, ...] = ()
    """the token definitions the card's abilities create (CR 111.4)"""


def _is_spell(tl: TypeLine) -> bool:
    return "Instant" in tl.types or "Sorcery" in tl.types


def _check_targets(a: Ability) -> None:
    """Every target slot is referenced by the effect once, in order (no slot the text
    dropped, no reference to a missing slot)."""
    if not isinstance(a, SpellAbility | ActivatedAbility | TriggeredAbility):
        return
    if isinstance(a, SpellAbility | TriggeredAbility) and a.modes:
        for m in a.modes:  # each mode has its own targets (CR 700.2a)
            _check_targets(m)
        return
    if isinstance(a, SpellAbility) and not a.effect:
        return
    required = [t for t in a.targets if not t.up_to]
    if any(t != required[0] for t in required[1:]) and not disjoint_targets(required) and \
            not another_target(required) and not any(  # a dependent target: searched jointly
                t.controlled_by_slot is not None for t in a.targets):  # (has_legal_targets)
        raise Unsupported("several required targets (their joint legality is not checked "
                          "yet, CR 601.2c)")  # one spec ("two target lands") is checked
    used = [n.slot for e in a.effect for n in walk_own(check_view(e))
            if isinstance(n, TargetRef)]
    used = [k for i, k in enumerate(used) if not i or used[i - 1] != k]  # one subject of
    # several verbs ("Target opponent discards two cards, mills two cards, and loses 2 life")
    if used != list(range(len(a.targets))):
        raise Unsupported("target slots and their references differ")


def parse_line(line: Line, tl: TypeLine) -> tuple[Ability, ...]:
    """The abilities one normalised line compiles into. Raises Unsupported."""
    try:
        return _parse_line(line, tl)
    except CardDefinitionError as e:
        raise Unsupported(f"not a valid model: {e}") from None


def _parse_line(line: Line, tl: TypeLine) -> tuple[Ability, ...]:
    t = line.text
    mode = parse_mode_line(t, lambda x: _parse_line(Line(x, x), tl))  # CR 614.12a
    if mode is not None:
        return mode
    once = parse_once_trigger(t, lambda head: _parse_line(Line(head, head), tl))
    if once is not None:  # "This ability triggers only once each turn."
        return once
    if is_modal_trigger(t):  # "When ~ enters, choose one —" (CR 700.2b)
        return (parse_modal_trigger(t),)
    if is_table(t):  # an ability with its results table (CR 706.3b)
        return parse_with_table(t, lambda first: _parse_line(Line(first, first), tl))
    cost = parse_spell_cost(t) or parse_cast_restriction(t)  # "Cast ~ only if ..." (601.3)
    if cost is not None:
        return (cost,)
    changes = parse_cost_change(t)
    if changes is not None:
        return changes
    sus = parse_suspend(t)
    if sus is not None:
        return (sus,)
    prot = parse_protection_line(t)
    if prot is not None:
        return prot
    kws = parse_keywords(t)
    if kws is not None:
        return kws
    cyc = parse_cycling(t)
    if cyc is not None:
        return (cyc,)
    kx = parse_keyword_line(t)
    if kx is not None:
        if t == "Storm" and not _is_spell(tl):  # CR 707.10f, 608.3f
            raise Unsupported("storm on a permanent card (a copy of a permanent spell "
                              "becoming a token is not implemented)")
        return kx
    km = keywords_counters.parse_line(t) or keywords_copies.parse_line(t)
    if km is not None:
        return km
    morph = parse_morph(t)  # morph, megamorph, disguise (CR 702.37, 702.168)
    if morph is not None:
        return (morph,)
    equip = parse_equip(t) or parse_crew(t)  # equip (CR 702.6a), crew (702.122a)
    if equip is not None:
        return (equip,)
    if _is_spell(tl) and t.startswith("When you roll a natural 20, "):
        trig = parse_triggered(t)  # it functions from the graveyard (CR 113.6k)
        if trig is not None:
            return (trig,)
    if _is_spell(tl) and (copies := parse_commander_copies(t)) is not None:
        return (copies,)  # "When you cast ~, copy it for each time ..." (CR 903.8)
    if _is_spell(tl):
        return (parse_spell(t),)
    if tl is not _GRANTED_TL and (cda := parse_cda(t)) is not None:
        return (cda,)  # printed on the card it affects: a CDA (CR 604.3a)
    fam = _parse_permanent_family(t, tl)
    if fam is not None:
        return fam
    mana = parse_restricted_mana(t) or parse_mana_ability(t) or \
        parse_devotion_mana(t)  # spending restrictions (106.6), devotion (700.5)
    if mana is not None:
        return (mana,)
    trig = parse_mana_trigger(t) or parse_batch_trigger(t) or parse_triggered(t)
    if trig is not None:
        return (trig,)
    st = _parse_one_static(t)
    if st is not None:
        return (st,)
    attached = attached_statics.parse_line(t, _parse_one_static)  # "gets +4/+4, has flying, and"
    if attached is not None:
        return attached
    attached = attached_conditions.parse_line(t, _parse_one_static)  # "as long as it's a Human"
    if attached is not None:
        return attached
    if t.startswith("Enchant "):
        if "Aura" not in tl.subtypes:
            raise Unsupported("Enchant on a non-Aura")
        en = parse_enchant(t)
        if en is None:
            raise Unsupported(f"enchant restriction not supported: {t!r}")
        return (en,)
    act = parse_activated(t)
    if act is not None:
        return (act,)
    raise Unsupported("no template reads this line")


def _parse_one_static(t: str) -> StaticAbility | None:
    return parse_prevention_static(t) or parse_static(t) or parse_layer_static(t)


def _parse_permanent_family(t: str, tl: TypeLine) -> tuple[Ability, ...] | None:
    """Saga chapter lines (CR 714.2), Class level lines and level triggers (716.2) and
    loyalty abilities (606), each only on a card of its type."""
    if "Saga" in tl.subtypes and (ch := parse_chapters(t)) is not None:
        return ch
    if "Class" in tl.subtypes:
        lv = parse_level(t) or parse_level_trigger(t)
        if lv is not None:
            return (lv,)
    if "Planeswalker" in tl.types and (pw := parse_loyalty(t)) is not None:
        return (pw,)
    return None


def compile_line(line: Line, tl: TypeLine) -> tuple[Ability, ...]:
    """:func:`parse_line`, then the render check: the abilities rendered from the model must
    equal the normalised line. A sentence ending in a quotation is read with its own period
    after the quotation (:func:`mtgrules.oracle.granted.add_periods`). Raises Unsupported."""
    line = Line(add_periods(line.text), line.raw)
    abilities = parse_line(line, tl)
    for a in abilities:
        _check_targets(a)
        check_if_you_do(a)
        check_divided(a)  # CR 601.2d: only a spell divides
        check_talents(a)
    try:
        back = render_line(abilities)
    except (ValueError, KeyError, IndexError) as e:
        raise Unsupported(f"no rendering: {e}") from None
    if back != line.text:
        raise Unsupported(f"rendering differs: {back!r}")
    return abilities


_GRANTED_TL = TypeLine((), ("Creature",), ())
"""The type line a quoted ability is read with (:mod:`mtgrules.oracle.granted`): a permanent's
ability, of no Saga, Class or planeswalker family."""


def _compile_quoted(text: str) -> tuple[Ability, ...]:
    return compile_line(Line(text, text), _GRANTED_TL)


set_line_compiler(_compile_quoted, render_line)


def _spell_paragraphs(found: tuple[Line, ...], tl: TypeLine) -> list[Line]:
    """An instant's or sorcery's consecutive effect paragraphs ("Scry 1." / "Draw a card.")
    read as one spell ability: its spell abilities are followed in order as it resolves
    (CR 113.3a, 608.2c), and all its targets are chosen as it is cast (601.2c)."""
    if not _is_spell(tl):
        return list(found)
    out: list[Line] = []
    joinable = False
    for ln in found:
        effect_line = parse_keywords(ln.text) is None and parse_cycling(ln.text) is None \
            and parse_keyword_line(ln.text) is None and keywords_counters.parse_line(ln.text) is None \
            and not is_cost_change_line(ln.text) and parse_spell_cost(ln.text) is None \
            and parse_commander_copies(ln.text) is None \
            and not ln.text.startswith(("Choose ", "• ", "As an additional cost", "Kicker",
                                        "Flashback",
                                        "When you roll a natural 20, ",
                                        "Spectacle", "Buyback {", "Madness {", "You may pay {",
                                        "Suspend ", "Cast ~ only "))
        if effect_line and joinable and out:
            prev = out.pop()
            ln = Line(prev.text + " " + ln.text, prev.raw + "\n" + ln.raw)
        out.append(ln)
        joinable = effect_line
    return out


def _pt(v: str | None) -> int | None:
    if v is None or _STAR.fullmatch(v):
        return None  # defined by a characteristic-defining ability (CR 208.2a), checked later
    if not re.fullmatch(r"-?\d+", v):
        raise Unsupported(f"power/toughness {v!r} not supported")
    return int(v)


_STAR = re.compile(r"(\d+\+)?\*")
"""A printed power or toughness with a star ("*", "1+*"): the value a characteristic-
defining ability gives (CR 208.2a)."""

_CDA_LINE = re.compile(r"~('s| has) (power|toughness)")
"""A line worded as a P/T-defining ability (CR 208.2a): when it is refused, the star is not
reported again."""

STAR_WITHOUT_CDA = "power/toughness '*' not supported"
"""Why a card whose star is not defined by one of its CDAs is refused (e.g. "As ~ enters,
choose ...", CR 208.2b)."""


def _check_stars(face: Face, abilities: list[Ability]) -> str | None:
    """None when the CDAs among ``abilities`` define exactly the star parts of the printed
    power and toughness (CR 208.2a, 604.3), else why not."""
    p = any(defines(a)[0] for a in abilities)
    t = any(defines(a)[1] for a in abilities)
    star_p = face.power is not None and _STAR.fullmatch(face.power) is not None
    star_t = face.toughness is not None and _STAR.fullmatch(face.toughness) is not None
    if (p, t) == (star_p, star_t):
        return None
    if p > star_p or t > star_t:
        return "a characteristic-defining ability defines a printed number"
    return STAR_WITHOUT_CDA


Problem = tuple[str, str, str, str]


def _compile_face(face: Face, name: str) -> tuple[CardDef | None, list[Problem]]:
    out, bad = _compile_face_lines(face, name)
    return out, [(line, reason, raw, face.name) for line, reason, raw in bad]


def _compile_face_lines(face: Face, name: str
                        ) -> tuple[CardDef | None, list[tuple[str, str, str]]]:
    bad: list[tuple[str, str, str]] = []
    if face.incomplete or face.oracle_text is None:
        return None, [("", "no Oracle text in the card data", "")]
    if face.type_line is None:
        return None, [("", "no type line in the card data", "")]
    try:
        tl = TypeLine.parse(face.type_line)
        cost = ManaCost.parse(face.mana_cost) if face.mana_cost else None
    except (ValueError, ManaError) as e:
        return None, [("", f"type line or mana cost not supported: {e}", "")]
    head: list[tuple[str, str, str]] = []
    try:
        power, toughness = _pt(face.power), _pt(face.toughness)
        loyalty = printed_loyalty(face.loyalty) if "Planeswalker" in tl.types else None
        if "Battle" in tl.types:
            raise Unsupported("battles are not compiled yet")
        if set(tl.subtypes) & {"Case", "Room"}:
            raise Unsupported(f"{' '.join(tl.subtypes)} cards are not compiled yet")
        if "Creature" in tl.types and (face.power is None or face.toughness is None):
            raise Unsupported("a creature without printed power and toughness")
    except Unsupported as e:
        head.append(("", e.reason, ""))
        power = toughness = loyalty = None
    abilities: list[Ability] = []
    by_line: list[tuple[Ability, ...]] = []
    spell_lines = 0
    enchant_lines = 0
    spell_text = ""
    for ln in _spell_paragraphs(group_tables(join_modes(lines(face.oracle_text, face.name))), tl):
        try:
            got = compile_line(ln, tl)
            for a in got:  # {X} in an activated ability's cost (CR 602.2b)
                check_x_costs(a)
                check_mana_value_x(a)  # "with mana value X" (CR 107.3a)
        except Unsupported as e:
            bad.append((ln.text, e.reason, ln.raw))
            continue
        for a in got:
            if isinstance(a, SpellAbility):
                if a.effect or a.modes:
                    spell_lines += 1
                    spell_text = ln.text
                else:
                    enchant_lines += 1
        abilities.extend(got)
        by_line.append(got)
    if spell_lines > 1:
        bad.append(("", "several spell-ability lines", ""))
    if has_overload(abilities) and spell_lines == 1:  # CR 702.96b: "target" -> "each"
        try:
            abilities.append(overloaded_spell(
                spell_text, lambda x: compile_line(Line(x, x), tl)))
        except Unsupported as e:
            bad.append((spell_text, e.reason, spell_text))
    if _is_spell(tl) and spell_lines == 0 and not bad:
        bad.append(("", "an instant or sorcery without an effect", ""))
    if "Aura" in tl.subtypes and enchant_lines != 1:
        bad.append(("", "an Aura needs exactly one Enchant line", ""))
    if not head and not any(_CDA_LINE.match(ln) for ln, _, _ in bad) and \
            (why := _check_stars(face, abilities)) is not None:
        head.append(("", why, ""))
    bad = head + bad
    if bad:
        return None, bad
    kinds = (ActivatedAbility, TriggeredAbility, StaticAbility, SpellAbility, Keyword,
             SpellCost, FaceDownCasting, Suspend, OverloadedSpell)
    assert all(isinstance(a, kinds) for a in abilities)
    levelled: list[tuple[int, Ability]] = []
    if "Class" in tl.subtypes:
        try:
            abilities, levelled = level_blocks(by_line)
        except Unsupported as e:
            return None, [("", e.reason, "")]
    # CR 305.6: a land with a basic land type has that type's intrinsic mana ability (no line
    # of its own: Snow-Covered Swamp, Underground Sea, Watery Grave)
    intrinsic = tuple(basic_mana_ability(t) for t in tl.subtypes
                      if t in BASIC_TYPES and "Land" in tl.types)
    card = CardDef(name=name, mana_cost=cost, type_line=tl, oracle=face.oracle_text,
                   abilities=intrinsic + link_backup(tuple(keyed(name, i, a)
                                                           for i, a in enumerate(abilities))),
                   level_abilities=tuple((lvl, keyed(name, 100 + i, a))
                                         for i, (lvl, a) in enumerate(levelled)),
                   power=power, toughness=toughness, loyalty=loyalty,
                   color_indicator=tuple(face.color_indicator) if face.color_indicator else None)
    return card, []


def _norm(raw: str, name: str) -> Line | None:
    got = lines(raw, name)
    return got[0] if got else None


_ONE_FACE = frozenset({Layout.NORMAL, Layout.SAGA, Layout.CLASS})
"""Layouts of one face the compiler reads (Sagas, CR 714; Classes, 716)."""


def compile_card(card: CardRecord) -> Verdict:
    """Compile a card of the database. Multi-face cards are refused here: split, aftermath,
    adventurer and double-faced cards are compiled face by face by
    :func:`mtgrules.oracle.faces.compile_faces` (which :func:`mtgrules.oracle.verdict` uses
    for them); flip, meld and other layouts are not compiled yet; cards excluded from
    play (Alchemy, Un-cards, planes, schemes, vanguards, tokens) are never compiled."""
    if not card.traditional:
        return Verdict(card.name, False, (("", "not a card of traditional play: excluded",
                                           "", card.name),))
    if len(card.faces) != 1 or card.layout not in _ONE_FACE:
        why = f"{card.layout.value} cards are not compiled yet"
        return Verdict(card.name, False, tuple(
            ("" if not raw else ln.text if (ln := _norm(raw, f.name)) else "", why, raw, f.name)
            for f in card.faces for raw in (f.lines or ("",))))
    face = current_wording(card.faces[0])
    d, bad = _compile_face(face, card.name)
    if d is None:
        return Verdict(card.name, False, tuple(bad))
    every = (*d.abilities, *(a for _, a in d.level_abilities))  # a Class's levels too
    return Verdict(card.name, True, (), d, created_tokens(every))
