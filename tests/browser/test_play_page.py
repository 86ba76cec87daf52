"""A whole match on the play page in real Chromium: teams chosen, every decision clicked, the log replayed."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli

LEGAL = ("#hand .hand-card.legal", "#board .legal", "#options button.legal")
"""Where the page highlights legal options, in the order the test prefers them (cards first: a faster end)."""


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """Runs ``sfbkit serve --port 0`` and yields its URL and saves folder."""
    saves = tmp_path / "saves"
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from sfbkit.cli.entry import main; sys.exit(main())",
            "serve",
            "--port",
            "0",
            "--saves",
            str(saves),
        ],
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        assert "serving the play page on http://127.0.0.1:" in line, line
        url = line.split(" on ", 1)[1].split("/play", 1)[0]
        yield url, saves
    finally:
        process.terminate()
        process.wait(timeout=10)


def _settle(page: Any) -> None:
    page.wait_for_selector("body[data-busy='false']")


def test_a_match_against_the_bot_is_played_by_clicking_and_its_log_replays(
    browser: Any, server: tuple[str, Path]
) -> None:
    url, saves = server
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(f"{url}/play")
        _settle(page)
        page.locator("#seed").fill("3")
        page.locator("#opponent").select_option("greedy")
        page.locator("#start").click()
        page.wait_for_url(f"{url}/play/*")
        _settle(page)
        assert page.locator("#board polygon.hex").count() == 59
        started = time.monotonic()
        clicks = 0
        kinds: set[str] = set()
        while not page.locator("#result").is_visible():
            assert time.monotonic() - started < 45, f"the match did not end after {clicks} clicks"
            found = [page.locator(selector) for selector in LEGAL]
            legal = [locator for locator in found if locator.count() > 0]
            assert legal, page.locator("#prompt").inner_text()
            target = legal[0].first
            kinds.add(
                target.evaluate("node => node.tagName.toLowerCase() + '.' + node.getAttribute('class')")
            )
            target.click()
            picked = page.locator("#options button.picked")
            if picked.count():
                picked.first.click()
            _settle(page)
            clicks += 1
            assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
            # Only the viewer's own hand is on the page: as many faces as its hand holds.
            hand_size = page.locator("#scores tr[data-player='0'] td").nth(4).inner_text()
            assert page.locator("#hand .hand-card").count() == int(hand_size)
        result = page.locator("#result").inner_text()
        print(f"{clicks} clicks, {time.monotonic() - started:.1f} s: {result}")
        assert "wins" in result
        assert any(kind.startswith("polygon.hex") for kind in kinds), kinds
        assert any(kind.startswith("div.hand-card") for kind in kinds), kinds
        assert page.locator("#log li").count() > 50
        assert errors == []
    finally:
        page.close()
    logs = list(saves.glob("*.jsonl"))
    assert len(logs) == 1
    replayed = CliRunner().invoke(cli, ["replay", str(logs[0])])
    assert replayed.exit_code == 0, replayed.output
    assert "replay ok" in replayed.output
