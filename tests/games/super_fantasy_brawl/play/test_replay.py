"""JSONL logs replay exactly; a tampered log or one from other content is refused at its line."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import LogError, jsonl_text, read_log
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.kit.play.random_player import RandomPlayer
from sfbkit.kit.play.seeds import derive_seed
from tests.games.super_fantasy_brawl.play.conftest import MATCHES

TEAMS = (("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda"))
OTHER = (("brisket", "fizzlewick", "zephyrine"), ("mossbottom", "sister-clobber", "brassbolt"))


def _random_log(library: Library, index: int) -> str:
    spec = MatchSpec(
        seed=derive_seed(99, "game", index),
        teams=TEAMS if index % 2 else OTHER,
        draft="casual" if index % 10 == 0 else None,
        rules={"round_limit": 3},
    )
    if spec.draft is not None:
        spec = dataclasses.replace(spec, teams=None)
    players = [RandomPlayer(derive_seed(derive_seed(7, "game", index), "seat", seat)) for seat in (0, 1)]
    recording = play_recorded(library, spec, players)
    return jsonl_text(recording, library.content_hash)


def test_a_hundred_random_logs_replay(library: Library) -> None:
    finished = 0
    for index in range(100):
        text = _random_log(library, index)
        report = replay_log(read_log(text, f"log{index}"), library, f"log{index}")
        assert report.decisions > 10
        finished += report.recording.match.result is not None
    assert finished == 100


def test_the_log_has_header_events_decisions_and_footer(library: Library) -> None:
    records = [json.loads(line) for line in _random_log(library, 1).splitlines()]
    header, footer = records[0], records[-1]
    assert header["type"] == "header" and header["format"] == "sfbkit-match-log"
    assert header["content_hash"] == library.content_hash
    assert header["sfbkit"] and header["ruleset"] == "standard"
    assert header["teams"] == [list(TEAMS[0]), list(TEAMS[1])]
    assert header["match"]["rules"] == {"round_limit": 3}
    kinds = {r["type"] for r in records[1:-1]}
    assert kinds == {"event", "decision"}
    assert footer["type"] == "footer" and footer["over"] is True
    assert footer["result"]["reason"] in ("vp", "round_limit")
    assert len(footer["events_hash"]) == 64


def test_a_changed_decision_is_caught_at_its_line(library: Library) -> None:
    lines = _random_log(library, 3).splitlines()
    index = next(
        i for i, line in enumerate(lines) if '"kind":"action"' in line and '"type":"decision"' in line
    )
    record = json.loads(lines[index])
    record["option"] = "end-turn" if record["option"] != "end-turn" else "std:move:red@borka"
    lines[index] = json.dumps(record)
    with pytest.raises(LogError) as caught:
        replay_log(read_log("\n".join(lines), "x.jsonl"), library, "x.jsonl")
    assert str(caught.value).startswith("x.jsonl:")


def test_a_changed_event_is_caught_at_its_line(library: Library) -> None:
    lines = _random_log(library, 5).splitlines()
    index = next(i for i, line in enumerate(lines) if '"kind":"draw"' in line)
    lines[index] = lines[index].replace('"amount":', '"amount":1', 1)
    with pytest.raises(LogError) as caught:
        replay_log(read_log("\n".join(lines), "x.jsonl"), library, "x.jsonl")
    assert str(caught.value).startswith(f"x.jsonl:{index + 1}: the replay differs")


def test_a_log_from_other_content_is_refused(library: Library) -> None:
    other = dataclasses.replace(library, content_hash="f" * 64)
    text = _random_log(library, 7)
    with pytest.raises(LogError) as caught:
        replay_log(read_log(text, "x.jsonl"), other, "x.jsonl")
    assert "made from different content" in str(caught.value)


def test_malformed_logs_are_located(library: Library) -> None:
    with pytest.raises(LogError, match=r"^x:1: the first line is not a sfbkit-match-log header"):
        read_log('{"type": "event"}\n', "x")
    text = _random_log(library, 9).splitlines()
    text.insert(2, "not json")
    with pytest.raises(LogError, match=r"^x:3: not JSON"):
        read_log("\n".join(text), "x")


def test_cli_match_log_replays(tmp_path: Path) -> None:
    runner = CliRunner()
    log = tmp_path / "full.jsonl"
    result = runner.invoke(
        cli, ["match", str(MATCHES / "full-match.yaml"), "--log", "jsonl", "--out", str(log)]
    )
    assert result.exit_code == 0, result.output
    result = runner.invoke(cli, ["replay", str(log)])
    assert result.exit_code == 0, result.output
    assert "replay ok" in result.stdout
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text(log.read_text().replace('"option":"area:west"', '"option":"area:east"'))
    result = runner.invoke(cli, ["replay", str(tampered)])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{tampered}:")
    assert "Traceback" not in result.output
