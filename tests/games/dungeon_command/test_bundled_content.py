"""The bundled Dungeon Command content validates, and its tiles, battlefield and warbands are those DC §1.7 and §15 ask for."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content.board import Face, assemble, half_placements
from sfbkit.games.dungeon_command.content.effects import Step, walk_steps
from sfbkit.games.dungeon_command.content.library import DCLibrary, load_library, validate_tree
from sfbkit.geometry.square import label, parse, parse_range

ROOT = Path(__file__).resolve().parents[3] / "games" / "dungeon-command"

BOARD = """\
  20 . . . . . . . . . . . . . . . . . . . .
  19 . . . . . . . . . . . . . . . . . . . .
  18 . . : : . . . . . : . . . . . . . . . .
  17 . . . . . . O . . . O . . . . . : : . .
  16 . . # . . O . . . . . . . . . . . . . .
  15 . # # . . . . . . . . . . . O . . . . .
  14 . . # . . . . . O . . . . : . . . # . .
  13 . . . . # # . . . T ^ . . : . . T # . .
  12 . . . ^ . . . . . ^ ^ . . . . # # # . .
  11 . . . . : : . . . . . . . . . . . . . .
  10 . . . . . . . . . . . . . . : : . . . .
   9 . . # # # . . . . ^ ^ . . . . . ^ . . .
   8 . . # T . . : . . ^ T . . . # # . . . .
   7 . . # . . . : . . . . O . . . . . # . .
   6 . . . . . O . . . . . . . . . . . # # .
   5 . . . . . . . . . . . . . . O . . # . .
   4 . . : : . . . . . O . . . O . . . . . .
   3 . . . . . . . . . . : . . . . . : : . .
   2 . . . . . . . . . . . . . . . . . . . .
   1 . . . . . . . . . . . . . . . . . . . .
"""
"""The assembled board of DC §15.2, drawn as the spec draws it."""

KIND_SQUARES = {
    "wall": "r5 r6 s6 c7 r7 c8 o8 p8 c9 d9 e9 p12 q12 r12 e13 f13 r13 c14 r14 b15 c15 c16",
    "difficult": "k3 q3 r3 c4 d4 g7 g8 o10 p10 e11 f11 n13 n14 q17 r17 c18 d18 j18",
    "hazardous": "j8 j9 k9 q9 d12 j12 k12 k13",
    "obstacle": "j4 n4 o5 f6 l7 i14 o15 f16 g17 k17",
}
"""The table of DC §15.2."""
TREASURE = "d8 k8 j13 q13"

CHARACTERS = {"floor": ".", "wall": "#", "difficult": ":", "hazardous": "^", "obstacle": "O"}


@pytest.fixture(scope="module")
def library() -> DCLibrary:
    return load_library(ROOT)


def test_the_bundled_tree_has_no_problem() -> None:
    report = validate_tree(ROOT)
    assert report.problems == ()
    assert report.counts["warbands"] >= 2


@pytest.mark.parametrize("face", ["dungeon", "outdoor"])
def test_twin_vaults_assembles_to_the_board_of_dc_15(library: DCLibrary, face: Face) -> None:
    battlefield = library.battlefields["twin-vaults"]
    squares = assemble(battlefield.placements, library.tiles, face)
    drawn = "".join(
        f"  {y + 1:>2} "
        + " ".join("T" if squares[x, y].treasure else CHARACTERS[squares[x, y].kind] for x in range(20))
        + "\n"
        for y in reversed(range(20))
    )
    assert drawn == BOARD


def test_twin_vaults_matches_the_table_of_dc_15_and_is_symmetric(library: DCLibrary) -> None:
    squares = assemble(library.battlefields["twin-vaults"].placements, library.tiles, "dungeon")
    for kind, names in KIND_SQUARES.items():
        assert sorted(label(xy) for xy, square in squares.items() if square.kind == kind) == sorted(
            names.split()
        )
    assert sorted(label(xy) for xy, square in squares.items() if square.treasure) == sorted(TREASURE.split())
    for (x, y), square in squares.items():
        mirror = squares[19 - x, 19 - y]
        assert (square.kind, square.treasure) == (mirror.kind, mirror.treasure)


def test_start_areas_of_twin_vaults_are_the_two_edge_rows_without_walls_or_treasure(
    library: DCLibrary,
) -> None:
    battlefield = library.battlefields["twin-vaults"]
    squares = assemble(battlefield.placements, library.tiles, "dungeon")
    for areas, rows in ((battlefield.start_areas.first, {0, 1}), (battlefield.start_areas.second, {18, 19})):
        covered = {xy for text in areas for xy in parse_range(text)}
        assert covered == {(x, y) for x in range(20) for y in rows}
        assert all(squares[xy].kind != "wall" and not squares[xy].treasure for xy in covered)


def test_default_tiles_have_identical_faces(library: DCLibrary) -> None:
    assert set(library.tiles) >= {"sunken-hall", "broken-gallery", "guard-niche", "ember-pit"}
    for tile in library.tiles.values():
        assert tile.faces.dungeon.rows == tile.faces.outdoor.rows


def test_the_second_half_is_the_first_turned_half_way(library: DCLibrary) -> None:
    placements = library.battlefields["twin-vaults"].placements
    first = [placement for placement in placements if parse(placement.at)[1] < 10]
    second = [placement for placement in placements if parse(placement.at)[1] >= 10]
    turned = half_placements(first, library.tiles)
    assert sorted(turned, key=lambda p: p.at) == sorted(second, key=lambda p: p.at)


@pytest.mark.parametrize("warband_id", ["lanternguard", "mirewood-brood"])
def test_each_warband_is_complete_with_distinct_cards(library: DCLibrary, warband_id: str) -> None:
    warband = library.warbands[warband_id]
    creatures = Counter({entry.id: entry.count for entry in warband.creatures})
    orders = Counter({entry.id: entry.count for entry in warband.orders})
    assert (sum(creatures.values()), sum(orders.values())) == (12, 36)
    assert len(creatures) >= 12
    assert len(orders) >= 20
    assert warband.commander in library.commanders


def test_every_effect_step_is_used_by_some_bundled_card(library: DCLibrary) -> None:
    effects = [order.effect for order in library.orders.values()]
    effects += [power.effect for creature in library.creatures.values() for power in creature.powers]
    effects += [commander.power.effect for commander in library.commanders.values() if commander.power]
    used = {type(step) for effect in effects for step in walk_steps(effect)}
    assert {name for name, model in Step.keyed_kinds.kinds.items() if model not in used} == set()


def test_the_shift_short_form_is_used_by_some_bundled_order() -> None:
    texts = [path.read_text(encoding="utf-8") for path in (ROOT / "orders").glob("*.yaml")]
    assert any("- shift:" in text for text in texts)


def test_the_bundled_root_is_the_tree_with_the_dungeon_command_manifest() -> None:
    from sfbkit.games.dungeon_command.content.paths import MANIFEST, bundled_root

    assert bundled_root().resolve() == ROOT.resolve()
    assert "game: dungeon-command" in (ROOT / MANIFEST).read_text(encoding="utf-8").splitlines()
