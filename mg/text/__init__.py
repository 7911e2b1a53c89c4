"""The words: every player-visible text in four languages (i18n, the catalogues),
and every sentence built from the engine's facts (the log, hints, scoring, rules,
lessons). Never imports pygame."""
