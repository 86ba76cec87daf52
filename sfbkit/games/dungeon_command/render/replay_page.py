"""The replay page of a Dungeon Command match: its battlefield and tokens (board.js) on the kit's replay shell."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sfbkit.games.dungeon_command.engine.board import Board
from sfbkit.games.dungeon_command.render.token_labels import token_labels
from sfbkit.geometry.square import label
from sfbkit.kit.render.replay_page import BoardArt, ReplayStep
from sfbkit.kit.render.replay_page import replay_page as shell_page

BOARD_ART = BoardArt(
    package="sfbkit.games.dungeon_command.render",
    scripts=("replay/board.js",),
    styles=("replay/board.css",),
    label="the battlefield",
    kit_scripts=("svg_draw.js",),
)


def board_data(board: Board, steps: Sequence[ReplayStep]) -> dict[str, Any]:
    """Returns the battlefield's squares, start areas and treasure, and a distinct label per creature token."""
    creatures = [(c["uid"], c["card"]) for step in steps for c in step.state["creatures"]]
    return {
        "columns": board.columns,
        "rows": board.rows,
        "squares": {label(square): kind for square, kind in sorted(board.kinds.items())},
        "starts": {
            label(square): seat for seat, area in enumerate(board.start_areas) for square in sorted(area)
        },
        "treasure": [label(square) for square in board.treasure],
        "tokens": {str(uid): text for uid, text in token_labels(creatures).items()},
    }


def replay_page(title: str, board: Board, steps: Sequence[ReplayStep], result: str | None) -> str:
    """Returns the self-contained replay page, opening on the first step."""
    return shell_page(title, board_data(board, steps), steps, result, BOARD_ART)
