"""Perft-style counts: how many answer sequences of each length lead on from a position (move-generation checks)."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.match import DCMatch


def perft(match: DCMatch, depth: int) -> int:
    """Returns the number of distinct answer sequences of ``depth`` answers (a finished match counts as one)."""
    decision = match.decision
    if depth == 0 or decision is None:
        return 1
    if depth == 1:
        return len(decision.options)
    total = 0
    for option in decision.ids:
        child = match.fork()
        child.apply(option)
        total += perft(child, depth - 1)
    return total


def perft_counts(match: DCMatch, depth: int) -> list[int]:
    """Returns the perft counts for every depth from 1 to ``depth``."""
    return [perft(match, d) for d in range(1, depth + 1)]
