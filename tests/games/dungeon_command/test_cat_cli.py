"""Dungeon Command through the kit's commands: validate, schema, show, search and new, by --content and from inside the tree."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.cache.cache_switch import NO_CACHE_ENV
from sfbkit.kit.content.formatter import format_text

ROOT = GAME.bundled_root()
CONTENT = ["--content", str(ROOT)]


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def ids(query: str) -> list[str]:
    code, output = run("search", *CONTENT, "--format", "json", query)
    assert code == 0, output
    return [card["id"] for card in json.loads(output)]


def test_validate_by_content_option_and_from_inside(monkeypatch: pytest.MonkeyPatch) -> None:
    code, output = run("validate", *CONTENT)
    assert code == 0 and "0 problems: 2 commanders, 24 creatures, 43 orders" in output
    monkeypatch.chdir(ROOT / "creatures")
    code, output = run("validate")
    assert code == 0 and "87 files, 0 problems" in output


def test_validate_names_a_broken_file_relative_to_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tree = tmp_path / "dc"
    shutil.copytree(ROOT, tree)
    hound = tree / "creatures" / "vault-hound.yaml"
    hound.write_text(hound.read_text().replace("hp: 20", "hp: lots"))
    monkeypatch.chdir(tree / "creatures")
    code, output = run("validate")
    assert code == 1
    assert output.startswith("vault-hound.yaml:4:")


def test_schema_check_passes_on_the_checked_in_schemas() -> None:
    schemas = Path(__file__).parents[3] / "schemas" / "dungeon-command"
    code, output = run("schema", *CONTENT, "--check", "--out", str(schemas))
    assert code == 0, output


def test_show_lays_out_a_creature_an_order_a_commander_and_a_warband() -> None:
    code, output = run("show", *CONTENT, "vault-hound")
    assert code == 0
    assert output.splitlines()[:4] == [
        "Vault Hound (vault-hound) · creature",
        "level 1 · HP 20 · speed 6 · ability DEX",
        "Beast",
        "Melee attack for 10 damage.",
    ]
    assert "Trophy (trigger): When this creature destroys an enemy: gain 1 morale." in output
    _, order = run("show", *CONTENT, "step-aside")
    assert order.splitlines()[1].startswith("Level 1 · ability DEX · Immediate")
    _, commander = run("show", *CONTENT, "mother-vesk")
    assert "Morale 11 · leadership 6" in commander
    _, warband = run("show", *CONTENT, "lanternguard")
    assert "commander Warden Ilka Brasswell, 12 creatures, 36 orders" in warband
    code, output = run("show", *CONTENT, "vault-hund")
    assert code == 2 and "did you mean vault-hound" in output


def test_show_escapes_control_characters_of_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    tree = tmp_path / "dc"
    shutil.copytree(ROOT, tree)
    catalogue = GAME.catalogue(tree)
    catalogue.records  # noqa: B018 - loads the records before they are tampered with
    record = catalogue.record("vault-hound")
    object.__setattr__(record, "flavour", "bell\x1b[31m")
    shown = catalogue.show("vault-hound", "en")
    assert "\x1b" not in shown and "\\x1b[31m" in shown


def test_search_by_level_ability_action_keyword_damage_and_warband() -> None:
    assert ids("level>=6 kind:creature") == ["bog-hag-grendis", "oathsworn-captain"]
    assert ids("ability:dex action:immediate") == ["scatter", "step-aside"]
    assert ids("kw:flying") == ["brass-griffon", "gloom-bat-swarm"]
    assert ids("damage>=30 hp<60") == []
    assert ids("k:creature damage>=30 order:hp dir:desc") == [
        "drowned-knight",
        "gearwork-sentinel",
        "oathsworn-captain",
    ]
    assert ids("kind:commander") == ["mother-vesk", "warden-ilka-brasswell"]
    assert ids("kind:commander -warband:lanternguard") == ["mother-vesk"]
    assert ids('text:"gain 1 morale" kind:creature') == ["vault-hound"]
    code, output = run("search", *CONTENT, "strength>=3")
    assert code == 2 and "unknown field 'strength'" in output


def test_new_creature_and_order_validate_and_are_formatted(tmp_path: Path) -> None:
    tree = tmp_path / "dc"
    shutil.copytree(ROOT, tree)
    code, output = run("new", "creature", "cave-newt", "--warband", "lanternguard", "--content", str(tree))
    assert code == 0 and "0 problems" in output, output
    code, output = run("new", "order", "sudden-lunge", "--warband", "lanternguard", "--content", str(tree))
    assert code == 0 and "0 problems" in output, output
    code, output = run("validate", "--content", str(tree))
    assert code == 0 and "25 creatures, 44 orders" in output
    for path in (tree / "creatures" / "cave-newt.yaml", tree / "orders" / "sudden-lunge.yaml"):
        assert format_text(path.read_bytes(), GAME.file_kind(path)) == path.read_text()
    before = (tree / "orders" / "sudden-lunge.yaml").read_text()
    code, output = run("new", "order", "sudden-lunge", "--warband", "lanternguard", "--content", str(tree))
    assert code == 2 and "does not overwrite" in output
    assert (tree / "orders" / "sudden-lunge.yaml").read_text() == before
    code, output = run("new", "creature", "x", "--warband", "lanternguard", "--content", str(tree))
    assert code == 2 and "not an id" in output


def test_new_refuses_the_bundled_tree_found_by_walking_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code, output = run("new", "creature", "cave-newt", "--warband", "lanternguard")
    assert code == 2 and "does not change" in output
    assert not (ROOT / "creatures" / "cave-newt.yaml").exists()
