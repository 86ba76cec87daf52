"""One answered decision of a recorded match, as every game's match log writes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class DecisionRecord:
    """One answered decision: its position, deciding player, kind, the option and who chose it."""

    index: int
    """Its position in the match, counted as the game's log counts it."""
    player: int
    kind: str
    option: str
    source: str
    """Who answered: ``script``, a policy name, or ``human``."""
    events_before: int
    """How many events the match had when the decision was asked."""

    def to_json(self) -> dict[str, Any]:
        """Returns the log record of the decision."""
        return {
            "type": "decision",
            "index": self.index,
            "player": self.player,
            "kind": self.kind,
            "option": self.option,
            "source": self.source,
        }
