"""Setup (BW §5): shuffle, opening hands, the mulligan, and Seize Initiative's seat order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.triggers import rr
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine

MULLIGAN_CAP = 50
"""A forced mulligan stops after this many redraws of one hand: test content may hold almost no warlord."""


def _has_warlord(eng: Engine, cards: list[str]) -> bool:
    return any(eng.card(c).kind == "warlord" for c in cards)


def run_setup(eng: Engine) -> Gen[None]:
    """Collects forces and seizes initiative; leaves the state at the first player's Opening."""
    state = eng.state
    for index, player in enumerate(state.players):
        state.rng.shuffle(player.deck)
        eng.emit("shuffled", player=index, cards=len(player.deck), why="setup")
    for index in range(len(state.players)):
        eng.draw(index, eng.rules.opening_hand, "opening")
    for index in range(len(state.players)):
        yield from _mulligan(eng, index)
    # BW §5.3: the checks of Seize Initiative also order the turn; ties check again among themselves.
    state.order = yield from _ranked(eng, list(range(len(state.players))))
    state.at = 0
    state.phase = "opening"
    eng.emit("seated", order=list(state.order))


def _mulligan(eng: Engine, index: int) -> Gen[None]:
    rule = eng.rules.mulligan
    player = eng.state.players[index]
    for _ in range(MULLIGAN_CAP):
        if rule == "none" or _has_warlord(eng, player.hand):
            return
        if not _has_warlord(eng, [*player.deck, *player.discard]):
            return
        if rule == "optional":
            options = [Option("mulligan", "discard the hand and draw again"), Option("keep", "keep the hand")]
            if (yield from ask("mulligan", index, options, "your hand holds no warlord")) == "keep":
                return
        amount = len(player.hand)
        player.discard.extend(player.hand)
        player.hand.clear()
        eng.emit("mulligan", player=index, discarded=amount)
        eng.draw(index, eng.rules.opening_hand, "mulligan")


TIE_CHECKS = 20
"""Tied players check again at most this often; then they keep the order they were given in."""


def _ranked(eng: Engine, players: list[int], depth: int = 0) -> Gen[list[int]]:
    if len(players) <= 1 or depth >= TIE_CHECKS:
        return players
    values: dict[int, int] = {}
    for index in players:
        values[index] = yield from rr(eng, index, "initiative")
    ordered: list[int] = []
    for value in sorted(set(values.values()), reverse=True):
        tied = [p for p in players if values[p] == value]
        ordered.extend((yield from _ranked(eng, tied, depth + 1)))
    return ordered
