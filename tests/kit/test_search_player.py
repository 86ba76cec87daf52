"""The kit's search player (ISMCTS) on a tiny game: it finds the winning answer and is the same for a seed."""

from __future__ import annotations

import random

import pytest

from sfbkit.kit.play.search_player import SearchPlayer, logistic
from tests.kit.counting_match import CountingMatch


class HiddenCountingMatch(CountingMatch):
    """The counting game with a determinization: each seat's hand is hidden from the others."""

    def determinize(self, seat: int, seed: int) -> HiddenCountingMatch:
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
    player = SearchPlayer(seed, 60)
    decision = match.decision
    assert decision is not None
    assert player.choose(match, decision) == "b"


def test_the_same_seed_gives_the_same_choices_and_a_cutoff_is_scored_by_the_evaluation() -> None:
    def choices(seed: int, evaluate: object = None) -> list[str]:
        match = HiddenCountingMatch(2, 40)
        player = SearchPlayer(seed, 8, evaluate=lambda m, seat: 0.5, cutoff=3)
        answers = []
        while (decision := match.decision) is not None:
            answers.append(player.choose(match, decision))
            match.apply(answers[-1])
        return answers

    assert choices(3) == choices(3)
    assert len({tuple(choices(seed)) for seed in range(4)}) > 1


def test_a_search_needs_an_iteration() -> None:
    with pytest.raises(ValueError, match="at least 1 iteration"):
        SearchPlayer(0, 0)


def test_the_logistic_squash_is_even_and_never_overflows() -> None:
    assert logistic(0, 10) == 0.5
    assert logistic(1e6, 1) == 1.0 and logistic(-1e6, 1) == 0.0
    assert logistic(10, 10) == pytest.approx(1 - logistic(-10, 10))
