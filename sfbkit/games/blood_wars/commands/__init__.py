"""The commands Blood Wars adds to ``sfbkit``: ``new`` and ``deck``."""
