"""The commands Dungeon Command adds to sfbkit: new, play and simulate."""
