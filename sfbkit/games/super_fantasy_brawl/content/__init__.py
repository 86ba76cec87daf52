"""Content files: one pydantic model per file kind, loaded with located errors and cross-checked into a Library.

What a file may contain is stated by its model, whose field descriptions also feed
the JSON Schemas and docs/content-format.md: ``champion`` and ``abilities``
(champions), ``card`` (action cards and decks), ``effects`` (the effect language),
``conditions``, ``selectors`` and ``targeting``, ``trap``, ``challenge``, ``arena``,
``ruleset``, and ``match_script`` (match scripts, and the ``examples:`` of ``examples``).
Reading goes ``yaml_source`` → ``loader`` (one file) → ``validation`` (the tree, with
``crosscheck`` and ``effect_checks``) → ``library``.
"""
