"""The public match interface: Match, new_match, new_scenario, play and MatchResult."""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.engine import turns
from sfbkit.games.super_fantasy_brawl.engine.board import Board, compile_board
from sfbkit.games.super_fantasy_brawl.engine.core import Engine, GameOver
from sfbkit.games.super_fantasy_brawl.engine.definitions import (
    Rules,
    RulesetDef,
    compile_rules,
    compile_ruleset,
)
from sfbkit.games.super_fantasy_brawl.engine.draft import DRAFTS
from sfbkit.games.super_fantasy_brawl.engine.observation import observation
from sfbkit.games.super_fantasy_brawl.engine.paused_move import PausedMove
from sfbkit.games.super_fantasy_brawl.engine.scenario import scenario_state
from sfbkit.games.super_fantasy_brawl.engine.setup import run_setup
from sfbkit.games.super_fantasy_brawl.engine.state import GameState, PlayerState, RngState
from sfbkit.games.super_fantasy_brawl.engine.vocabulary import EndReason
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.decisions import CHECKPOINT, Decision, Option, check_answer
from sfbkit.kit.play.engine_match import EngineMatch
from sfbkit.kit.play.events import Event, EventLines
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.player import Player


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended: the winning team (None for a draw), why, VP per team and rounds played."""

    winner: int | None
    reason: EndReason | Literal[""]
    vp: tuple[int, ...]
    rounds: int

    def as_json(self) -> dict[str, Any]:
        """Returns the result as the log footer, the replay page and the play page write it."""
        return {"winner": self.winner, "reason": self.reason, "vp": list(self.vp), "rounds": self.rounds}


class MoveSnapshot(NamedTuple):
    """The state at a step of an activation's move (RULES §5): with the paused move, a fork goes on from there."""

    state: GameState
    """Only ever cloned, never changed."""
    rng: RngState
    """The generator state of ``state``."""
    events: int
    """How many events the match had then."""
    answers: int
    """How many answers since the last checkpoint led there."""
    paused: PausedMove


NEXT_ACTIVATION = Decision("action", -1, (), "the next activation, where a look-ahead stops")
"""The decision of a look-ahead fork that reached the next activation (RULES §5)."""


def _run(eng: Engine, teams: list[list[str]] | None, draft: str | None) -> Generator[Decision, str, None]:
    state = eng.state
    try:
        if state.phase == "setup":
            yield from run_setup(eng, teams, draft)
            state.phase = "turn_start"
        while True:
            if state.phase == "turn_start":
                yield CHECKPOINT
                yield from turns.start_turn(eng)
                state.phase = "activation"
            if (yield from turns.activation_phase(eng)):
                return
            yield from turns.end_turn(eng)
            state.phase = "turn_start"
    except GameOver as over:
        state.phase = "over"
        state.winner = over.winner
        state.reason = over.reason
        eng.emit("match_end", winner=over.winner, reason=over.reason, vp=list(state.vp), round=state.round)


