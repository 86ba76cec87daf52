"""Crowns' matches through the kit: a bundled script passes, a wrong expectation fails at its line, logs replay."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from tests.games.toy.conftest import CONTENT

SCRIPT = CONTENT / "matches" / "opening-trick.yaml"


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, [*args, "--content", str(CONTENT)])
    return result.exit_code, result.stdout, result.stderr


def test_the_bundled_script_passes_and_its_log_reads_as_sentences() -> None:
    code, out, err = invoke("match", "opening-trick")
    assert code == 0, err
    assert "ok: 10 steps, 15 decisions, 5 expectations" in err
    assert "Player 0 takes the trick with deep-regent, 1 trick(s) in all." in out
    assert "> player 2 answers play:tide-herald (script)" in out and out.endswith("Result: player 1 wins.\n")
    assert "[" not in out and "{" not in out


def test_a_failing_expectation_is_reported_at_its_line(tmp_path: Path) -> None:
    script = tmp_path / "wrong.yaml"
    script.write_text(SCRIPT.read_text().replace("winner: 1", "winner: 2"))
    code, _, err = invoke("match", str(script))
    assert code == 1
    assert f"{script}:19: step 10: winner: expected player 2, found player 1" in err


def test_a_refused_step_and_an_unknown_key_are_located(tmp_path: Path) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text(SCRIPT.read_text().replace("reject: play:moss-page", "reject: play:tide-herald"))
    code, _, err = invoke("match", str(script))
    assert code == 1 and f"{script}:11: step 6: reject play:tide-herald: the engine accepted" in err
    script.write_text(SCRIPT.read_text().replace("leader: 0", "leeder: 0"))
    code, _, err = invoke("match", str(script))
    assert code == 1 and f"{script}:16:7:" in err and "leeder" in err
    script.write_text("seed: 1\nsetup: {seats: 9}\n")
    code, _, err = invoke("match", str(script))
    assert code == 1 and f"{script}:2:16: setup.seats:" in err


def test_a_jsonl_log_replays_and_a_tampered_one_is_refused(tmp_path: Path) -> None:
    log = tmp_path / "match.jsonl"
    code, _, err = invoke(
        "match", "opening-trick", "--log", "jsonl", "--out", str(log), "--html", str(tmp_path / "r.html")
    )
    assert code == 0, err
    assert "window.sfbkitBoard" in (tmp_path / "r.html").read_text()
    code, out, err = invoke("replay", str(log))
    assert code == 0 and "replay ok: 15 decisions, 31 events" in out + err
    lines = log.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["game"] == "toy" and header["setup"] == {"ruleset": "standard", "seats": 3}
    tampered = tmp_path / "tampered.jsonl"
    played = next(n for n, line in enumerate(lines) if '"kind":"played"' in line)
    lines[played] = lines[played].replace('"seat":0', '"seat":1')
    tampered.write_text("\n".join(lines) + "\n")
    code, _, err = invoke("replay", str(tampered))
    assert code == 1 and f"{tampered}:{played + 1}: the replay differs" in err
    lines = log.read_text().splitlines()
    lines[-1] = lines[-1].replace('"winner":1', '"winner":0')
    tampered.write_text("\n".join(lines) + "\n")
    code, _, err = invoke("replay", str(tampered))
    assert code == 1 and f"{tampered}:{len(lines)}: footer result differs" in err


def test_a_tree_without_the_scripts_folder_runs_a_script_by_path(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    shutil.copytree(CONTENT, tree, ignore=shutil.ignore_patterns("matches"))
    result = CliRunner().invoke(cli, ["match", str(SCRIPT), "--content", str(tree)])
    assert result.exit_code == 0, result.stderr


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (None, "setup: Input should be a valid dictionary"),
        ({"seats": 9}, "setup.seats: Input should be less than or equal to 6"),
        ({"seats": 3, "ruleset": "nope"}, "unknown ruleset 'nope'"),
        ({"seats": 4}, "the replay asks for this decision after 5 events"),
    ],
)
def test_a_log_whose_setup_is_not_the_match_is_refused_in_one_line(
    tmp_path: Path, setup: object, message: str
) -> None:
    log = tmp_path / "match.jsonl"
    assert invoke("match", "opening-trick", "--log", "jsonl", "--out", str(log))[0] == 0
    lines = log.read_text().splitlines()
    header = json.loads(lines[0])
    header["setup"] = setup
    log.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    code, out, err = invoke("replay", str(log))
    assert code == 1 and message in err and len(err.splitlines()) == 1 and "Traceback" not in out + err
