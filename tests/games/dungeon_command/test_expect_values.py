"""Every value an ``expect:`` key of a Dungeon Command match file accepts is typed: a wrong one is located by
``sfbkit validate`` before any match starts, and any value it accepts is one the key's check can evaluate."""

from __future__ import annotations

import re
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
from sfbkit.games.dungeon_command.play.expectations import EVENT_KINDS, KEYS, STATUS_KINDS
from sfbkit.games.dungeon_command.play.runner import run_steps, start_run
from sfbkit.games.dungeon_command.play.script import GRAMMAR, parse_script
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.expect_keys import Probe
from sfbkit.kit.scripts.step_parser import ScriptProblem, StepParser
from tests.hypothesis_budget import examples

HERE = Path(__file__).resolve().parent
HEAD = "seed: 7\nplayers:\n  - {warband: t-band}\n  - {warband: t-band}\nbattlefield: t-field\nsteps:\n  - option: first\n"

WRONG = {
    "morale": ("[12, twelve]", "morale[1]", "expected an integer, got 'twelve'"),
    "leadership": ("[1, 2, 3]", "leadership", "expected at most 2 items, got 3"),
    "order_hands": ("[-1, 0]", "order_hands[0]", "got -1"),
    "creature_hands": ("[true, 1]", "creature_hands[0]", "got true"),
    "order_decks": ("[[Bad Id], 0]", "order_decks[0]", "should match pattern"),
    "creature_decks": ("[1, 2, 3]", "creature_decks", "expected at most 2 items, got 3"),
    "order_discards": ("{a: 1}", "order_discards", "expected a list"),
    "creature_discards": ("[x, 0]", "creature_discards[0]", "'x'"),
    "creatures": ("{c1: {card: t-footman, colour: red}}", "creatures.c1.colour", "unknown key 'colour'"),
    "empty": ("[c1, 9z]", "empty[1]", "'9z' is not a square label"),
    "creature_count": ("3", "creature_count", "expected a list, got 3"),
    "statuses": ("{c1: [asleep]}", "statuses.c1[0]", "got 'asleep'"),
    "treasure": ("{chests: [c1], tokens: {c1: many}}", "treasure.tokens.c1", "expected an integer"),
    "turn": ("100000", "turn", "expected at most 9999, got 100000"),
    "phase": ("lunch", "phase", "got 'lunch'"),
    "active": ("2", "active", "expected 0 or 1, got 2"),
    "environment": ("space", "environment", "got 'space'"),
    "reason": ("boredom", "reason", "got 'boredom'"),
    "movement_left": ("-1", "movement_left", "got -1"),
    "decision": ("{kind: deploy, player: 1}", "decision", "write 'decision: KIND' and 'decider: SEAT'"),
    "decider": ("9", "decider", "got 9"),
    "options": ("{includes: [pass]}", "options", "write 'includes: [...]' and 'excludes: [...]'"),
    "includes": ("pass", "includes", "expected a list"),
    "excludes": ("{a: b}", "excludes", "expected a list"),
    "events": ("damage", "events", "expected a list"),
    "no_events": ("[1]", "no_events[0]", ""),
    "event_counts": ("[{kind: damage}]", "event_counts[0]", "count"),
    "winner": ("maybe", "winner", "'maybe'"),
    "over": ("perhaps", "over", "'perhaps'"),
}
"""For each key: a wrong value, its path under ``expect`` and what is said."""

RIGHT = {
    "morale": [12, None],
    "leadership": [None, 3],
    "order_hands": [2, ["lantern-strike"]],
    "creature_hands": [0, None],
    "order_decks": [None, 5],
    "creature_decks": [["marsh-wight"], None],
    "order_discards": [[], None],
    "creature_discards": [0, 0],
    "creatures": {"h6": "chain-warden", "e5": {"seat": 1, "hp": 20, "tapped": False, "moved": False}},
    "empty": ["h2"],
    "creature_count": [3, 4],
    "statuses": {"h6": ["immobilized"]},
    "treasure": {"chests": ["d8", "k8"], "tokens": {"k8": 2}},
    "turn": 3,
    "phase": "activation",
    "active": 0,
    "environment": "dungeon",
    "reason": "none",
    "movement_left": 2,
    "decision": "activation",
    "decider": 0,
    "options": ["pass"],
    "includes": ["pass"],
    "excludes": [],
    "events": [{"kind": "damage", "amount": 10}],
    "no_events": ["destroyed", "damage"],
    "event_counts": [{"kind": "damage", "count": 2}],
    "winner": "none",
    "over": False,
}
"""For each key, a value of the documented shape."""


def test_every_key_has_a_wrong_and_a_right_value_here() -> None:
    assert set(WRONG) == set(KEYS) == set(RIGHT)


@pytest.fixture(scope="module")
def reported(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    root = Path(shutil.copytree(HERE / "valid", tmp_path_factory.mktemp("dc") / "content"))
    (root / "sfbkit.yaml").write_text("game: dungeon-command\n", encoding="utf-8")
    (root / "matches").mkdir()
    for key, (value, _path, _message) in WRONG.items():
        text = f"{HEAD}  - expect:\n      {key}: {value}\n"
        (root / "matches" / f"{key}.yaml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    assert result.exit_code == 1
    return result.output.splitlines()


@pytest.mark.parametrize("key", sorted(WRONG))
def test_a_wrong_value_is_located_at_its_line_and_path(reported: list[str], key: str) -> None:
    _value, path, message = WRONG[key]
    mine = [line for line in reported if line.startswith(f"matches/{key}.yaml:")]
    assert len(mine) == 1, mine
    assert re.match(
        rf"matches/{key}\.yaml:9:\d+: error\[[a-z-]+\]: steps\[1\]\.expect\.{re.escape(path)}: ", mine[0]
    )
    assert message in mine[0]


@cache
def _matches() -> tuple[DCMatch, ...]:
    """Returns a match waiting for a decision and one played to its end, of the bundled content."""
    library = load_library(bundled_root())
    scripts = bundled_root() / "matches"
    opening = start_run(library, parse_script(scripts / "t9-treasure.yaml")).match
    script = parse_script(scripts / "full-match.yaml")
    run = start_run(library, script)
    run_steps(run, script)
    return opening, run.match


def _accepted(key: str, value: Any) -> dict[str, Any] | None:
    """Returns the validated values of ``expect: {key: value}``, or None when the parser refuses it."""
    problems: list[ScriptProblem] = []
    step = StepParser(GRAMMAR, "m.yaml", problems).parse_expect({key: value}, Node(1, 1), 1, "expect")
    return None if problems else step.values


def _outcomes(match: DCMatch, values: dict[str, Any]) -> list[str]:
    return [
        message
        for key, want in values.items()
        for _where, message in KEYS.get(key).check(Probe(match, match.events), want)
    ]


@pytest.mark.parametrize("key", sorted(RIGHT))
def test_a_value_of_the_documented_shape_is_accepted_and_checked(key: str) -> None:
    values = _accepted(key, RIGHT[key])
    assert values is not None and key in values
    for match in _matches():
        assert all(outcome.startswith("expected") for outcome in _outcomes(match, values))


WORDS = (
    *EVENT_KINDS,
    *get_args(Phase),
    *get_args(DecisionKind),
    *get_args(EndReason),
    *STATUS_KINDS,
    "none",
    "draw",
    "count",
    "moved",
    "activated",
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
    "turn",
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
    values = _accepted(key, value)
    if values is None:
        return
    for match in _matches():
        assert all(isinstance(outcome, str) for outcome in _outcomes(match, values))
