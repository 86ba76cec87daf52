"""``sfbkit validate`` reads the steps of Dungeon Command match files without playing them."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.play.expectations import KEYS
from sfbkit.games.dungeon_command.play.step_forms import FORMS

HERE = Path(__file__).resolve().parent
VALID = HERE / "valid"
BUNDLED = HERE.parents[2] / "games" / "dungeon-command"
PROBLEM = re.compile(
    r"^(?P<file>[^:]+):(?P<line>\d+):(?P<column>\d+): error\[(?P<code>[a-z-]+)\]: (?P<rest>.*)$"
)
HEAD = "seed: 7\nplayers:\n  - {warband: t-band}\n  - {warband: t-band}\nbattlefield: t-field\nsteps:\n  - option: first\n"
STEP_LINE = 8
"""The line of the second step of a match file written by ``match_file``."""


def misspelt(name: str) -> str:
    """Returns a name with its last letter doubled (close enough for a suggestion)."""
    return name + name[-1]


FORM_CASES = {
    f"step-{name}": (f"{misspelt(name)}: h2", "unknown-step", name)
    for name in (*FORMS, "auto", "expect", "reject")
}
KEY_CASES = {f"key-{name}": (f"expect: {{{misspelt(name)}: 1}}", "unknown-key", name) for name in KEYS}
ID_CASES = {
    "id-deploy": ("deploy: {t-footmen: c1}", 8, "no creature has id 't-footmen' (did you mean 't-footman'?)"),
    "id-order": ("order: t-sidestpe", 8, "no order has id 't-sidestpe' (did you mean 't-sidestep'?)"),
    "id-option": (
        "option: deploy:t-fotman@c1",
        8,
        "no creature has id 't-fotman' (did you mean 't-footman'?)",
    ),
    "id-expect": (
        "expect: {creatures: {c1: t-footmn}}",
        8,
        "no creature has id 't-footmn' (did you mean 't-footman'?)",
    ),
}
SHAPE_CASES = {
    "shape-path": ("path: h2", "expected a list of squares"),
    "shape-attack": ("attack: first", "expected an attack index"),
    "shape-auto": ("auto: {player: clever}", "auto.player must be one of"),
}
STEPS = {
    **{name: text for name, (text, _code, _form) in {**FORM_CASES, **KEY_CASES}.items()},
    **{name: text for name, (text, _line, _message) in ID_CASES.items()},
    **{name: text for name, (text, _message) in SHAPE_CASES.items()},
}


def match_file(step: str) -> str:
    return f"{HEAD}  - {step}\n"


@pytest.fixture(scope="module")
def validated(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[int, dict[str, list[re.Match[str]]]]]:
    root = Path(shutil.copytree(VALID, tmp_path_factory.mktemp("dc") / "content"))
    (root / "sfbkit.yaml").write_text("game: dungeon-command\n", encoding="utf-8")
    (root / "matches").mkdir()
    for name, step in STEPS.items():
        (root / "matches" / f"{name}.yaml").write_text(match_file(step), encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    found: dict[str, list[re.Match[str]]] = {}
    for text in result.output.splitlines():
        match = PROBLEM.match(text)
        if match is not None:
            found.setdefault(match["file"], []).append(match)
    yield result.exit_code, found


def _one_problem(validated: tuple[int, dict[str, list[re.Match[str]]]], case: str) -> re.Match[str]:
    exit_code, found = validated
    assert exit_code == 1
    problems = found.get(f"matches/{case}.yaml", [])
    assert len(problems) == 1, problems
    return problems[0]


@pytest.mark.parametrize("case", sorted({**FORM_CASES, **KEY_CASES}))
def test_a_misspelt_step_form_or_expectation_key_is_located_with_a_suggestion(
    validated: tuple[int, dict[str, list[re.Match[str]]]], case: str
) -> None:
    _text, code, name = {**FORM_CASES, **KEY_CASES}[case]
    problem = _one_problem(validated, case)
    assert (problem["code"], int(problem["line"])) == (code, STEP_LINE)
    what = "step" if code == "unknown-step" else "key"
    assert f"unknown {what} '{misspelt(name)}' (did you mean '{name}'?)" in problem["rest"]


@pytest.mark.parametrize("case", sorted(ID_CASES))
def test_an_unknown_creature_or_order_is_named_with_the_closest_known_one(
    validated: tuple[int, dict[str, list[re.Match[str]]]], case: str
) -> None:
    _text, line, message = ID_CASES[case]
    problem = _one_problem(validated, case)
    assert (problem["code"], int(problem["line"])) == ("bad-reference", line)
    assert problem["rest"].endswith(message)


@pytest.mark.parametrize("case", sorted(SHAPE_CASES))
def test_a_step_value_of_the_wrong_shape_is_located(
    validated: tuple[int, dict[str, list[re.Match[str]]]], case: str
) -> None:
    problem = _one_problem(validated, case)
    assert (problem["code"], int(problem["line"])) == ("bad-step", STEP_LINE)
    assert SHAPE_CASES[case][1] in problem["rest"]


def test_the_bundled_tree_validates_clean_with_its_match_files() -> None:
    result = CliRunner().invoke(cli, ["validate", "--content", str(BUNDLED), "--format", "json"])
    assert result.exit_code == 0, result.output
    files = json.loads(result.output)["files"]
    assert sum(1 for name in files if "/matches/" in f"/{name}") == len(
        list((BUNDLED / "matches").glob("*.yaml"))
    )


def test_a_broken_creature_file_is_reported_once_not_at_every_step_naming_it(tmp_path: Path) -> None:
    root = Path(shutil.copytree(VALID, tmp_path / "content"))
    (root / "sfbkit.yaml").write_text("game: dungeon-command\n", encoding="utf-8")
    (root / "matches").mkdir()
    (root / "matches" / "deploys.yaml").write_text(match_file("deploy: {t-footman: c1}"), encoding="utf-8")
    creature = root / "creatures" / "t-footman.yaml"
    creature.write_text(creature.read_text(encoding="utf-8") + "levle: 1\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    assert result.exit_code == 1
    assert "creatures/t-footman.yaml" in result.output and "matches/deploys.yaml" not in result.output
