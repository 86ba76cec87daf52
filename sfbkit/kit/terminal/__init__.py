"""The terminal player every game shares: one prompt, one set of commands, the game's board and words."""
