"""Limited play (CR 100.2b): boosters opened from a set's collation
(:mod:`~mtgrules.limited.booster`), sealed pools (:mod:`~mtgrules.limited.sealed`), drafts
between drafting agents (:mod:`~mtgrules.limited.draft`, :mod:`~mtgrules.limited.drafters`)
and the automatic 40-card deck built from a pool (:mod:`~mtgrules.limited.deck_building`).
Everything is seeded by :class:`mtgrules.rng.Rng`: the same seed gives the same cards."""
