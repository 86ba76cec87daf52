"""Blood Wars on the play page in real Chromium: a 3-seat match clicked to its end, hands hidden in hot-seat."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.game import GAME
from tests.browser.watched_pages import DESKTOP, watched_page
from tests.served_play import served

SETTLE_MS = 120_000
"""How long an answer and the bots' replies may take on a loaded machine."""

PICK = """() => {
  document.querySelectorAll("[data-pick]").forEach(node => node.removeAttribute("data-pick"));
  const shuffling = /^(move|return):/;
  const groups = [
    [...document.querySelectorAll("#options button.picked")],
    [...document.querySelectorAll("#hand .hand-card.legal")],
    [...document.querySelectorAll("#options button.legal")].filter(button => !shuffling.test(button.dataset.option)),
    [...document.querySelectorAll("#options button.legal")],
  ];
  for (const group of groups) {
    if (group.length) {
      const node = group[Math.floor(Math.random() * group.length)];
      node.setAttribute("data-pick", "1");
      return node.tagName + "." + node.getAttribute("class");
    }
  }
  return null;
}"""
"""Marks what the test clicks next: a button among a card's options, a card of the hand, an option that acts
(battle-hand moves and returns only when nothing else is left: they could go round forever), else any."""


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """Runs ``sfbkit serve --port 0`` on Blood Wars' bundled content and yields its URL and saves folder."""
    with served(tmp_path / "saves", "--content", str(GAME.bundled_root())) as server:
        yield server.url, server.saves


def _settle(page: Any) -> None:
    page.wait_for_selector("body[data-busy='false']", timeout=SETTLE_MS)


def _new_match(page: Any, url: str, decks: list[str], players: list[str]) -> None:
    page.goto(f"{url}/play")
    _settle(page)
    assert page.locator("h1").inner_text() == "Play Blood Wars"
    assert page.locator("#opponent").is_hidden() and page.locator("#seat").is_hidden()
    for seat in range(6):
        page.locator(f"select[name='field-decks-{seat}']").select_option(
            decks[seat] if seat < len(decks) else ""
        )
        if seat < len(players):
            page.locator(f"select[name='field-players-{seat}']").select_option(players[seat])
    page.locator("#seed").fill("7")
    page.locator("#start").click()
    page.wait_for_url(f"{url}/play/*")
    _settle(page)


@pytest.mark.slow
def test_one_person_and_two_bots_play_to_the_end_by_clicking(browser: Any, server: tuple[str, Path]) -> None:
    url, saves = server
    with watched_page(browser, viewport=DESKTOP) as page:
        _new_match(page, url, ["cinder-host", "mire-court", "dawnward-vigil"], ["human", "greedy", "random"])
        assert page.locator("#vp-race .vp-row").count() == 3
        started = time.monotonic()
        clicks = 0
        kinds: set[str] = set()
        seen_challenge = seen_pool = seen_hidden = False
        while not page.locator("#result").is_visible():
            assert time.monotonic() - started < 240, f"the match did not end after {clicks} clicks"
            seen_challenge = seen_challenge or page.locator("#challenge").count() > 0
            seen_pool = seen_pool or "(" in page.locator("#battlefields .pool").all_inner_texts().__str__()
            seen_hidden = seen_hidden or page.locator("#warlords .hidden-card").count() > 0
            kind = page.evaluate(PICK)
            assert kind is not None, page.locator("#prompt").inner_text()
            kinds.add(kind.lower().split(" ")[0])
            page.locator("[data-pick]").click()
            _settle(page)
            clicks += 1
            assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
        result = page.locator("#result").inner_text()
        print(f"{clicks} clicks, {time.monotonic() - started:.1f} s: {result}")
        assert "wins" in result or "draw" in result
        assert {"div.hand-card", "button.option"} <= kinds, kinds
        assert seen_challenge and seen_pool and seen_hidden
        assert page.locator("#log li").count() > 10
    logs = list(saves.glob("*.jsonl"))
    assert len(logs) == 1
    kept = saves.parent / "kept" / logs[0].name
    kept.parent.mkdir()
    kept.write_bytes(logs[0].read_bytes())
    replayed = CliRunner().invoke(cli, ["replay", str(kept), "--content", str(GAME.bundled_root())])
    assert replayed.exit_code == 0, replayed.output
    assert "replay ok" in replayed.output


def _hand(page: Any) -> list[str]:
    return list(page.locator("#hand .hand-card").evaluate_all("nodes => nodes.map(n => n.dataset.card)"))


def test_hands_are_hidden_between_two_people_at_one_device(browser: Any, server: tuple[str, Path]) -> None:
    url, _ = server
    with watched_page(browser, viewport=DESKTOP) as page:
        _new_match(page, url, ["cinder-host", "mire-court"], ["human", "human"])
        handed = set()
        for _ in range(40):
            if page.locator("#result").is_visible():
                break
            if page.locator("#cover").is_visible():
                assert _hand(page) == [], "a hand showed under the cover"
                assert page.locator("#options button").count() == 0
                cover = page.locator("#cover-text").inner_text()
                seat = int(cover.split()[1])
                page.locator("#reveal").click()
                _settle(page)
                cards = _hand(page)
                assert all(card.startswith(f"p{seat + 1}:") for card in cards), cards
                if cards:  # a hand may be empty when every card of it is in play
                    handed.add(seat)
            kind = page.evaluate(PICK)
            assert kind is not None
            page.locator("[data-pick]").click()
            _settle(page)
        assert handed == {0, 1}
