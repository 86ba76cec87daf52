"""Every value an ``expect:`` key of a Dungeon Command match file accepts is typed: a wrong one is located by
``sfbkit validate`` before any match starts, and any value it accepts is one the key's check can evaluate."""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path
from typing import Any, get_args

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.asking import DecisionKind
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.state import EndReason, Phase
from sfbkit.games.dungeon_command.play.expectations import EVENT_KINDS, KEYS, Checked
from sfbkit.games.dungeon_command.play.runner import ScriptRunner, start_run
from sfbkit.games.dungeon_command.play.script import ScriptStepError, parse_script, parse_step
from sfbkit.kit.yaml_source import Node
from tests.hypothesis_budget import examples

HERE = Path(__file__).resolve().parent
HEAD = "seed: 7\nplayers:\n  - {warband: t-band}\n  - {warband: t-band}\nbattlefield: t-field\nsteps:\n  - pick: first\n"

WRONG = {
    "morale": ("[12, twelve]", 20, "morale[1]", "expected an integer, got 'twelve'"),
    "leadership": ("[1, 2, 3]", 19, "leadership", "expected at most 2 items, got 3"),
    "order_hands": ("[-1, 0]", 21, "order_hands[0]", "expected at least 0, got -1"),
    "creature_hands": ("[true, 1]", 24, "creature_hands[0]", "expected an integer, got true"),
    "creatures": ("{c1: {card: t-footman, colour: red}}", 41, "creatures.c1.colour", "unknown key 'colour'"),
    "empty": ("[c1, 9z]", 19, "empty[1]", "'9z' is not a square label"),
    "creature_count": ("3", 23, "creature_count", "expected a list, got 3"),
    "treasure": ("{chests: [c1], tokens: {c1: many}}", 45, "treasure.tokens.c1", "expected an integer"),
    "turn": ("100000", 13, "turn", "expected at most 9999, got 100000"),
    "phase": ("lunch", 14, "phase", "got 'lunch'"),
    "active": ("2", 15, "active", "expected 0 or 1, got 2"),
    "environment": ("space", 20, "environment", "expected 'dungeon' or 'outdoor', got 'space'"),
    "decision": ("{kind: dance}", 24, "decision.kind", "got 'dance'"),
    "options": ("{includes: [pass], only: [x]}", 35, "options.only", "unknown key 'only'"),
    "events": (
        "[{creature: t-footman@c1}]",
        16,
        "events[0]",
        "an event is matched by its kind, one of toss,",
    ),
    "no_events": ("[damage, explosion]", 27, "no_events[1]", "got 'explosion'"),
    "result": ("{winner: 0, reason: boredom}", 35, "result.reason", "got 'boredom'"),
}
"""For each key: a wrong value, the column ``sfbkit validate`` places it at, its path and what is said."""

RIGHT = {
    "morale": [12, None],
    "leadership": [None, 3],
    "order_hands": [2, 2],
    "creature_hands": [0, None],
    "creatures": {"h6": "chain-warden", "e5": {"seat": 1, "hp": 20, "tapped": False}},
    "empty": "h2",
    "creature_count": [3, 4],
    "treasure": {"chests": ["d8", "k8"], "tokens": {"k8": 2}},
    "turn": 3,
    "phase": "activation",
    "active": 0,
    "environment": "dungeon",
    "decision": {"kind": "activation", "player": 0},
    "options": {"includes": ["pass"], "excludes": []},
    "events": [{"kind": "damage", "amount": 10}],
    "no_events": ["destroyed", "damage"],
    "result": "running",
}
"""For each key, a value of the documented shape."""


def test_every_key_has_a_wrong_and_a_right_value_here() -> None:
    assert set(WRONG) == set(KEYS) == set(RIGHT)


@pytest.fixture(scope="module")
def reported(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    root = Path(shutil.copytree(HERE / "valid", tmp_path_factory.mktemp("dc") / "content"))
    (root / "sfbkit.yaml").write_text("game: dungeon-command\n", encoding="utf-8")
    (root / "matches").mkdir()
    for key, (value, _column, _path, _message) in WRONG.items():
        text = f"{HEAD}  - expect:\n      {key}: {value}\n"
        (root / "matches" / f"{key}.yaml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    assert result.exit_code == 1
    return result.output.splitlines()


@pytest.mark.parametrize("key", sorted(WRONG))
def test_a_wrong_value_is_located_at_its_line_column_and_path(reported: list[str], key: str) -> None:
    _value, column, path, message = WRONG[key]
    mine = [line for line in reported if line.startswith(f"matches/{key}.yaml:")]
    assert len(mine) == 1, mine
    assert mine[0].startswith(f"matches/{key}.yaml:9:{column}: error[bad-step]: steps[1].expect.{path}: ")
    assert message in mine[0]


@cache
def _matches() -> tuple[DCMatch, ...]:
    """Returns a match waiting for a decision and one played to its end, of the bundled content."""
    library = load_library(bundled_root())
    scripts = bundled_root() / "matches"
    opening = start_run(library, parse_script(scripts / "t9-treasure.yaml")).match
    script = parse_script(scripts / "full-match.yaml")
    run = start_run(library, script)
    ScriptRunner(run, script).play()
    return opening, run.match


def _accepted(key: str, value: Any) -> bool:
    try:
        parse_step(Path("m.yaml"), 1, {"expect": {key: value}}, Node(1, 1))
    except ScriptStepError:
        return False
    return True


@pytest.mark.parametrize("key", sorted(RIGHT))
def test_a_value_of_the_documented_shape_is_accepted_and_checked(key: str) -> None:
    assert _accepted(key, RIGHT[key])
    for match in _matches():
        outcome = KEYS.get(key).check(Checked(match, 0), RIGHT[key])
        assert outcome is None or outcome.startswith("expected")


WORDS = (
    *EVENT_KINDS,
    *get_args(Phase),
    *get_args(DecisionKind),
    *get_args(EndReason),
    "running",
    "dungeon",
    "outdoor",
    "pass",
    "card",
    "seat",
    "damage",
    "hp",
    "tapped",
    "kind",
    "player",
    "includes",
    "excludes",
    "chests",
    "tokens",
    "winner",
    "reason",
    "morale",
    "turns",
    "chain-warden",
)
SCALARS = st.one_of(
    st.sampled_from(WORDS),
    st.from_regex(r"[a-z][1-9][0-9]?", fullmatch=True),
    st.integers(min_value=-3, max_value=30),
    st.booleans(),
    st.none(),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(
            st.one_of(st.sampled_from(WORDS), st.from_regex(r"[a-z][1-9]", fullmatch=True)), inner, max_size=3
        ),
    ),
    max_leaves=8,
)


@settings(max_examples=examples(400), deadline=None)
@given(key=st.sampled_from(sorted(KEYS)), value=VALUES)
def test_any_value_validate_accepts_is_one_the_check_evaluates(key: str, value: Any) -> None:
    if not _accepted(key, value):
        return
    for match in _matches():
        outcome = KEYS.get(key).check(Checked(match, 0), value)
        assert outcome is None or isinstance(outcome, str)
