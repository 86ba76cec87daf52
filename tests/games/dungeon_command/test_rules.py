"""One test per numbered rule of DC §3-§14 that the scenarios of DC §18 do not already pin down."""

from __future__ import annotations

import dataclasses

import pytest

from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.definitions import (
    Definitions,
    Passive,
    PowerDef,
    RulesetDef,
)
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match
from sfbkit.geometry.square import parse
from tests.games.dungeon_command.driving import ids, kind, kinds, last, play, scenario, steps
from tests.games.dungeon_command.fixture_content import FIXTURES

ROOT = bundled_root()


def _on(match: DCMatch, square: str):  # type: ignore[no-untyped-def]
    creature = match.state.at(parse(square))
    assert creature is not None
    return creature


def _with_creature(defs: Definitions, card: str, **changes: object) -> Definitions:
    creatures = dict(defs.creatures)
    creatures[card] = dataclasses.replace(creatures[card], **changes)  # type: ignore[arg-type]
    return dataclasses.replace(defs, creatures=creatures, boards={})


# --- DC §3 setup -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def bundled_match() -> DCMatch:
    library = load_library(ROOT)
    return new_match(
        library,
        warbands=("lanternguard", "mirewood-brood"),
        battlefield="twin-vaults",
        ruleset="standard",
        seed=5,
    )


def test_dc_3_setup_asks_the_toss_winner_then_a_for_the_environment(bundled_match: DCMatch) -> None:
    match = bundled_match.fork()
    toss = match.decision
    assert toss is not None and toss.kind == "toss" and toss.ids == ("first", "second")
    assert toss.player == last(match, "toss")["winner"]
    play(match, "second")
    assert match.state.first == 1 - toss.player
    assert kind(match) == "environment" and match.decision is not None
    assert match.decision.player == match.state.first


def test_dc_3_chests_are_dealt_and_hands_drawn_before_a_deploys(bundled_match: DCMatch) -> None:
    match = play(bundled_match.fork(), "first", "dungeon")
    assert sorted(match.state.chests.values()) != [] and set(match.state.chests) == set(
        match.engine.board.treasure
    )
    for seat, player in enumerate(match.state.players):
        commander = match.engine.defs.commanders[player.commander]
        assert len(player.order_hand) == commander.starting_orders
        assert len(player.creature_hand) == commander.creature_hand, seat
    decision = match.decision
    assert decision is not None and decision.kind == "deploy" and decision.player == match.state.first
    assert "done" not in decision.ids  # at least one creature first
    area = match.engine.board.start_areas[0]
    assert all(parse(i.split("@")[1]) in area for i in decision.ids)


def test_dc_3_deploying_stays_within_leadership_then_hands_refill(bundled_match: DCMatch) -> None:
    match = play(bundled_match.fork(), "first", "dungeon")
    a = match.state.first
    while match.decision is not None and match.decision.kind == "deploy" and match.decision.player == a:
        play(match, next(i for i in ids(match) if i != "done"))
    assert match.engine.level_on_field(a) <= match.state.players[a].leadership
    while match.decision is not None and match.decision.kind == "deploy":
        play(match, ids(match)[-1])
    for player in match.state.players:
        assert len(player.creature_hand) == match.engine.defs.commanders[player.commander].creature_hand
    assert match.state.turn == 1 and match.state.active == a


def test_dc_3_mulligan_redraws_a_hand_with_nothing_deployable() -> None:
    creatures = dict(FIXTURES.creatures)
    bands = dict(FIXTURES.warbands)
    bands["t-heavy"] = dataclasses.replace(bands["t-red"], creatures=("t-footman",) + ("t-giant",) * 11)
    defs = dataclasses.replace(FIXTURES, creatures=creatures, warbands=bands, boards={})
    for seed in range(40):
        match = new_match(
            defs, warbands=("t-heavy", "t-red"), battlefield="twin-vaults", ruleset="standard", seed=seed
        )
        play(match, "first", "dungeon")
        if "mulligan" in kinds(match):
            assert (
                "t-footman" in match.state.players[0].creature_hand
                or "t-footman" in match.state.players[1].creature_hand
            )
            return
    raise AssertionError("no seed needed a mulligan")


# --- DC §4 the turn ------------------------------------------------------------------------


