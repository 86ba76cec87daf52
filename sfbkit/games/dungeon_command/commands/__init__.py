"""The commands Dungeon Command adds to ``sfbkit``: simulate and play."""
