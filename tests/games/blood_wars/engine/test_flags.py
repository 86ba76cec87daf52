"""Every engine flag of BW §15 is data: each test fails when the engine ignores its flag."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from sfbkit.games.blood_wars.engine.definitions import CardDef, Definitions, FaceDown, RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.kit.errors import UsageError
from tests.games.blood_wars.engine.plain import PLAIN, scene

DEFAULT = RulesetDef()


def _ids(match: BWMatch) -> tuple[str, ...]:
    assert match.decision is not None
    return match.decision.ids


def _action(
    rules: RulesetDef, seat: dict[str, Any], other: dict[str, Any] | None = None, **kw: Any
) -> BWMatch:
    return scene([{"hand": ["f1"], **seat}, other or {"warlords": ["bb"]}], rules, **kw)


def test_vp_target() -> None:
    def over(rules: RulesetDef) -> bool:
        return scene([{"victory_pool": ["f15"]}, {"hand": ["f1"]}], rules, phase="victory").result is not None

    assert over(DEFAULT)
    assert not over(replace(DEFAULT, vp_target=19))


def test_muster_in() -> None:
    seat = {"warlords": ["aa"], "area": ["ff"], "turns": 3}
    assert "intrigue:p1:ff#1@p1:aa#1" in _ids(_action(DEFAULT, seat))
    assert "intrigue:p1:ff#1@p1:aa#1" not in _ids(_action(replace(DEFAULT, muster_in=4), seat))


def test_captures_per_turn() -> None:
    seat = {"warlords": ["aa"], "area": ["ff"]}
    assert "intrigue:p1:ff#1@p1:aa#1" not in _ids(_action(DEFAULT, seat, captures_this_turn=1))
    two = replace(DEFAULT, captures_per_turn=2)
    assert "intrigue:p1:ff#1@p1:aa#1" in _ids(_action(two, seat, captures_this_turn=1))


def test_challenge_targets() -> None:
    seat = {"warlords": ["aa"]}
    other = {"warlords": ["bb"], "area": ["f2"]}
    assert "intrigue:p2:f2#1@p1:aa#1" not in _ids(_action(DEFAULT, seat, other))
    assert "intrigue:p2:f2#1@p1:aa#1" in _ids(_action(replace(DEFAULT, challenge_targets="any"), seat, other))


def test_legion_cap() -> None:
    def offered(rules: RulesetDef) -> bool:
        warlord = {"card": "ww", "battle_hand": ["le"] * 6}
        match = scene([{"hand": ["le"], "warlords": [warlord]}, {}], rules, phase="assembly")
        return "place:p1:le#1@p1:ww#1" in _ids(match)

    assert not offered(DEFAULT)
    assert offered(replace(DEFAULT, legion_cap_full=7))


def test_alignment_match_colour_lets_a_neutral_component_match() -> None:
    def offered(rules: RulesetDef) -> bool:
        warlord = {"card": "ww", "battle_hand": ["ne"] * 4}
        return "place:p1:ne#1@p1:ww#1" in _ids(
            scene([{"hand": ["ne"], "warlords": [warlord]}, {}], rules, phase="assembly")
        )

    assert not offered(DEFAULT)
    assert offered(replace(DEFAULT, alignment_match="colour"))


def test_face_down_values() -> None:
    def totals(rules: RulesetDef) -> tuple[int, int]:
        seats: list[dict[str, Any]] = [
            {"warlords": ["a12"], "area": ["ff"], "hand": ["f1"], "deck": ["rr0"] * 4},
            {"warlords": ["bb"], "deck": ["rr0"] * 4},
        ]
        match = scene(seats, rules)
        match.apply("intrigue:p1:ff#1@p1:a12#1")
        match.apply("oppose:p2:bb#1")
        match.apply("ability:p1:a12#1/1")
        ballot = next(e for e in match.events if e.kind == "ballot")
        return ballot.data["challenging"]["total"], ballot.data["defending"]["total"]

    assert totals(DEFAULT) == (5, 4)
    assert totals(replace(DEFAULT, face_down=FaceDown(warlord_is=2))) == (2, 4)


def test_face_down_legion_and_warlord_cs() -> None:
    def total(rules: RulesetDef) -> int:
        seats: list[dict[str, Any]] = [
            {
                "warlords": [{"card": "a10", "battle_hand": [{"card": "le", "face_down": True}]}],
                "area": ["f16"],
            },
            {},
        ]
        match = scene(seats, rules)
        match.apply("combat:p1:f16#1@p1:a10#1")
        comparison = next(e for e in match.events if e.kind == "comparison")
        return int(comparison.data["challenging"]["total"])

    assert total(DEFAULT) == 3 + 1
    assert total(replace(DEFAULT, face_down=FaceDown(legion_cs=2))) == 3 + 2


def test_hand_limit_and_reinforcements() -> None:
    def culls(rules: RulesetDef) -> int:
        match = scene([{"hand": ["xx"] * 9}, {"hand": ["f1"]}], rules, phase="resolution")
        count = 0
        while match.decision is not None and match.decision.kind == "cull":
            match.apply(match.decision.ids[0])
            count += 1
        return count

    assert culls(DEFAULT) == 2
    assert culls(replace(DEFAULT, hand_limit=8)) == 1

    def drawn(rules: RulesetDef) -> int:
        match = scene([{"warlords": ["ww"], "hand": ["f1"]}, {}], rules, phase="opening")
        return next(e.data["amount"] for e in match.events if e.kind == "drew")

    assert drawn(DEFAULT) == 2
    assert drawn(replace(DEFAULT, reinforcements=3)) == 3


def test_first_turn_assembly() -> None:
    def assembly(rules: RulesetDef) -> bool:
        match = scene(
            [{"warlords": ["ww"], "hand": ["le", "f1"], "turns": 0}, {"turns": 0}], rules, phase="opening"
        )
        return match.decision is not None and match.decision.kind == "formation"

    assert not assembly(DEFAULT)
    assert assembly(replace(DEFAULT, first_turn_assembly=True))


def test_victory_check() -> None:
    def after_capture(rules: RulesetDef) -> BWMatch:
        seat = {"warlords": ["aa"], "area": ["f1"], "hand": ["f9"], "victory_pool": ["f8", "f2"]}
        match = scene([seat, {"hand": ["f1"]}], rules)
        match.apply("combat:p1:f1#1@p1:aa#1")
        return match

    assert after_capture(DEFAULT).result is None
    immediate = after_capture(replace(DEFAULT, victory_check="immediate"))
    assert immediate.result is not None and immediate.result.winner == 0
    assert immediate.state.phase == "over"


def test_round_limit() -> None:
    def at_limit(rules: RulesetDef) -> BWMatch:
        return scene([{"hand": ["f1"]}, {"hand": ["f1"]}], rules, phase="victory", active=2, round=3)

    assert at_limit(DEFAULT).result is None
    ended = at_limit(replace(DEFAULT, round_limit=3)).result
    assert ended is not None and ended.reason == "round_limit" and ended.winner is None


def _sparse() -> Definitions:
    cards = dict(PLAIN.cards)
    cards["lone"] = CardDef("lone", "Lone", "warlord", rr=1, alignment="LE", is_=5)
    deck = ("lone",) * 2 + ("xx",) * 38
    return Definitions(cards=cards, decks={"sparse": deck})


def _mulligans(rules: RulesetDef, seed: int) -> BWMatch:
    return new_match(_sparse(), decks=("sparse", "sparse"), ruleset=rules, seed=seed)


def test_mulligan() -> None:
    seed = next(s for s in range(50) if any(e.kind == "mulligan" for e in _mulligans(DEFAULT, s).events))
    assert not any(e.kind == "mulligan" for e in _mulligans(replace(DEFAULT, mulligan="none"), seed).events)
    optional = _mulligans(replace(DEFAULT, mulligan="optional"), seed)
    assert optional.decision is not None and optional.decision.kind == "mulligan"


def test_opening_hand() -> None:
    def opening(rules: RulesetDef) -> int:
        match = _mulligans(replace(rules, mulligan="none"), 0)
        return next(e.data["amount"] for e in match.events if e.kind == "drew" and e.data["why"] == "opening")

    assert opening(DEFAULT) == 6
    assert opening(replace(DEFAULT, opening_hand=4)) == 4


def test_players_range() -> None:
    with pytest.raises(UsageError, match="2 to 3 players"):
        new_match(_sparse(), decks=("sparse",) * 4, ruleset=replace(DEFAULT, players_max=3), seed=0)
