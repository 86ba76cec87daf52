"""The HTML replay page: the arena as SVG, a step slider and the log, in one self-contained file."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.board import compile_board
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.snapshots import replay_snapshots
from sfbkit.games.super_fantasy_brawl.render.templates import asset, environment, json_for_script


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


def render_replay(library: Library, recording: Recording, title: str) -> str:
    """Returns the replay page of a recorded match: it opens on the start and ends on the result."""
    result = recording.match.result
    data = {
        "title": title,
        "result": None if result is None else result.as_json(),
        "board": board_data(library, recording.spec.arena),
        "steps": replay_snapshots(library, recording),
    }
    template = environment().get_template("replay/replay.html.j2")
    return template.render(
        title=title,
        data=json_for_script(data),
        style=Markup(asset("replay/replay.css")),
        script=Markup(asset("replay/board.js") + asset("replay/replay.js")),
    )
