"""Blood Wars' replay on the kit's shell in real Chromium: a row per seat drawn with the kit's SVG helpers,
warlords and battle hands with face-down cards shaded, stepping to the result with no script error."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.blood_wars.game import GAME
from tests.browser.replay_pages import opened_replay, written_replay


@pytest.fixture(scope="module")
def replay(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    return written_replay(GAME, "full-match-two-seats.yaml", tmp_path_factory.mktemp("replay"))


@pytest.fixture
def page(browser: Any, replay: tuple[Path, Any]) -> Iterator[Any]:
    with opened_replay(browser, replay[0]) as page:
        yield page


def test_each_seat_is_a_row_with_its_warlords_and_the_last_step_shows_the_result(
    page: Any, replay: tuple[Path, Any]
) -> None:
    frames = replay[1].frames
    assert page.locator("#board g.seat").count() == len(frames[0]["seats"])
    page.keyboard.press("End")
    last = frames[-1]
    cards = sum(len(w["hand"]) + 1 for seat in last["seats"] for w in seat["warlords"])
    assert page.locator("#board g.card").count() == cards
    down = sum(c["down"] for seat in last["seats"] for w in seat["warlords"] for c in (w, *w["hand"]))
    assert page.locator("#board g.card.down").count() == down
    assert (page.locator("#board text.seat-line").first.text_content() or "").startswith(
        last["seats"][0]["name"]
    )
    assert page.locator("#status").inner_text().startswith("match over")
