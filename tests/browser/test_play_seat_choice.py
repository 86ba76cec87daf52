"""The kit's play page lets a person take any seat of a game of more than two: the list follows the seats chosen."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.browser.test_toy_game import server
from tests.browser.watched_pages import watched_page
from tests.games.toy.conftest import crowns

__all__ = ["crowns", "server"]
"""The toy's fixtures: Crowns registered here, and served in a process of its own."""


def test_a_person_takes_the_fifth_seat_of_a_five_seat_match(browser: Any, server: tuple[str, Path]) -> None:
    url, saves = server
    with watched_page(browser) as page:
        page.goto(f"{url}/play")
        page.wait_for_selector("body[data-busy='false']")
        page.locator("select[name='field-seats']").select_option("5")
        assert page.locator("#seat option").all_inner_texts() == ["0", "1", "2", "3", "4"]
        page.locator("#seat").select_option("4")
        page.locator("select[name='field-seats']").select_option("3")
        assert page.locator("#seat option").all_inner_texts() == ["0", "1", "2"]
        assert page.locator("#seat").input_value() == "2"
        page.locator("select[name='field-seats']").select_option("5")
        page.locator("#seat").select_option("4")
        page.locator("#seed").fill("3")
        page.locator("#start").click()
        page.wait_for_url(f"{url}/play/*")
        page.wait_for_selector("body[data-busy='false']")
        assert page.locator("#error").is_hidden()
    (log,) = saves.glob("*.jsonl")
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert "4:human" in header["players"] and len(header["players"]) == 5, header
