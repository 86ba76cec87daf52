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
from sfbkit.kit.play.decisions import CHECKPOINT, Decision, check_answer
from sfbkit.kit.play.engine_match import EngineMatch
from sfbkit.kit.play.events import events_hash

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
        state.phase = "over"
        state.winner = over.winner
        state.reason = over.reason
        eng.emit(
            "match_end",
            winner=over.winner,
            reason=over.reason,
            morale=[p.morale for p in state.players],
            turn=state.turn,
        )


class DCMatch(EngineMatch[DCState]):
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
        self._answers: list[str] = []
        """Answers since ``_base`` (or since the start when there is no snapshot)."""
        self._base: DCState | None = base
        """The last snapshot: a copy resumed from ``base`` shares it, and its first checkpoint is that one."""
        self._base_rng: RngState | None = None
        """The generator state of ``_base``, read on its first fork."""
        self._skip = base is not None
        self._checkpoints = False
        """Snapshots are taken at checkpoints only once ``fork`` has been used on this match (they cost time)."""
        self._redeal: tuple[int, Callable[[DCState], None]] | None = None
        """A determinization since ``_base``: after how many of the answers its hidden cards were redealt, and how."""
        self._gen = _run(self.engine, environment)
        self._decision: Decision | None = None
        self._advance(None)

    def _advance(self, answer: str | None) -> None:
        try:
            decision = next(self._gen) if answer is None else self._gen.send(answer)
            while decision is CHECKPOINT:
                if self._skip:
                    self._skip = False
                elif self._checkpoints:
                    self._base = self.engine.state.clone()
                    self._base_rng = None
                    self._answers = []
                    self._redeal = None
                decision = next(self._gen)
            self._decision = decision
        except StopIteration:
            self._decision = None

    @property
    def result(self) -> DCResult | None:
        """How the match ended, or None while it runs."""
        state = self.engine.state
        if state.phase != "over" or state.reason is None:
            return None
        morale = (state.players[0].morale, state.players[1].morale)
        return DCResult(state.winner, state.reason, morale, state.turn)

    def apply(self, option_id: str) -> None:
        """Answers the current decision; raises IllegalDecisionError naming the legal ids otherwise."""
        check_answer(self._decision, option_id)
        self._answers.append(option_id)
        self._advance(option_id)

    def events_hash(self) -> str:
        """Returns the hash of the event stream (determinism checks)."""
        return events_hash(self.engine.state.events)

    def observation(self, seat: int) -> dict[str, Any]:
        """Returns what one seat may know, as plain JSON data: the public state and its own hands."""
        return observation(self.engine.state, seat, self._decision)

    def side(self, seat: int) -> int:
        """Returns the seat itself: a result names the winning seat (DC §13.3)."""
        return seat

    def determinize(self, seat: int, seed: int) -> DCMatch:
        """Returns a copy consistent with what ``seat`` observes, its hidden cards redealt from ``seed``."""
        from sfbkit.games.dungeon_command.engine.determinization import redealing

        copy = self.fork()
        redeal = redealing(copy.engine.state, seat, seed)
        redeal(copy.engine.state)
        # Its forks replay from the shared snapshot: they redeal at the same answer.
        copy._redeal = len(copy._answers), redeal
        return copy

    def fork(self) -> DCMatch:
        """Returns an independent copy at the same point: the last snapshot plus the answers since.

        The first fork replays from the start; from then on a snapshot is taken at every checkpoint (between
        turns, before each activation and before each activation step), so a fork clones one state and
        replays at most one step's answers. The copy shares the snapshot and takes none of its own until
        it is forked itself.
        """
        self._checkpoints = True
        base = self._base
        if base is None:
            copy = DCMatch(self._build)
        else:
            if self._base_rng is None:
                self._base_rng = base.rng.getstate()
            eng = self.engine
            state = base.clone(self._base_rng)
            copy = DCMatch(self._build, Engine(eng.defs, eng.boards, eng.ruleset, state), base)
            copy._base_rng = self._base_rng
        if self._redeal is None:
            copy._replay(self._answers)
            return copy
        at, redeal = self._redeal
        copy._replay(self._answers[:at])
        redeal(copy.engine.state)
        copy._redeal = self._redeal
        copy._replay(self._answers[at:])
        return copy

    def _replay(self, answers: list[str]) -> None:
        """Gives answers known to be legal (this match's own, given before), unchecked."""
        self._answers.extend(answers)
        for answer in answers:
            self._advance(answer)


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
