"""Dungeon Command: a two-player skirmish on a square grid (the rules are docs/dungeon-command/rules.md, cited DC §n)."""

GAME_ID = "dungeon-command"
"""The game's id, as a content tree's manifest names it."""
