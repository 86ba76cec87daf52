"""The content formatter: canonical key order and layout, idempotent, comments kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.kinds import CHAMPION, DECK, kind_of
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import content_files
from sfbkit.kit.content.formatter import FormatFailure, comments, format_text
from sfbkit.kit.io.yaml_source import read_yaml

BUNDLED = content_files(bundled_content_root())


@pytest.mark.parametrize("path", BUNDLED, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_formatting_a_bundled_file_is_idempotent_and_keeps_comments_and_data(path: Path) -> None:
    raw = path.read_bytes()
    once = format_text(raw, kind_of(path))
    assert format_text(once.encode(), kind_of(path)) == once
    assert comments(once) == comments(raw.decode())
    assert read_yaml(once.encode()).data == read_yaml(raw).data


@pytest.mark.parametrize("path", BUNDLED, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_bundled_file_is_already_formatted(path: Path) -> None:
    raw = path.read_bytes()
    assert format_text(raw, kind_of(path)).encode() == raw, "run 'sfbkit fmt'"


UNORDERED_DECK = """\
# yaml-language-server: $schema=../schemas/deck.json
cards:
  # the first card
  - name: Anvil   # its name
    # the id comes first
    id: xx-anvil
    type: attack
    strength: 5
    # the colour of the core
    core: red
    targeting: {max: 3, kind: direct}

  # the second card
  - id: xx-nap
    effects:
      - choose_one:
          - - heal: 1
          - - draw: 1
    # a comment above the name
    name: "Nap"
    type: skill
    core: blue
champion: xx
"""

ORDERED_DECK = """\
# yaml-language-server: $schema=../schemas/deck.json
champion: xx
cards:
  # the first card
  - id: xx-anvil
    # the id comes first
    name: Anvil # its name
    type: attack
    # the colour of the core
    core: red
    targeting: {kind: direct, max: 3}
    strength: 5

  # the second card
  - id: xx-nap
    # a comment above the name
    name: Nap
    type: skill
    core: blue
    effects:
      - choose_one:
          - - heal: 1
          - - draw: 1
"""


def test_keys_follow_the_model_with_comments_in_front_of_their_keys() -> None:
    formatted = format_text(UNORDERED_DECK.encode(), DECK)
    assert formatted == ORDERED_DECK
    assert format_text(formatted.encode(), DECK) == formatted


def test_indentation_and_quoting_are_normalised() -> None:
    messy = 'id: xx\nname:    "Xx"\nrole: tank\nbasic:\n    hp: 5\nlevelled:\n        hp: 6\n'
    assert format_text(messy.encode(), CHAMPION) == (
        "id: xx\nname: Xx\nrole: tank\nbasic:\n  hp: 5\nlevelled:\n  hp: 6\n"
    )


def test_a_list_of_lists_is_written_with_joined_dashes() -> None:
    text = "a:\n  -   - 1\n      - 2\n  -   - x: 1\n        y: 2\n"
    assert format_text(text.encode(), None) == "a:\n  - - 1\n    - 2\n  - - x: 1\n      y: 2\n"


def test_an_invalid_file_is_laid_out_without_reordering() -> None:
    text = "name: Xx\nid: xx\nrole: wizard\n"
    assert format_text(text.encode(), CHAMPION) == text


@pytest.mark.parametrize(
    ("text", "line", "column", "code"),
    [
        ("id: xx\nname: [a, b\nrole: tank\n", 3, 5, "yaml-syntax"),
        ("id: xx\nid: yy\n", 2, 1, "duplicate-key"),
        ("id: xx\nbasic:\n\thp: 3\n", 3, 1, "tab-indent"),
    ],
)
def test_a_file_that_does_not_parse_is_a_located_failure(
    text: str, line: int, column: int, code: str
) -> None:
    with pytest.raises(FormatFailure) as caught:
        format_text(text.encode(), CHAMPION)
    problem = caught.value.problem
    assert (problem.line, problem.column, problem.code) == (line, column, code)


def test_comments_are_found_whole_line_and_at_line_end() -> None:
    text = "# top\na: 1  # one\nb: 'x # not a comment'\n  # indented\n"
    assert comments(text) == ["# top", "# one", "# indented"]
