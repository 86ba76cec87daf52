"""Dungeon Command matches through the kit: scripts, expectations, players, logs, replays and simulation."""
