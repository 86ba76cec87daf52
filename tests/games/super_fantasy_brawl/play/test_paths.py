"""``path:`` steps answer the step decisions of one movement; its closing stop never stops the next movement."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script

HEADER = """\
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  positions: {borka: c5, gorlak: g3}
  hands: [[borka-two-steps], []]
  traps: {}
steps:
  - play: borka-two-steps
  - use
"""


@pytest.fixture(scope="module")
def two_moves(library: Library) -> Library:
    """The bundled content plus a skill of two moves in a row, with no decision between them."""
    card = ActionCard.model_validate(
        {
            "id": "borka-two-steps",
            "name": "Two Steps",
            "type": "skill",
            "core": "yellow",
            "effects": [{"move": 1}, {"move": 1}],
        }
    )
    return dataclasses.replace(
        library,
        cards={**library.cards, card.id: card},
        card_owner={**library.card_owner, card.id: "borka"},
        decks={**library.decks, "borka": (*library.decks["borka"], card.id)},
    )


@pytest.mark.parametrize(
    ("steps", "end"),
    [
        ("  - path: [c4]\n  - path: [d4]\n", "d4"),
        ("  - path: [c4]\n  - stop\n", "c4"),
        ("  - path: [c4]\n  - path: []\n", "c4"),
    ],
    ids=["path", "stop", "empty-path"],
)
def test_a_used_up_move_leaves_the_next_move_to_the_next_step(
    write_script: Callable[..., Path], two_moves: Library, steps: str, end: str
) -> None:
    expect = f"  - expect:\n      hexes: {{borka: {end}}}\n      decision: action\n"
    outcome = run_script(load_script(write_script(HEADER + steps + expect)), two_moves)
    assert [d.option for d in outcome.recording.decisions][2:] == [
        "step:c4",
        *(["step:d4"] if end == "d4" else ["stop"]),
    ]


def test_a_shorter_move_still_ends_with_its_stop(
    write_script: Callable[..., Path], two_moves: Library
) -> None:
    script = (
        HEADER.split("steps:")[0] + "steps:\n  - action: {standard: move2, champion: borka}\n  - path: [c4]\n"
    )
    outcome = run_script(
        load_script(write_script(script + "  - expect: {hexes: {borka: c4}, decision: action}\n")), two_moves
    )
    assert [d.option for d in outcome.recording.decisions] == ["std:move:red@borka", "step:c4", "stop"]
