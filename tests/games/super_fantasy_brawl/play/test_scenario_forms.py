"""Script forms for rules scenarios: refused steps, per-player defaults in setup, event patterns."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import ScriptFailure, run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import ScriptSyntaxError, load_script

Write = Callable[..., Path]

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


def test_a_refused_step_passes_and_leaves_the_match_where_it_was(
    write_script: Write, library: Library
) -> None:
    path = write_script(
        HEADER
        + """\
  - play: borka-anvil-drop
  - reject: {path: [c4, c3]}
  - reject: end-turn
  - reject: {target: gorlak}
  - reject: {option: "step:e3"}
  - path: [c4]
  - reject: {target: thornwick}
  - target: gorlak
  - expect: {decision: amount, damage: {gorlak: 5}}
"""
    )
    outcome = run_script(load_script(path), library)
    assert [d.option for d in outcome.recording.decisions] == [
        "play:borka-anvil-drop@borka",
        "step:c4",
        "target:gorlak",
    ]


def test_an_accepted_step_fails_the_reject_at_its_line(write_script: Write, library: Library) -> None:
    path = write_script(HEADER + "  - play: borka-anvil-drop\n  - reject: {path: [c4]}\n  - path: [c4]\n")
    with pytest.raises(ScriptFailure) as caught:
        run_script(load_script(path), library)
    assert str(caught.value) == f"{path}:11: step 2: reject path c4: the engine accepted path c4"


def test_a_reject_does_not_let_a_policy_answer_for_it(write_script: Write, library: Library) -> None:
    # With a policy, an uncovered decision would be answered; under reject it makes the step refused.
    text = HEADER.replace(
        "  - champions: [gorlak, thornwick, mirelda]",
        "  - {champions: [gorlak, thornwick, mirelda], policy: first}",
    )
    path = write_script(text + "  - reject: {react: none, player: 1}\n  - expect: {decision: action}\n")
    run_script(load_script(path), library)


def test_reject_takes_one_decision_step(write_script: Write) -> None:
    path = write_script(
        HEADER
        + """\
  - reject: {expect: {round: 2}}
  - reject: tagret
  - {reject: end-turn, player: 1}
  - reject: {path: [zz]}
"""
    )
    with pytest.raises(ScriptSyntaxError) as caught:
        load_script(path)
    lines = str(caught.value).splitlines()
    assert lines[0].startswith(f"{path}:10:13: steps[0]: reject takes a decision step, such as")
    assert lines[1].startswith(f"{path}:11:13: steps[1]: unknown step 'tagret' (did you mean 'target'?)")
    assert lines[2] == f"{path}:12:24: steps[2]: reject takes no player"
    assert lines[3] == f"{path}:13:21: steps[3]: path[0] must be a hex label such as 'c4', not 'zz'"


def test_an_unknown_step_suggests_the_nearest(write_script: Write) -> None:
    path = write_script(HEADER + "  - tagret: gorlak\n  - end-trun\n  - expect: {bloodyed: {gorlak: true}}\n")
    with pytest.raises(ScriptSyntaxError) as caught:
        load_script(path)
    lines = str(caught.value).splitlines()
    assert lines[0].startswith(
        f"{path}:10:5: steps[0]: unknown step 'tagret' (did you mean 'target'?); steps are"
    )
    assert lines[1].startswith(f"{path}:11:5: steps[1]: unknown step 'end-trun' (did you mean 'end-turn'?)")
    assert lines[2].startswith(
        f"{path}:12:14: steps[2].expect.bloodyed: unknown key 'bloodyed' (did you mean 'bloodied'?)"
    )


def test_a_null_entry_of_setup_leaves_that_player_to_the_default(
    write_script: Write, library: Library
) -> None:
    path = write_script(
        """\
seed: 3
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  hands: [null, [gorlak-bog-snack]]
  decks: [[borka-tempered, pip-cartwheel], null]
  discards: [null, [gorlak-belch]]
  exhausted: [null, [red]]
steps:
  - expect:
      hand_sizes: [2, 1]
      hands: [[borka-tempered, pip-cartwheel], [gorlak-bog-snack]]
      decks: [0, 16]
      discards: [0, [gorlak-belch]]
      cores: [[red, yellow, blue], [yellow, blue]]
"""
    )
    outcome = run_script(load_script(path), library)
    player = outcome.match.state.players[1]
    assert "gorlak-belch" not in player.deck and "gorlak-bog-snack" not in player.deck


def test_a_null_hand_draws_the_rulesets_hand_size(write_script: Write, library: Library) -> None:
    text = HEADER.replace("[[borka-anvil-drop], [gorlak-bog-snack]]", "[[borka-anvil-drop], null]")
    path = write_script(text + "  - expect: {hand_sizes: [1, 5]}\n")
    outcome = run_script(load_script(path), library)
    hand = outcome.match.state.players[1].hand
    assert len(hand) == library.rulesets["standard"].hand_size
    assert all(
        outcome.match.rules.cards[card].champion in ("gorlak", "thornwick", "mirelda") for card in hand
    )


def test_a_counted_pattern_needs_a_count_and_fields(write_script: Write) -> None:
    path = write_script(
        HEADER + "  - expect:\n      event_counts: [{kind: damage}, {count: 1}, {kind: move, count: -1}]\n"
    )
    with pytest.raises(ScriptSyntaxError) as caught:
        load_script(path)
    lines = str(caught.value).splitlines()
    assert len(lines) == 3
    assert "give the number of events as 'count: N'" in lines[0]
    assert "give the fields to match beside the count" in lines[1]
    assert "not -1" in lines[2]
    assert all(line.startswith(f"{path}:11:") for line in lines)


def test_patterns_match_fields_in_events_no_events_and_counts(write_script: Write, library: Library) -> None:
    path = write_script(
        HEADER
        + """\
  - play: borka-anvil-drop
  - path: [c4]
  - target: gorlak
  - amount: 1
  - expect:
      events: [{kind: damage, champion: gorlak, cause: attack}, {kind: damage, cause: push}]
      no_events: [{kind: damage, champion: borka}, {cause: trap}]
      event_counts: [{kind: damage, champion: gorlak, count: 2}, {kind: damage, cause: push, count: 1}]
  - expect:
      event_counts: [{kind: damage, count: 0}]
"""
    )
    run_script(load_script(path), library)
