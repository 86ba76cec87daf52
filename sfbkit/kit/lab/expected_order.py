"""The order players are expected to rank in (random < first ≤ greedy < search:N by budget) and its checks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

from sfbkit.kit.lab.ladder_ratings import Ladder

Relation = Literal["<", "≤"]
"""A step of the order: strictly stronger, or at least as strong (first and greedy may be close)."""

RANKS = {"random": 0, "first": 1, "greedy": 2}
"""Where the named players stand; ``search:N`` comes after them, by budget."""

DEFAULT_BUDGET = 100
"""The budget of ``search`` alone."""


def expected_rank(name: str) -> tuple[int, int] | None:
    """Returns where a player stands in the expected order, or None for a player the order does not know."""
    if name in RANKS:
        return (RANKS[name], 0)
    if name == "search":
        return (3, DEFAULT_BUDGET)
    head, _, budget = name.partition(":")
    if head == "search" and budget.isdigit():
        return (3, int(budget))
    return None


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the expected order between two entrants, whether the ratings agree, and how surely."""

    weaker: int
    stronger: int
    relation: Relation
    holds: bool
    confidence: float
    """How likely the expected stronger entrant is the stronger (from the ratings' uncertainty)."""


def order_steps(entrants: Sequence[str], ladder: Ladder) -> list[Step]:
    """Returns each step between neighbours in the expected order, among the entrants it knows."""
    known = sorted(
        ((rank, index) for index, name in enumerate(entrants) if (rank := expected_rank(name)) is not None)
    )
    steps = []
    for (rank_a, a), (rank_b, b) in pairwise(known):
        relation: Relation = "≤" if (rank_a[0], rank_b[0]) == (1, 2) else "<"
        confidence = ladder.better(a, b)
        mu_a, mu_b = ladder.ratings[a].mu, ladder.ratings[b].mu
        holds = mu_b >= mu_a if relation == "≤" else mu_b > mu_a
        steps.append(Step(a, b, relation, holds, confidence))
    return steps


def step_words(entrants: Sequence[str], ladder: Ladder, step: Step) -> str:
    """Returns a step as a plain sentence: holds or fails, how confident, and the head-to-head record."""
    weak, strong = entrants[step.weaker], entrants[step.stronger]
    record = ladder.record(step.stronger, step.weaker)
    versus = (
        f"{strong} won {100 * record['rate']:.0f}% ({100 * record['low']:.0f}–{100 * record['high']:.0f}%) "
        f"of {record['trials']} decided games against {weak}"
    )
    sure = f"{100 * step.confidence:.0f}%"
    if step.holds:
        return f"{weak} {step.relation} {strong}: holds; {strong} is the stronger with probability {sure}; {versus}."
    return (
        f"{weak} {step.relation} {strong}: FAILS, {strong} is rated below {weak}; "
        f"{strong} is the stronger with probability only {sure}; {versus}."
    )
