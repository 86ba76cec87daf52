"""The games sfbkit ships: one package each, registered with the kit."""
