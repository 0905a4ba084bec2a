"""The composition root: the one place that puts the engine together.

:func:`wire` (run once by ``import mtgrules``, so by any import of the package) installs

- every frame handler of the work-stack interpreter (:func:`mtgrules.engine.install_handlers`),
  from the rules modules listed in :data:`HANDLER_MODULES`;
- the shared abilities looked up by key: keyword abilities (CR 702) and the intrinsic mana
  abilities of basic land types (CR 305.6);
- the card catalog loader, which the first card lookup runs (defining the cards reads
  ``printed.yaml``; deferring it keeps ``import mtgrules`` fast);
- the Oracle compiler (:func:`mtgrules.oracle.compiled_definition`), which the registry asks
  for a card not hand-written (it compiles one card at a time, on first use), and its
  verdict as a card-status provider (the exact unsupported lines of a card it can't play).

Nothing else registers anything when imported, so no behaviour depends on which modules some
earlier code happened to import: a saved game resumes in a fresh process at any decision.
Only this module may import everything; the layering of the others (state < rules < game <
agents/cli) is checked by import-linter (the ``[tool.importlinter]`` contracts in
pyproject.toml).
"""

from __future__ import annotations

from types import ModuleType

from mtgrules import engine, keywords, keywords_copies, log, oracle
from mtgrules.cards import basics, designations, registry, status
from mtgrules.cards.face_down import register_face_down_definitions
from mtgrules.effects import color_choice, exile_until, interpreter, sacrifice_later
from mtgrules.effects import keywords_counters as keywords_counters_effects
from mtgrules.rules import (
    activation,
    alt_costs,
    as_enters,
    aura_entering,
    cascade,
    casting,
    combat,
    command_zone,
    discard,
    dungeons,
    entering,
    face_down,
    graveyard_triggers,
    history,
    miracle,
    monarch,
    prevention,
    priority,
    produce_mana,
    rebound,
    resolve,
    sba,
    sectors,
    stack_triggers,
    suspend,
    triggers,
    turn,
    zone_change,
)

HANDLER_MODULES: tuple[ModuleType, ...] = (
    turn, priority, casting, activation, produce_mana, resolve, stack_triggers, combat, sba,
    sectors, interpreter, prevention, entering, dungeons, face_down, suspend,
    keywords_counters_effects,  # the counter keywords' "as it enters" choice (CR 614.12)
    as_enters,  # "As ~ enters, choose Khans or Dragons" (CR 614.12a)
    aura_entering,  # an Aura put onto the battlefield chooses what it enchants (CR 303.4f)
    command_zone,  # a commander's owner may put it into the command zone (CR 903.9a)
)
"""The modules whose :func:`~mtgrules.engine.handler`-marked functions handle frames."""

_wired = False


def load_catalog() -> None:
    """Define (register) every card of the catalog. Installed as the registry's catalog loader;
    the import is deferred on purpose (it parses ``printed.yaml``), and this is the only
    place that imports the card definitions."""
    from mtgrules.cards import catalog  # noqa: F401  (its modules define the cards)
    from mtgrules.cards.emblems import EMBLEM_DEF
    from mtgrules.oracle.dungeons import dungeon_definitions

    if EMBLEM_DEF.name not in registry.TOKENS:  # every emblem object's definition (CR 114.2)
        registry.register(EMBLEM_DEF)
    for d in dungeon_definitions():  # the dungeon cards (CR 309) and their rooms' tokens
        if d.name not in registry.TOKENS:
            registry.register(d)
    if designations.MONARCH not in registry.TOKENS:  # the monarch designation (CR 724)
        registry.register(designations.monarch_definition())


def wire() -> None:
    """Install every handler, shared ability and the catalog loader (idempotent). Effects need
    no installing: the interpreter dispatches on the typed model's classes
    (:func:`mtgrules.effects.interpreter.run_step`).

    Raises EngineError (duplicate frame kind) or CardDefinitionError (duplicate ability key)
    when two definitions collide: a programming error, found at import time.
    """
    global _wired
    if _wired:
        return
    for module in HANDLER_MODULES:
        engine.install_handlers(engine.handlers_in(module))
    for ability in (*keywords.keyword_abilities(), *basics.basic_mana_abilities(),
                    *alt_costs.alt_cost_abilities(), discard.MADNESS_CAST, miracle.MIRACLE_CAST,
                    rebound.REBOUND_CAST,
                    *suspend.suspend_abilities(), *keywords_copies.copy_keyword_abilities(),
                    *exile_until.delayed_return_abilities(),
                    *color_choice.protection_abilities(),  # granted protection (702.16a)
                    *sacrifice_later.delayed_sacrifice_abilities()):
        registry.register_ability(ability)
    register_face_down_definitions()  # the face-down characteristics (CR 708.2a)
    if monarch.monarch_triggers not in triggers.RULE_TRIGGERS:  # the monarch's (CR 724.2)
        triggers.RULE_TRIGGERS.append(monarch.monarch_triggers)
    if history.record_entering not in triggers.RULE_TRIGGERS:  # "entered this turn"
        triggers.RULE_TRIGGERS.append(history.record_entering)
    if graveyard_triggers.graveyard_triggers not in triggers.RULE_TRIGGERS:  # CR 113.6k
        triggers.RULE_TRIGGERS.append(graveyard_triggers.graveyard_triggers)
    if miracle.miracle_triggers not in triggers.RULE_TRIGGERS:  # miracle (CR 702.94a)
        triggers.RULE_TRIGGERS.append(miracle.miracle_triggers)
    if cascade.cast_triggers not in triggers.RULE_TRIGGERS:  # "When you cast this spell"
        triggers.RULE_TRIGGERS.append(cascade.cast_triggers)
    if not zone_change.AURA_ENTERING:  # CR 303.4f-g
        zone_change.AURA_ENTERING.append((aura_entering.enchant_candidates,
                                          aura_entering.attach_entering))
    registry.set_catalog_loader(load_catalog)
    log.install_name_reader(registry.shown_name)  # tokens' names (CR 111.4), the monarch
    registry.set_card_compiler(oracle.compiled_definition)
    status.add_status_provider(oracle.oracle_status)
    _wired = True
