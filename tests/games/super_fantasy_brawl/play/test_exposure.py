"""The search player's knock-out risk and exposure term read where champions stand, their hit points and levels."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.exposure import ENEMY_RISK, OWN_RISK, exposure
from sfbkit.games.super_fantasy_brawl.play.knockout_risk import knockout_risk
from sfbkit.geometry.hex import Hex

TEAMS = [["borka", "pip", "velvet"], ["gorlak", "mirelda", "thornwick"]]


@pytest.fixture
def match(library: Library) -> Match:
    """Returns a match past its set-up, every champion on the board."""
    match, player = new_match(library, teams=TEAMS, seed=5), RandomPlayer(5)
    while match.state.phase == "setup":
        decision = match.decision
        assert decision is not None
        match.apply(player.choose(match, decision))
    return match


def _hexes(match: Match, team: int) -> list[Hex]:
    return [c.hex for c in match.state.champions.values() if c.team == team and c.hex is not None]


def _hp(match: Match, name: str) -> int:
    champion = match.state.champions[name]
    definition = match.rules.champions[name]
    return (definition.levelled if champion.levelled else definition.basic).hp


def test_the_risk_rises_as_hit_points_fall_and_as_enemies_come_near(match: Match) -> None:
    pip = match.state.champions["pip"]
    enemies = _hexes(match, 1)
    board = match.board
    by_steps = sorted(board.distances[enemies[0]].items(), key=lambda item: item[1])
    near = next(h for h, steps in by_steps if steps == 1 and h not in match.state.occupant)
    far = next(h for h, steps in reversed(by_steps) if h not in match.state.occupant)
    risks = []
    for damage in range(_hp(match, "pip")):
        pip.damage = damage
        risks.append(knockout_risk(match, pip, near, enemies))
    assert risks == sorted(risks) and risks[-1] > 0.5 > risks[0]
    assert knockout_risk(match, pip, far, enemies) < knockout_risk(match, pip, near, enemies)


def test_a_levelled_champion_is_at_less_risk(match: Match) -> None:
    borka = match.state.champions["borka"]
    here = borka.hex
    assert here is not None
    basic = knockout_risk(match, borka, here, _hexes(match, 1))
    borka.levelled = True
    borka.damage = _hp(match, "borka") - match.rules.champions["borka"].basic.hp
    assert knockout_risk(match, borka, here, _hexes(match, 1)) < basic


def test_exposure_weighs_own_risks_against_the_enemies_and_is_zero_sum_in_sign(match: Match) -> None:
    champions = match.state.champions
    own = sum(
        knockout_risk(match, c, c.hex, _hexes(match, 1)) for c in champions.values() if c.team == 0 and c.hex
    )
    theirs = sum(
        knockout_risk(match, c, c.hex, _hexes(match, 0)) for c in champions.values() if c.team == 1 and c.hex
    )
    assert exposure(match, 0) == pytest.approx(ENEMY_RISK * theirs - OWN_RISK * own)
    assert exposure(match, 1) == pytest.approx(ENEMY_RISK * own - OWN_RISK * theirs)
    champions["pip"].damage = _hp(match, "pip") - 1
    assert exposure(match, 0) < ENEMY_RISK * theirs - OWN_RISK * own


def test_a_side_with_nobody_on_the_board_has_no_exposure(match: Match) -> None:
    for c in match.state.champions.values():
        if c.team == 1:
            c.hex = None
    assert exposure(match, 0) == exposure(match, 1) == 0.0
