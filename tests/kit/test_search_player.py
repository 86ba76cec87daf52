"""The kit's search player (ISMCTS) on a tiny game: it finds the winning answer and is the same for a seed."""

from __future__ import annotations

import dataclasses
import random

import pytest

from sfbkit.kit.play import search_player
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.search_player import SearchPlayer, SearchSettings, logistic
from tests.kit.counting_match import CountingMatch
from tests.kit.gamble_match import GambleMatch, sure_worth


class HiddenCountingMatch(CountingMatch):
    """The counting game with a determinization: each seat's hand is hidden from the others."""

    deals = 0
    """Determinizations dealt, by every match of this class."""

    def fork(self) -> HiddenCountingMatch:
        copy = HiddenCountingMatch(self.seats, self.length)
        copy.events = list(self.events)
        copy.hands = [list(hand) for hand in self.hands]
        return copy

    def determinize(self, seat: int, seed: int) -> HiddenCountingMatch:
        HiddenCountingMatch.deals += 1
        copy = HiddenCountingMatch(self.seats, self.length)
        copy.events = list(self.events)
        rng = random.Random(seed)
        copy.hands = [
            hand if index == seat else rng.sample(hand, len(hand)) for index, hand in enumerate(self.hands)
        ]
        return copy

    def side(self, seat: int) -> int:
        return seat


@pytest.mark.parametrize("seed", range(8))
def test_the_search_picks_the_answer_that_wins(seed: int) -> None:
    match = HiddenCountingMatch(2, 6)
    player = SearchPlayer(seed, 100)
    decision = match.decision
    assert decision is not None
    assert player.choose(match, decision) == "b"


def test_the_same_seed_gives_the_same_choices_and_a_cutoff_is_scored_by_the_evaluation() -> None:
    def choices(seed: int, evaluate: object = None) -> list[str]:
        match = HiddenCountingMatch(2, 40)
        player = SearchPlayer(seed, 8, SearchSettings(evaluate=lambda m, seat: 0.5, cutoff=3))
        answers = []
        while (decision := match.decision) is not None:
            answers.append(player.choose(match, decision))
            match.apply(answers[-1])
        return answers

    assert choices(3) == choices(3)
    assert len({tuple(choices(seed)) for seed in range(4)}) > 1


def test_a_search_needs_an_iteration_and_a_deal() -> None:
    with pytest.raises(ValueError, match="at least 1 iteration"):
        SearchPlayer(0, 0)
    with pytest.raises(ValueError, match="at least 1 iteration"):
        SearchPlayer(0, None, SearchSettings(iterations=0))
    with pytest.raises(ValueError, match="at least 1 determinization"):
        SearchPlayer(0, 5, SearchSettings(deals=0))


def _last_pick_of(match: HiddenCountingMatch, seat: int) -> str | None:
    picks = [e.data["option"] for e in match.events if e.data["player"] == seat]
    return picks[-1] if picks else None


@pytest.mark.parametrize("seed", range(4))
def test_the_horizon_stops_the_tree_and_the_rollouts_where_the_evaluation_scores(seed: int) -> None:
    # The evaluation likes "a", the end of the match rewards "b": only a search that stops at once picks "a".
    scored_at: set[int] = set()

    def likes_a(match: HiddenCountingMatch, seat: int) -> float:
        scored_at.add(len(match.events))
        return 1.0 if _last_pick_of(match, seat) == "a" else 0.0

    asked_for: set[int] = set()

    def at_once(decision: Decision, seat: int) -> bool:
        asked_for.add(seat)
        return True

    settings = SearchSettings(evaluate=likes_a, horizon=at_once)
    match = HiddenCountingMatch(2, 6)
    match.apply("a")
    decision = match.decision
    assert decision is not None and decision.player == 1
    assert SearchPlayer(seed, 100, settings).choose(match, decision) == "a"
    assert scored_at == {2}
    assert asked_for == {1}
    assert SearchPlayer(seed, 100, SearchSettings(evaluate=likes_a)).choose(match, decision) == "b"


@pytest.mark.parametrize("preferred", ["a", "b"])
def test_a_node_first_tries_the_default_policys_answer(preferred: str) -> None:
    def policy(match: object, decision: Decision) -> str:
        return preferred

    match = HiddenCountingMatch(2, 6)
    decision = match.decision
    assert decision is not None
    settings = SearchSettings(rollout=policy)
    assert {SearchPlayer(seed, 1, settings).choose(match, decision) for seed in range(8)} == {preferred}


