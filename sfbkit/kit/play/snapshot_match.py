"""A generator engine's match that forks by replaying its answers since the last snapshot taken at a checkpoint."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Protocol, Self, TypeVar

from sfbkit.kit.play.decisions import CHECKPOINT, Decision, check_answer
from sfbkit.kit.play.engine_match import EngineMatch, MatchState
from sfbkit.kit.play.events import events_hash


class SnapshotState(MatchState, Protocol):
    """A match state that can be copied whole, its random generator included."""

    def clone(self) -> Self: ...


StateT = TypeVar("StateT", bound=SnapshotState)


class SnapshotMatch(EngineMatch[StateT]):
    """A match that snapshots its state at checkpoints once forked, and forks from the snapshot plus the answers since."""

    _gen: Generator[Decision, str, None]
    _answers: list[str]
    """Answers since ``_base`` (or since the start when there is no snapshot)."""
    _base: StateT | None
    """The last snapshot: a copy resumed from ``base`` shares it, and its first checkpoint is that one."""
    _skip: bool
    _checkpoints: bool
    """Snapshots are taken at checkpoints only once ``fork`` has been used on this match (they cost time)."""
    _redeal: tuple[int, Callable[[StateT], None]] | None
    """A determinization since ``_base``: after how many of the answers its hidden cards were redealt, and how."""

    def _start(self, run: Generator[Decision, str, None], base: StateT | None) -> None:
        """Starts the engine's generator, resumed from the snapshot ``base`` when given."""
        self._answers = []
        self._base = base
        self._skip = base is not None
        self._checkpoints = False
        self._redeal = None
        self._gen = run
        self._decision = None
        self._advance(None)

    def _copy_at(self, base: StateT | None) -> Self:
        """Returns a new match resumed from the snapshot ``base``, or started afresh when it is None."""
        raise NotImplementedError

    def _redealing(self, seat: int, seed: int) -> Callable[[StateT], None]:
        """Returns how to redeal this match's hidden cards consistently with what ``seat`` observes."""
        raise NotImplementedError

    def _snapshot_taken(self) -> None:
        """Is told each time a new snapshot replaces ``_base``."""

    def _advance(self, answer: str | None) -> None:
        try:
            decision = next(self._gen) if answer is None else self._gen.send(answer)
            while decision is CHECKPOINT:
                if self._skip:
                    self._skip = False
                elif self._checkpoints:
                    self._base = self.engine.state.clone()
                    self._snapshot_taken()
                    self._answers = []
                    self._redeal = None
                decision = next(self._gen)
            self._decision = decision
        except StopIteration:
            self._decision = None

    def apply(self, option_id: str) -> None:
        """Answers the current decision; raises IllegalDecisionError naming the legal ids otherwise."""
        check_answer(self._decision, option_id)
        self._answers.append(option_id)
        self._advance(option_id)

    def events_hash(self) -> str:
        """Returns the hash of the event stream (determinism checks)."""
        return events_hash(self.engine.state.events)

    def side(self, seat: int) -> int:
        """Returns the seat itself: a result names the winning seat."""
        return seat

    def determinize(self, seat: int, seed: int) -> Self:
        """Returns a copy consistent with what ``seat`` observes, its hidden cards redealt from ``seed``."""
        copy = self.fork()
        redeal = copy._redealing(seat, seed)
        redeal(copy.engine.state)
        # Its forks replay from the shared snapshot: they redeal at the same answer.
        copy._redeal = len(copy._answers), redeal
        return copy

    def fork(self) -> Self:
        """Returns an independent copy at the same point: the last snapshot plus the answers since.

        The first fork replays from the start; from then on a snapshot is taken at every checkpoint, so a
        fork clones one state and replays the answers since. The copy shares the snapshot and takes none of
        its own until it is forked itself.
        """
        self._checkpoints = True
        copy = self._copy_at(self._base)
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
