"""The HTML replay page of Super Fantasy Brawl: its arena and words on the kit's replay shell."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.board import compile_board
from sfbkit.games.super_fantasy_brawl.engine.match import MatchResult
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.snapshots import replay_snapshots
from sfbkit.kit.render.replay_page import BoardArt, ReplayStep, replay_page
from sfbkit.kit.text.winner_words import winner_words


def board_data(library: Library, arena_id: str) -> dict[str, Any]:
    """Returns the arena's geometry for drawing: hexes with axial coordinates, statues, areas, deployment, traps."""
    board = compile_board(library.arenas[arena_id])
    return {
        "id": board.id,
        "name": library.arenas[arena_id].name,
        "hexes": [{"label": board.labels[h], "q": h[0], "r": h[1]} for h in board.order],
        "statues": {colour: board.labels[h] for colour, h in board.statues.items()},
        "areas": {colour: sorted(board.labels[h] for h in hexes) for colour, hexes in board.areas.items()},
        "deployment": {name: [board.labels[h] for h in hexes] for name, hexes in board.deployment.items()},
        "trap_hexes": [board.labels[h] for h in board.trap_hexes],
    }


BOARD_ART = BoardArt(
    package="sfbkit.games.super_fantasy_brawl.render",
    scripts=("replay/board.js",),
    styles=("replay/replay.css",),
    label="the arena",
)
"""The arena drawn by board.js (shared with the play page), on the kit's replay shell."""


def step_status(state: Mapping[str, Any]) -> str:
    """Returns the status line of a step: round, the player to act, victory points and hand sizes."""
    vp = "\u2013".join(str(points) for points in state["vp"])
    hands = "/".join(str(size) for size in state["hands"])
    return (
        f"round {state['round']} \u00b7 player {state['active']} to act \u00b7 VP {vp} \u00b7 hands {hands}"
    )


def result_line(result: MatchResult) -> str:
    """Returns the result as the replay's last step shows it."""
    outcome = winner_words(result.winner, "team")
    vp = "\u2013".join(str(points) for points in result.vp)
    return f"match over: {outcome} ({result.reason}) \u00b7 VP {vp} \u00b7 round {result.rounds}"


def render_replay(library: Library, recording: Recording, title: str) -> str:
    """Returns the replay page of a recorded match: it opens on the start and ends on the result."""
    result = recording.match.result
    steps = [
        ReplayStep(step["label"], step_status(step["state"]), tuple(step["log"]), step["state"])
        for step in replay_snapshots(library, recording)
    ]
    board = board_data(library, recording.spec.arena)
    return replay_page(title, board, steps, None if result is None else result_line(result), BOARD_ART)