class Match(EngineMatch[GameState]):
    """One match: the current decision, ``apply`` to answer it, the state, events and result."""

    engine: Engine

    __slots__ = (
        "_answers",
        "_base",
        "_base_events",
        "_base_options",
        "_base_rng",
        "_checkpoints",
        "_decision",
        "_event_lines",
        "_gen",
        "_move",
        "_redeal",
        "_setup",
        "board",
        "engine",
        "rules",
    )

    def __init__(
        self,
        rules: Rules,
        board: Board,
        ruleset: RulesetDef,
        state: GameState,
        teams: list[list[str]] | None = None,
        draft: str | None = None,
        snapshot: GameState | None = None,
        snapshot_rng: RngState | None = None,
        snapshot_options: tuple[Option, ...] | None = None,
        paused: PausedMove | None = None,
    ) -> None:
        self.rules = rules
        self.board = board
        self.engine = Engine(rules, board, ruleset, state)
        self._setup = (teams, draft)
        self._base = state.clone() if snapshot is None else snapshot
        """The state at the last checkpoint: only ever cloned, never changed, so forks share it."""
        self._base_rng = snapshot_rng
        """The generator state of ``_base``, read once (when a checkpoint takes it, else at its first fork) and shared
        with the forks: reading it is most of what copying a generator costs."""
        self._base_options = snapshot_options
        """The options of the activation that starts at ``_base`` (asked right after its checkpoint): forks resume with them."""
        if paused is None:
            self.engine.resume_options = snapshot_options
        else:
            self.engine.resume_move = paused
        self._base_events = len(state.events)
        self._answers: list[str] = []
        self._move: MoveSnapshot | None = None
        """The snapshot at the latest step of the activation's move since ``_base`` a fork was asked at: forks restore it."""
        self._event_lines: EventLines | None = None
        """The events' canonical lines and hash, kept up to date on demand (``event_lines``, ``events_hash``)."""
        self._checkpoints = False
        """Snapshots are taken at each checkpoint only once ``fork`` has been used (they cost time)."""
        self._redeal: tuple[int, Callable[[GameState], None]] | None = None
        """A determinization since ``_base``: after how many of the answers its hidden cards were redealt, and how."""
        self._gen = _run(self.engine, teams, draft)
        self._decision: Decision | None = None
        self._advance(None)

    def _advance(self, answer: str | None) -> None:
        gen = self._gen
        try:
            decision = next(gen) if answer is None else gen.send(answer)
            snapped = False
            while decision is CHECKPOINT:
                if self._checkpoints:
                    state = self.engine.state
                    self._base_rng = state.rng_state()
                    self._base = state.clone(with_events=False, rng_state=self._base_rng)
                    self._base_options = None
                    self._base_events = len(state.events)
                    self._answers = []
                    self._move = None
                    self._redeal = None
                    snapped = True
                decision = next(gen)
        except StopIteration:
            # The rules end with the match, or where a look-ahead stops (``Engine.stops_at_activation``).
            self._decision = None if self.engine.state.phase == "over" else NEXT_ACTIVATION
            return
        if snapped and decision.kind == "action" and self._base.phase == "activation":
            self._base_options = decision.options
        self._decision = decision

    def _snap_move(self, paused: PausedMove) -> MoveSnapshot:
        """Returns the snapshot of the state at a step of the activation's move."""
        state = self.engine.state
        rng = state.rng_state()
        return MoveSnapshot(
            state.clone(with_events=False, rng_state=rng), rng, len(state.events), len(self._answers), paused
        )

    @property
    def result(self) -> MatchResult | None:
        """How the match ended, or None while it runs."""
        state = self.engine.state
        if state.phase != "over":
            return None
        return MatchResult(state.winner, state.reason, tuple(state.vp), state.round)

    @property
    def trail(self) -> tuple[GameState, tuple[str, ...]]:
        """Returns the last snapshot and the answers given since: together they fix the match's position."""
        return self._base, tuple(self._answers)

    def apply(self, option_id: str, *, checked: bool = True) -> None:
        """Answers the current decision; raises IllegalDecisionError unless the id is a legal option.

        ``checked=False`` is for ids read from the decision's own options (a player's look-ahead).
        """
        if checked:
            check_answer(self._decision, option_id)
        self._answers.append(option_id)
        self._advance(option_id)

    def _replay(self, answers: list[str]) -> None:
        """Gives answers the match it was forked from gave at the same points (legal there, so legal here)."""
        self._answers.extend(answers)
        advance = self._advance
        for answer in answers:
            advance(answer)

    def event_lines(self) -> list[str]:
        """Returns the canonical JSON line of every event so far (each event is serialised once per match)."""
        if self._event_lines is None:
            self._event_lines = EventLines()
        return self._event_lines.catch_up(self.engine.state.events)

    def events_hash(self) -> str:
        """Returns the hash of the event stream (determinism checks), serialising only events not hashed yet."""
        if self._event_lines is None:
            self._event_lines = EventLines()
        return self._event_lines.hexdigest(self.engine.state.events)

    def observation(self, seat: int) -> dict[str, Any]:
        """Returns what one seat may know, as plain JSON data: the public state and its own hand."""
        return observation(self.engine.state, seat, self._decision)

    def side(self, seat: int) -> int:
        """Returns the team a result names when this seat wins (RULES §11: partners share a team)."""
        return self.engine.state.players[seat].team

    def determinize(self, seat: int, seed: int) -> Match:
        """Returns a copy consistent with what ``seat`` observes, its hidden cards redealt from ``seed``."""
        from sfbkit.games.super_fantasy_brawl.engine.determinization import redealing

        copy = self.fork()
        redeal = redealing(copy.engine.state, seat, seed)
        redeal(copy.engine.state)
        # Its forks replay from the shared snapshot: they redeal at the same answer; a move's snapshot is retaken.
        copy._redeal = len(copy._answers), redeal
        copy._move = None
        return copy

    def expect_forks(self) -> None:
        """Takes a snapshot at every checkpoint from now on, so that the first fork replays little too."""
        self._checkpoints = True
        self.engine.pauses_moves = True

    def fork(self, *, look_ahead: bool = False) -> Match:
        """Returns an independent copy at the same point (rebuilt from the last snapshot and the answers since).

        A ``look_ahead`` copy stops where its next activation would be asked, without working out its
        options: its decision is then ``NEXT_ACTIVATION``, which no answer fits.

        The first fork replays from the start (unless ``expect_forks`` came earlier); from then on a
        snapshot is taken at the start of every turn and every activation, and at a step of an
        activation's own move when a fork is asked there, so a fork clones the state once and replays
        at most one activation (from a step of its move, only what followed that step). The copy shares
        the snapshots and takes none of its own (a fork of it replays from the shared ones).
        """
        self._checkpoints = True
        self.engine.pauses_moves = True
        move = self._move
        paused = self.engine.paused_move
        if paused is not None and (move is None or move.paused is not paused):
            # The match waits at a step of the activation's move: its state is that step's.
            move = self._move = self._snap_move(paused)
        if move is not None:
            return self._restore(move, look_ahead)
        if self._base_rng is None:
            self._base_rng = self._base.rng.getstate()
        copy = self._copy(self._base, self._base_rng, self._base_events, None)
        if self._redeal is None:
            copy._replay(self._answers)
        else:
            at, redeal = copy._redeal = self._redeal
            copy._replay(self._answers[:at])
            redeal(copy.engine.state)
            copy._replay(self._answers[at:])
        copy.engine.stops_at_activation = look_ahead
        return copy

    def _copy(self, state: GameState, rng: RngState, events: int, paused: PausedMove | None) -> Match:
        """Returns a match resumed from a clone of ``state`` with this match's first ``events`` events, sharing its snapshot."""
        base = state.clone(with_events=False, rng_state=rng)
        base.events = self.engine.state.events[:events]
        teams, draft = self._setup
        return Match(
            self.rules,
            self.board,
            self.engine.ruleset,
            base,
            teams,
            draft,
            self._base,
            self._base_rng,
            self._base_options,
            paused,
        )

    def _restore(self, move: MoveSnapshot, look_ahead: bool) -> Match:
        """Returns a fork rebuilt from the snapshot at a step of the activation's move and the answers since."""
        copy = self._copy(move.state, move.rng, move.events, move.paused)
        copy._base_events = self._base_events
        copy._answers = self._answers[: move.answers]
        copy._move = move
        copy._redeal = self._redeal
        copy._replay(self._answers[move.answers :])
        copy.engine.stops_at_activation = look_ahead
        return copy


