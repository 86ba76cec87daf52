"""The ``sfbkit`` command: one thin module per subcommand (``main`` lists them), shared options in ``options``."""
