"""Rendering the engine's ability model back to normalised Oracle text (issue 9, section 3).

The renderer reads only the model (ability kinds, costs, effect instructions, target specs,
layer effects, rules): never the ``text`` an ability was built from. So when a parse drops or
misreads a word the rendering differs from the card's text and the card is not implemented.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    BecomesLevel,
    SpellAbility,
    SpellCost,
    StaticAbility,
    Suspend,
    TriggeredAbility,
)
from mtgrules.model.base import Ability
from mtgrules.oracle import (
    attached_conditions,
    attached_statics,
    keywords_copies,
    keywords_counters,
)
from mtgrules.oracle.activated import render_activated, render_mana_ability_condition
from mtgrules.oracle.classes import render_level, render_level_trigger
from mtgrules.oracle.equipment import render_equip
from mtgrules.oracle.keywords import keyword_name, render_cycling, render_keywords
from mtgrules.oracle.keywords_parameterised import render_keyword_ability
from mtgrules.oracle.layers import render_layer_static
from mtgrules.oracle.mana_abilities import render_mana_ability
from mtgrules.oracle.morph import render_morph
from mtgrules.oracle.once_each_turn import render_once_trigger
from mtgrules.oracle.planeswalkers import render_loyalty
from mtgrules.oracle.prevention import render_prevention_static, render_protection_line
from mtgrules.oracle.sagas import is_chapter, render_chapters
from mtgrules.oracle.spell_costs import render_spell_cost, render_suspend
from mtgrules.oracle.spells import render_spell
from mtgrules.oracle.statics import render_static
from mtgrules.oracle.triggers import render_triggered
from mtgrules.oracle.vehicles import render_crew


def render_ability(a: Ability) -> str:
    """One ability's normalised Oracle text. Raises ValueError when the model has no
    rendering (the ability cannot pass the render check)."""
    once = render_once_trigger(a, render_ability)  # "triggers only once each turn"
    if once is not None:
        return once
    try:
        return _render_ability(a)
    except ValueError:
        if isinstance(a, TriggeredAbility) and a.keyword_tag is not None:
            raise  # a keyword's trigger renders only as its keyword (CR 702)
        for render_family in ABILITY_RENDERERS:
            got = render_family(a)
            if got is not None:
                return got
        raise


ABILITY_RENDERERS: tuple[Callable[[Ability], str | None], ...] = ()
"""Renderers of abilities read in other modules (declared in
:mod:`mtgrules.oracle.readers`); each gives None for an ability it doesn't render."""


def _render_ability(a: Ability) -> str:
    if keyword_name(a) is not None:
        return render_keywords((a,))
    kx = render_keyword_ability(a) or keywords_counters.render_ability(a) or \
        keywords_copies.render_ability(a)
    if kx is not None:
        return kx
    morph = render_morph(a)  # CR 702.37, 702.168
    if morph is not None:
        return morph
    if isinstance(a, ActivatedAbility):
        if a.keyword == AbilityKeyword.CYCLING:
            return render_cycling(a)
        if a.cost.loyalty is not None:
            return render_loyalty(a)
        if a.level is not None:
            return render_level(a)
        if a.keyword == AbilityKeyword.EQUIP:
            return render_equip(a)
        if a.keyword == AbilityKeyword.CREW:
            return render_crew(a)  # CR 702.122a
        if a.mana_ability:  # CR 605.1a; a condition, 602.5b
            return render_mana_ability_condition(a, render_mana_ability)
        return render_activated(a)
    if isinstance(a, TriggeredAbility):
        warded = render_protection_line((a,))  # ward (CR 702.21a)
        if warded is not None:
            return warded
        if is_chapter(a):
            return render_chapters((a,))
        if isinstance(a.event, BecomesLevel):
            return render_level_trigger(a)
        return render_triggered(a)
    if isinstance(a, StaticAbility):
        family = render_prevention_static(a) or render_protection_line((a,))
        if family is not None:
            return family
        layered = render_layer_static(a)
        return layered if layered is not None else render_static(a)
    if isinstance(a, SpellAbility):
        return render_spell(a)
    if isinstance(a, SpellCost):
        return render_spell_cost(a)
    if isinstance(a, Suspend):
        return render_suspend(a)
    raise ValueError(f"{type(a).__name__} has no rendering")


def render_line(abilities: tuple[Ability, ...]) -> str:
    """A line's abilities: several keywords share a line (``"Flying, vigilance"``, CR 702.1);
    any other ability is a line of its own."""
    if abilities and is_chapter(abilities[0]):
        return render_chapters(abilities)  # "I, II — " (CR 714.2b)
    prot = render_protection_line(abilities) or keywords_counters.render_line(abilities)
    if prot is not None:
        return prot
    attached = attached_conditions.render_line(abilities, render_ability)  # CR 611.3a
    if attached is not None:
        return attached
    attached = attached_statics.render_line(abilities, render_ability)  # CR 303.4, 301.5
    if attached is not None:
        return attached
    if len(abilities) > 1 or (abilities and keyword_name(abilities[0]) is not None):
        return render_keywords(abilities)
    if len(abilities) != 1:
        raise ValueError("an empty line")
    return render_ability(abilities[0])