def _lookup(library: Library, ruleset: str | Ruleset, arena: str) -> tuple[Rules, Board, RulesetDef]:
    if isinstance(ruleset, str):
        if ruleset not in library.rulesets:
            raise UsageError(f"unknown ruleset {ruleset!r}; known: {', '.join(sorted(library.rulesets))}")
        ruleset = library.rulesets[ruleset]
    if arena not in library.arenas:
        raise UsageError(f"unknown arena {arena!r}; known: {', '.join(sorted(library.arenas))}")
    return compile_rules(library), _board(library, arena), compile_ruleset(ruleset)


def _board(library: Library, arena: str) -> Board:
    key = f"board:{arena}"
    cached = library.compiled.get(key)
    if not isinstance(cached, Board):
        cached = library.compiled[key] = compile_board(library.arenas[arena])
    return cached


def _check_teams(rules: Rules, teams: Sequence[Sequence[str]], players: int, size: int) -> list[list[str]]:
    if len(teams) != players:
        raise UsageError(f"expected {players} teams (one per player), got {len(teams)}")
    seen: set[str] = set()
    for team in teams:
        if len(team) != size:
            raise UsageError(f"each player has {size} champions; got {list(team)}")
        for cid in team:
            if cid not in rules.champions:
                raise UsageError(f"unknown champion {cid!r}")
            if cid in seen:
                raise UsageError(f"champion {cid!r} is picked twice")
            seen.add(cid)
    return [list(team) for team in teams]


