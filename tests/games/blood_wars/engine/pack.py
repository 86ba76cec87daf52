"""A test pack of Blood Wars cards and decks, built through the content models and compiled for the engine."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.content.battlefield import Battlefield
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.legion import Legion
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.games.blood_wars.content.warlord import Warlord
from sfbkit.games.blood_wars.engine.compile import card, ruleset
from sfbkit.games.blood_wars.engine.definitions import CardDef, Definitions, RulesetDef

ALIGNMENTS = ("LE", "CG", "NN", "LG")


def _warlords(a: str) -> list[dict[str, Any]]:
    low = a.lower()
    return [
        {
            "id": f"{low}-lord",
            "name": f"{a} Lord",
            "alignment": a,
            "is": 11,
            "cs": 3,
            "rr": 4,
            "abilities": [
                {"name": "Sway", "kind": "intrigue", "effects": [{"is": {"amount": 3, "who": "own_side"}}]},
                {"name": "Rally", "kind": "combat", "effects": [{"cs": {"amount": 4, "who": "own_side"}}]},
            ],
        },
        {
            "id": f"{low}-schemer",
            "name": f"{a} Schemer",
            "alignment": a,
            "is": 9,
            "rr": 6,
            "unique": True,
            "abilities": [
                {
                    "name": "Whisper",
                    "kind": "intrigue",
                    "effects": [{"is": {"amount": -2, "who": {"choose": "warlord", "side": "opposing"}}}],
                },
                {"name": "Ledger", "kind": "intrigue", "cost": "none", "effects": [{"draw": 1}]},
                {"name": "Patron", "kind": "passive", "passive": {"legion_cap": 1}},
                {
                    "name": "Spite",
                    "kind": "trigger",
                    "trigger": {"on": "challenge_failed", "role": ["opposer", "defender"]},
                    "effects": [{"discard": {"amount": 1, "player": "turn_player", "chooser": "random"}}],
                },
            ],
        },
    ]


def _legions(a: str) -> list[dict[str, Any]]:
    low = a.lower()
    return [
        {"id": f"{low}-spears", "name": f"{a} Spears", "alignment": a, "cs": 5, "rr": 2},
        {
            "id": f"{low}-riders",
            "name": f"{a} Riders",
            "alignment": a,
            "cs": 4,
            "rr": 7,
            "abilities": [
                {"name": "Charge", "kind": "combat", "effects": [{"cs": {"amount": 3, "who": "own_side"}}]},
                {"name": "Banner", "kind": "passive", "passive": {"cs": 1, "to": "this_card"}},
            ],
        },
        {
            "id": f"{low}-guard",
            "name": f"{a} Guard",
            "alignment": a,
            "cs": 3,
            "rr": 1,
            "abilities": [
                {
                    "name": "Hold",
                    "kind": "combat",
                    "effects": [{"cs": {"amount": -2, "who": "opposing_side"}}, {"rr_bonus": "own_side"}],
                },
                {"name": "Stubborn", "kind": "passive", "passive": {"immune": ["return_to_hand", "destroy"]}},
            ],
        },
    ]


BATTLEFIELDS: list[dict[str, Any]] = [
    {"id": "low-ford", "name": "Low Ford", "alignment": "NN", "vp": 2, "rr": 3},
    {"id": "old-keep", "name": "Old Keep", "alignment": "LN", "vp": 3, "rr": 5, "subtype": "site"},
    {"id": "grey-march", "name": "Grey March", "alignment": "NE", "vp": 4, "rr": 8, "subtype": "realm"},
    {
        "id": "bell-tower",
        "name": "Bell Tower",
        "alignment": "LG",
        "vp": 3,
        "rr": 2,
        "subtype": "town",
        "unique": True,
        "abilities": [
            {"name": "Echo", "kind": "passive", "passive": {"vp": -1}},
            {
                "name": "Toll",
                "kind": "trigger",
                "trigger": "battlefield_captured",
                "effects": [{"draw": 1}],
            },
        ],
    },
]

FATES: list[dict[str, Any]] = [
    {
        "id": "iron-helm",
        "name": "Iron Helm",
        "subtype": "item",
        "item_kind": "mundane",
        "rr": 1,
        "passive": {"cs": 2},
    },
    {
        "id": "seal-ring",
        "name": "Seal Ring",
        "subtype": "item",
        "item_kind": "magical",
        "rr": 9,
        "passive": {"is": 2},
    },
    {
        "id": "war-drum",
        "name": "War Drum",
        "subtype": "support",
        "rr": 3,
        "passive": {"cs": 1, "to": "own_side"},
    },
    {
        "id": "fire-hex",
        "name": "Fire Hex",
        "subtype": "spell",
        "rr": 5,
        "timing": ["battle", "caucus"],
        "effects": [{"cs": {"amount": 2, "who": "own_side"}}, {"is": {"amount": 1, "who": "own_side"}}],
    },
    {
        "id": "recall-writ",
        "name": "Recall Writ",
        "subtype": "orders",
        "rr": 0,
        "timing": ["declared"],
        "effects": ["cancel_challenge"],
    },
    {
        "id": "scouts-report",
        "name": "Scouts' Report",
        "subtype": "orders",
        "rr": 6,
        "timing": ["action"],
        "effects": [
            {"arrange": 2},
            {"choose_one": [[{"draw": 1}], [{"recover": {"amount": 1, "where": {"card_type": "legion"}}}]]},
        ],
    },
    {
        "id": "purge",
        "name": "Purge",
        "subtype": "orders",
        "rr": 4,
        "timing": ["action"],
        "effects": [
            {"destroy": {"who": {"choose": "legion", "side": "opposing"}}},
            {
                "if": {"vp": {"at_least": 3}},
                "then": [{"dead_book": {"who": {"choose": "fate", "side": "opposing"}}}],
            },
        ],
    },
    {
        "id": "court-spy",
        "name": "Court Spy",
        "subtype": "acolyte",
        "rr": 7,
        "timing": ["action"],
        "effects": [{"reveal": {"what": "command_hand", "player": {"choose": "player"}}}],
        "abilities": [
            {
                "name": "Watch",
                "kind": "trigger",
                "trigger": "turn_start",
                "if": {"hand_size": {"at_most": 3}},
                "effects": [{"draw": 1}],
            }
        ],
    },
    {
        "id": "muddle",
        "name": "Muddle",
        "subtype": "orders",
        "rr": 2,
        "timing": ["caucus", "action"],
        "effects": [
            {"flip_down": {"who": {"choose": "warlord", "side": "opposing"}}},
            {"return_to_hand": {"who": {"choose": "legion", "side": "any"}}},
            {"discard": {"amount": 1, "player": "each_player"}},
        ],
    },
]


def pack_cards() -> dict[str, CardDef]:
    """Returns every card of the pack, validated by the content models and compiled."""
    found: dict[str, CardDef] = {}
    for a in ALIGNMENTS:
        for data in _warlords(a):
            found[data["id"]] = card(Warlord.model_validate(data))
        for data in _legions(a):
            found[data["id"]] = card(Legion.model_validate(data))
    for data in BATTLEFIELDS:
        found[data["id"]] = card(Battlefield.model_validate(data))
    for data in FATES:
        found[data["id"]] = card(Fate.model_validate(data))
    return found


def _deck(a: str) -> tuple[str, ...]:
    low = a.lower()
    counts = {
        f"{low}-lord": 3,
        f"{low}-schemer": 2,
        f"{low}-spears": 3,
        f"{low}-riders": 3,
        f"{low}-guard": 3,
        "low-ford": 3,
        "old-keep": 3,
        "grey-march": 3,
        "bell-tower": 3,
        "iron-helm": 3,
        "seal-ring": 2,
        "war-drum": 2,
        "fire-hex": 2,
        "recall-writ": 1,
        "scouts-report": 1,
        "purge": 1,
        "court-spy": 1,
        "muddle": 1,
    }
    # A 40-card deck: pad with a second round of battlefields and legions.
    cards = [c for c, n in counts.items() for _ in range(n)]
    cards += [f"{low}-spears"] * 0
    return tuple(cards)


def rules(**flags: Any) -> RulesetDef:
    """Returns a ruleset compiled from the content model with some flags changed."""
    return ruleset(Ruleset.model_validate({"id": "test", "name": "Test", **flags}))


PRESETS = {"conflict": 13, "battle": 19, "campaign": 25}


def pack() -> Definitions:
    """Returns the pack: its cards, a deck per alignment and the three preset rulesets."""
    return Definitions(
        cards=pack_cards(),
        decks={a.lower(): _deck(a) for a in ALIGNMENTS},
        rulesets={name: rules(id=name, vp_target=vp) for name, vp in PRESETS.items()},
    )
