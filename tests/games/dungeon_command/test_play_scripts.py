"""Dungeon Command match scripts: the bundled ones hold, failures name their line, logs replay and verify."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.game import ScriptFailed

ROOT = bundled_root()
BUNDLED = sorted((ROOT / "matches").glob("*.yaml"))
FULL = ROOT / "matches" / "full-match.yaml"

HEADER = """\
seed: 7
ruleset: skirmish
players:
  - {warband: lanternguard}
  - {warband: mirewood-brood}
decisions: [first, dungeon]
"""


def _script(tmp_path: Path, steps: str) -> Path:
    path = tmp_path / "script.yaml"
    path.write_text(HEADER + steps, encoding="utf-8")
    return path


def _line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text().splitlines(), start=1) if text in line)


@pytest.mark.parametrize("script", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_every_bundled_script_holds(script: Path) -> None:
    _, summary = GAME.run_script(ROOT, script)
    assert summary.startswith(f"{script}: ok: ") and "expectations" in summary


def test_the_full_match_plays_from_setup_to_an_end_condition() -> None:
    run, summary = GAME.run_script(ROOT, FULL)
    result = run.match.result
    assert result is not None and result.reason == "turn_limit" and result.turns == 10
    assert run.decisions[0].kind == "toss" and run.decisions[-1].source == "greedy"
    assert "6 expectations" in summary


def test_a_wrong_expectation_fails_at_its_line(tmp_path: Path) -> None:
    broken = tmp_path / "full-match.yaml"
    broken.write_text(FULL.read_text().replace("morale: [12, 11]\n", "morale: [12, 10]\n", 1))
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, broken)
    line = _line_of(broken, "morale: [12, 10]")
    assert str(failed.value) == f"{broken}:{line}: step 3: morale: expected player 1's morale 10, found 11"
    assert failed.value.run is not None and len(failed.value.run.decisions) == 2


def test_an_illegal_step_names_the_legal_options(tmp_path: Path) -> None:
    script = _script(tmp_path, "steps:\n  - deploy: {drowned-knight: a5}\n")
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    message = str(failed.value)
    assert message.startswith(
        f"{script}:8: step 3: deploy {{drowned-knight: a5}}: 'deploy:drowned-knight@a5' is not legal; "
        "player 1 is asked for deploy"
    )
    assert "legal: deploy:" in message and message.endswith("(160 in all)")


def test_an_unknown_form_or_key_is_located_before_the_match_starts(tmp_path: Path) -> None:
    script = _script(tmp_path, "steps:\n  - expect:\n      morale: [1, 1]\n      moral: [1, 1]\n")
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    assert str(failed.value).startswith(
        f"{script}:10:7: steps[0].expect.moral: unknown key 'moral' (did you mean 'morale'?)"
    )
    assert failed.value.run is None
    other = _script(tmp_path, "steps:\n  - jump: a1\n")
    with pytest.raises(ScriptFailed, match=r"script.yaml:8:5: steps\[0\]: unknown step 'jump'"):
        GAME.run_script(ROOT, other)


def test_a_bad_header_is_located(tmp_path: Path) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text("seed: -1\nplayers:\n  - {warband: lanternguard}\n  - {warband: mirewood-brood}\n")
    with pytest.raises(ScriptFailed, match=r"bad.yaml:1:7: seed: "):
        GAME.run_script(ROOT, script)


def test_every_header_problem_is_located_at_once(tmp_path: Path) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text(
        "seed: -1\nruleset: [standard]\nplayers:\n  - {warband: lanternguard}\n  - {warband: mirewood-brood}\n"
    )
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    lines = str(failed.value).splitlines()
    assert [line.split(": ")[0] for line in lines] == [f"{script}:1:7", f"{script}:2:10"]
    assert failed.value.run is None


def test_events_and_options_expectations_see_what_happened(tmp_path: Path) -> None:
    script = _script(
        tmp_path,
        "steps:\n"
        "  - deploy: {drowned-knight: a1}\n"
        "  - expect:\n"
        "      events: [{kind: deploy, creature: drowned-knight@a1}]\n"
        "      includes: [done]\n"
        "      excludes: [deploy:drowned-knight@a2]\n"
        "  - expect:\n"
        "      events: [{kind: deploy}]\n",
    )
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    assert str(failed.value).startswith(
        f"{script}:14: step 5: events: expected {{kind: deploy}} (in this order); events since: none"
    )


def _logged(tmp_path: Path) -> Path:
    run, _ = GAME.run_script(ROOT, FULL)
    log = tmp_path / "full.jsonl"
    log.write_text(run.log_text("jsonl"), encoding="utf-8")
    return log


def test_a_jsonl_log_replays_and_verifies(tmp_path: Path) -> None:
    log = _logged(tmp_path)
    run, summary = GAME.replay(ROOT, log)
    assert summary == f"{log}: replay ok: 249 decisions, {len(run.match.events)} events"
    assert run.log_text("jsonl") == log.read_text()


def test_a_tampered_event_fails_at_its_line(tmp_path: Path) -> None:
    log = _logged(tmp_path)
    lines = log.read_text().splitlines()
    number = next(i for i, line in enumerate(lines) if '"type":"event"' in line and '"level":5' in line)
    lines[number] = lines[number].replace('"level":5', '"level":4')
    log.write_text("\n".join(lines) + "\n")
    with pytest.raises(ScriptError, match=rf"full.jsonl:{number + 1}: the replay differs"):
        GAME.replay(ROOT, log)


def test_a_tampered_decision_or_footer_fails(tmp_path: Path) -> None:
    log = _logged(tmp_path)
    text = log.read_text()
    log.write_text(text.replace('"option":"dungeon"', '"option":"outdoor"', 1))
    with pytest.raises(
        ScriptError, match=r"full.jsonl:\d+: (the replay differs|the greedy player of seat \d answers)"
    ):
        GAME.replay(ROOT, log)
    lines = text.splitlines()
    footer = json.loads(lines[-1])
    footer["events_hash"] = "0" * 64
    log.write_text("\n".join([*lines[:-1], json.dumps(footer)]) + "\n")
    with pytest.raises(ScriptError, match=rf"full.jsonl:{len(lines)}: footer events_hash"):
        GAME.replay(ROOT, log)
    log.write_text(text.replace('"game":"dungeon-command"', '"game":"super-fantasy-brawl"'))
    with pytest.raises(ScriptError, match=r"full.jsonl:1: a log of game 'super-fantasy-brawl'"):
        GAME.replay(ROOT, log)


def test_the_text_log_and_the_replay_page(tmp_path: Path) -> None:
    run, _ = GAME.run_script(ROOT, FULL)
    text = run.log_text("text")
    assert text.startswith("Dungeon Command: lanternguard (player 0) against mirewood-brood (player 1)")
    assert "player 1 deploys drowned-knight@a1 (level 5)." in text
    assert "> player 1 toss: first (script)" in text and text.rstrip().endswith(
        "Result: player 0 wins (turn limit)."
    )
    page = run.replay_html("Full match")
    assert page.startswith("<!DOCTYPE html>") and "<title>Full match</title>" in page
    assert '"squares":{' in page and '"wall"' in page and '"treasure":[' in page
    assert f'max="{len(run.decisions)}" value="0"' in page and 'id="legend"' in page
    offline = page.replace("http://www.w3.org/2000/svg", "").replace("http-equiv", "")
    assert "<script src" not in page and "http" not in offline


def _first_source(records: list[dict[str, object]], source: str) -> int:
    return next(n for n, r in enumerate(records) if r["type"] == "decision" and r["source"] == source)


def _move_a_decision_across_an_event(records: list[dict[str, object]]) -> None:
    number = next(
        n for n, r in enumerate(records) if r["type"] == "decision" and records[n + 1]["type"] == "event"
    )
    records[number], records[number + 1] = records[number + 1], records[number]


TAMPERINGS = {
    "an unknown environment": (
        lambda records: records[0].update(environment="x"),
        r":1: environment: expected",
    ),
    "a greedy answer said scripted": (
        lambda records: records[_first_source(records, "greedy")].update(source="script"),
        r":\d+: footer answers differs",
    ),
    "a scripted answer said greedy": (
        lambda records: records[_first_source(records, "script")].update(source="greedy"),
        r":\d+: (the greedy player of seat \d answers|footer answers differs)",
    ),
    "a decision moved across an event": (
        _move_a_decision_across_an_event,
        r":\d+: the replay asks for this decision after \d+ events; the log has \d+ before it",
    ),
    "another sfbkit version": (
        lambda records: records[0].update(sfbkit="0.0.1"),
        r":1: header sfbkit differs",
    ),
    "another format version": (
        lambda records: records[0].update(format_version=1),
        r":1: log format version 1 is not supported",
    ),
    "another seed": (lambda records: records[0].update(seed=8), r":\d+: "),
}


@pytest.mark.parametrize("tampering", sorted(TAMPERINGS))
def test_each_tampering_the_outside_checker_found_is_refused_at_its_line(
    tmp_path: Path, tampering: str
) -> None:
    log = _logged(tmp_path)
    records = [json.loads(line) for line in log.read_text().splitlines()]
    change, message = TAMPERINGS[tampering]
    change(records)
    log.write_text("".join(json.dumps(record) + "\n" for record in records))
    with pytest.raises(ScriptError, match=rf"^{log}{message}"):
        GAME.replay(ROOT, log)


OLD_SPELLINGS = {
    "decision: {kind: deploy, player: 1}": "write 'decision: KIND' and 'decider: SEAT'",
    "options: {includes: [done]}": "write 'includes: [...]' and 'excludes: [...]' under expect",
    "result: {winner: 0}": "'result' is an old spelling; write 'winner: SEAT' (or draw), 'over: true'",
}


@pytest.mark.parametrize("old", sorted(OLD_SPELLINGS))
def test_the_old_expectation_spelling_is_refused_at_its_line_with_the_new_one(
    tmp_path: Path, old: str
) -> None:
    script = _script(tmp_path, f"steps:\n  - expect:\n      {old}\n")
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    message = str(failed.value)
    assert message.startswith(f"{script}:9:") and OLD_SPELLINGS[old] in message
    assert "\n" not in message and failed.value.run is None


def test_an_old_auto_step_is_refused_with_the_player_spelling(tmp_path: Path) -> None:
    script = _script(tmp_path, "steps:\n  - auto: {policy: greedy, until_turn: 3}\n  - auto: greedy\n")
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    assert str(failed.value).splitlines() == [
        f"{script}:8:12: steps[0]: auto names its player with 'player: NAME', not 'policy'",
        f"{script}:9:11: steps[1]: auto takes 'end' or a mapping; write 'auto: {{player: greedy}}'",
    ]


def test_a_named_player_plays_a_stretch_for_every_seat(tmp_path: Path) -> None:
    script = _script(
        tmp_path, "steps:\n  - auto: {player: first, decisions: 3}\n  - expect: {decision: deploy}\n"
    )
    run, _ = GAME.run_script(ROOT, script)
    assert [record.source for record in run.decisions] == ["script", "script", "first", "first", "first"]


ATTACK = """\
seed: 1
players:
  - {warband: lanternguard}
  - {warband: mirewood-brood}
scenario:
  creatures: [A:lantern-pikeman@h2, B:marsh-wight@h3]
steps:
  - activate: h2
  - attack: 0
  - expect:
"""


def test_an_attack_declared_event_keeps_its_kind_in_every_key(tmp_path: Path) -> None:
    script = tmp_path / "attack.yaml"
    script.write_text(
        ATTACK + "      events: [{kind: attack_declared, attack: melee}]\n"
        "      no_events: [melee, {kind: melee}]\n"
        "      event_counts: [{kind: attack_declared, count: 1}]\n",
        encoding="utf-8",
    )
    run, _ = GAME.run_script(ROOT, script)
    declared = json.loads(
        next(line for line in run.log_text("jsonl").splitlines() if "attack_declared" in line)
    )
    assert declared["event"]["kind"] == "attack_declared" and declared["event"]["attack"] == "melee"
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(ATTACK + "      events: [{kind: melee}]\n", encoding="utf-8")
    with pytest.raises(ScriptFailed, match=r"wrong.yaml:11: step 3: events: expected \{kind: melee\}"):
        GAME.run_script(ROOT, wrong)
