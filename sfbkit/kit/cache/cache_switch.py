"""The switch that turns every cache off: ``SFBKIT_NO_CACHE`` (``validate --no-cache`` sets it)."""

from __future__ import annotations

import os

NO_CACHE_ENV = "SFBKIT_NO_CACHE"
"""Any value but empty or ``0`` turns every cache off: nothing is read from it or written to it."""


def caches_allowed() -> bool:
    """Tells whether caches may be read and written (``SFBKIT_NO_CACHE`` is unset, empty or ``0``)."""
    return os.environ.get(NO_CACHE_ENV, "") in ("", "0")


def turn_caches_off() -> None:
    """Turns every cache off for the rest of the process (and the processes it starts)."""
    os.environ[NO_CACHE_ENV] = "1"
