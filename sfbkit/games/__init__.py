"""The games sfbkit knows besides the kit itself, one package each."""
