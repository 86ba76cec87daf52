"""``sfbkit validate`` reads card examples and matches/ scripts without playing them, with located problems.

One tree holds a match script per misspelt step form and expectation key, and a card example per
misspelling too; one ``validate`` run must report each at its line with a did-you-mean.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.expectations import KEYS
from sfbkit.games.super_fantasy_brawl.play.step_forms import BARE_STEPS, step_kinds

VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"
PROBLEM = re.compile(
    r"^(?P<file>[^:]+):(?P<line>\d+):(?P<column>\d+): error\[(?P<code>[a-z-]+)\]: (?P<rest>.*)$"
)
SCRIPT_HEAD = "name: t\nplayers:\n  - champions: [ironhide]\n  - champions: [ironhide]\nsteps:\n"
SCRIPT_STEP_LINE = 7
"""The line of the second step of a script written by ``script``."""
CARD_ID_LINE = "  - id: ironhide-shield-bash\n"


def misspelt(name: str) -> str:
    """Returns a name with its last letter doubled: 'target' -> 'targett' (close enough for a suggestion)."""
    return name + name[-1]


def step_text(name: str) -> str:
    """Returns a step written with a misspelt form: a bare word, or a one-key mapping."""
    return misspelt(name) if name in BARE_STEPS else f"{misspelt(name)}: ironhide"


FORM_CASES = {f"step-{name}": (step_text(name), "unknown-step", name) for name in step_kinds()}
KEY_CASES = {f"key-{name}": (f"expect: {{{misspelt(name)}: 1}}", "unknown-key", name) for name in KEYS}
ID_CASES = {
    "id-target": ("target: ironhid", "no champion has id 'ironhid' (did you mean 'ironhide'?)"),
    "id-play": (
        "play: ironhide-shield-bah",
        "no card has id 'ironhide-shield-bah' (did you mean 'ironhide-shield-bash'?)",
    ),
    "id-react": (
        "react: {card: ironhide-brac, on: ironhide}",
        "no card has id 'ironhide-brac' (did you mean 'ironhide-brace'?)",
    ),
    "id-pick": ("pick: ironhyde", "no champion has id 'ironhyde' (did you mean 'ironhide'?)"),
    "id-expect-damage": (
        "expect: {damage: {ironhid: 1}}",
        "no champion has id 'ironhid' (did you mean 'ironhide'?)",
    ),
    "id-expect-hands": (
        "expect: {hands: [[ironhide-rall], null]}",
        "no card has id 'ironhide-rall' (did you mean 'ironhide-rally'?)",
    ),
    "id-expect-traps": (
        "expect: {traps: {d4: stunn, e5: none}}",
        "no trap has id 'stunn' (did you mean 'stun'?)",
    ),
    "id-expect-trap-supply": (
        "expect: {trap_supply: [root, damage-22]}",
        "no trap has id 'damage-22' (did you mean 'damage-2'?)",
    ),
    "id-expect-track": (
        "expect: {track: [null, hold-the-rd]}",
        "no challenge has id 'hold-the-rd' (did you mean 'hold-the-red'?)",
    ),
    "id-expect-challenge-discard": (
        "expect: {challenge_discard: [blood-in-the-snd]}",
        "no challenge has id 'blood-in-the-snd' (did you mean 'blood-in-the-sand'?)",
    ),
}
SHAPE_CASES = {
    "shape-facing": ("facing: 9", "facing must be an integer from 0 to 5, not 9"),
    "shape-path": ("path: c4", "path must be a list of hex labels such as [c3, c4]"),
    "shape-play": ("play: {card: ironhide-rally, who: ironhide}", "play takes card, champion; not 'who'"),
    "shape-expect": ("expect: {round: many}", "expected an integer"),
}
STEPS = {
    **{name: text for name, (text, _code, _form) in {**FORM_CASES, **KEY_CASES}.items()},
    **{name: text for name, (text, _message) in {**ID_CASES, **SHAPE_CASES}.items()},
}


def script(step: str) -> str:
    return f"{SCRIPT_HEAD}  - play: ironhide-shield-bash\n  - {step}\n"


def example(step: str) -> str:
    return (
        "      - name: t\n        players:\n          - champions: [ironhide]\n          - champions: [ironhide]\n"
        f"        steps:\n          - play: ironhide-shield-bash\n          - {step}\n"
    )


def build(root: Path) -> dict[str, tuple[str, int]]:
    """Writes the valid tree with one script and one example per case; returns where each bad step is."""
    shutil.copytree(VALID, root)
    where: dict[str, tuple[str, int]] = {}
    (root / "matches").mkdir()
    for name, step in STEPS.items():
        (root / "matches" / f"{name}.yaml").write_text(script(step), encoding="utf-8")
        where[f"script-{name}"] = (f"matches/{name}.yaml", SCRIPT_STEP_LINE)
    deck = root / "cards" / "ironhide.yaml"
    text = deck.read_text(encoding="utf-8")
    head, tail = text.split(CARD_ID_LINE)
    line = head.count("\n") + 2  # the id line and "examples:" come first
    examples = "    examples:\n"
    for name, step in STEPS.items():
        examples += example(step)
        line += 7
        where[f"example-{name}"] = ("cards/ironhide.yaml", line)
    deck.write_text(head + CARD_ID_LINE + examples + tail, encoding="utf-8")
    return where


def problems_by_place(output: str) -> dict[tuple[str, int], list[re.Match[str]]]:
    found: dict[tuple[str, int], list[re.Match[str]]] = {}
    for text in output.splitlines():
        match = PROBLEM.match(text)
        if match is not None:
            found.setdefault((match["file"], int(match["line"])), []).append(match)
    return found


@pytest.fixture(scope="module")
def validated(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[dict[str, tuple[str, int]], int, str]]:
    root = tmp_path_factory.mktemp("static") / "content"
    where = build(root)
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    yield where, result.exit_code, result.output


PLACES = ("script", "example")


def _one_problem(validated: tuple[dict[str, tuple[str, int]], int, str], case: str) -> re.Match[str]:
    where, exit_code, output = validated
    assert exit_code == 1
    found = problems_by_place(output).get(where[case], [])
    assert len(found) == 1, f"{case} at {where[case]}: {found}\n{output}"
    return found[0]


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("case", sorted({**FORM_CASES, **KEY_CASES}))
def test_a_misspelt_step_form_or_expectation_key_is_located_with_a_suggestion(
    validated: tuple[dict[str, tuple[str, int]], int, str], place: str, case: str
) -> None:
    _text, code, name = {**FORM_CASES, **KEY_CASES}[case]
    problem = _one_problem(validated, f"{place}-{case}")
    assert problem["code"] == code
    assert (
        f"unknown {'step' if code == 'unknown-step' else 'key'} '{misspelt(name)}' (did you mean '{name}'?)"
        in (problem["rest"])
    )


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("case", sorted(ID_CASES))
def test_an_unknown_id_is_named_with_the_closest_known_one(
    validated: tuple[dict[str, tuple[str, int]], int, str], place: str, case: str
) -> None:
    problem = _one_problem(validated, f"{place}-{case}")
    assert problem["code"] == "bad-reference"
    assert problem["rest"].endswith(ID_CASES[case][1])


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("case", sorted(SHAPE_CASES))
def test_a_step_value_of_the_wrong_shape_is_located(
    validated: tuple[dict[str, tuple[str, int]], int, str], place: str, case: str
) -> None:
    problem = _one_problem(validated, f"{place}-{case}")
    assert problem["code"] in ("bad-step", "wrong-type")
    assert SHAPE_CASES[case][1] in problem["rest"]


def test_example_problems_carry_the_path_from_the_file_root(
    validated: tuple[dict[str, tuple[str, int]], int, str],
) -> None:
    problem = _one_problem(validated, "example-step-target")
    assert problem["rest"].startswith("cards[0].examples[")
    assert ".steps[1]: unknown step 'targett'" in problem["rest"]


def test_header_ids_of_a_script_are_checked(tmp_path: Path) -> None:
    root = Path(shutil.copytree(VALID, tmp_path / "content"))
    (root / "matches").mkdir()
    text = SCRIPT_HEAD.replace("name: t\n", "name: t\narena: fabulos\nruleset: standad\n") + "  - end-turn\n"
    (root / "matches" / "header.yaml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", "--content", str(root), "--format", "json"])
    assert result.exit_code == 1
    problems = json.loads(result.output)["problems"]
    assert [(p["file"], p["line"], p["code"], p["message"]) for p in problems] == [
        ("matches/header.yaml", 2, "bad-reference", "no arena has id 'fabulos' (did you mean 'fabulosa'?)"),
        ("matches/header.yaml", 3, "bad-reference", "no ruleset has id 'standad' (did you mean 'standard'?)"),
    ]
    assert "matches/header.yaml" in json.loads(result.output)["files"]


def test_trap_and_challenge_ids_of_a_script_setup_are_checked(tmp_path: Path) -> None:
    root = Path(shutil.copytree(VALID, tmp_path / "content"))
    (root / "matches").mkdir()
    setup = (
        "setup:\n  traps: {d4: stun, e5: rooot}\n  trap_supply: [damage-1, stu]\n"
        "  track: [hold-the-red, null, blod-in-the-sand]\n  challenge_deck: [hold-the-red]\n"
        "  challenge_discard: [hold-the-rex]\n"
    )
    text = SCRIPT_HEAD.replace("steps:\n", setup + "steps:\n") + "  - end-turn\n"
    (root / "matches" / "setup.yaml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", "--content", str(root), "--format", "json"])
    assert result.exit_code == 1, result.output
    problems = json.loads(result.output)["problems"]
    assert [(p["line"], p["code"], p["path"], p["message"]) for p in problems] == [
        (6, "bad-reference", "setup.traps.e5", "no trap has id 'rooot' (did you mean 'root'?)"),
        (7, "bad-reference", "setup.trap_supply[1]", "no trap has id 'stu' (did you mean 'stun'?)"),
        (
            8,
            "bad-reference",
            "setup.track[2]",
            "no challenge has id 'blod-in-the-sand' (did you mean 'blood-in-the-sand'?)",
        ),
        (
            10,
            "bad-reference",
            "setup.challenge_discard[0]",
            "no challenge has id 'hold-the-rex' (did you mean 'hold-the-red'?)",
        ),
    ]


def test_deployment_areas_of_a_script_setup_are_checked_against_its_arena(tmp_path: Path) -> None:
    root = Path(shutil.copytree(VALID, tmp_path / "content"))
    (root / "matches").mkdir()
    text = SCRIPT_HEAD.replace("steps:\n", "setup:\n  deployment: [west, easst]\nsteps:\n") + "  - end-turn\n"
    (root / "matches" / "areas.yaml").write_text(text, encoding="utf-8")
    (root / "matches" / "elsewhere.yaml").write_text(
        text.replace("name: t\n", "name: t\narena: fabulos\n"), encoding="utf-8"
    )
    result = CliRunner().invoke(cli, ["validate", "--content", str(root), "--format", "json"])
    assert result.exit_code == 1, result.output
    problems = json.loads(result.output)["problems"]
    assert [(p["file"], p["line"], p["path"], p["message"]) for p in problems] == [
        (
            "matches/areas.yaml",
            6,
            "setup.deployment[1]",
            "no deployment area has id 'easst' (did you mean 'east'?)",
        ),
        # An unknown arena is the problem to fix; its areas are not guessed.
        ("matches/elsewhere.yaml", 2, "arena", "no arena has id 'fabulos' (did you mean 'fabulosa'?)"),
    ]


def test_paths_restrict_the_script_problems_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = Path(shutil.copytree(VALID, tmp_path / "content"))
    (root / "matches").mkdir()
    (root / "matches" / "typo.yaml").write_text(script("taget: ironhide"), encoding="utf-8")
    monkeypatch.chdir(root)
    only_cards = CliRunner().invoke(cli, ["validate", "--content", ".", "cards"])
    assert (only_cards.exit_code, "taget" in only_cards.output) == (0, False)
    only_script = CliRunner().invoke(cli, ["validate", "--content", ".", "matches/typo.yaml"])
    assert only_script.exit_code == 1
    assert only_script.output.startswith(
        "matches/typo.yaml:7:5: error[unknown-step]: steps[1]: unknown step 'taget'"
    )


def test_the_bundled_tree_validates_clean_with_its_scripts_and_examples(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = bundled_content_root()
    result = CliRunner().invoke(cli, ["validate", "--content", str(root), "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    scripts = sorted(path.name for path in (root / "matches").glob("*.yaml"))
    assert scripts and all(
        any(name.endswith(f"matches/{script}") for name in report["files"]) for script in scripts
    )