@pytest.mark.parametrize(("iterations", "deals", "dealt"), [(30, 4, 4), (30, 1, 1), (3, 4, 3)])
def test_a_decision_deals_a_few_determinizations_and_forks_them(
    iterations: int, deals: int, dealt: int
) -> None:
    match = HiddenCountingMatch(2, 6)
    decision = match.decision
    assert decision is not None
    before = HiddenCountingMatch.deals
    SearchPlayer(0, iterations, SearchSettings(deals=deals)).choose(match, decision)
    assert HiddenCountingMatch.deals - before == dealt


@pytest.mark.parametrize(
    ("budget", "per_option", "forked"), [(100, None, 96), (100, 5, 6), (100, 50, 96), (200, 5, 16)]
)
def test_an_iteration_copies_its_deal_with_the_games_fork_and_few_options_cap_the_budget(
    budget: int, per_option: int | None, forked: int
) -> None:
    forks: list[int] = []

    def counted_fork(match: HiddenCountingMatch) -> HiddenCountingMatch:
        forks.append(len(match.events))
        return match.fork()

    match = HiddenCountingMatch(2, 6)
    decision = match.decision
    assert decision is not None
    settings = SearchSettings(iterations=100, fork=counted_fork, per_option=per_option)
    # Two options: at most 2 * per_option iterations at the default budget (twice that at twice the budget),
    # four of them on the deals themselves.
    assert SearchPlayer(0, budget, settings).choose(match, decision) == "b"
    assert len(forks) == forked


def test_the_logistic_squash_is_even_and_never_overflows() -> None:
    assert logistic(0, 10) == 0.5
    assert logistic(1e6, 1) == 1.0 and logistic(-1e6, 1) == 0.0
    assert logistic(10, 10) == pytest.approx(1 - logistic(-10, 10))


GAMBLING = SearchSettings(evaluate=sure_worth, exploration=2.0)
"""Explores widely: the gamble's losing answers keep their tries, and its average stays below the sure 0.8."""


def _wins_first(match: GambleMatch, decision: Decision) -> str:
    return "win" if "win" in decision.ids else decision.ids[0]


WINS_FIRST = SearchSettings(evaluate=sure_worth, rollout=_wins_first, final="best-line")
"""The best line, with a default policy that tries the gamble's win first."""


def _answer(chooser: int, seed: int, iterations: int, settings: SearchSettings) -> str:
    """Returns the search's answer to the gamble match's first decision."""
    match = GambleMatch(chooser)
    decision = match.decision
    assert decision is not None
    return SearchPlayer(seed, iterations, settings).choose(match, decision)


@pytest.mark.parametrize("seed", range(6))
def test_best_line_takes_the_seats_own_next_answer_at_its_best_where_most_visited_averages_it(
    seed: int,
) -> None:
    assert _answer(0, seed, 60, GAMBLING) == "sure"
    assert _answer(0, seed, 60, dataclasses.replace(GAMBLING, final="best-line")) == "gamble"


@pytest.mark.parametrize("seed", range(6))
def test_best_line_averages_an_answer_another_seat_gives(seed: int) -> None:
    assert _answer(1, seed, 60, dataclasses.replace(GAMBLING, final="best-line")) == "sure"


@pytest.mark.parametrize("seed", range(6))
def test_a_next_answer_counts_in_the_line_once_tried_line_visits_times(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Six iterations try the gamble three times, its win once as a next answer: one lucky try is not a line yet.
    assert _answer(0, seed, 6, WINS_FIRST) == "sure"
    monkeypatch.setattr(search_player, "LINE_VISITS", 1)
    assert _answer(0, seed, 6, WINS_FIRST) == "gamble"


@pytest.mark.parametrize("seed", range(6))
def test_only_answers_tried_line_visits_times_are_compared(seed: int) -> None:
    # Five iterations try the sure answer twice (0.8) and the gamble three times (two wins, a loss): the sure
    # answer's better average is not yet a line, so the gamble, the one answer tried three times, is picked.
    assert _answer(0, seed, 5, WINS_FIRST) == "gamble"
