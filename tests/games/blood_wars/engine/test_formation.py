"""Troop Formation (BW §7, §18 scenarios 3 to 5): only legal steps are offered."""

from __future__ import annotations

from sfbkit.games.blood_wars.engine.definitions import RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch
from tests.games.blood_wars.engine.plain import scene

W = "p1:ww#1"


def _placed(match: BWMatch) -> list[str]:
    return match.state.players[0].battle[W]


def _place_all(match: BWMatch, card: str, times: int) -> None:
    for copy in range(1, times + 1):
        match.apply(f"place:p1:{card}#{copy}@{W}")


def test_scenario_3_the_legion_cap_of_a_full_match_is_six() -> None:
    match = scene([{"hand": ["le"] * 7, "warlords": ["ww"]}, {}], phase="assembly")
    _place_all(match, "le", 6)
    assert match.decision is not None
    assert all(not i.startswith("place:") for i in match.decision.ids)
    both = scene([{"hand": ["le"] * 7, "warlords": ["ww", "w2"]}, {}], phase="assembly")
    for copy in range(1, 7):
        both.apply(f"place:p1:le#{copy}@{W}")
    assert both.decision is not None
    assert "place:p1:le#7@p1:w2#1" in both.decision.ids
    assert f"place:p1:le#7@{W}" not in both.decision.ids


def test_scenario_4_a_partial_match_caps_four_and_one_alignment_per_hand() -> None:
    match = scene([{"hand": ["ne"] * 5 + ["le", "cg"], "warlords": ["ww"]}, {}], phase="assembly")
    assert match.decision is not None
    assert not any("p1:cg#1" in i for i in match.decision.ids)
    match.apply(f"place:p1:ne#1@{W}")
    assert match.decision is not None
    assert f"place:p1:le#1@{W}" not in match.decision.ids
    for copy in range(2, 5):
        match.apply(f"place:p1:ne#{copy}@{W}")
    assert match.decision is not None
    assert f"place:p1:ne#5@{W}" not in match.decision.ids


def test_scenario_4_with_colour_matching_neutral_fully_matches() -> None:
    colour = RulesetDef(alignment_match="colour")
    match = scene([{"hand": ["ne"] * 5 + ["cg"], "warlords": ["ww"]}, {}], colour, phase="assembly")
    for copy in range(1, 6):
        match.apply(f"place:p1:ne#{copy}@{W}")
    assert len(_placed(match)) == 5
    assert match.decision is not None
    assert not any("p1:cg#1" in i for i in match.decision.ids)


def _scenario_5() -> BWMatch:
    warlord = {"card": "ww", "battle_hand": ["le", "le", "le"]}
    return scene(
        [{"hand": ["i1", "i2", "s1", "pp", "i3"], "warlords": [warlord], "area": ["ff"]}, {}],
        phase="assembly",
    )


def test_scenario_5_one_attached_fate_per_legion_and_no_more_fates_than_legions() -> None:
    match = _scenario_5()
    ids = match.decision.ids if match.decision else ()
    assert f"place:p1:i1#1@{W}/p1:le#1" in ids
    assert not any("p1:i3#1" in i for i in ids)
    match.apply(f"place:p1:i1#1@{W}/p1:le#1")
    ids = match.decision.ids if match.decision else ()
    assert f"place:p1:i2#1@{W}/p1:le#1" not in ids
    assert f"place:p1:i2#1@{W}/p1:le#2" in ids
    match.apply(f"place:p1:i2#1@{W}/p1:le#2")
    match.apply(f"place:p1:pp#1@{W}")
    ids = match.decision.ids if match.decision else ()
    assert not any(i.startswith("place:p1:s1#1") for i in ids)
    assert "return:p1:le#3" not in ids
    assert "return:p1:le#1" in ids
    fork = match.fork()
    fork.apply("return:p1:le#1")
    assert {"p1:le#1", "p1:i1#1"} <= set(fork.state.players[0].hand)
    match.apply("done")
    match.apply(f"combat:p1:ff#1@{W}")
    assert match.decision is not None and match.decision.kind == "commit"
    assert "add:p1:s1#1" in match.decision.ids
    assert "add:p1:i3#1" not in match.decision.ids
    match.apply("add:p1:s1#1")
    committed = [e.data["card"] for e in match.events if e.kind == "committed"]
    assert committed == ["p1:s1#1"]
    # BW §10.6: the unopposed combat discarded the whole battle hand, the added support with it.
    assert "p1:s1#1" in match.state.players[0].discard
