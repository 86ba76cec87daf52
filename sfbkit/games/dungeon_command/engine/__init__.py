"""The Dungeon Command rules engine (DC §2-§14): compiled definitions, state, turn, effects and the match."""
