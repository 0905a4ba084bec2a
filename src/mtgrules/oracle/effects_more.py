"""Registers the template families kept in their own modules with the shared parsers and
renderers (:data:`mtgrules.oracle.effects.SENTENCE_PARSERS` and the other hook lists), so the
shared modules never import them (no import cycle): library searches
(:mod:`~mtgrules.oracle.effects_library`), graveyard returns
(:mod:`~mtgrules.oracle.effects_graveyard`), the AFR family (:mod:`~mtgrules.oracle.afr`),
and the renderings of
:mod:`~mtgrules.oracle.render_more`. The compiler imports this module."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from mtgrules.oracle import (
    afr,
    afr2,
    afr4,
    afr_becomes,
    as_enters,
    attacking,
    bite,
    blink,
    blocking,
    classes_afr,
    copies,
    cost_effects,
    costs,
    counted_each,
    counterspells,
    designations,
    divided,
    effects,
    effects_breadth,
    effects_compound,
    effects_graveyard,
    effects_library,
    emblems,
    equipment_more,
    exile_until,
    granted,
    granted_effects,
    granted_ward,
    history_register,
    if_you_do,
    impulse,
    impulse_draw,
    keyword_actions,
    lands,
    lands_animate,
    library_look,
    linked_exile,
    mana_cost_search,
    mana_spend,
    manlands,
    modal_triggers,
    monstrosity,
    morph,
    multi_targets,
    phasing,
    player_effects,
    reflexive,
    render,
    render_more,
    reveal_hand,
    sacrifice_or,
    same_name,
    search_more,
    statics,
    statics_count,
    statics_more,
    talents,
    target_rows,
    templates_more,
    triggers,
    two_targets,
    walker_abilities,
)

A = TypeVar("A")


def _or_none(f: Callable[[A], str]) -> Callable[[A], str | None]:
    """A renderer raising ValueError as one answering None (the next family is tried; the
    first error is the one reported)."""
    def g(x: A) -> str | None:
        try:
            return f(x)
        except ValueError:
            return None
    return g


def _or_none2(f: Callable[[A, effects.Targets], str]) -> Callable[[A, effects.Targets],
                                                                  str | None]:
    """:func:`_or_none` for a renderer of a node and the ability's targets."""
    def g(x: A, targets: effects.Targets) -> str | None:
        try:
            return f(x, targets)
        except ValueError:
            return None
    return g


def _afr_parse(s: str, slots: effects.Slots) -> list[effects.Effect] | None:
    """The AFR family (:mod:`~mtgrules.oracle.afr`): venture, d20, "and", "until your next
    turn", sacrifices of choice, named legendary tokens."""
    return afr.parse_afr_sentence(s, slots, effects.parse_sentence, effects._object)


def _afr_conjoined(s: str, slots: effects.Slots) -> list[effects.Effect] | None:
    """Two effects in one sentence joined by "and" (:mod:`~mtgrules.oracle.afr`)."""
    return afr.parse_conjoined(s, slots, effects.parse_sentence)


def _afr_render(e: effects.Effect, targets: effects.Targets) -> str:
    return afr.render_afr_node(e, targets, effects.render_node, effects._render_object)


def _if_you_do_parse(s: str, slots: effects.Slots) -> list[effects.Effect] | None:
    """"You may [A]. If you do, [B]." (:mod:`~mtgrules.oracle.if_you_do`)."""
    return if_you_do.parse(s, slots, effects.parse_sentence)


def _if_you_do_render(e: effects.Effect, targets: effects.Targets) -> str | None:
    return if_you_do.render(e, targets, effects.render_node)


def _until_first(s: str, slots: effects.Slots) -> list[effects.Effect] | None:
    """``Until end of turn, X gains "..."`` (:mod:`~mtgrules.oracle.granted`)."""
    got: list[effects.Effect] | None = granted.parse_until_first(s, slots, effects.parse_sentence)
    return got


def _sacrifice_or(s: str, slots: effects.Slots) -> list[effects.Effect] | None:
    """Sacrifice, or else (:mod:`~mtgrules.oracle.sacrifice_or`)."""
    return sacrifice_or.parse(s, slots, effects.parse_sentence)


def _sacrifice_or_render(e: effects.Effect, targets: effects.Targets) -> str | None:
    return sacrifice_or.render(e, targets, effects.render_node)


def _copies_parse(s: str, slots: effects.Slots) -> list[effects.Effect] | None:
    """Token copies and "becomes a copy" (:mod:`~mtgrules.oracle.copies`)."""
    return copies.parse(s, slots, effects._object)


