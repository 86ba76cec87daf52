"""The kit's play layer: the match protocol every game's match meets, and everything above it once."""
