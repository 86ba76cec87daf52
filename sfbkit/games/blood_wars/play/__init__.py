"""Blood Wars players: the greedy player and the registry of the game's own players."""