def test_dc_4_1_refresh_untaps_only_the_active_players_creatures_and_draws_one_order(
    defs: Definitions,
) -> None:
    match = scenario(
        defs,
        "A:t-footman@a1 tapped",
        "B:t-footman@a20 tapped",
        phase="refresh",
        order_decks=(("t-sidestep",), ()),
    )
    assert not _on(match, "a1").tapped and _on(match, "a20").tapped
    assert match.state.players[0].order_hand == ["t-sidestep"]


def test_dc_4_1_an_empty_order_deck_draws_nothing_unless_reshuffled(defs: Definitions) -> None:
    plain = scenario(
        defs, "A:t-footman@a1", "B:t-footman@a20", phase="refresh", order_discards=(("t-brace",), ())
    )
    assert plain.state.players[0].order_hand == []
    reshuffle = scenario(
        defs,
        "A:t-footman@a1",
        "B:t-footman@a20",
        phase="refresh",
        order_discards=(("t-brace",), ()),
        ruleset=RulesetDef(order_deck_empty="reshuffle"),
    )
    assert reshuffle.state.players[0].order_hand == ["t-brace"]
    assert "shuffle" in kinds(reshuffle)


def test_dc_4_4_an_empty_creature_deck_refills_nothing_unless_reshuffled(defs: Definitions) -> None:
    for flag, hand in (("no_draw", []), ("reshuffle", ["t-giant"])):
        match = scenario(
            defs,
            "A:t-footman@a1",
            "B:t-footman@a20",
            creature_discards=(("t-giant",), ()),
            leadership=(1, None),
            ruleset=RulesetDef(creature_deck_empty=flag),  # type: ignore[arg-type]
        )
        play(match, "end-phase")
        assert match.state.players[0].creature_hand == hand, flag


def test_dc_4_2_each_creature_activates_once_and_end_phase_skips_the_rest(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "A:t-footman@b1", "B:t-footman@a20")
    play(match, "activate:a1", "end")
    assert ids(match) == ["activate:b1", "end-phase"]
    play(match, "end-phase")
    assert match.state.active == 1


def test_dc_4_3_leadership_rises_and_caps_the_whole_battlefield(defs: Definitions) -> None:
    match = scenario(
        defs,
        "A:t-brute@a1",
        "B:t-footman@a20",
        leadership=(4, None),
        creature_hands=(("t-footman", "t-archer"), ()),
    )
    play(match, "end-phase")
    assert match.state.players[0].leadership == 5
    assert {i.split("@")[0] for i in ids(match) if i != "done"} == {"deploy:t-archer", "deploy:t-footman"}
    play(match, "deploy:t-archer@b1")
    assert match.state.active == 1  # 3 + 2 = 5: nothing more fits, so the phase ended


def _deploy_rows(defs: Definitions, start_rows: int, player: int) -> set[int]:
    """Returns the rows a deploying player is offered under ``start_area_rows``."""
    match = scenario(
        defs,
        "A:t-footman@h8",
        "B:t-footman@h13",
        active=player,
        creature_hands=(("t-archer",), ("t-archer",)),
        ruleset=RulesetDef(start_area_rows=start_rows),
    )
    play(match, "end-phase")
    return {parse(i.split("@")[1])[1] + 1 for i in ids(match) if i != "done"}


def test_dc_1_4_start_area_rows_narrows_a_listed_start_area_to_the_players_edge(defs: Definitions) -> None:
    wide = dataclasses.replace(
        defs.battlefields["twin-vaults"],
        start_areas=(
            frozenset((x, y) for x in range(20) for y in range(4)),
            frozenset((x, y) for x in range(20) for y in range(16, 20)),
        ),
    )
    widened = dataclasses.replace(defs, battlefields={**defs.battlefields, "twin-vaults": wide}, boards={})
    assert _deploy_rows(widened, 4, 0) == {1, 2, 3, 4}
    assert _deploy_rows(widened, 2, 0) == {1, 2}
    assert _deploy_rows(widened, 1, 0) == {1}
    assert _deploy_rows(widened, 1, 1) == {20}
    assert _deploy_rows(widened, 3, 1) == {18, 19, 20}
    assert _deploy_rows(defs, 4, 0) == {1, 2}  # the flag narrows; it never widens a listed area


def test_dc_4_4_cleanup_discards_down_to_the_order_hand_limit(defs: Definitions) -> None:
    match = scenario(
        defs,
        "A:t-footman@a1",
        "B:t-footman@a20",
        ruleset=RulesetDef(order_hand_limit=1),
        order_hands=(("t-brace", "t-heave"), ()),
    )
    play(match, "end-phase")
    assert kind(match) == "choice" and ids(match) == ["discard:t-brace", "discard:t-heave"]
    play(match, "discard:t-heave")
    assert match.state.players[0].order_hand == ["t-brace"]