def _copies_render(e: effects.Effect, targets: effects.Targets) -> str | None:
    return copies.render(e, targets, effects._render_object)


def register() -> None:
    """Add the families to the hook lists (once)."""
    if effects_library.parse in effects.SENTENCE_PARSERS:
        return
    effects.SENTENCE_PARSERS.extend((effects_library.parse, effects_graveyard.parse,
                                     _afr_parse, effects_compound.parse, _afr_conjoined))
    effects.NODE_RENDERERS.extend((effects_library.render, effects_graveyard.render,
                                   effects_compound.render, _or_none2(_afr_render),
                                   render_more.render_node_extra))
    effects.SEQUENCE_RENDERERS.extend((two_targets.render_sequence,
                                       render_more.render_effect_more))
    effects.SENTENCE_PARSERS.append(two_targets.parse)
    effects.SENTENCE_PARSERS.append(designations.parse)  # the monarch (CR 724)
    effects.NODE_RENDERERS.insert(0, designations.render)
    effects.SENTENCE_PARSERS.append(keyword_actions.parse)  # investigate (CR 701.16)
    effects.NODE_RENDERERS.insert(0, keyword_actions.render)
    effects.SENTENCE_PARSERS.append(monstrosity.parse)  # monstrosity (CR 701.37)
    effects.NODE_RENDERERS.insert(0, monstrosity.render)
    triggers.EVENT_PARSERS.insert(0, monstrosity.parse_event)
    triggers.EVENT_RENDERERS.insert(0, monstrosity.render_event)
    statics.STATIC_PARSERS.insert(0, monstrosity.parse_static)
    render.ABILITY_RENDERERS.insert(0, monstrosity.render_static)
    effects.SENTENCE_PARSERS.insert(0, afr2.parse)  # the second AFR batch (oracle.afr2)
    effects.NODE_RENDERERS.insert(0, afr2.render)
    effects.PRE_RENDERERS.append(afr2.render_first)
    effects.SEQUENCE_RENDERERS.insert(0, afr2.render_sequence)
    effects.SENTENCE_PARSERS.insert(1, afr_becomes.parse)  # "becomes a Dragon" (CR 205.1a)
    effects.NODE_RENDERERS.insert(1, afr_becomes.render)
    statics.STATIC_PARSERS.append(afr_becomes.parse_static)
    render.ABILITY_RENDERERS.append(afr_becomes.render_static)
    effects.SENTENCE_PARSERS.extend((bite.parse, _if_you_do_parse))  # the Class cards' families
    effects.NODE_RENDERERS[:0] = (bite.render, _if_you_do_render)
    # the Talents' templates (oracle.talents)
    effects.SENTENCE_PARSERS.insert(0, counted_each.parse)  # "gain N life for each ..."
    effects.PRE_RENDERERS.insert(0, counted_each.render)
    effects.SENTENCE_PARSERS.insert(0, talents.parse)
    effects.PRE_RENDERERS.insert(0, talents.render_first)
    triggers.EVENT_PARSERS.insert(0, talents.parse_event)
    triggers.EVENT_RENDERERS.insert(0, talents.render_event)
    triggers.EFFECT_PARSERS.insert(0, talents.parse_trigger_effect)
    statics.STATIC_PARSERS.append(talents.parse_static)
    render.ABILITY_RENDERERS.insert(0, talents.render_static)
    effects.SENTENCE_PARSERS.append(_until_first)
    effects.SENTENCE_PARSERS.extend((blink.parse, blink.parse_until, emblems.parse,
                                     granted_effects.parse, _sacrifice_or))
    effects.SENTENCE_PARSERS.insert(0, mana_cost_search.parse)
    effects.NODE_RENDERERS[:0] = (blink.render, blink.render_until, emblems.render,
                                  granted_effects.render, _sacrifice_or_render,
                                  mana_cost_search.render)
    costs.COST_RENDERERS.append(_or_none(render_more.render_cost_more))
    render.ABILITY_RENDERERS.extend((lands.render, _or_none(render_more.render_ability_more),
                                     modal_triggers.render_modal_trigger))
    statics.STATIC_PARSERS.extend((lands.parse, statics_more.parse, statics_count.parse,
                                   walker_abilities.parse_static, granted_ward.parse))
    render.ABILITY_RENDERERS.extend((statics_count.render, walker_abilities.render_static))
    effects.SENTENCE_PARSERS.extend((walker_abilities.parse_choice, impulse.parse,
                                     lands_animate.parse, linked_exile.parse))
    effects.NODE_RENDERERS[:0] = (walker_abilities.render_choice, impulse.render,
                                  lands_animate.render, linked_exile.render)
    render.ABILITY_RENDERERS.insert(0, lands_animate.render_mana_trigger)
    render.ABILITY_RENDERERS.insert(0, statics_more.render)
    render.ABILITY_RENDERERS.insert(0, granted_ward.render)
    # the breadth templates (oracle.templates_more)
    effects.SENTENCE_PARSERS.insert(0, templates_more.parse_sentence)
    effects.SENTENCE_PARSERS.insert(1, multi_targets.parse)
    effects.SEQUENCE_RENDERERS.insert(0, multi_targets.render_sequence)
    effects.SENTENCE_PARSERS.insert(2, effects_breadth.parse)
    effects.NODE_RENDERERS.insert(1, effects_breadth.render)
    effects.SEQUENCE_RENDERERS.insert(1, effects_breadth.render_sequence)
    effects.NODE_RENDERERS.insert(0, templates_more.render_node)
    effects.SEQUENCE_RENDERERS.insert(0, templates_more.render_sequence)
    statics.STATIC_PARSERS.append(templates_more.parse_static)
    render.ABILITY_RENDERERS.append(templates_more.render_ability)
    triggers.EVENT_PARSERS.append(templates_more.parse_event)
    triggers.EVENT_RENDERERS.append(templates_more.render_event)
    triggers.EFFECT_PARSERS.append(templates_more.parse_trigger_effect)
    # library and hand effects (oracle.library_look, CR 701.20e)
    effects.SENTENCE_PARSERS.insert(0, library_look.parse)
    effects.NODE_RENDERERS.insert(0, library_look.render)
    effects.SENTENCE_PARSERS.append(player_effects.parse)  # player effects (CR 119, 121)
    effects.SENTENCE_PARSERS.insert(0, divided.parse)  # divided damage (CR 601.2d)
    effects.NODE_RENDERERS.insert(0, divided.render)
    effects.SENTENCE_PARSERS.append(search_more.parse)  # more searches (CR 701.23)
    effects.NODE_RENDERERS.insert(0, search_more.render)
    effects.SENTENCE_PARSERS.append(target_rows.parse)  # chosen targets (CR 115.1, 706.3)
    effects.PRE_RENDERERS.append(target_rows.render)
    effects.SEQUENCE_RENDERERS.insert(0, target_rows.render_sequence)
    effects.PRE_RENDERERS.append(player_effects.render)
    triggers.EFFECT_PARSERS.append(player_effects.parse_trigger_effect)
    statics.STATIC_PARSERS.append(player_effects.parse_static)
    render.ABILITY_RENDERERS.append(player_effects.render_static)
    # face-down permanents (CR 701.40, 701.58, 701.62: oracle.morph)
    effects.SENTENCE_PARSERS.extend((morph.parse_manifest_sentence, morph.parse_manifest_then))
    effects.SEQUENCE_RENDERERS.insert(0, morph.render_manifest_sequence)
    effects.NODE_RENDERERS.insert(0, morph.render_manifest)
    # Elspeth Conquers Death's templates (CR 611.2a, 122.1: oracle.cost_effects)
    effects.SENTENCE_PARSERS.append(cost_effects.parse)
    effects.NODE_RENDERERS.insert(0, cost_effects.render)
    # the as-enters choice and its modes (CR 614.12a), leave triggers (603.6c): oracle.as_enters
    statics.STATIC_PARSERS.append(as_enters.parse_static)
    render.ABILITY_RENDERERS.insert(0, lambda a: as_enters.render_ability(a, render.render_ability))
    triggers.EVENT_PARSERS.append(as_enters.parse_event)
    triggers.EVENT_RENDERERS.append(as_enters.render_event)
    # shared4's AFR batch (CR 104.3e, 603.10a, 603.6d: oracle.afr4)
    effects.SENTENCE_PARSERS.append(afr4.parse)
    triggers.EFFECT_PARSERS.append(afr4.parse_trigger_effect)
    triggers.EVENT_PARSERS.append(afr4.parse_event)
    triggers.EVENT_RENDERERS.append(afr4.render_event)
    effects.NODE_RENDERERS.insert(0, afr4.render)
    # reflexive triggers (CR 603.12: oracle.reflexive)
    triggers.EFFECT_PARSERS.append(reflexive.parse_trigger_effect)
    effects.NODE_RENDERERS.insert(0, reflexive.render)
    effects.SENTENCE_PARSERS.insert(0, reflexive.parse_sentence)
    effects.NODE_RENDERERS.insert(0, reflexive.render_power)
    render.ABILITY_RENDERERS.insert(0, mana_spend.render_restricted_mana)  # CR 106.6
    effects.SENTENCE_PARSERS.append(classes_afr.parse)  # the AFR Classes (oracle.classes_afr)
    effects.PRE_RENDERERS.append(classes_afr.render)
    statics.STATIC_PARSERS.insert(0, classes_afr.parse_static)
    triggers.EVENT_PARSERS.insert(0, classes_afr.parse_event)
    triggers.EVENT_RENDERERS.insert(0, classes_afr.render_event)
    render.ABILITY_RENDERERS.insert(0, classes_afr.render_static)
    # copy effects (CR 707: oracle.copies)
    effects.SENTENCE_PARSERS.insert(0, _copies_parse)
    effects.NODE_RENDERERS.insert(0, _copies_render)
    effects.NODE_RENDERERS.insert(0, copies.render_next_end)
    effects.NODE_RENDERERS.insert(0, copies.render_roll_again)
    triggers.EFFECT_PARSERS.append(copies.parse_trigger_effect)
    # tapped and attacking (CR 508.4: oracle.attacking)
    effects.SENTENCE_PARSERS.insert(0, attacking.parse)
    effects.NODE_RENDERERS.insert(0, attacking.render)
    history_register.register()  # conditional effects and cost parts (oracle.history)
    # impulse draw, the general template (CR 406.3, 601.3: oracle.impulse_draw), after the
    # AFR Classes' own "exile the top card of your library" (oracle.classes_afr)
    effects.SENTENCE_PARSERS.append(impulse_draw.parse)
    effects.NODE_RENDERERS.insert(0, impulse_draw.render)
    # "You may play cards exiled with ~" (CR 607.2a: oracle.linked_exile)
    statics.STATIC_PARSERS.append(linked_exile.parse_static)
    render.ABILITY_RENDERERS.insert(0, linked_exile.render_static)
    # creature lands (CR 613.1d, 614.1c: oracle.manlands)
    effects.SENTENCE_PARSERS.insert(0, manlands.parse)
    effects.NODE_RENDERERS.insert(0, manlands.render)
    statics.STATIC_PARSERS.append(manlands.parse_static)
    render.ABILITY_RENDERERS.insert(0, manlands.render_static)
    # phasing (CR 702.26: oracle.phasing)
    effects.SENTENCE_PARSERS.append(phasing.parse)
    effects.NODE_RENDERERS.insert(0, phasing.render)
    # blocking requirements and restrictions (CR 509.1b-c: oracle.blocking)
    effects.SENTENCE_PARSERS.insert(0, blocking.parse)
    effects.NODE_RENDERERS.insert(0, blocking.render)
    statics.STATIC_PARSERS.append(blocking.parse_static)
    render.ABILITY_RENDERERS.insert(0, blocking.render_static)
    # "has ward {N}" statics of Equipment and creatures (CR 702.21a: oracle.equipment_more)
    statics.STATIC_PARSERS.append(equipment_more.parse_static)
    render.ABILITY_RENDERERS.insert(0, equipment_more.render_static)
    effects.SENTENCE_PARSERS.insert(0, equipment_more.parse_sentence)
    effects.NODE_RENDERERS.insert(0, equipment_more.render_sentence)
    # reveal a hand, choose a card from it (CR 701.20a, 701.9b: oracle.reveal_hand)
    effects.SENTENCE_PARSERS.insert(0, reveal_hand.parse)
    effects.NODE_RENDERERS.insert(0, reveal_hand.render)
    # exile: where a countered spell goes (CR 614.1a: oracle.counterspells)
    effects.SENTENCE_PARSERS.append(counterspells.parse)
    effects.PRE_RENDERERS.append(counterspells.render)
    # exile: a delayed return of what was exiled (CR 603.7a: oracle.exile_until)
    effects.SENTENCE_PARSERS.append(exile_until.parse)
    effects.NODE_RENDERERS.insert(0, exile_until.render)
    # exile: a target and the permanents sharing its name (CR 201.2: oracle.same_name)
    effects.SENTENCE_PARSERS.append(same_name.parse)
    effects.PRE_RENDERERS.append(same_name.render)
    # exile: targets across the battlefield and graveyards (CR 115.1: oracle.linked_exile)
    effects.SENTENCE_PARSERS.append(linked_exile.parse_across_zones)
    effects.SEQUENCE_RENDERERS.insert(0, linked_exile.render_across_zones)


register()
