"""Setup (RULES §3), four players (§11) and drafts (§12)."""

from __future__ import annotations

from collections import Counter

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match, play
from sfbkit.geometry.hex import from_label
from sfbkit.kit.errors import UsageError
from tests.games.super_fantasy_brawl.engine.helpers import LIB, answer, ids, kinds

TEAMS = [["ava", "bo", "cy"], ["dax", "eve", "fin"]]


def run_until(m: Match, kind: str) -> None:
    """Answers every decision with its first option until one of a kind comes up."""
    while m.decision is not None and m.decision.kind != kind:
        m.apply("keep" if m.decision.allows("keep") else m.decision.options[0].id)


def test_setup_follows_rules_3_in_order() -> None:
    m = new_match(LIB, teams=TEAMS, seed=5)
    first = m.state.first_player
    # §3.1: the random first player chooses the deployment area.
    assert m.decision is not None and m.decision.kind == "deployment-area" and m.decision.player == first
    assert ids(m) == ("area:west", "area:east")
    answer(m, "area:east")
    assert m.state.deployment[m.state.players[first].team] == "east"
    # §3.2-3.3: basic sides, ready cores, one shuffled deck of the team's cards per player.
    for p in m.state.players:
        assert p.ready == {"red": True, "yellow": True, "blue": True}
        own = sorted(card for cid in p.champions for card in LIB.decks[cid])
        assert sorted(p.deck) == own
    assert not any(c.levelled for c in m.state.champions.values())
    # §3.4: one challenge in the first scoring slot and one in the unscored slot.
    assert m.state.track[0] is not None and m.state.track[1] is not None and m.state.track[2:] == [None, None]
    # §3.5: first player places 2 traps, then the second player 2.
    placers = []
    while m.decision is not None and m.decision.kind == "trap-hex":
        placers.append(m.decision.player)
        answer(m, m.decision.options[-1].id)
    assert placers == [first, first, 1 - first, 1 - first]
    assert len(m.state.traps) == 4
    assert set(m.state.traps) <= {from_label(x) for x in ("c6", "g2", "e2", "e6", "d5", "f2")}
    assert len(m.state.trap_supply) == 8
    # §3.6: draw 5, set aside any number and redraw; first player then second.
    assert m.decision is not None and m.decision.kind == "mulligan" and m.decision.player == first
    p = m.state.players[first]
    hand = list(p.hand)
    assert len(hand) == 5
    answer(m, f"set-aside:{sorted(hand)[0]}", "keep")
    assert len(p.hand) == 5 and len(p.deck) == len(own) - 5
    assert kinds(m.events, "mulligan") == [{"player": first, "amount": 1}]
    answer(m, "keep")
    # §3.7: first player deploys all three on empty hexes of their area, then the second;
    # the gate is not a starting position.
    assert m.decision is not None and m.decision.kind == "deploy" and m.decision.player == first
    assert ids(m) == ("hex:i3", "hex:i4", "hex:i5", "hex:h3", "hex:h4")
    answer(m, "hex:i3", "hex:i4")
    assert ids(m) == ("hex:i5", "hex:h3", "hex:h4")
    answer(m, "hex:h4")
    assert m.decision is not None and m.decision.player == 1 - first
    assert ids(m)[:5] == ("hex:a3", "hex:a4", "hex:a5", "hex:b3", "hex:b4")
    answer(m, "hex:a3", "hex:a4", "hex:a5")
    assert all(c.hex is not None for c in m.state.champions.values())
    # round 1 starts with the first player's turn (fin's Wake Up may first ask how many to draw)
    if m.decision is not None and m.decision.kind == "amount":
        answer(m, "amount:1")
    assert m.decision is not None and m.decision.kind == "action" and m.decision.player == first
    assert m.state.round == 1


def test_unscored_only_challenge_setup() -> None:
    m = new_match(LIB, ruleset="unscored-only", teams=TEAMS, seed=1)
    answer(m, "area:west")
    assert m.state.track[0] is not None and m.state.track[1:] == [None, None, None]


def test_four_players_turn_order_hands_team_vp_and_track() -> None:
    # RULES §11: two teams of two, turn order A1 B1 A2 B2, hands of 4, the track moves two slots.
    teams = [["ava", "bo"], ["dax", "eve"], ["cy", "gus"], ["fin", "hal"]]
    m = new_match(LIB, ruleset="tornado", teams=teams, seed=2)
    run_until(m, "action")
    order = m.state.turn_order
    assert [m.state.players[p].team for p in order] == [0, 1, 0, 1]
    assert all(len(p.hand) == 4 for p in m.state.players)
    seen = []
    for _ in range(4):
        assert m.decision is not None
        seen.append(m.decision.player)
        answer(m, "end-turn")
        run_until(m, "action")
    assert seen == order
    assert m.state.round == 2
    assert len(kinds(m.events, "track")) == 2  # setup, then one advance of two slots
    assert sum(1 for c in m.state.track if c is not None) == 4


