"""The replay page of a declared game: the kit's replay shell around every seat's observation in words."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.kit.render.replay_page import BoardArt, ReplayStep, replay_page

ART = BoardArt("sfbkit.kit.render", ("declared_board.js",), (), "each seat's view of the table")
"""A table of words in place of a board: a declared game draws no picture."""


def declared_replay_page(title: str, seats: int, steps: Sequence[ReplayStep], result: str | None) -> str:
    """Returns the replay page of a match of ``seats`` seats whose steps hold each seat's rows of words."""
    return replay_page(title, {"seats": seats}, steps, result, ART)
