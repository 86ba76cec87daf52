"""The test fixture content of DC §18 and the default battlefield of DC §15, as compiled definitions."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.definitions import (
    AdjacentTo,
    Attack,
    AttackDef,
    BattlefieldDef,
    ChangeCounter,
    Choose,
    ChooseOne,
    CommanderDef,
    CreatureDef,
    CreatureIs,
    Damage,
    Definitions,
    DrawOrders,
    Each,
    ExtraDamage,
    Filter,
    ForEach,
    Grant,
    Heal,
    If,
    May,
    Modify,
    Move,
    OrderDef,
    PlacementDef,
    PowerDef,
    Prevent,
    RulesetDef,
    SetTapped,
    Slide,
    TileDef,
    Trigger,
    WarbandDef,
)
from sfbkit.geometry.square import parse, parse_range


def _tile(id_: str, rows: list[str]) -> TileDef:
    return TileDef(id_, len(rows[0]), len(rows), {"dungeon": tuple(rows), "outdoor": tuple(rows)})


TILES = {
    tile.id: tile
    for tile in (
        _tile(
            "sunken-hall",
            [
                "........",
                "..###...",
                "..#T..:.",
                "..#...:.",
                ".....O..",
                "........",
                "..::....",
                "........",
                "........",
                "........",
            ],
        ),
        _tile(
            "broken-gallery",
            [
                "..::....",
                "....^...",
                "..##....",
                ".....#..",
                ".....##.",
                "..O..#..",
                ".O......",
                "....::..",
                "........",
                "........",
            ],
        ),
        _tile("guard-niche", ["....", ".O..", "..:.", "....", "...."]),
        _tile("ember-pit", ["....", ".^^.", ".^T.", "...O", "...."]),
    )
}


def _placement(tile: str, at: str, rotation: int) -> PlacementDef:
    return PlacementDef(tile, parse(at), 0 if rotation == 0 else 180)


TWIN_VAULTS = BattlefieldDef(
    "twin-vaults",
    20,
    20,
    "choose",
    (
        _placement("sunken-hall", "a1", 0),
        _placement("guard-niche", "i1", 0),
        _placement("ember-pit", "i6", 0),
        _placement("broken-gallery", "m1", 0),
        _placement("broken-gallery", "a11", 180),
        _placement("ember-pit", "i11", 180),
        _placement("guard-niche", "i16", 180),
        _placement("sunken-hall", "m11", 180),
    ),
    (frozenset(parse_range("a1-t2")), frozenset(parse_range("a19-t20"))),
)


def _creature(
    id_: str, level: int, hp: int, speed: int, abilities: str, keywords: str, kind: str, damage: int
) -> CreatureDef:
    return CreatureDef(
        id_,
        id_,
        level,
        hp,
        speed,
        frozenset(abilities.split()),  # type: ignore[arg-type]
        frozenset(keywords.split()),
        (AttackDef(kind, damage),),  # type: ignore[arg-type]
    )


CREATURES = {
    c.id: c
    for c in (
        _creature("t-footman", 1, 20, 6, "str con", "human soldier", "melee", 10),
        _creature("t-archer", 2, 20, 6, "dex wis", "elf", "ranged", 20),
        _creature("t-brute", 3, 40, 5, "str con", "orc", "melee", 20),
        _creature("t-bat", 1, 10, 3, "dex", "beast flying", "melee", 10),
        _creature("t-spider", 1, 20, 6, "dex", "spider", "melee", 10),
        _creature("t-sage", 5, 30, 5, "int wis", "human caster", "ranged", 10),
        _creature("t-giant", 6, 80, 4, "str", "giant", "melee", 40),
    )
}

ORDERS = {
    o.id: o
    for o in (
        OrderDef("t-heave", "t-heave", 4, "str", "standard", (Attack("melee", 30),)),
        OrderDef(
            "t-web",
            "t-web",
            5,
            "int",
            "standard",
            (Attack("ranged", 10, then=(Grant("target", "immobilized", duration="until_your_next_turn"),)),),
            affinity=frozenset({"spider"}),
        ),
        OrderDef(
            "t-wingbeat",
            "t-wingbeat",
            1,
            "any",
            "minor",
            (Move("self", "shift", 2),),
            requires=frozenset({"flying"}),
        ),
        OrderDef("t-sidestep", "t-sidestep", 1, "any", "minor", (Move("self", "shift", 3),)),
        OrderDef(
            "t-brace",
            "t-brace",
            1,
            "con",
            "immediate",
            (Prevent(10),),
            trigger=Trigger("before_damage", to="self"),
        ),
        OrderDef(
            "t-shove", "t-shove", 2, "str", "standard", (Attack("melee", 10, then=(Slide("target", 3),)),)
        ),
        OrderDef(
            "t-hit-and-run",
            "t-hit-and-run",
            1,
            "any",
            "standard",
            (Attack("melee", 10), Move("self", "shift", 2)),
        ),
        OrderDef(
            "t-skyweb",
            "t-skyweb",
            3,
            "int",
            "minor",
            (Move("self", "shift", 1),),
            requires=frozenset({"flying"}),
            affinity=frozenset({"spider"}),
        ),
    )
}

EXTRA_ORDERS = {
    o.id: o
    for o in (
        OrderDef(
            "x-lunge",
            "x-lunge",
            2,
            "dex",
            "standard",
            (
                Attack(
                    "melee",
                    20,
                    extra=(ExtraDamage(AdjacentTo("target", "ally", 1), 10),),
                    then=(If(CreatureIs("damaged", "target"), (SetTapped("target", True),)),),
                ),
                Move("self", "shift", 2),
            ),
        ),
        OrderDef(
            "x-volley",
            "x-volley",
            2,
            "any",
            "standard",
            (Attack("ranged", 10, range=6, target=Choose(up_to=2)),),
        ),
        OrderDef(
            "x-rally",
            "x-rally",
            1,
            "any",
            "minor",
            (Heal(Choose(Filter("ally", within=3)), 10), DrawOrders("you", 1)),
        ),
        OrderDef(
            "x-shove-away",
            "x-shove-away",
            1,
            "str",
            "standard",
            (Attack("melee", 10, then=(Slide("target", 2, "away"),)),),
        ),
        OrderDef(
            "x-drag", "x-drag", 1, "any", "minor", (Slide(Choose(Filter("enemy", within=3)), 1, "towards"),)
        ),
        OrderDef(
            "x-curse",
            "x-curse",
            3,
            "wis",
            "standard",
            (Damage(Choose(Filter("enemy", within=5, in_los=True)), 20),),
        ),
        OrderDef(
            "x-warcry",
            "x-warcry",
            1,
            "cha",
            "minor",
            (ForEach(Each(Filter("ally", within=2)), (Modify("it", "melee_damage", 10, "this_turn"),)),),
        ),
        OrderDef(
            "x-gambit",
            "x-gambit",
            1,
            "any",
            "minor",
            (ChooseOne(((ChangeCounter("morale", "opponent", -1),), (May((Move("self", "walk", 2),)),))),),
        ),
        OrderDef(
            "x-guard",
            "x-guard",
            1,
            "con",
            "immediate",
            (Prevent(20),),
            trigger=Trigger("before_damage", to="ally"),
        ),
        OrderDef("x-haste", "x-haste", 1, "any", "immediate", (Move("self", "shift", 1),)),
    )
}

COMMANDERS = {
    "t-captain": CommanderDef("t-captain", "t-captain", 10, 5, 3, 4),
    "x-warden": CommanderDef(
        "x-warden",
        "x-warden",
        12,
        6,
        4,
        4,
        PowerDef(
            "Hold the Line",
            "trigger",
            (Heal(Each(Filter("ally", keyword="soldier")), 10),),
            trigger=Trigger("end_of_turn"),
        ),
    ),
}

_SENTRY = CreatureDef(
    "x-sentry",
    "x-sentry",
    2,
    30,
    4,
    frozenset({"str", "con"}),
    frozenset({"human", "soldier"}),
    (AttackDef("melee", 10), AttackDef("ranged", 10, 4)),
    (
        PowerDef(
            "Set the Pike",
            "tap",
            (Damage("event_creature", 10),),
            trigger=Trigger("enemy_moves_adjacent"),
        ),
        PowerDef("Step Aside", "minor", (Move("self", "shift", 1),)),
    ),
)

ALL_CREATURES = {**CREATURES, _SENTRY.id: _SENTRY}


def _band(id_: str, commander: str, creatures: list[str], orders: list[str]) -> WarbandDef:
    return WarbandDef(id_, id_, commander, tuple(creatures), tuple(orders))


WARBANDS = {
    "t-red": _band(
        "t-red",
        "t-captain",
        ["t-footman"] * 3
        + ["t-archer"] * 2
        + ["t-brute"] * 2
        + ["t-bat", "t-spider", "t-sage", "t-giant", "x-sentry"],
        [o for o in (*ORDERS, *EXTRA_ORDERS) for _ in range(2)][:36],
    ),
    "t-blue": _band(
        "t-blue",
        "x-warden",
        ["t-footman"] * 2
        + ["t-archer"] * 2
        + ["t-brute", "t-bat", "t-bat", "t-spider", "t-spider", "t-sage", "x-sentry", "x-sentry"],
        [o for o in (*EXTRA_ORDERS, *ORDERS) for _ in range(2)][:36],
    ),
}

FIXTURES = Definitions(
    creatures=ALL_CREATURES,
    orders={**ORDERS, **EXTRA_ORDERS},
    commanders=COMMANDERS,
    warbands=WARBANDS,
    tiles=TILES,
    battlefields={"twin-vaults": TWIN_VAULTS},
    rulesets={"standard": RulesetDef(), "capped": RulesetDef("capped", turn_limit=30)},
)
