"""Observations hold no other seat's secrets; determinization redeals them; greedy answers never peek."""

from __future__ import annotations

import json

from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.invariants import broken
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.games.blood_wars.play.greedy_player import GreedyPlayer
from sfbkit.kit.play.play_loop import play_match
from sfbkit.kit.play.random_player import RandomPlayer


def _midgame(defs: Definitions, seed: int, answers: int = 120) -> BWMatch:
    match = new_match(defs, decks=("le", "cg", "nn"), ruleset="conflict", seed=seed)
    play_match(match, [RandomPlayer(seed + seat) for seat in range(3)], cap=answers)
    return match


def _secrets(match: BWMatch, seat: int) -> set[str]:
    state = match.state
    hidden: set[str] = set()
    for index, player in enumerate(state.players):
        if index == seat:
            continue
        hidden.update(player.hand)
        hidden.update(player.deck)
        for cards in player.battle.values():
            hidden.update(c for c in cards if c not in state.revealed or c in state.face_down)
    public = {
        c for p in state.players for c in (*p.discard, *p.pool, *p.battlefields, *p.area_fates, *p.dead)
    }
    return hidden - public


def test_an_observation_holds_no_other_seats_hidden_card(defs: Definitions) -> None:
    for seed in range(4):
        match = _midgame(defs, seed)
        for seat in range(3):
            text = json.dumps(match.observation(seat))
            leaked = [card for card in _secrets(match, seat) if f'"{card}"' in text]
            assert leaked == []
            own = match.state.players[seat].hand
            assert all(f'"{card}"' in text for card in own)


def test_a_determinization_keeps_the_observation_and_redeals_the_rest(defs: Definitions) -> None:
    moved = 0
    for seed in range(4):
        match = _midgame(defs, seed)
        seat = match.decision.player if match.decision else 0
        copy = match.determinize(seat, 99)
        assert copy.observation(seat) == match.observation(seat)
        assert broken(copy.engine) == []
        other = (seat + 1) % 3
        moved += copy.state.players[other].hand != match.state.players[other].hand
        play_match(copy, [RandomPlayer(seat) for seat in range(3)], cap=200)
    assert moved > 0


def _twin_choices(defs: Definitions, player: type[GreedyPlayer]) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for seed in range(12):
        match = _midgame(defs, seed, 40 + 7 * seed)
        if match.decision is None or len(match.decision.options) < 2:
            continue
        seat = match.decision.player
        twin = match.determinize(seat, 1234)
        assert twin.observation(seat) == match.observation(seat)
        found.append((player(7).choose(match, match.decision), player(7).choose(twin, match.decision)))
    return found


def test_the_greedy_player_never_peeks(defs: Definitions) -> None:
    choices = _twin_choices(defs, GreedyPlayer)
    assert len(choices) >= 6
    assert all(first == second for first, second in choices)


class PeekingPlayer:
    """A player written to peek (a fixture): it answers by the next seat's command hand."""

    name = "peeking"

    def choose(self, match: BWMatch, decision: object) -> str:
        assert match.decision is not None
        hidden = match.state.players[(match.decision.player + 1) % match.seats].hand
        return match.decision.options[len("".join(sorted(hidden))) % len(match.decision.options)].id


def test_the_no_peek_check_catches_a_peeking_player(defs: Definitions) -> None:
    differ = 0
    for seed in range(12):
        match = _midgame(defs, seed, 60)
        if match.decision is None or len(match.decision.options) < 2:
            continue
        twin = match.determinize(match.decision.player, 1234)
        differ += PeekingPlayer().choose(match, None) != PeekingPlayer().choose(twin, None)
    assert differ > 0
