"""The bots: random (seeded, its own RNG), first, and greedy (one ply on a fork)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.random_player import RandomPlayer

TEAMS = (("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda"))


def _scenario(library: Library, **setup: object) -> Match:
    base: dict[str, object] = {
        "traps": {},
        "hands": [["borka-anvil-drop", "borka-stoke-the-forge"], ["gorlak-bog-snack"]],
    }
    return build_match(library, MatchSpec(teams=TEAMS, setup=SetupSpec.model_validate({**base, **setup})))


def test_random_player_is_seeded_and_keeps_to_its_own_rng(library: Library) -> None:
    spec = MatchSpec(seed=4, teams=TEAMS, rules={"round_limit": 3})
    first = play_recorded(library, spec, [RandomPlayer(1), RandomPlayer(2)])
    again = play_recorded(library, spec, [RandomPlayer(1), RandomPlayer(2)])
    other = play_recorded(library, spec, [RandomPlayer(3), RandomPlayer(2)])
    options = [d.option for d in first.decisions]
    assert options == [d.option for d in again.decisions]
    assert options != [d.option for d in other.decisions]
    match = build_match(library, spec)
    decision = match.decision
    assert decision is not None
    rng_state = match.state.rng.getstate()
    RandomPlayer(5).choose(match, decision)
    assert match.state.rng.getstate() == rng_state


def test_first_player_takes_the_first_option(library: Library) -> None:
    match = _scenario(library, positions={"borka": "c5", "gorlak": "c3"})
    decision = match.decision
    assert decision is not None
    assert FirstPlayer().choose(match, decision) == decision.options[0].id


def test_greedy_takes_the_winning_attack(library: Library) -> None:
    match = _scenario(library, positions={"borka": "c5", "gorlak": "c3"}, damage={"gorlak": 5}, vp=[4, 0])
    greedy = GreedyPlayer(0)
    events_before = len(match.events)
    while match.result is None:
        decision = match.decision
        assert decision is not None and decision.player == 0
        match.apply(greedy.choose(match, decision))
    assert match.result.winner == 0
    played = [e.data["card"] for e in match.events[events_before:] if e.kind == "play"]
    assert played == ["borka-anvil-drop"]


def test_greedy_looks_ahead_without_touching_the_match(library: Library) -> None:
    match = _scenario(library, positions={"borka": "c5", "gorlak": "c3"})
    decision = match.decision
    assert decision is not None
    events = list(match.events)
    hash_before = match.events_hash()
    GreedyPlayer(0).choose(match, decision)
    assert match.events == events and match.events_hash() == hash_before
    assert match.decision is decision


def test_greedy_beats_random_more_often_than_not(library: Library) -> None:
    wins = 0
    for seed in range(6):
        spec = MatchSpec(
            seed=seed, teams=TEAMS if seed % 2 else (TEAMS[1], TEAMS[0]), rules={"round_limit": 10}
        )
        recording = play_recorded(library, spec, [GreedyPlayer(seed), RandomPlayer(seed)])
        result = recording.match.result
        assert result is not None
        wins += result.winner == 0
    assert wins >= 4
