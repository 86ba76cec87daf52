"""Deliberate breaks of the rules: each illegal answer is refused, each broken state is caught by the invariants."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sfbkit.games.blood_wars.engine.definitions import RulesetDef
from sfbkit.games.blood_wars.engine.invariants import broken
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.kit.errors import IllegalDecisionError
from tests.games.blood_wars.engine.plain import scene

W = "p1:ww#1"


def _assembly(hand: list[str], troop: list[Any] | None = None, **seat: Any) -> BWMatch:
    warlord = {"card": "ww", "battle_hand": troop or []}
    return scene([{"hand": hand, "warlords": [warlord], **seat}, {"warlords": ["bb"]}], phase="assembly")


def _action(seat: dict[str, Any], other: dict[str, Any] | None = None, **position: Any) -> BWMatch:
    return scene([{"hand": ["f1"], **seat}, other or {"warlords": ["bb"]}], **position)


def _intrigue(extra: dict[str, Any] | None = None) -> BWMatch:
    match = _action(
        {"warlords": ["aa", "fr"], "area": ["ff"], **(extra or {})},
        {"warlords": ["bb", {"card": "cc", "face_down": True}], "hand": ["oo"]},
    )
    match.apply("intrigue:p1:ff#1@p1:aa#1")
    return match


def _combat() -> BWMatch:
    match = _action(
        {
            "warlords": [{"card": "aa", "battle_hand": ["le"]}],
            "area": ["ff"],
            "hand": ["f1", "oo", "i3", "i1"],
        },
        {"warlords": [{"card": "w5", "battle_hand": ["cg4"]}]},
    )
    match.apply("combat:p1:ff#1@p1:aa#1")
    return match


def _six_legions() -> BWMatch:
    match = _assembly(["le"] * 7)
    for copy in range(1, 7):
        match.apply(f"place:p1:le#{copy}@{W}")
    return match


BREAKS: dict[str, tuple[Callable[[], BWMatch], str]] = {
    "a battle hand over the legion cap": (_six_legions, f"place:p1:le#7@{W}"),
    "a legion sharing no component with its warlord": (lambda: _assembly(["cg"]), f"place:p1:cg#1@{W}"),
    "two legion alignments in one hand": (lambda: _assembly(["le"], ["ne"]), f"place:p1:le#1@{W}"),
    "a fifth legion under a partial match": (lambda: _assembly(["ne"], ["ne"] * 4), f"place:p1:ne#5@{W}"),
    "two attached cards on one legion": (
        lambda: _assembly(["i2"], ["le", "le", {"card": "i1", "held_by": "le"}]),
        f"place:p1:i2#1@{W}/p1:le#1",
    ),
    "more fates than legions": (lambda: _assembly(["pp"], ["le", "i1"]), f"place:p1:pp#1@{W}"),
    "an attached card with no legion": (lambda: _assembly(["i1"]), f"place:p1:i1#1@{W}"),
    "a fate sharing no component with its legion": (
        lambda: _assembly(["i3"], ["le"]),
        f"place:p1:i3#1@{W}/p1:le#1",
    ),
    "an orders card in a battle hand": (lambda: _assembly(["oo"], ["le"]), f"place:p1:oo#1@{W}"),
    "a second copy of a unique legion in play": (
        lambda: scene(
            [{"hand": ["ule"], "warlords": ["ww"]}, {"warlords": [{"card": "w2", "battle_hand": ["ule"]}]}],
            phase="assembly",
        ),
        f"place:p1:ule#1@{W}",
    ),
    "a return that leaves more fates than legions": (
        lambda: _assembly([], ["le", "le", "pp", "pp"]),
        "return:p1:le#1",
    ),
    "a card placed from another player's hand": (
        lambda: _assembly([], [], discard=["le"]),
        f"place:p1:le#1@{W}",
    ),
    "a second unique battlefield in play": (
        lambda: _action({"hand": ["uf"], "warlords": ["aa"]}, {"area": ["uf"]}),
        "battlefield:p1:uf#1",
    ),
    "a challenge during muster-in": (
        lambda: _action({"warlords": ["aa"], "area": ["ff"], "turns": 2}),
        "intrigue:p1:ff#1@p1:aa#1",
    ),
    "a capture beyond captures_per_turn": (
        lambda: _action({"warlords": ["aa", "a2"], "area": ["ff"]}, captures_this_turn=1),
        "combat:p1:ff#1@p1:a2#1",
    ),
    "a challenge by a face-down warlord": (
        lambda: _action({"warlords": [{"card": "aa", "face_down": True}, "a2"], "area": ["ff"]}),
        "intrigue:p1:ff#1@p1:aa#1",
    ),
    "a challenge on another player's battlefield": (
        lambda: _action({"warlords": ["aa"], "area": ["ff"]}, {"area": ["f2"], "warlords": ["bb"]}),
        "intrigue:p2:f2#1@p1:aa#1",
    ),
    "a challenge led by another player's warlord": (
        lambda: _action({"warlords": ["aa"], "area": ["ff"]}),
        "intrigue:p1:ff#1@p2:bb#1",
    ),
    "a fate played outside its window": (
        lambda: _action({"warlords": ["aa"], "hand": ["f1", "oo"]}),
        "fate:p1:oo#1",
    ),
    "a permanent attach fate played from the hand": (
        lambda: _action({"warlords": ["aa"], "hand": ["f1", "i1"]}),
        "fate:p1:i1#1",
    ),
    "a stance with a face-down warlord": (_intrigue, "support:p2:cc#1"),
    "a stance with another player's warlord": (_intrigue, "oppose:p1:fr#1"),
    "a supporter in a combat": (_combat, "support:p2:w5#1"),
    "an orders card committed to a combat": (_combat, "add:p1:oo#1"),
    "a committed fate matching no legion": (_combat, "add:p1:i3#1"),
    "a second use of a cost-free ability in one challenge": (
        lambda: _free_twice(),
        "ability:p1:fr#1/1",
    ),
    "an ability of a warlord outside the challenge": (lambda: _caucus(), "ability:p2:bb#1/1"),
    "inducting a unique warlord already in play": (
        lambda: scene([{"hand": ["uw"]}, {"warlords": ["uw"]}], phase="resolution"),
        "induct:p1:uw#1",
    ),
    "culling a card from another player's hand": (
        lambda: scene([{"hand": ["xx"] * 9}, {"hand": ["xx"]}], phase="resolution"),
        "discard:p2:xx#1",
    ),
    "an answer after the match is over": (
        lambda: scene([{"victory_pool": ["f15"]}, {}], RulesetDef(vp_target=13), phase="victory"),
        "end-phase",
    ),
}


def _free_twice() -> BWMatch:
    match = _action(
        {"warlords": ["fr"], "area": ["ff"]},
        {"warlords": ["bb"]},
    )
    match.apply("intrigue:p1:ff#1@p1:fr#1")
    match.apply("oppose:p2:bb#1")
    match.apply("ability:p1:fr#1/1")
    return match


def _caucus() -> BWMatch:
    match = _action({"warlords": ["aa"], "area": ["ff"]}, {"warlords": ["bb", "c3"]})
    match.apply("intrigue:p1:ff#1@p1:aa#1")
    match.apply("oppose:p2:c3#1")
    return match


@pytest.mark.parametrize("name", sorted(BREAKS))
def test_an_illegal_answer_is_refused(name: str) -> None:
    build, answer = BREAKS[name]
    match = build()
    with pytest.raises(IllegalDecisionError):
        match.apply(answer)


def _corrupt_unique(match: BWMatch) -> None:
    state = match.state
    state.players[1].battle["p2:w2#1"].append(state.players[0].hand.pop())


CORRUPTIONS: dict[str, tuple[dict[str, Any], Callable[[BWMatch], None], str]] = {
    "a unique card twice in play": (
        {"hand": ["ule"], "warlords": [{"card": "ww", "battle_hand": ["ule"]}]},
        lambda m: m.state.players[0].battle["p1:ww#1"].append(m.state.players[0].hand.pop()),
        "unique card",
    ),
    "a lost card": ({"hand": ["le"]}, lambda m: m.state.players[0].hand.clear(), "not conserved"),
    "a copied card": (
        {"hand": ["le"]},
        lambda m: m.state.players[0].discard.append("p1:le#1"),
        "not conserved",
    ),
    "a legion over the cap": (
        {"hand": ["le"], "warlords": [{"card": "ww", "battle_hand": ["le"] * 6}]},
        lambda m: m.state.players[0].battle["p1:ww#1"].append(m.state.players[0].hand.pop()),
        "breaks BW §7.2 (cap)",
    ),
    "a shrunk victory pool": ({"victory_pool": ["ff"]}, lambda m: m.state.players[0].pool.clear(), "shrank"),
    "a capture beyond the limit": ({}, lambda m: setattr(m.state, "captures", 2), "captures this turn"),
    "a face-down card in a hand": (
        {"hand": ["le"]},
        lambda m: m.state.face_down.add("p1:le#1"),
        "face-down cards",
    ),
    "a win below the target": (
        {},
        lambda m: (
            setattr(m.state, "phase", "over"),
            setattr(m.state, "reason", "vp"),
            setattr(m.state, "winner", 0),
        ),
        "without a player at the target",
    ),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_a_broken_state_is_caught(name: str) -> None:
    seat, corrupt, message = CORRUPTIONS[name]
    match = scene([{"warlords": ["aa"], **seat}, {"warlords": ["bb"]}], phase="assembly")
    pools = [len(p.pool) for p in match.state.players]
    assert broken(match.engine, pools) == []
    corrupt(match)
    assert any(message in problem for problem in broken(match.engine, pools))
