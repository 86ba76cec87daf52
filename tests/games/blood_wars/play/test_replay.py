"""A Blood Wars log saved by sfbkit match replays with exit 0; a tampered one is refused in one located line."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root

ROOT = bundled_root()
SCRIPT = ROOT / "matches" / "scenario-09-no-capture.yaml"


def _saved(tmp_path: Path) -> Path:
    log = tmp_path / "match.jsonl"
    args = ["match", str(SCRIPT), "--content", str(ROOT), "--log", "jsonl", "--out", str(log)]
    result = CliRunner().invoke(cli, [*args, "--html", str(tmp_path / "match.html")])
    assert result.exit_code == 0, result.output
    return log


def test_a_saved_log_replays_and_its_replay_page_shows_every_seat(tmp_path: Path) -> None:
    log = _saved(tmp_path)
    result = CliRunner().invoke(cli, ["replay", str(log), "--content", str(ROOT)])
    assert result.exit_code == 0, result.output
    events = len(log.read_text(encoding="utf-8").splitlines()) - 8  # header, 6 decisions, footer
    assert result.stdout.strip() == f"{log}: replay ok: 6 decisions, {events} events"
    text = CliRunner().invoke(cli, ["replay", str(log), "--content", str(ROOT), "--text"])
    assert text.exit_code == 0 and "p3 opposes with p3's ferryman-of-two-shores." in text.stdout
    page = (tmp_path / "match.html").read_text(encoding="utf-8")
    assert "window.sfbkitBoard" in page and "p4:wandering-arbiter-tessaly#1" in page


def test_a_tampered_event_is_refused_at_its_line(tmp_path: Path) -> None:
    log = _saved(tmp_path)
    lines = log.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines) if '"kind":"comparison"' in line)
    lines[number] = lines[number].replace('"total":12', '"total":13', 1)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["replay", str(log), "--content", str(ROOT)])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{log}:{number + 1}: the replay differs: ")
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_log_of_another_answer_is_refused_at_the_decision(tmp_path: Path) -> None:
    log = _saved(tmp_path)
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    number = next(i for i, r in enumerate(records) if r["type"] == "decision" and r["option"] == "neutral")
    records[number]["option"] = "oppose:p4:wandering-arbiter-tessaly#1"
    log.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    result = CliRunner().invoke(cli, ["replay", str(log), "--content", str(ROOT)])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{log}:")


def test_a_decision_the_first_policy_would_not_make_is_refused_when_it_claims_to_be_first(
    tmp_path: Path,
) -> None:
    log = _saved(tmp_path)
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    refusals = []
    for number, record in enumerate(records):
        if record["type"] != "decision":
            continue
        claimed = [dict(r) for r in records]
        claimed[number]["source"] = "first"
        log.write_text("".join(json.dumps(r) + "\n" for r in claimed), encoding="utf-8")
        result = CliRunner().invoke(cli, ["replay", str(log), "--content", str(ROOT)])
        assert result.exit_code == 1
        refusals.append(result.stderr)
    asked_again = [text for text in refusals if "the first player of seat" in text and "answers" in text]
    assert asked_again and all(text.startswith(f"{log}:") for text in asked_again)
