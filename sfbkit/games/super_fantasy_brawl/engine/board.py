"""The compiled board of an arena: hexes, labels, statues, areas and neighbour tables (RULES §1, §13)."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.geometry.hex import DIRECTIONS, Hex, distance, from_label, to_label
from sfbkit.kit.play.decisions import Option


@dataclass(frozen=True, slots=True)
class Board:
    """An arena compiled for play; every lookup the rules need is precomputed."""

    id: str
    hexes: frozenset[Hex]
    order: tuple[Hex, ...]
    """Every hex in canonical order (by column, then row)."""
    labels: dict[Hex, str]
    by_label: dict[str, Hex]
    statues: dict[str, Hex]
    statue_hexes: frozenset[Hex]
    areas: dict[str, frozenset[Hex]]
    """Each coloured area including its statue hex."""
    deployment: dict[str, tuple[Hex, ...]]
    deployment_areas: dict[str, frozenset[Hex]]
    """Each deployment area's hexes as a set, for membership tests."""
    deployment_names: tuple[str, ...]
    trap_hexes: tuple[Hex, ...]
    """The printed trap hexes."""
    trap_hex_set: frozenset[Hex]
    open_neighbours: dict[Hex, tuple[Hex, ...]]
    """Adjacent board hexes that are not statues, in direction order."""
    adjacent: dict[Hex, tuple[Hex, ...]]
    """Adjacent board hexes including statues, in direction order."""
    step: dict[Hex, tuple[Hex | None, ...]]
    """For each hex, the neighbour in each of the six directions, or None off the board."""
    distances: dict[Hex, dict[Hex, int]]
    """For each hex, the number of steps to every board hex (RULES §2), looked up instead of computed."""
    step_option: dict[Hex, Option]
    """The ``step:<label>`` option of each hex (movement choices)."""
    step_choices: dict[Hex, tuple[tuple[Hex, Option], ...]]
    """Each open neighbour of a hex with its ``step:<label>`` option, in direction order (``walk``)."""
    step_target: dict[str, tuple[Hex, str]]
    """The hex and label each ``step:<label>`` id names (a step answered, without parsing its id)."""
    near_statue: dict[str, frozenset[Hex]]
    """The hexes adjacent to each statue (by colour) and, under ``statue``, to any statue."""
    hex_option: dict[Hex, Option]
    """The ``hex:<label>`` option of each hex (placement choices)."""

    def label(self, hex_: Hex) -> str:
        """Returns a hex's label."""
        return self.labels[hex_]

    def within(self, centre: Hex, low: int, high: int) -> tuple[Hex, ...]:
        """Returns the board hexes at a distance from ``low`` to ``high`` of ``centre``, in canonical order."""
        from_centre = self.distances[centre]
        return tuple(h for h in self.order if low <= from_centre[h] <= high)


def compile_board(arena: Arena) -> Board:
    """Compiles an arena into a Board."""
    order: list[Hex] = []
    for column in sorted(arena.columns):
        rows = arena.columns[column]
        for row in range(rows.first, rows.last + 1):
            order.append(from_label(f"{column}{row}"))
    hexes = frozenset(order)
    labels = {h: to_label(h) for h in order}
    statues: dict[str, Hex] = {colour: from_label(label) for colour, label in arena.statues.items()}
    statue_hexes = frozenset(statues.values())
    areas: dict[str, frozenset[Hex]] = {
        colour: frozenset([*(from_label(label) for label in labels_), statues[colour]])
        if colour in statues
        else frozenset(from_label(label) for label in labels_)
        for colour, labels_ in arena.areas.items()
    }
    deployment = {
        name: tuple(from_label(label) for label in hexes_) for name, hexes_ in arena.deployment.items()
    }
    step: dict[Hex, tuple[Hex | None, ...]] = {}
    adjacent: dict[Hex, tuple[Hex, ...]] = {}
    open_neighbours: dict[Hex, tuple[Hex, ...]] = {}
    for h in order:
        line = tuple(n if n in hexes else None for n in ((h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS))
        step[h] = line
        adjacent[h] = tuple(n for n in line if n is not None)
        open_neighbours[h] = tuple(n for n in line if n is not None and n not in statue_hexes)
    step_option = {h: Option(str(OptionId.step(labels[h])), f"to {labels[h]}") for h in order}
    return Board(
        id=arena.id,
        hexes=hexes,
        order=tuple(order),
        labels=labels,
        by_label={label: h for h, label in labels.items()},
        statues=statues,
        statue_hexes=statue_hexes,
        areas=areas,
        deployment=deployment,
        deployment_areas={name: frozenset(hexes_) for name, hexes_ in deployment.items()},
        deployment_names=tuple(arena.deployment),
        trap_hexes=tuple(from_label(label) for label in arena.trap_hexes),
        trap_hex_set=frozenset(from_label(label) for label in arena.trap_hexes),
        open_neighbours=open_neighbours,
        adjacent=adjacent,
        step=step,
        distances={a: {b: distance(a, b) for b in order} for a in order},
        step_option=step_option,
        step_choices={h: tuple((n, step_option[n]) for n in open_neighbours[h]) for h in order},
        step_target={str(OptionId.step(labels[h])): (h, labels[h]) for h in order},
        near_statue={
            "statue": frozenset(h for h in order if any(n in statue_hexes for n in adjacent[h])),
            **{
                colour: frozenset(h for h in order if statue in adjacent[h])
                for colour, statue in statues.items()
            },
        },
        hex_option={h: Option(str(OptionId.hex(labels[h])), labels[h]) for h in order},
    )
