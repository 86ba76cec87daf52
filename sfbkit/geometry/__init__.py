"""Board geometry as small pure modules shared by content checks and engines (hexes, squares)."""
