"""The greedy player: tries every option one ply ahead on a fork and keeps the best-scoring one."""

from __future__ import annotations

import random

from sfbkit.engine.decisions import Decision
from sfbkit.engine.match import Match
from sfbkit.play.evaluation import evaluate

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


def rollout_choice(decision: Decision) -> str:
    """Returns a quick default answer used to finish an action after the option under test."""
    ids = decision.ids
    if decision.kind in ("step", "force-step") and "stop" in ids:
        return "stop"
    if decision.kind == "reaction" and "react:none" in ids:
        return "react:none"
    if decision.kind == "amount":
        return ids[-1]
    return ids[0]


class GreedyPlayer:
    """One ply: applies each option on a fork, finishes the action with defaults, scores the position."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, match: Match, decision: Decision) -> str:
        """Returns the option whose resulting position scores best for the deciding player's team."""
        options = decision.options
        if len(options) == 1:
            return options[0].id
        if decision.kind not in LOOKAHEAD_KINDS:
            return options[self.rng.randrange(len(options))].id
        team = match.state.players[decision.player].team
        best_id = options[0].id
        best_score = float("-inf")
        for option in options:
            fork = match.fork()
            fork.apply(option.id)
            finish_action(fork)
            # A tiny seeded jitter breaks ties without favouring the canonical order.
            score = evaluate(fork, team) + self.rng.random() * 1e-3
            if score > best_score:
                best_id, best_score = option.id, score
        return best_id


def finish_action(match: Match) -> None:
    """Plays default answers until the next activation choice (or the end) so an option's effect shows."""
    for _ in range(ROLLOUT_LIMIT):
        decision = match.decision
        if decision is None or decision.kind == "action":
            return
        match.apply(rollout_choice(decision))
