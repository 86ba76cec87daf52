"""Plain test cards for BW §18 scenarios (no abilities unless given) and a scenario builder."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.definitions import Ability, CardDef, Definitions, RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.engine.scenario import new_scenario

FLIP_DRAW = Ability("Quick Study", "intrigue", effects=({"op": "draw", "amount": 1},))
OWN_PLUS_2 = Ability("Rally", "combat", effects=({"op": "cs", "amount": 2, "who": "own_side"},))
OPPOSING_MINUS_1 = Ability("Harry", "combat", effects=({"op": "cs", "amount": -1, "who": "opposing_side"},))


def _cards() -> dict[str, CardDef]:
    cards = [
        CardDef("aa", "A", "warlord", rr=1, alignment="LE", is_=10, cs=3),
        CardDef("ww", "W", "warlord", rr=1, alignment="LE", is_=10, cs=3),
        CardDef("w2", "W2", "warlord", rr=1, alignment="LE", is_=8, cs=2),
        CardDef("a2", "A2", "warlord", rr=1, alignment="LE", is_=7, cs=2),
        CardDef("bb", "B", "warlord", rr=1, alignment="CG", is_=4),
        CardDef("cc", "C", "warlord", rr=1, alignment="CG", is_=12),
        CardDef("dd", "D", "warlord", rr=1, alignment="CG", is_=9),
        CardDef("a12", "A12", "warlord", rr=1, alignment="LE", is_=12, abilities=(FLIP_DRAW,)),
        CardDef("b8", "B8", "warlord", rr=1, alignment="CG", is_=8),
        CardDef("c3", "C3", "warlord", rr=1, alignment="CG", is_=3, abilities=(FLIP_DRAW,)),
        CardDef("uw", "Unique W", "warlord", rr=1, alignment="LE", is_=6, unique=True),
        CardDef("le", "LE legion", "legion", rr=1, alignment="LE", cs=6),
        CardDef("le5", "LE legion 5", "legion", rr=1, alignment="LE", cs=5),
        CardDef("a10", "A10", "warlord", rr=1, alignment="LE", is_=10, cs=3, abilities=(OWN_PLUS_2,)),
        CardDef("l1", "L1", "legion", rr=1, alignment="LE", cs=6, abilities=(OPPOSING_MINUS_1,)),
        CardDef("w5", "W5", "warlord", rr=1, alignment="CG", is_=5, cs=5),
        CardDef("cg4", "CG legion 4", "legion", rr=1, alignment="CG", cs=4),
        CardDef("le4", "LE legion 4", "legion", rr=1, alignment="LE", cs=4),
        CardDef("ne", "NE legion", "legion", rr=1, alignment="NE", cs=3),
        CardDef("cg", "CG legion", "legion", rr=1, alignment="CG", cs=5),
        CardDef("ule", "Unique LE legion", "legion", rr=1, alignment="LE", cs=2, unique=True),
        CardDef("i1", "Item 1", "fate", rr=1, subtype="item", item_kind="mundane", placement="attach"),
        CardDef("i2", "Item 2", "fate", rr=1, subtype="item", item_kind="mundane", placement="attach"),
        CardDef("s1", "Support 1", "fate", rr=1, subtype="support", placement="attach"),
        CardDef("pp", "Spell P", "fate", rr=1, subtype="spell", use="one_shot", placement="battle_hand"),
        CardDef(
            "i3",
            "Item CG",
            "fate",
            rr=1,
            alignment="CG",
            subtype="item",
            item_kind="mundane",
            placement="attach",
        ),
        CardDef("ff", "F", "battlefield", rr=1, alignment="NN", vp=4),
        CardDef("f1", "F1", "battlefield", rr=1, alignment="NN", vp=2),
        CardDef("f2", "F2", "battlefield", rr=1, alignment="NN", vp=3),
        CardDef("f8", "F8", "battlefield", rr=1, alignment="NN", vp=8),
        CardDef("f9", "F9", "battlefield", rr=1, alignment="NN", vp=9),
        CardDef("f15", "F15", "battlefield", rr=1, alignment="NN", vp=15),
        CardDef("f16", "F16", "battlefield", rr=1, alignment="NN", vp=16),
        CardDef("uf", "Unique F", "battlefield", rr=1, alignment="NN", vp=2, unique=True),
        CardDef("xx", "Filler", "legion", rr=0, alignment="NN", cs=1),
        CardDef(
            "oo", "Orders", "fate", rr=1, subtype="orders", use="one_shot", timing=frozenset({"declared"})
        ),
        CardDef("ta", "Tactic", "fate", rr=1, subtype="orders", use="one_shot", timing=frozenset({"action"})),
        CardDef(
            "fr",
            "Free Study",
            "warlord",
            rr=1,
            alignment="LE",
            is_=6,
            abilities=(Ability("Free", "intrigue", cost="none", effects=({"op": "draw", "amount": 1},)),),
        ),
    ]
    cards += [CardDef(f"rr{n}", f"RR {n}", "legion", rr=n, alignment="NN", cs=1) for n in range(10)]
    return {card.id: card for card in cards}


PLAIN = Definitions(cards=_cards())


def scene(seats: list[dict[str, Any]], rules: RulesetDef | None = None, **position: Any) -> BWMatch:
    """Returns a match at a scenario position; every seat is past muster-in unless it says otherwise."""
    filled = [{"turns": 3, "deck": ["xx"] * 8, **seat} for seat in seats]
    model = Position.model_validate({"seats": filled, **position})
    return new_scenario(PLAIN, model, rules or RulesetDef())
