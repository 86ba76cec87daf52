"""The search player: single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012) for any game.

Each iteration deals a determinization of the match for the deciding seat, walks one tree of
answers shared by every determinization (UCB over the options legal in that deal, with availability
counts), adds one answer, plays on at random to the end or a cutoff, and scores the end for every seat.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from sfbkit.kit.decisions import Decision
from sfbkit.kit.play.match_protocol import DeterminizableMatch

DEFAULT_ITERATIONS = 100
"""The budget of ``search`` without ``:N``: iterations (determinizations) per decision."""

MAX_ITERATIONS = 1_000_000
"""The largest budget a name may ask for (``search:N``)."""

ROLLOUT_CUTOFF = 60
"""Random answers a rollout gives before it stops and scores the position (evaluation, else a draw)."""

EXPLORATION = 0.7
"""UCB's exploration constant for rewards in [0, 1]."""

Evaluation = Callable[[Any, int], float]
"""Scores an unfinished match for a seat in [0, 1] (a win 1, a loss 0): the game's evaluation of a cutoff."""


class _Node:
    """One answer in the tree: its visits, its availability and the reward of the seat that gave it."""

    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.available = 1
        self.reward = 0.0


def _seat_value(match: DeterminizableMatch, seat: int, evaluate: Evaluation | None) -> float:
    """Returns the worth of where a rollout stopped for ``seat``: 1 a win, 0 a loss, 0.5 a draw or unknown."""
    result = match.result
    if result is None:
        return 0.5 if evaluate is None else evaluate(match, seat)
    if result.winner is None:
        return 0.5
    return 1.0 if result.winner == match.side(seat) else 0.0


class SearchPlayer:
    """Chooses by ISMCTS over determinizations for its seat: it reads only what that seat observes."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        iterations: int = DEFAULT_ITERATIONS,
        *,
        evaluate: Evaluation | None = None,
        cutoff: int = ROLLOUT_CUTOFF,
    ) -> None:
        if iterations < 1:
            raise ValueError(f"a search needs at least 1 iteration, got {iterations}")
        self.seed = seed
        """The seed, stated in match logs so that a replay can re-run this player."""
        self.iterations = iterations
        self.evaluate = evaluate
        self.cutoff = cutoff
        self.rng = random.Random(seed)

    def choose(self, match: DeterminizableMatch, decision: Decision) -> str:
        """Returns the option the search visited most (the first in canonical order on a tie)."""
        options = decision.ids
        seed = self.rng.getrandbits(63)
        if len(options) == 1:
            return options[0]
        rng = random.Random(seed)
        root = _Node()
        seat = decision.player
        for _ in range(self.iterations):
            self._iterate(match.determinize(seat, rng.getrandbits(63)), root, rng)
        best = options[0]
        most = -1
        for option in options:
            child = root.children.get(option)
            if child is not None and child.visits > most:
                best, most = option, child.visits
        return best

    def _iterate(self, match: DeterminizableMatch, root: _Node, rng: random.Random) -> None:
        """Runs one iteration on one determinization: selection, one expansion, a rollout, the update."""
        path: list[tuple[_Node, int]] = []
        node = root
        while (decision := match.decision) is not None and decision.player >= 0:
            ids = decision.ids
            children = node.children
            untried = [option for option in ids if option not in children]
            if untried:
                option = untried[rng.randrange(len(untried))]
                child = children[option] = _Node()
                for other in ids:
                    if other != option and other in children:
                        children[other].available += 1
                path.append((child, decision.player))
                match.apply(option)
                break
            log = math.log
            best_score = -1.0
            option = ids[0]
            for candidate in ids:
                child = children[candidate]
                child.available += 1
                score = child.reward / child.visits + EXPLORATION * math.sqrt(
                    log(child.available) / child.visits
                )
                if score > best_score:
                    best_score, option = score, candidate
            node = children[option]
            path.append((node, decision.player))
            match.apply(option)
        steps = 0
        while (decision := match.decision) is not None and decision.player >= 0 and steps < self.cutoff:
            ids = decision.ids
            match.apply(ids[rng.randrange(len(ids))])
            steps += 1
        values: dict[int, float] = {}
        for visited, player in path:
            value = values.get(player)
            if value is None:
                value = values[player] = _seat_value(match, player, self.evaluate)
            visited.visits += 1
            visited.reward += value


def logistic(score: float, scale: float) -> float:
    """Returns a zero-sum score squashed into (0, 1): 0.5 for 0, nearer 1 the more it favours the seat."""
    x = score / scale
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)
