"""``sfbkit replay`` and ``match`` on hostile logs and scripts of both games: a line nested without end, a
field of megabytes.

Each is refused with one line and exit 1; what the line quotes of the log or script is bounded.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.hardening.helpers import REPO, assert_no_crash, invoke

DC_TREE = REPO / "games" / "dungeon-command"
LOGS = {
    "super-fantasy-brawl": (REPO, REPO / "matches" / "keyword-push.yaml"),
    "dungeon-command": (DC_TREE, DC_TREE / "matches" / "t9-treasure.yaml"),
}
HUGE = "A" * 2_000_000
QUOTED_AT_MOST = 2_000
"""Characters of stderr a refusal may take, however large the log's values."""

Records = list[dict[str, Any]]


@pytest.fixture(scope="module", params=sorted(LOGS))
def game_log(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, Records]:
    """The content tree of a game and the records of a log of one of its example matches."""
    tree, script = LOGS[request.param]
    out = tmp_path_factory.mktemp("logs") / "original.jsonl"
    result = invoke("match", "--content", str(tree), str(script), "--log", "jsonl", "--out", str(out))
    assert result.exit_code == 0, result.stderr
    return tree, [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def replay_refused(tree: Path, lines: list[str], folder: Path) -> str:
    """Replays the lines as a log; returns stderr after checking the run was refused with one line and exit 1."""
    path = folder / "hostile.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = invoke("replay", "--content", str(tree), str(path))
    assert_no_crash(result, (1,))
    assert len(result.stderr.splitlines()) == 1, result.stderr[:QUOTED_AT_MOST]
    assert result.stderr.startswith(f"{path}:"), result.stderr[:QUOTED_AT_MOST]
    return result.stderr


@pytest.mark.parametrize("line", [0, 1, -2, -1], ids=["header", "second", "before-footer", "footer"])
def test_a_line_nested_without_end_is_refused_in_one_line(
    game_log: tuple[Path, Records], tmp_path: Path, line: int
) -> None:
    tree, records = game_log
    lines = [json.dumps(record) for record in records]
    lines[line] = "[" * 100_000 + "]" * 100_000
    stderr = replay_refused(tree, lines, tmp_path)
    assert "nested too deep" in stderr


def _first(records: Records, kind: str) -> dict[str, Any]:
    return next(record for record in records if record["type"] == kind)


HUGE_EDITS: dict[str, Callable[[Records], None]] = {
    "an event field": lambda records: _first(records, "event")["event"].__setitem__("x", HUGE),
    "an event kind": lambda records: _first(records, "event")["event"].__setitem__("kind", HUGE),
    "a decision option": lambda records: _first(records, "decision").__setitem__("option", HUGE),
    "a decision kind": lambda records: _first(records, "decision").__setitem__("kind", HUGE),
    "a decision source": lambda records: _first(records, "decision").__setitem__("source", HUGE),
    "a record type": lambda records: records[1].__setitem__("type", HUGE),
    "a key": lambda records: records[1].__setitem__(HUGE, 1),
    "the game": lambda records: records[0].__setitem__("game", HUGE),
    "the format version": lambda records: records[0].__setitem__("format_version", HUGE),
    "the content hash": lambda records: records[0].__setitem__("content_hash", HUGE),
    "the ruleset": lambda records: records[0].__setitem__("ruleset", HUGE),
    "the seed": lambda records: records[0].__setitem__("seed", HUGE),
    "the version": lambda records: records[0].__setitem__("sfbkit", HUGE),
    "the result": lambda records: records[-1].__setitem__("result", HUGE),
}


@pytest.mark.parametrize("where", sorted(HUGE_EDITS))
def test_a_field_of_megabytes_is_quoted_in_a_bounded_line(
    game_log: tuple[Path, Records], tmp_path: Path, where: str
) -> None:
    tree, records = game_log
    copy: Records = json.loads(json.dumps(records))
    HUGE_EDITS[where](copy)
    stderr = replay_refused(tree, [json.dumps(record) for record in copy], tmp_path)
    assert len(stderr) < QUOTED_AT_MOST, f"{len(stderr)} characters: {stderr[:300]}"


SCRIPT_HUGE = "z" * 1_500_000
"""A value under the 2 MB a script may take."""
SCRIPT_EDITS = {
    "an sfb play step": (REPO, "keyword-push", "  - play: borka-anvil-drop", f"  - play: {SCRIPT_HUGE}"),
    "an sfb path": (REPO, "keyword-push", "  - path: [c4]", f"  - path: [{SCRIPT_HUGE}]"),
    "a dc activation": (DC_TREE, "t9-treasure", "  - activate: k6", f"  - activate: {SCRIPT_HUGE}"),
    "a dc path": (DC_TREE, "t9-treasure", "  - path: [k7, k8]", f"  - path: [k7, {SCRIPT_HUGE}]"),
    "a dc scenario creature": (
        DC_TREE,
        "t9-treasure",
        "A:lantern-pikeman@k6",
        f"A:lantern-pikeman@{SCRIPT_HUGE}",
    ),
}


@pytest.mark.parametrize("where", sorted(SCRIPT_EDITS))
def test_a_script_value_of_megabytes_is_quoted_in_a_bounded_line(tmp_path: Path, where: str) -> None:
    tree, name, old, new = SCRIPT_EDITS[where]
    text = (tree / "matches" / f"{name}.yaml").read_text(encoding="utf-8")
    assert old in text
    script = tmp_path / "hostile.yaml"
    script.write_text(text.replace(old, new, 1), encoding="utf-8")
    result = invoke("match", "--content", str(tree), str(script), "--out", str(tmp_path / "log.txt"))
    assert_no_crash(result, (1,))
    assert len(result.stderr.splitlines()) == 1, result.stderr[:QUOTED_AT_MOST]
    assert len(result.stderr) < 5_000, f"{len(result.stderr)} characters: {result.stderr[:300]}"
