"""Random legal matches on the bundled content keep every invariant (RULES §1, §4, §8, §9)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match
from sfbkit.kit.play.events import Event
from tests.hypothesis_budget import examples

BUNDLED = load_library(bundled_content_root())
CHAMPIONS = sorted(BUNDLED.champions)


class Invariants:
    """Checks the state of one match after every event and at every decision."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.vp = list(match.state.vp)
        self.replacing = False
        """Between a trap going off and its replacement (RULES §9)."""

    def after_event(self, event: Event) -> None:
        state = self.match.state
        board = self.match.board
        hexes = [c.hex for c in state.champions.values() if c.hex is not None and c.id != state.transit]
        assert len(hexes) == len(set(hexes)), f"two champions share a hex after {event}"
        assert not set(hexes) & board.statue_hexes, f"a champion on a statue after {event}"
        for c in state.champions.values():
            assert c.damage >= 0
            if c.hex is None:
                assert c.damage == 0 and not c.levelled
        if event.kind == "trap":
            self.replacing = True
        elif event.kind in ("trap_placed", "trap_lost"):
            self.replacing = False
        if state.phase == "setup":
            return  # traps, decks and hands are still being made (RULES §3)
        assert 3 <= len(state.traps) <= 4, f"{len(state.traps)} traps after {event}"
        for p in state.players:
            total = len(p.deck) + len(p.hand) + len(p.discard) + len(p.in_play)
            # RULES §3.3: 6 cards per champion, conserved all match long
            assert total == 6 * len(p.champions), f"player {p.index} has {total} cards after {event}"
        assert all(now >= before for now, before in zip(state.vp, self.vp, strict=True)), "VP decreased"
        self.vp = list(state.vp)
        assert state.round <= self.match.engine.ruleset.round_limit

    def at_decision(self) -> None:
        state = self.match.state
        decision = self.match.decision
        for c in state.champions.values():
            assert c.damage < self.match.engine.hp(c) or c.hex is None
        if decision is not None and state.phase != "setup":
            assert len(state.traps) == (3 if self.replacing else 4)
            # a champion entering a trap hex sets it off at once (RULES §9)
            assert not set(state.traps) & set(state.occupant)
        if decision is not None:
            assert len(set(decision.ids)) == len(decision.ids) > 0


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    order=st.permutations(CHAMPIONS),
)
def test_random_matches_keep_the_invariants(seed: int, order: list[str]) -> None:
    match = new_match(BUNDLED, teams=[order[:3], order[3:6]], seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    checks = Invariants(match)
    match.observe(checks.after_event)
    while match.decision is not None:
        checks.at_decision()
        decision = match.decision
        match.apply(players[decision.player].choose(match, decision))
    checks.at_decision()
    result = match.result
    assert result is not None
    assert result.rounds <= match.engine.ruleset.round_limit
    if result.reason == "vp":
        assert result.winner is not None and max(result.vp) >= match.engine.ruleset.vp_target
    assert all(p.in_play == [] for p in match.state.players) or result.reason == "vp"
    assert sum(len(p.deck) + len(p.hand) + len(p.discard) + len(p.in_play) for p in match.state.players) == 36


@settings(max_examples=examples(5), deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), order=st.permutations(CHAMPIONS))
def test_random_four_player_matches_end(seed: int, order: list[str]) -> None:
    match = new_match(
        BUNDLED, ruleset="super-team-tornado", teams=[order[i : i + 2] for i in range(0, 8, 2)], seed=seed
    )
    players = [RandomPlayer(seed + i) for i in range(4)]
    checks = Invariants(match)
    match.observe(checks.after_event)
    while match.decision is not None:
        checks.at_decision()
        decision = match.decision
        match.apply(players[decision.player].choose(match, decision))
    assert match.result is not None
