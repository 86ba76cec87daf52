"""The Dungeon Command match face: DCMatch, DCResult, new_match and new_scenario (DC §3-§13)."""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sfbkit.games.dungeon_command.engine.board import Board, compile_board
from sfbkit.games.dungeon_command.engine.core import Engine, GameOver
from sfbkit.games.dungeon_command.engine.definitions import Definitions, Environment, RulesetDef
from sfbkit.games.dungeon_command.engine.observation import observation
from sfbkit.games.dungeon_command.engine.setup import run_setup
from sfbkit.games.dungeon_command.engine.state import DCState, EndReason, PlayerState, RngState
from sfbkit.games.dungeon_command.engine.turn import run_turn
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.decisions import CHECKPOINT, Decision
from sfbkit.kit.play.match_end import end_match
from sfbkit.kit.play.snapshot_match import SnapshotMatch

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.engine.scenario import Scenario


@dataclass(frozen=True, slots=True)
class DCResult:
    """How a match ended: the winning seat (None for a draw), why, morale per seat and turns played (DC §13.3)."""

    winner: int | None
    reason: EndReason
    morale: tuple[int, int]
    turns: int


def _run(eng: Engine, environment: Environment | None) -> Generator[Decision, str, None]:
    state = eng.state
    try:
        if state.phase == "setup":
            yield from run_setup(eng, environment)
        elif state.checkpoint != "turn":
            # A copy of a state taken inside an activation phase goes on from there.
            yield from run_turn(eng, "activation", resumed=True)
        while True:
            state.checkpoint = "turn"
            yield CHECKPOINT
            yield from run_turn(eng, state.phase)
    except GameOver as over:
        end_match(state, over, eng.emit, morale=[p.morale for p in state.players], turn=state.turn)


class DCMatch(SnapshotMatch[DCState]):
    """One match: the decision it waits for, ``apply`` to answer it, its events and its result."""

    engine: Engine

    def __init__(
        self,
        build: Callable[[], tuple[Engine, Environment | None]],
        resume: Engine | None = None,
        base: DCState | None = None,
    ) -> None:
        self._build = build
        if resume is None:
            self.engine, environment = build()
        else:
            self.engine, environment = resume, None
        self._base_rng: RngState | None = None
        """The generator state of ``_base``, read on its first fork."""
        self._start(_run(self.engine, environment), base)

    @property
    def result(self) -> DCResult | None:
        """How the match ended, or None while it runs."""
        state = self.engine.state
        if state.phase != "over" or state.reason is None:
            return None
        morale = (state.players[0].morale, state.players[1].morale)
        return DCResult(state.winner, state.reason, morale, state.turn)

    def observation(self, seat: int) -> dict[str, Any]:
        """Returns what one seat may know, as plain JSON data: the public state and its own hands."""
        return observation(self.engine.state, seat, self._decision)

    def _redealing(self, seat: int, seed: int) -> Callable[[DCState], None]:
        from sfbkit.games.dungeon_command.engine.determinization import redealing

        return redealing(self.engine.state, seat, seed)

    def _snapshot_taken(self) -> None:
        self._base_rng = None

    def _copy_at(self, base: DCState | None) -> DCMatch:
        if base is None:
            return DCMatch(self._build)
        if self._base_rng is None:
            self._base_rng = base.rng.getstate()
        eng = self.engine
        copy = DCMatch(
            self._build, Engine(eng.defs, eng.boards, eng.ruleset, base.clone(self._base_rng)), base
        )
        copy._base_rng = self._base_rng
        return copy


def boards_for(
    defs: Definitions, battlefield: str, ruleset: RulesetDef, environment: Environment | None = None
) -> dict[str, Board]:
    """Compiles the faces a battlefield may show: the fixed one, or both when A chooses (DC §3 step 3)."""
    field = defs.battlefields[battlefield]
    if environment is not None:
        faces: tuple[Environment, ...] = (environment,)
    elif field.environment == "choose":
        faces = ("dungeon", "outdoor")
    else:
        faces = (field.environment,)
    boards: dict[str, Board] = {}
    for face in faces:
        key = (battlefield, face, ruleset)
        board = defs.boards.get(key)
        if not isinstance(board, Board):
            board = compile_board(field, defs.tiles, face, ruleset)
            defs.boards[key] = board
        boards[face] = board
    return boards


def new_match(
    library: object,
    *,
    warbands: tuple[str, str],
    battlefield: str,
    ruleset: str,
    seed: int,
    environment: Environment | None = None,
) -> DCMatch:
    """Starts a match from setup: the library (or compiled definitions), two warbands, a battlefield, a ruleset."""
    from sfbkit.games.dungeon_command.engine.compile import definitions_of

    defs = definitions_of(library)
    for name in warbands:
        if name not in defs.warbands:
            raise UsageError(f"unknown warband {name!r}; known: {', '.join(sorted(defs.warbands))}")
    if battlefield not in defs.battlefields:
        raise UsageError(
            f"unknown battlefield {battlefield!r}; known: {', '.join(sorted(defs.battlefields))}"
        )
    if ruleset not in defs.rulesets:
        raise UsageError(f"unknown ruleset {ruleset!r}; known: {', '.join(sorted(defs.rulesets))}")
    rules = defs.rulesets[ruleset]
    boards = boards_for(defs, battlefield, rules, environment)

    def build() -> tuple[Engine, Environment | None]:
        players = []
        for name in warbands:
            band = defs.warbands[name]
            commander = defs.commanders[band.commander]
            players.append(
                PlayerState(
                    name,
                    band.commander,
                    commander.morale,
                    commander.leadership,
                    creature_deck=list(band.creatures),
                    order_deck=list(band.orders),
                )
            )
        state = DCState(random.Random(seed), players)
        return Engine(defs, boards, rules, state), environment

    return DCMatch(build)


def new_scenario(defs: Definitions, scenario: Scenario) -> DCMatch:
    """Starts a match at an explicit position (tests and scenario scripts, DC §18)."""
    from sfbkit.games.dungeon_command.engine.scenario import scenario_engine

    return DCMatch(lambda: (scenario_engine(defs, scenario), scenario.environment))


if TYPE_CHECKING:
    from sfbkit.kit.play.match_protocol import DeterminizableMatch, PlayableMatch

    _meets_the_kits_match_protocol: type[PlayableMatch] = DCMatch
    _can_be_determinized: type[DeterminizableMatch] = DCMatch
