"""``sfbkit play`` in a real terminal (pexpect): events appear as they happen, commands work, the log is kept."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from tests.terminal_child import interrupt, spawn_sfbkit

pexpect = pytest.importorskip("pexpect")

TEAMS = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda"]
BOT_ACTS = re.compile(r"player 1 plays \S+ with \w+|player 1: \w+ standard action with \w+")
"""A line of the bot's own turn."""


def _spawn(log: Path) -> pexpect.spawn:
    return spawn_sfbkit("play", *TEAMS, "--seed", "3", "--log", str(log), timeout=30, rows=50)


def _replays(log: Path) -> None:
    result = CliRunner().invoke(cli, ["replay", str(log)])
    assert result.exit_code == 0, result.output
    assert "replay ok" in result.output


def test_a_few_turns_show_every_event_then_quit_writes_the_log(tmp_path: Path) -> None:
    log = tmp_path / "session.jsonl"
    child = _spawn(log)
    try:
        child.expect("choose your deployment area:")
        child.expect("choice: ")
        child.sendline("help")
        child.expect("show ID")
        child.expect("choice: ")
        seen = ""
        turns = 0
        while turns < 3 or not BOT_ACTS.search(seen):
            child.sendline("1")
            child.expect("choice: ")
            seen += child.before
            turns = seen.count("-- turn: player")
            assert len(seen) < 400_000, "no bot turn after many answers"
        # The bot's turn was printed line by line, with its results, before our next choice.
        assert "-- turn: player 1 --" in seen
        assert re.search(r"\w+ (moves|enters from the gate on|deploys to) \w+", seen)
        assert "challenge track: [no VP]" in seen
        assert "team 0 gate (" in seen and re.search(r"[{[]BOR ", seen)
        child.sendline("show borka-anvil-drop")
        child.expect("Post-attack: Push 1.")
        child.expect("choice: ")
        child.sendline("quit")
        child.expect(f"its log is in {log}")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    _replays(log)


def test_ctrl_c_abandons_the_match_and_writes_the_log(tmp_path: Path) -> None:
    log = tmp_path / "interrupted.jsonl"
    child = _spawn(log)
    try:
        child.expect("choice: ")
        child.sendline("1")
        child.expect("choice: ")
        interrupt(child, "input ended or was interrupted")
        child.expect(pexpect.EOF)
        assert "Traceback" not in child.before
    finally:
        child.close(force=True)
    assert child.exitstatus == 1
    _replays(log)
