"""Who won a match, in words, as results, replays and the play page state it."""

from __future__ import annotations


def winner_words(winner: int | None, side: str = "player") -> str:
    """Returns who won: ``player 1 wins`` (``side`` names what a seat is called), or ``a draw`` for None."""
    return "a draw" if winner is None else f"{side} {winner} wins"
