"""An ``expect:`` sees the match after the decisions the engine took alone (a single legal option) since the step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.game import GAME
from sfbkit.kit.game import ScriptFailed

ROOT = bundled_root()
HEADER = (
    (ROOT / "matches" / "scenario-06-hidden-allies.yaml").read_text(encoding="utf-8").split("steps:\n")[0]
)
INTRIGUE = HEADER + "steps:\n  - intrigue:p1:the-ninth-stair#1@p1:whisper-duchess-lyrren#1\n"
"""Seat 0 declares an intrigue; the other seats hold no fate, so each fate window's only option is ``pass``."""


def test_an_expect_after_the_declaration_sees_the_first_stance(write_script: Callable[[str], Path]) -> None:
    run, _ = GAME.run_script(ROOT, write_script(INTRIGUE + "  - expect: {decision: stance, decider: 3}\n"))
    assert run.match.decision is not None and run.match.decision.kind == "stance"


def test_an_expect_of_a_lone_fate_window_fails(write_script: Callable[[str], Path]) -> None:
    path = write_script(INTRIGUE + "  - expect: {decision: window}\n")
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, path)
    line = len(path.read_text().splitlines())
    assert str(failed.value) == f"{path}:{line}: step 2: decision: expected window, found stance"
