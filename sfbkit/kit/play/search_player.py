"""The search player: single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012) for any game.

Each iteration takes one of a few determinizations of the match for the deciding seat (dealt once per
decision and forked), walks one tree of answers shared by every determinization (UCB over the options
legal in that deal, with availability counts), adds one answer, plays on with the game's default policy
(random without one) until that policy stops or the cutoff, and scores where it stopped for every seat
with the game's evaluation.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.match_protocol import DeterminizableMatch

DEFAULT_ITERATIONS = 100
"""The budget of ``search`` without ``:N``: iterations per decision."""

MAX_ITERATIONS = 1_000_000
"""The largest budget a name may ask for (``search:N``)."""

ROLLOUT_CUTOFF = 60
"""Default-policy answers a rollout gives before it stops and scores the position (evaluation, else a draw)."""

DEALS = 4
"""Determinizations dealt per decision; the iterations take turns on forks of them."""

EXPLORATION = 0.7
"""UCB's exploration constant for rewards in [0, 1]."""

LINE_VISITS = 3
"""The visits an answer needs before its best line counts in a ``best-line`` choice."""

FinalChoice = Literal["most-visited", "best-line"]
"""How the search picks its answer once the iterations are spent: the answer visited most, or the answer whose best
line scored best, each next answer of the same seat taken at its best rather than averaged (``line_value``)."""

Evaluation = Callable[[Any, int], float]
"""Scores an unfinished match for a seat in [0, 1] (a win 1, a loss 0): the game's evaluation of a cutoff."""

DefaultPolicy = Callable[[Any, Decision], str]
"""A game's cheap answer to a decision: its rollouts' policy, and the first answer a node of the tree tries."""

Fork = Callable[[Any], Any]
"""Copies a deal for one iteration: a game's fork that may skip work the search never reads (past the horizon)."""

Horizon = Callable[[Decision, int], bool]
"""Tells whether a decision after the one searched (by the seat given) lies beyond the search: the position there is scored."""


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """What a game gives its search player: its default budget, evaluation, default policy, horizon and cutoff."""

    iterations: int = DEFAULT_ITERATIONS
    """The budget of ``search`` without ``:N``."""
    evaluate: Evaluation | None = None
    """Scores where a rollout stopped short of the end; without it that counts as a draw."""
    rollout: DefaultPolicy | None = None
    """Answers in rollouts and picks a node's first answer; without it both are random."""
    horizon: Horizon | None = None
    """Where the tree and the rollouts stop to score the position; without it only the cutoff stops them."""
    cutoff: int = ROLLOUT_CUTOFF
    deals: int = DEALS
    exploration: float = EXPLORATION
    fork: Fork | None = None
    """How an iteration copies its deal; without it ``match.fork()``."""
    per_option: int | None = None
    """The most iterations a decision gets per legal option at the default budget, in proportion at another (a
    decision of few options needs fewer); None: no cap."""
    final: FinalChoice = "most-visited"
    """How the answer is picked once the iterations are spent."""


PLAIN = SearchSettings()
"""The settings of a game that gives its search nothing: random rollouts, a cutoff scored as a draw."""


class _Node:
    """One answer in the tree: the seat that gave it, its visits, its availability and that seat's reward."""

    __slots__ = ("available", "children", "player", "reward", "visits")

    def __init__(self, player: int = -1) -> None:
        self.children: dict[str, _Node] = {}
        self.player = player
        self.visits = 0
        self.available = 1
        self.reward = 0.0


def line_value(node: _Node) -> float:
    """Returns an answer's worth to the seat that gave it: its mean reward, or, when every next answer tried at least
    ``LINE_VISITS`` times is that seat's own, the best of their worths (the seat will pick its best line itself)."""
    tried = [child for child in node.children.values() if child.visits >= LINE_VISITS]
    if tried and all(child.player == node.player for child in tried):
        return max(line_value(child) for child in tried)
    return node.reward / node.visits


def _seat_value(match: DeterminizableMatch, seat: int, evaluate: Evaluation | None) -> float:
    """Returns the worth of where a rollout stopped for ``seat``: 1 a win, 0 a loss, 0.5 a draw or unknown."""
    result = match.result
    if result is None:
        return 0.5 if evaluate is None else evaluate(match, seat)
    if result.winner is None:
        return 0.5
    return 1.0 if result.winner == match.side(seat) else 0.0


def _plain_fork(match: DeterminizableMatch) -> DeterminizableMatch:
    """Returns ``match.fork()``: how an iteration copies its deal when the game gives no fork of its own."""
    return match.fork()


