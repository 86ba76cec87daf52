"""The match-script schemas come from the step-form and expectation registries: they accept every bundled
script and example, and reject a misspelt step form or expectation key, as ``sfbkit validate`` does."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.game import GAME as DC_GAME
from sfbkit.games.dungeon_command.play.expectations import KEYS as DC_KEYS
from sfbkit.games.dungeon_command.play.step_forms import FORMS as DC_FORMS
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.game import GAME
from sfbkit.games.super_fantasy_brawl.play.expectations import KEYS
from sfbkit.games.super_fantasy_brawl.play.step_forms import BARE_STEPS, STEP_FORMS, step_kinds
from sfbkit.kit.io.yaml_source import read_yaml

ROOT = bundled_content_root()
DC_ROOT = Path(__file__).resolve().parents[4] / "games" / "dungeon-command"
SCRIPTS = sorted((ROOT / "matches").glob("*.yaml"))
DC_SCRIPTS = sorted((DC_ROOT / "matches").glob("*.yaml"))


def validator(texts: dict[str, str], name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads(texts[name])
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


SCRIPT = validator(dict(GAME.schemas()), "match-script.json")
CHAMPION = validator(dict(GAME.schemas()), "champion.json")
DECK = validator(dict(GAME.schemas()), "deck.json")
DC_MATCH = validator(dict(DC_GAME.schemas()), "match.json")


def data(path: Path) -> Any:
    return read_yaml(path.read_bytes()).data


def misspelt(name: str) -> str:
    return name + name[-1]


def misspelt_step(name: str) -> Any:
    return misspelt(name) if name in BARE_STEPS else {misspelt(name): "pip"}


def test_every_decision_step_form_has_a_value_schema_unless_it_is_a_bare_word() -> None:
    assert [form.name for form in STEP_FORMS if (form.parse is None) != (form.value_schema is None)] == []


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda path: path.name)
def test_the_script_schema_accepts_every_bundled_script(path: Path) -> None:
    assert [error.message for error in SCRIPT.iter_errors(data(path))] == []


def test_the_champion_and_deck_schemas_accept_every_bundled_example() -> None:
    for path in sorted((ROOT / "champions").glob("*.yaml")):
        assert [error.message for error in CHAMPION.iter_errors(data(path))] == [], path
    for path in sorted((ROOT / "cards").glob("*.yaml")):
        if path.stem not in ("traps", "challenges"):
            assert [error.message for error in DECK.iter_errors(data(path))] == [], path


def _with_step(document: dict[str, Any], step: Any) -> dict[str, Any]:
    changed = copy.deepcopy(document)
    changed["steps"].insert(1, step)
    return changed


def _first_example(path: Path) -> tuple[dict[str, Any], list[Any]]:
    champion = copy.deepcopy(data(path))
    for side in ("basic", "levelled"):
        for ability in champion[side]["abilities"]:
            if ability.get("examples"):
                return champion, ability["examples"][0]["steps"]
    raise AssertionError(f"{path} has no ability example")


MUTATIONS = {
    **{f"step-{name}": misspelt_step(name) for name in step_kinds()},
    **{f"key-{name}": {"expect": {misspelt(name): 1}} for name in KEYS},
    "shape-facing": {"facing": 9},
    "shape-path": {"path": "c4"},
    "shape-player": {"target": "pip", "player": 7},
    "shape-expect": {"expect": {"round": "many"}},
}


@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
def test_the_script_schema_rejects_a_misspelt_or_misshapen_step(mutation: str) -> None:
    script = data(ROOT / "matches" / "keyword-push.yaml")
    assert SCRIPT.is_valid(script)
    assert not SCRIPT.is_valid(_with_step(script, MUTATIONS[mutation]))


@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
def test_the_champion_schema_rejects_a_misspelt_or_misshapen_example_step(mutation: str) -> None:
    champion, steps = _first_example(ROOT / "champions" / "pip.yaml")
    assert CHAMPION.is_valid(champion)
    steps.insert(1, MUTATIONS[mutation])
    assert not CHAMPION.is_valid(champion)


@pytest.mark.parametrize("path", DC_SCRIPTS, ids=lambda path: path.name)
def test_the_dungeon_command_match_schema_accepts_every_bundled_match(path: Path) -> None:
    assert [error.message for error in DC_MATCH.iter_errors(data(path))] == []


DC_MUTATIONS = {
    **{f"step-{name}": {misspelt(name): "h2"} for name in (*DC_FORMS, "auto", "expect")},
    **{f"key-{name}": {"expect": {misspelt(name): 1}} for name in DC_KEYS},
    "shape-auto": {"auto": {"policy": "clever"}},
}


@pytest.mark.parametrize("mutation", sorted(DC_MUTATIONS))
def test_the_dungeon_command_match_schema_rejects_a_misspelt_step(mutation: str) -> None:
    match = data(DC_ROOT / "matches" / "t9-treasure.yaml")
    assert DC_MATCH.is_valid(match)
    assert not DC_MATCH.is_valid(_with_step(match, DC_MUTATIONS[mutation]))


def test_init_maps_matches_to_the_script_schema(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["init", str(tmp_path / "repo")])
    assert result.exit_code == 0, result.output
    settings = json.loads((tmp_path / "repo" / ".vscode" / "settings.json").read_text(encoding="utf-8"))
    mapping = settings["yaml.schemas"]
    script_schema = next(name for name, globs in mapping.items() if "matches/*.yaml" in globs)
    assert script_schema.endswith("/match-script.json")
    assert (tmp_path / "repo" / script_schema).is_file()
