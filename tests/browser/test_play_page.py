"""A whole match on the play page in real Chromium: teams chosen, every decision clicked, the log replayed."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from tests.browser.watched_pages import DESKTOP, watched_page
from tests.served_play import served

PICK = """() => {
  document.querySelectorAll("[data-pick]").forEach(node => node.removeAttribute("data-pick"));
  const centre = node => { const r = node.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; };
  const enemies = [...document.querySelectorAll("#board g.champion.team-1")].map(centre);
  const nearness = node => { const [x, y] = centre(node);
    return Math.min(1e9, ...enemies.map(([ex, ey]) => Math.hypot(ex - x, ey - y))); };
  const passive = /^(decline|end-turn|stop|stay|react:none|keep|gate)$/;
  const groups = [
    [...document.querySelectorAll("#board g.champion.legal.team-1")],
    [...document.querySelectorAll("#board g.facing.legal")],
    [...document.querySelectorAll("#hand .hand-card.legal")],
    [...document.querySelectorAll("#board polygon.hex.legal")].sort((a, b) => nearness(a) - nearness(b)),
    [...document.querySelectorAll("#options button.legal")].filter(button => !passive.test(button.dataset.option)),
    [...document.querySelectorAll("#board .legal, #options button.legal")],
  ];
  for (const group of groups) {
    if (group.length) { group[0].setAttribute("data-pick", "1"); return group[0].tagName + "." + group[0].getAttribute("class"); }
  }
  return null;
}"""
"""Marks the legal option the test clicks next: an enemy to attack, a facing, a card, the hex nearest an
enemy, an active button, else anything highlighted (a fast path to the match's end)."""


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """Runs ``sfbkit serve --port 0`` and yields its URL and saves folder."""
    with served(tmp_path / "saves") as server:
        yield server.url, server.saves


def _settle(page: Any) -> None:
    page.wait_for_selector("body[data-busy='false']")


IN_VIEW = ("#result", "#result a[download]", "#scores", "#track")
"""What stays within the viewport at the end of a match: the result, its log download, scores and track."""


def _outside_the_viewport(page: Any) -> dict[str, Any]:
    """Returns each of ``IN_VIEW`` whose box is not wholly within the viewport, with the box."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    outside = {}
    for selector in IN_VIEW:
        box = page.locator(selector).bounding_box()
        if box is None or not (
            box["x"] >= 0
            and box["y"] >= 0
            and box["x"] + box["width"] <= width + 1
            and box["y"] + box["height"] <= height + 1
        ):
            outside[selector] = box
    return outside


@pytest.mark.slow
@pytest.mark.parametrize(("opponent", "seed", "winner"), [("greedy", 2, None), ("random", 3, "team 0")])
def test_a_match_against_a_bot_is_played_by_clicking_and_its_log_replays(
    browser: Any, server: tuple[str, Path], opponent: str, seed: int, winner: str | None
) -> None:
    url, saves = server
    with watched_page(browser, viewport=DESKTOP) as page:
        policy = page.goto(f"{url}/play").headers["content-security-policy"]
        assert "script-src 'self';" in policy and "frame-ancestors 'none'" in policy
        _settle(page)
        assert page.locator("#game").is_hidden() and page.locator("#setup").is_visible()
        page.locator("#seed").fill(str(seed))
        page.locator("#opponent").select_option(opponent)
        page.locator("#start").click()
        page.wait_for_url(f"{url}/play/*")
        _settle(page)
        assert page.locator("#setup").is_hidden()
        assert page.locator("#board polygon.hex").count() == 59
        started = time.monotonic()
        clicks = 0
        noted = False
        kinds: set[str] = set()
        while not page.locator("#result").is_visible():
            assert time.monotonic() - started < 45, f"the match did not end after {clicks} clicks"
            noted = noted or page.locator("#hand .hand-card.no-target .card-note").count() > 0
            kind = page.evaluate(PICK)
            assert kind is not None, page.locator("#prompt").inner_text()
            kinds.add(kind.lower())
            # A hex under a champion passing through is clicked where it is; the page resolves the click.
            page.locator("[data-pick]").click(force=kind.startswith("polygon"))
            picked = page.locator("#options button.picked")
            if picked.count():
                picked.first.click()
            _settle(page)
            clicks += 1
            assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
            # Only the viewer's own hand is on the page: as many faces as its hand holds.
            hand_size = page.locator("#scores tr[data-player='0'] td").nth(4).inner_text()
            assert page.locator("#hand .hand-card").count() == int(hand_size)
        assert _outside_the_viewport(page) == {}
        assert page.evaluate("document.getElementById('side-pane').scrollTop") == 0
        log_box = page.evaluate(
            "(() => { const l = document.getElementById('log'); return [l.scrollHeight, l.clientHeight]; })()"
        )
        assert log_box[0] > log_box[1], "the log scrolls inside its own box"
        result = page.locator("#result").inner_text()
        print(f"{clicks} clicks, {time.monotonic() - started:.1f} s: {result}")
        assert f"{winner} wins" in result if winner else "wins" in result
        assert any(kind.startswith("polygon.hex") for kind in kinds), kinds
        assert any(kind.startswith("div.hand-card") for kind in kinds), kinds
        assert page.locator("#log li").count() > 50
        assert noted, "no card was marked as having no target in reach"
        # Reopened, at a phone's width and at a desktop's: nothing is new, and the summary is in view.
        for width, height in ((390, 844), (1280, 900)):
            page.set_viewport_size({"width": width, "height": height})
            page.reload()
            _settle(page)
            assert page.locator("#result").is_visible()
            assert page.locator("#log li.new").count() == 0
            assert _outside_the_viewport(page) == {}, width
    logs = list(saves.glob("*.jsonl"))
    assert len(logs) == 1
    replayed = CliRunner().invoke(cli, ["replay", str(logs[0])])
    assert replayed.exit_code == 0, replayed.output
    assert "replay ok" in replayed.output


def test_hot_seat_hides_the_hand_until_the_deciding_player_shows_it(
    browser: Any, server: tuple[str, Path]
) -> None:
    url, _ = server
    with watched_page(browser, viewport=DESKTOP) as page:
        page.goto(f"{url}/play")
        _settle(page)
        page.locator("#opponent").select_option("human")
        page.locator("#start").click()
        page.wait_for_url(f"{url}/play/*")
        _settle(page)
        seen_hand = False
        for _ in range(40):
            if page.locator("#cover").is_visible():
                assert page.locator("#hand .hand-card").count() == 0
                assert page.locator("#options button").count() == 0
                deciding = page.locator("#cover-text").inner_text()
                page.locator("#reveal").click()
                assert page.locator("#cover").is_hidden()
                assert deciding.split()[1] in page.locator("#prompt").inner_text()
            seen_hand = seen_hand or page.locator("#hand .hand-card").count() > 0
            page.locator("#board .legal, #hand .hand-card.legal, #options button.legal").first.click(
                force=True
            )
            _settle(page)
            assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
        assert seen_hand


def test_a_damaged_save_is_shown_as_damaged_beside_the_others(browser: Any, server: tuple[str, Path]) -> None:
    url, saves = server
    (saves / "20200101-000000-broken.jsonl").write_text(
        '{"type": "header", "players": 5}\n{}\n', encoding="utf-8"
    )
    with watched_page(browser, viewport=DESKTOP) as page:
        page.goto(f"{url}/play")
        _settle(page)
        damaged = page.locator("#saved li.damaged")
        assert damaged.count() == 1
        assert "20200101-000000-broken (damaged: players must be a list" in damaged.inner_text()
        assert page.locator("#error").is_hidden()
