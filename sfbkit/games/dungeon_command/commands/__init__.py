"""The CLI commands Dungeon Command adds to sfbkit."""
