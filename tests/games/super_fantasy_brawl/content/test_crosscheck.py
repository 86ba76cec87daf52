"""Cross-checks over a whole tree, each problem located at the offending node."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.arena_checks import adjacent, axial
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree

VALID = Path(__file__).resolve().parent / "valid"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(VALID, root)
    return root


def edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def found(root: Path) -> list[str]:
    return [
        f"{p.file}:{p.line}:{p.column}: {p.code}: {p.path}: {p.message}" for p in validate_tree(root).problems
    ]


def codes(root: Path) -> list[tuple[str, int, int, str, str]]:
    return [(p.file, p.line, p.column, p.code, p.path) for p in validate_tree(root).problems]


def test_the_valid_tree_passes(tree: Path) -> None:
    assert found(tree) == []


def test_axial_coordinates_follow_rules_13() -> None:
    assert axial("a1") == (0, 0)
    assert axial("c2") == (2, 0)
    assert axial("d1") == (3, -1)
    assert all(adjacent("c2", label) for label in ("b1", "b2", "c1", "c3", "d1", "d2"))
    assert not adjacent("c2", "c4")
    assert not adjacent("c2", "d3")


def test_a_hex_off_the_map_is_reported_where_it_is_listed(tree: Path) -> None:
    edit(tree, "arenas/fabulosa.yaml", "trap_hexes: [c6,", "trap_hexes: [z9,")
    assert found(tree) == [
        "arenas/fabulosa.yaml:21:14: bad-arena: trap_hexes[0]: hex 'z9' is not on the map (see 'columns')"
    ]


def test_statues_may_not_stand_in_deployment_areas(tree: Path) -> None:
    edit(tree, "arenas/fabulosa.yaml", "west: [a3,", "west: [c2,")
    assert codes(tree) == [("arenas/fabulosa.yaml", 14, 10, "bad-arena", "deployment.west[0]")]


def test_an_area_must_surround_its_statue(tree: Path) -> None:
    edit(tree, "arenas/fabulosa.yaml", "blue: [b1, b2, c1, c3, d1, d2]", "blue: [b1, b2, c1, c3, d1, a7]")
    assert found(tree) == [
        "arenas/fabulosa.yaml:18:30: bad-arena: areas.blue[5]: "
        "hex 'a7' does not touch the blue statue at c2 or the rest of its area"
    ]


def test_a_hex_may_not_be_in_two_areas_and_the_statue_hex_is_implied(tree: Path) -> None:
    edit(tree, "arenas/fabulosa.yaml", "red: [d3, d4, e3, e5, f3, f4]", "red: [d3, d4, e3, e5, f3, d2]")
    edit(tree, "arenas/fabulosa.yaml", "yellow: [f5,", "yellow: [g6,")
    assert codes(tree) == [
        ("arenas/fabulosa.yaml", 19, 29, "bad-arena", "areas.red[5]"),
        ("arenas/fabulosa.yaml", 20, 12, "bad-arena", "areas.yellow[0]"),
    ]


def test_every_statue_needs_an_area_and_every_area_a_statue(tree: Path) -> None:
    edit(
        tree,
        "arenas/fabulosa.yaml",
        "statues: {blue: c2, red: e4, yellow: g6}",
        "statues: {blue: c2, red: e4}",
    )
    problems = found(tree)
    assert (
        problems[0]
        == "arenas/fabulosa.yaml:20:3: bad-arena: areas.yellow: the yellow area has no yellow statue"
    )


def test_a_colour_an_arena_lacks_is_a_bad_reference_where_it_is_named(tree: Path) -> None:
    edit(
        tree,
        "arenas/fabulosa.yaml",
        "statues: {blue: c2, red: e4, yellow: g6}",
        "statues: {blue: c2, yellow: g6}",
    )
    edit(tree, "arenas/fabulosa.yaml", "  red: [d3, d4, e3, e5, f3, f4]\n", "")
    assert found(tree) == [
        "cards/challenges.yaml:5:17: bad-reference: challenges[0].condition.controls: "
        "arena 'fabulosa' has no red statue and area (it has: blue, yellow)",
        "cards/ironhide.yaml:22:20: bad-reference: cards[1].pre_attack[0].if.in_area.area: "
        "arena 'fabulosa' has no red statue and area (it has: blue, yellow)",
    ]


def test_the_trap_supply_needs_a_spare_beyond_the_four_on_the_arena(tree: Path) -> None:
    (tree / "cards" / "traps.yaml").write_text(
        "tokens:\n  - {id: stun, name: Bell, effect: stun, count: 4}\n", encoding="utf-8"
    )
    assert codes(tree) == [("cards/traps.yaml", 1, 1, "wrong-count", "tokens")]


def test_a_champion_without_a_deck_and_a_second_deck_for_one_champion(tree: Path) -> None:
    shutil.copyfile(tree / "champions" / "ironhide.yaml", tree / "champions" / "stonefist.yaml")
    edit(tree, "champions/stonefist.yaml", "id: ironhide", "id: stonefist")
    shutil.copyfile(tree / "cards" / "ironhide.yaml", tree / "cards" / "ironhide-again.yaml")
    problems = codes(tree)
    assert ("champions/stonefist.yaml", 1, 5, "wrong-count", "id") in problems
    assert ("cards/ironhide-again.yaml", 1, 11, "wrong-file-name", "champion") in problems
    assert ("cards/ironhide.yaml", 1, 11, "duplicate-id", "champion") in problems
    assert ("cards/ironhide.yaml", 3, 9, "duplicate-id", "cards[0].id") in problems


def test_roles_must_mean_something_where_they_are_used(tree: Path) -> None:
    edit(tree, "cards/ironhide.yaml", "- - heal: 2\n", "- - heal: {amount: 2, who: attacker}\n")
    edit(
        tree,
        "champions/ironhide.yaml",
        "      if:\n        bloodied: self",
        "      if:\n        bloodied: target",
    )
    edit(tree, "cards/challenges.yaml", "bloodied: it", "bloodied: attacker")
    assert found(tree) == [
        "cards/challenges.yaml:13:21: misplaced-effect: challenges[1].condition.count.where.bloodied: "
        "'attacker' means nothing in a challenge; use 'self' or a count",
        "cards/ironhide.yaml:32:38: misplaced-effect: cards[2].effects[0].choose_one[0][0].heal.who: "
        "'attacker' means nothing here: only reactions and 'targeted' triggers have one, not a skill",
        "champions/ironhide.yaml:25:19: misplaced-effect: levelled.abilities[1].if.bloodied: "
        "'target' is only known in a 'deals_attack_damage' trigger, not 'turn_start'",
    ]


def test_on_hit_keywords_belong_only_in_an_attacks_effects(tree: Path) -> None:
    edit(tree, "cards/ironhide.yaml", "    post_attack:\n      - push: 1", "    post_attack:\n      - double")
    edit(
        tree,
        "champions/ironhide.yaml",
        "        - heal: 1",
        "        - if: {bloodied: self}\n          then: [lifesteal]",
    )
    assert codes(tree) == [
        ("cards/ironhide.yaml", 11, 9, "misplaced-effect", "cards[0].post_attack[0]"),
        ("champions/ironhide.yaml", 28, 18, "misplaced-effect", "levelled.abilities[1].effects[0].then[0]"),
    ]


def test_problems_in_one_file_do_not_invent_problems_in_others(tree: Path) -> None:
    edit(tree, "champions/ironhide.yaml", "hp: 8", "hp: eight")
    assert codes(tree) == [("champions/ironhide.yaml", 8, 7, "wrong-type", "basic.hp")]


def test_paths_restrict_what_is_reported(tree: Path) -> None:
    edit(tree, "champions/ironhide.yaml", "hp: 8", "hp: eight")
    report = validate_tree(tree, [tree / "cards"])
    assert report.problems == ()
    assert report.checked == ("cards/challenges.yaml", "cards/ironhide.yaml", "cards/traps.yaml")