def new_match(
    library: Library,
    *,
    ruleset: str | Ruleset = "standard",
    arena: str = "fabulosa",
    teams: Sequence[Sequence[str]] | None = None,
    draft: str | None = None,
    seed: int = 0,
) -> Match:
    """Starts a match with the full setup of RULES §3 (teams given, or a draft of RULES §12).

    ``ruleset`` is the id of one of the library's rulesets, or a Ruleset (such as a variant of one).
    """
    rules, board, rs = _lookup(library, ruleset, arena)
    if draft is not None and draft not in DRAFTS:
        raise UsageError(f"unknown draft {draft!r}; expected one of {', '.join(DRAFTS)}")
    checked = _check_teams(rules, teams, rs.players, rs.team_size) if teams is not None else None
    if checked is None:
        needed = rs.players * (rs.team_size + 2 if draft == "competitive" else rs.team_size)
        if len(rules.champions) < needed:
            raise UsageError(
                f"a {draft or 'free'} draft for {rs.players} players needs at least {needed} champions; "
                f"the content has {len(rules.champions)}"
            )
    players = [PlayerState(i, i % 2, []) for i in range(rs.players)]
    state = GameState(players=players, champions={}, rng=random.Random(seed))
    state.events.append(Event("match_start", {"seed": seed, "ruleset": rs.id, "arena": arena}))
    return Match(rules, board, rs, state, checked, draft)


def new_scenario(
    library: Library,
    ruleset: str | Ruleset = "standard",
    arena: str = "fabulosa",
    teams: Sequence[Sequence[str]] = (),
    seed: int = 0,
    setup: SetupSpec | None = None,
) -> Match:
    """Starts a match from an explicit position, skipping setup (for scripts and tests); ``ruleset`` as in new_match."""
    rules, board, rs = _lookup(library, ruleset, arena)
    state = scenario_state(rules, board, rs, teams, seed, setup or SetupSpec())
    return Match(rules, board, rs, state)


def play(match: Match, players: Sequence[Player[Match]]) -> MatchResult:
    """Drives a match to its end with the kit's play loop, asking each decision's player; returns the result."""
    play_to_end(match, players)
    result = match.result
    assert result is not None
    return result


if TYPE_CHECKING:
    from sfbkit.kit.play.match_protocol import DeterminizableMatch, PlayableMatch

    _meets_the_kits_match_protocol: type[PlayableMatch] = Match
    _can_be_determinized: type[DeterminizableMatch] = Match