def test_dc_4_5_the_active_player_orders_end_of_turn_effects(defs: Definitions) -> None:
    match = scenario(
        defs,
        "A:t-footman@j8 +10",
        "A:t-footman@k9",
        "B:t-footman@a20",
        commanders=("x-warden", "t-captain"),
    )
    play(match, "end-phase")
    assert kind(match) == "effect_order"
    assert len(ids(match)) == 3  # the warden's heal and two hazard squares
    assert match.decision is not None
    heal = next(o.id for o in match.decision.options if o.label == "Hold the Line")
    play(match, heal)  # the warden heals the soldier on j8 before the hazards strike
    assert _on(match, "j8").damage == 0


# --- DC §5 actions and timing ----------------------------------------------------------------


def test_dc_5_1_a_tapped_creature_still_moves_and_plays_minor_orders(defs: Definitions) -> None:
    match = scenario(
        defs, "A:t-footman@a1 tapped", "B:t-footman@a20", order_hands=(("t-sidestep", "t-heave"), ())
    )
    play(match, "activate:a1")
    assert ids(match) == ["move", "order:t-sidestep", "end"]


def test_dc_5_3_the_active_player_responds_first_then_the_defender(defs: Definitions) -> None:
    match = scenario(
        defs,
        "A:t-brute@e4",
        "A:t-footman@d4",
        "B:t-brute@e5",
        order_hands=(("x-guard",), ("t-brace",)),
    )
    play(match, "activate:e4", "attack:0")
    # before damage to B's brute: A has no usable Immediate (x-guard protects A's allies), B has t-brace
    assert kind(match) == "response" and match.decision is not None and match.decision.player == 1
    play(match, "pass")
    assert kind(match) == "cower"


def test_dc_5_3_in_a_window_the_active_player_goes_first(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "B:t-footman@a20", order_hands=(("x-haste",), ("x-haste",)))
    assert kind(match) == "response" and match.decision is not None and match.decision.player == 0
    play(match, "pass")
    assert kind(match) == "response" and match.decision is not None and match.decision.player == 1
    play(match, "pass")
    assert kind(match) == "activation"  # a single pass each closes the window


def test_dc_5_3_open_windows_offer_any_time_immediates(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "B:t-footman@a20", order_hands=((), ("x-haste",)))
    assert kind(match) == "response" and match.decision is not None and match.decision.player == 1
    assert ids(match) == ["pass", "order:x-haste@a20"]


# --- DC §6 movement ----------------------------------------------------------------------------


def test_dc_6_2_a_difficult_square_costs_two(defs: Definitions) -> None:
    match = play(scenario(defs, "A:t-footman@g6", "B:t-footman@a20"), "activate:g6", "move", "step:g7")
    assert last(match, "step")["left"] == 4


def test_dc_6_3_a_walker_passes_through_an_ally_but_not_an_enemy(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "A:t-footman@b2", "B:t-footman@t20")
    play(match, "activate:a1", "move")
    assert "b2" in steps(match)
    play(match, "step:b2")
    assert "stop" not in ids(match)  # it may not end on the ally
    blocked = play(
        scenario(defs, "A:t-footman@a1", "B:t-footman@b3", "B:t-footman@t20"), "activate:a1", "move"
    )
    assert "b3" not in steps(blocked)


def test_dc_6_7_burrowing_crosses_walls_and_cut_corners(defs: Definitions) -> None:
    mole = _with_creature(defs, "t-footman", keywords=frozenset({"burrowing"}))
    match = play(scenario(mole, "A:t-footman@d10", "B:t-footman@a20"), "activate:d10", "move")
    assert "d9" in steps(match)
    play(match, "step:e10")
    assert "f9" in steps(match) and "stop" in ids(match)
    play(match, "step:d9")
    assert "stop" not in ids(match)


def test_dc_6_10_a_push_only_takes_squares_farther_from_the_source(defs: Definitions) -> None:
    match = scenario(defs, "A:t-brute@h4", "B:t-footman@h5", order_hands=(("x-shove-away",), ()))
    play(match, "activate:h4", "order:x-shove-away")
    play(match, "take")  # 10 damage of 20 taken
    assert steps(match) == {"g6", "h6", "i6"}


# --- DC §7 terrain ------------------------------------------------------------------------------


