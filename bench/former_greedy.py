"""The greedy player as it was before its look-ahead was made cheaper: the engine benchmark's baseline.

A frozen copy, kept so that the baseline does not speed up with the player: every option is forked,
finished with default answers and evaluated in full, with nothing cached. With ``TurnReplayMatch`` forks
it is the greedy path that issue 14 measured at about 5 matches per CPU second.
"""

from __future__ import annotations

import random

from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.play.evaluation import WIN
from sfbkit.games.super_fantasy_brawl.play.greedy_player import LOOKAHEAD_KINDS, MOVER_EVENTS, ROLLOUT_LIMIT
from sfbkit.geometry.hex import Hex, distance
from sfbkit.kit.play.decisions import Decision


def _mover(match: Match) -> str | None:
    for event in reversed(match.events[-12:]):
        if event.kind in MOVER_EVENTS:
            champion = event.data.get("champion")
            return str(champion) if champion is not None else None
    return None


def _closing_step(match: Match, decision: Decision, ids: tuple[str, ...]) -> str | None:
    mover = _mover(match)
    state = match.state
    champion = state.champions.get(mover) if mover is not None else None
    if champion is None or champion.player != decision.player:
        return None
    enemies = [c.hex for c in state.champions.values() if c.team != champion.team and c.hex is not None]
    if not enemies:
        return None
    by_label = match.board.by_label

    def nearest(h: Hex) -> int:
        return min(distance(h, e) for e in enemies)

    here = nearest(champion.hex) if champion.hex is not None else 99
    best: str | None = None
    best_distance = here if here > 1 else 0
    for option in ids:
        chosen = OptionId.parse(option)
        if chosen.verb == "step":
            d = nearest(by_label[chosen.arg])
            if d >= 1 and d < best_distance:
                best, best_distance = option, d
    return best


def _rollout_choice(match: Match, decision: Decision) -> str:
    ids = decision.ids
    kind = decision.kind
    if kind in ("step", "dash", "swoop", "jump"):
        closer = _closing_step(match, decision, ids)
        if closer is not None:
            return closer
        for fallback in ("stop", "stay"):
            if fallback in ids:
                return fallback
    if kind == "force-step" and "stop" in ids:
        return "stop"
    if kind == "reaction" and "react:none" in ids:
        return "react:none"
    if kind == "amount":
        return ids[-1]
    return ids[0]


def _finish_action(match: Match) -> None:
    for _ in range(ROLLOUT_LIMIT):
        decision = match.decision
        if decision is None or decision.kind == "action":
            return
        match.apply(_rollout_choice(match, decision))


def _evaluate(match: Match, team: int) -> float:
    state = match.state
    result = match.result
    if result is not None and result.winner is not None:
        return WIN if result.winner == team else -WIN
    eng = match.engine
    score = 1000.0 * (state.vp[team] - state.vp[1 - team])
    mine = [c for c in state.champions.values() if c.team == team]
    theirs = [c for c in state.champions.values() if c.team != team]
    for c in state.champions.values():
        sign = 1.0 if c.team == team else -1.0
        if c.hex is None:
            score -= sign * 150.0
            continue
        hp = eng.hp(c)
        score -= sign * 300.0 * c.damage / hp
        if c.levelled:
            score += sign * 80.0
        if eng.is_bloodied(c):
            score -= sign * 40.0
    values = eng.ruleset.challenge_track
    for slot, challenge in enumerate(state.track):
        value = values[slot] if slot < len(values) else None
        if challenge is None or value is None:
            continue
        cond = match.rules.challenges[challenge].cond
        for side in (team, 1 - team):
            player = next((p.index for p in state.players if p.team == side), 0)
            if cond(eng, Context(player, side)):
                score += (120.0 if side == team else -90.0) * value
    enemy_hexes = [c.hex for c in theirs if c.hex is not None]
    if enemy_hexes:
        for c in mine:
            if c.hex is None:
                continue
            nearest = min(distance(c.hex, h) for h in enemy_hexes)
            if eng.is_bloodied(c):
                score += 6.0 * min(nearest, 4)
            else:
                score -= 4.0 * nearest
    return score


class FormerGreedyPlayer:
    """The former greedy player: a fork, a rollout and a full evaluation for every option."""

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
            _finish_action(fork)
            score = _evaluate(fork, team) + self.rng.random() * 1e-3
            if score > best_score:
                best_id, best_score = option.id, score
        return best_id
