"""The load-time checks of BW §17: challenge-only names, cancel timing, located at the offending step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.blood_wars.content.library import validate_tree
from tests.games.blood_wars import deck_pack as pack

BASE: dict[str, list[dict[str, Any]]] = {
    "warlords": pack.warlords("w", 5, 1),
    "legions": pack.legions("l", 5, 1),
    "battlefields": pack.battlefields("b", 2, 1),
}


def _codes(tmp_path: Path, **extra: list[dict[str, Any]]) -> list[tuple[int, int, str]]:
    report = validate_tree(pack.write_tree(tmp_path, {**BASE, **extra}, {}))
    return [(p.line, p.column, p.code) for p in report.problems]


def _fate(timing: list[str], effects: list[Any]) -> dict[str, Any]:
    return {"id": "f-0", "name": "F", "subtype": "orders", "rr": 1, "timing": timing, "effects": effects}


@pytest.mark.parametrize(
    ("timing", "effects", "codes"),
    [
        (["caucus"], [{"is": {"amount": 2, "who": "challenger"}}], []),
        (["action"], [{"is": {"amount": 2, "who": "challenger"}}], ["needs-challenge"]),
        (["any"], ["rr_bonus"], ["needs-challenge"]),
        (["declared"], ["cancel_challenge"], []),
        (["action", "declared"], ["cancel_challenge"], ["cancel-timing"]),
        (["action"], [{"if": {"role": ["challenger"]}, "then": [{"draw": 1}]}], ["needs-challenge"]),
        (["action"], [{"draw": {"amount": 1, "player": "each_opposer"}}], ["needs-challenge"]),
        (["action"], [{"draw": {"amount": 1, "player": "each_player"}}], []),
    ],
)
def test_fates_name_challenge_parts_only_in_challenge_windows(
    tmp_path: Path, timing: list[str], effects: list[Any], codes: list[str]
) -> None:
    assert [code for _, _, code in _codes(tmp_path, fates=[_fate(timing, effects)])] == codes


def test_abilities_in_a_certain_challenge_may_name_its_parts(tmp_path: Path) -> None:
    warlord = {
        **BASE["warlords"][0],
        "abilities": [
            {"name": "a", "kind": "intrigue", "effects": [{"is": {"amount": -3, "who": "opposing_side"}}]},
            {"name": "b", "kind": "trigger", "trigger": "challenge_failed", "effects": [{"draw": 1}]},
            {
                "name": "c",
                "kind": "trigger",
                "trigger": "turn_start",
                "effects": [{"cs": {"amount": 1, "who": "own_side"}}],
            },
            {"name": "d", "kind": "trigger", "trigger": "challenge_failed", "effects": ["cancel_challenge"]},
        ],
    }
    problems = _codes(tmp_path, warlords=[warlord])
    assert [code for _, _, code in problems] == ["needs-challenge", "cancel-timing"]
    assert problems[0][0] > 1


def test_a_passive_may_modify_its_side(tmp_path: Path) -> None:
    legion = {
        **BASE["legions"][0],
        "abilities": [{"name": "p", "kind": "passive", "passive": {"cs": 1, "to": "own_side"}}],
    }
    assert _codes(tmp_path, legions=[legion]) == []
