"""The greedy player: tries every option one ply ahead on a fork and keeps the best-scoring one."""

from __future__ import annotations

import functools
import random

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.play.evaluation import nearest
from sfbkit.games.super_fantasy_brawl.play.line_scores import LineScores
from sfbkit.games.super_fantasy_brawl.play.position_scores import PositionScores
from sfbkit.kit.collector import collector_paused
from sfbkit.kit.decisions import Decision
from sfbkit.kit.events import Event

LOOKAHEAD_KINDS = frozenset(
    {
        "action",
        "step",
        "force-step",
        "attack",
        "skill",
        "reaction",
        "dash",
        "swoop",
        "jump",
        "fear",
        "place",
        "target",
        "choose",
        "amount",
        "mode",
        "core",
        "stun-discard",
    }
)
"""Decision kinds worth a look-ahead; setup and card-ordering choices are made at random."""

ROLLOUT_LIMIT = 40
"""Most decisions a look-ahead plays to finish the action it started."""


MOVER_EVENTS = frozenset({"play", "standard", "move", "enter", "dash", "swoop", "jump"})
"""Events naming the champion that is moving in its own activation."""

CORE_READING_EVENTS = frozenset({"ready_core", "attack"})
"""Events of the only rules after an activation's start that look at which cores are ready: readying one, and
the reactions an attack offers (``skipped`` ready-core ops are checked apart)."""

Outcome = tuple[float, list[str]]
"""A finished look-ahead: its score and the answers its rollout gave."""


def _mover(match: Match) -> str | None:
    events = match.events
    for i in range(len(events) - 1, max(len(events) - 13, -1), -1):
        event = events[i]
        if event.kind in MOVER_EVENTS:
            champion = event.data.get("champion")
            return str(champion) if champion is not None else None
    return None


@functools.cache
def _move_two_champion(option: str) -> str | None:
    """Returns the champion of a Move 2 standard action (``std:move:<colour>@<champion>``), or None."""
    chosen = OptionId.parse(option)
    return chosen.at if chosen.verb == "std" and chosen.standard_kind == "move" else None


def _reads_cores(events: list[Event]) -> bool:
    """Tells whether a look-ahead's events show a rule that looked at the ready cores."""
    return any(
        e.kind in CORE_READING_EVENTS or (e.kind == "skipped" and e.data.get("op") == "ready_core")
        for e in events
    )


@functools.cache
def _step_label(option: str) -> str | None:
    """Returns the hex label a step option moves into, or None for any other option."""
    chosen = OptionId.parse(option)
    return chosen.arg if chosen.verb == "step" else None


def _closing_step(match: Match, decision: Decision, ids: tuple[str, ...]) -> str | None:
    """Returns the step that brings the moving champion nearest an enemy, or None to stay put."""
    mover = _mover(match)
    state = match.state
    champion = state.champions.get(mover) if mover is not None else None
    if champion is None or champion.player != decision.player:
        return None
    enemies = [c.hex for c in state.champions.values() if c.team != champion.team and c.hex is not None]
    if not enemies:
        return None
    by_label = match.board.by_label
    distances = match.board.distances
    here = nearest(distances[champion.hex], enemies) if champion.hex is not None else 99
    if here <= 1:
        return None
    best: str | None = None
    best_distance = here
    for option in ids:
        label = _step_label(option)
        if label is not None:
            d = nearest(distances[by_label[label]], enemies)
            if d >= 1 and d < best_distance:
                best, best_distance = option, d
    return best


def rollout_choice(match: Match, decision: Decision) -> str:
    """Returns a quick default answer used to finish an action after the option under test.

    The acting champion walks towards the nearest enemy and attacks the first
    target; nobody reacts; amounts are taken in full.
    """
    kind = decision.kind
    options = decision.options
    if kind in ("step", "dash", "swoop", "jump"):
        ids = decision.ids
        closer = _closing_step(match, decision, ids)
        if closer is not None:
            return closer
        for fallback in ("stop", "stay"):
            if fallback in ids:
                return fallback
    elif kind == "force-step" and decision.allows("stop"):
        return "stop"
    elif kind == "reaction" and decision.allows("react:none"):
        return "react:none"
    elif kind == "amount":
        return options[-1].id
    return options[0].id


class GreedyPlayer:
    """One ply: applies each option on a fork, finishes the action with defaults, scores the position."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        """The seed, stated in match logs so that a replay can re-run this player."""
        self.rng = random.Random(seed)
        self.scores = PositionScores()
        """Scores of the positions this player's look-aheads reached in the current match."""
        self.lines = LineScores()
        """Scores of the lines its look-aheads played from the current snapshot."""

    def choose(self, match: Match, decision: Decision) -> str:
        """Returns the option whose resulting position scores best for the deciding player's team."""
        options = decision.options
        match.expect_forks()
        if len(options) == 1:
            return options[0].id
        if decision.kind not in LOOKAHEAD_KINDS:
            return options[self.rng.randrange(len(options))].id
        team = match.state.players[decision.player].team
        best_id = options[0].id
        best_score = float("-inf")
        snapshot, answers = match.trail
        self.scores.start(match)
        self.lines.start(snapshot)
        twins: dict[str, Outcome] = {}
        # Look-aheads build and drop thousands of acyclic objects: the cyclic collector would only walk them.
        with collector_paused():
            for option in options:
                score = self._score(match, team, (*answers, option.id), twins)
                # A tiny seeded jitter breaks ties without favouring the canonical order.
                score += self.rng.random() * 1e-3
                if score > best_score:
                    best_id, best_score = option.id, score
        return best_id

    def _score(self, match: Match, team: int, line: tuple[str, ...], twins: dict[str, Outcome]) -> float:
        """Returns the score of the line's last answer: remembered, taken from its twin, or looked ahead."""
        score = self.lines.get(team, line)
        if score is not None:
            return score
        option = line[-1]
        mover = _move_two_champion(option)
        twin = twins.get(mover) if mover is not None else None
        if twin is not None:
            # RULES §5.4: Move 2 is the same with any core; the core spent is read only when a core
            # is readied or a reaction offered, and the twin's look-ahead did neither.
            score, rollout = twin
            self.lines.record(team, line, rollout, score)
            return score
        fork = match.fork(look_ahead=True)
        mark = len(fork.events)
        fork.apply(option, checked=False)
        rollout = finish_action(fork)
        score = self.scores.score(fork, team)
        if fork.decision is None or fork.decision.kind == "action":
            self.lines.record(team, line, rollout, score)
            if mover is not None and not _reads_cores(fork.events[mark:]):
                twins[mover] = (score, rollout)
        return score


def finish_action(match: Match) -> list[str]:
    """Plays default answers until the next activation choice (or the end) so an option's effect shows.

    Returns the answers it gave.
    """
    answers: list[str] = []
    for _ in range(ROLLOUT_LIMIT):
        decision = match.decision
        if decision is None or decision.kind == "action":
            break
        answer = rollout_choice(match, decision)
        match.apply(answer, checked=False)
        answers.append(answer)
    return answers
