"""The Blood Wars search player's cheap policy: its rollouts' answers, its formation and where its look-ahead ends."""

from __future__ import annotations

from typing import Any

from sfbkit.kit.play.decisions import Decision

HOLDING_BACK = frozenset({"pass", "done", "end-phase", "neutral", "keep"})
"""Answers that do nothing; a rollout takes them only when nothing else is offered."""

OPPOSING = frozenset({"stance", "rouse"})
"""Decisions of a player facing another's challenge: a rollout opposes when it can."""


def formation_answer(decision: Decision) -> str:
    """Returns the formation step the search takes without searching: the first card placed, else done."""
    for option_id in decision.ids:
        if option_id.startswith("place:"):
            return option_id
    return "done"


def search_rollout(match: Any, decision: Decision) -> str:
    """Returns the search's cheap answer: oppose another's challenge, else the first option that acts."""
    ids = decision.ids
    if decision.kind in OPPOSING:
        for option_id in ids:
            if option_id.startswith("oppose:"):
                return option_id
    if decision.kind == "formation":
        return formation_answer(decision)
    for option_id in ids:
        if option_id not in HOLDING_BACK:
            return option_id
    return ids[0]


def beyond_turn(decision: Decision, seat: int) -> bool:
    """Tells whether a decision lies past the turn searched: a troop formation opens the next turn (BW §6.2)."""
    return decision.kind == "formation"
