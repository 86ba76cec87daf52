"""The Blood Wars commands: ``new`` scaffolds whose hints lead to a valid tree, ``deck``, and every browsing command
seeing a designer's card and deck in a repository that extends the bundled game."""

from __future__ import annotations

import json
import re
import shlex
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root

HINT = re.compile(
    r"in decks/(?P<deck>[a-z0-9-]+)\.yaml add '- \{card: (?P<card>[a-z0-9-]+), count: 1\}' under 'cards:' and "
    r"(lower '(?P<out>[a-z0-9-]+)' from (?P<old>\d) to (?P<new>\d)|remove '(?P<gone>[a-z0-9-]+)')"
)


def _run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def _ok(*args: str) -> str:
    result = _run(*args)
    assert result.exit_code == 0, f"sfbkit {' '.join(args)}: {result.output}"
    return result.output


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "repo"
    _ok("init", "--game", "blood-wars", str(root))
    monkeypatch.chdir(root)
    return root


def _follow(output: str, root: Path) -> None:
    """Does what a ``new`` card's hint says: swaps the card into the deck for one of its kind."""
    hint = HINT.search(output)
    assert hint is not None, output
    deck = root / "decks" / f"{hint['deck']}.yaml"
    text = deck.read_text(encoding="utf-8")
    if hint["gone"]:
        old, new = f"  - {{card: {hint['gone']}, count: 1}}\n", ""
    else:
        old = f"{{card: {hint['out']}, count: {hint['old']}}}"
        new = f"{{card: {hint['out']}, count: {hint['new']}}}"
    assert old in text
    text = text.replace(old, new)
    deck.write_text(text + f"  - {{card: {hint['card']}, count: 1}}\n", encoding="utf-8")


def test_the_readme_steps_and_the_hint_give_a_card_and_a_deck_every_command_sees(repo: Path) -> None:
    readme = (repo / "README.md").read_text(encoding="utf-8")
    block = re.search(r"^```\n(.*?)^```$", readme, re.DOTALL | re.MULTILINE)
    assert block is not None
    outputs = [_ok(*shlex.split(line.split("#")[0])[1:]) for line in block[1].splitlines()]
    _follow(outputs[1], repo)
    assert " 0 problems" in _ok("validate")
    assert "0 would be reformatted" in _ok("fmt", "--check")
    assert _ok("deck", "decks/my-deck.yaml").endswith("0 problems\n")
    assert "My Warlord" in _ok("show", "my-warlord")
    assert "1 × My Warlord (my-warlord)" in _ok("show", "my-deck")
    assert "my-warlord" in _ok("search", "deck:my-deck kind:warlord")
    assert "my-warlord" in _ok("list")
    _ok("export", "--format", "json", str(repo.parent / "cards.json"))
    cards = json.loads((repo.parent / "cards.json").read_text(encoding="utf-8"))["cards"]
    assert [card["decks"] for card in cards if card["id"] == "my-warlord"] == [["my-deck"]]
    _ok("export", "--format", "sqlite", str(repo.parent / "cards.sqlite"))
    with sqlite3.connect(repo.parent / "cards.sqlite") as db:
        assert db.execute("SELECT deck_id FROM deck_cards WHERE card_id = 'my-warlord'").fetchall() == [
            ("my-deck",)
        ]
    _ok("export", "--format", "csv", str(repo.parent / "cards.csv"))
    assert "my-warlord" in (repo.parent / "cards.csv").read_text(encoding="utf-8")
    assert "My Warlord" in _ok("sheet", "my-warlord", "--format", "txt")
    _ok("site", str(repo.parent / "site"))
    assert (repo.parent / "site" / "my-warlord.html").is_file()
    assert (repo.parent / "site" / "group-my-deck.html").is_file()


@pytest.mark.parametrize("kind", ["warlord", "legion", "battlefield", "fate"])
def test_each_card_scaffold_validates_and_its_hint_keeps_the_deck_legal(repo: Path, kind: str) -> None:
    _ok("new", "deck", "my-deck")
    output = _ok("new", kind, f"my-{kind}")
    assert "validate: 1 file, 0 problems" in output
    _follow(output, repo)
    assert " 0 problems" in _ok("validate")
    assert _run("deck", "decks/my-deck.yaml").exit_code == 0


def test_a_card_before_any_deck_of_ones_own_is_told_to_start_one(repo: Path) -> None:
    output = _ok("new", "legion", "my-legion")
    assert "next: start a deck of your own with 'sfbkit new deck my-deck'" in output


def test_new_refuses_a_base_id_a_bad_id_and_an_existing_file(repo: Path) -> None:
    assert _run("new", "warlord", "ashlord-vhorza").exit_code == 2
    assert _run("new", "warlord", "Not_An_Id").exit_code == 2
    _ok("new", "deck", "mine")
    before = (repo / "decks" / "mine.yaml").read_bytes()
    assert _run("new", "deck", "mine").exit_code == 2
    assert (repo / "decks" / "mine.yaml").read_bytes() == before


def test_deck_prints_the_rows_beside_the_counts_and_exits_0_1_2(repo: Path) -> None:
    output = _ok("deck", str(bundled_root() / "decks" / "cinder-host.yaml"))
    assert re.search(r"^warlords\s+3-5\s+5\s*$", output, re.MULTILINE)
    assert re.search(r"^is_cap\s+<= 60\s+36\s*$", output, re.MULTILINE)
    _ok("new", "deck", "mine")
    deck = repo / "decks" / "mine.yaml"
    text = deck.read_text(encoding="utf-8").replace(
        "{card: ashlord-vhorza, count: 3}", "{card: ashlord-vhorza, count: 4}"
    )
    deck.write_text(text + "  - {card: no-such-card, count: 1}\n", encoding="utf-8")
    result = _run("deck", "decks/mine.yaml")
    assert result.exit_code == 1
    codes = re.findall(r"error\[([a-z:-]+)\]", result.output)
    assert sorted(codes) == ["copies", "deck-size", "unknown-card"]
    assert "table standard has no 42-card column" in result.output
    (repo / "notes.yaml").write_text("x: 1\n", encoding="utf-8")
    assert _run("deck", "notes.yaml").exit_code == 2
    assert _run("deck", "decks/none.yaml").exit_code == 2


def test_a_deck_over_a_cap_is_marked_on_its_row(repo: Path) -> None:
    _ok("new", "deck", "mine")
    _ok("new", "warlord", "giant")
    card = repo / "cards" / "warlords-giant.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("is: 8", "is: 30"), encoding="utf-8")
    deck = repo / "decks" / "mine.yaml"
    text = deck.read_text(encoding="utf-8").replace(
        "{card: ashlord-vhorza, count: 3}", "{card: ashlord-vhorza, count: 1}"
    )
    deck.write_text(text + "  - {card: giant, count: 2}\n", encoding="utf-8")
    result = _run("deck", "decks/mine.yaml")
    assert result.exit_code == 1
    assert re.search(r"^is_cap\s+<= 60\s+80\s+over\s*$", result.output, re.MULTILINE), result.output
    assert re.findall(r"error\[([a-z:-]+)\]", result.output) == ["cap:is"]


def test_another_games_command_is_refused_in_one_line(repo: Path) -> None:
    result = _run("coverage")
    assert result.exit_code == 2
    assert result.output.startswith(
        "error: Blood Wars does not offer 'coverage' (Super Fantasy Brawl does); its commands here"
    )
    assert "simulate" in result.output.split("its commands here", 1)[1]
