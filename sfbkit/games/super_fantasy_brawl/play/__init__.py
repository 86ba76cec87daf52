"""Playing matches: scripts, players, logs, replays and balance simulation."""
