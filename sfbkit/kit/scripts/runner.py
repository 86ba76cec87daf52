"""Runs a match script's steps on any game: answers each decision from the steps (or a policy) and checks expectations."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self

from sfbkit.kit.errors import IllegalDecisionError, ScriptError
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, play_match
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.scripts.atoms import Atom
from sfbkit.kit.scripts.expectations import Expectations
from sfbkit.kit.scripts.steps import AutoStep, DecisionStep, ExpectStep, RejectStep, ScriptStep

SHOWN_OPTIONS = 40
"""The most legal options a message lists."""


class ScriptRecording(Protocol):
    """A running match and the record of its answers, as the runner drives it."""

    @property
    def match(self) -> Any:
        """The match (the game's own), meeting the kit's match protocol."""
        ...

    def apply(self, option: str, source: str) -> None:
        """Answers the pending decision and records who answered; IllegalDecisionError if it is not legal."""
        ...

    def forked(self) -> Self:
        """Returns a recording of an independent copy of the match, for a ``reject:`` try."""
        ...


class ScriptRules(Protocol):
    """What a game adds to the kit's runner: how its steps answer, and how it counts turns and rounds."""

    @property
    def side(self) -> str:
        """What a result's winner is: ``team`` or ``player``."""
        ...

    @property
    def turn_event(self) -> str:
        """The event kind that starts a turn (``auto: {turns: N}`` counts them)."""
        ...

    def clock(self, match: Any) -> int:
        """Returns the round (or turn) the match is in, for ``rounds`` and ``until_round`` (``until_turn``)."""
        ...

    def atoms(self, step: DecisionStep) -> Sequence[Atom]:
        """Returns the answers a decision step stands for, in order."""
        ...

    def step_player(self, step: DecisionStep, match: Any) -> int | None:
        """Returns the seat a step is for when it says or implies one (a card's owner), else None."""
        ...

    def reached(self, match: Any, place: str, since: int) -> int | None:
        """Returns the movement number when a piece entered ``place`` by itself since event ``since``, else None."""
        ...


def _step_says(step: DecisionStep, match: Any) -> int | None:
    return step.player


def _places_named(match: Any, place: str, since: int) -> int | None:
    return None


@dataclass(frozen=True, slots=True)
class StepRules:
    """A game's script rules as values: its winner's side, turn event, clock and step answers (``ScriptRules``).

    By default a step is for the seat it names, and names every place a piece enters.
    """

    side: str
    turn_event: str
    clock: Callable[[Any], int]
    atoms: Callable[[DecisionStep], Sequence[Atom]]
    step_player: Callable[[DecisionStep, Any], int | None] = _step_says
    reached: Callable[[Any, str, int], int | None] = _places_named


class ScriptFailure(ScriptError):
    """A script did not run as written; the message reads ``FILE:line: step N: what was wrong``."""

    def __init__(self, file: str, line: int, step: int | None, message: str, recording: Any) -> None:
        where = f"{file}:{line}: " + (f"step {step}: " if step is not None else "")
        super().__init__(where + message)
        self.line = line
        self.step = step
        self.recording = recording


def describe(decision: Decision) -> str:
    """Describes a decision and its legal options for a message."""
    ids = list(decision.ids)
    shown = ", ".join(ids[:SHOWN_OPTIONS]) + (
        f", ... ({len(ids)} in all)" if len(ids) > SHOWN_OPTIONS else ""
    )
    prompt = f" ({decision.prompt})" if decision.prompt else ""
    return f"player {decision.player} is asked for {decision.kind}{prompt}; legal: {shown}"


Policies = dict[int, tuple[str, Player[Any]]]
"""Each seat's policy, by seat: its name and the player."""


class ScriptRunner:
    """Plays a script's steps against its recording's match."""

    def __init__(
        self,
        file: str,
        steps: Sequence[ScriptStep],
        recording: ScriptRecording,
        rules: ScriptRules,
        expectations: Expectations,
        *,
        policies: Mapping[int, tuple[str, Player[Any]]] | None = None,
        make_player: Callable[[str, int], Player[Any]] | None = None,
        seed: int = 0,
    ) -> None:
        self.file = file
        self.steps = tuple(steps)
        self.recording = recording
        self.rules = rules
        self.expectations = expectations
        self.policies: Policies = dict(policies or {})
        self.make_player = make_player
        """Makes the player an ``auto: {player: NAME}`` step names, from a name and a seed."""
        self.seed = seed
        """The match seed, from which a named stretch's players are seeded (one per seat)."""
        self.checked = 0
        """The expectation keys checked so far."""
        self._expect_mark = 0
        self._answer_mark = 0

    @property
    def match(self) -> Any:
        """The match being played."""
        return self.recording.match

    def fail(self, line: int, step: int | None, message: str) -> ScriptFailure:
        """Returns the failure to raise, located in the script."""
        return ScriptFailure(self.file, line, step, message, self.recording)

    def run(self) -> None:
        """Runs every step; raises ScriptFailure at the first that does not hold."""
        for step in self.steps:
            if isinstance(step, ExpectStep):
                self._expect(step)
            elif isinstance(step, AutoStep):
                self._auto(step)
            elif isinstance(step, RejectStep):
                self._reject(step)
            else:
                self._decide(step)

    def _expect(self, step: ExpectStep) -> None:
        since = self.match.events[self._expect_mark :]
        mismatches = self.expectations.check(step.values, step.node, self.match, since)
        self._expect_mark = len(self.match.events)
        self.checked += len(step.values)
        if mismatches:
            first = mismatches[0]
            more = "".join(f"\n{self.file}:{m.line}: step {step.index}: {m.message}" for m in mismatches[1:])
            raise self.fail(first.line, step.index, first.message + more)

    def _reject(self, step: RejectStep) -> None:
        """Tries the step on a fork of the match, without policies; it must be refused there."""
        saved = (self.recording, self.policies, self._answer_mark)
        self.recording = self.recording.forked()
        self.policies = {}
        try:
            self._decide(step.step)
        except ScriptFailure:
            return
        finally:
            self.recording, self.policies, self._answer_mark = saved
        raise self.fail(step.line, step.index, f"{step.text}: the engine accepted {step.step.text}")

    def _stretch_players(self, step: AutoStep) -> list[Player[Any] | None]:
        seats: int = self.match.seats
        if step.player is None or self.make_player is None:
            return [self.policies.get(seat, ("", None))[1] for seat in range(seats)]
        name = step.player
        return [self.make_player(name, derive_seed(self.seed, "policy", seat)) for seat in range(seats)]

    def _auto(self, step: AutoStep) -> None:
        """Lets the seats' policies answer, through the kit's play loop, until the step's count is reached."""
        match = self.match
        rules = self.rules
        start_clock = rules.clock(match)
        mark = len(match.events)
        turns = 0

        def reached(match: Any) -> bool:
            nonlocal mark, turns
            turns += sum(1 for event in match.events[mark:] if event.kind == rules.turn_event)
            mark = len(match.events)
            if step.mode == "turns":
                return turns >= step.count
            if step.mode == "rounds":
                return rules.clock(match) - start_clock >= step.count
            return step.mode in ("until_round", "until_turn") and rules.clock(match) >= step.count

        cap = step.count if step.mode == "decisions" else MATCH_DECISION_CAP
        try:
            outcome = play_match(
                match,
                self._stretch_players(step),
                cap=cap,
                answer=lambda option, source: self._apply(option, source, step),
                until=reached,
            )
        except IllegalDecisionError as error:
            raise self.fail(step.line, step.index, str(error)) from None
        decision = match.decision
        if outcome.reason == "unanswered" and decision is not None:
            raise self.fail(
                step.line,
                step.index,
                f"{step.text}: player {decision.player} has no policy; {describe(decision)}",
            )
        if outcome.reason == "capped" and step.mode != "decisions":
            raise self.fail(step.line, step.index, f"{step.text}: {outcome.message}")

    def _decide(self, step: DecisionStep) -> None:
        bound: int | None = self.rules.step_player(step, self.match)
        movement: int | None = None
        for atom in self.rules.atoms(step):
            if atom.reaches is not None and not self._offers(atom):
                entered = self.rules.reached(self.match, atom.reaches, self._answer_mark)
                if entered is not None:
                    # The engine took this single legal step by itself (decisions.ask), in the latest movement.
                    movement = entered
                    continue
            answered = self._answer(step, atom, bound, movement)
            if answered is not None:
                bound = answered.player
                if answered.movement is not None:
                    movement = answered.movement.number

    def _offers(self, atom: Atom) -> bool:
        decision = self.match.decision
        if decision is None or (atom.kinds and decision.kind not in atom.kinds):
            return False
        return bool(decision.allows(atom.option(decision, self.match)))

    def _answer(
        self, step: DecisionStep, atom: Atom, bound: int | None, movement: int | None
    ) -> Decision | None:
        """Answers one atom, letting policies take the decisions it does not fit; returns the decision it answered."""
        match = self.match
        while True:
            decision: Decision | None = match.decision
            if decision is None:
                if atom.optional:
                    return None
                result = match.result
                how = (
                    "a draw"
                    if result is None or result.winner is None
                    else f"won by {self.rules.side} {result.winner}"
                )
                raise self.fail(
                    step.line, step.index, f"the match is over ({how}), but the script still says {step.text}"
                )
            fits = (
                (not atom.kinds or decision.kind in atom.kinds)
                and (bound is None or decision.player == bound)
                and (
                    not atom.same_movement
                    or (decision.movement is not None and decision.movement.number == movement)
                )
            )
            if fits:
                option = atom.option(decision, match)
                if atom.optional and not decision.allows(option):
                    return None
                if not decision.allows(option):
                    raise self.fail(
                        step.line, step.index, f"{step.text}: {option!r} is not legal; {describe(decision)}"
                    )
                self._apply(option, "script", step)
                return decision
            if atom.optional:
                return None
            policy = self.policies.get(decision.player)
            if policy is None:
                raise self.fail(
                    step.line, step.index, f"the script says {step.text}, but {describe(decision)}"
                )
            self._apply(policy[1].choose(match, decision), policy[0], step)

    def _apply(self, option: str, source: str, step: DecisionStep | AutoStep) -> None:
        self._answer_mark = len(self.match.events)
        try:
            self.recording.apply(option, source)
        except IllegalDecisionError as error:
            raise self.fail(step.line, step.index, str(error)) from None


def seat_policies(
    names: Sequence[tuple[str | None, int | None]], seed: int, make_player: Callable[[str, int], Player[Any]]
) -> tuple[Policies, dict[int, int]]:
    """Returns each seat's policy from its (name, own seed) and the seeds used; a seat without a name has none.

    A policy without its own seed gets the one derived from the match seed for its seat.
    """
    policies: Policies = {}
    seeds: dict[int, int] = {}
    for seat, (name, own) in enumerate(names):
        if name is None:
            continue
        chosen = own if own is not None else derive_seed(seed, "policy", seat)
        policies[seat] = (name, make_player(name, chosen))
        seeds[seat] = chosen
    return policies, seeds


def script_summary(path: object, steps: Sequence[ScriptStep], decisions: int) -> str:
    """Returns the line a script that held prints: ``SCRIPT: ok: N steps, M decisions, K expectations``."""
    expects = sum(1 for step in steps if isinstance(step, ExpectStep))
    return f"{path}: ok: {len(steps)} steps, {decisions} decisions, {expects} expectations"
