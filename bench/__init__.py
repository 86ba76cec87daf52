"""Benchmarks of sfbkit, each printed with a ratio against a baseline measured in the same run.

Run ``python -m bench [NAME ...] [--quick]``; the benchmarks are listed in ``BENCHMARKS``.
"""

from __future__ import annotations

BENCHMARKS = (
    "validation",
    "engine",
    "sfb_speed",
    "dc_engine",
    "forks",
    "dc_match_ends",
    "bw_engine",
    "simulation",
    "search",
    "search_player",
    "large",
    "warm",
    "startup",
    "site",
    "serve_load",
)
"""The benchmark modules of this package, in the order ``python -m bench`` runs them."""