def test_dc_7_every_square_flag_charges_each_hazard(defs: Definitions) -> None:
    match = scenario(defs, "A:t-brute@j7", "B:t-footman@a20", ruleset=RulesetDef(hazard_entry="every_square"))
    play(match, "activate:j7", "move", "step:j8", "take", "step:j9")
    assert kind(match) == "cower"


def test_dc_7_end_of_turn_hazard_also_hits_flyers(defs: Definitions) -> None:
    match = scenario(defs, "A:t-bat@j9", "B:t-footman@a20")
    play(match, "end-phase")
    assert kind(match) == "cower" and "t-bat@j9" in (match.decision.prompt if match.decision else "")


# --- DC §8 attacks ------------------------------------------------------------------------------


def test_dc_8_2_a_ranged_range_limits_targets(defs: Definitions) -> None:
    ranged = _with_creature(
        defs, "t-archer", attacks=(dataclasses.replace(defs.creatures["t-archer"].attacks[0], range=3),)
    )
    near = play(scenario(ranged, "A:t-archer@a1", "B:t-footman@a4"), "activate:a1")
    far = play(scenario(ranged, "A:t-archer@a1", "B:t-footman@a5"), "activate:a1")
    assert "attack:0" in ids(near) and "attack:0" not in ids(far)


def test_dc_8_3_no_dodge_without_cover(defs: Definitions) -> None:
    match = play(scenario(defs, "A:t-archer@f2", "B:t-footman@f5"), "activate:f2", "attack:0")
    assert kind(match) == "cower"


def test_dc_8_3_a_dodge_spares_only_the_dodger(defs: Definitions) -> None:
    match = scenario(
        defs, "A:t-archer@f2", "B:t-footman@f6", "B:t-footman@c4", order_hands=(("x-volley",), ())
    )
    play(match, "activate:f2", "order:x-volley", "target:f6", "target:c4")
    assert kind(match) == "response"
    play(match, "dodge:f6")
    assert kind(match) == "cower" and match.decision is not None and "c4" in match.decision.prompt


# --- DC §9 damage ------------------------------------------------------------------------------


