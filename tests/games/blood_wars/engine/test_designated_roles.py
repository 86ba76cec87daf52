"""``designated`` triggers fire with the warlord's role in the challenge it joins (BW §8.3, §17)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.definitions import Ability, CardDef, RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.engine.scenario import new_scenario
from tests.games.blood_wars.engine.plain import PLAIN


def _herald(role: str) -> CardDef:
    trigger = Ability(
        "Answer the Call",
        "trigger",
        effects=({"op": "cs", "amount": 1, "who": "this_warlord"},),
        trigger="designated",
        roles=frozenset({role}),
    )
    return CardDef("rw", "Herald", "warlord", rr=1, alignment="CG", is_=6, cs=2, abilities=(trigger,))


def _declared(kind: str, role: str, p1: str, p2: str, stance: str) -> BWMatch:
    defs = replace(PLAIN, cards={**PLAIN.cards, "rw": _herald(role)})
    seats = [
        {"warlords": [p1], "area": ["ff"], "turns": 3, "deck": ["xx"] * 8},
        {"warlords": [p2], "turns": 3, "deck": ["xx"] * 8},
    ]
    match = new_scenario(defs, Position.model_validate({"seats": seats}), RulesetDef())
    match.apply(f"{kind}:p1:ff#1@p1:{p1}#1")
    match.apply(stance if stance == "neutral" else f"{stance}:p2:{p2}#1")
    return match


def _fired(match: BWMatch) -> list[str]:
    return [
        e.data["card"] for e in match.events if e.kind == "triggered" and e.data["trigger"] == "designated"
    ]


@pytest.mark.parametrize(
    ("kind", "role", "p1", "p2", "stance", "fires"),
    [
        ("intrigue", "challenger", "rw", "bb", "neutral", True),
        ("intrigue", "supporter", "rw", "bb", "neutral", False),
        ("intrigue", "supporter", "aa", "rw", "support", True),
        ("intrigue", "opposer", "aa", "rw", "oppose", True),
        ("intrigue", "defender", "aa", "rw", "oppose", False),
        ("combat", "challenger", "rw", "bb", "neutral", True),
        ("combat", "defender", "aa", "rw", "oppose", True),
        ("combat", "opposer", "aa", "rw", "oppose", False),
    ],
)
def test_a_designated_trigger_fires_only_for_its_role(
    kind: str, role: str, p1: str, p2: str, stance: str, fires: bool
) -> None:
    match = _declared(kind, role, p1, p2, stance)
    herald = "p1:rw#1" if p1 == "rw" else "p2:rw#1"
    assert _fired(match) == ([herald] if fires else [])
