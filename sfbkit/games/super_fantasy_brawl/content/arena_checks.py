"""Consistency checks of one arena map: every hex on the map, statues, areas, deployment and trap hexes (RULES §1, §13)."""

from __future__ import annotations

from collections.abc import Iterator

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem

_AXIAL_NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def axial(label: str) -> tuple[int, int]:
    """Converts an offset label ('c4') to axial (q, r); odd columns sit half a hex lower (RULES §13)."""
    q = ord(label[0]) - ord("a")
    row = int(label[1:])
    return q, row - 1 - (q - (q & 1)) // 2


def adjacent(first: str, second: str) -> bool:
    """True when two labelled hexes share an edge."""
    (q1, r1), (q2, r2) = axial(first), axial(second)
    return (q2 - q1, r2 - r1) in _AXIAL_NEIGHBOURS


def check_arena(file: LoadedFile, arena: Arena) -> Iterator[Problem]:
    """Yields every inconsistency of an arena, each located at the offending entry."""
    on_map = {
        f"{column}{row}" for column, rows in arena.columns.items() for row in range(rows.first, rows.last + 1)
    }
    for column, rows in arena.columns.items():
        if rows.first > rows.last:
            yield file.problem(
                ("columns", column, "first"),
                "bad-arena",
                f"column {column} starts at row {rows.first}, after its last row {rows.last}",
            )

    listed: list[tuple[tuple[str | int, ...], str]] = []
    for name, hexes in arena.deployment.items():
        if not hexes:
            yield file.problem(("deployment", name), "bad-arena", f"deployment area '{name}' holds no hex")
        listed.extend((("deployment", name, index), label) for index, label in enumerate(hexes))
    listed.extend((("statues", colour), label) for colour, label in arena.statues.items())
    for colour, hexes in arena.areas.items():
        listed.extend((("areas", colour, index), label) for index, label in enumerate(hexes))
    listed.extend((("trap_hexes", index), label) for index, label in enumerate(arena.trap_hexes))
    for path, label in listed:
        if label not in on_map:
            yield file.problem(path, "bad-arena", f"hex '{label}' is not on the map (see 'columns')")

    yield from _no_repeats(file, listed)
    yield from _statues_and_areas(file, arena)


def _no_repeats(file: LoadedFile, listed: list[tuple[tuple[str | int, ...], str]]) -> Iterator[Problem]:
    """Reports a hex listed twice where it must appear once, and statues where they may not stand."""
    groups = {"deployment": "a deployment area", "areas": "a coloured area", "trap_hexes": "the trap hexes"}
    seen: dict[tuple[str, str], tuple[str | int, ...]] = {}
    statues = {label: path for path, label in listed if path[0] == "statues"}
    for path, label in listed:
        section = str(path[0])
        if section == "statues":
            continue
        first = seen.get((section, label))
        if first is not None:
            where = (
                "this list" if first[:-1] == path[:-1] else f"'{'.'.join(str(step) for step in first[:-1])}'"
            )
            yield file.problem(
                path, "bad-arena", f"hex '{label}' is already in {groups.get(section, section)} ({where})"
            )
        else:
            seen[(section, label)] = path
        statue = statues.get(label)
        if statue is not None and section != "areas":
            yield file.problem(
                path,
                "bad-arena",
                f"hex '{label}' holds the {statue[1]} statue; a statue blocks its hex (RULES §1)",
            )
    placed: dict[str, str | int] = {}
    for path, label in listed:
        if path[0] == "statues":
            if label in placed:
                yield file.problem(
                    path, "bad-arena", f"hex '{label}' already holds the {placed[label]} statue"
                )
            placed[label] = path[1]


def _statues_and_areas(file: LoadedFile, arena: Arena) -> Iterator[Problem]:
    """Checks that each coloured area has its statue and lies around it, connected."""
    for colour in arena.areas:
        if colour not in arena.statues:
            yield file.problem(
                ("areas", colour), "bad-arena", f"the {colour} area has no {colour} statue", at_key=True
            )
    for colour, statue in arena.statues.items():
        hexes = arena.areas.get(colour)
        if hexes is None:
            yield file.problem(
                ("statues", colour), "bad-arena", f"the {colour} statue has no {colour} area", at_key=True
            )
            continue
        for colour_other, other in arena.areas.items():
            if colour_other != colour and statue in other:
                yield file.problem(
                    ("areas", colour_other, other.index(statue)),
                    "bad-arena",
                    f"hex '{statue}' holds the {colour} statue; it cannot be in the {colour_other} area",
                )
        if statue in hexes:
            yield file.problem(
                ("areas", colour, hexes.index(statue)),
                "bad-arena",
                f"hex '{statue}' is the {colour} statue's own hex, which the area always includes; remove it",
            )
        reached = {statue}
        frontier = [statue]
        members = set(hexes)
        while frontier:
            current = frontier.pop()
            for label in members - reached:
                if adjacent(current, label):
                    reached.add(label)
                    frontier.append(label)
        for index, label in enumerate(hexes):
            if label not in reached:
                yield file.problem(
                    ("areas", colour, index),
                    "bad-arena",
                    f"hex '{label}' does not touch the {colour} statue at {statue} or the rest of its area",
                )
