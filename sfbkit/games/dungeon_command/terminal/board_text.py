"""The battlefield as text for the terminal: terrain, treasure and creature tokens, then a roster with hit points."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.geometry.square import Square, label

MARKS = {"floor": " . ", "wall": "###", "difficult": " : ", "hazardous": " ^ ", "obstacle": " O "}
"""Each kind of square, three columns wide (the legend of DC §15)."""

LEGEND = (
    "UPPER = seat 0, lower = seat 1 (a digit tells two of one card apart); . floor, ### wall, : difficult, "
    "^ hazardous, O obstacle, T closed chest, $N treasure tokens"
)


def tokens(eng: Engine) -> dict[int, str]:
    """Returns each creature's token: two letters of its card, upper case for seat 0, and a digit when shared."""
    codes: dict[int, str] = {}
    for uid, creature in sorted(eng.state.creatures.items()):
        words = creature.card.split("-")
        code = (words[0][0] + words[1][0]) if len(words) > 1 else creature.card[:2]
        codes[uid] = code.upper() if creature.owner == 0 else code.lower()
    counts: dict[str, int] = {}
    for code in codes.values():
        counts[code] = counts.get(code, 0) + 1
    seen: dict[str, int] = {}
    for uid, code in codes.items():
        if counts[code] > 1:
            seen[code] = seen.get(code, 0) + 1
            codes[uid] = f"{code}{seen[code]}"
    return codes


def _cell(eng: Engine, square: Square, on: dict[Square, str]) -> str:
    token = on.get(square)
    if token is not None:
        return f"{token:<3}"
    state = eng.state
    if state.tokens.get(square, 0) > 0:
        return f"${state.tokens[square]:<2}"
    if square in state.chests:
        return " T "
    return MARKS[eng.board.kinds[square]]


def board_lines(eng: Engine) -> list[str]:
    """Returns the grid, the far row on top and row 1 (A's edge) at the bottom, with column letters."""
    board = eng.board
    codes = tokens(eng)
    on = {creature.square: codes[uid] for uid, creature in eng.state.creatures.items()}
    header = "    " + "".join(f" {chr(ord('a') + x)} " for x in range(board.columns))
    lines = [header]
    for y in reversed(range(board.rows)):
        cells = "".join(_cell(eng, (x, y), on) for x in range(board.columns))
        lines.append(f"{y + 1:>3} {cells.rstrip()}")
    lines.append(header)
    return lines


def creature_line(eng: Engine, token: str, creature: CreatureState, name: str) -> str:
    """Returns one creature of the roster: token, name, square, hit points left and its state."""
    hp = eng.hp(creature)
    marks = [word for word, on in (("tapped", creature.tapped), ("activated", creature.activated)) if on]
    state = f"  {', '.join(marks)}" if marks else ""
    return f"  {token:<4}{name:<24} {label(creature.square):<4} hp {hp - creature.damage}/{hp}{state}"
