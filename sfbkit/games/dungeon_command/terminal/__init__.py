"""Dungeon Command at the terminal: the board, the creatures on it and its words for the shared player."""
