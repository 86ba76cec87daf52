"""The effect executor: every op with its edge cases (RULES §5.1, §7, §9)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.geometry.hex import DIRECTIONS, distance, from_label, to_label
from tests.games.super_fantasy_brawl.engine.helpers import answer, damage, ids, kinds, scenario, where


def shove(positions: dict[str, str | None], **kwargs: object) -> object:
    """ava (c4 unless given) attacks dax with Shove (strength 2, post-attack push 2)."""
    m = scenario(positions, hands=[["ava-shove"]], **kwargs)  # type: ignore[arg-type]
    answer(m, "play:ava-shove@ava", "target:dax", "amount:2")
    return m


# --- push and pull (RULES §7) ----------------------------------------------------


def test_push_moves_straight_away_along_the_row() -> None:
    m = shove({"ava": "c4", "dax": "c5"})
    assert where(m, "dax") == "c7"  # type: ignore[arg-type]
    assert damage(m, "dax") == 2  # type: ignore[arg-type]


def test_push_into_the_map_edge_deals_one_damage_per_hex_not_moved() -> None:
    m = shove({"ava": "c5", "dax": "c6"})
    assert where(m, "dax") == "c7"  # type: ignore[arg-type]
    assert damage(m, "dax") == 2 + 1  # type: ignore[arg-type]


def test_push_into_a_statue_deals_one_damage_per_hex_not_moved() -> None:
    m = shove({"ava": "c4", "dax": "c3"})
    assert where(m, "dax") == "c3"  # type: ignore[arg-type]
    assert damage(m, "dax") == 2 + 2  # type: ignore[arg-type]


def test_push_into_a_champion_stops_before_it() -> None:
    m = shove({"ava": "c4", "dax": "c5", "fin": "c7"})
    assert where(m, "dax") == "c6"  # type: ignore[arg-type]
    assert damage(m, "dax") == 2 + 1  # type: ignore[arg-type]
    assert damage(m, "fin") == 0  # type: ignore[arg-type]


def test_rooted_target_takes_the_full_distance_as_damage() -> None:
    # RULES §7 root: push and pull still resolve; the rooted champion takes all of it.
    m = shove({"ava": "c4", "dax": "c5"}, rooted=["dax"])
    assert where(m, "dax") == "c5"  # type: ignore[arg-type]
    assert damage(m, "dax") == 2 + 2  # type: ignore[arg-type]


def test_push_amount_zero_cancels_it() -> None:
    m = scenario({"ava": "c4", "dax": "c3"}, hands=[["ava-shove"]])
    answer(m, "play:ava-shove@ava", "target:dax", "amount:0")
    assert damage(m, "dax") == 2  # no push, no push damage


def test_displacement_immunity_cancels_the_push_and_its_damage() -> None:
    # RULES §7: anything that cancels a displacement also cancels its damage (eve: immune displacement).
    m = scenario(
        {"ava": "c4", "eve": "c3"}, hands=[["ava-shove"]], teams=(("ava", "bo", "cy"), ("eve", "dax", "fin"))
    )
    answer(m, "play:ava-shove@ava", "target:eve", "amount:2")
    assert where(m, "eve") == "c3"
    assert damage(m, "eve") == 2
    assert {"champion": "eve", "keyword": "push"} in kinds(m.events, "immune")


def test_target_no_longer_in_a_row_ignores_the_push() -> None:
    # RULES §7: if at resolution the target is no longer in a row with the source, it is ignored.
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-shove"], ["dax-sidestep"]])
    answer(m, "play:ava-shove@ava", "target:dax", "react:dax-sidestep@dax", "step:d6")
    answer(m, "amount:2")
    assert where(m, "dax") == "d6"
    assert kinds(m.events, "skipped")[-1]["reason"] == "not in a row with the source"


def test_pull_moves_towards_the_source_and_stops_adjacent_to_it() -> None:
    m = scenario({"ava": "c4", "dax": "c7"}, hands=[["ava-hook"]])
    answer(m, "play:ava-hook@ava", "target:dax", "amount:2")
    assert where(m, "dax") == "c5" and damage(m, "dax") == 2
    m = scenario({"ava": "c4", "dax": "c6"}, hands=[["ava-hook"]])
    answer(m, "play:ava-hook@ava", "target:dax", "amount:2")
    # it stops before the source (a champion) and takes 1 for the hex it could not move
    assert where(m, "dax") == "c5" and damage(m, "dax") == 2 + 1


def test_every_trap_entered_mid_push_triggers_and_the_pusher_gets_the_credit() -> None:
    # RULES §7, §9: every trap hex entered triggers; attribution to the champion whose effect sent it in.
    m = scenario(
        {"ava": "c4", "dax": "c5"},
        hands=[["ava-shove"]],
        traps={"c6": "damage-3"},
        trap_supply=["damage-1"],
        damage={"dax": 1},
    )
    answer(m, "play:ava-shove@ava", "target:dax", "amount:2")
    assert m.decision is not None and m.decision.kind == "trap-hex" and m.decision.player == 1
    answer(m, "hex:e2")
    # attack 2 -> 3 damage; trap 3 -> 6 = hp: out of action, credited to ava
    assert where(m, "dax") == "gate"
    assert m.state.vp == [1, 0]
    assert m.state.champions["ava"].levelled
    assert kinds(m.events, "trap")[0]["credit"] == "ava"
    # RULES §9: the replacement went to a different empty trap hex; the count is unchanged.
    assert set(m.state.traps) == {from_label("e2")}


def test_push_through_a_trap_continues_after_it() -> None:
    m = scenario(
        {"ava": "c4", "dax": "c5"}, hands=[["ava-shove"]], traps={"c6": "damage-1"}, trap_supply=["stun"]
    )
    answer(m, "play:ava-shove@ava", "target:dax", "amount:2")
    assert m.decision is not None and m.decision.kind == "trap-hex" and m.decision.player == 1
    answer(m, "hex:e2")
    assert where(m, "dax") == "c7"
    assert damage(m, "dax") == 3


# --- dash, swoop, jump (RULES §7) ----------------------------------------------------


def dash_options(positions: dict[str, str | None], traps: dict[str, str] | None = None) -> set[str]:
    m = scenario(positions, hands=[["ava-dash"]], traps=traps or {})
    answer(m, "play:ava-dash@ava", "use")
    return {o[5:] for o in ids(m) if o.startswith("step:")}


def test_dash_is_a_straight_line_that_cannot_pass_champions_or_statues() -> None:
    ends = dash_options({"ava": "c4", "dax": "c6", "bo": "b4"})
    assert "c5" in ends and "c6" not in ends and "c7" not in ends  # enemy blocks
    assert "c3" in ends and "c1" not in ends  # statue c2 blocks
    assert "b4" not in ends and "a4" not in ends  # an ally blocks a dash too
    assert {"d4", "e5", "f5"} <= ends
    assert "d5" not in ends  # not on a row from c4


def test_dash_is_ended_by_a_trap_which_triggers() -> None:
    ends = dash_options({"ava": "c4"}, traps={"d4": "damage-1"})
    assert "d4" in ends and "e5" not in ends
    m = scenario({"ava": "c4"}, hands=[["ava-dash"]], traps={"d4": "damage-1"}, trap_supply=["root"])
    answer(m, "play:ava-dash@ava", "use", "step:d4", "hex:e2")
    assert damage(m, "ava") == 1


def test_dash_has_no_movement_bonus_and_root_stops_it() -> None:
    m = scenario({"ava": "c4"}, hands=[["ava-dash"]], rooted=["ava"])
    answer(m, "play:ava-dash@ava", "use")
    assert kinds(m.events, "skipped")[-1] == {"op": "dash", "champion": "ava", "reason": "rooted"}


def test_swoop_passes_champions_statues_and_traps_and_triggers_only_the_end_hex() -> None:
    m = scenario({"bo": "c3", "dax": "c4"}, hands=[["bo-swoop"]], traps={"c5": "damage-3", "c6": "damage-1"})
    answer(m, "play:bo-swoop@bo", "use")
    ends = {o[5:] for o in ids(m) if o.startswith("step:")}
    assert "c1" in ends and "c2" not in ends  # over the statue, not onto it
    assert "c5" in ends and "c6" in ends and "c4" not in ends
    answer(m, "step:c6", "hex:e2")
    assert damage(m, "bo") == 1  # c5's trap was passed over
    assert from_label("c5") in m.state.traps


def test_jump_goes_to_any_empty_hex_within_range_and_only_the_end_trap_triggers() -> None:
    m = scenario({"bo": "c4", "dax": "c5"}, hands=[["bo-jump"]], traps={"c6": "damage-2", "d4": "damage-1"})
    answer(m, "play:bo-jump@bo", "use")
    ends = {o[5:] for o in ids(m) if o.startswith("step:")}
    expected = {
        to_label(h)
        for h in m.board.order
        if 1 <= distance(h, from_label("c4")) <= 2 and to_label(h) not in {"c5", "c2", "e4"}
    }
    assert ends == expected
    answer(m, "step:c6", "hex:e2")
    assert damage(m, "bo") == 2


# --- fear and force (RULES §7) --------------------------------------------------------


def full_dash_end(m: object, start: str, direction: int, steps: int) -> str:
    board = m.board  # type: ignore[attr-defined]
    h = from_label(start)
    for _ in range(steps):
        n = board.step[h][direction]
        if n is None or n in board.statue_hexes or n in m.state.occupant:  # type: ignore[attr-defined]
            break
        h = n
    return to_label(h)


def test_fear_must_take_a_longest_dash_that_leads_away_and_its_controller_picks_among_ties() -> None:
    # RULES §7 fear: of the directions that lead away, one along which the dash is longest.
    m = scenario({"cy": "e6", "dax": "e5"}, hands=[["cy-scare"]])
    answer(m, "play:cy-scare@cy", "target:dax")
    assert m.decision is not None and m.decision.kind == "fear" and m.decision.player == 1
    source = from_label("e6")
    start = distance(from_label("e5"), source)
    ends = {full_dash_end(m, "e5", d, 3) for d in range(len(DIRECTIONS))}
    away = {e for e in ends if distance(from_label(e), source) > start}
    longest = max(distance(from_label("e5"), from_label(e)) for e in away)
    expected = {e for e in away if distance(from_label("e5"), from_label(e)) == longest}
    assert {o[5:] for o in ids(m)} == expected == {"h3", "b6", "b3"}
    # b6 ends nearer to the source (3) than h3 and b3 (4), but its dash is as long: it may be taken
    assert distance(from_label("b6"), source) < distance(from_label("h3"), source)
    answer(m, "step:b6")
    assert where(m, "dax") == "b6"
    assert damage(m, "dax") == 0


def test_fear_may_end_nearer_than_another_end_when_its_dash_is_as_long() -> None:
    # RULES §7 fear: north (c4, c3, then the statue) ends at distance 3 and the dash west (b5, a6)
    # at distance 2, both 2 hexes long and both farther than the start: the controller chooses.
    m = scenario({"cy": "c6", "dax": "c5", "fin": "b4", "eve": "d5"}, hands=[["cy-scare"]])
    answer(m, "play:cy-scare@cy", "target:dax")
    assert ids(m) == ("step:c3", "step:a6")
    answer(m, "step:a6")
    assert where(m, "dax") == "a6"


def test_force_moves_through_empty_hexes_onto_a_trap() -> None:
    m = scenario(
        {"cy": "c4", "dax": "c6", "ava": "d5"},
        hands=[["cy-force"]],
        traps={"c7": "damage-2"},
        trap_supply=["root"],
    )
    answer(m, "play:cy-force@cy", "target:dax")
    assert m.decision is not None and m.decision.kind == "force-step" and m.decision.player == 0
    options = {o[5:] for o in ids(m) if o.startswith("step:")}
    assert "d5" not in options and "c5" in options  # champions block force
    answer(m, "step:c7", "hex:e2")
    assert damage(m, "dax") == 2
    assert kinds(m.events, "trap")[0]["credit"] == "cy"


def test_force_and_fear_do_not_move_a_rooted_champion() -> None:
    m = scenario({"cy": "c4", "dax": "c6"}, hands=[["cy-force"]], rooted=["dax"])
    answer(m, "play:cy-force@cy", "target:dax")
    assert where(m, "dax") == "c6" and damage(m, "dax") == 0


# --- place (RULES §7) -------------------------------------------------------------------


def test_place_onto_a_trap_triggers_it_and_ignores_root() -> None:
    m = scenario(
        {"dax": "d4"},
        hands=[[], ["dax-blink"]],
        active=1,
        traps={"d5": "damage-1"},
        trap_supply=["root"],
        rooted=["dax"],
    )
    answer(m, "play:dax-blink@dax", "use")
    assert "hex:d5" in ids(m) and "hex:e4" not in ids(m)
    answer(m, "hex:d5", "hex:e2")
    assert where(m, "dax") == "d5" and damage(m, "dax") == 1


# --- damage keywords (RULES §5.1, §7) ------------------------------------------------------


def test_poison_only_when_the_attack_dealt_damage() -> None:
    m = scenario({"bo": "c4", "dax": "c6"}, hands=[["bo-lob"]])
    answer(m, "play:bo-lob@bo", "target:dax")
    assert damage(m, "dax") == 2 + 1
    m = scenario(
        {"bo": "c4", "dax": "c6"},
        hands=[["bo-lob"]],
        levelled=["dax"],
        teams=(("bo", "ava", "cy"), ("dax", "eve", "fin")),
    )
    # levelled dax has defence 1: 2 - 1 = 1 damage, still poisoned
    answer(m, "play:bo-lob@bo", "target:dax")
    assert damage(m, "dax") == 1 + 1
    m = scenario(
        {"bo": "c4", "ava": "c6"},
        hands=[["bo-lob"]],
        levelled=["ava"],
        teams=(("bo", "cy", "gus"), ("ava", "eve", "fin")),
    )
    answer(m, "play:bo-lob@bo", "target:ava")  # defence 2: no damage, no poison
    assert damage(m, "ava") == 0


def test_double_deals_the_attack_damage_again_and_lifesteal_counts_both() -> None:
    # RULES §7 (ruling): double repeats the attack damage, not poison; lifesteal heals both.
    m = scenario({"cy": "c4", "dax": "c5"}, hands=[["cy-double"]])
    answer(m, "play:cy-double@cy", "target:dax")
    assert damage(m, "dax") == 4
    m = scenario({"cy": "c4", "dax": "c5"}, hands=[["cy-drain"]], damage={"cy": 5})
    answer(m, "play:cy-drain@cy", "target:dax")
    assert damage(m, "dax") == 2 + 2 + 1
    assert damage(m, "cy") == 1
    causes = [d["cause"] for d in kinds(m.events, "damage")]
    assert causes == ["attack", "double", "poison"]


def test_damage_to_a_chosen_enemy_and_to_each_champion_around() -> None:
    m = scenario({"cy": "c4", "dax": "c6", "fin": "c7"}, hands=[["cy-zap"]])
    answer(m, "play:cy-zap@cy", "use")
    assert ids(m) == ("choose:dax", "choose:fin")
    answer(m, "choose:fin")
    assert damage(m, "fin") == 2
    m = scenario({"cy": "c4", "dax": "c5", "ava": "c3"}, hands=[["cy-nova"]])
    answer(m, "play:cy-nova@cy", "use")
    assert (damage(m, "dax"), damage(m, "ava"), damage(m, "cy")) == (1, 1, 1)


def test_choose_an_ally_never_offers_the_cards_own_champion() -> None:
    # RULES §6: "an ally" never includes the card's own champion (Spare Parts: heal 2 an ally within 2,
    # then +1 defence to an ally within 2).
    m = scenario(
        {"brassbolt": "d4", "gorlak": "b3", "mirelda": "e3", "fizzlewick": "i7"},
        teams=(("brassbolt", "gorlak", "mirelda"), ("fizzlewick", "borka", "brisket")),
        hands=[["brassbolt-spare-parts"]],
        damage={"brassbolt": 2, "gorlak": 2},
        library=load_library(bundled_content_root()),
    )
    answer(m, "play:brassbolt-spare-parts@brassbolt", "stop", "use", "amount:2")
    assert ids(m) == ("choose:gorlak", "choose:mirelda")
    answer(m, "choose:gorlak", "choose:mirelda")
    assert damage(m, "brassbolt") == 2 and damage(m, "gorlak") == 0
    assert kinds(m.events, "modifier")[-1]["champion"] == "mirelda"


def test_heal_removes_up_to_x_damage() -> None:
    m = scenario({"ava": "c4"}, hands=[["ava-mend"]], damage={"ava": 1})
    answer(m, "play:ava-mend@ava", "use", "amount:2")
    assert damage(m, "ava") == 0


def test_heal_and_draw_in_a_skill_are_up_to_x() -> None:
    # RULES §7: Draw X (and every "up to X" keyword) lets the player choose 0..X in a skill too.
    m = scenario({"ava": "c4"}, hands=[["ava-mend"]], damage={"ava": 3})
    answer(m, "play:ava-mend@ava", "use")
    assert (
        m.decision is not None
        and m.decision.kind == "amount"
        and ids(m) == ("amount:0", "amount:1", "amount:2")
    )
    answer(m, "amount:1")
    assert damage(m, "ava") == 2
    m = scenario({"bo": "c4"}, hands=[["bo-step"]], decks=[["bo-shot", "bo-lob"], []])
    answer(m, "play:bo-step@bo", "stop", "use")
    assert ids(m) == ("amount:0", "amount:1")
    answer(m, "amount:0")
    assert m.state.players[0].hand == [] and len(m.state.players[0].deck) == 2


# --- statuses (RULES §7) -------------------------------------------------------------------


def test_stun_discards_a_card_of_that_champion_chosen_by_its_controller() -> None:
    m = scenario({"cy": "c4", "dax": "c6"}, hands=[["cy-hex"], ["dax-strike", "dax-spikes", "fin-duck"]])
    answer(m, "play:cy-hex@cy", "target:dax")
    assert m.decision is not None and m.decision.player == 1
    assert ids(m) == ("discard:dax-spikes", "discard:dax-strike")
    answer(m, "discard:dax-spikes")
    assert m.state.players[1].hand == ["dax-strike", "fin-duck"]
    assert m.state.players[1].discard == ["dax-spikes"]
    assert m.state.champions["dax"].rooted


def test_stun_without_a_card_of_that_champion_reveals_the_hand() -> None:
    m = scenario({"cy": "c4", "dax": "c6"}, hands=[["cy-hex"], ["fin-duck"]])
    answer(m, "play:cy-hex@cy", "target:dax")
    assert kinds(m.events, "stun") == [{"champion": "dax", "discarded": None, "revealed": ["fin-duck"]}]


def test_root_lasts_until_the_end_of_the_turn() -> None:
    m = scenario({"cy": "c4", "dax": "c6"}, hands=[["cy-hex"], []])
    answer(m, "play:cy-hex@cy", "target:dax")
    assert m.state.champions["dax"].rooted
    answer(m, "end-turn")
    assert not m.state.champions["dax"].rooted


# --- cards and cores -----------------------------------------------------------------------


def test_plan_puts_cards_on_top_in_the_chosen_order_and_draw_draws_up_to_x() -> None:
    m = scenario({"cy": "c4"}, hands=[["cy-plan", "cy-zap", "cy-nova", "cy-hex"]], decks=[["cy-drain"], []])
    answer(m, "play:cy-plan@cy", "use", "plan:cy-nova", "plan:cy-zap", "amount:1")
    p = m.state.players[0]
    # first chosen ends on top; draw 1 then takes it back
    assert p.deck == ["cy-drain", "cy-zap"]
    assert p.hand == ["cy-hex", "cy-nova"]
    m = scenario({"cy": "c4"}, hands=[["cy-plan", "cy-zap"]])
    answer(m, "play:cy-plan@cy", "use", "done", "amount:1")
    assert kinds(m.events, "draw") == []  # empty deck and discard: draws nothing, no error


def test_ready_core_readies_an_exhausted_core_of_the_chosen_colour() -> None:
    m = scenario({"dax": "c4"}, hands=[[], ["dax-recharge"]], active=1, exhausted=[[], ["red", "yellow"]])
    answer(m, "play:dax-recharge@dax", "use")
    assert ids(m) == ("core:red", "core:yellow", "core:blue")
    answer(m, "core:red")
    assert m.state.players[1].ready == {"red": True, "yellow": False, "blue": False}


# --- modifiers and control flow -------------------------------------------------------------


def test_strength_modifier_for_the_turn() -> None:
    m = scenario({"eve": "c4", "ava": "c6"}, hands=[[], ["eve-rally", "eve-poke"]], active=1)
    answer(m, "play:eve-rally@eve", "use", "play:eve-poke@eve", "target:ava")
    assert damage(m, "ava") == 2 + 2 - 1


def test_if_resolves_then_or_else() -> None:
    m = scenario(
        {"dax": "c4"},
        hands=[[], ["dax-check"]],
        active=1,
        damage={"dax": 3},
        decks=[[], ["dax-strike"]],
    )
    answer(m, "play:dax-check@dax", "use", "amount:2")
    assert damage(m, "dax") == 1
    m = scenario(
        {"dax": "c4"},
        hands=[[], ["dax-check"]],
        active=1,
        damage={"dax": 2},
        decks=[[], ["dax-strike"]],
    )
    answer(m, "play:dax-check@dax", "use", "amount:1")
    assert damage(m, "dax") == 2 and "dax-strike" in m.state.players[1].hand


def test_choose_one_resolves_the_chosen_mode() -> None:
    m = scenario({"dax": "c4"}, hands=[[], ["dax-choice"]], active=1, damage={"dax": 2})
    answer(m, "play:dax-choice@dax", "use")
    assert ids(m) == ("mode:0", "mode:1")
    answer(m, "mode:0", "amount:1")
    assert damage(m, "dax") == 1


def test_effect_on_a_champion_that_left_the_map_is_skipped_with_an_event() -> None:
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-shove"]], damage={"dax": 5})
    answer(m, "play:ava-shove@ava", "target:dax", "amount:2")
    assert where(m, "dax") == "gate"
    assert {"op": "push", "champion": "dax", "reason": "not on the map"} in kinds(m.events, "skipped")
