"""The twelve test scenarios of DC §18, each with its variants."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.movement import Mover
from sfbkit.geometry.square import label, parse
from tests.games.dungeon_command.driving import ids, kind, kinds, last, play, reachable_ends, scenario, steps


def _creature_on(match: DCMatch, square: str):  # type: ignore[no-untyped-def]
    creature = match.state.at(parse(square))
    assert creature is not None, f"no creature on {square}"
    return creature


def _shortest(match: DCMatch, start: str, goal: str, style: str) -> int | None:
    """Returns the fewest squares a creature on ``start`` needs to reach ``goal`` under a movement style."""
    creature = _creature_on(match, start)
    mover = Mover(match.engine, creature, style, None)  # type: ignore[arg-type]
    frontier, seen, distance = [creature.square], {creature.square}, 0
    while frontier:
        if parse(goal) in frontier:
            return distance
        distance += 1
        nxt = []
        for here in frontier:
            for square in mover.neighbours(here):
                if square not in seen and mover.enterable(here, square):
                    seen.add(square)
                    nxt.append(square)
        frontier = nxt
    return None


# --- T1 ---------------------------------------------------------------------------------


def test_t1_a_move_ends_on_entering_a_square_next_to_an_enemy(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@h2", "B:t-brute@h7")
    play(match, "activate:h2", "move", "step:h3", "step:h4", "step:h5")
    assert "h6" in steps(match)
    play(match, "step:h6")
    assert kind(match) == "activation_step" and "move" not in ids(match)
    assert last(match, "move_end") == {"creature": "t-footman@h6", "start": "h2", "squares": 4}


def test_t1_no_path_reaches_past_the_enemy(defs: Definitions) -> None:
    match = play(scenario(defs, "A:t-footman@h2", "B:t-brute@h7"), "activate:h2", "move")
    ends = reachable_ends(match)
    assert "h6" in ends
    assert "h8" not in ends and "g8" not in ends


def test_t1_a_step_onto_an_ally_next_to_the_enemy_is_not_offered(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@h2", "A:t-footman@h6", "B:t-brute@h7")
    play(match, "activate:h2", "move", "step:h3", "step:h4", "step:h5")
    assert "h6" not in steps(match)


# --- T2 ---------------------------------------------------------------------------------


def test_t2_a_move_starting_next_to_an_enemy_has_speed_1(defs: Definitions) -> None:
    match = play(scenario(defs, "A:t-footman@h6", "B:t-brute@h7"), "activate:h6", "move")
    assert steps(match) == {"g5", "h5", "i5", "g6", "i6", "i7"}
    assert "stop" in ids(match)
    assert reachable_ends(match) == {"g5", "h5", "i5", "g6", "i6", "i7", "h6"}


def test_t2_a_fixed_shift_is_not_reduced_and_does_not_stop(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@h6", "B:t-brute@h7", order_hands=(("t-sidestep",), ()))
    play(match, "activate:h6", "order:t-sidestep")
    assert kind(match) == "step"
    ends = reachable_ends(match)
    assert {"h8", "h9", "i9"} <= ends
    play(match, "step:i7", "step:h8")
    assert last(match, "step")["square"] == "h8"


# --- T3 ---------------------------------------------------------------------------------


def test_t3_outdoors_a_bat_flies_over_the_wall_and_opens_the_chest(defs: Definitions) -> None:
    match = scenario(defs, "A:t-bat@d10", environment="outdoor", chests={"d8": 2})
    play(match, "activate:d10", "move", "step:d9")
    assert "stop" not in ids(match)  # never ends on an outdoor wall
    play(match, "step:d8")
    opened = last(match, "chest_opened")
    assert opened == {"square": "d8", "value": 2, "tokens": 2}
    assert parse("d8") not in match.state.chests and match.state.tokens[parse("d8")] == 2


def test_t3_in_the_dungeon_the_bat_cannot_enter_the_wall_or_cross_the_cut_corner(defs: Definitions) -> None:
    match = play(scenario(defs, "A:t-bat@d10", chests={"d8": 2}), "activate:d10", "move")
    assert "d9" not in steps(match)
    play(match, "step:e10")
    assert "f9" not in steps(match)
    assert "d8" not in reachable_ends(scenario_move(defs, "A:t-bat@d10"))
    assert _shortest(scenario(defs, "A:t-bat@d10"), "d10", "d8", "fly") == 6


def scenario_move(defs: Definitions, creature: str) -> DCMatch:
    square = creature.split("@")[1]
    return play(scenario(defs, creature), f"activate:{square}", "move")


def test_t3_walking_routes_to_the_nook_outdoors_and_in_the_dungeon(defs: Definitions) -> None:
    outdoor = scenario(defs, "A:t-footman@d10", environment="outdoor")
    dungeon = scenario(defs, "A:t-footman@d10")
    assert _shortest(outdoor, "d10", "d8", "walk") == 4
    assert _shortest(dungeon, "d10", "d8", "walk") == 6


# --- T4 ---------------------------------------------------------------------------------


def test_t4_in_the_dungeon_a_cut_corner_is_not_adjacency(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@f9", "B:t-brute@e8")
    play(match, "activate:f9")
    assert ids(match) == ["move", "end"]  # no melee across the cut corner
    assert match.decision is not None and match.decision.options[0].label == "move (6)"
    play(match, "move")
    assert steps(match) == {"f8", "f10", "g8", "g9", "g10"}
    play(match, "step:f8")
    assert kind(match) == "activation_step"  # it had to stop next to the brute


def test_t4_the_brute_cannot_strike_across_the_cut_corner_either(defs: Definitions) -> None:
    match = scenario(defs, "A:t-brute@e8", "B:t-footman@f9")
    play(match, "activate:e8")
    assert "attack:0" not in ids(match)


def test_t4_outdoors_the_same_squares_are_adjacent(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@f9", "B:t-brute@e8", environment="outdoor")
    play(match, "activate:f9")
    assert "attack:0" in ids(match)
    play(match, "move")
    assert steps(match) == {"e10", "f8", "f10", "g9", "g10"}
    back = scenario(defs, "A:t-brute@e8", "B:t-footman@f9", environment="outdoor")
    assert "attack:0" in ids(play(back, "activate:e8"))


# --- T5 ---------------------------------------------------------------------------------


def _t5(defs: Definitions, *extra: str, footman: str = "B:t-footman@f6") -> DCMatch:
    return scenario(defs, "A:t-archer@f2", footman, "B:t-brute@f8", *extra)


def test_t5_only_the_creature_in_the_obstacle_is_in_sight(defs: Definitions) -> None:
    match = play(_t5(defs), "activate:f2", "attack:0")
    # a single legal target is taken without asking: the attack is declared on f6 at once
    assert last(match, "attack_declared")["targets"] == ["t-footman@f6"]


def test_t5_dodge_taps_the_defender_and_spares_it(defs: Definitions) -> None:
    match = play(_t5(defs), "activate:f2", "attack:0")
    assert kind(match) == "response" and match.decision is not None and match.decision.player == 1
    assert ids(match) == ["pass", "dodge:f6"]
    play(match, "dodge:f6")
    footman = _creature_on(match, "f6")
    assert footman.tapped and footman.damage == 0
    assert _creature_on(match, "f2").tapped
    assert "damage" not in kinds(match)


def test_t5_without_a_dodge_the_shot_destroys_the_footman(defs: Definitions) -> None:
    match = play(_t5(defs), "activate:f2", "attack:0", "pass")
    assert kind(match) == "cower" and ids(match) == ["take", "cower"]
    play(match, "take")
    assert last(match, "destroyed")["creature"] == "t-footman@f6"
    assert match.state.players[1].morale == 9


def test_t5_a_tapped_defender_cannot_dodge(defs: Definitions) -> None:
    match = play(_t5(defs, footman="B:t-footman@f6 tapped"), "activate:f2", "attack:0")
    assert kind(match) == "cower"


def test_t5_melee_cannot_be_dodged(defs: Definitions) -> None:
    match = scenario(defs, "A:t-brute@f7", "B:t-footman@f6", "B:t-brute@f8")
    play(match, "activate:f7", "attack:0", "target:f6")
    assert kind(match) == "cower"


def test_t5_grazing_a_corner_leaves_sight_open_but_a_pinch_blocks_it(defs: Definitions) -> None:
    graze = play(scenario(defs, "A:t-archer@e6", "B:t-footman@g8"), "activate:e6")
    assert "attack:0" in ids(graze)
    pinch = play(scenario(defs, "A:t-archer@p3", "B:t-footman@m6"), "activate:p3")
    assert "attack:0" not in ids(pinch)


# --- T6 ---------------------------------------------------------------------------------


def _t6(defs: Definitions, morale: int = 8, hand: tuple[str, ...] = ()) -> DCMatch:
    match = scenario(defs, "B:t-brute@e5 +10", "A:t-giant@e4", morale=(None, morale), order_hands=((), hand))
    return play(match, "activate:e4", "attack:0")


def test_t6_taking_40_destroys_the_brute(defs: Definitions) -> None:
    match = _t6(defs)
    assert ids(match) == ["take", "cower"]
    play(match, "take")
    assert match.state.players[1].morale == 5
    assert match.state.at(parse("e5")) is None


def test_t6_cowering_40_costs_4_morale_and_leaves_the_brute_as_it_was(defs: Definitions) -> None:
    match = play(_t6(defs), "cower")
    assert match.state.players[1].morale == 4
    brute = _creature_on(match, "e5")
    assert brute.damage == 10 and not brute.tapped


def test_t6_brace_prevents_10_and_taps_the_brute(defs: Definitions) -> None:
    match = _t6(defs, hand=("t-brace",))
    assert kind(match) == "response" and ids(match) == ["pass", "order:t-brace@e5"]
    play(match, "order:t-brace@e5")
    assert _creature_on(match, "e5").tapped
    assert kind(match) == "cower"
    assert match.decision is not None and "30" in match.decision.prompt
    taken = play(match.fork(), "take")
    assert taken.state.players[1].morale == 5 and taken.state.at(parse("e5")) is None
    cowered = play(match, "cower")
    assert cowered.state.players[1].morale == 5


def test_t6_cowering_to_zero_morale_loses_at_once(defs: Definitions) -> None:
    match = play(_t6(defs, morale=3), "cower")
    assert match.over
    result = match.result
    assert result is not None and result.winner == 0 and result.reason == "morale"


# --- T7 ---------------------------------------------------------------------------------


def _t7(defs: Definitions, brute: str) -> DCMatch:
    match = scenario(
        defs,
        "A:t-footman@h4",
        "B:t-footman@i5",
        "A:t-footman@g4",
        "A:t-archer@i4",
        "A:t-footman@h3 tapped",
        f"A:t-brute@{brute}",
        order_hands=(("t-heave",), ()),
    )
    return play(match, "activate:h4")


def test_t7_support_cannot_reach_the_level(defs: Definitions) -> None:
    assert "order:t-heave" not in ids(_t7(defs, "h6"))


def test_t7_support_reaches_the_level_with_the_brute(defs: Definitions) -> None:
    match = play(_t7(defs, "g5"), "order:t-heave")
    assert kind(match) == "support"
    assert sorted(ids(match)) == ["support:g4", "support:g5"]
    only_y = play(match.fork(), "support:g4")
    assert "done" not in ids(only_y)
    play(match, "support:g5")
    assert "done" in ids(match)
    play(match, "done")
    assert kind(match) == "cower" and match.decision is not None and match.decision.player == 1
    assert "30" in match.decision.prompt
    assert _creature_on(match, "h4").tapped and _creature_on(match, "g5").tapped
    assert not _creature_on(match, "g4").tapped


# --- T8 ---------------------------------------------------------------------------------


def _options(defs: Definitions, actor: str, *others: str, hand: tuple[str, ...]) -> list[str]:
    match = scenario(defs, actor, *others, order_hands=(hand, ()))
    return ids(play(match, f"activate:{actor.split('@')[1].split()[0]}"))


def test_t8_affinity_waives_level_and_ability(defs: Definitions) -> None:
    assert "order:t-web" in _options(defs, "A:t-spider@c2", "B:t-footman@c6", hand=("t-web",))


def test_t8_a_creature_with_the_ability_and_level_plays_it_alone(defs: Definitions) -> None:
    assert "order:t-web" in _options(defs, "A:t-sage@b2", "B:t-footman@c6", hand=("t-web",))


def test_t8_support_adds_levels_never_abilities(defs: Definitions) -> None:
    options = _options(defs, "A:t-brute@c2", "A:t-sage@d2", "B:t-footman@c6", hand=("t-web",))
    assert "order:t-web" not in options


def test_t8_requires_is_checked_for_any_orders(defs: Definitions) -> None:
    assert "order:t-wingbeat" in _options(defs, "A:t-bat@c2", "B:t-footman@t20", hand=("t-wingbeat",))
    assert "order:t-wingbeat" not in _options(defs, "A:t-sage@c2", "B:t-footman@t20", hand=("t-wingbeat",))


def test_t8_affinity_never_waives_requires(defs: Definitions) -> None:
    assert "order:t-skyweb" not in _options(defs, "A:t-spider@c2", "B:t-footman@t20", hand=("t-skyweb",))


# --- T9 ---------------------------------------------------------------------------------


def test_t9_entering_the_treasure_square_opens_it_and_collecting_gives_morale(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@k6", chests={"k8": 3}, order_hands=(("t-sidestep",), ()))
    play(match, "activate:k6", "move", "step:k7", "step:k8")
    assert last(match, "chest_opened") == {"square": "k8", "value": 3, "tokens": 3}
    play(match, "stop", "collect")
    assert match.state.players[0].morale == 11
    assert match.state.tokens[parse("k8")] == 2
    assert _creature_on(match, "k8").tapped
    assert ids(match) == ["order:t-sidestep", "end"]  # no second collect


def test_t9_a_later_creature_opens_nothing_new_and_collects_one(defs: Definitions) -> None:
    match = scenario(defs, "B:t-footman@k8", active=1, chests={"k8": 3})
    match.state.chests.pop(parse("k8"))
    match.state.tokens[parse("k8")] = 2
    play(match, "activate:k8", "collect")
    assert match.state.tokens[parse("k8")] == 1
    assert "chest_opened" not in kinds(match)
    assert match.state.players[1].morale == 11


def test_t9_a_flyer_passing_over_opens_the_chest(defs: Definitions) -> None:
    match = scenario(defs, "A:t-bat@j7", chests={"k8": 3})
    play(match, "activate:j7", "move", "step:k8", "step:l9")
    assert match.state.tokens[parse("k8")] == 3
    assert label(_creature_on(match, "l9").square) == "l9"


# --- T10 --------------------------------------------------------------------------------


def _t10(defs: Definitions) -> DCMatch:
    match = scenario(
        defs,
        "B:t-archer@h10 +10",
        "A:t-spider@h9",
        "A:t-footman@a1",
        "A:t-footman@b1",
        morale=(None, 2),
        order_hands=(("t-hit-and-run",), ()),
    )
    return play(match, "activate:h9", "order:t-hit-and-run")


def test_t10_morale_zero_ends_the_game_mid_card(defs: Definitions) -> None:
    match = _t10(defs)
    assert kind(match) == "cower"
    play(match, "take")
    assert match.over
    result = match.result
    assert result is not None and (result.winner, result.reason, result.morale) == (0, "morale", (10, 0))
    after = kinds(match, next(i for i, e in enumerate(match.events) if e.kind == "destroyed"))
    assert "move_start" not in after and "activation_start" not in after and "phase" not in after


def test_t10_cowering_keeps_the_game_going_and_the_spider_shifts(defs: Definitions) -> None:
    match = play(_t10(defs), "cower")
    assert match.state.players[1].morale == 1
    assert _creature_on(match, "h10").damage == 10
    assert kind(match) == "step"


# --- T11 --------------------------------------------------------------------------------


def _t11(defs: Definitions, hand: tuple[str, ...] = ("t-giant",) * 3) -> DCMatch:
    match = scenario(
        defs,
        "A:t-footman@j7 +10",
        "B:t-footman@a20",
        morale=(6, None),
        leadership=(4, None),
        creature_hands=(hand, ()),
        creature_decks=(("t-footman",), ()),
    )
    return play(match, "activate:j7", "move", "step:j8")


def test_t11_no_creature_at_the_end_check_loses(defs: Definitions) -> None:
    match = _t11(defs)
    assert kind(match) == "cower"
    play(match, "take")
    assert match.state.players[0].morale == 5
    assert match.over
    result = match.result
    assert result is not None and (result.winner, result.reason) == (1, "no_creatures")
    assert match.state.players[0].leadership == 5
    assert "deploy" not in kinds(match) and "draw_creature" not in kinds(match)


def test_t11_a_footman_in_hand_is_deployed_and_the_game_goes_on(defs: Definitions) -> None:
    match = play(_t11(defs, ("t-giant", "t-giant", "t-footman")), "take")
    assert kind(match) == "deploy"
    play(match, "deploy:t-footman@a1")
    assert not match.over and match.state.active == 1


def test_t11_cowering_the_hazard_keeps_the_footman(defs: Definitions) -> None:
    match = play(_t11(defs), "cower")
    assert match.state.players[0].morale == 5
    assert _creature_on(match, "j8").damage == 10


def test_t11_only_the_active_player_is_checked(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", creature_hands=((), ("t-footman",)))
    play(match, "end-phase")
    # B, with no creature at the end of A's turn, plays its turn and may deploy
    assert kind(match) == "deploy" and match.decision is not None and match.decision.player == 1
    assert match.state.turn == 2


# --- T12 --------------------------------------------------------------------------------


def test_t12_hazard_damage_once_per_activation_and_the_full_slide(defs: Definitions) -> None:
    match = scenario(defs, "A:t-brute@h8", "B:t-brute@i8", order_hands=(("t-shove",), ()))
    play(match, "activate:h8", "order:t-shove")
    assert kind(match) == "cower" and match.decision is not None and "10 damage" in match.decision.prompt
    play(match, "take", "step:j8")
    assert kind(match) == "cower"  # 10 on entering j8, a separate decision
    play(match, "take", "step:j9", "step:k9")
    brute = _creature_on(match, "k9")
    assert brute.damage == 20
    assert sum(1 for e in match.events if e.kind == "damage") == 2
    assert kind(match) == "activation_step"
    play(match, "end")
    # A's turn ends: B's brute on k9 takes nothing at A's cleanup
    assert match.state.active == 1 and brute.damage == 20
    play(match, "end-phase")
    assert kind(match) == "cower" and match.decision is not None and match.decision.player == 1
    play(match, "take")
    assert brute.damage == 30


def test_t12_walking_pays_2_per_hazard_and_takes_10_once(defs: Definitions) -> None:
    match = scenario(defs, "A:t-brute@j7")
    play(match, "activate:j7", "move", "step:j8", "take")
    assert last(match, "step")["left"] == 3
    play(match, "step:j9")
    assert last(match, "step")["left"] == 1
    assert sum(1 for e in match.events if e.kind == "damage") == 1
