"""Dungeon Command content: the models of each file kind, the effect language, validation and the library."""
