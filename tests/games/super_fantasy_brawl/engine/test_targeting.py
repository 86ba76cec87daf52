"""Targeting (RULES §6)."""

from __future__ import annotations

from tests.games.super_fantasy_brawl.engine.helpers import answer, damage, ids, scenario


def test_melee_targets_one_adjacent_enemy_only() -> None:
    m = scenario({"ava": "c4", "dax": "c5", "eve": "c6", "bo": "b4"}, hands=[["ava-slam"]])
    answer(m, "play:ava-slam@ava")
    assert ids(m) == ("target:dax", "decline")


def test_no_legal_target_ends_the_attack_without_asking() -> None:
    m = scenario({"ava": "c4", "dax": "c7"}, hands=[["ava-slam"]])
    answer(m, "play:ava-slam@ava")
    assert m.decision is not None and m.decision.kind == "action"
    assert m.state.players[0].discard == ["ava-slam"]


def test_indirect_shot_respects_minimum_and_maximum_and_ignores_blockers() -> None:
    # RULES §6: bo-lob is indirect 2-4.
    m = scenario(
        {"bo": "c1", "dax": "b1", "eve": "c4", "fin": "c6", "ava": "c3"},
        hands=[["bo-lob"]],
    )
    answer(m, "play:bo-lob@bo")
    # b1 at distance 1 (too close), c4 at 3 (behind ava and the statue row), c6 at 5 (too far)
    assert ids(m) == ("target:eve", "decline")


def test_indirect_range_n_to_m_includes_both_bounds() -> None:
    # RULES §6: indirect N–M means at least N and at most M (bo-lob is 2-4).
    m = scenario({"bo": "a1", "dax": "a2", "eve": "a3", "fin": "a5", "ava": "i7"}, hands=[["bo-lob"]])
    answer(m, "play:bo-lob@bo")
    assert ids(m) == ("target:eve", "target:fin", "decline")  # distance 1 no, 2 and 4 yes


def test_direct_shot_needs_a_row_and_is_blocked_by_any_champion_or_statue() -> None:
    # RULES §6: direct — same row, no statue or champion of either side in between.
    m = scenario({"bo": "c4", "dax": "c6", "eve": "e3", "fin": "d5"}, hands=[["bo-shot"]])
    answer(m, "play:bo-shot@bo")
    # c6: same row, c5 empty -> ok; e3: row c4-d4? no (c4 -> d3 -> e3 is the north-east row) -> ok;
    # d5: not in a row with c4.
    assert set(ids(m)) == {"target:dax", "target:eve", "decline"}
    blocked_by_ally = scenario({"bo": "c4", "ava": "c5", "dax": "c6"}, hands=[["bo-shot"]])
    answer(blocked_by_ally, "play:bo-shot@bo")
    assert blocked_by_ally.decision is not None and blocked_by_ally.decision.kind == "action"
    blocked_by_enemy = scenario({"bo": "c4", "eve": "c5", "dax": "c6"}, hands=[["bo-shot"]])
    answer(blocked_by_enemy, "play:bo-shot@bo")
    assert ids(blocked_by_enemy) == ("target:eve", "decline")
    blocked_by_statue = scenario({"bo": "d3", "dax": "f4"}, hands=[["bo-shot"]])
    answer(blocked_by_statue, "play:bo-shot@bo")  # e4 (red statue) stands between d3 and f4
    assert blocked_by_statue.decision is not None and blocked_by_statue.decision.kind == "action"


def test_area_template_rotates_to_six_facings_and_needs_an_enemy_inside() -> None:
    # RULES §6: the template [0,-1],[0,-2] (two hexes north) in each of the six facings.
    m = scenario({"bo": "c4", "dax": "c3", "fin": "b4", "ava": "d4"}, hands=[["bo-blast"]])
    answer(m, "play:bo-blast@bo")
    # facing 0 (north) hits c3 (dax); facing 4 (south-west) hits b4 (fin); facing 2 hits only ava: illegal.
    assert ids(m) == ("facing:0", "facing:4", "decline")


def test_area_attack_hits_allies_too() -> None:
    m = scenario({"bo": "c5", "ava": "c4", "dax": "c3"}, hands=[["bo-blast"]])
    answer(m, "play:bo-blast@bo", "facing:0")
    assert damage(m, "dax") == 2
    assert damage(m, "ava") == 1  # strength 2 - defence 1


def test_gate_champions_cannot_be_targeted() -> None:
    m = scenario({"ava": "c4", "dax": "gate"}, hands=[["ava-slam"]])
    answer(m, "play:ava-slam@ava")
    assert m.decision is not None and m.decision.kind == "action"


def test_range_bonus_adds_to_shots() -> None:
    # eve's levelled side: Far Sight +2 range (+1 strength): eve-poke direct 2 reaches 4.
    m = scenario({"eve": "a1", "ava": "a5"}, hands=[[], ["eve-poke"]], active=1, levelled=["eve"])
    answer(m, "play:eve-poke@eve")
    assert ids(m) == ("target:ava", "decline")
    answer(m, "target:ava")
    assert damage(m, "ava") == 2  # strength 2 + 1 - defence 1
