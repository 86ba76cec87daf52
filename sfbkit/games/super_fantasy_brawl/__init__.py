"""Super Fantasy Brawl: content models, rules engine, rules text, card faces and players (docs/rules.md)."""
