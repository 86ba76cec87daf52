"""Blood Wars' search player: its plain formation, its rollouts that oppose, its look-ahead ending with the turn."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.match import new_match
from sfbkit.games.blood_wars.play.players import PLAYERS
from sfbkit.games.blood_wars.play.search_policy import beyond_turn, formation_answer, search_rollout
from sfbkit.kit.play.decisions import Decision, Option

DEFS = definitions_of(load_library(bundled_root()))
DECKS = ("cinder-host", "dawnward-vigil")


def _decision(kind: str, *ids: str) -> Decision:
    return Decision(kind, 0, tuple(Option(option_id, option_id) for option_id in ids))


def test_formation_places_the_first_card_offered_and_never_moves_or_returns() -> None:
    placing = _decision("formation", "return:p1:a#1", "move:p1:a#1@p1:w#2", "place:p1:b#1@p1:w#1", "done")
    settled = _decision("formation", "return:p1:a#1", "move:p1:a#1@p1:w#2", "done")
    assert formation_answer(placing) == "place:p1:b#1@p1:w#1"
    assert formation_answer(settled) == "done"


def test_a_rollout_opposes_another_players_challenge() -> None:
    stance = _decision("stance", "support:p2:w#1", "oppose:p2:w#1", "neutral")
    rouse = _decision("rouse", "oppose:p2:w#1", "neutral")
    assert search_rollout(None, stance) == "oppose:p2:w#1"
    assert search_rollout(None, rouse) == "oppose:p2:w#1"
    assert search_rollout(None, _decision("stance", "neutral")) == "neutral"


def test_a_rollout_acts_before_it_passes() -> None:
    caucus = _decision("caucus", "pass", "ability:p1:w#1/1")
    action = _decision("action", "end-phase", "battlefield:p1:b#1")
    assert search_rollout(None, caucus) == "ability:p1:w#1/1"
    assert search_rollout(None, action) == "battlefield:p1:b#1"
    assert search_rollout(None, _decision("window", "pass")) == "pass"


def test_the_look_ahead_ends_at_the_next_troop_formation() -> None:
    assert beyond_turn(_decision("formation", "done"), 0)
    assert not beyond_turn(_decision("stance", "neutral"), 0)


def test_a_search_places_its_troops_without_undoing_them() -> None:
    match = new_match(DEFS, decks=DECKS, ruleset="conflict", seed=3)
    seats = [PLAYERS.make("search:30", 3), PLAYERS.make("greedy", 3)]
    steps: list[str] = []
    while (decision := match.decision) is not None and len(steps) < 12:
        answer = seats[decision.player].choose(match, decision)
        if decision.player == 0 and decision.kind == "formation":
            steps.append(answer)
        match.apply(answer)
    assert steps.count("done") >= 2
    assert not [step for step in steps if step.split(":")[0] in ("move", "return")], steps
