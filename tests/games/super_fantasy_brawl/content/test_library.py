"""load_library builds the Library from a valid tree and raises ContentError listing every problem otherwise."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.kit.errors import ContentError
from sfbkit.kit.problems import InvalidContentError

VALID = Path(__file__).resolve().parent / "valid"


def test_a_valid_tree_loads_indexed_by_id() -> None:
    library = load_library(VALID)
    assert list(library.champions) == ["ironhide"]
    assert library.decks["ironhide"] == (
        "ironhide-shield-bash",
        "ironhide-long-throw",
        "ironhide-rally",
        "ironhide-brace",
        "ironhide-rockfall",
        "ironhide-quarry-step",
    )
    assert all(library.card_owner[card] == "ironhide" for card in library.cards)
    assert sum(token.count for token in library.traps) == 12
    assert sorted(library.challenges) == ["blood-in-the-sand", "hold-the-red"]
    assert list(library.arenas) == ["fabulosa"]
    assert list(library.rulesets) == ["standard"]
    assert library.root == VALID


def test_content_hash_is_stable_and_follows_the_bytes(tmp_path: Path) -> None:
    copy = tmp_path / "content"
    shutil.copytree(VALID, copy)
    first = load_library(copy).content_hash
    assert load_library(copy).content_hash == first
    ruleset = copy / "rulesets" / "standard.yaml"
    ruleset.write_text(
        ruleset.read_text(encoding="utf-8") + "# a comment changes the bytes\n", encoding="utf-8"
    )
    assert load_library(copy).content_hash != first


def test_every_problem_of_every_file_is_raised_at_once(tmp_path: Path) -> None:
    copy = tmp_path / "content"
    shutil.copytree(VALID, copy)
    champion = copy / "champions" / "ironhide.yaml"
    champion.write_text(
        champion.read_text(encoding="utf-8").replace("role: tank", "role: wall"), encoding="utf-8"
    )
    (copy / "cards" / "traps.yaml").unlink()
    ruleset = copy / "rulesets" / "standard.yaml"
    ruleset.write_text("id: standard\nname: Standard\nplayers: 3\n", encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        load_library(copy)
    assert isinstance(raised.value, InvalidContentError)
    problems = raised.value.problems
    assert [(problem.file, problem.code) for problem in problems] == [
        ("cards/traps.yaml", "missing-file"),
        ("champions/ironhide.yaml", "bad-value"),
        ("rulesets/standard.yaml", "bad-value"),
    ]
    assert "champions/ironhide.yaml:4:7: error[bad-value]: role:" in str(raised.value)


def test_a_missing_root_is_a_content_error(tmp_path: Path) -> None:
    with pytest.raises(ContentError):
        load_library(tmp_path / "nowhere")