class SearchPlayer:
    """Chooses by ISMCTS over determinizations for its seat: it reads only what that seat observes."""

    name = "search"

    def __init__(
        self, seed: int = 0, iterations: int | None = None, settings: SearchSettings = PLAIN
    ) -> None:
        budget = settings.iterations if iterations is None else iterations
        if budget < 1:
            raise ValueError(f"a search needs at least 1 iteration, got {budget}")
        if settings.deals < 1:
            raise ValueError(f"a search needs at least 1 determinization per decision, got {settings.deals}")
        self.seed = seed
        """The seed, stated in match logs so that a replay can re-run this player."""
        self.iterations = budget
        self.evaluate = settings.evaluate
        self.rollout = settings.rollout
        self.horizon = settings.horizon
        self.cutoff = settings.cutoff
        self.deals = settings.deals
        self.exploration = settings.exploration
        self.per_option = (
            None if settings.per_option is None else settings.per_option * budget / settings.iterations
        )
        """The most iterations per legal option at this budget, or None."""
        self.fork = settings.fork or _plain_fork
        self.final = settings.final
        self.rng = random.Random(seed)

    def choose(self, match: DeterminizableMatch, decision: Decision) -> str:
        """Returns the option the search visited most (the better average, then canonical order, on a tie), or with
        ``best-line`` the one of the best ``line_value`` among those tried ``LINE_VISITS`` times (the most visited if
        none was)."""
        options = decision.ids
        seed = self.rng.getrandbits(63)
        if len(options) == 1:
            return options[0]
        rng = random.Random(seed)
        root = _Node()
        seat = decision.player
        iterations = self.iterations
        if self.per_option is not None:
            iterations = min(iterations, math.ceil(self.per_option * len(options)))
        deals = [match.determinize(seat, rng.getrandbits(63)) for _ in range(min(self.deals, iterations))]
        last_forked = iterations - len(deals)
        fork = self.fork
        for index in range(iterations):
            deal = deals[index % len(deals)]
            # A deal's last turn plays on the deal itself: no fork is needed after it.
            self._iterate(fork(deal) if index < last_forked else deal, root, seat, rng)
        if self.final == "best-line":
            lines = [
                (line_value(child), child.visits, option)
                for option in options
                if (child := root.children.get(option)) is not None and child.visits >= LINE_VISITS
            ]
            if lines:
                # The first of the best in canonical order: max keeps the first of equal keys.
                return max(lines, key=lambda line: line[:2])[2]
        best = options[0]
        most = (-1, -1.0)
        for option in options:
            child = root.children.get(option)
            if child is not None and (key := (child.visits, child.reward / child.visits)) > most:
                best, most = option, key
        return best

    def _iterate(self, match: DeterminizableMatch, root: _Node, seat: int, rng: random.Random) -> None:
        """Runs one iteration on one determinization: selection, one expansion, a rollout, the update."""
        path: list[tuple[_Node, int]] = []
        node = root
        horizon = self.horizon
        expanded = True
        while (decision := match.decision) is not None and decision.player >= 0:
            if path and horizon is not None and horizon(decision, seat):
                expanded = False
                break
            ids = decision.ids
            children = node.children
            untried = [option for option in ids if option not in children]
            if untried:
                option = self._first_try(match, decision, untried, rng)
                child = children[option] = _Node(decision.player)
                for other in ids:
                    if other != option and other in children:
                        children[other].available += 1
                path.append((child, decision.player))
                match.apply(option)
                break
            log = math.log
            exploration = self.exploration
            best_score = -1.0
            option = ids[0]
            for candidate in ids:
                child = children[candidate]
                child.available += 1
                score = child.reward / child.visits + exploration * math.sqrt(
                    log(child.available) / child.visits
                )
                if score > best_score:
                    best_score, option = score, candidate
            node = children[option]
            path.append((node, decision.player))
            match.apply(option)
        if expanded:
            self._play_out(match, seat, rng)
        values: dict[int, float] = {}
        for visited, player in path:
            value = values.get(player)
            if value is None:
                value = values[player] = _seat_value(match, player, self.evaluate)
            visited.visits += 1
            visited.reward += value

    def _first_try(
        self, match: DeterminizableMatch, decision: Decision, untried: list[str], rng: random.Random
    ) -> str:
        """Returns the untried answer to add: the default policy's own when untried, else one at random."""
        rollout = self.rollout
        if rollout is not None and (preferred := rollout(match, decision)) in untried:
            return preferred
        return untried[rng.randrange(len(untried))]

    def _play_out(self, match: DeterminizableMatch, seat: int, rng: random.Random) -> None:
        """Answers with the default policy (random without one) until the horizon, the match's end or the cutoff."""
        rollout = self.rollout
        horizon = self.horizon
        steps = 0
        while (decision := match.decision) is not None and decision.player >= 0 and steps < self.cutoff:
            if horizon is not None and horizon(decision, seat):
                return
            if rollout is None:
                ids = decision.ids
                match.apply(ids[rng.randrange(len(ids))])
            else:
                match.apply(rollout(match, decision))
            steps += 1


def logistic(score: float, scale: float) -> float:
    """Returns a zero-sum score squashed into (0, 1): 0.5 for 0, nearer 1 the more it favours the seat."""
    x = score / scale
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)
