"""The first-option player: always the first legal option in the engine's canonical order."""

from __future__ import annotations

from sfbkit.kit.play.decisions import Decision


class FirstPlayer:
    """Answers every decision with its first legal option (deterministic, no look-ahead)."""

    name = "first"

    def choose(self, match: object, decision: Decision) -> str:
        """Returns the first legal option id."""
        return decision.options[0].id
