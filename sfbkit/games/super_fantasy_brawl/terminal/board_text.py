"""The board as text for the terminal: champions, statues, areas, deployment zones, traps and gates, then the status."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.render.terminal import card_stats
from sfbkit.games.super_fantasy_brawl.text import rules_text
from sfbkit.geometry.hex import Hex

CELL = 8
"""Columns of one hex: brackets around a 4-column name, its area's initial and a trap mark."""

ZONE_BRACKETS: dict[int | None, tuple[str, str]] = {None: ("(", ")"), 0: ("{", "}"), 1: ("<", ">")}
"""Brackets of a deployment hex: not chosen yet, team 0's zone, team 1's zone; other hexes use []."""

LEGEND = (
    "UPPER = team 0, lower = team 1, * = levelled up, #R# = statue, r/y/b = red/yellow/blue area, "
    "^ = face-down trap, {..} team 0's deployment zone, <..> team 1's, (..) not chosen yet"
)


def _name(match: Match, h: Hex) -> str:
    state = match.state
    occupant = state.occupant.get(h)
    if occupant is not None:
        c = state.champions[occupant]
        code = occupant[:3]
        return (code.upper() if c.team == 0 else code) + ("*" if c.levelled else "")
    for colour, where in match.board.statues.items():
        if where == h:
            return f"#{colour[:1].upper()}#"
    return match.board.labels[h]


def _zones(match: Match) -> dict[Hex, int | None]:
    """Returns each deployment hex and the team whose zone it is (None before the zones are chosen)."""
    chosen = {name: team for team, name in enumerate(match.state.deployment)}
    return {h: chosen.get(name) for name, hexes in match.board.deployment.items() for h in hexes}


def _cell(match: Match, h: Hex, areas: dict[Hex, str], zones: dict[Hex, int | None]) -> str:
    area = areas.get(h, " ")
    trap = "^" if h in match.state.traps else " "
    opening, closing = ZONE_BRACKETS[zones[h]] if h in zones else ("[", "]")
    return f"{opening}{_name(match, h):<4}{area}{trap}{closing}"


def board_lines(match: Match) -> list[str]:
    """Returns the grid: even columns on one line, the half-row lower odd columns on the next; then the gates."""
    board = match.board
    areas = {
        h: colour[:1] for colour, hexes in board.areas.items() for h in hexes if h not in board.statue_hexes
    }
    zones = _zones(match)
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
                    text += _cell(match, cell, areas, zones)
            lines.append(f"{row:>2} " + text.rstrip() if not shifted else "   " + text.rstrip())
    lines = [line for line in lines if line.strip()]
    lines.extend(gate_lines(match))
    return lines


def gate_lines(match: Match) -> list[str]:
    """Returns who waits on each team's gate (off the map, RULES §5), once teams are known."""
    state = match.state
    lines = []
    for team in sorted({p.team for p in state.players}):
        waiting = [cid for cid, c in state.champions.items() if c.team == team and c.hex is None]
        zone = state.deployment[team] if team < len(state.deployment) else "?"
        if state.champions:
            lines.append(f"team {team} gate ({zone}): {', '.join(waiting) or 'nobody'}")
    return lines


def track_line(match: Match, library: Library | None = None) -> str:
    """Returns the challenge track: each slot's VP and the challenge on it (RULES §10)."""
    values = match.engine.ruleset.challenge_track
    slots = []
    for slot, challenge_id in enumerate(match.state.track):
        value = values[slot] if slot < len(values) else None
        worth = "no VP" if value is None else f"{value} VP"
        name = challenge_id or "-"
        if challenge_id and library is not None and challenge_id in library.challenges:
            challenge = library.challenges[challenge_id]
            name = f"{challenge.name} ({rules_text.condition_text(challenge.condition, 'en')})"
        slots.append(f"[{worth}] {name}")
    return "challenge track: " + (" | ".join(slots) if slots else "not dealt yet")


def status_lines(match: Match, viewer: int, library: Library | None = None) -> list[str]:
    """Returns the round, VP, the challenge track, every champion's state, and the viewer's hand and cores."""
    state = match.state
    eng = match.engine
    lines = [
        f"round {state.round}, player {state.active_player} to act, "
        f"VP team 0: {state.vp[0]}, team 1: {state.vp[1]} (of {eng.ruleset.vp_target})",
        LEGEND,
        track_line(match, library),
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
            lines.append(f"  hand: {hand_line(match, card, library)}")
    return lines


def hand_line(match: Match, card_id: str, library: Library | None) -> str:
    """Returns a card in hand: its name, id, numbers and rules text (id, type and core without the library)."""
    definition = match.rules.cards[card_id]
    if library is None or card_id not in library.cards:
        return f"{card_id} ({definition.type}, {definition.core})"
    card = library.cards[card_id]
    text = " ".join(rules_text.card_text(card, "en"))
    return f"{card.name} [{card_id}] ({definition.type}, {definition.core}): {card_stats(card, 'en')}" + (
        f" — {text}" if text else ""
    )