def test_four_players_teammate_can_react_for_an_ally() -> None:
    from sfbkit.games.super_fantasy_brawl.engine import SetupSpec, new_scenario

    teams = [["ava", "bo"], ["dax", "eve"], ["cy", "gus"], ["fin", "hal"]]
    m = new_scenario(
        LIB,
        "tornado",
        "fabulosa",
        teams,
        setup=SetupSpec(
            positions={"dax": "c4", "ava": "c5"},
            hands=[[], ["dax-strike"], ["gus-duck"], []],
            decks=[[], [], [], []],
            traps={},
            active=1,
        ),
    )
    answer(m, "play:dax-strike@dax", "target:ava")
    assert m.decision is not None and m.decision.kind == "reaction" and m.decision.player == 2
    assert ids(m) == ("react:gus-duck@ava", "react:none")
    answer(m, "react:gus-duck@ava")
    assert m.state.champions["ava"].damage == 1


def test_team_vp_target_in_four_players() -> None:
    from sfbkit.games.super_fantasy_brawl.engine import SetupSpec, new_scenario

    teams = [["ava", "bo"], ["dax", "eve"], ["cy", "gus"], ["fin", "hal"]]
    m = new_scenario(
        LIB,
        "tornado",
        "fabulosa",
        teams,
        setup=SetupSpec(
            positions={"ava": "c4", "dax": "c5"}, hands=[["ava-slam"], [], [], []], decks=[[]] * 4, vp=[6, 0]
        ),
    )
    answer(m, "play:ava-slam@ava", "target:dax")
    assert m.result is not None and m.result.winner == 0 and m.result.vp == (7, 0)


def test_free_choice_draft() -> None:
    m = new_match(LIB, draft="free", seed=4)
    first = m.state.first_player
    answer(m, "area:west")
    pickers = []
    while m.decision is not None and m.decision.kind == "pick":
        pickers.append(m.decision.player)
        answer(m, m.decision.options[0].id)
    assert pickers == [first] * 3 + [1 - first] * 3
    assert sorted(len(p.champions) for p in m.state.players) == [3, 3]


def test_casual_draft_alternates_second_player_first() -> None:
    m = new_match(LIB, draft="casual", seed=4)
    first = m.state.first_player
    answer(m, "area:west")
    pickers = []
    picked = []
    while m.decision is not None and m.decision.kind == "pick":
        pickers.append(m.decision.player)
        picked.append(m.decision.options[0].id)
        answer(m, m.decision.options[0].id)
    assert pickers == [1 - first, first] * 3
    assert len(set(picked)) == 6


def test_competitive_draft_needs_enough_champions() -> None:
    with pytest.raises(UsageError, match="10 champions"):
        new_match(LIB, draft="competitive", seed=4)


def test_competitive_draft_alternate_open_choices_to_five_ban_one_pick_three() -> None:
    # RULES §12 competitive draft: alternate open choices from the whole roster until each has five.
    m = new_match(load_library(bundled_content_root()), draft="competitive", seed=4)
    first = m.state.first_player
    answer(m, "area:west")
    kinds_seen: list[tuple[str, int]] = []
    chosen: dict[int, list[str]] = {0: [], 1: []}
    while m.decision is not None and m.decision.kind in ("draft-choice", "ban", "pick"):
        d = m.decision
        kinds_seen.append((d.kind, d.player))
        option = d.options[0].id
        if d.kind == "draft-choice":
            # the whole roster minus what either player chose before
            taken = set(chosen[0]) | set(chosen[1])
            assert {o.split(":")[1] for o in d.ids} == set(m.rules.champion_order) - taken
            chosen[d.player].append(option.split(":")[1])
        if d.kind == "ban":
            banned_from = 1 - d.player
            assert {o.split(":")[1] for o in d.ids} == set(chosen[banned_from])
        answer(m, option)
    assert kinds_seen[:10] == [("draft-choice", first), ("draft-choice", 1 - first)] * 5
    assert kinds_seen[10:12] == [("ban", first), ("ban", 1 - first)]
    assert [k for k, _ in kinds_seen[12:]] == ["pick"] * 6
    assert [p for _, p in kinds_seen[12:]] == [first, 1 - first] * 3
    for p in m.state.players:
        assert len(p.champions) == 3 and set(p.champions) <= set(chosen[p.index])
    assert len(kinds(m.events, "banned")) == 2


def test_random_pool_draft_draws_six() -> None:
    m = new_match(LIB, draft="random", seed=4)
    answer(m, "area:west")
    pool = kinds(m.events, "draft_pool")[0]["champions"]
    assert len(pool) == 6
    run_until(m, "mulligan")
    assert {c for p in m.state.players for c in p.champions} <= set(pool)


@pytest.mark.parametrize("draft", ["free", "casual", "competitive", "random"])
def test_drafted_matches_play_to_the_end(draft: str) -> None:
    m = new_match(load_library(bundled_content_root()), draft=draft, seed=11)
    result = play(m, [RandomPlayer(1), RandomPlayer(2)])
    assert result.reason in ("vp", "round_limit")
    counts = Counter(c for p in m.state.players for c in p.champions)
    assert all(v == 1 for v in counts.values())
