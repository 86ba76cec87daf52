"""The replay page of a Dungeon Command match: the square battlefield as SVG, a step slider and the log (DC §15)."""

from __future__ import annotations

import html
import json

from sfbkit.games.dungeon_command.play.run import DCRun

CELL = 28
FILL = {
    "floor": "#efe6d2",
    "wall": "#3b3631",
    "difficult": "#c9b27a",
    "hazardous": "#d9704a",
    "obstacle": "#7d7468",
}
SIDES = ("#2f6db5", "#b5382f")
"""Seat 0 and seat 1 colours."""


def _board_svg(run: DCRun) -> str:
    board = run.board
    width, height = board.columns * CELL, board.rows * CELL
    parts = [
        f'<svg id="field" xmlns="http://www.w3.org/2000/svg" viewBox="-24 -4 {width + 28} {height + 24}">'
    ]
    starts = {square: seat for seat, area in enumerate(board.start_areas) for square in area}
    for (x, y), kind in sorted(board.kinds.items()):
        px, py = x * CELL, (board.rows - 1 - y) * CELL
        parts.append(
            f'<rect class="sq {kind}" x="{px}" y="{py}" width="{CELL}" height="{CELL}" fill="{FILL[kind]}" stroke="#8a8170" stroke-width="0.5"/>'
        )
        if (x, y) in starts and kind != "wall":
            parts.append(
                f'<rect class="start" x="{px + 2}" y="{py + 2}" width="{CELL - 4}" height="{CELL - 4}" fill="none" stroke="{SIDES[starts[(x, y)]]}" stroke-dasharray="3 2"/>'
            )
    for x in range(board.columns):
        parts.append(
            f'<text x="{x * CELL + CELL / 2}" y="{height + 14}" font-size="10" text-anchor="middle">{chr(97 + x)}</text>'
        )
    for y in range(board.rows):
        parts.append(
            f'<text x="-6" y="{(board.rows - 1 - y) * CELL + CELL / 2 + 4}" font-size="10" text-anchor="end">{y + 1}</text>'
        )
    for x, y in board.treasure:
        parts.append(
            f'<circle class="treasure-mark" cx="{x * CELL + CELL / 2}" cy="{(board.rows - 1 - y) * CELL + CELL / 2}" r="4" fill="none" stroke="#a07800"/>'
        )
    parts.append('<g id="pieces"></g></svg>')
    return "".join(parts)


_LEGEND = "".join(
    f'<span><i style="background:{colour}"></i>{name}</span>'
    for name, colour in [
        *FILL.items(),
        ("player 0", SIDES[0]),
        ("player 1", SIDES[1]),
        ("treasure", "#e0b400"),
    ]
)

_SCRIPT = """
const data = JSON.parse(document.getElementById('frames').textContent);
const rows = data.rows, cell = data.cell, sides = data.sides;
const slider = document.getElementById('step'), caption = document.getElementById('caption');
function xy(square) { return [square.charCodeAt(0) - 97, parseInt(square.slice(1), 10) - 1]; }
function draw(i) {
  const f = data.frames[i];
  let out = '';
  for (const sq of f.chests) { const [x, y] = xy(sq); out += `<rect class="chest" x="${x*cell+8}" y="${(rows-1-y)*cell+8}" width="${cell-16}" height="${cell-16}" fill="#e0b400"/>`; }
  for (const [sq, n] of Object.entries(f.tokens)) { const [x, y] = xy(sq); out += `<text x="${x*cell+cell-4}" y="${(rows-1-y)*cell+10}" font-size="9" text-anchor="end" fill="#7a5a00">${n}</text>`; }
  for (const [card, seat, sq, damage, hp, tapped] of f.creatures) {
    const [x, y] = xy(sq);
    const cx = x*cell+cell/2, cy = (rows-1-y)*cell+cell/2;
    out += `<g class="creature"><title>${card} (player ${seat}) ${hp-damage}/${hp}${tapped ? ', tapped' : ''}</title>`
      + `<circle cx="${cx}" cy="${cy}" r="${cell/2-3}" fill="${sides[seat]}" opacity="${tapped ? 0.5 : 1}"/>`
      + `<text x="${cx}" y="${cy+4}" font-size="10" text-anchor="middle" fill="#fff">${card.slice(0, 2)}</text></g>`;
  }
  document.getElementById('pieces').innerHTML = out;
  caption.textContent = `step ${i} of ${data.frames.length - 1}, turn ${f.turn}, morale ${f.morale.join(' : ')}: ${f.caption}`;
}
slider.addEventListener('input', () => draw(parseInt(slider.value, 10)));
draw(0);
"""


def replay_page(run: DCRun, title: str) -> str:
    """Returns the self-contained HTML page, opening on step 0."""
    board = run.board
    data = {"rows": board.rows, "cell": CELL, "sides": SIDES, "frames": run.frames}
    frames = json.dumps(data, separators=(",", ":")).replace("</", "<\\/")
    log = html.escape(run.log_text("text"))
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>"
        "body{font-family:sans-serif;margin:1em;display:grid;grid-template-columns:minmax(300px,640px) 1fr;gap:1em}"
        "#legend span{margin-right:.8em;font-size:.85em}#legend i{display:inline-block;width:.9em;height:.9em;"
        "margin-right:.3em;vertical-align:middle;border:1px solid #555}"
        "pre{max-height:80vh;overflow:auto;font-size:.8em;background:#f6f3ec;padding:.5em}input{width:100%}"
        "</style></head><body><main>"
        f"<h1>{html.escape(title)}</h1>{_board_svg(run)}"
        f'<input id="step" type="range" min="0" max="{len(run.frames) - 1}" value="0">'
        f'<p id="caption"></p><p id="legend">{_LEGEND}</p></main>'
        f"<aside><h2>Log</h2><pre>{log}</pre></aside>"
        f'<script type="application/json" id="frames">{frames}</script>'
        f"<script>{_SCRIPT}</script></body></html>"
    )
