"""An ``expect:`` sees the match after the decisions the engine took alone (a single legal option) since the step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.game import ScriptFailed

ROOT = bundled_root()
HEADER = (ROOT / "matches" / "t9-treasure.yaml").read_text(encoding="utf-8").split("steps:\n")[0]
COLLECT = HEADER + "steps:\n  - activate: k6\n  - move\n  - path: [k7, k8]\n  - stop\n  - collect\n"
"""A's pikeman collects treasure; with no order in hand, ending its activation is A's only option (DC §12)."""


def test_an_expect_after_the_last_action_sees_the_next_players_turn(
    write_script: Callable[[str], Path],
) -> None:
    expect = "  - expect:\n      decider: 1\n      events: [activation_end, {kind: turn_start, player: 1}]\n"
    run, _ = GAME.run_script(ROOT, write_script(COLLECT + expect))
    assert run.match.decision is not None and run.match.decision.player == 1


def test_an_expect_of_the_activation_before_its_lone_end_fails(write_script: Callable[[str], Path]) -> None:
    path = write_script(COLLECT + "  - expect: {decider: 0}\n")
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, path)
    line = len(path.read_text().splitlines())
    assert str(failed.value) == (
        f"{path}:{line}: step 6: decider: expected player 0 to decide, but player 1 is asked for activation"
    )
