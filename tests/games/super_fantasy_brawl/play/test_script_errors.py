"""Scripts that go wrong fail with FILE:line: step N: what was wrong, and never with a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import ScriptFailure, run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import ScriptSyntaxError, load_script

HEADER = """\
seed: 1
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  positions: {borka: c5, gorlak: c3}
  hands: [[borka-anvil-drop], [gorlak-bog-snack]]
  traps: {}
steps:
"""

Write = Callable[..., Path]


def _fail(path: Path, library: Library) -> ScriptFailure:
    with pytest.raises(ScriptFailure) as caught:
        run_script(load_script(path), library)
    return caught.value


def test_wrong_expectation_names_its_line(write_script: Write, library: Library) -> None:
    path = write_script(
        HEADER
        + """\
  - play: borka-anvil-drop
  - path: [c4]
  - target: gorlak
  - expect:
      hexes: {borka: c4}
      damage: {gorlak: 4}
"""
    )
    failure = _fail(path, library)
    assert str(failure) == f"{path}:15: step 4: damage: expected gorlak with 4 damage, found with 5 damage"
    assert failure.line == 15


def test_illegal_move_names_the_step_and_the_legal_options(write_script: Write, library: Library) -> None:
    path = write_script(HEADER + "  - play: borka-anvil-drop\n  - path: [e3]\n")
    message = str(_fail(path, library))
    assert message.startswith(
        f"{path}:11: step 2: path e3: 'step:e3' is not legal; player 0 is asked for step"
    )
    assert "legal: step:c4, step:d4, step:d5, step:c6, step:b5, step:b4, stop" in message


def test_a_card_not_in_hand_is_illegal(write_script: Write, library: Library) -> None:
    path = write_script(HEADER + "  - play: borka-hot-iron\n")
    message = str(_fail(path, library))
    assert f"{path}:10: step 1: play borka-hot-iron: 'play:borka-hot-iron@borka' is not legal" in message
    assert "play:borka-anvil-drop@borka" in message


def test_an_uncovered_decision_is_an_error_without_a_policy(write_script: Write, library: Library) -> None:
    path = write_script(HEADER + "  - play: borka-anvil-drop\n  - target: gorlak\n")
    message = str(_fail(path, library))
    assert message.startswith(
        f"{path}:11: step 2: the script says target gorlak, but player 0 is asked for step"
    )


def test_a_policy_answers_what_the_script_does_not_cover(write_script: Write, library: Library) -> None:
    text = HEADER.replace(
        "  - champions: [gorlak, thornwick, mirelda]",
        "  - {champions: [gorlak, thornwick, mirelda], policy: first}",
    )
    text = text.replace("[gorlak-bog-snack]", "[thornwick-nimble]")
    path = write_script(
        text
        + """\
  - play: borka-anvil-drop
  - path: [c4]
  - target: gorlak
  - expect:
      decision: reaction
  - amount: 0
  - expect:
      events: [{kind: reaction, player: 1, card: thornwick-nimble}, {kind: dash, champion: gorlak}]
"""
    )
    outcome = run_script(load_script(path), library)
    answered = [(d.kind, d.source) for d in outcome.recording.decisions]
    assert answered == [
        ("action", "script"),
        ("step", "script"),
        ("attack", "script"),
        ("reaction", "first"),
        ("dash", "first"),
        ("amount", "script"),
    ]


def test_leftover_steps_are_an_error(write_script: Write, library: Library) -> None:
    path = write_script(
        """\
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  positions: {borka: c5, gorlak: c3}
  damage: {gorlak: 8}
  vp: [4, 0]
  hands: [[borka-anvil-drop], [gorlak-bog-snack]]
steps:
  - play: borka-anvil-drop
  - path: [c4]
  - target: gorlak
  - amount: 1
"""
    )
    message = str(_fail(path, library))
    assert (
        message == f"{path}:13: step 4: the match is over (won by team 0), but the script still says amount 1"
    )


def test_syntax_errors_are_all_located(write_script: Write) -> None:
    path = write_script(
        """\
seed: one
players:
  - champions: [borka, pip, velvet]
    polcy: random
  - champions: [gorlak, thornwick, mirelda]
steps:
  - path: [c3, zz]
  - teleport: c4
  - expect:
      damge: {borka: 1}
