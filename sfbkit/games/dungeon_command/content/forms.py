"""Written forms shared by steps, conditions and triggers: bare names for kinds without parameters (from the kit)."""

from __future__ import annotations

from sfbkit.kit.keyed_kinds import BareName, NoParams, bare_names

__all__ = ["BareName", "NoParams", "bare_names"]