def test_dc_9_1_damage_prevented_to_nothing_asks_no_cower(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@e4", "B:t-brute@e5", order_hands=((), ("t-brace",)))
    play(match, "activate:e4", "attack:0", "order:t-brace@e5")
    assert "damage_prevented" in kinds(match) and "cower" not in kinds(match)
    assert _on(match, "e5").damage == 0


def test_dc_9_3_destruction_costs_the_printed_level(defs: Definitions) -> None:
    match = scenario(defs, "A:t-giant@e4", "B:t-brute@e5")
    play(match, "activate:e4", "attack:0", "take")
    assert match.state.players[1].morale == 10 - 3


def test_dc_9_2_cower_blocks_effects_flag(defs: Definitions) -> None:
    plain = scenario(defs, "A:t-brute@h8", "B:t-brute@i8", order_hands=(("t-shove",), ()))
    play(plain, "activate:h8", "order:t-shove", "cower")
    assert kind(plain) == "step"  # the slide still applies
    blocked = scenario(
        defs,
        "A:t-brute@h8",
        "B:t-brute@i8",
        order_hands=(("t-shove",), ()),
        ruleset=RulesetDef(cower_blocks_effects=True),
    )
    play(blocked, "activate:h8", "order:t-shove", "cower")
    assert kind(blocked) == "activation_step"


# --- DC §10 orders and support ----------------------------------------------------------------


def test_dc_10_1_an_attack_order_needs_a_legal_first_target(defs: Definitions) -> None:
    match = play(
        scenario(defs, "A:t-brute@a1", "B:t-footman@a20", order_hands=(("t-heave",), ())), "activate:a1"
    )
    assert "order:t-heave" not in ids(match)


def test_dc_10_2_affinity_needs_no_support(defs: Definitions) -> None:
    match = scenario(defs, "A:t-spider@c2", "A:t-sage@d2", "B:t-footman@c6", order_hands=(("t-web",), ()))
    play(match, "activate:c2", "order:t-web")
    assert kind(match) == "response" or kind(match) == "cower" or kind(match) == "step"
    assert "support" not in kinds(match)
    assert not _on(match, "d2").tapped


# --- DC §11 powers ------------------------------------------------------------------------------


def test_dc_11_1_a_minor_power_is_used_once_per_activation(defs: Definitions) -> None:
    match = play(scenario(defs, "A:x-sentry@a1", "B:t-footman@a20"), "activate:a1")
    assert "power:1" in ids(match)
    play(match, "power:1", "step:b2")
    assert "power:1" not in ids(match)


def test_dc_11_1_an_immediate_tap_power_answers_its_trigger(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@e2", "B:x-sentry@e5")
    play(match, "activate:e2", "move", "step:e3", "step:e4")
    assert kind(match) == "response" and ids(match) == ["pass", "power:0@e5"]
    play(match, "power:0@e5")
    assert kind(match) == "cower" and _on(match, "e5").tapped


def test_dc_11_passive_counts_as_and_auras(defs: Definitions) -> None:
    aura = Passive(counts_as=frozenset({"flying"}))
    winged = _with_creature(defs, "t-sage", powers=(PowerDef("Levitate", "passive", passive=aura),))
    match = scenario(winged, "A:t-sage@c2", "B:t-footman@t20", order_hands=(("t-wingbeat",), ()))
    assert "order:t-wingbeat" in ids(play(match, "activate:c2"))


# --- DC §12 treasure ----------------------------------------------------------------------------


def test_dc_12_collecting_needs_the_square_itself(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@k7", "B:t-footman@a20")
    match.state.chests.pop(parse("k8"), None)
    match.state.tokens[parse("k8")] = 1
    assert "collect" not in ids(play(match, "activate:k7"))


def test_dc_12_morale_cap_starting_flag(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@k8", "B:t-footman@a20", ruleset=RulesetDef(morale_cap="starting"))
    match.state.tokens[parse("k8")] = 1
    match.state.chests.pop(parse("k8"), None)
    play(match, "activate:k8", "collect")
    assert match.state.players[0].morale == 10


# --- DC §13 end of game ---------------------------------------------------------------------------


def test_dc_13_2_higher_morale_wins_flag(defs: Definitions) -> None:
    match = scenario(
        defs, "B:t-footman@a20", morale=(12, 8), ruleset=RulesetDef(no_creatures_end="higher_morale_wins")
    )
    result = match.result
    assert result is not None and (result.winner, result.reason) == (0, "no_creatures")


def test_dc_13_3_the_turn_limit_gives_the_higher_morale(defs: Definitions) -> None:
    match = scenario(
        defs, "A:t-footman@a1", "B:t-footman@a20", morale=(7, 9), ruleset=RulesetDef(turn_limit=1)
    )
    play(match, "end-phase")
    result = match.result
    assert result is not None and (result.winner, result.reason, result.turns) == (1, "turn_limit", 1)


# --- DC §14 flags: corners and sight ---------------------------------------------------------------


def test_dc_14_corner_rule_none_lets_walkers_cut_wall_corners(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@f9", "B:t-footman@a20", ruleset=RulesetDef(corner_rule="none"))
    assert "e10" in steps(play(match, "activate:f9", "move"))


def test_dc_14_all_walls_cut_corners_outdoors_too(defs: Definitions) -> None:
    match = scenario(
        defs,
        "A:t-footman@f9",
        "B:t-footman@a20",
        environment="outdoor",
        ruleset=RulesetDef(corner_rule="all_walls"),
    )
    assert "e10" not in steps(play(match, "activate:f9", "move"))


def test_dc_14_los_pinch_either_blocks_a_grazed_corner(defs: Definitions) -> None:
    match = scenario(defs, "A:t-archer@e6", "B:t-footman@g8", ruleset=RulesetDef(los_pinch="either"))
    assert "attack:0" not in ids(play(match, "activate:e6"))


def test_granted_immobilized_stops_the_move_until_the_granters_next_turn(defs: Definitions) -> None:
    match = scenario(defs, "A:t-spider@c2", "B:t-footman@c6", order_hands=(("t-web",), ("t-sidestep",)))
    play(match, "activate:c2", "order:t-web", "take", "end")
    assert match.state.active == 1
    assert ids(play(match, "activate:c6")) == ["order:t-sidestep", "end"]  # no move
    assert [s.status for s in _on(match, "c6").statuses] == ["immobilized"]
    play(match, "end")
    assert match.state.active == 0 and _on(match, "c6").statuses == []


def test_dc_14_alternate_diagonal_cost_charges_every_second_diagonal(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "B:t-footman@t20", ruleset=RulesetDef(diagonal_cost="alternate"))
    play(match, "activate:a1", "move", "step:b2")
    assert last(match, "step")["left"] == 5
    play(match, "step:c3")
    assert last(match, "step")["left"] == 3
    play(match, "step:c4")  # straight into difficult c4: 2
    assert last(match, "step")["left"] == 1
    plain = play(
        scenario(defs, "A:t-footman@a1", "B:t-footman@t20"), "activate:a1", "move", "step:b2", "step:c3"
    )
    assert last(plain, "step")["left"] == 4


def test_dc_14_split_move_resumes_after_an_action(defs: Definitions) -> None:
    match = scenario(
        defs,
        "A:t-footman@a1",
        "B:t-footman@t20",
        order_hands=(("t-sidestep",), ()),
        ruleset=RulesetDef(split_move=True),
    )
    play(match, "activate:a1", "move", "step:a2", "step:a3", "stop")
    assert match.decision is not None and "move (4)" in [o.label for o in match.decision.options]
    play(match, "order:t-sidestep", "stop", "move")
    assert match.decision is not None and match.decision.movement is not None
    assert match.decision.movement.remaining == 4
    unsplit = scenario(defs, "A:t-footman@a1", "B:t-footman@t20", order_hands=(("t-sidestep",), ()))
    play(unsplit, "activate:a1", "move", "step:a2", "stop")
    assert "move" not in ids(unsplit)


def test_dc_17_6_an_enters_square_trigger_fires_on_the_step(defs: Definitions) -> None:
    from sfbkit.games.dungeon_command.engine.definitions import ChangeCounter, Trigger

    luck = PowerDef(
        "Treasure Sense",
        "trigger",
        (ChangeCounter("morale", "you", 1),),
        trigger=Trigger("enters_square", square_kind="treasure"),
    )
    seeker = _with_creature(defs, "t-footman", powers=(luck,))
    match = play(scenario(seeker, "A:t-footman@k6", "B:t-brute@t20"), "activate:k6", "move", "step:k7")
    assert match.state.players[0].morale == 10
    play(match, "step:k8")
    assert match.state.players[0].morale == 11 and last(match, "power_used")["power"] == "Treasure Sense"


def _with_commander(defs: Definitions, power: PowerDef) -> Definitions:
    captain = dataclasses.replace(defs.commanders["t-captain"], id="t-marshal", power=power)
    return dataclasses.replace(defs, commanders={**defs.commanders, "t-marshal": captain}, boards={})


def test_dc_11_2_an_activated_commander_power_is_used_once_per_turn(defs: Definitions) -> None:
    from sfbkit.games.dungeon_command.engine.definitions import ChangeCounter

    rally = PowerDef("Rally", "activated", (ChangeCounter("morale", "you", 1),), limit="once_per_turn")
    match = scenario(
        _with_commander(defs, rally),
        "A:t-footman@a1",
        "A:t-footman@c1",
        "B:t-footman@t20",
        commanders=("t-marshal", "t-captain"),
        order_hands=(("t-sidestep",), ()),
    )
    play(match, "activate:a1")
    assert "power:commander" in ids(match)
    play(match, "power:commander")
    assert match.state.players[0].morale == 11
    assert "power:commander" not in ids(match)
    play(match, "end", "activate:c1")
    assert "power:commander" not in ids(match)  # once per turn, not per activation


def test_dc_17_5_a_commander_aura_raises_the_order_level_of_soldiers_next_to_an_ally(
    defs: Definitions,
) -> None:
    from sfbkit.games.dungeon_command.engine.definitions import AdjacentTo, Aura, Filter

    ranks = Passive(
        auras=(
            Aura(
                Filter("ally", keyword="soldier"),
                stat="order_level",
                amount=1,
                condition=AdjacentTo("it", "ally"),
            ),
        )
    )
    marshal = _with_commander(defs, PowerDef("Close Ranks", "passive", passive=ranks))
    shove = ("t-shove",)  # level 2, str: a footman (level 1) needs one more level
    alone = scenario(
        marshal,
        "A:t-footman@e4",
        "B:t-footman@e5",
        commanders=("t-marshal", "t-captain"),
        order_hands=(shove, ()),
    )
    assert "order:t-shove" not in ids(play(alone, "activate:e4"))
    ranked = scenario(
        marshal,
        "A:t-footman@e4",
        "A:t-archer@d3",
        "B:t-footman@e5",
        commanders=("t-marshal", "t-captain"),
        order_hands=(shove, ()),
    )
    assert "order:t-shove" in ids(
        play(ranked, "activate:e4")
    )  # the archer lacks str: the aura made the level
