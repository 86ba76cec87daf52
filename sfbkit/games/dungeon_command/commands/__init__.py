"""The commands Dungeon Command adds to sfbkit: new and play (simulate is the kit's, with its pairing options)."""
