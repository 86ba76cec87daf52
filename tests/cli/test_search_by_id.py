"""``sfbkit search`` finds a card by its exact id in every game, ranked before the cards its name words find."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.db.fields import TABLE as BW_TABLE
from sfbkit.kit.search.query import Or, Term, parse_query

GAMES = Path(__file__).resolve().parents[2] / "games"
TREES = {
    "super-fantasy-brawl": None,
    "dungeon-command": GAMES / "dungeon-command",
    "blood-wars": GAMES / "blood-wars",
}
# (a card id no name holds, a bare word whose cards come before it in library order)
CASES = {
    "super-fantasy-brawl": ("borka-hot-iron", "anvil"),
    "dungeon-command": ("brass-griffon", "bog"),
    "blood-wars": ("bailiff-wardens", "mire"),
}


def _found(game: str, query: str) -> list[str]:
    tree = TREES[game]
    args = ["search", "--format", "json", *(["--content", str(tree)] if tree else []), "--", query]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    return [card["id"] for card in json.loads(result.output)]


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_bare_id_finds_its_card(game: str) -> None:
    card, _ = CASES[game]
    assert _found(game, card) == [card]


@pytest.mark.parametrize("game", sorted(CASES))
def test_the_card_named_by_id_comes_first(game: str) -> None:
    card, word = CASES[game]
    by_name = _found(game, word)
    assert by_name and card not in by_name
    assert _found(game, f"{word} or {card}") == [card, *by_name]


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_negated_id_excludes_it_and_ranks_nothing(game: str) -> None:
    card, word = CASES[game]
    everything = _found(game, "")
    assert _found(game, f"-{card}") == [found for found in everything if found != card]
    assert _found(game, f"({word} or {card}) order:id") == sorted([card, *_found(game, word)])


def test_a_bare_word_is_a_name_or_an_exact_id() -> None:
    query = parse_query("Vell -x", BW_TABLE)
    assert query.filter is not None
    first = query.filter.nodes[0]  # type: ignore[union-attr]
    assert first == Or((Term("name", ":", "vell", 1), Term("id", "=", "vell", 1)))
    assert query.exact_ids == ("vell",)
