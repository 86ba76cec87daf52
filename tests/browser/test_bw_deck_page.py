"""The Blood Wars deck page in real Chromium at phone width: a legal deck built by clicking, a problem that
appears and goes, the deck saved (and replaced once confirmed), and the saved file validating."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.kit.io.yaml_source import read_yaml
from tests.browser.watched_pages import watched_page
from tests.served_play import served

PHONE = {"width": 390, "height": 844}


@pytest.fixture()
def served_deck_page(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """Runs ``sfbkit serve --port 0`` on a new tree that extends the bundled game; yields its URL and the tree."""
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "sfbkit.yaml").write_text("game: blood-wars\nextends: blood-wars\n", encoding="utf-8")
    with served(tmp_path / "saves", "--content", str(tree)) as server:
        line = server.next_line()
        assert line.startswith("the deck page: http://127.0.0.1:"), line
        yield line.split(": ", 1)[1].split("/deck", 1)[0], tree


def _settle(page: Any) -> None:
    page.wait_for_selector("body[data-busy='false']")


def _add(page: Any, card: dict[str, Any], count: int) -> None:
    """Finds a card through the filters (its kind, alignment and name) and clicks its + button."""
    page.select_option("#filter-kind", card["kind"])
    page.select_option("#filter-alignment", card["alignment"])
    page.fill("#filter-text", card["name"])
    for _ in range(count):
        page.click(f"#card-list li[data-card='{card['id']}'] button.add")
        _settle(page)


def _problems(page: Any) -> list[str]:
    return list(
        page.eval_on_selector_all("#problems li[data-code]", "items => items.map(i => i.dataset.code)")
    )


@pytest.mark.slow
def test_a_deck_built_by_clicking_is_checked_as_it_grows_and_saved_as_a_valid_file(
    browser: Any, served_deck_page: tuple[str, Path]
) -> None:
    url, tree = served_deck_page
    with watched_page(browser, viewport=PHONE) as page:
        dialogs: list[str] = []
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.accept()))
        page.goto(f"{url}/deck")
        _settle(page)
        cards = {
            card["id"]: card
            for card in page.evaluate("fetch('/api/deck/setup').then(r => r.json())")["cards"]
        }
        listed = read_yaml((bundled_root() / "decks" / "mire-court.yaml").read_bytes()).data["cards"]
        page.fill("#deck-id", "clicked-court")
        page.fill("#deck-name", "Clicked Court")
        page.select_option("#deck-under", "ruleset:battle")
        _settle(page)
        assert _problems(page) == ["bad-value"]  # no card yet
        for entry in listed[:3]:
            _add(page, cards[entry["card"]], entry["count"])
        assert "count:warlords" not in _problems(page) and "deck-size" in _problems(page)
        for entry in listed[3:]:
            _add(page, cards[entry["card"]], entry["count"])
        assert _problems(page) == []
        assert page.text_content("#problems") == "no problem: the deck is legal"
        assert page.text_content("#deck-size") == "40 cards · table standard, the 40-card column"
        assert page.text_content("#deck-rows tr[data-row='warlords']") == "warlords3-54"
        assert page.text_content("#deck-file summary") == "The file: decks/clicked-court.yaml"
        assert page.text_content("#deck-file pre").startswith("id: clicked-court\nname: Clicked Court\n")

        page.click("#deck-list li[data-card='writ-of-recall'] button.remove")
        _settle(page)
        page.click("#deck-list li[data-card='gallows-choir'] button.add")
        _settle(page)
        assert _problems(page) == ["copies"] and page.is_disabled("#save")
        page.click("#deck-list li[data-card='gallows-choir'] button.remove")
        _settle(page)
        _add(page, cards["writ-of-recall"], 1)
        assert _problems(page) == [] and page.is_enabled("#save")

        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        page.click("#save")
        _settle(page)
        assert page.text_content("#saved") == "saved decks/clicked-court.yaml" and dialogs == []
        page.fill("#deck-name", "Clicked Court Again")  # left by clicking Save: the save checks it first
        page.click("#save")
        _settle(page)
        assert page.text_content("#saved") == "replaced decks/clicked-court.yaml"
        assert dialogs == ["decks/clicked-court.yaml exists. Replace the file?"]

    saved = tree / "decks" / "clicked-court.yaml"
    assert read_yaml(saved.read_bytes()).data["name"] == "Clicked Court Again"
    validated = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert validated.exit_code == 0 and " 0 problems" in validated.output, validated.output
    shown = CliRunner().invoke(cli, ["deck", str(saved), "--content", str(tree), "--ruleset", "battle"])
    assert shown.exit_code == 0 and "0 problems" in shown.output, shown.output


def test_a_bundled_deck_opened_on_the_page_needs_an_id_of_its_own(
    browser: Any, served_deck_page: tuple[str, Path]
) -> None:
    url, tree = served_deck_page
    with watched_page(browser, viewport=PHONE) as page:
        page.goto(f"{url}/deck")
        _settle(page)
        page.select_option("#deck-open", "gavel-and-chain")
        _settle(page)
        assert page.input_value("#deck-id") == "gavel-and-chain"
        assert _problems(page) == ["duplicate-id"] and page.is_disabled("#save")
        page.fill("#deck-id", "my-gavel")
        page.dispatch_event("#deck-id", "change")
        _settle(page)
        assert _problems(page) == []
        page.click("#save")
        _settle(page)
        assert page.text_content("#saved") == "saved decks/my-gavel.yaml"
        assert "Gavel and Chain (decks/my-gavel.yaml)" in page.text_content("#deck-open")
    result = CliRunner().invoke(cli, ["deck", str(tree / "decks" / "my-gavel.yaml"), "--content", str(tree)])
    assert result.exit_code == 0, result.output
