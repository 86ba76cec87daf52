"""The game-independent toolkit: located YAML, problems and reports, decisions and events, search, text."""
