"""The runner's rules of a game whose steps are option ids and that has no board: its clock and its turn event."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from sfbkit.kit.game import MatchRun, ScriptFailed
from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.player import Player
from sfbkit.kit.scripts.atoms import Atom
from sfbkit.kit.scripts.expectations import Expectations
from sfbkit.kit.scripts.option_steps import option_atoms
from sfbkit.kit.scripts.runner import ScriptFailure, ScriptRecording, ScriptRunner, seat_policies
from sfbkit.kit.scripts.steps import DecisionStep, ExpectStep, ScriptStep


class ScriptedRun(ScriptRecording, MatchRun, Protocol):
    """A run a script drives and whose logs it writes: its match, its answers so far."""

    @property
    def decisions(self) -> Sequence[DecisionRecord]:
        """The answered decisions, in order."""
        ...


class OptionScriptRules:
    """What such a game adds to the kit's runner: what a winner is, the event that starts a turn, the clock."""

    def __init__(self, side: str, turn_event: str, clock: Callable[[Any], int]) -> None:
        self.side = side
        self.turn_event = turn_event
        self._clock = clock

    def clock(self, match: Any) -> int:
        """Returns the round (or turn) the match is in."""
        return self._clock(match)

    def atoms(self, step: DecisionStep) -> Sequence[Atom]:
        """Returns the option ids a step answers with."""
        return option_atoms(step)

    def step_player(self, step: DecisionStep, match: Any) -> int | None:
        """Returns the seat a step says it is for, if any."""
        return step.player

    def reached(self, match: Any, place: str, since: int) -> int | None:
        """Returns None: there is no board to move on."""
        return None


def run_script_steps(
    path: Path,
    steps: Sequence[ScriptStep],
    run: ScriptedRun,
    rules: OptionScriptRules,
    expectations: Expectations,
    *,
    seats: Sequence[tuple[str | None, int | None]],
    seed: int,
    make_player: Callable[[str, int], Player[Any]],
) -> str:
    """Runs a script's steps on a started run with each seat's policy; returns the summary or raises ScriptFailed."""
    policies, _ = seat_policies(seats, seed, make_player)
    runner = ScriptRunner(
        str(path), steps, run, rules, expectations, policies=policies, make_player=make_player, seed=seed
    )
    try:
        runner.run()
    except ScriptFailure as failure:
        raise ScriptFailed(str(failure), run) from None
    expects = sum(1 for step in steps if isinstance(step, ExpectStep))
    return f"{path}: ok: {len(steps)} steps, {len(run.decisions)} decisions, {expects} expectations"
