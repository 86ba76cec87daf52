"""Team selection: free choice and the casual, competitive and random-pool drafts (RULES §12)."""

from __future__ import annotations

from typing import Literal

from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.kit.play.decisions import Gen, Option, ask

DraftVerb = Literal["pick", "choose", "ban"]

DRAFTS = ("free", "casual", "competitive", "random")


def _options(eng: Engine, verb: DraftVerb, ids: list[str]) -> list[Option]:
    names = eng.rules.champions
    return [Option(str(OptionId(verb, cid)), names[cid].name) for cid in sorted(ids)]


def _pick(eng: Engine, player: int, pool: list[str], kind: DraftVerb = "pick") -> Gen[str]:
    decision = "draft-choice" if kind == "choose" else kind
    answer = yield from ask(decision, player, _options(eng, kind, pool), f"{kind} a champion")
    champion = OptionId.parse(answer).arg
    pool.remove(champion)
    eng.emit(kind, player=player, champion=champion)
    return champion


def run_draft(eng: Engine, mode: str) -> Gen[list[list[str]]]:
    """Runs a draft and returns each player's champions in pick order (RULES §12)."""
    state = eng.state
    size = eng.ruleset.team_size
    order = state.turn_order
    n = len(order)
    teams: list[list[str]] = [[] for _ in range(n)]
    every = list(eng.rules.champion_order)
    if mode == "free":
        pool = list(every)
        for player in order:
            for _ in range(size):
                teams[player].append((yield from _pick(eng, player, pool)))
        return teams
    if mode in ("casual", "random"):
        if mode == "random":
            # RULES §12: six champions drawn at random form the pool (enough for every player).
            count = max(6, size * n)
            pool = sorted(state.rng.sample(every, min(count, len(every))))
            eng.emit("draft_pool", champions=list(pool))
        else:
            pool = list(every)
        # RULES §12: one at a time, second player first.
        picking = order[1:] + order[:1]
        while any(len(teams[p]) < size for p in order):
            for player in picking:
                if len(teams[player]) < size:
                    teams[player].append((yield from _pick(eng, player, pool)))
        return teams
    if mode == "competitive":
        # RULES §12: starting with the first player, one open choice at a time from the whole
        # roster (no champion twice) until each has five (team size + 2).
        chosen: dict[int, list[str]] = {player: [] for player in order}
        remaining = list(every)
        while any(len(chosen[p]) < size + 2 for p in order):
            for player in order:
                if len(chosen[player]) < size + 2:
                    chosen[player].append((yield from _pick(eng, player, remaining, "choose")))
        for i, player in enumerate(order):
            opponent = order[(i + 1) % n]
            banned = yield from _pick(eng, player, chosen[opponent], "ban")
            eng.emit("banned", player=opponent, champion=banned)
        while any(len(teams[p]) < size for p in order):
            for player in order:
                if len(teams[player]) < size:
                    teams[player].append((yield from _pick(eng, player, chosen[player])))
        return teams
    raise ValueError(f"unknown draft {mode!r}; expected one of {', '.join(DRAFTS)}")
