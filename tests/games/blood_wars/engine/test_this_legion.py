"""``this_legion`` names the card itself if a legion, else the legion that holds it (BW §17)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.definitions import Ability, CardDef, RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.engine.scenario import new_scenario
from sfbkit.games.blood_wars.engine.values import legion_cs
from tests.games.blood_wars.engine.plain import PLAIN

MEDIC = CardDef(
    "md",
    "Medic",
    "fate",
    rr=1,
    subtype="support",
    placement="attach",
    abilities=(Ability("Mend", "combat", effects=({"op": "flip_up", "who": "this_legion"},)),),
)
VETERANS = CardDef(
    "vt",
    "Veterans",
    "legion",
    rr=1,
    alignment="LE",
    cs=4,
    abilities=(
        Ability("Dig In", "combat", cost="none", effects=({"op": "cs", "amount": 2, "who": "this_legion"},)),
    ),
)


def _battle(troop: list[Any]) -> BWMatch:
    defs = replace(PLAIN, cards={**PLAIN.cards, "md": MEDIC, "vt": VETERANS})
    seats = [
        {"warlords": [{"card": "aa", "battle_hand": troop}], "area": ["ff"], "turns": 3, "deck": ["xx"] * 8},
        {"warlords": ["bb"], "turns": 3, "deck": ["xx"] * 8},
    ]
    match = new_scenario(defs, Position.model_validate({"seats": seats}), RulesetDef())
    match.apply("combat:p1:ff#1@p1:aa#1")
    match.apply("oppose:p2:bb#1")
    return match


def test_a_held_fate_turns_its_holder_face_up() -> None:
    match = _battle([{"card": "le", "face_down": True}, {"card": "md", "held_by": "le"}])
    assert "p1:le#1" in match.state.face_down
    match.apply("ability:p1:md#1/1")
    flips = [e.data for e in match.events if e.kind == "flipped" and e.data["card"] == "p1:le#1"]
    assert flips[0] == {"card": "p1:le#1", "down": False}


def test_a_legion_names_itself() -> None:
    match = _battle(["vt"])
    assert legion_cs(match.engine, "p1:vt#1") == 4
    match.apply("ability:p1:vt#1/1")
    modified = [e.data for e in match.events if e.kind == "modified"]
    assert modified == [{"stat": "cs", "amount": 2, "card": "p1:vt#1", "by": "p1:vt#1"}]