"""
    )
    with pytest.raises(ScriptSyntaxError) as caught:
        load_script(path)
    lines = str(caught.value).splitlines()
    assert lines[0].startswith(f"{path}:1:7: seed:")
    assert lines[1].startswith(f"{path}:4:5: players[0].polcy: unknown key 'polcy' (did you mean 'policy'?)")
    assert lines[2] == f"{path}:7:16: steps[0]: path[1] must be a hex label such as 'c4', not 'zz'"
    assert lines[3].startswith(f"{path}:8:5: steps[1]: unknown step 'teleport'")
    assert lines[4].startswith(f"{path}:10:7: steps[2].expect.damge: unknown key 'damge'")


def test_unknown_ids_in_the_header_are_located(write_script: Write, library: Library) -> None:
    path = write_script(
        "ruleset: chess\nplayers:\n  - champions: [borka, pip, velvet]\n  - champions: [gorlak, thornwick, mirelda]\n"
    )
    assert str(_fail(path, library)).startswith(f"{path}:1: unknown ruleset 'chess'; known: standard")
    path = write_script(
        "players:\n  - champions: [borka, pip, velvet]\n  - champions: [gorlak, thornwick, nobody]\n"
    )
    assert str(_fail(path, library)) == f"{path}:2: unknown champion 'nobody'"


def test_a_content_pin_must_match(write_script: Write, library: Library) -> None:
    path = write_script(f"content: '{'0' * 64}'\n" + HEADER + "  - end-turn\n")
    assert "the script pins content 000000000000..." in str(_fail(path, library))
    path = write_script(f"content: {library.content_hash}\n" + HEADER + "  - play: borka-anvil-drop\n")
    run_script(load_script(path), library)


def test_cli_exit_codes_and_messages(write_script: Write) -> None:
    runner = CliRunner()
    bad = write_script(HEADER + "  - play: borka-anvil-drop\n  - path: [e3]\n")
    result = runner.invoke(cli, ["match", str(bad)])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{bad}:11: step 2: path e3:")
    assert "Traceback" not in result.output
    assert "borka-anvil-drop" in result.stdout  # the log up to the failure
    broken = write_script("players: [\n", "broken.yaml")
    result = runner.invoke(cli, ["match", str(broken)])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{broken}:")
    result = runner.invoke(cli, ["match", str(bad.parent / "missing.yaml")])
    assert result.exit_code == 1
    assert "cannot read" in result.stderr


def test_no_output_file_is_left_behind_on_failure(write_script: Write, tmp_path: Path) -> None:
    bad = write_script(HEADER + "  - play: borka-anvil-drop\n  - path: [e3]\n")
    out = tmp_path / "log.jsonl"
    html = tmp_path / "replay.html"
    result = CliRunner().invoke(
        cli, ["match", str(bad), "--log", "jsonl", "--out", str(out), "--html", str(html)]
    )
    assert result.exit_code == 1
    assert not out.exists() and not html.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["script.yaml"]


def test_a_starting_position_is_checked_against_the_content(write_script: Write, library: Library) -> None:
    path = write_script(
        """\
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  positions: {borka: c2}
  hands: [[borka-anvil-drop]]
  traps: {z9: stun}
steps:
  - end-turn
"""
    )
    lines = str(_fail(path, library)).splitlines()
    assert lines == [
        f"{path}:5: setup.positions.borka: 'c2' is a statue hex",
        f"{path}:6: setup.hands: give one list per player (2), not 1",
        f"{path}:7: setup.traps.z9: 'z9' is not a hex of the arena fabulosa",
    ]


def test_a_path_step_the_engine_takes_alone_is_skipped(write_script: Write, library: Library) -> None:
    # Passing through Pip on a2, Borka cannot stop there and every way on but back to a1 is blocked,
    # so the engine takes that single step itself (RULES §2: allies may be passed, not ended on).
    path = write_script(
        """\
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  positions: {borka: a1, pip: a2, gorlak: b1, thornwick: b2, mirelda: a3}
  hands: [[borka-anvil-drop], [gorlak-bog-snack]]
  traps: {}
steps:
  - action: {standard: move2, champion: borka, core: blue}
  - path: [a2, a1]
  - expect:
      hexes: {borka: a1, pip: a2}
      events: [{kind: move, champion: borka, to: a2}, {kind: move, champion: borka, to: a1}]
      decision: action
"""
    )
    outcome = run_script(load_script(path), library)
    assert [d.option for d in outcome.recording.decisions] == ["std:move:blue@borka", "step:a2"]


def test_text_from_the_script_stays_on_the_line_of_its_problem(write_script: Write, library: Library) -> None:
    path = write_script(HEADER + '  - option: "step:c4\\nstop"\n  - "end\\nturn"\n')
    with pytest.raises(ScriptSyntaxError) as caught:
        load_script(path)
    first, second = str(caught.value).splitlines()
    assert first == f"{path}:10:13: steps[0]: option must be an option id such as 'step:c4'"
    assert second.startswith(
        f"{path}:11:5: steps[1]: unknown step 'end\\nturn' (did you mean 'end-turn'?); steps are "
    )
    path = write_script(HEADER + '  - expect:\n      decision: "act\\nion"\n      events: ["x\\u2028y"]\n')
    first, second = str(_fail(path, library)).splitlines()
    assert first == f"{path}:11: step 1: decision: expected act\\nion, found action"
    assert second.startswith(f"{path}:12: step 1: events: expected x\\u2028y (in this order)")
