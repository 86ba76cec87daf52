"""A whole Dungeon Command match on the play page in real Chromium: every decision clicked, the log replayed."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.game import GAME
from tests.browser.watched_pages import DESKTOP, watched_page
from tests.served_play import served

PICK = """() => {
  document.querySelectorAll("[data-pick]").forEach(node => node.removeAttribute("data-pick"));
  const passive = /^(end|end-phase|pass|done|stop|no|cower|second)$/;
  const groups = [
    [...document.querySelectorAll("#hand .hand-card.legal")],
    [...document.querySelectorAll("#options button.legal")].filter(button => /^(attack|target)/.test(button.dataset.option)),
    [...document.querySelectorAll("#board rect.sq.legal")],
    [...document.querySelectorAll("#options button.legal")].filter(button => !passive.test(button.dataset.option)),
    [...document.querySelectorAll("#board .legal, #options button.legal")],
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
"""Marks the legal option the test clicks next: a card of the hand, an attack, a square, an active button,
else anything highlighted."""

TOKENS = """() => [...document.querySelectorAll("#board g.creature")].map(g => [
  g.querySelector("text.name").textContent, g.querySelector("text.hp").textContent,
  getComputedStyle(g.querySelector("text.hp")).display])"""
"""Each creature token's label, its hit points as drawn, and whether they show."""


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """Runs ``sfbkit serve --port 0`` on Dungeon Command's bundled content and yields its URL and saves folder."""
    with served(tmp_path / "saves", "--content", str(GAME.bundled_root())) as server:
        yield server.url, server.saves


def _settle(page: Any) -> None:
    page.wait_for_selector("body[data-busy='false']")


@pytest.mark.slow
@pytest.mark.parametrize("opponent", ["greedy"])
def test_a_match_against_the_bot_is_played_by_clicking_and_its_log_replays(
    browser: Any, server: tuple[str, Path], opponent: str
) -> None:
    url, saves = server
    with watched_page(browser, viewport=DESKTOP) as page:
        page.goto(f"{url}/play")
        _settle(page)
        assert page.locator("h1").inner_text() == "Play Dungeon Command"
        offered = page.locator("#opponent option").evaluate_all("nodes => nodes.map(n => n.value)")
        assert [name for name in offered if name.startswith("search:")], offered
        page.locator("#seed").fill("5")
        page.locator("#opponent").select_option(opponent)
        page.locator("#start").click()
        page.wait_for_url(f"{url}/play/*")
        _settle(page)
        assert page.locator("#board rect.sq").count() == 20 * 20
        started = time.monotonic()
        clicks = 0
        kinds: set[str] = set()
        most_tokens = 0
        while not page.locator("#result").is_visible():
            assert time.monotonic() - started < 150, f"the match did not end after {clicks} clicks"
            tokens = page.evaluate(TOKENS)
            labels = [label for label, _, _ in tokens]
            assert len(set(labels)) == len(labels), labels
            assert all(re.fullmatch(r"-?\d+/\d+", hp) and shown != "none" for _, hp, shown in tokens), tokens
            most_tokens = max(most_tokens, len(tokens))
            kind = page.evaluate(PICK)
            assert kind is not None, page.locator("#prompt").inner_text()
            kinds.add(kind.lower().split(" ")[0])
            page.locator("[data-pick]").click(force=kind.startswith("rect"))
            picked = page.locator("#options button.picked")
            if picked.count():
                picked.first.click()
            _settle(page)
            clicks += 1
            assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
        result = page.locator("#result").inner_text()
        print(f"{clicks} clicks, {time.monotonic() - started:.1f} s: {result}")
        assert "wins" in result or "draw" in result
        assert most_tokens >= 4, "fewer than four creatures were ever on the battlefield"
        assert {"rect.sq", "div.hand-card"} <= kinds, kinds
        assert page.locator("#creatures tr").count() >= 1 and page.locator("#log li").count() > 20
    logs = list(saves.glob("*.jsonl"))
    assert len(logs) == 1
    replayed = CliRunner().invoke(cli, ["replay", str(logs[0]), "--content", str(GAME.bundled_root())])
    assert replayed.exit_code == 0, replayed.output
    assert "replay ok" in replayed.output
