"""The greedy player: tries every option one ply ahead on a deal of what it cannot see and keeps the best one."""

from __future__ import annotations

import functools
import random

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.play.evaluation import nearest
from sfbkit.games.super_fantasy_brawl.play.line_scores import LineScores
from sfbkit.games.super_fantasy_brawl.play.position_scores import PositionScores
from sfbkit.kit.io.gc_pause import collector_paused
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.events import Event

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

MOVE_ONE_EVENTS = frozenset({"standard", "move", "enter", "plan"})
"""Events of a Move 1 standard action whose second part changed no champion, and that stopped at the next
activation: nothing else happened in its look-ahead."""

PlainMove = tuple[float, bool]
"""A Move 1 standard action's look-ahead that saw only ``MOVE_ONE_EVENTS``: its score, and whether the
moving champion is undamaged."""


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


@functools.cache
def _move_one(option: str) -> tuple[str, str] | None:
    """Returns the champion and core of a Move 1 standard action (``std:<colour>@<champion>``), or None."""
    chosen = OptionId.parse(option)
    if chosen.verb != "std" or chosen.standard_kind == "move":
        return None
    return chosen.at, chosen.arg


def _same_as_plain_move(core: str, plain: PlainMove) -> bool:
    """Tells whether a Move 1 standard action paid with a core ends where a plain Move 1 ends (RULES §5.4).

    Plan 1 (blue) changes only cards; Heal 1 (yellow) changes nothing on an undamaged champion.
    """
    return core == "blue" or (core == "yellow" and plain[1])


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
    """One ply: applies each option on a fork of one determinization, finishes the action with defaults, scores it."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        """The seed, stated in match logs so that a replay can re-run this player."""
        self.rng = random.Random(seed)
        self.deals = random.Random(f"deals-{seed}")
        """Seeds of the determinizations its look-aheads run on (apart from ``rng``: ties break as before)."""
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
        # The look-ahead runs on a deal of what this seat cannot see, never on the real match's hidden cards.
        world = match.determinize(decision.player, self.deals.getrandbits(63))
        snapshot, answers = world.trail
        self.scores.start(match)
        self.lines.start(snapshot)
        twins: dict[str, Outcome] = {}
        plain_moves: dict[str, PlainMove] = {}
        # Look-aheads build and drop thousands of acyclic objects: the cyclic collector would only walk them.
        with collector_paused():
            for option in options:
                score = self._score(world, team, (*answers, option.id), twins, plain_moves)
                # A tiny seeded jitter breaks ties without favouring the canonical order.
                score += self.rng.random() * 1e-3
                if score > best_score:
                    best_id, best_score = option.id, score
        return best_id

    def _score(
        self,
        match: Match,
        team: int,
        line: tuple[str, ...],
        twins: dict[str, Outcome],
        plain_moves: dict[str, PlainMove],
    ) -> float:
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
        move_one = _move_one(option)
        plain = plain_moves.get(move_one[0]) if move_one is not None else None
        if plain is not None and move_one is not None and _same_as_plain_move(move_one[1], plain):
            # RULES §5.4: every coloured standard action is the same Move 1 (no rule during it reads the
            # core spent), and the earlier one's second part changed no champion; the earlier core stays
            # open, so this look-ahead too stops right after the action, at the same position.
            score = plain[0]
            self.lines.record(team, line, [], score)
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
            elif (
                move_one is not None
                and fork.decision is not None
                and len(rollout) < ROLLOUT_LIMIT - 1
                and all(e.kind in MOVE_ONE_EVENTS for e in fork.events[mark:])
            ):
                plain_moves[move_one[0]] = (score, fork.state.champions[move_one[0]].damage == 0)
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


def beyond_activation(decision: Decision, seat: int) -> bool:
    """Tells whether a decision starts a new activation: the search player's horizon, as the look-ahead's."""
    return decision.kind == "action"
