"""Dungeon Command through the kit's cache: a warm search or show parses no YAML, and a changed file is read again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.content.declaration import CONTENT
from sfbkit.games.dungeon_command.db import library_records
from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.cache.cache_store import CACHE_ENV, STATE_ENV
from sfbkit.kit.content import loader
from sfbkit.kit.tree import library_cache
from sfbkit.kit.tree.content_declaration import ContentDeclaration
from sfbkit.kit.tree.library_cache import ENTRY
from sfbkit.kit.tree.tree_key import cache_slot

CREATURE = Path("creatures") / "barrow-ghoul.yaml"


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setenv(STATE_ENV, str(tmp_path / "state"))
    return Path(shutil.copytree(GAME.bundled_root(), tmp_path / "content"))


def _run(tree: Path, *args: str) -> str:
    result = CliRunner().invoke(cli, [args[0], "--content", str(tree), *args[1:]])
    assert result.exit_code == 0, result.output
    return result.output


def _count_parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Counts the YAML documents parsed and the trees validated from here on."""
    parsed: list[str] = []
    read_plain_data = loader.read_plain_data
    read_yaml = loader.read_yaml
    original_library = library_cache.load_library

    def counting_plain(raw: bytes) -> object:
        parsed.append("plain")
        return read_plain_data(raw)

    def counting_yaml(raw: bytes) -> object:
        parsed.append("yaml")
        return read_yaml(raw)

    def counting_library(root: Path, content: ContentDeclaration[object]) -> object:
        parsed.append(f"tree {root}")
        return original_library(root, content)

    monkeypatch.setattr(loader, "read_plain_data", counting_plain)
    monkeypatch.setattr(loader, "read_yaml", counting_yaml)
    monkeypatch.setattr(library_cache, "load_library", counting_library)
    return parsed


def test_a_warm_search_and_show_come_from_the_cache(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cold_search = _run(tree, "search", "kind:creature")
    cold_show = _run(tree, "show", "barrow-ghoul")
    slot = cache_slot(tree, CONTENT)
    assert slot is not None and slot[0].has(slot[1], ENTRY)
    parsed = _count_parses(monkeypatch)

    def refuse(library: object) -> object:
        raise AssertionError("the card records were built again")

    monkeypatch.setattr(library_records, "card_records", refuse)
    assert _run(tree, "search", "kind:creature") == cold_search
    assert _run(tree, "show", "barrow-ghoul") == cold_show
    assert parsed == []


def test_a_changed_file_is_read_again(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _run(tree, "show", "barrow-ghoul")
    path = tree / CREATURE
    text = path.read_text(encoding="utf-8")
    name = next(line for line in text.splitlines() if line.startswith("name:"))
    path.write_text(text.replace(name, "name: Barrow Lurker"), encoding="utf-8")
    parsed = _count_parses(monkeypatch)
    assert "Barrow Lurker" in _run(tree, "show", "barrow-ghoul")
    assert f"tree {tree}" in parsed


def test_a_clean_validation_fills_the_cache_for_the_commands_after_it(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _run(tree, "validate")
    parsed = _count_parses(monkeypatch)
    _run(tree, "show", "barrow-ghoul")
    assert parsed == []


def test_the_same_files_are_keyed_apart_for_each_game(tree: Path) -> None:
    from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT as SFB_CONTENT
    from sfbkit.kit.tree.tree_key import tree_key

    shared = tree.parent / "rulesets-only"
    shutil.copytree(tree / "rulesets", shared / "rulesets")
    assert tree_key(shared, CONTENT) != tree_key(shared, SFB_CONTENT)


def test_a_file_changed_while_the_tree_is_validated_leaves_no_library_stored(tree: Path) -> None:
    from sfbkit.games.dungeon_command.content.library import validate_tree
    from sfbkit.kit.report.validation_report import ValidationReport
    from sfbkit.kit.tree.library_cache import validated_and_stored

    def validate_then_edit() -> ValidationReport:
        report = validate_tree(tree, None)
        creature = tree / CREATURE
        creature.write_text(creature.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        return report

    report = validated_and_stored(tree, None, CONTENT, validate_then_edit)
    assert report.problems == ()
    slot = cache_slot(tree, CONTENT)
    assert slot is not None
    assert not slot[0].has(slot[1], ENTRY)
    validated_and_stored(tree, None, CONTENT, lambda: validate_tree(tree, None))
    assert slot[0].has(slot[1], ENTRY)
