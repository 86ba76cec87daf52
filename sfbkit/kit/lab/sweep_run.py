"""A what-if sweep: the same seeded games with one field of one item set to each value, in layered trees."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sfbkit.kit.errors import UsageError
from sfbkit.kit.lab.item_field import ItemFile, field_keys, find_item, lists, with_value
from sfbkit.kit.lab.layered_tree import build_layer
from sfbkit.kit.simulation.simulated_games import SimulatedGame, simulated_games
from sfbkit.kit.simulation.win_rates import wilson

if TYPE_CHECKING:
    from sfbkit.kit.game import Game, SimulationPlan
    from sfbkit.kit.simulation.simulated_games import PlayedGame


@dataclass(frozen=True, slots=True)
class SweepValue:
    """One value of the sweep: its layered tree and games, or the validation problem that kept it from play."""

    value: Any
    root: Path | None
    problem: str | None
    games: tuple[SimulatedGame, ...] = ()


@dataclass(frozen=True, slots=True)
class SweepPlan:
    """What a sweep plays: the item, its field, the side it belongs to, and each value's games."""

    item: str
    field: str
    side: str | None
    """The side label the item plays for (its champion's team, its warband), None when none or several."""
    values: tuple[SweepValue, ...]


def parse_value(text: str) -> Any:
    """Returns a value as YAML reads it (``3`` a number, ``true`` a flag, anything else text)."""
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def locate(game: Game, root: Path, item: str, field: str) -> tuple[ItemFile, tuple[str | int, ...], Path]:
    """Returns the item's file, its field's keys and the tree holding the file (the tree, or the base it extends).

    UsageError when neither has such an item or field.
    """
    from sfbkit.kit.content.manifest import read_manifest

    trees = [root]
    if read_manifest(root).extends is not None:
        trees.append(game.bundled_root())
    for tree in trees:
        found = find_item(game.content_files(tree), item)
        if found is not None:
            return found, field_keys(item, field, found.item()), tree
    raise UsageError(f"no item {item!r} in the content tree {root} (see 'sfbkit list')")


def item_side(files: Sequence[Path], found: ItemFile, item: str, sides: Sequence[str]) -> str | None:
    """Returns the one side label naming the item, its owner (a champion) or a holder of it (a warband)."""
    # The owner a file or the item names at its top (a deck's `champion: borka`), not names in its examples.
    owners = {
        value for data in (found.data, found.item()) for value in data.values() if isinstance(value, str)
    }
    mine = []
    for side in sides:
        for part in side.replace("/", ",").split(","):
            holder = find_item(files, part)
            if part == item or part in owners or (holder is not None and lists(holder.item(), item)):
                mine.append(side)
                break
    return mine[0] if len(mine) == 1 else None


def plan_sweep(
    game: Game,
    root: Path,
    folder: Path,
    item: str,
    field: str,
    values: Sequence[str],
    plan_for: Any,
    games: int,
    seed: int,
    players: tuple[str, ...],
) -> tuple[SweepPlan, SimulationPlan | None]:
    """Builds a layered tree per value under ``folder``, validates it and makes its games (indices run on)."""
    found, keys, holder = locate(game, root, item, field)
    relative = found.path.relative_to(holder)
    from_base = holder.resolve() == game.bundled_root().resolve()
    kind = game.file_kind(found.path)
    # A layer replacing a file of the bundled tree says so where the game's files take `overrides: true`.
    overrides = from_base and kind is not None and "overrides" in kind.model.model_fields
    made: list[SweepValue] = []
    plan: SimulationPlan | None = None
    next_index = 0
    for number, text in enumerate(values):
        value = parse_value(text)
        layer = build_layer(
            game, root, folder / f"value-{number}", relative, with_value(found, keys, value), overrides
        )
        report = game.validate(layer)
        if report.problems:
            made.append(SweepValue(value, None, f"{item} {field} {text}: {report.problems[0]}"))
            continue
        plan = plan_for(layer)
        specs = simulated_games(game.id, layer, plan, games, seed, players)
        shifted = tuple(dataclasses.replace(spec, index=next_index + spec.index) for spec in specs)
        next_index += len(specs)
        made.append(SweepValue(value, layer, None, shifted))
    files = [*game.content_files(root), *(game.content_files(holder) if holder != root else [])]
    sides = (
        dict.fromkeys(side for pairing in plan.pairings for side in pairing.sides) if plan is not None else {}
    )
    side = item_side(files, found, item, tuple(sides)) if sides else None
    return SweepPlan(item, field, side, tuple(made)), plan


def trees_of(sweep: SweepPlan, root: Path) -> Mapping[str, str]:
    """Returns what each value's temporary tree stands for, for the results file's run digest."""
    return {
        str(value.root.resolve()): f"{root.resolve()}|{sweep.item}|{sweep.field}|{value.value!r}"
        for value in sweep.values
        if value.root is not None
    }


def side_rate(summary: Mapping[str, Any], side: str | None) -> dict[str, Any]:
    """Returns the win rate of ``side`` over every pairing it plays (the first side's when None)."""
    won = played = 0
    for pairing in summary["pairings"]:
        label = side if side is not None else pairing["sides"][0]
        if label in pairing["sides"]:
            rate = pairing["win_rate"][pairing["sides"].index(label)]
            won += rate["successes"]
            played += rate["trials"]
    return wilson(won, played).to_json()


def games_of(value: SweepValue, played: Mapping[int, PlayedGame]) -> list[PlayedGame]:
    """Returns a value's played games with their indices as the value's own run numbers them."""
    first = value.games[0].index if value.games else 0
    return [dataclasses.replace(played[spec.index], index=spec.index - first) for spec in value.games]
