"""Blood Wars' replay on the kit's shell in real Chromium: a row per seat drawn with the kit's SVG helpers,
warlords and battle hands with face-down cards shaded, stepping to the result with no script error."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.blood_wars.game import GAME

ROOT = GAME.bundled_root()
FULL = ROOT / "matches" / "full-match-two-seats.yaml"


@pytest.fixture(scope="module")
def replay(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    run, _ = GAME.run_script(ROOT, FULL)
    html = tmp_path_factory.mktemp("replay") / "full.html"
    html.write_text(run.replay_html("Full match"), encoding="utf-8")
    return html, run


@pytest.fixture
def page(browser: Any, replay: tuple[Path, Any]) -> Any:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(replay[0].as_uri())
    page.wait_for_selector("body[data-ready='true']")
    yield page
    page.close()
    assert errors == []


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
