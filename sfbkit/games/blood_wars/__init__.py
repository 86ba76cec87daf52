"""Blood Wars: a trading card game for 2 to 6 seats with built decks and no board (docs/blood-wars/rules.md, cited BW §n)."""

GAME_ID = "blood-wars"
"""The game's id, as a content tree's manifest names it."""
