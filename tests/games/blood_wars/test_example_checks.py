"""Examples inside card files name only cards, decks and rulesets the tree has, checked without the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sfbkit.games.blood_wars.content.library import validate_tree
from tests.games.blood_wars import deck_pack as pack


def test_a_misspelt_id_in_an_example_is_a_bad_reference_at_its_place(tmp_path: Path) -> None:
    example: dict[str, Any] = {
        "name": "w plays",
        "ruleset": "conflcit",
        "setup": {
            "seats": [
                {"warlords": [{"card": "w-0", "battle_hand": ["l-0", {"card": "l-9", "held_by": "l-0"}]}]},
                {"hand": ["b-0", "w-1"]},
            ]
        },
        "steps": [{"option": "end-phase"}],
    }
    warlord = {**pack.warlords("w", 5, 1)[0], "examples": [example]}
    cards = {
        "warlords": [warlord],
        "legions": pack.legions("l", 4, 1),
        "battlefields": pack.battlefields("b", 2, 1),
    }
    report = validate_tree(pack.write_tree(tmp_path, cards, {}))
    found = [(p.code, p.path, p.message) for p in report.problems]
    assert [(code, path) for code, path, _ in found] == [
        ("bad-reference", "warlords[0].examples[0].ruleset"),
        ("bad-reference", "warlords[0].examples[0].setup.seats[0].warlords[0].battle_hand[1]"),
        ("bad-reference", "warlords[0].examples[0].setup.seats[1].hand[1]"),
    ]
    assert "did you mean 'conflict'?" in found[0][2]
