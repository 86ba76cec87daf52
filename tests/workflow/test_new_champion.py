"""``sfbkit new champion``: a commented scaffold that validates, is already formatted, and plays."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.abilities import (
    PassiveAbility,
    PassiveModifiers,
    TriggeredAbility,
)
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.champion import Champion, ChampionSide
from sfbkit.games.super_fantasy_brawl.content.kinds import CHAMPION, DECK
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.engine import SetupSpec, new_scenario
from sfbkit.kit.content.formatter import format_text
from sfbkit.kit.io.yaml_source import read_yaml

VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"

FOLDERS = ("champions", "cards", "arenas", "rulesets")


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the bundled content with the champion 'sir-bonk' scaffolded into it."""
    root = tmp_path_factory.mktemp("content")
    for folder in FOLDERS:
        shutil.copytree(bundled_content_root() / folder, root / folder)
    result = run("new", "champion", "sir-bonk", "--name", "Sir Bonk: the Loud", "--content", str(root))
    assert result.exit_code == 0, result.output
    return root


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def test_the_scaffold_validates_with_no_problem(tree: Path) -> None:
    report = validate_tree(tree)
    assert report.problems == ()
    assert report.counts["champions"] == 13
    assert report.counts["cards"] == 78


def test_the_command_reports_the_files_and_the_validation(tree: Path, tmp_path: Path) -> None:
    for folder in FOLDERS:
        shutil.copytree(tree / folder, tmp_path / folder)
    result = run("new", "champion", "dame-zap", "--content", str(tmp_path))
    assert result.exit_code == 0
    assert result.output.splitlines()[:3] == [
        f"wrote {tmp_path / 'champions' / 'dame-zap.yaml'}",
        f"wrote {tmp_path / 'cards' / 'dame-zap.yaml'}",
        "validate: 2 files, 0 problems: 14 champions, 84 cards, 12 traps, 16 challenges, 1 arena, 2 rulesets",
    ]
    assert "name: Dame Zap\n" in (tmp_path / "champions" / "dame-zap.yaml").read_text(encoding="utf-8")


def test_the_files_name_their_schema_and_are_already_formatted(tree: Path) -> None:
    for path, kind, schema in (
        (tree / "champions" / "sir-bonk.yaml", CHAMPION, "champion"),
        (tree / "cards" / "sir-bonk.yaml", DECK, "deck"),
    ):
        raw = path.read_bytes()
        assert raw.decode().splitlines()[0] == f"# yaml-language-server: $schema=../schemas/{schema}.json"
        assert format_text(raw, kind).encode() == raw


def _keys(data: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            found.add(key)
            found |= _keys(value)
    elif isinstance(data, list):
        for item in data:
            found |= _keys(item)
    return found


def test_every_field_is_shown(tree: Path) -> None:
    champion = read_yaml((tree / "champions" / "sir-bonk.yaml").read_bytes()).data
    deck = read_yaml((tree / "cards" / "sir-bonk.yaml").read_bytes()).data
    for model, keys in (
        (Champion, _keys(champion)),
        (ChampionSide, _keys(champion)),
        (PassiveAbility, _keys(champion)),
        (PassiveModifiers, _keys(champion)),
        (TriggeredAbility, _keys(champion)),
        (ActionCard, _keys(deck)),
    ):
        for name, info in model.model_fields.items():
            assert (info.alias or name) in keys, f"{model.__name__}.{name} is not shown"
    assert {"passive", "while", "trigger", "if", "immune", "range"} <= _keys(champion)


def test_it_refuses_to_overwrite(tree: Path) -> None:
    before = (tree / "cards" / "sir-bonk.yaml").read_bytes()
    result = run("new", "champion", "sir-bonk", "--content", str(tree))
    assert result.exit_code == 2
    assert "already exists" in result.output
    assert (tree / "cards" / "sir-bonk.yaml").read_bytes() == before


@pytest.mark.parametrize("bad", ["Sir_Bonk", "x", "bonk-", "a" * 41])
def test_a_bad_id_is_a_usage_error_and_writes_nothing(tmp_path: Path, bad: str) -> None:
    result = run("new", "champion", bad, "--content", str(tmp_path))
    assert result.exit_code == 2
    assert "is not a champion id" in result.output
    assert list(tmp_path.iterdir()) == []


def test_the_scaffolded_champion_plays(tree: Path) -> None:
    library = load_library(tree)
    match = new_scenario(
        library,
        teams=[["sir-bonk", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]],
        seed=1,
        setup=SetupSpec(
            positions={"sir-bonk": "c5", "gorlak": "c3"},
            hands=[["sir-bonk-opening-jab"], ["gorlak-bog-snack"]],
            traps={},
        ),
    )
    for answer in ("play:sir-bonk-opening-jab@sir-bonk", "step:c4", "amount:1", "target:gorlak", "amount:1"):
        match.apply(answer)
    kinds = [(event.kind, event.data.get("champion"), event.data.get("amount")) for event in match.events]
    assert ("damage", "gorlak", 5) in kinds
    assert ("damage", "gorlak", 1) in kinds
    assert match.state.champions["gorlak"].damage >= 6
    assert match.decision is not None and match.decision.kind == "action"


def test_the_scaffolded_example_passes_under_sfbkit_test(tree: Path) -> None:
    result = run("test", "sir-bonk", "--content", str(tree), "--verbose")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        "ok   sir-bonk/Second Wind#1 (bloodied at the end of the turn, heals 1) champions/sir-bonk.yaml:58",
        "ok   sir-bonk-opening-jab#1 (hits an adjacent enemy, poisons and pushes it) cards/sir-bonk.yaml:29",
        "2 examples: 2 passed, 0 failed",
    ]


def test_without_enough_champions_the_files_have_no_examples_rather_than_placeholders(tmp_path: Path) -> None:
    tree = tmp_path / "small"
    shutil.copytree(VALID, tree)
    result = run("new", "champion", "lonely", "--content", str(tree))
    assert result.exit_code == 0, result.output
    deck = (tree / "cards" / "lonely.yaml").read_text(encoding="utf-8")
    champion = (tree / "champions" / "lonely.yaml").read_text(encoding="utf-8")
    assert "examples:" not in deck and "examples:" not in champion
    assert "enemy-one" not in deck
    assert "validate: 2 files, 0 problems" in result.output
    assert "no examples" in result.output


def test_a_tree_without_an_arena_or_ruleset_is_refused_with_a_pointer_to_init(tmp_path: Path) -> None:
    result = run("new", "champion", "lonely", "--content", str(tmp_path))
    assert result.exit_code == 2
    assert "sfbkit init" in result.output
    assert not any(tmp_path.rglob("*.yaml"))
