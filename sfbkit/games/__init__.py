"""The games sfbkit knows beside Super Fantasy Brawl, one package each."""
