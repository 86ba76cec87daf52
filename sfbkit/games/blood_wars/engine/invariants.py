"""Invariants that hold after every event of every match (issue 26): conservation, uniqueness, caps, pools, the end."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.battle_hands import hand_problem
from sfbkit.games.blood_wars.engine.core import card_id

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine
    from sfbkit.games.blood_wars.engine.match import BWMatch
    from sfbkit.kit.play.events import Event


def places(eng: Engine) -> Counter[str]:
    """Returns how often each card instance is found across every place of every player."""
    found: Counter[str] = Counter(eng.state.resolving)
    for player in eng.state.players:
        for pile in (player.deck, player.hand, player.battlefields, player.area_fates, player.pool):
            found.update(pile)
        found.update(player.discard)
        found.update(player.dead)
        for warlord, cards in player.battle.items():
            found[warlord] += 1
            found.update(cards)
        if Counter(player.warlords) != Counter(list(player.battle)):
            found["<warlords and battle hands disagree>"] += 1
    return found


def broken(eng: Engine, pools: list[int] | None = None) -> list[str]:
    """Returns every invariant the state breaks now (empty when all hold); ``pools`` are earlier pool sizes."""
    state = eng.state
    problems: list[str] = []
    found = places(eng)
    expected = Counter(list(eng.cards))
    if found != expected:
        missing = sorted((expected - found).elements())
        extra = sorted((found - expected).elements())
        problems.append(f"cards not conserved: missing {missing[:3]}, extra {extra[:3]}")
    in_play: Counter[str] = Counter()
    for player in state.players:
        for warlord, cards in player.battle.items():
            in_play[warlord] += 1
            in_play.update(cards)
        in_play.update(player.battlefields)
        in_play.update(player.area_fates)
    ids = Counter(card_id(c) for c in in_play if eng.card(c).unique)
    problems.extend(f"unique card {c} is in play {n} times" for c, n in ids.items() if n > 1)
    stray = (state.face_down | state.unsettled) - set(in_play)
    if stray:
        problems.append(f"face-down cards out of play: {sorted(stray)[:3]}")
    challenge = state.challenge
    busy = set() if challenge is None else {w for _, w in challenge.participants()}
    for player in state.players:
        for warlord, cards in player.battle.items():
            if warlord in state.unsettled:
                continue
            problem = hand_problem(eng, warlord, cards, state.holder, in_challenge=warlord in busy)
            if problem is not None:
                problems.append(f"battle hand of {warlord} breaks BW §7.2 ({problem})")
    for fate, legion in state.holder.items():
        holder_hand = eng.warlord_of(legion)
        if holder_hand is None or holder_hand != eng.warlord_of(fate):
            problems.append(f"{fate} is held by {legion} outside its battle hand")
    if state.captures > eng.rules.captures_per_turn:
        problems.append(f"{state.captures} captures this turn, more than {eng.rules.captures_per_turn}")
    if pools is not None:
        for index, player in enumerate(state.players):
            if len(player.pool) < pools[index]:
                problems.append(f"the victory pool of p{index + 1} shrank")
    if state.phase == "over":
        if state.reason == "vp":
            if state.winner is None or eng.vp(state.winner) < eng.rules.vp_target:
                problems.append("the match ended on VP without a player at the target")
        elif state.reason == "round_limit":
            if state.round != eng.rules.round_limit:
                problems.append(f"the match ended at round {state.round}, not at the limit")
        else:
            problems.append(f"the match ended for an unknown reason {state.reason!r}")
    return problems


class InvariantChecker:
    """Checks every invariant after every event of a match; raises AssertionError naming what broke."""

    def __init__(self, match: BWMatch) -> None:
        self.engine = match.engine
        self.pools = [len(p.pool) for p in self.engine.state.players]
        self.events = 0
        match.observe(self._check)

    def _check(self, event: Event) -> None:
        self.events += 1
        problems = broken(self.engine, self.pools)
        if problems:
            raise AssertionError(f"after {event.kind} {event.data}: {'; '.join(problems)}")
        self.pools = [len(p.pool) for p in self.engine.state.players]
