"""The board as text for the terminal: the hex grid with champions, statues and traps, then the status."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.geometry.hex import Hex

CELL = 7


def _cell(match: Match, h: Hex) -> str:
    board = match.board
    state = match.state
    label = board.labels[h]
    occupant = state.occupant.get(h)
    if occupant is not None:
        c = state.champions[occupant]
        code = occupant[:3]
        return (code.upper() if c.team == 0 else code) + ("*" if c.levelled else "")
    for colour, where in board.statues.items():
        if where == h:
            return f"#{colour[:1].upper()}#"
    if h in state.traps:
        return f"{label}^"
    return label


def board_lines(match: Match) -> list[str]:
    """Returns the grid: even columns on one line, the half-row lower odd columns on the next."""
    board = match.board
    columns: dict[str, list[tuple[int, Hex]]] = {}
    for h in board.order:
        label = board.labels[h]
        columns.setdefault(label[0], []).append((int(label[1:]), h))
    names = sorted(columns)
    rows = max(row for cells in columns.values() for row, _ in cells)
    lines = ["   " + "".join(name.center(CELL) for name in names)]
    for row in range(1, rows + 1):
        for shifted in (False, True):
            text = ""
            for index, name in enumerate(names):
                cell = next((h for r, h in columns[name] if r == row), None)
                if (index % 2 == 1) != shifted or cell is None:
                    text += " " * CELL
                else:
                    text += f"[{_cell(match, cell):^{CELL - 2}}]"
            lines.append(f"{row:>2} " + text.rstrip() if not shifted else "   " + text.rstrip())
    return [line for line in lines if line.strip()]


def status_lines(match: Match, viewer: int) -> list[str]:
    """Returns the round, VP, every champion's state, and the viewer's hand and cores."""
    state = match.state
    eng = match.engine
    lines = [
        f"round {state.round}, player {state.active_player} to act, VP team 0: {state.vp[0]}, team 1: {state.vp[1]}",
        "UPPER = team 0, lower = team 1, * = levelled up, ^ = trap, #X# = statue",
    ]
    for player in state.players:
        for cid in player.champions:
            c = state.champions[cid]
            where = "gate" if c.hex is None else match.board.labels[c.hex]
            extra = (" levelled" if c.levelled else "") + (" rooted" if c.rooted else "")
            lines.append(f"  {cid:<16} team {c.team}  {where:<5} damage {c.damage}/{eng.hp(c)}{extra}")
    if 0 <= viewer < len(state.players):
        me = state.players[viewer]
        cores = ", ".join(colour for colour, ready in me.ready.items() if ready) or "none"
        lines.append(f"your ready cores: {cores}; deck {len(me.deck)}, discard {len(me.discard)}")
        for card in sorted(me.hand):
            definition = match.rules.cards[card]
            lines.append(f"  hand: {card} ({definition.type}, {definition.core})")
    return lines
